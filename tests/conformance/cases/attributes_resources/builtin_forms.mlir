#d = distinct[5]<42 : i32>
func.func @f() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<2xi32>
  %1 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  "test.op"() {a = distinct[0]<42 : i32>, b = distinct[0]<42 : i32>, c = distinct[7]<unit>, d = #d, e = sparse<[], []> : tensor<3xf32>, f = sparse<1, 2.0> : tensor<2x2xf32>, g = dense_resource<blob2> : tensor<1xi8>} : () -> ()
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x0100000007"
    }
  },
  external_resources: { e: { q: "hi" } }
#-}
