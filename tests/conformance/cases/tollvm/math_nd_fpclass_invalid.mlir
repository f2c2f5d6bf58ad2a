func.func @w(%a: vector<2x4xi32>, %b: vector<3x2xf32>, %c: vector<4xi8>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<3x2xi1>, vector<4xi8>, vector<3x2xi1>) {
  %0 = math.ctlz %a : vector<2x4xi32>
  %1 = math.absi %a : vector<2x4xi32>
  %2 = math.isnan %b : vector<3x2xf32>
  %3 = math.cttz %c : vector<4xi8>
  %4 = math.isfinite %b : vector<3x2xf32>
  return %0, %1, %2, %3, %4 : vector<2x4xi32>, vector<2x4xi32>, vector<3x2xi1>, vector<4xi8>, vector<3x2xi1>
}
