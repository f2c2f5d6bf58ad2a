/* exec_tables.c: the dialects the interpreter runs, one table of handlers
 * each (ops_<dialect>.c). A new dialect's semantics is a table and one
 * entry here. A dialect whose ops take another's handlers (`same_as`)
 * comes after that one. */
#include "exec.h"

#define EXEC_DIALECT_LIST(X) X(BUILTIN) X(FUNC) X(ARITH) X(CF) X(SCF) X(AFFINE) X(AFFINE_PARALLEL) X(MATH) X(COMPLEX) X(MEMREF) X(INDEX) X(UB) X(TENSOR) X(BUFFERIZATION) X(LINALG) X(VECTOR) X(VECTOR_MEMORY) X(LLVM) X(LLVM_INTRINSICS) X(LLVM_ATOMIC)

#define EXEC_DECLARE(NAME) MLIR_INTERNAL extern const ExecDialect EXEC_##NAME;
EXEC_DIALECT_LIST(EXEC_DECLARE)
#undef EXEC_DECLARE

#define EXEC_ENTRY(NAME) &EXEC_##NAME,
const ExecDialect *const EXEC_DIALECTS[] = {EXEC_DIALECT_LIST(EXEC_ENTRY) NULL};
#undef EXEC_ENTRY
