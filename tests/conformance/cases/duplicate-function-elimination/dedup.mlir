// Functions equal but for their name keep the first; uses are renamed,
// including func.constant and nested references; declarations stay.
func.func @identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func @also_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func private @private_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
func.func @add_lr(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}
func.func @add_rl(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %b, %a : f32
  return %0 : f32
}
func.func @also_add_lr(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32 loc("elsewhere")
  return %0 : f32
}
func.func @ite(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}
func.func @also_ite(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %0 : f32
}
func.func @reverse_ite(%p: i1, %a: f32, %b: f32) -> f32 {
  %0 = scf.if %p -> f32 {
    scf.yield %b : f32
  } else {
    scf.yield %a : f32
  }
  return %0 : f32
}
func.func @branches(%p: i1, %a: i32) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @also_branches(%p: i1, %a: i32) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @other_constant(%p: i1, %a: i32) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %c = arith.constant 2 : i32
  return %c : i32
}
func.func @with_attr(%arg0: tensor<f32>) -> tensor<f32> attributes {some.attr} {
  return %arg0 : tensor<f32>
}
func.func private @decl(i32) -> i32
func.func private @also_decl(i32) -> i32
func.func @user(%t: tensor<f32>, %a: f32, %b: f32, %p: i1, %i: i32) {
  %0 = call @also_identity(%t) : (tensor<f32>) -> tensor<f32>
  %1 = call @private_identity(%0) : (tensor<f32>) -> tensor<f32>
  %f = constant @also_identity : (tensor<f32>) -> tensor<f32>
  %2 = call_indirect %f(%1) : (tensor<f32>) -> tensor<f32>
  %3 = call @also_add_lr(%a, %b) : (f32, f32) -> f32
  %4 = call @add_rl(%a, %b) : (f32, f32) -> f32
  %5 = call @also_ite(%p, %a, %b) : (i1, f32, f32) -> f32
  %6 = call @also_branches(%p, %i) : (i1, i32) -> i32
  %7 = call @also_decl(%i) : (i32) -> i32
  "test.uses"() {refs = [@also_identity, {x = @also_ite}], nested = @also_branches::@inner} : () -> ()
  return
}
