// Functions over arith and cf, with attributes of many kinds on an
// unregistered op.
func.func @f(%a: i32, %b: f32, %m: memref<4x?xf32>) -> i32 attributes {foo = "bar"} {
  %c = arith.constant 42 : i32
  %d = arith.addi %a, %c overflow<nsw> : i32
  %e = arith.cmpi slt, %a, %d : i32
  %f = arith.addf %b, %b fastmath<fast> : f32
  %g = "foo.bar"(%d) {x = [1, 2.5, "s", unit, @sym::@n, i8, dense<[1,2]> : tensor<2xi32>, array<i32: 1, 2>, affine_map<(d0)->(d0+1)>]} : (i32) -> tensor<?xi32>
  cf.cond_br %e, ^bb1(%d : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    3: ^bb1(%c : i32)
  ]
}
func.func private @decl(i32, f32) -> (i1, index)
