// The llvm dialect, which upstream splits over files: the ops (with the
// attribute defs and enums they include), the intrinsic ops and the type
// defs. Read by core/gen/ods_gen.py through llvm-tblgen --dump-json (see
// core/BUILD.bazel).
include "mlir/Dialect/LLVMIR/LLVMOps.td"
include "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"
include "mlir/Dialect/LLVMIR/LLVMTypes.td"
