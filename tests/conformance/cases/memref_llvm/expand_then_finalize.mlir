func.func @sv_static(%m: memref<8x16xf32>) -> memref<4x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: 34>>
}
func.func @sv_dyn(%m: memref<8x16xf32>, %i: index, %s: index) -> memref<4x?xf32, strided<[16, ?], offset: ?>> {
  %0 = memref.subview %m[%i, 2][4, %s][1, %s] : memref<8x16xf32> to memref<4x?xf32, strided<[16, ?], offset: ?>>
  return %0 : memref<4x?xf32, strided<[16, ?], offset: ?>>
}
func.func @sv_reduce(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) -> memref<4xf32, strided<[?], offset: ?>> {
  %0 = memref.subview %m[%i, 2][1, 4][1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %0 : memref<4xf32, strided<[?], offset: ?>>
}
func.func @sv_3d(%m: memref<?x?x?xf32>, %a: index, %b: index, %c: index) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %m[%a, 1, %b][%c, 1, 2][2, 1, %a] : memref<?x?x?xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}
func.func @sv_chain(%m: memref<8x16xf32>, %i: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
  %0 = memref.subview %m[%i, 2][4, 4][2, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %0[1, %i][2, 2][1, 1] : memref<4x4xf32, strided<[32, 2], offset: ?>> to memref<2x2xf32, strided<[32, 2], offset: ?>>
  return %1 : memref<2x2xf32, strided<[32, 2], offset: ?>>
}
func.func @expand(%m: memref<4x12xf32>) -> memref<4x3x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 3, 4] : memref<4x12xf32> into memref<4x3x4xf32>
  return %0 : memref<4x3x4xf32>
}
func.func @expand_dyn(%m: memref<?x12xf32>, %n: index) -> memref<?x3x4xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 3, 4] : memref<?x12xf32> into memref<?x3x4xf32>
  return %0 : memref<?x3x4xf32>
}
func.func @expand_dyn2(%m: memref<?xf32>, %n: index) -> memref<2x?x4xf32> {
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, %n, 4] : memref<?xf32> into memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}
func.func @expand_strided(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index) -> memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, %n, 2] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>>
  return %0 : memref<?x?x2xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @collapse(%m: memref<4x3x4xf32>) -> memref<4x12xf32> {
  %0 = memref.collapse_shape %m [[0], [1, 2]] : memref<4x3x4xf32> into memref<4x12xf32>
  return %0 : memref<4x12xf32>
}
func.func @collapse_dyn(%m: memref<?x?x4xf32>) -> memref<?xf32> {
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @collapse_unit(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %0 : memref<1xf32, strided<[?], offset: ?>>
}
func.func @collapse0(%m: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}
func.func @esm_alloc(%n: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %a = memref.alloc(%n) : memref<4x?x8xf32>
  %b, %o, %s:3, %t:3 = memref.extract_strided_metadata %a : memref<4x?x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %t#0, %t#1, %t#2 : memref<f32>, index, index, index, index, index, index, index
}
func.func @esm_alloca_nobase(%n: index) -> (index, index) {
  %a = memref.alloca(%n) : memref<?x8xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}
memref.global "private" constant @g : memref<2x3xf32> = dense<1.0>
func.func @esm_global() -> (memref<f32>, index, index) {
  %a = memref.get_global @g : memref<2x3xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %b, %o, %t#0 : memref<f32>, index, index
}
func.func @esm_rc(%m: memref<?xf32>, %n: index) -> (memref<f32>, index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [4, %n], strides: [%n, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %t#1 : memref<f32>, index, index, index
}
func.func @esm_cast(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
  %r = memref.cast %m : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %r : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1 : memref<f32>, index, index, index
}
func.func @esm_esm(%m: memref<4x?xf32>) -> (memref<f32>, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
func.func @esm_sv(%m: memref<8x16xf32>, %i: index) -> (memref<f32>, index, index, index) {
  %0 = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %t#0 : memref<f32>, index, index, index
}
func.func @esm_msc(%m: memref<4xf32, 1>) -> (memref<f32>, index) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
  return %b, %o : memref<f32>, index
}
func.func @eap(%m: memref<8x16xf32>, %i: index) -> index {
  %0 = memref.subview %m[%i, 2][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %0 : memref<4x4xf32, strided<[16, 1], offset: ?>> -> index
  return %p : index
}
