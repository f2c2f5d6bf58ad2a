func.func @u(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for unsigned %i = %lb to %ub step %c1 {
    %a = arith.addi %i, %c0 : index
    "test.op"(%a) : (index) -> ()
  } {foo = 1 : i32}
  scf.for %i = %c0 to %ub step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
