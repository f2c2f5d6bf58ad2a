/* affine_util.c: see affine_util.h. */
#include "affine_util.h"

/* A scratch array of `n` expressions (never empty, so never NULL unless
 * out of memory). */
static const AffineExpr **scratch(Context *ctx, size_t n) { return ctx_alloc(ctx, (n + 1) * sizeof(AffineExpr *)); }
static void scratch_free(Context *ctx, const AffineExpr **p) { ctx_free(ctx, p); }

static const AffineMap *dims_map(Context *ctx, unsigned ndims, unsigned n, const unsigned *pos) {
  const AffineExpr **e = scratch(ctx, n);
  if (!e) return NULL;
  for (unsigned i = 0; i < n; i++) e[i] = ae_dim(ctx, pos ? pos[i] : i);
  const AffineMap *m = affine_map_get(ctx, ndims, 0, n, e);
  scratch_free(ctx, e);
  return m;
}

const AffineMap *am_identity(Context *ctx, unsigned n) { return dims_map(ctx, n, n, NULL); }

const AffineMap *am_empty(Context *ctx, unsigned ndims, unsigned nsyms) {
  return affine_map_get(ctx, ndims, nsyms, 0, NULL);
}

const AffineMap *am_constant(Context *ctx, int64_t c) {
  const AffineExpr *e = ae_const(ctx, c);
  return e ? affine_map_get(ctx, 0, 0, 1, &e) : NULL;
}

const AffineMap *am_permutation(Context *ctx, unsigned n, const unsigned *perm) {
  return dims_map(ctx, n, n, perm);
}

const AffineMap *am_of_attr(const Attr *a) {
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

bool am_is_empty(const AffineMap *m) {
  return !affine_map_num_dims(m) && !affine_map_num_symbols(m) && !affine_map_num_results(m);
}

bool am_result_is_dim(const AffineMap *m, unsigned i, unsigned *pos) {
  const AffineExpr *e = affine_map_result(m, i);
  if (e->kind != AE_DIM) return false;
  if (pos) *pos = (unsigned)e->p[0];
  return true;
}

bool ae_const_value(const AffineExpr *e, int64_t *out) {
  if (e->kind != AE_CONSTANT) return false;
  if (out) *out = (int64_t)e->p[0];
  return true;
}

bool am_is_projected_permutation(const AffineMap *m, bool allow_zero) {
  unsigned nd = affine_map_num_dims(m), nr = affine_map_num_results(m);
  if (affine_map_num_symbols(m) || nr > nd) return false;
  bool seen[MAX_STACK_RANK] = {0};
  if (nd > MAX_STACK_RANK) return false;
  for (unsigned i = 0; i < nr; i++) {
    unsigned p;
    int64_t c;
    if (am_result_is_dim(m, i, &p)) {
      if (seen[p]) return false;
      seen[p] = true;
    } else if (!(allow_zero && ae_const_value(affine_map_result(m, i), &c) && c == 0)) {
      return false;
    }
  }
  return true;
}

bool am_is_permutation(const AffineMap *m) {
  return affine_map_num_dims(m) == affine_map_num_results(m) && am_is_projected_permutation(m, false);
}

const AffineMap *am_inverse_permutation(const AffineMap *m) {
  Context *ctx = m->ctx;
  if (am_is_empty(m)) return m;
  unsigned nd = affine_map_num_dims(m), nr = affine_map_num_results(m);
  if (nd > MAX_STACK_RANK) return NULL;
  const AffineExpr *exprs[MAX_STACK_RANK] = {0};
  for (unsigned i = 0; i < nr; i++) {
    unsigned p;
    if (am_result_is_dim(m, i, &p) && !exprs[p]) exprs[p] = ae_dim(ctx, i);
  }
  const AffineExpr *seen[MAX_STACK_RANK];
  unsigned n = 0;
  for (unsigned i = 0; i < nd; i++)
    if (exprs[i]) seen[n++] = exprs[i];
  if (n != nd) return NULL;
  return affine_map_get(ctx, nr, 0, n, seen);
}

const AffineMap *am_concat(Context *ctx, unsigned n, const AffineMap *const *maps) {
  size_t total = 0;
  for (unsigned i = 0; i < n; i++) total += affine_map_num_results(maps[i]);
  const AffineExpr **e = scratch(ctx, total);
  if (!e) return NULL;
  unsigned nd = 0, ns = 0;
  size_t k = 0;
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) {
    const AffineMap *m = maps[i];
    for (unsigned r = 0; ok && r < affine_map_num_results(m); r++)
      ok = (e[k++] = ae_shift_symbols(affine_map_result(m, r), affine_map_num_symbols(m), ns, 0)) != NULL;
    ns += affine_map_num_symbols(m);
    if (affine_map_num_dims(m) > nd) nd = affine_map_num_dims(m);
  }
  const AffineMap *r = ok ? affine_map_get(ctx, nd, ns, total, e) : NULL;
  scratch_free(ctx, e);
  return r;
}

const AffineMap *am_replace_dims_syms(const AffineMap *m, const AffineExpr *const *dims,
                                      const AffineExpr *const *syms, unsigned ndims, unsigned nsyms) {
  Context *ctx = m->ctx;
  unsigned nr = affine_map_num_results(m);
  const AffineExpr **e = scratch(ctx, nr);
  if (!e) return NULL;
  bool ok = true;
  for (unsigned i = 0; ok && i < nr; i++)
    ok = (e[i] = ae_replace_dims_syms(affine_map_result(m, i), affine_map_num_dims(m), dims,
                                      affine_map_num_symbols(m), syms)) != NULL;
  const AffineMap *r = ok ? affine_map_get(ctx, ndims, nsyms, nr, e) : NULL;
  scratch_free(ctx, e);
  return r;
}

const AffineMap *am_compose(const AffineMap *a, const AffineMap *b) {
  Context *ctx = a->ctx;
  unsigned nd = affine_map_num_dims(b), nsa = affine_map_num_symbols(a), nsb = affine_map_num_symbols(b);
  unsigned ns = nsa + nsb;
  const AffineExpr **dims = scratch(ctx, nd), **syms = scratch(ctx, nsb);
  const AffineMap *r = NULL;
  if (!dims || !syms) goto done;
  for (unsigned i = 0; i < nd; i++) dims[i] = ae_dim(ctx, i);
  for (unsigned i = 0; i < nsb; i++) syms[i] = ae_symbol(ctx, nsa + i);
  /* b with its symbols moved after a's */
  const AffineMap *nb = am_replace_dims_syms(b, dims, syms, nd, ns);
  if (!nb) goto done;
  /* a's dims become b's results; a's symbols stay */
  unsigned na = affine_map_num_symbols(a);
  const AffineExpr **asyms = scratch(ctx, na);
  if (!asyms) goto done;
  for (unsigned i = 0; i < na; i++) asyms[i] = ae_symbol(ctx, i);
  const AffineExpr **bres = scratch(ctx, affine_map_num_results(nb) + 1);
  if (bres) {
    for (unsigned i = 0; i < affine_map_num_results(nb); i++) bres[i] = affine_map_result(nb, i);
    r = am_replace_dims_syms(a, bres, asyms, nd, ns);
    scratch_free(ctx, bres);
  }
  scratch_free(ctx, asyms);
done:
  if (dims) scratch_free(ctx, dims);
  if (syms) scratch_free(ctx, syms);
  return r;
}

const AffineMap *am_sub_map(const AffineMap *m, unsigned n, const unsigned *positions) {
  Context *ctx = m->ctx;
  const AffineExpr **e = scratch(ctx, n);
  if (!e) return NULL;
  for (unsigned i = 0; i < n; i++) e[i] = affine_map_result(m, positions[i]);
  const AffineMap *r = affine_map_get(ctx, affine_map_num_dims(m), affine_map_num_symbols(m), n, e);
  scratch_free(ctx, e);
  return r;
}

const AffineMap *am_drop_result(const AffineMap *m, unsigned pos) {
  Context *ctx = m->ctx;
  unsigned nr = affine_map_num_results(m);
  const AffineExpr **e = scratch(ctx, nr);
  if (!e) return NULL;
  unsigned k = 0;
  for (unsigned i = 0; i < nr; i++)
    if (i != pos) e[k++] = affine_map_result(m, i);
  const AffineMap *r = affine_map_get(ctx, affine_map_num_dims(m), affine_map_num_symbols(m), k, e);
  scratch_free(ctx, e);
  return r;
}

void am_used_dims(const AffineMap *m, bool *used) {
  for (unsigned d = 0; d < affine_map_num_dims(m); d++) {
    used[d] = false;
    for (unsigned i = 0; i < affine_map_num_results(m) && !used[d]; i++)
      used[d] = ae_is_function_of_dim(affine_map_result(m, i), d);
  }
}

const AffineMap *am_with_counts(const AffineMap *m, unsigned ndims, unsigned nsyms) {
  Context *ctx = m->ctx;
  unsigned nr = affine_map_num_results(m);
  const AffineExpr **e = scratch(ctx, nr);
  if (!e) return NULL;
  for (unsigned i = 0; i < nr; i++) e[i] = affine_map_result(m, i);
  const AffineMap *r = affine_map_get(ctx, ndims, nsyms, nr, e);
  scratch_free(ctx, e);
  return r;
}

/* Drops the marked dims (or symbols) and renumbers the others. */
static const AffineMap *compress(const AffineMap *m, const bool *drop, bool dims) {
  Context *ctx = m->ctx;
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  unsigned n = dims ? nd : ns;
  const AffineExpr **repl = scratch(ctx, n), **ids = scratch(ctx, (dims ? ns : nd) + 1);
  const AffineMap *r = NULL;
  if (!repl || !ids) goto done;
  unsigned k = 0;
  for (unsigned i = 0; i < n; i++)
    repl[i] = drop[i] ? ae_const(ctx, 0) : dims ? ae_dim(ctx, k++) : ae_symbol(ctx, k++);
  for (unsigned i = 0; i < (dims ? ns : nd); i++) ids[i] = dims ? ae_symbol(ctx, i) : ae_dim(ctx, i);
  r = dims ? am_replace_dims_syms(m, repl, ids, k, ns) : am_replace_dims_syms(m, ids, repl, nd, k);
done:
  if (repl) scratch_free(ctx, repl);
  if (ids) scratch_free(ctx, ids);
  return r;
}

const AffineMap *am_compress_dims(const AffineMap *m, const bool *drop) { return compress(m, drop, true); }
const AffineMap *am_compress_symbols(const AffineMap *m, const bool *drop) { return compress(m, drop, false); }

const AffineMap *am_simplify(const AffineMap *m) {
  Context *ctx = m->ctx;
  unsigned nr = affine_map_num_results(m);
  const AffineExpr **e = scratch(ctx, nr);
  if (!e) return NULL;
  bool ok = true;
  for (unsigned i = 0; ok && i < nr; i++)
    ok = (e[i] = ae_simplify(affine_map_result(m, i), affine_map_num_dims(m), affine_map_num_symbols(m))) != NULL;
  const AffineMap *r = ok ? affine_map_get(ctx, affine_map_num_dims(m), affine_map_num_symbols(m), nr, e) : NULL;
  scratch_free(ctx, e);
  return r;
}
