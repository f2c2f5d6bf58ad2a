func.func @a(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1]>>
  return
}
// -----
func.func @b(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}
// -----
func.func @c(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @d(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<11xf32>
  return
}
// -----
func.func @e(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}
// -----
func.func @g(%m: memref<?xf32, 1>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32, 1> to memref<10xf32>
  return
}
// -----
func.func @h(%m: memref<?xf32>, %o: index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 3>>
  return
}
// -----
func.func @i(%m: memref<?xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}
