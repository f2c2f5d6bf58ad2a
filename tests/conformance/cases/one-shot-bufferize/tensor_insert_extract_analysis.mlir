func.func @insert_extract(%t: tensor<?xf32>, %s: f32, %i: index) -> (tensor<?xf32>, f32, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %s into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %t[%c0] : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %0, %1, %d : tensor<?xf32>, f32, index
}
func.func @insert_inplace(%t: tensor<4xf32>, %s: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %s into %t[%i] : tensor<4xf32>
  %1 = tensor.insert %s into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @raw_insert(%t: tensor<4xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = tensor.insert %s into %t[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, f32
}
