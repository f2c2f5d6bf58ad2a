// Values used before their definition: the writer records use-list orders
// so that reading restores them.
func.func @f(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %u1 = arith.addi %x, %x : i32
  %u2 = arith.addi %u1, %x : i32
  %u3 = arith.muli %x, %u2 : i32
  return %u3 : i32
^bb2:
  %x = arith.addi %a, %a : i32
  %y = arith.addi %x, %a : i32
  %z = arith.addi %y, %x : i32
  cf.br ^bb1
}
"foo.graph"() ({
  %0 = "foo.op"(%2, %1, %2) : (i32, i32, i32) -> i32
  %1 = "foo.op"(%2, %0) : (i32, i32) -> i32
  %2 = "foo.op"(%0, %1, %0) : (i32, i32, i32) -> i32
  "foo.op"(%2, %2, %0, %1, %0) : (i32, i32, i32, i32, i32) -> ()
}) : () -> ()
