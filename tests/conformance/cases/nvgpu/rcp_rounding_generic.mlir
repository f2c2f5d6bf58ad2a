func.func @f(%v: vector<4xf32>) -> vector<4xf32> {
  %r = "nvgpu.rcp"(%v) <{rounding = #nvgpu<rcp_rounding_mode exact>}> : (vector<4xf32>) -> vector<4xf32>
  return %r : vector<4xf32>
}
