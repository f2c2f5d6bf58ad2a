"test.op"() {g = dense_resource<"a b"> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { "a b": "0x01000000" } } #-}
"test.op"() {g = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-# dialect_resources: { builtin: { blob1: "0x10000000010000000200000003" } } #-}
