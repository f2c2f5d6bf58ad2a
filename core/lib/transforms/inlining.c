/* inlining.c: see inlining.h. The dialects' inliner interfaces are tables
 * here: the dialects whose ops may be inlined, and those whose region ops
 * may receive inlined code (DialectInlinerInterface's two isLegalToInline;
 * an op of a dialect without the interface, unregistered ones included,
 * blocks inlining as upstream). */
#include "inlining.h"

#include <string.h>

static bool dialect_in(const Operation *op, const char *const *list) {
  const Ident *n = op->name->name;
  const char *dot = memchr(n->str, '.', n->len);
  if (!dot || !op->name->def) return false; /* unregistered */
  size_t dn = (size_t)(dot - n->str);
  for (const char *const *d = list; *d; d++)
    if (strlen(*d) == dn && memcmp(*d, n->str, dn) == 0) return true;
  return false;
}

/* Dialects whose ops are legal to inline anywhere. */
static const char *const OPS_INLINABLE[] = {"func", "arith", "cf", "scf", "math", "memref", "tensor",
                                            "index", "ub", "complex", "vector", "bufferization",
                                            NULL};
/* Dialects whose region ops accept inlined code. */
static const char *const REGIONS_ACCEPT[] = {"func", "scf", "memref", "tensor", NULL};

static int check_op_legal(Operation *op, void *user) {
  bool *ok = user;
  if (dialect_in(op, OPS_INLINABLE)) return WALK_ADVANCE;
  *ok = false;
  return WALK_INTERRUPT;
}

/* stackCallSiteLocs: the innermost caller of a call-site chain gets the
 * new caller as its own caller. */
static const Loc *stack_callsite(Context *ctx, const Loc *callee, const Loc *caller) {
  const Loc *chain[64];
  unsigned n = 0;
  while (callee->kind == LK_CALLSITE && n < 64) {
    chain[n++] = callee;
    callee = WORD_PTR(const Loc, callee->p[1]);
  }
  const Loc *r = loc_callsite(ctx, callee, caller);
  while (r && n) r = loc_callsite(ctx, WORD_PTR(const Loc, chain[--n]->p[0]), r);
  return r ? r : callee;
}

typedef struct LocRemap {
  Context *ctx;
  const Loc *caller;
  PtrMap cache; /* Loc* -> Loc* */
} LocRemap;

static const Loc *remap_loc(LocRemap *m, const Loc *l) {
  uintptr_t v;
  if (pm_get(&m->cache, l, &v)) return (const Loc *)v;
  const Loc *r = stack_callsite(m->ctx, l, m->caller);
  pm_put(&m->ctx->alloc, &m->cache, l, (uintptr_t)r);
  return r;
}

static int remap_op_locs(Operation *op, void *user) {
  LocRemap *m = user;
  op->loc = remap_loc(m, op->loc);
  for (uint32_t i = 0; i < op->num_regions; i++)
    for (Block *b = op->regions[i].first; b; b = b->next)
      for (uint32_t a = 0; a < b->nargs; a++) b->args[a]->loc = remap_loc(m, b->args[a]->loc);
  return WALK_ADVANCE;
}

static bool is_func_return(const Operation *op) {
  return op && op->name->name->len == 11 && memcmp(op->name->name->str, "func.return", 11) == 0;
}

/* The func dialect's handleTerminator for several inlined blocks: a return
 * becomes a branch to the block after the call. */
static bool return_to_branch(Context *ctx, Operation *ret, Block *dest) {
  Rewriter rw = {.ctx = ctx};
  rw_set_before(&rw, ret);
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "cf.br", 5), ret->loc);
  bool ok = opstate_add_successor(&st, dest);
  for (uint32_t i = 0; ok && i < ret->num_operands; i++) ok = opstate_add_operand(&st, ret->operands[i].value);
  if (!ok) {
    opstate_free(&st);
    return false;
  }
  if (!rw_create(&rw, &st)) return false;
  op_erase(ret);
  return true;
}

bool inline_call(Operation *call, Operation *callable, Region *src, bool clone, InlinedBlockFn on_block,
                 void *user) {
  Context *ctx = op_context(call);
  Block *entry = src->first;
  (void)callable;
  if (!entry || entry->nargs != call->num_operands) return false;
  for (uint32_t i = 0; i < entry->nargs; i++)
    if (entry->args[i]->type != call->operands[i].value->type) return false;
  Block *block = call->block;
  Region *dest = block->parent;
  if (!dest->parent || !dialect_in(dest->parent, REGIONS_ACCEPT)) return false;
  bool legal = true;
  for (Block *b = src->first; legal && b; b = b->next)
    for (Operation *o = b->first; legal && o; o = o->next) op_walk(o, check_op_legal, NULL, &legal);
  if (!legal) return false;
  /* The callee's results must match the call's. */
  Operation *term = block_terminator(entry);
  if (src->first == src->last && (!term || term->num_operands != call->num_results)) return false;

  PtrMap map = {0};
  bool ok = true;
  for (uint32_t i = 0; ok && i < entry->nargs; i++)
    ok = pm_put(&ctx->alloc, &map, entry->args[i], (uintptr_t)call->operands[i].value);
  Block *post = ok ? block_split(block, call->next) : NULL;
  if (!post) {
    pm_free(&ctx->alloc, &map);
    return false;
  }
  if (clone) {
    ok = region_clone_into(src, dest, post, &map);
  } else {
    /* Move the blocks, then point uses of the entry arguments at the call's
     * arguments. */
    for (uint32_t i = 0; i < entry->nargs; i++)
      value_replace_all_uses(entry->args[i], call->operands[i].value);
    while (src->first) {
      Block *b = src->first;
      block_remove_from_region(b);
      region_insert_block_before(dest, post, b);
    }
    while (entry->nargs) block_erase_arg(entry, entry->nargs - 1);
  }
  pm_free(&ctx->alloc, &map);
  if (!ok) return false;
  Block *first_new = block->next;

  if (!(call->loc->kind == LK_UNKNOWN)) {
    LocRemap m = {ctx, call->loc, {0}};
    for (Block *b = first_new; b != post; b = b->next) {
      for (uint32_t a = 0; a < b->nargs; a++) b->args[a]->loc = remap_loc(&m, b->args[a]->loc);
      for (Operation *o = b->first; o; o = o->next) op_walk(o, remap_op_locs, NULL, &m);
    }
    pm_free(&ctx->alloc, &m.cache);
  }
  if (on_block)
    for (Block *b = first_new; b != post; b = b->next) on_block(user, b);

  if (first_new->next == post) {
    /* One block: its return's operands replace the call's results. */
    Operation *ret = block_terminator(first_new);
    for (uint32_t i = 0; i < call->num_results && ret && i < ret->num_operands; i++)
      value_replace_all_uses(&call->results[i], ret->operands[i].value);
    if (ret) op_erase(ret);
    while (post->first) {
      Operation *o = post->first;
      op_remove_from_block(o);
      block_append_op(first_new, o);
    }
    block_remove_from_region(post);
    block_destroy(post);
  } else {
    /* Several blocks: the results arrive as arguments of the block after
     * the call, reached by branches from the returns. */
    for (uint32_t i = 0; i < call->num_results; i++) {
      Value *arg = block_add_arg(post, call->results[i].type, call->loc);
      if (!arg) return false;
      value_replace_all_uses(&call->results[i], arg);
    }
    for (Block *b = first_new; b != post; b = b->next) {
      Operation *t = block_terminator(b);
      if (is_func_return(t) && !return_to_branch(ctx, t, post)) return false;
    }
  }
  /* The inlined entry block's ops follow the call in its block. */
  while (first_new->first) {
    Operation *o = first_new->first;
    op_remove_from_block(o);
    block_append_op(block, o);
  }
  block_remove_from_region(first_new);
  block_destroy(first_new);
  return true;
}
