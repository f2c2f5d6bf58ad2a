// Constant bounds: the greedy driver folds what it visits; the loop's
// results are read after it.
func.func @sum(%n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%a = %z, %b = %n) -> (i64, i64) : i64 {
    %m = arith.muli %i, %c2 : i64
    %a2 = arith.addi %a, %m : i64
    %b2 = arith.subi %b, %c0 : i64
    scf.yield %a2, %b2 : i64, i64
  }
  return %r#1, %r#0 : i64, i64
}
