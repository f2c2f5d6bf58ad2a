/* arith.c: the arith dialect's hand-written pieces: arith.constant's result
 * type and names (%c42, %c0_i32, %true, %cst), and arith.select's custom
 * syntax. */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "arith_fold.h"

MLIR_INTERNAL extern const OdsDialect ODS_arith; /* generated from ODS */

static bool constant_infer(OperationState *st) {
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, "value") == 0) {
      const Type *t = attr_get_type(st->attrs[i].value);
      if (t && t->kind != TK_NONE) return opstate_add_type(st, t);
    }
  emit_error(st->ctx, st->loc, "'arith.constant' op failed to infer returned types");
  return false;
}

static void constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t),
                           void *user) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || !op->num_results) return;
  if (v->kind != AK_INTEGER) {
    set(user, 0, "cst", 3);
    return;
  }
  const Type *t = op->results[0].type;
  if (t->kind == TK_INTEGER && type_int_width(t) == 1) {
    const char *b = attr_int_value(v) ? "true" : "false";
    set(user, 0, b, strlen(b));
    return;
  }
  StrBuf sb;
  sb_init(&sb, &op_context(op)->alloc);
  sb_putc(&sb, 'c');
  /* The value as a signed APInt, then `_type` for integer types. */
  StrBuf val;
  sb_init(&val, &op_context(op)->alloc);
  print_attribute_ex(v, &val, true, -1, -1);
  if (val.data) {
    const char *colon = strstr(val.data, " : ");
    sb_append(&sb, val.data, colon ? (size_t)(colon - val.data) : val.len);
  }
  sb_free(&val);
  if (t->kind == TK_INTEGER) {
    sb_putc(&sb, '_');
    print_type(t, &sb);
  }
  set(user, 0, sb.data ? sb.data : "c", sb.len);
  sb_free(&sb);
}

static bool select_parse(Parser *p, OperationState *st) {
  UnresolvedUse ops[3];
  for (int i = 0; i < 3; i++) {
    if (i && !parser_expect(p, T_COMMA, "expected ','")) return false;
    if (!parse_ssa_use(p, &ops[i])) return false;
  }
  if (!parse_optional_attr_dict(p, st)) return false;
  if (!parser_expect(p, T_COLON, "expected ':'")) return false;
  const Type *res = parse_type(p), *cond = p->ctx->t_i1;
  if (!res) return false;
  if (parser_consume_if(p, T_COMMA)) {
    cond = res;
    res = parse_type(p);
    if (!res) return false;
  }
  const Type *types[3] = {cond, res, res};
  for (int i = 0; i < 3; i++) {
    Value *v = resolve_ssa_use(p, &ops[i], types[i]);
    if (!v || !opstate_add_operand(st, v)) return false;
  }
  return opstate_add_type(st, res);
}

/* A vector or tensor result takes an i1 condition or one shaped as it
 * (the ODS trait has checked the shape; this adds encoding and kind). */
static bool select_verify(Operation *op) {
  const Type *cond = op->operands[0].value->type, *res = op->results[0].type;
  Context *ctx = op_context(op);
  if (cond == ctx->t_i1) return true;
  bool shaped = res->kind == TK_VECTOR || res->kind == TK_RANKED_TENSOR || res->kind == TK_UNRANKED_TENSOR;
  const Type *want = shaped ? type_with_elem(ctx, res, ctx->t_i1) : NULL;
  if (want == cond) return true;
  StrBuf a, b;
  sb_init(&a, &ctx->alloc);
  sb_init(&b, &ctx->alloc);
  print_type(cond, &b);
  if (!want) {
    op_fail(op, "expected condition to be a signless i1, but got '%s'", b.data);
  } else {
    print_type(want, &a);
    op_fail(op, "expected condition type to have the same shape as the result type, expected '%s', but got '%s'",
            a.data, b.data);
  }
  sb_free(&a);
  sb_free(&b);
  return false;
}

/* Signless integers; a scalable vector only from a splat. */
static bool constant_verify(Operation *op) {
  const Type *t = op->results[0].type;
  if (t->kind == TK_INTEGER && type_int_signedness(t) != 0)
    return op_fail(op, "integer return type must be signless");
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || !(v->kind == AK_INTEGER || v->kind == AK_FLOAT || v->kind == AK_DENSE_ELEMENTS ||
              v->kind == AK_DENSE_STRING || v->kind == AK_DENSE_RESOURCE || v->kind == AK_SPARSE_ELEMENTS))
    return op_fail(op, "value must be an integer, float, or elements attribute");
  bool scalable = false;
  for (unsigned i = 0; t->kind == TK_VECTOR && i < t->aux; i++) scalable |= t->p[t->aux + i] != 0;
  bool splat = (v->kind == AK_DENSE_ELEMENTS || v->kind == AK_DENSE_STRING) && v->aux;
  if (scalable && !splat)
    return op_fail(op, "intializing scalable vectors with elements attribute is not supported unless it's a vector "
                       "splat");
  return true;
}

static void select_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_operands(pr, op, 0, op->num_operands);
  pr_attr_dict(pr, op, NULL, false);
  pr_puts(pr, " : ");
  const Type *cond = op->operands[0].value->type;
  if (type_is_shaped(cond)) {
    pr_type(pr, cond);
    pr_puts(pr, ", ");
  }
  pr_type(pr, op->results[0].type);
}

/* ---- cast verification ---------------------------------------------------- */

enum CastRule { NARROWER_INT, WIDER_INT, NARROWER_FLOAT, WIDER_FLOAT };

static const Type *scalar_of(const Type *t) { return type_is_shaped(t) ? shaped_elem(t) : t; }

static unsigned bit_width(const Type *t) {
  if (type_is_integer(t)) return type_int_width(t);
  if (type_is_float(t)) return float_semantics(t)->width;
  return 0;
}

/* Same shape (elementwise casts), element kinds per rule, and the width
 * relation; upstream reports any mismatch as "cast incompatible". */
static bool cast_ok(const Type *in, const Type *out, int rule) {
  if (type_is_shaped(in) != type_is_shaped(out)) return false;
  /* one shape, encoding and scalability: equal once given one element type */
  if (type_is_shaped(in)) {
    Context *ctx = in->ctx;
    if (in->kind != out->kind || type_with_elem(ctx, in, ctx->t_i1) != type_with_elem(ctx, out, ctx->t_i1))
      return false;
  }
  const Type *a = scalar_of(in), *b = scalar_of(out);
  bool ints = rule == NARROWER_INT || rule == WIDER_INT;
  if (ints ? !(type_is_integer(a) && type_is_integer(b)) : !(type_is_float(a) && type_is_float(b)))
    return false;
  unsigned wa = bit_width(a), wb = bit_width(b);
  return (rule == NARROWER_INT || rule == NARROWER_FLOAT) ? wb < wa : wb > wa;
}

static bool cast_verify(Operation *op, int rule) {
  const Type *in = op->operands[0].value->type, *out = op->results[0].type;
  if (cast_ok(in, out, rule)) return true;
  StrBuf a, b;
  sb_init(&a, &op_context(op)->alloc);
  sb_init(&b, &op_context(op)->alloc);
  print_type(in, &a);
  print_type(out, &b);
  op_fail(op, "operand type '%s' and result type '%s' are cast incompatible", a.data, b.data);
  sb_free(&a);
  sb_free(&b);
  return false;
}

/* index_cast and index_castui: an index on exactly one side, a signless
 * integer on the other (elements of shaped types and memrefs). */
static bool index_cast_compatible(const Operation *op) {
  const Type *a = scalar_of(op->operands[0].value->type), *b = scalar_of(op->results[0].type);
  bool ai = a->kind == TK_INDEX, bi = b->kind == TK_INDEX;
  bool as = type_is_integer(a) && type_int_signedness(a) == 0, bs = type_is_integer(b) && type_int_signedness(b) == 0;
  return (ai && bs) || (as && bi);
}

/* bitcast: integers or floats of one width. */
static bool bitcast_compatible(const Operation *op) {
  const Type *a = scalar_of(op->operands[0].value->type), *b = scalar_of(op->results[0].type);
  if (!(type_is_integer(a) || type_is_float(a)) || !(type_is_integer(b) || type_is_float(b))) return false;
  return bit_width(a) == bit_width(b);
}

static bool verify_index_cast(Operation *op) { return du_verify_cast(op, index_cast_compatible); }
static bool verify_bitcast(Operation *op) { return du_verify_cast(op, bitcast_compatible); }
static bool verify_trunci(Operation *op) { return cast_verify(op, NARROWER_INT); }
static bool verify_ext_int(Operation *op) { return cast_verify(op, WIDER_INT); }
static bool verify_truncf(Operation *op) { return cast_verify(op, NARROWER_FLOAT); }
static bool verify_extf(Operation *op) { return cast_verify(op, WIDER_FLOAT); }

static const OpHooks HOOKS[] = {
    {.name = "arith.trunci", .verify = verify_trunci},
    {.name = "arith.extsi", .verify = verify_ext_int},
    {.name = "arith.extui", .verify = verify_ext_int},
    {.name = "arith.truncf", .verify = verify_truncf},
    {.name = "arith.extf", .verify = verify_extf},
    {.name = "arith.index_cast", .verify = verify_index_cast},
    {.name = "arith.index_castui", .verify = verify_index_cast},
    {.name = "arith.bitcast", .verify = verify_bitcast},
    {.name = "arith.constant", .verify = constant_verify, .result_names = constant_names, .infer = constant_infer},
    {.name = "arith.select", .parse = select_parse, .print = select_print, .verify = select_verify},
    {0},
};

const DialectDef ARITH_DIALECT = {
    .ns = "arith",
    .ods = &ODS_arith,
    .hooks = HOOKS,
    .folds = (const FoldHook *const[]){ARITH_FOLDS, ARITH_FLOAT_FOLDS, ARITH_CAST_FOLDS, NULL},
    .patterns = (const Pattern *const *const[]){ARITH_PATTERNS, NULL},
    .interfaces = (const OpInterfaceHooks *const[]){ARITH_INTERFACES, NULL},
    .materialize = materialize_poison_or_arith,
};
