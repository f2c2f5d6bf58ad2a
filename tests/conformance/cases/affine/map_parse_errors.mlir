// Affine map syntax errors: what a missing operand is called after a binary
// operator or a minus, and identifiers declared twice (dims, then symbols).
#m0 = affine_map<(d0, d1) -> (d0 floordiv, d1)>
// -----
#m1 = affine_map<(d0)[s0] -> (d0 - , s0)>
// -----
#m2 = affine_map<(d0)[s0] -> (s0 * *d0)>
// -----
#m3 = affine_map<(x, y, x) -> (y)>
// -----
#m4 = affine_map<(x)[x] -> (x)>
// -----
#m5 = affine_map<(d0)[s0, t, t] -> (d0)>
// -----
#m6 = affine_map<(d0) -> (d0 + -())>
