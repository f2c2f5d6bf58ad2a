// Result types inferred from operands (extract, dim, rank, insert),
// from_elements (operand types from the result type), generate, splat,
// empty, cast, bitcast, reshape, concat, gather/scatter, and math ops on
// tensors (math.sincos result names).
func.func @elems(%t: tensor<8x8xf32>, %d: tensor<?x8xf32>, %u: tensor<*xf32>, %s: tensor<f32>,
                 %i: index, %j: index, %v: f32, %sh: tensor<2xindex>, %iv: tensor<4xi32>,
                 %idx: tensor<2x1xindex>, %t2: tensor<8x8xi32>) -> tensor<2xf32> {
  %0 = tensor.extract %t[%i, %j] : tensor<8x8xf32>
  %1 = tensor.extract %s[] : tensor<f32>
  %2 = tensor.insert %v into %t[%i, %j] : tensor<8x8xf32>
  %3 = tensor.dim %d, %i : tensor<?x8xf32>
  %4 = tensor.rank %u : tensor<*xf32>
  %5 = tensor.from_elements %0, %1 : tensor<2xf32>
  %6 = tensor.from_elements %v : tensor<f32>
  %7 = tensor.from_elements %v, %v, %v, %v : tensor<2x2xf32>
  %8 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %9 = tensor.splat %v : tensor<4xf32>
  %10 = tensor.splat %v[%i] : tensor<?xf32>
  %11 = tensor.empty(%i) : tensor<?x8xf32>
  %12 = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %13 = tensor.bitcast %iv : tensor<4xi32> to tensor<4xf32>
  %14 = tensor.reshape %t(%sh) : (tensor<8x8xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %15 = tensor.concat dim(0) %t, %d : (tensor<8x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  %16 = tensor.gather %t[%idx] gather_dims([0]) : (tensor<8x8xf32>, tensor<2x1xindex>) -> tensor<2x8xf32>
  %17 = tensor.scatter %16 into %t[%idx] scatter_dims([0]) unique : (tensor<2x8xf32>, tensor<8x8xf32>, tensor<2x1xindex>) -> tensor<8x8xf32>
  %18:2 = math.sincos %t : tensor<8x8xf32>
  %19 = math.absf %t fastmath<nnan> : tensor<8x8xf32>
  %20 = math.isnan %t : tensor<8x8xf32>
  %21 = math.fpowi %t, %t2 : tensor<8x8xf32>, tensor<8x8xi32>
  return %5 : tensor<2xf32>
}
