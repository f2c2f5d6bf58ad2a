/* properties.c: an op's properties in bytecode, as upstream's ODS-generated
 * readProperties/writeProperties encode them: the inherent attributes
 * sorted by name (optional and default-valued ones as a presence flag plus
 * index, required ones as an index), then from version 6 the segment sizes
 * as sparse arrays; before 6 the segment sizes are a DenseI32ArrayAttr at
 * their sorted place. An unregistered op's properties are one attribute. */
#include "bytecode.h"

#include <stdlib.h>

/* ---- layouts ------------------------------------------------------------------------ */

static int by_name(const void *x, const void *y) {
  return strcmp(((const PropField *)x)->name, ((const PropField *)y)->name);
}

/* DefaultValuedAttrs whose default ods_gen cannot spell (so the table does
 * not flag them) are still written as optional by upstream.
 * FIXME(#4): have the generated tables mark every DefaultValuedAttr. */
static bool unflagged_default(const OdsOp *o, const OdsAttr *a) {
  return strcmp(o->name, "ub.poison") == 0 && strcmp(a->name, "value") == 0;
}

static PropLayout *build_layout(Context *ctx, const OpDef *def) {
  const OdsOp *o = def->ods;
  size_t cap = 2;
  if (o) cap += o->n_attrs;
  for (const char *const *a = def->inherent_attrs; !o && a && *a; a++) cap++;
  PropLayout *l = ctx_zalloc(ctx, sizeof *l + cap * sizeof *l->fields);
  if (!l) return NULL;
  l->fields = (PropField *)(l + 1);
  if (o) {
    for (unsigned i = 0; i < o->n_attrs; i++) {
      const OdsAttr *a = &o->attrs[i];
      if (a->flags & ODS_ATTR_PROPERTY) {
        /* FIXME(#5): encode ODS Properties (BoolProp, IntProp, ...). */
        if (!l->unsupported) l->unsupported = a->name;
        l->has_storage = true;
        continue;
      }
      bool opt = (a->flags & (ODS_ATTR_OPTIONAL | ODS_ATTR_DEFAULT)) || unflagged_default(o, a);
      l->fields[l->n++] = (PropField){a->name, opt, false, 0};
    }
    if (o->ods_traits & ODS_ATTR_SIZED_OPERANDS)
      l->fields[l->n++] = (PropField){"operandSegmentSizes", false, true, o->n_operands};
    if (o->ods_traits & ODS_ATTR_SIZED_RESULTS)
      l->fields[l->n++] = (PropField){"resultSegmentSizes", false, true, o->n_results};
  } else {
    /* A hand-written op: its inherent attributes, all optional. */
    for (const char *const *a = def->inherent_attrs; a && *a; a++)
      l->fields[l->n++] = (PropField){*a, true, false, 0};
  }
  qsort(l->fields, l->n, sizeof *l->fields, by_name);
  l->has_storage |= l->n > 0;
  return l;
}

const PropLayout *prop_layout(PropCache *pc, const OpDef *def) {
  uintptr_t found;
  if (pm_get(&pc->layouts, def, &found)) return (const PropLayout *)found;
  PropLayout *l = build_layout(pc->ctx, def);
  if (!l) return NULL;
  if (!pm_put(&pc->ctx->alloc, &pc->layouts, def, (uintptr_t)l)) {
    ctx_free(pc->ctx, l);
    return NULL;
  }
  return l;
}

void prop_cache_free(PropCache *pc) {
  for (size_t i = 0; i < pc->layouts.cap; i++)
    if (pc->layouts.keys[i]) ctx_free(pc->ctx, (void *)pc->layouts.vals[i]);
  pm_free(&pc->ctx->alloc, &pc->layouts);
}

const PropLayout *bc_op_layout(PropCache *pc, const Operation *op) {
  return op->name->def ? prop_layout(pc, op->name->def) : NULL;
}

/* ---- segment sizes ---------------------------------------------------------------- */

static const Attr *segments_attr(Context *ctx, const int32_t *v, unsigned n) {
  uint8_t small[64];
  uint8_t *bytes = n * 4 <= sizeof small ? small : ctx_alloc(ctx, n * 4u);
  if (!bytes) return NULL;
  for (unsigned i = 0; i < n; i++)
    for (unsigned b = 0; b < 4; b++) bytes[4 * i + b] = (uint8_t)((uint32_t)v[i] >> (8 * b));
  const Attr *a = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, bytes, n * 4u);
  if (bytes != small) ctx_free(ctx, bytes);
  return a;
}

static bool is_i32_array(const Attr *a) {
  const Type *t = a->kind == AK_DENSE_ARRAY ? WORD_PTR(const Type, a->p[0]) : NULL;
  return t && type_is_integer(t) && type_int_width(t) == 32;
}

/* The stored sizes, zero-padded or cut to the op's group count. */
static void segments_of(const Attr *a, int32_t *out, unsigned n) {
  memset(out, 0, n * sizeof *out);
  if (!a || !is_i32_array(a)) return;
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  for (unsigned i = 0; i < n && i < a->aux && (i + 1) * 4 <= blob->len; i++) {
    uint32_t x = 0;
    for (unsigned b = 0; b < 4; b++) x |= (uint32_t)(uint8_t)blob->str[4 * i + b] << (8 * b);
    out[i] = (int32_t)x;
  }
}

static bool read_sparse(BcReader *r, Cursor *c, int32_t *out, unsigned n) {
  uint64_t count, v;
  bool sparse;
  if (!cur_varint_flag(c, &count, &sparse)) return false;
  if (!count) return true;
  if (!sparse) {
    if (count > n) {
      bc_error(&r->src, "trying to read an array of %llu but only %u storage available.",
               (unsigned long long)count, n);
      return false;
    }
    for (uint64_t i = 0; i < count; i++) {
      if (!cur_varint(c, &v)) return false;
      out[i] = (int32_t)v;
    }
    return true;
  }
  uint64_t bits;
  if (!cur_varint(c, &bits)) return false;
  if (bits > 8) {
    bc_error(&r->src, "reading sparse array with indexing above 8 bits: %llu", (unsigned long long)bits);
    return false;
  }
  for (uint64_t i = 0; i < count; i++) {
    if (!cur_varint(c, &v)) return false;
    uint64_t index = v & ~(~0ULL << bits);
    if (index >= n) {
      bc_error(&r->src, "reading a sparse array found index %llu but only %u storage available.",
               (unsigned long long)index, n);
      return false;
    }
    out[index] = (int32_t)(v >> bits);
  }
  return true;
}

static void write_sparse(AttrWriter *w, const int32_t *v, unsigned n) {
  unsigned nonzero = 0, last = 0;
  for (unsigned i = 0; i < n; i++)
    if (v[i]) {
      nonzero++;
      last = i;
    }
  if (last > 256 || nonzero > n / 2) {
    aw_varint(w, (uint64_t)n << 1);
    for (unsigned i = 0; i < n; i++) aw_varint(w, (uint64_t)(int64_t)v[i]);
    return;
  }
  aw_varint(w, (uint64_t)nonzero << 1 | 1);
  if (!nonzero) return;
  unsigned bits = 0;
  while ((1u << bits) < last + 1) bits++;
  aw_varint(w, bits);
  for (unsigned i = 0; i <= last; i++)
    if (v[i]) aw_varint(w, (uint64_t)(((uint32_t)v[i] << bits) | i));
}

/* ---- reading --------------------------------------------------------------------------- */

static bool read_registered(BcReader *r, Cursor *c, OperationState *st, const PropLayout *l) {
  Context *ctx = r->ctx;
  NamedAttr *v = ctx_alloc(ctx, (l->n + 1) * sizeof *v);
  int32_t *seg[2] = {NULL, NULL};
  size_t nv = 0;
  bool ok = false;
  if (!v) return false;
  for (unsigned i = 0; i < l->n; i++) {
    const PropField *f = &l->fields[i];
    const Attr *a = NULL;
    if (f->segments) {
      unsigned which = f->name[0] == 'r';
      seg[which] = ctx_zalloc(ctx, (f->nseg + 1) * sizeof(int32_t));
      if (!seg[which]) goto done;
      if (r->version >= BC_NATIVE_SEGMENT_SIZES) continue;
      if (!bc_parse_ref(r, c, ENTRY_ATTR, &a)) goto done;
      if (!is_i32_array(a) || a->aux > f->nseg) {
        bc_error(&r->src, "size mismatch for operand/result_segment_size");
        goto done;
      }
      segments_of(a, seg[which], f->nseg);
      continue;
    }
    if (f->optional) {
      uint64_t idx;
      bool present;
      if (!cur_varint_flag(c, &idx, &present)) goto done;
      if (present && !(a = bc_resolve(r, ENTRY_ATTR, idx))) goto done;
    } else if (!bc_parse_ref(r, c, ENTRY_ATTR, &a)) {
      goto done;
    }
    if (a) v[nv++] = (NamedAttr){ident_cstr(ctx, f->name), a};
  }
  for (unsigned i = 0; i < l->n; i++) {
    const PropField *f = &l->fields[i];
    if (!f->segments) continue;
    int32_t *s = seg[f->name[0] == 'r'];
    if (r->version >= BC_NATIVE_SEGMENT_SIZES && !read_sparse(r, c, s, f->nseg)) goto done;
    const Attr *a = segments_attr(ctx, s, f->nseg);
    if (!a) goto done;
    v[nv++] = (NamedAttr){ident_cstr(ctx, f->name), a};
  }
  /* No inherent attribute set: no properties, as text parsing leaves it. */
  st->props = nv ? attr_dictionary(ctx, nv, v, NULL) : NULL;
  ok = !nv || st->props != NULL;
done:
  ctx_free(ctx, seg[0]);
  ctx_free(ctx, seg[1]);
  ctx_free(ctx, v);
  return ok;
}

bool bc_read_properties(BcReader *r, Cursor *c, OperationState *st) {
  uint64_t idx, size;
  if (!cur_varint(c, &idx)) return false;
  if (idx >= r->nprops) {
    bc_error(&r->src, "Properties idx out-of-bound for %s", st->name->name->str);
    return false;
  }
  Cursor entry = cur_sub(&r->props, r->props.p + r->prop_offsets[idx],
                         cur_left(&r->props) - (size_t)r->prop_offsets[idx]);
  const uint8_t *bytes;
  if (!cur_varint(&entry, &size) || !cur_bytes(&entry, size, &bytes)) return false;
  Cursor pc = cur_sub(c, bytes, (size_t)size);
  if (st->name->def) {
    const PropLayout *l = prop_layout(&r->prop_cache, st->name->def);
    if (!l) return false;
    if (!l->has_storage) {
      bc_error(&r->src, "has properties but missing BytecodeOpInterface for %s", st->name->name->str);
      return false;
    }
    if (l->unsupported) {
      bc_error(&r->src, "reading the property '%s' of %s from bytecode is not supported",
               l->unsupported, st->name->name->str);
      return false;
    }
    return read_registered(r, &pc, st, l);
  }
  /* Unregistered: one attribute, which mlirc keeps as a dictionary. An
   * unknown op of a known dialect is invalid anyway (the verifier says so,
   * as upstream's does after reading); its properties are dropped. */
  const Attr *a;
  if (!bc_parse_ref(r, &pc, ENTRY_ATTR, &a)) return false;
  const Ident *n = st->name->name;
  const char *dot = memchr(n->str, '.', n->len);
  if (a->kind != AK_DICTIONARY && dot && ctx_lookup_dialect(r->ctx, n->str, (size_t)(dot - n->str)))
    return true;
  if (a->kind != AK_DICTIONARY) {
    StrBuf sb;
    sb_init(&sb, &r->ctx->alloc);
    bc_describe(a, &sb);
    bc_error(&r->src, "expected a dictionary as the properties of '%s', but got: %s",
             st->name->name->str, sb.data ? sb.data : "");
    sb_free(&sb);
    return false;
  }
  st->props = a;
  return true;
}

/* ---- writing ----------------------------------------------------------------------------- */

bool bc_write_properties(AttrWriter *w, Operation *op, const PropLayout *l) {
  if (!l) {
    if (!op->props) return false;
    aw_attr(w, op->props);
    return true;
  }
  if (!l->has_storage) return false;
  if (l->unsupported && !w->num->failed) {
    w->num->failed = true;
    Diag *d = op_error(op, "writing the property '%s' as bytecode is not supported", l->unsupported);
    op_emit_with_note(d, op);
  }
  Context *ctx = op_context(op);
  int64_t version = w->num->version;
  for (unsigned i = 0; i < l->n; i++) {
    const PropField *f = &l->fields[i];
    const Attr *a = dict_lookup(op->props, f->name, strlen(f->name));
    if (f->segments) {
      if (version >= BC_NATIVE_SEGMENT_SIZES) continue;
      int32_t *s = ctx_alloc(ctx, (f->nseg + 1) * sizeof *s);
      if (!s) continue;
      segments_of(a, s, f->nseg);
      aw_attr(w, segments_attr(ctx, s, f->nseg));
      ctx_free(ctx, s);
    } else if (f->optional) {
      aw_optional_attr(w, a);
    } else if (a) {
      aw_attr(w, a);
    } else if (!w->num->failed) {
      w->num->failed = true;
      Diag *d = op_error(op, "requires attribute '%s' to be written as bytecode", f->name);
      op_emit_with_note(d, op);
    }
  }
  if (version < BC_NATIVE_SEGMENT_SIZES) return true;
  for (unsigned i = 0; i < l->n; i++) {
    const PropField *f = &l->fields[i];
    if (!f->segments) continue;
    int32_t *s = ctx_alloc(ctx, (f->nseg + 1) * sizeof *s);
    if (!s) continue;
    segments_of(dict_lookup(op->props, f->name, strlen(f->name)), s, f->nseg);
    write_sparse(w, s, f->nseg);
    ctx_free(ctx, s);
  }
  return true;
}
