// Vectors of pointers (VectorElementTypeInterface) and the intrinsics that
// take them, as vector-to-LLVM lowering produces.
llvm.func @gather_scatter(%base: !llvm.ptr, %idx: vector<4xi64>, %mask: vector<4xi1>, %pass: vector<4xf32>) {
  %ptrs = llvm.getelementptr %base[%idx] : (!llvm.ptr, vector<4xi64>) -> vector<4x!llvm.ptr>, f32
  %g = llvm.intr.masked.gather %ptrs, %mask, %pass {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %g, %ptrs, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  %l = llvm.intr.masked.load %base, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %l, %base, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %p0 = llvm.extractelement %ptrs[%c1 : i64] : vector<4x!llvm.ptr>
  llvm.return
}
llvm.func @splat(%p: !llvm.ptr<1>) -> vector<2x!llvm.ptr<1>> {
  %u = llvm.mlir.poison : vector<2x!llvm.ptr<1>>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %v = llvm.insertelement %p, %u[%c0 : i32] : vector<2x!llvm.ptr<1>>
  %s = llvm.shufflevector %v, %u [0, 0] : vector<2x!llvm.ptr<1>>
  llvm.return %s : vector<2x!llvm.ptr<1>>
}
