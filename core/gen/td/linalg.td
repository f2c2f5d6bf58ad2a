// The linalg dialect's ops, which upstream splits over three files: the
// structural ops (linalg.yield, linalg.index, ...), the structured ops
// (linalg.generic and the named ops generated from OpDSL) and the relayout
// ops (linalg.pack, linalg.unpack). Read by core/gen/ods_gen.py through
// llvm-tblgen --dump-json (see core/BUILD.bazel).
include "mlir/Dialect/Linalg/IR/LinalgOps.td"
include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td"
include "mlir/Dialect/Linalg/IR/LinalgRelayoutOps.td"
