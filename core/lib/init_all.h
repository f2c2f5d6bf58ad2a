/* init_all.h: everything mlirc provides, listed once: the dialects (the
 * X-macro below, one line each, as upstream's InitAllDialects) and the
 * passes (init_all.c, as upstream's registerAllPasses), and the context
 * constructor that loads the builtin dialect. Depends on every folder but
 * capi/ and tool/. */
#ifndef MLIRC_INIT_ALL_H
#define MLIRC_INIT_ALL_H

#include "dialects/irdl/irdl.h"
#include "pass/pass.h"

/* X(NAME) for each dialect, in upstream's registration order; NAME_DIALECT
 * is its DialectDef (defined in dialects/<name>/). */
#define MLIRC_DIALECTS(X) \
  X(BUILTIN) \
  X(FUNC) \
  X(ARITH) \
  X(CF) \
  X(SCF) \
  X(MATH) \
  X(MEMREF) \
  X(TENSOR) \
  X(INDEX) \
  X(UB) \
  X(AFFINE) \
  X(VECTOR) \
  X(LINALG) \
  X(COMPLEX) \
  X(BUFFERIZATION) \
  X(X86VECTOR) \
  X(ARM_NEON) \
  X(ARM_SVE) \
  X(MPI) \
  X(SHAPE) \
  X(ASYNC) \
  X(SMT) \
  X(IRDL) \
  X(NVGPU) \
  X(LLVM)

#define MLIRC_DECLARE_DIALECT(NAME) MLIR_INTERNAL extern const DialectDef NAME##_DIALECT;
MLIRC_DIALECTS(MLIRC_DECLARE_DIALECT)
#undef MLIRC_DECLARE_DIALECT

/* X(NAME) for each pass, one line each; NAME_PASS is its PassInfo (defined in
 * transforms/ or conversion/). */
#define MLIRC_PASSES(X) \
  X(CANONICALIZE) \
  X(SCF_TO_CF) \
  X(CSE) \
  X(INLINE) \
  X(PRINT_OP_STATS) \
  X(STRIP_DEBUGINFO) \
  X(SYMBOL_DCE) \
  X(SCCP) \
  X(LICM) \
  X(CONTROL_FLOW_SINK) \
  X(TOPOLOGICAL_SORT) \
  X(SYMBOL_PRIVATIZE) \
  X(VIEW_OP_GRAPH) \
  X(REMOVE_DEAD_VALUES) \
  X(ARITH_EXPAND) \
  X(MATH_UPLIFT_TO_FMA) \
  X(DUPLICATE_FUNCTION_ELIMINATION) \
  X(RECONCILE_UNREALIZED_CASTS) \
  X(MATH_TO_LIBM) \
  X(LOWER_AFFINE) \
  X(COMPLEX_TO_STANDARD) \
  X(CONVERT_LINALG_TO_LOOPS) \
  X(CONVERT_LINALG_TO_AFFINE_LOOPS) \
  X(CONVERT_LINALG_TO_PARALLEL_LOOPS) \
  X(LINALG_GENERALIZE_NAMED_OPS) \
  X(ONE_SHOT_BUFFERIZE) \
  X(BUFFER_RESULTS_TO_OUT_PARAMS) \
  X(DROP_EQUIVALENT_BUFFER_RESULTS) \
  X(LOWER_DEALLOCATIONS) \
  X(ARITH_TO_LLVM) \
  X(CF_TO_LLVM) \
  X(FUNC_TO_LLVM) \
  X(INDEX_TO_LLVM) \
  X(UB_TO_LLVM) \
  X(MATH_TO_LLVM) \
  X(TO_LLVM) \
  X(MEMREF_TO_LLVM) \
  X(EXPAND_STRIDED_METADATA) \
  X(COMPLEX_TO_LLVM) \
  X(VECTOR_TO_LLVM) \
  X(SCF_FOR_TO_WHILE) \
  X(SCF_FORALL_TO_FOR) \
  X(SCF_FORALL_TO_PARALLEL) \
  X(SCF_PARALLEL_FOR_TO_NESTED_FORS) \
  X(BUFFERIZATION_TO_MEMREF) \
  X(EMPTY_TENSOR_TO_ALLOC_TENSOR) \
  X(PROMOTE_BUFFERS_TO_STACK)

#define MLIRC_DECLARE_PASS(NAME) MLIR_INTERNAL extern const PassInfo NAME##_PASS;
MLIRC_PASSES(MLIRC_DECLARE_PASS)
#undef MLIRC_DECLARE_PASS

/* Every dialect, NULL-terminated. */
MLIR_INTERNAL extern const DialectDef *const ALL_DIALECTS[];
/* Every pass, NULL-terminated, and the registry holding all of them. */
MLIR_INTERNAL extern const PassInfo *const ALL_PASSES[];
MLIR_INTERNAL extern const PassRegistry ALL_PASSES_REGISTERED;

/* A new context with the builtin dialect loaded, as upstream's MLIRContext;
 * NULL when out of memory. */
MLIR_INTERNAL Context *context_create(void);
/* Loads every dialect (mlir-opt's registry). */
MLIR_INTERNAL void load_all_dialects(Context *ctx);

#endif /* MLIRC_INIT_ALL_H */
