/* arith_expand_build.c: building the ops of arith-expand's expansions at
 * the expander's insertion point, remembering any failure. */
#include "arith_expand.h"

Value *ex_build(Expander *ex, const char *name, unsigned n, Value *const *ops, const Type *type,
                unsigned nattrs, const NamedAttr *attrs) {
  for (unsigned i = 0; i < n; i++)
    if (!ops[i]) return NULL;
  if (ex->failed || !type) {
    ex->failed = true;
    return NULL;
  }
  Operation *op = rw_build(&ex->rw, name, ex->loc, n, ops, 1, &type, nattrs, attrs);
  if (!op) ex->failed = true;
  return op ? res0(op) : NULL;
}

Value *ex_binary(Expander *ex, const char *name, Value *l, Value *r) {
  Value *ops[2] = {l, r};
  return ex_build(ex, name, 2, ops, l ? l->type : NULL, 0, NULL);
}

Value *ex_compare(Expander *ex, const char *name, int64_t pred, Value *l, Value *r) {
  Value *ops[2] = {l, r};
  NamedAttr a = named(ex->ctx, "predicate", attr_integer(ex->ctx, ex->ctx->t_i64, pred));
  return ex_build(ex, name, 2, ops, l ? type_with_elem(ex->ctx, l->type, ex->ctx->t_i1) : NULL, 1, &a);
}

Value *ex_select(Expander *ex, Value *c, Value *t, Value *f) {
  Value *ops[3] = {c, t, f};
  return ex_build(ex, "arith.select", 3, ops, t ? t->type : NULL, 0, NULL);
}

Value *ex_int_const(Expander *ex, const Type *type, int64_t v) {
  const Attr *a = attr_int_of(ex->ctx, type, (uint64_t)v);
  if (!a || ex->failed) {
    ex->failed = true;
    return NULL;
  }
  Value *c = rw_constant(&ex->rw, a, ex->loc);
  if (!c) ex->failed = true;
  return c;
}

Value *ex_cast(Expander *ex, const char *name, Value *v, const Type *to) {
  return ex_build(ex, name, 1, &v, to, 0, NULL);
}

unsigned ex_float_width(const Type *t) {
  const FloatSemantics *s = type_is_float(t) ? float_semantics(t) : NULL;
  return s ? s->width : 0;
}

Value *ex_resize_float(Expander *ex, Value *v, const Type *elem, const Attr *fastmath) {
  if (!v) return NULL;
  unsigned from = ex_float_width(elem_type_of(v->type)), to = ex_float_width(elem);
  if (from == to) return v;
  NamedAttr fm = named(ex->ctx, "fastmath", fastmath);
  const Type *to_type = type_with_elem(ex->ctx, v->type, elem);
  return ex_build(ex, from < to ? "arith.extf" : "arith.truncf", 1, &v, to_type, 1, &fm);
}
