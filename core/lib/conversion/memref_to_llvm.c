/* memref_to_llvm.c: the finalize-memref-to-llvm pass, for the memref ops
 * that need no metadata expansion: alloc (malloc, with the pointer
 * aligned when the op asks), alloca, load, store and dealloc (free) over
 * the memref descriptor, as upstream's MemRefToLLVM patterns (with
 * use-aligned-alloc, aligned_alloc of a multiple of the alignment), cast
 * between ranked memrefs and dim. The other memref ops (views, unranked
 * casts, copies, globals) are left as they are. */
#include "../transforms/transforms.h"
#include "memref_llvm.h"
#include "llvm_builders.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"
#include "../interfaces/view_like.h"

enum { OPT_USE_ALIGNED_ALLOC, OPT_INDEX_BITWIDTH, OPT_USE_GENERIC_FUNCTIONS };


/* GEPNoWrapFlags inbounds | nuw, and LLVM's marker of a dynamic GEP index. */
enum { GEP_INBOUNDS_NUW = 7, GEP_DYNAMIC_INDEX = INT32_MIN, OVERFLOW_NSW_NUW = 3 };

Value *memref_llvm_index_binary(Rewriter *rw, const Loc *loc, const char *name, Value *a, Value *b, int flags) {
  if (!a || !b) return NULL;
  Value *ops[2] = {a, b};
  NamedAttr f = named(rw->ctx, "overflowFlags", attr_integer(rw->ctx, type_integer(rw->ctx, 32, 0), flags));
  return llvm_res(rw_build(rw, name, loc, 2, ops, 1, &a->type, flags ? 1 : 0, &f));
}

Value *memref_llvm_gep(Rewriter *rw, const Loc *loc, Value *base, const Type *elem, Value *index, int flags) {
  Context *ctx = rw->ctx;
  if (!base || !index || !elem) return NULL;
  int32_t raw = GEP_DYNAMIC_INDEX;
  NamedAttr attrs[] = {
      named(ctx, "elem_type", attr_type(ctx, elem)),
      named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), flags)),
      named(ctx, "rawConstantIndices", attr_dense_array(ctx, type_integer(ctx, 32, 0), 1, &raw, sizeof raw)),
  };
  Value *ops[2] = {base, index};
  return llvm_res(rw_build(rw, "llvm.getelementptr", loc, 2, ops, 1, &base->type, 3, attrs));
}

bool memref_llvm_identity_layout(const Type *memref) {
  return memref->kind == TK_MEMREF && !WORD_PTR(const Attr, memref->p[memref->aux + 1]);
}

/* ---- alloc and alloca ------------------------------------------------------------------------ */

/* getMemRefDescriptorSizes: the sizes (static ones as constants), the
 * row-major strides, and the element count (the running stride). */
Value *memref_llvm_descriptor_sizes(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, const Type *memref,
                               const ConvOperands *o, Value **sizes, Value **strides) {
  unsigned rank = shaped_rank(memref), dyn = 0;
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = shaped_dim(memref, i);
    sizes[i] = d == DYNAMIC_SIZE ? conv_operand(o, dyn++) : llvm_index_constant(rw, op->loc, l, d);
    if (!sizes[i]) return NULL;
  }
  int64_t stride = 1;
  Value *running = llvm_index_constant(rw, op->loc, l, 1);
  for (unsigned i = rank; running && i-- > 0;) {
    strides[i] = running;
    int64_t size = shaped_dim(memref, i);
    bool size_is_stride = stride == 1;
    if (size == DYNAMIC_SIZE) stride = DYNAMIC_SIZE;
    if (stride != DYNAMIC_SIZE) stride *= size;
    if (size_is_stride) running = sizes[i];
    else if (stride == DYNAMIC_SIZE) running = memref_llvm_index_binary(rw, op->loc, "llvm.mul", running, sizes[i], 0);
    else running = llvm_index_constant(rw, op->loc, l, stride);
  }
  return running;
}

/* The size in bytes of `count` elements (a GEP from null, as an integer). */
Value *memref_llvm_size_in_bytes(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *elem, Value *count) {
  Context *ctx = rw->ctx;
  const Type *ptr = llvm_ptr_type(ctx, 0), *index = llvm_tc_index_type(l);
  Value *null = llvm_res(rw_build(rw, "llvm.mlir.zero", loc, 0, NULL, 1, &ptr, 0, NULL));
  Value *end = memref_llvm_gep(rw, loc, null, elem, count, 0);
  return end ? llvm_res(rw_build(rw, "llvm.ptrtoint", loc, 1, &end, 1, &index, 0, NULL)) : NULL;
}

/* createMemRefDescriptor: sizes, then strides. */
Value *memref_llvm_new_descriptor(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *memref,
                             Value *allocated, Value *aligned, Value *const *sizes, Value *const *strides) {
  unsigned rank = shaped_rank(memref);
  Value *d = llvm_poison(rw, loc, tc_convert_type1(l->tc, memref));
  int64_t p[2] = {0, 0};
  d = llvm_insert(rw, loc, d, allocated, 1, p);
  p[0] = 1;
  d = llvm_insert(rw, loc, d, aligned, 1, p);
  p[0] = 2;
  d = llvm_insert(rw, loc, d, llvm_index_constant(rw, loc, l, 0), 1, p);
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < rank; i++) {
      int64_t pos[2] = {3 + k, i};
      d = llvm_insert(rw, loc, d, k ? strides[i] : sizes[i], 2, pos);
    }
  return d;
}

static bool scalar_element(const Type *t) { return t->kind == TK_INTEGER || t->kind == TK_INDEX || type_is_float(t); }

/* getSizeInBytes: the size of one element (a GEP to index 1 from null). */
Value *memref_llvm_element_size(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *elem) {
  Context *ctx = rw->ctx;
  const Type *ptr = llvm_ptr_type(ctx, 0), *index = llvm_tc_index_type(l);
  Value *null = llvm_res(rw_build(rw, "llvm.mlir.zero", loc, 0, NULL, 1, &ptr, 0, NULL));
  int32_t one = 1;
  NamedAttr attrs[] = {
      named(ctx, "elem_type", attr_type(ctx, elem)),
      named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
      named(ctx, "rawConstantIndices", attr_dense_array(ctx, type_integer(ctx, 32, 0), 1, &one, sizeof one)),
  };
  Value *end = null ? llvm_res(rw_build(rw, "llvm.getelementptr", loc, 1, &null, 1, &ptr, 3, attrs)) : NULL;
  return end ? llvm_res(rw_build(rw, "llvm.ptrtoint", loc, 1, &end, 1, &index, 0, NULL)) : NULL;
}

/* createAligned: (v + a - 1) - (v + a - 1) % a. */
static Value *round_up(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, Value *v, Value *alignment) {
  Value *one = llvm_index_constant(rw, loc, l, 1);
  Value *bump = memref_llvm_index_binary(rw, loc, "llvm.sub", alignment, one, 0);
  Value *bumped = memref_llvm_index_binary(rw, loc, "llvm.add", v, bump, 0);
  Value *mod = memref_llvm_index_binary(rw, loc, "llvm.urem", bumped, alignment, 0);
  return memref_llvm_index_binary(rw, loc, "llvm.sub", bumped, mod, 0);
}

/* The data layout's size of an element type in bytes (0: unknown). */
static uint64_t element_bytes(const LlvmTypeConverter *l, const Type *t) {
  enum { BITS_PER_BYTE = 8 };
  if (t->kind == TK_INDEX) return l->index_bitwidth / BITS_PER_BYTE;
  unsigned bits = t->kind == TK_INTEGER ? type_int_width(t) : type_is_float(t) ? float_semantics(t)->width : 0;
  if (bits) {
    uint64_t bytes = (bits + BITS_PER_BYTE - 1) / BITS_PER_BYTE, p = 1;
    while (p < bytes) p <<= 1; /* stored in a power-of-two size */
    return p;
  }
  if (t->kind == TK_VECTOR && shaped_rank(t) == 1 && !t->p[1]) {
    uint64_t e = element_bytes(l, shaped_elem(t));
    return e * (uint64_t)shaped_dim(t, 0);
  }
  return 0;
}

enum { MIN_ALIGNED_ALLOC_ALIGNMENT = 16 };

/* AlignedAllocOpLowering: aligned_alloc(alignment, size rounded up to a
 * multiple of it); the alignment is the op's, else the element size
 * rounded up to a power of two, at least 16. */
static Value *aligned_alloc_buffer(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, const MemrefOptions *opts,
                                   Operation *module, const Type *memref, Value *bytes) {
  Context *ctx = rw->ctx;
  const Attr *align_attr = op_get_attr(op, "alignment", 9);
  uint64_t elem_size = element_bytes(l, shaped_elem(memref));
  uint64_t align = 0;
  if (align_attr) {
    align = (uint64_t)attr_int_value(align_attr);
  } else {
    if (!elem_size) return NULL;
    align = 1;
    while (align < elem_size) align <<= 1;
    if (align < MIN_ALIGNED_ALLOC_ALIGNMENT) align = MIN_ALIGNED_ALLOC_ALIGNMENT;
  }
  Value *alignment = llvm_index_constant(rw, op->loc, l, (int64_t)align);
  /* isMemRefSizeMultipleOf: the element size times the static sizes (a
   * dynamic size is taken as a multiple of anything). */
  uint64_t divisor = elem_size;
  for (unsigned i = 0; i < shaped_rank(memref); i++)
    if (shaped_dim(memref, i) != DYNAMIC_SIZE) divisor *= (uint64_t)shaped_dim(memref, i);
  bool multiple = elem_size && divisor % align == 0;
  if (!multiple) bytes = round_up(rw, op->loc, l, bytes, alignment);
  const Type *ptr = llvm_ptr_type(ctx, 0), *index = llvm_tc_index_type(l);
  const char *name = opts->generic_functions ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc";
  const Type *params[2] = {index, index};
  if (!bytes || !alignment || !llvm_lookup_or_create_fn(rw, module, name, llvm_func_type(ctx, ptr, 2, params, false)))
    return NULL;
  Value *args[2] = {alignment, bytes};
  Operation *call = llvm_call(rw, op->loc, name, ptr, 2, args);
  return call ? &call->results[0] : NULL;
}

/* castAllocFuncResult: the allocation function's pointer cast to the
 * memref's address space when that is not the default one. */
static Value *cast_to_space(Rewriter *rw, const Loc *loc, Value *p, const Type *space_ptr) {
  if (!p || p->type == space_ptr) return p;
  return llvm_res(rw_build(rw, "llvm.addrspacecast", loc, 1, &p, 1, &space_ptr, 0, NULL));
}

static bool lower_alloc(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const MemrefOptions *opts = llvm_row(rw);
  const Type *memref = op->results[0].type;
  bool heap = op_is(op, "memref.alloc");
  const Attr *align_attr = op_get_attr(op, "alignment", 9);
  unsigned rank = shaped_rank(memref);
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  Operation *module = llvm_parent_module(op);
  /* isConvertibleAndHasIdentityMaps: the type converts (or reports why). */
  if (!tc_convert_type1(l->tc, memref) || !memref_llvm_identity_layout(memref) || !elem || rank > MAX_STACK_RANK ||
      llvm_memref_addrspace(memref) < 0 || !module)
    return conv_match_failure(rw, "incompatible memref type");
  Value *sizes[MAX_STACK_RANK], *strides[MAX_STACK_RANK];
  Value *count = memref_llvm_descriptor_sizes(rw, op, l, memref, o, sizes, strides);
  if (!count) return false;
  const Type *ptr = llvm_ptr_type(ctx, 0), *index = llvm_tc_index_type(l);
  const Type *space_ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(memref));
  Value *allocated, *aligned;
  if (heap && opts->aligned_alloc) {
    Value *bytes = memref_llvm_size_in_bytes(rw, op->loc, l, elem, count);
    allocated = aligned = bytes ? aligned_alloc_buffer(rw, op, l, opts, module, memref, bytes) : NULL;
    allocated = aligned = cast_to_space(rw, op->loc, allocated, space_ptr);
  } else if (heap) {
    Value *bytes = memref_llvm_size_in_bytes(rw, op->loc, l, elem, count);
    /* Without an alignment, elements that are not scalars are aligned to
     * their size (malloc aligns for the largest scalar only). */
    Value *alignment = align_attr ? llvm_index_constant(rw, op->loc, l, attr_int_value(align_attr))
                       : scalar_element(shaped_elem(memref)) ? NULL
                                                             : memref_llvm_element_size(rw, op->loc, l, elem);
    if (alignment) bytes = memref_llvm_index_binary(rw, op->loc, "llvm.add", bytes, alignment, 0);
    const char *malloc_name = opts->generic_functions ? "_mlir_memref_to_llvm_alloc" : "malloc";
    if (!bytes || !llvm_lookup_or_create_fn(rw, module, malloc_name, llvm_func_type(ctx, ptr, 1, &index, false)))
      return false;
    Operation *call = llvm_call(rw, op->loc, malloc_name, ptr, 1, &bytes);
    allocated = aligned = cast_to_space(rw, op->loc, call ? &call->results[0] : NULL, space_ptr);
    if (allocated && alignment) {
      Value *as_int = llvm_res(rw_build(rw, "llvm.ptrtoint", op->loc, 1, &allocated, 1, &index, 0, NULL));
      Value *rounded = as_int ? round_up(rw, op->loc, l, as_int, alignment) : NULL;
      aligned = rounded ? llvm_res(rw_build(rw, "llvm.inttoptr", op->loc, 1, &rounded, 1, &space_ptr, 0, NULL)) : NULL;
    }
  } else {
    NamedAttr attrs[2] = {named(ctx, "elem_type", attr_type(ctx, elem))};
    unsigned n = 1;
    int64_t align = align_attr ? attr_int_value(align_attr) : 0;
    if (align) attrs[n++] = named(ctx, "alignment", attr_integer(ctx, ctx->t_i64, align));
    allocated = aligned = llvm_res(rw_build(rw, "llvm.alloca", op->loc, 1, &count, 1, &space_ptr, n, attrs));
  }
  if (!allocated || !aligned) return false;
  Value *d = memref_llvm_new_descriptor(rw, op->loc, l, memref, allocated, aligned, sizes, strides);
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

static bool lower_dealloc(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const MemrefOptions *opts = llvm_row(rw);
  Value *desc = conv_operand(o, 0);
  Operation *module = llvm_parent_module(op);
  const Type *ptr = llvm_ptr_type(ctx, 0);
  if (!desc || !module || opnd(op, 0)->type->kind != TK_MEMREF) return false;
  const char *free_name = opts->generic_functions ? "_mlir_memref_to_llvm_free" : "free";
  const Type *fn = llvm_func_type(ctx, llvm_simple_type(ctx, "void"), 1, &ptr, false);
  if (!llvm_lookup_or_create_fn(rw, module, free_name, fn)) return false;
  int64_t allocated_pos = 0;
  Value *allocated = llvm_extract(rw, op->loc, desc, ptr, 1, &allocated_pos);
  if (!allocated || !llvm_call(rw, op->loc, free_name, NULL, 1, &allocated)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* ---- load and store ------------------------------------------------------------------------ */

/* getStridedElementPtr: the aligned pointer (plus a non-zero offset) at
 * the linearized indices, inbounds and nuw. */
Value *memref_llvm_element_ptr(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, const Type *memref, Value *desc,
                               unsigned n, Value *const *indices, bool inbounds) {
  int arith_flags = inbounds ? OVERFLOW_NSW_NUW : 0, gep_flags = inbounds ? GEP_INBOUNDS_NUW : 0;
  Context *ctx = rw->ctx;
  unsigned rank = shaped_rank(memref);
  int64_t strides[MAX_STACK_RANK], offset;
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  if (rank > MAX_STACK_RANK || (n != rank && n != 0) || !elem || !memref_strides_and_offset(memref, strides, &offset))
    return NULL;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(memref)), *index_t = llvm_tc_index_type(l);
  int64_t aligned_pos = 1, offset_pos = 2;
  Value *base = llvm_extract(rw, op->loc, desc, ptr, 1, &aligned_pos);
  if (base && offset != 0) {
    Value *off = offset == DYNAMIC_SIZE ? llvm_extract(rw, op->loc, desc, index_t, 1, &offset_pos)
                                        : llvm_index_constant(rw, op->loc, l, offset);
    base = memref_llvm_gep(rw, op->loc, base, elem, off, 0);
  }
  Value *index = NULL;
  for (unsigned i = 0; base && i < n; i++) {
    Value *inc = indices[i];
    if (strides[i] != 1) {
      int64_t pos[2] = {4, i};
      Value *stride = strides[i] == DYNAMIC_SIZE ? llvm_extract(rw, op->loc, desc, index_t, 2, pos)
                                                 : llvm_index_constant(rw, op->loc, l, strides[i]);
      inc = memref_llvm_index_binary(rw, op->loc, "llvm.mul", inc, stride, arith_flags);
    }
    index = index ? memref_llvm_index_binary(rw, op->loc, "llvm.add", index, inc, arith_flags) : inc;
    if (!index) return NULL;
  }
  return index && base ? memref_llvm_gep(rw, op->loc, base, elem, index, gep_flags) : base;
}

/* The load/store properties: ordering, and alignment and nontemporal when
 * the memref op has them. */
static unsigned access_attrs(Context *ctx, Operation *op, NamedAttr *out) {
  unsigned n = 0;
  const Attr *align = op_get_attr(op, "alignment", 9);
  if (align && attr_int_value(align)) out[n++] = named(ctx, "alignment", attr_integer(ctx, ctx->t_i64, attr_int_value(align)));
  if (op_get_attr(op, "nontemporal", 11) && attr_int_or(op_get_attr(op, "nontemporal", 11), 0))
    out[n++] = named(ctx, "nontemporal", attr_unit(ctx));
  out[n++] = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
  return n;
}

enum { MAX_ACCESS_ATTRS = 3 };

static bool lower_load_store(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  bool store = op_is(op, "memref.store");
  unsigned first = store ? 1 : 0;
  const Type *memref = opnd(op, first)->type;
  Value *desc = conv_operand(o, first);
  Value *indices[MAX_STACK_RANK];
  unsigned n = o->n - first - 1;
  if (!desc || memref->kind != TK_MEMREF || n > MAX_STACK_RANK) return false;
  for (unsigned i = 0; i < n; i++)
    if (!(indices[i] = conv_operand(o, first + 1 + i))) return false;
  Value *p = memref_llvm_element_ptr(rw, op, l, memref, desc, n, indices, true);
  NamedAttr attrs[MAX_ACCESS_ATTRS];
  unsigned na = access_attrs(ctx, op, attrs);
  if (!p) return false;
  if (store) {
    Value *v = conv_operand(o, 0);
    Value *ops[2] = {v, p};
    if (!v || !rw_build(rw, "llvm.store", op->loc, 2, ops, 0, NULL, na, attrs)) return false;
    rw_erase_op(rw, op);
    return true;
  }
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  Value *v = llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &p, 1, &elem, na, attrs));
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- dim -------------------------------------------------------------------------------- */

/* extractSizeOfUnrankedMemRef: the size at index + 1 past the offset field
 * of the ranked descriptor the unranked one points to. */
static bool lower_unranked_dim(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, const Type *memref, Value *desc,
                               Value *pos) {
  Context *ctx = rw->ctx;
  int64_t space = llvm_memref_addrspace(memref);
  if (space < 0) return false;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)space), *index = llvm_tc_index_type(l);
  const Type *scalar = tc_convert_type1(l->tc, type_memref(ctx, 0, NULL, shaped_elem(memref), NULL, NULL));
  int64_t desc_pos = 1;
  Value *ranked = scalar ? llvm_extract(rw, op->loc, desc, llvm_ptr_type(ctx, 0), 1, &desc_pos) : NULL;
  int32_t raw[2] = {0, 2};
  NamedAttr attrs[] = {
      named(ctx, "elem_type", attr_type(ctx, scalar)),
      named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
      named(ctx, "rawConstantIndices", attr_dense_array(ctx, type_integer(ctx, 32, 0), 2, raw, sizeof raw)),
  };
  Value *offset_ptr = ranked ? llvm_res(rw_build(rw, "llvm.getelementptr", op->loc, 1, &ranked, 1, &ptr, 3, attrs)) : NULL;
  Value *one = offset_ptr ? llvm_index_constant(rw, op->loc, l, 1) : NULL;
  Value *next = memref_llvm_index_binary(rw, op->loc, "llvm.add", one, pos, 0);
  Value *size_ptr = next ? memref_llvm_gep(rw, op->loc, offset_ptr, index, next, 0) : NULL;
  NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
  Value *v = size_ptr ? llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &size_ptr, 1, &index, 1, &ordering)) : NULL;
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* dim of a ranked memref: a constant for a static size at a constant
 * index, the descriptor's size there for a dynamic one, else the sizes
 * array spilled to the stack and indexed. */
static bool lower_dim(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *memref = opnd(op, 0)->type;
  Value *desc = conv_operand(o, 0), *pos = conv_operand(o, 1), *v = NULL;
  if (desc && pos && memref->kind == TK_UNRANKED_MEMREF) return lower_unranked_dim(rw, op, l, memref, desc, pos);
  if (!desc || !pos || memref->kind != TK_MEMREF) return false;
  const Type *index = llvm_tc_index_type(l);
  unsigned rank = shaped_rank(memref);
  const Attr *c = value_constant(opnd(op, 1));
  int64_t i = c && c->kind == AK_INTEGER ? attr_int_value(c) : -1;
  if (c && c->kind == AK_INTEGER && i >= 0 && i < (int64_t)rank) {
    int64_t size = shaped_dim(memref, (unsigned)i);
    int64_t p[2] = {3, i};
    v = size == DYNAMIC_SIZE ? llvm_extract(rw, op->loc, desc, index, 2, p) : llvm_index_constant(rw, op->loc, l, size);
  } else {
    const Type *arr = llvm_array_type(ctx, index, rank), *ptr = llvm_ptr_type(ctx, 0);
    Value *one = llvm_index_constant(rw, op->loc, l, 1);
    int64_t sizes_pos = 3;
    Value *sizes = llvm_extract(rw, op->loc, desc, arr, 1, &sizes_pos);
    NamedAttr et = named(ctx, "elem_type", attr_type(ctx, arr));
    Value *slot = one && sizes ? llvm_res(rw_build(rw, "llvm.alloca", op->loc, 1, &one, 1, &ptr, 1, &et)) : NULL;
    NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
    Value *st[2] = {sizes, slot};
    if (!slot || !rw_build(rw, "llvm.store", op->loc, 2, st, 0, NULL, 1, &ordering)) return false;
    int32_t raw[2] = {0, GEP_DYNAMIC_INDEX};
    NamedAttr gattrs[] = {
        named(ctx, "elem_type", attr_type(ctx, arr)),
        named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
        named(ctx, "rawConstantIndices", attr_dense_array(ctx, type_integer(ctx, 32, 0), 2, raw, sizeof raw)),
    };
    Value *gops[2] = {slot, pos};
    Value *at = llvm_res(rw_build(rw, "llvm.getelementptr", op->loc, 2, gops, 1, &ptr, 3, gattrs));
    v = at ? llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &at, 1, &index, 1, &ordering)) : NULL;
  }
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define LOWER(NAME, FN) {.root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN}

static const ConvPattern PATTERNS[] = {
    LOWER("memref.alloc", lower_alloc),   LOWER("memref.alloca", lower_alloc),
    LOWER("memref.dealloc", lower_dealloc), LOWER("memref.load", lower_load_store),
    LOWER("memref.store", lower_load_store), LOWER("memref.dim", lower_dim),
};

/* One table's rows with the options as their data. */
static bool add_rows(LlvmPatterns *ps, const LlvmTypeConverter *l, const MemrefOptions *opts, const ConvPattern *table,
                     size_t n) {
  ConvPattern rows[LLVM_MAX_PATTERNS];
  if (n > LLVM_MAX_PATTERNS) return false;
  for (size_t i = 0; i < n; i++) rows[i] = table[i], rows[i].data = opts;
  return llvm_add_patterns(ps, l, rows, n);
}

static bool populate(LlvmPatterns *ps, const LlvmTypeConverter *l, const MemrefOptions *opts) {
  return add_rows(ps, l, opts, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS) &&
         add_rows(ps, l, opts, MEMREF_LLVM_VIEW_PATTERNS, MEMREF_LLVM_VIEW_PATTERN_COUNT) &&
         add_rows(ps, l, opts, MEMREF_LLVM_GLOBAL_PATTERNS, MEMREF_LLVM_GLOBAL_PATTERN_COUNT) &&
         add_rows(ps, l, opts, MEMREF_LLVM_COPY_PATTERNS, MEMREF_LLVM_COPY_PATTERN_COUNT);
}

static const MemrefOptions DEFAULT_OPTIONS = {0};

bool memref_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) { return populate(ps, l, &DEFAULT_OPTIONS); }

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  MemrefOptions opts = {.aligned_alloc = pass_opt_int(p, OPT_USE_ALIGNED_ALLOC) != 0,
                        .generic_functions = pass_opt_int(p, OPT_USE_GENERIC_FUNCTIONS) != 0};
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, (unsigned)pass_opt_int(p, OPT_INDEX_BITWIDTH), false)) return false;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && ct_set_op_action(target, "func.func", LEGAL_LEGAL) && populate(ps, &l, &opts) &&
            llvm_apply(root, target, ps, false);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

static const PassOptionDef OPTIONS[] = {
    {"use-aligned-alloc", "Use aligned_alloc in place of malloc for heap allocations", OPT_BOOL, "false", NULL},
    {"index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", OPT_UINT, "0", NULL},
    {"use-generic-functions",
     "Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and "
     "'free' functions",
     OPT_BOOL, "false", NULL},
};

const PassInfo MEMREF_TO_LLVM_PASS = {
    .argument = "finalize-memref-to-llvm",
    .display = "FinalizeMemRefToLLVMConversionPass",
    .description = "Finalize MemRef dialect to LLVM dialect conversion",
    .anchor = "builtin.module",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
