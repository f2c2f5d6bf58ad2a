/* ops_affine.c: the affine dialect as written, with the semantics
 * upstream's lower-affine gives it: affine.apply, min and max evaluate
 * their map on index operands (dimensions, then symbols); affine.for runs
 * from the largest lower bound to the smallest upper bound by its step;
 * affine.if takes its then region when every constraint of its integer set
 * holds; affine.load and store address a memref through their map. */
#include "../dialects/utils/dialect_util.h"
#include "exec.h"

/* Map operands held at once (upstream's lowering emits one value each). */
enum { AFFINE_MAX_OPERANDS = 64 };

static const AffineMap *map_attr(const Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_AFFINE_MAP ? WORD_PTR(const AffineMap, a->p[0]) : NULL;
}

/* Reads operands [first, first+n) as index values. */
static int read_map_operands(Interp *in, Frame *f, const Inst *i, unsigned first, unsigned n, int64_t *out) {
  if (n > AFFINE_MAX_OPERANDS)
    return exec_fail(in, i, "the interpreter evaluates maps of up to %d operands", AFFINE_MAX_OPERANDS);
  return read_indices(in, f, i, first, n, out);
}

/* The map's results at operands [first, first+n). */
static int eval_map(Interp *in, Frame *f, const Inst *i, const AffineMap *m, unsigned first, unsigned n,
                    int64_t *out) {
  int64_t vals[AFFINE_MAX_OPERANDS];
  if (affine_map_num_dims(m) + affine_map_num_symbols(m) != n)
    return exec_fail(in, i, "the map takes %u operands, the op has %u",
                     affine_map_num_dims(m) + affine_map_num_symbols(m), n);
  if (affine_map_num_results(m) > EXEC_MAX_RANK)
    return exec_fail(in, i, "the interpreter evaluates maps of up to %d results", EXEC_MAX_RANK);
  if (read_map_operands(in, f, i, first, n, vals) == EX_FAIL) return EX_FAIL;
  return exec_affine_map(in, i, m, vals, out);
}

/* The largest (max) or smallest of the map's results. */
static int eval_bound(Interp *in, Frame *f, const Inst *i, const AffineMap *m, unsigned first, unsigned n,
                      bool max, int64_t *out) {
  int64_t r[EXEC_MAX_RANK];
  if (eval_map(in, f, i, m, first, n, r) == EX_FAIL) return EX_FAIL;
  unsigned nr = affine_map_num_results(m);
  if (!nr) return exec_fail(in, i, "the bound map has no results");
  *out = r[0];
  for (unsigned k = 1; k < nr; k++) *out = max ? (r[k] > *out ? r[k] : *out) : (r[k] < *out ? r[k] : *out);
  return EX_NEXT;
}

/* ---- affine.apply, affine.min, affine.max -------------------------------------------------- */

static bool prep_map(Interp *in, Inst *i) {
  i->aux = (void *)map_attr(i->op, "map");
  if (i->aux) return true;
  emit_error(in->ctx, i->op->loc, "'%s' without a map", i->op->name->name->str);
  return false;
}

static int h_apply(Interp *in, Frame *f, const Inst *i) {
  int64_t r[EXEC_MAX_RANK];
  if (eval_map(in, f, i, i->aux, 0, i->nops, r) == EX_FAIL) return EX_FAIL;
  set_res(in, f, i, 0, val_bits((uint64_t)r[0], 0));
  return EX_NEXT;
}

static int h_min(Interp *in, Frame *f, const Inst *i) {
  int64_t v;
  if (eval_bound(in, f, i, i->aux, 0, i->nops, false, &v) == EX_FAIL) return EX_FAIL;
  set_res(in, f, i, 0, val_bits((uint64_t)v, 0));
  return EX_NEXT;
}

static int h_max(Interp *in, Frame *f, const Inst *i) {
  int64_t v;
  if (eval_bound(in, f, i, i->aux, 0, i->nops, true, &v) == EX_FAIL) return EX_FAIL;
  set_res(in, f, i, 0, val_bits((uint64_t)v, 0));
  return EX_NEXT;
}

/* ---- affine.load, affine.store ---------------------------------------------------------------- */

static int h_load(Interp *in, Frame *f, const Inst *i) {
  int64_t idx[EXEC_MAX_RANK];
  MemRef *m = memref_opnd(in, f, i, 0);
  if (!m || eval_map(in, f, i, i->aux, 1, i->nops - 1, idx) == EX_FAIL) return EX_FAIL;
  Val v;
  if (!memref_load(in, i, m, idx, &v)) return EX_FAIL;
  set_res(in, f, i, 0, v);
  return EX_NEXT;
}

static int h_store(Interp *in, Frame *f, const Inst *i) {
  int64_t idx[EXEC_MAX_RANK];
  MemRef *m = memref_opnd(in, f, i, 1);
  if (!m || eval_map(in, f, i, i->aux, 2, i->nops - 2, idx) == EX_FAIL) return EX_FAIL;
  return memref_store(in, i, m, idx, opv(f, i, 0)) ? EX_NEXT : EX_FAIL;
}

/* ---- affine.for ------------------------------------------------------------------------------- */

/* What an affine.for's handler reads: its bound maps and operand groups. */
typedef struct ForInfo {
  const AffineMap *lb, *ub;
  int64_t step;
  unsigned nlb, nub, ninit;
} ForInfo;

static bool prep_for(Interp *in, Inst *i) {
  const Attr *seg = op_get_attr(i->op, "operandSegmentSizes", 19);
  const Attr *step = op_get_attr(i->op, "step", 4);
  ForInfo fi = {map_attr(i->op, "lowerBoundMap"), map_attr(i->op, "upperBoundMap"), 0, 0, 0, 0};
  if (!fi.lb || !fi.ub || !step || !seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 3) {
    emit_error(in->ctx, i->op->loc, "'affine.for' without its bounds");
    return false;
  }
  const int32_t *n = (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
  fi.nlb = (unsigned)n[0];
  fi.nub = (unsigned)n[1];
  fi.ninit = (unsigned)n[2];
  fi.step = attr_int_value(step);
  i->aux = exec_keep(in, &fi, sizeof fi);
  return i->aux != NULL;
}

/* st[0]: the induction variable, st[1]: the upper bound, st[2]: the step. */
static int h_for(Interp *in, Frame *f, const Inst *i) {
  const ForInfo *fi = i->aux;
  int64_t lb, ub;
  if (eval_bound(in, f, i, fi->lb, 0, fi->nlb, true, &lb) == EX_FAIL ||
      eval_bound(in, f, i, fi->ub, fi->nlb, fi->nub, false, &ub) == EX_FAIL)
    return EX_FAIL;
  unsigned first = fi->nlb + fi->nub, n = fi->ninit;
  if (lb >= ub) {
    for (unsigned k = 0; k < n; k++) set_res(in, f, i, k, val_copy(opv(f, i, first + k)));
    return EX_NEXT;
  }
  Val buf[MAX_STACK_VALUES];
  Val *args = n + 1 <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, (n + 1) * sizeof *args);
  if (!args) return exec_oom(in, i);
  args[0] = val_bits((uint64_t)lb, 0);
  for (unsigned k = 0; k < n; k++) args[1 + k] = val_copy(opv(f, i, first + k));
  int r = exec_enter(in, f, i, 0, args, n + 1);
  if (args != buf) mem_free(in->alloc, args);
  if (r == EX_FAIL) return r;
  Act *a = exec_top(in);
  a->st[0] = lb;
  a->st[1] = ub;
  a->st[2] = fi->step;
  return r;
}

static int finish(Interp *in, Act *a, const Inst *term) {
  exec_results_from(in, a->frame, a->owner, term, 0, a->owner->nres);
  return exec_leave(in);
}

static int resume_for(Interp *in, Act *a, const Inst *term) {
  /* The bound is the loop's own: stepping past the top of the index range
   * ends it rather than wrapping. */
  int64_t next;
  if (__builtin_add_overflow(a->st[0], a->st[2], &next) || next >= a->st[1]) return finish(in, a, term);
  unsigned n = term->nops;
  Val buf[MAX_STACK_VALUES];
  Val *args = n + 1 <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, (n + 1) * sizeof *args);
  if (!args) return exec_oom(in, term);
  args[0] = val_bits((uint64_t)next, 0);
  for (unsigned k = 0; k < n; k++) args[1 + k] = take_opnd(a->frame, term, k);
  a->st[0] = next;
  int r = exec_reenter(in, a, 0, args, n + 1);
  if (args != buf) mem_free(in->alloc, args);
  return r;
}

/* ---- affine.if ---------------------------------------------------------------------------------- */

static bool prep_if(Interp *in, Inst *i) {
  const Attr *a = op_get_attr(i->op, "condition", 9);
  i->aux = a && a->kind == AK_INTEGER_SET ? (void *)WORD_PTR(const IntegerSet, a->p[0]) : NULL;
  if (i->aux) return true;
  emit_error(in->ctx, i->op->loc, "'affine.if' without its condition");
  return false;
}

/* Whether every constraint of the set (`expr == 0` or `expr >= 0`) holds. */
static int set_holds(Interp *in, Frame *f, const Inst *i, const IntegerSet *set, bool *holds) {
  unsigned nd = set->aux, ns = (unsigned)set->p[0], nc = (unsigned)set->p[1];
  int64_t vals[AFFINE_MAX_OPERANDS];
  if (nd + ns != i->nops) return exec_fail(in, i, "the set takes %u operands, the op has %u", nd + ns, i->nops);
  if (read_map_operands(in, f, i, 0, i->nops, vals) == EX_FAIL) return EX_FAIL;
  *holds = true;
  for (unsigned k = 0; k < nc && *holds; k++) {
    int64_t v;
    const AffineExpr *e = WORD_PTR(const AffineExpr, set->p[2 + k]);
    if (exec_affine_eval(in, i, e, vals, nd, vals + nd, ns, &v) == EX_FAIL) return EX_FAIL;
    *holds = set->p[2 + nc + k] ? v == 0 : v >= 0;
  }
  return EX_NEXT;
}

static int h_if(Interp *in, Frame *f, const Inst *i) {
  bool holds;
  if (set_holds(in, f, i, i->aux, &holds) == EX_FAIL) return EX_FAIL;
  unsigned r = holds ? 0 : 1;
  if (r >= i->nregions || !i->regions[r]->n) return EX_NEXT; /* no else region */
  return exec_enter(in, f, i, r, NULL, 0);
}

static int resume_results(Interp *in, Act *a, const Inst *term) { return finish(in, a, term); }

static int h_yield(Interp *in, Frame *f, const Inst *i) { return exec_yield(in, f, i); }

static int h_nothing(Interp *in, Frame *f, const Inst *i) { return EX_NEXT; }

static const ExecOpDef AFFINE_OPS[] = {
    {.name = "affine.apply", .run = h_apply, .prep = prep_map},
    {.name = "affine.min", .run = h_min, .prep = prep_map},
    {.name = "affine.max", .run = h_max, .prep = prep_map},
    {.name = "affine.load", .run = h_load, .prep = prep_map},
    {.name = "affine.store", .run = h_store, .prep = prep_map},
    {.name = "affine.for", .run = h_for, .prep = prep_for, .resume = resume_for},
    {.name = "affine.if", .run = h_if, .prep = prep_if, .resume = resume_results},
    {.name = "affine.yield", .run = h_yield},
    /* A hint to the memory system: nothing to run. */
    {.name = "affine.prefetch", .run = h_nothing},
    {.name = NULL},
};

const ExecDialect EXEC_AFFINE = {"affine", AFFINE_OPS};
