func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %r = nvgpu.rcp %v {rounding = 3} : vector<4xf32>
  return %r : vector<4xf32>
}
