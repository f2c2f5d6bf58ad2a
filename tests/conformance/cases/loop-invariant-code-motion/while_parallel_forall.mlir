func.func @while_and_parallel(%x: f32, %n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = scf.while (%i = %c0) : (index) -> index {
    %lim = arith.muli %n, %c1 : index
    %c = arith.cmpi slt, %i, %lim : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i2: index):
    %inc = arith.addi %c1, %c1 : index
    %nx = arith.addi %i2, %inc : index
    scf.yield %nx : index
  }
  scf.parallel (%p) = (%c0) to (%n) step (%c1) {
    %sq = arith.mulf %x, %x : f32
    %ld = memref.load %m[%p] : memref<?xf32>
    %s = arith.addf %sq, %ld : f32
    memref.store %s, %m[%p] : memref<?xf32>
    scf.reduce
  }
  scf.forall (%q) in (%n) {
    %neg = arith.negf %x : f32
    memref.store %neg, %m[%q] : memref<?xf32>
  }
  return
}
