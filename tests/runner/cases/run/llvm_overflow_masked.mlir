// LLVM intrinsics the lowerings emit that have no op elsewhere: the
// arithmetic with an overflow bit (scalars at odd widths and vectors) and
// masked vector memory accesses (masked load and store, expanding load,
// compressing store), lanes off the mask left untouched.
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF32(f32)
llvm.func @printComma()
llvm.func @printNewline()
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)

llvm.func @show(%v: i64, %o: i1) {
  %w = llvm.zext %o : i1 to i64
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%w) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @scalars(%a: i7, %b: i7) {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %2 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %3 = "llvm.intr.usub.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %4 = "llvm.intr.smul.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  %5 = "llvm.intr.umul.with.overflow"(%a, %b) : (i7, i7) -> !llvm.struct<(i7, i1)>
  llvm.call @one(%0) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.call @one(%1) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.call @one(%2) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.call @one(%3) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.call @one(%4) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.call @one(%5) : (!llvm.struct<(i7, i1)>) -> ()
  llvm.return
}

llvm.func @one(%s: !llvm.struct<(i7, i1)>) {
  %v = llvm.extractvalue %s[0] : !llvm.struct<(i7, i1)>
  %o = llvm.extractvalue %s[1] : !llvm.struct<(i7, i1)>
  %w = llvm.sext %v : i7 to i64
  llvm.call @show(%w, %o) : (i64, i1) -> ()
  llvm.return
}

llvm.func @print_lanes(%p: !llvm.ptr, %n: i64) {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%zero : i64)
^loop(%i: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %q : !llvm.ptr -> f32
  llvm.call @printF32(%x) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  %i2 = llvm.add %i, %one : i64
  llvm.br ^loop(%i2 : i64)
^exit:
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %a = llvm.mlir.constant(50 : i7) : i7
  %b = llvm.mlir.constant(-30 : i7) : i7
  %c = llvm.mlir.constant(20 : i7) : i7
  llvm.call @scalars(%a, %c) : (i7, i7) -> ()
  llvm.call @scalars(%b, %a) : (i7, i7) -> ()
  llvm.call @scalars(%b, %b) : (i7, i7) -> ()

  // Vectors: lane by lane, the overflow bits a vector of i1.
  %x = llvm.mlir.constant(dense<[250, 3, 128, 0]> : vector<4xi8>) : vector<4xi8>
  %y = llvm.mlir.constant(dense<[10, 4, 128, 255]> : vector<4xi8>) : vector<4xi8>
  %s = "llvm.intr.uadd.with.overflow"(%x, %y) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %m = "llvm.intr.smul.with.overflow"(%x, %y) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  llvm.call @lanes(%s) : (!llvm.struct<(vector<4xi8>, vector<4xi1>)>) -> ()
  llvm.call @lanes(%m) : (!llvm.struct<(vector<4xi8>, vector<4xi1>)>) -> ()

  // Masked accesses on eight floats.
  %bytes = llvm.mlir.constant(32 : i64) : i64
  %eight = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %init = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : vector<8xf32>) : vector<8xf32>
  llvm.store %init, %p {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
  %mask = llvm.mlir.constant(dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>) : vector<8xi1>
  %vals = llvm.mlir.constant(dense<[-1.0, -2.0, -3.0, -4.0, -5.0, -6.0, -7.0, -8.0]> : vector<8xf32>) : vector<8xf32>
  %pass = llvm.mlir.constant(dense<0.5> : vector<8xf32>) : vector<8xf32>
  %ld = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  llvm.call @vec(%ld) : (vector<8xf32>) -> ()
  %ex = "llvm.intr.masked.expandload"(%p, %mask, %pass) : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  llvm.call @vec(%ex) : (vector<8xf32>) -> ()
  llvm.intr.masked.store %vals, %p, %mask {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
  llvm.call @print_lanes(%p, %eight) : (!llvm.ptr, i64) -> ()
  "llvm.intr.masked.compressstore"(%vals, %p, %mask) : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
  llvm.call @print_lanes(%p, %eight) : (!llvm.ptr, i64) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @lanes(%s: !llvm.struct<(vector<4xi8>, vector<4xi1>)>) {
  %v = llvm.extractvalue %s[0] : !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %o = llvm.extractvalue %s[1] : !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %wv = llvm.sext %v : vector<4xi8> to vector<4xi64>
  %wo = llvm.zext %o : vector<4xi1> to vector<4xi64>
  %red_v = "llvm.intr.vector.reduce.add"(%wv) : (vector<4xi64>) -> i64
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %k3 = llvm.mlir.constant(3 : i64) : i64
  %v0 = llvm.extractelement %wv[%k0 : i64] : vector<4xi64>
  %v1 = llvm.extractelement %wv[%k1 : i64] : vector<4xi64>
  %v2 = llvm.extractelement %wv[%k2 : i64] : vector<4xi64>
  %v3 = llvm.extractelement %wv[%k3 : i64] : vector<4xi64>
  %o0 = llvm.extractelement %o[%k0 : i64] : vector<4xi1>
  %o1 = llvm.extractelement %o[%k1 : i64] : vector<4xi1>
  %o2 = llvm.extractelement %o[%k2 : i64] : vector<4xi1>
  %o3 = llvm.extractelement %o[%k3 : i64] : vector<4xi1>
  llvm.call @show(%v0, %o0) : (i64, i1) -> ()
  llvm.call @show(%v1, %o1) : (i64, i1) -> ()
  llvm.call @show(%v2, %o2) : (i64, i1) -> ()
  llvm.call @show(%v3, %o3) : (i64, i1) -> ()
  llvm.call @printI64(%red_v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @vec(%v: vector<8xf32>) {
  %bytes = llvm.mlir.constant(32 : i64) : i64
  %eight = llvm.mlir.constant(8 : i64) : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %v, %p {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
  llvm.call @print_lanes(%p, %eight) : (!llvm.ptr, i64) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}
