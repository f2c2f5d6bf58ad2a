/* complex_fold.c: the complex dialect's folders and constant
 * materialization (upstream's ComplexOps.cpp, ComplexDialect.cpp): the
 * parts of a create or a constant, a create of the parts of one value,
 * and the inverse pairs (add/sub, neg/neg, conj/conj, exp/log) and
 * neutral constants (adding zero, multiplying by one) that cancel. */
#include "../dialects.h"
#include "../utils/elems.h"

/* The op defining `v` when it is named `name`, else NULL. */
static Operation *def_of(const Value *v, const char *name) {
  Operation *d = value_defining_op(v);
  return d && op_is(d, name) ? d : NULL;
}

static Value *operand(Operation *op, unsigned i) { return op->operands[i].value; }

static bool fold_constant(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  RETURN_ATTR(op_get_attr(op, "value", 5));
}

/* create(re(x), im(x)) -> x. */
static bool fold_create(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  Operation *re = def_of(operand(op, 0), "complex.re"), *im = def_of(operand(op, 1), "complex.im");
  if (!re || !im || operand(re, 0) != operand(im, 0)) return false;
  RETURN_VALUE(operand(re, 0));
}

/* re / im of a constant or of a create. */
static bool fold_part(Operation *op, const Attr *const *c, FoldResult *out, unsigned index) {
  if (c[0] && c[0]->kind == AK_ARRAY && c[0]->n == 2) RETURN_ATTR(WORD_PTR(const Attr, c[0]->p[index]));
  Operation *create = def_of(operand(op, 0), "complex.create");
  if (!create) return false;
  RETURN_VALUE(operand(create, index));
}
static bool fold_re(Operation *op, const Attr *const *c, FoldResult *out) { return fold_part(op, c, out, 0); }
static bool fold_im(Operation *op, const Attr *const *c, FoldResult *out) { return fold_part(op, c, out, 1); }

/* The float parts of the complex.constant defining `v`, if any. */
static bool constant_parts(const Value *v, double *re, double *im) {
  Operation *k = def_of(v, "complex.constant");
  const Attr *a = k ? op_get_attr(k, "value", 5) : NULL;
  if (!a || a->kind != AK_ARRAY || a->n != 2) return false;
  const Attr *r = WORD_PTR(const Attr, a->p[0]), *i = WORD_PTR(const Attr, a->p[1]);
  if (r->kind != AK_FLOAT || i->kind != AK_FLOAT) return false;
  *re = attr_float_value(r);
  *im = attr_float_value(i);
  return true;
}

static bool is_zero_constant(const Value *v) {
  double re, im;
  return constant_parts(v, &re, &im) && re == 0.0 && im == 0.0;
}

/* add(sub(a, b), b) -> a; add(b, sub(a, b)) -> a; add(a, 0) -> a. */
static bool fold_add(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  Value *lhs = operand(op, 0), *rhs = operand(op, 1);
  Operation *sub = def_of(lhs, "complex.sub");
  if (sub && operand(sub, 1) == rhs) RETURN_VALUE(operand(sub, 0));
  sub = def_of(rhs, "complex.sub");
  if (sub && operand(sub, 1) == lhs) RETURN_VALUE(operand(sub, 0));
  if (is_zero_constant(rhs)) RETURN_VALUE(lhs);
  return false;
}

/* sub(add(a, b), b) -> a; sub(a, 0) -> a. */
static bool fold_sub(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  Value *lhs = operand(op, 0), *rhs = operand(op, 1);
  Operation *add = def_of(lhs, "complex.add");
  if (add && operand(add, 1) == rhs) RETURN_VALUE(operand(add, 0));
  if (is_zero_constant(rhs)) RETURN_VALUE(lhs);
  return false;
}

/* mul(a, 1) -> a. */
static bool fold_mul(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  double re, im;
  if (!constant_parts(operand(op, 1), &re, &im) || im != 0.0 || re != 1.0) return false;
  RETURN_VALUE(operand(op, 0));
}

/* An op applied to the result of its inverse (the row's name) -> the
 * inverse's operand. */
static bool fold_inverse(Operation *op, const char *inverse, FoldResult *out) {
  Operation *d = def_of(operand(op, 0), inverse);
  if (!d) return false;
  RETURN_VALUE(operand(d, 0));
}
static bool fold_neg(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  return fold_inverse(op, "complex.neg", out);
}
static bool fold_conj(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  return fold_inverse(op, "complex.conj", out);
}
static bool fold_log(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  return fold_inverse(op, "complex.exp", out);
}
static bool fold_exp(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  return fold_inverse(op, "complex.log", out);
}

/* A bitcast to its own type. */
static bool fold_bitcast(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  if (operand(op, 0)->type != op->results[0].type) return false;
  RETURN_VALUE(operand(op, 0));
}

const FoldHook COMPLEX_FOLDS[] = {
    {"complex.constant", fold_constant}, {"complex.create", fold_create}, {"complex.re", fold_re},
    {"complex.im", fold_im},             {"complex.add", fold_add},       {"complex.sub", fold_sub},
    {"complex.mul", fold_mul},           {"complex.neg", fold_neg},       {"complex.conj", fold_conj},
    {"complex.log", fold_log},           {"complex.exp", fold_exp},       {"complex.bitcast", fold_bitcast},
    {NULL, NULL},
};

/* complex.constant for a two-part array of a complex type, else what
 * arith materializes. */
Operation *complex_materialize(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  if (type->kind != TK_COMPLEX || attr->kind != AK_ARRAY || attr->n != 2)
    return materialize_arith_constant(rw, attr, type, loc);
  const Type *elem = WORD_PTR(const Type, type->p[0]);
  for (unsigned i = 0; i < 2; i++)
    if (attr_get_type(WORD_PTR(const Attr, attr->p[i])) != elem) return NULL;
  NamedAttr v = named(rw->ctx, "value", attr);
  return rw_build(rw, "complex.constant", loc, 0, NULL, 1, &type, 1, &v);
}
