// DynamicIndexList in subview, reinterpret_cast and expand_shape (SSA
// values mixed with integers), collapse_shape, reshape, view, cast,
// memory_space_cast, transpose, dim/rank and strided metadata.
func.func @views(%a: memref<8x8xf32>, %d: memref<?x8xf32>, %i: index, %j: index,
                 %sh: memref<2xindex>, %buf: memref<2048xi8>, %u: memref<*xf32>) {
  %0 = memref.subview %a[%i, 2] [4, %j] [1, 2] : memref<8x8xf32> to memref<4x?xf32, strided<[8, 2], offset: ?>>
  %1 = memref.subview %a[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  %2 = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 8], strides: [8, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  %3 = memref.reinterpret_cast %a to offset: [%i], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32, strided<[1], offset: ?>>
  %4 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 1, 8] : memref<?x8xf32> into memref<?x1x8xf32>
  %5 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 8] : memref<8x8xf32> into memref<2x4x8xf32>
  %6 = memref.collapse_shape %a [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %7 = memref.reshape %a(%sh) : (memref<8x8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %8 = memref.view %buf[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %9 = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %10 = memref.memory_space_cast %a : memref<8x8xf32> to memref<8x8xf32, 1>
  %11 = memref.transpose %a (i, j) -> (j, i) : memref<8x8xf32> to memref<8x8xf32, strided<[1, 8]>>
  %12 = memref.dim %d, %i : memref<?x8xf32>
  %13 = memref.rank %u : memref<*xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
  %14 = memref.extract_aligned_pointer_as_index %a : memref<8x8xf32> -> index
  %15 = memref.assume_alignment %a, 64 : memref<8x8xf32>
  return
}
