/* reshape_fold.c: the folder of tensor and memref expand_shape and
 * collapse_shape (upstream's foldReshapeOp): a reshape to its own type is
 * its source, a reshape of the inverse reshape back to the source type is
 * that source, and a tensor reshape of constant elements is the elements
 * with the result type. */
#include "elems.h"

/* The reshape `op` undoes when its source comes from `inverse`. */
static bool fold_reshape(Operation *op, const char *inverse, const Attr *const *c, FoldResult *out) {
  Value *src = opnd(op, 0);
  const Type *type = op->results[0].type;
  if (src->type == type) RETURN_VALUE(src);
  Operation *def = def_is(src, inverse);
  if (def && opnd(def, 0)->type == type) RETURN_VALUE(opnd(def, 0));
  ConstView v;
  if (!c[0] || c[0]->kind != AK_DENSE_ELEMENTS || !const_view(c[0], &v)) return false;
  Context *ctx = op_context(op);
  size_t n = v.splat ? 1 : v.n;
  Elem *els = ctx_alloc(ctx, (n ? n : 1) * sizeof *els);
  if (!els) return false;
  for (size_t i = 0; i < n; i++) const_elem(&v, i, &els[i]);
  const Attr *a = const_build(ctx, type, els, n);
  ctx_free(ctx, els);
  RETURN_ATTR(a);
}

static bool fold_tensor_expand(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_reshape(op, "tensor.collapse_shape", c, out);
}
static bool fold_tensor_collapse(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_reshape(op, "tensor.expand_shape", c, out);
}
/* memref reshapes never see constant operands: only the first two rules. */
static bool fold_memref_expand(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_reshape(op, "memref.collapse_shape", c, out);
}
static bool fold_memref_collapse(Operation *op, const Attr *const *c, FoldResult *out) {
  return fold_reshape(op, "memref.expand_shape", c, out);
}

const FoldHook TENSOR_RESHAPE_FOLDS[] = {
    {"tensor.expand_shape", fold_tensor_expand},
    {"tensor.collapse_shape", fold_tensor_collapse},
    {NULL, NULL},
};
const FoldHook MEMREF_RESHAPE_FOLDS[] = {
    {"memref.expand_shape", fold_memref_expand},
    {"memref.collapse_shape", fold_memref_collapse},
    {NULL, NULL},
};
