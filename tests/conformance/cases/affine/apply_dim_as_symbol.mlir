func.func @f(%n: index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %m = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %ok = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %ok2 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%c2]
    %bad = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%m]
  }
  return
}
