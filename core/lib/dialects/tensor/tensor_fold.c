/* tensor_fold.c: tensor folders and canonicalizations (upstream's
 * TensorOps.cpp): dim of static shapes, of tensor.empty, generate and
 * extract_slice sizes and through casts; chains of casts; empty tensors
 * with constant sizes or cast to more static types; extract from constants
 * and from_elements; from_elements of constants; insert of a splat's own
 * value; rank. */
#include "tensor.h"
#include "../utils/region_util.h"
#include "../utils/slice_util.h"
#include "../arith/arith_fold.h"

bool tensor_preserves_static_info(const Type *src, const Type *dst) {
  if (src->kind != TK_RANKED_TENSOR || dst->kind != TK_RANKED_TENSOR) return false;
  unsigned r = src->aux;
  if (shaped_elem(src) != shaped_elem(dst) || r != dst->aux || src->p[r + 1] != dst->p[r + 1]) return false;
  for (unsigned i = 0; i < r; i++)
    if (shaped_dim(src, i) != DYNAMIC_SIZE && shaped_dim(dst, i) == DYNAMIC_SIZE) return false;
  return true;
}

/* canFoldIntoConsumerOp: the cast only drops static information. */
bool tensor_cast_foldable_into_consumer(Operation *cast) {
  return tensor_preserves_static_info(cast->results[0].type, opnd(cast, 0)->type);
}

/* foldTensorCast: operands from such casts take the cast's source. */
static bool fold_tensor_cast(Operation *op) {
  bool folded = false;
  for (uint32_t i = 0; i < op->num_operands; i++) {
    Operation *c = def_is(opnd(op, i), "tensor.cast");
    if (c && tensor_cast_foldable_into_consumer(c)) {
      operand_set(&op->operands[i], opnd(c, 0));
      folded = true;
    }
  }
  return folded;
}

static unsigned dyn_index(const Type *t, unsigned i) {
  unsigned k = 0;
  for (unsigned d = 0; d < i; d++) k += shaped_dim(t, d) == DYNAMIC_SIZE;
  return k;
}

/* ---- dim --------------------------------------------------------------------------------- */

static bool fold_dim(Operation *op, const Attr *const *c, FoldResult *out) {
  if (!c[1] || c[1]->kind != AK_INTEGER) return false;
  const Type *t = opnd(op, 0)->type;
  if (t->kind != TK_RANKED_TENSOR) return false;
  int64_t idx = attr_int_value(c[1]);
  if (idx < 0 || idx >= (int64_t)t->aux) return false;
  Context *ctx = op_context(op);
  if (shaped_dim(t, (unsigned)idx) != DYNAMIC_SIZE)
    RETURN_ATTR(attr_integer(ctx, ctx->t_index, shaped_dim(t, (unsigned)idx)));
  Operation *def = value_defining_op(opnd(op, 0));
  if (op_is(def, "tensor.generate")) {
    unsigned k = dyn_index(t, (unsigned)idx);
    if (k < def->num_operands) RETURN_VALUE(opnd(def, k));
  }
  if (op_is(def, "tensor.extract_slice")) {
    const Type *st = opnd(def, 0)->type;
    const Attr *ss = op_get_attr(def, "static_sizes", 12);
    unsigned s, n;
    if (st->kind == TK_RANKED_TENSOR && st->aux == t->aux && ss && ss->kind == AK_DENSE_ARRAY &&
        ods_operands(def, "sizes", &s, &n)) {
      const Ident *blob = WORD_PTR(const Ident, ss->p[1]);
      unsigned k = 0;
      bool dyn = false;
      for (unsigned i = 0; i < ss->aux && i <= (unsigned)idx; i++) {
        int64_t v;
        memcpy(&v, blob->str + 8 * i, 8);
        bool d = v == DYNAMIC_SIZE;
        if (i == (unsigned)idx) dyn = d;
        else k += d;
      }
      if (dyn && k < n) RETURN_VALUE(opnd(def, s + k));
    }
  }
  if (fold_tensor_cast(op)) RETURN_VALUE(res0(op));
  return false;
}

static Value *build_dim(Rewriter *rw, Operation *op, Value *src) {
  Value *ops[2] = {src, opnd(op, 1)};
  Operation *d = rw_build(rw, "tensor.dim", op->loc, 2, ops, 1, &rw->ctx->t_index, 0, NULL);
  return d ? res0(d) : NULL;
}

static bool dim_of_cast(Rewriter *rw, Operation *op) {
  Operation *c = def_is(opnd(op, 0), "tensor.cast");
  if (!c) return false;
  Value *d = build_dim(rw, op, opnd(c, 0));
  if (!d) return false;
  rw_replace_op(rw, op, &d);
  return true;
}

/* The init operand tied to result `r` of a destination-style op. */
static Value *dps_init(Operation *def, unsigned r) {
  if (op_is(def, "tensor.insert") || op_is(def, "tensor.insert_slice")) return r == 0 ? opnd(def, 1) : NULL;
  const char *n = def->name->name->str;
  if (!strncmp(n, "linalg.", 7)) {
    unsigned s, c;
    if (ods_operands(def, "outputs", &s, &c) && r < c) return opnd(def, s + r);
  }
  return NULL;
}

static bool dim_of_dest_style(Rewriter *rw, Operation *op) {
  Value *src = opnd(op, 0);
  Operation *def = value_defining_op(src);
  Value *init = def ? dps_init(def, src->index) : NULL;
  if (!init) return false;
  rw_set_operand(rw, op, 0, init);
  return true;
}

static bool dim_of_reshape(Rewriter *rw, Operation *op) {
  Operation *rs = def_is(opnd(op, 0), "tensor.reshape");
  if (!rs) return false;
  rw_set_after(rw, op);
  Value *shape = opnd(rs, 1), *idx = opnd(op, 1);
  const Type *et = shaped_elem(shape->type);
  Value *ops[2] = {shape, idx};
  Operation *ex = rw_build(rw, "tensor.extract", op->loc, 2, ops, 1, &et, 0, NULL);
  if (!ex) return false;
  Value *v = res0(ex);
  if (v->type != op->results[0].type) {
    Operation *ic = rw_build(rw, "arith.index_cast", op->loc, 1, &v, 1, &op->results[0].type, 0, NULL);
    if (!ic) return false;
    v = res0(ic);
  }
  rw_replace_op(rw, op, &v);
  return true;
}

static bool empty_with_dim(Rewriter *rw, Operation *op) {
  Operation *e = def_is(opnd(op, 0), "tensor.empty");
  int64_t idx;
  if (!e || !const_int_value(opnd(op, 1), &idx)) return false;
  const Type *t = e->results[0].type;
  if (idx < 0 || idx >= (int64_t)t->aux || shaped_dim(t, (unsigned)idx) != DYNAMIC_SIZE) return false;
  unsigned k = dyn_index(t, (unsigned)idx);
  if (k >= e->num_operands) return false;
  Value *v = opnd(e, k);
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- cast --------------------------------------------------------------------------------- */

/* joinShapes; NULL when the shapes conflict. */
static const Type *join_shapes(Context *ctx, const Type *a, const Type *b) {
  if (!a || !b) return NULL;
  if (a->kind != TK_RANKED_TENSOR) return b;
  if (b->kind != TK_RANKED_TENSOR) return a;
  unsigned r = a->aux;
  if (r != b->aux || r > MAX_STACK_RANK) return NULL;
  int64_t dims[64];
  for (unsigned i = 0; i < r; i++) {
    int64_t x = shaped_dim(a, i), y = shaped_dim(b, i);
    if (x == DYNAMIC_SIZE) dims[i] = y;
    else if (y == DYNAMIC_SIZE) dims[i] = x;
    else if (x != y) return NULL;
    else dims[i] = x;
  }
  return type_ranked_tensor(ctx, r, dims, shaped_elem(a), NULL);
}

static bool chained_cast(Rewriter *rw, Operation *op) {
  Operation *in = def_is(opnd(op, 0), "tensor.cast");
  if (!in) return false;
  Context *ctx = rw->ctx;
  const Type *src = opnd(in, 0)->type, *mid = in->results[0].type, *res = op->results[0].type;
  const Type *first = join_shapes(ctx, join_shapes(ctx, src, mid), res);
  if (!first || first != join_shapes(ctx, src, res)) return false;
  Value *s = opnd(in, 0);
  Operation *c = rw_build(rw, "tensor.cast", op->loc, 1, &s, 1, &res, 0, NULL);
  if (!c) return false;
  Value *v = res0(c);
  rw_replace_op(rw, op, &v);
  return true;
}

/* tensor.empty with the given static shape and dynamic sizes. */
static Operation *build_empty(Rewriter *rw, const Loc *loc, const Type *t, unsigned n, Value *const *sizes) {
  return rw_build(rw, "tensor.empty", loc, n, sizes, 1, &t, 0, NULL);
}

static bool empty_with_cast(Rewriter *rw, Operation *op) {
  const Type *src = opnd(op, 0)->type, *res = op->results[0].type;
  if (!tensor_preserves_static_info(src, res)) return false;
  Operation *e = def_is(opnd(op, 0), "tensor.empty");
  if (!e) return false;
  Context *ctx = rw->ctx;
  unsigned r = res->aux;
  if (r > MAX_STACK_RANK) return false;
  int64_t dims[64];
  Value *sizes[MAX_STACK_RANK];
  unsigned n = 0, k = 0;
  for (unsigned i = 0; i < r; i++) {
    int64_t cur = shaped_dim(src, i), nd = shaped_dim(res, i);
    if (cur != DYNAMIC_SIZE) {
      if (nd == DYNAMIC_SIZE || nd != cur) return false;
      dims[i] = cur;
      continue;
    }
    Value *dyn = k < e->num_operands ? opnd(e, k) : NULL;
    k++;
    if (nd != DYNAMIC_SIZE) {
      dims[i] = nd;
      continue;
    }
    dims[i] = DYNAMIC_SIZE;
    sizes[n++] = dyn;
  }
  const Type *t = type_ranked_tensor(ctx, r, dims, shaped_elem(res), NULL);
  Operation *ne = t ? build_empty(rw, op->loc, t, n, sizes) : NULL;
  if (!ne) return false;
  Value *v = res0(ne);
  rw_replace_op(rw, op, &v);
  return true;
}

static bool empty_static_dims(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  const Type *t = op->results[0].type;
  unsigned r = t->aux;
  if (t->kind != TK_RANKED_TENSOR || r > MAX_STACK_RANK) return false;
  int64_t dims[64];
  Value *sizes[MAX_STACK_RANK];
  unsigned n = 0, k = 0;
  bool changed = false;
  for (unsigned i = 0; i < r; i++) {
    dims[i] = shaped_dim(t, i);
    if (dims[i] != DYNAMIC_SIZE) continue;
    Value *dyn = k < op->num_operands ? opnd(op, k) : NULL;
    k++;
    int64_t v;
    if (dyn && const_int_value(dyn, &v) && v >= 0) {
      dims[i] = v;
      changed = true;
    } else if (dyn) {
      sizes[n++] = dyn;
    }
  }
  if (!changed) return false;
  const Type *nt = type_ranked_tensor(ctx, r, dims, shaped_elem(t), WORD_PTR(const Attr, t->p[r + 1]));
  Operation *ne = nt ? build_empty(rw, op->loc, nt, n, sizes) : NULL;
  if (!ne) return false;
  Value *s = res0(ne);
  Operation *c = rw_build(rw, "tensor.cast", op->loc, 1, &s, 1, &t, 0, NULL);
  if (!c) return false;
  Value *v = res0(c);
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- extract / from_elements / insert ----------------------------------------------------- */

/* Element i (row major) of dense elements as a scalar attribute. */
static const Attr *dense_element_attr(Context *ctx, const Attr *a, size_t i) {
  ConstView v;
  if (!const_view(a, &v) || i >= v.n) return NULL;
  Elem e;
  const_elem(&v, i, &e);
  return const_build(ctx, v.et, &e, 1);
}

static bool fold_extract(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  const Attr *t = c[0];
  if (t && t->kind == AK_DENSE_ELEMENTS && t->aux) RETURN_ATTR(dense_element_attr(ctx, t, 0));
  unsigned n = op->num_operands - 1;
  if (n > MAX_STACK_RANK) return false;
  int64_t idx[64];
  for (unsigned i = 0; i < n; i++) {
    if (!c[1 + i] || c[1 + i]->kind != AK_INTEGER) return false;
    idx[i] = attr_int_value(c[1 + i]);
  }
  Operation *fe = def_is(opnd(op, 0), "tensor.from_elements");
  if (fe) {
    const Type *tt = fe->results[0].type;
    int64_t flat = 0, stride = 1;
    for (unsigned i = n; i-- > 0;) {
      flat += idx[i] * stride;
      stride *= shaped_dim(tt, i);
    }
    if (flat < 0 || flat >= (int64_t)fe->num_operands) return false;
    RETURN_VALUE(opnd(fe, (unsigned)flat));
  }
  if (t && t->kind == AK_DENSE_ELEMENTS) {
    const Type *tt = attr_get_type(t);
    if (!shaped_has_rank(tt) || tt->aux != n) return false;
    int64_t flat = 0, stride = 1;
    for (unsigned i = n; i-- > 0;) {
      if (idx[i] < 0 || idx[i] >= shaped_dim(tt, i)) return false;
      flat += idx[i] * stride;
      stride *= shaped_dim(tt, i);
    }
    RETURN_ATTR(dense_element_attr(ctx, t, (size_t)flat));
  }
  return false;
}

static bool fold_from_elements(Operation *op, const Attr *const *c, FoldResult *out) {
  Context *ctx = op_context(op);
  unsigned n = op->num_operands;
  if (!n) return false;
  for (unsigned i = 0; i < n; i++)
    if (!c[i] || (c[i]->kind != AK_INTEGER && c[i]->kind != AK_FLOAT)) return false;
  Elem *els = ctx_alloc(ctx, n * sizeof *els);
  if (!els) return false;
  for (unsigned i = 0; i < n; i++) {
    ConstView v;
    if (!const_view(c[i], &v)) {
      ctx_free(ctx, els);
      return false;
    }
    const_elem(&v, 0, &els[i]);
  }
  const Attr *a = const_build(ctx, op->results[0].type, els, n);
  ctx_free(ctx, els);
  RETURN_ATTR(a);
}

static bool fold_insert(Operation *op, const Attr *const *c, FoldResult *out) {
  const Attr *scalar = c[0], *dest = c[1];
  if (!scalar || !dest || dest->kind != AK_DENSE_ELEMENTS || !dest->aux) return false;
  if (dense_element_attr(op_context(op), dest, 0) == scalar) RETURN_ATTR(dest);
  return false;
}

static bool fold_rank(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  const Type *t = opnd(op, 0)->type;
  if (!shaped_has_rank(t)) return false;
  Context *ctx = op_context(op);
  RETURN_ATTR(attr_integer(ctx, ctx->t_index, t->aux));
}

static bool extract_from_cast(Rewriter *rw, Operation *op) {
  Operation *c = def_is(opnd(op, 0), "tensor.cast");
  if (!c || opnd(c, 0)->type->kind != TK_RANKED_TENSOR) return false;
  Context *ctx = rw->ctx;
  unsigned n = op->num_operands;
  Value **ops = ctx_alloc(ctx, n * sizeof *ops);
  if (!ops) return false;
  ops[0] = opnd(c, 0);
  for (unsigned i = 1; i < n; i++) ops[i] = opnd(op, i);
  Operation *e = rw_build(rw, "tensor.extract", op->loc, n, ops, 1, &op->results[0].type, 0, NULL);
  ctx_free(ctx, ops);
  if (!e) return false;
  Value *v = res0(e);
  rw_replace_op(rw, op, &v);
  return true;
}

static bool extract_from_index_cast(Rewriter *rw, Operation *op) {
  Operation *ic = def_is(opnd(op, 0), "arith.index_cast");
  if (!ic) return false;
  Context *ctx = rw->ctx;
  unsigned n = op->num_operands;
  Value **ops = ctx_alloc(ctx, n * sizeof *ops);
  if (!ops) return false;
  ops[0] = opnd(ic, 0);
  for (unsigned i = 1; i < n; i++) ops[i] = opnd(op, i);
  const Type *et = elem_type_of(opnd(ic, 0)->type);
  Operation *e = rw_build(rw, "tensor.extract", op->loc, n, ops, 1, &et, 0, NULL);
  ctx_free(ctx, ops);
  if (!e) return false;
  Value *x = res0(e);
  Operation *c = rw_build(rw, "arith.index_cast", op->loc, 1, &x, 1, &op->results[0].type, 0, NULL);
  if (!c) return false;
  Value *v = res0(c);
  rw_replace_op(rw, op, &v);
  return true;
}

const FoldHook TENSOR_FOLDS[] = {
    {"tensor.dim", fold_dim},     {"tensor.extract", fold_extract}, {"tensor.from_elements", fold_from_elements},
    {"tensor.insert", fold_insert}, {"tensor.rank", fold_rank},      {NULL, NULL},
};

static const Pattern ChainedTensorCast = {.root = "tensor.cast", .benefit = 1, .match_and_rewrite = chained_cast, .debug_name = "ChainedTensorCast"};
static const Pattern FoldEmptyTensorWithCastOp = {.root = "tensor.cast", .benefit = 1, .match_and_rewrite = empty_with_cast, .debug_name = "FoldEmptyTensorWithCastOp"};
static const Pattern DimOfCastOp = {.root = "tensor.dim", .benefit = 1, .match_and_rewrite = dim_of_cast, .debug_name = "DimOfCastOp"};
static const Pattern DimOfDestStyleOp = {.root = "tensor.dim", .benefit = 1, .match_and_rewrite = dim_of_dest_style, .debug_name = "DimOfDestStyleOp"};
static const Pattern DimOfReshapeOp = {.root = "tensor.dim", .benefit = 1, .match_and_rewrite = dim_of_reshape, .debug_name = "DimOfReshapeOp"};
static const Pattern FoldEmptyTensorWithDimOp = {.root = "tensor.dim", .benefit = 1, .match_and_rewrite = empty_with_dim, .debug_name = "FoldEmptyTensorWithDimOp"};
static const Pattern ReplaceEmptyTensorStaticShapeDims = {.root = "tensor.empty", .benefit = 1, .match_and_rewrite = empty_static_dims, .debug_name = "ReplaceEmptyTensorStaticShapeDims"};
static const Pattern ExtractFromTensorCast = {.root = "tensor.extract", .benefit = 1, .match_and_rewrite = extract_from_cast, .debug_name = "ExtractFromTensorCast"};
static const Pattern ExtractElementFromIndexCast = {.root = "tensor.extract", .benefit = 1, .match_and_rewrite = extract_from_index_cast, .debug_name = "ExtractElementFromIndexCast"};

const Pattern *const TENSOR_PATTERNS[] = {
    &ChainedTensorCast,   &DimOfCastOp,           &DimOfDestStyleOp,          &DimOfReshapeOp,
    &FoldEmptyTensorWithCastOp, &FoldEmptyTensorWithDimOp, &ReplaceEmptyTensorStaticShapeDims,
    &ExtractFromTensorCast, &ExtractElementFromIndexCast, NULL,
};
