func.func @w(%a: vector<2x4xi32>, %b: vector<3x2xf32>, %c: vector<4xi8>) -> (vector<2x4xi32>, vector<2x4xi32>, vector<4xi8>) {
  %0 = math.ctlz %a : vector<2x4xi32>
  %1 = math.absi %a : vector<2x4xi32>
  %3 = math.cttz %c : vector<4xi8>
  return %0, %1, %3 : vector<2x4xi32>, vector<2x4xi32>, vector<4xi8>
}
