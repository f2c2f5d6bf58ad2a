/* memref_llvm_globals.c: finalize-memref-to-llvm's patterns for globals, as
 * upstream's GlobalMemrefOpLowering and GetGlobalMemrefOpLowering: a
 * memref.global becomes an llvm.mlir.global of nested arrays (the element
 * type itself for rank 0) with its initial value, alignment and constness;
 * get_global builds a descriptor around the global's address, with a
 * recognizable dead pointer (0xdeadbeef) as the allocated one, since it
 * must never be freed. */
#include "memref_llvm.h"

#include "llvm_builders.h"
#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/elems.h"

/* The allocated pointer of a global's descriptor. */
#define DEAD_BEEF_VALUE 0xdeadbeefLL

/* convertGlobalMemrefTypeToLLVM: arrays nested outermost first. */
static const Type *global_type(Context *ctx, const LlvmTypeConverter *l, const Type *memref) {
  const Type *t = tc_convert_type1(l->tc, shaped_elem(memref));
  for (unsigned i = shaped_rank(memref); t && i-- > 0;) {
    int64_t d = shaped_dim(memref, i);
    t = d == DYNAMIC_SIZE ? NULL : llvm_array_type(ctx, t, (uint64_t)d);
  }
  return t;
}

/* The splat value of a rank-0 global's dense initializer, as a scalar. */
static const Attr *scalar_initializer(Context *ctx, const Attr *init) {
  ConstView v;
  if (!const_view(init, &v) || v.n != 1) return NULL;
  Elem e;
  const_elem(&v, 0, &e);
  return const_build(ctx, v.et, &e, 1);
}

static bool lower_global(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Attr *type_attr = op_get_attr(op, "type", 4), *name = op_get_attr(op, "sym_name", 8);
  const Type *memref = type_attr && type_attr->kind == AK_TYPE ? WORD_PTR(const Type, type_attr->p[0]) : NULL;
  if (!memref || memref->kind != TK_MEMREF || !name || !memref_llvm_identity_layout(memref) ||
      !tc_convert_type1(l->tc, memref))
    return conv_match_failure(rw, "incompatible memref type");
  const Type *array = global_type(ctx, l, memref);
  if (!array) return false;
  const Attr *vis = op_get_attr(op, "sym_visibility", 14), *init = op_get_attr(op, "initial_value", 13);
  bool is_public = !vis || (vis->kind == AK_STRING && attr_string_ident(vis) == ident_cstr(ctx, "public"));
  bool uninitialized = init && init->kind == AK_UNIT;
  const Attr *value = init && !uninitialized ? init : NULL;
  if (value && shaped_rank(memref) == 0 && !(value = scalar_initializer(ctx, value))) return false;
  const Attr *align = op_get_attr(op, "alignment", 9);
  NamedAttr attrs[8];
  unsigned n = 0;
  attrs[n++] = named(ctx, "addr_space", attr_integer(ctx, type_integer(ctx, 32, 0), llvm_memref_addrspace(memref)));
  if (align && attr_int_value(align)) attrs[n++] = named(ctx, "alignment", attr_integer(ctx, ctx->t_i64, attr_int_value(align)));
  if (op_get_attr(op, "constant", 8)) attrs[n++] = named(ctx, "constant", attr_unit(ctx));
  attrs[n++] = named(ctx, "global_type", attr_type(ctx, array));
  attrs[n++] = named(ctx, "linkage", llvm_linkage_attr(ctx, is_public ? "external" : "private"));
  attrs[n++] = named(ctx, "sym_name", name);
  if (value) attrs[n++] = named(ctx, "value", value);
  attrs[n++] = named(ctx, "visibility_", llvm_i64_attr(ctx, 0));
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "llvm.mlir.global", 16), op->loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) ok = attrs[i].value && opstate_add_attr(&st, attrs[i].name, attrs[i].value);
  ok = ok && opstate_add_region(&st);
  if (!ok) {
    opstate_free(&st);
    return false;
  }
  Operation *global = rw_create(rw, &st);
  if (!global) return false;
  if (init && uninitialized) {
    /* An uninitialized definition is undef, returned by its initializer. */
    Block *b = rw_create_block(rw, &global->regions[0], NULL, 0, NULL, NULL);
    Value *undef = b ? llvm_res(rw_build(rw, "llvm.mlir.undef", op->loc, 0, NULL, 1, &array, 0, NULL)) : NULL;
    if (!undef || !rw_build(rw, "llvm.return", op->loc, 1, &undef, 0, NULL, 0, NULL)) return false;
  }
  rw_erase_op(rw, op);
  return true;
}

static bool lower_get_global(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *memref = op->results[0].type;
  const Attr *name = op_get_attr(op, "name", 4);
  if (!name || memref->kind != TK_MEMREF || !memref_llvm_identity_layout(memref) || !tc_convert_type1(l->tc, memref) ||
      shaped_rank(memref) > MAX_STACK_RANK)
    return conv_match_failure(rw, "incompatible memref type");
  unsigned rank = shaped_rank(memref);
  const Type *array = global_type(ctx, l, memref), *elem = tc_convert_type1(l->tc, shaped_elem(memref));
  Value *sizes[MAX_STACK_RANK], *strides[MAX_STACK_RANK];
  Value *count = array ? memref_llvm_descriptor_sizes(rw, op, l, memref, o, sizes, strides) : NULL;
  /* The size in bytes is computed for all allocations, used or not. */
  if (!count || !memref_llvm_size_in_bytes(rw, op->loc, l, elem, count)) return false;
  const Type *ptr = llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(memref));
  NamedAttr gname = named(ctx, "global_name", name);
  Value *addr = llvm_res(rw_build(rw, "llvm.mlir.addressof", op->loc, 0, NULL, 1, &ptr, 1, &gname));
  int32_t zeros[MAX_STACK_RANK + 1] = {0};
  NamedAttr gattrs[] = {
      named(ctx, "elem_type", attr_type(ctx, array)),
      named(ctx, "noWrapFlags", attr_integer(ctx, type_integer(ctx, 32, 0), 0)),
      named(ctx, "rawConstantIndices",
            attr_dense_array(ctx, type_integer(ctx, 32, 0), rank + 1, zeros, (rank + 1) * sizeof *zeros)),
  };
  Value *aligned = addr ? llvm_res(rw_build(rw, "llvm.getelementptr", op->loc, 1, &addr, 1, &ptr, 3, gattrs)) : NULL;
  /* An index attribute on an i64 constant, whatever the index width. */
  NamedAttr dead_value = named(ctx, "value", attr_integer(ctx, ctx->t_index, DEAD_BEEF_VALUE));
  Value *dead =
      aligned ? llvm_res(rw_build(rw, "llvm.mlir.constant", op->loc, 0, NULL, 1, &ctx->t_i64, 1, &dead_value)) : NULL;
  Value *allocated = dead ? llvm_res(rw_build(rw, "llvm.inttoptr", op->loc, 1, &dead, 1, &ptr, 0, NULL)) : NULL;
  Value *d = allocated ? memref_llvm_new_descriptor(rw, op->loc, l, memref, allocated, aligned, sizes, strides) : NULL;
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

const ConvPattern MEMREF_LLVM_GLOBAL_PATTERNS[] = {
    MEMREF_LLVM_LOWER("memref.global", lower_global),
    MEMREF_LLVM_LOWER("memref.get_global", lower_get_global),
};
const size_t MEMREF_LLVM_GLOBAL_PATTERN_COUNT =
    sizeof MEMREF_LLVM_GLOBAL_PATTERNS / sizeof *MEMREF_LLVM_GLOBAL_PATTERNS;
