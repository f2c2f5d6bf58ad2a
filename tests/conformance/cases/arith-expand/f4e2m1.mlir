// include-f4e2m1: f4E2M1FN extf/truncf through f32 bit patterns; truncf clamps with minnumf/maxnumf, expanded in turn.
func.func @f(%h: f16, %d: vector<2xf64>, %w: f4E2M1FN, %vw: vector<2xf4E2M1FN>) -> (f4E2M1FN, vector<2xf4E2M1FN>, f16, vector<2xf64>) {
  %0 = arith.truncf %h fastmath<nnan> : f16 to f4E2M1FN
  %d2 = arith.truncf %d : vector<2xf64> to vector<2xf32>
  %1 = arith.truncf %d2 : vector<2xf32> to vector<2xf4E2M1FN>
  %2 = arith.extf %w fastmath<nnan> : f4E2M1FN to f16
  %e = arith.extf %vw : vector<2xf4E2M1FN> to vector<2xf32>
  %3 = arith.extf %e : vector<2xf32> to vector<2xf64>
  return %0, %1, %2, %3 : f4E2M1FN, vector<2xf4E2M1FN>, f16, vector<2xf64>
}
