/* read_attr.c: the attribute and type table. Entries are decoded on first
 * use, with the builtin encodings (builtin_read.c) or the textual form.
 * Nesting is input-controlled, so decoding recurses only a few levels: a
 * reference deeper than that is queued and the entry retried once its
 * dependencies are resolved (an explicit stack, as upstream's worklist);
 * cycles are reported instead of looping. */
#include "bytecode.h"

/* Nested references decoded eagerly before deferring (upstream's 5). */
enum { EAGER_DEPTH = 5 };

static const char *const KIND_NAMES[2][2] = {{"attribute", "type"}, {"Attribute", "Type"}};

void bc_describe(const Storage *s, StrBuf *out) {
  if (is_type(s)) print_type(s, out);
  else print_attribute(s, out);
}

/* ---- the offsets section --------------------------------------------------------- */

/* Groups of (dialect, count, (size << 1 | custom)...), attributes first;
 * sizes are relative so each entry starts where the previous one ended. */
static bool read_entries(BcReader *r, Cursor *offsets, const Cursor *data, int kind,
                         size_t *offset) {
  size_t total = cur_left(data);
  size_t n = r->nentries[kind];
  for (size_t i = 0; i < n;) {
    uint64_t d, count;
    if (!cur_varint(offsets, &d)) return false;
    if (d >= r->ndialects) {
      bc_error(&r->src, "invalid dialect index: %llu", (unsigned long long)d);
      return false;
    }
    if (!cur_varint(offsets, &count)) return false;
    for (uint64_t k = 0; k < count; k++, i++) {
      if (i == n) {
        bc_error(&r->src, "Attribute or Type offset group exceeds the number of entries");
        return false;
      }
      BcEntry *e = &r->entries[kind][i];
      uint64_t size;
      if (!cur_varint_flag(offsets, &size, &e->custom)) return false;
      if (*offset > total || size > total - *offset) {
        bc_error(&r->src, "Attribute or Type entry offset points past the end of section");
        return false;
      }
      e->data = data->p + *offset;
      e->len = (size_t)size;
      e->dialect = (uint32_t)d;
      *offset += (size_t)size;
    }
  }
  return true;
}

bool bc_read_attr_table(BcReader *r, Cursor *data, Cursor *offsets) {
  Cursor off = *offsets;
  uint64_t nattrs, ntypes;
  if (!cur_count(&off, &nattrs, "attribute") || !cur_count(&off, &ntypes, "type")) return false;
  if (nattrs + ntypes > cur_left(&off)) {
    bc_error(&r->src, "invalid attribute and type count %llu: only %zu bytes remain",
             (unsigned long long)(nattrs + ntypes), cur_left(&off));
    return false;
  }
  for (int k = 0; k < 2; k++) {
    size_t n = (size_t)(k == ENTRY_ATTR ? nattrs : ntypes);
    r->entries[k] = ctx_zalloc(r->ctx, n * sizeof(BcEntry) + 1);
    if (!r->entries[k]) return false;
    r->nentries[k] = n;
  }
  size_t offset = 0;
  if (!read_entries(r, &off, data, ENTRY_ATTR, &offset) ||
      !read_entries(r, &off, data, ENTRY_TYPE, &offset))
    return false;
  if (!cur_empty(&off)) {
    bc_error(&r->src, "unexpected trailing data in the Attribute/Type offset section");
    return false;
  }
  return true;
}

/* ---- decoding one entry ------------------------------------------------------------- */

static const Storage *decode_asm(BcReader *r, Cursor *c, int kind) {
  const char *s;
  size_t n;
  if (!cur_cstring(c, &s, &n)) return NULL;
  const Storage *v = kind == ENTRY_ATTR ? parse_attr_str(r->ctx, s, n) : parse_type_str(r->ctx, s, n);
  if (!v) r->src.failed = true;
  return v;
}

static const Storage *decode_custom(BcReader *r, Cursor *c, const BcEntry *e, int kind,
                                    unsigned depth) {
  BcDialect *d = &r->dialects[e->dialect];
  if (!bc_load_dialect(r, d)) return NULL;
  /* Only the builtin dialect has dialect encodings among mlirc's. */
  if (!d->dialect || strcmp(d->dialect->ns->str, "builtin") != 0) {
    bc_error(&r->src, "dialect '%.*s' does not implement the bytecode interface",
             (int)d->name.n, d->name.s);
    return NULL;
  }
  return kind == ENTRY_ATTR ? bc_builtin_read_attr(r, c, depth) : bc_builtin_read_type(r, c, depth);
}

/* Decodes entry `index` (in range) whose nested references are read at
 * `depth`; false on error or when a dependency was deferred. */
static bool read_entry(BcReader *r, int kind, uint64_t index, unsigned depth, bool top,
                       const Storage **out) {
  BcEntry *e = &r->entries[kind][index];
  if (e->value) {
    *out = e->value;
    return true;
  }
  if (e->busy) {
    bc_error(&r->src, "cyclic reference to %s entry %llu", KIND_NAMES[0][kind],
             (unsigned long long)index);
    return false;
  }
  size_t deferred = r->ndeferred;
  Cursor c = {e->data, e->data + e->len, &r->src};
  e->busy = true;
  const Storage *v = e->custom ? decode_custom(r, &c, e, kind, depth) : decode_asm(r, &c, kind);
  e->busy = false;
  if (!v) {
    /* Every decoder reports its own failures; this is a safety net. */
    if (!r->src.failed && r->ndeferred == deferred && !r->ctx->alloc.oom)
      bc_error(&r->src, "failed to read %s entry %llu", KIND_NAMES[0][kind],
               (unsigned long long)index);
    return false;
  }
  if (!cur_empty(&c)) {
    bc_error(&r->src, "unexpected trailing bytes after %s entry", KIND_NAMES[top][kind]);
    return false;
  }
  e->value = v;
  *out = v;
  return true;
}

static bool check_index(BcReader *r, int kind, uint64_t index, bool top) {
  if (index < r->nentries[kind]) return true;
  bc_error(&r->src, "invalid %s index: %llu", KIND_NAMES[top][kind], (unsigned long long)index);
  return false;
}

bool bc_nested_ref(BcReader *r, Cursor *c, int kind, unsigned depth, const Storage **out) {
  uint64_t index;
  if (!cur_varint(c, &index) || !check_index(r, kind, index, false)) return false;
  BcEntry *e = &r->entries[kind][index];
  if (e->value) {
    *out = e->value;
    return true;
  }
  if (depth > EAGER_DEPTH) {
    if (!vec_grow(&r->ctx->alloc, (void **)&r->deferred, &r->cap_deferred, r->ndeferred + 1,
                  sizeof *r->deferred))
      return false;
    r->deferred[r->ndeferred++] = (BcDeferred){(uint8_t)kind, index};
    return false;
  }
  return read_entry(r, kind, index, depth + 1, false, out);
}

/* ---- top-level resolution --------------------------------------------------------------- */

static bool is_resolved(const BcReader *r, BcDeferred d) {
  return r->entries[d.kind][d.index].value != NULL;
}

/* Retries deferred entries, dependencies first, until `first` resolves. A
 * dependency chain in a well-formed table ends, so more failed attempts in a
 * row than there are entries means a cycle. */
static bool resolve_worklist(BcReader *r, BcDeferred first) {
  Allocator *a = &r->ctx->alloc;
  BcDeferred *stack = NULL;
  size_t n = 0, cap = 0, stalled = 0;
  size_t limit = r->nentries[0] + r->nentries[1] + 1;
  bool ok = false;
  if (!vec_grow(a, (void **)&stack, &cap, r->ndeferred + 1, sizeof *stack)) goto done;
  stack[n++] = first;
  for (size_t i = r->ndeferred; i-- > 0;) stack[n++] = r->deferred[i];
  while (n) {
    BcDeferred top = stack[n - 1];
    if (is_resolved(r, top)) {
      n--;
      continue;
    }
    r->ndeferred = 0;
    const Storage *v;
    if (read_entry(r, top.kind, top.index, 0, false, &v)) {
      n--;
      stalled = 0;
      continue;
    }
    if (r->src.failed || !r->ndeferred) goto done;
    if (++stalled > limit) {
      bc_error(&r->src, "cyclic reference to %s entry %llu", KIND_NAMES[0][top.kind],
               (unsigned long long)top.index);
      goto done;
    }
    if (!vec_grow(a, (void **)&stack, &cap, n + r->ndeferred, sizeof *stack)) goto done;
    for (size_t i = r->ndeferred; i-- > 0;) stack[n++] = r->deferred[i];
  }
  ok = true;
done:
  r->ndeferred = 0;
  mem_free(a, stack);
  return ok;
}

const Storage *bc_resolve(BcReader *r, int kind, uint64_t index) {
  if (!check_index(r, kind, index, true)) return NULL;
  r->ndeferred = 0;
  const Storage *v;
  if (read_entry(r, kind, index, 0, true, &v)) return v;
  if (r->src.failed || !r->ndeferred) return NULL;
  if (!resolve_worklist(r, (BcDeferred){(uint8_t)kind, index})) return NULL;
  return r->entries[kind][index].value;
}

bool bc_parse_ref(BcReader *r, Cursor *c, int kind, const Storage **out) {
  uint64_t index;
  if (!cur_varint(c, &index)) return false;
  *out = bc_resolve(r, kind, index);
  return *out != NULL;
}
