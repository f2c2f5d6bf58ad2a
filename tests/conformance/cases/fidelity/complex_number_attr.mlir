// #complex.number<:E re, im>: parts read as doubles and rounded to E; the
// type after the body is read and dropped.
"test.numbers"() {
  a = #complex.number<:f32 1.5, -2.0>,
  b = #complex.number<:f16 0.1, 0x3FF0000000000000>,
  c = #complex.number<:f64 1.0, 0.0> : complex<f32>,
  d = #complex.number<:f16 1.0e10, 1.0e-10>,
  e = #complex.number<:f80 0.1, 3.0>,
  f = [#complex.number<:bf16 1.0, 2.0>, #complex.number<:f64 0.1, 1.0e-300>]
} : () -> ()
