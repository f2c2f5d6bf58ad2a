/* ods_attr.c: enum attributes from ODS: integer enums printed as their case
 * keyword inside op formats, and dialect enum attributes
 * `#arith.fastmath<nnan,ninf>` (stored as AK_DIALECT: class, value). */
#include "ods.h"

void ods_enum_print_value(const OdsEnum *e, uint64_t v, StrBuf *out) {
  if (!e->is_bit) {
    for (unsigned i = 0; i < e->ncases; i++)
      if (e->cases[i].value == v) {
        sb_puts(out, e->cases[i].str);
        return;
      }
    sb_put_u64(out, v);
    return;
  }
  if (v == 0) {
    for (unsigned i = 0; i < e->ncases; i++)
      if (e->cases[i].value == 0) {
        sb_puts(out, e->cases[i].str);
        return;
      }
    sb_puts(out, "none");
    return;
  }
  bool first = true;
  /* Multi-bit groups first when the enum asks for it, then single bits, in
   * declaration order, as upstream's generated stringify does. */
  for (int pass = e->primary_groups ? 0 : 1; pass < 2; pass++)
    for (unsigned i = 0; i < e->ncases; i++) {
      uint64_t c = e->cases[i].value;
      bool group = c && (c & (c - 1));
      if (!c || (pass == 0) != group) continue;
      if ((v & c) != c) continue;
      if (!first) sb_puts(out, e->separator);
      sb_puts(out, e->cases[i].str);
      first = false;
      v &= ~c;
    }
}

static bool parse_case(Parser *p, const OdsEnum *e, uint64_t *out) {
  StrBuf s;
  sb_init(&s, &p->ctx->alloc);
  if (p->tok.kind == T_STRING) {
    unescape_string(&p->tok, &s);
  } else if (p->tok.kind == T_BARE_ID) {
    sb_append(&s, p->tok.start, p->tok.len);
  } else {
    sb_free(&s);
    return parser_error(p, "expected keyword for %s", e->name);
  }
  for (unsigned i = 0; i < e->ncases; i++)
    if (s.data && strcmp(e->cases[i].str, s.data) == 0) {
      *out = e->cases[i].value;
      sb_free(&s);
      parser_advance(p);
      return true;
    }
  bool ok = parser_error(p, "invalid %s value: %s", e->name, s.data ? s.data : "");
  sb_free(&s);
  return ok;
}

bool ods_enum_parse_value(Parser *p, const OdsEnum *e, uint64_t *out) {
  *out = 0;
  do {
    uint64_t c = 0;
    if (!parse_case(p, e, &c)) return false;
    *out |= c;
    /* Cases are joined by the enum's own separator only: a comma after a
     * `|`-joined enum ends it (`subprogramFlags = Definition, type = ...`). */
  } while (e->is_bit && parser_consume_if(p, e->separator && e->separator[0] == ',' ? T_COMMA : T_VBAR));
  return true;
}

const Attr *ods_enum_attr_get(Context *ctx, const AttrClass *cls, uint64_t value) {
  uint64_t w[2] = {PTR_WORD(cls), value};
  return storage_get(ctx, AK_DIALECT, 0, w, 2);
}

void ods_enum_attr_print(const Attr *a, StrBuf *out) {
  const AttrClass *cls = WORD_PTR(const AttrClass, a->p[0]);
  const OdsAttrDef *def = cls->data;
  sb_putc(out, def->bare_value ? ' ' : '<');
  ods_enum_print_value(def->enum_info, a->p[1], out);
  if (!def->bare_value) sb_putc(out, '>');
}

/* A `$value` enum attribute's case, with the diagnostics of upstream's
 * generated FieldParser and the attribute parser's follow-up (prefixed
 * with the op inside a custom op's syntax). */
static bool parse_bare_case(Parser *p, const OdsAttrDef *def, uint64_t *out) {
  const OdsEnum *e = def->enum_info;
  Token at = p->tok;
  if (at.kind == T_BARE_ID || at.kind == T_STRING) {
    StrBuf kw;
    sb_init(&kw, &p->ctx->alloc);
    if (at.kind == T_STRING) unescape_string(&at, &kw);
    else sb_append(&kw, at.start, at.len);
    parser_advance(p);
    bool found = false;
    for (unsigned i = 0; i < e->ncases && !found; i++)
      if (kw.data && strcmp(e->cases[i].str, kw.data) == 0) {
        *out = e->cases[i].value;
        found = true;
      }
    sb_free(&kw);
    if (found) return true;
    StrBuf msg;
    sb_init(&msg, &p->ctx->alloc);
    sb_printf(&msg, "expected %s to be one of: ", e->cpp_type ? e->cpp_type : e->name);
    for (unsigned i = 0; i < e->ncases; i++) sb_printf(&msg, "%s%s", i ? ", " : "", e->cases[i].str);
    parser_error_loc(p, parser_tok_loc(p, &at), "%s", msg.data ? msg.data : "");
    sb_free(&msg);
  } else {
    parser_error_loc(p, parser_tok_loc(p, &at), "expected valid keyword or string");
  }
  parser_error_also(p, parser_tok_loc(p, &p->tok), "failed to parse %s parameter 'value' which is to be a `%s`",
                    def->cpp_class ? def->cpp_class : def->name, e->cpp_type ? e->cpp_type : e->name);
  return false;
}

const Attr *ods_enum_attr_parse(Parser *p, const AttrClass *cls) {
  const OdsAttrDef *def = cls->data;
  uint64_t v;
  if (def->bare_value) return parse_bare_case(p, def, &v) ? ods_enum_attr_get(p->ctx, cls, v) : NULL;
  if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
  if (!ods_enum_parse_value(p, def->enum_info, &v)) return NULL;
  if (!parser_expect(p, T_GREATER, "expected '>'")) return NULL;
  return ods_enum_attr_get(p->ctx, cls, v);
}

const OdsEnum *ods_dialect_enum(const OdsDialect *d, const char *record) {
  for (unsigned i = 0; d && i < d->n_enums; i++)
    if (strcmp(d->enums[i]->name, record) == 0) return d->enums[i];
  return NULL;
}

bool ods_enum_case_value(const OdsEnum *e, const char *str, size_t n, uint64_t *out) {
  for (unsigned i = 0; e && i < e->ncases; i++)
    if (strlen(e->cases[i].str) == n && memcmp(e->cases[i].str, str, n) == 0) {
      *out = e->cases[i].value;
      return true;
    }
  return false;
}

const Attr *enum_attr(Context *ctx, const char *cls, uint64_t value) {
  const char *dot = strchr(cls, '.');
  const Dialect *d = ctx_lookup_dialect(ctx, cls, dot ? (size_t)(dot - cls) : strlen(cls));
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name, cls) == 0) return ods_enum_attr_get(ctx, *c, value);
  return NULL;
}

uint64_t enum_value(const Attr *a) { return a && a->kind == AK_DIALECT && a->n >= 2 ? a->p[1] : 0; }

const AttrClass *ods_attr_class(Context *ctx, const OdsAttrDef *def) {
  const char *dot = strchr(def->name, '.');
  const Dialect *d = ctx_lookup_dialect(ctx, def->name, dot ? (size_t)(dot - def->name) : strlen(def->name));
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name, def->name) == 0) return *c;
  return NULL;
}
