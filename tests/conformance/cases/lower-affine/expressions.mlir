// Each kind of affine expression expands into arith ops; min takes the
// least of its results.
func.func @f(%i: index, %j: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0 + 7)>(%i, %j)[%s]
  %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %4 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%i)[%s]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
