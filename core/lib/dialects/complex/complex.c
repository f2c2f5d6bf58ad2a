/* complex.c: the complex dialect's hand-written pieces (upstream's
 * ComplexOps.cpp, ComplexAttributes.cpp): complex.constant's result name
 * and verifier, complex.bitcast's verifier, and the attribute
 * `#complex.number<:f64 1.0, 0.0> : complex<f64>`. Every op uses its
 * declarative format; the folders are in complex_fold.c. */
#include "../dialects.h"
#include "../../ir/floats.h"
#include "../../ods/ods_format.h"

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

/* ---- #complex.number<:E re, im> ---------------------------------------------------
 * Stored as (class, complex<E>, re and im as E float attributes). Both parts
 * are read as doubles and rounded to E, as upstream's NumberAttr::parse. A
 * type written after the body is read and dropped, as upstream does. */

enum { NUMBER_WORDS = 4 };

static const Type *number_type(const Attr *a) { return a->n == NUMBER_WORDS ? WORD_PTR(const Type, a->p[1]) : NULL; }

static const Attr *number_part(Parser *p, const Type *elem) {
  uint64_t d[2], bits[2];
  const Type *f64 = type_simple(p->ctx, TK_F64);
  if (!f64 || !parse_float_literal(p, f64, d)) return NULL;
  float_from_double(float_semantics(elem), float_to_double(float_semantics(f64), d), bits);
  return attr_float_bits(p->ctx, elem, bits[0], bits[1]);
}

static const Attr *number_parse(Parser *p, const AttrClass *cls) {
  if (!parser_expect(p, T_LESS, "expected '<'") || !parser_expect(p, T_COLON, "expected ':'")) return NULL;
  Token at = p->tok;
  const Type *elem = parse_type(p);
  if (!elem) return NULL;
  /* Upstream has no check here and fails later on a non-float. */
  if (!type_is_float(elem)) return parser_error_at(p, &at, "expected floating point type"), NULL;
  const Attr *re = number_part(p, elem);
  if (!re || !parser_expect(p, T_COMMA, "expected ','")) return NULL;
  const Attr *im = number_part(p, elem);
  if (!im || !parser_expect(p, T_GREATER, "expected '>'")) return NULL;
  const Type *ct = type_complex(p->ctx, elem);
  if (!ct) return NULL;
  if (p->tok.kind == T_COLON) {
    parser_advance(p);
    if (!parse_type(p)) return NULL;
  }
  uint64_t w[NUMBER_WORDS] = {PTR_WORD(cls), PTR_WORD(ct), PTR_WORD(re), PTR_WORD(im)};
  return (const Attr *)storage_get(p->ctx, AK_DIALECT, 0, w, NUMBER_WORDS);
}

static void number_part_print(const Attr *f, StrBuf *out) {
  const Type *t = WORD_PTR(const Type, f->p[0]);
  uint64_t bits[2] = {f->p[1], f->p[2]};
  float_print_value(float_semantics(t), bits, out);
}

static void number_print(const Storage *s, const AttrPrinter *ap) {
  const Attr *a = (const Attr *)s;
  if (a->n != NUMBER_WORDS) return;
  sb_puts(ap->out, "<:");
  ap_print_type(ap, complex_elem(number_type(a)));
  sb_putc(ap->out, ' ');
  number_part_print(WORD_PTR(const Attr, a->p[2]), ap->out);
  sb_puts(ap->out, ", ");
  number_part_print(WORD_PTR(const Attr, a->p[3]), ap->out);
  sb_putc(ap->out, '>');
}

/* Upstream defines it outside the op definitions the tables come from. */
static const AttrClass NUMBER_CLASS = {
    .name = "complex.number", .parse_body = number_parse, .print_body_ap = number_print, .attr_type = number_type};
static const AttrClass *const ATTR_CLASSES[] = {&NUMBER_CLASS, NULL};

static const OpHooks HOOKS[] = {
    {.name = "complex.constant", .verify = constant_verify, .static_names = "cst"},
    {.name = "complex.bitcast", .verify = bitcast_verify},
    {0},
};

MLIR_INTERNAL extern const FoldHook COMPLEX_FOLDS[];
MLIR_INTERNAL Operation *complex_materialize(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc);

const DialectDef COMPLEX_DIALECT = {.ns = "complex",
                                    .ods = &ODS_complex,
                                    .hooks = HOOKS,
                                    .attr_classes = ATTR_CLASSES,
                                    .folds = (const FoldHook *const[]){COMPLEX_FOLDS, NULL},
                                    .materialize = complex_materialize};
