// Operands of + and * on two dims or two symbols are ordered by position;
// a term that is not a plain dim or symbol keeps its place.
#sums = affine_map<(d0, d1, d2)[s0, s1] -> (d2 + d1, d2 + d1 + d0, s1 + s0, s0 + d1, 3 + d1 + d0, d1 + 5 + d0, (d2 + d1) * 2, d2 + (d1 + d0))>
#products = affine_map<(d0, d1, d2)[s0, s1] -> (s1 * s0, s1 * 3 * s0, s1 * s0 + s0 * s1, d2 * 3 + d1, d2 + d1 * 2, s1 * (s0 * 2), d2 mod 4 + d1)>
func.func @f() attributes {sums = #sums, products = #products} {
  return
}
