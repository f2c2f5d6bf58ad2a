/* memref_interfaces.c: memref.alloca_scope's region control flow (its body
 * runs once, then the results) and the speculation of memref.dim (upstream's
 * MemRefOps.cpp), shared with tensor.dim. */
#include "../../interfaces/interfaces.h"

static unsigned scope_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = from < 0 ? to_region(&op->regions[0], 0, 0) : iface_to_results(op);
  return 1;
}

/* A dim op may be speculated when its index is a constant within the rank
 * of a ranked source. */
static int dim_speculatability(Operation *op) {
  int64_t index;
  if (op->num_operands != 2 || !iface_value_const_int(op->operands[1].value, &index)) return SPEC_NOT;
  const Type *t = op->operands[0].value->type;
  if (t->kind != TK_MEMREF && t->kind != TK_RANKED_TENSOR) return SPEC_NOT;
  return (int64_t)shaped_rank(t) <= index ? SPEC_NOT : SPEC_YES;
}

const OpInterfaceHooks MEMREF_INTERFACES[] = {
    {.name = "memref.alloca_scope", .successors = scope_successors},
    {.name = "memref.dim", .speculatability = dim_speculatability},
    {NULL},
};

const OpInterfaceHooks TENSOR_INTERFACES[] = {
    {.name = "tensor.dim", .speculatability = dim_speculatability},
    {NULL},
};
