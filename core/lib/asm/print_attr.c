/* print_attr.c: the textual form of types, attributes and locations, as
 * upstream's AsmPrinter writes them (escaping, float spelling, function
 * type parenthesization, dialect symbols). No printer state is needed. */
#include "asm.h"
#include "../ir/floats.h"

#include <stdlib.h>

static bool is_alpha(int c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }

void print_escaped_string(StrBuf *out, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  sb_reserve(out, n + 2);
  sb_putc(out, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      sb_puts(out, "\\\\");
    } else if (c >= 0x20 && c < 0x7f && c != '"') {
      sb_putc(out, (char)c);
    } else {
      sb_putc(out, '\\');
      sb_putc(out, hex[c >> 4]);
      sb_putc(out, hex[c & 15]);
    }
  }
  sb_putc(out, '"');
}

bool is_bare_identifier(const char *s, size_t n) {
  if (!n || !(is_alpha(s[0]) || s[0] == '_')) return false;
  for (size_t i = 1; i < n; i++)
    if (!(is_alpha(s[i]) || is_digit(s[i]) || s[i] == '_' || s[i] == '$' || s[i] == '.'))
      return false;
  return true;
}

static void print_keyword_or_string(StrBuf *out, const Ident *id) {
  if (is_bare_identifier(id->str, id->len)) sb_append(out, id->str, id->len);
  else print_escaped_string(out, id->str, id->len);
}

static void print_symbol_ref(StrBuf *out, const Ident *id) {
  sb_putc(out, '@');
  print_keyword_or_string(out, id);
}

/* Upstream's isDialectSymbolSimpleEnoughForPrettyForm. */
static bool pretty_dialect_symbol(const char *s, size_t n) {
  if (!n || !is_alpha(s[0])) return false;
  size_t i = 0;
  while (i < n && (is_alpha(s[i]) || is_digit(s[i]) || s[i] == '.' || s[i] == '_')) i++;
  if (i == n) return true;
  return s[i] == '<' && s[n - 1] == '>';
}

static void print_dialect_symbol(StrBuf *out, char prefix, const Ident *dialect,
                                 const Ident *data) {
  sb_putc(out, prefix);
  sb_append(out, dialect->str, dialect->len);
  if (pretty_dialect_symbol(data->str, data->len)) {
    sb_putc(out, '.');
    sb_append(out, data->str, data->len);
    return;
  }
  sb_putc(out, '<');
  sb_append(out, data->str, data->len);
  sb_putc(out, '>');
}

/* ---- dialect classes ----------------------------------------------------- */

static void class_body(const AttrPrinter *ap, const AttrClass *cls, const Storage *s) {
  if (cls->print_body_ap) cls->print_body_ap(s, ap);
  else if (cls->print_body) cls->print_body((const Attr *)s, ap->out);
}

/* `!ns.mnemonic<body>`, or `!ns<mnemonic body>` when the text is not simple
 * enough for the pretty form (upstream's printDialectSymbol). */
static void print_class_symbol(const AttrPrinter *ap, char prefix, const Storage *s) {
  const AttrClass *cls = WORD_PTR(const AttrClass, s->p[0]);
  const char *dot = strchr(cls->name, '.');
  if (!dot) {
    /* A class printing `<...>` after the bare namespace (#index<...>). */
    sb_putc(ap->out, prefix);
    sb_puts(ap->out, cls->name);
    class_body(ap, cls, s);
    return;
  }
  size_t dn = (size_t)(dot - cls->name);
  StrBuf body;
  sb_init(&body, ap->out->alloc);
  sb_puts(&body, dot + 1);
  AttrPrinter sub = *ap;
  sub.out = &body;
  class_body(&sub, cls, s);
  sb_putc(ap->out, prefix);
  sb_append(ap->out, cls->name, dn);
  const char *txt = body.data ? body.data : "";
  if (pretty_dialect_symbol(txt, body.len)) {
    sb_putc(ap->out, '.');
    sb_append(ap->out, txt, body.len);
  } else {
    sb_putc(ap->out, '<');
    sb_append(ap->out, txt, body.len);
    sb_putc(ap->out, '>');
  }
  sb_free(&body);
}

void ap_print_stripped(const AttrPrinter *ap, const Storage *s) {
  if (!s) return;
  if (s->kind != AK_DIALECT && s->kind != TK_DIALECT) {
    if (is_type(s)) ap_print_type(ap, (const Type *)s);
    else ap_print_attr(ap, (const Attr *)s, false);
    return;
  }
  if (ap->aliases && s != ap->defining) {
    uintptr_t name;
    if (pm_get(ap->aliases, s, &name)) {
      sb_puts(ap->out, (const char *)name);
      return;
    }
  }
  size_t before = ap->out->len;
  class_body(ap, WORD_PTR(const AttrClass, s->p[0]), s);
  if (ap->out->len != before) return;
  /* Nothing printed: the full form, as upstream's fallback. */
  if (s->kind == TK_DIALECT) ap_print_type(ap, (const Type *)s);
  else ap_print_attr(ap, (const Attr *)s, false);
}

/* ---- types --------------------------------------------------------------- */

/* An alias substitutes for the storage unless it is the one being defined. */
static bool alias_hit(const AttrPrinter *ap, const Storage *s) {
  uintptr_t name;
  if (!ap->aliases || s == ap->defining || !pm_get(ap->aliases, s, &name)) return false;
  sb_puts(ap->out, (const char *)name);
  return true;
}

static void ap_type(const AttrPrinter *ap, const Type *t);
static void ap_attr(const AttrPrinter *ap, const Attr *a, bool elide_type);
static void ap_loc_inner(const AttrPrinter *ap, const Loc *l);

static void print_dims(StrBuf *out, const Type *t, bool with_scalable) {
  unsigned rank = t->aux;
  for (unsigned i = 0; i < rank; i++) {
    int64_t d = (int64_t)t->p[i];
    bool sc = with_scalable && t->p[rank + i];
    if (sc) sb_putc(out, '[');
    if (d == DYNAMIC_SIZE) sb_putc(out, '?');
    else sb_put_i64(out, d);
    if (sc) sb_putc(out, ']');
    sb_putc(out, 'x');
  }
}

static void print_type_list(const AttrPrinter *ap, const uint64_t *p, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(ap->out, ", ");
    ap_type(ap, WORD_PTR(const Type, p[i]));
  }
}

static void ap_type(const AttrPrinter *ap, const Type *t) {
  StrBuf *out = ap->out;
  if (t && alias_hit(ap, t)) return;
  if (!t) {
    sb_puts(out, "<<NULL TYPE>>");
    return;
  }
  switch (t->kind) {
  case TK_INTEGER:
    sb_puts(out, t->aux == SIGNED ? "si" : t->aux == UNSIGNED ? "ui" : "i");
    sb_put_u64(out, t->p[0]);
    return;
  case TK_INDEX: sb_puts(out, "index"); return;
  case TK_NONE: sb_puts(out, "none"); return;
  case TK_COMPLEX:
    sb_puts(out, "complex<");
    ap_type(ap, WORD_PTR(const Type, t->p[0]));
    sb_putc(out, '>');
    return;
  case TK_TUPLE:
    sb_puts(out, "tuple<");
    print_type_list(ap, t->p, t->n);
    sb_putc(out, '>');
    return;
  case TK_FUNCTION: {
    sb_putc(out, '(');
    print_type_list(ap, t->p, t->aux);
    sb_puts(out, ") -> ");
    unsigned nres = t->n - t->aux;
    const Type *r0 = nres == 1 ? fn_result(t, 0) : NULL;
    if (r0 && r0->kind != TK_FUNCTION) {
      ap_type(ap, r0);
    } else {
      sb_putc(out, '(');
      print_type_list(ap, t->p + t->aux, nres);
      sb_putc(out, ')');
    }
    return;
  }
  case TK_VECTOR:
    sb_puts(out, "vector<");
    print_dims(out, t, true);
    ap_type(ap, shaped_elem(t));
    sb_putc(out, '>');
    return;
  case TK_RANKED_TENSOR: {
    sb_puts(out, "tensor<");
    print_dims(out, t, false);
    ap_type(ap, shaped_elem(t));
    const Attr *enc = WORD_PTR(const Attr, t->p[t->aux + 1]);
    if (enc) { /* printed whole, its type included (`1 : i64`) */
      sb_puts(out, ", ");
      ap_attr(ap, enc, false);
    }
    sb_putc(out, '>');
    return;
  }
  case TK_UNRANKED_TENSOR:
    sb_puts(out, "tensor<*x");
    ap_type(ap, shaped_elem(t));
    sb_putc(out, '>');
    return;
  case TK_MEMREF: {
    sb_puts(out, "memref<");
    print_dims(out, t, false);
    ap_type(ap, shaped_elem(t));
    const Attr *layout = WORD_PTR(const Attr, t->p[t->aux + 1]);
    const Attr *space = WORD_PTR(const Attr, t->p[t->aux + 2]);
    if (layout) {
      sb_puts(out, ", ");
      ap_attr(ap, layout, false);
    }
    if (space) {
      sb_puts(out, ", ");
      ap_attr(ap, space, true);
    }
    sb_putc(out, '>');
    return;
  }
  case TK_UNRANKED_MEMREF: {
    sb_puts(out, "memref<*x");
    ap_type(ap, shaped_elem(t));
    const Attr *space = WORD_PTR(const Attr, t->p[1]);
    if (space) {
      sb_puts(out, ", ");
      ap_attr(ap, space, true);
    }
    sb_putc(out, '>');
    return;
  }
  case TK_OPAQUE:
    print_dialect_symbol(out, '!', WORD_PTR(const Ident, t->p[0]),
                         WORD_PTR(const Ident, t->p[1]));
    return;
  case TK_DIALECT: print_class_symbol(ap, '!', t); return;
  default:
    if (type_is_float(t)) {
      sb_puts(out, float_semantics(t)->name);
      return;
    }
    sb_puts(out, "<<UNKNOWN TYPE>>");
  }
}

/* ---- integers -------------------------------------------------------------- */

/* Prints `width` bits of little-endian limbs as decimal, signed or not. */
void print_apint(StrBuf *out, const uint64_t *limbs, unsigned width, bool is_signed) {
  unsigned n = width ? (width + 63) / 64 : 1;
  if (n == 1) {
    uint64_t v = limbs[0];
    if (is_signed && width && width < 64 && ((v >> (width - 1)) & 1))
      v |= ~0ULL << width;
    if (is_signed && width) sb_put_i64(out, (int64_t)v);
    else sb_put_u64(out, v);
    return;
  }
  uint64_t *v = malloc(n * sizeof *v);
  char *digits = malloc((size_t)n * 20 + 2);
  if (!v || !digits) {
    free(v);
    free(digits);
    return;
  }
  memcpy(v, limbs, n * sizeof *v);
  bool neg = is_signed && ((v[(width - 1) / 64] >> ((width - 1) % 64)) & 1);
  if (neg) {
    /* Negate within `width` bits. */
    unsigned __int128 carry = 1;
    for (unsigned i = 0; i < n; i++) {
      unsigned __int128 s = (unsigned __int128)(~v[i]) + carry;
      v[i] = (uint64_t)s;
      carry = s >> 64;
    }
    if (width % 64) v[n - 1] &= (~0ULL) >> (64 - width % 64);
  }
  size_t nd = 0;
  for (;;) {
    bool zero = true;
    unsigned __int128 rem = 0;
    for (unsigned i = n; i-- > 0;) {
      unsigned __int128 cur = (rem << 64) | v[i];
      v[i] = (uint64_t)(cur / 10);
      rem = cur % 10;
      if (v[i]) zero = false;
    }
    digits[nd++] = (char)('0' + (int)rem);
    if (zero) break;
  }
  if (neg) sb_putc(out, '-');
  while (nd) sb_putc(out, digits[--nd]);
  free(v);
  free(digits);
}

static void print_int_attr_value(StrBuf *out, const Attr *a) {
  const Type *t = WORD_PTR(const Type, a->p[0]);
  unsigned width = t->kind == TK_INDEX ? 64 : type_int_width(t);
  bool is_unsigned = t->kind == TK_INTEGER &&
                     (type_int_signedness(t) == UNSIGNED ||
                      (type_int_signedness(t) == SIGNLESS && width == 1));
  print_apint(out, a->p + 1, width, !is_unsigned);
}

static void print_float_bits(StrBuf *out, const Type *t, uint64_t lo, uint64_t hi) {
  uint64_t bits[2] = {lo, hi};
  float_print_value(float_semantics(t), bits, out);
}

/* ---- dense elements ----------------------------------------------------------- */

/* Reads element `i` of the raw data as bits (ints and floats alike). */
static void dense_elem_bits(const Type *et, const Ident *blob, size_t i,
                            uint64_t bits[2]) {
  unsigned width = type_is_float(et) ? float_semantics(et)->width
                   : et->kind == TK_INDEX ? 64 : type_int_width(et);
  bits[0] = bits[1] = 0;
  if (width == 1) {
    bits[0] = ((unsigned char)blob->str[i / 8] >> (i % 8)) & 1;
    return;
  }
  size_t bytes = (width + 7) / 8;
  const unsigned char *p = (const unsigned char *)blob->str + i * bytes;
  for (size_t b = 0; b < bytes && b < 16; b++) bits[b / 8] |= (uint64_t)p[b] << (8 * (b % 8));
}

static void print_dense_scalar(StrBuf *out, const Type *et, const uint64_t bits[2]) {
  if (type_is_float(et)) {
    print_float_bits(out, et, bits[0], bits[1]);
    return;
  }
  unsigned width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  if (et->kind == TK_INTEGER && width == 1 && type_int_signedness(et) == SIGNLESS) {
    sb_puts(out, bits[0] ? "true" : "false");
    return;
  }
  bool is_unsigned = et->kind == TK_INTEGER && type_int_signedness(et) == UNSIGNED;
  print_apint(out, bits, width, !is_unsigned);
}

static void print_dense_elem(StrBuf *out, const Type *et, const Ident *blob,
                             size_t i) {
  uint64_t bits[2];
  if (et->kind == TK_COMPLEX) {
    const Type *st = WORD_PTR(const Type, et->p[0]);
    sb_putc(out, '(');
    dense_elem_bits(st, blob, 2 * i, bits);
    print_dense_scalar(out, st, bits);
    sb_putc(out, ',');
    dense_elem_bits(st, blob, 2 * i + 1, bits);
    print_dense_scalar(out, st, bits);
    sb_putc(out, ')');
    return;
  }
  dense_elem_bits(et, blob, i, bits);
  print_dense_scalar(out, et, bits);
}

static void print_hex_blob(StrBuf *out, const Ident *blob) {
  static const char hex[] = "0123456789ABCDEF";
  sb_puts(out, "\"0x");
  sb_reserve(out, blob->len * 2 + 2);
  for (uint32_t i = 0; i < blob->len; i++) {
    unsigned char c = (unsigned char)blob->str[i];
    sb_putc(out, hex[c >> 4]);
    sb_putc(out, hex[c & 15]);
  }
  sb_putc(out, '"');
}

typedef void (*DenseElemPrinter)(StrBuf *out, const Attr *a, size_t i);

static void print_numeric_elem(StrBuf *out, const Attr *a, size_t i) {
  const Type *type = WORD_PTR(const Type, a->p[0]);
  print_dense_elem(out, shaped_elem(type), WORD_PTR(const Ident, a->p[1]), i);
}

static void print_string_elem(StrBuf *out, const Attr *a, size_t i) {
  const Ident *s = WORD_PTR(const Ident, a->p[1 + i]);
  print_escaped_string(out, s->str, s->len);
}

/* Prints the body of a dense attribute: the one element of a splat, else
 * the nested lists of its shape (nothing for an empty one), iteratively. */
static void print_dense_body(StrBuf *out, const Attr *a, DenseElemPrinter elem) {
  const Type *type = WORD_PTR(const Type, a->p[0]);
  if (a->aux) {
    elem(out, a, 0);
    return;
  }
  unsigned rank = shaped_rank(type);
  int64_t total = shaped_num_elements(type);
  if (total == 0) return;
  if (rank == 0) {
    elem(out, a, 0);
    return;
  }
  int64_t idx[MAX_STACK_RANK] = {0};
  if (rank > MAX_STACK_RANK) return;
  for (unsigned i = 0; i < rank; i++) sb_putc(out, '[');
  for (int64_t e = 0; e < total; e++) {
    elem(out, a, (size_t)e);
    /* Advance the multi-index; close and reopen brackets as dims wrap. */
    int d = (int)rank - 1;
    unsigned closed = 0;
    while (d >= 0 && ++idx[d] == shaped_dim(type, (unsigned)d)) {
      idx[d] = 0;
      closed++;
      d--;
    }
    for (unsigned c = 0; c < closed; c++) sb_putc(out, ']');
    if (d < 0) break;
    sb_puts(out, ", ");
    for (unsigned c = 0; c < closed; c++) sb_putc(out, '[');
  }
}

/* Numeric and string dense elements; large non-splat ones are elided or
 * printed as hex when the flags ask for it. */
static void ap_dense_elements(const AttrPrinter *ap, const Attr *a) {
  StrBuf *out = ap->out;
  const Type *type = WORD_PTR(const Type, a->p[0]);
  bool splat = a->aux != 0, strings = a->kind == AK_DENSE_STRING;
  int64_t total = shaped_num_elements(type);
  if (ap->elide >= 0 && !splat && total > ap->elide) {
    sb_puts(out, "dense_resource<__elided__> : ");
    ap_type(ap, type);
    return;
  }
  sb_puts(out, "dense<");
  if (!strings && !splat && total != 0 && ap->hex >= 0 && total > ap->hex)
    print_hex_blob(out, WORD_PTR(const Ident, a->p[1]));
  else
    print_dense_body(out, a, strings ? print_string_elem : print_numeric_elem);
  sb_puts(out, "> : ");
  ap_type(ap, type);
}

/* `sparse<indices, values>`, `sparse<>` without indices; elided like
 * dense elements when the indices are many. */
static void ap_sparse_elements(const AttrPrinter *ap, const Attr *a) {
  StrBuf *out = ap->out;
  const Type *type = WORD_PTR(const Type, a->p[0]);
  const Attr *indices = WORD_PTR(const Attr, a->p[1]), *values = WORD_PTR(const Attr, a->p[2]);
  int64_t nidx = shaped_num_elements(attr_get_type(indices));
  if (ap->elide >= 0 && !indices->aux && nidx > ap->elide) {
    sb_puts(out, "dense_resource<__elided__> : ");
    ap_type(ap, type);
    return;
  }
  sb_puts(out, "sparse<");
  if (nidx != 0) {
    print_dense_body(out, indices, print_numeric_elem);
    sb_puts(out, ", ");
    int64_t nval = shaped_num_elements(attr_get_type(values));
    if (values->kind == AK_DENSE_ELEMENTS && !values->aux && nval != 0 && ap->hex >= 0 &&
        nval > ap->hex)
      print_hex_blob(out, WORD_PTR(const Ident, values->p[1]));
    else
      print_dense_body(out, values, values->kind == AK_DENSE_STRING ? print_string_elem
                                                                     : print_numeric_elem);
  }
  sb_puts(out, "> : ");
  ap_type(ap, type);
}

static void ap_dense_resource(const AttrPrinter *ap, const Attr *a) {
  ResourceBlob *b = attr_resource_blob(a);
  sb_puts(ap->out, "dense_resource<");
  print_keyword_or_string(ap->out, b->key);
  sb_puts(ap->out, "> : ");
  ap_type(ap, WORD_PTR(const Type, a->p[0]));
  PrintSession *ps = ap->session;
  if (ps && !pm_get(&ps->resource_seen, b, NULL) && pm_put(ps->alloc, &ps->resource_seen, b, 1))
    pv_push(ps->alloc, &ps->resources, b);
}

/* `distinct[N]<attr>`: N counts distinct attributes in print order; a
 * unit attribute prints as nothing. */
static void ap_distinct(const AttrPrinter *ap, const Attr *a) {
  uint64_t id = 0;
  PrintSession *ps = ap->session;
  if (ps) {
    uintptr_t v;
    if (pm_get(&ps->distinct_ids, a, &v)) {
      id = v - 1;
    } else {
      id = ps->next_distinct++;
      pm_put(ps->alloc, &ps->distinct_ids, a, (uintptr_t)(id + 1));
    }
  }
  sb_printf(ap->out, "distinct[%llu]<", (unsigned long long)id);
  const Attr *ref = WORD_PTR(const Attr, a->p[0]);
  if (ref->kind != AK_UNIT) ap_attr(ap, ref, false);
  sb_putc(ap->out, '>');
}

/* ---- attributes ---------------------------------------------------------------- */

static void print_dense_array(const AttrPrinter *ap, const Attr *a) {
  StrBuf *out = ap->out;
  const Type *et = WORD_PTR(const Type, a->p[0]);
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  sb_puts(out, "array<");
  ap_type(ap, et);
  unsigned count = a->aux;
  if (count) sb_puts(out, ": ");
  unsigned width = type_is_float(et) ? float_semantics(et)->width : type_int_width(et);
  size_t esz = width == 1 ? 1 : (width + 7) / 8;
  for (unsigned i = 0; i < count; i++) {
    if (i) sb_puts(out, ", ");
    uint64_t bits[2] = {0, 0};
    for (size_t b = 0; b < esz && b < 16; b++)
      bits[b / 8] |= (uint64_t)(unsigned char)blob->str[i * esz + b] << (8 * (b % 8));
    print_dense_scalar(out, et, bits);
  }
  sb_putc(out, '>');
}

/* ---- affine ------------------------------------------------------------------------ */

/* Upstream's printAffineExprInternal: binding strength decides parentheses;
 * `e * -1` prints as `-e`, `a + b * -c` as `a - b * c`, `a + -c` as `a - c`. */
static void print_affine_expr(StrBuf *out, const AffineExpr *e, bool strong) {
  switch (e->kind) {
  case AE_DIM: sb_printf(out, "d%u", (unsigned)e->p[0]); return;
  case AE_SYMBOL: sb_printf(out, "s%u", (unsigned)e->p[0]); return;
  case AE_CONSTANT: sb_put_i64(out, (int64_t)e->p[0]); return;
  default: break;
  }
  const AffineExpr *l = ae_lhs(e), *r = ae_rhs(e);
  if (e->kind != AE_ADD) {
    if (strong) sb_putc(out, '(');
    if (e->kind == AE_MUL && r->kind == AE_CONSTANT && (int64_t)r->p[0] == -1) {
      sb_putc(out, '-');
      print_affine_expr(out, l, true);
    } else {
      print_affine_expr(out, l, true);
      sb_puts(out, e->kind == AE_MUL ? " * " : e->kind == AE_MOD ? " mod "
                   : e->kind == AE_FLOORDIV ? " floordiv " : " ceildiv ");
      print_affine_expr(out, r, true);
    }
    if (strong) sb_putc(out, ')');
    return;
  }
  if (strong) sb_putc(out, '(');
  if (r->kind == AE_MUL && ae_rhs(r)->kind == AE_CONSTANT) {
    int64_t c = (int64_t)ae_rhs(r)->p[0];
    if (c == -1) {
      print_affine_expr(out, l, false);
      sb_puts(out, " - ");
      print_affine_expr(out, ae_lhs(r), ae_lhs(r)->kind == AE_ADD);
      if (strong) sb_putc(out, ')');
      return;
    }
    if (c < -1) {
      print_affine_expr(out, l, false);
      sb_puts(out, " - ");
      print_affine_expr(out, ae_lhs(r), true);
      sb_puts(out, " * ");
      sb_put_i64(out, -c);
      if (strong) sb_putc(out, ')');
      return;
    }
  }
  if (r->kind == AE_CONSTANT && (int64_t)r->p[0] < 0) {
    print_affine_expr(out, l, false);
    sb_puts(out, " - ");
    sb_put_u64(out, (uint64_t)0 - r->p[0]);
    if (strong) sb_putc(out, ')');
    return;
  }
  print_affine_expr(out, l, false);
  sb_puts(out, " + ");
  print_affine_expr(out, r, false);
  if (strong) sb_putc(out, ')');
}

void print_affine_expression(const AffineExpr *e, StrBuf *out) {
  print_affine_expr(out, e, false);
}

static void print_dims_syms(StrBuf *out, unsigned ndims, unsigned nsyms) {
  sb_putc(out, '(');
  for (unsigned i = 0; i < ndims; i++) sb_printf(out, i ? ", d%u" : "d%u", i);
  sb_putc(out, ')');
  if (nsyms) {
    sb_putc(out, '[');
    for (unsigned i = 0; i < nsyms; i++) sb_printf(out, i ? ", s%u" : "s%u", i);
    sb_putc(out, ']');
  }
}

void print_affine_map(const AffineMap *m, StrBuf *out) {
  print_dims_syms(out, affine_map_num_dims(m), affine_map_num_symbols(m));
  sb_puts(out, " -> (");
  for (unsigned i = 0; i < affine_map_num_results(m); i++) {
    if (i) sb_puts(out, ", ");
    print_affine_expr(out, affine_map_result(m, i), false);
  }
  sb_putc(out, ')');
}

void print_integer_set(const IntegerSet *s, StrBuf *out) {
  unsigned n = (unsigned)s->p[1];
  print_dims_syms(out, s->aux, (unsigned)s->p[0]);
  sb_puts(out, " : (");
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(out, ", ");
    print_affine_expr(out, WORD_PTR(const AffineExpr, s->p[2 + i]), false);
    sb_puts(out, s->p[2 + n + i] ? " == 0" : " >= 0");
  }
  sb_putc(out, ')');
}

/* `elide_type`: the attribute's type is implied by context (upstream's
 * AttrTypeElision::May). */
static void ap_attr(const AttrPrinter *ap, const Attr *a, bool elide_type) {
  StrBuf *out = ap->out;
  if (a && alias_hit(ap, a)) return;
  if (!a) {
    sb_puts(out, "<<NULL ATTRIBUTE>>");
    return;
  }
  switch (a->kind) {
  case AK_UNIT: sb_puts(out, "unit"); return;
  case AK_INTEGER: {
    const Type *t = WORD_PTR(const Type, a->p[0]);
    if (t->kind == TK_INTEGER && type_int_width(t) == 1 && type_int_signedness(t) == SIGNLESS) {
      sb_puts(out, a->p[1] ? "true" : "false");
      return;
    }
    print_int_attr_value(out, a);
    if (elide_type && t->kind == TK_INTEGER && type_int_width(t) == 64 &&
        type_int_signedness(t) == SIGNLESS)
      return;
    sb_puts(out, " : ");
    ap_type(ap, t);
    return;
  }
  case AK_FLOAT: {
    const Type *t = WORD_PTR(const Type, a->p[0]);
    print_float_bits(out, t, a->p[1], a->p[2]);
    if (elide_type && t->kind == TK_F64) return;
    sb_puts(out, " : ");
    ap_type(ap, t);
    return;
  }
  case AK_STRING: {
    const Ident *s = attr_string_ident(a);
    print_escaped_string(out, s->str, s->len);
    const Type *t = WORD_PTR(const Type, a->p[1]);
    if (t->kind != TK_NONE) {
      sb_puts(out, " : ");
      ap_type(ap, t);
    }
    return;
  }
  case AK_ARRAY:
    sb_putc(out, '[');
    for (uint32_t i = 0; i < a->n; i++) {
      if (i) sb_puts(out, ", ");
      ap_attr(ap, WORD_PTR(const Attr, a->p[i]), true);
    }
    sb_putc(out, ']');
    return;
  case AK_DICTIONARY:
    sb_putc(out, '{');
    for (size_t i = 0; i < dict_size(a); i++) {
      if (i) sb_puts(out, ", ");
      print_keyword_or_string(out, dict_name(a, i));
      const Attr *v = dict_value(a, i);
      if (v->kind == AK_UNIT) continue;
      sb_puts(out, " = ");
      ap_attr(ap, v, false);
    }
    sb_putc(out, '}');
    return;
  case AK_TYPE: ap_type(ap, WORD_PTR(const Type, a->p[0])); return;
  case AK_SYMBOL_REF:
    print_symbol_ref(out, WORD_PTR(const Ident, a->p[0]));
    for (uint32_t i = 1; i < a->n; i++) {
      sb_puts(out, "::");
      print_symbol_ref(out, WORD_PTR(const Ident, a->p[i]));
    }
    return;
  case AK_OPAQUE: {
    print_dialect_symbol(out, '#', WORD_PTR(const Ident, a->p[0]), WORD_PTR(const Ident, a->p[1]));
    const Type *t = WORD_PTR(const Type, a->p[2]);
    if (t->kind != TK_NONE) {
      sb_puts(out, " : ");
      ap_type(ap, t);
    }
    return;
  }
  case AK_DENSE_ARRAY: print_dense_array(ap, a); return;
  case AK_AFFINE_MAP:
    sb_puts(out, "affine_map<");
    print_affine_map(WORD_PTR(const AffineMap, a->p[0]), out);
    sb_putc(out, '>');
    return;
  case AK_INTEGER_SET:
    sb_puts(out, "affine_set<");
    print_integer_set(WORD_PTR(const IntegerSet, a->p[0]), out);
    sb_putc(out, '>');
    return;
  case AK_DIALECT: {
    print_class_symbol(ap, '#', a);
    const Type *t = attr_get_type(a);
    if (t->kind != TK_NONE) { /* a TypedAttr */
      sb_puts(out, " : ");
      ap_type(ap, t);
    }
    return;
  }
  case AK_DENSE_ELEMENTS:
  case AK_DENSE_STRING: ap_dense_elements(ap, a); return;
  case AK_SPARSE_ELEMENTS: ap_sparse_elements(ap, a); return;
  case AK_DENSE_RESOURCE: ap_dense_resource(ap, a); return;
  case AK_DISTINCT: ap_distinct(ap, a); return;
  case AK_STRIDED_LAYOUT:
    sb_puts(out, "strided<[");
    for (uint32_t i = 1; i < a->n; i++) {
      if (i > 1) sb_puts(out, ", ");
      int64_t s = (int64_t)a->p[i];
      if (s == DYNAMIC_SIZE) sb_putc(out, '?');
      else sb_put_i64(out, s);
    }
    sb_putc(out, ']');
    if ((int64_t)a->p[0] != 0) {
      sb_puts(out, ", offset: ");
      if ((int64_t)a->p[0] == DYNAMIC_SIZE) sb_putc(out, '?');
      else sb_put_i64(out, (int64_t)a->p[0]);
    }
    sb_putc(out, '>');
    return;
  default:
    if (is_loc(a)) {
      sb_puts(out, "loc(");
      ap_loc_inner(ap, a);
      sb_putc(out, ')');
      return;
    }
    sb_puts(out, "<<UNKNOWN ATTRIBUTE>>");
  }
}

/* ---- locations -------------------------------------------------------------------- */

static void ap_loc_inner(const AttrPrinter *ap, const Loc *l) {
  StrBuf *out = ap->out;
  if (alias_hit(ap, l)) return;
  switch (l->kind) {
  case LK_UNKNOWN: sb_puts(out, "unknown"); return;
  case LK_FILE_LINE_COL: {
    const Ident *f = WORD_PTR(const Ident, l->p[0]);
    print_escaped_string(out, f->str, f->len);
    unsigned sl = (unsigned)l->p[1], sc = (unsigned)l->p[2], el = (unsigned)l->p[3],
             ec = (unsigned)l->p[4];
    sb_printf(out, ":%u:%u", sl, sc);
    if (sl == el && sc == ec) return;
    if (sl == el) sb_printf(out, " to :%u", ec);
    else sb_printf(out, " to %u:%u", el, ec);
    return;
  }
  case LK_NAME: {
    const Ident *n = WORD_PTR(const Ident, l->p[0]);
    print_escaped_string(out, n->str, n->len);
    const Loc *child = WORD_PTR(const Loc, l->p[1]);
    if (child->kind != LK_UNKNOWN) {
      sb_putc(out, '(');
      ap_loc_inner(ap, child);
      sb_putc(out, ')');
    }
    return;
  }
  case LK_CALLSITE:
    sb_puts(out, "callsite(");
    ap_loc_inner(ap, WORD_PTR(const Loc, l->p[0]));
    sb_puts(out, " at ");
    ap_loc_inner(ap, WORD_PTR(const Loc, l->p[1]));
    sb_putc(out, ')');
    return;
  case LK_FUSED: {
    sb_puts(out, "fused");
    const Attr *meta = WORD_PTR(const Attr, l->p[0]);
    if (meta) {
      sb_putc(out, '<');
      ap_attr(ap, meta, false);
      sb_putc(out, '>');
    }
    sb_putc(out, '[');
    for (uint32_t i = 1; i < l->n; i++) {
      if (i > 1) sb_puts(out, ", ");
      ap_loc_inner(ap, WORD_PTR(const Loc, l->p[i]));
    }
    sb_putc(out, ']');
    return;
  }
  default: sb_puts(out, "<<UNKNOWN LOCATION>>");
  }
}

/* ---- entry points ------------------------------------------------------------------ */

static AttrPrinter plain(StrBuf *out, int64_t hex, int64_t elide) {
  AttrPrinter ap = {out, hex, elide, NULL, NULL, NULL};
  return ap;
}

void print_type(const Type *t, StrBuf *out) {
  AttrPrinter ap = plain(out, -1, -1);
  ap_type(&ap, t);
}

void print_attribute_ex(const Attr *a, StrBuf *out, bool elide_type, int64_t hex_threshold,
                        int64_t elide_threshold) {
  AttrPrinter ap = plain(out, hex_threshold, elide_threshold);
  PrintSession session;
  print_session_init(&session, out->alloc);
  ap.session = &session;
  ap_attr(&ap, a, elide_type);
  print_session_free(&session);
}

void print_attribute(const Attr *a, StrBuf *out) { print_attribute_ex(a, out, false, -1, -1); }

void print_dense_elements(const Attr *a, StrBuf *out, int64_t hex_threshold, int64_t elide_threshold) {
  AttrPrinter ap = plain(out, hex_threshold, elide_threshold);
  ap_dense_elements(&ap, a);
}

void print_location(const Loc *l, StrBuf *out) {
  AttrPrinter ap = plain(out, -1, -1);
  ap_print_location(&ap, l);
}

void ap_print_type(const AttrPrinter *ap, const Type *t) { ap_type(ap, t); }
void ap_print_attr(const AttrPrinter *ap, const Attr *a, bool elide_type) { ap_attr(ap, a, elide_type); }
void ap_print_location(const AttrPrinter *ap, const Loc *l) {
  sb_puts(ap->out, "loc(");
  ap_loc_inner(ap, l);
  sb_putc(ap->out, ')');
}
