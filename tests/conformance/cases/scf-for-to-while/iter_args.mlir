func.func @f(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %n = arith.addf %acc, %f : f32
    scf.yield %n : f32
  }
  return %r : f32
}
func.func @g(%lb: i32, %ub: i32, %step: i32) {
  scf.for %i = %lb to %ub step %step : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  return
}
