// llvm.atomicrmw (every operation on i32, fsub/fmax on f64), llvm.cmpxchg
// (a match stores, a mismatch does not) and llvm.fence in one thread.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()

llvm.func @show(%x: i32) {
  %w = llvm.sext %x : i32 to i64
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// Prints the value an operation returned (the old one) and the new one.
llvm.func @step(%p: !llvm.ptr, %old: i32) {
  llvm.call @show(%old) : (i32) -> ()
  %new = llvm.load %p : !llvm.ptr -> i32
  llvm.call @show(%new) : (i32) -> ()
  llvm.return
}

llvm.func @main() {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %v = llvm.mlir.constant(3 : i32) : i32
  %init = llvm.mlir.constant(10 : i32) : i32
  %neg = llvm.mlir.constant(-6 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %init, %p : i32, !llvm.ptr
  %a = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  llvm.call @step(%p, %a) : (!llvm.ptr, i32) -> ()
  %b = llvm.atomicrmw sub %p, %v monotonic : !llvm.ptr, i32
  llvm.call @step(%p, %b) : (!llvm.ptr, i32) -> ()
  %c = llvm.atomicrmw nand %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %c) : (!llvm.ptr, i32) -> ()
  %d = llvm.atomicrmw _xor %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %d) : (!llvm.ptr, i32) -> ()
  %e = llvm.atomicrmw max %p, %neg acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %e) : (!llvm.ptr, i32) -> ()
  %f = llvm.atomicrmw umin %p, %neg acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %f) : (!llvm.ptr, i32) -> ()
  %g = llvm.atomicrmw umax %p, %neg acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %g) : (!llvm.ptr, i32) -> ()
  %h = llvm.atomicrmw min %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %h) : (!llvm.ptr, i32) -> ()
  %i = llvm.atomicrmw xchg %p, %init acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %i) : (!llvm.ptr, i32) -> ()
  %j = llvm.atomicrmw uinc_wrap %p, %init acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %j) : (!llvm.ptr, i32) -> ()
  %k = llvm.atomicrmw udec_wrap %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %k) : (!llvm.ptr, i32) -> ()
  %l = llvm.atomicrmw usub_cond %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %l) : (!llvm.ptr, i32) -> ()
  %m = llvm.atomicrmw usub_sat %p, %init acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %m) : (!llvm.ptr, i32) -> ()
  %n = llvm.atomicrmw _and %p, %zero acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %n) : (!llvm.ptr, i32) -> ()
  %o = llvm.atomicrmw _or %p, %v acq_rel : !llvm.ptr, i32
  llvm.call @step(%p, %o) : (!llvm.ptr, i32) -> ()
  llvm.fence acquire
  // cmpxchg: expecting 3 succeeds, expecting 10 then fails.
  %x = llvm.cmpxchg %p, %v, %init acq_rel monotonic : !llvm.ptr, i32
  %x0 = llvm.extractvalue %x[0] : !llvm.struct<(i32, i1)>
  %x1 = llvm.extractvalue %x[1] : !llvm.struct<(i32, i1)>
  %y = llvm.cmpxchg %p, %v, %zero seq_cst seq_cst : !llvm.ptr, i32
  %y0 = llvm.extractvalue %y[0] : !llvm.struct<(i32, i1)>
  %y1 = llvm.extractvalue %y[1] : !llvm.struct<(i32, i1)>
  llvm.call @show(%x0) : (i32) -> ()
  %x1w = llvm.zext %x1 : i1 to i32
  llvm.call @show(%x1w) : (i32) -> ()
  llvm.call @show(%y0) : (i32) -> ()
  %y1w = llvm.zext %y1 : i1 to i32
  llvm.call @show(%y1w) : (i32) -> ()
  %last = llvm.load %p : !llvm.ptr -> i32
  llvm.call @show(%last) : (i32) -> ()
  // floats
  %q = llvm.alloca %one x f64 : (i64) -> !llvm.ptr
  %f1 = llvm.mlir.constant(1.25 : f64) : f64
  %f2 = llvm.mlir.constant(0.5 : f64) : f64
  llvm.store %f1, %q : f64, !llvm.ptr
  %r = llvm.atomicrmw fsub %q, %f2 acq_rel : !llvm.ptr, f64
  %s = llvm.atomicrmw fmax %q, %f1 acq_rel : !llvm.ptr, f64
  %t = llvm.atomicrmw fadd %q, %f2 acq_rel : !llvm.ptr, f64
  %u = llvm.load %q : !llvm.ptr -> f64
  llvm.call @printF64(%r) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printF64(%s) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printF64(%t) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @printF64(%u) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
