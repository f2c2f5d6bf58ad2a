func.func @f(%a: f32) -> tensor<3xf32> {
  %0 = tensor.from_elements %a, %a : tensor<3xf32>
  return %0 : tensor<3xf32>
}
