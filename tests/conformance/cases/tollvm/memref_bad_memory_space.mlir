func.func @space(%m: memref<4xf32, "shared">, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xi32, "shared">
  %v = memref.load %m[%i] : memref<4xf32, "shared">
  return %v : f32
}
