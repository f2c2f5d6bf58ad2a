/* llvm_type_converter.h: upstream's LLVMTypeConverter, shared by the
 * to-LLVM conversions: builtin types to their LLVM dialect equivalents
 * (index to an integer of the index bitwidth, memrefs to descriptor
 * structs, function signatures with memref arguments unpacked or as bare
 * pointers), the materializations as builtin.unrealized_conversion_cast
 * (memref descriptors packed from their fields), and the MemRefDescriptor
 * helpers that pack and unpack a descriptor. */
#ifndef MLIRC_CONVERSION_LLVM_TYPE_CONVERTER_H
#define MLIRC_CONVERSION_LLVM_TYPE_CONVERTER_H

#include "../rewrite/conversion.h"

/* upstream's kDeriveIndexBitwidthFromDataLayout: the default layout's 64. */
enum { LLVM_DEFAULT_INDEX_BITWIDTH = 64 };

typedef struct LlvmTypeConverter {
  TypeConverter *tc;
  Context *ctx;
  unsigned index_bitwidth;
  bool use_bare_ptr_call_conv;
  /* Numbers the globals renamed to stay unique (assert_msg_0, ...). */
  unsigned *name_counter;
  /* convert-math-to-llvm's approximate-log1p. */
  bool approximate_log1p;
} LlvmTypeConverter;

/* Creates the converter (index_bitwidth 0: the default); false when out
 * of memory. The llvm dialect is loaded into ctx. */
MLIR_INTERNAL bool llvm_tc_init(LlvmTypeConverter *l, Context *ctx, unsigned index_bitwidth, bool bare_ptr);
MLIR_INTERNAL void llvm_tc_fini(LlvmTypeConverter *l);
/* The LLVM dialect's type of `index` (iN). */
MLIR_INTERNAL const Type *llvm_tc_index_type(const LlvmTypeConverter *l);
/* The address space of a memref's memory space, or -1 when it has none
 * that converts (only integer spaces do). */
MLIR_INTERNAL int64_t llvm_memref_addrspace(const Type *memref);
/* Appends a ranked memref's descriptor fields (ptr, ptr, offset, sizes,
 * strides); the sizes and strides as arrays unless `unpack`. */
MLIR_INTERNAL bool llvm_memref_descriptor_fields(const LlvmTypeConverter *l, const Type *memref, bool unpack,
                                                 PtrVec *out);
/* The memref as a bare pointer (static strides and offset), or NULL. */
MLIR_INTERNAL const Type *llvm_memref_bare_ptr(const LlvmTypeConverter *l, const Type *memref);
/* convertCallingConventionType: a result or call operand type as the
 * calling convention passes it; appended to out. */
MLIR_INTERNAL bool llvm_tc_convert_call_type(const LlvmTypeConverter *l, const Type *t, bool bare, PtrVec *out);
/* packFunctionResults: void for none, the one converted type, or a
 * literal struct of them; NULL when one does not convert. */
MLIR_INTERNAL const Type *llvm_tc_pack_results(const LlvmTypeConverter *l, unsigned n, const Type *const *types,
                                               bool bare);
/* convertFunctionSignature: the !llvm.func type of a builtin function type,
 * filling `sig` (initialized by the caller for its inputs) with how each
 * argument maps; NULL when a type does not convert. */
MLIR_INTERNAL const Type *llvm_tc_convert_function_signature(const LlvmTypeConverter *l, const Type *fn,
                                                             bool vararg, bool bare, SignatureConversion *sig);

/* ---- building LLVM ops ------------------------------------------------------------------ */

/* The op's first result, or NULL when it was not built. */
static inline Value *llvm_res(Operation *op) { return op ? &op->results[0] : NULL; }
/* llvm.mlir.poison of `type`. */
MLIR_INTERNAL Value *llvm_poison(Rewriter *rw, const Loc *loc, const Type *type);
/* llvm.insertvalue / llvm.extractvalue at a position of `n` indices. */
MLIR_INTERNAL Value *llvm_insert(Rewriter *rw, const Loc *loc, Value *container, Value *v, unsigned n,
                                 const int64_t *pos);
MLIR_INTERNAL Value *llvm_extract(Rewriter *rw, const Loc *loc, Value *container, const Type *type, unsigned n,
                                  const int64_t *pos);
/* llvm.mlir.constant of an integer of `type`. */
MLIR_INTERNAL Value *llvm_int_constant(Rewriter *rw, const Loc *loc, const Type *type, int64_t v);

/* createIndexAttrConstant: llvm.mlir.constant(v : index) of the
 * converted index type. */
MLIR_INTERNAL Value *llvm_index_constant(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, int64_t v);
/* packRankedMemRefDesc / packUnrankedMemRefDesc: a descriptor of struct
 * type `desc` built from its unpacked fields. */
MLIR_INTERNAL Value *llvm_pack_descriptor(Rewriter *rw, const Loc *loc, const Type *desc, unsigned rank,
                                          bool ranked, Value *const *fields);
/* The fields of a descriptor value, appended to `out` (unpackAggregates). */
MLIR_INTERNAL bool llvm_unpack_descriptor(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                          const Type *memref, Value *desc, PtrVec *out);
/* MemRefDescriptor::fromStaticShape: a descriptor of a static memref
 * around a bare pointer. */
MLIR_INTERNAL Value *llvm_descriptor_from_static_shape(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l,
                                                       const Type *memref, Value *ptr);

#endif /* MLIRC_CONVERSION_LLVM_TYPE_CONVERTER_H */
