llvm.func @f(%a: !llvm.ptr, %z: i32, %x: f32, %v: vector<4xf32>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %b8 = llvm.mlir.constant(7 : i8) : i8
  %0 = "llvm.intr.ctlz"(%z) <{is_zero_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%a, %a, %c1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memset"(%a, %b8, %c1) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %1 = "llvm.intr.fma"(%x, %x, %x) : (f32, f32, f32) -> f32
  %2 = "llvm.intr.vector.reduce.fadd"(%x, %v) : (f32, vector<4xf32>) -> f32
  %3 = "llvm.intr.sadd.with.overflow"(%z, %z) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %4 = "llvm.intr.powi"(%x, %z) : (f32, i32) -> f32
  %5 = "llvm.intr.fabs"(%x) <{fastmathFlags = #llvm.fastmath<nnan>}> : (f32) -> f32
  %6 = "llvm.intr.stacksave"() : () -> !llvm.ptr
  "llvm.intr.stackrestore"(%6) : (!llvm.ptr) -> ()
  %7 = llvm.call_intrinsic "llvm.foo"(%z) : (i32) -> i32
  llvm.return
}
