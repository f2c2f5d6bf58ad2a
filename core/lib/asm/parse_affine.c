/* parse_affine.c: affine maps and integer sets in attribute position:
 * `affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>` and
 * `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>`, with upstream's
 * precedence (+ - bind weaker than * floordiv ceildiv mod) and its
 * "non-affine expression" diagnostics. */
#include "asm.h"

typedef struct AffineNames {
  const Token *dims, *syms;
  unsigned ndims, nsyms;
  /* SSA-id mode (parseAffineMapOfSSAIds): `%x` and `symbol(%x)` name the
   * next dim or symbol; the values go to ssa_dims / ssa_syms in order. */
  UseList *ssa_dims, *ssa_syms;
} AffineNames;

static const AffineExpr *parse_expr(Parser *p, AffineNames *n);

static bool tok_equal(const Token *a, const Token *b) {
  return a->len == b->len && memcmp(a->start, b->start, a->len) == 0;
}

static bool same_use(const UnresolvedUse *a, const UnresolvedUse *b) {
  return tok_equal(&a->tok, &b->tok) && a->number == b->number;
}

/* `%x` in SSA-id mode: a value seen before keeps its dim or symbol. */
static const AffineExpr *parse_ssa_id(Parser *p, AffineNames *n, bool symbol) {
  if (p->tok.kind != T_PERCENT_ID) {
    parser_error(p, "expected ssa identifier");
    return NULL;
  }
  UnresolvedUse u;
  if (!parse_ssa_use(p, &u)) return NULL;
  for (size_t i = 0; i < n->ssa_dims->n; i++)
    if (same_use(&n->ssa_dims->v[i], &u)) return ae_dim(p->ctx, (unsigned)i);
  for (size_t i = 0; i < n->ssa_syms->n; i++)
    if (same_use(&n->ssa_syms->v[i], &u)) return ae_symbol(p->ctx, (unsigned)i);
  UseList *l = symbol ? n->ssa_syms : n->ssa_dims;
  if (!use_list_push(p->ctx, l, &u)) return NULL;
  return symbol ? ae_symbol(p->ctx, (unsigned)(l->n - 1)) : ae_dim(p->ctx, (unsigned)(l->n - 1));
}

static const AffineExpr *parse_operand_inner(Parser *p, AffineNames *n, bool lhs);

/* Parentheses and unary minus recurse: bounded by the parser's depth.
 * `lhs`: the operand follows a binary operator (upstream's non-null lhs),
 * which names what is missing. */
static const AffineExpr *parse_operand(Parser *p, AffineNames *n, bool lhs) {
  if (p->depth >= MAX_PARSE_DEPTH) {
    parser_error(p, "exceeded maximum nesting depth");
    return NULL;
  }
  p->depth++;
  const AffineExpr *e = parse_operand_inner(p, n, lhs);
  p->depth--;
  return e;
}

static const AffineExpr *parse_operand_inner(Parser *p, AffineNames *n, bool lhs) {
  Context *ctx = p->ctx;
  Token t = p->tok;
  if (n->ssa_dims && t.kind == T_PERCENT_ID) return parse_ssa_id(p, n, false);
  if (n->ssa_dims && tok_is_keyword(&t, "symbol")) {
    parser_advance(p);
    if (!parser_expect(p, T_LPAREN, "expected '('")) return NULL;
    const AffineExpr *e = parse_ssa_id(p, n, true);
    if (!e || !parser_expect(p, T_RPAREN, "expected ')'")) return NULL;
    return e;
  }
  if (t.kind == T_BARE_ID) {
    for (unsigned i = 0; i < n->ndims; i++)
      if (tok_equal(&n->dims[i], &t)) {
        parser_advance(p);
        return ae_dim(ctx, i);
      }
    for (unsigned i = 0; i < n->nsyms; i++)
      if (tok_equal(&n->syms[i], &t)) {
        parser_advance(p);
        return ae_symbol(ctx, i);
      }
    parser_error(p, "use of undeclared identifier");
    return NULL;
  }
  if (t.kind == T_INTEGER) {
    unsigned long long v = 0;
    for (size_t i = 0; i < t.len; i++) {
      if (v > (unsigned long long)INT64_MAX / 10) {
        parser_error(p, "constant too large for index");
        return NULL;
      }
      v = v * 10 + (unsigned)(t.start[i] - '0');
    }
    if (v > (unsigned long long)INT64_MAX) {
      parser_error(p, "constant too large for index");
      return NULL;
    }
    parser_advance(p);
    return ae_const(ctx, (int64_t)v);
  }
  if (t.kind == T_LPAREN) {
    parser_advance(p);
    if (p->tok.kind == T_RPAREN) {
      parser_error(p, "no expression inside parentheses");
      return NULL;
    }
    const AffineExpr *e = parse_expr(p, n);
    if (!e || !parser_expect(p, T_RPAREN, "expected ')'")) return NULL;
    return e;
  }
  if (t.kind == T_MINUS) {
    parser_advance(p);
    const AffineExpr *e = parse_operand(p, n, lhs);
    if (!e) parser_error_also(p, parser_tok_loc(p, &p->tok), "missing operand of negation");
    return e ? ae_neg(e) : NULL;
  }
  if (t.kind == T_PLUS || t.kind == T_STAR)
    parser_error(p, lhs ? "missing right operand of binary operator" : "missing left operand of binary operator");
  else
    parser_error(p, lhs ? "missing right operand of binary operator" : "expected affine expression");
  return NULL;
}

enum { OP_NONE, OP_ADD, OP_SUB, OP_MUL, OP_FLOORDIV, OP_CEILDIV, OP_MOD };

static int high_prec_op(Parser *p) {
  if (p->tok.kind == T_STAR) return OP_MUL;
  if (tok_is_keyword(&p->tok, "floordiv")) return OP_FLOORDIV;
  if (tok_is_keyword(&p->tok, "ceildiv")) return OP_CEILDIV;
  if (tok_is_keyword(&p->tok, "mod")) return OP_MOD;
  return OP_NONE;
}

static const AffineExpr *apply_high(Parser *p, int op, const AffineExpr *l, const AffineExpr *r,
                                    const Token *at) {
  switch (op) {
  case OP_MUL:
    if (!ae_is_symbolic_or_const(l) && !ae_is_symbolic_or_const(r)) {
      parser_error_at(p, at, "non-affine expression: at least one of the multiply operands has to be "
                             "either a constant or symbolic");
      return NULL;
    }
    return ae_mul(l, r);
  case OP_FLOORDIV:
  case OP_CEILDIV:
  case OP_MOD:
    if (!ae_is_symbolic_or_const(r)) {
      parser_error_at(p, at, "non-affine expression: right operand of %s has to be either a constant "
                             "or symbolic",
                      op == OP_FLOORDIV ? "floordiv" : op == OP_CEILDIV ? "ceildiv" : "mod");
      return NULL;
    }
    return op == OP_FLOORDIV ? ae_floordiv(l, r) : op == OP_CEILDIV ? ae_ceildiv(l, r) : ae_mod(l, r);
  default: return NULL;
  }
}

/* term := operand (high-op operand)* */
static const AffineExpr *parse_term(Parser *p, AffineNames *n, bool lhs) {
  const AffineExpr *e = parse_operand(p, n, lhs);
  int op;
  while (e && (op = high_prec_op(p)) != OP_NONE) {
    Token at = p->tok;
    parser_advance(p);
    const AffineExpr *r = parse_operand(p, n, true);
    if (!r) return NULL;
    e = apply_high(p, op, e, r, &at);
  }
  return e;
}

static const AffineExpr *parse_expr(Parser *p, AffineNames *n) {
  const AffineExpr *e = parse_term(p, n, false);
  while (e && (p->tok.kind == T_PLUS || p->tok.kind == T_MINUS)) {
    bool sub = p->tok.kind == T_MINUS;
    parser_advance(p);
    const AffineExpr *r = parse_term(p, n, true);
    if (!r) return NULL;
    e = sub ? ae_add(e, ae_neg(r)) : ae_add(e, r);
  }
  return e;
}

/* Upstream's parseCommaSeparatedList names the list in its bracket errors:
 * "expected '(' in dimensional identifier list". */
static bool parse_id_list(Parser *p, TokKind open, TokKind close, Token **out, unsigned *n, const Token *prior,
                          unsigned nprior) {
  bool dims = open == T_LPAREN;
  if (!parser_expect(p, open, dims ? "expected '(' in dimensional identifier list" : "expected '[' in symbol list"))
    return false;
  size_t cap = 0;
  if (parser_consume_if(p, close)) return true;
  do {
    if (p->tok.kind != T_BARE_ID) return parser_error_wrong_token(p, "expected bare identifier");
    bool dup = false;
    for (unsigned i = 0; i < *n; i++) dup |= tok_equal(&(*out)[i], &p->tok);
    for (unsigned i = 0; i < nprior; i++) dup |= tok_equal(&prior[i], &p->tok);
    if (dup) return parser_error(p, "redefinition of identifier '%.*s'", (int)p->tok.len, p->tok.start);
    if (!vec_grow(&p->ctx->alloc, (void **)out, &cap, *n + 1, sizeof **out)) return false;
    (*out)[(*n)++] = p->tok;
    parser_advance(p);
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, close, dims ? "expected ')' in dimensional identifier list" : "expected ']' in symbol list");
}

static bool parse_names(Parser *p, AffineNames *n) {
  memset(n, 0, sizeof *n);
  if (!parse_id_list(p, T_LPAREN, T_RPAREN, (Token **)&n->dims, &n->ndims, NULL, 0)) return false;
  if (p->tok.kind == T_LSQUARE &&
      !parse_id_list(p, T_LSQUARE, T_RSQUARE, (Token **)&n->syms, &n->nsyms, n->dims, n->ndims))
    return false;
  return true;
}

static void free_names(Parser *p, AffineNames *n) {
  ctx_free(p->ctx, (void *)n->dims);
  ctx_free(p->ctx, (void *)n->syms);
}

/* `(exprs)` after `->`. */
static const AffineMap *parse_map_range(Parser *p, AffineNames *n) {
  const AffineMap *m = NULL;
  PtrVec exprs = {0};
  if (!parser_expect(p, T_LPAREN, "expected '(' in affine map range")) goto done;
  if (p->tok.kind != T_RPAREN) {
    do {
      const AffineExpr *e = parse_expr(p, n);
      if (!e || !pv_push(&p->ctx->alloc, &exprs, (void *)e)) goto done;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect(p, T_RPAREN, "expected ')' in affine map range")) goto done;
  m = affine_map_get(p->ctx, n->ndims, n->nsyms, exprs.len, (const AffineExpr *const *)exprs.data);
done:
  pv_free(&p->ctx->alloc, &exprs);
  return m;
}

/* `(constraints)` after `:`. */
static const IntegerSet *parse_set_constraints(Parser *p, AffineNames *n) {
  const IntegerSet *s = NULL;
  PtrVec exprs = {0};
  bool *eq = NULL;
  size_t eqcap = 0;
  if (!parser_expect(p, T_LPAREN, "expected '(' in integer set constraint list")) goto done;
  if (p->tok.kind != T_RPAREN) {
    do {
      const AffineExpr *l = parse_expr(p, n);
      if (!l) goto done;
      int rel;
      if (p->tok.kind == T_GREATER) rel = 0;
      else if (p->tok.kind == T_LESS) rel = 1;
      else if (p->tok.kind == T_EQUAL) rel = 2;
      else {
        parser_error(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
        goto done;
      }
      parser_advance(p);
      if (!parser_expect(p, T_EQUAL, "expected '=' in affine constraint")) goto done;
      const AffineExpr *r = parse_expr(p, n);
      if (!r) goto done;
      /* e1 >= e2 is e1 - e2 >= 0; e1 <= e2 is e2 - e1 >= 0. */
      const AffineExpr *c = rel == 1 ? ae_add(r, ae_neg(l)) : ae_add(l, ae_neg(r));
      if (!c || !pv_push(&p->ctx->alloc, &exprs, (void *)c)) goto done;
      if (!vec_grow(&p->ctx->alloc, (void **)&eq, &eqcap, exprs.len, sizeof *eq)) goto done;
      eq[exprs.len - 1] = rel == 2;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect(p, T_RPAREN, "expected ')' in integer set constraint list")) goto done;
  s = integer_set_get(p->ctx, n->ndims, n->nsyms, exprs.len, (const AffineExpr *const *)exprs.data, eq);
done:
  pv_free(&p->ctx->alloc, &exprs);
  ctx_free(p->ctx, eq);
  return s;
}

/* `(dims)[syms]` then `-> (exprs)` or `: (constraints)`: either form is
 * read whatever the caller wants (upstream's
 * parseAffineMapOrIntegerSetInline), the other one is then an error at the
 * start. Exactly one of *map, *set is set on success. */
static bool parse_map_or_set(Parser *p, bool want_set, const AffineMap **map, const IntegerSet **set) {
  AffineNames n;
  Token at = p->tok;
  bool ok = false;
  *map = NULL;
  *set = NULL;
  if (!parse_names(p, &n)) goto done;
  if (parser_consume_if(p, T_ARROW)) {
    if (!(*map = parse_map_range(p, &n))) goto done;
  } else if (parser_consume_if(p, T_COLON)) {
    if (!(*set = parse_set_constraints(p, &n))) goto done;
  } else {
    parser_expect(p, T_ARROW, "expected '->' or ':'");
    goto done;
  }
  if (want_set != (*set != NULL)) {
    parser_error_at(p, &at, want_set ? "expected IntegerSet, but got AffineMap" : "expected AffineMap, but got IntegerSet");
    goto done;
  }
  ok = true;
done:
  free_names(p, &n);
  return ok;
}

/* Parses `(dims)[syms] -> (exprs)` (after `affine_map<`). */
const AffineMap *parse_affine_map_body(Parser *p) {
  const AffineMap *m;
  const IntegerSet *s;
  return parse_map_or_set(p, false, &m, &s) ? m : NULL;
}

/* Parses `(dims)[syms] : (constraints)` (after `affine_set<`). */
const IntegerSet *parse_integer_set_body(Parser *p) {
  const AffineMap *m;
  const IntegerSet *s;
  return parse_map_or_set(p, true, &m, &s) ? s : NULL;
}

/* ---- SSA-id mode (custom op syntax) ----------------------------------------- */

bool parse_affine_expr_of_ssa_ids(Parser *p, UseList *dims, UseList *syms, const AffineExpr **out) {
  AffineNames n;
  memset(&n, 0, sizeof n);
  n.ssa_dims = dims;
  n.ssa_syms = syms;
  *out = parse_expr(p, &n);
  return *out != NULL;
}

bool parse_affine_map_of_ssa_ids(Parser *p, TokKind open, UseList *operands, const AffineMap **out) {
  UseList dims = {0}, syms = {0};
  PtrVec exprs = {0};
  AffineNames n;
  memset(&n, 0, sizeof n);
  n.ssa_dims = &dims;
  n.ssa_syms = &syms;
  bool ok = false;
  TokKind close = open == T_LSQUARE ? T_RSQUARE : T_RPAREN;
  *out = NULL;
  if (open != T_EOF && !parser_expect_token(p, open, open == T_LSQUARE ? "'['" : "'('")) goto done;
  if (open == T_EOF || p->tok.kind != close) {
    do {
      const AffineExpr *e = parse_expr(p, &n);
      if (!e || !pv_push(&p->ctx->alloc, &exprs, (void *)e)) goto done;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (open != T_EOF && !parser_expect_token(p, close, close == T_RSQUARE ? "']'" : "')'")) goto done;
  *out = affine_map_get(p->ctx, (unsigned)dims.n, (unsigned)syms.n, exprs.len,
                        (const AffineExpr *const *)exprs.data);
  ok = *out != NULL;
  for (size_t i = 0; ok && i < dims.n; i++) ok = use_list_push(p->ctx, operands, &dims.v[i]);
  for (size_t i = 0; ok && i < syms.n; i++) ok = use_list_push(p->ctx, operands, &syms.v[i]);
done:
  use_list_free(p->ctx, &dims);
  use_list_free(p->ctx, &syms);
  pv_free(&p->ctx->alloc, &exprs);
  return ok;
}
