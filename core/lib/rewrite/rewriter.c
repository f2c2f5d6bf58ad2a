/* rewriter.c: the pattern rewriter: creating, replacing, erasing and
 * moving IR at an insertion point while notifying a listener (the greedy
 * driver's worklist), as upstream's RewriterBase. */
#include "rewrite.h"

void rw_set_before(Rewriter *rw, Operation *op) {
  rw->block = op->block;
  rw->before = op;
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

void rw_modified(Rewriter *rw, Operation *op) {
  if (rw->listener && rw->listener->modified) rw->listener->modified(rw->listener->user, op);
}

void rw_replace_all_uses(Rewriter *rw, Value *from, Value *to) {
  while (from->uses) {
    OpOperand *u = from->uses;
    operand_set(u, to);
    rw_modified(rw, u->owner);
  }
}

static int notify_erase(Operation *op, void *user) {
  Rewriter *rw = user;
  if (rw->listener && rw->listener->erased) rw->listener->erased(rw->listener->user, op);
  return WALK_ADVANCE;
}

void rw_erase_op(Rewriter *rw, Operation *op) {
  /* Nested ops are reported first (post-order), then the op itself. */
  op_walk(op, NULL, notify_erase, rw);
  op_erase(op);
}

void rw_replace_op(Rewriter *rw, Operation *op, Value *const *values) {
  if (rw->listener && rw->listener->replaced) rw->listener->replaced(rw->listener->user, op);
  for (uint32_t i = 0; i < op->num_results; i++) rw_replace_all_uses(rw, &op->results[i], values[i]);
  rw_erase_op(rw, op);
}

void rw_inline_block_before(Rewriter *rw, Block *src, Block *dst, Operation *before,
                            Value *const *args) {
  for (uint32_t i = 0; i < src->nargs; i++) rw_replace_all_uses(rw, src->args[i], args[i]);
  Operation *o = src->first;
  while (o) {
    Operation *next = o->next;
    op_remove_from_block(o);
    block_insert_op_before(dst, before, o);
    notify_inserted(rw, o);
    o = next;
  }
}

void rw_erase_block(Rewriter *rw, Block *b) {
  for (Operation *o = b->last; o;) {
    Operation *prev = o->prev;
    rw_erase_op(rw, o);
    o = prev;
  }
  block_destroy(b);
}
