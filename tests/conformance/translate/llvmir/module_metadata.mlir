// Module attributes LLVM keeps outside functions: module asm (escaped as
// LLVM escapes strings) and named metadata in upstream's order, module
// flags before the debug info version mlir-translate adds.
module attributes {llvm.ident = "mlirc \"quoted\" \\ ident", llvm.commandline = "cc -O2 x.c", llvm.dependent_libraries = ["m", "pthread"], llvm.module_asm = [".globl sym", "\09.text"]} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<override, "flavor", "mild">, #llvm.mlir.module_flag<min, "min", 3 : i32>]
  llvm.func @f() {
    llvm.return
  }
}
