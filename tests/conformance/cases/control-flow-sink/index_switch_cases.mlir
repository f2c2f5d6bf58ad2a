func.func @switch_sink(%i: index, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %x, %x : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}
