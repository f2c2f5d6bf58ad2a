// Compares and selects.
func.func @cmpi(%x: i32, %b: i1, %c: i8, %d: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.cmpi sle, %x, %x : i32
  %1 = arith.cmpi slt, %c5, %x : i32
  %2 = arith.cmpi ult, %c5, %c0 : i32
  %e = arith.extui %b : i1 to i32
  %3 = arith.cmpi ne, %e, %c0 : i32
  %ec = arith.extsi %c : i8 to i32
  %ed = arith.extsi %d : i8 to i32
  %4 = arith.cmpi eq, %ec, %ed : i32
  %5 = arith.cmpi sgt, %ec, %ed : i32
  %true = arith.constant true
  %6 = arith.cmpi ne, %x, %c5 : i32
  %7 = arith.xori %6, %true : i1
  %f = arith.constant false
  %8 = arith.cmpi eq, %b, %true : i1
  return %0, %1, %2, %3, %4, %5, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @select(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i1, i32, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %true, %x, %y : i32
  %1 = arith.select %c, %x, %x : i32
  %n = arith.xori %c, %true : i1
  %2 = arith.select %n, %x, %y : i32
  %3 = arith.select %c, %true, %false : i1
  %4 = arith.select %c, %false, %true : i1
  %5 = arith.select %c, %c1, %c0 : i32
  %6 = arith.select %c, %c0, %c1 : i32
  %in = arith.select %c, %x, %y : i32
  %7 = arith.select %c, %in, %c1 : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %8 = arith.select %eq, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i1, i1, i32, i32, i32, i32
}

func.func @cmpf_of_itofp(%i: i8, %u: i16) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %i : i8 to f32
  %g = arith.uitofp %u : i16 to f32
  %big = arith.constant 300.0 : f32
  %frac = arith.constant 4.5 : f32
  %neg = arith.constant -1.5 : f32
  %0 = arith.cmpf olt, %f, %big : f32
  %1 = arith.cmpf oeq, %f, %frac : f32
  %2 = arith.cmpf oge, %g, %neg : f32
  %3 = arith.cmpf ole, %f, %frac : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
