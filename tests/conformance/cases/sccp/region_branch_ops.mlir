func.func @if_const(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = scf.if %true -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @for_iter(%n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i5 = arith.constant 5 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %i5, %b = %i5) -> (i32, i32) {
    %nb = arith.addi %b, %i5 : i32
    %idx = arith.index_cast %i : index to i32
    scf.yield %a, %nb : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @while_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %false = arith.constant false
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%false) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %x : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @switch(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @exec(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 7 : i32
    scf.yield %c : i32
  }
  %s = arith.addi %r, %r : i32
  return %s : i32
}

func.func @parallel(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xindex>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %k = arith.addi %c1, %c1 : index
    memref.store %k, %m[%i] : memref<4xindex>
    scf.reduce
  }
  scf.forall (%j) in (%n) {
    %k2 = arith.muli %c1, %c1 : index
    memref.store %k2, %m[%j] : memref<4xindex>
  }
  return
}
