func.func @casts(%m: memref<4x8xf32>, %i: index, %f: f32) -> (f32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %c0] : memref<?x?xf32>
  memref.store %f, %0[%c0, %i] : memref<?x?xf32>
  %2 = memref.dim %0, %c1 : memref<?x?xf32>
  %3 = memref.dim %m, %c0 : memref<4x8xf32>
  return %1, %2, %3 : f32, index, index
}

func.func @allocs(%n: index, %f: f32) -> (memref<?x?xf32>, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8, %n) : memref<?x?xf32>
  %d = memref.dim %a, %c1 : memref<?x?xf32>
  %dead = memref.alloc(%n) : memref<?xf32>
  memref.store %f, %dead[%c0] : memref<?xf32>
  memref.dealloc %dead : memref<?xf32>
  %s = memref.alloca() : memref<4xf32>
  memref.store %f, %s[%c1] : memref<4xf32>
  %e = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
  %d2 = memref.dim %e, %c0 : memref<?xf32>
  return %a, %d, %d2 : memref<?x?xf32>, index, index
}

func.func @copies(%a: memref<4xf32>, %b: memref<0xf32>, %c: memref<?xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %b, %c : memref<0xf32> to memref<?xf32>
  %x = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %x, %c : memref<?xf32> to memref<?xf32>
  memref.dealloc %x : memref<?xf32>
  return
}
