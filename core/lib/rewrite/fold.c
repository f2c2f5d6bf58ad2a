/* fold.c: dispatching an op's folder (per-dialect tables of FoldHook) and
 * materializing fold results as constants through the op's dialect, as
 * upstream's Operation::fold and Dialect::materializeConstant. */
#include "rewrite.h"
#include "fold_tables.h"

/* Folder tables of every dialect, in ALL_DIALECTS order. */
static const FoldHook *const FOLD_TABLES[] = {ARITH_FOLDS, MATH_FOLDS, NULL};

OpFoldFn op_fold_hook(const Operation *op) {
  const char *name = op->name->name->str;
  for (const FoldHook *const *t = FOLD_TABLES; *t; t++)
    for (const FoldHook *h = *t; h->op; h++)
      if (strcmp(h->op, name) == 0) return h->fold;
  return NULL;
}

bool op_fold(Operation *op, FoldResult *out, unsigned *n_out) {
  OpFoldFn fn = op_fold_hook(op);
  *n_out = 0;
  if (!fn) return false;
  const Attr *small[8];
  const Attr **consts = op->num_operands <= 8 ? small : ctx_alloc(op_context(op), op->num_operands * sizeof *consts);
  if (!consts) return false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    consts[i] = op->operands[i].value ? value_constant(op->operands[i].value) : NULL;
  for (uint32_t i = 0; i < op->num_results; i++) out[i] = (FoldResult){NULL, NULL};
  bool ok = fn(op, consts, out);
  if (consts != small) ctx_free(op_context(op), (void *)consts);
  if (!ok) return false;
  /* A fold yielding the op's own result changed the op in place. */
  if (op->num_results == 1 && out[0].value == &op->results[0]) return true;
  bool any = false;
  for (uint32_t i = 0; i < op->num_results; i++) any |= out[i].value || out[i].attr;
  if (any) *n_out = op->num_results;
  return true;
}

Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr,
                                const Type *type, const Loc *loc) {
  Context *ctx = rw->ctx;
  const char *ns = for_op->name->dialect ? for_op->name->dialect->ns->str : "";
  /* arith (and the dialects that fold to arith constants: math, scf...). */
  if (strcmp(ns, "arith") && strcmp(ns, "math") && strcmp(ns, "scf") && strcmp(ns, "cf") &&
      strcmp(ns, "tensor") && strcmp(ns, "memref") && strcmp(ns, "func"))
    return NULL;
  if (!attr_get_type(attr) || attr_get_type(attr) != type) return NULL;
  if (attr->kind != AK_INTEGER && attr->kind != AK_FLOAT && attr->kind != AK_DENSE_ELEMENTS) return NULL;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "arith.constant", 14), loc);
  if (!opstate_add_attr(&st, ident_cstr(ctx, "value"), attr) || !opstate_add_type(&st, type)) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}
