/* affine_map.c: the C API of mlir-c/AffineMap.h over the uniqued maps of
 * ir/affine.c (word layout in ir.h: AM_MAP). Where upstream only asserts
 * (a bad position, a result count larger than the dims) the behaviour of
 * its release build is kept when it is well defined, and a null map is
 * returned otherwise. */
#include "capi.h"

static unsigned num_dims(const AffineMap *m) { return affine_map_num_dims(m); }
static unsigned num_syms(const AffineMap *m) { return affine_map_num_symbols(m); }
static unsigned num_results(const AffineMap *m) { return affine_map_num_results(m); }

/* The results of `m` in a context-allocated array (at least one slot). */
static const AffineExpr **results_of(Context *ctx, const AffineMap *m) {
  unsigned n = num_results(m);
  const AffineExpr **r = ctx_alloc(ctx, (n ? n : 1) * sizeof *r);
  if (r)
    for (unsigned i = 0; i < n; i++) r[i] = affine_map_result(m, i);
  return r;
}

static MlirAffineMap checked(Context *ctx, const AffineMap *m) {
  capi_check_oom(ctx);
  return wrap_map(m);
}

MlirContext mlirAffineMapGetContext(MlirAffineMap m) { return wrap_ctx(unwrap_map(m)->ctx); }
bool mlirAffineMapEqual(MlirAffineMap a, MlirAffineMap b) { return a.ptr == b.ptr; }

void mlirAffineMapPrint(MlirAffineMap m, MlirStringCallback cb, void *ud) {
  const AffineMap *map = unwrap_map(m);
  StrBuf sb;
  sb_init(&sb, &map->ctx->alloc);
  print_affine_map(map, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirAffineMapDump(MlirAffineMap m) {
  mlirAffineMapPrint(m, capi_to_stderr, NULL);
  fputc('\n', stderr);
}

/* ---- construction ---------------------------------------------------------------- */

MlirAffineMap mlirAffineMapEmptyGet(MlirContext c) {
  return checked(unwrap_ctx(c), affine_map_get(unwrap_ctx(c), 0, 0, 0, NULL));
}
MlirAffineMap mlirAffineMapZeroResultGet(MlirContext c, intptr_t dimCount, intptr_t symbolCount) {
  Context *ctx = unwrap_ctx(c);
  return checked(ctx, affine_map_get(ctx, (unsigned)dimCount, (unsigned)symbolCount, 0, NULL));
}

MlirAffineMap mlirAffineMapGet(MlirContext c, intptr_t dimCount, intptr_t symbolCount,
                               intptr_t n, MlirAffineExpr *exprs) {
  Context *ctx = unwrap_ctx(c);
  if (n < 0) return wrap_map(NULL);
  const AffineExpr **tmp = ctx_alloc(ctx, (size_t)(n ? n : 1) * sizeof *tmp);
  const AffineMap *m = NULL;
  if (tmp) {
    bool ok = true;
    for (intptr_t i = 0; i < n; i++) ok &= (tmp[i] = unwrap_expr(exprs[i])) != NULL;
    if (ok) m = affine_map_get(ctx, (unsigned)dimCount, (unsigned)symbolCount, (size_t)n, tmp);
    ctx_free(ctx, tmp);
  }
  return checked(ctx, m);
}

MlirAffineMap mlirAffineMapConstantGet(MlirContext c, int64_t val) {
  Context *ctx = unwrap_ctx(c);
  const AffineExpr *k = ae_const(ctx, val);
  return checked(ctx, k ? affine_map_get(ctx, 0, 0, 1, &k) : NULL);
}

/* `(d0, ..., d[ndims-1]) -> (d[first], ..., d[ndims-1])`. */
static const AffineMap *identity_tail(Context *ctx, unsigned ndims, unsigned first) {
  const AffineExpr **dims = ctx_alloc(ctx, (ndims ? ndims : 1) * sizeof *dims);
  if (!dims) return NULL;
  bool ok = true;
  for (unsigned i = first; i < ndims; i++) ok &= (dims[i - first] = ae_dim(ctx, i)) != NULL;
  const AffineMap *m = ok ? affine_map_get(ctx, ndims, 0, ndims - first, dims) : NULL;
  ctx_free(ctx, dims);
  return m;
}

MlirAffineMap mlirAffineMapMultiDimIdentityGet(MlirContext c, intptr_t numDims) {
  Context *ctx = unwrap_ctx(c);
  return checked(ctx, identity_tail(ctx, (unsigned)numDims, 0));
}
MlirAffineMap mlirAffineMapMinorIdentityGet(MlirContext c, intptr_t dims, intptr_t results) {
  Context *ctx = unwrap_ctx(c);
  unsigned d = (unsigned)dims, r = (unsigned)results;
  return checked(ctx, identity_tail(ctx, d, r < d ? d - r : 0));
}

MlirAffineMap mlirAffineMapPermutationGet(MlirContext c, intptr_t size, unsigned *permutation) {
  Context *ctx = unwrap_ctx(c);
  if (size <= 0) return wrap_map(NULL);
  const AffineExpr **dims = ctx_alloc(ctx, (size_t)size * sizeof *dims);
  if (!dims) return checked(ctx, NULL);
  unsigned max = 0;
  bool ok = true;
  for (intptr_t i = 0; i < size; i++) {
    if (permutation[i] > max) max = permutation[i];
    ok &= (dims[i] = ae_dim(ctx, permutation[i])) != NULL;
  }
  const AffineMap *m = ok && max < UINT32_MAX ? affine_map_get(ctx, max + 1, 0, (size_t)size, dims) : NULL;
  ctx_free(ctx, dims);
  return checked(ctx, m);
}

/* ---- queries --------------------------------------------------------------------------- */

/* Upstream's isIdentity ignores symbols (unlike affine_map_is_identity). */
bool mlirAffineMapIsIdentity(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  if (num_dims(map) != num_results(map)) return false;
  for (unsigned i = 0; i < num_results(map); i++) {
    const AffineExpr *e = affine_map_result(map, i);
    if (e->kind != AE_DIM || e->p[0] != i) return false;
  }
  return true;
}

bool mlirAffineMapIsMinorIdentity(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  unsigned d = num_dims(map), r = num_results(map);
  return d >= r && map == identity_tail(map->ctx, d, d - r);
}

bool mlirAffineMapIsEmpty(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  return !num_dims(map) && !num_syms(map) && !num_results(map);
}
bool mlirAffineMapIsSingleConstant(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  return num_results(map) == 1 && affine_map_result(map, 0)->kind == AE_CONSTANT;
}
int64_t mlirAffineMapGetSingleConstantResult(MlirAffineMap m) {
  return mlirAffineMapIsSingleConstant(m) ? (int64_t)affine_map_result(unwrap_map(m), 0)->p[0] : 0;
}
intptr_t mlirAffineMapGetNumDims(MlirAffineMap m) { return num_dims(unwrap_map(m)); }
intptr_t mlirAffineMapGetNumSymbols(MlirAffineMap m) { return num_syms(unwrap_map(m)); }
intptr_t mlirAffineMapGetNumResults(MlirAffineMap m) { return num_results(unwrap_map(m)); }
MlirAffineExpr mlirAffineMapGetResult(MlirAffineMap m, intptr_t pos) {
  const AffineMap *map = unwrap_map(m);
  if (pos < 0 || (uintptr_t)pos >= num_results(map)) return wrap_expr(NULL);
  return wrap_expr(affine_map_result(map, (unsigned)pos));
}
intptr_t mlirAffineMapGetNumInputs(MlirAffineMap m) {
  return (intptr_t)num_dims(unwrap_map(m)) + num_syms(unwrap_map(m));
}

bool mlirAffineMapIsProjectedPermutation(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  unsigned inputs = num_dims(map) + num_syms(map);
  if (num_syms(map) || num_results(map) > inputs) return false;
  bool *seen = ctx_zalloc(map->ctx, (inputs ? inputs : 1) * sizeof *seen);
  bool ok = seen != NULL;
  for (unsigned i = 0; ok && i < num_results(map); i++) {
    const AffineExpr *e = affine_map_result(map, i);
    ok = e->kind == AE_DIM && e->p[0] < inputs && !seen[e->p[0]];
    if (ok) seen[e->p[0]] = true;
  }
  ctx_free(map->ctx, seen);
  return ok;
}
bool mlirAffineMapIsPermutation(MlirAffineMap m) {
  const AffineMap *map = unwrap_map(m);
  return num_dims(map) == num_results(map) && mlirAffineMapIsProjectedPermutation(m);
}

/* ---- derived maps ------------------------------------------------------------------------ */

MlirAffineMap mlirAffineMapGetSubMap(MlirAffineMap m, intptr_t size, intptr_t *resultPos) {
  const AffineMap *map = unwrap_map(m);
  Context *ctx = map->ctx;
  if (size < 0) return wrap_map(NULL);
  const AffineExpr **r = ctx_alloc(ctx, (size_t)(size ? size : 1) * sizeof *r);
  if (!r) return checked(ctx, NULL);
  bool ok = true;
  for (intptr_t i = 0; ok && i < size; i++) {
    ok = resultPos[i] >= 0 && (uintptr_t)resultPos[i] < num_results(map);
    if (ok) r[i] = affine_map_result(map, (unsigned)resultPos[i]);
  }
  const AffineMap *sub = ok ? affine_map_get(ctx, num_dims(map), num_syms(map), (size_t)size, r) : NULL;
  ctx_free(ctx, r);
  return checked(ctx, sub);
}

/* `count` consecutive results from `first`. */
static MlirAffineMap slice(const AffineMap *map, unsigned first, unsigned count) {
  Context *ctx = map->ctx;
  const AffineExpr **r = results_of(ctx, map);
  const AffineMap *s = r ? affine_map_get(ctx, num_dims(map), num_syms(map), count, r + first) : NULL;
  ctx_free(ctx, r);
  return checked(ctx, s);
}

MlirAffineMap mlirAffineMapGetMajorSubMap(MlirAffineMap m, intptr_t numResults) {
  const AffineMap *map = unwrap_map(m);
  unsigned n = (unsigned)numResults;
  if (n == 0) return wrap_map(NULL);
  if (n > num_results(map)) return m;
  return slice(map, 0, n);
}
MlirAffineMap mlirAffineMapGetMinorSubMap(MlirAffineMap m, intptr_t numResults) {
  const AffineMap *map = unwrap_map(m);
  unsigned n = (unsigned)numResults;
  if (n == 0) return wrap_map(NULL);
  if (n > num_results(map)) return m;
  return slice(map, num_results(map) - n, n);
}

MlirAffineMap mlirAffineMapReplace(MlirAffineMap m, MlirAffineExpr expression,
                                   MlirAffineExpr replacement, intptr_t numResultDims,
                                   intptr_t numResultSyms) {
  const AffineMap *map = unwrap_map(m);
  Context *ctx = map->ctx;
  const AffineExpr *from = unwrap_expr(expression), *to = unwrap_expr(replacement);
  if (!from || !to) return wrap_map(NULL);
  const AffineExpr **r = results_of(ctx, map);
  if (!r) return checked(ctx, NULL);
  bool ok = true;
  for (unsigned i = 0; ok && i < num_results(map); i++) ok = (r[i] = ae_replace(r[i], from, to)) != NULL;
  const AffineMap *out = ok ? affine_map_get(ctx, (unsigned)numResultDims, (unsigned)numResultSyms,
                                             num_results(map), r)
                            : NULL;
  ctx_free(ctx, r);
  return checked(ctx, out);
}

/* Upstream's compressUnusedSymbols over a list: the maps' results are
 * joined into one map (with the first map's dims and symbols), unused
 * symbols become 0 and the others are renumbered densely, then the
 * results are split back. */
void mlirAffineMapCompressUnusedSymbols(MlirAffineMap *maps, intptr_t size, void *result,
                                        void (*populateResult)(void *res, intptr_t idx,
                                                               MlirAffineMap m)) {
  if (size <= 0) return;
  const AffineMap *first = unwrap_map(maps[0]);
  Context *ctx = first->ctx;
  unsigned nd = num_dims(first), ns = num_syms(first);
  size_t total = 0;
  for (intptr_t i = 0; i < size; i++) total += num_results(unwrap_map(maps[i]));
  const AffineExpr **all = ctx_alloc(ctx, (total ? total : 1) * sizeof *all);
  const AffineExpr **syms = ctx_alloc(ctx, (ns ? ns : 1) * sizeof *syms);
  bool ok = all && syms;
  size_t k = 0;
  for (intptr_t i = 0; ok && i < size; i++) {
    const AffineMap *m = unwrap_map(maps[i]);
    for (unsigned j = 0; j < num_results(m); j++) all[k++] = affine_map_result(m, j);
  }
  unsigned kept = 0;
  for (unsigned s = 0; ok && s < ns; s++) {
    bool used = false;
    for (size_t j = 0; j < total && !used; j++) used = ae_is_function_of_symbol(all[j], s);
    ok = (syms[s] = used ? ae_symbol(ctx, kept++) : ae_const(ctx, 0)) != NULL;
  }
  for (size_t j = 0; ok && j < total; j++) ok = (all[j] = ae_replace_dims_syms(all[j], 0, NULL, ns, syms)) != NULL;
  k = 0;
  for (intptr_t i = 0; ok && i < size; i++) {
    unsigned n = num_results(unwrap_map(maps[i]));
    const AffineMap *m = affine_map_get(ctx, nd, kept, n, all + k);
    k += n;
    if (!m) break;
    populateResult(result, i, wrap_map(m));
  }
  ctx_free(ctx, all);
  ctx_free(ctx, syms);
  capi_check_oom(ctx);
}
