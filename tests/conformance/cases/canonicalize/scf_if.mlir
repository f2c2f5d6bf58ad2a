func.func @static(%x: i32, %y: i32, %m: memref<i32>) -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %t -> i32 {
    %z = arith.addi %x, %y : i32
    scf.yield %z : i32
  } else {
    scf.yield %y : i32
  }
  %1 = scf.if %f -> i32 {
    scf.yield %x : i32
  } else {
    %z = arith.muli %x, %y : i32
    scf.yield %z : i32
  }
  scf.if %f {
    memref.store %x, %m[] : memref<i32>
  }
  return %0, %1 : i32, i32
}

func.func @to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %z = arith.addi %x, %y : i32
    scf.yield %x, %z, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

func.func @unused(%c: i1, %x: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %x, %m[] : memref<i32>
    %z = arith.addi %x, %x : i32
    scf.yield %z, %x : i32, i32
  } else {
    %w = memref.load %m[] : memref<i32>
    scf.yield %w, %w : i32, i32
  }
  return %r#0 : i32
}

func.func @cond_value(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

func.func @propagate(%c: i1, %m: memref<i1>) {
  scf.if %c {
    memref.store %c, %m[] : memref<i1>
  } else {
    memref.store %c, %m[] : memref<i1>
  }
  return
}

func.func @combine(%c: i1, %m: memref<i32>, %x: i32, %y: i32) -> i32 {
  %a = scf.if %c -> i32 {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  } else {
    memref.store %y, %m[] : memref<i32>
    scf.yield %a : i32
  }
  return %b : i32
}

func.func @nested(%c: i1, %d: i1, %m: memref<i32>, %x: i32) {
  scf.if %c {
    scf.if %d {
      memref.store %x, %m[] : memref<i32>
    }
  }
  return
}

func.func @empty_else(%c: i1, %m: memref<i32>, %x: i32) {
  scf.if %c {
    memref.store %x, %m[] : memref<i32>
  } else {
  }
  return
}

func.func @negated(%c: i1, %m: memref<i32>, %x: i32, %y: i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %x, %m[] : memref<i32>
  } else {
    memref.store %y, %m[] : memref<i32>
  }
  return
}
