/* vector_to_llvm_memory.c: upstream's VectorToLLVM patterns for memory:
 * vector.load/store and maskedload/maskedstore at the strided element
 * pointer of the memref (no wrap flags, unlike memref.load's), gather and
 * scatter through a vector of pointers, and vector.type_cast of a static
 * contiguous memref. The alignment is the op's, else the preferred one of
 * the memref's element type (or of the vector type with
 * use-vector-alignment) in the default data layout. Only 1-D vectors. */
#include "vector_to_llvm.h"

#include "../dialects/llvm/llvm.h"
#include "../interfaces/view_like.h"

enum { GEP_NO_FLAGS = 0, GEP_DYNAMIC_POSITION = INT32_MIN };
/* The descriptor fields read here. */
enum { DESC_ALIGNED_PTR = 1, DESC_OFFSET = 2, DESC_STRIDES = 4 };
/* The default layout aligns integers of 64 bits and more to 8 bytes. */
enum { MAX_INT_PREFERRED_ALIGN = 8, BITS_PER_BYTE = 8 };

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

static uint64_t bytes_of_bits(uint64_t bits) { return (bits + BITS_PER_BYTE - 1) / BITS_PER_BYTE; }

/* The bit width of a scalar LLVM type, or 0. */
static uint64_t scalar_bits(const Type *t) {
  if (type_is_integer(t)) return type_int_width(t);
  if (type_is_float(t)) return float_semantics(t)->width;
  return 0;
}

/* getTypePreferredAlignment in the default data layout, of a converted
 * scalar or 1-D vector type; 0 when unknown. */
static uint64_t preferred_alignment(const Type *t) {
  if (t->kind == TK_VECTOR) {
    uint64_t bits = scalar_bits(shaped_elem(t));
    return bits ? pow2_ceil(bytes_of_bits(bits * (uint64_t)shaped_dim(t, 0))) : 0;
  }
  uint64_t bits = scalar_bits(t);
  if (!bits) return llvm_type_is(t, "ptr") ? MAX_INT_PREFERRED_ALIGN : 0;
  uint64_t a = pow2_ceil(bytes_of_bits(bits));
  return type_is_integer(t) && a > MAX_INT_PREFERRED_ALIGN ? MAX_INT_PREFERRED_ALIGN : a;
}

/* The op's alignment attribute, else the preferred one; 0 when it cannot
 * be resolved. */
static uint64_t access_alignment(Rewriter *rw, Operation *op, const Type *memref, const Type *vector,
                                 bool use_vector_alignment) {
  const Attr *a = op_get_attr(op, "alignment", 9);
  if (a && attr_int_value(a)) return (uint64_t)attr_int_value(a);
  const TypeConverter *tc = conv_type_converter(rw);
  const Type *t = tc_convert_type1(tc, use_vector_alignment ? vector : shaped_elem(memref));
  return t ? preferred_alignment(t) : 0;
}

static Value *gep(Rewriter *rw, const Loc *loc, const Type *result, Value *base, const Type *elem, Value *index) {
  Context *ctx = rw->ctx;
  if (!base || !index || !elem) return NULL;
  int32_t raw = GEP_DYNAMIC_POSITION;
  const Type *i32 = type_integer(ctx, 32, 0);
  NamedAttr attrs[] = {
      named(ctx, "elem_type", attr_type(ctx, elem)),
      named(ctx, "noWrapFlags", attr_integer(ctx, i32, GEP_NO_FLAGS)),
      named(ctx, "rawConstantIndices", attr_dense_array(ctx, i32, 1, &raw, sizeof raw)),
  };
  return llvm_res(rw_build(rw, "llvm.getelementptr", loc, 2, (Value *[]){base, index}, 1, &result, 3, attrs));
}

static Value *index_op(Rewriter *rw, const Loc *loc, const char *name, Value *a, Value *b) {
  return a && b ? llvm_res(rw_build(rw, name, loc, 2, (Value *[]){a, b}, 1, &a->type, 0, NULL)) : NULL;
}

/* getStridedElementPtr without wrap flags: the aligned pointer (moved by a
 * non-zero offset) at the indices linearized by the strides. */
static Value *element_ptr(Rewriter *rw, const Loc *loc, const Type *memref, Value *desc, unsigned n,
                          Value *const *indices) {
  const LlvmTypeConverter *l = llvm_converter(rw);
  unsigned rank = shaped_rank(memref);
  int64_t strides[MAX_STACK_RANK], offset;
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  int64_t space = llvm_memref_addrspace(memref);
  if (rank > MAX_STACK_RANK || n != rank || !elem || space < 0 || !memref_strides_and_offset(memref, strides, &offset))
    return NULL;
  const Type *ptr = llvm_ptr_type(rw->ctx, (unsigned)space), *index_t = llvm_tc_index_type(l);
  int64_t aligned_pos = DESC_ALIGNED_PTR, offset_pos = DESC_OFFSET;
  Value *base = llvm_extract(rw, loc, desc, ptr, 1, &aligned_pos);
  if (base && offset != 0) {
    Value *off = offset == DYNAMIC_SIZE ? llvm_extract(rw, loc, desc, index_t, 1, &offset_pos)
                                        : llvm_index_constant(rw, loc, l, offset);
    base = gep(rw, loc, ptr, base, elem, off);
  }
  Value *index = NULL;
  for (unsigned i = 0; base && i < n; i++) {
    Value *inc = indices[i];
    if (strides[i] != 1) {
      int64_t pos[2] = {DESC_STRIDES, i};
      Value *stride = strides[i] == DYNAMIC_SIZE ? llvm_extract(rw, loc, desc, index_t, 2, pos)
                                                 : llvm_index_constant(rw, loc, l, strides[i]);
      inc = index_op(rw, loc, "llvm.mul", inc, stride);
    }
    index = index ? index_op(rw, loc, "llvm.add", index, inc) : inc;
    if (!index) return NULL;
  }
  return index && base ? gep(rw, loc, ptr, base, elem, index) : base;
}

typedef enum AccessKind { ACCESS_LOAD, ACCESS_STORE, ACCESS_MASKED_LOAD, ACCESS_MASKED_STORE } AccessKind;

static AccessKind access_kind(const Operation *op) {
  if (op_is(op, "vector.load")) return ACCESS_LOAD;
  if (op_is(op, "vector.store")) return ACCESS_STORE;
  return op_is(op, "vector.maskedload") ? ACCESS_MASKED_LOAD : ACCESS_MASKED_STORE;
}

/* The operands: base, indices..., then (store: value first) mask and
 * pass-through or value. */
static bool lower_access(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const VectorToLlvmOptions *opts = llvm_row(rw);
  const AccessKind kind = access_kind(op);
  Context *ctx = rw->ctx;
  bool store = kind == ACCESS_STORE || kind == ACCESS_MASKED_STORE;
  bool masked = kind == ACCESS_MASKED_LOAD || kind == ACCESS_MASKED_STORE;
  /* vector.store puts the value first; maskedstore after the mask. */
  unsigned base_no = kind == ACCESS_STORE ? 1 : 0;
  const Type *memref = op->operands[base_no].value->type;
  const Type *vector = kind == ACCESS_LOAD || kind == ACCESS_MASKED_LOAD
                           ? op->results[0].type
                           : op->operands[kind == ACCESS_STORE ? 0 : op->num_operands - 1].value->type;
  if (memref->kind != TK_MEMREF || vector->kind != TK_VECTOR || shaped_rank(vector) > 1) return false;
  unsigned rank = shaped_rank(memref);
  Value *desc = conv_operand(o, base_no);
  Value *indices[MAX_STACK_RANK];
  if (!desc || rank > MAX_STACK_RANK || base_no + 1 + rank > o->n) return false;
  for (unsigned i = 0; i < rank; i++)
    if (!(indices[i] = conv_operand(o, base_no + 1 + i))) return false;
  uint64_t align = access_alignment(rw, op, memref, vector, opts->use_vector_alignment);
  const Type *vtype = tc_convert_type1(conv_type_converter(rw), vector);
  if (!align || !vtype) return false;
  Value *ptr = element_ptr(rw, op->loc, memref, desc, rank, indices);
  if (!ptr) return false;
  unsigned rest = base_no + 1 + rank;
  if (masked) {
    Value *mask = conv_operand(o, rest), *last = conv_operand(o, rest + 1);
    if (!mask || !last) return false;
    NamedAttr a = named(ctx, "alignment", attr_integer(ctx, type_integer(ctx, 32, 0), (int64_t)align));
    if (!store) {
      Value *v = llvm_res(rw_build(rw, "llvm.intr.masked.load", op->loc, 3, (Value *[]){ptr, mask, last}, 1, &vtype,
                                   1, &a));
      if (!v) return false;
      rw_replace_op(rw, op, &v);
      return true;
    }
    if (!rw_build(rw, "llvm.intr.masked.store", op->loc, 3, (Value *[]){last, ptr, mask}, 0, NULL, 1, &a)) return false;
    rw_erase_op(rw, op);
    return true;
  }
  NamedAttr attrs[3];
  unsigned na = 0;
  attrs[na++] = named(ctx, "alignment", attr_integer(ctx, ctx->t_i64, (int64_t)align));
  const Attr *nt = op_get_attr(op, "nontemporal", 11);
  if (nt && attr_int_or(nt, 0)) attrs[na++] = named(ctx, "nontemporal", attr_unit(ctx));
  attrs[na++] = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
  if (!store) {
    Value *v = llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &ptr, 1, &vtype, na, attrs));
    if (!v) return false;
    rw_replace_op(rw, op, &v);
    return true;
  }
  Value *value = conv_operand(o, 0);
  if (!value || !rw_build(rw, "llvm.store", op->loc, 2, (Value *[]){value, ptr}, 0, NULL, na, attrs)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* gather / scatter: the element pointer at the offsets, then a vector of
 * pointers at the index vector. Operands: base, offsets..., indices,
 * mask, then pass-through (gather) or value (scatter). */
static bool lower_gather_scatter(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const VectorToLlvmOptions *opts = llvm_row(rw);
  Context *ctx = rw->ctx;
  bool gather = op_is(op, "vector.gather");
  const Type *memref = op->operands[0].value->type;
  const Type *vector = gather ? op->results[0].type : op->operands[op->num_operands - 1].value->type;
  if (memref->kind != TK_MEMREF || shaped_rank(vector) != 1) return false;
  int64_t strides[MAX_STACK_RANK], offset;
  unsigned rank = shaped_rank(memref);
  if (rank == 0 || rank > MAX_STACK_RANK || !memref_strides_and_offset(memref, strides, &offset) ||
      strides[rank - 1] != 1)
    return false;
  Value *desc = conv_operand(o, 0), *offsets[MAX_STACK_RANK];
  if (!desc || o->n != rank + 4) return false;
  for (unsigned i = 0; i < rank; i++)
    if (!(offsets[i] = conv_operand(o, 1 + i))) return false;
  Value *index = conv_operand(o, rank + 1), *mask = conv_operand(o, rank + 2), *last = conv_operand(o, rank + 3);
  uint64_t align = access_alignment(rw, op, memref, vector, opts->use_vector_alignment);
  const Type *vtype = tc_convert_type1(conv_type_converter(rw), vector);
  const Type *elem = tc_convert_type1(conv_type_converter(rw), shaped_elem(memref));
  if (!index || !mask || !last || !align || !vtype || !elem) return false;
  Value *ptr = element_ptr(rw, op->loc, memref, desc, rank, offsets);
  int64_t lanes = shaped_dim(vector, 0);
  bool scalable = vector->p[1] != 0;
  const Type *ptrs_type = ptr ? type_vector(ctx, 1, &lanes, &scalable, ptr->type) : NULL;
  Value *ptrs = ptrs_type ? gep(rw, op->loc, ptrs_type, ptr, elem, index) : NULL;
  if (!ptrs) return false;
  NamedAttr a = named(ctx, "alignment", attr_integer(ctx, type_integer(ctx, 32, 0), (int64_t)align));
  if (gather) {
    Value *v = llvm_res(rw_build(rw, "llvm.intr.masked.gather", op->loc, 3, (Value *[]){ptrs, mask, last}, 1, &vtype,
                                 1, &a));
    if (!v) return false;
    rw_replace_op(rw, op, &v);
    return true;
  }
  if (!rw_build(rw, "llvm.intr.masked.scatter", op->loc, 3, (Value *[]){last, ptrs, mask}, 0, NULL, 1, &a)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* computeContiguousStrides: the strides of a static memref whose layout
 * is contiguous (row-major), or false. */
static bool contiguous_strides(const Type *memref, int64_t *strides) {
  unsigned rank = shaped_rank(memref);
  int64_t offset, expected = 1;
  if (rank > MAX_STACK_RANK || !memref_strides_and_offset(memref, strides, &offset)) return false;
  for (unsigned i = rank; i-- > 0;) {
    if (shaped_dim(memref, i) == DYNAMIC_SIZE || strides[i] != expected) return false;
    expected *= shaped_dim(memref, i);
  }
  return true;
}

/* A new descriptor with the source's pointers, offset 0 and the target's
 * static sizes and contiguous strides. */
static bool lower_type_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const Type *src = op->operands[0].value->type, *dst = op->results[0].type;
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *in = conv_operand(o, 0);
  const Type *desc_type = tc_convert_type1(l->tc, dst);
  int64_t src_strides[MAX_STACK_RANK], dst_strides[MAX_STACK_RANK];
  if (!in || !llvm_type_is(in->type, "struct") || !desc_type || !llvm_type_is(desc_type, "struct") ||
      src->kind != TK_MEMREF || dst->kind != TK_MEMREF || !contiguous_strides(src, src_strides) ||
      !contiguous_strides(dst, dst_strides))
    return false;
  const Loc *loc = op->loc;
  const Type *ptr = llvm_struct_elem(in->type, 0);
  Value *d = llvm_poison(rw, loc, desc_type);
  for (int64_t i = 0; d && i < 2; i++) {
    Value *p = llvm_extract(rw, loc, in, ptr, 1, &i);
    d = p ? llvm_insert(rw, loc, d, p, 1, &i) : NULL;
  }
  int64_t offset_pos = DESC_OFFSET;
  d = d ? llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, 0), 1, &offset_pos) : NULL;
  for (unsigned i = 0; d && i < shaped_rank(dst); i++) {
    int64_t pos[2] = {3, i};
    d = llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, shaped_dim(dst, i)), 2, pos);
    pos[0] = DESC_STRIDES;
    d = d ? llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, dst_strides[i]), 2, pos) : NULL;
  }
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

#define LOWERING(NAME, FN, DEBUG) {.root = NAME, .benefit = 1, .debug_name = DEBUG, .rewrite = FN}

static const ConvPattern PATTERNS[] = {
    LOWERING("vector.load", lower_access, "VectorLoadStoreConversion"),
    LOWERING("vector.store", lower_access, "VectorLoadStoreConversion"),
    LOWERING("vector.maskedload", lower_access, "VectorLoadStoreConversion"),
    LOWERING("vector.maskedstore", lower_access, "VectorLoadStoreConversion"),
    LOWERING("vector.gather", lower_gather_scatter, "VectorGatherOpConversion"),
    LOWERING("vector.scatter", lower_gather_scatter, "VectorScatterOpConversion"),
    LOWERING("vector.type_cast", lower_type_cast, "VectorTypeCastOpConversion"),
};
enum { NUM_PATTERNS = sizeof PATTERNS / sizeof *PATTERNS };

/* The patterns read the options through their row. */
bool vector_to_llvm_memory_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l, const VectorToLlvmOptions *opts) {
  ConvPattern p[NUM_PATTERNS];
  for (unsigned i = 0; i < NUM_PATTERNS; i++) {
    p[i] = PATTERNS[i];
    p[i].data = opts;
  }
  return llvm_add_patterns(ps, l, p, NUM_PATTERNS);
}
