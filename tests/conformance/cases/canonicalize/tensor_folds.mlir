func.func @dims(%n: index, %t: tensor<?x8xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %0 = tensor.dim %e, %c1 : tensor<4x?xf32>
  %1 = tensor.dim %e, %c0 : tensor<4x?xf32>
  %c = tensor.cast %t : tensor<?x8xf32> to tensor<?x?xf32>
  %2 = tensor.dim %c, %c0 : tensor<?x?xf32>
  %3 = tensor.dim %c, %c1 : tensor<?x?xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @empties(%n: index) -> (tensor<4x?xf32>, tensor<4x8xf32>, tensor<?x8xf32>) {
  %c4 = arith.constant 4 : index
  %0 = tensor.empty(%c4) : tensor<4x?xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %c = tensor.cast %e : tensor<4x8xf32> to tensor<?x8xf32>
  %1 = tensor.cast %c : tensor<?x8xf32> to tensor<4x8xf32>
  %d = tensor.empty(%n, %n) : tensor<?x?xf32>
  %2 = tensor.cast %d : tensor<?x?xf32> to tensor<?x8xf32>
  return %0, %1, %2 : tensor<4x?xf32>, tensor<4x8xf32>, tensor<?x8xf32>
}

func.func @elements(%f: f32, %i: index, %t: tensor<?xf32>) -> (f32, f32, tensor<2xf32>, f32, tensor<2xi32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %0 = tensor.extract %cst[%c1, %c0] : tensor<2x2xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %1 = tensor.extract %fe[%c1] : tensor<2xf32>
  %two = arith.constant 2.0 : f32
  %2 = tensor.from_elements %two, %two : tensor<2xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %3 = tensor.extract %c[%i] : tensor<4xf32>
  %s = arith.constant dense<7> : tensor<2xi32>
  %seven = arith.constant 7 : i32
  %4 = tensor.insert %seven into %s[%c1] : tensor<2xi32>
  %5 = tensor.rank %t : tensor<?xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, tensor<2xf32>, f32, tensor<2xi32>, index
}
