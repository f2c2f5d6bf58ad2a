// scf.for: index and integer induction variables, `unsigned`, iter_args,
// implicit and explicit yields, nested loops and trailing attributes.
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32, %m: memref<?xf32>) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @int_bounds(%lo: i32, %hi: i32, %st: i32, %x: i64) -> (i64, i32) {
  %r:2 = scf.for %i = %lo to %hi step %st iter_args(%a = %x, %b = %lo) -> (i64, i32) : i32 {
    %e = arith.extsi %i : i32 to i64
    %n = arith.addi %a, %e : i64
    scf.yield %n, %i : i64, i32
  }
  scf.for unsigned %j = %lo to %hi step %st : i32 {
    %k = arith.muli %j, %j : i32
  }
  return %r#0, %r#1 : i64, i32
}

func.func @nested(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.yield
    } {inner}
  } {outer = "loop"}
  scf.for %k = %c0 to %n step %c1 {
  }
  return
}
