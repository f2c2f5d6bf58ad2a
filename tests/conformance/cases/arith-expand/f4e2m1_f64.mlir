// As upstream, f4E2M1FN truncf from f64 widens with extf (and extf to f64 narrows with truncf): the verifier rejects the result.
func.func @f(%d: f64, %w: f4E2M1FN) -> (f4E2M1FN, f64) {
  %0 = arith.truncf %d : f64 to f4E2M1FN
  %1 = arith.extf %w : f4E2M1FN to f64
  return %0, %1 : f4E2M1FN, f64
}
