/* smt.c: the smt dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); written here is the C++ syntax
 * of smt.eq and smt.distinct (`%a, %b, ... attr-dict : type`, every
 * operand of that type, the result !smt.bool, at least two operands), of
 * smt.bv.repeat and of smt.int.constant. */
#include "../dialects.h"

#include <stdint.h>
#include <stdio.h>

MLIR_INTERNAL extern const OdsDialect ODS_smt; /* generated from ODS */

static bool same_type_to_bool_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  UseList uses = {0};
  bool ok = parse_operand_list(p, T_EOF, -1, &uses) && parse_optional_attr_dict(p, st) &&
            parser_expect(p, T_COLON, "expected ':'");
  const Type *t = ok ? parse_type(p) : NULL;
  ok = t != NULL;
  for (size_t i = 0; ok && i < uses.n; i++) {
    Value *v = resolve_ssa_use(p, &uses.v[i], t);
    ok = v && opstate_add_operand(st, v);
  }
  use_list_free(ctx, &uses);
  const Type *b = ok ? parse_type_str(ctx, "!smt.bool", 9) : NULL;
  return b && opstate_add_type(st, b);
}

static void same_type_to_bool_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_operands(pr, op, 0, op->num_operands);
  pr_attr_dict(pr, op, NULL, false);
  pr_puts(pr, " : ");
  if (op->num_operands) pr_type(pr, op->operands[0].value->type);
}

/* ---- smt.bv.repeat: `N times %x attr-dict : !smt.bv<W>` -> !smt.bv<N*W> ---- */

/* The width of a !smt.bv<W>, or -1. */
static int64_t bv_width(const Type *t) {
  const OdsAttrDef *def = t && t->kind == TK_DIALECT ? WORD_PTR(const AttrClass, t->p[0])->data : NULL;
  return def && def->cpp_class && strcmp(def->cpp_class, "BitVectorType") == 0 ? (int64_t)ods_def_param(t, 0) : -1;
}

static bool repeat_parse(Parser *p, OperationState *st) {
  Token at = p->tok;
  int64_t n;
  if (at.kind != T_INTEGER && at.kind != T_MINUS) return parser_op_error(p, &at, "expected integer value");
  if (!parse_int64(p, &n)) return false;
  if (n <= 0) return parser_op_error(p, &at, "integer must be positive");
  UnresolvedUse u;
  if (!parser_expect_op_keyword(p, "times") || !parse_ssa_use(p, &u) || !parse_optional_attr_dict(p, st) ||
      !parser_expect(p, T_COLON, "expected ':'"))
    return false;
  const Type *t = parse_type(p);
  if (!t) return false;
  int64_t w = bv_width(t);
  if (w <= 0 || n > INT64_MAX / w) return parser_op_error(p, NULL, "expected a bit-vector type");
  char buf[48];
  int len = snprintf(buf, sizeof buf, "!smt.bv<%lld>", (long long)(w * n));
  const Type *r = parse_type_str(p->ctx, buf, (size_t)len);
  Value *v = r ? resolve_ssa_use(p, &u, t) : NULL;
  return v && opstate_add_operand(st, v) && opstate_add_type(st, r);
}

static void repeat_print(Printer *pr, Operation *op) {
  int64_t in = op->num_operands ? bv_width(op->operands[0].value->type) : -1;
  int64_t out = op->num_results ? bv_width(op->results[0].type) : -1;
  pr_putc(pr, ' ');
  sb_put_i64(pr->out, in > 0 && out >= 0 ? out / in : 0);
  pr_puts(pr, " times ");
  pr_operands(pr, op, 0, op->num_operands);
  pr_attr_dict(pr, op, NULL, false);
  pr_puts(pr, " : ");
  if (op->num_operands) pr_type(pr, op->operands[0].value->type);
}

static bool repeat_verify(Operation *op) {
  int64_t in = op->num_operands ? bv_width(op->operands[0].value->type) : -1;
  int64_t out = op->num_results ? bv_width(op->results[0].type) : -1;
  if (in <= 0 || out < 0 || out % in == 0) return true;
  return op_fail(op, "result bit-vector width must be a multiple of the input bit-vector width");
}

/* ---- smt.int.constant: `N attr-dict` --------------------------------------------------
 * The value is stored as upstream's parser leaves the APInt: 4 bits per
 * significant digit (64 for zero), one more when the top bit is set, then
 * negated for a `-`; an unsigned integer attribute of that width. Printed
 * back as a signed number. */

static bool int_constant_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  bool neg = parser_consume_if(p, T_MINUS);
  Token at = p->tok;
  if (at.kind != T_INTEGER) return parser_op_error(p, &at, "expected integer value");
  bool hex = at.len > 1 && at.start[0] == '0' && (at.start[1] == 'x' || at.start[1] == 'X');
  size_t first = hex ? 2 : 0;
  while (first < at.len && at.start[first] == '0') first++;
  size_t sig = at.len - first;
  unsigned width = sig ? (unsigned)(4 * sig) : 64;
  uint64_t *limbs = NULL;
  unsigned nl = 0;
  if (!digits_to_limbs(at.start, at.len, width + 1, &limbs, &nl, &ctx->alloc) || !limbs) {
    mem_free(&ctx->alloc, limbs);
    return parser_op_error(p, &at, "integer value too large");
  }
  parser_advance(p);
  if (sig && ((limbs[(width - 1) / 64] >> ((width - 1) % 64)) & 1)) width++;
  unsigned need = (width + 63) / 64;
  uint64_t *v = mem_zalloc(&ctx->alloc, need * sizeof *v);
  bool ok = v != NULL;
  for (unsigned i = 0; ok && i < need && i < nl; i++) v[i] = limbs[i];
  if (ok && neg) { /* two's complement within `width` bits */
    unsigned __int128 carry = 1;
    for (unsigned i = 0; i < need; i++) {
      unsigned __int128 s = (unsigned __int128)(~v[i]) + carry;
      v[i] = (uint64_t)s;
      carry = s >> 64;
    }
  }
  const Attr *a = ok ? attr_integer_limbs(ctx, type_integer(ctx, width, UNSIGNED), v, need) : NULL;
  mem_free(&ctx->alloc, limbs);
  mem_free(&ctx->alloc, v);
  const Type *int_type = parse_type_str(ctx, "!smt.int", 8);
  return a && int_type && opstate_add_attr(st, ident_cstr(ctx, "value"), a) && parse_optional_attr_dict(p, st) &&
         opstate_add_type(st, int_type);
}

/* The value as a signed decimal, or false when the attribute is not an
 * integer. */
static bool int_constant_text(Operation *op, StrBuf *out) {
  const Attr *a = op_get_attr(op, "value", 5);
  if (!a || a->kind != AK_INTEGER) return false;
  const Type *t = WORD_PTR(const Type, a->p[0]);
  print_apint(out, a->p + 1, type_is_integer(t) ? type_int_width(t) : 64, true);
  return true;
}

static void int_constant_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  if (!int_constant_text(op, pr->out)) pr_attr(pr, op_get_attr(op, "value", 5));
  static const char *const elided[] = {"value", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* `%c42`, `%c-7` */
static void int_constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t), void *user) {
  StrBuf sb;
  sb_init(&sb, &op_context(op)->alloc);
  sb_putc(&sb, 'c');
  if (op->num_results && int_constant_text(op, &sb)) set(user, 0, sb.data, sb.len);
  sb_free(&sb);
}

/* Upstream's verifier of both: a relation needs two values. */
static bool at_least_two_inputs(Operation *op) {
  if (op->num_operands >= 2) return true;
  return op_fail(op, "'inputs' must have at least size 2, but got %u", op->num_operands);
}

static const OpHooks HOOKS[] = {
    {.name = "smt.eq", .parse = same_type_to_bool_parse, .print = same_type_to_bool_print,
     .verify = at_least_two_inputs},
    {.name = "smt.distinct", .parse = same_type_to_bool_parse, .print = same_type_to_bool_print,
     .verify = at_least_two_inputs},
    {.name = "smt.bv.repeat", .parse = repeat_parse, .print = repeat_print, .verify = repeat_verify},
    {.name = "smt.int.constant", .parse = int_constant_parse, .print = int_constant_print,
     .result_names = int_constant_names},
    {0},
};

const DialectDef SMT_DIALECT = {.ns = "smt", .ods = &ODS_smt, .hooks = HOOKS};
