"test.a"() {d = dense<[0.1, 3.4028235677973366e38]> : tensor<2xf32>, q = dense<0.1> : tensor<2xf128>, arr = array<f32: 3.4028235677973366e38, 0.1>, c = #complex.number<:f128 0.1, 0.2> : complex<f128>, f = 0.1 : f80, s = sparse<[[0]], [3.4028235677973366e38]> : tensor<2xf32>} : () -> ()
func.func @f() {
  %a = arith.constant 3.4028235677973366e38 : f32
  %b = arith.constant 0.1 : f128
  %c = arith.constant 3.0e-4950 : f128
  %d = arith.constant 1.0e400 : f64
  %e = arith.constant 65519.99 : f16
  %f = arith.constant 1.1 : bf16
  return
}
