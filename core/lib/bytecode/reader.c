/* reader.c: reading a bytecode buffer: the header, the top-level sections
 * and the tables they hold (strings, dialects and op names, resources,
 * properties), then the attribute/type table (read_attr.c) and the IR
 * (read_ir.c). Every length and index in the input is checked before use;
 * failures are reported at `file:0:0` with upstream's messages. */
#include "bytecode.h"

bool bytecode_has_magic(const char *buf, size_t len) {
  return len >= 4 && memcmp(buf, "ML\xefR", 4) == 0;
}

static const char *const SECTION_NAMES[SEC_COUNT] = {
    "String (0)",   "Dialect (1)",        "AttrType (2)",
    "AttrTypeOffset (3)", "IR (4)",       "Resource (5)",
    "ResourceOffset (6)", "DialectVersions (7)", "Properties (8)",
};

static bool section_optional(unsigned id, uint64_t version) {
  switch (id) {
  case SEC_RESOURCE:
  case SEC_RESOURCE_OFFSET:
  case SEC_DIALECT_VERSIONS: return true;
  case SEC_PROPERTIES: return version < BC_NATIVE_PROPERTIES;
  default: return false;
  }
}

/* ---- the producer note ------------------------------------------------------- */

/* Upstream attaches "in bytecode version N produced by: P" to every
 * diagnostic raised while reading, then lets the usual handlers run. */
static int add_producer_note(Diag *d, const DiagHandler *h) {
  BcReader *r = h->user;
  Diag *n = diag_note(r->ctx, d, NULL);
  diag_printf(n, "in bytecode version %llu produced by: %.*s",
              (unsigned long long)r->version, (int)r->producer.n, r->producer.s);
  return 0;
}

static uint64_t push_note_handler(BcReader *r) {
  Context *ctx = r->ctx;
  size_t cap = ctx->cap_handlers;
  if (!vec_grow(&ctx->alloc, (void **)&ctx->handlers, &cap, ctx->nhandlers + 1,
                sizeof *ctx->handlers))
    return 0;
  ctx->cap_handlers = cap;
  DiagHandler *h = &ctx->handlers[ctx->nhandlers++];
  memset(h, 0, sizeof *h);
  h->id = ctx->next_handler_id++;
  h->fn = add_producer_note;
  h->user = r;
  return h->id + 1;
}

static void pop_note_handler(Context *ctx, uint64_t token) {
  if (!token) return;
  for (size_t i = ctx->nhandlers; i-- > 0;) {
    if (ctx->handlers[i].id != token - 1) continue;
    memmove(&ctx->handlers[i], &ctx->handlers[i + 1],
            (ctx->nhandlers - i - 1) * sizeof *ctx->handlers);
    ctx->nhandlers--;
    return;
  }
}

/* ---- strings ------------------------------------------------------------------ */

/* The section holds the count, the sizes in reverse order (each counting
 * its NUL), then all the strings back to back. */
static bool read_strings(BcReader *r, Cursor c) {
  uint64_t n;
  if (!cur_count(&c, &n, "string")) return false;
  r->strings = ctx_zalloc(r->ctx, (size_t)n * sizeof *r->strings + 1);
  if (!r->strings) return false;
  r->nstrings = (size_t)n;
  /* Offsets count from just after the count; the data ends the section. */
  const uint8_t *origin = c.p;
  size_t end = cur_left(&c);
  for (size_t i = (size_t)n; i-- > 0;) {
    uint64_t size;
    if (!cur_varint(&c, &size)) return false;
    if (end < size) {
      bc_error(&r->src, "string size exceeds the available data size");
      return false;
    }
    if (size == 0) {
      bc_error(&r->src, "malformed string entry, no null character found");
      return false;
    }
    end -= (size_t)size;
    r->strings[i] = (BcStr){(const char *)origin + end, (size_t)size - 1};
  }
  if ((size_t)(c.p - origin) != end) {
    bc_error(&r->src, "unexpected trailing data between the offsets for strings and their data");
    return false;
  }
  return true;
}

bool bc_string(BcReader *r, Cursor *c, BcStr *out) {
  uint64_t i;
  if (!cur_varint(c, &i)) return false;
  if (i >= r->nstrings) {
    bc_error(&r->src, "invalid string index: %llu", (unsigned long long)i);
    return false;
  }
  *out = r->strings[i];
  return true;
}

/* ---- dialects and op names ----------------------------------------------------- */

bool bc_load_dialect(BcReader *r, BcDialect *d) {
  if (d->loaded) return true;
  d->dialect = ctx_lookup_dialect(r->ctx, d->name.s, d->name.n);
  if (!d->dialect && !r->ctx->allow_unregistered) {
    bc_error(&r->src,
             "dialect '%.*s' is unknown. If this is intended, please call "
             "allowUnregisteredDialects() on the MLIRContext, or use "
             "-allow-unregistered-dialect with the MLIR tool used.",
             (int)d->name.n, d->name.s);
    return false;
  }
  /* No dialect mlirc provides keeps a version: only the builtin dialect
   * implements upstream's bytecode interface, and 22's has no versioning. */
  /* An unregistered dialect's version entry is kept by nobody: ignored. */
  if (d->has_version && d->dialect) {
    if (!d->dialect || strcmp(d->dialect->ns->str, "builtin") != 0)
      bc_error(&r->src, "dialect '%.*s' does not implement the bytecode interface, but found a "
                        "version entry", (int)d->name.n, d->name.s);
    else
      bc_error(&r->src, "Dialect does not support versioning");
    return false;
  }
  d->loaded = true;
  return true;
}

static bool read_dialect_ref(BcReader *r, Cursor *c, uint32_t *out) {
  uint64_t i;
  if (!cur_varint(c, &i)) return false;
  if (i >= r->ndialects) {
    bc_error(&r->src, "invalid dialect index: %llu", (unsigned long long)i);
    return false;
  }
  *out = (uint32_t)i;
  return true;
}

static bool read_dialects(BcReader *r, Cursor c) {
  uint64_t n;
  if (!cur_count(&c, &n, "dialect")) return false;
  r->dialects = ctx_zalloc(r->ctx, (size_t)n * sizeof *r->dialects + 1);
  if (!r->dialects) return false;
  r->ndialects = (size_t)n;
  for (size_t i = 0; i < r->ndialects; i++) {
    BcDialect *d = &r->dialects[i];
    if (r->version < BC_DIALECT_VERSIONING) {
      if (!bc_string(r, &c, &d->name)) return false;
      continue;
    }
    uint64_t name;
    if (!cur_varint_flag(&c, &name, &d->has_version)) return false;
    if (name >= r->nstrings) {
      bc_error(&r->src, "invalid string index: %llu", (unsigned long long)name);
      return false;
    }
    d->name = r->strings[name];
    if (d->has_version) {
      unsigned id;
      if (!cur_section(&c, &id, &d->version)) return false;
      if (id != SEC_DIALECT_VERSIONS) {
        bc_error(&r->src, "expected dialect version section");
        return false;
      }
    }
  }
  /* Op names, grouped by dialect: (dialect, count, names...). */
  if (r->version >= BC_ELIDE_UNKNOWN_ARG_LOC) {
    uint64_t total;
    if (!cur_varint(&c, &total)) return false;
  }
  size_t cap = 0;
  while (!cur_empty(&c)) {
    uint32_t dialect;
    uint64_t count;
    if (!read_dialect_ref(r, &c, &dialect) || !cur_count(&c, &count, "operation name"))
      return false;
    if (!vec_grow(&r->ctx->alloc, (void **)&r->opnames, &cap, r->nopnames + (size_t)count,
                  sizeof *r->opnames))
      return false;
    for (uint64_t k = 0; k < count; k++) {
      BcOpName *on = &r->opnames[r->nopnames++];
      memset(on, 0, sizeof *on);
      on->dialect = dialect;
      on->was_registered = -1;
      if (r->version < BC_NATIVE_PROPERTIES) {
        if (!bc_string(r, &c, &on->name)) return false;
        continue;
      }
      uint64_t name;
      bool registered;
      if (!cur_varint_flag(&c, &name, &registered)) return false;
      if (name >= r->nstrings) {
        bc_error(&r->src, "invalid string index: %llu", (unsigned long long)name);
        return false;
      }
      on->name = r->strings[name];
      on->was_registered = registered;
    }
  }
  return true;
}

/* ---- resources ------------------------------------------------------------------ */

/* A blob entry: alignment, size, padding to the alignment, the data. */
static bool blob_entry(BcReader *r, Cursor entry, BcStr key, const uint8_t **data,
                       uint64_t *size, uint64_t *alignment) {
  if (!cur_varint(&entry, alignment) || !cur_varint(&entry, size) ||
      !cur_align(&entry, *alignment) || !cur_bytes(&entry, *size, data))
    return false;
  if (!cur_empty(&entry)) {
    bc_error(&r->src, "unexpected trailing bytes in resource entry '%.*s'", (int)key.n, key.s);
    return false;
  }
  return true;
}

/* A builtin entry: the blob behind a dense_resource handle. Each key
 * declares a context blob (renamed if the context has the key); handles in
 * attributes are indices into these, in section order. */
static bool builtin_entry(BcReader *r, Cursor entry, uint8_t kind, BcStr key) {
  if (kind != 0) {
    static const char *const kinds[] = {"blob", "bool", "string"};
    bc_error(&r->src, "expected a blob resource entry, but found a %s entry instead",
             kind < 3 ? kinds[kind] : "unknown");
    return false;
  }
  const uint8_t *data;
  uint64_t size, alignment;
  if (!blob_entry(r, entry, key, &data, &size, &alignment)) return false;
  ResourceBlob *b = resource_declare(r->ctx, key.s, key.n);
  if (!b || !resource_set_data(r->ctx, b, data, (size_t)size, (uint32_t)alignment, false) ||
      !vec_grow(&r->ctx->alloc, (void **)&r->resources, &r->cap_resources, r->nresources + 1,
                sizeof *r->resources))
    return false;
  r->resources[r->nresources++] = b;
  return true;
}

/* An external entry, kept as text for printing (mlir-opt's fallback map). */
static bool external_entry(BcReader *r, Cursor entry, uint8_t kind, BcStr group, BcStr key) {
  StrBuf text;
  sb_init(&text, &r->ctx->alloc);
  bool ok = true;
  uint8_t ext_kind = EXT_RESOURCE_STRING;
  if (kind == 1) {
    uint8_t v;
    ok = cur_byte(&entry, &v);
    sb_puts(&text, v ? "true" : "false");
    ext_kind = EXT_RESOURCE_BOOL;
  } else if (kind == 2) {
    BcStr v;
    ok = bc_string(r, &entry, &v);
    if (ok) print_escaped_string(&text, v.s, v.n);
  } else if (kind == 0) {
    static const char hex[] = "0123456789ABCDEF";
    const uint8_t *data;
    uint64_t size, alignment;
    ok = blob_entry(r, entry, key, &data, &size, &alignment);
    sb_puts(&text, "\"0x");
    for (unsigned i = 0; ok && i < 4 + size; i++) {
      unsigned c = i < 4 ? (unsigned)(alignment >> (8 * i)) & 0xff : data[i - 4];
      sb_putc(&text, hex[c >> 4]);
      sb_putc(&text, hex[c & 15]);
    }
    sb_putc(&text, '"');
  } else {
    bc_error(&r->src, "unknown resource entry kind: %u", kind);
    ok = false;
  }
  const Ident *g = ok ? ident_get(r->ctx, group.s, group.n) : NULL;
  const Ident *k = g ? ident_get(r->ctx, key.s, key.n) : NULL;
  const Ident *t = k ? ident_get(r->ctx, text.data ? text.data : "", text.len) : NULL;
  ok = t && ext_resource_add(r->ctx, g, k, ext_kind, t);
  sb_free(&text);
  return ok;
}

/* One group: (count, (key, size, kind)...) in the offsets, data in order;
 * `owner` NULL for the external group named `group`. */
static bool read_resource_group(BcReader *r, Cursor *offsets, Cursor *data, BcDialect *owner,
                                BcStr group) {
  uint64_t n;
  if (!cur_count(offsets, &n, "resource")) return false;
  for (uint64_t i = 0; i < n; i++) {
    BcStr key;
    uint64_t size;
    uint8_t kind;
    const uint8_t *bytes;
    if (!bc_string(r, offsets, &key) || !cur_varint(offsets, &size) ||
        !cur_byte(offsets, &kind) || !cur_bytes(data, size, &bytes))
      return false;
    Cursor entry = cur_sub(data, bytes, (size_t)size);
    if (!owner) {
      if (!external_entry(r, entry, kind, group, key)) return false;
      continue;
    }
    if (!owner->dialect || strcmp(owner->dialect->ns->str, "builtin") != 0) {
      bc_error(&r->src, "unknown 'resource' key '%.*s' for dialect '%.*s'", (int)key.n, key.s,
               (int)owner->name.n, owner->name.s);
      return false;
    }
    if (!builtin_entry(r, entry, kind, key)) return false;
  }
  return true;
}

static bool read_resources(BcReader *r, const Cursor *data, const Cursor *offsets) {
  if (!data != !offsets) {
    bc_error(&r->src, offsets ? "unexpected resource offset section when resource section is not present"
                              : "expected resource offset section when resource section is present");
    return false;
  }
  if (!data) return true;
  Cursor res = *data, off = *offsets;
  uint64_t nexternal;
  if (!cur_count(&off, &nexternal, "resource group")) return false;
  for (uint64_t i = 0; i < nexternal; i++) {
    BcStr key;
    if (!bc_string(r, &off, &key) || !read_resource_group(r, &off, &res, NULL, key)) return false;
  }
  while (!cur_empty(&off)) {
    uint32_t di;
    if (!read_dialect_ref(r, &off, &di)) return false;
    BcDialect *d = &r->dialects[di];
    if (!bc_load_dialect(r, d)) return false;
    if (!d->dialect) {
      bc_error(&r->src, "dialect '%.*s' is unknown", (int)d->name.n, d->name.s);
      return false;
    }
    if (!read_resource_group(r, &off, &res, d, d->name)) return false;
  }
  return true;
}

/* ---- properties ----------------------------------------------------------------- */

/* The section: a count, then entries (size, bytes) whose offsets an op's
 * properties index selects. */
static bool read_properties_table(BcReader *r, Cursor c) {
  if (cur_empty(&c)) return true;
  uint64_t n;
  if (!cur_count(&c, &n, "properties")) return false;
  r->prop_offsets = ctx_alloc(r->ctx, (size_t)n * sizeof *r->prop_offsets + 1);
  if (!r->prop_offsets) return false;
  r->props = c;
  Cursor walk = c;
  for (size_t i = 0; i < (size_t)n; i++) {
    r->prop_offsets[i] = (uint64_t)(walk.p - c.p);
    uint64_t size;
    const uint8_t *bytes;
    if (!cur_varint(&walk, &size) || !cur_bytes(&walk, size, &bytes)) return false;
  }
  r->nprops = (size_t)n;
  if (!cur_empty(&walk)) {
    bc_error(&r->src, "Broken properties section: didn't exhaust the offsets table");
    return false;
  }
  return true;
}

/* ---- top level ------------------------------------------------------------------- */

static void reader_free(BcReader *r) {
  Context *ctx = r->ctx;
  ctx_free(ctx, r->strings);
  ctx_free(ctx, r->dialects);
  ctx_free(ctx, r->opnames);
  ctx_free(ctx, r->entries[0]);
  ctx_free(ctx, r->entries[1]);
  ctx_free(ctx, r->deferred);
  ctx_free(ctx, r->prop_offsets);
  ctx_free(ctx, r->resources);
  prop_cache_free(&r->prop_cache);
}

static bool read_header(BcReader *r, Cursor *c) {
  const uint8_t *magic;
  if (!cur_bytes(c, 4, &magic) || !cur_varint(c, &r->version)) return false;
  if (r->version > BC_VERSION_CURRENT) {
    bc_error(&r->src, "bytecode version %llu is newer than the current version %d",
             (unsigned long long)r->version, BC_VERSION_CURRENT);
    return false;
  }
  return cur_cstring(c, &r->producer.s, &r->producer.n);
}

static bool read_sections(BcReader *r, Cursor *c, Cursor *sections, bool *present) {
  while (!cur_empty(c)) {
    unsigned id;
    Cursor body;
    if (!cur_section(c, &id, &body)) return false;
    if (present[id]) {
      bc_error(&r->src, "duplicate top-level section: %s", SECTION_NAMES[id]);
      return false;
    }
    present[id] = true;
    sections[id] = body;
  }
  for (unsigned id = 0; id < SEC_COUNT; id++) {
    if (!present[id] && !section_optional(id, r->version)) {
      bc_error(&r->src, "missing data for top-level section: %s", SECTION_NAMES[id]);
      return false;
    }
  }
  return true;
}

static bool read_all(BcReader *r, Cursor *c, Block *into) {
  Cursor sec[SEC_COUNT];
  bool present[SEC_COUNT] = {false};
  if (!read_sections(r, c, sec, present)) return false;
  if (!read_strings(r, sec[SEC_STRING])) return false;
  if (present[SEC_PROPERTIES] && !read_properties_table(r, sec[SEC_PROPERTIES])) return false;
  if (!read_dialects(r, sec[SEC_DIALECT])) return false;
  if (!read_resources(r, present[SEC_RESOURCE] ? &sec[SEC_RESOURCE] : NULL,
                      present[SEC_RESOURCE_OFFSET] ? &sec[SEC_RESOURCE_OFFSET] : NULL))
    return false;
  if (!bc_read_attr_table(r, &sec[SEC_ATTR_TYPE], &sec[SEC_ATTR_TYPE_OFFSET])) return false;
  return bc_read_ir(r, &sec[SEC_IR], into);
}

bool bytecode_read(Context *ctx, const char *buf, size_t len, const Ident *filename,
                   Block *into) {
  BcReader r;
  memset(&r, 0, sizeof r);
  r.ctx = ctx;
  r.src.ctx = ctx;
  r.src.loc = loc_file(ctx, filename, 0, 0);
  r.src.base = (const uint8_t *)buf;
  r.prop_cache.ctx = ctx;
  if (!r.src.loc) return false;
  Cursor c = {(const uint8_t *)buf, (const uint8_t *)buf + len, &r.src};
  bool ok = read_header(&r, &c);
  uint64_t note = 0;
  if (ok) {
    note = push_note_handler(&r);
    ok = read_all(&r, &c, into);
  }
  if (!ok && !r.src.failed && !ctx->alloc.oom)
    bc_error(&r.src, "failed to read the bytecode");
  pop_note_handler(ctx, note);
  reader_free(&r);
  return ok;
}
