// An n-D vector constant in the llvm dialect (an array of vectors, as the
// lowering makes it): stored, loaded back and read element by element.
llvm.func @printF64(f64)
llvm.func @printNewline()

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c = llvm.mlir.constant(dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]> : vector<2x3xf64>) : !llvm.array<2 x vector<3xf64>>
  %s = llvm.mlir.constant(dense<7.0> : vector<2x2xf64>) : !llvm.array<2 x vector<2xf64>>
  %p = llvm.alloca %one x !llvm.array<2 x vector<3xf64>> : (i64) -> !llvm.ptr
  llvm.store %c, %p : !llvm.array<2 x vector<3xf64>>, !llvm.ptr
  %l = llvm.load %p : !llvm.ptr -> !llvm.array<2 x vector<3xf64>>
  %r1 = llvm.extractvalue %l[1] : !llvm.array<2 x vector<3xf64>>
  %k = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.extractelement %r1[%k : i64] : vector<3xf64>
  llvm.call @printF64(%e) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %r0 = llvm.extractvalue %c[0] : !llvm.array<2 x vector<3xf64>>
  %e0 = llvm.extractelement %r0[%one : i64] : vector<3xf64>
  llvm.call @printF64(%e0) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %s1 = llvm.extractvalue %s[1] : !llvm.array<2 x vector<2xf64>>
  %e1 = llvm.extractelement %s1[%one : i64] : vector<2xf64>
  llvm.call @printF64(%e1) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
