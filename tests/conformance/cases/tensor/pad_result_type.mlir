func.func @f(%t: tensor<4xf32>, %z: f32) -> tensor<7xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<4xf32> to tensor<7xf32>
  return %0 : tensor<7xf32>
}
