func.func @loop(%n: i32, %k: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.while (%i = %c0, %inv = %k, %unused = %c0) : (i32, i32, i32) -> (i32, i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %inv, %k : i32, i32, i32
  } do {
  ^bb0(%a: i32, %b: i32, %c: i32):
    %next = arith.addi %a, %c1 : i32
    scf.yield %next, %b, %c0 : i32, i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @truth(%n: i32, %m: memref<i1>) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %n) : (i32) -> (i32, i1) {
    %cond = arith.cmpi slt, %i, %c1 : i32
    scf.condition(%cond) %i, %cond : i32, i1
  } do {
  ^bb0(%a: i32, %b: i1):
    memref.store %b, %m[] : memref<i1>
    %again = arith.cmpi slt, %a, %c1 : i32
    memref.store %again, %m[] : memref<i1>
    %next = arith.addi %a, %c1 : i32
    scf.yield %next : i32
  }
  return %r#0 : i32
}

func.func @duplicates(%n: i32, %m: memref<i32>) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %n) : (i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %c1 : i32
    scf.condition(%cond) %i, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %next = arith.addi %a, %b : i32
    scf.yield %next : i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @align(%x: i32, %y: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %a, %b : i32
    scf.condition(%cond) %b, %a : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %q, %c1 : i32
    scf.yield %n, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
