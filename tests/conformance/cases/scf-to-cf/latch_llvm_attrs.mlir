// Attributes of a loop whose values belong to the llvm dialect move to the
// branch that closes the loop (its latch); other attributes are dropped.
// An scf.parallel keeps none of them.
func.func @latches(%lb: index, %ub: index, %step: index, %n: i32, %m: memref<?xi32>) -> i32 {
  scf.for %i = %lb to %ub step %step {
    memref.store %n, %m[%i] : memref<?xi32>
  } {keep = #llvm.linkage<internal>, drop = 3 : i32, also = #llvm.cconv<fastcc>}
  %c = arith.constant 0 : i32
  %w = scf.while (%x = %c) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %n : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %next = arith.addi %y, %n : i32
    scf.yield %next : i32
  } attributes {kind = #llvm.linkage<private>, note = "x"}
  %d = scf.while (%x = %w) : (i32) -> i32 {
    %lt = arith.cmpi sgt, %x, %n : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  } attributes {kind = #llvm.linkage<weak>}
  scf.parallel (%i) = (%lb) to (%ub) step (%step) {
    memref.store %d, %m[%i] : memref<?xi32>
    scf.reduce
  } {kind = #llvm.linkage<external>}
  return %d : i32
}
