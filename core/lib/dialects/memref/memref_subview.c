/* memref_subview.c: memref.subview's folder and canonicalizations
 * (upstream's SubViewOp::fold, OpWithOffsetSizesAndStridesConstantArgument-
 * Folder with the subview result type, SubViewOpMemRefCastFolder and
 * TrivialSubViewOpFolder). */
#include "memref.h"
#include "../utils/slice_util.h"
#include "../arith/arith_fold.h"

static bool layout_is_static(const Type *t) {
  unsigned r = shaped_rank(t);
  const Attr *layout = WORD_PTR(const Attr, t->p[r + 1]);
  if (!layout || layout->kind != AK_STRIDED_LAYOUT) return true;
  for (uint32_t i = 0; i < layout->n; i++)
    if ((int64_t)layout->p[i] == DYNAMIC_SIZE) return false;
  return true;
}

static bool static_shape(const Type *t) {
  for (unsigned i = 0; i < shaped_rank(t); i++)
    if (shaped_dim(t, i) == DYNAMIC_SIZE) return false;
  return true;
}

static bool all_equal(const MixedList *m, int64_t want) {
  int64_t v;
  for (unsigned i = 0; i < m->n; i++)
    if (!mixed_const(m, i, &v) || v != want) return false;
  return true;
}

static bool fold_subview(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  Value *src = opnd(op, 0);
  const Type *st = src->type, *rt = op->results[0].type;
  if (st == rt && static_shape(rt) && layout_is_static(rt)) RETURN_VALUE(src);
  Operation *inner = def_is(src, "memref.subview");
  SliceParams p, q;
  if (inner && st == rt && slice_read(op, &p) && slice_read(inner, &q)) {
    bool sizes_same = p.size.n == q.size.n;
    for (unsigned i = 0; sizes_same && i < p.size.n; i++)
      sizes_same = p.size.st[i] == q.size.st[i] && p.size.dyn[i] == q.size.dyn[i];
    if (all_equal(&p.off, 0) && all_equal(&p.stride, 1) && sizes_same) RETURN_VALUE(src);
  }
  return false;
}

static Operation *cast_to(Rewriter *rw, const Loc *loc, Value *v, const Type *t) {
  return rw_build(rw, "memref.cast", loc, 1, &v, 1, &t, 0, NULL);
}

/* SubViewReturnTypeCanonicalizer: the inferred type without the dims the
 * op drops. */
static const Type *canonical_type(Context *ctx, Operation *op, const SliceParams *p) {
  const Type *t = subview_infer_type(ctx, opnd(op, 0)->type, p);
  if (!t) return NULL;
  SliceParams cur;
  bool dropped[SLICE_MAX_RANK];
  if (!slice_read(op, &cur) ||
      !subview_dropped_dims(opnd(op, 0)->type, op->results[0].type, &cur.size, dropped))
    return NULL;
  bool any = false;
  for (unsigned i = 0; i < shaped_rank(t); i++) any |= dropped[i];
  return any ? memref_drop_dims(ctx, t, dropped) : t;
}

static bool constant_argument_folder(Rewriter *rw, Operation *op) {
  SliceParams p;
  if (!slice_read(op, &p)) return false;
  /* upstream's || chain stops at the first list that folds */
  if (!mixed_fold(&p.off, true, false) && !mixed_fold(&p.size, true, false) && !mixed_fold(&p.stride, false, false))
    return false;
  if (!slice_in_bounds(opnd(op, 0)->type, &p)) return false;
  const Type *t = canonical_type(rw->ctx, op, &p);
  if (!t) return false;
  Operation *n = slice_build(rw, "memref.subview", op->loc, t, opnd(op, 0), NULL, &p);
  Operation *c = n ? cast_to(rw, op->loc, res0(n), op->results[0].type) : NULL;
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

static bool any_constant_index_operand(Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    const Attr *a = value_constant(opnd(op, i));
    if (a && a->kind == AK_INTEGER && attr_get_type(a)->kind == TK_INDEX) return true;
  }
  return false;
}

static bool cast_folder(Rewriter *rw, Operation *op) {
  if (any_constant_index_operand(op)) return false;
  Operation *cast = def_is(opnd(op, 0), "memref.cast");
  if (!cast || !memref_cast_foldable_into_consumer(cast)) return false;
  SliceParams p;
  bool dropped[SLICE_MAX_RANK];
  if (!slice_read(op, &p) || !subview_dropped_dims(opnd(op, 0)->type, op->results[0].type, &p.size, dropped))
    return false;
  const Type *t = subview_infer_type(rw->ctx, opnd(cast, 0)->type, &p);
  if (t) t = memref_drop_dims(rw->ctx, t, dropped);
  if (!t) return false;
  Operation *n = slice_build(rw, "memref.subview", op->loc, t, opnd(cast, 0), NULL, &p);
  Operation *c = n ? cast_to(rw, op->loc, res0(n), op->results[0].type) : NULL;
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

static bool trivial_folder(Rewriter *rw, Operation *op) {
  const Type *st = opnd(op, 0)->type, *rt = op->results[0].type;
  SliceParams p;
  if (shaped_rank(st) != shaped_rank(rt) || !slice_read(op, &p)) return false;
  if (!all_equal(&p.off, 0) || !all_equal(&p.stride, 1)) return false;
  for (unsigned i = 0; i < p.size.n; i++) {
    int64_t v;
    if (!mixed_const(&p.size, i, &v) || v != shaped_dim(st, i)) return false;
  }
  if (st == rt) {
    Value *v = opnd(op, 0);
    rw_replace_op(rw, op, &v);
    return true;
  }
  Operation *c = cast_to(rw, op->loc, opnd(op, 0), rt);
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

const FoldHook MEMREF_SUBVIEW_FOLDS[] = {{"memref.subview", fold_subview}, {NULL, NULL}};

static const Pattern SubViewConstantArgumentFolder = {.root = "memref.subview", .benefit = 1, .match_and_rewrite = constant_argument_folder, .debug_name = "OpWithOffsetSizesAndStridesConstantArgumentFolder"};
static const Pattern SubViewOpMemRefCastFolder = {.root = "memref.subview", .benefit = 1, .match_and_rewrite = cast_folder, .debug_name = "SubViewOpMemRefCastFolder"};
static const Pattern TrivialSubViewOpFolder = {.root = "memref.subview", .benefit = 1, .match_and_rewrite = trivial_folder, .debug_name = "TrivialSubViewOpFolder"};

const Pattern *const MEMREF_SUBVIEW_PATTERNS[] = {
    &SubViewConstantArgumentFolder, &SubViewOpMemRefCastFolder, &TrivialSubViewOpFolder, NULL};
