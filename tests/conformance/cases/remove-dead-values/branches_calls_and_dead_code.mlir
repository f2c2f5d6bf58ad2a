func.func @branches(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y : i32)
^bb1(%a: i32, %b: i32):
  memref.store %a, %m[] : memref<i32>
  cf.br ^bb3(%a : i32)
^bb2(%d: i32):
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @unreachable_code(%x: i32, %m: memref<i32>) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^dead, ^live
^dead:
  %z = arith.muli %x, %x : i32
  memref.store %z, %m[] : memref<i32>
  cf.br ^live
^live:
  return %x : i32
}

func.func private @callee(%a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  memref.store %b, %m[] : memref<i32>
  %s = arith.addi %a, %a : i32
  return %s, %b : i32, i32
}

func.func @caller(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = func.call @callee(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  %r2:2 = func.call @callee(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  %u = arith.addi %r#0, %r2#0 : i32
  return %x : i32
}

func.func @nested_dead(%c: i1, %x: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> i32 {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
      %t = arith.addi %a, %x : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return
}

func.func @effects_keep(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    scf.yield %x, %x : i32, i32
  }
  return %r#1 : i32
}

func.func @switch_blocks(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%x : i32),
    1: ^bb2(%x, %x : i32, i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%p: i32, %q: i32):
  return %q : i32
}
