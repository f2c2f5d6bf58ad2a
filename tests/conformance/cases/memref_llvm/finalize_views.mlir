func.func @rc(%m: memref<?xf32>, %n: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [4, %n], strides: [%n, 1] : memref<?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @rc_static(%m: memref<?xf32>) -> memref<4x4xf32> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %r : memref<4x4xf32>
}
func.func @esm(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}
func.func @dimu(%a: memref<*xf32>, %i: index) -> index {
  %r = memref.dim %a, %i : memref<*xf32>
  return %r : index
}
func.func @view(%a: memref<2048xi8>, %o: index, %n: index) -> memref<?x4xf32> {
  %v = memref.view %a[%o][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}
func.func @pf(%a: memref<10x10xf32>, %i: index) {
  memref.prefetch %a[%i, %i], write, locality<1>, data : memref<10x10xf32>
  return
}
func.func @msc(%a: memref<10xf32>) -> memref<10xf32, 1> {
  %r = memref.memory_space_cast %a : memref<10xf32> to memref<10xf32, 1>
  return %r : memref<10xf32, 1>
}
func.func @tr(%a: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %r = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %r : memref<?x?xf32, strided<[1, ?]>>
}
func.func @gen(%a: memref<10xi32>, %i: index) -> i32 {
  %x = memref.generic_atomic_rmw %a[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %c1 = arith.constant 1 : i32
    %n = arith.muli %cur, %c1 : i32
    memref.atomic_yield %n : i32
  }
  return %x : i32
}
func.func @eap(%a: memref<10xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %a : memref<10xf32> -> index
  return %p : index
}
func.func @sv(%a: memref<10xf32>) -> memref<5xf32, strided<[1], offset: 2>> {
  %s = memref.subview %a[2][5][1] : memref<10xf32> to memref<5xf32, strided<[1], offset: 2>>
  return %s : memref<5xf32, strided<[1], offset: 2>>
}
