// Locations of scf ops and of the implicit terminators the parser adds.
func.func @f(%lb: index, %c: i1, %t: tensor<4xf32>, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.if %c {
    } loc("if.c":1:1)
    scf.yield %a : f32 loc("yield.c":2:2)
  } loc("for.c":3:3)
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
  } loc("par.c":4:4)
  %s = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  } loc("forall.c":5:5)
  return %r : f32
}
