func.func @f(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %m: memref<4x16xf32>, %x: f32, %B2: tensor<8x4xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.map ins(%0 : tensor<4x16xf32>) outs(%C : tensor<4x16xf32>)
    (%a: f32, %o: f32) {
      %2 = arith.negf %a : f32
      linalg.yield %2 : f32
    }
  linalg.fill ins(%x : f32) outs(%m : memref<4x16xf32>)
  %3 = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%B2 : tensor<8x4xf32>) permutation = [1, 0]
  return %1 : tensor<4x16xf32>
}
