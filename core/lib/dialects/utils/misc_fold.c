/* misc_fold.c: the folders of ub (poison), func (func.constant, and
 * call_indirect of a constant becoming a direct call) and builtin
 * (unrealized_conversion_cast chains that cancel). */
#include "../arith/arith_fold.h"

static bool fold_value_attr(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  RETURN_ATTR(op_get_attr(op, "value", 5));
}

const FoldHook UB_FOLDS[] = {{"ub.poison", fold_value_attr}, {NULL, NULL}};
const FoldHook FUNC_FOLDS[] = {{"func.constant", fold_value_attr}, {NULL, NULL}};

/* unrealized_conversion_cast(unrealized_conversion_cast(x)) with matching
 * types on both ends is x. */
static bool fold_unrealized_cast(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  unsigned n = op->num_operands;
  if (!n || n != op->num_results) return false;
  Operation *in = value_defining_op(opnd(op, 0));
  if (!in || in->name != op->name || in->num_results != n || in->num_operands != n) return false;
  for (unsigned i = 0; i < n; i++) {
    Value *v = opnd(op, i);
    if (v->kind != VALUE_RESULT || v->owner != in || v->index != i) return false;
    if (opnd(in, i)->type != op->results[i].type) return false;
  }
  for (unsigned i = 0; i < n; i++) out[i].value = opnd(in, i);
  return true;
}

const FoldHook BUILTIN_FOLDS[] = {{"builtin.unrealized_conversion_cast", fold_unrealized_cast}, {NULL, NULL}};

/* call_indirect(func.constant @f, args) -> call @f(args) */
static bool call_indirect_canonicalize(Rewriter *rw, Operation *op) {
  Operation *fc = def_is(opnd(op, 0), "func.constant");
  if (!fc) return false;
  Context *ctx = rw->ctx;
  unsigned n = op->num_operands - 1, nr = op->num_results;
  const Type **types = ctx_alloc(ctx, (nr ? nr : 1) * sizeof *types);
  Value **res = ctx_alloc(ctx, (nr ? nr : 1) * sizeof *res);
  Value **args = ctx_alloc(ctx, (n ? n : 1) * sizeof *args);
  bool ok = false;
  if (types && res && args) {
    for (unsigned i = 0; i < nr; i++) types[i] = op->results[i].type;
    for (unsigned i = 0; i < n; i++) args[i] = opnd(op, 1 + i); /* operands are use nodes, not a Value* array */
    NamedAttr a = named(ctx, "callee", op_get_attr(fc, "value", 5));
    Operation *call = rw_build(rw, "func.call", op->loc, n, args, nr, types, 1, &a);
    if (call) {
      for (unsigned i = 0; i < nr; i++) res[i] = &call->results[i];
      rw_replace_op(rw, op, res);
      ok = true;
    }
  }
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, res);
  ctx_free(ctx, args);
  return ok;
}

static const Pattern CallIndirectCanonicalize = {"func.call_indirect", 1, call_indirect_canonicalize,
                                                 "CallIndirectOp::canonicalize"};

const Pattern *const FUNC_PATTERNS[] = {&CallIndirectCanonicalize, NULL};
