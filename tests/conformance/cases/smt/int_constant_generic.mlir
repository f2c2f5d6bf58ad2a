// smt.int.constant: any-precision integers, named %c<value>.
func.func @f() {
  %0 = smt.int.constant 0
  %1 = smt.int.constant 42
  %2 = smt.int.constant -7
  %3 = smt.int.constant -128 {note}
  %4 = smt.int.constant 0x2A
  %5 = smt.int.constant 123456789012345678901234567890
  %6 = smt.int.constant -98765432109876543210
  return
}
