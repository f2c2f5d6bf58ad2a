func.func @math(%x: f32, %d: f64, %v: vector<4xf32>, %i: i32, %m: vector<2x2xf32>) -> (f32, f64, vector<4xf32>, i32, i1, i1, vector<2x2xf32>) {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.rsqrt %0 fastmath<nnan> : f32
  %2 = math.log1p %1 : f32
  %3 = math.expm1 %2 fastmath<afn> : f32
  %4 = math.powf %3, %x : f32
  %5 = math.fpowi %4, %i : f32, i32
  %6 = math.atan2 %5, %x : f32
  %7 = math.fma %6, %x, %x : f32
  %8 = math.copysign %7, %x : f32
  %9 = math.roundeven %8 : f32
  %10 = math.sin %d : f64
  %11 = math.cos %10 : f64
  %12 = math.tanh %11 : f64
  %13 = math.log10 %12 : f64
  %14 = math.exp2 %13 : f64
  %15 = math.floor %14 : f64
  %16 = math.exp %v : vector<4xf32>
  %17 = math.absf %16 : vector<4xf32>
  %18 = math.ctlz %i : i32
  %19 = math.cttz %18 : i32
  %20 = math.ctpop %19 : i32
  %21 = math.absi %20 : i32
  %22 = math.isnan %9 : f32
  %23 = math.isfinite %15 : f64
  %24 = math.ceil %m : vector<2x2xf32>
  %25 = math.erf %9 : f32
  return %25, %15, %17, %21, %22, %23, %24 : f32, f64, vector<4xf32>, i32, i1, i1, vector<2x2xf32>
}
