func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5000000 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %s = arith.addi %acc, %ii : i64
    scf.yield %s : i64
  }
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
