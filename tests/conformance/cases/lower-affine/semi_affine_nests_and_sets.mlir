// Symbolic divisors are expanded as constant ones; nested loops with
// bounds depending on the outer loop; conditions of one constraint.
func.func @semi(%i: index, %s: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + d0 * s0)>(%i)[%s]
  return %0, %1 : index, index
}
func.func @nest(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to affine_map<(d0) -> (d0 ceildiv 3 + 4)>(%i) {
      %v = affine.load %m[%i + %j] : memref<?xf32>
      affine.if affine_set<() : (0 == 0)>() {
        affine.store %v, %m[%j] : memref<?xf32>
      } else {
        affine.store %v, %m[%i] : memref<?xf32>
      }
    }
  }
  return
}
func.func @empty_set(%a: index) -> index {
  %r = affine.if affine_set<(d0) : (d0 * 2 - 1 >= 0, d0 mod 2 == 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    %c = arith.constant 1 : index
    affine.yield %c : index
  }
  return %r : index
}
