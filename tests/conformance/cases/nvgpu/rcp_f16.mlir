func.func @f(%v: vector<4xf16>) -> vector<4xf16> {
  %r = nvgpu.rcp %v {rounding = approx} : vector<4xf16>
  return %r : vector<4xf16>
}
