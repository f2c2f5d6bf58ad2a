func.func @loop(%lb: index, %ub: index, %init: f32) -> f32 {
  %step = arith.constant 1 : index
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %acc : f32
    scf.yield %next : f32
  }
  %cond = arith.cmpf olt, %sum, %init : f32
  %r = scf.if %cond -> (f32) {
    scf.yield %sum : f32
  } else {
    scf.yield %init : f32
  }
  return %r : f32
}

func.func @forward() -> i32 {
  cf.br ^bb2
^bb1:
  %r = arith.addi %v, %v : i32
  return %r : i32
^bb2:
  %v = arith.constant 1 : i32
  %w:2 = "arith.addui_extended"(%v, %v) : (i32, i32) -> (i32, i1)
  return %w#0 : i32
}
