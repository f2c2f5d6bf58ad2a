func.func @scalar(%a: i32, %b: i32, %x: f32, %y: f64, %i: index) -> (i32, f32, index) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a overflow<nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.remui %3, %a : i32
  %5 = arith.shli %4, %b overflow<nsw> : i32
  %6 = arith.shrsi %5, %a : i32
  %7 = arith.xori %6, %a : i32
  %8 = arith.andi %7, %b : i32
  %9 = arith.maxsi %8, %a : i32
  %10 = arith.minui %9, %b : i32
  %11 = arith.addf %x, %x fastmath<nnan, ninf> : f32
  %12 = arith.mulf %11, %x fastmath<reassoc, contract> : f32
  %13 = arith.divf %12, %x : f32
  %14 = arith.negf %13 fastmath<fast> : f32
  %15 = arith.maximumf %14, %x : f32
  %16 = arith.minnumf %15, %x fastmath<nsz> : f32
  %17 = arith.truncf %y : f64 to f32
  %18 = arith.addf %16, %17 : f32
  %19 = arith.cmpi uge, %10, %a : i32
  %20 = arith.cmpf une, %18, %x fastmath<afn> : f32
  %21 = arith.andi %19, %20 : i1
  %22 = arith.select %21, %10, %a : i32
  %23 = arith.index_cast %22 : i32 to index
  %24 = arith.addi %23, %i : index
  %25 = arith.fptosi %18 : f32 to i64
  %26 = arith.sitofp %25 : i64 to f64
  %27 = arith.bitcast %26 : f64 to i64
  %28 = arith.trunci %27 : i64 to i32
  %29 = arith.addi %28, %22 : i32
  return %29, %18, %24 : i32, f32, index
}
