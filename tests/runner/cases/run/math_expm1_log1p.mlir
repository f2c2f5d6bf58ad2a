// math.expm1 and math.log1p as upstream's lowering computes them (exp(x) - 1
// and log(1 + x)), on values near zero where that differs from libm's.
func.func @f(%b: f32, %v: vector<2xf32>, %d: f64, %h: f16) {
  %e5 = math.expm1 %h : f16
  vector.print %e5 : f16
  %l5 = math.log1p %h : f16
  vector.print %l5 : f16
  %e2 = math.expm1 %b : f32
  vector.print %e2 : f32
  %l2 = math.log1p %b : f32
  vector.print %l2 : f32
  %e3 = math.expm1 %v : vector<2xf32>
  vector.print %e3 : vector<2xf32>
  %l3 = math.log1p %v : vector<2xf32>
  vector.print %l3 : vector<2xf32>
  %e4 = math.expm1 %d : f64
  vector.print %e4 : f64
  %l4 = math.log1p %d : f64
  vector.print %l4 : f64
  return
}
func.func @main() {
  %b = arith.constant 1.0e-5 : f32
  %v = arith.constant dense<[3.0e-5, -2.0e-6]> : vector<2xf32>
  %d = arith.constant 1.0e-9 : f64
  %h = arith.constant 3.0e-3 : f16
  call @f(%b, %v, %d, %h) : (f32, vector<2xf32>, f64, f16) -> ()
  return
}
