func.func @select_copy(%t: tensor<?xf32>, %sz: index, %c: i1) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %1 = arith.select %c, %0, %t : tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @unknown_producer(%cst: f32, %i: index, %j: index) -> (f32, f32) {
  %t = "test.producer"() : () -> tensor<10xf32>
  %w = tensor.insert %cst into %t[%j] : tensor<10xf32>
  %r = "test.consumer"(%t) : (tensor<10xf32>) -> f32
  %r2 = tensor.extract %w[%i] : tensor<10xf32>
  return %r, %r2 : f32, f32
}
func.func @alloc_write_read(%v: vector<10xf32>) -> vector<10xf32> {
  %0 = bufferization.alloc_tensor() : tensor<10xf32>
  %c0 = arith.constant 0 : index
  %1 = vector.transfer_write %v, %0[%c0] : vector<10xf32>, tensor<10xf32>
  %cst = arith.constant 0.0 : f32
  %r = vector.transfer_read %1[%c0], %cst : tensor<10xf32>, vector<10xf32>
  return %r : vector<10xf32>
}
