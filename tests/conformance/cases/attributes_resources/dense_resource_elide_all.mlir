"test.op"() {g = dense_resource<zz> : tensor<1xi8>, h = dense_resource<aa> : tensor<2xi16>} : () -> ()
{-# dialect_resources: { builtin: { aa: "0x0800000001000200", zz: "0x0100000007" } }, external_resources: { e: { q: "hello", r: "0x0100000007" , s: true, t: "x"}, f: {}, g: { k: false } } #-}
