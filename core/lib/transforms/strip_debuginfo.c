/* strip_debuginfo.c: replaces every op and block argument location with
 * the unknown location (upstream's StripDebugInfo). */
#include "transforms.h"

static int strip(Operation *op, void *user) {
  const Loc *unknown = user;
  op->loc = unknown;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++) b->args[i]->loc = unknown;
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *op) {
  (void)p;
  op_walk(op, strip, NULL, (void *)op_context(op)->l_unknown);
  return true;
}

const PassInfo STRIP_DEBUGINFO_PASS = {
    .argument = "strip-debuginfo",
    .display = "StripDebugInfo",
    .description = "Strip debug info from all operations",
    .run = run,
};
