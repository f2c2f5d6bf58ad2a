func.func @while(%c: i1, %x: i32) -> i32 {
  %r:3 = scf.while (%a = %x, %b = %x) : (i32, i32) -> (i32, i32, i32) {
    %t2 = arith.addi %b, %b : i32
    %t3 = arith.muli %b, %b : i32
    %t4 = arith.addi %a, %a : i32
    scf.condition(%c) %t2, %t3, %t4 : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %t6 = arith.addi %q, %q : i32
    %t5 = arith.addi %s, %s : i32
    scf.yield %t5, %t6 : i32, i32
  }
  return %r#0 : i32
}
func.func @if_dead(%c: i1, %x: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  } else {
    %b = arith.muli %x, %x : i32
    scf.yield %x, %b : i32, i32
  }
  return %r#0 : i32
}
func.func @for_dead(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %na = arith.addi %a, %x : i32
    %nb = arith.muli %b, %x : i32
    scf.yield %na, %nb : i32, i32
  }
  return %r#0 : i32
}
