// A signature of unnamed arguments with an explicit entry block.
func.func @f(f32 {a.b}, i64) -> f32 {
^bb0(%x: f32, %y: i64):
  return %x : f32
}

func.func @g(%a: !smt.bool) {
  return
}
