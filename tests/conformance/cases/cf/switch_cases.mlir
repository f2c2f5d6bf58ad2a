// cf.switch (SwitchOpCases): case values printed unsigned at the flag's
// width, operands on default and cases, i1/i8/i64/index flags, a switch
// without cases, repeated case values; cf.br, cf.cond_br with weights,
// cf.assert; ub.poison and ub.unreachable.
func.func @switches(%f: i32, %g: i8, %h: i64, %k: index, %a: index, %b: f32, %c: i1, %s16: i16) {
  cf.switch %f : i32, [
    default: ^bb1(%a : index),
    42: ^bb2,
    -1: ^bb3(%a, %b : index, f32),
    7: ^bb2
  ]
^bb1(%x: index):
  cf.switch %g : i8, [
    default: ^bb2
  ]
^bb2:
  cf.switch %h : i64, [
    default: ^bb4,
    -5: ^bb4,
    5: ^bb4
  ]
^bb3(%y: index, %z: f32):
  cf.switch %c : i1, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  cf.switch %g : i8, [
    default: ^bb5,
    -128: ^bb5,
    127: ^bb6(%k : index)
  ]
^bb5:
  cf.switch %s16 : i16, [
    default: ^bb6(%a : index),
    3: ^bb6(%k : index),
    3: ^bb6(%a : index)
  ]
^bb6(%w: index):
  cf.assert %c, "unreachable \"case\""
  cf.cond_br %c weights([3, 5]), ^bb7(%w : index), ^bb8
^bb7(%v: index):
  %p = ub.poison : i32
  %q = ub.poison : vector<4xf32>
  cf.br ^bb8
^bb8:
  ub.unreachable
}
