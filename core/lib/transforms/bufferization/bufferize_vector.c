/* bufferize_vector.c: BufferizableHooks of vector transfers on tensors
 * (upstream's vector BufferizableOpInterfaceImpl): transfer_read reads
 * its source's buffer; transfer_write reads and writes its destination,
 * equivalent to its result, and becomes a transfer_write into the
 * buffer. */
#include "one_shot.h"

static bool is_source(OpOperand *u) { return u == &u->owner->operands[0]; }
static bool is_dest(OpOperand *u) { return u == &u->owner->operands[1]; }

static bool read_match(const Operation *op) { return op->num_operands && os_is_tensor(op->operands[0].value->type); }
static bool write_match(const Operation *op) { return op->num_results == 1 && os_is_tensor(op->results[0].type); }

static bool read_bufferize(OsRun *r, Operation *op) {
  Value *ops[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES || !(ops[0] = os_get_buffer(r, op->operands[0].value))) return false;
  for (unsigned i = 1; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  Operation *nop = os_clone_on_buffers(r, op, ops);
  if (!nop) return false;
  rw_replace_all_uses(&r->rw, &op->results[0], &nop->results[0]);
  return true;
}

static Value *write_alias(OpOperand *u, bool *equivalent) {
  *equivalent = true;
  return is_dest(u) ? &u->owner->results[0] : NULL;
}

static OpOperand *write_operand(Value *v) { return &((Operation *)v->owner)->operands[1]; }

static bool write_bufferize(OsRun *r, Operation *op) {
  Value *ops[MAX_STACK_VALUES];
  if (op->num_operands > MAX_STACK_VALUES) return false;
  rw_set_before(&r->rw, op);
  for (unsigned i = 0; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  if (!(ops[1] = os_operand_buffer(r, &op->operands[1]))) return false;
  Operation *nop = os_clone_on_buffers(r, op, ops);
  return nop && os_set_result(r, &op->results[0], ops[1], nop);
}

const BufferizableHooks BUFFERIZE_VECTOR[] = {
    {.name = "vector.transfer_read", .match = read_match, .reads = is_source, .bufferize = read_bufferize},
    {.name = "vector.transfer_write", .match = write_match, .reads = is_dest, .writes = is_dest,
     .aliasing_result = write_alias, .aliasing_operand = write_operand, .bufferize = write_bufferize},
    {0},
};
