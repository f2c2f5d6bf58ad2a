/* fold.c: an op's folder as upstream's Operation::fold: the op's own fold
 * (per-dialect tables of FoldHook), then, when that fails or only changed
 * the op in place, the folders of its traits (Commutative, Idempotent,
 * Involution); and materializing fold results as constants through the
 * op's dialect (Dialect::materializeConstant). */
#include "rewrite.h"
#include "fold_tables.h"
#include "../dialects/utils/elems.h"

/* Folder tables of every dialect, by namespace. */
static const struct {
  const char *ns;
  const FoldHook *table;
} FOLD_TABLES[] = {
    {"arith", ARITH_FOLDS}, {"arith", ARITH_FLOAT_FOLDS}, {"arith", ARITH_CAST_FOLDS}, {"math", MATH_FOLDS},   {"scf", SCF_FOLDS},   {"memref", MEMREF_FOLDS},
    {"memref", MEMREF_SUBVIEW_FOLDS}, {"tensor", TENSOR_FOLDS}, {"tensor", TENSOR_SLICE_FOLDS}, {"index", INDEX_FOLDS}, {"ub", UB_FOLDS},   {"func", FUNC_FOLDS},
    {"builtin", BUILTIN_FOLDS}, {"cf", CF_FOLDS}, {"tensor", TENSOR_RESHAPE_FOLDS}, {"memref", MEMREF_RESHAPE_FOLDS},
};

OpFoldFn op_fold_hook(const Operation *op) {
  const Dialect *d = op->name->dialect;
  if (!d) return NULL;
  const char *name = op->name->name->str;
  for (size_t t = 0; t < sizeof FOLD_TABLES / sizeof *FOLD_TABLES; t++) {
    if (strcmp(FOLD_TABLES[t].ns, d->ns->str)) continue;
    for (const FoldHook *h = FOLD_TABLES[t].table; h->op; h++)
      if (strcmp(h->op, name) == 0) return h->fold;
  }
  return NULL;
}

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
  if (!may_fold(op, op_fold_hook(op))) return false;
  Context *ctx = op_context(op);
  const Attr *small[8];
  const Attr **consts = op->num_operands <= 8 ? small : ctx_alloc(ctx, op->num_operands * sizeof *consts);
  if (!consts) return false;
  for (uint32_t i = 0; i < op->num_operands; i++)
    consts[i] = op->operands[i].value ? value_constant(op->operands[i].value) : NULL;
  bool ok = op_fold_with(op, consts, out, n_out);
  if (consts != small) ctx_free(ctx, (void *)consts);
  return ok;
}

bool op_fold_with(Operation *op, const Attr *const *consts, FoldResult *out, unsigned *n_out) {
  OpFoldFn fn = op_fold_hook(op);
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

/* ---- constant materialization --------------------------------------------------- */

static Operation *build_const(Rewriter *rw, const char *name, const Attr *attr, const Type *type,
                              const Loc *loc) {
  NamedAttr a = named(rw->ctx, "value", attr);
  return rw_build(rw, name, loc, 0, NULL, 1, &type, 1, &a);
}

/* arith::ConstantOp::isBuildableWith. */
static bool arith_buildable(const Attr *attr, const Type *type) {
  if (attr->kind != AK_INTEGER && attr->kind != AK_FLOAT && attr->kind != AK_DENSE_ELEMENTS &&
      attr->kind != AK_DENSE_STRING)
    return false;
  if (attr_get_type(attr) != type) return false;
  const Type *et = elem_type_of(type);
  return !(et && et->kind == TK_INTEGER && type_int_signedness(et) != SIGNLESS);
}

static Operation *materialize_arith(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  if (attr_is_poison(attr)) return build_const(rw, "ub.poison", attr, type, loc);
  if (!arith_buildable(attr, type)) return NULL;
  return build_const(rw, "arith.constant", attr, type, loc);
}

Operation *materialize_constant(Rewriter *rw, const Operation *for_op, const Attr *attr, const Type *type,
                                const Loc *loc) {
  const char *ns = for_op->name->dialect ? for_op->name->dialect->ns->str : "";
  if (!attr) return NULL;
  if (!strcmp(ns, "arith") || !strcmp(ns, "math")) return materialize_arith(rw, attr, type, loc);
  if (!strcmp(ns, "memref") || !strcmp(ns, "tensor"))
    return arith_buildable(attr, type) ? build_const(rw, "arith.constant", attr, type, loc) : NULL;
  if (!strcmp(ns, "ub"))
    return attr_is_poison(attr) ? build_const(rw, "ub.poison", attr, type, loc) : NULL;
  if (!strcmp(ns, "index")) {
    if (attr->kind != AK_INTEGER) return NULL;
    const Type *at = attr_get_type(attr);
    if (at == rw->ctx->t_i1) return type == rw->ctx->t_i1 ? build_const(rw, "index.bool.constant", attr, type, loc) : NULL;
    if (at->kind == TK_INDEX && type->kind == TK_INDEX) return build_const(rw, "index.constant", attr, type, loc);
    return NULL;
  }
  if (!strcmp(ns, "func")) {
    if (attr->kind != AK_SYMBOL_REF || attr->n != 1 || type->kind != TK_FUNCTION) return NULL;
    return build_const(rw, "func.constant", attr, type, loc);
  }
  return NULL;
}
