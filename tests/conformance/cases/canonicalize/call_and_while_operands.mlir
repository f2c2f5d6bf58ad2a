// Rewrites that rebuild an op from another op's operand list: a
// call_indirect of a func.constant with several arguments becomes a direct
// call, and scf.while ops with several inits are rebuilt when the
// condition forwards one value twice or in another order.
func.func private @ext(i32, i64, f32) -> (i32, f32)

func.func @indirect(%a: i32, %b: i64, %c: f32) -> (i32, f32) {
  %f = func.constant @ext : (i32, i64, f32) -> (i32, f32)
  %r:2 = func.call_indirect %f(%a, %b, %c) : (i32, i64, f32) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

func.func @duplicated_results(%a: i32, %b: i32, %n: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y, %x : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %t = arith.addi %p, %s : i32
    scf.yield %t, %q : i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @swapped(%a: i32, %b: i64, %n: i32) -> (i64, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %one = arith.constant 1 : i32
    %t = arith.addi %q, %one : i32
    scf.yield %t, %p : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}
