/* smt.c: the smt dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); written here is the C++ syntax
 * of smt.eq and smt.distinct (`%a, %b, ... attr-dict : type`, every
 * operand of that type, the result !smt.bool, at least two operands), of
 * smt.bv.repeat and of smt.int.constant, and the bit-vector constant
 * attribute `#smt.bv<V> : !smt.bv<W>` with smt.bv.constant's names. */
#include "../dialects.h"
#include "../../ods/ods_format.h"

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

/* !smt.bv<W> of a width known to be positive. */
static const Type *bv_type(Context *ctx, int64_t w) {
  char buf[48];
  int len = snprintf(buf, sizeof buf, "!smt.bv<%lld>", (long long)w);
  return parse_type_str(ctx, buf, (size_t)len);
}

/* Index of the highest set bit of a little-endian magnitude, or -1. */
static int64_t top_bit(const uint64_t *l, unsigned n) {
  for (unsigned i = n; i-- > 0;)
    if (l[i]) return (int64_t)i * 64 + 63 - __builtin_clzll(l[i]);
  return -1;
}

/* RepeatOp::parse: the count as an arbitrary-precision integer, checked
 * (positive, then both it and the result width within 63 bits) in
 * upstream's order and at its locations. */
enum { MAX_BV_WIDTH_BITS = 63 };

static bool repeat_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  Token at = p->tok;
  bool neg = parser_consume_if(p, T_MINUS);
  Token num = p->tok;
  if (num.kind != T_INTEGER) return parser_op_error(p, &at, "expected integer value");
  uint64_t *count = NULL;
  unsigned nl = 0;
  if (!digits_to_limbs(num.start, num.len, UINT32_MAX / 2, &count, &nl, &ctx->alloc)) return false;
  bool ok = false;
  parser_advance(p);
  UnresolvedUse u;
  if (!parser_expect_op_keyword(p, "times")) goto done;
  if (neg || top_bit(count, nl) < 0) {
    parser_op_error(p, &at, "integer must be positive");
    goto done;
  }
  Token in_at = p->tok;
  if (!parse_ssa_use(p, &u) || !parse_optional_attr_dict(p, st) || !parser_expect(p, T_COLON, "expected ':'"))
    goto done;
  const Type *t = parse_type(p);
  Value *v = t ? resolve_ssa_use(p, &u, t) : NULL;
  if (!v || !opstate_add_operand(st, v)) goto done;
  int64_t w = bv_width(t);
  if (w <= 0) {
    parser_op_error(p, &in_at, "input must have bit-vector type");
    goto done;
  }
  if (top_bit(count, nl) >= MAX_BV_WIDTH_BITS) {
    parser_op_error(p, &at, "integer must fit into %d bits", MAX_BV_WIDTH_BITS);
    goto done;
  }
  unsigned __int128 width = (unsigned __int128)count[0] * (uint64_t)w;
  if (width >> MAX_BV_WIDTH_BITS) {
    parser_op_error(p, &at, "result bit-width (provided integer times bit-width of the input type) must fit into %d bits",
                    MAX_BV_WIDTH_BITS);
    goto done;
  }
  const Type *r = bv_type(ctx, (int64_t)width);
  ok = r && opstate_add_type(st, r);
done:
  mem_free(&ctx->alloc, count);
  return ok;
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

/* ---- #smt.bv<V> : !smt.bv<W> -------------------------------------------------------
 * Stored as (class, the !smt.bv<W> type, V as an iW integer attribute). The
 * type follows the body; V may be written signed or unsigned but must fit
 * in W bits either way (upstream's BitVectorAttr::parse), and prints signed. */

enum { BV_ATTR_WORDS = 3 };

static const Type *bv_attr_type(const Attr *a) { return a->n == BV_ATTR_WORDS ? WORD_PTR(const Type, a->p[1]) : NULL; }
static const Attr *bv_attr_value(const Attr *a) { return a->n == BV_ATTR_WORDS ? WORD_PTR(const Attr, a->p[2]) : NULL; }

/* Whether V (magnitude `m`, negated when `neg`) fits in `w` bits as an
 * unsigned (V >= 0) or signed (V < 0) value; `m` is left as |V| - 1 when
 * negative. */
static bool bv_fits(uint64_t *m, unsigned n, bool neg, int64_t w) {
  if (!neg) return top_bit(m, n) < w;
  for (unsigned i = 0; i < n && !m[i]--; i++) { /* m - 1, borrowing */
  }
  return top_bit(m, n) < w - 1;
}

static const Storage *bv_attr_parse(Parser *p, const AttrClass *cls) {
  Context *ctx = p->ctx;
  Token at = p->tok;
  if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
  bool neg = parser_consume_if(p, T_MINUS);
  Token num = p->tok;
  if (num.kind != T_INTEGER) return parser_error(p, "expected integer value"), NULL;
  uint64_t *mag = NULL;
  unsigned nl = 0;
  if (!digits_to_limbs(num.start, num.len, UINT32_MAX / 2, &mag, &nl, &ctx->alloc)) return NULL;
  const Storage *r = NULL;
  parser_advance(p);
  if (!parser_expect(p, T_GREATER, "expected '>'")) goto done;
  const Type *t = NULL;
  if (parser_consume_if(p, T_COLON) && !(t = parse_type(p))) goto done;
  int64_t w = bv_width(t);
  if (w <= 0) {
    parser_error_at(p, &at, "explicit bit-vector type required");
    goto done;
  }
  if (!bv_fits(mag, nl, neg, w)) {
    parser_error_at(p, &at, "integer value out of range for given bit-vector type '%s'", type_text(ctx, t));
    goto done;
  }
  /* The value in w bits: |V| as parsed, or the two's complement of |V|
   * (whose m - 1 bv_fits left: ~(m - 1) = -m). */
  unsigned need = (unsigned)((w + 63) / 64);
  uint64_t *v = mem_zalloc(&ctx->alloc, need * sizeof *v);
  if (!v) goto done;
  for (unsigned i = 0; i < need; i++) v[i] = i < nl ? mag[i] : 0;
  if (neg)
    for (unsigned i = 0; i < need; i++) v[i] = ~v[i];
  if (w % 64) v[need - 1] &= (UINT64_C(1) << (w % 64)) - 1;
  const Attr *val = attr_integer_limbs(ctx, type_integer(ctx, (unsigned)w, SIGNLESS), v, need);
  mem_free(&ctx->alloc, v);
  if (!val) goto done;
  uint64_t words[BV_ATTR_WORDS] = {PTR_WORD(cls), PTR_WORD(t), PTR_WORD(val)};
  r = storage_get(ctx, AK_DIALECT, 0, words, BV_ATTR_WORDS);
done:
  mem_free(&ctx->alloc, mag);
  return r;
}

/* V signed, as upstream prints it. */
static void bv_value_text(const Attr *a, StrBuf *out) {
  const Attr *v = bv_attr_value(a);
  if (!v || v->kind != AK_INTEGER) return;
  print_apint(out, v->p + 1, type_int_width(WORD_PTR(const Type, v->p[0])), true);
}

static void bv_attr_print(const Storage *s, const AttrPrinter *ap) {
  sb_putc(ap->out, '<');
  bv_value_text((const Attr *)s, ap->out);
  sb_putc(ap->out, '>');
}

/* smt.bv.constant's type is its value's. */
static bool bv_constant_infer(OperationState *st) {
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, "value") == 0) {
      const Type *t = attr_get_type(st->attrs[i].value);
      if (t && t->kind != TK_NONE) return opstate_add_type(st, t);
    }
  emit_error(st->ctx, st->loc, "'smt.bv.constant' op failed to infer returned types");
  return false;
}

/* `%c5_bv32`, `%c-1_bv8` */
static void bv_constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t), void *user) {
  const Attr *a = op_get_attr(op, "value", 5);
  if (!a || a->kind != AK_DIALECT || !bv_attr_value(a) || !op->num_results) return;
  StrBuf sb;
  sb_init(&sb, &op_context(op)->alloc);
  sb_putc(&sb, 'c');
  bv_value_text(a, &sb);
  sb_printf(&sb, "_bv%lld", (long long)bv_width(bv_attr_type(a)));
  if (sb.data) set(user, 0, sb.data, sb.len);
  sb_free(&sb);
}

/* BitVectorType::verify */
static bool bv_type_verify(Parser *p, const Token *at, const uint64_t *words) {
  if ((int64_t)words[0] > 0) return true;
  return parser_error_at(p, at, "bit-vector must have at least a width of one");
}

/* verifyInferredResultTypes for an op whose result type follows from its
 * operands or attributes: upstream's two errors when it does not. */
static bool inferred_type_matches(Operation *op, const Type *want) {
  if (!want || !op->num_results || op->results[0].type == want) return true;
  Context *ctx = op_context(op);
  emit_error(ctx, op->loc, "'%s' op inferred type(s) '%s' are incompatible with return type(s) of operation '%s'",
             op->name->name->str, type_text(ctx, want), type_text(ctx, op->results[0].type));
  return op_fail(op, "failed to infer returned types");
}

static bool bv_constant_verify(Operation *op) {
  const Attr *a = op_get_attr(op, "value", 5);
  return !a || inferred_type_matches(op, attr_get_type(a)->kind == TK_NONE ? NULL : attr_get_type(a));
}

/* concat's width is the sum of its operands'. */
static const Type *concat_type(Context *ctx, Value *const *ops, size_t n) {
  if (n != 2) return NULL;
  int64_t a = bv_width(ops[0]->type), b = bv_width(ops[1]->type);
  return a > 0 && b > 0 && a <= INT64_MAX - b ? bv_type(ctx, a + b) : NULL;
}

static bool concat_infer(OperationState *st) {
  const Type *t = concat_type(st->ctx, st->operands, st->num_operands);
  return t && opstate_add_type(st, t);
}

static bool concat_verify(Operation *op) {
  Value *ops[2] = {op->num_operands > 0 ? op->operands[0].value : NULL,
                   op->num_operands > 1 ? op->operands[1].value : NULL};
  return op->num_operands != 2 || inferred_type_matches(op, concat_type(op_context(op), ops, 2));
}

/* ExtractOp::verify: the extracted range lies within the input. */
static bool extract_verify(Operation *op) {
  const Attr *lb = op_get_attr(op, "lowBit", 6);
  if (!lb || lb->kind != AK_INTEGER || op->num_operands != 1 || op->num_results != 1) return true;
  int64_t in = bv_width(op->operands[0].value->type), len = bv_width(op->results[0].type);
  uint64_t low = (uint64_t)attr_int_value(lb);
  if (in <= 0 || len <= 0 || low + (uint64_t)len <= (uint64_t)in) return true;
  return op_fail(op, "range to be extracted is too big, expected range starting at index %llu of length %lld requires "
                     "input width of at least %llu, but the input width is only %lld",
                 (unsigned long long)low, (long long)len, (unsigned long long)(low + (uint64_t)len), (long long)in);
}

static const DefHooks DEF_HOOKS[] = {
    {.name = "smt.bv", .parse = bv_attr_parse, .print = bv_attr_print, .attr_type = bv_attr_type},
    {.name = "smt.bv", .is_type = true, .verify = bv_type_verify},
    {.name = NULL},
};

static const OpHooks HOOKS[] = {
    {.name = "smt.bv.constant", .infer = bv_constant_infer, .result_names = bv_constant_names,
     .verify = bv_constant_verify},
    {.name = "smt.bv.concat", .infer = concat_infer, .verify = concat_verify},
    {.name = "smt.bv.extract", .verify = extract_verify},
    {.name = "smt.eq", .parse = same_type_to_bool_parse, .print = same_type_to_bool_print,
     .verify = at_least_two_inputs},
    {.name = "smt.distinct", .parse = same_type_to_bool_parse, .print = same_type_to_bool_print,
     .verify = at_least_two_inputs},
    {.name = "smt.bv.repeat", .parse = repeat_parse, .print = repeat_print, .verify = repeat_verify},
    {.name = "smt.int.constant", .parse = int_constant_parse, .print = int_constant_print,
     .result_names = int_constant_names},
    {0},
};

const DialectDef SMT_DIALECT = {.ns = "smt", .ods = &ODS_smt, .hooks = HOOKS, .def_hooks = DEF_HOOKS};
