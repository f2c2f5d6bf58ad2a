/* affine_canon.c: maps and their operands as upstream's AffineOps.cpp
 * rewrites them (canonicalizePromotedSymbols, legalizeDemotedDims,
 * canonicalizeMapOrSetAndOperands, composition with affine.apply
 * producers, constant folding), affine.apply's folder and its
 * SimplifyAffineOp canonicalization. */
#include "affine_ops.h"
#include "../utils/dialect_util.h"
#include "../utils/elems.h"

bool map_operands_set(Context *ctx, MapOperands *ops, unsigned n, Value *const *vals) {
  if (n > ops->cap) {
    Value **g = ctx_alloc(ctx, n * sizeof *g);
    if (!g) return false;
    ctx_free(ctx, ops->v);
    ops->v = g;
    ops->cap = n;
  }
  if (n) memmove(ops->v, vals, n * sizeof *vals);
  ops->n = n;
  return true;
}

void map_operands_free(Context *ctx, MapOperands *ops) {
  ctx_free(ctx, ops->v);
  memset(ops, 0, sizeof *ops);
}

const AffineMap *affine_op_map(const Operation *op, const char *attr) {
  return am_of_attr(op_get_attr(op, attr, strlen(attr)));
}

/* Scratch space for one rewrite of a map: expression remappings and the
 * new operand order. */
typedef struct Remap {
  const AffineExpr **dims, **syms;
  Value **out;
} Remap;

static bool remap_alloc(Context *ctx, Remap *r, unsigned nd, unsigned ns, unsigned nops) {
  r->dims = ctx_zalloc(ctx, (nd + 1) * sizeof *r->dims);
  r->syms = ctx_zalloc(ctx, (ns + 1) * sizeof *r->syms);
  r->out = ctx_alloc(ctx, (nops + 1) * sizeof *r->out);
  return r->dims && r->syms && r->out;
}

static void remap_free(Context *ctx, Remap *r) {
  ctx_free(ctx, r->dims);
  ctx_free(ctx, r->syms);
  ctx_free(ctx, r->out);
}

/* Fills the identity for the entries a remapping leaves unset. */
static void identity_fill(Context *ctx, Remap *r, unsigned nd, unsigned ns) {
  for (unsigned i = 0; i < nd; i++)
    if (!r->dims[i]) r->dims[i] = ae_dim(ctx, i);
  for (unsigned i = 0; i < ns; i++)
    if (!r->syms[i]) r->syms[i] = ae_symbol(ctx, i);
}

/* canonicalizePromotedSymbols: dims whose operand is a valid symbol move
 * to new trailing symbols. */
static bool promote_symbols(Context *ctx, const AffineMap **map, MapOperands *ops) {
  const AffineMap *m = *map;
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  Remap r;
  bool ok = remap_alloc(ctx, &r, nd, ns, ops->n);
  if (ok) {
    unsigned next_dim = 0, next_sym = 0, k = 0;
    Value *psyms[MAX_STACK_VALUES];
    unsigned np = 0;
    for (unsigned i = 0; i < ops->n; i++) {
      if (i < nd && affine_is_valid_symbol(ops->v[i]) && np < MAX_STACK_VALUES) {
        r.dims[i] = ae_symbol(ctx, ns + next_sym++);
        psyms[np++] = ops->v[i];
      } else {
        if (i < nd) r.dims[i] = ae_dim(ctx, next_dim++);
        r.out[k++] = ops->v[i];
      }
    }
    for (unsigned i = 0; i < np; i++) r.out[k++] = psyms[i];
    identity_fill(ctx, &r, nd, ns);
    const AffineMap *nm = am_replace_dims_syms(m, r.dims, r.syms, next_dim, ns + next_sym);
    ok = nm && map_operands_set(ctx, ops, k, r.out);
    if (ok) *map = nm;
  }
  remap_free(ctx, &r);
  return ok;
}

/* legalizeDemotedDims: symbols whose operand is a valid dim but not a
 * valid symbol move to new trailing dims. */
static bool demote_dims(Context *ctx, const AffineMap **map, MapOperands *ops) {
  const AffineMap *m = *map;
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  Remap r;
  bool ok = remap_alloc(ctx, &r, nd, ns, ops->n);
  if (ok) {
    unsigned next_dim = 0, next_sym = 0, k = 0;
    Value *syms[MAX_STACK_VALUES];
    unsigned nsyms = 0;
    for (unsigned i = 0; i < nd; i++) r.out[k++] = ops->v[i];
    for (unsigned i = nd; i < ops->n; i++) {
      Value *v = ops->v[i];
      if (v && affine_is_valid_dim(v) && !affine_is_valid_symbol(v)) {
        r.syms[i - nd] = ae_dim(ctx, nd + next_dim++);
        r.out[k++] = v;
      } else if (nsyms < MAX_STACK_VALUES) {
        r.syms[i - nd] = ae_symbol(ctx, next_sym++);
        syms[nsyms++] = v;
      }
    }
    for (unsigned i = 0; i < nsyms; i++) r.out[k++] = syms[i];
    identity_fill(ctx, &r, nd, ns);
    const AffineMap *nm = am_replace_dims_syms(m, r.dims, r.syms, nd + next_dim, next_sym);
    ok = nm && map_operands_set(ctx, ops, k, r.out);
    if (ok) *map = nm;
  }
  remap_free(ctx, &r);
  return ok;
}

static void mark_used(const AffineExpr *e, bool *dims, bool *syms) {
  if (e->kind == AE_DIM) dims[e->p[0]] = true;
  else if (e->kind == AE_SYMBOL) syms[e->p[0]] = true;
  else if (ae_is_binary(e)) {
    mark_used(ae_lhs(e), dims, syms);
    mark_used(ae_rhs(e), dims, syms);
  }
}

/* The constant integer of a ConstantLike producer (m_Constant). */
static bool const_operand(const Value *v, int64_t *out) {
  const Attr *a = value_constant(v);
  if (!a || a->kind != AK_INTEGER) return false;
  *out = attr_int_value(a);
  return true;
}

static int find_value(Value *const *vals, unsigned n, const Value *v) {
  for (unsigned i = 0; i < n; i++)
    if (vals[i] == v) return (int)i;
  return -1;
}

bool affine_canonicalize_map(Context *ctx, const AffineMap **map, MapOperands *ops) {
  if (!*map || !ops->n) return true;
  if (!promote_symbols(ctx, map, ops) || !demote_dims(ctx, map, ops)) return false;
  const AffineMap *m = *map;
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  bool *used_d = ctx_zalloc(ctx, nd + ns + 2);
  Remap r;
  bool ok = used_d && remap_alloc(ctx, &r, nd, ns, ops->n);
  if (ok) {
    bool *used_s = used_d + nd + 1;
    for (unsigned i = 0; i < affine_map_num_results(m); i++) mark_used(affine_map_result(m, i), used_d, used_s);
    unsigned k = 0, next_dim = 0, next_sym = 0;
    for (unsigned i = 0; i < nd; i++) {
      if (!used_d[i]) continue;
      int seen = find_value(r.out, k, ops->v[i]);
      if (seen < 0) {
        r.dims[i] = ae_dim(ctx, next_dim++);
        r.out[k++] = ops->v[i];
      } else {
        r.dims[i] = ae_dim(ctx, (unsigned)seen);
      }
    }
    unsigned first_sym = k;
    for (unsigned i = 0; i < ns; i++) {
      if (!used_s[i]) continue;
      Value *v = ops->v[nd + i];
      int64_t c;
      if (const_operand(v, &c)) {
        r.syms[i] = ae_const(ctx, c);
        continue;
      }
      int seen = find_value(r.out + first_sym, k - first_sym, v);
      if (seen < 0) {
        r.syms[i] = ae_symbol(ctx, next_sym++);
        r.out[k++] = v;
      } else {
        r.syms[i] = ae_symbol(ctx, (unsigned)seen);
      }
    }
    identity_fill(ctx, &r, nd, ns);
    const AffineMap *nm = am_replace_dims_syms(m, r.dims, r.syms, next_dim, next_sym);
    ok = nm && map_operands_set(ctx, ops, k, r.out);
    if (ok) *map = nm;
    remap_free(ctx, &r);
  }
  ctx_free(ctx, used_d);
  return ok;
}

/* ---- composition ------------------------------------------------------------------ */

/* Replaces each dim or symbol whose operand is a single-result
 * affine.apply by the apply's expression over the apply's operands
 * (appended as new dims and symbols). */
static bool compose_once(Context *ctx, const AffineMap **map, MapOperands *ops, bool *changed) {
  const AffineMap *m = *map;
  unsigned nd = affine_map_num_dims(m), ns = affine_map_num_symbols(m);
  unsigned new_dims = 0, new_syms = 0;
  *changed = false;
  for (unsigned i = 0; i < ops->n; i++) {
    Operation *ap = def_is(ops->v[i], "affine.apply");
    const AffineMap *am = ap ? affine_op_map(ap, "map") : NULL;
    if (!am || affine_map_num_results(am) != 1) continue;
    new_dims += affine_map_num_dims(am);
    new_syms += affine_map_num_symbols(am);
    *changed = true;
  }
  if (!*changed) return true;
  unsigned total = ops->n + new_dims + new_syms;
  Value **dvals = ctx_alloc(ctx, (total + 1) * sizeof *dvals);
  Value **svals = ctx_alloc(ctx, (total + 1) * sizeof *svals);
  Remap r;
  bool ok = dvals && svals && remap_alloc(ctx, &r, nd, ns, 0);
  if (ok) {
    unsigned kd = 0, ks = 0;
    /* first pass: the operands that stay, in order */
    for (unsigned i = 0; i < ops->n; i++) {
      Operation *ap = def_is(ops->v[i], "affine.apply");
      const AffineMap *am = ap ? affine_op_map(ap, "map") : NULL;
      if (am && affine_map_num_results(am) == 1) continue;
      if (i < nd) {
        r.dims[i] = ae_dim(ctx, kd);
        dvals[kd++] = ops->v[i];
      } else {
        r.syms[i - nd] = ae_symbol(ctx, ks);
        svals[ks++] = ops->v[i];
      }
    }
    /* second pass: the applies' operands appended */
    for (unsigned i = 0; ok && i < ops->n; i++) {
      Operation *ap = def_is(ops->v[i], "affine.apply");
      const AffineMap *am = ap ? affine_op_map(ap, "map") : NULL;
      if (!am || affine_map_num_results(am) != 1) continue;
      unsigned and_ = affine_map_num_dims(am), ans = affine_map_num_symbols(am);
      const AffineExpr *ad[MAX_STACK_VALUES], *as[MAX_STACK_VALUES];
      if (and_ > MAX_STACK_VALUES || ans > MAX_STACK_VALUES) {
        ok = false;
        break;
      }
      for (unsigned d = 0; d < and_; d++) {
        ad[d] = ae_dim(ctx, kd);
        dvals[kd++] = ap->operands[d].value;
      }
      for (unsigned s = 0; s < ans; s++) {
        as[s] = ae_symbol(ctx, ks);
        svals[ks++] = ap->operands[and_ + s].value;
      }
      const AffineExpr *e = ae_replace_dims_syms(affine_map_result(am, 0), and_, ad, ans, as);
      if (!e) ok = false;
      else if (i < nd) r.dims[i] = e;
      else r.syms[i - nd] = e;
    }
    const AffineMap *nm = ok ? am_replace_dims_syms(m, r.dims, r.syms, kd, ks) : NULL;
    for (unsigned s = 0; s < ks; s++) dvals[kd + s] = svals[s];
    ok = nm && map_operands_set(ctx, ops, kd + ks, dvals);
    if (ok) *map = nm;
    remap_free(ctx, &r);
  }
  ctx_free(ctx, dvals);
  ctx_free(ctx, svals);
  return ok;
}

bool affine_compose_map(Context *ctx, const AffineMap **map, MapOperands *ops) {
  bool changed = false;
  if (!compose_once(ctx, map, ops, &changed)) return false;
  if (changed) {
    const AffineMap *s = am_simplify(*map);
    if (!s) return false;
    *map = s;
  }
  return affine_canonicalize_map(ctx, map, ops);
}

/* ---- folding ------------------------------------------------------------------------ */

bool affine_map_constant_fold(const AffineMap *map, const Attr *const *consts, int64_t *out) {
  Context *ctx = map->ctx;
  unsigned nd = affine_map_num_dims(map), ns = affine_map_num_symbols(map);
  const AffineExpr *d[MAX_STACK_VALUES], *s[MAX_STACK_VALUES];
  if (nd > MAX_STACK_VALUES || ns > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < nd + ns; i++) {
    const Attr *c = consts[i];
    const AffineExpr *e = c && c->kind == AK_INTEGER ? ae_const(ctx, attr_int_value(c))
                          : i < nd                   ? ae_dim(ctx, i)
                                                     : ae_symbol(ctx, i - nd);
    if (i < nd) d[i] = e;
    else s[i - nd] = e;
  }
  for (unsigned i = 0; i < affine_map_num_results(map); i++) {
    const AffineExpr *e = ae_replace_dims_syms(affine_map_result(map, i), nd, d, ns, s);
    if (!e || !ae_const_value(e, &out[i])) return false;
  }
  return true;
}

static bool fold_apply(Operation *op, const Attr *const *consts, FoldResult *out) {
  const AffineMap *m = affine_op_map(op, "map");
  if (!m || affine_map_num_results(m) != 1) return false;
  const AffineExpr *e = affine_map_result(m, 0);
  if (e->kind == AE_DIM) {
    out[0].value = op->operands[e->p[0]].value;
    return true;
  }
  if (e->kind == AE_SYMBOL) {
    out[0].value = op->operands[affine_map_num_dims(m) + e->p[0]].value;
    return true;
  }
  int64_t v;
  if (!affine_map_constant_fold(m, consts, &v)) return false;
  out[0].attr = attr_integer(op_context(op), op_context(op)->t_index, v);
  return out[0].attr != NULL;
}

/* ---- affine.for bounds ------------------------------------------------------------------- */

/* The lower (0) or upper (1) bound's operands of an affine.for. */
static void for_bound_operands(const Operation *op, unsigned which, unsigned *start, unsigned *count) {
  du_operands(op, which ? "upperBoundOperands" : "lowerBoundOperands", start, count);
}

/* setLowerBound / setUpperBound: new operands and map for one bound. */
static bool for_set_bound(Operation *op, unsigned which, const AffineMap *map, unsigned n, Value *const *vals) {
  Context *ctx = op_context(op);
  unsigned ls, ln, us, un;
  for_bound_operands(op, 0, &ls, &ln);
  for_bound_operands(op, 1, &us, &un);
  unsigned ninits = op->num_operands - ln - un;
  unsigned total = n + (which ? ln : un) + ninits;
  Value **all = ctx_alloc(ctx, (total + 1) * sizeof *all);
  if (!all) return false;
  unsigned k = 0;
  for (unsigned i = 0; i < (which ? ln : n); i++) all[k++] = which ? op->operands[ls + i].value : vals[i];
  for (unsigned i = 0; i < (which ? n : un); i++) all[k++] = which ? vals[i] : op->operands[us + i].value;
  for (unsigned i = 0; i < ninits; i++) all[k++] = op->operands[ln + un + i].value;
  op_set_operands(op, k, all);
  ctx_free(ctx, all);
  int32_t seg[3] = {(int32_t)(which ? ln : n), (int32_t)(which ? n : un), (int32_t)ninits};
  op_set_attr(op, ident_cstr(ctx, "operandSegmentSizes"),
              attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 3, seg, sizeof seg));
  op_set_attr(op, ident_cstr(ctx, which ? "upperBoundMap" : "lowerBoundMap"), attr_affine_map(ctx, map));
  return true;
}

static bool for_bound_constant(const Operation *op, unsigned which) {
  const AffineMap *m = affine_op_map(op, which ? "upperBoundMap" : "lowerBoundMap");
  return m && affine_map_num_results(m) == 1 && affine_map_result(m, 0)->kind == AE_CONSTANT;
}

/* foldLoopBounds: a bound whose operands are all constants becomes the
 * max (lower) or min (upper) of its folded results. */
static bool fold_bound(Operation *op, unsigned which) {
  Context *ctx = op_context(op);
  const AffineMap *m = affine_op_map(op, which ? "upperBoundMap" : "lowerBoundMap");
  unsigned start, n;
  for_bound_operands(op, which, &start, &n);
  if (!m || for_bound_constant(op, which) || n > MAX_STACK_VALUES) return false;
  const Attr *consts[MAX_STACK_VALUES + 1];
  int64_t vals[MAX_STACK_VALUES];
  for (unsigned i = 0; i < n; i++) consts[i] = value_constant(op->operands[start + i].value);
  if (affine_map_num_results(m) > MAX_STACK_VALUES || !affine_map_constant_fold(m, consts, vals)) return false;
  int64_t r = vals[0];
  for (unsigned i = 1; i < affine_map_num_results(m); i++)
    r = which ? (vals[i] < r ? vals[i] : r) : (vals[i] > r ? vals[i] : r);
  const AffineMap *cm = am_constant(ctx, r);
  return cm && for_set_bound(op, which, cm, 0, NULL);
}

/* removeDuplicateExprs */
static const AffineMap *dedup_results(const AffineMap *m) {
  unsigned pos[MAX_STACK_VALUES], n = 0, nr = affine_map_num_results(m);
  if (nr > MAX_STACK_VALUES) return m;
  for (unsigned i = 0; i < nr; i++) {
    bool dup = false;
    for (unsigned j = 0; j < n && !dup; j++) dup = affine_map_result(m, pos[j]) == affine_map_result(m, i);
    if (!dup) pos[n++] = i;
  }
  return n == nr ? m : am_sub_map(m, n, pos);
}

/* canonicalizeLoopBounds: each bound composed, canonicalized and without
 * repeated results. */
static bool canonicalize_bounds(Operation *op) {
  Context *ctx = op_context(op);
  const AffineMap *prev[2], *maps[2];
  MapOperands ops[2] = {{0}, {0}};
  bool ok = true;
  for (unsigned w = 0; w < 2; w++) {
    unsigned start, n;
    for_bound_operands(op, w, &start, &n);
    prev[w] = maps[w] = affine_op_map(op, w ? "upperBoundMap" : "lowerBoundMap");
    Value *vals[MAX_STACK_VALUES];
    ok = ok && maps[w] && n <= MAX_STACK_VALUES;
    for (unsigned i = 0; ok && i < n; i++) vals[i] = op->operands[start + i].value;
    ok = ok && map_operands_set(ctx, &ops[w], n, vals) && affine_compose_map(ctx, &maps[w], &ops[w]);
    if (ok) maps[w] = dedup_results(maps[w]);
  }
  bool changed = ok && (maps[0] != prev[0] || maps[1] != prev[1]);
  for (unsigned w = 0; changed && w < 2; w++)
    if (maps[w] != prev[w]) for_set_bound(op, w, maps[w], ops[w].n, ops[w].v);
  map_operands_free(ctx, &ops[0]);
  map_operands_free(ctx, &ops[1]);
  return changed;
}

static bool fold_for(Operation *op, const Attr *const *consts, FoldResult *out) {
  bool folded = fold_bound(op, 0);
  folded |= fold_bound(op, 1);
  folded |= canonicalize_bounds(op);
  return folded;
}

/* ---- affine.parallel bounds --------------------------------------------------------------- */

/* AffineValueMap::canonicalize on one bound of an affine.parallel (its
 * operands first..first+n): composed and canonicalized; false when
 * nothing changed (or out of memory). */
static bool canonical_parallel_bound(Context *ctx, Operation *op, const AffineMap **map, unsigned first, unsigned n,
                                     MapOperands *ops) {
  const AffineMap *prev = *map;
  Value *vals[MAX_STACK_VALUES];
  if (n > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < n; i++) vals[i] = op->operands[first + i].value;
  if (!map_operands_set(ctx, ops, n, vals) || !affine_compose_map(ctx, map, ops)) return false;
  if (*map != prev || ops->n != n) return true;
  for (unsigned i = 0; i < n; i++)
    if (ops->v[i] != vals[i]) return true;
  return false;
}

/* canonicalizeLoopBounds of affine.parallel: both bounds canonicalized;
 * the groups keep their sizes (composition keeps the results). */
static bool fold_parallel(Operation *op, const Attr *const *consts, FoldResult *out) {
  (void)consts;
  (void)out;
  Context *ctx = op_context(op);
  const AffineMap *maps[2] = {affine_op_map(op, "lowerBoundsMap"), affine_op_map(op, "upperBoundsMap")};
  if (!maps[0] || !maps[1]) return false;
  unsigned nl = affine_map_num_dims(maps[0]) + affine_map_num_symbols(maps[0]);
  if (nl > op->num_operands) return false;
  unsigned first[2] = {0, nl}, count[2] = {nl, op->num_operands - nl};
  MapOperands ops[2] = {{0}, {0}};
  bool changed[2];
  for (unsigned w = 0; w < 2; w++) changed[w] = canonical_parallel_bound(ctx, op, &maps[w], first[w], count[w], &ops[w]);
  bool ok = changed[0] || changed[1];
  Value **all = ok ? ctx_alloc(ctx, (op->num_operands + ops[0].n + ops[1].n + 1) * sizeof *all) : NULL;
  if (all) {
    unsigned k = 0;
    for (unsigned w = 0; w < 2; w++)
      for (unsigned i = 0; i < (changed[w] ? ops[w].n : count[w]); i++)
        all[k++] = changed[w] ? ops[w].v[i] : op->operands[first[w] + i].value;
    op_set_operands(op, k, all);
    ctx_free(ctx, all);
    if (changed[0]) op_set_attr(op, ident_cstr(ctx, "lowerBoundsMap"), attr_affine_map(ctx, maps[0]));
    if (changed[1]) op_set_attr(op, ident_cstr(ctx, "upperBoundsMap"), attr_affine_map(ctx, maps[1]));
  }
  map_operands_free(ctx, &ops[0]);
  map_operands_free(ctx, &ops[1]);
  return all != NULL;
}

const FoldHook AFFINE_FOLDS[] = {
    {"affine.apply", fold_apply}, {"affine.for", fold_for}, {"affine.parallel", fold_parallel}, {NULL, NULL}};

/* ---- building ----------------------------------------------------------------------- */

Operation *affine_build_apply(Rewriter *rw, const Loc *loc, const AffineMap *map, unsigned n,
                              Value *const *operands) {
  Context *ctx = rw->ctx;
  NamedAttr a = named(ctx, "map", attr_affine_map(ctx, map));
  return rw_build(rw, "affine.apply", loc, n, operands, 1, &ctx->t_index, 1, &a);
}

Value *affine_make_composed_apply(Rewriter *rw, const Loc *loc, const AffineMap *map, unsigned n,
                                  Value *const *operands) {
  Context *ctx = rw->ctx;
  MapOperands ops = {0};
  Value *r = NULL;
  if (!map_operands_set(ctx, &ops, n, operands) || !affine_compose_map(ctx, &map, &ops)) goto done;
  const AffineExpr *e = affine_map_result(map, 0);
  int64_t c;
  if (e->kind == AE_DIM) r = ops.v[e->p[0]];
  else if (e->kind == AE_SYMBOL) r = ops.v[affine_map_num_dims(map) + e->p[0]];
  else if (ae_const_value(e, &c)) r = rw_constant(rw, attr_integer(ctx, ctx->t_index, c), loc);
  else {
    Operation *ap = affine_build_apply(rw, loc, map, ops.n, ops.v);
    r = ap ? &ap->results[0] : NULL;
  }
done:
  map_operands_free(ctx, &ops);
  return r;
}

/* ---- SimplifyAffineOp<AffineApplyOp> ---------------------------------------------------- */

static bool same_operands(const Operation *op, const MapOperands *ops) {
  if (op->num_operands != ops->n) return false;
  for (unsigned i = 0; i < ops->n; i++)
    if (op->operands[i].value != ops->v[i]) return false;
  return true;
}

static bool simplify_apply(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  const AffineMap *old = affine_op_map(op, "map"), *m = old;
  if (!m) return false;
  MapOperands ops = {0};
  bool done = false;
  Value **vals = ctx_alloc(ctx, (op->num_operands + 1) * sizeof *vals);
  if (!vals) return false;
  for (unsigned i = 0; i < op->num_operands; i++) vals[i] = op->operands[i].value;
  if (map_operands_set(ctx, &ops, op->num_operands, vals) && affine_compose_map(ctx, &m, &ops) &&
      !(m == old && same_operands(op, &ops))) {
    rw_set_before(rw, op);
    Operation *ap = affine_build_apply(rw, op->loc, m, ops.n, ops.v);
    if (ap) {
      rw_replace_op_with(rw, op, ap);
      done = true;
    }
  }
  ctx_free(ctx, vals);
  map_operands_free(ctx, &ops);
  return done;
}

static const Pattern SIMPLIFY_APPLY = {.root = "affine.apply",
                                       .benefit = 1,
                                       .match_and_rewrite = simplify_apply,
                                       .debug_name = "SimplifyAffineOp<AffineApplyOp>"};

const Pattern *const AFFINE_PATTERNS[] = {&SIMPLIFY_APPLY, NULL};
