/* scf_to_cf.c: the convert-scf-to-cf pass: upstream's SCFToControlFlow
 * patterns under a partial conversion in which the structured ops are
 * illegal and every other op legal. Each lowering builds blocks and ops
 * in the order upstream's pattern does (block numbers and value names in
 * the output follow it); ops a lowering creates (scf.forall ->
 * scf.parallel -> scf.for) are lowered by the driver right after it. */
#include "../transforms/scf_loops.h"
#include "../rewrite/conversion.h"

/* ---- building ops ------------------------------------------------------------------ */

static const Attr *i32_array(Context *ctx, unsigned n, const int32_t *v) {
  return attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, v, n * sizeof *v);
}

static Operation *create_br(Rewriter *rw, const Loc *loc, Block *dest, unsigned n, Value *const *args) {
  OperationState st;
  opstate_init(&st, rw->ctx, opname_get(rw->ctx, "cf.br", 5), loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) ok = opstate_add_operand(&st, args[i]);
  ok = ok && opstate_add_successor(&st, dest);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

static Operation *create_cond_br(Rewriter *rw, const Loc *loc, Value *cond, Block *t, unsigned nt,
                                 Value *const *targs, Block *f, unsigned nf, Value *const *fargs) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "cf.cond_br", 10), loc);
  bool ok = opstate_add_operand(&st, cond);
  for (unsigned i = 0; ok && i < nt; i++) ok = opstate_add_operand(&st, targs[i]);
  for (unsigned i = 0; ok && i < nf; i++) ok = opstate_add_operand(&st, fargs[i]);
  ok = ok && opstate_add_successor(&st, t) && opstate_add_successor(&st, f);
  int32_t seg[3] = {1, (int32_t)nt, (int32_t)nf};
  const Attr *segs = i32_array(ctx, 3, seg);
  ok = ok && segs && opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"), segs);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}

static Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

static Value *create_binary(Rewriter *rw, const char *name, const Loc *loc, Value *l, Value *r) {
  Value *ops[2] = {l, r};
  return result_of(rw_build(rw, name, loc, 2, ops, 1, &l->type, 0, NULL));
}

static Value *create_cmpi(Rewriter *rw, const Loc *loc, int64_t pred, Value *l, Value *r) {
  Context *ctx = rw->ctx;
  Value *ops[2] = {l, r};
  NamedAttr a = named(ctx, "predicate", attr_integer(ctx, ctx->t_i64, pred));
  return result_of(rw_build(rw, "arith.cmpi", loc, 2, ops, 1, &ctx->t_i1, 1, &a));
}

/* The block of the op's insertion point split at the op: the op and what
 * follows it move to the returned block (upstream's splitBlock at the
 * insertion point, which the driver sets before the op). */
static Block *split_at(Rewriter *rw, Operation *op) { return rw_split_block(rw, op->block, op); }

/* The operands of `op` from `first` on, copied (NULL when out of memory;
 * the copy has room for one more). */
static Value **operands_from(Context *ctx, Operation *op, unsigned first) {
  unsigned n = op->num_operands > first ? op->num_operands - first : 0;
  Value **v = ctx_alloc(ctx, (n + 1) * sizeof *v);
  for (unsigned i = 0; v && i < n; i++) v[i] = op->operands[first + i].value;
  return v;
}

/* True when the attribute belongs to the llvm dialect (#llvm.*). */
static bool is_llvm_attr(const Attr *a) {
  static const char prefix[] = "llvm.";
  if (a->kind == AK_DIALECT) return !strncmp(WORD_PTR(const AttrClass, a->p[0])->name, prefix, sizeof prefix - 1);
  if (a->kind == AK_OPAQUE) return !strcmp(WORD_PTR(const Ident, a->p[0])->str, "llvm");
  return false;
}

/* The loop's attributes whose values are llvm dialect attributes (say,
 * llvm.loop_annotation) go to the branch of its latch, where LLVM expects
 * loop metadata. */
static void copy_llvm_attrs(Operation *loop, Operation *latch) {
  const Attr *d = latch->attrs;
  for (size_t i = 0; i < dict_size(loop->attrs); i++) {
    if (!is_llvm_attr(dict_value(loop->attrs, i))) continue;
    const Attr *next = dict_set(op_context(loop), d, dict_name(loop->attrs, i), dict_value(loop->attrs, i));
    if (!next) return; /* out of memory: the allocator's flag is set */
    d = next;
  }
  if (d != latch->attrs) op_set_attr_dicts(latch, latch->props, d);
}

/* ---- the lowerings ---------------------------------------------------------------------- */

/* ForLowering: the body's entry block becomes the condition block. */
static bool lower_for(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  Block *init = op->block;
  Block *end = split_at(rw, op);
  if (!end) return false;
  Region *body = &op->regions[0];
  Block *cond = body->first;
  Block *first_body = rw_split_block(rw, cond, cond->first);
  if (!first_body) return false;
  Block *last_body = body->last;
  rw_inline_region_before(rw, body, end->parent, end);
  Value *iv = cond->args[0];
  Operation *term = block_terminator(last_body);
  rw_set_block_end(rw, last_body);
  Value *stepped = create_binary(rw, "arith.addi", loc, iv, op->operands[2].value);
  if (!stepped || !term) return false;
  Value **carried = operands_from(ctx, term, 0);
  if (!carried) return false;
  memmove(carried + 1, carried, term->num_operands * sizeof *carried);
  carried[0] = stepped;
  Operation *latch = create_br(rw, loc, cond, 1 + term->num_operands, carried);
  ctx_free(ctx, carried);
  bool ok = latch != NULL;
  if (ok) copy_llvm_attrs(op, latch);
  if (!ok) return false;
  rw_erase_op(rw, term);
  rw_set_block_end(rw, init);
  Value **dest = operands_from(ctx, op, 2);
  if (!dest) return false;
  dest[0] = op->operands[0].value; /* the lower bound, then the initial values */
  ok = create_br(rw, loc, cond, op->num_operands - 2, dest) != NULL;
  ctx_free(ctx, dest);
  if (!ok) return false;
  rw_set_block_end(rw, cond);
  bool is_unsigned = op_get_attr(op, "unsignedCmp", 11) != NULL;
  Value *cmp = create_cmpi(rw, loc, is_unsigned ? 6 /* ult */ : 2 /* slt */, iv, op->operands[1].value);
  if (!cmp || !create_cond_br(rw, loc, cmp, first_body, 0, NULL, end, 0, NULL)) return false;
  rw_replace_op(rw, op, cond->args + 1);
  return true;
}

/* Builds `cf.br dest(yield operands)` at the end of `last` and erases the
 * yield that ended it. */
static bool replace_yield(Rewriter *rw, Block *last, Block *dest, const Loc *loc) {
  Operation *y = block_terminator(last);
  if (!y) return false;
  Value **vals = operands_from(rw->ctx, y, 0);
  if (!vals) return false;
  rw_set_block_end(rw, last);
  bool ok = create_br(rw, loc, dest, y->num_operands, vals) != NULL;
  ctx_free(rw->ctx, vals);
  if (ok) rw_erase_op(rw, y);
  return ok;
}

/* IfLowering: then and else blocks between the condition and a block that
 * receives the results and branches on to the rest. */
static bool lower_if(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  Block *cond_block = op->block;
  Block *remaining = split_at(rw, op);
  if (!remaining) return false;
  Block *cont = remaining;
  if (op->num_results) {
    const Type **types = ctx_alloc(ctx, op->num_results * sizeof *types);
    const Loc **locs = ctx_alloc(ctx, op->num_results * sizeof *locs);
    for (uint32_t i = 0; types && locs && i < op->num_results; i++) {
      types[i] = op->results[i].type;
      locs[i] = loc;
    }
    cont = types && locs ? rw_create_block(rw, remaining->parent, remaining, op->num_results, types, locs) : NULL;
    ctx_free(ctx, types);
    ctx_free(ctx, locs);
    if (!cont || !create_br(rw, loc, remaining, 0, NULL)) return false;
  }
  Region *then_r = &op->regions[0], *else_r = &op->regions[1];
  Block *then_block = then_r->first;
  if (!replace_yield(rw, then_r->last, cont, loc)) return false;
  rw_inline_region_before(rw, then_r, cont->parent, cont);
  Block *else_block = cont;
  if (else_r->first) {
    else_block = else_r->first;
    if (!replace_yield(rw, else_r->last, cont, loc)) return false;
    rw_inline_region_before(rw, else_r, cont->parent, cont);
  }
  rw_set_block_end(rw, cond_block);
  if (!create_cond_br(rw, loc, op->operands[0].value, then_block, 0, NULL, else_block, 0, NULL)) return false;
  rw_replace_op(rw, op, cont->args);
  return true;
}

/* The do-while form: an `after` region that only forwards its arguments. */
static bool is_do_while(Operation *op) {
  Block *after = op->regions[1].first;
  Operation *y = after ? after->first : NULL;
  if (!after || after != op->regions[1].last || !y || y->next || !op_is(y, "scf.yield")) return false;
  if (y->num_operands != after->nargs) return false;
  for (uint32_t i = 0; i < after->nargs; i++)
    if (y->operands[i].value != after->args[i]) return false;
  return true;
}

/* The `scf.condition` ending the before region: its arguments become the
 * loop's results. */
static Operation *condition_of(Block *before_last) {
  Operation *c = block_terminator(before_last);
  return c && op_is(c, "scf.condition") && c->num_operands >= 1 ? c : NULL;
}

/* WhileLowering and DoWhileLowering (the latter branches back to the
 * before region instead of inlining an after region that only forwards). */
static bool lower_while_common(Rewriter *rw, Operation *op, bool do_while) {
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  Block *current = op->block;
  Block *cont = split_at(rw, op);
  if (!cont) return false;
  Block *before = op->regions[0].first, *before_last = op->regions[0].last;
  Block *after = op->regions[1].first, *after_last = op->regions[1].last;
  if (do_while) {
    rw_inline_region_before(rw, &op->regions[0], cont->parent, cont);
  } else {
    rw_inline_region_before(rw, &op->regions[1], cont->parent, cont);
    rw_inline_region_before(rw, &op->regions[0], after->parent, after);
  }
  Value **inits = operands_from(ctx, op, 0);
  if (!inits) return false;
  rw_set_block_end(rw, current);
  bool ok = create_br(rw, loc, before, op->num_operands, inits) != NULL;
  ctx_free(ctx, inits);
  Operation *cond = ok ? condition_of(before_last) : NULL;
  if (!cond) return false;
  Value **args = operands_from(ctx, cond, 1);
  if (!args) return false;
  unsigned nargs = cond->num_operands - 1;
  rw_set_block_end(rw, before_last);
  Operation *br = create_cond_br(rw, cond->loc, cond->operands[0].value, do_while ? before : after, nargs, args,
                                 cont, 0, NULL);
  ok = br != NULL;
  if (ok && do_while) copy_llvm_attrs(op, br);
  if (ok) rw_erase_op(rw, cond);
  if (ok && !do_while) {
    Operation *y = block_terminator(after_last);
    Value **yv = y ? operands_from(ctx, y, 0) : NULL;
    rw_set_block_end(rw, after_last);
    Operation *latch = yv ? create_br(rw, y->loc, before, y->num_operands, yv) : NULL;
    ctx_free(ctx, yv);
    ok = latch != NULL;
    if (ok) copy_llvm_attrs(op, latch);
    if (ok) rw_erase_op(rw, y);
  }
  if (ok) rw_replace_op(rw, op, args);
  ctx_free(ctx, args);
  return ok;
}

static bool lower_while(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  return lower_while_common(rw, op, false);
}

static bool lower_do_while(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  return is_do_while(op) && lower_while_common(rw, op, true);
}

/* ExecuteRegionLowering: branch into the region; its yields branch to the
 * rest of the block, which receives the results. */
static bool lower_execute_region(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  const Loc *loc = op->loc;
  Block *cond = op->block;
  Block *remaining = split_at(rw, op);
  if (!remaining) return false;
  Region *r = &op->regions[0];
  rw_set_block_end(rw, cond);
  if (!create_br(rw, loc, r->first, 0, NULL)) return false;
  for (Block *b = r->first; b; b = b->next)
    if (op_is(block_terminator(b), "scf.yield") && !replace_yield(rw, b, remaining, loc)) return false;
  rw_inline_region_before(rw, r, remaining->parent, remaining);
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!block_add_arg(remaining, op->results[i].type, loc)) return false;
  rw_replace_op(rw, op, remaining->args + remaining->nargs - op->num_results);
  return true;
}

/* IndexSwitchLowering: a cf.switch on the index cast to i32; the case
 * regions first, then the default. */
static bool lower_index_switch(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  Block *cond = op->block;
  const Attr *cases = op_get_attr(op, "cases", 5);
  unsigned ncases = op->num_regions - 1;
  if (!cases || cases->kind != AK_DENSE_ARRAY || cases->aux != ncases) return false;
  Block *cont = split_at(rw, op);
  if (!cont) return false;
  unsigned first_result = cont->nargs;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!block_add_arg(cont, op->results[i].type, loc)) return false;
  const int64_t *vals = (const int64_t *)WORD_PTR(const Ident, cases->p[1])->str;
  Block **succ = ctx_alloc(ctx, (ncases + 1) * sizeof *succ);
  int32_t *case_vals = ctx_alloc(ctx, (ncases + 1) * sizeof *case_vals);
  int32_t *segs = ctx_zalloc(ctx, (ncases + 1) * sizeof *segs);
  bool ok = succ && case_vals && segs;
  for (unsigned i = 0; ok && i <= ncases; i++) {
    Region *r = &op->regions[i == ncases ? 0 : i + 1];
    Block *b = r->first;
    Operation *y = block_terminator(b);
    Value **yv = y ? operands_from(ctx, y, 0) : NULL;
    rw_set_before(rw, y);
    ok = yv && create_br(rw, y->loc, cont, y->num_operands, yv) != NULL;
    ctx_free(ctx, yv);
    if (!ok) break;
    rw_erase_op(rw, y);
    rw_inline_region_before(rw, r, cont->parent, cont);
    succ[i] = b;
    if (i < ncases) case_vals[i] = (int32_t)vals[i];
  }
  if (ok) {
    rw_set_block_end(rw, cond);
    const Type *i32 = type_integer(ctx, 32, SIGNLESS);
    Value *idx = result_of(rw_build(rw, "arith.index_cast", loc, 1, &op->operands[0].value, 1, &i32, 0, NULL));
    ok = idx != NULL;
    if (ok) {
      OperationState st;
      opstate_init(&st, ctx, opname_get(ctx, "cf.switch", 9), loc);
      ok = opstate_add_operand(&st, idx) && opstate_add_successor(&st, succ[ncases]);
      for (unsigned i = 0; ok && i < ncases; i++) ok = opstate_add_successor(&st, succ[i]);
      int32_t seg[3] = {1, 0, 0};
      const Attr *case_segs = i32_array(ctx, ncases, segs);
      ok = ok && case_segs && opstate_add_attr(&st, ident_cstr(ctx, "case_operand_segments"), case_segs);
      if (ok && ncases) {
        int64_t shape = ncases;
        const Type *vt = type_vector(ctx, 1, &shape, (const bool[]){false}, i32);
        const Attr *cv = attr_dense_elements_get(ctx, vt, ncases, case_vals);
        ok = cv && opstate_add_attr(&st, ident_cstr(ctx, "case_values"), cv);
      }
      const Attr *osegs = i32_array(ctx, 3, seg);
      ok = ok && osegs && opstate_add_attr(&st, ident_cstr(ctx, "operandSegmentSizes"), osegs);
      if (ok) ok = rw_create(rw, &st) != NULL;
      else opstate_free(&st);
    }
  }
  ctx_free(ctx, succ);
  ctx_free(ctx, case_vals);
  ctx_free(ctx, segs);
  if (ok) rw_replace_op(rw, op, cont->args + first_result);
  return ok;
}

/* ForOp::build: an scf.for over [lb, ub) by step with `inits`, its body
 * holding the induction variable and iteration arguments (and a yield
 * when there are none), at the insertion point. */
static Operation *create_for(Rewriter *rw, const Loc *loc, Value *lb, Value *ub, Value *step, unsigned ninit,
                             Value *const *inits) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "scf.for", 7), loc);
  Value *bounds[3] = {lb, ub, step};
  bool ok = true;
  for (unsigned i = 0; ok && i < 3; i++) ok = opstate_add_operand(&st, bounds[i]);
  for (unsigned i = 0; ok && i < ninit; i++) ok = opstate_add_operand(&st, inits[i]) && opstate_add_type(&st, inits[i]->type);
  Region *r = ok ? opstate_add_region(&st) : NULL;
  Block *body = r ? block_create(&ctx->alloc) : NULL;
  ok = body != NULL;
  if (ok) {
    region_append_block(r, body);
    ok = block_add_arg(body, lb->type, loc) != NULL;
    /* An iteration argument is located at its initial value. */
    for (unsigned i = 0; ok && i < ninit; i++) {
      const Loc *at = inits[i]->kind == VALUE_RESULT ? ((Operation *)inits[i]->owner)->loc : inits[i]->loc;
      ok = block_add_arg(body, inits[i]->type, at) != NULL;
    }
  }
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  Operation *op = rw_create(rw, &st);
  if (op && ninit == 0) {
    Block *saved_block = rw->block;
    Operation *saved_before = rw->before;
    rw_set_block_end(rw, op->regions[0].first);
    if (!rw_build(rw, "scf.yield", loc, 0, NULL, 0, NULL, 0, NULL)) op = NULL;
    rw->block = saved_block;
    rw->before = saved_before;
  }
  return op;
}

/* ParallelLowering: a nest of scf.for ops carrying the reductions,
 * outermost first; the reduction bodies are inlined at the reduce, the
 * parallel body goes into the innermost loop. */
static bool lower_parallel(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  Context *ctx = rw->ctx;
  const Loc *loc = op->loc;
  Block *pbody = op->regions[0].first;
  Operation *reduce = block_terminator(pbody);
  const int32_t *sz = scf_loop_segments(op);
  if (!op_is(reduce, "scf.reduce") || !sz) return false;
  unsigned nloops = (unsigned)sz[0], ninit = (unsigned)sz[3];
  Value **iter = ctx_alloc(ctx, (ninit + 1) * sizeof *iter);
  Value **ivs = ctx_alloc(ctx, (nloops + 1) * sizeof *ivs);
  Value **results = ctx_alloc(ctx, (ninit + 1) * sizeof *results);
  Value **yields = ctx_alloc(ctx, (ninit + 1) * sizeof *yields);
  bool ok = iter && ivs && results && yields;
  for (unsigned i = 0; ok && i < ninit; i++) iter[i] = results[i] = op->operands[3 * nloops + i].value;
  for (unsigned l = 0; ok && l < nloops; l++) {
    Operation *f = create_for(rw, loc, op->operands[l].value, op->operands[nloops + l].value,
                              op->operands[2 * nloops + l].value, ninit, iter);
    if (!(ok = f != NULL)) break;
    Block *fb = f->regions[0].first;
    ivs[l] = fb->args[0];
    for (unsigned i = 0; i < ninit; i++) iter[i] = fb->args[1 + i];
    if (l == 0) {
      for (unsigned i = 0; i < ninit; i++) results[i] = &f->results[i];
    } else if (ninit) {
      /* The outer loop yields the inner loop's results. */
      rw_set_block_end(rw, rw->block);
      Value **fr = ctx_alloc(ctx, ninit * sizeof *fr);
      ok = fr != NULL;
      for (unsigned i = 0; ok && i < ninit; i++) fr[i] = &f->results[i];
      ok = ok && rw_build(rw, "scf.yield", loc, ninit, fr, 0, NULL, 0, NULL) != NULL;
      ctx_free(ctx, fr);
    }
    rw_set_block_start(rw, fb);
  }
  for (unsigned i = 0; ok && i < ninit; i++) {
    Block *rb = reduce->regions[i].first;
    Operation *ret = block_terminator(rb);
    if (!ret || ret->num_operands != 1) {
      ok = false;
      break;
    }
    yields[i] = ret->operands[0].value;
    rw_erase_op(rw, ret);
    Value *args[2] = {iter[i], reduce->operands[i].value};
    rw_inline_block_before(rw, rb, reduce->block, reduce, args);
  }
  if (ok) {
    rw_erase_op(rw, reduce);
    Block *inner = rw->block;
    if (!inner->first) rw_merge_blocks(rw, pbody, inner, ivs);
    else rw_inline_block_before(rw, pbody, inner, block_terminator(inner), ivs);
    if (ninit) {
      rw_set_block_end(rw, rw->block);
      ok = rw_build(rw, "scf.yield", loc, ninit, yields, 0, NULL, 0, NULL) != NULL;
    }
  }
  if (ok) rw_replace_op(rw, op, results);
  ctx_free(ctx, iter);
  ctx_free(ctx, ivs);
  ctx_free(ctx, results);
  ctx_free(ctx, yields);
  return ok;
}

/* ForallLowering: forallToParallelLoop (scf_loops.h). */
static bool lower_forall(Rewriter *rw, Operation *op, const ConvOperands *operands) {
  (void)operands;
  return scf_forall_to_parallel(rw, op);
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define LOWERING(NAME, FN, BENEFIT)                                                                         \
  { .root = NAME, .benefit = BENEFIT, .debug_name = #FN, .rewrite = FN }

static const ConvPattern PATTERNS[] = {
    LOWERING("scf.forall", lower_forall, 1),
    LOWERING("scf.for", lower_for, 1),
    LOWERING("scf.if", lower_if, 1),
    LOWERING("scf.parallel", lower_parallel, 1),
    LOWERING("scf.while", lower_while, 1),
    LOWERING("scf.execute_region", lower_execute_region, 1),
    LOWERING("scf.index_switch", lower_index_switch, 1),
    LOWERING("scf.while", lower_do_while, 2),
};
enum { NUM_PATTERNS = sizeof PATTERNS / sizeof *PATTERNS };

static const char *const ILLEGAL[] = {"scf.forall",   "scf.for",   "scf.if",
                                      "scf.index_switch", "scf.parallel", "scf.while",
                                      "scf.execute_region"};

static int always_legal(void *user, Operation *op) {
  (void)user;
  (void)op;
  return 1;
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof ILLEGAL / sizeof *ILLEGAL; i++)
    ok = ct_set_op_action(target, ILLEGAL[i], LEGAL_ILLEGAL);
  ok = ok && ct_mark_unknown_dynamic(target, always_legal, NULL, NULL);
  const ConvPattern *list[NUM_PATTERNS];
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[i] = &PATTERNS[i];
  ConvPatternSet set = {list, NUM_PATTERNS};
  ConversionConfig config;
  conversion_config_default(&config);
  config.allow_pattern_rollback = pass_opt_int(p, 0) != 0;
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok;
}

static const PassOptionDef OPTIONS[] = {
    {"allow-pattern-rollback", "Experimental performance flag to disallow pattern rollback", OPT_BOOL, "true", NULL},
};

const PassInfo SCF_TO_CF_PASS = {
    .argument = "convert-scf-to-cf",
    .display = "SCFToControlFlowPass",
    .description = "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
