// scf.if with and without results and else, scf.while with and without
// carried values, scf.execute_region (results, no_inline, several blocks).
func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  scf.if %c {
    %t = arith.muli %a, %b : i32
  }
  scf.if %c {
  } else {
    %u = arith.subi %a, %b : i32
  } {note = 1}
  %p:2 = scf.if %c -> (i32, i1) {
    scf.yield %a, %c : i32, i1
  } else {
    scf.yield %b, %c : i32, i1
  }
  return %r : i32
}

func.func @count(%n: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %res:2 = scf.while (%x = %n, %steps = %one) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %x, %one : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %y2 = arith.subi %y, %one : i64
    %s2 = arith.addi %s, %one : i64
    scf.yield %y2, %s2 : i64, i64
  } attributes {tag = "w"}
  %c = arith.constant true
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %res#0, %res#1 : i64, i64
}

func.func @regions(%a: f32, %c: i1) -> f32 {
  %r = scf.execute_region -> f32 {
    %d = arith.addf %a, %a : f32
    scf.yield %d : f32
  }
  %q:2 = scf.execute_region -> (f32, i1) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a, %c : f32, i1
  ^bb2:
    scf.yield %r, %c : f32, i1
  } {kind = 7 : i32}
  scf.execute_region {
    scf.yield
  }
  return %q#0 : f32
}
