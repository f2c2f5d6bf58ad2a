func.func @log1p(%x: f32) -> (f32, f32) {
  %0 = math.log1p %x fastmath<fast> : f32
  %1 = math.expm1 %x : f32
  return %0, %1 : f32, f32
}
