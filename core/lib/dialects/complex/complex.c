/* complex.c: the complex dialect's hand-written pieces (upstream's
 * ComplexOps.cpp): complex.constant's result name and verifier, and
 * complex.bitcast's verifier. Every op uses its declarative format. */
#include "../dialects.h"

MLIR_INTERNAL extern const OdsDialect ODS_complex; /* generated from ODS */


static const Type *complex_elem(const Type *t) {
  return t && t->kind == TK_COMPLEX ? WORD_PTR(const Type, t->p[0]) : NULL;
}

/* `value` is a two-element array whose elements carry the complex
 * element type. */
static bool constant_verify(Operation *op) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || v->kind != AK_ARRAY || v->n != 2)
    return op_fail(op, "requires 'value' to be a complex constant, represented as array of two values");
  const Type *elem = op->num_results ? complex_elem(op->results[0].type) : NULL;
  const Type *re = attr_get_type(WORD_PTR(const Attr, v->p[0]));
  const Type *im = attr_get_type(WORD_PTR(const Attr, v->p[1]));
  if (!elem || (re == elem && im == elem)) return true;
  Context *ctx = op_context(op);
  StrBuf a, b, c;
  sb_init(&a, &ctx->alloc);
  sb_init(&b, &ctx->alloc);
  sb_init(&c, &ctx->alloc);
  if (re) print_type(re, &a);
  if (im) print_type(im, &b);
  print_type(elem, &c);
  op_fail(op,
          "requires attribute's element types ('%s', '%s') to match the element type of the op's return "
          "type ('%s')",
          a.data ? a.data : "", b.data ? b.data : "", c.data ? c.data : "");
  sb_free(&a);
  sb_free(&b);
  sb_free(&c);
  return false;
}

static unsigned bit_width(const Type *t) {
  if (t->kind == TK_COMPLEX) return 2 * bit_width(complex_elem(t));
  if (type_is_integer(t)) return type_int_width(t);
  if (type_is_float(t)) return float_semantics(t)->width;
  return 0;
}

static bool int_float_or_complex(const Type *t) {
  return type_is_integer(t) || type_is_float(t) || t->kind == TK_COMPLEX;
}

static bool bitcast_verify(Operation *op) {
  const Type *in = op->operands[0].value->type, *out = op->results[0].type;
  /* Legal, as it folds away. */
  if (in == out) return true;
  if (!int_float_or_complex(in)) return op_fail(op, "operand must be int/float/complex");
  if (!int_float_or_complex(out)) return op_fail(op, "result must be int/float/complex");
  if ((in->kind == TK_COMPLEX) == (out->kind == TK_COMPLEX))
    return op_fail(op, "requires that either input or output has a complex type");
  if (bit_width(in) != bit_width(out)) return op_fail(op, "casting bitwidths do not match");
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "complex.constant", .verify = constant_verify, .static_names = "cst"},
    {.name = "complex.bitcast", .verify = bitcast_verify},
    {0},
};

const DialectDef COMPLEX_DIALECT = {.ns = "complex", .ods = &ODS_complex, .hooks = HOOKS};
