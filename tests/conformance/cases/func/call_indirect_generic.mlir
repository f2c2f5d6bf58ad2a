// func.call_indirect: the callee's function type gives the operand and
// result types (TypesMatchWith with getInputs()/getResults()).
func.func @callee(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func private @nothing()

func.func @caller(%a: i32, %b: f32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %f = func.constant @callee : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  %g = func.constant @external : (tensor<4xf32>) -> tensor<4xf32>
  %u = func.call_indirect %g(%t) {some.attr = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %h = func.constant @nothing : () -> ()
  func.call_indirect %h() : () -> ()
  return %r#0, %u : i32, tensor<4xf32>
}

func.func @from_argument(%fn: (index) -> (i1, i1, index), %i: index) -> index {
  %0:3 = func.call_indirect %fn(%i) : (index) -> (i1, i1, index)
  %1 = func.call @callee_direct(%0#2) : (index) -> index
  return %1 : index
}
func.func private @callee_direct(index) -> index
