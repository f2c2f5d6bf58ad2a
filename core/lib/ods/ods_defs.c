/* ods_defs.c: dialect attributes and types defined in ODS (AttrDef,
 * TypeDef): `#ns.mnemonic<...>` and `!ns.mnemonic<...>` stored as
 * AK_DIALECT / TK_DIALECT (class, one word per parameter), printed and
 * parsed by interpreting the def's flattened assemblyFormat as upstream's
 * generated code does (AttrOrTypeFormatGen: spacing, optional groups,
 * `params`, `struct`, `qualified`). */
#include "ods.h"

/* ---- values ------------------------------------------------------------------ */

uint32_t ods_def_storage_params(const OdsAttrDef *def) {
  uint32_t m = 0;
  for (unsigned i = 0; i < def->n_params && i < 32; i++) {
    unsigned k = def->params[i].kind;
    if (k == ODS_PK_TYPE || k == ODS_PK_ATTR || k == ODS_PK_TYPES || k == ODS_PK_ATTRS ||
        k == ODS_PK_AFFINE_MAP)
      m |= 1u << i;
  }
  return m;
}

static bool param_present(const OdsDefParam *pm, uint64_t w) {
  if (!(pm->flags & ODS_PF_OPTIONAL)) return true;
  return w != (uint64_t)pm->default_value;
}

const Storage *ods_def_get(Context *ctx, const AttrClass *cls, const uint64_t *params) {
  const OdsAttrDef *def = cls->data;
  uint64_t w[33];
  w[0] = PTR_WORD(cls);
  unsigned n = def->n_params < 32 ? def->n_params : 32;
  for (unsigned i = 0; i < n; i++) w[i + 1] = params ? params[i] : 0;
  return storage_get(ctx, def->is_type ? TK_DIALECT : AK_DIALECT, 0, w, n + 1);
}

/* The class of a def by its C++ class name, in any loaded dialect. */
const AttrClass *ods_def_class_by_cpp(Context *ctx, const char *cpp, bool is_type) {
  if (!cpp) return NULL;
  size_t cursor = 0, klen;
  const char *key;
  uintptr_t v;
  while (sm_next(&ctx->dialects, &cursor, &key, &klen, &v)) {
    const Dialect *d = (const Dialect *)v;
    for (const AttrClass *const *c = is_type ? d->type_classes : d->attr_classes; c && *c; c++) {
      const OdsAttrDef *def = (*c)->data;
      if ((*c)->print_body_ap == ods_def_print && def->cpp_class && strcmp(def->cpp_class, cpp) == 0)
        return *c;
    }
  }
  return NULL;
}

/* ---- printing ------------------------------------------------------------------ */

/* The directive `name` of a def's hooks, or NULL. */
static const DefDirective *def_directive(const AttrClass *cls, const char *name) {
  const DefHooks *h = cls->custom;
  for (const DefDirective *d = h ? h->directives : NULL; d && d->name; d++)
    if (strcmp(d->name, name) == 0) return d;
  return NULL;
}


typedef struct DefPrinter {
  const AttrPrinter *ap;
  const OdsAttrDef *def;
  const Storage *s;
  bool emit_space, last_punct;
  const AttrClass *cls;
} DefPrinter;

static uint64_t word_of(const DefPrinter *dp, unsigned i) {
  return i + 1 < dp->s->n ? dp->s->p[i + 1] : 0;
}

static bool space_before(const char *s, bool last_punct) {
  size_t n = strlen(s);
  if (n != 1 && strcmp(s, "->") != 0) return true;
  if (last_punct) return !strchr(">)}],", s[0]);
  return !strchr("<>(){}[],", s[0]);
}

static void print_dense_body(StrBuf *out, const Attr *a) {
  /* `[1, 2]`: array<T: 1, 2> without its prefix. */
  StrBuf tmp;
  sb_init(&tmp, out->alloc);
  print_attribute(a, &tmp);
  const char *colon = tmp.data ? strstr(tmp.data, ": ") : NULL;
  sb_putc(out, '[');
  if (colon) sb_append(out, colon + 2, tmp.len - (size_t)(colon + 2 - tmp.data) - 1);
  sb_putc(out, ']');
  sb_free(&tmp);
}

static void print_dense_ints(StrBuf *out, const Attr *a, const OdsEnum *e) {
  if (!a || a->kind != AK_DENSE_ARRAY) return;
  for (uint32_t i = 0; i < a->aux; i++) {
    if (i) sb_puts(out, ", ");
    int64_t v = dense_i64_at(a, i);
    if (e) ods_enum_print_value(e, (uint64_t)v, out);
    else sb_put_i64(out, v);
  }
}

static void print_value(const DefPrinter *dp, unsigned i, bool qualified) {
  const OdsDefParam *pm = &dp->def->params[i];
  const AttrPrinter *ap = dp->ap;
  StrBuf *out = ap->out;
  uint64_t w = word_of(dp, i);
  switch (pm->kind) {
  case ODS_PK_TYPE:
  case ODS_PK_ATTR: {
    const Storage *v = WORD_PTR(const Storage, w);
    if (!v) return;
    if (pm->cls && !qualified && v->kind == AK_DENSE_ARRAY) print_dense_body(out, (const Attr *)v);
    else if ((pm->flags & ODS_PF_STRIPPED) && !qualified) ap_print_stripped(ap, v);
    else if (pm->kind == ODS_PK_TYPE) ap_print_type(ap, (const Type *)v);
    else ap_print_attr(ap, (const Attr *)v, false);
    return;
  }
  case ODS_PK_INT: {
    int64_t v = (int64_t)w;
    if (pm->flags & ODS_PF_STD_OPTIONAL) v--;
    sb_put_i64(out, v);
    return;
  }
  case ODS_PK_UINT: sb_put_u64(out, (pm->flags & ODS_PF_STD_OPTIONAL) ? w - 1 : w); return;
  case ODS_PK_BOOL: sb_puts(out, w ? "true" : "false"); return;
  case ODS_PK_STRING: {
    const Ident *id = WORD_PTR(const Ident, w);
    if (pm->flags & ODS_PF_UNQUOTED) sb_append(out, id ? id->str : "", id ? id->len : 0);
    else print_escaped_string(out, id ? id->str : "", id ? id->len : 0);
    return;
  }
  case ODS_PK_ENUM: ods_enum_print_value(pm->enum_info, w, out); return;
  case ODS_PK_INTS: print_dense_ints(out, WORD_PTR(const Attr, w), NULL); return;
  case ODS_PK_ENUMS: print_dense_ints(out, WORD_PTR(const Attr, w), pm->enum_info); return;
  case ODS_PK_TYPES: {
    const Type *t = WORD_PTR(const Type, w);
    for (uint32_t k = 0; t && k < t->n; k++) {
      if (k) sb_puts(out, ", ");
      ap_print_type(ap, WORD_PTR(const Type, t->p[k])); /* ArrayRef<Type>: each in full */
    }
    return;
  }
  case ODS_PK_ATTRS: {
    const Attr *a = WORD_PTR(const Attr, w);
    for (uint32_t k = 0; a && k < a->n; k++) {
      if (k) sb_puts(out, ", ");
      ap_print_attr(ap, WORD_PTR(const Attr, a->p[k]), false);
    }
    return;
  }
  case ODS_PK_AFFINE_MAP: {
    const Attr *a = WORD_PTR(const Attr, w);
    if (a && a->kind == AK_AFFINE_MAP) print_affine_map(WORD_PTR(const AffineMap, a->p[0]), out);
    return;
  }
  default: return;
  }
}

static void print_param(DefPrinter *dp, unsigned i, bool qualified) {
  if (!param_present(&dp->def->params[i], word_of(dp, i))) return;
  if (dp->emit_space || !dp->last_punct) sb_putc(dp->ap->out, ' ');
  dp->emit_space = true;
  dp->last_punct = false;
  print_value(dp, i, qualified);
}

/* `params` and `struct`: comma-separated, absent optional ones skipped. */
static void print_list(DefPrinter *dp, uint32_t mask, bool keys) {
  const OdsAttrDef *def = dp->def;
  if (dp->emit_space || !dp->last_punct) {
    bool all_opt = true, any = false;
    for (unsigned i = 0; i < def->n_params; i++)
      if (mask & (1u << i)) {
        if (!(def->params[i].flags & ODS_PF_OPTIONAL)) all_opt = false;
        if (param_present(&def->params[i], word_of(dp, i))) any = true;
      }
    if (!all_opt || any) sb_putc(dp->ap->out, ' ');
  }
  bool first = true;
  for (unsigned i = 0; i < def->n_params; i++) {
    if (!(mask & (1u << i)) || !param_present(&def->params[i], word_of(dp, i))) continue;
    if (!first) sb_puts(dp->ap->out, ", ");
    first = false;
    if (keys) {
      sb_puts(dp->ap->out, def->params[i].name);
      sb_puts(dp->ap->out, " = ");
    }
    dp->emit_space = false;
    dp->last_punct = true;
    print_param(dp, i, false);
  }
}

static bool any_present(const DefPrinter *dp, uint32_t mask) {
  for (unsigned i = 0; i < dp->def->n_params; i++)
    if ((mask & (1u << i)) && param_present(&dp->def->params[i], word_of(dp, i))) return true;
  return false;
}

static unsigned print_elems(DefPrinter *dp, const OdsDefElem *e, unsigned n);

static unsigned span(const OdsDefElem *e) {
  if (e->kind != ODS_DE_OPTIONAL) return 1;
  unsigned k = 1, end = 1u + e->n_then + e->n_else;
  (void)k;
  return end;
}

static unsigned print_elems(DefPrinter *dp, const OdsDefElem *elems, unsigned n) {
  unsigned i = 0;
  while (i < n) {
    const OdsDefElem *e = &elems[i];
    switch (e->kind) {
    case ODS_DE_LITERAL: {
      if (dp->emit_space && space_before(e->text, dp->last_punct)) sb_putc(dp->ap->out, ' ');
      sb_puts(dp->ap->out, e->text);
      size_t len = strlen(e->text);
      char c = e->text[0];
      dp->emit_space = len != 1 || !strchr("<({[", c);
      dp->last_punct = c != '_' && !((c | 32) >= 'a' && (c | 32) <= 'z');
      break;
    }
    case ODS_DE_SPACE:
      if (e->text[0]) sb_puts(dp->ap->out, e->text);
      else dp->last_punct = true;
      dp->emit_space = false;
      break;
    case ODS_DE_PARAM: print_param(dp, e->index, e->qualified); break;
    case ODS_DE_PARAMS: print_list(dp, e->mask, false); break;
    case ODS_DE_CUSTOM: {
      const DefDirective *d = def_directive(dp->cls, e->text);
      if (dp->emit_space || !dp->last_punct) sb_putc(dp->ap->out, ' ');
      if (d && d->print) d->print(dp->ap, dp->def, e->mask, dp->s);
      dp->emit_space = true;
      dp->last_punct = false;
      break;
    }
    case ODS_DE_STRUCT: print_list(dp, e->mask, true); break;
    case ODS_DE_OPTIONAL:
      if (any_present(dp, e->mask) != (e->inverted != 0)) {
        bool es = dp->emit_space, lp = dp->last_punct;
        print_elems(dp, e + 1, e->n_then);
        dp->emit_space = es;
        dp->last_punct = lp;
      } else {
        print_elems(dp, e + 1 + e->n_then, e->n_else);
      }
      break;
    default: break;
    }
    i += span(e);
  }
  return i;
}

/* A def whose syntax is the format engine's: declarative, or custom only
 * through directives its dialect writes. */
static bool runs_format(const AttrClass *cls, const OdsAttrDef *def) {
  const DefHooks *h = cls->custom;
  if (h && h->parse && h->print) return false; /* written whole by its dialect */
  return !def->custom || (h && h->directives && def->n_elems);
}

void ods_def_print(const Storage *s, const AttrPrinter *ap) {
  const AttrClass *cls = WORD_PTR(const AttrClass, s->p[0]);
  const OdsAttrDef *def = cls->data;
  if (!runs_format(cls, def)) {
    const DefHooks *h = cls->custom;
    if (h && h->print) h->print(s, ap);
    return;
  }
  DefPrinter dp = {ap, def, s, true, false, cls};
  print_elems(&dp, def->elems, def->n_elems);
}

/* ---- parsing ------------------------------------------------------------------- */

typedef struct DefParser {
  Parser *p;
  const AttrClass *cls;
  const OdsAttrDef *def;
  uint64_t words[32];
  uint32_t seen;
} DefParser;

static TokKind punct_kind(const char *s) {
  static const struct { const char *s; TokKind k; } P[] = {
      {"<", T_LESS}, {">", T_GREATER}, {"(", T_LPAREN}, {")", T_RPAREN}, {"[", T_LSQUARE},
      {"]", T_RSQUARE}, {"{", T_LBRACE}, {"}", T_RBRACE}, {",", T_COMMA}, {":", T_COLON},
      {"=", T_EQUAL}, {"->", T_ARROW}, {"?", T_QUESTION}, {"+", T_PLUS}, {"*", T_STAR},
      {"...", T_ELLIPSIS}, {"|", T_VBAR}, {"-", T_MINUS}};
  for (size_t i = 0; i < sizeof P / sizeof *P; i++)
    if (strcmp(P[i].s, s) == 0) return P[i].k;
  return T_ERROR;
}

static bool is_keyword_literal(const char *s) {
  return s[0] == '_' || ((s[0] | 32) >= 'a' && (s[0] | 32) <= 'z');
}

static bool literal_present(Parser *p, const char *s) {
  if (is_keyword_literal(s)) return tok_is_keyword(&p->tok, s);
  return p->tok.kind == punct_kind(s);
}

static bool parse_literal(Parser *p, const char *s) {
  if (literal_present(p, s)) {
    parser_advance(p);
    return true;
  }
  if (is_keyword_literal(s)) return parser_error(p, "expected '%s'", s);
  return parser_error_wrong_token(p, "expected '%s'", s);
}

static bool parse_int_value(Parser *p, const OdsDefParam *pm, uint64_t *w) {
  if (pm->kind == ODS_PK_BOOL) {
    if (parser_consume_keyword(p, "true")) return *w = 1, true;
    if (parser_consume_keyword(p, "false")) return *w = 0, true;
    return parser_error(p, "expected 'true' or 'false'");
  }
  int64_t v;
  if (p->tok.kind != T_INTEGER && p->tok.kind != T_MINUS)
    return parser_error(p, "expected integer value");
  if (!parse_int64(p, &v)) return false;
  *w = (uint64_t)v;
  return true;
}

static bool parse_enum_case(Parser *p, const OdsDefParam *pm, uint64_t *w) {
  const OdsEnum *e = pm->enum_info;
  Token at = p->tok;
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  bool ok = false;
  if (p->tok.kind == T_BARE_ID) sb_append(&s, p->tok.start, p->tok.len);
  else if (p->tok.kind == T_STRING) unescape_string(&p->tok, &s);
  if (s.data && e) {
    if (e->is_bit) {
      sb_free(&s);
      return ods_enum_parse_value(p, e, w);
    }
    ok = ods_enum_case_value(e, s.data, s.len, w);
  }
  sb_free(&s);
  if (ok) {
    parser_advance(p);
    return true;
  }
  StrBuf msg;
  sb_init(&msg, &p->ctx->alloc);
  sb_puts(&msg, "expected ");
  sb_puts(&msg, pm->cpp_type);
  sb_puts(&msg, " to be one of: ");
  for (unsigned i = 0; e && i < e->ncases; i++) {
    if (i) sb_puts(&msg, ", ");
    sb_puts(&msg, e->cases[i].str);
  }
  parser_error_at(p, &at, "%s", msg.data ? msg.data : "");
  sb_free(&msg);
  return false;
}

static const Attr *dense_i64(Context *ctx, const int64_t *v, size_t n) {
  if (!n) return NULL;
  uint8_t *bytes = ctx_alloc(ctx, n * 8);
  if (!bytes) return NULL;
  for (size_t i = 0; i < n; i++)
    for (int b = 0; b < 8; b++) bytes[i * 8 + (size_t)b] = (uint8_t)((uint64_t)v[i] >> (8 * b));
  const Attr *a = attr_dense_array(ctx, ctx->t_i64, n, bytes, n * 8);
  ctx_free(ctx, bytes);
  return a;
}

/* FieldParser<SmallVector<T>>: one or more comma-separated elements. */
static bool parse_list(Parser *p, const OdsDefParam *pm, uint64_t *w) {
  Context *ctx = p->ctx;
  PtrVec items = {0};
  bool ok = true;
  do {
    uint64_t v = 0;
    if (pm->kind == ODS_PK_INTS) {
      int64_t x;
      if (p->tok.kind != T_INTEGER && p->tok.kind != T_MINUS) {
        ok = parser_error(p, "expected integer value");
        break;
      }
      if (!(ok = parse_int64(p, &x))) break;
      v = (uint64_t)x;
    } else if (pm->kind == ODS_PK_ENUMS) {
      if (!(ok = parse_enum_case(p, pm, &v))) break;
    } else if (pm->kind == ODS_PK_TYPES) {
      const Type *t = parse_type(p);
      if (!(ok = t != NULL)) break;
      v = PTR_WORD(t);
    } else {
      const Attr *a = parse_attribute(p, NULL);
      if (!(ok = a != NULL)) break;
      v = PTR_WORD(a);
    }
    if (!(ok = pv_push(&ctx->alloc, &items, (void *)(uintptr_t)v))) break;
  } while (parser_consume_if(p, T_COMMA));
  if (ok) {
    if (pm->kind == ODS_PK_INTS || pm->kind == ODS_PK_ENUMS) {
      int64_t *vals = items.len ? ctx_alloc(ctx, items.len * sizeof *vals) : NULL;
      if (items.len && !vals) ok = false;
      for (size_t i = 0; ok && i < items.len; i++) vals[i] = (int64_t)(uintptr_t)items.data[i];
      if (ok) *w = PTR_WORD(dense_i64(ctx, vals, items.len));
      ctx_free(ctx, vals);
    } else if (pm->kind == ODS_PK_TYPES) {
      *w = PTR_WORD(type_tuple(ctx, items.len, (const Type *const *)items.data));
    } else {
      *w = PTR_WORD(attr_array(ctx, items.len, (const Attr *const *)items.data));
    }
  }
  pv_free(&ctx->alloc, &items);
  return ok;
}

static const Attr *parse_dense_body(Parser *p, const char *cls) {
  Context *ctx = p->ctx;
  const Type *et = strstr(cls, "I32")    ? type_integer(ctx, 32, SIGNLESS)
                   : strstr(cls, "Bool") ? ctx->t_i1
                                         : ctx->t_i64;
  if (!parser_expect(p, T_LSQUARE, "expected '['")) return NULL;
  StrBuf data;
  sb_init(&data, &ctx->alloc);
  size_t count = 0, esz = et == ctx->t_i64 ? 8 : et == ctx->t_i1 ? 1 : 4;
  const Attr *r = NULL;
  if (p->tok.kind != T_RSQUARE) {
    do {
      int64_t v;
      if (esz == 1 && (tok_is_keyword(&p->tok, "true") || tok_is_keyword(&p->tok, "false"))) {
        v = tok_is_keyword(&p->tok, "true");
        parser_advance(p);
      } else if (!parse_int64(p, &v)) {
        goto out;
      }
      for (size_t b = 0; b < esz; b++) sb_putc(&data, (char)((uint64_t)v >> (8 * b)));
      count++;
    } while (parser_consume_if(p, T_COMMA));
  }
  if (parser_expect(p, T_RSQUARE, "expected ']'"))
    r = attr_dense_array(ctx, et, count, data.data ? data.data : "", data.len);
out:
  sb_free(&data);
  return r;
}

static bool parse_value(DefParser *dp, unsigned i) {
  Parser *p = dp->p;
  const OdsDefParam *pm = &dp->def->params[i];
  uint64_t *w = &dp->words[i];
  Token at = p->tok;
  bool ok = true;
  switch (pm->kind) {
  case ODS_PK_TYPE:
  case ODS_PK_ATTR: {
    bool is_type = pm->kind == ODS_PK_TYPE;
    const Storage *v = NULL;
    bool full = p->tok.kind == (is_type ? T_BANG_ID : T_HASH_ID);
    if (pm->cls && !full && !strncmp(pm->cls, "Dense", 5)) {
      v = parse_dense_body(p, pm->cls);
    } else if ((pm->flags & ODS_PF_STRIPPED) && !full) {
      const AttrClass *c = ods_def_class_by_cpp(p->ctx, pm->cls, is_type);
      if (!c) return parser_error(p, "dialect of '%s' is not loaded", pm->cls);
      v = (const Storage *)c->parse_body(p, c);
    } else {
      v = is_type ? (const Storage *)parse_type(p) : (const Storage *)parse_attribute(p, NULL);
    }
    if (!v) {
      ok = false;
      break;
    }
    if (pm->check && !pm->check(v))
      return parser_error_at(p, &at, is_type ? "invalid kind of type specified"
                                             : "invalid kind of attribute specified");
    *w = PTR_WORD(v);
    break;
  }
  case ODS_PK_INT:
  case ODS_PK_UINT:
  case ODS_PK_BOOL:
    ok = parse_int_value(p, pm, w);
    if (ok && (pm->flags & ODS_PF_STD_OPTIONAL)) (*w)++;
    break;
  case ODS_PK_STRING: {
    StrBuf s;
    sb_init(&s, &p->ctx->alloc);
    if (p->tok.kind != T_STRING) {
      ok = parser_error(p, "expected string");
    } else if ((ok = parse_string_literal(p, &s))) {
      const Ident *id = ident_get(p->ctx, s.data ? s.data : "", s.len);
      ok = id != NULL;
      *w = PTR_WORD(id);
    }
    sb_free(&s);
    break;
  }
  case ODS_PK_ENUM: ok = parse_enum_case(p, pm, w); break;
  case ODS_PK_AFFINE_MAP: {
    const AffineMap *m = parse_affine_map_body(p);
    const Attr *a = m ? attr_affine_map(p->ctx, m) : NULL;
    ok = a != NULL;
    *w = PTR_WORD(a);
    break;
  }
  default: ok = parse_list(p, pm, w); break;
  }
  if (!ok) {
    parser_error_also(p, parser_tok_loc(p, &p->tok),
                      "failed to parse %s parameter '%s' which is to be a `%s`", dp->def->record,
                      pm->name, pm->cpp_type);
    return false;
  }
  dp->seen |= 1u << i;
  return true;
}

static bool parse_params(DefParser *dp, uint32_t mask) {
  Parser *p = dp->p;
  const OdsAttrDef *def = dp->def;
  int last_req = -1, prev = -1;
  for (unsigned i = 0; i < def->n_params; i++)
    if ((mask & (1u << i)) && !(def->params[i].flags & ODS_PF_OPTIONAL)) last_req = (int)i;
  for (unsigned i = 0; i < def->n_params; i++) {
    if (!(mask & (1u << i))) continue;
    if (prev >= 0) {
      const OdsDefParam *pp = &def->params[prev];
      bool need = !(pp->flags & ODS_PF_OPTIONAL) || param_present(pp, dp->words[prev]);
      if (need) {
        if ((int)i <= last_req) {
          if (!parser_expect(p, T_COMMA, "expected ','")) return false;
        } else if (!parser_consume_if(p, T_COMMA)) {
          return true;
        }
      }
    }
    if (!parse_value(dp, i)) return false;
    prev = (int)i;
  }
  return true;
}

static bool struct_entry(DefParser *dp, uint32_t mask, const Token *key) {
  Parser *p = dp->p;
  if (!parse_literal(p, "=")) return false;
  for (unsigned i = 0; i < dp->def->n_params; i++) {
    const char *nm = dp->def->params[i].name;
    if ((mask & (1u << i)) && !(dp->seen & (1u << i)) && strlen(nm) == key->len &&
        memcmp(nm, key->start, key->len) == 0)
      return parse_value(dp, i);
  }
  return parser_error(p, "duplicate or unknown struct parameter name: %.*s", (int)key->len, key->start);
}

static bool parse_key(Parser *p, Token *key) {
  if (p->tok.kind != T_BARE_ID) {
    parser_error(p, "expected valid keyword");
    parser_error_also(p, parser_tok_loc(p, &p->tok), "expected a parameter name in struct");
    return false;
  }
  *key = p->tok;
  parser_advance(p);
  return true;
}

static bool parse_struct(DefParser *dp, uint32_t mask) {
  Parser *p = dp->p;
  const OdsAttrDef *def = dp->def;
  unsigned n = 0, nopt = 0;
  for (unsigned i = 0; i < def->n_params; i++)
    if (mask & (1u << i)) {
      n++;
      if (def->params[i].flags & ODS_PF_OPTIONAL) nopt++;
    }
  Token key;
  if (!nopt) {
    for (unsigned k = 0; k < n; k++) {
      if (!parse_key(p, &key) || !struct_entry(dp, mask, &key)) return false;
      if (k != n - 1 && !parser_expect(p, T_COMMA, "expected ','")) return false;
    }
    return true;
  }
  if (nopt == n) {
    if (p->tok.kind != T_BARE_ID) return true;
    do {
      if (!parse_key(p, &key) || !struct_entry(dp, mask, &key)) return false;
    } while (parser_consume_if(p, T_COMMA));
    return true;
  }
  do {
    if (!parse_key(p, &key) || !struct_entry(dp, mask, &key)) return false;
  } while (parser_consume_if(p, T_COMMA));
  for (unsigned i = 0; i < def->n_params; i++)
    if ((mask & (1u << i)) && !(def->params[i].flags & ODS_PF_OPTIONAL) && !(dp->seen & (1u << i)))
      return parser_error(p, "struct is missing required parameter: %s", def->params[i].name);
  return true;
}

static bool parse_elems(DefParser *dp, const OdsDefElem *elems, unsigned n);

static bool parse_elem(DefParser *dp, const OdsDefElem *e) {
  switch (e->kind) {
  case ODS_DE_LITERAL: return parse_literal(dp->p, e->text);
  case ODS_DE_SPACE: return true;
  case ODS_DE_PARAM: return parse_value(dp, e->index);
  case ODS_DE_PARAMS: return parse_params(dp, e->mask);
  case ODS_DE_STRUCT: return parse_struct(dp, e->mask);
  case ODS_DE_OPTIONAL: {
    const OdsDefElem *then = e + 1, *els = e + 1 + e->n_then;
    if (!e->n_then) return true;
    if (then->kind == ODS_DE_LITERAL) {
      if (!literal_present(dp->p, then->text)) return parse_elems(dp, els, e->n_else);
      parser_advance(dp->p);
    } else {
      if (then->kind == ODS_DE_PARAM) {
        const OdsDefParam *pm = &dp->def->params[then->index];
        /* std::optional<int>: FieldParser parses an optional integer. */
        if ((pm->flags & ODS_PF_STD_OPTIONAL) && dp->p->tok.kind != T_INTEGER &&
            dp->p->tok.kind != T_MINUS)
          return parse_elems(dp, els, e->n_else);
      }
      if (!parse_elem(dp, then)) return false;
      bool any = false;
      for (unsigned i = 0; i < dp->def->n_params; i++)
        if ((e->mask & (1u << i)) && (dp->seen & (1u << i)) &&
            param_present(&dp->def->params[i], dp->words[i]))
          any = true;
      if (!any) return parse_elems(dp, els, e->n_else);
    }
    return parse_elems(dp, then + span(then), (unsigned)(e->n_then - span(then)));
  }
  case ODS_DE_CUSTOM: {
    const DefDirective *d = def_directive(dp->cls, e->text);
    if (!d || !d->parse) break;
    if (!d->parse(dp->p, dp->def, e->mask, dp->words)) return false;
    dp->seen |= e->mask;
    return true;
  }
  default: break;
  }
  return parser_error(dp->p, "unsupported directive in the syntax of '%s'", dp->def->name);
}

static bool parse_elems(DefParser *dp, const OdsDefElem *elems, unsigned n) {
  for (unsigned i = 0; i < n; i += span(&elems[i]))
    if (!parse_elem(dp, &elems[i])) return false;
  return true;
}

const Attr *ods_def_parse(Parser *p, const AttrClass *cls) {
  const OdsAttrDef *def = cls->data;
  if (!runs_format(cls, def)) {
    const DefHooks *h = cls->custom;
    if (h && h->parse) return (const Attr *)h->parse(p, cls);
    parser_error(p, "the syntax of '%s' is not supported yet", def->name);
    return NULL;
  }
  DefParser dp;
  memset(&dp, 0, sizeof dp);
  dp.p = p;
  dp.cls = cls;
  dp.def = def;
  Token at = p->tok;
  for (unsigned i = 0; i < def->n_params && i < 32; i++) dp.words[i] = (uint64_t)def->params[i].default_value;
  if (!parse_elems(&dp, def->elems, def->n_elems)) return NULL;
  const DefHooks *h = cls->custom;
  if (h && h->verify && !h->verify(p, &at, dp.words)) return NULL;
  return (const Attr *)ods_def_get(p->ctx, cls, dp.words);
}

uint64_t ods_def_param(const Storage *s, unsigned i) {
  return s && i + 1 < s->n ? s->p[i + 1] : 0;
}
