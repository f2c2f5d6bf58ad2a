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
