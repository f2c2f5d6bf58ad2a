/* affine_parallel.c: affine.parallel as lower-affine runs it (an
 * scf.parallel, then loops): the points in row-major order, each
 * dimension from the largest result of its lower-bound group to the
 * smallest of its upper-bound group by its step; each result starts at
 * its reduction's identity and combines (accumulator, yielded value)
 * after every point. */
#include "exec.h"
#include "softfloat.h"

enum { PAR_MAX_OPERANDS = 64 };

/* The iteration state, kept on the body's activation. */
typedef struct APar {
  unsigned rank, nred;
  int64_t lb[EXEC_MAX_RANK], ub[EXEC_MAX_RANK], step[EXEC_MAX_RANK], iv[EXEC_MAX_RANK];
  int kind[PAR_MAX_OPERANDS];
  Val acc[PAR_MAX_OPERANDS];
} APar;

static const AffineMap *map_attr(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

/* Entry k of a bound group attribute (i32 dense elements, maybe splat). */
static int64_t group_size(const Attr *g, unsigned k) {
  if (!g || g->kind != AK_DENSE_ELEMENTS) return -1;
  const Ident *blob = WORD_PTR(const Ident, g->p[1]);
  size_t at = g->aux ? 0 : k;
  int32_t v = -1;
  if (4 * at + 4 <= blob->len) memcpy(&v, blob->str + 4 * at, 4);
  return v;
}

/* arith::getIdentityValue for the kinds lower-affine accepts; false for
 * the others (its "Reduction operation type not supported"). */
static bool identity(int kind, const Type *t, Val *out) {
  if (type_is_float(t)) {
    double d;
    switch (kind) {
    case RMW_ADDF: d = 0.0; break;
    case RMW_MULF: d = 1.0; break;
    case RMW_MAXIMUMF: d = -__builtin_inf(); break;
    case RMW_MINIMUMF: d = __builtin_inf(); break;
    default: return false;
    }
    *out = val_bits(0, 0);
    sf_from_double(float_semantics(t), d, out->w);
    return true;
  }
  unsigned w = exec_int_width(t);
  if (!w || w > 64) return false;
  switch (kind) {
  case RMW_ADDI: case RMW_ORI: *out = val_u64(0, w); return true;
  case RMW_MULI: *out = val_u64(1, w); return true;
  case RMW_ANDI: *out = val_u64(~0ULL, w); return true;
  default: return false;
  }
}

/* The max (lower) or min (upper) of each dimension's group of results. */
static int bounds(Interp *in, const Inst *i, const AffineMap *m, const Attr *groups, const int64_t *operands,
                  unsigned rank, bool lower, int64_t *out) {
  unsigned nr = affine_map_num_results(m);
  int64_t r[EXEC_MAX_RANK];
  if (nr > EXEC_MAX_RANK) return exec_fail(in, i, "the interpreter evaluates maps of up to %d results", EXEC_MAX_RANK);
  if (exec_affine_map(in, i, m, operands, r) == EX_FAIL) return EX_FAIL;
  unsigned at = 0;
  for (unsigned d = 0; d < rank; d++) {
    int64_t n = group_size(groups, d);
    if (n <= 0 || at + n > nr) return exec_fail(in, i, "'affine.parallel' with malformed bound groups");
    out[d] = r[at];
    for (unsigned k = at + 1; k < at + n; k++) out[d] = lower ? (r[k] > out[d] ? r[k] : out[d]) : (r[k] < out[d] ? r[k] : out[d]);
    at += (unsigned)n;
  }
  return EX_NEXT;
}

static void par_drop(Interp *in, APar *s) {
  for (unsigned k = 0; k < s->nred; k++) val_drop(in, &s->acc[k]);
}

static int par_body(Interp *in, Frame *f, const Inst *owner, Act *a, APar *s) {
  Val args[EXEC_MAX_RANK];
  for (unsigned k = 0; k < s->rank; k++) args[k] = val_bits((uint64_t)s->iv[k], 0);
  return a ? exec_reenter(in, a, 0, args, s->rank) : exec_enter(in, f, owner, 0, args, s->rank);
}

static void par_finish(Interp *in, Frame *f, const Inst *i, APar *s) {
  for (unsigned k = 0; k < s->nred && k < i->nres; k++) {
    set_res(in, f, i, k, s->acc[k]);
    s->acc[k].tag = VT_EMPTY;
  }
}

static int h_parallel(Interp *in, Frame *f, const Inst *i) {
  const AffineMap *lbm = map_attr(i->op, "lowerBoundsMap"), *ubm = map_attr(i->op, "upperBoundsMap");
  const Attr *steps = op_get_attr(i->op, "steps", 5), *red = op_get_attr(i->op, "reductions", 10);
  if (!lbm || !ubm || !steps || steps->kind != AK_ARRAY || !red || red->kind != AK_ARRAY)
    return exec_fail(in, i, "'affine.parallel' without its bounds");
  unsigned rank = steps->n, nlb = affine_map_num_dims(lbm) + affine_map_num_symbols(lbm);
  if (rank > EXEC_MAX_RANK || red->n > PAR_MAX_OPERANDS || i->nops > PAR_MAX_OPERANDS || nlb > i->nops)
    return exec_fail(in, i, "the interpreter runs affine.parallel of up to %d dimensions and operands", EXEC_MAX_RANK);
  int64_t vals[PAR_MAX_OPERANDS];
  if (read_indices(in, f, i, 0, i->nops, vals) == EX_FAIL) return EX_FAIL;
  APar *s = mem_zalloc(in->alloc, sizeof *s);
  if (!s) return exec_oom(in, i);
  s->rank = rank;
  bool empty = false;
  if (bounds(in, i, lbm, op_get_attr(i->op, "lowerBoundsGroups", 17), vals, rank, true, s->lb) == EX_FAIL ||
      bounds(in, i, ubm, op_get_attr(i->op, "upperBoundsGroups", 17), vals + nlb, rank, false, s->ub) == EX_FAIL) {
    mem_free(in->alloc, s);
    return EX_FAIL;
  }
  for (unsigned d = 0; d < rank; d++) {
    s->step[d] = attr_int_value(WORD_PTR(const Attr, steps->p[d]));
    s->iv[d] = s->lb[d];
    empty = empty || s->lb[d] >= s->ub[d];
  }
  for (unsigned k = 0; k < red->n; k++) {
    s->kind[k] = (int)exec_attr_int(WORD_PTR(const Attr, red->p[k]));
    if (k >= i->nres || !identity(s->kind[k], res_type(i, k), &s->acc[k])) {
      par_drop(in, s);
      mem_free(in->alloc, s);
      return exec_fail(in, i, "Reduction operation type not supported");
    }
    s->nred = k + 1;
  }
  if (empty) {
    par_finish(in, f, i, s);
    par_drop(in, s);
    mem_free(in->alloc, s);
    return EX_NEXT;
  }
  int r = par_body(in, f, i, NULL, s);
  if (r == EX_FAIL) {
    par_drop(in, s);
    mem_free(in->alloc, s);
    return r;
  }
  exec_top(in)->ext = s;
  return r;
}

/* The body yielded: combine, then the next point or the end. */
static int resume_parallel(Interp *in, Act *a, const Inst *term) {
  APar *s = a->ext;
  for (unsigned k = 0; k < s->nred && k < term->nops; k++) {
    Val r;
    if (!exec_rmw_combine(in, term, s->kind[k], res_type(a->owner, k), &s->acc[k], opv(a->frame, term, k), &r)) {
      par_drop(in, s);
      return EX_FAIL;
    }
    val_drop(in, &s->acc[k]);
    s->acc[k] = r;
  }
  for (unsigned d = s->rank; d-- > 0;) {
    s->iv[d] += s->step[d];
    if (s->iv[d] < s->ub[d]) return par_body(in, a->frame, a->owner, a, s);
    s->iv[d] = s->lb[d];
  }
  par_finish(in, a->frame, a->owner, s);
  par_drop(in, s);
  return exec_leave(in); /* frees s */
}

static const ExecOpDef AFFINE_PARALLEL_OPS[] = {
    {.name = "affine.parallel", .run = h_parallel, .resume = resume_parallel},
    {.name = NULL},
};

const ExecDialect EXEC_AFFINE_PARALLEL = {"affine", AFFINE_PARALLEL_OPS};
