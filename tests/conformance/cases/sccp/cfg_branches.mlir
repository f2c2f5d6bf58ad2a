func.func @simple_cfg(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%arg0 : i32)
^bb1(%a: i32):
  %x = arith.addi %a, %c1 : i32
  cf.br ^bb3(%x : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @loop(%arg0 : i32, %n : i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %cond = arith.cmpi slt, %i, %c1 : i32
  cf.cond_br %n, ^body, ^exit(%i : i32)
^body:
  %z = arith.muli %i, %c0 : i32
  cf.br ^head(%z : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @loop2(%arg0 : i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %cond = arith.cmpi slt, %i, %c1 : i32
  cf.cond_br %cond, ^body, ^exit(%i : i32)
^body:
  %z = arith.addi %i, %c1 : i32
  cf.br ^head(%z : i32)
^exit(%r: i32):
  return %r : i32
}
