func.func @nested_loops(%x: i32, %y: i32, %n: index, %m: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cond = arith.cmpi slt, %x, %y : i32
  scf.for %i = %c0 to %n step %c4 {
    scf.for %j = %c0 to %n step %c1 {
      %a = arith.addi %x, %y : i32
      %inner = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %a) -> i32 {
        %b = arith.muli %acc, %x : i32
        scf.yield %b : i32
      }
      %t = scf.if %cond -> i32 {
        %q = arith.subi %x, %y : i32
        scf.yield %q : i32
      } else {
        scf.yield %x : i32
      }
      memref.store %inner, %m[%j] : memref<8xi32>
      memref.store %t, %m[%i] : memref<8xi32>
    }
  }
  return
}
