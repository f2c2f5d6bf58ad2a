#id1 = affine_map<(d0) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @dyn(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<?x?xf32>) outs(%B : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<?x?xf32>
  %1 = linalg.copy ins(%B : tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @empty_fill(%x: f32, %n: index) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %f : tensor<?x4xf32>
}
func.func @transpose_self(%A: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%A : tensor<4x4xf32>) outs(%A : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
func.func @readonly(%A: tensor<4xf32> {bufferization.writable = false}, %x: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @two_results(%A: tensor<4xf32>, %x: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.fill ins(%x : f32) outs(%A : tensor<4xf32>) -> tensor<4xf32>
  return %0, %A : tensor<4xf32>, tensor<4xf32>
}
func.func @chain(%A: tensor<8xf32>, %B: tensor<8xf32>, %x: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.add ins(%A, %0 : tensor<8xf32>, tensor<8xf32>) outs(%B : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.mul ins(%1, %0 : tensor<8xf32>, tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func @scalar_only(%x: f32) -> f32 {
  return %x : f32
}
func.func @two_writes(%A: tensor<4xf32>, %B: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%A : tensor<4xf32>) outs(%B : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.copy ins(%B : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
