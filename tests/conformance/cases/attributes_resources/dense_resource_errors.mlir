{-# dialect_resources: { arith: { x: "0x01000000AA" } } #-}
// -----
{-# dialect_resources: { builtin: { x: "0x0100000" } } #-}
// -----
{-# dialect_resources: { builtin: { x: "0x01" } } #-}
// -----
{-# dialect_resources: { builtin: { x: "0x03000000" } } #-}
// -----
{-# external_resources: { e: { x: 1 } } #-}
// -----
{-# foo: {} #-}
// -----
"test.op"() {g = dense_resource<zz> : i32} : () -> ()
// -----
"test.op"() {a = dense_resource<1> : tensor<1xi8>} : () -> ()
// -----
{-# dialect_resources: { foo: { x: "0x01000000AA" } } #-}
// -----
{-# dialect_resources: { builtin: { x: "0x01000000" } } 
