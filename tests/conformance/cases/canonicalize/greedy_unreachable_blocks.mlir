// Upstream 22 erases unreachable blocks before every iteration of the
// greedy driver, even with region simplification disabled: the dead block
// of @dead survives no iteration, while the block that the cond_br folding
// makes unreachable in @late stays because no second iteration runs.
func.func @dead(%x: i32) -> i32 {
  return %x : i32
^bb1:
  %y = "test.foo"(%y) : (i32) -> (i32)
  cf.br ^bb1
}

func.func @late(%x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  return %x : i32
^bb2:
  "test.b"() : () -> ()
  return %x : i32
}

func.func @nested(%x: i32) -> i32 {
  "test.region"() ({
    "test.a"() : () -> ()
    "test.term"() : () -> ()
  ^bb1:
    "test.foo"() : () -> ()
    "test.term"() : () -> ()
  }) : () -> ()
  return %x : i32
}
