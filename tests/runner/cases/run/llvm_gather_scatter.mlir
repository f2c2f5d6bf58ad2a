// Vectors of pointers: getelementptr with a vector of indices (a scalar
// base for every lane, or a vector of bases), masked gathers with a
// pass-through and scatters where two lanes hit the same place (the later
// lane wins).
llvm.func @printI64(i64)
llvm.func @printComma()
llvm.func @printNewline()
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @show(%v: vector<4xi32>) {
  %w = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %k3 = llvm.mlir.constant(3 : i64) : i64
  %e0 = llvm.extractelement %w[%k0 : i64] : vector<4xi64>
  %e1 = llvm.extractelement %w[%k1 : i64] : vector<4xi64>
  %e2 = llvm.extractelement %w[%k2 : i64] : vector<4xi64>
  %e3 = llvm.extractelement %w[%k3 : i64] : vector<4xi64>
  llvm.call @printI64(%e0) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%e1) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%e2) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%e3) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %bytes = llvm.mlir.constant(40 : i64) : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %init = llvm.mlir.constant(dense<[10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : vector<10xi32>) : vector<10xi32>
  llvm.store %init, %p {alignment = 4 : i64} : vector<10xi32>, !llvm.ptr
  %zeros = llvm.mlir.constant(dense<0> : vector<10xi32>) : vector<10xi32>
  llvm.store %zeros, %q {alignment = 4 : i64} : vector<10xi32>, !llvm.ptr

  // Gather p[9], p[0], p[4], p[7] with the third lane masked off.
  %idx = llvm.mlir.constant(dense<[9, 0, 4, 7]> : vector<4xi64>) : vector<4xi64>
  %ptrs = llvm.getelementptr %p[%idx] : (!llvm.ptr, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
  %mask = llvm.mlir.constant(dense<[true, true, false, true]> : vector<4xi1>) : vector<4xi1>
  %pass = llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
  %g = llvm.intr.masked.gather %ptrs, %mask, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  llvm.call @show(%g) : (vector<4xi32>) -> ()

  // A vector of bases (p and q alternating) plus one more step each.
  %u = llvm.mlir.poison : vector<4x!llvm.ptr>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %b0 = llvm.insertelement %p, %u[%c0 : i32] : vector<4x!llvm.ptr>
  %b1 = llvm.insertelement %q, %b0[%c1 : i32] : vector<4x!llvm.ptr>
  %b2 = llvm.insertelement %p, %b1[%c2 : i32] : vector<4x!llvm.ptr>
  %bases = llvm.insertelement %q, %b2[%c3 : i32] : vector<4x!llvm.ptr>
  %step = llvm.mlir.constant(dense<[1, 2, 3, 2]> : vector<4xi64>) : vector<4xi64>
  %targets = llvm.getelementptr %bases[%step] : (vector<4x!llvm.ptr>, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
  %vals = llvm.mlir.constant(dense<[100, 200, 300, 400]> : vector<4xi32>) : vector<4xi32>
  %all = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  llvm.intr.masked.scatter %vals, %targets, %all {alignment = 4 : i32} : vector<4xi32>, vector<4xi1> into vector<4x!llvm.ptr>

  // Read back p[0..3] and q[0..3].
  %first = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi64>) : vector<4xi64>
  %pp = llvm.getelementptr %p[%first] : (!llvm.ptr, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
  %qp = llvm.getelementptr %q[%first] : (!llvm.ptr, vector<4xi64>) -> vector<4x!llvm.ptr>, i32
  %rp = llvm.intr.masked.gather %pp, %all, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  %rq = llvm.intr.masked.gather %qp, %all, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  llvm.call @show(%rp) : (vector<4xi32>) -> ()
  llvm.call @show(%rq) : (vector<4xi32>) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.call @free(%q) : (!llvm.ptr) -> ()
  llvm.return
}
