/* build.c: building the arith constants folders and patterns create, and
 * the constant materialization of the dialects that materialize through
 * arith (upstream's arith::ConstantOp::materialize). */
#include "elems.h"

Value *rw_constant(Rewriter *rw, const Attr *value, const Loc *loc) {
  if (!value) return NULL;
  const Type *t = attr_get_type(value);
  NamedAttr a = named(rw->ctx, "value", value);
  Operation *op = rw_build(rw, "arith.constant", loc, 0, NULL, 1, &t, 1, &a);
  return op ? &op->results[0] : NULL;
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

static Operation *build_const(Rewriter *rw, const char *name, const Attr *attr, const Type *type,
                              const Loc *loc) {
  NamedAttr a = named(rw->ctx, "value", attr);
  return rw_build(rw, name, loc, 0, NULL, 1, &type, 1, &a);
}

Operation *materialize_arith_constant(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  return arith_buildable(attr, type) ? build_const(rw, "arith.constant", attr, type, loc) : NULL;
}

Operation *materialize_poison(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  return attr_is_poison(attr) ? build_const(rw, "ub.poison", attr, type, loc) : NULL;
}

Operation *materialize_poison_or_arith(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  if (attr_is_poison(attr)) return build_const(rw, "ub.poison", attr, type, loc);
  return materialize_arith_constant(rw, attr, type, loc);
}

bool fold_to_value_attr(Operation *op, const Attr *const *consts, FoldResult *out) {
  (void)consts;
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v) return false;
  out[0].attr = v;
  return true;
}
