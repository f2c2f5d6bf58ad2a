/* constant_propagation.c: sparse constant propagation (upstream's
 * SparseConstantPropagation): the constant lattice, and a transfer function
 * that simulates folding an op with the lattice constants of its operands.
 * Folding must not change the IR: an in-place fold is undone and counts as
 * unknown, as do ops with regions and ops that cannot fold. */
#include "dataflow.h"

static void constant_on_update(DFSolver *s, DFState *st) { sparse_lattice_on_update(s, st); }

const DFStateClass DF_CONSTANT = {"constant", sizeof(DFConstant), constant_on_update, NULL};

DFConstant *df_constant(DFSolver *s, const Value *v) {
  return (DFConstant *)df_get(s, &DF_CONSTANT, (uintptr_t)v);
}

/* Upstream's ConstantValue::join: uninitialized is the identity, equal
 * values stay, anything else is unknown. Equality is of the attributes
 * only: the same constant from two dialects keeps the first origin. */
static bool join_values(DFConstant *l, uint8_t kind, const Attr *value, const OpName *origin) {
  if (kind == CV_UNINITIALIZED) return false;
  if (l->kind == CV_UNINITIALIZED) {
    l->kind = kind;
    l->value = value;
    l->origin = origin;
    return true;
  }
  if (l->kind == kind && l->value == value) return false;
  if (l->kind == CV_UNKNOWN) return false;
  l->kind = CV_UNKNOWN;
  l->value = NULL;
  l->origin = NULL;
  return true;
}

static bool constant_join(DFState *lhs, const DFState *rhs) {
  const DFConstant *r = (const DFConstant *)rhs;
  return join_values((DFConstant *)lhs, r->kind, r->value, r->origin);
}

static bool constant_set_to_entry(DFState *lat) {
  return join_values((DFConstant *)lat, CV_UNKNOWN, NULL, NULL);
}

static void all_unknown(SparseForward *a, Operation *op, DFState **results) {
  for (uint32_t i = 0; i < op->num_results; i++) sparse_set_to_entry(a, results[i]);
}

/* Operation::fold with the given operand constants (the op's folder, then
 * its traits': an identity cast folds to its operand after an in-place
 * fold); false if it cannot fold, *n 0 when it folded in place.
 * ConstantLike ops without a folder fold to their value. */
static bool simulate_fold(Operation *op, const Attr *const *consts, FoldResult *out, unsigned *n) {
  if (op_folder(op)) return op_fold_with(op, consts, out, n);
  const Attr *v = op->num_results == 1 ? op_constant_value(op) : NULL;
  if (!v) return op_fold_with(op, consts, out, n);
  out[0] = (FoldResult){NULL, v};
  *n = 1;
  return true;
}

typedef struct Saved {
  Value *small[8];
  Value **operands;
  const Attr *attrs, *props;
} Saved;

static bool save_op(Context *ctx, Operation *op, Saved *sv) {
  sv->operands = op->num_operands <= 8 ? sv->small : ctx_alloc(ctx, op->num_operands * sizeof *sv->operands);
  if (!sv->operands) return false;
  for (uint32_t i = 0; i < op->num_operands; i++) sv->operands[i] = op->operands[i].value;
  sv->attrs = op->attrs;
  sv->props = op->props;
  return true;
}

/* Undoes an in-place fold; only operands that moved are re-linked. */
static void restore_op(Operation *op, const Saved *sv) {
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value != sv->operands[i]) operand_set(&op->operands[i], sv->operands[i]);
  op_set_attr_dicts(op, sv->props, sv->attrs);
}

static void cp_visit_op(SparseForward *a, Operation *op, DFState **operands, DFState **results) {
  Context *ctx = a->base.solver->ctx;
  if (op->num_regions || op->num_results > MAX_STACK_VALUES) {
    all_unknown(a, op, results);
    return;
  }
  const Attr *small[8];
  const Attr **consts = op->num_operands <= 8 ? small : ctx_alloc(ctx, op->num_operands * sizeof *consts);
  FoldResult out[MAX_STACK_VALUES];
  Saved sv;
  if (!consts) return;
  bool ready = true;
  for (uint32_t i = 0; i < op->num_operands && ready; i++) {
    const DFConstant *c = (const DFConstant *)operands[i];
    ready = c && c->kind != CV_UNINITIALIZED;
    if (ready) consts[i] = c->kind == CV_CONSTANT ? c->value : NULL;
  }
  if (!ready || !save_op(ctx, op, &sv)) goto done;
  unsigned n = 0;
  bool folded = simulate_fold(op, consts, out, &n);
  if (!folded || !n) {
    restore_op(op, &sv);
    all_unknown(a, op, results);
  } else {
    for (uint32_t i = 0; i < op->num_results; i++) {
      DFConstant *r = (DFConstant *)results[i];
      if (out[i].attr)
        df_propagate(a->base.solver, &r->base, join_values(r, CV_CONSTANT, out[i].attr, op->name));
      else if (out[i].value)
        sparse_join(a, &r->base, sparse_lattice(a, out[i].value));
    }
  }
  if (sv.operands != sv.small) ctx_free(ctx, sv.operands);
done:
  if (consts != small) ctx_free(ctx, (void *)consts);
}

static const SparseForwardHooks CONSTANT_HOOKS = {&DF_CONSTANT, constant_join, constant_set_to_entry, cp_visit_op};

void constant_propagation_init(SparseForward *a) { sparse_forward_init(a, &CONSTANT_HOOKS); }
