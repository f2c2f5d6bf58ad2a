// A non-positive constant divisor is reported; the op stays.
func.func @f(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv -2)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv -3)>(%i)
  return %0, %1, %2 : index, index, index
}
