func.func @v(%a: vector<4xf32>, %b: vector<2x3xf64>, %c: vector<4xf16>) -> (vector<4xf32>, vector<2x3xf64>, vector<4xf16>, vector<2x3xf64>, vector<4xf32>) {
  %0 = math.rsqrt %a fastmath<fast> : vector<4xf32>
  %1 = math.log1p %b : vector<2x3xf64>
  %2 = math.expm1 %c : vector<4xf16>
  %3 = math.rsqrt %b : vector<2x3xf64>
  %4 = math.log1p %a : vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<2x3xf64>, vector<4xf16>, vector<2x3xf64>, vector<4xf32>
}
