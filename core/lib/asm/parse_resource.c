/* parse_resource.c: the textual forms tied to per-file state:
 * `dense_resource<key>` (a handle resolved against the file's resource
 * section), `distinct[id]<attr>` (ids name the same attribute within one
 * file) and the `{-# dialect_resources / external_resources #-}` section.
 * Depends on ir/ and the parser primitives. */
#include "asm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if ((c | 32) >= 'a' && (c | 32) <= 'f') return (c | 32) - 'a' + 10;
  return -1;
}

/* A resource key: a bare identifier or a string. */
static bool parse_resource_key(Parser *p, StrBuf *key, Token *at) {
  *at = p->tok;
  if (p->tok.kind == T_BARE_ID) {
    sb_append(key, p->tok.start, p->tok.len);
  } else if (p->tok.kind == T_STRING) {
    if (!unescape_string(&p->tok, key)) return false;
  } else {
    return parser_error(p, "expected identifier key for 'resource' entry");
  }
  parser_advance(p);
  return true;
}

/* The file's handle for `key`: the first mention declares a context blob
 * (renamed when the context already has that key). */
static ResourceBlob *file_resource(Parser *p, const char *key, size_t n) {
  uintptr_t v;
  if (sm_get(&p->resource_names, key, n, &v)) return (ResourceBlob *)v;
  const Ident *name = ident_get(p->ctx, key, n);
  ResourceBlob *b = name ? resource_declare(p->ctx, key, n) : NULL;
  if (!b || !sm_put(&p->ctx->alloc, &p->resource_names, name->str, name->len, (uintptr_t)b))
    return NULL;
  return b;
}

const Attr *parse_dense_resource(Parser *p, const Type *type) {
  parser_advance(p);
  if (!parser_expect(p, T_LESS, "expected '<' after 'dense_resource'")) return NULL;
  StrBuf key;
  sb_init(&key, &p->ctx->alloc);
  Token at;
  const Attr *r = NULL;
  if (!parse_resource_key(p, &key, &at) || !parser_expect(p, T_GREATER, "expected '>'"))
    goto done;
  Token type_tok = p->tok; /* upstream reports a bad type at the ':' */
  if (!type) {
    if (!parser_expect(p, T_COLON, "expected ':'")) goto done;
    if (!(type = parse_type(p))) goto done;
  }
  if (!type_is_shaped(type)) {
    parser_error_at(p, &type_tok, "`dense_resource` expected a shaped type");
    goto done;
  }
  ResourceBlob *b = file_resource(p, key.data ? key.data : "", key.len);
  if (b) r = attr_dense_resource(p->ctx, type, b);
done:
  sb_free(&key);
  return r;
}

/* ---- distinct ---------------------------------------------------------------- */

const Attr *parse_distinct(Parser *p) {
  Token kw = p->tok;
  parser_advance(p);
  if (!parser_expect(p, T_LSQUARE, "expected '[' after 'distinct'")) return NULL;
  if (p->tok.kind != T_INTEGER) return parser_error(p, "expected distinct ID"), NULL;
  Token id = p->tok;
  char digits[32];
  bool ok = id.len < sizeof digits;
  unsigned long long v = 0;
  if (ok) {
    memcpy(digits, id.start, id.len);
    digits[id.len] = 0;
    errno = 0;
    char *end;
    v = strtoull(digits, &end, 0);
    ok = errno == 0 && *end == 0;
  }
  parser_advance(p);
  if (!ok) return parser_error(p, "expected an unsigned 64-bit integer"), NULL;
  if (!parser_expect(p, T_RSQUARE, "expected ']' to close distinct ID") ||
      !parser_expect(p, T_LESS, "expected '<' after distinct ID"))
    return NULL;
  const Attr *ref = p->ctx->a_unit;
  if (p->tok.kind != T_GREATER && !(ref = parse_attribute(p, NULL))) return NULL;
  if (!parser_expect(p, T_GREATER, "expected '>' to close distinct attribute")) return NULL;
  /* Ids are keyed by value (0x10 and 16 are one id). */
  char name[24];
  int n = snprintf(name, sizeof name, "%llu", v);
  const Ident *key = ident_get(p->ctx, name, (size_t)n);
  if (!key) return NULL;
  uintptr_t prev;
  if (sm_get(&p->distinct_ids, key->str, key->len, &prev)) {
    const Attr *d = (const Attr *)prev;
    if (WORD_PTR(const Attr, d->p[0]) != ref) {
      StrBuf s;
      sb_init(&s, &p->ctx->alloc);
      print_attribute(WORD_PTR(const Attr, d->p[0]), &s);
      parser_error_at(p, &kw, "referenced attribute does not match previous definition: %s",
                      s.data ? s.data : "");
      sb_free(&s);
      return NULL;
    }
    return d;
  }
  const Attr *d = attr_distinct(p->ctx, ref);
  if (!d || !sm_put(&p->ctx->alloc, &p->distinct_ids, key->str, key->len, (uintptr_t)d))
    return NULL;
  return d;
}

/* ---- the file metadata section -------------------------------------------------- */

/* `"0x" + 4 alignment bytes (little endian) + data`, into a builtin blob. */
static bool parse_blob_value(Parser *p, ResourceBlob *b, const char *key) {
  Token t = p->tok;
  StrBuf raw;
  sb_init(&raw, &p->ctx->alloc);
  bool ok = t.kind == T_STRING && t.len >= 4 && t.start[1] == '0' && t.start[2] == 'x' &&
            (t.len - 4) % 2 == 0;
  for (size_t i = 3; ok && i + 2 < t.len; i += 2) {
    int hi = hex_digit(t.start[i]), lo = hex_digit(t.start[i + 1]);
    ok = hi >= 0 && lo >= 0;
    sb_putc(&raw, (char)(hi * 16 + lo));
  }
  if (!ok) {
    sb_free(&raw);
    return parser_error(p, "expected hex string blob for key '%s'", key);
  }
  if (raw.len < 4) {
    sb_free(&raw);
    return parser_error(p, "expected hex string blob for key '%s' to encode alignment in first 4 bytes", key);
  }
  const unsigned char *u = (const unsigned char *)raw.data;
  uint32_t align = (uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 | (uint32_t)u[3] << 24;
  if (align & (align - 1)) {
    sb_free(&raw);
    return parser_error(p, "expected hex string blob for key '%s' to encode alignment in first 4 bytes, "
                           "but got non-power-of-2 value: %u", key, align);
  }
  ok = resource_set_data(p->ctx, b, raw.data + 4, raw.len - 4, align, false);
  sb_free(&raw);
  if (ok) parser_advance(p);
  return ok;
}

/* An external resource entry's value: kept verbatim for printing. */
static bool parse_external_value(Parser *p, const Ident *group, const Ident *key) {
  Token t = p->tok;
  uint8_t kind;
  StrBuf v;
  sb_init(&v, &p->ctx->alloc);
  if (tok_is_keyword(&t, "true") || tok_is_keyword(&t, "false")) {
    kind = EXT_RESOURCE_BOOL;
    sb_append(&v, t.start, t.len);
  } else if (t.kind == T_STRING) {
    kind = EXT_RESOURCE_STRING;
    sb_append(&v, t.start, t.len); /* printed back as written */
    /* A hex blob prints back in upper case, as upstream re-encodes it. */
    bool hex = t.len >= 4 && t.start[1] == '0' && t.start[2] == 'x';
    for (size_t i = 3; hex && i + 1 < t.len; i++) hex = hex_digit(t.start[i]) >= 0;
    for (size_t i = 3; hex && i + 1 < t.len; i++)
      if (v.data[i] >= 'a' && v.data[i] <= 'f') v.data[i] = (char)(v.data[i] - 32);
  } else {
    sb_free(&v);
    return parser_error(p, "expected string value for key '%s'", key->str);
  }
  const Ident *text = ident_get(p->ctx, v.data, v.len);
  sb_free(&v);
  parser_advance(p);
  return text && ext_resource_add(p->ctx, group, key, kind, text);
}

/* `{ key: value, ... }` for one dialect or external group. */
static bool parse_group_entries(Parser *p, const Ident *group, bool builtin) {
  if (!parser_expect(p, T_LBRACE, "expected '{'")) return false;
  if (parser_consume_if(p, T_RBRACE)) return true;
  StrBuf key;
  sb_init(&key, &p->ctx->alloc);
  bool ok = true;
  do {
    Token at;
    key.len = 0;
    ok = parse_resource_key(p, &key, &at) && parser_expect(p, T_COLON, "expected ':'");
    if (!ok) break;
    const char *k = key.data ? key.data : "";
    if (builtin) {
      ResourceBlob *b = file_resource(p, k, key.len);
      ok = b && parse_blob_value(p, b, k);
    } else {
      const Ident *kid = ident_get(p->ctx, k, key.len);
      ok = kid && parse_external_value(p, group, kid);
    }
  } while (ok && parser_consume_if(p, T_COMMA));
  sb_free(&key);
  return ok && parser_expect(p, T_RBRACE, "expected ',' or '}'");
}

/* `{ name: { entries }, ... }`: dialect names must be known dialects that
 * take resources (only builtin does here); external names are free. */
static bool parse_resource_dict(Parser *p, bool external) {
  if (!parser_expect(p, T_LBRACE, "expected '{'")) return false;
  if (parser_consume_if(p, T_RBRACE)) return true;
  do {
    Token name = p->tok;
    if (name.kind != T_BARE_ID) return parser_error(p, "expected identifier key for 'resource' entry");
    parser_advance(p);
    if (!parser_expect(p, T_COLON, "expected ':'")) return false;
    const Ident *group = ident_get(p->ctx, name.start, name.len);
    if (!group) return false;
    bool builtin = false;
    if (!external) {
      if (!ctx_lookup_dialect(p->ctx, name.start, name.len))
        return parser_error_at(p, &name, "dialect '%.*s' is unknown", (int)name.len, name.start);
      builtin = tok_is_keyword(&name, "builtin");
      /* Reported at the group's first key, as upstream. */
      if (!builtin && parser_expect(p, T_LBRACE, "expected '{'"))
        return parser_error(p, "unexpected 'resource' section for dialect '%.*s'", (int)name.len,
                            name.start);
      if (!builtin) return false;
    }
    if (!parse_group_entries(p, group, builtin)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RBRACE, "expected ',' or '}'");
}

bool parse_file_metadata(Parser *p) {
  parser_advance(p); /* {-# */
  if (parser_consume_if(p, T_FILE_META_END)) return true;
  do {
    Token key = p->tok;
    if (key.kind != T_BARE_ID)
      return parser_error(p, "expected identifier key in file metadata dictionary");
    parser_advance(p);
    if (!parser_expect(p, T_COLON, "expected ':'")) return false;
    bool ok;
    if (tok_is_keyword(&key, "dialect_resources")) ok = parse_resource_dict(p, false);
    else if (tok_is_keyword(&key, "external_resources")) ok = parse_resource_dict(p, true);
    else
      return parser_error_at(p, &key, "unknown key '%.*s' in file metadata dictionary",
                             (int)key.len, key.start);
    if (!ok) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_FILE_META_END, "expected ',' or '#-}'");
}
