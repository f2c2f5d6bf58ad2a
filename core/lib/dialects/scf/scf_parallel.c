/* scf_parallel.c: scf.forall and scf.parallel canonicalizations (upstream's
 * DimOfForallOp, ForallOpControlOperandsFolder, ForallOpIterArgsFolder,
 * ForallOpSingleOrZeroIterationDimsFolder, ForallOpReplaceConstant-
 * InductionVar, ParallelOpSingleOrZeroIterationDimsFolder and
 * MergeNestedParallelLoops). */
#include "../dialects.h"
#include "../utils/region_util.h"
#include "../utils/slice_util.h"

/* ---- forall bounds ----------------------------------------------------------------------- */

typedef struct ForallBounds {
  unsigned rank;
  MixedList lb, ub, step;
} ForallBounds;

static bool read_bounds_list(const Operation *op, const char *attr, const char *group, MixedList *m) {
  const Attr *a = op_get_attr(op, attr, strlen(attr));
  if (!a || a->kind != AK_DENSE_ARRAY || a->aux > SLICE_MAX_RANK) return false;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  unsigned s, c, k = 0;
  if (blob->len != a->aux * 8u || !ods_operands(op, group, &s, &c)) return false;
  m->n = a->aux;
  for (unsigned i = 0; i < m->n; i++) {
    memcpy(&m->st[i], blob->str + 8 * i, 8);
    m->dyn[i] = NULL;
    if (m->st[i] != DYNAMIC_SIZE) continue;
    if (k >= c) return false;
    m->dyn[i] = op->operands[s + k++].value;
  }
  return k == c;
}

static bool forall_bounds(const Operation *op, ForallBounds *b) {
  if (!read_bounds_list(op, "staticLowerBound", "dynamicLowerBound", &b->lb) ||
      !read_bounds_list(op, "staticUpperBound", "dynamicUpperBound", &b->ub) ||
      !read_bounds_list(op, "staticStep", "dynamicStep", &b->step))
    return false;
  b->rank = b->lb.n;
  Block *body = op->regions[0].first;
  return b->ub.n == b->rank && b->step.n == b->rank && body && body->nargs == b->rank + op->num_results;
}

static LoopBound bound_at(const MixedList *m, unsigned i) {
  return (LoopBound){m->st[i] == DYNAMIC_SIZE ? m->dyn[i] : NULL, m->st[i]};
}

static const Attr *i64_array(Context *ctx, unsigned n, const int64_t *v) {
  return attr_dense_array(ctx, type_integer(ctx, 64, SIGNLESS), n, v, n * 8u);
}

static unsigned push_dyn(const MixedList *m, Value **ops, unsigned k) {
  for (unsigned i = 0; i < m->n; i++)
    if (m->st[i] == DYNAMIC_SIZE) ops[k++] = m->dyn[i];
  return k;
}

/* The operands and attributes of a forall with these bounds and outputs. */
static bool forall_state(Context *ctx, const ForallBounds *b, unsigned nouts, Value *const *outs, Value **ops,
                         unsigned *nops, NamedAttr *attrs) {
  unsigned a = push_dyn(&b->lb, ops, 0), c = push_dyn(&b->ub, ops, a), d = push_dyn(&b->step, ops, c);
  for (unsigned i = 0; i < nouts; i++) ops[d + i] = outs[i];
  *nops = d + nouts;
  int32_t segs[4] = {(int32_t)a, (int32_t)(c - a), (int32_t)(d - c), (int32_t)nouts};
  attrs[0] = named(ctx, "operandSegmentSizes",
                   attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 4, segs, sizeof segs));
  attrs[1] = named(ctx, "staticLowerBound", i64_array(ctx, b->lb.n, b->lb.st));
  attrs[2] = named(ctx, "staticUpperBound", i64_array(ctx, b->ub.n, b->ub.st));
  attrs[3] = named(ctx, "staticStep", i64_array(ctx, b->step.n, b->step.st));
  for (unsigned i = 0; i < 4; i++)
    if (!attrs[i].value) return false;
  return true;
}

static Value *forall_output(Operation *op, unsigned i) {
  unsigned s, c;
  return ods_operands(op, "outputs", &s, &c) && i < c ? opnd(op, s + i) : NULL;
}

/* ---- DimOfForallOp (rooted at tensor.dim) --------------------------------------------------- */

static bool dim_of_forall(Rewriter *rw, Operation *op) {
  Value *src = opnd(op, 0);
  if (src->kind != VALUE_RESULT || !op_is(src->owner, "scf.forall")) return false;
  Operation *f = src->owner;
  Value *out = forall_output(f, (unsigned)(src - f->results));
  if (!out) return false;
  operand_set(&op->operands[0], out);
  rw_modified(rw, op);
  return true;
}

/* ---- ForallOpControlOperandsFolder ---------------------------------------------------------- */

static bool forall_control_operands(Rewriter *rw, Operation *op) {
  ForallBounds b;
  if (!forall_bounds(op, &b)) return false;
  if (!mixed_fold(&b.lb, false, false) && !mixed_fold(&b.ub, false, false) && !mixed_fold(&b.step, false, false))
    return false;
  Context *ctx = rw->ctx;
  unsigned nouts = op->num_results, nops;
  Value *outs[MAX_STACK_VALUES], *ops[3 * SLICE_MAX_RANK + MAX_STACK_VALUES];
  NamedAttr attrs[4];
  if (nouts > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < nouts; i++) outs[i] = forall_output(op, i);
  if (!forall_state(ctx, &b, nouts, outs, ops, &nops, attrs)) return false;
  op_set_operands(op, nops, ops);
  for (unsigned i = 0; i < 4; i++) op_set_attr(op, attrs[i].name, attrs[i].value);
  rw_modified(rw, op);
  return true;
}

/* ---- ForallOpIterArgsFolder -------------------------------------------------------------------- */

static bool is_combining_user(const Operation *u) { return op_is(u, "tensor.parallel_insert_slice"); }

static bool has_combining_use(const Value *arg) {
  for (OpOperand *u = arg->uses; u; u = u->next)
    if (is_combining_user(u->owner)) return true;
  return false;
}

static bool forall_iter_args(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  ForallBounds b;
  unsigned n = op->num_results;
  if (!forall_bounds(op, &b) || n > MAX_STACK_VALUES) return false;
  Block *body = op->regions[0].first;
  bool del[MAX_STACK_VALUES], any = false;
  Value *outs[MAX_STACK_VALUES], *keep_outs[MAX_STACK_VALUES];
  unsigned nkeep = 0;
  for (unsigned i = 0; i < n; i++) {
    outs[i] = forall_output(op, i);
    Value *arg = body->args[b.rank + i];
    del[i] = !op->results[i].uses || !has_combining_use(arg);
    any |= del[i];
    if (!del[i]) keep_outs[nkeep++] = outs[i];
  }
  if (!any) return false;
  for (unsigned i = 0; i < n; i++) {
    if (!del[i]) continue;
    Value *arg = body->args[b.rank + i];
    for (OpOperand *u = arg->uses, *next; u; u = next) {
      next = u->next;
      if (is_combining_user(u->owner)) {
        rw_erase_op(rw, u->owner);
        next = arg->uses; /* the use list changed */
      }
    }
  }
  for (unsigned i = 0; i < n; i++) {
    if (!del[i]) continue;
    rw_replace_all_uses(rw, body->args[b.rank + i], outs[i]);
    rw_replace_all_uses(rw, &op->results[i], outs[i]);
  }
  for (unsigned i = n; i-- > 0;)
    if (del[i]) block_erase_arg(body, b.rank + i);
  rw_modified(rw, op);
  /* eraseOpResults: a new op with the kept results takes the region */
  const Type *types[MAX_STACK_VALUES];
  unsigned nt = 0;
  for (unsigned i = 0; i < n; i++)
    if (!del[i]) types[nt++] = op->results[i].type;
  Value **ops = ctx_alloc(ctx, (op->num_operands + 1) * sizeof *ops);
  if (!ops) return false;
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = opnd(op, i);
  Operation *nf = build_with_regions(rw, "scf.forall", op->loc, op->num_operands, ops, nt, types, 1, op);
  ctx_free(ctx, ops);
  if (!nf) return false;
  rw_inline_region_before(rw, &op->regions[0], &nf->regions[0], NULL);
  Value *repl[MAX_STACK_VALUES];
  for (unsigned i = 0, k = 0; i < n; i++) repl[i] = del[i] ? NULL : &nf->results[k++];
  rw_replace_op(rw, op, repl);
  /* getOutputsMutable().assign(newOuts) */
  Value *nops[3 * SLICE_MAX_RANK + MAX_STACK_VALUES];
  NamedAttr attrs[4];
  unsigned cnt;
  if (!forall_state(ctx, &b, nkeep, keep_outs, nops, &cnt, attrs)) return false;
  op_set_operands(nf, cnt, nops);
  op_set_attr(nf, attrs[0].name, attrs[0].value);
  return true;
}

/* ---- single or zero iteration dims -------------------------------------------------------- */

/* scf::promote for forall: the body moves before the loop, ivs become the
 * lower bounds, outputs the shared outs, and each parallel_insert_slice of
 * the terminator an insert_slice after the loop. */
static bool forall_promote(Rewriter *rw, Operation *op, const ForallBounds *b) {
  unsigned n = op->num_results;
  Block *body = op->regions[0].first;
  Value *args[SLICE_MAX_RANK + MAX_STACK_VALUES], *results[MAX_STACK_VALUES];
  for (unsigned i = 0; i < b->rank; i++)
    if (!(args[i] = loop_bound_value(rw, op->loc, bound_at(&b->lb, i)))) return false;
  for (unsigned i = 0; i < n; i++) args[b->rank + i] = forall_output(op, i);
  Operation *term = body->last;
  rw_inline_block_before(rw, body, op->block, op, args);
  rw_set_after(rw, op);
  unsigned k = 0;
  for (Operation *y = term && term->num_regions && term->regions[0].first ? term->regions[0].first->first : NULL;
       y; y = y->next) {
    SliceParams p;
    if (!op_is(y, "tensor.parallel_insert_slice") || !slice_read(y, &p) || k >= MAX_STACK_VALUES) continue;
    Operation *ins = slice_build(rw, "tensor.insert_slice", op->loc, opnd(y, 1)->type, opnd(y, 0), opnd(y, 1), &p);
    if (!ins) return false;
    results[k++] = res0(ins);
  }
  for (unsigned i = 0; i < n && i < k; i++) rw_replace_all_uses(rw, &op->results[i], results[i]);
  if (term) rw_erase_op(rw, term);
  rw_erase_op(rw, op);
  return true;
}

static bool mapping_nonempty(const Operation *op) {
  const Attr *m = op_get_attr(op, "mapping", 7);
  return m && m->kind == AK_ARRAY && m->n > 0;
}

static bool forall_single_or_zero(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  ForallBounds b, nb;
  if (mapping_nonempty(op) || !forall_bounds(op, &b) || op->num_results > MAX_STACK_VALUES) return false;
  Block *body = op->regions[0].first;
  PtrMap map = {0};
  nb.rank = nb.lb.n = nb.ub.n = nb.step.n = 0;
  for (unsigned i = 0; i < b.rank; i++) {
    bool known;
    int64_t tc = loop_trip_count(bound_at(&b.lb, i), bound_at(&b.ub, i), bound_at(&b.step, i), true, &known);
    if (known && tc == 0) {
      Value *outs[MAX_STACK_VALUES];
      for (unsigned k = 0; k < op->num_results; k++) outs[k] = forall_output(op, k);
      pm_free(&ctx->alloc, &map);
      rw_replace_op(rw, op, outs);
      return true;
    }
    if (known && tc == 1) {
      Value *lb = loop_bound_value(rw, op->loc, bound_at(&b.lb, i));
      if (lb) pm_put(&ctx->alloc, &map, body->args[i], (uintptr_t)lb);
      continue;
    }
    unsigned k = nb.rank++;
    nb.lb.st[k] = b.lb.st[i], nb.lb.dyn[k] = b.lb.dyn[i];
    nb.ub.st[k] = b.ub.st[i], nb.ub.dyn[k] = b.ub.dyn[i];
    nb.step.st[k] = b.step.st[i], nb.step.dyn[k] = b.step.dyn[i];
    nb.lb.n = nb.ub.n = nb.step.n = nb.rank;
  }
  if (nb.rank == 0) {
    pm_free(&ctx->alloc, &map);
    return forall_promote(rw, op, &b);
  }
  if (nb.rank == b.rank) {
    pm_free(&ctx->alloc, &map);
    return false;
  }
  unsigned n = op->num_results, nops;
  Value *outs[MAX_STACK_VALUES], *ops[3 * SLICE_MAX_RANK + MAX_STACK_VALUES];
  const Type *types[MAX_STACK_VALUES];
  NamedAttr attrs[4];
  for (unsigned i = 0; i < n; i++) {
    outs[i] = forall_output(op, i);
    types[i] = op->results[i].type;
  }
  Operation *nf = NULL;
  if (forall_state(ctx, &nb, n, outs, ops, &nops, attrs)) {
    nf = build_with_regions(rw, "scf.forall", op->loc, nops, ops, n, types, 1, op);
    if (nf) {
      op_set_attr(nf, ident_cstr(ctx, "mapping"), NULL);
      for (unsigned i = 0; i < 4; i++) op_set_attr(nf, attrs[i].name, attrs[i].value);
    }
  }
  bool ok = nf && rw_clone_region_before(rw, &op->regions[0], &nf->regions[0], NULL, &map);
  pm_free(&ctx->alloc, &map);
  if (!ok) return false;
  Value *repl[MAX_STACK_VALUES];
  for (unsigned i = 0; i < n; i++) repl[i] = &nf->results[i];
  rw_replace_op(rw, op, repl);
  return true;
}

static bool forall_constant_iv(Rewriter *rw, Operation *op) {
  ForallBounds b;
  if (!forall_bounds(op, &b)) return false;
  Block *body = op->regions[0].first;
  bool changed = false;
  for (unsigned i = 0; i < b.rank; i++) {
    if (!body->args[i]->uses) continue;
    bool known;
    int64_t tc = loop_trip_count(bound_at(&b.lb, i), bound_at(&b.ub, i), bound_at(&b.step, i), true, &known);
    if (!known || tc != 1) continue;
    Value *lb = loop_bound_value(rw, op->loc, bound_at(&b.lb, i));
    if (!lb) return changed;
    rw_replace_all_uses(rw, body->args[i], lb);
    changed = true;
  }
  return changed;
}

/* ---- scf.parallel ------------------------------------------------------------------------- */

static bool parallel_group(const Operation *op, const char *g, unsigned *s, unsigned *c) {
  return ods_operands(op, g, s, c);
}

static Operation *build_parallel(Rewriter *rw, const Loc *loc, unsigned rank, Value *const *lbs,
                                 Value *const *ubs, Value *const *steps, unsigned ninit, Value *const *inits,
                                 const Type *const *types) {
  Context *ctx = rw->ctx;
  Value *ops[3 * SLICE_MAX_RANK + MAX_STACK_VALUES];
  unsigned k = 0;
  for (unsigned i = 0; i < rank; i++) ops[k++] = lbs[i];
  for (unsigned i = 0; i < rank; i++) ops[k++] = ubs[i];
  for (unsigned i = 0; i < rank; i++) ops[k++] = steps[i];
  for (unsigned i = 0; i < ninit; i++) ops[k++] = inits[i];
  int32_t segs[4] = {(int32_t)rank, (int32_t)rank, (int32_t)rank, (int32_t)ninit};
  Operation *p = build_with_regions(rw, "scf.parallel", loc, k, ops, ninit, types, 1, NULL);
  const Attr *sa = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), 4, segs, sizeof segs);
  if (p && sa) op_set_attr(p, ident_cstr(ctx, "operandSegmentSizes"), sa);
  return p;
}

static bool parallel_single_or_zero(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx;
  unsigned ls, lc, us, uc, ss, sc, is, ic;
  if (!parallel_group(op, "lowerBound", &ls, &lc) || !parallel_group(op, "upperBound", &us, &uc) ||
      !parallel_group(op, "step", &ss, &sc) || !parallel_group(op, "initVals", &is, &ic))
    return false;
  Block *body = op->regions[0].first;
  if (lc != uc || lc != sc || lc > SLICE_MAX_RANK || ic > MAX_STACK_VALUES || !body || body->nargs != lc) return false;
  Value *nl[SLICE_MAX_RANK], *nu[SLICE_MAX_RANK], *ns[SLICE_MAX_RANK];
  const Type *types[MAX_STACK_VALUES];
  Value *inits[MAX_STACK_VALUES], *results[MAX_STACK_VALUES];
  for (unsigned i = 0; i < ic; i++) {
    inits[i] = opnd(op, is + i);
    types[i] = op->results[i].type;
  }
  unsigned k = 0;
  PtrMap map = {0};
  for (unsigned i = 0; i < lc; i++) {
    LoopBound lb = {opnd(op, ls + i), 0}, ub = {opnd(op, us + i), 0}, st = {opnd(op, ss + i), 0};
    bool known;
    int64_t tc = loop_trip_count(lb, ub, st, true, &known);
    if (known && tc == 0) {
      pm_free(&ctx->alloc, &map);
      rw_replace_op(rw, op, inits);
      return true;
    }
    if (known && tc == 1) {
      pm_put(&ctx->alloc, &map, body->args[i], (uintptr_t)lb.v);
      continue;
    }
    nl[k] = lb.v, nu[k] = ub.v, ns[k] = st.v;
    k++;
  }
  if (k == lc) {
    pm_free(&ctx->alloc, &map);
    return false;
  }
  bool ok = false;
  if (k == 0) {
    /* every dim runs once: clone the body, then each reduction */
    Operation *reduce = body->last;
    ok = rw_clone_body_ops(rw, &op->regions[0], &map);
    for (unsigned i = 0; ok && reduce && i < reduce->num_regions && i < ic; i++) {
      Block *rb = reduce->regions[i].first;
      if (!rb || rb->nargs != 2 || !rb->last || rb->last->num_operands != 1) {
        ok = false;
        break;
      }
      uintptr_t m;
      Value *operand = opnd(reduce, i);
      pm_put(&ctx->alloc, &map, rb->args[0], (uintptr_t)inits[i]);
      pm_put(&ctx->alloc, &map, rb->args[1], pm_get(&map, operand, &m) ? m : (uintptr_t)operand);
      ok = rw_clone_body_ops(rw, &reduce->regions[i], &map);
      Value *r = opnd(rb->last, 0);
      results[i] = ok && pm_get(&map, r, &m) ? (Value *)m : r;
    }
    if (ok) rw_replace_op(rw, op, results);
  } else {
    Operation *np = build_parallel(rw, op->loc, k, nl, nu, ns, ic, inits, types);
    ok = np && rw_clone_region_before(rw, &op->regions[0], &np->regions[0], NULL, &map);
    if (ok) {
      for (unsigned i = 0; i < ic; i++) results[i] = &np->results[i];
      rw_replace_op(rw, op, results);
    }
  }
  pm_free(&ctx->alloc, &map);
  return ok;
}

const Pattern DimOfForallOp = {.root = "tensor.dim", .benefit = 1, .match_and_rewrite = dim_of_forall, .debug_name = "DimOfForallOp"};
static const Pattern ForallOpControlOperandsFolder = {.root = "scf.forall", .benefit = 1, .match_and_rewrite = forall_control_operands, .debug_name = "ForallOpControlOperandsFolder"};
static const Pattern ForallOpIterArgsFolder = {.root = "scf.forall", .benefit = 1, .match_and_rewrite = forall_iter_args, .debug_name = "ForallOpIterArgsFolder"};
static const Pattern ForallOpSingleOrZeroIterationDimsFolder = {.root = "scf.forall", .benefit = 1, .match_and_rewrite = forall_single_or_zero, .debug_name = "ForallOpSingleOrZeroIterationDimsFolder"};
static const Pattern ForallOpReplaceConstantInductionVar = {.root = "scf.forall", .benefit = 1, .match_and_rewrite = forall_constant_iv, .debug_name = "ForallOpReplaceConstantInductionVar"};
static const Pattern ParallelOpSingleOrZeroIterationDimsFolder = {.root = "scf.parallel", .benefit = 1, .match_and_rewrite = parallel_single_or_zero, .debug_name = "ParallelOpSingleOrZeroIterationDimsFolder"};

const Pattern *const SCF_PARALLEL_PATTERNS[] = {
    &DimOfForallOp,
    &ForallOpControlOperandsFolder,
    &ForallOpIterArgsFolder,
    &ForallOpSingleOrZeroIterationDimsFolder,
    &ForallOpReplaceConstantInductionVar,
    &ParallelOpSingleOrZeroIterationDimsFolder,
    NULL,
};
