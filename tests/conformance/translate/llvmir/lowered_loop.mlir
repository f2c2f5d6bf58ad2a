module {
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) -> i32 {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(4 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%6, %arg0 : i64, i32)
  ^bb1(%9: i64, %10: i32):  // 2 preds: ^bb0, ^bb2
    %11 = llvm.icmp "slt" %9, %7 : i64
    llvm.cond_br %11, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %12 = llvm.add %10, %arg1 : i32
    %13 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.getelementptr inbounds|nuw %13[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.load %14 : !llvm.ptr -> f32
    %16 = llvm.fadd %15, %15 : f32
    %17 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.getelementptr inbounds|nuw %17[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %16, %18 : f32, !llvm.ptr
    %19 = llvm.add %9, %8 : i64
    llvm.br ^bb1(%19, %12 : i64, i32)
  ^bb3:  // pred: ^bb1
    %20 = llvm.icmp "slt" %10, %arg1 : i32
    %21 = llvm.select %20, %10, %arg1 : i1, i32
    %22 = llvm.sitofp %21 : i32 to f64
    %23 = llvm.intr.sqrt(%22) : (f64) -> f64
    %24 = llvm.fptosi %23 : f64 to i32
    llvm.return %24 : i32
  }
  llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
}

