/* tensor_slice.c: folders and canonicalizations of tensor.extract_slice,
 * tensor.insert_slice and tensor.parallel_insert_slice (upstream's constant
 * argument folders, cast folders and source cast inserter), the
 * tensor.cast-into-extract_slice pattern, tensor.splat of a constant, and
 * FoldTensorCastProducerOp for tensor.insert. */
#include "tensor.h"
#include "../utils/slice_util.h"
#include "../arith/arith_fold.h"

static const Type *tensor_with_shape(Context *ctx, const Type *like, unsigned n, const int64_t *dims,
                                     const Attr *encoding) {
  return type_ranked_tensor(ctx, n, dims, shaped_elem(like), encoding);
}

static const Attr *tensor_encoding(const Type *t) { return WORD_PTR(const Attr, t->p[t->aux + 1]); }

/* computeRankReductionMask: which dims of `orig` are dropped to get
 * `reduced`; false when impossible. */
static bool rank_reduction_mask(const int64_t *orig, unsigned n, const int64_t *red, unsigned m, bool match_dynamic,
                                bool *unused) {
  unsigned ri = 0;
  for (unsigned i = 0; i < n; i++) {
    unused[i] = false;
    int64_t o = orig[i];
    if (match_dynamic && ri < m && o != 1 && (red[ri] == DYNAMIC_SIZE || o == DYNAMIC_SIZE)) {
      ri++;
      continue;
    }
    if (ri < m && o == red[ri]) {
      ri++;
      continue;
    }
    unused[i] = true;
    if (o != 1) return false;
  }
  return ri == m;
}

static void type_dims(const Type *t, int64_t *dims) {
  for (unsigned i = 0; i < shaped_rank(t); i++) dims[i] = shaped_dim(t, i);
}

/* ExtractSliceOp::inferCanonicalRankReducedResultType: the static sizes,
 * dropping the first unit dims until the rank fits. */
static const Type *canonical_slice_type(Context *ctx, unsigned rank, const Type *src, const MixedList *sizes) {
  if (sizes->n != shaped_rank(src)) return NULL;
  int64_t dims[SLICE_MAX_RANK];
  unsigned n = 0, drop = sizes->n > rank ? sizes->n - rank : 0;
  const Attr *enc = tensor_encoding(src);
  if (drop) enc = NULL;
  for (unsigned i = 0; i < sizes->n; i++) {
    if (drop && sizes->st[i] == 1) {
      drop--;
      continue;
    }
    dims[n++] = sizes->st[i];
  }
  return n == rank ? tensor_with_shape(ctx, src, n, dims, enc) : NULL;
}

static Operation *tensor_cast(Rewriter *rw, const Loc *loc, Value *v, const Type *t) {
  return rw_build(rw, "tensor.cast", loc, 1, &v, 1, &t, 0, NULL);
}

static bool any_constant_index_operand(Operation *op) {
  for (uint32_t i = 0; i < op->num_operands; i++) {
    const Attr *a = value_constant(opnd(op, i));
    if (a && a->kind == AK_INTEGER && attr_get_type(a)->kind == TK_INDEX) return true;
  }
  return false;
}

/* ---- extract_slice -------------------------------------------------------------------- */

static bool fold_extract_slice(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  const Type *rt = op->results[0].type, *st = opnd(op, 0)->type;
  /* reshapeConstantSource: a splat source resized to a static result */
  if (c[0] && c[0]->kind == AK_DENSE_ELEMENTS && c[0]->aux && shaped_num_elements(rt) >= 0) {
    ConstView v;
    Elem e;
    if (const_view(c[0], &v)) {
      const_elem(&v, 0, &e);
      const Attr *a = const_build(ctx, rt, &e, 1);
      if (a) RETURN_ATTR(a);
    }
  }
  SliceParams p, q;
  if (!slice_read(op, &p)) return false;
  if (st == rt && slice_is_identity(&p, st)) RETURN_VALUE(opnd(op, 0));
  Operation *ins = def_is(opnd(op, 0), "tensor.insert_slice");
  if (ins && opnd(ins, 0)->type == rt && slice_read(ins, &q) && slice_same(&p, &q)) RETURN_VALUE(opnd(ins, 0));
  return false;
}

static bool extract_constant_folder(Rewriter *rw, Operation *op) {
  SliceParams p;
  if (!slice_read(op, &p)) return false;
  if (!mixed_fold(&p.off, true, false) && !mixed_fold(&p.size, true, false) && !mixed_fold(&p.stride, false, false))
    return false;
  const Type *src = opnd(op, 0)->type, *rt = op->results[0].type;
  if (!slice_in_bounds(src, &p)) return false;
  const Type *t = canonical_slice_type(rw->ctx, shaped_rank(rt), src, &p.size);
  if (!t) return false;
  Operation *n = slice_build(rw, "tensor.extract_slice", op->loc, t, opnd(op, 0), NULL, &p);
  if (!n) return false;
  if (t == rt) {
    rw_replace_op_with(rw, op, n);
    return true;
  }
  Operation *c = tensor_cast(rw, op->loc, res0(n), rt);
  if (!c) return false;
  rw_replace_op_with(rw, op, c);
  return true;
}

static bool extract_cast_folder(Rewriter *rw, Operation *op) {
  if (any_constant_index_operand(op)) return false;
  Operation *cast = def_is(opnd(op, 0), "tensor.cast");
  if (!cast || !tensor_cast_foldable_into_consumer(cast)) return false;
  SliceParams p;
  if (!slice_read(op, &p) || !slice_in_bounds(opnd(cast, 0)->type, &p)) return false;
  Operation *n = slice_build(rw, "tensor.extract_slice", op->loc, op->results[0].type, opnd(cast, 0), NULL, &p);
  if (!n) return false;
  rw_replace_op_with(rw, op, n);
  return true;
}

/* TensorCastExtractSlice: a cast to a more static type of a slice becomes
 * the slice with those static sizes. */
static bool cast_of_extract_slice(Rewriter *rw, Operation *op) {
  const Type *rt = op->results[0].type, *st = opnd(op, 0)->type;
  Operation *ex = def_is(opnd(op, 0), "tensor.extract_slice");
  if (rt->kind != TK_RANKED_TENSOR || !ex || !tensor_preserves_static_info(st, rt)) return false;
  bool same = true;
  for (unsigned i = 0; i < shaped_rank(rt); i++) same &= shaped_dim(rt, i) == shaped_dim(st, i);
  if (same) return false;
  SliceParams p;
  if (!slice_read(ex, &p)) return false;
  const Type *et = ex->results[0].type;
  int64_t red[SLICE_MAX_RANK];
  bool unused[SLICE_MAX_RANK];
  type_dims(et, red);
  bool mask = rank_reduction_mask(p.size.st, p.size.n, red, shaped_rank(et), false, unused);
  unsigned di = 0;
  for (unsigned i = 0; i < p.size.n; i++) {
    if (mask && unused[i]) continue;
    if (di >= shaped_rank(rt)) return false;
    int64_t d = shaped_dim(rt, di++);
    if (d == DYNAMIC_SIZE) continue;
    p.size.st[i] = d;
    p.size.dyn[i] = NULL;
  }
  Operation *n = slice_build(rw, "tensor.extract_slice", op->loc, rt, opnd(ex, 0), NULL, &p);
  if (!n) return false;
  rw_replace_op_with(rw, op, n);
  return true;
}

/* ---- insert_slice / parallel_insert_slice ------------------------------------------------ */

static bool is_parallel(const Operation *op) { return op_is(op, "tensor.parallel_insert_slice"); }

/* Replaces an insert op by a new one of the same kind. */
static bool replace_insert(Rewriter *rw, Operation *op, Value *src, Value *dst, const SliceParams *p) {
  const Type *t = is_parallel(op) ? NULL : dst->type;
  Operation *n = slice_build(rw, op->name->name->str, op->loc, t, src, dst, p);
  if (!n) return false;
  rw_replace_op_with(rw, op, n);
  return true;
}

/* The cast for an insert's source goes before the parallel combining op. */
static Value *cast_source(Rewriter *rw, Operation *op, const Type *t) {
  if (is_parallel(op) && op_parent_op(op)) rw_set_before(rw, op_parent_op(op));
  Operation *c = tensor_cast(rw, op->loc, opnd(op, 0), t);
  rw_set_before(rw, op);
  return c ? res0(c) : NULL;
}

static bool fold_insert_slice(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  const Type *st = opnd(op, 0)->type, *rt = op->results[0].type;
  SliceParams p, q;
  if (!slice_read(op, &p)) return false;
  if (st == rt && shaped_num_elements(rt) >= 0 && slice_is_identity(&p, rt)) RETURN_VALUE(opnd(op, 0));
  Operation *prev = def_is(opnd(op, 1), "tensor.insert_slice");
  if (prev && opnd(prev, 0)->type == st && slice_read(prev, &q) && slice_same(&p, &q)) {
    operand_set(&op->operands[1], opnd(prev, 1));
    RETURN_VALUE(res0(op));
  }
  Operation *ex = def_is(opnd(op, 0), "tensor.extract_slice");
  if (ex && opnd(ex, 0) == opnd(op, 1) && slice_read(ex, &q) && slice_same(&p, &q)) RETURN_VALUE(opnd(ex, 0));
  int64_t v;
  for (unsigned i = 0; i < p.size.n; i++)
    if (mixed_const(&p.size, i, &v) && v == 0) RETURN_VALUE(opnd(op, 1));
  return false;
}

static bool insert_constant_folder(Rewriter *rw, Operation *op) {
  SliceParams p;
  if (!slice_read(op, &p)) return false;
  if (!mixed_fold(&p.off, true, false) && !mixed_fold(&p.size, true, false) && !mixed_fold(&p.stride, false, true))
    return false;
  Value *src = opnd(op, 0), *dst = opnd(op, 1);
  if (!slice_in_bounds(dst->type, &p)) return false;
  const Type *t = canonical_slice_type(rw->ctx, shaped_rank(src->type), dst->type, &p.size);
  if (!t) return false;
  if (t != src->type && !(src = cast_source(rw, op, t))) return false;
  return replace_insert(rw, op, src, dst, &p);
}

static Value *foldable_cast_source(Value *v) {
  Operation *c = def_is(v, "tensor.cast");
  return c && tensor_cast_foldable_into_consumer(c) ? opnd(c, 0) : NULL;
}

/* isRankReducedType(inferred from the dest and sizes, src) == Success. */
static bool insert_types_match(const Type *src, const Type *dst, const int64_t *sizes, unsigned n) {
  if (shaped_elem(src) != shaped_elem(dst) || n != shaped_rank(dst)) return false;
  int64_t red[SLICE_MAX_RANK];
  bool unused[SLICE_MAX_RANK];
  type_dims(src, red);
  return shaped_rank(src) <= n && rank_reduction_mask(sizes, n, red, shaped_rank(src), false, unused);
}

static bool insert_cast_folder(Rewriter *rw, Operation *op) {
  if (any_constant_index_operand(op)) return false;
  Value *scs = foldable_cast_source(opnd(op, 0)), *dcs = foldable_cast_source(opnd(op, 1));
  if (!scs && !dcs) return false;
  Value *src = scs ? scs : opnd(op, 0), *dst = dcs ? dcs : opnd(op, 1);
  if (src->type->kind != TK_RANKED_TENSOR || dst->type->kind != TK_RANKED_TENSOR) return false;
  SliceParams p;
  if (!slice_read(op, &p)) return false;
  int64_t sizes[SLICE_MAX_RANK], sdims[SLICE_MAX_RANK];
  bool unused[SLICE_MAX_RANK];
  memcpy(sizes, p.size.st, sizeof sizes);
  type_dims(src->type, sdims);
  if (!rank_reduction_mask(sizes, p.size.n, sdims, shaped_rank(src->type), true, unused)) return false;
  /* as upstream, the source dim index only advances on replaced dims */
  unsigned ri = 0;
  for (unsigned i = 0; i < p.size.n; i++) {
    if (unused[i] || ri >= shaped_rank(src->type) || sdims[ri] == DYNAMIC_SIZE) continue;
    p.size.st[i] = sizes[i] = sdims[ri++];
    p.size.dyn[i] = NULL;
  }
  if (!insert_types_match(src->type, dst->type, sizes, p.size.n)) return false;
  if (!slice_in_bounds(dst->type, &p)) return false;
  const Type *t = is_parallel(op) ? NULL : dst->type;
  Operation *n = slice_build(rw, op->name->name->str, op->loc, t, src, dst, &p);
  if (!n) return false;
  if (!is_parallel(op) && dst->type != opnd(op, 1)->type) {
    n = tensor_cast(rw, op->loc, res0(n), opnd(op, 1)->type);
    if (!n) return false;
  }
  rw_replace_op_with(rw, op, n);
  return true;
}

static bool insert_source_cast_inserter(Rewriter *rw, Operation *op) {
  const Type *st = opnd(op, 0)->type, *dt = opnd(op, 1)->type;
  unsigned r = shaped_rank(st);
  SliceParams p;
  if (r != shaped_rank(dt) || !slice_read(op, &p) || p.size.n != r) return false;
  int64_t shape[SLICE_MAX_RANK];
  for (unsigned i = 0; i < r; i++) {
    int64_t v;
    shape[i] = shaped_dim(st, i);
    if (!mixed_const(&p.size, i, &v)) continue;
    if (v < 0) return false;
    shape[i] = v;
  }
  const Type *nt = tensor_with_shape(rw->ctx, st, r, shape, tensor_encoding(st));
  if (!nt || nt == st || !tensor_preserves_static_info(st, nt)) return false;
  for (unsigned i = 0; i < r; i++)
    if (shaped_dim(st, i) != DYNAMIC_SIZE && shaped_dim(st, i) != shape[i]) return false; /* castable */
  Value *src = cast_source(rw, op, nt);
  return src && replace_insert(rw, op, src, opnd(op, 1), &p);
}

/* ---- splat / insert ------------------------------------------------------------------- */

static bool fold_splat(Operation *op, const Attr *const *c, FoldResult *out) {
  const Type *rt = op->results[0].type;
  if (!c[0] || (c[0]->kind != AK_INTEGER && c[0]->kind != AK_FLOAT) || shaped_num_elements(rt) < 0) return false;
  ConstView v;
  Elem e;
  if (!const_view(c[0], &v)) return false;
  const_elem(&v, 0, &e);
  RETURN_ATTR(const_build(op_context(op), rt, &e, 1));
}

/* FoldTensorCastProducerOp on tensor.insert: operands from foldable casts
 * take the casts' sources; a changed result type is cast back. */
static bool insert_of_cast(Rewriter *rw, Operation *op) {
  if (!op_is(op, "tensor.insert")) return false;
  unsigned n = op->num_operands;
  bool any = false;
  for (unsigned i = 0; i < n; i++) any |= foldable_cast_source(opnd(op, i)) != NULL;
  if (!any || n > 2 + SLICE_MAX_RANK) return false;
  Value *ops[2 + SLICE_MAX_RANK];
  for (unsigned i = 0; i < n; i++) {
    Value *s = foldable_cast_source(opnd(op, i));
    ops[i] = s ? s : opnd(op, i);
  }
  const Type *t = ops[1]->type;
  Operation *ni = rw_build(rw, "tensor.insert", op->loc, n, ops, 1, &t, 0, NULL);
  if (!ni) return false;
  if (t != op->results[0].type) ni = tensor_cast(rw, op->loc, res0(ni), op->results[0].type);
  if (!ni) return false;
  rw_replace_op_with(rw, op, ni);
  return true;
}

const FoldHook TENSOR_SLICE_FOLDS[] = {
    {"tensor.extract_slice", fold_extract_slice},
    {"tensor.insert_slice", fold_insert_slice},
    {"tensor.splat", fold_splat},
    {NULL, NULL},
};

static const Pattern TensorCastExtractSlice = {.root = "tensor.cast", .benefit = 1, .match_and_rewrite = cast_of_extract_slice, .debug_name = "TensorCastExtractSlice"};
static const Pattern ExtractSliceConstantArgumentFolder = {.root = "tensor.extract_slice", .benefit = 1, .match_and_rewrite = extract_constant_folder, .debug_name = "OpWithOffsetSizesAndStridesConstantArgumentFolder"};
static const Pattern ExtractSliceOpCastFolder = {.root = "tensor.extract_slice", .benefit = 1, .match_and_rewrite = extract_cast_folder, .debug_name = "ExtractSliceOpCastFolder"};
static const Pattern InsertSliceOpConstantArgumentFolder = {.root = "tensor.insert_slice", .benefit = 1, .match_and_rewrite = insert_constant_folder, .debug_name = "InsertSliceOpConstantArgumentFolder"};
static const Pattern InsertSliceOpCastFolder = {.root = "tensor.insert_slice", .benefit = 1, .match_and_rewrite = insert_cast_folder, .debug_name = "InsertSliceOpCastFolder"};
static const Pattern InsertSliceOpSourceCastInserter = {.root = "tensor.insert_slice", .benefit = 1, .match_and_rewrite = insert_source_cast_inserter, .debug_name = "InsertSliceOpSourceCastInserter"};
static const Pattern ParallelInsertSliceOpConstantArgumentFolder = {.root = "tensor.parallel_insert_slice", .benefit = 1, .match_and_rewrite = insert_constant_folder, .debug_name = "InsertSliceOpConstantArgumentFolder"};
static const Pattern ParallelInsertSliceOpCastFolder = {.root = "tensor.parallel_insert_slice", .benefit = 1, .match_and_rewrite = insert_cast_folder, .debug_name = "InsertSliceOpCastFolder"};
static const Pattern ParallelInsertSliceOpSourceCastInserter = {.root = "tensor.parallel_insert_slice", .benefit = 1, .match_and_rewrite = insert_source_cast_inserter, .debug_name = "InsertSliceOpSourceCastInserter"};
static const Pattern FoldTensorCastProducerOp = {.root = NULL, .benefit = 1, .match_and_rewrite = insert_of_cast, .debug_name = "FoldTensorCastProducerOp"};

const Pattern *const TENSOR_SLICE_PATTERNS[] = {
    &FoldTensorCastProducerOp,
    &TensorCastExtractSlice,
    &ExtractSliceConstantArgumentFolder,
    &ExtractSliceOpCastFolder,
    &InsertSliceOpConstantArgumentFolder,
    &InsertSliceOpCastFolder,
    &InsertSliceOpSourceCastInserter,
    &ParallelInsertSliceOpConstantArgumentFolder,
    &ParallelInsertSliceOpCastFolder,
    &ParallelInsertSliceOpSourceCastInserter,
    NULL,
};
