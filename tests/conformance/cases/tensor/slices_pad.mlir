// DynamicIndexList in extract_slice / insert_slice / pad / expand_shape;
// tensor.pad regions and nofold; parallel_insert_slice inside scf.forall.
func.func @slices(%t: tensor<8x8xf32>, %d: tensor<?x8xf32>, %i: index, %j: index, %z: f32) -> tensor<8x8xf32> {
  %0 = tensor.extract_slice %t[%i, 2] [4, %j] [1, 2] : tensor<8x8xf32> to tensor<4x?xf32>
  %1 = tensor.insert_slice %0 into %t[%i, 2] [4, %j] [1, 2] : tensor<4x?xf32> into tensor<8x8xf32>
  %2 = tensor.extract_slice %t[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %3 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
  %4 = tensor.collapse_shape %t [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %5 = tensor.pad %t low[%i, 0] high[1, %j] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<8x8xf32> to tensor<?x?xf32>
  %6 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<8x8xf32> to tensor<8x8xf32>
  %7 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %2 into %o[%k, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
    }
  }
  return %1 : tensor<8x8xf32>
}
