"test.op"() {g = dense_resource<blob2> : tensor<1xi8>, h = dense_resource<blob3> : tensor<2xi16>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x0100000007",
      blob3: "0x08000000AABBCCDD"
    }
  }
#-}
// -----
"test.op"() {g = dense_resource<blob2> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob2: "0x0100000009"
    }
  }
#-}
// -----
"test.op"() {g = dense_resource<blob9> : tensor<1xi8>} : () -> ()
