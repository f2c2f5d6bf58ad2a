// Aliases reachable only through nested storage (a memref layout, a tensor
// encoding, an array element, a distinct attribute): the printer's pre-scan
// must find them, or the alias definitions would be missing.
func.func @f(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> tensor<2xi32, affine_map<(d0) -> (d0)>> {
  %c = arith.constant dense<1> : tensor<2xi32, affine_map<(d0) -> (d0)>>
  %d = "test.op"() {x = [affine_map<(d0) -> (d0 * 2)>]} : () -> i32
  %e = "test.op"() {y = {z = distinct[0]<[1, 2]>}} : () -> i32
  %s = "test.op"() {s = "text" : tensor<1xi32, affine_map<(d0) -> (d0 * 3)>>} : () -> i32
  return %c : tensor<2xi32, affine_map<(d0) -> (d0)>>
}
func.func @g() {
  %0 = "test.op"() {d = dense<2> : tensor<2xi32, affine_map<(d0) -> (d0 * 4)>>} : () -> i32
  return
}
