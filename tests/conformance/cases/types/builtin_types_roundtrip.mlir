"foo.t"() {
  a = i0, b = i65, c = si1, d = ui128, e = index, f = none,
  g = f8E4M3FNUZ, h = f8E5M2FNUZ, i = f8E4M3B11FNUZ, j = f8E3M4, k = f8E8M0FNU, l = f6E3M2FN, m = f6E2M3FN, n = f8E4M3,
  o = complex<i8>, p = tuple<>, q = tuple<i32, tuple<f32>>,
  r = () -> (), s = (i32) -> (i32, i32), t = () -> (() -> i32), u = (i1, (f32) -> f32) -> index,
  v = vector<f32>, w = vector<2x[4]x8xi1>, x = tensor<?x3x?xf16>, y = tensor<f64>, z = memref<?x?xi32, 7>
} : () -> ()
