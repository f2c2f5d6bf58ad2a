func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000000 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
