func.func @main() -> f32 {
  %m = memref.alloca() : memref<4xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<4xf32>
  return %v : f32
}
