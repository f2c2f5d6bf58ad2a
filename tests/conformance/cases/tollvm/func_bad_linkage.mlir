func.func private @bad(i32) attributes {llvm.linkage = 3 : i64}
