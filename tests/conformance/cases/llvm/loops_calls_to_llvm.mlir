module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @loops(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: vector<4xf32>) -> f64 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    llvm.br ^bb1(%8, %10 : i64, f64)
  ^bb1(%11: i64, %12: f64):  // 2 preds: ^bb0, ^bb2
    %13 = llvm.icmp "slt" %11, %arg0 : i64
    llvm.cond_br %13, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %14 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.mul %11, %15 overflow<nsw, nuw> : i64
    %17 = llvm.add %16, %11 overflow<nsw, nuw> : i64
    %18 = llvm.getelementptr inbounds|nuw %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %19 = llvm.load %18 : !llvm.ptr -> f64
    %20 = llvm.fadd %12, %19 {fastmathFlags = #llvm.fastmath<fast>} : f64
    %21 = llvm.intr.sqrt(%20) : (f64) -> f64
    %22 = llvm.add %11, %9 : i64
    llvm.br ^bb1(%22, %21 : i64, f64)
  ^bb3:  // pred: ^bb1
    %23 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.mlir.zero : !llvm.ptr
    %25 = llvm.getelementptr %24[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
    %27 = llvm.call @malloc(%26) : (i64) -> !llvm.ptr
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %27, %29[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.mlir.constant(0 : index) : i64
    %32 = llvm.insertvalue %31, %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.insertvalue %arg0, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %23, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%36) : (!llvm.ptr) -> ()
    %37 = llvm.mlir.constant(0 : i64) : i64
    %38 = llvm.extractelement %arg8[%37 : i64] : vector<4xf32>
    %39 = llvm.fptrunc %12 : f64 to f32
    %40 = llvm.fptosi %39 : f32 to i32
    %41 = llvm.sext %40 : i32 to i64
    %42 = llvm.sdiv %41, %41 : i64
    %43 = llvm.icmp "ne" %42, %41 : i64
    %44 = llvm.uitofp %40 : i32 to f64
    %45 = llvm.intr.maximum(%44, %12) : (f64, f64) -> f64
    llvm.return %45 : f64
  }
  llvm.func @callee(%arg0: f32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(f32, i32)> 
    %3 = llvm.insertvalue %0, %2[1] : !llvm.struct<(f32, i32)> 
    llvm.return %3 : !llvm.struct<(f32, i32)>
  }
  llvm.func @caller(%arg0: f32) -> f32 {
    %0 = llvm.call @callee(%arg0) : (f32) -> !llvm.struct<(f32, i32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, i32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, i32)> 
    llvm.return %1 : f32
  }
}

