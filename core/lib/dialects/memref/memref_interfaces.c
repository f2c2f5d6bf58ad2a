/* memref_interfaces.c: memref.alloca_scope's region control flow (its body
 * runs once, then the results) and the speculation of memref.dim (upstream's
 * MemRefOps.cpp). */
#include "memref.h"
#include "../../interfaces/interfaces.h"

static unsigned scope_successors(Operation *op, int from, RegionSuccessor *out) {
  out[0] = from < 0 ? to_region(&op->regions[0], 0, 0) : iface_to_results(op);
  return 1;
}


const OpInterfaceHooks MEMREF_INTERFACES[] = {
    {.name = "memref.alloca_scope", .successors = scope_successors},
    {.name = "memref.dim", .speculatability = iface_dim_speculatability},
    {0},
};
