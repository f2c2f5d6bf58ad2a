func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c4] : memref<4xf32>
  return
}
