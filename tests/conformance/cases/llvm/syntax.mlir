module attributes {llvm.data_layout = "e"} {
  llvm.mlir.global internal constant @str("hello\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g1(42 : i32) {alignment = 8 : i64} : i32
  llvm.mlir.global private @g2() : !llvm.struct<"ident", (i32, ptr)> {
    %0 = llvm.mlir.zero : !llvm.struct<"ident", (i32, ptr)>
    llvm.return %0 : !llvm.struct<"ident", (i32, ptr)>
  }
  llvm.mlir.global linkonce_odr thread_local unnamed_addr @g3(0 : i64) : i64
  llvm.mlir.global weak hidden local_unnamed_addr @g4(1.5 : f32) {dso_local} : f32
  llvm.mlir.global external @g5() {addr_space = 1 : i32} : !llvm.array<2 x i32>
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal fastcc @h(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
    llvm.return %arg0 : i32
  }
  llvm.func @main(%argc: i32) -> i32 {
    %0 = llvm.mlir.addressof @str : !llvm.ptr
    %1 = llvm.call @printf(%0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %argc, %a {alignment = 4 : i64} : i32, !llvm.ptr
    %l = llvm.load volatile %a {alignment = 4 : i64} : !llvm.ptr -> i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %p = llvm.getelementptr %a[1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, f64)>
    %q = llvm.getelementptr inbounds %a[%argc, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f64)>
    %r = llvm.call @h(%l, %a) : (i32, !llvm.ptr) -> i32
    %f = llvm.mlir.addressof @h : !llvm.ptr
    %r2 = llvm.call %f(%l, %a) : !llvm.ptr, (i32, !llvm.ptr) -> i32
    %x = llvm.atomicrmw add %a, %c1 seq_cst : !llvm.ptr, i32
    %cx = llvm.cmpxchg %a, %c1, %x acq_rel monotonic : !llvm.ptr, i32
    llvm.switch %l : i32, ^bb1 [
      0: ^bb2,
      5: ^bb3(%l : i32)
    ]
  ^bb1:
    llvm.return %l : i32
  ^bb2:
    llvm.unreachable
  ^bb3(%z: i32):
    %v = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : vector<2xf32>
    %e = llvm.extractelement %v[%c1 : i32] : vector<2xf32>
    %s = llvm.shufflevector %v, %v [0, 1, 3] : vector<2xf32>
    %bc = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
    %asc = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
    %fr = llvm.freeze %z : i32
    "llvm.intr.memcpy"(%a, %a, %c1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    llvm.return %z : i32
  }
}
