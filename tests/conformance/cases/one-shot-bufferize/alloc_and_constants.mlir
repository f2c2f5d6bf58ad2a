func.func @alloc(%t: tensor<5xf32>, %n: index) -> (tensor<5xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return %0, %1 : tensor<5xf32>, tensor<?xf32>
}
func.func @to_tensor(%m: memref<4xf32>, %s: f32, %i: index) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %s into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @empty_insert(%s: f32, %n: index, %i: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %0 = tensor.insert %s into %e[%i] : tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @cst_insert(%s: f32, %i: index) -> tensor<3xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = tensor.insert %s into %c[%i] : tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @empty_fill_dyn(%x: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
