/* parse_util.c: conveniences for hand-written op parsers, mirroring
 * upstream's OpAsmParser helpers (operand and argument lists, assignment
 * lists, arrow type lists, integers, implicit terminators) with upstream's
 * diagnostics. Built only on the parser primitives of asm.h. */
#include "asm.h"

#include <stdarg.h>

/* ---- growable lists ------------------------------------------------------ */

bool use_list_push(Context *ctx, UseList *l, const UnresolvedUse *u) {
  if (!vec_grow(&ctx->alloc, (void **)&l->v, &l->cap, l->n + 1, sizeof *l->v)) return false;
  l->v[l->n++] = *u;
  return true;
}

void use_list_free(Context *ctx, UseList *l) {
  ctx_free(ctx, l->v);
  l->v = NULL;
  l->n = l->cap = 0;
}

bool arg_list_push(Context *ctx, ArgList *l, const RegionArg *a) {
  if (!vec_grow(&ctx->alloc, (void **)&l->v, &l->cap, l->n + 1, sizeof *l->v)) return false;
  l->v[l->n++] = *a;
  return true;
}

void arg_list_free(Context *ctx, ArgList *l) {
  ctx_free(ctx, l->v);
  l->v = NULL;
  l->n = l->cap = 0;
}

/* ---- diagnostics ------------------------------------------------------------- */

/* Upstream's CustomOpAsmParser::emitError prefixes what an op's parser
 * reports with "custom op '<name>' "; errors of the core parser (wrong
 * tokens, types, attributes) carry no prefix. */
static void vop_error(Parser *p, const Loc *loc, bool always, const char *fmt, va_list ap) {
  if (p->failed && !always) return; /* the first error only, as parser.c */
  p->failed = true;
  Diag *d = diag_new(p->ctx, DIAG_ERROR, loc);
  if (d) {
    if (p->cur_op) sb_printf(&d->msg, "custom op '%s' ", p->cur_op->name->str);
    sb_vprintf(&d->msg, fmt, ap);
  }
  diag_emit(p->ctx, d);
}

bool parser_error_loc(Parser *p, const Loc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vop_error(p, loc, false, fmt, ap);
  va_end(ap);
  return false;
}

bool parser_op_error(Parser *p, const Token *at, const char *fmt, ...) {
  Token t = at ? *at : p->tok;
  va_list ap;
  va_start(ap, fmt);
  vop_error(p, parser_tok_loc(p, &t), false, fmt, ap);
  va_end(ap);
  return false;
}

bool parser_error_also(Parser *p, const Loc *loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vop_error(p, loc, true, fmt, ap);
  va_end(ap);
  return false;
}

/* Upstream's emitWrongTokenError: an unexpected token is reported just
 * after the previous token (backing over blanks and blank lines), so
 * `foo ]` missing a `)` points at the end of `foo`. */
static Token wrong_token_pos(Parser *p) {
  Token t = p->tok;
  const char *start = p->buf_start, *s = t.start;
  unsigned line = t.line;
  if (t.kind == T_EOF && s > start && *--s == '\n') line--;
  for (;;) {
    while (s > start && (s[-1] == ' ' || s[-1] == '\t')) s--;
    if (s == start) return t; /* nothing before: the original position */
    if (s[-1] != '\n' && s[-1] != '\r') break;
    if (s[-1] == '\n') line--;
    s--;
  }
  const char *ls = s;
  while (ls > start && ls[-1] != '\n') ls--;
  t.start = s;
  t.len = 0;
  t.line = line;
  t.col = (unsigned)(s - ls) + 1;
  return t;
}

bool parser_error_not_loc(Parser *p, const Token *at, const Attr *a) {
  StrBuf sb;
  sb_init(&sb, &p->ctx->alloc);
  print_attribute(a, &sb);
  parser_error_at(p, at, "expected location, but found '%s'", sb.data ? sb.data : "");
  sb_free(&sb);
  return false;
}

bool parser_error_wrong_token(Parser *p, const char *fmt, ...) {
  if (p->tok.kind == T_ERROR) return parser_error(p, "error"); /* the lexer's message */
  if (p->failed) return false;
  Token t = wrong_token_pos(p);
  p->failed = true;
  Diag *d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, &t));
  if (d) {
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&d->msg, fmt, ap);
    va_end(ap);
  }
  diag_emit(p->ctx, d);
  return false;
}

bool parser_expect_token(Parser *p, TokKind k, const char *what) {
  if (parser_consume_if(p, k)) return true;
  return parser_error_wrong_token(p, "%s", what);
}

bool parser_expect_op_keyword(Parser *p, const char *kw) {
  if (parser_consume_keyword(p, kw)) return true;
  return parser_op_error(p, NULL, "expected '%s'", kw);
}

bool operand_type_count_error(Parser *p, const Loc *loc, size_t nops, size_t ntypes) {
  return parser_error_loc(p, loc, "number of operands and types do not match: got %zu operands and %zu types",
                          nops, ntypes);
}

/* ---- operand and argument lists ----------------------------------------------- */

static TokKind closing(TokKind open) {
  return open == T_LPAREN ? T_RPAREN : open == T_LSQUARE ? T_RSQUARE : T_EOF;
}

static const char *open_spelling(TokKind k) { return k == T_LPAREN ? "(" : "["; }
static const char *close_spelling(TokKind k) { return k == T_RPAREN ? ")" : "]"; }

bool parse_operand_list(Parser *p, TokKind open, int required, UseList *out) {
  Token start = p->tok;
  size_t before = out->n;
  if (open == T_EOF) {
    /* No delimiter: the list is whatever `%x` follow. */
    if (p->tok.kind != T_PERCENT_ID) {
      if (required <= 0) return true;
      return parser_error(p, "expected operand");
    }
    do {
      UnresolvedUse u;
      if (!parse_ssa_use(p, &u) || !use_list_push(p->ctx, out, &u)) return false;
    } while (parser_consume_if(p, T_COMMA));
  } else {
    TokKind close = closing(open);
    if (p->tok.kind != open)
      return parser_error_wrong_token(p, "expected '%s' in operand list", open_spelling(open));
    parser_advance(p);
    if (!parser_consume_if(p, close)) {
      do {
        UnresolvedUse u;
        if (!parse_ssa_use(p, &u) || !use_list_push(p->ctx, out, &u)) return false;
      } while (parser_consume_if(p, T_COMMA));
      if (p->tok.kind != close)
        return parser_error_wrong_token(p, "expected '%s' in operand list", close_spelling(close));
      parser_advance(p);
    }
  }
  if (required >= 0 && out->n - before != (size_t)required)
    return parser_op_error(p, &start, "expected %d operands", required);
  return true;
}

bool parse_argument(Parser *p, RegionArg *out) {
  memset(out, 0, sizeof *out);
  if (p->tok.kind != T_PERCENT_ID) return parser_error_wrong_token(p, "expected SSA operand");
  out->name.tok = p->tok;
  parser_advance(p);
  if (p->tok.kind == T_HASH_ID) return parser_error(p, "result number not allowed in argument list");
  return parse_optional_trailing_loc(p, &out->loc);
}

bool parse_argument_list_paren(Parser *p, ArgList *out) {
  if (!parser_expect(p, T_LPAREN, "expected '(' in argument list")) return false;
  if (parser_consume_if(p, T_RPAREN)) return true;
  do {
    RegionArg a;
    if (!parse_argument(p, &a) || !arg_list_push(p->ctx, out, &a)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ')' in argument list");
}

bool parse_optional_assignment_list(Parser *p, bool *present, ArgList *lhs, UseList *rhs) {
  *present = parser_consume_if(p, T_LPAREN);
  if (!*present || parser_consume_if(p, T_RPAREN)) return true;
  do {
    RegionArg a;
    UnresolvedUse u;
    if (!parse_argument(p, &a) || !parser_expect(p, T_EQUAL, "expected '='") ||
        !parse_ssa_use(p, &u) || !arg_list_push(p->ctx, lhs, &a) || !use_list_push(p->ctx, rhs, &u))
      return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ',' or ')'");
}

/* ---- types ---------------------------------------------------------------------- */

bool parse_comma_type_list(Parser *p, PtrVec *out) {
  do {
    const Type *t = parse_type(p);
    if (!t || !pv_push(&p->ctx->alloc, out, (void *)t)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return true;
}

bool parse_function_result_types(Parser *p, PtrVec *out) {
  if (parser_consume_if(p, T_LPAREN)) {
    if (parser_consume_if(p, T_RPAREN)) return true;
    return parse_comma_type_list(p, out) && parser_expect(p, T_RPAREN, "expected ')'");
  }
  Token at = p->tok;
  const Type *t = parse_type(p);
  if (!t) return false;
  if (t->kind == TK_FUNCTION) return parser_error_at(p, &at, "expected non-function type");
  return pv_push(&p->ctx->alloc, out, (void *)t);
}

bool parse_optional_arrow_type_list(Parser *p, PtrVec *out) {
  return !parser_consume_if(p, T_ARROW) || parse_function_result_types(p, out);
}

/* ---- integers ---------------------------------------------------------------------- */

/* The magnitude of an integer token (decimal or 0x hex); false when it
 * does not fit in 64 bits. */
static bool token_magnitude(const Token *t, uint64_t *out) {
  const char *s = t->start;
  size_t n = t->len;
  unsigned base = 10;
  if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
    n -= 2;
  }
  uint64_t v = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned d = s[i] <= '9' ? (unsigned)(s[i] - '0') : (unsigned)((s[i] | 32) - 'a' + 10);
    if (v > (UINT64_MAX - d) / base) return false;
    v = v * base + d;
  }
  *out = v;
  return true;
}

bool parse_optional_int64(Parser *p, bool *present, int64_t *out) {
  *present = true;
  if (parser_consume_keyword(p, "false")) return *out = 0, true;
  /* `true` is a 1-bit APInt, which sign-extends to -1. */
  if (parser_consume_keyword(p, "true")) return *out = -1, true;
  if (p->tok.kind != T_INTEGER && p->tok.kind != T_MINUS) return *present = false, true;
  Token start = p->tok; /* upstream reports range errors at the sign */
  bool neg = parser_consume_if(p, T_MINUS);
  Token t = p->tok;
  if (t.kind != T_INTEGER) return parser_error_wrong_token(p, "expected integer value");
  parser_advance(p);
  uint64_t mag;
  /* The value must fit an int64_t: up to 2^63-1, down to -2^63. */
  if (!token_magnitude(&t, &mag) || mag > (uint64_t)INT64_MAX + neg)
    return parser_op_error(p, &start, "integer value too large");
  *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  return true;
}

bool parse_int64(Parser *p, int64_t *out) {
  bool present;
  if (!parse_optional_int64(p, &present, out)) return false;
  return present || parser_op_error(p, NULL, "expected integer value");
}

/* ---- resolution and implicit terminators ----------------------------------------------- */

bool resolve_operands(Parser *p, const UseList *uses, const Type *const *types, const Type *one,
                      OperationState *st) {
  for (size_t i = 0; i < uses->n; i++) {
    Value *v = resolve_ssa_use(p, &uses->v[i], types ? types[i] : one);
    if (!v || !opstate_add_operand(st, v)) return false;
  }
  return true;
}

bool ensure_terminator(Context *ctx, Region *r, const char *name, unsigned nregions,
                       const Loc *loc) {
  if (!r->last) {
    Block *b = block_create(&ctx->alloc);
    if (!b) return false;
    region_append_block(r, b);
  }
  Block *b = r->last;
  if (b->last && op_has_trait(b->last, TRAIT_TERMINATOR)) return true;
  OperationState ts;
  opstate_init(&ts, ctx, opname_get(ctx, name, strlen(name)), loc);
  for (unsigned i = 0; i < nregions; i++) {
    Region *tr = opstate_add_region(&ts);
    Block *tb = tr ? block_create(&ctx->alloc) : NULL;
    if (!tb) {
      opstate_free(&ts);
      return false;
    }
    region_append_block(tr, tb);
  }
  Operation *term = ts.name ? op_create(&ts) : NULL;
  opstate_free(&ts);
  if (!term) return false;
  block_append_op(b, term);
  return true;
}

/* ---- dynamic index lists ---------------------------------------------------------------- */

bool parse_dynamic_index_list(Parser *p, TokKind open, const Loc *name_loc, UseList *values,
                              const Attr **static_values) {
  Context *ctx = p->ctx;
  TokKind close = closing(open);
  StrBuf ints;
  sb_init(&ints, &ctx->alloc);
  size_t count = 0;
  bool ok = false;
  if (p->tok.kind != open) {
    parser_error_wrong_token(p, "expected '%s' in dynamic index list", open_spelling(open));
    goto done;
  }
  parser_advance(p);
  if (p->tok.kind != close) {
    do {
      int64_t v = DYNAMIC_SIZE;
      if (p->tok.kind == T_PERCENT_ID) {
        UnresolvedUse u;
        if (!parse_ssa_use(p, &u) || !use_list_push(ctx, values, &u)) goto done;
      } else if (!parse_int64(p, &v)) {
        goto done;
      }
      for (unsigned b = 0; b < 8; b++) sb_putc(&ints, (char)((uint64_t)v >> (8 * b)));
      count++;
    } while (parser_consume_if(p, T_COMMA));
    if (p->tok.kind != close) {
      parser_error_wrong_token(p, "expected '%s' in dynamic index list", close_spelling(close));
      goto done;
    }
  }
  parser_advance(p);
  *static_values = attr_dense_array(ctx, ctx->t_i64, count, ints.data ? ints.data : "", ints.len);
  ok = *static_values != NULL;
done:
  sb_free(&ints);
  if (!ok && name_loc) parser_error_also(p, name_loc, "expected SSA value or integer");
  return ok;
}
