// maximumf/minimumf propagate a NaN rhs, maxnumf/minnumf take rhs for a
// NaN lhs; fastmath flags are not carried over.
func.func @min_max(%x: f32, %y: f32, %h: f16, %v: vector<4xbf16>, %t: tensor<?xf64>)
    -> (f32, f32, f32, f32, f16, vector<4xbf16>, tensor<?xf64>) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minimumf %x, %y fastmath<nnan> : f32
  %2 = arith.maxnumf %x, %y fastmath<fast> : f32
  %3 = arith.minnumf %x, %y : f32
  %4 = arith.maximumf %h, %h : f16
  %5 = arith.minnumf %v, %v : vector<4xbf16>
  %6 = arith.maxnumf %t, %t : tensor<?xf64>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f16, vector<4xbf16>, tensor<?xf64>
}

func.func @folded(%x: f32) -> (f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %0 = arith.maximumf %one, %two : f32
  %1 = arith.minnumf %x, %x : f32
  %2 = arith.maximumf %x, %ninf : f32
  return %0, %1, %2 : f32, f32, f32
}
