func.func @f() -> tensor<3x4xf32> {
  %0 = arith.constant sparse<[[0, 0], [1, 2], [2, 3]], [1.0, 2.0, 3.0]> : tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
