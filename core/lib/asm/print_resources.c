/* print_resources.c: the per-print session (distinct numbering, resources
 * seen) and the `{-# dialect_resources / external_resources #-}` section
 * printed after the top-level operation, as upstream's AsmPrinter writes
 * it. Depends on ir/ and asm.h. */
#include "asm.h"

void print_session_init(PrintSession *s, Allocator *alloc) {
  memset(s, 0, sizeof *s);
  s->alloc = alloc;
}

void print_session_free(PrintSession *s) {
  if (!s->alloc) return;
  pm_free(s->alloc, &s->distinct_ids);
  pm_free(s->alloc, &s->resource_seen);
  pv_free(s->alloc, &s->resources);
}

/* A blob as upstream prints it: "0x", the alignment as 4 little-endian
 * bytes (0 for an empty blob), then the data, in upper-case hex. */
static void blob_text(StrBuf *out, const ResourceBlob *b) {
  static const char hex[] = "0123456789ABCDEF";
  uint32_t align = b->size ? b->align : 0;
  sb_puts(out, "\"0x");
  sb_reserve(out, out->len + 8 + b->size * 2 + 1);
  for (unsigned i = 0; i < 4; i++) {
    unsigned c = (align >> (8 * i)) & 0xff;
    sb_putc(out, hex[c >> 4]);
    sb_putc(out, hex[c & 15]);
  }
  for (size_t i = 0; i < b->size; i++) {
    sb_putc(out, hex[b->data[i] >> 4]);
    sb_putc(out, hex[b->data[i] & 15]);
  }
  sb_putc(out, '"');
}

/* One `key: value` line; values longer than the elision limit are left
 * out (upstream measures the printed value). Returns whether printed. */
static bool entry(StrBuf *out, const char *indent, const Ident *key, const char *value, size_t n,
                  int64_t limit, bool *first) {
  if (limit >= 0 && (int64_t)n > limit) return false;
  if (!*first) sb_puts(out, ",\n");
  *first = false;
  sb_puts(out, indent);
  if (is_bare_identifier(key->str, key->len)) sb_append(out, key->str, key->len);
  else print_escaped_string(out, key->str, key->len);
  sb_puts(out, ": ");
  sb_append(out, value, n);
  return true;
}

/* `builtin: { ... }` of the blobs printed; false when nothing survived. */
static bool builtin_group(StrBuf *out, const PrintSession *s, int64_t limit) {
  StrBuf body, v;
  sb_init(&body, out->alloc);
  sb_init(&v, out->alloc);
  bool first = true;
  for (size_t i = 0; i < s->resources.len; i++) {
    const ResourceBlob *b = s->resources.data[i];
    if (!b->has_data) continue;
    v.len = 0;
    blob_text(&v, b);
    entry(&body, "      ", b->key, v.data ? v.data : "", v.len, limit, &first);
  }
  if (!first) {
    sb_puts(out, "  dialect_resources: {\n    builtin: {\n");
    sb_append(out, body.data, body.len);
    sb_puts(out, "\n    }\n  }");
  }
  sb_free(&body);
  sb_free(&v);
  return !first;
}

/* `external_resources: { group: { ... }, ... }` in first-parsed order. */
static bool external_groups(Context *ctx, StrBuf *out, int64_t limit) {
  StrBuf body;
  sb_init(&body, out->alloc);
  const PtrVec *all = &ctx->ext_resources;
  bool any_group = false;
  for (size_t i = 0; i < all->len; i++) {
    const ExtResource *e = all->data[i];
    bool seen = false; /* group already printed with an earlier entry */
    for (size_t j = 0; j < i && !seen; j++) seen = ((const ExtResource *)all->data[j])->group == e->group;
    if (seen) continue;
    StrBuf g;
    sb_init(&g, out->alloc);
    bool first = true;
    for (size_t j = i; j < all->len; j++) {
      const ExtResource *x = all->data[j];
      if (x->group == e->group)
        entry(&g, "      ", x->key, x->text->str, x->text->len, limit, &first);
    }
    if (!first) {
      if (any_group) sb_puts(&body, ",\n");
      any_group = true;
      sb_puts(&body, "    ");
      sb_append(&body, e->group->str, e->group->len);
      sb_puts(&body, ": {\n");
      sb_append(&body, g.data, g.len);
      sb_puts(&body, "\n    }");
    }
    sb_free(&g);
  }
  if (any_group) {
    sb_puts(out, "  external_resources: {\n");
    sb_append(out, body.data, body.len);
    sb_puts(out, "\n  }");
  }
  sb_free(&body);
  return any_group;
}

void print_resource_section(Context *ctx, const PrintSession *s, int64_t elide_if_larger,
                            StrBuf *out) {
  bool any = false;
  for (size_t i = 0; i < s->resources.len && !any; i++)
    any = ((const ResourceBlob *)s->resources.data[i])->has_data;
  if (!any && !ctx->ext_resources.len) return;
  sb_puts(out, "\n{-#\n");
  bool printed = builtin_group(out, s, elide_if_larger);
  StrBuf ext;
  sb_init(&ext, out->alloc);
  if (external_groups(ctx, &ext, elide_if_larger)) {
    if (printed) sb_puts(out, ",\n");
    sb_append(out, ext.data, ext.len);
  }
  sb_free(&ext);
  sb_puts(out, "\n#-}\n");
}
