func.func @h(%a: memref<4x4xf32, strided<[4, 1], offset: ?>>, %c: i1) -> i32 {
  %r:2 = scf.if %c -> (memref<4x4xf32, strided<[4, 1], offset: ?>>, i32) {
    %z = arith.constant 0 : i32
    scf.yield %a, %z : memref<4x4xf32, strided<[4, 1], offset: ?>>, i32
  } else {
    %w = scf.execute_region -> i32 {
      %o = arith.constant 1 : i32
      cf.br ^bb1(%o : i32)
    ^bb1(%q: i32):
      scf.yield %q : i32
    }
    scf.yield %a, %w : memref<4x4xf32, strided<[4, 1], offset: ?>>, i32
  }
  return %r#1 : i32
}
