func.func @f(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.prefetch %m[%i, %n], write, locality<0>, instr : memref<100x100xf32>
    affine.prefetch %m[%i, 0], read, locality<2>, data : memref<100x100xf32>
  }
  affine.for %i = 0 to 10 step 3 {
    affine.yield
  } {foo = 1}
  affine.if affine_set<() : (0 == 0)>() {
  }
  affine.for %i = -5 to 10 {
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
  }
  affine.for %i = 0 to affine_map<(d0) -> (d0)>(%n) {
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to 5 {
  }
  affine.parallel (%x, %y) = (0, 0) to (10, 10) step (5, 5) {
  }
  affine.parallel (%x) = (%n) to (%n + 3) {
  }
  affine.parallel () = () to () {
  }
  return
}
