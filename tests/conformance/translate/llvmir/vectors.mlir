llvm.func @vec(%v: vector<4xf32>, %w: vector<4xf32>, %i: i32, %x: f32) -> vector<4xf32> {
  %s = llvm.shufflevector %v, %w [0, 5, 2, 7] : vector<4xf32>
  %z = llvm.shufflevector %v, %w [0, 0, 0, 0] : vector<4xf32>
  %p = llvm.shufflevector %v, %w [-1, 1, -1, 3] : vector<4xf32>
  %a = llvm.insertelement %x, %s[%i : i32] : vector<4xf32>
  %b = llvm.fadd %a, %z {fastmathFlags = #llvm.fastmath<nnan, contract>} : vector<4xf32>
  %c = llvm.fmul %b, %p {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
  %k = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %z0 = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
  %d = llvm.fsub %c, %k : vector<4xf32>
  %e = llvm.fsub %d, %z0 : vector<4xf32>
  %f = llvm.fneg %e : vector<4xf32>
  %m = llvm.fcmp "olt" %f, %k : vector<4xf32>
  %r = llvm.select %m, %f, %k : vector<4xi1>, vector<4xf32>
  llvm.return %r : vector<4xf32>
}
