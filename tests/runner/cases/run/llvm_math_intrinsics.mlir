// The inverse and hyperbolic trigonometric intrinsics of the llvm dialect
// (what math.atan2, asin, ... lower to), on f32 and f64.
llvm.func @printF64(f64)
llvm.func @printF32(f32)
llvm.func @printNewline()

llvm.func @show(%x: f64) {
  llvm.call @printF64(%x) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(0.375 : f64) : f64
  %b = llvm.mlir.constant(-1.5 : f64) : f64
  %0 = llvm.intr.atan2(%a, %b) : (f64, f64) -> f64
  llvm.call @show(%0) : (f64) -> ()
  %1 = llvm.intr.asin(%a) : (f64) -> f64
  llvm.call @show(%1) : (f64) -> ()
  %2 = llvm.intr.acos(%a) : (f64) -> f64
  llvm.call @show(%2) : (f64) -> ()
  %3 = llvm.intr.atan(%b) : (f64) -> f64
  llvm.call @show(%3) : (f64) -> ()
  %4 = llvm.intr.sinh(%b) : (f64) -> f64
  llvm.call @show(%4) : (f64) -> ()
  %5 = llvm.intr.cosh(%b) : (f64) -> f64
  llvm.call @show(%5) : (f64) -> ()
  %6 = llvm.intr.tanh(%a) : (f64) -> f64
  llvm.call @show(%6) : (f64) -> ()
  %f = llvm.mlir.constant(0.7 : f32) : f32
  %g = llvm.mlir.constant(-0.2 : f32) : f32
  %7 = llvm.intr.atan2(%g, %f) : (f32, f32) -> f32
  llvm.call @printF32(%7) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
