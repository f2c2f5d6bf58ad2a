llvm.func @dead(%a: i1, %x: i32) -> i32 {
  llvm.cond_br %a, ^bb3(%x : i32), ^bb4
^bb1(%p: i32):
  %q = llvm.add %p, %x : i32
  llvm.br ^bb2(%q : i32)
^bb2(%r: i32):
  llvm.br ^bb1(%r : i32)
^bb3(%s: i32):
  llvm.return %s : i32
^bb4:
  llvm.cond_br %a, ^bb3(%x : i32), ^bb3(%x : i32)
}
llvm.func @loop2(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^h(%c0 : i64)
^h(%i: i64):
  %c = llvm.icmp "ult" %i, %n : i64
  llvm.cond_br %c, ^b, ^e
^e:
  llvm.return %i : i64
^b:
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %j = llvm.add %i, %c1 : i64
  %k = llvm.mul %j, %j : i64
  llvm.switch %k : i64, ^h(%j : i64) [
    0: ^e,
    1: ^h(%k : i64),
    2: ^h(%j : i64)
  ]
}
