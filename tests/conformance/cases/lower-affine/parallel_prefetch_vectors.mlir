// affine.parallel without reductions (bound groups, steps), prefetches,
// vector loads and stores.
func.func @par(%m: memref<100x100xf32>, %n: index) {
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (min(10, %n), 20) step (2, 3) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.prefetch %m[%i + 1, %j], write, locality<1>, instr : memref<100x100xf32>
  }
  affine.parallel (%k) = (0) to (symbol(%n) floordiv 2) {
  }
  return
}
func.func @vec(%m: memref<100xf32>, %i: index) -> vector<8xf32> {
  %v = affine.vector_load %m[%i + 3] : memref<100xf32>, vector<8xf32>
  affine.vector_store %v, %m[%i * 2] : memref<100xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
