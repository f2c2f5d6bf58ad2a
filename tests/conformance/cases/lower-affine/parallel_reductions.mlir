// affine.parallel with results: each reduction's identity is an initial
// value of the scf.parallel, and the yield becomes an scf.reduce whose
// regions combine two values with the reduction's arith op.
func.func @floats(%a: memref<8x8xf16>, %b: memref<8xf64>) -> (f16, f16, f64, f64) {
  %0:2 = affine.parallel (%i, %j) = (0, 0) to (8, 8) step (2, 4) reduce ("addf", "maximumf") -> (f16, f16) {
    %x = affine.load %a[%i, %j] : memref<8x8xf16>
    affine.yield %x, %x : f16, f16
  }
  %1:2 = affine.parallel (%i) = (1) to (7) reduce ("mulf", "minimumf") -> (f64, f64) {
    %y = affine.load %b[%i] : memref<8xf64>
    affine.yield %y, %y : f64, f64
  }
  return %0#0, %0#1, %1#0, %1#1 : f16, f16, f64, f64
}

func.func @integers(%a: memref<?xi8>, %n: index) -> (i8, i8, i8, i8) {
  %0:4 = affine.parallel (%i) = (0) to (%n) reduce ("addi", "muli", "ori", "andi") -> (i8, i8, i8, i8) {
    %x = affine.load %a[%i] : memref<?xi8>
    affine.yield %x, %x, %x, %x : i8, i8, i8, i8
  }
  return %0#0, %0#1, %0#2, %0#3 : i8, i8, i8, i8
}

// Constant bound operands are folded into the bound maps first, so the
// lowering makes its own constants for them.
func.func @folded_bounds(%m: memref<?x?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r = affine.parallel (%i, %j) = (%c0, max(%c3, %n)) to (%n, %n + %c3) reduce ("addf") -> f32 {
    %x = affine.load %m[%i, %j] : memref<?x?xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
