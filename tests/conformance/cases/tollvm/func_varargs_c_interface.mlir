func.func private @printf_like(i32) attributes {func.varargs = true, llvm.emit_c_interface}
