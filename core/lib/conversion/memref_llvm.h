/* memref_llvm.h: what the files of finalize-memref-to-llvm share: the
 * pass's options as its patterns read them, upstream's MemRefDescriptor
 * and ConvertToLLVMPattern helpers (GEPs, sizes, element pointers), and
 * each file's pattern rows. */
#ifndef MLIRC_CONVERSION_MEMREF_LLVM_H
#define MLIRC_CONVERSION_MEMREF_LLVM_H

#include "llvm_pattern.h"

/* What the patterns read from the pass's options (their row data). */
typedef struct MemrefOptions {
  bool aligned_alloc, generic_functions;
} MemrefOptions;

/* `name` (llvm.add, llvm.mul...) of two index values with overflow flags. */
MLIR_INTERNAL Value *memref_llvm_index_binary(Rewriter *rw, const Loc *loc, const char *name, Value *a, Value *b,
                                              int flags);
/* llvm.getelementptr base[index] over `elem` with GEP no-wrap flags. */
MLIR_INTERNAL Value *memref_llvm_gep(Rewriter *rw, const Loc *loc, Value *base, const Type *elem, Value *index,
                                     int flags);
MLIR_INTERNAL bool memref_llvm_identity_layout(const Type *memref);
/* getMemRefDescriptorSizes: sizes and strides of an identity-layout
 * memref (dynamic sizes from `o`), returning the element count. */
MLIR_INTERNAL Value *memref_llvm_descriptor_sizes(Rewriter *rw, Operation *op, const LlvmTypeConverter *l,
                                                  const Type *memref, const ConvOperands *o, Value **sizes,
                                                  Value **strides);
/* The size in bytes of `count` elements (a GEP from null, as an integer). */
MLIR_INTERNAL Value *memref_llvm_size_in_bytes(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                               const Type *elem, Value *count);
/* createMemRefDescriptor: the pointers, offset 0, sizes and strides. */
MLIR_INTERNAL Value *memref_llvm_new_descriptor(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                                const Type *memref, Value *allocated, Value *aligned,
                                                Value *const *sizes, Value *const *strides);
/* getSizeInBytes: the size of one element (a GEP to index 1 from null). */
MLIR_INTERNAL Value *memref_llvm_element_size(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                              const Type *elem);
/* getStridedElementPtr: the aligned pointer (plus the offset) at the
 * linearized indices (none: the buffer start); `inbounds` adds inbounds|nuw
 * and nsw|nuw. */
MLIR_INTERNAL Value *memref_llvm_element_ptr(Rewriter *rw, Operation *op, const LlvmTypeConverter *l,
                                             const Type *memref, Value *desc, unsigned n, Value *const *indices,
                                             bool inbounds);
/* promoteOneMemRefDescriptor: the descriptor stored in a stack slot. */
MLIR_INTERNAL Value *memref_llvm_promote(Rewriter *rw, const Loc *loc, Value *desc);

/* The pattern rows of the views (reinterpret_cast, extract_strided_metadata,
 * casts to and from unranked, rank), globals, copies and atomics. */
MLIR_INTERNAL extern const ConvPattern MEMREF_LLVM_VIEW_PATTERNS[];
MLIR_INTERNAL extern const size_t MEMREF_LLVM_VIEW_PATTERN_COUNT;
MLIR_INTERNAL extern const ConvPattern MEMREF_LLVM_GLOBAL_PATTERNS[];
MLIR_INTERNAL extern const size_t MEMREF_LLVM_GLOBAL_PATTERN_COUNT;
MLIR_INTERNAL extern const ConvPattern MEMREF_LLVM_COPY_PATTERNS[];
MLIR_INTERNAL extern const size_t MEMREF_LLVM_COPY_PATTERN_COUNT;

#define MEMREF_LLVM_LOWER(NAME, FN) {.root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN}

#endif /* MLIRC_CONVERSION_MEMREF_LLVM_H */
