/* view_like.c: upstream's ViewLikeInterface.cpp and the tensor slice
 * checks (TensorOps.cpp), shared by memref.c and tensor.c. Diagnostics are
 * Operation::emitError, without the "'op' op" prefix, as upstream's. */
#include "view_like.h"

#include <stdarg.h>

static bool fail(Operation *op, const char *fmt, ...) MLIR_PRINTF(2, 3);
static bool fail(Operation *op, const char *fmt, ...) {
  Diag *d = diag_new(op_context(op), DIAG_ERROR, op->loc);
  if (!d) return false;
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  return op_emit_with_note(d, op);
}

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
  if (have != n) return fail(op, "expected %u %s values, got %u", n, name, have);
  for (unsigned i = 0; i < have; i++) dyn += dense_i64_at(stat, i) == DYNAMIC_SIZE;
  if (ndyn != dyn) return fail(op, "expected %u dynamic %s values", dyn, name);
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
    return fail(op, "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so the rank of the result type "
                    "is well-formed.",
                n[0], n[1]);
  if (n[1] != n[2])
    return fail(op, "expected mixed sizes rank to match mixed strides rank (%u vs %u) so the rank of the result type "
                    "is well-formed.",
                n[1], n[2]);
  for (int k = 0; k < 3; k++)
    if (!list_verify(op, names[k], max_ranks[k], stat[k], dyn[k])) return false;
  for (unsigned i = 0; i < n[0]; i++) {
    int64_t v = dense_i64_at(stat[0], i);
    if (v < 0 && v != DYNAMIC_SIZE) return fail(op, "expected offsets to be non-negative, but got %lld", (long long)v);
  }
  for (unsigned i = 0; i < n[1]; i++) {
    int64_t v = dense_i64_at(stat[1], i);
    if (v < 0 && v != DYNAMIC_SIZE) return fail(op, "expected sizes to be non-negative, but got %lld", (long long)v);
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
    fail(op, "expected rank to be smaller or equal to the other rank. ");
  } else if (!rank_reduces(expected, candidate)) {
    print_type(expected, &s);
    fail(op, "expected type to be '%s' or a rank-reduced version. (size mismatch) ", s.data ? s.data : "");
  } else if (shaped_elem(expected) != shaped_elem(candidate)) {
    print_type(shaped_elem(expected), &s);
    fail(op, "expected element type to be '%s'", s.data ? s.data : "");
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
    if (o >= d) return fail(op, "offset %u is out-of-bounds: %lld >= %lld", i, (long long)o, (long long)d);
    if (s == DYNAMIC_SIZE || k == DYNAMIC_SIZE) continue;
    int64_t last = o + (s - 1) * k;
    if (last >= d)
      return fail(op, "slice along dimension %u runs out-of-bounds: %lld >= %lld", i, (long long)last, (long long)d);
  }
  return true;
}
