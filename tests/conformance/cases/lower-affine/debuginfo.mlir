func.func @f(%m: memref<8xf32>, %n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    %v = affine.load %m[%i floordiv 2] : memref<8xf32> loc("load")
    affine.store %v, %m[%i] : memref<8xf32> loc("store")
  } loc("loop")
  return
}
