func.func @f() -> (f32, f64, f32, f32, f32, f32, i32, i32, i32, f32, i1, f32, f64) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0.5 : f64
  %n = arith.constant -2.5 : f32
  %0 = math.sqrt %a : f32
  %1 = math.exp %b : f64
  %2 = math.floor %n : f32
  %3 = math.ceil %n : f32
  %4 = math.roundeven %n : f32
  %5 = math.absf %n : f32
  %i = arith.constant 40 : i32
  %6 = math.ctlz %i : i32
  %7 = math.cttz %i : i32
  %8 = math.ctpop %i : i32
  %9 = math.powf %a, %a : f32
  %10 = math.isnan %a : f32
  %11 = math.copysign %a, %n : f32
  %12 = math.atan2 %b, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f64, f32, f32, f32, f32, i32, i32, i32, f32, i1, f32, f64
}

func.func @no_fold(%x: f32) -> (f32, f16, f32) {
  %m = arith.constant -1.0 : f32
  %0 = math.log %m : f32
  %h = arith.constant 2.0 : f16
  %1 = math.sqrt %h : f16
  %2 = math.sin %x : f32
  return %0, %1, %2 : f32, f16, f32
}

func.func @ipowi() -> (i32, i32) {
  %b = arith.constant 3 : i32
  %e = arith.constant 5 : i32
  %m = arith.constant -1 : i32
  %0 = math.ipowi %b, %e : i32
  %1 = math.ipowi %m, %e : i32
  return %0, %1 : i32, i32
}
