llvm.func @t(%f: f32, %d: f64, %i: i32, %p: !llvm.ptr, %n: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  %r1 = llvm.intr.sqrt(%f) : (f32) -> f32
  %r2 = llvm.intr.sin(%f) : (f32) -> f32
  %r3 = llvm.intr.cos(%f) : (f32) -> f32
  %r4 = llvm.intr.tan(%f) : (f32) -> f32
  %r5 = llvm.intr.asin(%f) : (f32) -> f32
  %r6 = llvm.intr.acos(%f) : (f32) -> f32
  %r7 = llvm.intr.atan(%f) : (f32) -> f32
  %r8 = llvm.intr.sinh(%f) : (f32) -> f32
  %r9 = llvm.intr.cosh(%f) : (f32) -> f32
  %r10 = llvm.intr.tanh(%f) : (f32) -> f32
  %r11 = llvm.intr.exp(%f) : (f32) -> f32
  %r12 = llvm.intr.exp2(%f) : (f32) -> f32
  %r13 = llvm.intr.exp10(%f) : (f32) -> f32
  %r14 = llvm.intr.log(%f) : (f32) -> f32
  %r15 = llvm.intr.log2(%f) : (f32) -> f32
  %r16 = llvm.intr.log10(%f) : (f32) -> f32
  %r17 = llvm.intr.fabs(%f) : (f32) -> f32
  %r18 = llvm.intr.ceil(%f) : (f32) -> f32
  %r19 = llvm.intr.floor(%f) : (f32) -> f32
  %r20 = llvm.intr.trunc(%f) : (f32) -> f32
  %r21 = llvm.intr.round(%f) : (f32) -> f32
  %r22 = llvm.intr.roundeven(%f) : (f32) -> f32
  %r23 = llvm.intr.rint(%f) : (f32) -> f32
  %r24 = llvm.intr.nearbyint(%f) : (f32) -> f32
  %r25 = llvm.intr.pow(%d, %d) : (f64, f64) -> f64
  %r26 = llvm.intr.copysign(%d, %d) : (f64, f64) -> f64
  %r27 = llvm.intr.minnum(%d, %d) : (f64, f64) -> f64
  %r28 = llvm.intr.maxnum(%d, %d) : (f64, f64) -> f64
  %r29 = llvm.intr.minimum(%d, %d) : (f64, f64) -> f64
  %r30 = llvm.intr.maximum(%d, %d) : (f64, f64) -> f64
  %r31 = llvm.intr.atan2(%d, %d) : (f64, f64) -> f64
  %r32 = llvm.intr.ctpop(%i) : (i32) -> i32
  %r33 = llvm.intr.bswap(%i) : (i32) -> i32
  %r34 = llvm.intr.bitreverse(%i) : (i32) -> i32
  %r35 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %r36 = llvm.intr.smin(%i, %i) : (i32, i32) -> i32
  %r37 = llvm.intr.umax(%i, %i) : (i32, i32) -> i32
  %r38 = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
  %r39 = llvm.intr.sadd.sat(%i, %i) : (i32, i32) -> i32
  %r40 = llvm.intr.ssub.sat(%i, %i) : (i32, i32) -> i32
  %r41 = llvm.intr.uadd.sat(%i, %i) : (i32, i32) -> i32
  %r42 = llvm.intr.usub.sat(%i, %i) : (i32, i32) -> i32
  %r43 = llvm.intr.sshl.sat(%i, %i) : (i32, i32) -> i32
  %r44 = llvm.intr.ushl.sat(%i, %i) : (i32, i32) -> i32
  %r45 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %r46 = llvm.intr.fmuladd(%f, %f, %f) : (f32, f32, f32) -> f32
  %r47 = llvm.intr.fshl(%i, %i, %i) : (i32, i32, i32) -> i32
  %r48 = llvm.intr.powi(%d, %i) : (f64, i32) -> f64
  %r49 = llvm.intr.ldexp(%d, %i) : (f64, i32) -> f64
  %r50 = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
  %r51 = "llvm.intr.abs"(%i) <{is_int_min_poison = false}> : (i32) -> i32
  %r52 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %b8 = llvm.mlir.constant(0 : i8) : i8
  "llvm.intr.memset"(%p, %b8, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %r53 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %r53 : !llvm.ptr
  %c = llvm.mlir.constant(true) : i1
  llvm.intr.assume %c : i1
  %r54 = "llvm.intr.lround"(%d) : (f64) -> i64
  %r55 = "llvm.intr.vector.reduce.add"(%vi) : (vector<4xi32>) -> i32
  %r56 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xf32>) -> f32
  %r57 = "llvm.intr.vector.reduce.fadd"(%f, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %r58 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.intr.trap
  llvm.return
}
