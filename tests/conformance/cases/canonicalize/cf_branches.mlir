// Branch simplification and the region simplification that follows.
func.func @single_pred(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %y = arith.addi %a, %c1 : i32
  cf.br ^bb2(%y : i32)
^bb2(%b: i32):
  return %b : i32
}

func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%x : i32), ^bb2(%y : i32)
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

func.func @identical(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%r: i32):
  return %r : i32
}

func.func @same_cond(%c: i1, %x: i32, %y: i32, %z: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%z : i32)
^bb1:
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb2(%x : i32), ^bb2(%y : i32)
^bb2(%r: i32):
  return %r : i32
}

func.func @truth(%c: i1) -> (i1, i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = "test.use"(%c) : (i1) -> i1
  return %t, %c : i1, i1
^bb2:
  %f = "test.use"(%c) : (i1) -> i1
  return %f, %c : i1, i1
}

func.func @assert(%x: i1) {
  %true = arith.constant true
  cf.assert %true, "always"
  cf.assert %x, "maybe"
  return
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %dead: i32):
  %d2 = arith.addi %dead, %c1 : i32
  %cmp = arith.cmpi slt, %i, %n : i32
  %next = arith.addi %i, %c1 : i32
  cf.cond_br %cmp, ^bb1(%next, %d2 : i32, i32), ^bb2
^bb2:
  return %i : i32
}
