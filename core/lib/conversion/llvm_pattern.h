/* llvm_pattern.h: what the to-LLVM conversion patterns share (upstream's
 * ConvertToLLVMPattern and LLVM::detail): one op rewritten to one LLVM op
 * with its attributes, n-D vectors unrolled into their 1-D rows, and the
 * attribute converters of the arith and math flags. */
#ifndef MLIRC_CONVERSION_LLVM_PATTERN_H
#define MLIRC_CONVERSION_LLVM_PATTERN_H

#include "llvm_type_converter.h"

#include "../pass/pass.h"

/* What a to-LLVM pattern reads through its `data`: the converter and the
 * table row's own data. */
typedef struct LlvmPatternData {
  const LlvmTypeConverter *converter;
  const void *row;
} LlvmPatternData;

/* The LLVM converter of the pattern being applied. */
static inline const LlvmTypeConverter *llvm_converter(const Rewriter *rw) {
  const ConvPattern *p = conv_pattern(rw);
  return p ? ((const LlvmPatternData *)p->data)->converter : NULL;
}
/* The pattern's row data. */
static inline const void *llvm_row(const Rewriter *rw) {
  const ConvPattern *p = conv_pattern(rw);
  return p ? ((const LlvmPatternData *)p->data)->row : NULL;
}

/* The attributes an op carries, inherent and discardable, sorted by name
 * (getAttrDictionary), appended to `out` (NamedAttr values). */
MLIR_INTERNAL bool llvm_op_attrs(Operation *op, NamedAttr **out, unsigned *n);

/* The attribute converters: the arith fastmath attribute `name` renamed to
 * fastmathFlags with LLVM's flags; the arith overflowFlags as LLVM's. */
MLIR_INTERNAL void llvm_convert_fastmath_attr(Context *ctx, NamedAttr *attrs, unsigned n, const char *name);
MLIR_INTERNAL void llvm_convert_overflow_attr(Context *ctx, NamedAttr *attrs, unsigned n);
/* #llvm.fastmath<...> of LLVM's flag bits. */
MLIR_INTERNAL const Attr *llvm_fastmath_attr(Context *ctx, uint64_t bits);
/* The LLVM fastmath flags of arith flags bits. */
MLIR_INTERNAL uint64_t llvm_fastmath_bits_of_arith(uint64_t arith);
/* The flags word of an enum attribute (#arith.fastmath, #llvm.overflow...),
 * or `dflt`. */
MLIR_INTERNAL uint64_t llvm_enum_attr_bits(const Attr *a, uint64_t dflt);

/* Builds a `name` op of one result of type `type` from `ops`. */
typedef Value *(*LlvmBuild1D)(Rewriter *rw, Operation *op, const Type *type, unsigned n, Value *const *ops,
                              const void *user);
/* handleMultidimensionalVectors: for every 1-D row of the op's n-D vector
 * result, the operands' rows built into one row of the result. */
MLIR_INTERNAL Value *llvm_unroll_nd(Rewriter *rw, Operation *op, const Type *nd_type, unsigned n,
                                    Value *const *ops, LlvmBuild1D build, const void *user);
/* vectorOneToOneRewrite: `op` replaced by `target` over the converted
 * operands with `attrs` (unrolled when the operands are n-D vectors). */
MLIR_INTERNAL bool llvm_one_to_one(Rewriter *rw, Operation *op, const ConvOperands *o, const char *target,
                                   unsigned nattrs, const NamedAttr *attrs);
/* The converted operands, one value each (false when one is not 1:1). */
MLIR_INTERNAL bool llvm_operands(const ConvOperands *o, Value **out, unsigned max);


/* ---- running a conversion ------------------------------------------------------------------ */

/* Up to this many patterns per conversion (a pass's table and shared ones). */
enum { LLVM_MAX_PATTERNS = 160 };

/* A conversion's patterns: the tables' rows copied with the converter and
 * its LLVM data filled in. */
typedef struct LlvmPatterns {
  ConvPattern rows[LLVM_MAX_PATTERNS];
  LlvmPatternData data[LLVM_MAX_PATTERNS];
  const ConvPattern *list[LLVM_MAX_PATTERNS];
  size_t n;
} LlvmPatterns;

MLIR_INTERNAL bool llvm_add_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l, const ConvPattern *rows,
                                     size_t n);
/* LLVMConversionTarget (the llvm dialect and unrealized casts legal). */
MLIR_INTERNAL ConversionTarget *llvm_conversion_target(Context *ctx);
/* Applies the patterns under the target, partially or fully. */
MLIR_INTERNAL bool llvm_apply(Operation *root, ConversionTarget *target, LlvmPatterns *ps, bool full);

/* Adds a dialect's to-LLVM patterns. */
typedef bool (*LlvmPopulateFn)(LlvmPatterns *ps, const LlvmTypeConverter *l);
/* A to-LLVM pass's body: the patterns under a partial conversion to the
 * llvm dialect (index_bitwidth 0: the default). */
MLIR_INTERNAL bool llvm_run_pass(Operation *root, unsigned index_bitwidth, LlvmPopulateFn populate);
/* The same with the ops of no listed dialect asked `unknown_legal`, and
 * `illegal_dialect` (when given) marked illegal. */
MLIR_INTERNAL bool llvm_run_pass_with(Operation *root, unsigned index_bitwidth, LlvmPopulateFn populate,
                                      LegalityFn unknown_legal, const char *illegal_dialect);
/* The index-bitwidth option of the to-LLVM passes. */
MLIR_INTERNAL extern const PassOptionDef LLVM_INDEX_BITWIDTH_OPTION[];

#endif /* MLIRC_CONVERSION_LLVM_PATTERN_H */
