func.func @vectors(%v: vector<4xf32>, %w: vector<2x3xi32>, %m: vector<2x2x2xf32>, %c: vector<4xi1>) -> (vector<4xf32>, vector<2x3xi32>, vector<2x2x2xf32>) {
  %0 = arith.mulf %v, %v fastmath<fast> : vector<4xf32>
  %1 = arith.select %c, %0, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %3 = arith.addf %1, %2 : vector<4xf32>
  %4 = arith.constant dense<7> : vector<2x3xi32>
  %5 = arith.subi %w, %4 : vector<2x3xi32>
  %6 = arith.cmpi sgt, %5, %w : vector<2x3xi32>
  %7 = arith.extui %6 : vector<2x3xi1> to vector<2x3xi32>
  %8 = arith.addf %m, %m : vector<2x2x2xf32>
  %9 = arith.cmpf ogt, %8, %m : vector<2x2x2xf32>
  %10 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  %11 = arith.index_cast %10 : vector<4xindex> to vector<4xi32>
  %12 = arith.sitofp %11 : vector<4xi32> to vector<4xf32>
  %13 = arith.addf %3, %12 : vector<4xf32>
  "test.keep"(%9) : (vector<2x2x2xi1>) -> ()
  return %13, %7, %8 : vector<4xf32>, vector<2x3xi32>, vector<2x2x2xf32>
}
