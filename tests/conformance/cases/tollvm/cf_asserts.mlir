module {
  llvm.mlir.global private constant @assert_msg("taken\00") {addr_space = 0 : i32}
  func.func @asserts(%a: i1, %b: i1) {
    cf.assert %a, "first check failed"
    cf.assert %b, "second"
    cf.assert %a, ""
    return
  }
}
