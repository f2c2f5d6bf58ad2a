func.func @slices(%A: tensor<?xf32>, %t: tensor<4xf32>, %idx: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %0 = tensor.extract_slice %A[%idx][4][1] : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.insert_slice %t into %A[2][4][1] : tensor<4xf32> into tensor<?xf32>
  return %1, %0 : tensor<?xf32>, tensor<4xf32>
}
func.func @extract_insert_same(%A: tensor<?xf32>, %t: tensor<4xf32>, %i: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %A[%i][4][1] : tensor<?xf32> to tensor<4xf32>
  %1 = tensor.insert_slice %t into %A[%i][4][1] : tensor<4xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @slice_fill(%A: tensor<8xf32>, %x: f32) -> (tensor<8xf32>, tensor<4xf32>) {
  %0 = tensor.extract_slice %A[0][4][1] : tensor<8xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%x : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %A[0][4][1] : tensor<4xf32> into tensor<8xf32>
  return %2, %0 : tensor<8xf32>, tensor<4xf32>
}
func.func @full_overwrite(%A: tensor<4xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.insert_slice %t into %A[0][4][1] : tensor<4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
