func.func @trip_counts(%x: i32, %n: index, %m: memref<?xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c10 to %c4 step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.muli %a, %a : i32
    scf.yield %y : i32
  }
  %2 = scf.for %i = %c0 to %c10 step %c4 iter_args(%a = %x) -> (i32) {
    scf.yield %0 : i32
  }
  scf.for %i = %n to %n step %c1 {
    memref.store %x, %m[%i] : memref<?xi32>
  }
  scf.for %i = %c4 to %c10 step %c10 {
    memref.store %x, %m[%i] : memref<?xi32>
  }
  return %0, %1, %2 : i32, i32, i32
}

func.func @iter_args(%x: i32, %y: i32, %n: index, %m: memref<?xi32>) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %x, %d = %y) -> (i32, i32, i32, i32) {
    memref.store %a, %m[%i] : memref<?xi32>
    %z = arith.addi %c, %c : i32
    scf.yield %x, %b, %z, %z : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#0 : i32, i32, i32, i32
}

func.func @nsw_bound(%lb: index, %m: memref<?xindex>) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c4 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  %ub2 = arith.addi %lb, %c4 : index
  scf.for %i = %lb to %ub2 step %c4 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

func.func @i32_loops(%m: memref<?xi32>) {
  %c4 = arith.constant 4 : i32
  %c9 = arith.constant 9 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  %cm = arith.constant -2 : i32
  scf.for %i = %c4 to %c9 step %c9 : i32 {
    memref.store %i, %m[%c0] : memref<?xi32>
  }
  scf.for unsigned %i = %c1 to %cm step %c4 : i32 {
    memref.store %i, %m[%c0] : memref<?xi32>
  }
  scf.for %i = %c1 to %cm step %c4 : i32 {
    memref.store %i, %m[%c0] : memref<?xi32>
  }
  return
}
