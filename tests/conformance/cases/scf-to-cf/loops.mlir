// scf.for (signed and unsigned, with iteration arguments, nested),
// scf.while (general and do-while forms) lowered to blocks.
func.func @forres(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %c = arith.cmpf olt, %a, %x : f32
    %y = scf.if %c -> f32 {
      %q = arith.addf %a, %a : f32
      scf.yield %q : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %y : f32
  }
  return %r : f32
}
func.func @ufor(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for unsigned %i = %c0 to %n step %c1 : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}
func.func @nested_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c1 {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
func.func @wh(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %c1 = arith.constant 1 : i32
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}
func.func @dowhile(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %k = arith.addi %i, %c1 : i32
    %cond = arith.cmpi slt, %k, %n : i32
    scf.condition(%cond) %k : i32
  } do {
  ^bb0(%j: i32):
    scf.yield %j : i32
  }
  return %r : i32
}
func.func @whif(%n: i32, %c: i1) -> (i32, f32) {
  %c0 = arith.constant 0 : i32
  %f = arith.constant 0.0 : f32
  %r:2 = scf.while (%i = %c0, %acc = %f) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %acc : i32, f32
  } do {
  ^bb0(%j: i32, %a: f32):
    %k = scf.if %c -> i32 {
      %one = arith.constant 1 : i32
      %s = arith.addi %j, %one : i32
      scf.yield %s : i32
    } else {
      %two = arith.constant 2 : i32
      %s = arith.addi %j, %two : i32
      scf.yield %s : i32
    }
    scf.yield %k, %a : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}
