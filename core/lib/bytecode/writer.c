/* writer.c: writing an operation as bytecode, in upstream's section order
 * (dialects, attribute/type offsets and data, IR, resources, strings,
 * properties) with upstream's encodings, so that the output matches
 * mlir-opt's byte for byte. Regions are written with an explicit stack;
 * isolated regions (from version 2) go into nested IR sections. */
#include "bytecode.h"

#include <stdlib.h>

size_t str_table_insert(StrTable *t, Allocator *a, const char *s, size_t n) {
  uintptr_t found;
  if (sm_get(&t->index, s, n, &found)) return (size_t)found - 1;
  if (!vec_grow(a, (void **)&t->v, &t->cap, t->n + 1, sizeof *t->v) ||
      !sm_put(a, &t->index, s, n, t->n + 1))
    return 0;
  t->v[t->n] = (BcStr){s, n};
  return t->n++;
}

void str_table_free(StrTable *t, Allocator *a) {
  mem_free(a, t->v);
  sm_free(a, &t->index);
}

typedef struct Writer {
  Context *ctx;
  int64_t version;
  Numbering num;
  StrTable strings;
  PropCache props;
  /* the properties section: entries (size, bytes), deduplicated */
  PtrVec prop_entries; /* StrBuf* */
  StrMap prop_index;   /* entry bytes -> index + 1 */
  StrBuf scratch;
  bool failed;
} Writer;

static Allocator *walloc(Writer *w) { return &w->ctx->alloc; }

static void write_error(Writer *w, Operation *op, const char *msg) {
  if (w->failed) return;
  w->failed = true;
  Diag *d = diag_new(w->ctx, DIAG_ERROR, op->loc);
  diag_printf(d, "%s", msg);
  op_emit_with_note(d, op);
}

/* ---- dialects and op names ----------------------------------------------------------- */

/* An op name without its dialect prefix. */
static BcStr strip_dialect(const OpName *on) {
  const Ident *n = on->name;
  size_t skip = on->dialect ? on->dialect->ns->len + 1 : 0;
  if (!on->dialect) {
    const char *dot = memchr(n->str, '.', n->len);
    skip = dot ? (size_t)(dot - n->str) + 1 : 0;
  }
  return (BcStr){n->str + skip, n->len - skip};
}

static void write_dialect_section(Writer *w, StrBuf *out) {
  Numbering *n = &w->num;
  StrBuf sec;
  sb_init(&sec, walloc(w));
  emit_varint(&sec, n->ndialects);
  for (size_t i = 0; i < n->ndialects; i++) {
    size_t id = str_table_insert(&w->strings, walloc(w), n->dialects[i].s, n->dialects[i].n);
    if (w->version < BC_DIALECT_VERSIONING) emit_varint(&sec, id);
    else emit_varint_flag(&sec, id, false); /* mlirc's dialects keep no version */
  }
  if (w->version >= BC_ELIDE_UNKNOWN_ARG_LOC) emit_varint(&sec, n->opnames.n);
  const NumTable *t = &n->opnames;
  for (size_t i = 0; i < t->n;) {
    uint32_t d = t->v[t->order[i]].dialect;
    size_t end = i;
    while (end < t->n && t->v[t->order[end]].dialect == d) end++;
    emit_varint(&sec, d);
    emit_varint(&sec, end - i);
    for (; i < end; i++) {
      const OpName *on = t->v[t->order[i]].key;
      BcStr s = strip_dialect(on);
      size_t id = str_table_insert(&w->strings, walloc(w), s.s, s.n);
      if (w->version < BC_NATIVE_PROPERTIES) emit_varint(&sec, id);
      else emit_varint_flag(&sec, id, on->def != NULL);
    }
  }
  emit_section(out, SEC_DIALECT, &sec);
  sb_free(&sec);
}

/* ---- attributes and types ------------------------------------------------------------------ */

/* Entries in number order, grouped by dialect; each offset is the size of
 * its encoding with the custom flag in the low bit. */
static void write_entries(Writer *w, const NumTable *t, bool types, StrBuf *data, StrBuf *offsets,
                          size_t *prev) {
  AttrWriter aw = {&w->num, data, &w->strings};
  for (size_t i = 0; i < t->n;) {
    uint32_t d = t->v[t->order[i]].dialect;
    size_t end = i;
    while (end < t->n && t->v[t->order[end]].dialect == d) end++;
    emit_varint(offsets, d);
    emit_varint(offsets, end - i);
    for (; i < end; i++) {
      const NumEntry *e = &t->v[t->order[i]];
      if (e->custom) {
        if (types) bc_builtin_write_type(&aw, e->key);
        else bc_builtin_write_attr(&aw, e->key);
      } else {
        /* The textual form, NUL-terminated. */
        if (types) print_type(e->key, data);
        else print_attribute(e->key, data);
        emit_byte(data, 0);
      }
      emit_varint_flag(offsets, data->len - *prev, e->custom);
      *prev = data->len;
    }
  }
}

static void write_attr_type_sections(Writer *w, StrBuf *out) {
  StrBuf data, offsets;
  sb_init(&data, walloc(w));
  sb_init(&offsets, walloc(w));
  emit_varint(&offsets, w->num.attrs.n);
  emit_varint(&offsets, w->num.types.n);
  size_t prev = 0;
  write_entries(w, &w->num.attrs, false, &data, &offsets, &prev);
  write_entries(w, &w->num.types, true, &data, &offsets, &prev);
  emit_section(out, SEC_ATTR_TYPE_OFFSET, &offsets);
  emit_section(out, SEC_ATTR_TYPE, &data);
  sb_free(&data);
  sb_free(&offsets);
}

/* ---- properties ------------------------------------------------------------------------------ */

/* The op's properties entry index, or -1 when it has none. */
static long write_properties(Writer *w, Operation *op) {
  AttrWriter aw = {&w->num, &w->scratch, &w->strings};
  sb_clear(&w->scratch);
  if (!bc_write_properties(&aw, op, bc_op_layout(&w->props, op))) return -1;
  StrBuf *entry = mem_alloc(walloc(w), sizeof *entry);
  if (!entry) return -1;
  sb_init(entry, walloc(w));
  emit_varint(entry, w->scratch.len);
  sb_append(entry, w->scratch.data ? w->scratch.data : "", w->scratch.len);
  uintptr_t found;
  if (entry->data && sm_get(&w->prop_index, entry->data, entry->len, &found)) {
    sb_free(entry);
    mem_free(walloc(w), entry);
    return (long)found - 1;
  }
  size_t index = w->prop_entries.len;
  bool pushed = entry->data && pv_push(walloc(w), &w->prop_entries, entry);
  if (!pushed || !sm_put(walloc(w), &w->prop_index, entry->data, entry->len, index + 1)) {
    if (pushed) w->prop_entries.len--;
    sb_free(entry);
    mem_free(walloc(w), entry);
    w->failed = true;
    return -1;
  }
  return (long)index;
}

/* ---- use-list orders ---------------------------------------------------------------------- */

typedef struct UseRank {
  uint32_t pos;
  uint64_t id;
} UseRank;

static int rank_desc(const void *x, const void *y) {
  const UseRank *a = x, *b = y;
  return a->id < b->id ? 1 : a->id > b->id ? -1 : 0;
}

/* The permutation from the reference order (descending use id, what
 * reading back yields) to the value's current use list, or NULL when they
 * agree. */
static uint32_t *use_permutation(Writer *w, const Value *v, size_t *n) {
  size_t count = 0;
  for (const OpOperand *u = v->uses; u; u = u->next) count++;
  if (count < 2) return NULL;
  UseRank *r = ctx_alloc(w->ctx, count * sizeof *r);
  if (!r) return NULL;
  bool ordered = true;
  size_t i = 0;
  for (const OpOperand *u = v->uses; u; u = u->next, i++) {
    uint64_t id = (uint64_t)num_op_id(&w->num, u->owner) << 32 | (uint64_t)(u - u->owner->operands);
    r[i] = (UseRank){(uint32_t)i, id};
    if (i && r[i - 1].id <= id) ordered = false;
  }
  uint32_t *perm = NULL;
  if (!ordered) {
    qsort(r, count, sizeof *r, rank_desc);
    perm = ctx_alloc(w->ctx, count * sizeof *perm);
    for (i = 0; perm && i < count; i++) perm[i] = r[i].pos;
    *n = count;
  }
  ctx_free(w->ctx, r);
  return perm;
}

/* Writes the orders of the values that need one; sets the mask bit. */
static void write_use_lists(Writer *w, StrBuf *out, unsigned *mask, Value *const *vals, size_t nvals) {
  size_t nent = 0;
  for (size_t i = 0; i < nvals; i++) {
    size_t n;
    uint32_t *perm = use_permutation(w, vals[i], &n);
    if (!perm) continue;
    if (!nent && nvals != 1) {
      /* The count goes first: count the remaining values now. */
      size_t total = 1;
      for (size_t j = i + 1; j < nvals; j++) {
        size_t m;
        uint32_t *p = use_permutation(w, vals[j], &m);
        if (p) total++;
        ctx_free(w->ctx, p);
      }
      emit_varint(out, total);
    }
    nent++;
    *mask |= OPM_USE_LISTS;
    size_t shuffled = 0;
    for (size_t k = 0; k < n; k++) shuffled += perm[k] != k;
    bool pairs = shuffled < n / 2;
    if (nvals != 1) emit_varint(out, i);
    if (pairs) {
      emit_varint_flag(out, shuffled * 2, true);
      for (size_t k = 0; k < n; k++)
        if (perm[k] != k) {
          emit_varint(out, perm[k]);
          emit_varint(out, k);
        }
    } else {
      emit_varint_flag(out, n, false);
      for (size_t k = 0; k < n; k++) emit_varint(out, perm[k]);
    }
    ctx_free(w->ctx, perm);
  }
}

/* ---- operations ------------------------------------------------------------------------------ */

static bool value_id(Writer *w, Operation *user, const Value *v, uint64_t *id) {
  uintptr_t found;
  if (v && pm_get(&w->num.values, v, &found)) {
    *id = found;
    return true;
  }
  write_error(w, user, "operand is defined outside the operation written as bytecode");
  return false;
}

/* Everything of an op but its regions' contents. */
static void write_op(Writer *w, StrBuf *out, Operation *op) {
  Numbering *n = &w->num;
  emit_varint(out, num_of(&n->opnames, op->name));
  size_t mask_at = out->len;
  unsigned mask = 0;
  emit_byte(out, 0);
  emit_varint(out, num_of(&n->attrs, op->loc));
  const Attr *dict = w->version >= BC_NATIVE_PROPERTIES ? op->attrs : bc_all_attrs(op);
  if (dict && dict_size(dict)) {
    mask |= OPM_ATTRS;
    emit_varint(out, num_of(&n->attrs, dict));
  }
  if (w->version >= BC_NATIVE_PROPERTIES) {
    long props = write_properties(w, op);
    if (props >= 0) {
      mask |= OPM_PROPERTIES;
      emit_varint(out, (uint64_t)props);
    }
  }
  if (op->num_results) {
    mask |= OPM_RESULTS;
    emit_varint(out, op->num_results);
    for (uint32_t i = 0; i < op->num_results; i++) emit_varint(out, num_of(&n->types, op->results[i].type));
  }
  if (op->num_operands) {
    mask |= OPM_OPERANDS;
    emit_varint(out, op->num_operands);
    for (uint32_t i = 0; i < op->num_operands; i++) {
      uint64_t id = 0;
      value_id(w, op, op->operands[i].value, &id);
      emit_varint(out, id);
    }
  }
  if (op->num_successors) {
    mask |= OPM_SUCCESSORS;
    emit_varint(out, op->num_successors);
    for (uint32_t i = 0; i < op->num_successors; i++) {
      uintptr_t b = 0;
      pm_get(&n->blocks, op->successors[i].block, &b);
      emit_varint(out, b);
    }
  }
  if (w->version >= BC_USE_LIST_ORDERING && op->num_results) {
    Value **vals = ctx_alloc(w->ctx, op->num_results * sizeof *vals);
    if (vals) {
      for (uint32_t i = 0; i < op->num_results; i++) vals[i] = &op->results[i];
      write_use_lists(w, out, &mask, vals, op->num_results);
      ctx_free(w->ctx, vals);
    }
  }
  if (op->num_regions) mask |= OPM_REGIONS;
  if (out->data && mask_at < out->len) out->data[mask_at] = (char)mask;
  if (op->num_regions) emit_varint_flag(out, op->num_regions, num_op_isolated(n, op));
}

static void write_block_header(Writer *w, StrBuf *out, Block *b) {
  size_t nops = 0;
  for (Operation *op = b->first; op; op = op->next) nops++;
  emit_varint_flag(out, nops, b->nargs != 0);
  if (!b->nargs) return;
  emit_varint(out, b->nargs);
  for (uint32_t i = 0; i < b->nargs; i++) {
    const Value *a = b->args[i];
    const Loc *loc = a->loc ? a->loc : w->ctx->l_unknown;
    uint32_t type = num_of(&w->num.types, a->type);
    if (w->version >= BC_ELIDE_UNKNOWN_ARG_LOC) {
      emit_varint_flag(out, type, loc->kind != LK_UNKNOWN);
      if (loc->kind != LK_UNKNOWN) emit_varint(out, num_of(&w->num.attrs, loc));
    } else {
      emit_varint(out, type);
      emit_varint(out, num_of(&w->num.attrs, loc));
    }
  }
  if (w->version >= BC_USE_LIST_ORDERING) {
    size_t mask_at = out->len;
    unsigned mask = 0;
    emit_byte(out, 0);
    write_use_lists(w, out, &mask, b->args, b->nargs);
    if (mask && out->data && mask_at < out->len) out->data[mask_at] = (char)mask;
  }
}

/* ---- regions ------------------------------------------------------------------------------------ */

enum { ROOT_OUT = (size_t)-1 };

typedef struct Frame {
  Operation *op;     /* whose regions are written */
  unsigned region;
  bool started;      /* the current region's header is out */
  Block *block;
  Operation *next;   /* next op of the block */
  size_t out;        /* frame whose buffer receives the bytes, or ROOT_OUT */
  StrBuf buf;        /* this op's nested section, when isolated */
  bool section;
} Frame;

static StrBuf *frame_out(Frame *frames, size_t out, StrBuf *root) {
  return out == ROOT_OUT ? root : &frames[out].buf;
}

/* Starts the frame's next region; false when the region is empty. */
static bool start_region(Writer *w, Frame *f, StrBuf *out) {
  Region *r = &f->op->regions[f->region];
  if (!r->first) {
    emit_varint(out, 0);
    return false;
  }
  uintptr_t idx = 0;
  pm_get(&w->num.regions, r, &idx);
  const uint32_t *counts = idx ? w->num.region_counts[idx - 1] : (const uint32_t[2]){0, 0};
  emit_varint(out, counts[0]);
  emit_varint(out, counts[1]);
  f->block = r->first;
  f->next = f->block->first;
  write_block_header(w, out, f->block);
  return true;
}

static bool push_frame(Writer *w, Frame **frames, size_t *n, size_t *cap, Operation *op, size_t out) {
  if (!vec_grow(walloc(w), (void **)frames, cap, *n + 1, sizeof **frames)) return false;
  Frame *f = &(*frames)[*n];
  memset(f, 0, sizeof *f);
  f->op = op;
  f->section = w->version >= BC_LAZY_LOADING && num_op_isolated(&w->num, op);
  f->out = f->section ? *n : out;
  sb_init(&f->buf, walloc(w));
  (*n)++;
  return true;
}

static bool write_ir(Writer *w, Operation *root, StrBuf *ir) {
  Frame *frames = NULL;
  size_t n = 0, cap = 0;
  bool ok = true;
  emit_varint_flag(ir, 1, false);
  write_op(w, ir, root);
  if (root->num_regions) ok = push_frame(w, &frames, &n, &cap, root, ROOT_OUT);
  while (ok && n && !w->failed) {
    Frame *f = &frames[n - 1];
    StrBuf *out = frame_out(frames, f->out, ir);
    if (f->region == f->op->num_regions) {
      /* Done: a section frame hands its bytes to its parent's output. */
      Frame done = *f;
      n--;
      if (done.section) {
        StrBuf *dst = n ? frame_out(frames, frames[n - 1].out, ir) : ir;
        emit_section(dst, SEC_IR, &done.buf);
      }
      sb_free(&done.buf);
      continue;
    }
    if (!f->started) {
      f->started = true;
      if (!start_region(w, f, out)) {
        f->region++;
        f->started = false;
      }
      continue;
    }
    if (f->next) {
      Operation *op = f->next;
      f->next = op->next;
      write_op(w, out, op);
      if (op->num_regions) ok = push_frame(w, &frames, &n, &cap, op, f->out);
      continue;
    }
    f->block = f->block->next;
    if (f->block) {
      f->next = f->block->first;
      write_block_header(w, out, f->block);
    } else {
      f->region++;
      f->started = false;
    }
  }
  for (size_t i = 0; i < n; i++) sb_free(&frames[i].buf);
  ctx_free(w->ctx, frames);
  return ok && !w->failed;
}

/* ---- top level ------------------------------------------------------------------------------------ */

static void write_strings(Writer *w, StrBuf *out) {
  StrBuf sec;
  sb_init(&sec, walloc(w));
  emit_varint(&sec, w->strings.n);
  for (size_t i = w->strings.n; i-- > 0;) emit_varint(&sec, w->strings.v[i].n + 1);
  for (size_t i = 0; i < w->strings.n; i++) {
    if (w->strings.v[i].n) sb_append(&sec, w->strings.v[i].s, w->strings.v[i].n);
    emit_byte(&sec, 0);
  }
  emit_section(out, SEC_STRING, &sec);
  sb_free(&sec);
}

static void write_properties_section(Writer *w, StrBuf *out) {
  StrBuf sec;
  sb_init(&sec, walloc(w));
  emit_varint(&sec, w->prop_entries.len);
  for (size_t i = 0; i < w->prop_entries.len; i++) {
    const StrBuf *e = w->prop_entries.data[i];
    sb_append(&sec, e->data, e->len);
  }
  emit_section(out, SEC_PROPERTIES, &sec);
  sb_free(&sec);
}

/* The largest blob alignment written: padding grows with it. */
enum { MAX_WRITE_ALIGN = 1 << 16 };

/* Pads `data` with the alignment byte until its length is a multiple of
 * `align` (the section starts aligned to the largest alignment). */
static void pad_to(StrBuf *data, uint32_t align) {
  while (align > 1 && data->len % align) emit_byte(data, BC_ALIGNMENT_BYTE);
}

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if ((c | 32) >= 'a' && (c | 32) <= 'f') return (c | 32) - 'a' + 10;
  return -1;
}

/* One external entry's data from the text kept for it: `true`/`false`, a
 * hex blob string ("0x" + alignment + data, as the parser classifies it),
 * or a string. Returns the entry kind. */
static unsigned external_entry_data(Writer *w, const ExtResource *e, StrBuf *data,
                                    uint32_t *max_align) {
  const Ident *t = e->text;
  if (e->kind == EXT_RESOURCE_BOOL) {
    emit_byte(data, t->str[0] == 't');
    return 1;
  }
  bool hex = t->len >= 12 && t->str[1] == '0' && t->str[2] == 'x' && (t->len - 4) % 2 == 0;
  for (size_t i = 3; hex && i + 1 < t->len; i++) hex = hex_value(t->str[i]) >= 0;
  if (hex) {
    StrBuf raw;
    sb_init(&raw, walloc(w));
    for (size_t i = 3; i + 2 < t->len; i += 2)
      sb_putc(&raw, (char)(hex_value(t->str[i]) * 16 + hex_value(t->str[i + 1])));
    const unsigned char *u = (const unsigned char *)raw.data;
    uint32_t align = (uint32_t)u[0] | (uint32_t)u[1] << 8 | (uint32_t)u[2] << 16 | (uint32_t)u[3] << 24;
    if (!align) align = 1;
    if (align > MAX_WRITE_ALIGN) {
      emit_error(w->ctx, w->ctx->l_unknown, "resource '%s' alignment %u exceeds the limit of %u",
                 e->key->str, align, (unsigned)MAX_WRITE_ALIGN);
      w->failed = true;
      align = 1;
    }
    if (align > *max_align) *max_align = align;
    emit_varint(data, align);
    emit_varint(data, raw.len - 4);
    pad_to(data, align);
    sb_append(data, raw.data + 4, raw.len - 4);
    sb_free(&raw);
    return 0;
  }
  Token tok = {T_STRING, t->str, t->len, 0, 0};
  StrBuf v;
  sb_init(&v, walloc(w));
  unescape_string(&tok, &v);
  /* The string table keeps pointers: intern the value for the write. */
  const Ident *value = ident_get(w->ctx, v.data ? v.data : "", v.len);
  sb_free(&v);
  if (!value) {
    w->failed = true;
    return 2;
  }
  emit_varint(data, str_table_insert(&w->strings, walloc(w), value->str, value->len));
  return 2;
}

/* The context's external resources (mlir-opt's fallback map), by group. */
static void write_external_groups(Writer *w, StrBuf *offsets, StrBuf *data, uint32_t *max_align) {
  const PtrVec *all = &w->ctx->ext_resources;
  size_t ngroups = 0;
  for (size_t i = 0; i < all->len; i++) {
    bool seen = false;
    for (size_t j = 0; j < i && !seen; j++)
      seen = ((const ExtResource *)all->data[j])->group == ((const ExtResource *)all->data[i])->group;
    ngroups += !seen;
  }
  emit_varint(offsets, ngroups);
  for (size_t i = 0; i < all->len; i++) {
    const ExtResource *e = all->data[i];
    bool seen = false;
    for (size_t j = 0; j < i && !seen; j++) seen = ((const ExtResource *)all->data[j])->group == e->group;
    if (seen) continue;
    size_t count = 0;
    for (size_t j = i; j < all->len; j++) count += ((const ExtResource *)all->data[j])->group == e->group;
    emit_varint(offsets, str_table_insert(&w->strings, walloc(w), e->group->str, e->group->len));
    emit_varint(offsets, count);
    for (size_t j = i; j < all->len; j++) {
      const ExtResource *x = all->data[j];
      if (x->group != e->group) continue;
      size_t start = data->len;
      unsigned kind = external_entry_data(w, x, data, max_align);
      emit_varint(offsets, str_table_insert(&w->strings, walloc(w), x->key->str, x->key->len));
      emit_varint(offsets, data->len - start);
      emit_byte(offsets, kind);
    }
  }
}

/* The builtin group holds the dense resource blobs the attributes refer
 * to, in handle order; external resources (text the context kept) follow
 * mlir-opt's fallback map. Blob data is aligned within the file, so the
 * section is written aligned to the largest blob alignment. */
static void write_resources(Writer *w, StrBuf *out) {
  StrBuf offsets, data;
  sb_init(&offsets, walloc(w));
  sb_init(&data, walloc(w));
  const PtrVec *res = &w->num.resources;
  uint32_t max_align = 1;
  write_external_groups(w, &offsets, &data, &max_align);
  if (res->len) {
    emit_varint(&offsets, num_builtin_dialect(&w->num));
    emit_varint(&offsets, res->len);
  }
  for (size_t i = 0; i < res->len; i++) {
    const ResourceBlob *b = res->data[i];
    uint32_t align = b->align ? b->align : 1;
    if (align > MAX_WRITE_ALIGN) {
      /* The file would need that much padding (upstream tries and hangs). */
      emit_error(w->ctx, w->ctx->l_unknown, "resource '%s' alignment %u exceeds the limit of %u",
                 b->key->str, align, (unsigned)MAX_WRITE_ALIGN);
      w->failed = true;
      break;
    }
    if (align > max_align) max_align = align;
    size_t start = data.len;
    emit_varint(&data, align);
    emit_varint(&data, b->size);
    pad_to(&data, align);
    if (b->size) sb_append(&data, (const char *)b->data, b->size);
    emit_varint(&offsets, str_table_insert(&w->strings, walloc(w), b->key->str, b->key->len));
    emit_varint(&offsets, data.len - start);
    emit_byte(&offsets, 0); /* a blob */
  }
  emit_section(out, SEC_RESOURCE_OFFSET, &offsets);
  /* As upstream: the alignment flag, value and padding only when the data
   * would not start aligned anyway (`out` starts at the file's start). */
  size_t code_at = out->len;
  emit_byte(out, SEC_RESOURCE);
  emit_varint(out, data.len);
  if (max_align > 1 && out->len % max_align && out->data) {
    out->data[code_at] = (char)(SEC_RESOURCE | 0x80);
    emit_varint(out, max_align);
    pad_to(out, max_align);
  }
  if (data.len) sb_append(out, data.data, data.len);
  sb_free(&offsets);
  sb_free(&data);
}

static void writer_free(Writer *w) {
  num_free(&w->num);
  str_table_free(&w->strings, walloc(w));
  prop_cache_free(&w->props);
  for (size_t i = 0; i < w->prop_entries.len; i++) {
    sb_free(w->prop_entries.data[i]);
    mem_free(walloc(w), w->prop_entries.data[i]);
  }
  pv_free(walloc(w), &w->prop_entries);
  sm_free(walloc(w), &w->prop_index);
  sb_free(&w->scratch);
}

bool bytecode_write(Operation *op, int64_t version, StrBuf *out) {
  Context *ctx = op_context(op);
  Writer w;
  memset(&w, 0, sizeof w);
  w.ctx = ctx;
  w.version = version;
  w.props.ctx = ctx;
  sb_init(&w.scratch, &ctx->alloc);
  if (version < BC_VERSION_MIN || version > BC_VERSION_CURRENT) {
    Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
    diag_printf(d, "unsupported version requested %lld, must be in range [%d, %d]", (long long)version,
                BC_VERSION_MIN, BC_VERSION_CURRENT);
    op_emit_with_note(d, op);
    sb_free(&w.scratch);
    return false;
  }
  StrBuf body, ir;
  sb_init(&body, &ctx->alloc);
  sb_init(&ir, &ctx->alloc);
  bool ok = num_init(&w.num, op, version, &w.props);
  w.failed = w.num.failed;
  if (ok) {
    sb_append(&body, "ML\xefR", 4);
    emit_varint(&body, (uint64_t)version);
    sb_append(&body, BC_PRODUCER, sizeof BC_PRODUCER);
    write_dialect_section(&w, &body);
    write_attr_type_sections(&w, &body);
    ok = write_ir(&w, op, &ir);
  }
  if (ok) {
    emit_section(&body, SEC_IR, &ir);
    write_resources(&w, &body);
    write_strings(&w, &body);
    if (version >= BC_NATIVE_PROPERTIES) write_properties_section(&w, &body);
    ok = !ctx->alloc.oom && !w.failed;
  }
  if (ok) sb_append(out, body.data, body.len);
  sb_free(&ir);
  sb_free(&body);
  writer_free(&w);
  return ok && !w.failed;
}
