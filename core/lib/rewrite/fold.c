/* fold.c: an op's folder as upstream's Operation::fold: the op's own fold
 * (its op record's slot), then, when that fails or only changed
 * the op in place, the folders of its traits (Commutative, Idempotent,
 * Involution); and materializing fold results as constants through the
 * op's dialect (Dialect::materializeConstant). */
#include "rewrite.h"
#include "../dialects/utils/elems.h"

/* OpTrait::impl::foldCommutative: constants move to the end. */
static bool fold_commutative(Operation *op, const Attr *const *c) {
  uint32_t n = op->num_operands;
  if (n < 2) return false;
  uint32_t first = 0;
  while (first < n && !c[first]) first++;
  bool moved = false;
  for (uint32_t i = first; i < n; i++)
    if (!c[i]) moved = true;
  if (!moved) return false;
  /* stable partition of [first, n): non-constants, then constants */
  Value *small[8], **vals = n <= 8 ? small : ctx_alloc(op_context(op), n * sizeof *vals);
  if (!vals) return false;
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++)
    if (i < first || !c[i]) vals[k++] = op->operands[i].value;
  for (uint32_t i = first; i < n; i++)
    if (c[i]) vals[k++] = op->operands[i].value;
  for (uint32_t i = first; i < n; i++) operand_set(&op->operands[i], vals[i]);
  if (vals != small) ctx_free(op_context(op), vals);
  return true;
}

static Value *fold_idempotent(Operation *op) {
  if (op->num_operands == 1) {
    Operation *d = value_defining_op(opnd(op, 0));
    return d && d->name == op->name ? opnd(op, 0) : NULL;
  }
  if (op->num_operands >= 2 && opnd(op, 0) == opnd(op, 1)) return opnd(op, 0);
  return NULL;
}

static Value *fold_involution(Operation *op) {
  if (op->num_operands != 1) return NULL;
  Operation *d = value_defining_op(opnd(op, 0));
  return d && d->name == op->name && d->num_operands == 1 ? opnd(d, 0) : NULL;
}

/* CastOpInterface's folder: a cast between equal types is its operand. */
static bool fold_cast_interface(Operation *op, FoldResult *out) {
  if (!op->num_operands || op->num_operands != op->num_results) return false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value->type != op->results[i].type) return false;
  for (uint32_t i = 0; i < op->num_operands; i++) out[i].value = op->operands[i].value;
  return true;
}

/* Trait folders in the op's trait order (Commutative comes first in every
 * op that has it with another folding trait). */
static bool fold_traits(Operation *op, const Attr *const *c, FoldResult *out) {
  const OdsOp *o = op_ods(op);
  if (!o) return false;
  if ((o->ods_traits & ODS_COMMUTATIVE) && fold_commutative(op, c)) return true;
  if ((o->interfaces & ODS_IF_CAST) && fold_cast_interface(op, out)) return true;
  if (op->num_results != 1) return false;
  Value *v = NULL;
  if (o->ods_traits & ODS_IDEMPOTENT) v = fold_idempotent(op);
  if (!v && (o->ods_traits & ODS_INVOLUTION)) v = fold_involution(op);
  if (!v) return false;
  out[0].value = v;
  return true;
}

static bool may_fold(const Operation *op, OpFoldFn fn) {
  const OdsOp *o = op_ods(op);
  return fn || (o && ((o->ods_traits & (ODS_COMMUTATIVE | ODS_IDEMPOTENT | ODS_INVOLUTION)) ||
                      (o->interfaces & ODS_IF_CAST)));
}

bool op_fold(Operation *op, FoldResult *out, unsigned *n_out) {
  *n_out = 0;
  if (!may_fold(op, op_folder(op))) return false;
  Context *ctx = op_context(op);
  const Attr *small[8] = {0};
  const Attr **consts = op->num_operands <= 8 ? small : ctx_alloc(ctx, op->num_operands * sizeof *consts);
  if (!consts) return false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    consts[i] = op->operands[i].value ? value_constant(op->operands[i].value) : NULL;
  bool ok = op_fold_with(op, consts, out, n_out);
  if (consts != small) ctx_free(ctx, (void *)consts);
  return ok;
}

bool op_fold_with(Operation *op, const Attr *const *consts, FoldResult *out, unsigned *n_out) {
  OpFoldFn fn = op_folder(op);
  *n_out = 0;
  if (!may_fold(op, fn)) return false;
  for (uint32_t i = 0; i < op->num_results; i++) out[i] = (FoldResult){NULL, NULL};
  bool ok = fn ? fn(op, consts, out) : false;
  bool in_place = ok && op->num_results >= 1 && out[0].value == &op->results[0] && op->num_results == 1;
  bool any = false;
  for (uint32_t i = 0; ok && !in_place && i < op->num_results; i++) any |= out[i].value || out[i].attr;
  if (!ok || in_place || !any) {
    for (uint32_t i = 0; i < op->num_results; i++) out[i] = (FoldResult){NULL, NULL};
    bool t = fold_traits(op, consts, out);
    if (t) {
      any = op->num_results >= 1 && out[0].value;
      ok = true;
    } else if (!ok) {
      return false;
    } else {
      any = false;
    }
  }
  if (any) *n_out = op->num_results;
  return ok;
}
