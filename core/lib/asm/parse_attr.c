/* parse_attr.c: the builtin attribute grammar (literals, arrays,
 * dictionaries, symbol references, dense arrays and elements, opaque
 * dialect attributes, aliases) and locations. */
#include "asm.h"
#include "asm_state.h"
#include "../ir/floats.h"

#include <errno.h>
#include <stdlib.h>

/* ---- strings ------------------------------------------------------------ */

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = (char)(c | 32);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

bool unescape_string(const Token *t, StrBuf *out) {
  const char *s = t->start + 1, *e = t->start + t->len - 1;
  if (t->len < 2) return false;
  while (s < e) {
    char c = *s++;
    if (c != '\\') {
      sb_putc(out, c);
      continue;
    }
    char x = *s++;
    switch (x) {
    case '"': sb_putc(out, '"'); break;
    case '\\': sb_putc(out, '\\'); break;
    case 'n': sb_putc(out, '\n'); break;
    case 't': sb_putc(out, '\t'); break;
    default:
      sb_putc(out, (char)(hexval(x) * 16 + hexval(*s)));
      s++;
      break;
    }
  }
  if (!out->data) sb_reserve(out, 1);
  return true;
}

bool parse_string_literal(Parser *p, StrBuf *out) {
  if (p->tok.kind != T_STRING) return parser_error(p, "expected string");
  unescape_string(&p->tok, out);
  parser_advance(p);
  return true;
}

/* `@name` or `@"name"`. */
static bool symbol_name_token(Parser *p, const Ident **out) {
  if (p->tok.kind != T_AT_ID) return parser_error(p, "expected valid '@'-identifier for symbol name");
  if (p->tok.start[1] == '"') {
    Token s = p->tok;
    s.start++;
    s.len--;
    StrBuf b;
    sb_init(&b, &p->ctx->alloc);
    unescape_string(&s, &b);
    *out = ident_get(p->ctx, b.data ? b.data : "", b.len);
    sb_free(&b);
  } else {
    *out = ident_get(p->ctx, p->tok.start + 1, p->tok.len - 1);
  }
  parser_advance(p);
  return *out != NULL;
}

/* A symbol's name where an op defines it: upstream's record counts it
 * among the symbol's uses. */
bool parse_symbol_name(Parser *p, const Ident **out) {
  Token t = p->tok;
  if (!symbol_name_token(p, out)) return false;
  if (p->state) {
    const Attr *ref = attr_symbol_ref(p->ctx, *out, 0, NULL);
    SrcRange r = {(uint32_t)(t.start - p->buf_start), (uint32_t)(t.start - p->buf_start + t.len)};
    if (ref) asm_state_add_symbol_use(p->state, ref, &r, 1);
  }
  return true;
}

/* ---- integers ------------------------------------------------------------ */

/* Converts decimal or 0x-hex digits to little-endian limbs. A literal
 * that surely needs more than `max_bits` bits is not converted (the work
 * grows as digits x limbs): `*nlimbs` is then 0 and `*out` NULL. */
bool digits_to_limbs(const char *s, size_t n, unsigned max_bits, uint64_t **out, unsigned *nlimbs,
                     Allocator *a) {
  bool hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  size_t first = hex ? 2 : 0;
  while (first < n && s[first] == '0') first++;
  size_t sig = n - first;
  /* sig digits need at least 4(sig-1)+1 bits (hex) or 3(sig-1)+1 (decimal). */
  if (sig && (sig - 1) * (hex ? 4 : 3) >= max_bits) {
    *out = NULL;
    *nlimbs = 0;
    return true;
  }
  size_t bits = sig * 4 + 1; /* decimal: < 3.33 bits/digit */
  unsigned nl = (unsigned)(bits / 64 + 1);
  uint64_t *l = mem_zalloc(a, nl * sizeof *l);
  if (!l) return false;
  for (size_t i = first; i < n; i++) {
    unsigned d = (unsigned)(hex ? hexval(s[i]) : s[i] - '0');
    unsigned mul = hex ? 16 : 10;
    unsigned __int128 carry = d;
    for (unsigned k = 0; k < nl; k++) {
      unsigned __int128 t = (unsigned __int128)l[k] * mul + carry;
      l[k] = (uint64_t)t;
      carry = t >> 64;
    }
  }
  *out = l;
  *nlimbs = nl;
  return true;
}

static unsigned limbs_bitlen(const uint64_t *l, unsigned n) {
  for (unsigned i = n; i-- > 0;)
    if (l[i]) {
      unsigned b = 64;
      while (!(l[i] >> (b - 1))) b--;
      return i * 64 + b;
    }
  return 0;
}

/* Builds an integer of `type` from a literal, with upstream's range rules
 * (buildAttributeAPInt). */
static const Attr *int_from_literal_at(Parser *p, const Token *t, bool neg, const Type *type,
                                       const char *range_msg, const Token *err_at) {
  uint64_t *l;
  unsigned nl;
  unsigned width = type->kind == TK_INDEX ? 64 : type_int_width(type);
  if (!digits_to_limbs(t->start, t->len, width + 1, &l, &nl, &p->ctx->alloc)) return NULL;
  unsigned need = width ? (width + 63) / 64 : 1;
  const Attr *r = NULL;
  bool ok = l && limbs_bitlen(l, nl) <= width;
  uint64_t *v = ctx_zalloc(p->ctx, (need + 1) * sizeof *v);
  if (!v) goto done;
  for (unsigned i = 0; i < need && i < nl; i++) v[i] = l[i];
  if (ok && width == 0) {
    ok = !neg;
  } else if (ok && neg) {
    /* Two's complement negate within `width`; overflow unless the sign bit
     * ends up set (so -0 is out of range, as upstream). */
    unsigned __int128 carry = 1;
    for (unsigned i = 0; i < need; i++) {
      unsigned __int128 s = (unsigned __int128)(~v[i]) + carry;
      v[i] = (uint64_t)s;
      carry = s >> 64;
    }
    if (width % 64) v[need - 1] &= (~0ULL) >> (64 - width % 64);
    ok = (v[(width - 1) / 64] >> ((width - 1) % 64)) & 1;
  } else if (ok && ((type->kind == TK_INTEGER && type_int_signedness(type) == SIGNED) ||
                    type->kind == TK_INDEX)) {
    ok = !((v[(width - 1) / 64] >> ((width - 1) % 64)) & 1);
  }
  if (!ok) {
    parser_error_at(p, err_at, "%s", range_msg);
    goto done;
  }
  r = attr_integer_limbs(p->ctx, type, v, need);
done:
  mem_free(&p->ctx->alloc, l);
  ctx_free(p->ctx, v);
  return r;
}

static const Attr *int_from_literal_msg(Parser *p, const Token *t, bool neg,
                                        const Type *type, const char *range_msg) {
  return int_from_literal_at(p, t, neg, type, range_msg, t);
}

static const Attr *int_from_literal(Parser *p, const Token *t, bool neg, const Type *type) {
  return int_from_literal_msg(p, t, neg, type, "integer constant out of range for attribute");
}

/* A float from a hex integer literal: the literal is the bit pattern. */
static bool float_bits_from_hex(Parser *p, const Token *t, const Type *type,
                                uint64_t bits[2]) {
  const FloatSemantics *fs = float_semantics(type);
  uint64_t *l;
  unsigned nl;
  if (!digits_to_limbs(t->start, t->len, fs->width + 1, &l, &nl, &p->ctx->alloc)) return false;
  bool ok = l && limbs_bitlen(l, nl) <= fs->width;
  bits[0] = l ? l[0] : 0;
  bits[1] = nl > 1 ? l[1] : 0;
  mem_free(&p->ctx->alloc, l);
  if (!ok) return parser_error_at(p, t, "hexadecimal float constant out of range for type");
  return true;
}

/* Parses a float literal (already known to be a float or hex token) for
 * `type` into bits. */
static bool float_literal_bits(Parser *p, const Token *t, bool neg,
                               const Type *type, uint64_t bits[2]) {
  const FloatSemantics *fs = float_semantics(type);
  if (t->kind != T_INTEGER && t->kind != T_FLOAT)
    return parser_error_at(p, t, "expected floating point literal");
  if (t->kind == T_INTEGER) {
    if (t->len > 1 && t->start[1] == 'x') {
      if (neg) return parser_error_at(p, t, "hexadecimal float literal should not have a leading minus");
      return float_bits_from_hex(p, t, type, bits);
    }
    Diag *d = NULL;
    if (!p->failed) {
      p->failed = true;
      d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, t));
      diag_printf(d, "unexpected decimal integer literal for a floating point value");
      Diag *n = diag_note(p->ctx, d, NULL);
      diag_printf(n, "add a trailing dot to make the literal a float");
      diag_emit(p->ctx, d);
    }
    return false;
  }
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  if (neg) sb_putc(&s, '-');
  sb_append(&s, t->start, t->len);
  /* As upstream, the literal is read as a double and then rounded to the
   * type (twice rounded: 3.4028235677973366e38 is infinity in f32). */
  uint64_t dbits[2] = {0, 0};
  bool ok = s.data && float_from_decimal(float_semantics(type_simple(p->ctx, TK_F64)), s.data, s.len, dbits);
  if (ok) {
    double d;
    memcpy(&d, dbits, sizeof d);
    float_from_double(fs, d, bits);
  }
  sb_free(&s);
  if (!ok) return parser_error_at(p, t, "invalid floating point value");
  return true;
}

bool parse_float_literal(Parser *p, const Type *type, uint64_t bits[2]) {
  bool neg = parser_consume_if(p, T_MINUS);
  Token t = p->tok;
  if (!float_literal_bits(p, &t, neg, type, bits)) return false;
  parser_advance(p);
  return true;
}

/* ---- literal attributes ---------------------------------------------------- */

/* Parses `: type` if present. */
static const Type *parse_colon_type(Parser *p, bool *present) {
  *present = false;
  if (p->tok.kind != T_COLON) return NULL;
  parser_advance(p);
  *present = true;
  return parse_type(p);
}

static const Attr *parse_number_attr(Parser *p, const Type *type) {
  bool neg = parser_consume_if(p, T_MINUS);
  Token t = p->tok;
  if (t.kind != T_INTEGER && t.kind != T_FLOAT) {
    parser_error(p, "expected constant integer or floating point value");
    return NULL;
  }
  parser_advance(p);
  bool has;
  if (!type) {
    type = parse_colon_type(p, &has);
    if (has && !type) return NULL;
  }
  if (!type) type = t.kind == T_FLOAT ? type_simple(p->ctx, TK_F64) : p->ctx->t_i64;
  if (type_is_float(type)) {
    uint64_t bits[2];
    if (!float_literal_bits(p, &t, neg, type, bits)) return NULL;
    return attr_float_bits(p->ctx, type, bits[0], bits[1]);
  }
  if (t.kind == T_FLOAT) {
    parser_error_at(p, &t, "floating point value not valid for specified type");
    return NULL;
  }
  if (!type_is_int_or_index(type)) {
    parser_error_at(p, &t, "integer literal not valid for specified type");
    return NULL;
  }
  if (neg && type->kind == TK_INTEGER && type_int_signedness(type) == UNSIGNED) {
    parser_error_at(p, &t, "negative integer literal not valid for unsigned integer type");
    return NULL;
  }
  return int_from_literal(p, &t, neg, type);
}

static const Attr *parse_array_attr(Parser *p) {
  parser_advance(p); /* [ */
  PtrVec elems = {0};
  const Attr *r = NULL;
  if (p->tok.kind != T_RSQUARE) {
    do {
      const Attr *a = parse_attribute(p, NULL);
      if (!a || !pv_push(&p->ctx->alloc, &elems, (void *)a)) goto done;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect_token(p, T_RSQUARE, "expected ',' or ']'")) goto done;
  r = attr_array(p->ctx, elems.len, (const Attr *const *)elems.data);
done:
  pv_free(&p->ctx->alloc, &elems);
  return r;
}

static const Attr *parse_dictionary_attr(Parser *p) {
  OperationState tmp;
  opstate_init(&tmp, p->ctx, NULL, NULL);
  const Attr *r = NULL;
  if (parse_attr_dict(p, &tmp))
    r = attr_dictionary(p->ctx, tmp.num_attrs, tmp.attrs, NULL);
  opstate_free(&tmp);
  return r;
}

/* The range of each @name of a reference, for the parser's record. */
enum { SYMBOL_LEVELS_RECORDED = 8 };

static const Attr *parse_symbol_ref_attr(Parser *p) {
  SrcRange levels[SYMBOL_LEVELS_RECORDED];
  size_t nlevels = 0;
  const Ident *root;
  levels[nlevels++] = (SrcRange){(uint32_t)(p->tok.start - p->buf_start),
                                 (uint32_t)(p->tok.start - p->buf_start + p->tok.len)};
  if (!symbol_name_token(p, &root)) return NULL;
  PtrVec nested = {0};
  const Attr *r = NULL;
  /* `::` is lexed as two colons with nothing between them. */
  while (p->tok.kind == T_COLON && p->lex.cur < p->lex.end && p->lex.cur[0] == ':' &&
         p->tok.start + 1 == p->lex.cur) {
    parser_advance(p);
    parser_advance(p);
    if (p->tok.kind != T_AT_ID) {
      parser_error(p, "expected nested symbol reference identifier");
      goto done;
    }
    if (nlevels < SYMBOL_LEVELS_RECORDED)
      levels[nlevels++] = (SrcRange){(uint32_t)(p->tok.start - p->buf_start),
                                     (uint32_t)(p->tok.start - p->buf_start + p->tok.len)};
    const Ident *n;
    if (!symbol_name_token(p, &n) || !pv_push(&p->ctx->alloc, &nested, (void *)n)) goto done;
  }
  r = attr_symbol_ref(p->ctx, root, nested.len, (const Ident *const *)nested.data);
  if (r && p->state) asm_state_add_symbol_use(p->state, r, levels, nlevels);
done:
  pv_free(&p->ctx->alloc, &nested);
  return r;
}

/* `array<i32: 1, 2>` */
static const Attr *parse_dense_array(Parser *p) {
  parser_advance(p);
  if (!parser_expect(p, T_LESS, "expected '<' after 'array'")) return NULL;
  Token tt = p->tok;
  const Type *elem = parse_type(p);
  if (!elem) return NULL;
  if (!type_is_integer(elem) && !type_is_float(elem)) {
    parser_error_at(p, &tt, "expected integer or float type, got: %s", "type");
    return NULL;
  }
  unsigned width = type_is_integer(elem) ? type_int_width(elem) : float_semantics(elem)->width;
  size_t esz = width == 1 ? 1 : (width + 7) / 8;
  StrBuf data;
  sb_init(&data, &p->ctx->alloc);
  size_t count = 0;
  const Attr *r = NULL;
  if (parser_consume_if(p, T_COLON)) {
    do {
      const Attr *a;
      if (width == 1 && (tok_is_keyword(&p->tok, "true") || tok_is_keyword(&p->tok, "false"))) {
        a = attr_bool(p->ctx, tok_is_keyword(&p->tok, "true"));
        parser_advance(p);
      } else if (type_is_integer(elem)) {
        /* As upstream: the error is reported after the literal. */
        bool neg = parser_consume_if(p, T_MINUS);
        Token t = p->tok;
        if (t.kind != T_INTEGER) {
          parser_error(p, "expected integer literal");
          goto done;
        }
        parser_advance(p);
        a = int_from_literal_at(p, &t, neg, elem, "integer constant out of range", &p->tok);
      } else {
        a = parse_number_attr(p, elem);
      }
      if (!a) goto done;
      uint64_t bits = a->p[1];
      for (size_t b = 0; b < esz; b++) sb_putc(&data, (char)(bits >> (8 * b)));
      count++;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect(p, T_GREATER, "expected '>' to close an array attribute")) goto done;
  r = attr_dense_array(p->ctx, elem, count, data.data ? data.data : "", data.len);
done:
  sb_free(&data);
  return r;
}

/* ---- dense elements -------------------------------------------------------- */

typedef struct DenseElem {
  Token tok;
  bool neg;
  bool is_bool, bool_val;
  bool is_string;
} DenseElem;

typedef struct DenseLit {
  DenseElem *elems;
  size_t n, cap;
  int64_t shape[64];
  unsigned rank;
  bool shape_known;
  bool complex; /* elements come in (re, im) pairs */
  bool hex;     /* "0x..." raw data */
  Token hex_tok;
} DenseLit;

static bool dense_push(Parser *p, DenseLit *dl, DenseElem e) {
  if (!vec_grow(&p->ctx->alloc, (void **)&dl->elems, &dl->cap, dl->n + 1, sizeof *dl->elems))
    return false;
  dl->elems[dl->n++] = e;
  return true;
}

/* One element: a literal, or a complex `(re, im)` pair of elements. */
static bool parse_dense_element(Parser *p, DenseLit *dl) {
  DenseElem e = {0};
  switch (p->tok.kind) {
  case T_LPAREN: {
    if (p->depth >= MAX_PARSE_DEPTH) return parser_error(p, "tensor literal nested too deeply");
    parser_advance(p);
    dl->complex = true;
    p->depth++;
    bool ok = parse_dense_element(p, dl) &&
              parser_expect_token(p, T_COMMA, "expected ',' between complex elements") &&
              parse_dense_element(p, dl) &&
              parser_expect_token(p, T_RPAREN, "expected ')' after complex elements");
    p->depth--;
    return ok;
  }
  case T_MINUS:
    parser_advance(p);
    if (p->tok.kind != T_INTEGER && p->tok.kind != T_FLOAT)
      return parser_error(p, "expected integer or floating point literal");
    e.neg = true;
    break;
  case T_STRING: e.is_string = true; break;
  case T_INTEGER:
  case T_FLOAT: break;
  default:
    if (!tok_is_keyword(&p->tok, "true") && !tok_is_keyword(&p->tok, "false"))
      return parser_error(p, "expected element literal of primitive type");
    e.is_bool = true;
    e.bool_val = tok_is_keyword(&p->tok, "true");
  }
  e.tok = p->tok;
  parser_advance(p);
  return dense_push(p, dl, e);
}

/* Parses nested lists, checking that sibling lists agree in shape. */
static bool parse_dense_list(Parser *p, DenseLit *dl, unsigned depth,
                             int64_t *shape, unsigned *rank) {
  if (depth >= 64) return parser_error(p, "tensor literal nested too deeply");
  parser_advance(p); /* [ */
  int64_t count = 0;
  int64_t sub[64];
  unsigned sub_rank = 0;
  bool first = true;
  if (p->tok.kind != T_RSQUARE) {
    do {
      int64_t s[64];
      unsigned r = 0;
      Token at = p->tok;
      if (p->tok.kind == T_LSQUARE) {
        if (!parse_dense_list(p, dl, depth + 1, s, &r)) return false;
      } else if (!parse_dense_element(p, dl)) {
        return false;
      }
      if (first) {
        memcpy(sub, s, r * sizeof *s);
        sub_rank = r;
        first = false;
      } else if (r != sub_rank || memcmp(sub, s, r * sizeof *s) != 0) {
        return parser_error_at(p, &at, "tensor literal is invalid; ranks are not consistent between elements");
      }
      count++;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect(p, T_RSQUARE, "expected ']'")) return false;
  shape[0] = count;
  memcpy(shape + 1, sub, sub_rank * sizeof *sub);
  *rank = sub_rank + 1;
  return true;
}

static void shape_str(const int64_t *s, unsigned r, StrBuf *out) {
  sb_putc(out, '[');
  for (unsigned i = 0; i < r; i++) {
    if (i) sb_puts(out, ", ");
    sb_put_i64(out, s[i]);
  }
  sb_putc(out, ']');
}

/* Appends one scalar's bytes (i1 bit-packed into `bits` at `pos` instead),
 * with upstream's per-element messages. */
static bool dense_encode_elem(Parser *p, const DenseElem *e, const Type *et,
                              StrBuf *data, unsigned char *bits, size_t pos) {
  if (type_is_float(et)) {
    uint64_t v[2];
    if (e->is_bool || e->is_string) return parser_error_at(p, &e->tok, "expected floating point literal");
    if (!float_literal_bits(p, &e->tok, e->neg, et, v)) return false;
    unsigned bytes = (float_semantics(et)->width + 7) / 8;
    for (unsigned b = 0; b < bytes; b++)
      sb_putc(data, (char)(b < 8 ? v[0] >> (8 * b) : v[1] >> (8 * (b - 8))));
    return true;
  }
  unsigned width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  const Attr *a;
  if (e->neg && et->kind == TK_INTEGER && type_int_signedness(et) == UNSIGNED)
    return parser_error_at(p, &e->tok, "expected unsigned integer elements, but parsed negative value");
  if (e->tok.kind == T_FLOAT)
    return parser_error_at(p, &e->tok, "expected integer elements, but parsed floating-point");
  if (e->is_bool) {
    if (width != 1) return parser_error_at(p, &e->tok, "expected i1 type for 'true' or 'false' values");
    a = attr_bool(p->ctx, e->bool_val);
  } else if (e->is_string) {
    return parser_error_at(p, &e->tok, "integer constant out of range for type");
  } else {
    a = int_from_literal_msg(p, &e->tok, e->neg, et, "integer constant out of range for type");
  }
  if (!a) return false;
  if (width == 1) {
    if (a->p[1]) bits[pos / 8] |= (unsigned char)(1u << (pos % 8));
    return true;
  }
  unsigned bytes = (width + 7) / 8;
  for (unsigned b = 0; b < bytes; b++) sb_putc(data, (char)(a->p[1 + b / 8] >> (8 * (b % 8))));
  return true;
}

static void type_str(const Type *t, StrBuf *out) {
  print_type(t, out);
  if (!out->data) sb_puts(out, "");
}

/* `dense<"0x...">` of a numeric element type: the raw little-endian data,
 * all elements or one (a splat; an i1 splat is the byte 0x00 or 0xFF). */
static const Attr *build_dense_hex(Parser *p, DenseLit *dl, const Type *type, const Token *kw) {
  const Token *t = &dl->hex_tok;
  if (t->len < 4 || t->start[1] != '0' || t->start[2] != 'x' || (t->len - 4) % 2) {
    parser_error_at(p, t, "expected string containing hex digits starting with `0x`");
    return NULL;
  }
  for (size_t i = 3; i + 1 < t->len; i++)
    if (hexval(t->start[i]) < 0) {
      parser_error_at(p, t, "expected string containing hex digits starting with `0x`");
      return NULL;
    }
  StrBuf raw;
  sb_init(&raw, &p->ctx->alloc);
  sb_reserve(&raw, 1);
  for (size_t i = 3; i + 2 < t->len; i += 2)
    sb_putc(&raw, (char)(hexval(t->start[i]) * 16 + hexval(t->start[i + 1])));
  const Type *et = shaped_elem(type);
  int64_t total = shaped_num_elements(type);
  bool packed = dense_elem_is_packed_bit(et);
  size_t esz = packed ? 0 : dense_elem_bytes(et);
  size_t full = packed ? ((size_t)total + 7) / 8 : esz * (size_t)total;
  bool splat = raw.len != full &&
               (esz ? raw.len == esz
                    : raw.len == 1 && (raw.data[0] == 0 || (unsigned char)raw.data[0] == 0xff));
  const Attr *r = NULL;
  if ((raw.len != full && !splat) || (splat && total == 0)) {
    StrBuf ts;
    sb_init(&ts, &p->ctx->alloc);
    type_str(type, &ts);
    parser_error_at(p, kw, "elements hex data size is invalid for provided type: '%s'", ts.data);
    sb_free(&ts);
  } else {
    r = attr_dense_elements_get(p->ctx, type, splat ? 1 : (size_t)total, raw.data);
  }
  sb_free(&raw);
  return r;
}

/* Dense string elements: one string per element, or one for a splat (a
 * top-level string is the splat value, whatever it holds). */
static const Attr *build_dense_strings(Parser *p, DenseLit *dl, const Type *type, const Token *kw) {
  size_t n = dl->hex ? 1 : dl->n;
  uint64_t *w = ctx_alloc(p->ctx, (n + 1) * sizeof *w);
  if (!w) return NULL;
  const Attr *r = NULL;
  w[0] = PTR_WORD(type);
  StrBuf sv;
  sb_init(&sv, &p->ctx->alloc);
  for (size_t i = 0; i < n; i++) {
    const Token *t = dl->hex ? &dl->hex_tok : &dl->elems[i].tok;
    if (!dl->hex && !dl->elems[i].is_string) {
      parser_error_at(p, kw, "expected string token, got %s%.*s", dl->elems[i].neg ? "-" : "",
                      (int)t->len, t->start);
      goto done;
    }
    sv.len = 0;
    if (!unescape_string(t, &sv)) goto done;
    const Ident *id = ident_get(p->ctx, sv.data ? sv.data : "", sv.len);
    if (!id) goto done;
    w[1 + i] = PTR_WORD(id);
  }
  /* Equal strings collapse into a splat, as upstream uniques them. */
  bool splat = n > 0;
  for (size_t i = 1; i < n && splat; i++) splat = w[1 + i] == w[1];
  r = storage_get(p->ctx, AK_DENSE_STRING, splat, w, (uint32_t)(splat ? 2 : n + 1));
done:
  sb_free(&sv);
  ctx_free(p->ctx, w);
  return r;
}

static const Attr *build_dense(Parser *p, DenseLit *dl, const Type *type,
                               const Token *type_tok, const Token *kw) {
  if (!type_is_shaped(type) || !shaped_has_rank(type) || type->kind == TK_MEMREF) {
    parser_error_at(p, type_tok, "elements literal must be a shaped type");
    return NULL;
  }
  int64_t total = shaped_num_elements(type);
  if (total < 0) {
    parser_error_at(p, type_tok, "elements literal type must have static shape");
    return NULL;
  }
  const Type *et = shaped_elem(type);
  bool is_complex = et->kind == TK_COMPLEX;
  const Type *scalar = is_complex ? WORD_PTR(const Type, et->p[0]) : et;
  bool numeric = type_is_int_or_index(scalar) || type_is_float(scalar);
  if (dl->hex && numeric) return build_dense_hex(p, dl, type, kw);
  StrBuf ts;
  sb_init(&ts, &p->ctx->alloc);
  const Attr *r = NULL;
  if (dl->shape_known) {
    bool match = dl->rank == shaped_rank(type);
    for (unsigned i = 0; match && i < dl->rank; i++) match = dl->shape[i] == shaped_dim(type, i);
    if (!match) {
      StrBuf b;
      sb_init(&b, &p->ctx->alloc);
      shape_str(dl->shape, dl->rank, &ts);
      int64_t dims[64];
      for (unsigned i = 0; i < shaped_rank(type) && i < MAX_STACK_RANK; i++) dims[i] = shaped_dim(type, i);
      shape_str(dims, shaped_rank(type), &b);
      parser_error_at(p, kw, "inferred shape of elements literal (%s) does not match type (%s)",
                      ts.data, b.data);
      sb_free(&b);
      goto done;
    }
  }
  type_str(type, &ts);
  if (!dl->hex && dl->n == 0 && total != 0) {
    parser_error_at(p, kw, "parsed zero elements, but type ('%s') expected at least 1", ts.data);
    goto done;
  }
  if (is_complex) {
    if (!dl->shape_known && total != 0 && dl->n != 2) {
      parser_error_at(p, kw, "parsed %zu elements, but type ('%s') expected 2 elements", dl->n, ts.data);
      goto done;
    }
    if (dl->shape_known && dl->n != (size_t)total * 2) {
      parser_error_at(p, kw, "parsed %zu elements, but type ('%s') expected %lld elements", dl->n,
                      ts.data, (long long)total * 2);
      goto done;
    }
  }
  if (!numeric) {
    r = build_dense_strings(p, dl, type, kw);
    goto done;
  }
  /* A scalar literal is a splat (even of an empty type, as upstream); extra
   * scalars beyond the type's elements are dropped, as upstream does. */
  size_t per = is_complex ? 2 : 1;
  size_t nelems = dl->n / per;
  if (nelems > 1 && nelems > (size_t)total) nelems = (size_t)total;
  StrBuf data;
  sb_init(&data, &p->ctx->alloc);
  sb_reserve(&data, 1);
  size_t nscalars = nelems * per;
  unsigned char *bits = ctx_zalloc(p->ctx, nscalars / 8 + 1);
  bool ok = bits != NULL;
  for (size_t i = 0; ok && i < nscalars; i++)
    ok = dense_encode_elem(p, &dl->elems[i], scalar, &data, bits, i);
  if (ok) {
    const void *raw = dense_elem_is_packed_bit(scalar) ? (const void *)bits : (const void *)data.data;
    r = nelems == 1 && total == 0 ? attr_dense_elements(p->ctx, type, true, raw, data.len ? data.len : 1)
                                  : attr_dense_elements_get(p->ctx, type, nelems, raw);
  }
  ctx_free(p->ctx, bits);
  sb_free(&data);
done:
  sb_free(&ts);
  return r;
}

/* A literal: a hex string (when `allow_hex`), nested lists, one element,
 * or nothing before `>`. */
static bool parse_dense_literal(Parser *p, DenseLit *dl, bool allow_hex) {
  if (p->tok.kind == T_STRING && allow_hex) {
    dl->hex = true;
    dl->hex_tok = p->tok;
    parser_advance(p);
    return true;
  }
  if (p->tok.kind == T_LSQUARE) {
    dl->shape_known = true;
    return parse_dense_list(p, dl, 0, dl->shape, &dl->rank);
  }
  if (p->tok.kind != T_GREATER) return parse_dense_element(p, dl);
  return true;
}

static const Attr *parse_dense_elements(Parser *p, const Type *type) {
  Token kw = p->tok;
  parser_advance(p);
  if (!parser_expect(p, T_LESS, "expected '<' after 'dense'")) return NULL;
  DenseLit dl = {0};
  const Attr *r = NULL;
  if (!parse_dense_literal(p, &dl, true)) goto done;
  if (!parser_expect(p, T_GREATER, "expected '>'")) goto done;
  Token type_tok = p->tok;
  if (!type) {
    if (!parser_expect(p, T_COLON, "expected ':'")) goto done;
    type_tok = p->tok;
    type = parse_type(p);
    if (!type) goto done;
  }
  r = build_dense(p, &dl, type, &type_tok, &kw);
done:
  ctx_free(p->ctx, dl.elems);
  return r;
}

/* ---- sparse elements ------------------------------------------------------ */

/* A rank-1 or rank-2 tensor type for a sparse literal's parts. */
static const Type *sparse_part_type(Parser *p, const DenseLit *dl, int64_t d0, int64_t d1,
                                    const Type *elem) {
  if (dl->shape_known) return type_ranked_tensor(p->ctx, dl->rank, dl->shape, elem, NULL);
  int64_t dims[2] = {d0, d1};
  return type_ranked_tensor(p->ctx, d1 < 0 ? 1 : 2, dims, elem, NULL);
}

/* `sparse<indices, values> : type` or `sparse<> : type`. Scalar indices
 * stand for one index of the type's rank; scalar values for one value per
 * index (upstream's parseSparseElementsAttr). */
static const Attr *parse_sparse_elements(Parser *p, const Type *type) {
  Token kw = p->tok;
  parser_advance(p);
  if (!parser_expect(p, T_LESS, "expected '<' after 'sparse'")) return NULL;
  DenseLit il = {0}, vl = {0};
  const Attr *r = NULL, *indices = NULL, *values = NULL;
  bool empty = parser_consume_if(p, T_GREATER);
  Token itok = p->tok, vtok = p->tok;
  if (!empty) {
    if (!parse_dense_literal(p, &il, false) ||
        !parser_expect(p, T_COMMA, "expected ','"))
      goto done;
    vtok = p->tok;
    if (!parse_dense_literal(p, &vl, true) || !parser_expect(p, T_GREATER, "expected '>'"))
      goto done;
  }
  if (!type) {
    if (!parser_expect(p, T_COLON, "expected ':'")) goto done;
    type = parse_type(p);
    if (!type) goto done;
  }
  if (!type_is_shaped(type) || !shaped_has_rank(type)) {
    parser_error_at(p, &kw, "elements literal must be a shaped type");
    goto done;
  }
  if (shaped_num_elements(type) < 0) {
    parser_error_at(p, &kw, "elements literal type must have static shape");
    goto done;
  }
  int64_t rank = shaped_rank(type);
  const Type *i64 = type_integer(p->ctx, 64, SIGNLESS);
  const Type *itype = empty ? sparse_part_type(p, &il, 0, rank, i64)
                            : sparse_part_type(p, &il, 1, rank, i64);
  if (!itype) goto done;
  const Type *vtype = sparse_part_type(p, &vl, shaped_dim(itype, 0), -1, shaped_elem(type));
  if (!vtype) goto done;
  if (empty) {
    indices = attr_dense_elements_get(p->ctx, itype, 0, "");
    values = attr_dense_elements_get(p->ctx, vtype, 0, "");
  } else {
    indices = build_dense(p, &il, itype, &itok, &itok);
    values = indices ? build_dense(p, &vl, vtype, &vtok, &vtok) : NULL;
  }
  if (indices && values &&
      sparse_verify(p->ctx, parser_tok_loc(p, &kw), type, indices, values))
    r = attr_sparse_elements(p->ctx, type, indices, values);
  else if (indices && values)
    p->failed = true;
done:
  ctx_free(p->ctx, il.elems);
  ctx_free(p->ctx, vl.elems);
  return r;
}

/* ---- opaque and aliased attributes ----------------------------------------- */

static const Attr *parse_extended_attr(Parser *p, const Type *type) {
  Token t = p->tok;
  const char *name = t.start + 1;
  size_t n = t.len - 1;
  const char *dot = memchr(name, '.', n);
  if (!dot) {
    uintptr_t v;
    if (sm_get(&p->attr_aliases, name, n, &v)) {
      parser_advance(p);
      return (const Attr *)v;
    }
  }
  size_t dn = dot ? (size_t)(dot - name) : n;
  const Dialect *dialect = ctx_lookup_dialect(p->ctx, name, dn);
  if (dialect) {
    /* A registered dialect parses its own attributes by mnemonic. */
    for (const AttrClass *const *c = dialect->attr_classes; c && *c; c++)
      if (strlen((*c)->name) == n && memcmp((*c)->name, name, n) == 0) {
        parser_advance(p);
        return (*c)->parse_body(p, *c);
      }
    return (const Attr *)parse_dialect_class_symbol(p, dialect, false);
  }
  parser_advance(p);
  StrBuf data;
  sb_init(&data, &p->ctx->alloc);
  if (dot) sb_append(&data, dot + 1, n - dn - 1);
  if (p->tok.kind == T_LESS) {
    /* Raw balanced body, kept verbatim. */
    const char *s = p->tok.start, *c = s, *end = p->lex.end;
    int depth = 0;
    for (; c < end; c++) {
      if (*c == '"') {
        for (c++; c < end && *c != '"'; c++)
          if (*c == '\\') c++;
        continue;
      }
      if (*c == '<' || *c == '(' || *c == '[' || *c == '{') depth++;
      else if (*c == '>' && c > s && c[-1] == '-') continue;
      else if (*c == '>' || *c == ')' || *c == ']' || *c == '}') {
        if (--depth == 0) {
          c++;
          break;
        }
      }
    }
    if (depth) {
      sb_free(&data);
      parser_error(p, "unbalanced '<' character in pretty dialect name");
      return NULL;
    }
    /* `#d.name<body>` keeps `name<body>`; `#d<body>` keeps `body`. */
    if (dot) sb_append(&data, s, (size_t)(c - s));
    else sb_append(&data, s + 1, (size_t)(c - s) - 2);
    lex_reset(&p->lex, c);
    parser_advance(p);
  } else if (!dot) {
    sb_free(&data);
    parser_error_wrong_token(p, "undefined symbol alias id '%.*s'", (int)n, name);
    return NULL;
  }
  const Ident *d = ident_get(p->ctx, name, dn);
  const Ident *dd = ident_get(p->ctx, data.data ? data.data : "", data.len);
  sb_free(&data);
  bool has = false;
  const Type *ty = type ? type : parse_colon_type(p, &has);
  if (has && !ty) return NULL;
  if (!p->ctx->allow_unregistered) {
    /* Upstream's OpaqueAttr verifier: the dialect as a string, the type
     * (none by default) quoted. */
    StrBuf tb;
    sb_init(&tb, &p->ctx->alloc);
    print_type(ty ? ty : p->ctx->t_none, &tb);
    parser_error_at(p, &t,
                    "#\"%s\"<\"%s\"> : '%s' attribute created with unregistered dialect. "
                    "If this is intended, please call allowUnregisteredDialects() on "
                    "the MLIRContext, or use -allow-unregistered-dialect with the "
                    "MLIR opt tool used",
                    d->str, dd->str, tb.data ? tb.data : "");
    sb_free(&tb);
    return NULL;
  }
  return attr_opaque(p->ctx, d, dd, ty);
}

/* ---- locations ------------------------------------------------------------- */

static const Loc *parse_loc_instance(Parser *p);

static const Loc *parse_callsite_loc(Parser *p) {
  parser_advance(p);
  if (!parser_expect(p, T_LPAREN, "expected '(' in callsite location")) return NULL;
  const Loc *callee = parse_loc_instance(p);
  if (!callee) return NULL;
  if (!tok_is_keyword(&p->tok, "at")) return parser_error_wrong_token(p, "expected 'at' in callsite location"), NULL;
  parser_advance(p);
  const Loc *caller = parse_loc_instance(p);
  if (!caller) return NULL;
  if (!parser_expect(p, T_RPAREN, "expected ')' in callsite location")) return NULL;
  return loc_callsite(p->ctx, callee, caller);
}

static const Loc *parse_fused_loc(Parser *p) {
  parser_advance(p);
  const Attr *meta = NULL;
  if (parser_consume_if(p, T_LESS)) {
    meta = parse_attribute(p, NULL);
    if (!meta || !parser_expect(p, T_GREATER, "expected '>' after fused location metadata")) return NULL;
  }
  if (!parser_expect(p, T_LSQUARE, "expected '[' in fused location")) return NULL;
  PtrVec locs = {0};
  const Loc *r = NULL;
  if (p->tok.kind != T_RSQUARE) {
    do {
      const Loc *l = parse_loc_instance(p);
      if (!l || !pv_push(&p->ctx->alloc, &locs, (void *)l)) goto done;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect_token(p, T_RSQUARE, "expected ']' in fused location")) goto done;
  r = loc_fused(p->ctx, locs.len, (const Loc *const *)locs.data, meta);
done:
  pv_free(&p->ctx->alloc, &locs);
  return r;
}

static bool parse_uint(Parser *p, unsigned *out, const char *what) {
  if (p->tok.kind != T_INTEGER) return parser_error(p, "%s", what);
  unsigned long long v = strtoull(p->tok.start, NULL, 0);
  if (v > UINT32_MAX) return parser_error(p, "%s", what);
  *out = (unsigned)v;
  parser_advance(p);
  return true;
}

/* `"file":line:col`, ranges, or `"name"` / `"name"(child)`. */
static const Loc *parse_name_or_file_loc(Parser *p) {
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  unescape_string(&p->tok, &s);
  const Ident *str = ident_get(p->ctx, s.data ? s.data : "", s.len);
  sb_free(&s);
  parser_advance(p);
  if (!str) return NULL;
  if (p->tok.kind == T_COLON) {
    parser_advance(p);
    unsigned line, col = 0;
    if (!parse_uint(p, &line, "expected integer line number in FileLineColRange")) return NULL;
    if (!parser_consume_if(p, T_COLON)) return loc_file_range(p->ctx, str, line, 0, line, 0);
    if (!parse_uint(p, &col, "expected integer column number in FileLineColRange")) return NULL;
    if (!parser_consume_keyword(p, "to")) return loc_file(p->ctx, str, line, col);
    unsigned eline = line, ecol;
    if (p->tok.kind == T_INTEGER) {
      if (!parse_uint(p, &eline, "expected integer line number in FileLineColRange")) return NULL;
    }
    if (!parser_expect(p, T_COLON, "expected ':' in FileLineColRange")) return NULL;
    if (!parse_uint(p, &ecol, "expected integer column number in FileLineColRange")) return NULL;
    return loc_file_range(p->ctx, str, line, col, eline, ecol);
  }
  const Loc *child = NULL;
  if (parser_consume_if(p, T_LPAREN)) {
    Token ct = p->tok;
    child = parse_loc_instance(p);
    if (!child) return NULL;
    if (child->kind == LK_NAME) {
      parser_error_at(p, &ct, "child of NameLoc cannot be another NameLoc");
      return NULL;
    }
    if (!parser_expect(p, T_RPAREN, "expected ')' after child location of NameLoc")) return NULL;
  }
  return loc_name(p->ctx, str, child);
}

static const Loc *parse_loc_instance_inner(Parser *p);

/* Locations nest (callsite, fused, named): bounded by the parser's depth. */
static const Loc *parse_loc_instance(Parser *p) {
  if (p->depth >= MAX_PARSE_DEPTH) {
    parser_error(p, "exceeded maximum nesting depth");
    return NULL;
  }
  p->depth++;
  const Loc *l = parse_loc_instance_inner(p);
  p->depth--;
  return l;
}

static const Loc *parse_loc_instance_inner(Parser *p) {
  if (p->tok.kind == T_HASH_ID) {
    Token t = p->tok;
    const Attr *a = parse_extended_attr(p, NULL);
    if (!a) return NULL;
    if (!is_loc(a)) {
      parser_error_not_loc(p, &t, a);
      return NULL;
    }
    return a;
  }
  if (tok_is_keyword(&p->tok, "callsite")) return parse_callsite_loc(p);
  if (tok_is_keyword(&p->tok, "fused")) return parse_fused_loc(p);
  if (tok_is_keyword(&p->tok, "unknown")) {
    parser_advance(p);
    return loc_unknown(p->ctx);
  }
  if (p->tok.kind == T_STRING) return parse_name_or_file_loc(p);
  parser_error(p, "expected location instance");
  return NULL;
}

/* An alias defined later in the file (as mlir-opt prints them): a
 * placeholder resolved when parsing ends. */
static const Loc *deferred_loc_alias(Parser *p) {
  Token *saved = ctx_alloc(p->ctx, sizeof *saved);
  if (!saved || !pv_push(&p->ctx->alloc, &p->deferred_locs, saved)) {
    ctx_free(p->ctx, saved);
    return NULL;
  }
  *saved = p->tok;
  uint64_t w = p->deferred_locs.len - 1;
  parser_advance(p);
  return storage_get(p->ctx, LK_DEFERRED, 0, &w, 1);
}

const Loc *parse_location_body(Parser *p, bool trailing) {
  if (!parser_expect(p, T_LPAREN, "expected '(' in location")) return NULL;
  /* Only the trailing location of an op or block argument may name an alias
   * defined further down, as upstream. */
  bool forward = trailing && p->tok.kind == T_HASH_ID && !memchr(p->tok.start, '.', p->tok.len) &&
                 !sm_get(&p->attr_aliases, p->tok.start + 1, p->tok.len - 1, NULL);
  const Loc *l = forward ? deferred_loc_alias(p) : parse_loc_instance(p);
  if (!l) return NULL;
  if (!parser_expect(p, T_RPAREN, "expected ')' in location")) return NULL;
  return l;
}

/* `strided<[s0, ?], offset: ?>` */
static bool parse_dyn_int(Parser *p, int64_t *out) {
  if (parser_consume_if(p, T_QUESTION)) {
    *out = DYNAMIC_SIZE;
    return true;
  }
  Token first = p->tok;
  bool neg = parser_consume_if(p, T_MINUS);
  if (p->tok.kind != T_INTEGER) return parser_error(p, "expected a 64-bit signed integer or '?'");
  errno = 0;
  unsigned long long v = strtoull(p->tok.start, NULL, 0);
  /* As upstream: the magnitude must fit (so not even INT64_MIN), and the
   * error points at the sign. */
  if (errno == ERANGE || v > (unsigned long long)INT64_MAX)
    return parser_error_at(p, &first, "expected a 64-bit signed integer or '?'");
  *out = neg ? -(int64_t)v : (int64_t)v;
  parser_advance(p);
  return true;
}

static const Attr *parse_strided_layout(Parser *p) {
  parser_advance(p);
  if (!parser_expect(p, T_LESS, "expected '<' after 'strided'") || !parser_expect(p, T_LSQUARE, "expected '['"))
    return NULL;
  int64_t strides[64];
  size_t n = 0;
  if (p->tok.kind != T_RSQUARE) {
    do {
      if (n == 64) {
        parser_error(p, "too many strides");
        return NULL;
      }
      if (!parse_dyn_int(p, &strides[n++])) return NULL;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (!parser_expect(p, T_RSQUARE, "expected ']'")) return NULL;
  int64_t offset = 0;
  if (!parser_consume_if(p, T_GREATER)) {
    if (!parser_expect_token(p, T_COMMA, "expected ','")) return NULL;
    if (!tok_is_keyword(&p->tok, "offset")) return parser_error_wrong_token(p, "expected 'offset' after comma"), NULL;
    parser_advance(p);
    if (!parser_expect(p, T_COLON, "expected ':' after 'offset'") || !parse_dyn_int(p, &offset) ||
        !parser_expect(p, T_GREATER, "expected '>'"))
      return NULL;
  }
  return attr_strided_layout(p->ctx, offset, n, strides);
}

/* ---- entry point ----------------------------------------------------------- */

static const Attr *parse_string_attr(Parser *p, const Type *type) {
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  unescape_string(&p->tok, &s);
  parser_advance(p);
  bool has;
  if (!type) {
    type = parse_colon_type(p, &has);
    if (has && !type) {
      sb_free(&s);
      return NULL;
    }
  }
  const Attr *a = attr_string(p->ctx, s.data ? s.data : "", s.len, type);
  sb_free(&s);
  return a;
}

const Attr *parse_attribute(Parser *p, const Type *type) {
  Token t = p->tok;
  if (++p->depth > MAX_PARSE_DEPTH) {
    p->depth--;
    parser_error(p, "exceeded maximum nesting depth");
    return NULL;
  }
  const Attr *r = NULL;
  switch (t.kind) {
  case T_ERROR: parser_error(p, "error"); break;
  case T_LSQUARE: r = parse_array_attr(p); break;
  case T_LBRACE: r = parse_dictionary_attr(p); break;
  case T_AT_ID: r = parse_symbol_ref_attr(p); break;
  case T_STRING: r = parse_string_attr(p, type); break;
  case T_HASH_ID: r = parse_extended_attr(p, type); break;
  case T_MINUS:
  case T_INTEGER:
  case T_FLOAT: r = parse_number_attr(p, type); break;
  case T_BARE_ID:
    if (tok_is_keyword(&t, "true") || tok_is_keyword(&t, "false")) {
      parser_advance(p);
      r = attr_bool(p->ctx, tok_is_keyword(&t, "true"));
    } else if (tok_is_keyword(&t, "unit")) {
      parser_advance(p);
      r = p->ctx->a_unit;
    } else if (tok_is_keyword(&t, "dense")) {
      r = parse_dense_elements(p, type);
    } else if (tok_is_keyword(&t, "sparse")) {
      r = parse_sparse_elements(p, type);
    } else if (tok_is_keyword(&t, "dense_resource")) {
      r = parse_dense_resource(p, type);
    } else if (tok_is_keyword(&t, "distinct")) {
      r = parse_distinct(p);
    } else if (tok_is_keyword(&t, "array")) {
      r = parse_dense_array(p);
    } else if (tok_is_keyword(&t, "affine_map") || tok_is_keyword(&t, "affine_set")) {
      bool is_map = tok_is_keyword(&t, "affine_map");
      parser_advance(p);
      if (parser_expect(p, T_LESS, "expected '<'")) {
        if (is_map) {
          const AffineMap *m = parse_affine_map_body(p);
          if (m && parser_expect(p, T_GREATER, "expected '>'")) r = attr_affine_map(p->ctx, m);
        } else {
          const IntegerSet *s = parse_integer_set_body(p);
          if (s && parser_expect(p, T_GREATER, "expected '>'")) r = attr_integer_set(p->ctx, s);
        }
      }
    } else if (tok_is_keyword(&t, "strided")) {
      r = parse_strided_layout(p);
    } else if (tok_is_keyword(&t, "loc")) {
      parser_advance(p);
      r = parse_location_body(p, false);
    } else {
      goto as_type;
    }
    break;
  default:
  as_type: {
    bool present;
    const Type *ty = parse_optional_type(p, &present);
    if (ty) r = attr_type(p->ctx, ty);
    else if (!present && !p->failed) parser_error_wrong_token(p, "expected attribute value");
  }
  }
  p->depth--;
  return r;
}

const Attr *parse_attr_str(Context *ctx, const char *s, size_t n) {
  Parser p;
  parser_init(&p, ctx, s, n, ident_get(ctx, s, n), 1);
  const Attr *a = parse_attribute(&p, NULL);
  if (a && p.tok.kind != T_EOF) {
    parser_error(&p, "found trailing characters: '%.*s'",
                 (int)(n - (size_t)(p.tok.start - s)), p.tok.start);
    a = NULL;
  }
  parser_free(&p);
  return a;
}
