/* strided_layout.c: MemRefType::getStridesAndOffset. A strided layout
 * gives its strides directly; an identity map (or none) is row-major, as
 * makeCanonicalStridedLayoutExpr; an affine map of one result is taken
 * apart as a sum of products (upstream's extractStrides), each stride and
 * the offset an affine expression that is constant or dynamic. */
#include "ir.h"

/* Row-major strides of the shape (upstream's canonical strided layout),
 * where a size that is dynamic or zero (or a product that overflows)
 * makes every stride outside it dynamic. */
static void canonical_strides(const Type *ty, int64_t *strides) {
  int64_t running = 1;
  bool dynamic = false;
  for (unsigned i = ty->aux; i-- > 0;) {
    strides[i] = dynamic ? DYNAMIC_SIZE : running;
    int64_t d = shaped_dim(ty, i);
    if (d <= 0 || running > INT64_MAX / d) dynamic = true;
    else running *= d;
  }
}

enum { MAX_STRIDE_DEPTH = 512 };

/* Upstream's extractStrides: distributes `e` * `factor` over the strides
 * of the dims it multiplies and the offset; fails on divisions. */
static bool extract_strides(const AffineExpr *e, const AffineExpr *factor,
                            const AffineExpr **strides, unsigned rank,
                            const AffineExpr **offset, unsigned depth) {
  if (!e || !factor || depth > MAX_STRIDE_DEPTH) return false;
  if (!ae_is_binary(e)) {
    if (e->kind != AE_DIM) {
      *offset = ae_add(*offset, ae_mul(e, factor));
      return *offset != NULL;
    }
    if (e->p[0] >= rank) return false;
    strides[e->p[0]] = ae_add(strides[e->p[0]], factor);
    return strides[e->p[0]] != NULL;
  }
  const AffineExpr *l = ae_lhs(e), *r = ae_rhs(e);
  if (e->kind == AE_ADD) {
    bool a = extract_strides(l, factor, strides, rank, offset, depth + 1);
    bool b = extract_strides(r, factor, strides, rank, offset, depth + 1);
    return a && b;
  }
  if (e->kind != AE_MUL) return false;
  if (l->kind == AE_DIM) {
    if (l->p[0] >= rank) return false;
    strides[l->p[0]] = ae_add(strides[l->p[0]], ae_mul(r, factor));
    return strides[l->p[0]] != NULL;
  }
  if (ae_is_symbolic_or_const(l))
    return extract_strides(r, ae_mul(factor, l), strides, rank, offset, depth + 1);
  return extract_strides(l, ae_mul(factor, r), strides, rank, offset, depth + 1);
}

/* Strides and offset of an affine map layout with one result: constants
 * where the simplified expressions are constant, dynamic otherwise. */
static bool affine_strides(const Type *ty, const AffineMap *m, int64_t *strides,
                           int64_t *offset) {
  Context *ctx = ty->ctx;
  unsigned rank = ty->aux, nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  if (affine_map_num_results(m) != 1) return false;
  const AffineExpr **exprs = ctx_alloc(ctx, (rank + 1) * sizeof *exprs);
  if (!exprs) return false;
  const AffineExpr *zero = ae_const(ctx, 0), *off = zero;
  for (unsigned i = 0; i < rank; i++) exprs[i] = zero;
  bool ok = extract_strides(ae_simplify(affine_map_result(m, 0), nd, ns), ae_const(ctx, 1), exprs,
                            rank, &off, 0);
  if (ok) {
    off = ae_simplify(off, nd, ns);
    *offset = off && off->kind == AE_CONSTANT ? (int64_t)off->p[0] : DYNAMIC_SIZE;
    for (unsigned i = 0; i < rank; i++) {
      const AffineExpr *st = ae_simplify(exprs[i], nd, ns);
      strides[i] = st && st->kind == AE_CONSTANT ? (int64_t)st->p[0] : DYNAMIC_SIZE;
    }
  }
  ctx_free(ctx, exprs);
  return ok;
}

/* An affine map that is the identity on its dims (symbols ignored, as
 * upstream's isIdentity does). */
static bool dims_identity(const AffineMap *m) {
  if (affine_map_num_dims(m) != affine_map_num_results(m)) return false;
  for (unsigned i = 0; i < affine_map_num_results(m); i++) {
    const AffineExpr *e = affine_map_result(m, i);
    if (e->kind != AE_DIM || e->p[0] != i) return false;
  }
  return true;
}

bool memref_strides_and_offset(const Type *ty, int64_t *strides, int64_t *offset) {
  const Attr *layout = WORD_PTR(const Attr, ty->p[ty->aux + 1]);
  if (layout && layout->kind == AK_STRIDED_LAYOUT) {
    /* Strided layout words: offset, then one stride per dimension. */
    *offset = (int64_t)layout->p[0];
    for (uint32_t i = 1; i < layout->n; i++) strides[i - 1] = (int64_t)layout->p[i];
    return true;
  }
  const AffineMap *m = layout && layout->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, layout->p[0]) : NULL;
  if (layout && !m) return false;
  if (!m || dims_identity(m)) {
    canonical_strides(ty, strides);
    *offset = 0;
    return true;
  }
  return affine_strides(ty, m, strides, offset);
}
