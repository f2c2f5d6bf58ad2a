/* cf_patterns.c: the cf dialect's canonicalizations (upstream's
 * ControlFlowOps.cpp): asserts of true, branches into single-predecessor
 * blocks, pass-through branches, constant and identical-successor
 * conditional branches, truth propagation into successors, and switch
 * simplification. */
#include "../dialects.h"
#include "../utils/elems.h"
#include "../utils/elems.h"

/* ---- building branches ---------------------------------------------------------------- */

static Operation *build_br(Rewriter *rw, const Loc *loc, Block *dest, unsigned n, Value *const *ops) {
  OperationState st;
  Context *ctx = rw->ctx;
  opstate_init(&st, ctx, opname_get(ctx, "cf.br", 5), loc);
  bool ok = opstate_add_successor(&st, dest);
  for (unsigned i = 0; ok && i < n; i++) ok = opstate_add_operand(&st, ops[i]);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

static bool replace_with_br(Rewriter *rw, Operation *op, Block *dest, unsigned n, Value *const *ops) {
  if (!build_br(rw, op->loc, dest, n, ops)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* Copies the operands forwarded to `succ` into a fresh array. */
static Value **copy_succ_operands(Context *ctx, Operation *op, unsigned succ, unsigned *n) {
  unsigned st;
  if (!branch_succ_operands(op, succ, &st, n)) {
    *n = 0;
    return NULL;
  }
  Value **v = ctx_alloc(ctx, (*n ? *n : 1) * sizeof *v);
  if (!v) return NULL;
  for (unsigned i = 0; i < *n; i++) v[i] = op->operands[st + i].value;
  return v;
}

static Operation *build_cond_br(Rewriter *rw, const Loc *loc, Value *cond, Block *t, unsigned nt,
                                Value *const *to, Block *f, unsigned nf, Value *const *fo) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "cf.cond_br", 10), loc);
  bool ok = opstate_add_operand(&st, cond) && opstate_add_successor(&st, t) && opstate_add_successor(&st, f);
  for (unsigned i = 0; ok && i < nt; i++) ok = opstate_add_operand(&st, to[i]);
  for (unsigned i = 0; ok && i < nf; i++) ok = opstate_add_operand(&st, fo[i]);
  int32_t segs[3] = {1, (int32_t)nt, (int32_t)nf};
  const Attr *sa = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 3, segs, sizeof segs);
  ok = ok && sa && opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"), sa);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

/* ---- collapsing pass-through blocks -------------------------------------------------------- */

/* A successor holding only `cf.br` whose arguments feed nothing else
 * collapses: `*dest` and `*vals` (owned, reallocated) are updated. */
static bool collapse_branch(Context *ctx, Block **dest, Value ***vals, unsigned *n) {
  Block *s = *dest;
  if (!s->first || s->first != s->last) return false;
  Operation *br = s->first;
  if (!op_is(br, "cf.br")) return false;
  for (uint32_t i = 0; i < s->nargs; i++)
    for (OpOperand *u = s->args[i]->uses; u; u = u->next)
      if (u->owner != br) return false;
  Block *sd = br->successors[0].block;
  if (sd == s) return false;
  /* Nor into a chain of branches that never leaves a cycle (upstream's
   * visited set): once more steps than blocks were taken, one repeated. */
  unsigned nblocks = 0;
  for (Block *b = s->parent->first; b; b = b->next) nblocks++;
  Block *b = sd;
  for (unsigned steps = 0; b->last && op_is(b->last, "cf.br"); steps++) {
    if (steps > nblocks) return false;
    b = b->last->successors[0].block;
  }
  Value **nv = ctx_alloc(ctx, (br->num_operands ? br->num_operands : 1) * sizeof *nv);
  if (!nv) return false;
  for (uint32_t i = 0; i < br->num_operands; i++) {
    Value *v = br->operands[i].value;
    if (v->kind == VALUE_BLOCK_ARG && v->owner == s && v->index < *n) nv[i] = (*vals)[v->index];
    else nv[i] = v;
  }
  ctx_free(ctx, *vals);
  *vals = nv;
  *n = br->num_operands;
  *dest = sd;
  return true;
}

/* ---- cf.assert ------------------------------------------------------------------------------ */

static bool assert_true(Rewriter *rw, Operation *op) {
  Value *c = opnd(op, 0);
  const Type *t = c->type;
  if (!(type_is_int_or_index(t) || t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR)) return false;
  if (!attr_is_int(value_constant(c), 1)) return false;
  rw_erase_op(rw, op);
  return true;
}

/* ---- cf.br ------------------------------------------------------------------------------------ */

static unsigned num_preds(const Block *b) { return block_num_preds(b); }

static Block *single_pred(const Block *b) {
  return b->uses && !b->uses->next ? b->uses->owner->block : NULL;
}

static Block *unique_pred(const Block *b) {
  Block *first = b->uses ? b->uses->owner->block : NULL;
  for (const BlockOperand *u = b->uses; u; u = u->next)
    if (u->owner->block != first) return NULL;
  return first;
}

static bool br_canonicalize(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *succ = op->successors[0].block, *parent = op->block;
  /* A branch to a block with this single predecessor merges the blocks. */
  if (succ != parent && num_preds(succ) == 1) {
    unsigned n = op->num_operands;
    Value **vals = ctx_alloc(ctx, (n ? n : 1) * sizeof *vals);
    if (!vals) return false;
    for (unsigned i = 0; i < n; i++) vals[i] = op->operands[i].value;
    rw_merge_blocks(rw, succ, parent, vals);
    ctx_free(ctx, vals);
    rw_erase_op(rw, op);
    return true;
  }
  /* A branch to a block that only branches on. */
  unsigned n;
  Value **vals = copy_succ_operands(ctx, op, 0, &n);
  if (!vals) return false;
  Block *dest = succ;
  bool ok = dest != parent && collapse_branch(ctx, &dest, &vals, &n);
  if (ok) ok = replace_with_br(rw, op, dest, n, vals);
  ctx_free(ctx, vals);
  return ok;
}

/* ---- cf.cond_br --------------------------------------------------------------------------------- */

/* m_NonZero / m_Zero on the condition. */
static int const_cond(Value *c) {
  uint64_t v;
  unsigned w;
  const Type *t = c->type;
  if (!(type_is_int_or_index(t) || t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR)) return -1;
  if (!attr_splat_int(value_constant(c), &v, &w)) return -1;
  return v != 0;
}

static bool cond_br_const(Rewriter *rw, Operation *op) {
  int c = const_cond(opnd(op, 0));
  if (c < 0) return false;
  unsigned succ = c ? 0 : 1, st, n;
  branch_succ_operands(op, succ, &st, &n);
  Value **vals = copy_succ_operands(rw->ctx, op, succ, &n);
  if (!vals) return false;
  bool ok = replace_with_br(rw, op, op->successors[succ].block, n, vals);
  ctx_free(rw->ctx, vals);
  return ok;
}

static bool cond_br_pass_through(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *t = op->successors[0].block, *f = op->successors[1].block;
  unsigned nt, nf;
  Value **tv = copy_succ_operands(ctx, op, 0, &nt), **fv = copy_succ_operands(ctx, op, 1, &nf);
  bool ok = false;
  if (tv && fv) {
    bool ct = collapse_branch(ctx, &t, &tv, &nt);
    bool cfl = collapse_branch(ctx, &f, &fv, &nf);
    if (ct || cfl) {
      ok = build_cond_br(rw, op->loc, opnd(op, 0), t, nt, tv, f, nf, fv) != NULL;
      if (ok) rw_erase_op(rw, op);
    }
  }
  ctx_free(ctx, tv);
  ctx_free(ctx, fv);
  return ok;
}

static bool cond_br_identical_successors(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  Block *dest = op->successors[0].block;
  if (dest != op->successors[1].block) return false;
  unsigned ts, tn, fs, fn;
  branch_succ_operands(op, 0, &ts, &tn);
  branch_succ_operands(op, 1, &fs, &fn);
  bool same = tn == fn;
  for (unsigned i = 0; same && i < tn; i++) same = op->operands[ts + i].value == op->operands[fs + i].value;
  if (!same && unique_pred(dest) != op->block) return false;
  Value **vals = ctx_alloc(ctx, (tn ? tn : 1) * sizeof *vals);
  if (!vals) return false;
  Value *cond = opnd(op, 0);
  for (unsigned i = 0; i < tn; i++) {
    Value *a = op->operands[ts + i].value, *b = i < fn ? op->operands[fs + i].value : a;
    if (a == b) {
      vals[i] = a;
      continue;
    }
    Value *ops[3] = {cond, a, b};
    Operation *sel = rw_build(rw, "arith.select", op->loc, 3, ops, 1, &a->type, 0, NULL);
    if (!sel) {
      ctx_free(ctx, vals);
      return false;
    }
    vals[i] = res0(sel);
  }
  bool ok = replace_with_br(rw, op, dest, tn, vals);
  ctx_free(ctx, vals);
  return ok;
}

static bool cond_br_from_cond_br(Rewriter *rw, Operation *op) {
  Block *cur = op->block, *pred = single_pred(cur);
  if (!pred) return false;
  Operation *pt = block_terminator(pred);
  if (!op_is(pt, "cf.cond_br") || opnd(pt, 0) != opnd(op, 0)) return false;
  unsigned succ = cur == pt->successors[0].block ? 0 : 1, n;
  Value **vals = copy_succ_operands(rw->ctx, op, succ, &n);
  if (!vals) return false;
  bool ok = replace_with_br(rw, op, op->successors[succ].block, n, vals);
  ctx_free(rw->ctx, vals);
  return ok;
}

static bool cond_br_truth_propagation(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  bool replaced = false;
  Value *cond = opnd(op, 0);
  for (int side = 0; side < 2; side++) {
    Block *dest = op->successors[side].block;
    if (!single_pred(dest)) continue;
    Value *cst = NULL;
    for (OpOperand *u = cond->uses; u;) {
      OpOperand *next = u->next;
      if (u->owner->block == dest) {
        replaced = true;
        if (!cst) {
          rw_set_before(rw, op);
          cst = rw_constant(rw, attr_bool(ctx, side == 0), op->loc);
          if (!cst) return replaced;
        }
        rw_set_operand(rw, u->owner, (unsigned)(u - u->owner->operands), cst);
      }
      u = next;
    }
  }
  return replaced;
}

/* ---- cf.switch ---------------------------------------------------------------------------------- */

typedef struct SwitchCases {
  unsigned n;
  uint64_t *values;
  Block **dests;
  unsigned *nops;
  Value ***ops;
} SwitchCases;

static void cases_free(Context *ctx, SwitchCases *c) {
  for (unsigned i = 0; c->ops && i < c->n; i++) ctx_free(ctx, c->ops[i]);
  ctx_free(ctx, c->values);
  ctx_free(ctx, c->dests);
  ctx_free(ctx, c->nops);
  ctx_free(ctx, c->ops);
  memset(c, 0, sizeof *c);
}

static bool cases_read(Context *ctx, Operation *op, SwitchCases *c) {
  memset(c, 0, sizeof *c);
  unsigned n = op->num_successors ? op->num_successors - 1 : 0;
  const Attr *cv = op_get_attr(op, "case_values", 11);
  ConstView v;
  if (n && (!cv || !const_view(cv, &v) || v.n != n)) return false;
  c->n = n;
  size_t k = n ? n : 1;
  c->values = ctx_zalloc(ctx, k * sizeof *c->values);
  c->dests = ctx_zalloc(ctx, k * sizeof *c->dests);
  c->nops = ctx_zalloc(ctx, k * sizeof *c->nops);
  c->ops = ctx_zalloc(ctx, k * sizeof *c->ops);
  if (!c->values || !c->dests || !c->nops || !c->ops) return false;
  for (unsigned i = 0; i < n; i++) {
    Elem e;
    const_elem(&v, i, &e);
    c->values[i] = e.w[0];
    c->dests[i] = op->successors[i + 1].block;
    c->ops[i] = copy_succ_operands(ctx, op, i + 1, &c->nops[i]);
    if (!c->ops[i]) return false;
  }
  return true;
}

static Operation *build_switch(Rewriter *rw, Operation *old, Block *def, unsigned ndef, Value *const *defops,
                               const SwitchCases *c, const bool *keep) {
  Context *ctx = rw->ctx;
  Value *flag = opnd(old, 0);
  OperationState st;
  opstate_init(&st, ctx, old->name, old->loc);
  bool ok = opstate_add_operand(&st, flag) && opstate_add_successor(&st, def);
  for (unsigned i = 0; ok && i < ndef; i++) ok = opstate_add_operand(&st, defops[i]);
  unsigned kept = 0, total = 0;
  int32_t *segs = ctx_alloc(ctx, (c->n ? c->n : 1) * sizeof *segs);
  Elem *vals = ctx_alloc(ctx, (c->n ? c->n : 1) * sizeof *vals);
  ok = ok && segs && vals;
  for (unsigned i = 0; ok && i < c->n; i++) {
    if (keep && !keep[i]) continue;
    ok = opstate_add_successor(&st, c->dests[i]);
    for (unsigned k = 0; ok && k < c->nops[i]; k++) ok = opstate_add_operand(&st, c->ops[i][k]);
    segs[kept] = (int32_t)c->nops[i];
    vals[kept] = (Elem){{c->values[i], 0}};
    total += c->nops[i];
    kept++;
  }
  const Type *i32 = type_integer(ctx, 32, SIGNLESS);
  if (ok && kept) {
    int64_t dim = kept;
    const Type *vt = type_vector(ctx, 1, &dim, NULL, flag->type);
    const Attr *cv = vt ? const_build(ctx, vt, vals, kept) : NULL;
    ok = cv && opstate_add_attr(&st, ident_cstr(ctx, "case_values"), cv);
  }
  if (ok) {
    const Attr *sa = attr_dense_array(ctx, i32, kept, segs, kept * sizeof *segs);
    ok = sa && opstate_add_attr(&st, ident_cstr(ctx, "case_operand_segments"), sa);
  }
  if (ok) {
    int32_t os[3] = {1, (int32_t)ndef, (int32_t)total};
    const Attr *sa = attr_dense_array(ctx, i32, 3, os, sizeof os);
    ok = sa && opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"), sa);
  }
  ctx_free(ctx, segs);
  ctx_free(ctx, vals);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

static bool switch_only_default(Rewriter *rw, Operation *op) {
  if (op->num_successors != 1) return false;
  unsigned n;
  Value **v = copy_succ_operands(rw->ctx, op, 0, &n);
  if (!v) return false;
  bool ok = replace_with_br(rw, op, op->successors[0].block, n, v);
  ctx_free(rw->ctx, v);
  return ok;
}

static bool same_values(unsigned na, Value *const *a, unsigned nb, Value *const *b) {
  if (na != nb) return false;
  for (unsigned i = 0; i < na; i++)
    if (a[i] != b[i]) return false;
  return true;
}

static bool switch_drop_default_cases(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  SwitchCases c;
  unsigned nd;
  Value **dv = copy_succ_operands(ctx, op, 0, &nd);
  bool ok = false;
  if (dv && cases_read(ctx, op, &c)) {
    bool *keep = ctx_alloc(ctx, (c.n ? c.n : 1) * sizeof *keep);
    bool change = false;
    for (unsigned i = 0; keep && i < c.n; i++) {
      keep[i] = !(c.dests[i] == op->successors[0].block && same_values(c.nops[i], c.ops[i], nd, dv));
      change |= !keep[i];
    }
    if (keep && change && build_switch(rw, op, op->successors[0].block, nd, dv, &c, keep)) {
      rw_erase_op(rw, op);
      ok = true;
    }
    ctx_free(ctx, keep);
  }
  cases_free(ctx, &c);
  ctx_free(ctx, dv);
  return ok;
}

/* Replaces the switch by a branch to the case matching `v` (or default). */
static bool fold_switch(Rewriter *rw, Operation *op, uint64_t v, unsigned w) {
  Context *ctx = rw->ctx;
  SwitchCases c;
  bool ok = false;
  if (cases_read(ctx, op, &c)) {
    unsigned succ = 0;
    for (unsigned i = 0; i < c.n; i++)
      if ((c.values[i] & int_mask(w)) == (v & int_mask(w))) {
        succ = i + 1;
        break;
      }
    unsigned n;
    Value **vals = copy_succ_operands(ctx, op, succ, &n);
    if (vals) ok = replace_with_br(rw, op, op->successors[succ].block, n, vals);
    ctx_free(ctx, vals);
  }
  cases_free(ctx, &c);
  return ok;
}

static bool switch_const_value(Rewriter *rw, Operation *op) {
  uint64_t v;
  unsigned w;
  Value *flag = opnd(op, 0);
  const Type *t = flag->type;
  if (!(type_is_int_or_index(t) || t->kind == TK_VECTOR || t->kind == TK_RANKED_TENSOR)) return false;
  if (!attr_splat_int(value_constant(flag), &v, &w)) return false;
  return fold_switch(rw, op, v, w);
}

static bool switch_pass_through(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  SwitchCases c;
  unsigned nd;
  Value **dv = copy_succ_operands(ctx, op, 0, &nd);
  bool ok = false, change = false;
  if (dv && cases_read(ctx, op, &c)) {
    for (unsigned i = 0; i < c.n; i++) change |= collapse_branch(ctx, &c.dests[i], &c.ops[i], &c.nops[i]);
    Block *def = op->successors[0].block;
    change |= collapse_branch(ctx, &def, &dv, &nd);
    if (change && build_switch(rw, op, def, nd, dv, &c, NULL)) {
      rw_erase_op(rw, op);
      ok = true;
    }
  }
  cases_free(ctx, &c);
  ctx_free(ctx, dv);
  return ok;
}

static bool switch_from_switch(Rewriter *rw, Operation *op) {
  Block *cur = op->block, *pred = single_pred(cur);
  if (!pred) return false;
  Operation *ps = block_terminator(pred);
  if (!op_is(ps, "cf.switch") || opnd(ps, 0) != opnd(op, 0) || ps->successors[0].block == cur) return false;
  Context *ctx = rw->ctx;
  SwitchCases pc;
  bool ok = false;
  if (cases_read(ctx, ps, &pc)) {
    unsigned w = elem_int_width(opnd(op, 0)->type);
    int found = -1;
    for (unsigned i = 0; i < pc.n && found < 0; i++)
      if (pc.dests[i] == cur) found = (int)i;
    if (found >= 0) {
      ok = fold_switch(rw, op, pc.values[found], w ? w : 64);
    } else {
      unsigned n;
      Value **vals = copy_succ_operands(ctx, op, 0, &n);
      if (vals) ok = replace_with_br(rw, op, op->successors[0].block, n, vals);
      ctx_free(ctx, vals);
    }
  }
  cases_free(ctx, &pc);
  return ok;
}

static bool switch_from_default_switch(Rewriter *rw, Operation *op) {
  Block *cur = op->block, *pred = single_pred(cur);
  if (!pred) return false;
  Operation *ps = block_terminator(pred);
  if (!op_is(ps, "cf.switch") || opnd(ps, 0) != opnd(op, 0) || ps->successors[0].block != cur) return false;
  Context *ctx = rw->ctx;
  SwitchCases pc, c;
  unsigned nd;
  Value **dv = copy_succ_operands(ctx, op, 0, &nd);
  bool ok = false;
  if (dv && cases_read(ctx, ps, &pc) && cases_read(ctx, op, &c)) {
    bool *keep = ctx_alloc(ctx, (c.n ? c.n : 1) * sizeof *keep);
    bool change = false;
    for (unsigned i = 0; keep && i < c.n; i++) {
      keep[i] = true;
      for (unsigned k = 0; k < pc.n; k++)
        if (pc.dests[k] != cur && pc.values[k] == c.values[i]) keep[i] = false;
      change |= !keep[i];
    }
    if (keep && change && build_switch(rw, op, op->successors[0].block, nd, dv, &c, keep)) {
      rw_erase_op(rw, op);
      ok = true;
    }
    ctx_free(ctx, keep);
  }
  cases_free(ctx, &pc);
  cases_free(ctx, &c);
  ctx_free(ctx, dv);
  return ok;
}

static const Pattern AssertCanonicalize = {.root = "cf.assert", .benefit = 1, .match_and_rewrite = assert_true, .debug_name = "AssertOp::canonicalize"};
static const Pattern BranchCanonicalize = {.root = "cf.br", .benefit = 1, .match_and_rewrite = br_canonicalize, .debug_name = "BranchOp::canonicalize"};
static const Pattern SimplifyConstCondBranchPred = {.root = "cf.cond_br", .benefit = 1, .match_and_rewrite = cond_br_const, .debug_name = "SimplifyConstCondBranchPred"};
static const Pattern SimplifyPassThroughCondBranch = {.root = "cf.cond_br", .benefit = 1, .match_and_rewrite = cond_br_pass_through, .debug_name = "SimplifyPassThroughCondBranch"};
static const Pattern SimplifyCondBranchIdenticalSuccessors = {.root = "cf.cond_br", .benefit = 1, .match_and_rewrite = cond_br_identical_successors, .debug_name = "SimplifyCondBranchIdenticalSuccessors"};
static const Pattern SimplifyCondBranchFromCondBranchOnSameCondition = {.root = "cf.cond_br", .benefit = 1, .match_and_rewrite = cond_br_from_cond_br, .debug_name = "SimplifyCondBranchFromCondBranchOnSameCondition"};
static const Pattern CondBranchTruthPropagation = {.root = "cf.cond_br", .benefit = 1, .match_and_rewrite = cond_br_truth_propagation, .debug_name = "CondBranchTruthPropagation"};
static const Pattern SwitchOnlyDefault = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_only_default, .debug_name = "simplifySwitchWithOnlyDefault"};
static const Pattern SwitchDropDefaultCases = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_drop_default_cases, .debug_name = "dropSwitchCasesThatMatchDefault"};
static const Pattern SwitchConstValue = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_const_value, .debug_name = "simplifyConstSwitchValue"};
static const Pattern SwitchPassThrough = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_pass_through, .debug_name = "simplifyPassThroughSwitch"};
static const Pattern SwitchFromSwitch = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_from_switch, .debug_name = "simplifySwitchFromSwitchOnSameCondition"};
static const Pattern SwitchFromDefaultSwitch = {.root = "cf.switch", .benefit = 1, .match_and_rewrite = switch_from_default_switch, .debug_name = "simplifySwitchFromDefaultSwitchOnSameCondition"};

const Pattern *const CF_PATTERNS[] = {
    &AssertCanonicalize,
    &BranchCanonicalize,
    &SimplifyConstCondBranchPred,
    &SimplifyPassThroughCondBranch,
    &SimplifyCondBranchIdenticalSuccessors,
    &SimplifyCondBranchFromCondBranchOnSameCondition,
    &CondBranchTruthPropagation,
    &SwitchOnlyDefault,
    &SwitchDropDefaultCases,
    &SwitchConstValue,
    &SwitchPassThrough,
    &SwitchFromSwitch,
    &SwitchFromDefaultSwitch,
    NULL,
};

const FoldHook CF_FOLDS[] = {{NULL, NULL}};
