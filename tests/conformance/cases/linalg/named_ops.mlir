func.func @f(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>, %m: memref<4x8xf32>, %n: memref<8x16xf32>, %o: memref<4x16xf32>, %s: f32, %Ai: tensor<4x8xi8>, %Bi: tensor<8x16xi8>, %Ci: tensor<4x16xi32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul ins(%m, %n : memref<4x8xf32>, memref<8x16xf32>) outs(%o : memref<4x16xf32>)
  %1 = linalg.fill ins(%s : f32) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.add ins(%C, %C : tensor<4x16xf32>, tensor<4x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.matmul ins(%Ai, %Bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%Ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.exp ins(%C : tensor<4x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.copy ins(%C : tensor<4x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  %T = tensor.empty() : tensor<8x4xf32>
  %6 = linalg.transpose ins(%A : tensor<4x8xf32>) outs(%T : tensor<8x4xf32>) permutation = [1, 0]
  return %0 : tensor<4x16xf32>
}
