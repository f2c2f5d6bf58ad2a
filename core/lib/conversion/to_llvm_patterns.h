/* to_llvm_patterns.h: each dialect's to-LLVM patterns (upstream's
 * populate*ToLLVMConversionPatterns), added by its own pass and by
 * convert-to-llvm. */
#ifndef MLIRC_CONVERSION_TO_LLVM_PATTERNS_H
#define MLIRC_CONVERSION_TO_LLVM_PATTERNS_H

#include "llvm_pattern.h"

/* arith (with the ceil/floor division expansions of arith_div_expand.c). */
MLIR_INTERNAL bool arith_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool arith_div_expand_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool cf_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool func_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool index_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
/* memref's subset of finalize-memref-to-llvm (default options). */
MLIR_INTERNAL bool memref_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool ub_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
MLIR_INTERNAL bool math_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);
/* complex (complex-range basic). */
MLIR_INTERNAL bool complex_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l);

#endif /* MLIRC_CONVERSION_TO_LLVM_PATTERNS_H */
