func.func @nested_region_args(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    %y = arith.addi %c1, %c1 : i32
    scf.yield %y : i32
  } else {
    %z = arith.muli %c1, %c1 : i32
    %w = arith.addi %z, %c1 : i32
    scf.yield %w : i32
  }
  return %r : i32
}

func.func @memref_effects(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  memref.store %c1, %m[%c0] : memref<4xi32>
  %v = memref.load %m[%c0] : memref<4xi32>
  %s = arith.addi %v, %c1 : i32
  return %s : i32
}

func.func @dead_block_consts(%x: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %c9 = arith.constant 9 : i32
  %y = arith.addi %x, %c9 : i32
  return %y : i32
^bb2:
  return %x : i32
}

func.func @switch_cf(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.switch %c5 : i32, [
    default: ^bb1(%x : i32),
    5: ^bb2(%c5 : i32),
    6: ^bb1(%c5 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %z = arith.muli %b, %b : i32
  return %z : i32
}

func.func @float_fold() -> f32 {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.mulf %a, %b : f32
  %d = math.sqrt %b : f32
  %e = arith.addf %c, %d : f32
  return %e : f32
}

func.func @vector_const() -> vector<4xi32> {
  %a = arith.constant dense<3> : vector<4xi32>
  %b = arith.addi %a, %a : vector<4xi32>
  return %b : vector<4xi32>
}

func.func @while_loop_var(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %one = arith.constant 1 : i32
    %n = arith.addi %b, %one : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @switch_default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %d = arith.constant 30 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @unknown_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %d = arith.constant 10 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

func.func @if_no_else(%c: i1, %m: memref<i32>) {
  %c1 = arith.constant 1 : i32
  scf.if %c {
    %t = arith.addi %c1, %c1 : i32
    memref.store %t, %m[] : memref<i32>
  }
  return
}
