/* ops_scf.c: structured control flow. An op enters one of its regions
 * (exec_enter) and is resumed when the region's terminator runs: loops
 * then run their body again or finish with the values yielded. scf.for
 * steps its induction variable in its own type, wrapping as upstream's
 * lowering does; scf.parallel and scf.forall run their iterations in
 * order, one after the other. */
#include "exec.h"
#include "../dialects/utils/dialect_util.h"

static Val *take_all(Interp *in, Frame *f, const Inst *term, unsigned first, unsigned n, Val *buf) {
  Val *v = n <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, n * sizeof *v);
  for (unsigned k = 0; v && k < n; k++) v[k] = take_opnd(f, term, first + k);
  return v;
}

static void free_taken(Interp *in, Val *v, Val *buf) {
  if (v != buf) mem_free(in->alloc, v);
}

/* The owner's results are the terminator's operands; the region ends. */
static int finish(Interp *in, Act *a, const Inst *term, unsigned first) {
  exec_results_from(in, a->frame, a->owner, term, first, a->owner->nres);
  return exec_leave(in);
}

/* ---- scf.for ------------------------------------------------------------------------------- */

static bool prep_for(Interp *in, Inst *i) {
  unsigned w = exec_int_width(opnd_type(i, 0));
  if (w > 64) {
    emit_error(in->ctx, i->op->loc, "the interpreter runs loops over integers of up to 64 bits");
    return false;
  }
  i->iaux = w | (op_get_attr(i->op, "unsignedCmp", 11) ? 1 << 8 : 0);
  return true;
}

static bool for_continues(const Act *a, uint64_t iv) {
  unsigned w = (unsigned)(a->st[3] & 0xff);
  uint64_t ub = (uint64_t)a->st[1];
  if (a->st[3] >> 8 & 1) return iv < ub;
  return sext_bits(iv, w) < sext_bits(ub, w);
}

static int h_for(Interp *in, Frame *f, const Inst *i) {
  Val *lb = opv(f, i, 0), *ub = opv(f, i, 1), *step = opv(f, i, 2);
  if (lb->tag != VT_BITS || ub->tag != VT_BITS || step->tag != VT_BITS)
    return exec_poison_ub(in, i, "used as a loop bound");
  unsigned w = (unsigned)(i->iaux & 0xff);
  if (sext_bits(step->w[0], w) <= 0 && !(i->iaux >> 8 & 1))
    return exec_fail(in, i, "undefined behaviour: the loop step %lld is not positive",
                     (long long)sext_bits(step->w[0], w));
  if (step->w[0] == 0) return exec_fail(in, i, "undefined behaviour: the loop step is zero");
  Act probe = {.st = {0, (int64_t)ub->w[0], (int64_t)step->w[0], i->iaux}};
  unsigned n = i->nops - 3;
  if (!for_continues(&probe, lb->w[0])) {
    for (unsigned k = 0; k < n; k++) set_res(in, f, i, k, val_copy(opv(f, i, 3 + k)));
    return EX_NEXT;
  }
  Val buf[MAX_STACK_VALUES];
  Val *args = n + 1 <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, (n + 1) * sizeof *args);
  if (!args) return exec_oom(in, i);
  args[0] = val_bits(lb->w[0], 0);
  for (unsigned k = 0; k < n; k++) args[1 + k] = val_copy(opv(f, i, 3 + k));
  int r = exec_enter(in, f, i, 0, args, n + 1);
  if (args != buf) mem_free(in->alloc, args);
  if (r == EX_FAIL) return r;
  Act *a = exec_top(in);
  a->st[0] = (int64_t)lb->w[0];
  a->st[1] = probe.st[1];
  a->st[2] = probe.st[2];
  a->st[3] = i->iaux;
  return r;
}

static int resume_for(Interp *in, Act *a, const Inst *term) {
  unsigned w = (unsigned)(a->st[3] & 0xff);
  uint64_t next = ((uint64_t)a->st[0] + (uint64_t)a->st[2]) & mask_bits(w);
  /* Wrapping past the bound ends the loop, as the lowered comparison of
   * the incremented value would not (upstream leaves that overflow
   * undefined); stop when the step carried the value over the top. */
  bool wrapped = a->st[3] >> 8 & 1 ? next < (uint64_t)a->st[0]
                                   : sext_bits(next, w) < sext_bits((uint64_t)a->st[0], w);
  if (wrapped || !for_continues(a, next)) return finish(in, a, term, 0);
  unsigned n = term->nops;
  Val buf[MAX_STACK_VALUES];
  Val *args = n + 1 <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, (n + 1) * sizeof *args);
  if (!args) return exec_oom(in, term);
  args[0] = val_bits(next, 0);
  for (unsigned k = 0; k < n; k++) args[1 + k] = take_opnd(a->frame, term, k);
  a->st[0] = (int64_t)next;
  int r = exec_reenter(in, a, 0, args, n + 1);
  if (args != buf) mem_free(in->alloc, args);
  return r;
}

/* ---- scf.if, scf.index_switch, scf.execute_region ---------------------------------------- */

static int h_if(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS) return exec_poison_ub(in, i, "used as a branch condition");
  unsigned r = c->w[0] & 1 ? 0 : 1;
  if (r >= i->nregions || !i->regions[r]->n) return EX_NEXT; /* no else region */
  return exec_enter(in, f, i, r, NULL, 0);
}

static int resume_results(Interp *in, Act *a, const Inst *term) { return finish(in, a, term, 0); }

static bool prep_index_switch(Interp *in, Inst *i) {
  const Attr *cases = op_get_attr(i->op, "cases", 5);
  if (!cases || cases->kind != AK_DENSE_ARRAY) {
    emit_error(in->ctx, i->op->loc, "'scf.index_switch' without cases");
    return false;
  }
  i->aux = (void *)cases;
  return true;
}

static int h_index_switch(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS) return exec_poison_ub(in, i, "used as a switch value");
  const Attr *cases = i->aux;
  const Ident *blob = WORD_PTR(const Ident, cases->p[1]);
  unsigned n = cases->aux;
  for (unsigned k = 0; k < n; k++) {
    int64_t v;
    memcpy(&v, blob->str + 8 * k, 8);
    if (v == (int64_t)c->w[0]) return exec_enter(in, f, i, 1 + k, NULL, 0);
  }
  return exec_enter(in, f, i, 0, NULL, 0);
}

static int h_execute_region(Interp *in, Frame *f, const Inst *i) { return exec_enter(in, f, i, 0, NULL, 0); }

/* ---- scf.while ------------------------------------------------------------------------------- */

static int h_while(Interp *in, Frame *f, const Inst *i) {
  Val buf[MAX_STACK_VALUES];
  Val *args = i->nops <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, i->nops * sizeof *args);
  if (!args) return exec_oom(in, i);
  for (unsigned k = 0; k < i->nops; k++) args[k] = val_copy(opv(f, i, k));
  int r = exec_enter(in, f, i, 0, args, i->nops);
  if (args != buf) mem_free(in->alloc, args);
  return r;
}

static int h_condition(Interp *in, Frame *f, const Inst *i);

static int resume_while(Interp *in, Act *a, const Inst *term) {
  Val buf[MAX_STACK_VALUES];
  if (term->fn == h_condition) {
    Val *c = opv(a->frame, term, 0);
    if (c->tag != VT_BITS) return exec_poison_ub(in, term, "used as a loop condition");
    if (!(c->w[0] & 1)) return finish(in, a, term, 1);
    Val *args = take_all(in, a->frame, term, 1, term->nops - 1, buf);
    if (!args) return exec_oom(in, term);
    int r = exec_reenter(in, a, 1, args, term->nops - 1);
    free_taken(in, args, buf);
    return r;
  }
  Val *args = take_all(in, a->frame, term, 0, term->nops, buf);
  if (!args) return exec_oom(in, term);
  int r = exec_reenter(in, a, 0, args, term->nops);
  free_taken(in, args, buf);
  return r;
}

static int h_condition(Interp *in, Frame *f, const Inst *i) { return exec_yield(in, f, i); }
static int h_yield(Interp *in, Frame *f, const Inst *i) { return exec_yield(in, f, i); }

/* ---- scf.parallel ------------------------------------------------------------------------------ */

/* The iteration state of scf.parallel, kept on its activation: bounds,
 * steps, the current point and the running reductions. */
typedef struct ParState {
  unsigned rank, nred;
  int64_t *lb, *ub, *step, *iv;
  Val *acc;
} ParState;

static bool par_next(ParState *s) {
  for (unsigned k = s->rank; k-- > 0;) {
    s->iv[k] += s->step[k];
    if (s->iv[k] < s->ub[k]) return true;
    s->iv[k] = s->lb[k];
  }
  return false;
}

static int par_enter_body(Interp *in, Act *a, ParState *s, bool first, const Inst *owner) {
  Val buf[MAX_STACK_VALUES];
  Val *args = s->rank <= MAX_STACK_VALUES ? buf : mem_alloc(in->alloc, s->rank * sizeof *args);
  if (!args) return exec_oom(in, owner);
  for (unsigned k = 0; k < s->rank; k++) args[k] = val_bits((uint64_t)s->iv[k], 0);
  int r = first ? exec_enter(in, a->frame, owner, 0, args, s->rank) : exec_reenter(in, a, 0, args, s->rank);
  if (args != buf) mem_free(in->alloc, args);
  return r;
}

static int par_finish(Interp *in, Frame *f, const Inst *i, ParState *s) {
  for (unsigned k = 0; k < s->nred && k < i->nres; k++) {
    set_res(in, f, i, k, s->acc[k]);
    s->acc[k].tag = VT_EMPTY;
  }
  return EX_NEXT;
}

static void par_free(Interp *in, ParState *s) {
  for (unsigned k = 0; k < s->nred; k++) val_drop(in, &s->acc[k]);
}

static int h_parallel(Interp *in, Frame *f, const Inst *i) {
  unsigned ls, lc, us, uc, ss, sc, is, ic;
  du_operands(i->op, "lowerBound", &ls, &lc);
  du_operands(i->op, "upperBound", &us, &uc);
  du_operands(i->op, "step", &ss, &sc);
  du_operands(i->op, "initVals", &is, &ic);
  size_t bytes = sizeof(ParState) + 4 * lc * sizeof(int64_t) + ic * sizeof(Val);
  ParState *s = mem_zalloc(in->alloc, bytes);
  if (!s) return exec_oom(in, i);
  s->rank = lc;
  s->nred = ic;
  s->lb = (int64_t *)(s + 1);
  s->ub = s->lb + lc;
  s->step = s->ub + lc;
  s->iv = s->step + lc;
  s->acc = (Val *)(s->iv + lc);
  bool empty = false;
  for (unsigned k = 0; k < lc; k++) {
    int64_t v[3];
    if (read_indices(in, f, i, ls + k, 1, &v[0]) == EX_FAIL || read_indices(in, f, i, us + k, 1, &v[1]) == EX_FAIL ||
        read_indices(in, f, i, ss + k, 1, &v[2]) == EX_FAIL) {
      mem_free(in->alloc, s);
      return EX_FAIL;
    }
    if (v[2] <= 0) {
      mem_free(in->alloc, s);
      return exec_fail(in, i, "undefined behaviour: the loop step %lld is not positive", (long long)v[2]);
    }
    s->lb[k] = s->iv[k] = v[0];
    s->ub[k] = v[1];
    s->step[k] = v[2];
    empty = empty || v[0] >= v[1];
  }
  for (unsigned k = 0; k < ic; k++) s->acc[k] = val_copy(opv(f, i, is + k));
  if (empty) {
    int r = par_finish(in, f, i, s);
    par_free(in, s);
    mem_free(in->alloc, s);
    return r;
  }
  int r = par_enter_body(in, NULL, s, true, i);
  if (r == EX_FAIL) {
    par_free(in, s);
    mem_free(in->alloc, s);
    return r;
  }
  exec_top(in)->ext = s;
  return r;
}

/* The body ended (its scf.reduce combined the reductions): next point. */
static int resume_parallel(Interp *in, Act *a, const Inst *term) {
  ParState *s = a->ext;
  if (par_next(s)) return par_enter_body(in, a, s, false, a->owner);
  Frame *f = a->frame;
  const Inst *owner = a->owner;
  par_finish(in, f, owner, s);
  par_free(in, s);
  return exec_leave(in); /* frees s */
}

/* scf.reduce: combines each operand into its reduction through its region,
 * one region after the other; st[0] is the reduction being combined. */
static int reduce_enter(Interp *in, Frame *f, const Inst *i, unsigned k, ParState *s) {
  Val args[2] = {s->acc[k], val_copy(opv(f, i, k))};
  s->acc[k].tag = VT_EMPTY;
  int r = exec_enter(in, f, i, k, args, 2);
  if (r != EX_FAIL) exec_top(in)->st[0] = k;
  return r;
}

static int h_reduce(Interp *in, Frame *f, const Inst *i) {
  Act *par = exec_top(in);
  if (!i->nops) return par->owner->def->resume(in, par, i);
  return reduce_enter(in, f, i, 0, par->ext);
}

static int resume_reduce(Interp *in, Act *a, const Inst *term) {
  Act *par = &in->acts[in->nacts - 2];
  ParState *s = par->ext;
  unsigned k = (unsigned)a->st[0];
  s->acc[k] = take_opnd(a->frame, term, 0);
  const Inst *reduce = a->owner;
  Frame *f = a->frame;
  exec_leave(in);
  if (k + 1 < reduce->nops) return reduce_enter(in, f, reduce, k + 1, s);
  par = exec_top(in);
  return par->owner->def->resume(in, par, reduce);
}

static const ExecOpDef SCF_OPS[] = {
    {.name = "scf.for", .run = h_for, .prep = prep_for, .resume = resume_for},
    {.name = "scf.if", .run = h_if, .resume = resume_results},
    {.name = "scf.index_switch", .run = h_index_switch, .prep = prep_index_switch, .resume = resume_results},
    {.name = "scf.execute_region", .run = h_execute_region, .resume = resume_results},
    {.name = "scf.while", .run = h_while, .resume = resume_while},
    {.name = "scf.parallel", .run = h_parallel, .resume = resume_parallel},
    {.name = "scf.reduce", .run = h_reduce, .resume = resume_reduce},
    {.name = "scf.reduce.return", .run = h_yield},
    {.name = "scf.condition", .run = h_condition},
    {.name = "scf.yield", .run = h_yield},
    {.name = NULL},
};

const ExecDialect EXEC_SCF = {"scf", SCF_OPS};
