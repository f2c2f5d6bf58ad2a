// A masked load reads only the lanes its mask sets, and those are checked:
// lanes 0-2 of a 12-byte allocation are fine, lane 3 (set) is past its end.
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(12 : i64) : i64
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>
  llvm.store %v, %p : vector<3xi32>, !llvm.ptr
  %pass = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %first3 = llvm.mlir.constant(dense<[true, true, true, false]> : vector<4xi1>) : vector<4xi1>
  %ok = llvm.intr.masked.load %p, %first3, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  %all = llvm.mlir.constant(dense<true> : vector<4xi1>) : vector<4xi1>
  %bad = llvm.intr.masked.load %p, %all, %ok {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
