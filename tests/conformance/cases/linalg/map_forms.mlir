func.func @f(%A: tensor<4x8xf32>, %C: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %1 = linalg.map ins(%A, %C : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x8xf32>)
    (%a: f32, %b: f32, %c: f32) {
      %s = arith.addf %a, %b : f32
      %t = arith.mulf %s, %c : f32
      linalg.yield %t : f32
    }
  %2 = linalg.map { math.absf } ins(%A : tensor<4x8xf32>) outs(%C : tensor<4x8xf32>)
  %3 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%A, %C : tensor<4x8xf32>, tensor<4x8xf32>) outs(%C : tensor<4x8xf32>) {foo}
  return %1 : tensor<4x8xf32>
}
