/* bufferize_linalg.c: BufferizableHooks of linalg's structured ops on
 * tensors (upstream's linalg BufferizableOpInterfaceImpl): an input is
 * read when the payload uses it, an init is written and is equivalent to
 * its tied result; the op becomes the same op on buffers. */
#include "one_shot.h"
#include "../../dialects/linalg/linalg_structured.h"

static unsigned operand_index(const OpOperand *u) { return (unsigned)(u - u->owner->operands); }

/* Tensor semantics. At function boundaries the arguments take their
 * memref types before the ops are rewritten: an op with tensor results
 * still matches then. (The body is not asked for: bufferize moves it to
 * the new op before the old one is erased.) */
static bool match(const Operation *op) {
  if (!linalg_is_structured(op)) return false;
  if (linalg_pure_tensor(op)) return true;
  for (unsigned i = 0; i < op->num_results; i++)
    if (!os_is_tensor(op->results[i].type)) return false;
  return op->num_results > 0;
}

/* payloadUsesValueFromOperand */
static bool reads(OpOperand *u) {
  Block *b = linalg_body(u->owner);
  unsigned i = operand_index(u);
  return b && i < b->nargs && b->args[i]->uses != NULL;
}

static bool writes(OpOperand *u) {
  unsigned nins, ninits;
  linalg_ins_inits(u->owner, &nins, &ninits);
  return operand_index(u) >= nins;
}

static Value *aliasing_result(OpOperand *u, bool *equivalent) {
  Operation *op = u->owner;
  unsigned nins, ninits, i = operand_index(u);
  linalg_ins_inits(op, &nins, &ninits);
  *equivalent = true;
  return i >= nins && i - nins < op->num_results ? &op->results[i - nins] : NULL;
}

static OpOperand *aliasing_operand(Value *v) {
  Operation *op = v->owner;
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  return nins + v->index < op->num_operands ? &op->operands[nins + v->index] : NULL;
}

/* bufferizesToElementwiseAccess: all loops parallel and the two operands
 * indexed by identity maps. */
static bool elementwise(Operation *op, OpOperand *a, OpOperand *b) {
  unsigned n = linalg_num_loops(op);
  uint8_t its[MAX_STACK_RANK];
  if (n > MAX_STACK_RANK || !linalg_iterator_types(op, its)) return false;
  for (unsigned i = 0; i < n; i++)
    if (its[i] != LINALG_PARALLEL) return false;
  const AffineMap *ma = linalg_indexing_map(op, operand_index(a));
  const AffineMap *mb = linalg_indexing_map(op, operand_index(b));
  return ma && mb && affine_map_is_identity(ma) && affine_map_is_identity(mb);
}

/* The same op on buffers, without results. */
static bool bufferize(OsRun *r, Operation *op) {
  Context *ctx = r->s.ctx;
  unsigned n = op->num_operands;
  Value *ops[MAX_STACK_VALUES];
  if (n > MAX_STACK_VALUES) return false;
  rw_set_before(&r->rw, op);
  /* the out-of-place copies first, then the in-place buffers */
  for (unsigned i = 0; i < n; i++) {
    OpOperand *u = &op->operands[i];
    ops[i] = u->value;
    if (os_decided(r, u) && !os_in_place(&r->s, u) && !(ops[i] = os_operand_buffer(r, u))) return false;
  }
  for (unsigned i = 0; i < n; i++) {
    OpOperand *u = &op->operands[i];
    if (os_decided(r, u) && os_in_place(&r->s, u) && !(ops[i] = os_get_buffer(r, u->value)))
      return false;
  }
  OperationState st;
  opstate_init(&st, ctx, op->name, op->loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < n; i++) ok = opstate_add_operand(&st, ops[i]);
  st.props = op->props;
  for (size_t i = 0; ok && i < dict_size(op->attrs); i++)
    ok = opstate_add_attr(&st, dict_name(op->attrs, i), dict_value(op->attrs, i));
  for (unsigned i = 0; ok && i < op->num_regions; i++) {
    Region *reg = opstate_add_region(&st);
    ok = reg != NULL;
    if (ok) region_take_body(reg, &op->regions[i]);
  }
  Operation *nop = ok ? rw_create(&r->rw, &st) : NULL;
  if (!nop) {
    opstate_free(&st);
    return false;
  }
  unsigned nins, ninits;
  linalg_ins_inits(op, &nins, &ninits);
  for (unsigned i = 0; i < op->num_results; i++)
    if (!os_set_result(r, &op->results[i], ops[nins + i], nop)) return false;
  return true;
}

const BufferizableHooks BUFFERIZE_LINALG[] = {
    {.match = match, .reads = reads, .writes = writes, .aliasing_result = aliasing_result,
     .aliasing_operand = aliasing_operand, .elementwise = elementwise, .bufferize = bufferize},
    {0},
};
