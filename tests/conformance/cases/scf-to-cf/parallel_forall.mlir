// scf.parallel (reductions, several dimensions) and scf.forall (static and
// dynamic bounds) lowered through scf.for.
func.func @red(%n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @par2(%n: index, %m: index, %mem: memref<?x?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%z, %one) -> (f32, f32) {
    %v = memref.load %mem[%i, %j] : memref<?x?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.mulf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}
func.func @fa(%m: memref<4xf32>, %v: f32) {
  scf.forall (%i) in (4) {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
func.func @fa2(%m: memref<?x?xf32>, %v: f32, %n: index) {
  scf.forall (%i, %j) = (0, %n) to (%n, 8) step (2, 1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
