// vector.print of f16 and bf16, which the lowering turns into calls to
// printF16 and printBF16 with the bits as an i16: rounding of decimal
// constants, the largest and smallest values, subnormals, signed zero,
// infinities and NaN.
func.func @main() {
  %h = arith.constant dense<[-1000.0, -1.1, 0.0, 1.1, 65504.0, 6.0e-8, -0.0, 0x7C00, 0xFC00, 0x7E00]> : vector<10xf16>
  vector.print %h : vector<10xf16>
  %b = arith.constant dense<[-1000.0, -1.1, 0.0, 1.1, 3.0e38, 1.0e-40, -0.0, 0x7F80, 0xFF80, 0x7FC0]> : vector<10xbf16>
  vector.print %b : vector<10xbf16>
  %s = arith.constant 0.333 : f16
  vector.print %s : f16
  %t = arith.constant 0.333 : bf16
  vector.print %t : bf16
  %sum = arith.addf %s, %s : f16
  vector.print %sum : f16
  return
}
