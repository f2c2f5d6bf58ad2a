module {
  llvm.func @at(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: f32, %arg12: i32) -> !llvm.struct<(f32, i32)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.getelementptr %12[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %14 = llvm.atomicrmw fadd %13, %arg11 acq_rel : !llvm.ptr, f32
    %15 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.getelementptr %15[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %17 = llvm.atomicrmw max %16, %arg12 acq_rel : !llvm.ptr, i32
    %18 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.getelementptr %18[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %20 = llvm.atomicrmw xchg %19, %arg12 acq_rel : !llvm.ptr, i32
    %21 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.getelementptr %21[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %23 = llvm.load %22 : !llvm.ptr -> i32
    llvm.br ^bb1(%23 : i32)
  ^bb1(%24: i32):  // 2 preds: ^bb0, ^bb1
    %25 = llvm.mul %24, %arg12 : i32
    %26 = llvm.cmpxchg %22, %24, %25 acq_rel monotonic : !llvm.ptr, i32
    %27 = llvm.extractvalue %26[0] : !llvm.struct<(i32, i1)> 
    %28 = llvm.extractvalue %26[1] : !llvm.struct<(i32, i1)> 
    llvm.cond_br %28, ^bb2, ^bb1(%27 : i32)
  ^bb2:  // pred: ^bb1
    %29 = llvm.add %17, %20 : i32
    %30 = llvm.add %29, %27 : i32
    %31 = llvm.mlir.poison : !llvm.struct<(f32, i32)>
    %32 = llvm.insertvalue %14, %31[0] : !llvm.struct<(f32, i32)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(f32, i32)> 
    llvm.return %33 : !llvm.struct<(f32, i32)>
  }
}

