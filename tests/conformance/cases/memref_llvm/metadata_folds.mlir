// The folders of extract_strided_metadata (static fields become constants)
// and reinterpret_cast (through casts, reinterpret_casts and offset-0
// subviews; an unchanged one is its source).
func.func @esm(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#1 : index, index, index, index
}
func.func @rc_rc(%m: memref<?xf32>, %n: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32>
  %1 = memref.reinterpret_cast %0 to offset: [%n], sizes: [2, %n], strides: [%n, 1] : memref<16xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<2x?xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_cast(%m: memref<16xf32>) -> memref<4x4xf32> {
  %0 = memref.cast %m : memref<16xf32> to memref<?xf32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
func.func @rc_subview(%m: memref<16xf32>) -> memref<2x2xf32> {
  %0 = memref.subview %m[0][8][1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32, strided<[1]>> to memref<2x2xf32>
  return %1 : memref<2x2xf32>
}
func.func @rc_same(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %0 : memref<4x4xf32>
}
