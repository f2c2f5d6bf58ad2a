func.func @f(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> (tensor<?xf32>, vector<4xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %1 = vector.transfer_read %t[%i], %cst : tensor<?xf32>, vector<4xf32>
  return %0, %1 : tensor<?xf32>, vector<4xf32>
}
