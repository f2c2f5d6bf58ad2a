"foo.m"() {
  a = affine_map<(d0, d1) -> (d0 + d0, d1 * 3 * 2, 2 + d0, d0 - d0, (d0 + 4) + 5, d0 * 1, d0 * 0 + d1)>,
  b = affine_map<(i, j)[n] -> (i floordiv 1, (i * 8) floordiv 4, (i * 8) mod 4, i mod 1, (i + 3) ceildiv 2, n * i, -(i - j))>,
  c = affine_map<()[s0, s1] -> (s0 * s1, 7 floordiv 2, -7 floordiv 2, -7 mod 3, 7 ceildiv -2)>,
  d = affine_map<(d0) -> ()>,
  e = affine_map<(d0, d1) -> (d0 - d1 * 2, d0 + (d1 - 1) * -1, d0 * -1)>,
  f = affine_set<(d0, d1)[s0] : (d0 >= s0, d1 <= 10, d0 + d1 == 4)>,
  g = affine_set<() : (0 == 0)>
} : () -> ()
