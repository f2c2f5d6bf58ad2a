/* builtin_read.c: decoding the builtin dialect's attribute and type
 * encodings (upstream's BuiltinDialectBytecode.td: a leading code, then the
 * fields). Values are checked as upstream's verifiers would before a
 * uniqued object is built, so malformed input yields a diagnostic and never
 * an attribute the rest of mlirc cannot handle. */
#include "bytecode.h"

typedef struct Dec {
  BcReader *r;
  Cursor *c;
  unsigned depth;
} Dec;

static Context *dctx(const Dec *d) { return d->r->ctx; }

static bool fail_expected(Dec *d, const char *what, const Storage *got) {
  StrBuf sb;
  sb_init(&sb, &dctx(d)->alloc);
  bc_describe(got, &sb);
  bc_error(&d->r->src, "expected %s, but got: %s", what, sb.data ? sb.data : "");
  sb_free(&sb);
  return false;
}

static bool attr_ref(Dec *d, const Attr **out) {
  return bc_nested_ref(d->r, d->c, ENTRY_ATTR, d->depth, out);
}
static bool type_ref(Dec *d, const Type **out) {
  return bc_nested_ref(d->r, d->c, ENTRY_TYPE, d->depth, out);
}
static bool string_attr_ref(Dec *d, const Attr **out) {
  if (!attr_ref(d, out)) return false;
  return (*out)->kind == AK_STRING || fail_expected(d, "mlir::StringAttr", *out);
}
static bool loc_ref(Dec *d, const Loc **out) {
  if (!attr_ref(d, out)) return false;
  return is_loc(*out) || fail_expected(d, "mlir::LocationAttr", *out);
}

/* A list: a count, then the elements; `ptrs` (caller frees) holds them. */
static bool ref_list(Dec *d, int kind, const Storage ***ptrs, size_t *n) {
  uint64_t count;
  if (!cur_count(d->c, &count, "list")) return false;
  *ptrs = ctx_alloc(dctx(d), (size_t)count * sizeof **ptrs + 1);
  if (!*ptrs) return false;
  for (size_t i = 0; i < (size_t)count; i++)
    if (!bc_nested_ref(d->r, d->c, kind, d->depth, &(*ptrs)[i])) return false;
  *n = (size_t)count;
  return true;
}

/* Dimensions: a count, then signed varints. */
static bool shape_list(Dec *d, int64_t **dims, size_t *n) {
  uint64_t count;
  if (!cur_count(d->c, &count, "shape")) return false;
  *dims = ctx_alloc(dctx(d), (size_t)count * sizeof **dims + 1);
  if (!*dims) return false;
  for (size_t i = 0; i < (size_t)count; i++)
    if (!cur_signed_varint(d->c, &(*dims)[i])) return false;
  *n = (size_t)count;
  return true;
}

/* upstream's readAPIntWithKnownWidth: one byte up to 8 bits, a signed
 * varint up to 64, else the active words. `limbs` has ceil(width/64) (at
 * least one) zeroed words; bits above the width are cleared. */
static bool read_apint(Dec *d, unsigned width, uint64_t *limbs, size_t nlimbs) {
  if (width <= 8) {
    uint8_t b;
    if (!cur_byte(d->c, &b)) return false;
    limbs[0] = b;
  } else if (width <= 64) {
    int64_t v;
    if (!cur_signed_varint(d->c, &v)) return false;
    limbs[0] = (uint64_t)v;
  } else {
    uint64_t words;
    if (!cur_count(d->c, &words, "integer word")) return false;
    for (uint64_t i = 0; i < words; i++) {
      int64_t w;
      if (!cur_signed_varint(d->c, &w)) return false;
      if (i < nlimbs) limbs[i] = (uint64_t)w;
    }
  }
  if (width % 64) limbs[width / 64] &= ~0ULL >> (64 - width % 64);
  if (width == 0) limbs[0] = 0;
  return true;
}

static bool valid_scalar(const Type *t) { return type_is_int_or_index(t) || type_is_float(t); }

/* ---- attributes ---------------------------------------------------------------- */

static const Attr *read_array(Dec *d) {
  const Storage **v = NULL;
  size_t n = 0;
  const Attr *a = ref_list(d, ENTRY_ATTR, &v, &n) ? attr_array(dctx(d), n, v) : NULL;
  ctx_free(dctx(d), v);
  return a;
}

static const Attr *read_dictionary(Dec *d) {
  uint64_t count;
  if (!cur_count(d->c, &count, "dictionary")) return NULL;
  NamedAttr *v = ctx_alloc(dctx(d), (size_t)count * sizeof *v + 1);
  if (!v) return NULL;
  const Attr *a = NULL;
  for (size_t i = 0; i < (size_t)count; i++) {
    const Attr *name;
    if (!string_attr_ref(d, &name) || !attr_ref(d, &v[i].value)) goto done;
    v[i].name = attr_string_ident(name);
  }
  const Ident *dup;
  a = attr_dictionary(dctx(d), (size_t)count, v, &dup);
  if (!a && dup) bc_error(&d->r->src, "duplicate key '%s' in dictionary attribute", dup->str);
done:
  ctx_free(dctx(d), v);
  return a;
}

static const Attr *read_string(Dec *d, bool typed) {
  BcStr s;
  const Type *t = NULL;
  if (!bc_string(d->r, d->c, &s) || (typed && !type_ref(d, &t))) return NULL;
  return attr_string(dctx(d), s.s, s.n, t);
}

static const Attr *read_flat_symbol(Dec *d) {
  const Attr *root;
  if (!string_attr_ref(d, &root)) return NULL;
  return attr_symbol_ref(dctx(d), attr_string_ident(root), 0, NULL);
}

static const Attr *read_symbol(Dec *d) {
  const Attr *root;
  const Storage **v = NULL;
  size_t n = 0;
  const Attr *a = NULL;
  if (!string_attr_ref(d, &root) || !ref_list(d, ENTRY_ATTR, &v, &n)) goto done;
  const Ident **nested = (const Ident **)v;
  for (size_t i = 0; i < n; i++) {
    if (v[i]->kind != AK_SYMBOL_REF || v[i]->n != 1) {
      fail_expected(d, "mlir::FlatSymbolRefAttr", v[i]);
      goto done;
    }
    nested[i] = WORD_PTR(const Ident, v[i]->p[0]);
  }
  a = attr_symbol_ref(dctx(d), attr_string_ident(root), n, nested);
done:
  ctx_free(dctx(d), v);
  return a;
}

static const Attr *read_type_attr(Dec *d) {
  const Type *t;
  return type_ref(d, &t) ? attr_type(dctx(d), t) : NULL;
}

static const Attr *read_integer(Dec *d) {
  const Type *t;
  if (!type_ref(d, &t)) return NULL;
  if (!type_is_int_or_index(t)) {
    fail_expected(d, "integer or index type for IntegerAttr", t);
    return NULL;
  }
  unsigned width = t->kind == TK_INDEX ? 64 : type_int_width(t);
  size_t nlimbs = width ? (width + 63) / 64 : 1;
  uint64_t *limbs = ctx_zalloc(dctx(d), nlimbs * sizeof *limbs);
  if (!limbs) return NULL;
  const Attr *a = read_apint(d, width, limbs, nlimbs) ? attr_integer_limbs(dctx(d), t, limbs, (unsigned)nlimbs) : NULL;
  ctx_free(dctx(d), limbs);
  return a;
}

static const Attr *read_float(Dec *d) {
  const Type *t;
  if (!type_ref(d, &t)) return NULL;
  if (!type_is_float(t)) {
    fail_expected(d, "float type for FloatAttr", t);
    return NULL;
  }
  uint64_t bits[2] = {0, 0};
  if (!read_apint(d, float_semantics(t)->width, bits, 2)) return NULL;
  return attr_float_bits(dctx(d), t, bits[0], bits[1]);
}

static const Attr *read_callsite(Dec *d) {
  const Loc *callee, *caller;
  if (!loc_ref(d, &callee) || !loc_ref(d, &caller)) return NULL;
  return loc_callsite(dctx(d), callee, caller);
}

static const Attr *read_file_line_col(Dec *d) {
  const Attr *file;
  uint64_t line, col;
  if (!string_attr_ref(d, &file) || !cur_varint(d->c, &line) || !cur_varint(d->c, &col))
    return NULL;
  return loc_file(dctx(d), attr_string_ident(file), (unsigned)line, (unsigned)col);
}

/* FileLineColRange: 0 to 4 numbers, from the start line on. */
static const Attr *read_file_range(Dec *d) {
  const Attr *file;
  uint64_t n, v[4] = {0, 0, 0, 0};
  if (!string_attr_ref(d, &file) || !cur_count(d->c, &n, "location")) return NULL;
  if (n > 4) {
    bc_error(&d->r->src, "invalid FileLineColRange with %llu values", (unsigned long long)n);
    return NULL;
  }
  for (uint64_t i = 0; i < n; i++)
    if (!cur_varint(d->c, &v[i])) return NULL;
  unsigned line = (unsigned)v[0], col = n >= 2 ? (unsigned)v[1] : 0;
  unsigned eline = n == 4 ? (unsigned)v[2] : line;
  unsigned ecol = n == 4 ? (unsigned)v[3] : n == 3 ? (unsigned)v[2] : col;
  return loc_file_range(dctx(d), attr_string_ident(file), line, col, eline, ecol);
}

static const Attr *read_fused(Dec *d, bool with_metadata) {
  const Storage **v = NULL;
  size_t n = 0;
  const Attr *meta = NULL, *a = NULL;
  if (!ref_list(d, ENTRY_ATTR, &v, &n)) goto done;
  for (size_t i = 0; i < n; i++)
    if (!is_loc(v[i])) {
      fail_expected(d, "mlir::LocationAttr", v[i]);
      goto done;
    }
  if (with_metadata && !attr_ref(d, &meta)) goto done;
  a = loc_fused(dctx(d), n, v, meta);
done:
  ctx_free(dctx(d), v);
  return a;
}

static const Attr *read_name_loc(Dec *d) {
  const Attr *name;
  const Loc *child;
  if (!string_attr_ref(d, &name) || !loc_ref(d, &child)) return NULL;
  return loc_name(dctx(d), attr_string_ident(name), child);
}

/* array<T: ...>: the element type, the count, then the raw data as a blob
 * (one byte per i1). */
static const Attr *read_dense_array(Dec *d) {
  const Type *t;
  uint64_t count, size;
  const uint8_t *data;
  if (!type_ref(d, &t) || !cur_varint(d->c, &count) || !cur_varint(d->c, &size) ||
      !cur_bytes(d->c, size, &data))
    return NULL;
  if (!type_is_integer(t) && !type_is_float(t)) {
    fail_expected(d, "integer or float element type for DenseArrayAttr", t);
    return NULL;
  }
  unsigned width = type_is_integer(t) ? type_int_width(t) : float_semantics(t)->width;
  uint64_t esz = width == 1 ? 1 : (width + 7) / 8;
  if (count > UINT32_MAX || (esz ? size / esz != count || size % esz : size != 0)) {
    bc_error(&d->r->src, "DenseArrayAttr data of %llu bytes does not hold %llu elements",
             (unsigned long long)size, (unsigned long long)count);
    return NULL;
  }
  return attr_dense_array(dctx(d), t, (size_t)count, data, (size_t)size);
}

/* The shaped type of dense elements: a ranked tensor or vector with a
 * static shape and `scalar_ok` elements. */
static const Type *dense_type(Dec *d, bool strings) {
  const Type *t;
  if (!type_ref(d, &t)) return NULL;
  if (t->kind != TK_RANKED_TENSOR && t->kind != TK_VECTOR) {
    fail_expected(d, "mlir::ShapedType", t);
    return NULL;
  }
  if (shaped_num_elements(t) < 0) {
    fail_expected(d, "a statically shaped type for dense elements", t);
    return NULL;
  }
  const Type *e = shaped_elem(t);
  if (e->kind == TK_COMPLEX) e = WORD_PTR(const Type, e->p[0]);
  if (!strings && !valid_scalar(e)) {
    fail_expected(d, "integer, index, float or complex elements", t);
    return NULL;
  }
  return t;
}

/* Raw data as upstream stores it: all elements or one (a splat); i1
 * packed eight to a byte, an i1 splat the byte 0x00 or 0xFF. */
static const Attr *read_dense_elements(Dec *d) {
  const Type *t = dense_type(d, false);
  uint64_t size;
  const uint8_t *data;
  if (!t || !cur_varint(d->c, &size) || !cur_bytes(d->c, size, &data)) return NULL;
  Context *ctx = dctx(d);
  size_t n = (size_t)shaped_num_elements(t);
  const Type *e = shaped_elem(t);
  if (n == 0 && size == 0) return attr_dense_elements_get(ctx, t, 0, data);
  /* A splat of an empty type keeps its one value, as the parser builds it
   * from a scalar literal (sparse<0, 0> : tensor<i32> has such indices). */
  if (n == 0 && size == (dense_elem_is_packed_bit(e) ? 1 : dense_elem_bytes(e)))
    return attr_dense_elements(ctx, t, true, data, (size_t)size);
  if (n > 0 && dense_elem_is_packed_bit(e)) {
    if (size == 1 && (data[0] == 0 || data[0] == 0xff)) return attr_dense_elements_get(ctx, t, 1, data);
    if (size == (n + 7) / 8) return attr_dense_elements_get(ctx, t, n, data);
    if (size == n) {
      /* One byte per element, as newer writers may have produced. */
      uint8_t *bits = ctx_zalloc(ctx, (n + 7) / 8);
      if (!bits) return NULL;
      for (size_t i = 0; i < n; i++)
        if (data[i]) bits[i / 8] |= (uint8_t)(1u << (i % 8));
      const Attr *a = attr_dense_elements_get(ctx, t, n, bits);
      ctx_free(ctx, bits);
      return a;
    }
  } else if (n > 0) {
    size_t eb = dense_elem_bytes(e);
    if (size == eb) return attr_dense_elements_get(ctx, t, 1, data);
    if (eb && n <= SIZE_MAX / eb && size == eb * n) return attr_dense_elements_get(ctx, t, n, data);
  }
  StrBuf sb;
  sb_init(&sb, &ctx->alloc);
  print_type(t, &sb);
  bc_error(&d->r->src, "dense elements data of %llu bytes does not match type %s",
           (unsigned long long)size, sb.data ? sb.data : "");
  sb_free(&sb);
  return NULL;
}

/* Strings: the splat flag, then one string or one per element. */
static const Attr *read_dense_strings(Dec *d) {
  const Type *t = dense_type(d, true);
  uint64_t splat;
  if (!t || !cur_varint(d->c, &splat)) return NULL;
  uint64_t n = splat ? 1 : (uint64_t)shaped_num_elements(t);
  if (n > cur_left(d->c)) {
    bc_error(&d->r->src, "invalid string count %llu: only %zu bytes remain",
             (unsigned long long)n, cur_left(d->c));
    return NULL;
  }
  uint64_t *w = ctx_alloc(dctx(d), ((size_t)n + 1) * sizeof *w);
  if (!w) return NULL;
  const Attr *a = NULL;
  w[0] = PTR_WORD(t);
  for (size_t i = 0; i < (size_t)n; i++) {
    BcStr s;
    if (!bc_string(d->r, d->c, &s)) goto done;
    const Ident *id = ident_get(dctx(d), s.s, s.n);
    if (!id) goto done;
    w[1 + i] = PTR_WORD(id);
  }
  /* Equal strings are a splat, as the textual parser builds them. */
  bool all_same = n > 0;
  for (size_t i = 1; i < (size_t)n && all_same; i++) all_same = w[1 + i] == w[1];
  a = storage_get(dctx(d), AK_DENSE_STRING, all_same, w, (uint32_t)(all_same ? 2 : n + 1));
done:
  ctx_free(dctx(d), w);
  return a;
}

/* dense_resource: a shaped type, then a handle (an index into the
 * resource section's builtin entries). */
static const Attr *read_dense_resource(Dec *d) {
  const Type *t;
  uint64_t handle;
  if (!type_ref(d, &t) || !cur_varint(d->c, &handle)) return NULL;
  if (!type_is_shaped(t)) {
    fail_expected(d, "mlir::ShapedType", t);
    return NULL;
  }
  if (handle >= d->r->nresources) {
    bc_error(&d->r->src, "invalid resource index: %llu", (unsigned long long)handle);
    return NULL;
  }
  return attr_dense_resource(dctx(d), t, d->r->resources[handle]);
}

/* sparse: a shaped type, dense i64 indices, dense values; checked as the
 * textual parser checks them. */
static const Attr *read_sparse(Dec *d) {
  const Type *t;
  const Attr *indices, *values;
  if (!type_ref(d, &t) || !attr_ref(d, &indices) || !attr_ref(d, &values)) return NULL;
  if (!type_is_shaped(t) || !shaped_has_rank(t) || shaped_num_elements(t) < 0) {
    fail_expected(d, "a statically shaped type for sparse elements", t);
    return NULL;
  }
  const Type *it = indices->kind == AK_DENSE_ELEMENTS ? attr_get_type(indices) : NULL;
  if (!it || shaped_elem(it)->kind != TK_INTEGER || type_int_width(shaped_elem(it)) != 64) {
    fail_expected(d, "mlir::DenseIntElementsAttr", indices);
    return NULL;
  }
  if (values->kind != AK_DENSE_ELEMENTS && values->kind != AK_DENSE_STRING) {
    fail_expected(d, "mlir::DenseElementsAttr", values);
    return NULL;
  }
  if (!sparse_verify(dctx(d), d->r->src.loc, t, indices, values)) {
    d->r->src.failed = true;
    return NULL;
  }
  return attr_sparse_elements(dctx(d), t, indices, values);
}

/* distinct: the referenced attribute; the entry is decoded once, so every
 * reference to it is the same distinct attribute. */
static const Attr *read_distinct(Dec *d) {
  const Attr *ref;
  if (!attr_ref(d, &ref)) return NULL;
  return attr_distinct(dctx(d), ref);
}

const Attr *bc_builtin_read_attr(BcReader *r, Cursor *c, unsigned depth) {
  Dec d = {r, c, depth};
  uint64_t code;
  if (!cur_varint(c, &code)) return NULL;
  switch (code) {
  case 0: return read_array(&d);
  case 1: return read_dictionary(&d);
  case 2: return read_string(&d, false);
  case 3: return read_string(&d, true);
  case 4: return read_flat_symbol(&d);
  case 5: return read_symbol(&d);
  case 6: return read_type_attr(&d);
  case 7: return attr_unit(r->ctx);
  case 8: return read_integer(&d);
  case 9: return read_float(&d);
  case 10: return read_callsite(&d);
  case 11: return read_file_line_col(&d);
  case 12: return read_fused(&d, false);
  case 13: return read_fused(&d, true);
  case 14: return read_name_loc(&d);
  case 15: return loc_unknown(r->ctx);
  case 16: return read_dense_resource(&d);
  case 17: return read_dense_array(&d);
  case 18: return read_dense_elements(&d);
  case 19: return read_dense_strings(&d);
  case 20: return read_sparse(&d);
  case 21: return read_distinct(&d);
  case 22: return read_file_range(&d);
  default:
    bc_error(&r->src, "unknown attribute code: %llu", (unsigned long long)code);
    return NULL;
  }
}

/* ---- types ------------------------------------------------------------------------ */

enum { MAX_INT_WIDTH = 16777215 };

static const Type *read_integer_type(Dec *d) {
  uint64_t v;
  if (!cur_varint(d->c, &v)) return NULL;
  uint64_t width = v >> 2;
  if (width > MAX_INT_WIDTH) {
    bc_error(&d->r->src, "integer bitwidth is limited to %d bits", MAX_INT_WIDTH);
    return NULL;
  }
  if ((v & 3) == 3) {
    bc_error(&d->r->src, "invalid integer signedness");
    return NULL;
  }
  return type_integer(dctx(d), (unsigned)width, (unsigned)(v & 3));
}

static const Type *read_function(Dec *d) {
  const Storage **in = NULL, **res = NULL;
  size_t nin = 0, nres = 0;
  const Type *t = NULL;
  if (ref_list(d, ENTRY_TYPE, &in, &nin) && ref_list(d, ENTRY_TYPE, &res, &nres))
    t = type_function(dctx(d), nin, in, nres, res);
  ctx_free(dctx(d), in);
  ctx_free(dctx(d), res);
  return t;
}

static const Type *read_tuple(Dec *d) {
  const Storage **v = NULL;
  size_t n = 0;
  const Type *t = ref_list(d, ENTRY_TYPE, &v, &n) ? type_tuple(dctx(d), n, v) : NULL;
  ctx_free(dctx(d), v);
  return t;
}

static const Type *read_complex(Dec *d) {
  const Type *e;
  if (!type_ref(d, &e)) return NULL;
  if (!valid_scalar(e)) {
    bc_error(&d->r->src, "invalid element type for complex");
    return NULL;
  }
  return type_complex(dctx(d), e);
}

static bool valid_tensor_elem(const Type *t) {
  return t->kind == TK_COMPLEX || valid_scalar(t) || t->kind == TK_VECTOR || t->kind == TK_OPAQUE ||
         t->kind == TK_DIALECT;
}
static bool valid_memref_elem(const Type *t) {
  return t->kind == TK_COMPLEX || valid_scalar(t) || t->kind == TK_VECTOR ||
         t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF;
}

static bool check_dims(Dec *d, const int64_t *dims, size_t n, const char *msg) {
  for (size_t i = 0; i < n; i++)
    if (dims[i] < 0 && dims[i] != DYNAMIC_SIZE) {
      bc_error(&d->r->src, "%s", msg);
      return false;
    }
  return true;
}

static const Type *read_ranked_tensor(Dec *d, bool with_encoding) {
  const Attr *enc = NULL;
  int64_t *dims = NULL;
  size_t n = 0;
  const Type *e, *t = NULL;
  if ((with_encoding && !attr_ref(d, &enc)) || !shape_list(d, &dims, &n) || !type_ref(d, &e))
    goto done;
  if (!valid_tensor_elem(e)) {
    bc_error(&d->r->src, "invalid tensor element type");
    goto done;
  }
  if (check_dims(d, dims, n, "invalid tensor dimension size"))
    t = type_ranked_tensor(dctx(d), (unsigned)n, dims, e, enc);
done:
  ctx_free(dctx(d), dims);
  return t;
}

static const Type *read_unranked_tensor(Dec *d) {
  const Type *e;
  if (!type_ref(d, &e)) return NULL;
  if (!valid_tensor_elem(e)) {
    bc_error(&d->r->src, "invalid tensor element type");
    return NULL;
  }
  return type_unranked_tensor(dctx(d), e);
}

/* A memory space as the textual parser accepts it; integer 0 is the
 * default space and is not stored. */
static bool memory_space(Dec *d, const Attr **space) {
  const Attr *s = *space;
  if (s->kind != AK_INTEGER && s->kind != AK_STRING && s->kind != AK_DICTIONARY &&
      s->kind != AK_DIALECT) {
    bc_error(&d->r->src, "unsupported memory space Attribute");
    return false;
  }
  if (s->kind == AK_INTEGER && attr_int_value(s) == 0) *space = NULL;
  return true;
}

/* The layout of a ranked memref; the identity map is the default and is
 * not stored. */
static bool memref_layout(Dec *d, const Attr **layout, size_t rank) {
  const Attr *l = *layout;
  if (l->kind == AK_STRIDED_LAYOUT) {
    if (l->n - 1 != rank) {
      bc_error(&d->r->src, "expected the number of strides to match the rank");
      return false;
    }
    return true;
  }
  if (l->kind != AK_AFFINE_MAP) return fail_expected(d, "mlir::MemRefLayoutAttrInterface", l);
  const AffineMap *m = WORD_PTR(const AffineMap, l->p[0]);
  if (affine_map_num_dims(m) != rank) {
    bc_error(&d->r->src, "memref layout mismatch between rank and affine map: %zu != %u", rank,
             affine_map_num_dims(m));
    return false;
  }
  if (affine_map_is_identity(m)) *layout = NULL;
  return true;
}

static const Type *read_memref(Dec *d, bool with_space) {
  const Attr *space = NULL, *layout;
  int64_t *dims = NULL;
  size_t n = 0;
  const Type *e, *t = NULL;
  if ((with_space && !attr_ref(d, &space)) || !shape_list(d, &dims, &n) || !type_ref(d, &e) ||
      !attr_ref(d, &layout))
    goto done;
  if (!valid_memref_elem(e)) {
    bc_error(&d->r->src, "invalid memref element type");
    goto done;
  }
  if (!check_dims(d, dims, n, "invalid memref size") || (space && !memory_space(d, &space)) ||
      !memref_layout(d, &layout, n))
    goto done;
  t = type_memref(dctx(d), (unsigned)n, dims, e, layout, space);
done:
  ctx_free(dctx(d), dims);
  return t;
}

static const Type *read_unranked_memref(Dec *d, bool with_space) {
  const Attr *space = NULL;
  const Type *e;
  if ((with_space && !attr_ref(d, &space)) || !type_ref(d, &e)) return NULL;
  if (!valid_memref_elem(e)) {
    bc_error(&d->r->src, "invalid memref element type");
    return NULL;
  }
  if (space && !memory_space(d, &space)) return NULL;
  return type_unranked_memref(dctx(d), e, space);
}

static const Type *read_vector(Dec *d, bool scalable) {
  uint64_t nflags = 0;
  bool *flags = NULL;
  int64_t *dims = NULL;
  size_t n = 0;
  const Type *e, *t = NULL;
  if (scalable) {
    if (!cur_count(d->c, &nflags, "scalable flag")) return NULL;
    flags = ctx_alloc(dctx(d), (size_t)nflags + 1);
    if (!flags) return NULL;
    for (size_t i = 0; i < (size_t)nflags; i++) {
      uint8_t b;
      if (!cur_byte(d->c, &b)) goto done;
      flags[i] = b != 0;
    }
  }
  if (!shape_list(d, &dims, &n) || !type_ref(d, &e)) goto done;
  if (scalable && nflags != n) {
    bc_error(&d->r->src, "expected %zu scalable flags, got %llu", n, (unsigned long long)nflags);
    goto done;
  }
  if (!type_is_vector_element(e)) {
    bc_error(&d->r->src, "failed to verify 'elementType': VectorElementTypeInterface instance");
    goto done;
  }
  for (size_t i = 0; i < n; i++)
    if (dims[i] <= 0) {
      bc_error(&d->r->src, "vector types must have positive constant sizes but got %lld",
               (long long)dims[i]);
      goto done;
    }
  t = type_vector(dctx(d), (unsigned)n, dims, flags, e);
done:
  ctx_free(dctx(d), flags);
  ctx_free(dctx(d), dims);
  return t;
}

static const unsigned FLOAT_KINDS[] = {TK_BF16, TK_F16, TK_F32, TK_F64, TK_F80, TK_F128};

const Type *bc_builtin_read_type(BcReader *r, Cursor *c, unsigned depth) {
  Dec d = {r, c, depth};
  uint64_t code;
  if (!cur_varint(c, &code)) return NULL;
  switch (code) {
  case 0: return read_integer_type(&d);
  case 1: return type_simple(r->ctx, TK_INDEX);
  case 2: return read_function(&d);
  case 3: case 4: case 5: case 6: case 7: case 8:
    return type_simple(r->ctx, FLOAT_KINDS[code - 3]);
  case 9: return read_complex(&d);
  case 10: return read_memref(&d, false);
  case 11: return read_memref(&d, true);
  case 12: return type_simple(r->ctx, TK_NONE);
  case 13: return read_ranked_tensor(&d, false);
  case 14: return read_ranked_tensor(&d, true);
  case 15: return read_tuple(&d);
  case 16: return read_unranked_memref(&d, false);
  case 17: return read_unranked_memref(&d, true);
  case 18: return read_unranked_tensor(&d);
  case 19: return read_vector(&d, false);
  case 20: return read_vector(&d, true);
  default:
    /* Upstream's generated reader says "attribute" here too. */
    bc_error(&r->src, "unknown attribute code: %llu", (unsigned long long)code);
    return NULL;
  }
}
