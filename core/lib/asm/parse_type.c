/* parse_type.c: the builtin type grammar (integers, floats, index, none,
 * complex, tuple, function, vector, tensor, memref), type aliases and opaque
 * dialect types. Upstream's wording is used for every diagnostic. */
#include "asm.h"

#include <stdlib.h>

enum { MAX_INT_WIDTH = 16777215 };

/* i32 / si8 / ui1 spelled as one bare identifier; width 0 means "not an
 * integer type keyword". */
static bool int_type_keyword(const Token *t, unsigned *sign, uint64_t *width) {
  const char *s = t->start;
  size_t n = t->len;
  *sign = SIGNLESS;
  if (n >= 2 && s[0] == 's' && s[1] == 'i') {
    *sign = SIGNED;
    s += 2;
    n -= 2;
  } else if (n >= 2 && s[0] == 'u' && s[1] == 'i') {
    *sign = UNSIGNED;
    s += 2;
    n -= 2;
  } else if (n >= 1 && s[0] == 'i') {
    s++;
    n--;
  } else {
    return false;
  }
  if (n == 0) return false;
  uint64_t w = 0; /* saturates: any count of digits is still an integer type */
  for (size_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return false;
    w = w > (UINT64_MAX - 9) / 10 ? UINT64_MAX : w * 10 + (uint64_t)(s[i] - '0');
  }
  *width = w;
  return true;
}

/* Scans a balanced `<...>` body starting at the current `<` token and
 * returns it verbatim (including the brackets); the lexer resumes after it. */
static bool scan_pretty_body(Parser *p, const char **start, size_t *len) {
  const char *s = p->tok.start, *end = p->lex.end, *c = s;
  /* The closing brackets expected, innermost last: on the heap, as the
   * nesting is the input's (upstream scans any depth). */
  StrBuf stack;
  sb_init(&stack, &p->ctx->alloc);
  for (; c < end; c++) {
    char ch = *c;
    if (ch == '"') {
      for (c++; c < end && *c != '"'; c++)
        if (*c == '\\' && c + 1 < end) c++;
      if (c >= end) break;
      continue;
    }
    if (ch == '<' || ch == '[' || ch == '(' || ch == '{') {
      sb_putc(&stack, ch == '<' ? '>' : ch == '[' ? ']' : ch == '(' ? ')' : '}');
      if (p->ctx->alloc.oom) break;
    } else if (ch == '>' || ch == ']' || ch == ')' || ch == '}') {
      /* `->` inside a body is an arrow, not a closing bracket. */
      if (ch == '>' && c > s && c[-1] == '-') continue;
      if (!stack.len || stack.data[stack.len - 1] != ch) {
        sb_free(&stack);
        return parser_error(p, "unbalanced '%c' character in pretty dialect name", ch);
      }
      if (--stack.len == 0) {
        c++;
        break;
      }
    } else if (ch == '\n') {
      p->lex.line++;
      p->lex.line_start = c + 1;
    }
  }
  size_t depth = stack.len;
  sb_free(&stack);
  if (p->ctx->alloc.oom) return parser_error(p, "out of memory");
  if (depth) return parser_error(p, "unbalanced '<' character in pretty dialect name");
  *start = s;
  *len = (size_t)(c - s);
  lex_reset(&p->lex, c);
  parser_advance(p);
  return true;
}

/* A registered dialect's attribute or type: `!ns.mnemonic...` (the class
 * parses what follows the mnemonic) or `!ns<mnemonic ...>`. The current
 * token is the `!`/`#` identifier. */
const Storage *parse_dialect_class_symbol(Parser *p, const Dialect *d, bool is_type) {
  Token t = p->tok;
  const char *name = t.start + 1;
  size_t n = t.len - 1;
  const char *dot = memchr(name, '.', n);
  const AttrClass *const *classes = is_type ? d->type_classes : d->attr_classes;
  Token mn = t;
  bool bracketed = !dot;
  if (dot) {
    mn.start = dot + 1;
    mn.len = n - (size_t)(dot + 1 - name);
    mn.col += (unsigned)(dot + 1 - t.start);
    for (const AttrClass *const *c = classes; c && *c; c++)
      if (strlen((*c)->name) == n && memcmp((*c)->name, name, n) == 0) {
        parser_advance(p);
        return (const Storage *)(*c)->parse_body(p, *c);
      }
  } else {
    parser_advance(p);
    if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
    mn = p->tok;
    if (mn.kind == T_BARE_ID) {
      for (const AttrClass *const *c = classes; c && *c; c++) {
        const char *cn = (*c)->name, *cd = strchr(cn, '.');
        if (cd && (size_t)(cd - cn) == n && !memcmp(cn, name, n) && strlen(cd + 1) == mn.len &&
            !memcmp(cd + 1, mn.start, mn.len)) {
          parser_advance(p);
          const Storage *r = (const Storage *)(*c)->parse_body(p, *c);
          if (r && bracketed && !parser_expect(p, T_GREATER, "expected '>'")) return NULL;
          return r;
        }
      }
    }
  }
  const char *what = is_type ? "type" : "attribute";
  if (classes && *classes)
    parser_error_at(p, &mn, "unknown %s `%.*s` in dialect `%.*s`", is_type ? " type" : "attribute",
                    (int)mn.len, mn.start, (int)d->ns->len, d->ns->str);
  else
    parser_error_at(p, &mn, "dialect '%.*s' provides no %s parsing hook", (int)d->ns->len, d->ns->str,
                    what);
  return NULL;
}

/* `!name` (alias) or `!dialect.name<body>` / `!dialect<"body">`. */
static const Type *parse_extended_type(Parser *p) {
  Token t = p->tok;
  const char *name = t.start + 1;
  size_t n = t.len - 1;
  const char *dot = memchr(name, '.', n);
  if (!dot) {
    uintptr_t v;
    if (sm_get(&p->type_aliases, name, n, &v)) {
      parser_advance(p);
      return (const Type *)v;
    }
    if (p->tok.kind != T_BANG_ID) return NULL;
  }
  {
    const Dialect *d = ctx_lookup_dialect(p->ctx, name, dot ? (size_t)(dot - name) : n);
    if (d && strcmp(d->ns->str, "builtin") != 0) return (const Type *)parse_dialect_class_symbol(p, d, true);
  }
  parser_advance(p);
  size_t dn = dot ? (size_t)(dot - name) : n;
  StrBuf data;
  sb_init(&data, &p->ctx->alloc);
  if (dot) sb_append(&data, dot + 1, n - dn - 1);
  if (p->tok.kind == T_LESS) {
    const char *body = NULL;
    size_t blen = 0;
    if (!scan_pretty_body(p, &body, &blen)) {
      sb_free(&data);
      return NULL;
    }
    /* `!d.name<body>` keeps `name<body>`; `!d<body>` keeps `body`. */
    if (!dot) sb_append(&data, body + 1, blen - 2);
    else sb_append(&data, body, blen);
  } else if (!dot) {
    sb_free(&data);
    parser_error_wrong_token(p, "undefined symbol alias id '%.*s'", (int)n, name);
    return NULL;
  }
  const Ident *d = ident_get(p->ctx, name, dn);
  const Ident *dd = ident_get(p->ctx, data.data ? data.data : "", data.len);
  sb_free(&data);
  if (!d || !dd) return NULL;
  if (!p->ctx->allow_unregistered) {
    StrBuf msg;
    sb_init(&msg, &p->ctx->alloc);
    print_type(type_opaque(p->ctx, d, dd), &msg);
    Token at = t;
    if (dot) {
      at.col += (unsigned)(dot - t.start) + 1;
    }
    parser_error_at(p, &at,
                    "`!\"%s\"<\"%s\">` type created with unregistered dialect. If "
                    "this is intended, please call allowUnregisteredDialects() on "
                    "the MLIRContext, or use -allow-unregistered-dialect with the "
                    "MLIR opt tool used",
                    d->str, dd->str);
    sb_free(&msg);
    return NULL;
  }
  return type_opaque(p->ctx, d, dd);
}

static bool parse_x_in_dims(Parser *p) {
  if (p->tok.kind != T_BARE_ID || p->tok.start[0] != 'x')
    return parser_error(p, "expected 'x' in dimension list");
  if (p->tok.len != 1) lex_reset(&p->lex, p->tok.start + 1);
  parser_advance(p);
  return true;
}

/* Advances past a dimension. An `x` right after it is taken as a token of
 * its own: lexed normally, `1x1x1...` would be one bare identifier, lexed
 * again from each dimension (quadratic in the rank). */
static void advance_in_dims(Parser *p) {
  Lexer *lx = &p->lex;
  if (lx->cur < lx->end && *lx->cur == 'x') {
    const char *x = lx->cur++;
    p->tok = (Token){T_BARE_ID, x, 1, lx->line, (unsigned)(x - lx->line_start) + 1};
    return;
  }
  parser_advance(p);
}

static bool parse_dim_int(Parser *p, int64_t *out) {
  if (p->tok.len > 1 && p->tok.start[1] == 'x') {
    /* `0xf32` is `0`, `x`, `f32`. */
    *out = 0;
    lex_reset(&p->lex, p->tok.start + 1);
    advance_in_dims(p);
    return true;
  }
  unsigned long long v = 0;
  for (size_t i = 0; i < p->tok.len; i++) {
    unsigned d = (unsigned)(p->tok.start[i] - '0');
    if (v > (unsigned long long)INT64_MAX / 10 ||
        v * 10 + d > (unsigned long long)INT64_MAX)
      return parser_error(p, "invalid dimension");
    v = v * 10 + d;
  }
  *out = (int64_t)v;
  advance_in_dims(p);
  return true;
}

/* Parses `dim x dim x ... x` (each dim an integer or `?`), allowing `[n]`
 * scalable dims when `scalable` is non-NULL. */
typedef struct DimList {
  int64_t *dims;
  bool *scalable;
  size_t n, cap, scap;
} DimList;

static bool dims_push(Parser *p, DimList *dl, int64_t d, bool sc) {
  if (!vec_grow(&p->ctx->alloc, (void **)&dl->dims, &dl->cap, dl->n + 1, sizeof *dl->dims) ||
      !vec_grow(&p->ctx->alloc, (void **)&dl->scalable, &dl->scap, dl->n + 1, sizeof *dl->scalable))
    return false;
  dl->dims[dl->n] = d;
  dl->scalable[dl->n] = sc;
  dl->n++;
  return true;
}

static void dims_free(Parser *p, DimList *dl) {
  ctx_free(p->ctx, dl->dims);
  ctx_free(p->ctx, dl->scalable);
}

static bool parse_dims(Parser *p, DimList *dl, bool allow_dynamic,
                       bool allow_scalable) {
  for (;;) {
    if (p->tok.kind == T_QUESTION) {
      if (!allow_dynamic) return parser_error(p, "expected static shape");
      parser_advance(p);
      if (!dims_push(p, dl, DYNAMIC_SIZE, false)) return false;
    } else if (p->tok.kind == T_INTEGER) {
      int64_t d;
      if (!parse_dim_int(p, &d) || !dims_push(p, dl, d, false)) return false;
    } else if (allow_scalable && p->tok.kind == T_LSQUARE) {
      parser_advance(p);
      int64_t d;
      if (p->tok.kind != T_INTEGER) return parser_error(p, "expected integer value");
      if (!parse_dim_int(p, &d)) return false;
      if (!parser_expect(p, T_RSQUARE, "missing ']' closing scalable dimension")) return false;
      if (!dims_push(p, dl, d, true)) return false;
    } else {
      return true;
    }
    if (!parse_x_in_dims(p)) return false;
  }
}

/* Upstream's TensorType::isValidElementType: complex, float, integer,
 * index, vector and opaque types, and any type of another dialect. */
static bool is_valid_elem(const Type *t) {
  return t && (t->kind == TK_COMPLEX || type_is_float(t) ||
               t->kind == TK_INTEGER || t->kind == TK_INDEX ||
               t->kind == TK_VECTOR || t->kind == TK_OPAQUE || t->kind == TK_DIALECT);
}

/* BaseMemRefType::isValidElementType for builtin types: no opaque types,
 * memrefs of memrefs allowed. */
static bool is_valid_memref_elem(const Type *t) {
  return t && (t->kind == TK_COMPLEX || type_is_float(t) || t->kind == TK_INTEGER ||
               t->kind == TK_INDEX || t->kind == TK_VECTOR || t->kind == TK_MEMREF ||
               t->kind == TK_UNRANKED_MEMREF);
}

/* isSupportedMemorySpace: integer, string and dictionary attributes, or
 * another dialect's attribute. */
static bool is_supported_memory_space(const Attr *a) {
  return !a || a->kind == AK_INTEGER || a->kind == AK_STRING || a->kind == AK_DICTIONARY ||
         a->kind == AK_DIALECT;
}

static const Type *parse_vector(Parser *p, const Token *kw) {
  if (!parser_expect(p, T_LESS, "expected '<' in vector type")) return NULL;
  DimList dl = {0};
  const Type *r = NULL;
  if (!parse_dims(p, &dl, false, true)) goto done;
  const Type *elem = parse_type(p);
  if (!elem) goto done;
  if (!parser_expect(p, T_GREATER, "expected '>' in vector type")) goto done;
  /* The ODS parameter constraint first, then VectorType::verify. */
  if (!type_is_vector_element(elem)) {
    parser_error_at(p, kw, "failed to verify 'elementType': VectorElementTypeInterface instance");
    goto done;
  }
  for (size_t i = 0; i < dl.n; i++)
    if (dl.dims[i] <= 0) {
      /* upstream prints the whole shape */
      StrBuf shape;
      sb_init(&shape, &p->ctx->alloc);
      for (size_t j = 0; j < dl.n; j++) sb_printf(&shape, "%s%lld", j ? ", " : "", (long long)dl.dims[j]);
      parser_error_at(p, kw, "vector types must have positive constant sizes but got %s", shape.data);
      sb_free(&shape);
      goto done;
    }
  r = type_vector(p->ctx, (unsigned)dl.n, dl.dims, dl.scalable, elem);
done:
  dims_free(p, &dl);
  return r;
}

static const Type *parse_tensor(Parser *p, const Token *kw) {
  if (!parser_expect(p, T_LESS, "expected '<' in tensor type")) return NULL;
  DimList dl = {0};
  const Type *r = NULL;
  bool unranked = false;
  if (p->tok.kind == T_STAR) {
    parser_advance(p);
    if (!parse_x_in_dims(p)) goto done;
    unranked = true;
  } else if (!parse_dims(p, &dl, true, false)) {
    goto done;
  }
  Token elem_tok = p->tok;
  const Type *elem = parse_type(p);
  if (!elem) goto done;
  const Attr *enc = NULL;
  if (parser_consume_if(p, T_COMMA)) {
    if (unranked) {
      parser_error(p, "cannot apply encoding to unranked tensor");
      goto done;
    }
    enc = parse_attribute(p, NULL);
    if (!enc) goto done;
  }
  if (!parser_expect(p, T_GREATER, "expected '>' in tensor type")) goto done;
  if (!is_valid_elem(elem)) {
    parser_error_at(p, &elem_tok, "invalid tensor element type");
    goto done;
  }
  for (size_t i = 0; i < dl.n; i++)
    if (dl.dims[i] < 0 && dl.dims[i] != DYNAMIC_SIZE) {
      parser_error_at(p, kw, "invalid tensor dimension size");
      goto done;
    }
  r = unranked ? type_unranked_tensor(p->ctx, elem)
               : type_ranked_tensor(p->ctx, (unsigned)dl.n, dl.dims, elem, enc);
done:
  dims_free(p, &dl);
  return r;
}

static const Type *parse_memref(Parser *p, const Token *kw) {
  if (!parser_expect(p, T_LESS, "expected '<' in memref type")) return NULL;
  DimList dl = {0};
  const Type *r = NULL;
  bool unranked = false;
  if (p->tok.kind == T_STAR) {
    parser_advance(p);
    if (!parse_x_in_dims(p)) goto done;
    unranked = true;
  } else if (!parse_dims(p, &dl, true, false)) {
    goto done;
  }
  Token elem_tok = p->tok;
  const Type *elem = parse_type(p);
  if (!elem) goto done;
  if (!is_valid_memref_elem(elem)) {
    parser_error_at(p, &elem_tok, "invalid memref element type");
    goto done;
  }
  const Attr *layout = NULL, *space = NULL;
  /* As upstream's list: a layout, then at most one memory space, last. */
  while (parser_consume_if(p, T_COMMA)) {
    if (p->tok.kind == T_GREATER) {
      parser_error_wrong_token(p, "expected list element");
      goto done;
    }
    const Attr *a = parse_attribute(p, NULL);
    if (!a) goto done;
    if (a->kind != AK_STRIDED_LAYOUT && a->kind != AK_AFFINE_MAP) {
      if (space) {
        parser_error(p, "multiple memory spaces specified in memref type");
        goto done;
      }
      space = a;
      continue;
    }
    if (unranked || space) {
      parser_error(p, unranked ? "cannot have affine map for unranked memref type"
                               : "expected memory space to be last in memref type");
      goto done;
    }
    layout = a;
  }
  if (!parser_expect(p, T_GREATER, "expected '>' in memref type")) goto done;
  if (layout && layout->kind == AK_AFFINE_MAP) {
    const AffineMap *m = WORD_PTR(const AffineMap, layout->p[0]);
    if (affine_map_num_dims(m) != dl.n) {
      parser_error_at(p, kw, "memref layout mismatch between rank and affine map: %zu != %u", dl.n,
                      affine_map_num_dims(m));
      goto done;
    }
    /* The identity layout is the default and is not stored. */
    if (affine_map_is_identity(m)) layout = NULL;
  }
  if (layout && layout->kind == AK_STRIDED_LAYOUT && layout->n - 1 != dl.n) {
    parser_error_at(p, kw, "expected the number of strides to match the rank");
    goto done;
  }
  if (!is_supported_memory_space(space)) {
    parser_error_at(p, kw, "unsupported memory space Attribute");
    goto done;
  }
  /* An integer memory space 0 is the default space. */
  if (space && space->kind == AK_INTEGER && attr_int_value(space) == 0) space = NULL;
  r = unranked ? type_unranked_memref(p->ctx, elem, space)
               : type_memref(p->ctx, (unsigned)dl.n, dl.dims, elem, layout, space);
done:
  dims_free(p, &dl);
  return r;
}

/* Parses a comma-separated list of types up to `close`. */
static bool parse_type_list_until(Parser *p, TokKind close, PtrVec *out) {
  if (p->tok.kind == close) return true;
  do {
    const Type *t = parse_type(p);
    if (!t || !pv_push(&p->ctx->alloc, out, (void *)t)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return true;
}

/* Parses the result part of a function type after `->`. */
static bool parse_fn_results(Parser *p, PtrVec *res) {
  if (p->tok.kind == T_LPAREN) {
    parser_advance(p);
    if (!parse_type_list_until(p, T_RPAREN, res)) return false;
    return parser_expect(p, T_RPAREN, "expected ')'");
  }
  const Type *t = parse_type(p);
  return t && pv_push(&p->ctx->alloc, res, (void *)t);
}

static const Type *parse_function_or_paren(Parser *p) {
  parser_advance(p); /* ( */
  PtrVec in = {0}, res = {0};
  const Type *r = NULL;
  if (!parse_type_list_until(p, T_RPAREN, &in)) goto done;
  if (!parser_expect(p, T_RPAREN, "expected ')'")) goto done;
  if (!parser_expect(p, T_ARROW, "expected '->' in function type")) goto done;
  if (!parse_fn_results(p, &res)) goto done;
  r = type_function(p->ctx, in.len, (const Type *const *)in.data, res.len,
                    (const Type *const *)res.data);
done:
  pv_free(&p->ctx->alloc, &in);
  pv_free(&p->ctx->alloc, &res);
  return r;
}

static const Type *parse_optional_type_inner(Parser *p, bool *present);

/* Types nest (tuple<...>, function types, shaped element types): each
 * level counts toward the parser's depth bound. */
const Type *parse_optional_type(Parser *p, bool *present) {
  TokKind k = p->tok.kind;
  if ((k == T_LPAREN || k == T_BANG_ID || k == T_BARE_ID) && p->depth >= MAX_PARSE_DEPTH) {
    *present = true;
    parser_error(p, "exceeded maximum nesting depth");
    return NULL;
  }
  p->depth++;
  const Type *t = parse_optional_type_inner(p, present);
  p->depth--;
  return t;
}

static const Type *parse_optional_type_inner(Parser *p, bool *present) {
  *present = true;
  Token t = p->tok;
  Context *ctx = p->ctx;
  switch (t.kind) {
  case T_LPAREN: return parse_function_or_paren(p);
  case T_BANG_ID: return parse_extended_type(p);
  case T_BARE_ID: break;
  default: *present = false; return NULL;
  }
  unsigned sign;
  uint64_t width;
  if (int_type_keyword(&t, &sign, &width)) {
    if (width > UINT32_MAX) { /* upstream's width is an unsigned */
      parser_error(p, "invalid integer width");
      return NULL;
    }
    if (width > MAX_INT_WIDTH) {
      parser_error(p, "integer bitwidth is limited to %d bits", MAX_INT_WIDTH);
      return NULL;
    }
    parser_advance(p);
    return type_integer(ctx, (unsigned)width, sign);
  }
  const Type *f = type_float_by_name(ctx, t.start, t.len);
  if (f) {
    parser_advance(p);
    return f;
  }
  if (tok_is_keyword(&t, "index")) {
    parser_advance(p);
    return ctx->t_index;
  }
  if (tok_is_keyword(&t, "none")) {
    parser_advance(p);
    return ctx->t_none;
  }
  if (tok_is_keyword(&t, "complex")) {
    parser_advance(p);
    if (!parser_expect(p, T_LESS, "expected '<' in complex type")) return NULL;
    Token et = p->tok;
    const Type *e = parse_type(p);
    if (!e || !parser_expect(p, T_GREATER, "expected '>' in complex type")) return NULL;
    if (!type_is_int_or_index(e) && !type_is_float(e)) {
      parser_error_at(p, &et, "invalid element type for complex");
      return NULL;
    }
    return type_complex(ctx, e);
  }
  if (tok_is_keyword(&t, "tuple")) {
    parser_advance(p);
    if (!parser_expect(p, T_LESS, "expected '<' in tuple type")) return NULL;
    PtrVec ts = {0};
    const Type *r = NULL;
    if (parse_type_list_until(p, T_GREATER, &ts) &&
        parser_expect(p, T_GREATER, "expected '>' in tuple type"))
      r = type_tuple(ctx, ts.len, (const Type *const *)ts.data);
    pv_free(&ctx->alloc, &ts);
    return r;
  }
  if (tok_is_keyword(&t, "vector")) {
    parser_advance(p);
    return parse_vector(p, &t);
  }
  if (tok_is_keyword(&t, "tensor")) {
    parser_advance(p);
    return parse_tensor(p, &t);
  }
  if (tok_is_keyword(&t, "memref")) {
    parser_advance(p);
    return parse_memref(p, &t);
  }
  *present = false;
  return NULL;
}

const Type *parse_type(Parser *p) {
  bool present;
  if (p->tok.kind == T_ERROR) {
    parser_error(p, "error");
    return NULL;
  }
  const Type *t = parse_optional_type(p, &present);
  if (!present && !p->failed) parser_error_wrong_token(p, "expected non-function type");
  return t;
}

bool parse_function_type_lists(Parser *p, OperationState *st, const Type **fn) {
  (void)st;
  Token t = p->tok;
  const Type *ty = parse_type(p);
  if (!ty) return false;
  if (ty->kind != TK_FUNCTION) return parser_error_at(p, &t, "expected function type");
  *fn = ty;
  return true;
}

const Type *parse_type_str(Context *ctx, const char *s, size_t n) {
  Parser p;
  parser_init(&p, ctx, s, n, ident_get(ctx, s, n), 1);
  const Type *t = parse_type(&p);
  if (t && p.tok.kind != T_EOF) {
    parser_error(&p, "found trailing characters: '%.*s'",
                 (int)(n - (size_t)(p.tok.start - s)), p.tok.start);
    t = NULL;
  }
  parser_free(&p);
  return t;
}
