func.func @poison() -> (i32, index, vector<4xf32>, f16, complex<f32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : vector<4xf32>
  %3 = ub.poison : f16
  %4 = ub.poison : complex<f32>
  return %0, %1, %2, %3, %4 : i32, index, vector<4xf32>, f16, complex<f32>
}
