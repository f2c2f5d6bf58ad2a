// nvgpu ops (declarative formats from ODS), their enum attributes in
// the `$value` form and their parametric types.
func.func @matrix(%m: memref<32x32xf16, 3>, %i: index, %j: index, %b: vector<2x2xf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %a = nvgpu.ldmatrix %m[%i, %j] {numTiles = 4 : i32, transpose = true} : memref<32x32xf16, 3> -> vector<4x2xf16>
  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
func.func @sparse(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %meta: vector<2xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%meta) {mmaShape = [16, 8, 32], sparsitySelector = 0 : i32} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}
func.func @copies(%dst: memref<4x8xf32, 3>, %src: memref<16x8xf32>, %i: index, %n: index) {
  %t0 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<16x8xf32> to memref<4x8xf32, 3>
  %t1 = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4, %n {bypassL1} : memref<16x8xf32> to memref<4x8xf32, 3>
  %g = nvgpu.device_async_create_group %t0, %t1
  nvgpu.device_async_wait %g
  nvgpu.device_async_wait %g {numGroups = 2 : i32}
  return
}
func.func @rcp(%v: vector<4xf32>) -> vector<4xf32> {
  %r = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @barriers(%i: index, %n: index) {
  %b = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = 3>
  nvgpu.mbarrier.init %b[%i], %n : !nvgpu.mbarrier.group<memorySpace = 3>
  %tok = nvgpu.mbarrier.arrive %b[%i] : !nvgpu.mbarrier.group<memorySpace = 3> -> !nvgpu.mbarrier.token
  %done = nvgpu.mbarrier.test.wait %b[%i], %tok : !nvgpu.mbarrier.group<memorySpace = 3>, !nvgpu.mbarrier.token
  %b4 = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = 3, num_barriers = 4>
  return
}
