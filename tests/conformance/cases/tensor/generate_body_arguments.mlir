func.func @f(%n: index, %z: f32) -> tensor<?x3xf32> {
  %0 = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
