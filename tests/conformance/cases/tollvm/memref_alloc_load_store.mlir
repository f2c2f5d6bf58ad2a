func.func @m(%n: index, %i: index, %v: f64, %s: memref<?x8xf64, strided<[8, 1], offset: ?>>, %t: memref<4xi8, strided<[2], offset: 3>>) -> (f64, i8) {
  %a = memref.alloc(%n) {alignment = 64} : memref<?x3x2xf64>
  %b = memref.alloca() {alignment = 16} : memref<f32>
  %c = memref.alloc() : memref<2xvector<4xf32>>
  %d = memref.alloc() : memref<index>
  memref.store %v, %a[%i, %i, %i] : memref<?x3x2xf64>
  %x = memref.load %s[%i, %i] : memref<?x8xf64, strided<[8, 1], offset: ?>>
  %y = memref.load %t[%i] {nontemporal = true} : memref<4xi8, strided<[2], offset: 3>>
  %z = memref.load %d[] : memref<index>
  %w = memref.load %b[] : memref<f32>
  memref.dealloc %a : memref<?x3x2xf64>
  memref.dealloc %d : memref<index>
  return %x, %y : f64, i8
}
