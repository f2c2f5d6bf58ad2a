/* ods_shape_traits.c: the native traits relating operand and result shapes
 * and element types (SameOperandsShape, SameOperandsAndResultShape, the two
 * element-type traits, Elementwise), with upstream's messages and
 * verifyCompatibleShapes' rules. */
#include "ods.h"

static bool vector_is_scalable(const Type *t) {
  if (t->kind != TK_VECTOR) return false;
  for (unsigned i = 0; i < t->aux; i++)
    if (t->p[t->aux + i]) return true;
  return false;
}

/* Two dims are compatible when either is dynamic or they are equal. */
static bool dims_compatible(int64_t a, int64_t b) { return a == DYNAMIC_SIZE || b == DYNAMIC_SIZE || a == b; }

bool ods_compatible_shapes(const Type *const *ts, size_t n) {
  size_t shaped = 0, scalable = 0;
  for (size_t i = 0; i < n; i++) {
    shaped += type_is_shaped(ts[i]);
    scalable += vector_is_scalable(ts[i]);
  }
  if (!shaped) return true;
  if (shaped != n) return false;           /* some, but not all, shaped */
  if (scalable && scalable != n) return false; /* mixing scalable vectors */
  const Type *first = NULL;
  for (size_t i = 0; i < n; i++) {
    if (!shaped_has_rank(ts[i])) continue; /* unranked: compatible with all */
    if (!first) {
      first = ts[i];
      continue;
    }
    if (shaped_rank(ts[i]) != shaped_rank(first)) return false;
  }
  /* Every pair of static dims must agree, not only each with the first. */
  for (size_t i = 0; i < n; i++)
    for (size_t j = i + 1; j < n; j++)
      if (shaped_has_rank(ts[i]) && shaped_has_rank(ts[j]))
        for (unsigned d = 0; d < shaped_rank(ts[i]); d++)
          if (!dims_compatible(shaped_dim(ts[i], d), shaped_dim(ts[j], d))) return false;
  return true;
}

static const Type *elem_or_self(const Type *t) { return type_is_shaped(t) ? shaped_elem(t) : t; }

/* Operand types, then result types when `with_results`, into `buf`
 * (MAX_STACK_VALUES entries); false when there are more. */
static bool gather(Operation *op, bool with_results, const Type **buf, size_t *n) {
  size_t total = op->num_operands + (with_results ? op->num_results : 0);
  if (total > MAX_STACK_VALUES) return false;
  *n = 0;
  for (uint32_t i = 0; i < op->num_operands; i++) buf[(*n)++] = op->operands[i].value->type;
  if (with_results)
    for (uint32_t i = 0; i < op->num_results; i++) buf[(*n)++] = op->results[i].type;
  return true;
}

static bool check_elementwise(Operation *op) {
  const Type *ops[MAX_STACK_VALUES], *res[MAX_STACK_VALUES];
  size_t no = 0, nr = 0;
  if (op->num_operands > MAX_STACK_VALUES || op->num_results > MAX_STACK_VALUES) return true;
  /* Mappable types are vectors and tensors (not memrefs). */
#define MAPPABLE(t) ((t)->kind == TK_VECTOR || (t)->kind == TK_RANKED_TENSOR || (t)->kind == TK_UNRANKED_TENSOR)
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (MAPPABLE(op->operands[i].value->type)) ops[no++] = op->operands[i].value->type;
  for (uint32_t i = 0; i < op->num_results; i++)
    if (MAPPABLE(op->results[i].type)) res[nr++] = op->results[i].type;
  if (!no && !nr) return true;
  if (!no) return op_fail(op, "if a result is non-scalar, then at least one operand must be non-scalar");
  if (!nr) return op_fail(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
  if (nr != op->num_results) return op_fail(op, "if an operand is non-scalar, then all results must be non-scalar");
  const Type *all[2 * MAX_STACK_VALUES];
  size_t n = 0;
  for (size_t i = 0; i < no; i++) all[n++] = ops[i];
  for (size_t i = 0; i < nr; i++) all[n++] = res[i];
  /* the base type is the TypeID: vector, ranked or unranked tensor */
  bool same_base = true;
  for (size_t i = 1; i < n; i++) same_base &= all[i]->kind == all[0]->kind;
#undef MAPPABLE
  if (!same_base || !ods_compatible_shapes(all, n))
    return op_fail(op, "all non-scalar operands/results must have the same shape and base type");
  return true;
}

bool ods_verify_shape_traits(Operation *op, const OdsOp *o) {
  const Type *buf[MAX_STACK_VALUES];
  size_t n;
  if ((o->ods_traits & ODS_SAME_OPERANDS_SHAPE) && op->num_operands && gather(op, false, buf, &n) &&
      !ods_compatible_shapes(buf, n))
    return op_fail(op, "requires the same shape for all operands");
  if ((o->ods_traits & ODS_SAME_OPERANDS_AND_RESULT_SHAPE) && op->num_operands && op->num_results &&
      gather(op, true, buf, &n) && !ods_compatible_shapes(buf, n))
    return op_fail(op, "requires the same shape for all operands and results");
  if ((o->ods_traits & ODS_SAME_OPERANDS_ELEMENT_TYPE) && op->num_operands && gather(op, false, buf, &n))
    for (size_t i = 1; i < n; i++)
      if (elem_or_self(buf[i]) != elem_or_self(buf[0]))
        return op_fail(op, "requires the same element type for all operands");
  if ((o->ods_traits & ODS_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE) && op->num_operands && op->num_results &&
      gather(op, true, buf, &n)) {
    /* upstream compares everything with the first result's */
    const Type *e = elem_or_self(op->results[0].type);
    for (uint32_t i = 1; i < op->num_results; i++)
      if (elem_or_self(op->results[i].type) != e)
        return op_fail(op, "requires the same element type for all operands and results");
    for (uint32_t i = 0; i < op->num_operands; i++)
      if (elem_or_self(op->operands[i].value->type) != e)
        return op_fail(op, "requires the same element type for all operands and results");
  }
  if (o->ods_traits & ODS_ELEMENTWISE) return check_elementwise(op);
  return true;
}
