"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x32xf16, 3>, index, index, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>, sym_name = "matrix"}> ({
  ^bb0(%arg11: memref<32x32xf16, 3>, %arg12: index, %arg13: index, %arg14: vector<2x2xf16>, %arg15: vector<2x2xf32>):
    %9 = "nvgpu.ldmatrix"(%arg11, %arg12, %arg13) <{numTiles = 4 : i32, transpose = true}> : (memref<32x32xf16, 3>, index, index) -> vector<4x2xf16>
    %10 = "nvgpu.mma.sync"(%9, %arg14, %arg15) <{mmaShape = [16, 8, 16]}> : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    "func.return"(%10) : (vector<2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>, sym_name = "sparse"}> ({
  ^bb0(%arg7: vector<4x2xf16>, %arg8: vector<4x2xf16>, %arg9: vector<2x2xf16>, %arg10: vector<2xi16>):
    %8 = "nvgpu.mma.sp.sync"(%arg7, %arg8, %arg9, %arg10) <{mmaShape = [16, 8, 32], sparsitySelector = 0 : i32}> : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>
    "func.return"(%8) : (vector<2x2xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32, 3>, memref<16x8xf32>, index, index) -> (), sym_name = "copies"}> ({
  ^bb0(%arg3: memref<4x8xf32, 3>, %arg4: memref<16x8xf32>, %arg5: index, %arg6: index):
    %5 = "nvgpu.device_async_copy"(%arg3, %arg5, %arg5, %arg4, %arg5, %arg5) <{dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 0>}> : (memref<4x8xf32, 3>, index, index, memref<16x8xf32>, index, index) -> !nvgpu.device.async.token
    %6 = "nvgpu.device_async_copy"(%arg3, %arg5, %arg5, %arg4, %arg5, %arg5, %arg6) <{bypassL1, dstElements = 4 : index, operandSegmentSizes = array<i32: 1, 2, 1, 2, 1>}> : (memref<4x8xf32, 3>, index, index, memref<16x8xf32>, index, index, index) -> !nvgpu.device.async.token
    %7 = "nvgpu.device_async_create_group"(%5, %6) : (!nvgpu.device.async.token, !nvgpu.device.async.token) -> !nvgpu.device.async.token
    "nvgpu.device_async_wait"(%7) : (!nvgpu.device.async.token) -> ()
    "nvgpu.device_async_wait"(%7) <{numGroups = 2 : i32}> : (!nvgpu.device.async.token) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>) -> vector<4xf32>, sym_name = "rcp"}> ({
  ^bb0(%arg2: vector<4xf32>):
    %4 = "nvgpu.rcp"(%arg2) <{ftz, rounding = #nvgpu<rcp_rounding_mode approx>}> : (vector<4xf32>) -> vector<4xf32>
    "func.return"(%4) : (vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "barriers"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "nvgpu.mbarrier.create"() : () -> !nvgpu.mbarrier.group<memorySpace = 3 : i64>
    "nvgpu.mbarrier.init"(%0, %arg1, %arg0) : (!nvgpu.mbarrier.group<memorySpace = 3 : i64>, index, index) -> ()
    %1 = "nvgpu.mbarrier.arrive"(%0, %arg0) : (!nvgpu.mbarrier.group<memorySpace = 3 : i64>, index) -> !nvgpu.mbarrier.token
    %2 = "nvgpu.mbarrier.test.wait"(%0, %1, %arg0) : (!nvgpu.mbarrier.group<memorySpace = 3 : i64>, !nvgpu.mbarrier.token, index) -> i1
    %3 = "nvgpu.mbarrier.create"() : () -> !nvgpu.mbarrier.group<memorySpace = 3 : i64, num_barriers = 4>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

