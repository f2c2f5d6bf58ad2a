/* memref_llvm_copy.c: finalize-memref-to-llvm's patterns for memref.copy,
 * memref.atomic_rmw and memref.assume_alignment, as upstream's
 * MemRefCopyOpLowering (llvm.intr.memcpy of the whole buffer when both
 * sides are contiguous, else the runtime's memrefCopy on unranked
 * descriptors promoted to the stack), AtomicRMWOpLowering (the kinds LLVM's
 * atomicrmw has), GenericAtomicRMWOpLowering (a cmpxchg loop),
 * AssumeAlignmentOpLowering and PrefetchOpLowering. */
#include "memref_llvm.h"

#include "llvm_builders.h"
#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/slice_util.h"

enum { DESC_ALIGNED = 1, DESC_OFFSET = 2, DESC_SIZES = 3 };

/* memref::isStaticShapeAndContiguousRowMajor with a non-empty shape, or an
 * identity layout. */
static bool contiguous(const Type *t) {
  if (t->kind != TK_MEMREF) return false;
  if (memref_llvm_identity_layout(t)) return true;
  int64_t count = shaped_num_elements(t), strides[SLICE_MAX_RANK], offset;
  if (count <= 0 || shaped_rank(t) > SLICE_MAX_RANK || !memref_strides_offset(t, strides, &offset)) return false;
  /* Row-major contiguous: each stride is the product of the sizes after
   * it, ignoring unit dims. */
  int64_t running = 1;
  for (unsigned i = shaped_rank(t); i-- > 0;) {
    int64_t d = shaped_dim(t, i);
    if (d == 1) continue;
    if (strides[i] != running) return false;
    running *= d;
  }
  return true;
}

/* The aligned pointer moved by the descriptor's offset. */
static Value *offset_base(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, Value *desc, const Type *elem) {
  Context *ctx = rw->ctx;
  int64_t aligned_pos = DESC_ALIGNED, offset_pos = DESC_OFFSET;
  Value *base = llvm_extract(rw, loc, desc, llvm_ptr_type(ctx, 0), 1, &aligned_pos);
  Value *off = base ? llvm_extract(rw, loc, desc, llvm_tc_index_type(l), 1, &offset_pos) : NULL;
  return off ? memref_llvm_gep(rw, loc, base, elem, off, 0) : NULL;
}

static bool copy_intrinsic(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, Value *src, Value *dst) {
  Context *ctx = rw->ctx;
  const Type *st = opnd(op, 0)->type, *elem = tc_convert_type1(l->tc, shaped_elem(st));
  Value *count = llvm_index_constant(rw, op->loc, l, 1);
  for (unsigned i = 0; count && i < shaped_rank(st); i++) {
    int64_t pos[2] = {DESC_SIZES, i};
    Value *size = llvm_extract(rw, op->loc, src, llvm_tc_index_type(l), 2, pos);
    count = memref_llvm_index_binary(rw, op->loc, "llvm.mul", count, size, 0);
  }
  Value *elem_size = count && elem ? memref_llvm_element_size(rw, op->loc, l, elem) : NULL;
  Value *total = memref_llvm_index_binary(rw, op->loc, "llvm.mul", count, elem_size, 0);
  Value *from = total ? offset_base(rw, op->loc, l, src, elem) : NULL;
  Value *to = from ? offset_base(rw, op->loc, l, dst, elem) : NULL;
  NamedAttr vol = named(ctx, "isVolatile", attr_integer(ctx, type_integer(ctx, 1, 0), 0));
  Value *args[3] = {to, from, total};
  if (!to || !rw_build(rw, "llvm.intr.memcpy", op->loc, 3, args, 0, NULL, 1, &vol)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* A ranked descriptor as an unranked one: its rank and the address of a
 * stack copy. */
static Value *make_unranked(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *memref, Value *desc) {
  Context *ctx = rw->ctx;
  Value *rank = llvm_int_constant(rw, loc, llvm_tc_index_type(l), shaped_rank(memref));
  Value *slot = rank ? memref_llvm_promote(rw, loc, desc) : NULL;
  const Type *unranked = slot ? type_unranked_memref(ctx, shaped_elem(memref), WORD_PTR(const Attr, memref->p[memref->aux + 2])) : NULL;
  const Type *ut = unranked ? tc_convert_type1(l->tc, unranked) : NULL;
  Value *fields[2] = {rank, slot};
  return ut ? llvm_pack_descriptor(rw, loc, ut, 0, false, fields) : NULL;
}

static bool copy_call(Rewriter *rw, Operation *op, const LlvmTypeConverter *l, Value *src, Value *dst) {
  Context *ctx = rw->ctx;
  const Type *st = opnd(op, 0)->type, *dt = opnd(op, 1)->type, *ptr = llvm_ptr_type(ctx, 0);
  Operation *module = llvm_parent_module(op);
  if (!module) return false;
  Value *saved = llvm_res(rw_build(rw, "llvm.intr.stacksave", op->loc, 0, NULL, 1, &ptr, 0, NULL));
  Value *us = saved && st->kind == TK_MEMREF ? make_unranked(rw, op->loc, l, st, src) : src;
  Value *ud = us && dt->kind == TK_MEMREF ? make_unranked(rw, op->loc, l, dt, dst) : dst;
  Value *one = ud ? llvm_index_constant(rw, op->loc, l, 1) : NULL;
  Value *slots[2] = {NULL, NULL}, *descs[2] = {us, ud};
  for (unsigned i = 0; one && i < 2; i++) {
    NamedAttr et = named(ctx, "elem_type", attr_type(ctx, descs[i]->type));
    slots[i] = llvm_res(rw_build(rw, "llvm.alloca", op->loc, 1, &one, 1, &ptr, 1, &et));
    NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
    Value *sv[2] = {descs[i], slots[i]};
    if (!slots[i] || !rw_build(rw, "llvm.store", op->loc, 2, sv, 0, NULL, 1, &ordering)) return false;
  }
  const Type *elem = tc_convert_type1(l->tc, shaped_elem(st));
  Value *elem_size = slots[1] && elem ? memref_llvm_element_size(rw, op->loc, l, elem) : NULL;
  const Type *index = llvm_tc_index_type(l), *params[3] = {index, ptr, ptr};
  const Type *fn = llvm_func_type(ctx, llvm_simple_type(ctx, "void"), 3, params, false);
  Value *args[3] = {elem_size, slots[0], slots[1]};
  if (!elem_size || !llvm_lookup_or_create_fn(rw, module, "memrefCopy", fn) ||
      !llvm_call(rw, op->loc, "memrefCopy", NULL, 3, args) ||
      !rw_build(rw, "llvm.intr.stackrestore", op->loc, 1, &saved, 0, NULL, 0, NULL))
    return false;
  rw_erase_op(rw, op);
  return true;
}

static bool lower_copy(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *src = conv_operand(o, 0), *dst = conv_operand(o, 1);
  if (!src || !dst) return false;
  if (contiguous(opnd(op, 0)->type) && contiguous(opnd(op, 1)->type)) return copy_intrinsic(rw, op, l, src, dst);
  return copy_call(rw, op, l, src, dst);
}

/* matchSimpleAtomicOp: arith's AtomicRMWKind to LLVM's AtomicBinOp. */
static int atomic_bin_op(uint64_t kind) {
  enum { ADDF, ADDI, ANDI, ASSIGN, MAXIMUMF, MAXNUMF, MAXS, MAXU, MINIMUMF, MINNUMF, MINS, MINU, MULF, MULI, ORI, XORI };
  enum { XCHG = 0, ADD = 1, AND = 3, OR = 5, XOR = 6, MAX = 7, MIN = 8, UMAX = 9, UMIN = 10, FADD = 11,
         FMAX = 13, FMIN = 14, FMAXIMUM = 19, FMINIMUM = 20 };
  switch (kind) {
  case ADDF: return FADD;
  case ADDI: return ADD;
  case ASSIGN: return XCHG;
  case MAXIMUMF: return FMAXIMUM;
  case MAXNUMF: return FMAX;
  case MAXS: return MAX;
  case MAXU: return UMAX;
  case MINIMUMF: return FMINIMUM;
  case MINNUMF: return FMIN;
  case MINS: return MIN;
  case MINU: return UMIN;
  case ORI: return OR;
  case ANDI: return AND;
  case XORI: return XOR;
  default: return -1;
  }
}

enum { ORDERING_ACQ_REL = 6 };

/* PrefetchOpLowering: llvm.intr.prefetch of the element's address. */
static bool lower_prefetch(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *memref = opnd(op, 0)->type, *i32 = type_integer(ctx, 32, 0);
  Value *desc = conv_operand(o, 0), *indices[MAX_STACK_RANK];
  unsigned n = o->n - 1;
  const Attr *hint = op_get_attr(op, "localityHint", 12);
  if (!desc || !hint || memref->kind != TK_MEMREF || n > MAX_STACK_RANK) return false;
  for (unsigned i = 0; i < n; i++)
    if (!(indices[i] = conv_operand(o, 1 + i))) return false;
  Value *p = memref_llvm_element_ptr(rw, op, l, memref, desc, n, indices, false);
  NamedAttr attrs[] = {
      named(ctx, "cache", attr_integer(ctx, i32, attr_int_or(op_get_attr(op, "isDataCache", 11), 0) ? 1 : 0)),
      named(ctx, "hint", attr_integer(ctx, i32, attr_int_value(hint))),
      named(ctx, "rw", attr_integer(ctx, i32, attr_int_or(op_get_attr(op, "isWrite", 7), 0) ? 1 : 0)),
  };
  if (!p || !rw_build(rw, "llvm.intr.prefetch", op->loc, 1, &p, 0, NULL, 3, attrs)) return false;
  rw_erase_op(rw, op);
  return true;
}

static bool lower_atomic_rmw(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Attr *kind = op_get_attr(op, "kind", 4);
  /* An I64EnumAttr: a plain integer attribute. */
  int bin = kind ? atomic_bin_op(kind->kind == AK_INTEGER ? (uint64_t)attr_int_value(kind) : enum_value(kind)) : -1;
  const Type *memref = opnd(op, 1)->type;
  Value *value = conv_operand(o, 0), *desc = conv_operand(o, 1), *indices[MAX_STACK_RANK];
  unsigned n = o->n - 2;
  if (bin < 0 || !value || !desc || memref->kind != TK_MEMREF || n > MAX_STACK_RANK) return false;
  for (unsigned i = 0; i < n; i++)
    if (!(indices[i] = conv_operand(o, 2 + i))) return false;
  Value *p = memref_llvm_element_ptr(rw, op, l, memref, desc, n, indices, false);
  NamedAttr attrs[] = {
      named(ctx, "bin_op", llvm_i64_attr(ctx, bin)),
      named(ctx, "ordering", llvm_i64_attr(ctx, ORDERING_ACQ_REL)),
  };
  Value *ops[2] = {p, value};
  Value *r = p ? llvm_res(rw_build(rw, "llvm.atomicrmw", op->loc, 2, ops, 1, &value->type, 2, attrs)) : NULL;
  if (!r) return false;
  rw_replace_op(rw, op, &r);
  return true;
}

/* A branch at the insertion point: llvm.br to `dest` with `arg` (or none),
 * or llvm.cond_br on `cond` to `dest` / `other`(`arg`). */
static bool branch(Rewriter *rw, const Loc *loc, Value *cond, Block *dest, Block *other, Value *arg) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, cond ? "llvm.cond_br" : "llvm.br", cond ? 12 : 7), loc);
  bool ok = true;
  if (cond) {
    int32_t segs[3] = {1, 0, 1};
    ok = opstate_add_operand(&st, cond) && opstate_add_operand(&st, arg) && opstate_add_successor(&st, dest) &&
         opstate_add_successor(&st, other) &&
         opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"),
                          attr_dense_array(ctx, type_integer(ctx, 32, 0), 3, segs, sizeof segs));
  } else {
    ok = opstate_add_operand(&st, arg) && opstate_add_successor(&st, dest);
  }
  if (ok && rw_create(rw, &st)) return true;
  if (!ok) opstate_free(&st);
  return false;
}

enum { ORDERING_MONOTONIC = 2 };

/* GenericAtomicRMWOpLowering: a loop that loads the element, computes the
 * body's value from it and stores it with cmpxchg until no other writer
 * came between; the op's result is the last value loaded. */
static bool lower_generic_atomic_rmw(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *memref = opnd(op, 0)->type, *value_type = tc_convert_type1(l->tc, op->results[0].type);
  Block *body = op->num_regions ? op->regions[0].first : NULL;
  Value *desc = conv_operand(o, 0), *indices[MAX_STACK_RANK];
  unsigned n = o->n - 1;
  if (!desc || !value_type || !body || body->nargs != 1 || !body->last || body->last->num_operands != 1 ||
      memref->kind != TK_MEMREF || n > MAX_STACK_RANK || !op->block)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (!(indices[i] = conv_operand(o, 1 + i))) return false;
  Block *init = op->block;
  Block *loop = rw_split_block(rw, init, op);
  Value *loaded = loop ? block_add_arg(loop, value_type, op->loc) : NULL;
  Block *end = loaded ? rw_split_block(rw, loop, op->next) : NULL;
  if (!end) return false;
  rw_set_block_end(rw, init);
  Value *p = memref_llvm_element_ptr(rw, op, l, memref, desc, n, indices, false);
  NamedAttr ordering = named(ctx, "ordering", llvm_i64_attr(ctx, 0));
  Value *first = p ? llvm_res(rw_build(rw, "llvm.load", op->loc, 1, &p, 1, &value_type, 1, &ordering)) : NULL;
  if (!first || !branch(rw, op->loc, NULL, loop, NULL, first)) return false;
  rw_set_block_start(rw, loop);
  PtrMap map = {0};
  uintptr_t m;
  bool ok = pm_put(&ctx->alloc, &map, body->args[0], (uintptr_t)loaded) && rw_clone_body_ops(rw, &op->regions[0], &map);
  Value *yielded = opnd(body->last, 0);
  Value *result = ok && pm_get(&map, yielded, &m) ? (Value *)m : yielded;
  pm_free(&ctx->alloc, &map);
  const Type *fields[2] = {value_type, type_integer(ctx, 1, 0)};
  const Type *pair_type = llvm_struct_literal(ctx, 2, fields, false);
  NamedAttr attrs[] = {
      named(ctx, "failure_ordering", llvm_i64_attr(ctx, ORDERING_MONOTONIC)),
      named(ctx, "success_ordering", llvm_i64_attr(ctx, ORDERING_ACQ_REL)),
  };
  Value *cx_ops[3] = {p, loaded, result};
  Value *pair = ok && pair_type ? llvm_res(rw_build(rw, "llvm.cmpxchg", op->loc, 3, cx_ops, 1, &pair_type, 2, attrs))
                                : NULL;
  int64_t zero = 0, one = 1;
  Value *new_loaded = pair ? llvm_extract(rw, op->loc, pair, value_type, 1, &zero) : NULL;
  Value *success = new_loaded ? llvm_extract(rw, op->loc, pair, fields[1], 1, &one) : NULL;
  if (!success || !branch(rw, op->loc, success, end, loop, new_loaded)) return false;
  rw_set_block_end(rw, end);
  rw_replace_op(rw, op, &new_loaded);
  return true;
}

/* AssumeAlignmentOpLowering: llvm.intr.assume(true) with an "align" bundle
 * on the aligned pointer; the memref itself flows through. */
static bool lower_assume_alignment(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  Value *desc = conv_operand(o, 0);
  const Attr *align = op_get_attr(op, "alignment", 9);
  if (!desc || !align || opnd(op, 0)->type->kind != TK_MEMREF) return false;
  /* getStridedElementPtr without indices: the aligned pointer moved by
   * the offset. */
  Value *ptr = memref_llvm_element_ptr(rw, op, l, opnd(op, 0)->type, desc, 0, NULL, false);
  Value *t = ptr ? llvm_int_constant(rw, op->loc, type_integer(ctx, 1, 0), 1) : NULL;
  Value *a = t ? llvm_index_constant(rw, op->loc, l, attr_int_value(align)) : NULL;
  int32_t bundle_sizes[1] = {2};
  const Attr *tag = attr_string(ctx, "align", 5, NULL);
  NamedAttr attrs[] = {
      named(ctx, "op_bundle_sizes", attr_dense_array(ctx, type_integer(ctx, 32, 0), 1, bundle_sizes, sizeof bundle_sizes)),
      named(ctx, "op_bundle_tags", attr_array(ctx, 1, &tag)),
  };
  Value *ops[3] = {t, ptr, a};
  if (!a || !rw_build(rw, "llvm.intr.assume", op->loc, 3, ops, 0, NULL, 2, attrs)) return false;
  rw_replace_op(rw, op, &desc);
  return true;
}

const ConvPattern MEMREF_LLVM_COPY_PATTERNS[] = {
    MEMREF_LLVM_LOWER("memref.copy", lower_copy),
    MEMREF_LLVM_LOWER("memref.atomic_rmw", lower_atomic_rmw),
    MEMREF_LLVM_LOWER("memref.assume_alignment", lower_assume_alignment),
    MEMREF_LLVM_LOWER("memref.prefetch", lower_prefetch),
    MEMREF_LLVM_LOWER("memref.generic_atomic_rmw", lower_generic_atomic_rmw),
};
const size_t MEMREF_LLVM_COPY_PATTERN_COUNT = sizeof MEMREF_LLVM_COPY_PATTERNS / sizeof *MEMREF_LLVM_COPY_PATTERNS;
