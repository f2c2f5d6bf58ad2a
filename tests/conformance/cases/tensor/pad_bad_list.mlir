func.func @f(%t: tensor<2xf32>, %z: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[1 high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
