module {
  llvm.func @vec(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) -> vector<4xf32> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.fadd %arg0, %arg1 : vector<4xf32>
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.getelementptr %7[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9 = llvm.load %8 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
    %10 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %11 = "llvm.intr.vector.reduce.fadd"(%10, %9) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %12 = llvm.mlir.poison : vector<4xf32>
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.insertelement %11, %12[%13 : i32] : vector<4xf32>
    %15 = llvm.shufflevector %14, %12 [0, 0, 0, 0] : vector<4xf32> 
    %16 = llvm.intr.fmuladd(%6, %15, %9) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %17 = llvm.shufflevector %16, %arg0 [0, 5, 2, 7] : vector<4xf32> 
    %18 = llvm.mlir.constant(1 : i64) : i64
    %19 = llvm.insertelement %11, %17[%18 : i64] : vector<4xf32>
    %20 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.getelementptr %20[%arg7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %19, %21 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
    llvm.return %19 : vector<4xf32>
  }
  llvm.func @cplx(%arg0: !llvm.struct<(f32, f32)>) -> f32 {
    %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32)> 
    %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(f32, f32)> 
    %2 = llvm.fmul %0, %0 : f32
    %3 = llvm.fmul %1, %1 : f32
    %4 = llvm.fadd %2, %3 : f32
    %5 = llvm.intr.sqrt(%4) : (f32) -> f32
    llvm.return %5 : f32
  }
  llvm.func @idx(%arg0: i64, %arg1: i64) -> i64 {
    %0 = llvm.add %arg0, %arg1 : i64
    llvm.return %0 : i64
  }
  llvm.func @mth(%arg0: f32, %arg1: i64, %arg2: i32) -> f32 {
    %0 = llvm.intr.exp(%arg0) : (f32) -> f32
    %1 = llvm.intr.pow(%0, %arg0) : (f32, f32) -> f32
    %2 = llvm.intr.powi(%1, %arg2) : (f32, i32) -> f32
    %3 = llvm.intr.fabs(%2) : (f32) -> f32
    llvm.return %3 : f32
  }
  llvm.func @emitc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {llvm.emit_c_interface} {
    llvm.return
  }
  llvm.func @_mlir_ciface_emitc(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @emitc(%1, %2, %3, %4, %5) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return
  }
}

