/* rewriter.c: the pattern rewriter: creating, replacing, erasing and
 * moving IR at an insertion point while notifying a listener (the greedy
 * driver's worklist), as upstream's RewriterBase. The order of the
 * notifications matches upstream's, since the driver's worklist order (and
 * so the output) follows them. */
#include "rewriter.h"

void rw_set_before(Rewriter *rw, Operation *op) {
  rw->block = op->block;
  rw->before = op;
}
void rw_set_after(Rewriter *rw, Operation *op) {
  rw->block = op->block;
  rw->before = op->next;
}
void rw_set_block_start(Rewriter *rw, Block *b) {
  rw->block = b;
  rw->before = b->first;
}
void rw_set_block_end(Rewriter *rw, Block *b) {
  rw->block = b;
  rw->before = NULL;
}

static void notify_inserted(Rewriter *rw, Operation *op) {
  if (rw->listener && rw->listener->inserted) rw->listener->inserted(rw->listener->user, op);
}

void rw_insert(Rewriter *rw, Operation *op) {
  block_insert_op_before(rw->block, rw->before, op);
  notify_inserted(rw, op);
}

Operation *rw_create(Rewriter *rw, OperationState *st) {
  Operation *op = op_create(st);
  if (op) rw_insert(rw, op);
  return op;
}

void rw_start_modification(Rewriter *rw, Operation *op) {
  if (rw->hooks && rw->hooks->start_modification) rw->hooks->start_modification(rw, op);
}

void rw_modified(Rewriter *rw, Operation *op) {
  if (rw->listener && rw->listener->modified) rw->listener->modified(rw->listener->user, op);
}

void rw_cancel_modification(Rewriter *rw, Operation *op) {
  if (rw->hooks && rw->hooks->cancel_modification) rw->hooks->cancel_modification(rw, op);
}

void rw_set_operand(Rewriter *rw, Operation *op, unsigned i, Value *v) {
  rw_start_modification(rw, op);
  operand_set(&op->operands[i], v);
  rw_modified(rw, op);
}

void rw_replace_all_uses(Rewriter *rw, Value *from, Value *to) {
  while (from->uses) {
    OpOperand *u = from->uses;
    Operation *user = u->owner;
    rw_start_modification(rw, user);
    operand_set(u, to);
    rw_modified(rw, user);
  }
}

void rw_move_op_before(Rewriter *rw, Operation *op, Block *block, Operation *before) {
  Block *prev_block = op->block;
  Operation *prev_before = op->next;
  op_remove_from_block(op);
  block_insert_op_before(block, before, op);
  if (rw->listener && rw->listener->moved) rw->listener->moved(rw->listener->user, op, prev_block, prev_before);
  else notify_inserted(rw, op);
}

/* ---- blocks ---------------------------------------------------------------------- */

static void notify_block(Rewriter *rw, Block *b, Region *prev_region, Block *prev_before) {
  if (rw->listener && rw->listener->block_inserted)
    rw->listener->block_inserted(rw->listener->user, b, prev_region, prev_before);
}

/* A new block in `region` before `before`, reported inserted; the
 * insertion point stays. */
static Block *new_block(Rewriter *rw, Region *region, Block *before, unsigned n, const Type *const *types,
                        const Loc *const *locs) {
  Block *b = block_create(&rw->ctx->alloc);
  if (!b) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!block_add_arg(b, types[i], locs ? locs[i] : rw->ctx->l_unknown)) {
      block_destroy(b);
      return NULL;
    }
  region_insert_block_before(region, before, b);
  notify_block(rw, b, NULL, NULL);
  return b;
}

Block *rw_create_block(Rewriter *rw, Region *region, Block *before, unsigned n, const Type *const *types,
                       const Loc *const *locs) {
  Block *b = new_block(rw, region, before, n, types, locs);
  if (b) rw_set_block_end(rw, b);
  return b;
}

void rw_move_block_before(Rewriter *rw, Block *b, Region *region, Block *before) {
  Region *prev_region = b->parent;
  Block *prev_before = b->next;
  block_remove_from_region(b);
  region_insert_block_before(region, before, b);
  notify_block(rw, b, prev_region, prev_before);
}

/* ---- erasing ------------------------------------------------------------------ */

static void notify_erased(Rewriter *rw, Operation *op) {
  if (rw->listener && rw->listener->erased) rw->listener->erased(rw->listener->user, op);
}

/* Blocks of a region reachable from `entry` in post order (successors
 * before predecessors), as llvm::post_order with an external visited set. */
static size_t postorder(Context *ctx, Block *entry, PtrMap *visited, PtrVec *out) {
  typedef struct {
    Block *b;
    unsigned next;
  } Frame;
  Frame *stack = NULL;
  size_t n = 0, cap = 0, start = out->len;
  if (!entry || pm_get(visited, entry, NULL)) return 0;
  pm_put(&ctx->alloc, visited, entry, 1);
  if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, 1, sizeof *stack)) return 0;
  stack[n++] = (Frame){entry, 0};
  while (n) {
    Frame *f = &stack[n - 1];
    Operation *t = f->b->last;
    unsigned ns = t ? t->num_successors : 0;
    if (f->next < ns) {
      Block *s = t->successors[f->next++].block;
      if (!s || pm_get(visited, s, NULL)) continue;
      pm_put(&ctx->alloc, visited, s, 1);
      if (!vec_grow(&ctx->alloc, (void **)&stack, &cap, n + 1, sizeof *stack)) break;
      stack[n++] = (Frame){s, 0};
      continue;
    }
    pv_push(&ctx->alloc, out, f->b);
    n--;
  }
  ctx_free(ctx, stack);
  return out->len - start;
}

void region_postorder(Context *ctx, Block *entry, PtrVec *out) {
  PtrMap visited = {0};
  postorder(ctx, entry, &visited, out);
  pm_free(&ctx->alloc, &visited);
}

static void drop_block_uses(Block *b) {
  for (uint32_t i = 0; i < b->nargs; i++)
    while (b->args[i]->uses) operand_set(b->args[i]->uses, NULL);
  while (b->uses) {
    BlockOperand *u = b->uses;
    op_set_successor(u->owner, (unsigned)(u - u->owner->successors), NULL);
  }
}

/* Upstream's eraseOp with a listener: nested ops first, regions in reverse,
 * blocks in post order, ops in reverse, each op notified while it still
 * has its operands. */
static void erase_tree(Rewriter *rw, Operation *op) {
  Context *ctx = rw->ctx ? rw->ctx : op_context(op);
  for (uint32_t r = op->num_regions; r-- > 0;) {
    Region *reg = &op->regions[r];
    while (reg->first) {
      PtrMap visited = {0};
      PtrVec order = {0};
      pm_put(&ctx->alloc, &visited, NULL, 1);
      postorder(ctx, reg->first, &visited, &order);
      if (!order.len) pv_push(&ctx->alloc, &order, reg->first); /* out of memory: still progress */
      for (size_t i = 0; i < order.len; i++) {
        Block *b = order.data[i];
        for (Operation *o = b->last; o;) {
          Operation *prev = o->prev;
          erase_tree(rw, o);
          o = prev;
        }
      }
      for (size_t i = 0; i < order.len; i++) {
        Block *b = order.data[i];
        drop_block_uses(b);
        block_destroy(b);
      }
      pm_free(&ctx->alloc, &visited);
      pv_free(&ctx->alloc, &order);
    }
  }
  notify_erased(rw, op);
  for (uint32_t i = 0; i < op->num_results; i++)
    while (op->results[i].uses) operand_set(op->results[i].uses, NULL);
  op_erase(op);
}

void rw_erase_op(Rewriter *rw, Operation *op) {
  if (rw->hooks && rw->hooks->erase_op) {
    rw->hooks->erase_op(rw, op);
    return;
  }
  if (!rw->listener) {
    op_erase(op);
    return;
  }
  erase_tree(rw, op);
}

void rw_replace_op(Rewriter *rw, Operation *op, Value *const *values) {
  if (rw->hooks && rw->hooks->replace_op) {
    rw->hooks->replace_op(rw, op, values);
    return;
  }
  if (rw->listener && rw->listener->replaced) rw->listener->replaced(rw->listener->user, op);
  for (uint32_t i = 0; i < op->num_results; i++) rw_replace_all_uses(rw, &op->results[i], values[i]);
  rw_erase_op(rw, op);
}

void rw_replace_op_with(Rewriter *rw, Operation *op, Operation *with) {
  Value *small[8] = {0}, **vals = op->num_results <= 8 ? small : ctx_alloc(rw->ctx, op->num_results * sizeof *vals);
  if (!vals) return;
  for (uint32_t i = 0; i < op->num_results; i++) vals[i] = &with->results[i];
  rw_replace_op(rw, op, vals);
  if (vals != small) ctx_free(rw->ctx, vals);
}

void rw_erase_block(Rewriter *rw, Block *b) {
  if (rw->hooks && rw->hooks->erase_block) {
    rw->hooks->erase_block(rw, b);
    return;
  }
  for (Operation *o = b->last; o;) {
    Operation *prev = o->prev;
    rw_erase_op(rw, o);
    o = prev;
  }
  block_destroy(b);
}

/* ---- moving blocks and their ops ------------------------------------------------- */

void rw_inline_block_before(Rewriter *rw, Block *src, Block *dst, Operation *before, Value *const *args) {
  if (rw->hooks && rw->hooks->inline_block_before) {
    rw->hooks->inline_block_before(rw, src, dst, before, args);
    return;
  }
  for (uint32_t i = 0; i < src->nargs; i++) rw_replace_all_uses(rw, src->args[i], args[i]);
  while (src->first) rw_move_op_before(rw, src->first, dst, before);
  rw_erase_block(rw, src);
}

void rw_merge_blocks(Rewriter *rw, Block *src, Block *dst, Value *const *args) {
  rw_inline_block_before(rw, src, dst, NULL, args);
}

void rw_inline_region_before(Rewriter *rw, Region *region, Region *parent, Block *before) {
  while (region->first) rw_move_block_before(rw, region->first, parent, before);
}

Block *rw_split_block(Rewriter *rw, Block *block, Operation *before) {
  Block *nb = new_block(rw, block->parent, block->next, 0, NULL, NULL);
  if (!nb) return NULL;
  if (!before) return nb;
  while (before->block != nb) rw_move_op_before(rw, block->last, nb, nb->first);
  return nb;
}

/* ---- cloning ----------------------------------------------------------------------- */

static int notify_walk(Operation *op, void *user) {
  notify_inserted(user, op);
  return WALK_ADVANCE;
}

bool rw_clone_region_before(Rewriter *rw, Region *src, Region *dst, Block *before, PtrMap *map) {
  Block *last = before ? before->prev : dst->last;
  if (!region_clone_into(src, dst, before, map)) return false;
  for (Block *b = last ? last->next : dst->first; b && b != before; b = b->next) {
    notify_block(rw, b, NULL, NULL);
    for (Operation *o = b->first; o; o = o->next) op_walk(o, notify_walk, NULL, rw);
  }
  return true;
}

bool rw_clone_body_ops(Rewriter *rw, Region *src, PtrMap *map) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "mlirc.clone_scratch", 19), ctx->l_unknown);
  if (!opstate_add_region(&st)) {
    opstate_free(&st);
    return false;
  }
  Operation *tmp = op_create(&st);
  if (!tmp) return false;
  bool ok = region_clone_into(src, &tmp->regions[0], NULL, map);
  Block *b = tmp->regions[0].first;
  while (ok && b && b->first && b->first != b->last) {
    Operation *o = b->first;
    op_remove_from_block(o);
    block_insert_op_before(rw->block, rw->before, o);
    op_walk(o, notify_walk, NULL, rw);
  }
  op_destroy(tmp);
  return ok;
}

Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr, const Type *type,
                                const Loc *loc) {
  const Dialect *d = for_op->name->dialect;
  return attr && d && d->materialize ? d->materialize(rw, attr, type, loc) : NULL;
}
