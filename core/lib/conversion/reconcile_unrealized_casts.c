/* reconcile_unrealized_casts.c: the reconcile-unrealized-casts pass:
 * every builtin.unrealized_conversion_cast of the op goes through the
 * dialect conversion's reconciliation (dead casts and casts that undo
 * earlier ones disappear; the others stay). */
#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"

static int collect_casts(Operation *op, void *user) {
  if (op_is(op, "builtin.unrealized_conversion_cast")) pv_push(&op_context(op)->alloc, user, op);
  return WALK_ADVANCE;
}

static bool run(Pass *p, Operation *root) {
  (void)p;
  Context *ctx = op_context(root);
  PtrVec casts = {0};
  op_walk(root, collect_casts, NULL, &casts);
  reconcile_unrealized_casts(ctx, &casts, NULL);
  pv_free(&ctx->alloc, &casts);
  return true;
}

const PassInfo RECONCILE_UNREALIZED_CASTS_PASS = {
    .argument = "reconcile-unrealized-casts",
    .display = "ReconcileUnrealizedCastsPass",
    .description = "Simplify and eliminate unrealized conversion casts",
    .run = run,
};
