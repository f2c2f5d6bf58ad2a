func.func @not_speculatable_regions(%x: i32, %n: index, %sel: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %e = scf.execute_region -> i32 {
      %v = arith.addi %x, %x : i32
      scf.yield %v : i32
    }
    %s = scf.index_switch %sel -> i32
    case 1 {
      scf.yield %x : i32
    }
    default {
      scf.yield %e : i32
    }
    %u = "test.pure"(%x) : (i32) -> i32
    %sum = arith.addi %s, %u : i32
    scf.yield %sum : i32
  }
  return %r : i32
}
