module {
  func.func private @readnone(i32) attributes {llvm.readnone}
  func.func private @weak(i32) attributes {llvm.linkage = #llvm.linkage<extern_weak>}
  func.func @variadic(%a: i32) attributes {func.varargs = true} {
    return
  }
  func.func @internal(%a: i64) -> i64 attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]} {
    return %a : i64
  }
}
