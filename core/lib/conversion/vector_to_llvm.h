/* vector_to_llvm.h: what the parts of convert-vector-to-llvm share: its
 * options, and the pattern sets of each part (vector_to_llvm_ops.c: ops
 * on vector values; vector_to_llvm_memory.c: loads, stores, gathers,
 * scatters, type_cast; vector_to_llvm_print.c: vector.print;
 * vector_lowering.c: the vector-to-vector lowerings run before the
 * conversion). */
#ifndef MLIRC_CONVERSION_VECTOR_TO_LLVM_H
#define MLIRC_CONVERSION_VECTOR_TO_LLVM_H

#include "llvm_pattern.h"

/* The widest fixed vector whose lanes the patterns list one by one (a
 * shuffle mask, a broadcast). */
enum { LLVM_VECTOR_MAX_LANES = 4096 };
/* LLVM's reassoc fast-math flag bit. */
enum { LLVM_FASTMATH_REASSOC = 64 };

typedef struct VectorToLlvmOptions {
  bool reassociate_fp_reductions;
  bool force_32bit_vector_indices;
  bool use_vector_alignment;
} VectorToLlvmOptions;

MLIR_INTERNAL bool vector_to_llvm_value_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l,
                                                 const VectorToLlvmOptions *opts);
MLIR_INTERNAL bool vector_to_llvm_memory_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l,
                                                  const VectorToLlvmOptions *opts);
MLIR_INTERNAL bool vector_to_llvm_print_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
/* The vector-to-vector lowerings (masks, steps) applied greedily with
 * folding, as upstream does before converting. */
MLIR_INTERNAL bool vector_lower_before_llvm(Operation *root, const VectorToLlvmOptions *opts);

#endif /* MLIRC_CONVERSION_VECTOR_TO_LLVM_H */
