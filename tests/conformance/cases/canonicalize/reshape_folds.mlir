// expand_shape and collapse_shape fold: the inverse reshape back to the
// source type is that source, and a reshape of constant elements is a
// constant of the result type.
func.func @inverse(%t: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<32xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %y = tensor.expand_shape %c [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
  %z = tensor.collapse_shape %y [[0, 1]] : tensor<2x16xf32> into tensor<32xf32>
  return %x, %z : tensor<4x8xf32>, tensor<32xf32>
}

func.func @not_inverse(%t: tensor<4x8xf32>) -> tensor<2x16xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
  return %x : tensor<2x16xf32>
}

func.func @constants() -> (tensor<2x2xi32>, tensor<4xf32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  %s = arith.constant dense<1.5> : tensor<2x2xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  return %b, %c : tensor<2x2xi32>, tensor<4xf32>
}

func.func @memrefs(%m: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %x = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %x : memref<4x8xf32>
}
