// The conversion folds an scf.if before lowering it: over a negated
// condition (xori with true) it takes the plain condition and swaps its
// branches, so the former else block comes first.
func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @twice_negated(%c: i1, %m: memref<2xi32>, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %nn = arith.xori %n, %true : i1
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  scf.if %nn {
    memref.store %a, %m[%i0] : memref<2xi32>
  } else {
    memref.store %a, %m[%i1] : memref<2xi32>
  }
  return
}
