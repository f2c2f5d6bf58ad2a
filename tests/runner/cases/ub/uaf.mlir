func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}
