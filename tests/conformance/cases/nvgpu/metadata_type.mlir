func.func @f(%a: vector<4x2xf16>, %c: vector<2x2xf16>, %meta: vector<2xi32>) {
  %d = "nvgpu.mma.sp.sync"(%a, %a, %c, %meta) <{mmaShape = [16, 8, 32], sparsitySelector = 0 : i32}> : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2xi32>) -> vector<2x2xf16>
  return
}
