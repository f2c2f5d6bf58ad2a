/* memref_fold.c: memref folders and canonicalizations (upstream's
 * MemRefOps.cpp): memref.cast sources fold into their consumers (load,
 * store, dealloc, dim, copy, cast), dim of static shapes and of allocation
 * sizes, constant allocation sizes become static, dead allocations (only
 * stored into or deallocated) go away, and self or empty copies vanish. */
#include "memref.h"
#include "../utils/region_util.h"
#include "../utils/slice_util.h"
#include "../arith/arith_fold.h"

/* foldMemRefCast: operands defined by memref.cast of a ranked memref take
 * the cast's source; `inner` is left alone. */
static bool fold_memref_cast(Operation *op, const Value *inner) {
  bool folded = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Value *v = opnd(op, i);
    Operation *c = def_is(v, "memref.cast");
    if (c && v != inner && opnd(c, 0)->type->kind != TK_UNRANKED_MEMREF) {
      operand_set(&op->operands[i], opnd(c, 0));
      folded = true;
    }
  }
  return folded;
}

static bool fold_cast_into(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  if (!fold_memref_cast(op, NULL)) return false;
  if (op->num_results == 1) RETURN_VALUE(res0(op));
  return true;
}

static bool fold_store(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c, (void)out;
  return fold_memref_cast(op, opnd(op, 0));
}

/* CastOp::canFoldIntoConsumerOp: the cast only loses static information. */
bool memref_cast_foldable_into_consumer(Operation *cast) {
  const Type *s = opnd(cast, 0)->type, *r = cast->results[0].type;
  if (s->kind != TK_MEMREF || r->kind != TK_MEMREF || shaped_elem(s) != shaped_elem(r) || s->aux != r->aux)
    return false;
  unsigned rank = s->aux;
  if (rank > SLICE_MAX_RANK) return false;
  int64_t ss[SLICE_MAX_RANK], rs[SLICE_MAX_RANK], so, ro;
  if (!memref_strides_offset(s, ss, &so) || !memref_strides_offset(r, rs, &ro)) return false;
  for (unsigned i = 0; i < rank; i++) {
    int64_t a = shaped_dim(s, i), b = shaped_dim(r, i);
    if (a != b && a == DYNAMIC_SIZE && b != DYNAMIC_SIZE) return false;
  }
  if (so != ro && so == DYNAMIC_SIZE && ro != DYNAMIC_SIZE) return false;
  for (unsigned i = 0; i < rank; i++)
    if (ss[i] != rs[i] && ss[i] == DYNAMIC_SIZE && rs[i] != DYNAMIC_SIZE) return false;
  return true;
}

static bool fold_copy(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c, (void)out;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Operation *cast = def_is(opnd(op, i), "memref.cast");
    if (cast && memref_cast_foldable_into_consumer(cast)) {
      operand_set(&op->operands[i], opnd(cast, 0));
      return true;
    }
  }
  return false;
}

/* ---- dim ------------------------------------------------------------------------------------ */

/* The position of dynamic dimension `i` among the dynamic ones. */
static unsigned dynamic_dim_index(const Type *t, unsigned i) {
  unsigned k = 0;
  for (unsigned d = 0; d < i; d++) k += shaped_dim(t, d) == DYNAMIC_SIZE;
  return k;
}

static bool fold_dim(Operation *op, const Attr *const *c, FoldResult *out) {
  if (!c[1] || c[1]->kind != AK_INTEGER) return false;
  const Type *t = opnd(op, 0)->type;
  if (t->kind != TK_MEMREF) return false;
  int64_t idx = attr_int_value(c[1]);
  if (idx < 0 || idx >= (int64_t)t->aux) return false;
  Context *ctx = op_context(op);
  if (shaped_dim(t, (unsigned)idx) != DYNAMIC_SIZE) RETURN_ATTR(attr_integer(ctx, ctx->t_index, shaped_dim(t, (unsigned)idx)));
  Operation *def = value_defining_op(opnd(op, 0));
  unsigned k = dynamic_dim_index(t, (unsigned)idx), s, n;
  if (def && (op_is(def, "memref.alloc") || op_is(def, "memref.alloca") || op_is(def, "memref.view"))) {
    if (ods_operands(def, def->name->name->str[7] == 'v' ? "sizes" : "dynamicSizes", &s, &n) && k < n)
      RETURN_VALUE(opnd(def, s + k));
  }
  if (fold_memref_cast(op, NULL)) RETURN_VALUE(res0(op));
  return false;
}

/* ---- alloc / alloca ------------------------------------------------------------------------- */

static bool alloc_const_sizes(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  unsigned s, n;
  if (!ods_operands(op, "dynamicSizes", &s, &n) || !n) return false;
  bool any = false;
  for (unsigned i = 0; i < n && !any; i++) {
    int64_t v;
    any = const_int_value(opnd(op, s + i), &v) && v >= 0;
  }
  if (!any) return false;
  const Type *t = op->results[0].type;
  unsigned rank = t->aux;
  if (rank > MAX_STACK_RANK) return false;
  int64_t dims[64];
  Value **ops = ctx_alloc(ctx, (op->num_operands ? op->num_operands : 1) * sizeof *ops);
  if (!ops) return false;
  unsigned nd = 0, pos = 0;
  for (unsigned d = 0; d < rank; d++) {
    dims[d] = shaped_dim(t, d);
    if (dims[d] != DYNAMIC_SIZE) continue;
    Value *sz = opnd(op, s + pos++);
    int64_t v;
    if (const_int_value(sz, &v) && v >= 0) dims[d] = v;
    else ops[nd++] = sz;
  }
  unsigned ss, sn;
  ods_operands(op, "symbolOperands", &ss, &sn);
  for (unsigned i = 0; i < sn; i++) ops[nd + i] = opnd(op, ss + i);
  const Type *nt = type_memref(ctx, rank, dims, shaped_elem(t), WORD_PTR(const Attr, t->p[rank + 1]),
                               WORD_PTR(const Attr, t->p[rank + 2]));
  int32_t segs[2] = {(int32_t)nd, (int32_t)sn};
  NamedAttr attrs[2] = {named(ctx, "operandSegmentSizes",
                              attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 2, segs, sizeof segs)),
                        named(ctx, "alignment", op_get_attr(op, "alignment", 9))};
  Operation *na = nt ? rw_build(rw, op->name->name->str, op->loc, nd + sn, ops, 1, &nt, 2, attrs) : NULL;
  ctx_free(ctx, ops);
  if (!na) return false;
  Value *src = res0(na);
  Operation *cast = rw_build(rw, "memref.cast", op->loc, 1, &src, 1, &t, 0, NULL);
  if (!cast) return false;
  Value *r = res0(cast);
  rw_replace_op(rw, op, &r);
  return true;
}

static bool dead_alloc(Rewriter *rw, Operation *op) {
  Value *m = res0(op);
  for (OpOperand *u = m->uses; u; u = u->next) {
    Operation *user = u->owner;
    if (op_is(user, "memref.store")) {
      if (opnd(user, 0) == m) return false;
      continue;
    }
    if (!op_is(user, "memref.dealloc")) return false;
  }
  while (m->uses) rw_erase_op(rw, m->uses->owner);
  rw_erase_op(rw, op);
  return true;
}

/* ---- copy ------------------------------------------------------------------------------------ */

static bool has_zero_dim(const Type *t) {
  if (t->kind != TK_MEMREF) return false;
  for (unsigned i = 0; i < t->aux; i++)
    if (shaped_dim(t, i) == 0) return true;
  return false;
}

static bool fold_empty_copy(Rewriter *rw, Operation *op) {
  if (!has_zero_dim(opnd(op, 0)->type) && !has_zero_dim(opnd(op, 1)->type)) return false;
  rw_erase_op(rw, op);
  return true;
}

static bool fold_self_copy(Rewriter *rw, Operation *op) {
  if (opnd(op, 0) != opnd(op, 1)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* ExtractStridedMetadataOp::fold: the used offset, sizes and strides the
 * source type knows statically are replaced by constants built before the
 * op (by a plain builder, as upstream's folder does). */
static bool fold_extract_strided_metadata(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c, (void)out;
  Context *ctx = op_context(op);
  const Type *t = opnd(op, 0)->type;
  int64_t strides[SLICE_MAX_RANK], offset;
  if (t->kind != TK_MEMREF || shaped_rank(t) > SLICE_MAX_RANK || !memref_strides_offset(t, strides, &offset))
    return false;
  unsigned rank = shaped_rank(t);
  if (op->num_results != 2 + 2 * rank) return false;
  Rewriter rw = {.ctx = ctx};
  rw_set_before(&rw, op);
  bool folded = false;
  for (unsigned i = 1; i < op->num_results; i++) {
    int64_t st = i == 1 ? offset : i < 2 + rank ? shaped_dim(t, i - 2) : strides[i - 2 - rank];
    if (st == DYNAMIC_SIZE || !op->results[i].uses) continue;
    Value *k = rw_constant(&rw, attr_integer(ctx, ctx->t_index, st), op->loc);
    if (!k) return folded;
    while (op->results[i].uses) operand_set(op->results[i].uses, k);
    folded = true;
  }
  return folded;
}

/* ReinterpretCastOp::fold: a reinterpret_cast of a reinterpret_cast, a
 * cast or a subview at offset 0 reads their source instead; one that
 * changes nothing (same static type, offset 0) is its source. */
static bool fold_reinterpret_cast(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  Value *src = opnd(op, 0), *prev = NULL;
  Operation *def = value_defining_op(src);
  if (def && (op_is(def, "memref.reinterpret_cast") || op_is(def, "memref.cast"))) {
    prev = opnd(def, 0);
  } else if (def && op_is(def, "memref.subview")) {
    SliceParams p;
    bool zero = slice_read(def, &p);
    for (unsigned i = 0; zero && i < p.off.n; i++) {
      int64_t v;
      zero = mixed_const(&p.off, i, &v) && v == 0;
    }
    if (zero) prev = opnd(def, 0);
  }
  if (prev) {
    operand_set(&op->operands[0], prev);
    RETURN_VALUE(res0(op));
  }
  const Type *t = op->results[0].type;
  SliceParams p;
  if (t->kind == TK_MEMREF && shaped_num_elements(t) >= 0 && src->type == t && slice_read(op, &p) && p.off.n &&
      p.off.st[0] == 0)
    RETURN_VALUE(src);
  return false;
}

const FoldHook MEMREF_FOLDS[] = {
    {"memref.cast", fold_cast_into},   {"memref.load", fold_cast_into}, {"memref.store", fold_store},
    {"memref.dealloc", fold_cast_into}, {"memref.dim", fold_dim},       {"memref.copy", fold_copy},
    {"memref.extract_strided_metadata", fold_extract_strided_metadata},
    {"memref.reinterpret_cast", fold_reinterpret_cast}, {NULL, NULL},
};

static const Pattern SimplifyAllocConst = {.root = "memref.alloc", .benefit = 1, .match_and_rewrite = alloc_const_sizes, .debug_name = "SimplifyAllocConst"};
static const Pattern SimplifyDeadAlloc = {.root = "memref.alloc", .benefit = 1, .match_and_rewrite = dead_alloc, .debug_name = "SimplifyDeadAlloc"};
static const Pattern SimplifyAllocaConst = {.root = "memref.alloca", .benefit = 1, .match_and_rewrite = alloc_const_sizes, .debug_name = "SimplifyAllocConst"};
static const Pattern SimplifyDeadAlloca = {.root = "memref.alloca", .benefit = 1, .match_and_rewrite = dead_alloc, .debug_name = "SimplifyDeadAlloc"};
static const Pattern FoldEmptyCopy = {.root = "memref.copy", .benefit = 1, .match_and_rewrite = fold_empty_copy, .debug_name = "FoldEmptyCopy"};
static const Pattern FoldSelfCopy = {.root = "memref.copy", .benefit = 1, .match_and_rewrite = fold_self_copy, .debug_name = "FoldSelfCopy"};
static const Pattern SimplifyDeadRealloc = {.root = "memref.realloc", .benefit = 1, .match_and_rewrite = dead_alloc, .debug_name = "SimplifyDeadAlloc"};

const Pattern *const MEMREF_PATTERNS[] = {
    &SimplifyAllocConst, &SimplifyDeadAlloc, &SimplifyAllocaConst, &SimplifyDeadAlloca,
    &FoldEmptyCopy,      &FoldSelfCopy,      &SimplifyDeadRealloc, NULL,
};
