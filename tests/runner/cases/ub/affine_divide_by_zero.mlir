// A semi-affine map dividing by a symbol that is zero at run time.
func.func private @printI64(i64)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%c0]
  %i = arith.index_cast %r : index to i64
  func.call @printI64(%i) : (i64) -> ()
  return
}
