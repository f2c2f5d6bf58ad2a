// affine.parallel folds its bounds: affine.apply operands are composed in,
// constant operands folded into the maps, valid symbols promoted.
func.func @bounds(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c2 = arith.constant 2 : index
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i, %j) = (max(%c2, %n), %a) to (min(%k, %n + 4), %k + %c2) step (2, 3) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
    affine.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  %dim = memref.dim %m, %c2 : memref<?x?xf32>
  affine.parallel (%i) = (%c2) to (%dim) {
    %v = affine.load %m[%i, %i] : memref<?x?xf32>
    affine.store %v, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
