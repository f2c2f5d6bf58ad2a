// The flattened-matrix intrinsics (column-major): a 2x3 by 3x2 product in
// f64 and in i8 (wrapping), a product whose sums round in f32, and
// transposes of non-square shapes. The runner takes upstream's matrix
// lowering flags.
llvm.func @printF64(f64)
llvm.func @printI64(i64)
llvm.func @printComma()
llvm.func @printNewline()

llvm.func @show6(%v: vector<6xf64>) {
  %z = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(6 : i64) : i64
  llvm.br ^loop(%z : i64)
^loop(%i: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %e = llvm.extractelement %v[%i : i64] : vector<6xf64>
  llvm.call @printF64(%e) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  %i2 = llvm.add %i, %one : i64
  llvm.br ^loop(%i2 : i64)
^exit:
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : vector<6xf64>) : vector<6xf64>
  %b = llvm.mlir.constant(dense<[0.5, -1.0, 2.0, 3.0, 0.25, -2.0]> : vector<6xf64>) : vector<6xf64>
  %c = llvm.intr.matrix.multiply %a, %b {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf64>, vector<6xf64>) -> vector<4xf64>
  %c6 = llvm.shufflevector %c, %c [0, 1, 2, 3, 0, 0] : vector<4xf64>
  llvm.call @show6(%c6) : (vector<6xf64>) -> ()
  %t1 = llvm.intr.matrix.transpose %a {rows = 2 : i32, columns = 3 : i32} : vector<6xf64> into vector<6xf64>
  %t2 = llvm.intr.matrix.transpose %a {rows = 3 : i32, columns = 2 : i32} : vector<6xf64> into vector<6xf64>
  %t3 = llvm.intr.matrix.transpose %a {rows = 1 : i32, columns = 6 : i32} : vector<6xf64> into vector<6xf64>
  llvm.call @show6(%t1) : (vector<6xf64>) -> ()
  llvm.call @show6(%t2) : (vector<6xf64>) -> ()
  llvm.call @show6(%t3) : (vector<6xf64>) -> ()

  // i8: products and sums wrap at 8 bits.
  %x = llvm.mlir.constant(dense<[100, -7, 50, 3, 90, 2]> : vector<6xi8>) : vector<6xi8>
  %y = llvm.mlir.constant(dense<[3, 2, 1, -5, 4, 60]> : vector<6xi8>) : vector<6xi8>
  %p = llvm.intr.matrix.multiply %x, %y {lhs_rows = 2 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<6xi8>, vector<6xi8>) -> vector<4xi8>
  %pw = llvm.sext %p : vector<4xi8> to vector<4xi64>
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %k3 = llvm.mlir.constant(3 : i64) : i64
  %p0 = llvm.extractelement %pw[%k0 : i64] : vector<4xi64>
  %p1 = llvm.extractelement %pw[%k1 : i64] : vector<4xi64>
  %p2 = llvm.extractelement %pw[%k2 : i64] : vector<4xi64>
  %p3 = llvm.extractelement %pw[%k3 : i64] : vector<4xi64>
  llvm.call @printI64(%p0) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%p1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%p2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%p3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()

  // f32: a 1x2 by 2x1 product whose exact value f32 cannot hold.
  %u = llvm.mlir.constant(dense<[16777216.0, 1.0]> : vector<2xf32>) : vector<2xf32>
  %v = llvm.mlir.constant(dense<[1.0, 1.0]> : vector<2xf32>) : vector<2xf32>
  %w = llvm.intr.matrix.multiply %u, %v {lhs_rows = 1 : i32, lhs_columns = 2 : i32, rhs_columns = 1 : i32} : (vector<2xf32>, vector<2xf32>) -> vector<1xf32>
  %w0 = llvm.extractelement %w[%k0 : i64] : vector<1xf32>
  %wd = llvm.fpext %w0 : f32 to f64
  llvm.call @printF64(%wd) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
