/* remove_dead_values.c: upstream's RemoveDeadValues pass over liveness
 * analysis. A post-order walk decides, without touching the IR, what to
 * remove: dead arguments and results of private functions (and the
 * matching call operands and results), operands of region branch ops and
 * their terminators that only feed dead values (replaced by ub.poison),
 * dead successor operands with their block arguments, and ops whose
 * results are all dead and that have no memory effects (or that use a dead
 * value). A cleanup phase then applies it in upstream's order; finally the
 * region branch ops are canonicalized (option `canonicalize`). */
#include "transforms.h"
#include "../analysis/dataflow.h"
#include "../dialects/utils/elems.h"

static const PassOptionDef OPTIONS[] = {
    {"canonicalize", "Canonicalize region branch ops", OPT_BOOL, "true", NULL},
};

/* A list of entries `bits` long for an op, block or function. */
typedef struct Cleanup {
  void *target;     /* Operation* or Block* */
  Operation *extra; /* callee (operands) or nothing */
  bool *bits;       /* true: remove */
  unsigned n, index; /* index: successor number (successor operands) */
  bool poison;      /* operands: replace with ub.poison instead of erasing */
  bool *bits2;      /* functions: dead results */
  unsigned n2;
} Cleanup;

typedef struct CleanupList {
  Cleanup *v;
  size_t len, cap;
} CleanupList;

typedef struct Rdv {
  Context *ctx;
  LivenessRun *la;
  PtrMap non_live;   /* Value* -> 1 */
  PtrMap func_uses;  /* func Operation* -> PtrVec* of user ops */
  PtrVec owned;      /* allocations freed at the end */
  PtrVec operations; /* ops to erase */
  CleanupList functions, operands, results, blocks, successors;
  PtrMap poisons;    /* ub.poison ops created by the cleanup */
  PtrVec poison_order;
} Rdv;

static bool *new_bits(Rdv *r, unsigned n) {
  bool *b = ctx_zalloc(r->ctx, n ? n : 1);
  if (b && !pv_push(&r->ctx->alloc, &r->owned, b)) {
    ctx_free(r->ctx, b);
    return NULL;
  }
  return b;
}

static Cleanup *push_cleanup(Rdv *r, CleanupList *l, void *target, unsigned n) {
  bool *bits = new_bits(r, n);
  if (!bits || !vec_grow(&r->ctx->alloc, (void **)&l->v, &l->cap, l->len + 1, sizeof *l->v)) return NULL;
  Cleanup *c = &l->v[l->len++];
  memset(c, 0, sizeof *c);
  c->target = target;
  c->bits = bits;
  c->n = n;
  return c;
}

static bool any(const bool *bits, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (bits[i]) return true;
  return false;
}

/* ---- liveness queries ---------------------------------------------------------- */

/* Values without liveness (created after the analysis) count as live. */
static bool is_live(Rdv *r, const Value *v) {
  if (!v) return true;
  if (pm_get(&r->non_live, v, NULL)) return false;
  const DFLiveness *l = liveness_of(r->la, v);
  return !l || l->live;
}

static void set_non_live(Rdv *r, const Value *v) {
  if (v) pm_put(&r->ctx->alloc, &r->non_live, v, 1);
}

static bool any_result_live(Rdv *r, const Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (is_live(r, &op->results[i])) return true;
  return false;
}

static void all_results_non_live(Rdv *r, const Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++) set_non_live(r, &op->results[i]);
}

/* ---- deciding ----------------------------------------------------------------------- */

/* An ordinary op: one dead operand means it can never run usefully; else it
 * goes when it has no memory effects and no live result. */
static void process_simple(Rdv *r, Operation *op) {
  bool dead_operand = false;
  for (uint32_t i = 0; i < op->num_operands && !dead_operand; i++)
    dead_operand = !is_live(r, op->operands[i].value);
  if (!dead_operand && (!op_is_memory_effect_free(op) || any_result_live(r, op))) return;
  pv_push(&r->ctx->alloc, &r->operations, op);
  all_results_non_live(r, op);
}

static void process_func(Rdv *r, Operation *fn) {
  Region *body = fn->num_regions ? &fn->regions[0] : NULL;
  if (!strcmp(symbol_visibility(fn), "public") || !body || !body->first) return;
  uintptr_t uses_word = 0;
  pm_get(&r->func_uses, fn, &uses_word);
  PtrVec *uses = (PtrVec *)uses_word;
  for (size_t u = 0; uses && u < uses->len; u++)
    if (!iface_is_call(uses->data[u])) return; /* non-call uses: callers unknown */
  Block *entry = body->first;
  unsigned nres = fn_num_results(WORD_PTR(const Type, op_get_attr(fn, "function_type", 13)->p[0]));
  Cleanup *f = push_cleanup(r, &r->functions, fn, entry->nargs);
  if (!f || !(f->bits2 = new_bits(r, nres))) return;
  f->n2 = nres;
  for (uint32_t i = 0; i < entry->nargs; i++)
    if ((f->bits[i] = !is_live(r, entry->args[i]))) set_non_live(r, entry->args[i]);
  for (size_t u = 0; uses && u < uses->len; u++) {
    Operation *call = uses->data[u];
    Cleanup *c = push_cleanup(r, &r->operands, call, call->num_operands);
    if (c) c->extra = fn;
  }
  for (unsigned i = 0; i < nres; i++) f->bits2[i] = true;
  for (size_t u = 0; uses && u < uses->len; u++) {
    Operation *call = uses->data[u];
    for (unsigned i = 0; i < nres; i++) f->bits2[i] &= i < call->num_results && !is_live(r, &call->results[i]);
  }
  for (Block *b = body->first; b; b = b->next) {
    Operation *ret = b->last;
    const OdsOp *o = ret ? op_ods(ret) : NULL;
    if (!o || !(o->ods_traits & ODS_RETURN_LIKE) || ret->num_operands != nres) continue;
    Cleanup *c = push_cleanup(r, &r->operands, ret, nres);
    if (c) memcpy(c->bits, f->bits2, nres);
  }
  if (!nres) return;
  for (size_t u = 0; uses && u < uses->len; u++) {
    Operation *call = uses->data[u];
    Cleanup *c = push_cleanup(r, &r->results, call, call->num_results);
    if (!c) continue;
    for (unsigned i = 0; i < nres && i < call->num_results; i++)
      if ((c->bits[i] = f->bits2[i])) set_non_live(r, &call->results[i]);
  }
}

/* Operand -> the successor inputs it feeds, over the op's entry and every
 * terminator of its regions (getSuccessorOperandInputMapping). */
typedef struct Forward {
  OpOperand *operand;
  bool any_live_input;
} Forward;

typedef struct ForwardMap {
  Forward *v;
  size_t len, cap;
  PtrMap index; /* OpOperand* -> position + 1 */
} ForwardMap;

static void add_forward(Rdv *r, ForwardMap *m, OpOperand *operand, const Value *input) {
  uintptr_t at;
  if (!pm_get(&m->index, operand, &at)) {
    if (!vec_grow(&r->ctx->alloc, (void **)&m->v, &m->cap, m->len + 1, sizeof *m->v)) return;
    m->v[m->len] = (Forward){operand, false};
    at = ++m->len;
    pm_put(&r->ctx->alloc, &m->index, operand, at);
  }
  m->v[at - 1].any_live_input |= is_live(r, input);
}

static void add_forwards(Rdv *r, ForwardMap *m, Operation *owner, Operation *branch, OperandSlice ops,
                         const RegionSuccessor *to) {
  for (unsigned i = 0; i < ops.count && i < to->count && ops.first + i < owner->num_operands; i++)
    add_forward(r, m, &owner->operands[ops.first + i], iface_successor_input(branch, to, i));
}

static void map_forwards(Rdv *r, Operation *op, ForwardMap *m) {
  RegionSuccessor small[8];
  RegionSuccessor *succ = op->num_regions < 8 ? small : ctx_alloc(r->ctx, (op->num_regions + 1) * sizeof *succ);
  if (!succ) return;
  unsigned n = iface_region_successors(op, -1, succ);
  for (unsigned s = 0; s < n; s++) add_forwards(r, m, op, op, iface_entry_operands(op, &succ[s]), &succ[s]);
  for (uint32_t reg = 0; reg < op->num_regions; reg++)
    for (Block *b = op->regions[reg].first; b; b = b->next) {
      Operation *term = b->last;
      if (!term || !iface_is_region_terminator(term)) continue;
      n = iface_terminator_successors(term, NULL, succ);
      for (unsigned s = 0; s < n; s++) add_forwards(r, m, term, op, iface_terminator_operands(term, &succ[s]), &succ[s]);
    }
  if (succ != small) ctx_free(r->ctx, succ);
}

static void process_region_branch(Rdv *r, Operation *op) {
  if (op_is_memory_effect_free(op) && !any_result_live(r, op)) {
    pv_push(&r->ctx->alloc, &r->operations, op);
    return;
  }
  ForwardMap m = {NULL, 0, 0, {0}};
  map_forwards(r, op, &m);
  PtrMap per_op = {0}; /* owner -> Cleanup index + 1 */
  for (size_t i = 0; i < m.len; i++) {
    OpOperand *o = m.v[i].operand;
    if (is_live(r, o->value) && m.v[i].any_live_input) continue;
    uintptr_t at;
    if (!pm_get(&per_op, o->owner, &at)) {
      Cleanup *c = push_cleanup(r, &r->operands, o->owner, o->owner->num_operands);
      if (!c) continue;
      c->poison = true;
      at = r->operands.len;
      pm_put(&r->ctx->alloc, &per_op, o->owner, at);
    }
    r->operands.v[at - 1].bits[o - o->owner->operands] = true;
  }
  pm_free(&r->ctx->alloc, &per_op);
  pm_free(&r->ctx->alloc, &m.index);
  ctx_free(r->ctx, m.v);
}

static void process_branch(Rdv *r, Operation *op) {
  bool *forwarded = new_bits(r, op->num_operands);
  if (!forwarded) return;
  for (uint32_t s = 0; s < op->num_successors; s++) {
    OperandSlice ops = iface_branch_operands(op, s);
    for (unsigned i = 0; i < ops.count && ops.first + i < op->num_operands; i++) forwarded[ops.first + i] = true;
  }
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (!forwarded[i] && !is_live(r, op->operands[i].value)) {
      pv_push(&r->ctx->alloc, &r->operations, op);
      return;
    }
  for (uint32_t s = 0; s < op->num_successors; s++) {
    Block *dest = op->successors[s].block;
    OperandSlice ops = iface_branch_operands(op, s);
    unsigned n = ops.produced + ops.count;
    Cleanup *b = push_cleanup(r, &r->blocks, dest, n), *c = push_cleanup(r, &r->successors, op, n);
    if (!b || !c) return;
    c->index = s;
    for (unsigned i = ops.produced; i < n; i++) {
      unsigned k = ops.first + i - ops.produced;
      bool dead = k < op->num_operands && !is_live(r, op->operands[k].value);
      b->bits[i] = c->bits[i] = dead;
      if (dead && dest && i < dest->nargs) set_non_live(r, dest->args[i]);
    }
  }
}

static int collect_post(Operation *op, void *user) {
  pv_push(&op_context(op)->alloc, user, op);
  return WALK_ADVANCE;
}

static void decide(Rdv *r, const PtrVec *order) {
  for (size_t i = 0; i < order->len; i++) {
    Operation *op = order->data[i];
    if (iface_is_function(op)) process_func(r, op);
    else if (iface_is_region_branch(op)) process_region_branch(r, op);
    else if (iface_is_branch(op)) process_branch(r, op);
    else if (op_has_trait(op, TRAIT_TERMINATOR)) continue;
    else if (iface_is_call(op)) continue;
    else process_simple(r, op);
  }
}

/* The users of every function symbol (all symbol references in the op,
 * resolved from where they are used). */
typedef struct UseCollect {
  Rdv *r;
} UseCollect;

static void on_use(void *user, Operation *user_op, const Attr *ref) {
  Rdv *r = ((UseCollect *)user)->r;
  Operation *scope = op_parent_op(user_op);
  Operation *target = scope ? symbol_resolve(scope, ref) : NULL;
  if (!target || !iface_is_function(target)) return;
  uintptr_t w = 0;
  if (!pm_get(&r->func_uses, target, &w)) {
    PtrVec *v = ctx_zalloc(r->ctx, sizeof *v);
    if (!v || !pv_push(&r->ctx->alloc, &r->owned, v)) {
      ctx_free(r->ctx, v);
      return;
    }
    w = (uintptr_t)v;
    pm_put(&r->ctx->alloc, &r->func_uses, target, w);
  }
  pv_push(&r->ctx->alloc, (PtrVec *)w, user_op);
}

static int collect_uses(Operation *op, void *user) {
  symbol_uses(op, false, on_use, user);
  return WALK_ADVANCE;
}

/* ---- cleaning up ------------------------------------------------------------------- */

static Value *make_poison(Rdv *r, Rewriter *rw, const Value *like) {
  const Type *t = like->type;
  NamedAttr value = named(r->ctx, "value", attr_poison(r->ctx));
  Operation *p = rw_build(rw, "ub.poison", value_loc(like), 0, NULL, 1, &t, 1, &value);
  if (!p) return NULL;
  pm_put(&r->ctx->alloc, &r->poisons, p, 1);
  pv_push(&r->ctx->alloc, &r->poison_order, p);
  return &p->results[0];
}

/* Upstream drops the uses of removed values, expecting their users to be
 * removed too; a user that stays (analysis run below a module, where a
 * function's callers are unknown) would be left with no operand and upstream
 * crashes. Such uses get a ub.poison instead, which the final sweep erases
 * when the user did go. */
static void drop_uses(Rdv *r, Value *v) {
  Rewriter rw = {.ctx = r->ctx};
  while (v->uses) {
    OpOperand *u = v->uses;
    rw_set_before(&rw, u->owner);
    Value *p = make_poison(r, &rw, v);
    operand_set(u, p);
    if (!p) break;
  }
  while (v->uses) operand_set(v->uses, NULL); /* out of memory */
}

static int forget_poison(Operation *op, void *user) {
  pm_remove(&((Rdv *)user)->poisons, op);
  return WALK_ADVANCE;
}

static void erase_op(Rdv *r, Operation *op) {
  op_walk(op, forget_poison, NULL, r);
  for (uint32_t i = 0; i < op->num_results; i++) drop_uses(r, &op->results[i]);
  op_erase(op);
}

/* RewriterBase::eraseOpResults: a copy of the op without the results,
 * taking over its regions; uses of the kept results move to the copy. */
static void erase_results(Rdv *r, Operation *op, const bool *dead) {
  Context *ctx = r->ctx;
  OperationState st;
  opstate_init(&st, ctx, op->name, op->loc);
  bool ok = true;
  for (uint32_t i = 0; ok && i < op->num_operands; i++) ok = opstate_add_operand(&st, op->operands[i].value);
  for (uint32_t i = 0; ok && i < op->num_results; i++)
    if (!dead[i]) ok = opstate_add_type(&st, op->results[i].type);
  for (size_t i = 0; ok && i < dict_size(op->attrs); i++)
    ok = opstate_add_attr(&st, dict_name(op->attrs, i), dict_value(op->attrs, i));
  for (uint32_t i = 0; ok && i < op->num_successors; i++) ok = opstate_add_successor(&st, op->successors[i].block);
  for (uint32_t i = 0; ok && i < op->num_regions; i++) {
    Region *reg = opstate_add_region(&st);
    ok = reg != NULL;
    if (ok) region_take_body(reg, &op->regions[i]);
  }
  st.props = op->props;
  Operation *copy = ok ? op_create(&st) : NULL;
  if (!copy) {
    opstate_free(&st);
    return;
  }
  block_insert_op_before(op->block, op, copy);
  for (uint32_t i = 0, k = 0; i < op->num_results; i++) {
    if (dead[i]) drop_uses(r, &op->results[i]);
    else value_replace_all_uses(&op->results[i], &copy->results[k++]);
  }
  op_erase(op);
}

static void erase_operands(Operation *op, const bool *dead, unsigned n) {
  for (unsigned i = n; i-- > 0;)
    if (dead[i] && i < op->num_operands) op_erase_operand(op, i);
}

static const bool *erased_args_of(Rdv *r, const Operation *fn) {
  for (size_t i = 0; i < r->functions.len; i++)
    if (r->functions.v[i].target == fn && any(r->functions.v[i].bits, r->functions.v[i].n))
      return r->functions.v[i].bits;
  return NULL;
}

static void clean_up(Rdv *r) {
  Rewriter rw = {.ctx = r->ctx};
  for (size_t i = 0; i < r->blocks.len; i++) {
    Cleanup *c = &r->blocks.v[i];
    Block *b = c->target;
    if (!b || b->nargs != c->n) continue; /* blocks reached twice are done once */
    for (unsigned k = c->n; k-- > 0;)
      if (c->bits[k]) {
        drop_uses(r, b->args[k]);
        block_erase_arg(b, k);
      }
  }
  for (size_t i = 0; i < r->successors.len; i++) {
    Cleanup *c = &r->successors.v[i];
    Operation *br = c->target;
    OperandSlice ops = iface_branch_operands(br, c->index);
    if (ops.produced + ops.count != c->n) continue;
    for (unsigned k = c->n; k-- > ops.produced;)
      if (c->bits[k]) branch_erase_succ_operand(br, c->index, k - ops.produced);
  }
  for (size_t i = 0; i < r->functions.len; i++) {
    Cleanup *f = &r->functions.v[i];
    Operation *fn = f->target;
    Block *entry = fn->regions[0].first;
    for (unsigned k = 0; k < f->n && k < entry->nargs; k++)
      if (f->bits[k]) drop_uses(r, entry->args[k]);
    iface_function_erase_args(fn, f->bits);
    iface_function_erase_results(fn, f->bits2);
  }
  for (size_t i = 0; i < r->operands.len; i++) {
    Cleanup *c = &r->operands.v[i];
    Operation *op = c->target;
    const bool *erased = c->extra ? erased_args_of(r, c->extra) : NULL;
    if (erased && iface_is_call(op)) {
      OperandSlice args = iface_call_args(op);
      for (unsigned k = args.count; k-- > 0;)
        if (erased[k]) op_erase_operand(op, args.first + k);
      continue;
    }
    if (!any(c->bits, c->n)) continue;
    if (!c->poison) {
      erase_operands(op, c->bits, c->n);
      continue;
    }
    rw_set_before(&rw, op);
    for (unsigned k = 0; k < c->n && k < op->num_operands; k++) {
      Value *v = op->operands[k].value;
      if (!c->bits[k]) continue;
      operand_set(&op->operands[k], v && v->uses ? make_poison(r, &rw, v) : NULL);
    }
  }
  for (size_t i = 0; i < r->results.len; i++) erase_results(r, r->results.v[i].target, r->results.v[i].bits);
  for (size_t i = 0; i < r->operations.len; i++) {
    Operation *op = r->operations.data[i];
    if (op_has_trait(op, TRAIT_TERMINATOR)) {
      rw_set_before(&rw, op);
      rw_build(&rw, "ub.unreachable", op->loc, 0, NULL, 0, NULL, 0, NULL);
    }
    erase_op(r, op);
  }
  for (size_t i = 0; i < r->poison_order.len; i++) {
    Operation *p = r->poison_order.data[i];
    if (pm_get(&r->poisons, p, NULL) && !p->results[0].uses) erase_op(r, p);
  }
}

/* ---- canonicalizing the region branch ops ------------------------------------------- */

/* FIXME: upstream runs applyOpPatternsGreedily over the region branch ops;
 * until rewrite/ offers an op-list driver this one applies the
 * canonicalization patterns to those ops and to the ops patterns create or
 * change (not to ops they only move, which upstream's patterns move with
 * their blocks unnoticed), erasing ops that become trivially dead. */
typedef struct OpDriver {
  Context *ctx;
  PtrVec work;
  PtrMap queued;
  PtrMap existing; /* ops present before the driver started */
} OpDriver;

static void drv_push(OpDriver *d, Operation *op) {
  if (pm_get(&d->queued, op, NULL)) return;
  pm_put(&d->ctx->alloc, &d->queued, op, 1);
  pv_push(&d->ctx->alloc, &d->work, op);
}

static void drv_inserted(void *user, Operation *op) {
  OpDriver *d = user;
  if (!pm_get(&d->existing, op, NULL)) drv_push(d, op);
}

static void drv_added(void *user, Operation *op) { drv_push(user, op); }

static int note_existing(Operation *op, void *user) {
  OpDriver *d = user;
  pm_put(&d->ctx->alloc, &d->existing, op, 1);
  return WALK_ADVANCE;
}

static void drv_erased(void *user, Operation *op) {
  OpDriver *d = user;
  /* The address may come back as a new op, which must not pass for an
   * existing one (upstream forgets erased ops too). */
  pm_remove(&d->existing, op);
  pm_remove(&d->queued, op);
  for (size_t i = 0; i < d->work.len; i++)
    if (d->work.data[i] == op) d->work.data[i] = NULL;
}

static bool drv_apply(Rewriter *rw, Operation *op) {
  const Pattern *const *pats = op->name->def ? op->name->def->patterns : NULL;
  for (unsigned benefit = 16; pats && benefit-- > 0;)
      for (const Pattern *const *pp = pats; *pp; pp++) {
        const Pattern *p = *pp;
        if (p->benefit != benefit) continue;
        rw_set_before(rw, op);
        rw->pattern = p;
        if (p->match_and_rewrite(rw, op)) return true;
      }
  return false;
}

static void canonicalize_ops(Context *ctx, Operation *root, const PtrVec *ops) {
  OpDriver d = {ctx, {0}, {0}, {0}};
  RewriteListener l = {.inserted = drv_inserted, .modified = drv_added, .erased = drv_erased, .user = &d};
  op_walk(root, note_existing, NULL, &d);
  Rewriter rw = {.ctx = ctx, .listener = &l};
  for (size_t i = 0; i < ops->len; i++) drv_push(&d, ops->data[i]);
  unsigned budget = 10000; /* guards against patterns that never converge */
  while (d.work.len && budget--) {
    Operation *op = d.work.data[--d.work.len];
    if (!op) continue;
    pm_remove(&d.queued, op);
    if (op_is_trivially_dead(op)) {
      rw_erase_op(&rw, op);
      continue;
    }
    drv_apply(&rw, op);
  }
  pv_free(&ctx->alloc, &d.work);
  pm_free(&ctx->alloc, &d.queued);
  pm_free(&ctx->alloc, &d.existing);
}

static int collect_region_branch(Operation *op, void *user) {
  if (iface_is_region_branch(op)) pv_push(&op_context(op)->alloc, user, op);
  return WALK_ADVANCE;
}

/* ---- the pass --------------------------------------------------------------------- */

static void free_list(Rdv *r, CleanupList *l) { ctx_free(r->ctx, l->v); }

/* The ub dialect, whose poison fills the dropped results. */
MLIR_INTERNAL extern const DialectDef UB_DIALECT;

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  dialect_load(ctx, &UB_DIALECT);
  LivenessRun la;
  Rdv r;
  memset(&r, 0, sizeof r);
  r.ctx = ctx;
  r.la = &la;
  bool ok = liveness_run(&la, op);
  if (ok) {
    UseCollect uc = {&r};
    op_walk(op, collect_uses, NULL, &uc);
    PtrVec order = {0};
    op_walk(op, NULL, collect_post, &order);
    decide(&r, &order);
    pv_free(&ctx->alloc, &order);
  }
  liveness_run_free(&la);
  if (ok) clean_up(&r);
  /* PtrVecs of uses live in `owned`; free their buffers first. */
  for (size_t i = 0; i < r.func_uses.cap; i++)
    if (r.func_uses.keys && r.func_uses.keys[i]) pv_free(&ctx->alloc, (PtrVec *)r.func_uses.vals[i]);
  for (size_t i = 0; i < r.owned.len; i++) ctx_free(ctx, r.owned.data[i]);
  pv_free(&ctx->alloc, &r.owned);
  pm_free(&ctx->alloc, &r.func_uses);
  pm_free(&ctx->alloc, &r.non_live);
  pm_free(&ctx->alloc, &r.poisons);
  pv_free(&ctx->alloc, &r.poison_order);
  pv_free(&ctx->alloc, &r.operations);
  free_list(&r, &r.functions), free_list(&r, &r.operands), free_list(&r, &r.results);
  free_list(&r, &r.blocks), free_list(&r, &r.successors);
  if (!ok) {
    emit_error(ctx, op->loc, "remove-dead-values: out of memory");
    return false;
  }
  if (pass_opt_int(p, 0)) {
    PtrVec branches = {0};
    op_walk(op, NULL, collect_region_branch, &branches);
    if (branches.len) canonicalize_ops(ctx, op, &branches);
    pv_free(&ctx->alloc, &branches);
  }
  return true;
}

const PassInfo REMOVE_DEAD_VALUES_PASS = {
    .argument = "remove-dead-values",
    .display = "RemoveDeadValues",
    .description = "Remove dead values",
    .options = OPTIONS,
    .n_options = 1,
    .run = run,
};
