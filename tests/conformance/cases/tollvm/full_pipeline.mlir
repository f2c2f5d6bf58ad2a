module {
  func.func @kernel(%a: memref<?xi32>, %n: index, %k: i32) -> (i32, index) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %init = arith.constant 0 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init, %cnt = %c0) -> (i32, index) {
      %t = index.castu %i : index to i32
      %p = arith.muli %t, %k : i32
      %q = math.absi %p : i32
      %s = arith.addi %acc, %q : i32
      %big = arith.cmpi sgt, %s, %k : i32
      %c = scf.if %big -> index {
        %u = index.add %cnt, %c1
        scf.yield %u : index
      } else {
        scf.yield %cnt : index
      }
      scf.yield %s, %c : i32, index
    }
    %bad = arith.cmpi slt, %r#0, %init : i32
    %ok = arith.xori %bad, %bad : i1
    cf.assert %ok, "negative sum"
    return %r#0, %r#1 : i32, index
  }
  func.func @main(%a: memref<?xi32>) -> i32 {
    %n = arith.constant 8 : index
    %k = arith.constant 3 : i32
    %r:2 = call @kernel(%a, %n, %k) : (memref<?xi32>, index, i32) -> (i32, index)
    %p = ub.poison : i32
    %z = arith.cmpi eq, %r#1, %n : index
    %s = arith.select %z, %r#0, %p : i32
    return %s : i32
  }
}
