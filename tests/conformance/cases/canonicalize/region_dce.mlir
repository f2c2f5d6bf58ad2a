// Unreachable blocks, dead block arguments and dead cycles (runRegionDCE).
func.func @unreachable(%x: i32) -> i32 {
  cf.br ^bb2(%x : i32)
^bb1(%a: i32):
  %y = arith.addi %a, %a : i32
  cf.br ^bb2(%y : i32)
^bb2(%b: i32):
  return %b : i32
}

func.func @dead_args(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x, %y : i32, i32), ^bb2(%y, %x : i32, i32)
^bb1(%a: i32, %unused: i32):
  "test.op"() : () -> ()
  cf.br ^bb3(%a, %unused : i32, i32)
^bb2(%b: i32, %u2: i32):
  "test.op"() : () -> ()
  cf.br ^bb3(%b, %u2 : i32, i32)
^bb3(%r: i32, %dead: i32):
  return %r : i32
}

func.func @dead_cycle(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^bb1(%c0, %f : index, f32)
^bb1(%i: index, %acc: f32):
  %acc2 = arith.addf %acc, %acc : f32
  %cmp = arith.cmpi slt, %i, %n : index
  %next = arith.addi %i, %c1 : index
  cf.cond_br %cmp, ^bb1(%next, %acc2 : index, f32), ^bb2
^bb2:
  return
}

func.func @nested_regions(%c: i1, %x: i32) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%a: i32):
    scf.yield %a : i32
  ^bb2:
    scf.yield %x : i32
  ^bb3:
    %z = arith.addi %x, %x : i32
    scf.yield %z : i32
  }
  return %0 : i32
}
