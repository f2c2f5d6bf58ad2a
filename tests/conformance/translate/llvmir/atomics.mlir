llvm.func @a(%p: !llvm.ptr, %v: i32, %f: f64) -> i32 {
  %0 = llvm.load %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load volatile %p atomic syncscope("agent") acquire {alignment = 8 : i64} : !llvm.ptr -> f64
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %f, %p atomic syncscope("singlethread") monotonic {alignment = 8 : i64} : f64, !llvm.ptr
  %2 = llvm.atomicrmw _and %p, %v seq_cst : !llvm.ptr, i32
  %3 = llvm.atomicrmw volatile umin %p, %v syncscope("agent") monotonic {alignment = 16 : i64} : !llvm.ptr, i32
  %4 = llvm.cmpxchg weak %p, %v, %2 acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, i1)>
  llvm.fence syncscope("agent") seq_cst
  llvm.fence release
  %6 = llvm.add %5, %0 : i32
  llvm.return %6 : i32
}
