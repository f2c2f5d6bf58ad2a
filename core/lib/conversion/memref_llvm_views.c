/* memref_llvm_views.c: finalize-memref-to-llvm's patterns for the ops that
 * only rebuild a descriptor: reinterpret_cast (the source's pointers with
 * the op's offset, sizes and strides), extract_strided_metadata (a rank-0
 * descriptor of the pointers and the fields), casts between ranked and
 * unranked memrefs (the ranked descriptor promoted to the stack, or loaded
 * back) and rank, as upstream's MemRefToLLVM patterns. */
#include "memref_llvm.h"

#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/slice_util.h"

enum { DESC_ALLOCATED = 0, DESC_ALIGNED = 1, DESC_OFFSET = 2, DESC_SIZES = 3, DESC_STRIDES = 4 };
enum { UNRANKED_RANK = 0, UNRANKED_DESCRIPTOR = 1 };

static Value *extract_field(Rewriter *rw, const Loc *loc, Value *desc, const Type *type, int64_t field) {
  return llvm_extract(rw, loc, desc, type, 1, &field);
}
static Value *insert_field(Rewriter *rw, const Loc *loc, Value *desc, Value *v, int64_t field) {
  return v ? llvm_insert(rw, loc, desc, v, 1, &field) : NULL;
}
static Value *insert_dim(Rewriter *rw, const Loc *loc, Value *desc, Value *v, int64_t field, int64_t i) {
  int64_t pos[2] = {field, i};
  return v && desc ? llvm_insert(rw, loc, desc, v, 2, pos) : NULL;
}

/* A static entry as a constant, else the next dynamic converted operand. */
static Value *mixed_entry(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, int64_t st,
                          const ConvOperands *o, unsigned *next) {
  return st == DYNAMIC_SIZE ? conv_operand(o, (*next)++) : llvm_index_constant(rw, loc, l, st);
}

/* MemRefReinterpretCastOpLowering (ranked sources). */
static bool lower_reinterpret_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type, *dst = op->results[0].type;
  const Type *desc_type = tc_convert_type1(l->tc, dst);
  SliceParams p;
  Value *source = conv_operand(o, 0);
  if (!desc_type || !source || src->kind != TK_MEMREF || dst->kind != TK_MEMREF || !slice_read(op, &p) ||
      p.off.n != 1 || p.size.n != shaped_rank(dst) || p.stride.n != shaped_rank(dst))
    return false;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(src));
  Value *d = llvm_poison(rw, op->loc, desc_type);
  Value *allocated = extract_field(rw, op->loc, source, ptr, DESC_ALLOCATED);
  Value *aligned = extract_field(rw, op->loc, source, ptr, DESC_ALIGNED);
  d = insert_field(rw, op->loc, d, allocated, DESC_ALLOCATED);
  d = d ? insert_field(rw, op->loc, d, aligned, DESC_ALIGNED) : NULL;
  /* The dynamic entries follow the source: offsets, sizes, then strides. */
  unsigned next = 1;
  d = d ? insert_field(rw, op->loc, d, mixed_entry(rw, op->loc, l, p.off.st[0], o, &next), DESC_OFFSET) : NULL;
  unsigned next_stride = next;
  for (unsigned i = 0; i < p.size.n; i++)
    if (p.size.st[i] == DYNAMIC_SIZE) next_stride++;
  for (unsigned i = 0; d && i < p.size.n; i++) {
    d = insert_dim(rw, op->loc, d, mixed_entry(rw, op->loc, l, p.size.st[i], o, &next), DESC_SIZES, i);
    d = insert_dim(rw, op->loc, d, mixed_entry(rw, op->loc, l, p.stride.st[i], o, &next_stride), DESC_STRIDES, i);
  }
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

/* MemRefDescriptor::fromStaticShape of a rank-0 memref around the two
 * pointers (the base buffer of extract_strided_metadata). */
static Value *rank0_descriptor(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *memref,
                               Value *allocated, Value *aligned) {
  const Type *desc_type = tc_convert_type1(l->tc, memref);
  Value *d = desc_type ? llvm_poison(rw, loc, desc_type) : NULL;
  d = d ? insert_field(rw, loc, d, allocated, DESC_ALLOCATED) : NULL;
  d = d ? insert_field(rw, loc, d, aligned, DESC_ALIGNED) : NULL;
  return d ? insert_field(rw, loc, d, llvm_index_constant(rw, loc, l, 0), DESC_OFFSET) : NULL;
}

/* ExtractStridedMetadataOpLowering. */
static bool lower_extract_strided_metadata(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type;
  Value *source = conv_operand(o, 0);
  if (!source || src->kind != TK_MEMREF || shaped_rank(src) > MAX_STACK_RANK ||
      op->num_results != 2 + 2 * shaped_rank(src) || !tc_convert_type1(l->tc, src))
    return false;
  unsigned rank = shaped_rank(src);
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(src)), *index = llvm_tc_index_type(l);
  Value *vals[2 + 2 * MAX_STACK_RANK];
  Value *allocated = extract_field(rw, op->loc, source, ptr, DESC_ALLOCATED);
  Value *aligned = extract_field(rw, op->loc, source, ptr, DESC_ALIGNED);
  vals[0] = allocated && aligned ? rank0_descriptor(rw, op->loc, l, op->results[0].type, allocated, aligned) : NULL;
  vals[1] = extract_field(rw, op->loc, source, index, DESC_OFFSET);
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < rank; i++) {
      int64_t pos[2] = {k ? DESC_STRIDES : DESC_SIZES, i};
      vals[2 + k * rank + i] = llvm_extract(rw, op->loc, source, index, 2, pos);
    }
  for (unsigned i = 0; i < op->num_results; i++)
    if (!vals[i]) return false;
  rw_replace_op(rw, op, vals);
  return true;
}

Value *memref_llvm_promote(Rewriter *rw, const Loc *loc, Value *desc) {
  Context *ctx = rw->ctx;
  const Type *ptr = llvm_ptr_type(ctx, 0);
  /* An index attribute on an i64 constant, whatever the index width. */
  NamedAttr value = named(ctx, "value", attr_integer(ctx, ctx->t_index, 1));
  Value *one = llvm_res(rw_build(rw, "llvm.mlir.constant", loc, 0, NULL, 1, &ctx->t_i64, 1, &value));
  NamedAttr et = named(ctx, "elem_type", attr_type(ctx, desc->type));
  Value *slot = one ? llvm_res(rw_build(rw, "llvm.alloca", loc, 1, &one, 1, &ptr, 1, &et)) : NULL;
  NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
  Value *st[2] = {desc, slot};
  return slot && rw_build(rw, "llvm.store", loc, 2, st, 0, NULL, 1, &ordering) ? slot : NULL;
}

/* MemRefCastOpLowering: ranked to ranked keeps the descriptor; ranked to
 * unranked promotes it to the stack; unranked to ranked loads it. */
static bool lower_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *from = opnd(op, 0)->type, *to = op->results[0].type;
  const Type *from_desc = tc_convert_type1(l->tc, from), *to_desc = tc_convert_type1(l->tc, to);
  Value *desc = conv_operand(o, 0), *v = NULL;
  if (!desc || !from_desc || !to_desc) return false;
  if (from->kind == TK_MEMREF && to->kind == TK_MEMREF) {
    if (from_desc != to_desc) return false;
    v = desc;
  } else if (from->kind == TK_MEMREF && to->kind == TK_UNRANKED_MEMREF) {
    Value *slot = memref_llvm_promote(rw, op->loc, desc);
    Value *rank = slot ? llvm_index_constant(rw, op->loc, l, shaped_rank(from)) : NULL;
    Value *u = rank ? llvm_poison(rw, op->loc, to_desc) : NULL;
    u = u ? insert_field(rw, op->loc, u, rank, UNRANKED_RANK) : NULL;
    v = u ? insert_field(rw, op->loc, u, slot, UNRANKED_DESCRIPTOR) : NULL;
  } else if (from->kind == TK_UNRANKED_MEMREF && to->kind == TK_MEMREF) {
    Context *ctx = rw->ctx;
    const Type *ptr = llvm_ptr_type(ctx, 0);
    Value *p = extract_field(rw, op->loc, desc, ptr, UNRANKED_DESCRIPTOR);
    NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
    v = p ? llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &p, 1, &to_desc, 1, &ordering)) : NULL;
  }
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* RankOpLowering: the unranked descriptor's rank, or the static one. */
static bool lower_rank(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *desc = conv_operand(o, 0);
  const Type *t = opnd(op, 0)->type;
  if (!desc || (t->kind != TK_UNRANKED_MEMREF && t->kind != TK_MEMREF)) return false;
  /* A ranked memref's rank is a constant. */
  Value *v = t->kind == TK_MEMREF ? llvm_index_constant(rw, op->loc, l, shaped_rank(t))
                                  : extract_field(rw, op->loc, desc, llvm_tc_index_type(l), UNRANKED_RANK);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ViewOpLowering: the source's allocated pointer, its aligned pointer
 * moved by the byte shift, offset 0, and the sizes and contiguous strides
 * of the result, innermost first. */
static bool lower_view(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type, *dst = op->results[0].type;
  const Type *desc_type = tc_convert_type1(l->tc, dst), *elem = tc_convert_type1(l->tc, shaped_elem(dst));
  int64_t strides[SLICE_MAX_RANK], offset;
  Value *source = conv_operand(o, 0), *shift = conv_operand(o, 1);
  if (!desc_type || !elem || !source || !shift || src->kind != TK_MEMREF || dst->kind != TK_MEMREF ||
      shaped_rank(dst) > SLICE_MAX_RANK || !memref_strides_offset(dst, strides, &offset))
    return false;
  unsigned rank = shaped_rank(dst);
  if (rank && strides[rank - 1] != 1 && strides[rank - 1] != 0) return false;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(src));
  Value *d = llvm_poison(rw, op->loc, desc_type);
  d = d ? insert_field(rw, op->loc, d, extract_field(rw, op->loc, source, ptr, DESC_ALLOCATED), DESC_ALLOCATED) : NULL;
  Value *aligned = d ? extract_field(rw, op->loc, source, ptr, DESC_ALIGNED) : NULL;
  aligned = aligned ? memref_llvm_gep(rw, op->loc, aligned, tc_convert_type1(l->tc, shaped_elem(src)), shift, 0) : NULL;
  d = aligned ? insert_field(rw, op->loc, d, aligned, DESC_ALIGNED) : NULL;
  d = d ? insert_field(rw, op->loc, d, llvm_index_constant(rw, op->loc, l, offset), DESC_OFFSET) : NULL;
  Value *stride = NULL, *next_size = NULL;
  for (unsigned i = rank; d && i-- > 0;) {
    Value *size;
    if (shaped_dim(dst, i) == DYNAMIC_SIZE) {
      unsigned before = 0;
      for (unsigned j = 0; j < i; j++)
        if (shaped_dim(dst, j) == DYNAMIC_SIZE) before++;
      size = conv_operand(o, 2 + before);
    } else {
      size = llvm_index_constant(rw, op->loc, l, shaped_dim(dst, i));
    }
    d = insert_dim(rw, op->loc, d, size, DESC_SIZES, i);
    if (strides[i] != DYNAMIC_SIZE) stride = llvm_index_constant(rw, op->loc, l, strides[i]);
    else if (next_size) stride = stride ? memref_llvm_index_binary(rw, op->loc, "llvm.mul", stride, next_size, 0) : next_size;
    else stride = llvm_index_constant(rw, op->loc, l, 1);
    d = insert_dim(rw, op->loc, d, stride, DESC_STRIDES, i);
    next_size = size;
  }
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

/* TransposeOpLowering: the sizes and strides permuted. */
static bool lower_transpose(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type;
  const Attr *perm = op_get_attr(op, "permutation", 11);
  const AffineMap *m = perm && perm->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, perm->p[0]) : NULL;
  Value *source = conv_operand(o, 0);
  if (!m || !source || src->kind != TK_MEMREF || affine_map_num_results(m) != shaped_rank(src)) return false;
  unsigned rank = shaped_rank(src);
  bool identity = true;
  for (unsigned i = 0; i < rank; i++) {
    const AffineExpr *e = affine_map_result(m, i);
    if (e->kind != AE_DIM || e->p[0] >= rank) return false;
    identity = identity && e->p[0] == i;
  }
  if (identity) {
    rw_replace_op(rw, op, &source);
    return true;
  }
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(src)), *index = llvm_tc_index_type(l);
  Value *d = llvm_poison(rw, op->loc, tc_convert_type1(l->tc, src));
  d = d ? insert_field(rw, op->loc, d, extract_field(rw, op->loc, source, ptr, DESC_ALLOCATED), DESC_ALLOCATED) : NULL;
  d = d ? insert_field(rw, op->loc, d, extract_field(rw, op->loc, source, ptr, DESC_ALIGNED), DESC_ALIGNED) : NULL;
  d = d ? insert_field(rw, op->loc, d, extract_field(rw, op->loc, source, index, DESC_OFFSET), DESC_OFFSET) : NULL;
  for (unsigned i = 0; d && i < rank; i++) {
    int64_t from = (int64_t)affine_map_result(m, i)->p[0];
    int64_t size_pos[2] = {DESC_SIZES, from}, stride_pos[2] = {DESC_STRIDES, from};
    d = insert_dim(rw, op->loc, d, llvm_extract(rw, op->loc, source, index, 2, size_pos), DESC_SIZES, i);
    d = insert_dim(rw, op->loc, d, llvm_extract(rw, op->loc, source, index, 2, stride_pos), DESC_STRIDES, i);
  }
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

/* MemorySpaceCastOpLowering (ranked): every field, the two pointers cast
 * to the new address space. */
static bool lower_memory_space_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type, *dst = op->results[0].type;
  const Type *desc_type = tc_convert_type1(l->tc, dst);
  Value *source = conv_operand(o, 0);
  if (!source || !desc_type || src->kind != TK_MEMREF || dst->kind != TK_MEMREF || llvm_memref_addrspace(dst) < 0)
    return false;
  PtrVec fields = {0};
  bool ok = llvm_unpack_descriptor(rw, op->loc, l, src, source, &fields) && fields.len >= 3;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(dst));
  for (unsigned i = 0; ok && i < 2; i++) {
    Value *v = fields.data[i];
    fields.data[i] = llvm_res(rw_build(rw, "llvm.addrspacecast", op->loc, 1, &v, 1, &ptr, 0, NULL));
    ok = fields.data[i] != NULL;
  }
  Value *d = ok ? llvm_pack_descriptor(rw, op->loc, desc_type, shaped_rank(dst), true, (Value *const *)fields.data)
                : NULL;
  pv_free(&ctx->alloc, &fields);
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

/* ConvertExtractAlignedPointerAsIndex: the aligned pointer as an integer. */
static bool lower_extract_aligned_pointer(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *src = opnd(op, 0)->type, *index = llvm_tc_index_type(l);
  Value *source = conv_operand(o, 0), *p = NULL;
  int64_t space = llvm_memref_addrspace(src);
  if (!source || space < 0) return false;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)space);
  if (src->kind == TK_MEMREF) {
    p = extract_field(rw, op->loc, source, ptr, DESC_ALIGNED);
  } else if (src->kind == TK_UNRANKED_MEMREF) {
    /* UnrankedMemRefDescriptor::alignedPtr: the second pointer of the
     * ranked descriptor it points to. */
    Value *ranked = extract_field(rw, op->loc, source, llvm_ptr_type(ctx, 0), UNRANKED_DESCRIPTOR);
    int32_t one = 1;
    NamedAttr attrs[] = {
        named(ctx, "elem_type", attr_type(ctx, ptr)),
        named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
        named(ctx, "rawConstantIndices", attr_dense_array(ctx, type_integer(ctx, 32, 0), 1, &one, sizeof one)),
    };
    const Type *slot_type = llvm_ptr_type(ctx, 0);
    Value *slot = ranked ? llvm_res(rw_build(rw, "llvm.getelementptr", op->loc, 1, &ranked, 1, &slot_type, 3, attrs))
                         : NULL;
    NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
    p = slot ? llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &slot, 1, &ptr, 1, &ordering)) : NULL;
  }
  Value *v = p ? llvm_res(rw_build(rw, "llvm.ptrtoint", op->loc, 1, &p, 1, &index, 0, NULL)) : NULL;
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

const ConvPattern MEMREF_LLVM_VIEW_PATTERNS[] = {
    MEMREF_LLVM_LOWER("memref.view", lower_view),
    MEMREF_LLVM_LOWER("memref.transpose", lower_transpose),
    MEMREF_LLVM_LOWER("memref.memory_space_cast", lower_memory_space_cast),
    MEMREF_LLVM_LOWER("memref.extract_aligned_pointer_as_index", lower_extract_aligned_pointer),
    MEMREF_LLVM_LOWER("memref.reinterpret_cast", lower_reinterpret_cast),
    MEMREF_LLVM_LOWER("memref.extract_strided_metadata", lower_extract_strided_metadata),
    MEMREF_LLVM_LOWER("memref.cast", lower_cast),
    MEMREF_LLVM_LOWER("memref.rank", lower_rank),
};
const size_t MEMREF_LLVM_VIEW_PATTERN_COUNT = sizeof MEMREF_LLVM_VIEW_PATTERNS / sizeof *MEMREF_LLVM_VIEW_PATTERNS;
