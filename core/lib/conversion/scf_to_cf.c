/* scf_to_cf.c: the convert-scf-to-cf pass (upstream's SCFToControlFlow
 * patterns under a partial conversion). The structured ops are lowered in
 * the order the conversion driver visits them (a pre-order walk of the
 * input), an op created by a lowering (scf.forall -> scf.parallel ->
 * scf.for) right after its creator, and each lowering builds blocks in the
 * order upstream's pattern does, so that block numbers match. */
#include "../transforms/transforms.h"

#include <string.h>

typedef struct Lowering {
  Context *ctx;
  Rewriter rw;
  bool failed;
} Lowering;

static bool lower(Lowering *lw, Operation *op);

static bool op_named(const Operation *op, const char *name) {
  return op && strlen(name) == op->name->name->len && memcmp(op->name->name->str, name, op->name->name->len) == 0;
}

static bool is_structured(const Operation *op) {
  static const char *const NAMES[] = {"scf.for", "scf.if", "scf.while", "scf.execute_region",
                                      "scf.index_switch", "scf.parallel", "scf.forall", NULL};
  for (const char *const *n = NAMES; *n; n++)
    if (op_named(op, *n)) return true;
  return false;
}

/* ---- building ops ------------------------------------------------------------------ */

typedef struct Build {
  OperationState st;
  bool ok;
} Build;

static void b_init(Lowering *lw, Build *b, const char *name, const Loc *loc) {
  opstate_init(&b->st, lw->ctx, opname_get(lw->ctx, name, strlen(name)), loc);
  b->ok = true;
}
static void b_operands(Build *b, unsigned n, Value *const *v) {
  for (unsigned i = 0; b->ok && i < n; i++) b->ok = opstate_add_operand(&b->st, v[i]);
}
static void b_type(Build *b, const Type *t) {
  if (b->ok) b->ok = opstate_add_type(&b->st, t);
}
static void b_attr(Lowering *lw, Build *b, const char *name, const Attr *v) {
  if (b->ok) b->ok = v && opstate_add_attr(&b->st, ident_cstr(lw->ctx, name), v);
}
static void b_successor(Build *b, Block *s) {
  if (b->ok) b->ok = opstate_add_successor(&b->st, s);
}
static Operation *b_create(Lowering *lw, Build *b) {
  Operation *op = b->ok ? rw_create(&lw->rw, &b->st) : NULL;
  if (!b->ok) opstate_free(&b->st);
  if (!op) lw->failed = true;
  return op;
}

static const Attr *i32_array(Lowering *lw, unsigned n, const int32_t *v) {
  return attr_dense_array(lw->ctx, type_integer(lw->ctx, 32, SIGNLESS), n, v, n * sizeof *v);
}

static Operation *create_br(Lowering *lw, const Loc *loc, Block *dest, unsigned n, Value *const *args) {
  Build b;
  b_init(lw, &b, "cf.br", loc);
  b_operands(&b, n, args);
  b_successor(&b, dest);
  return b_create(lw, &b);
}

static Operation *create_cond_br(Lowering *lw, const Loc *loc, Value *cond, Block *t, unsigned nt,
                                 Value *const *targs, Block *f, unsigned nf, Value *const *fargs) {
  Build b;
  b_init(lw, &b, "cf.cond_br", loc);
  b_operands(&b, 1, &cond);
  b_operands(&b, nt, targs);
  b_operands(&b, nf, fargs);
  b_successor(&b, t);
  b_successor(&b, f);
  int32_t seg[3] = {1, (int32_t)nt, (int32_t)nf};
  b_attr(lw, &b, "operandSegmentSizes", i32_array(lw, 3, seg));
  return b_create(lw, &b);
}

static Value *create_binary(Lowering *lw, const char *name, const Loc *loc, Value *l, Value *r) {
  Build b;
  Value *ops[2] = {l, r};
  b_init(lw, &b, name, loc);
  b_operands(&b, 2, ops);
  b_type(&b, l->type);
  Operation *op = b_create(lw, &b);
  return op ? &op->results[0] : NULL;
}

static Value *create_cmpi(Lowering *lw, const Loc *loc, int64_t pred, Value *l, Value *r) {
  Build b;
  Value *ops[2] = {l, r};
  b_init(lw, &b, "arith.cmpi", loc);
  b_operands(&b, 2, ops);
  b_type(&b, lw->ctx->t_i1);
  b_attr(lw, &b, "predicate", attr_integer(lw->ctx, lw->ctx->t_i64, pred));
  Operation *op = b_create(lw, &b);
  return op ? &op->results[0] : NULL;
}

static Value *create_index_constant(Lowering *lw, const Loc *loc, int64_t v) {
  Build b;
  b_init(lw, &b, "arith.constant", loc);
  b_type(&b, lw->ctx->t_index);
  b_attr(lw, &b, "value", attr_integer(lw->ctx, lw->ctx->t_index, v));
  Operation *op = b_create(lw, &b);
  return op ? &op->results[0] : NULL;
}

/* ---- moving IR ----------------------------------------------------------------------- */

/* Moves the blocks of `r` before `before` in before's region. */
static void inline_region_before(Region *r, Block *before) {
  while (r->first) {
    Block *b = r->first;
    block_remove_from_region(b);
    region_insert_block_before(before->parent, before, b);
  }
}

/* Replaces `op`'s results with `values` and erases it. */
static void replace_op(Operation *op, Value *const *values) {
  for (uint32_t i = 0; i < op->num_results; i++) value_replace_all_uses(&op->results[i], values[i]);
  op_erase(op);
}

static Block *split_at(Lowering *lw, Operation *op) {
  Block *b = block_split(op->block, op);
  if (!b) lw->failed = true;
  return b;
}

static Value **block_args(Block *b, unsigned from) { return b->args + from; }

/* ---- the lowerings ---------------------------------------------------------------------- */

/* ForLowering: the body's entry block becomes the condition block. */
static bool lower_for(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *init = op->block;
  Block *end = split_at(lw, op);
  if (!end) return false;
  Region *body = &op->regions[0];
  Block *cond = body->first;
  Block *first_body = block_split(cond, cond->first);
  if (!first_body) return false;
  Block *last_body = body->last;
  inline_region_before(body, end);
  Value *iv = cond->args[0];
  Operation *term = block_terminator(last_body);
  rw_set_block_end(&lw->rw, last_body);
  Value *step = op->operands[2].value;
  Value *stepped = create_binary(lw, "arith.addi", loc, iv, step);
  if (!stepped) return false;
  unsigned n = 1 + (term ? term->num_operands : 0);
  Value **carried = ctx_alloc(lw->ctx, n * sizeof *carried);
  if (!carried) return false;
  carried[0] = stepped;
  for (unsigned i = 1; i < n; i++) carried[i] = term->operands[i - 1].value;
  bool ok = create_br(lw, loc, cond, n, carried) != NULL;
  ctx_free(lw->ctx, carried);
  if (!ok) return false;
  if (term) op_erase(term);
  rw_set_block_end(&lw->rw, init);
  unsigned ninit = op->num_operands - 3;
  Value **dest = ctx_alloc(lw->ctx, (1 + ninit) * sizeof *dest);
  if (!dest) return false;
  dest[0] = op->operands[0].value;
  for (unsigned i = 0; i < ninit; i++) dest[1 + i] = op->operands[3 + i].value;
  ok = create_br(lw, loc, cond, 1 + ninit, dest) != NULL;
  ctx_free(lw->ctx, dest);
  if (!ok) return false;
  rw_set_block_end(&lw->rw, cond);
  bool is_unsigned = op_get_attr(op, "unsignedCmp", 11) != NULL;
  Value *cmp = create_cmpi(lw, loc, is_unsigned ? 6 /* ult */ : 2 /* slt */, iv, op->operands[1].value);
  if (!cmp || !create_cond_br(lw, loc, cmp, first_body, 0, NULL, end, 0, NULL)) return false;
  replace_op(op, block_args(cond, 1));
  return true;
}

/* Builds `cf.br dest(yield operands)` at the end of `last` (before its
 * yield) and erases the yield. */
static bool replace_yield(Lowering *lw, Block *last, Block *dest, const Loc *loc) {
  Operation *y = block_terminator(last);
  unsigned n = y ? y->num_operands : 0;
  Value *small[8], **vals = n <= 8 ? small : ctx_alloc(lw->ctx, n * sizeof *vals);
  if (!vals) return false;
  for (unsigned i = 0; i < n; i++) vals[i] = y->operands[i].value;
  rw_set_block_end(&lw->rw, last);
  bool ok = create_br(lw, loc, dest, n, vals) != NULL;
  if (vals != small) ctx_free(lw->ctx, vals);
  if (ok && y) op_erase(y);
  return ok;
}

/* IfLowering: then and else blocks between the condition and a block that
 * receives the results and branches on to the rest. */
static bool lower_if(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *cond_block = op->block;
  Block *remaining = split_at(lw, op);
  if (!remaining) return false;
  Block *cont = remaining;
  if (op->num_results) {
    cont = block_create(&lw->ctx->alloc);
    if (!cont) return false;
    region_insert_block_before(remaining->parent, remaining, cont);
    for (uint32_t i = 0; i < op->num_results; i++)
      if (!block_add_arg(cont, op->results[i].type, loc)) return false;
    rw_set_block_end(&lw->rw, cont);
    if (!create_br(lw, loc, remaining, 0, NULL)) return false;
  }
  Region *then_r = &op->regions[0], *else_r = &op->regions[1];
  Block *then_block = then_r->first;
  if (!replace_yield(lw, then_r->last, cont, loc)) return false;
  inline_region_before(then_r, cont);
  Block *else_block = cont;
  if (else_r->first) {
    else_block = else_r->first;
    if (!replace_yield(lw, else_r->last, cont, loc)) return false;
    inline_region_before(else_r, cont);
  }
  rw_set_block_end(&lw->rw, cond_block);
  if (!create_cond_br(lw, loc, op->operands[0].value, then_block, 0, NULL, else_block, 0, NULL))
    return false;
  replace_op(op, cont->args);
  return true;
}

/* The do-while form: an `after` region that only forwards its arguments. */
static bool is_do_while(Operation *op) {
  Block *after = op->regions[1].first;
  Operation *y = after ? after->first : NULL;
  if (!after || after != op->regions[1].last || !y || y->next || !op_named(y, "scf.yield")) return false;
  if (y->num_operands != after->nargs) return false;
  for (uint32_t i = 0; i < after->nargs; i++)
    if (y->operands[i].value != after->args[i]) return false;
  return true;
}

/* WhileLowering and DoWhileLowering. */
static bool lower_while(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *current = op->block;
  Block *cont = split_at(lw, op);
  if (!cont) return false;
  bool do_while = is_do_while(op);
  Block *before = op->regions[0].first;
  Block *after = op->regions[1].first;
  if (do_while) {
    inline_region_before(&op->regions[0], cont);
  } else {
    inline_region_before(&op->regions[1], cont);
    inline_region_before(&op->regions[0], after);
  }
  unsigned ninit = op->num_operands;
  Value **inits = ctx_alloc(lw->ctx, (ninit + 1) * sizeof *inits);
  if (!inits) return false;
  for (unsigned i = 0; i < ninit; i++) inits[i] = op->operands[i].value;
  rw_set_block_end(&lw->rw, current);
  bool ok = create_br(lw, loc, before, ninit, inits) != NULL;
  ctx_free(lw->ctx, inits);
  if (!ok) return false;
  Operation *cond = block_terminator(before);
  if (!cond || cond->num_operands < 1) return false;
  unsigned nargs = cond->num_operands - 1;
  Value **args = ctx_alloc(lw->ctx, (nargs + 1) * sizeof *args);
  if (!args) return false;
  for (unsigned i = 0; i < nargs; i++) args[i] = cond->operands[1 + i].value;
  rw_set_before(&lw->rw, cond);
  ok = create_cond_br(lw, cond->loc, cond->operands[0].value, do_while ? before : after, nargs, args, cont,
                      0, NULL) != NULL;
  if (ok) op_erase(cond);
  if (ok && !do_while) {
    Operation *y = block_terminator(after);
    if (!y) ok = false;
    else {
      unsigned ny = y->num_operands;
      Value **yv = ctx_alloc(lw->ctx, (ny + 1) * sizeof *yv);
      ok = yv != NULL;
      for (unsigned i = 0; ok && i < ny; i++) yv[i] = y->operands[i].value;
      rw_set_before(&lw->rw, y);
      ok = ok && create_br(lw, y->loc, before, ny, yv) != NULL;
      ctx_free(lw->ctx, yv);
      if (ok) op_erase(y);
    }
  }
  if (ok) replace_op(op, args);
  ctx_free(lw->ctx, args);
  return ok;
}

/* ExecuteRegionLowering: branch into the region; its yields branch to the
 * rest of the block, which receives the results. */
static bool lower_execute_region(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *cond = op->block;
  Block *remaining = split_at(lw, op);
  if (!remaining) return false;
  Region *r = &op->regions[0];
  rw_set_block_end(&lw->rw, cond);
  if (!create_br(lw, loc, r->first, 0, NULL)) return false;
  for (Block *b = r->first; b; b = b->next)
    if (op_named(block_terminator(b), "scf.yield") && !replace_yield(lw, b, remaining, loc)) return false;
  inline_region_before(r, remaining);
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!block_add_arg(remaining, op->results[i].type, loc)) return false;
  replace_op(op, remaining->args);
  return true;
}

/* IndexSwitchLowering: a cf.switch on the index cast to i32. */
static bool lower_index_switch(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *cond = op->block;
  Block *cont = split_at(lw, op);
  if (!cont) return false;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (!block_add_arg(cont, op->results[i].type, loc)) return false;
  const Attr *cases = op_get_attr(op, "cases", 5);
  unsigned ncases = op->num_regions - 1;
  if (!cases || cases->kind != AK_DENSE_ARRAY || cases->aux != ncases) return false;
  const int64_t *vals = (const int64_t *)WORD_PTR(const Ident, cases->p[1])->str;
  Block **succ = ctx_alloc(lw->ctx, (ncases + 1) * sizeof *succ);
  int32_t *case_vals = ctx_alloc(lw->ctx, (ncases + 1) * sizeof *case_vals);
  int32_t *segs = ctx_alloc(lw->ctx, (ncases + 1) * sizeof *segs);
  bool ok = succ && case_vals && segs;
  /* Regions: the default first, then the cases in order. */
  for (unsigned i = 0; ok && i <= ncases; i++) {
    Region *r = &op->regions[i == ncases ? 0 : i + 1];
    Block *b = r->first;
    Operation *y = block_terminator(b);
    if (!y) {
      ok = false;
      break;
    }
    unsigned n = y->num_operands;
    Value **yv = ctx_alloc(lw->ctx, (n + 1) * sizeof *yv);
    ok = yv != NULL;
    for (unsigned k = 0; ok && k < n; k++) yv[k] = y->operands[k].value;
    rw_set_before(&lw->rw, y);
    ok = ok && create_br(lw, y->loc, cont, n, yv) != NULL;
    ctx_free(lw->ctx, yv);
    if (!ok) break;
    op_erase(y);
    inline_region_before(r, cont);
    succ[i] = b;
    if (i < ncases) {
      case_vals[i] = (int32_t)vals[i];
      segs[i] = 0;
    }
  }
  if (ok) {
    rw_set_block_end(&lw->rw, cond);
    Build b;
    b_init(lw, &b, "arith.index_cast", loc);
    b_operands(&b, 1, &op->operands[0].value);
    const Type *i32 = type_integer(lw->ctx, 32, SIGNLESS);
    b_type(&b, i32);
    Operation *cast = b_create(lw, &b);
    ok = cast != NULL;
    if (ok) {
      int64_t shape = ncases;
      const Type *vt = type_vector(lw->ctx, 1, &shape, (const bool[]){false}, i32);
      b_init(lw, &b, "cf.switch", loc);
      b_operands(&b, 1, (Value *const[]){&cast->results[0]});
      b_successor(&b, succ[ncases]);
      for (unsigned i = 0; i < ncases; i++) b_successor(&b, succ[i]);
      int32_t seg[3] = {1, 0, 0};
      b_attr(lw, &b, "case_operand_segments", i32_array(lw, ncases, segs));
      if (ncases)
        b_attr(lw, &b, "case_values", attr_dense_elements_get(lw->ctx, vt, ncases, case_vals));
      b_attr(lw, &b, "operandSegmentSizes", i32_array(lw, 3, seg));
      ok = b_create(lw, &b) != NULL;
    }
  }
  ctx_free(lw->ctx, succ);
  ctx_free(lw->ctx, case_vals);
  ctx_free(lw->ctx, segs);
  if (ok) replace_op(op, cont->args);
  return ok;
}

/* An scf.for over [lb, ub) by step with `inits`, its body block holding
 * the induction variable and iteration arguments (and a yield when there
 * are no iteration arguments), before the rewriter's insertion point. */
static Operation *create_for(Lowering *lw, const Loc *loc, Value *lb, Value *ub, Value *step,
                             unsigned ninit, Value *const *inits) {
  Build b;
  b_init(lw, &b, "scf.for", loc);
  Value *bounds[3] = {lb, ub, step};
  b_operands(&b, 3, bounds);
  b_operands(&b, ninit, inits);
  for (unsigned i = 0; i < ninit; i++) b_type(&b, inits[i]->type);
  Region *r = b.ok ? opstate_add_region(&b.st) : NULL;
  Block *body = r ? block_create(&lw->ctx->alloc) : NULL;
  if (!body) b.ok = false;
  else {
    region_append_block(r, body);
    b.ok = block_add_arg(body, lb->type, loc) != NULL;
    /* An iteration argument is located at its initial value. */
    for (unsigned i = 0; b.ok && i < ninit; i++) {
      const Loc *at = inits[i]->kind == VALUE_RESULT ? ((Operation *)inits[i]->owner)->loc : inits[i]->loc;
      b.ok = block_add_arg(body, inits[i]->type, at) != NULL;
    }
  }
  Operation *op = b_create(lw, &b);
  if (op && ninit == 0) {
    Rewriter saved = lw->rw;
    rw_set_block_end(&lw->rw, op->regions[0].first);
    Build y;
    b_init(lw, &y, "scf.yield", loc);
    if (!b_create(lw, &y)) op = NULL;
    lw->rw = saved;
  }
  return op;
}

/* ParallelLowering: a nest of scf.for ops carrying the reductions; each
 * new loop is lowered right away, outermost first. */
static bool lower_parallel(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  Block *pbody = op->regions[0].first;
  Operation *reduce = block_terminator(pbody);
  if (!op_named(reduce, "scf.reduce")) return false;
  const Attr *seg = op_get_attr(op, "operandSegmentSizes", 19);
  if (!seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 4) return false;
  const int32_t *sz = (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
  unsigned nloops = (unsigned)sz[0], ninit = (unsigned)sz[3];
  Value **iter = ctx_alloc(lw->ctx, (ninit + 1) * sizeof *iter);
  Value **ivs = ctx_alloc(lw->ctx, (nloops + 1) * sizeof *ivs);
  Value **results = ctx_alloc(lw->ctx, (ninit + 1) * sizeof *results);
  Operation **fors = ctx_alloc(lw->ctx, (nloops + 1) * sizeof *fors);
  bool ok = iter && ivs && results && fors;
  for (unsigned i = 0; ok && i < ninit; i++) iter[i] = results[i] = op->operands[3 * nloops + i].value;
  rw_set_before(&lw->rw, op);
  for (unsigned l = 0; ok && l < nloops; l++) {
    Operation *f = create_for(lw, loc, op->operands[l].value, op->operands[nloops + l].value,
                              op->operands[2 * nloops + l].value, ninit, iter);
    if (!(ok = f != NULL)) break;
    fors[l] = f;
    Block *fb = f->regions[0].first;
    ivs[l] = fb->args[0];
    for (unsigned i = 0; i < ninit; i++) iter[i] = fb->args[1 + i];
    if (l == 0) {
      for (unsigned i = 0; i < ninit; i++) results[i] = &f->results[i];
    } else if (ninit) {
      /* The outer loop yields the inner loop's results. */
      Rewriter saved = lw->rw;
      rw_set_block_end(&lw->rw, f->block);
      Build y;
      b_init(lw, &y, "scf.yield", loc);
      Value **fr = ctx_alloc(lw->ctx, ninit * sizeof *fr);
      ok = fr != NULL;
      for (unsigned i = 0; ok && i < ninit; i++) fr[i] = &f->results[i];
      if (ok) b_operands(&y, ninit, fr);
      ok = ok && b_create(lw, &y) != NULL;
      ctx_free(lw->ctx, fr);
      lw->rw = saved;
    }
    rw_set_block_start(&lw->rw, fb);
  }
  /* Each reduction's body is inlined at the reduce, its result yielded. */
  Value **yields = ctx_alloc(lw->ctx, (ninit + 1) * sizeof *yields);
  ok = ok && yields;
  for (unsigned i = 0; ok && i < ninit; i++) {
    Block *rb = reduce->regions[i].first;
    Operation *ret = block_terminator(rb);
    if (!ret || ret->num_operands != 1) {
      ok = false;
      break;
    }
    yields[i] = ret->operands[0].value;
    op_erase(ret);
    Value *args[2] = {iter[i], reduce->operands[i].value};
    for (uint32_t a = 0; a < rb->nargs && a < 2; a++) value_replace_all_uses(rb->args[a], args[a]);
    while (rb->first) {
      Operation *o = rb->first;
      op_remove_from_block(o);
      block_insert_op_before(reduce->block, reduce, o);
    }
  }
  if (ok) {
    op_erase(reduce);
    /* The parallel body (without its terminator) goes into the innermost
     * loop: before its yield, or as its contents. */
    Block *inner = lw->rw.block;
    Operation *before = inner->first ? block_terminator(inner) : NULL;
    for (uint32_t a = 0; a < pbody->nargs; a++) value_replace_all_uses(pbody->args[a], ivs[a]);
    while (pbody->first) {
      Operation *o = pbody->first;
      op_remove_from_block(o);
      block_insert_op_before(inner, before, o);
    }
    if (ninit) {
      rw_set_block_end(&lw->rw, inner);
      Build y;
      b_init(lw, &y, "scf.yield", loc);
      b_operands(&y, ninit, yields);
      ok = b_create(lw, &y) != NULL;
    }
  }
  if (ok) replace_op(op, results);
  for (unsigned l = 0; ok && l < nloops; l++) ok = lower(lw, fors[l]);
  ctx_free(lw->ctx, iter);
  ctx_free(lw->ctx, ivs);
  ctx_free(lw->ctx, results);
  ctx_free(lw->ctx, fors);
  ctx_free(lw->ctx, yields);
  return ok;
}

/* ForallLowering (forallToParallelLoop): constants for the static bounds
 * (lower bounds, then upper, then steps), an scf.parallel taking the body. */
static bool lower_forall(Lowering *lw, Operation *op) {
  const Loc *loc = op->loc;
  const Attr *seg = op_get_attr(op, "operandSegmentSizes", 19);
  if (!seg || seg->kind != AK_DENSE_ARRAY || seg->aux != 4) return false;
  const int32_t *sz = (const int32_t *)WORD_PTR(const Ident, seg->p[1])->str;
  if (sz[3] != 0) return false; /* only bufferized foralls lower */
  static const char *const STATIC[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  Block *body = op->regions[0].first;
  unsigned n = body->nargs;
  Value **bounds = ctx_alloc(lw->ctx, (3 * n + 1) * sizeof *bounds);
  if (!bounds) return false;
  rw_set_before(&lw->rw, op);
  unsigned dyn = 0;
  bool ok = true;
  for (unsigned k = 0; ok && k < 3; k++) {
    const Attr *st = op_get_attr(op, STATIC[k], strlen(STATIC[k]));
    if (!st || st->kind != AK_DENSE_ARRAY || st->aux != n) {
      ok = false;
      break;
    }
    const int64_t *v = (const int64_t *)WORD_PTR(const Ident, st->p[1])->str;
    for (unsigned i = 0; ok && i < n; i++) {
      if (v[i] == INT64_MIN) bounds[k * n + i] = op->operands[dyn++].value; /* dynamic */
      else ok = (bounds[k * n + i] = create_index_constant(lw, loc, v[i])) != NULL;
    }
  }
  Operation *par = NULL;
  if (ok) {
    Build b;
    b_init(lw, &b, "scf.parallel", loc);
    b_operands(&b, 3 * n, bounds);
    int32_t segs[4] = {(int32_t)n, (int32_t)n, (int32_t)n, 0};
    b_attr(lw, &b, "operandSegmentSizes", i32_array(lw, 4, segs));
    Region *r = b.ok ? opstate_add_region(&b.st) : NULL;
    if (!r) b.ok = false;
    par = b_create(lw, &b);
    ok = par != NULL;
  }
  ctx_free(lw->ctx, bounds);
  if (!ok) return false;
  /* The forall's body, its terminator replaced by an empty scf.reduce. */
  region_take_body(&par->regions[0], &op->regions[0]);
  Operation *term = block_terminator(par->regions[0].first);
  if (term) {
    rw_set_before(&lw->rw, term);
    Build r;
    b_init(lw, &r, "scf.reduce", term->loc);
    if (!b_create(lw, &r)) return false;
    op_erase(term);
  }
  op_erase(op);
  return lower(lw, par);
}

/* The conversion driver tries an illegal op's folder before its patterns;
 * after an in-place fold (scf.if over `xori %c, true` takes %c and swaps
 * its branches) it legalizes the op anew, folding again first. */
static void fold_in_place(Lowering *lw, Operation *op) {
  FoldResult *out = ctx_alloc(lw->ctx, (op->num_results + 1) * sizeof *out);
  unsigned n = 0;
  for (int tries = 0; out && tries < 16 && op_fold(op, out, &n) && n == 0; tries++) {
  }
  ctx_free(lw->ctx, out);
}

static bool lower(Lowering *lw, Operation *op) {
  fold_in_place(lw, op);
  if (op_named(op, "scf.for")) return lower_for(lw, op);
  if (op_named(op, "scf.if")) return lower_if(lw, op);
  if (op_named(op, "scf.while")) return lower_while(lw, op);
  if (op_named(op, "scf.execute_region")) return lower_execute_region(lw, op);
  if (op_named(op, "scf.index_switch")) return lower_index_switch(lw, op);
  if (op_named(op, "scf.parallel")) return lower_parallel(lw, op);
  if (op_named(op, "scf.forall")) return lower_forall(lw, op);
  return true;
}

static int collect(Operation *op, void *user) {
  if (is_structured(op) && !pv_push(NULL, user, op)) return WALK_INTERRUPT;
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *root) {
  (void)p;
  Lowering lw = {.ctx = op_context(root)};
  lw.rw.ctx = lw.ctx;
  PtrVec todo = {0};
  op_walk(root, collect, NULL, &todo);
  bool ok = true;
  for (size_t i = 0; ok && i < todo.len; i++) {
    Operation *op = todo.data[i];
    if (!lower(&lw, op)) {
      Diag *d = lw.failed ? NULL : diag_new(lw.ctx, DIAG_ERROR, op->loc);
      if (d) {
        diag_printf(d, "failed to legalize operation '%s' that was explicitly marked illegal",
                    op->name->name->str);
        diag_note_current_op(d, op);
        diag_emit(lw.ctx, d);
      }
      ok = false;
    }
  }
  pv_free(NULL, &todo);
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
