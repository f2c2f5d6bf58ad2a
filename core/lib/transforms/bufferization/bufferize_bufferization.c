/* bufferize_bufferization.c: BufferizableHooks of the bufferization
 * dialect's tensor ops (upstream's BufferizationOps.cpp):
 * alloc_tensor is a new allocation, holding a copy of its `copy` operand
 * when it has one; to_tensor's buffer is its memref operand. */
#include "one_shot.h"
#include "../../dialects/utils/dialect_util.h"

static bool yes(OpOperand *u) {
  (void)u;
  return true;
}

/* The `copy` operand, or NULL. */
static OpOperand *alloc_copy(Operation *op) {
  unsigned s, c;
  du_operands(op, "copy", &s, &c);
  return c ? &op->operands[s] : NULL;
}

static bool alloc_result_writes(Value *v) { return alloc_copy(v->owner) != NULL; }

static bool alloc_bufferize(OsRun *r, Operation *op) {
  /* (out-of-place uses that need no copy allocate their own buffer) */
  if (!os_buffer_needed(r, &op->results[0])) return true;
  unsigned first, ndyn;
  du_operands(op, "dynamic_sizes", &first, &ndyn);
  Value *dyn[MAX_STACK_VALUES];
  if (ndyn > MAX_STACK_VALUES || op_get_attr(op, "memory_space", 12)) return false;
  for (unsigned i = 0; i < ndyn; i++) dyn[i] = op->operands[first + i].value;
  OpOperand *copy = alloc_copy(op);
  Value *src = copy ? os_get_buffer(r, copy->value) : NULL;
  if (copy && !src) return false;
  rw_set_before(&r->rw, op);
  Value *a = os_alloc(r, op->loc, op->results[0].type, ndyn, dyn);
  Value *ops[2] = {src, a};
  Operation *last = a ? a->owner : NULL;
  if (a && copy && !(last = rw_build(&r->rw, "memref.copy", op->loc, 2, ops, 0, NULL, 0, NULL))) return false;
  return a && os_set_result(r, &op->results[0], a, last);
}

static bool to_tensor_bufferize(OsRun *r, Operation *op) {
  return os_set_result(r, &op->results[0], op->operands[0].value, op);
}

/* isWritable: only with the `writable` unit attribute. */
static bool to_tensor_writable(Value *v) { return op_get_attr(v->owner, "writable", 8) != NULL; }

const BufferizableHooks BUFFERIZE_BUFFERIZATION[] = {
    {.name = "bufferization.alloc_tensor", .reads = yes, .result_writes = alloc_result_writes,
     .bufferize = alloc_bufferize},
    {.name = "bufferization.to_tensor", .writable = to_tensor_writable, .bufferize = to_tensor_bufferize},
    {0},
};
