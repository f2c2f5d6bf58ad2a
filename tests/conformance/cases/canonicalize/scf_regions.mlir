func.func @execute_region(%x: i32, %c: i1) -> (i32, i32, i32) {
  %0 = scf.execute_region -> i32 {
    %z = arith.addi %x, %x : i32
    scf.yield %z : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %z = arith.muli %x, %x : i32
    scf.yield %z : i32
  ^bb2:
    scf.yield %x : i32
  }
  %2 = scf.execute_region -> i32 no_inline {
    %z = arith.subi %x, %0 : i32
    scf.yield %z : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @index_switch(%x: i32, %y: i32, %i: index) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = scf.index_switch %c2 -> i32
  case 2 {
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  }
  default {
    scf.yield %x : i32
  }
  %1 = scf.index_switch %c9 -> i32
  case 2 {
    scf.yield %y : i32
  }
  default {
    %z = arith.muli %x, %y : i32
    scf.yield %z : i32
  }
  %2 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %y : i32
  }
  default {
    scf.yield %x : i32
  }
  return %0, %1, %2 : i32, i32, i32
}
