// scf.if with results, scf.index_switch (with and without cases) and
// scf.execute_region (one and several blocks) lowered to branches.
func.func @ifres(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  %t = arith.muli %r, %r : i32
  return %t : i32
}
func.func @sw(%x: index) -> i32 {
  %r = scf.index_switch %x -> i32
  case 2 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 50 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 0 : i32
    scf.yield %c : i32
  }
  return %r : i32
}
func.func @sw0(%x: index) {
  scf.index_switch %x
  default {
    "test.d"() : () -> ()
    scf.yield
  }
  return
}
func.func @er(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %b = arith.addi %a, %a : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @erm(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^b:
    %y = arith.constant 2 : i32
    scf.yield %y : i32
  }
  return %r : i32
}
