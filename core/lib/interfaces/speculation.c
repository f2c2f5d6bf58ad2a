/* speculation.c: upstream's isSpeculatable over ConditionallySpeculatable:
 * ops without the interface are never speculatable; AlwaysSpeculatable ops
 * always are; the rest decide with a hook, and recursively speculatable ops
 * also need every nested op to be speculatable. */
#include "interfaces.h"

static int speculatability(Operation *op) {
  const OdsOp *o = op_ods(op);
  if (!o || !(o->interfaces & ODS_IF_CONDITIONALLY_SPECULATABLE)) return SPEC_NOT;
  const OpInterfaceHooks *h = iface_hooks(op);
  if (h && h->speculatability) return h->speculatability(op);
  return (o->ods_traits & ODS_ALWAYS_SPECULATABLE) ? SPEC_YES : SPEC_NOT;
}

typedef struct SpecWalk {
  Operation *root;
  bool ok;
} SpecWalk;

/* Pre-order: a recursively speculatable op's regions are entered, any other
 * speculatable op's are not (its own answer covers them). */
static int check(Operation *op, void *user) {
  SpecWalk *w = user;
  int s = speculatability(op);
  if (s == SPEC_NOT) {
    w->ok = false;
    return WALK_INTERRUPT;
  }
  return s == SPEC_RECURSIVE ? WALK_ADVANCE : WALK_SKIP;
}

bool iface_is_speculatable(Operation *op) {
  SpecWalk w = {op, true};
  op_walk(op, check, NULL, &w);
  return w.ok;
}

/* A dim op may be speculated when its index is a constant within the rank
 * of a ranked source. */
int iface_dim_speculatability(Operation *op) {
  int64_t index;
  if (op->num_operands != 2 || !iface_value_const_int(op->operands[1].value, &index)) return SPEC_NOT;
  const Type *t = op->operands[0].value->type;
  if (t->kind != TK_MEMREF && t->kind != TK_RANKED_TENSOR) return SPEC_NOT;
  return (int64_t)shaped_rank(t) <= index ? SPEC_NOT : SPEC_YES;
}
