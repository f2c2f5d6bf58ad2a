/* view_like.c: upstream's ViewLikeInterface.cpp, the tensor slice checks
 * (TensorOps.cpp) and the reshape checks (ReshapeOpsUtils, MemRefOps.cpp),
 * shared by memref.c and tensor.c. The ViewLike diagnostics are
 * Operation::emitError (no "'op' op" prefix), the reshape ones
 * emitOpError, as upstream's. */
#include "view_like.h"

/* The operand group named `name` in the op's ODS record. */
static bool group_named(const Operation *op, const char *name, unsigned *start, unsigned *count) {
  const OdsOp *o = op_ods(op);
  for (unsigned i = 0; o && i < o->n_operands; i++)
    if (strcmp(o->operands[i].name, name) == 0) {
      ods_operand_group(op, o, i, start, count);
      return true;
    }
  *start = *count = 0;
  return false;
}

static unsigned list_len(const Attr *a) { return a && a->kind == AK_DENSE_ARRAY ? a->aux : 0; }

/* verifyListOfOperandsOrIntegers. */
static bool list_verify(Operation *op, const char *name, unsigned n, const Attr *stat, unsigned ndyn) {
  unsigned have = list_len(stat), dyn = 0;
  if (have != n) return op_fail_plain(op, "expected %u %s values, got %u", n, name, have);
  for (unsigned i = 0; i < have; i++) dyn += dense_i64_at(stat, i) == DYNAMIC_SIZE;
  if (ndyn != dyn) return op_fail_plain(op, "expected %u dynamic %s values", dyn, name);
  return true;
}

bool view_like_verify(Operation *op, const unsigned max_ranks[3]) {
  static const char *const groups[3] = {"offsets", "sizes", "strides"};
  static const char *const attrs[3] = {"static_offsets", "static_sizes", "static_strides"};
  static const char *const names[3] = {"offset", "size", "stride"};
  const Attr *stat[3];
  unsigned n[3], dyn[3], start;
  for (int k = 0; k < 3; k++) {
    stat[k] = op_get_attr(op, attrs[k], strlen(attrs[k]));
    n[k] = list_len(stat[k]);
    group_named(op, groups[k], &start, &dyn[k]);
  }
  /* Offsets may be a single entry (a 1-D view of any rank). */
  if (!(n[0] == 1 && max_ranks[0] == 1) && n[0] != n[1])
    return op_fail_plain(op, "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so the rank of the result type "
                    "is well-formed.",
                n[0], n[1]);
  if (n[1] != n[2])
    return op_fail_plain(op, "expected mixed sizes rank to match mixed strides rank (%u vs %u) so the rank of the result type "
                    "is well-formed.",
                n[1], n[2]);
  for (int k = 0; k < 3; k++)
    if (!list_verify(op, names[k], max_ranks[k], stat[k], dyn[k])) return false;
  for (unsigned i = 0; i < n[0]; i++) {
    int64_t v = dense_i64_at(stat[0], i);
    if (v < 0 && v != DYNAMIC_SIZE) return op_fail_plain(op, "expected offsets to be non-negative, but got %lld", (long long)v);
  }
  for (unsigned i = 0; i < n[1]; i++) {
    int64_t v = dense_i64_at(stat[1], i);
    if (v < 0 && v != DYNAMIC_SIZE) return op_fail_plain(op, "expected sizes to be non-negative, but got %lld", (long long)v);
  }
  return true;
}

const Type *slice_type(Context *ctx, const Type *src, const Attr *sizes) {
  unsigned n = list_len(sizes);
  int64_t small[16], *dims = n <= 16 ? small : ctx_alloc(ctx, n * sizeof *dims);
  if (!dims) return NULL;
  for (unsigned i = 0; i < n; i++) dims[i] = dense_i64_at(sizes, i);
  const Type *t = type_ranked_tensor(ctx, n, dims, shaped_elem(src), NULL);
  if (dims != small) ctx_free(ctx, dims);
  return t;
}

/* computeRankReductionMask (matchDynamic false): the reduced shape is the
 * original with some unit dims dropped. */
static bool rank_reduces(const Type *orig, const Type *reduced) {
  unsigned on = shaped_rank(orig), rn = shaped_rank(reduced), r = 0;
  for (unsigned o = 0; o < on; o++) {
    int64_t d = shaped_dim(orig, o);
    if (r < rn && d == shaped_dim(reduced, r)) {
      r++;
      continue;
    }
    if (d != 1) return false;
  }
  return r == rn;
}

bool slice_type_verify(Operation *op, const Type *expected, const Type *candidate) {
  if (!expected || expected == candidate || !shaped_has_rank(candidate)) return true;
  Context *ctx = op_context(op);
  StrBuf s;
  sb_init(&s, &ctx->alloc);
  bool ok = false;
  if (shaped_rank(candidate) > shaped_rank(expected)) {
    op_fail_plain(op, "expected rank to be smaller or equal to the other rank. ");
  } else if (!rank_reduces(expected, candidate)) {
    print_type(expected, &s);
    op_fail_plain(op, "expected type to be '%s' or a rank-reduced version. (size mismatch) ", s.data ? s.data : "");
  } else if (shaped_elem(expected) != shaped_elem(candidate)) {
    print_type(shaped_elem(expected), &s);
    op_fail_plain(op, "expected element type to be '%s'", s.data ? s.data : "");
  } else {
    ok = true;
  }
  sb_free(&s);
  return ok;
}

bool slice_bounds_verify(Operation *op, const Type *shaped) {
  const Attr *off = op_get_attr(op, "static_offsets", 14), *sz = op_get_attr(op, "static_sizes", 12),
             *st = op_get_attr(op, "static_strides", 14);
  unsigned rank = shaped_rank(shaped);
  if (list_len(off) < rank || list_len(sz) < rank || list_len(st) < rank) return true;
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = shaped_dim(shaped, i), o = dense_i64_at(off, i), s = dense_i64_at(sz, i), k = dense_i64_at(st, i);
    if (d == DYNAMIC_SIZE || o == DYNAMIC_SIZE) continue;
    if (o >= d) return op_fail_plain(op, "offset %u is out-of-bounds: %lld >= %lld", i, (long long)o, (long long)d);
    if (s == DYNAMIC_SIZE || k == DYNAMIC_SIZE) continue;
    int64_t last = o + (s - 1) * k;
    if (last >= d)
      return op_fail_plain(op, "slice along dimension %u runs out-of-bounds: %lld >= %lld", i, (long long)last, (long long)d);
  }
  return true;
}

/* ---- reshapes ------------------------------------------------------------------------ */

/* The `reassociation` attribute: groups of expanded dims. Returns the
 * number of groups, or -1 when malformed (left to the ODS verifier). */
static int reassociation(const Operation *op, const Attr **groups_out) {
  const Attr *r = op_get_attr(op, "reassociation", 13);
  if (!r || r->kind != AK_ARRAY) return -1;
  for (uint32_t i = 0; i < r->n; i++) {
    const Attr *g = WORD_PTR(const Attr, r->p[i]);
    if (g->kind != AK_ARRAY) return -1;
    for (uint32_t k = 0; k < g->n; k++)
      if (WORD_PTR(const Attr, g->p[k])->kind != AK_INTEGER) return -1;
  }
  *groups_out = r;
  return (int)r->n;
}

static const Attr *group_at(const Attr *r, unsigned i) { return WORD_PTR(const Attr, r->p[i]); }
static int64_t index_at(const Attr *g, unsigned k) { return attr_int_value(WORD_PTR(const Attr, g->p[k])); }

static bool op_fail_type2(Operation *op, const char *fmt, const Type *a, const Type *b) {
  StrBuf x, y;
  sb_init(&x, &op_context(op)->alloc);
  sb_init(&y, &op_context(op)->alloc);
  print_type(a, &x);
  print_type(b, &y);
  op_fail(op, fmt, x.data ? x.data : "", y.data ? y.data : "");
  sb_free(&x);
  sb_free(&y);
  return false;
}

/* The expand-only checks of output_shape against the result rank. */
static bool output_shape_verify(Operation *op, const Type *result, const char *what) {
  const Attr *so = op_get_attr(op, "static_output_shape", 19);
  unsigned n = list_len(so), dyn = 0, start, count;
  if (n != shaped_rank(result))
    return op_fail(op, "expected number of static shape %s to be equal to the output rank (%u) but found %u inputs "
                       "instead",
                   what, shaped_rank(result), n);
  for (unsigned i = 0; i < n; i++) dyn += dense_i64_at(so, i) == DYNAMIC_SIZE;
  group_named(op, "output_shape", &start, &count);
  if (count != dyn)
    return op_fail(op, "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %u "
                       "dynamic dims while output_shape has %u values",
                   dyn, count);
  return true;
}

bool tensor_reshape_verify(Operation *op, const Type *expanded, const Type *collapsed, bool is_expand) {
  const Attr *r;
  int ngroups = reassociation(op, &r);
  /* CollapseShapeOp::verify checks this before anything else. */
  for (int i = 0; !is_expand && i < ngroups; i++)
    if (!group_at(r, i)->n) return op_fail(op, "reassociation indices must not be empty");
  if (expanded->kind != TK_RANKED_TENSOR || collapsed->kind != TK_RANKED_TENSOR) return true;
  if (is_expand && !output_shape_verify(op, expanded, "dims")) return false;
  if (ngroups < 0) return true;
  unsigned er = shaped_rank(expanded), cr = shaped_rank(collapsed);
  if (er < cr)
    return op_fail_type2(op, "expected the expanded type, '%s' to have a higher (or same) rank than the collapsed type, "
                             "'%s'.", expanded, collapsed);
  if (cr != (unsigned)ngroups)
    return op_fail(op, "expected collapsed rank (%u) to equal the number of reassociation maps (%d).", cr, ngroups);
  /* Every map spans the dims up to the largest index used anywhere. */
  int64_t maxd = -1;
  for (int i = 0; i < ngroups; i++)
    for (uint32_t k = 0; k < group_at(r, i)->n; k++)
      if (index_at(group_at(r, i), k) > maxd) maxd = index_at(group_at(r, i), k);
  unsigned ndims = (unsigned)(maxd + 1);
  if (ngroups && ndims != er)
    return op_fail(op, "expected reassociation map #0 to have size equal to the expanded rank (%u), but it is  %u.", er,
                   ndims);
  /* isReassociationValid: consecutive dims, covering them all. */
  int64_t next = 0;
  for (int i = 0; i < ngroups; i++)
    for (uint32_t k = 0; k < group_at(r, i)->n; k++)
      if (index_at(group_at(r, i), k) != next++)
        return op_fail(op, "expected reassociation map #%d to be valid and contiguous.", i);
  if (ngroups && next != (int64_t)ndims)
    return op_fail(op, "expected reassociation map #%d to be valid and contiguous.", ngroups - 1);
  /* reshapeLikeShapesAreCompatible, building the inferred collapsed type. */
  int64_t small[16], *dims = cr <= 16 ? small : ctx_alloc(op_context(op), cr * sizeof *dims);
  if (!dims) return false;
  bool ok = true;
  unsigned at = 0;
  for (int i = 0; ok && i < ngroups; i++) {
    bool dynamic = false;
    int64_t product = 1;
    for (uint32_t k = 0; k < group_at(r, i)->n; k++) {
      int64_t d = shaped_dim(expanded, at + k);
      if (d == DYNAMIC_SIZE) dynamic = true;
      else product *= d;
    }
    int64_t c = shaped_dim(collapsed, (unsigned)i);
    if (dynamic && c != DYNAMIC_SIZE)
      ok = op_fail(op, "expected dimension %d of collapsed type to be dynamic since one or more of the corresponding "
                       "dimensions in the expanded type is dynamic",
                   i);
    else if (!dynamic && c != product)
      ok = op_fail(op, "expected dimension %d of collapsed type to be static value of %lld", i, (long long)product);
    dims[i] = dynamic ? DYNAMIC_SIZE : product;
    at += group_at(r, i)->n;
  }
  if (ok) {
    const Type *want = type_ranked_tensor(op_context(op), cr, dims, shaped_elem(expanded), NULL);
    if (want && shaped_elem(collapsed) != shaped_elem(expanded))
      ok = op_fail_type2(op, "expected collapsed type to be '%s', but got '%s'", want, collapsed);
  }
  if (dims != small) ctx_free(op_context(op), dims);
  return ok;
}

/* verifyCollapsedShape (MemRefOps.cpp), multiple dynamic dims allowed. */
static bool collapsed_shape_verify(Operation *op, const Type *collapsed, const Type *expanded) {
  const Attr *r;
  int ngroups = reassociation(op, &r);
  if (ngroups < 0) return true;
  unsigned cr = shaped_rank(collapsed), er = shaped_rank(expanded);
  if (cr != (unsigned)ngroups)
    return op_fail(op, "invalid number of reassociation groups: found %d, expected %u", ngroups, cr);
  int64_t next = 0;
  for (int i = 0; i < ngroups; i++) {
    const Attr *g = group_at(r, (unsigned)i);
    bool dynamic = false;
    for (uint32_t k = 0; k < g->n; k++) {
      int64_t d = index_at(g, k);
      if (d != next++) return op_fail(op, "reassociation indices must be contiguous");
      if (d >= (int64_t)er) return op_fail(op, "reassociation index %lld is out of bounds", (long long)d);
      if (shaped_dim(expanded, (unsigned)d) == DYNAMIC_SIZE) dynamic = true;
    }
    int64_t c = shaped_dim(collapsed, (unsigned)i);
    if ((c == DYNAMIC_SIZE) != dynamic)
      return op_fail(op, "collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic", i);
    if (!dynamic) {
      int64_t size = 1;
      for (uint32_t k = 0; k < g->n; k++) size *= shaped_dim(expanded, (unsigned)index_at(g, k));
      if (size != c)
        return op_fail(op, "collapsed dim size (%lld) must equal reassociation group size (%lld)", (long long)c,
                       (long long)size);
    }
  }
  if (!cr) {
    for (unsigned i = 0; i < er; i++)
      if (shaped_dim(expanded, i) != 1)
        return op_fail(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
  } else if (next != (int64_t)er) {
    return op_fail(op, "expanded rank (%u) inconsistent with number of reassociation indices (%lld)", er,
                   (long long)next);
  }
  return true;
}

static const Attr *memref_layout(const Type *t) { return WORD_PTR(const Attr, t->p[shaped_rank(t) + 1]); }

bool memref_reshape_verify(Operation *op, const Type *expanded, const Type *collapsed, bool is_expand) {
  if (expanded->kind != TK_MEMREF || collapsed->kind != TK_MEMREF) return true;
  unsigned er = shaped_rank(expanded), cr = shaped_rank(collapsed);
  if (is_expand && cr > er)
    return op_fail(op, "has source rank %u and result rank %u. This is not an expansion (%u > %u).", cr, er, cr, er);
  if (!is_expand && er < cr)
    return op_fail(op, "has source rank %u and result rank %u. This is not a collapse (%u < %u).", er, cr, er, cr);
  if (!collapsed_shape_verify(op, collapsed, expanded)) return false;
  /* The result of reshaping a memref with the identity layout is
   * contiguous too; other source layouts are not checked yet. */
  const Type *src = is_expand ? collapsed : expanded, *res = is_expand ? expanded : collapsed;
  if (!memref_layout(src)) {
    unsigned rr = shaped_rank(res);
    const Type *want = type_memref(op_context(op), rr, (const int64_t *)res->p, shaped_elem(src), NULL,
                                   memref_memory_space(src));
    if (want && want != res)
      return op_fail_type2(op, is_expand ? "expected expanded type to be '%s' but found '%s'"
                                         : "expected collapsed type to be '%s' but found '%s'",
                           want, res);
  }
  if (!is_expand) return true;
  if (!output_shape_verify(op, expanded, "bounds")) return false;
  const Attr *so = op_get_attr(op, "static_output_shape", 19);
  for (unsigned i = 0; i < er; i++) {
    int64_t d = shaped_dim(expanded, i);
    if (d != DYNAMIC_SIZE && d != dense_i64_at(so, i)) return op_fail(op, "invalid output shape provided at pos %u", i);
  }
  return true;
}

/* ---- memref.subview -------------------------------------------------------------------- */

/* SaturatedInteger arithmetic: dynamic absorbs everything, except that a
 * product with a static zero is zero. */
static int64_t sat_add(int64_t a, int64_t b) {
  return a == DYNAMIC_SIZE || b == DYNAMIC_SIZE ? DYNAMIC_SIZE : a + b;
}
static int64_t sat_mul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  return a == DYNAMIC_SIZE || b == DYNAMIC_SIZE ? DYNAMIC_SIZE : a * b;
}


/* produceSubViewErrorMsg, with the result type appended. */
static bool subview_error(Operation *op, const char *msg, const Type *expected, bool with_expected) {
  Context *ctx = op_context(op);
  StrBuf e, g;
  sb_init(&e, &ctx->alloc);
  sb_init(&g, &ctx->alloc);
  if (expected) print_type(expected, &e);
  print_type(op->results[0].type, &g);
  if (with_expected)
    op_fail_plain(op, "expected result type to be '%s' or a rank-reduced version. (%s), but got '%s'", e.data ? e.data : "",
         msg, g.data ? g.data : "");
  else
    op_fail_plain(op, "%s'%s'", msg, g.data ? g.data : "");
  sb_free(&e);
  sb_free(&g);
  return false;
}

/* computeMemRefRankReductionMask: which of the source's dims the result
 * drops (static size 1 dims whose strides disappear); false on failure. */
static bool memref_dropped_dims(const Type *orig, const Type *reduced, const Attr *sizes, bool *dropped) {
  unsigned on = shaped_rank(orig), rn = shaped_rank(reduced), count = 0;
  for (unsigned i = 0; i < on; i++) dropped[i] = false;
  if (on == rn) return true;
  for (unsigned i = 0; i < on && i < list_len(sizes); i++)
    if (dense_i64_at(sizes, i) == 1) dropped[i] = true, count++;
  if (count + rn == on) return true;
  int64_t os[64], rs[64], oo, ro;
  if (on > MAX_STACK_RANK || !memref_strides_and_offset(orig, os, &oo) || !memref_strides_and_offset(reduced, rs, &ro)) return false;
  for (unsigned d = 0; d < on; d++) {
    if (!dropped[d]) continue;
    /* Occurrences of this stride not yet accounted for, against those the
     * reduced type keeps. */
    unsigned left = 0, kept = 0;
    for (unsigned i = 0; i < on; i++) left += os[i] == os[d] && !(i < d && dropped[i]);
    for (unsigned i = 0; i < rn; i++) kept += rs[i] == os[d];
    if (left > kept) continue;
    if (left == kept) {
      dropped[d] = false;
      count--;
      continue;
    }
    return false;
  }
  return count + rn == on;
}

bool memref_subview_verify(Operation *op) {
  if (!op->num_operands || !op->num_results) return true;
  const Type *base = op->operands[0].value->type, *res = op->results[0].type;
  if (base->kind != TK_MEMREF || res->kind != TK_MEMREF) return true;
  Context *ctx = op_context(op);
  if (memref_memory_space(base) != memref_memory_space(res)) {
    StrBuf a, b;
    sb_init(&a, &ctx->alloc);
    sb_init(&b, &ctx->alloc);
    print_type(base, &a);
    print_type(res, &b);
    op_fail_plain(op, "different memory spaces specified for base memref type '%s' and subview memref type '%s'",
         a.data ? a.data : "", b.data ? b.data : "");
    sb_free(&a);
    sb_free(&b);
    return false;
  }
  unsigned rank = shaped_rank(base);
  int64_t bs[64], bo;
  if (rank > MAX_STACK_RANK) return true;
  if (!memref_strides_and_offset(base, bs, &bo)) {
    StrBuf a;
    sb_init(&a, &ctx->alloc);
    print_type(base, &a);
    op_fail_plain(op, "base type '%s' is not strided", a.data ? a.data : "");
    sb_free(&a);
    return false;
  }
  const Attr *off = op_get_attr(op, "static_offsets", 14), *sz = op_get_attr(op, "static_sizes", 12),
             *st = op_get_attr(op, "static_strides", 14);
  if (list_len(off) != rank || list_len(sz) != rank || list_len(st) != rank) return true;
  /* SubViewOp::inferResultType. */
  int64_t offset = bo, strides[64], dims[64];
  for (unsigned i = 0; i < rank; i++) {
    offset = sat_add(offset, sat_mul(dense_i64_at(off, i), bs[i]));
    strides[i] = sat_mul(bs[i], dense_i64_at(st, i));
    dims[i] = dense_i64_at(sz, i);
  }
  const Attr *layout = attr_strided_layout(ctx, offset, rank, strides);
  const Type *want = layout ? type_memref(ctx, rank, dims, shaped_elem(base), layout, memref_memory_space(base)) : NULL;
  if (!want) return false;
  unsigned rr = shaped_rank(res);
  if (rr > rank) return subview_error(op, "expected result rank to be smaller or equal to the source rank, but got ",
                                      NULL, false);
  if (want != res && !rank_reduces(want, res))
    return subview_error(op, "mismatch of result sizes", want, true);
  if (shaped_elem(want) != shaped_elem(res)) {
    StrBuf e, g;
    sb_init(&e, &ctx->alloc);
    sb_init(&g, &ctx->alloc);
    print_type(shaped_elem(want), &e);
    print_type(res, &g);
    op_fail_plain(op, "expected result element type to be '%s', but got '%s'", e.data ? e.data : "", g.data ? g.data : "");
    sb_free(&e);
    sb_free(&g);
    return false;
  }
  int64_t rs[64], ro;
  if (!memref_strides_and_offset(res, rs, &ro) || ro != offset)
    return subview_error(op, "mismatch of result layout", want, true);
  bool dropped[MAX_STACK_RANK];
  if (!memref_dropped_dims(want, res, sz, dropped)) return subview_error(op, "mismatch of result layout", want, true);
  for (unsigned i = 0, j = 0; i < rank; i++) {
    if (dropped[i]) continue;
    if (j >= rr || strides[i] != rs[j]) return subview_error(op, "mismatch of result layout", want, true);
    j++;
  }
  return slice_bounds_verify(op, base);
}
