llvm.mlir.global internal constant @str("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private @g(dense<[1.0, 2.5]> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global external @z() : i64
llvm.func @t(%p: !llvm.ptr, %x: i64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %s = llvm.add %c1, %c2 : i64
  %m = llvm.mul %s, %x : i64
  %a = llvm.alloca %c1 x i64 : (i64) -> !llvm.ptr
  %b = llvm.alloca %c1 x i16 : (i64) -> !llvm.ptr
  %b2 = llvm.alloca %c1 x !llvm.struct<(i8, i64, f64)> : (i64) -> !llvm.ptr
  %b3 = llvm.alloca %c1 x vector<4xf32> : (i64) -> !llvm.ptr
  %b4 = llvm.alloca %c1 x f128 : (i64) -> !llvm.ptr
  %l1 = llvm.load %p : !llvm.ptr -> i64
  %l2 = llvm.load %p : !llvm.ptr -> f64
  %l3 = llvm.load %p : !llvm.ptr -> i1
  %l4 = llvm.load %p : !llvm.ptr -> !llvm.ptr
  %l5 = llvm.load %p : !llvm.ptr -> vector<4xf32>
  %l6 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i8, i64, f64)>
  %l7 = llvm.load %p : !llvm.ptr -> i128
  %f1 = llvm.mlir.constant(0.1 : f64) : f64
  %f2 = llvm.mlir.constant(1234567.0 : f64) : f64
  %f3 = llvm.mlir.constant(12345678.0 : f64) : f64
  %f4 = llvm.mlir.constant(-0.0 : f64) : f64
  %f5 = llvm.mlir.constant(0.1 : f32) : f32
  %f6 = llvm.mlir.constant(1.5 : f16) : f16
  %f7 = llvm.mlir.constant(1.0e100 : f64) : f64
  %f8 = llvm.mlir.constant(1.25e-7 : f64) : f64
  %g1 = llvm.fadd %f1, %l2 : f64
  %g2 = llvm.fadd %f2, %g1 : f64
  %g3 = llvm.fadd %f3, %g2 : f64
  %g4 = llvm.fadd %f4, %g3 : f64
  %g7 = llvm.fadd %f7, %g4 : f64
  %g8 = llvm.fadd %f8, %g7 {fastmathFlags = #llvm.fastmath<fast>} : f64
  %h = llvm.fpext %f5 : f32 to f64
  %h2 = llvm.fpext %f6 : f16 to f64
  %g9 = llvm.fadd %h, %g8 : f64
  %ad = llvm.mlir.addressof @str : !llvm.ptr
  %gep = llvm.getelementptr %ad[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
  %gep2 = llvm.getelementptr %ad[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
  llvm.store %gep, %p : !llvm.ptr, !llvm.ptr
  llvm.store %gep2, %p : !llvm.ptr, !llvm.ptr
  %i = llvm.inttoptr %x : i64 to !llvm.ptr
  %dead = llvm.mlir.constant(3735928559 : i64) : i64
  %i2 = llvm.inttoptr %dead : i64 to !llvm.ptr
  llvm.store %i2, %p : !llvm.ptr, !llvm.ptr
  llvm.return %g9 : f64
}
