llvm.mlir.global internal constant @r(dense_resource<blob1> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global internal constant @v(dense_resource<blob2> : vector<2xf64>) : vector<2xf64>
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      blob2: "0x08000000000000000000F03F0000000000000040"
    }
  }
#-}
