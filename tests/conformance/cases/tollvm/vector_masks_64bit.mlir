// force-32bit-vector-indices=false: create_mask compares in i64.
func.func @masks(%n: index, %k: index) -> (vector<8xi1>, vector<i1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<3xindex>) {
  %0 = vector.create_mask %n : vector<8xi1>
  %1 = vector.create_mask %k : vector<i1>
  %2 = vector.constant_mask [3] : vector<4xi1>
  %3 = vector.constant_mask [0] : vector<4xi1>
  %4 = vector.constant_mask [4] : vector<4xi1>
  %5 = vector.step : vector<3xindex>
  return %0, %1, %2, %3, %4, %5 : vector<8xi1>, vector<i1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<3xindex>
}
