/* builtin_write.c: the builtin dialect's attribute and type encodings
 * (upstream's BuiltinDialectBytecode.td), and the small writer interface
 * they and the properties use. The same encoders run twice: first to
 * number what an entry refers to, then to write it, so the two passes can
 * never disagree about which entries have a custom encoding. */
#include "bytecode.h"

/* ---- the writer interface ------------------------------------------------------------ */

void aw_attr(AttrWriter *w, const Attr *a) {
  if (!w->out) num_attr(w->num, a);
  else emit_varint(w->out, num_of(&w->num->attrs, a));
}

void aw_type(AttrWriter *w, const Type *t) {
  if (!w->out) num_type(w->num, t);
  else emit_varint(w->out, num_of(&w->num->types, t));
}

void aw_optional_attr(AttrWriter *w, const Attr *a) {
  if (!w->out) num_attr(w->num, a);
  else if (!a) emit_varint(w->out, 0);
  else emit_varint_flag(w->out, num_of(&w->num->attrs, a), true);
}

void aw_varint(AttrWriter *w, uint64_t v) {
  if (w->out) emit_varint(w->out, v);
}

static void aw_byte(AttrWriter *w, unsigned b) {
  if (w->out) emit_byte(w->out, b);
}

static void aw_signed(AttrWriter *w, int64_t v) {
  if (w->out) emit_signed_varint(w->out, v);
}

/* Strings join the table only when written, as upstream's numbering pass
 * skips them. */
static void aw_string(AttrWriter *w, const char *s, size_t n) {
  if (w->out) emit_varint(w->out, str_table_insert(w->strings, &w->num->ctx->alloc, s, n));
}

static void aw_blob(AttrWriter *w, const void *data, size_t n) {
  if (!w->out) return;
  emit_varint(w->out, n);
  if (n) sb_append(w->out, data, n);
}

/* An APInt of known width: one byte up to 8 bits, a signed varint up to 64,
 * else the count of active words and each word. */
static void aw_apint(AttrWriter *w, unsigned width, const uint64_t *limbs) {
  if (width <= 8) {
    aw_byte(w, (unsigned)(limbs[0] & 0xff));
  } else if (width <= 64) {
    aw_signed(w, (int64_t)limbs[0]);
  } else {
    unsigned words = (width + 63) / 64, active = words;
    while (active > 1 && !limbs[active - 1]) active--;
    aw_varint(w, active);
    for (unsigned i = 0; i < active; i++) aw_signed(w, (int64_t)limbs[i]);
  }
}

static const Attr *string_attr(AttrWriter *w, const Ident *id) {
  return attr_string(w->num->ctx, id->str, id->len, NULL);
}

static void aw_list(AttrWriter *w, const uint64_t *p, size_t n, bool types) {
  aw_varint(w, n);
  for (size_t i = 0; i < n; i++) {
    if (types) aw_type(w, WORD_PTR(const Type, p[i]));
    else aw_attr(w, WORD_PTR(const Attr, p[i]));
  }
}

/* ---- attributes ------------------------------------------------------------------------ */

static void write_dictionary(AttrWriter *w, const Attr *a) {
  aw_varint(w, 1);
  aw_varint(w, dict_size(a));
  for (size_t i = 0; i < dict_size(a); i++) {
    aw_attr(w, string_attr(w, dict_name(a, i)));
    aw_attr(w, dict_value(a, i));
  }
}

static void write_symbol_ref(AttrWriter *w, const Attr *a) {
  Context *ctx = w->num->ctx;
  aw_varint(w, a->n == 1 ? 4 : 5);
  aw_attr(w, string_attr(w, WORD_PTR(const Ident, a->p[0])));
  if (a->n == 1) return;
  aw_varint(w, a->n - 1);
  for (uint32_t i = 1; i < a->n; i++)
    aw_attr(w, attr_symbol_ref(ctx, WORD_PTR(const Ident, a->p[i]), 0, NULL));
}

static void write_integer(AttrWriter *w, const Attr *a) {
  const Type *t = WORD_PTR(const Type, a->p[0]);
  aw_varint(w, 8);
  aw_type(w, t);
  aw_apint(w, t->kind == TK_INDEX ? 64 : type_int_width(t), &a->p[1]);
}

static void write_float(AttrWriter *w, const Attr *a) {
  const Type *t = WORD_PTR(const Type, a->p[0]);
  aw_varint(w, 9);
  aw_type(w, t);
  aw_apint(w, float_semantics(t)->width, &a->p[1]);
}

/* A file location is FileLineColLoc when it covers one point, else a
 * FileLineColRange with as few numbers as say the same. */
static void write_file_loc(AttrWriter *w, const Loc *l) {
  uint64_t line = l->p[1], col = l->p[2], eline = l->p[3], ecol = l->p[4];
  bool strict = line == eline && col == ecol;
  aw_varint(w, strict ? 11 : 22);
  aw_attr(w, string_attr(w, WORD_PTR(const Ident, l->p[0])));
  if (strict) {
    aw_varint(w, line);
    aw_varint(w, col);
    return;
  }
  if (col == 0 && line == eline) {
    aw_varint(w, 1);
    aw_varint(w, line);
  } else if (line == eline) {
    aw_varint(w, 3);
    aw_varint(w, line);
    aw_varint(w, col);
    aw_varint(w, ecol);
  } else {
    aw_varint(w, 4);
    aw_varint(w, line);
    aw_varint(w, col);
    aw_varint(w, eline);
    aw_varint(w, ecol);
  }
}

static void write_fused(AttrWriter *w, const Loc *l) {
  const Attr *meta = WORD_PTR(const Attr, l->p[0]);
  aw_varint(w, meta ? 13 : 12);
  aw_list(w, &l->p[1], l->n - 1, false);
  if (meta) aw_attr(w, meta);
}

static void write_dense_strings(AttrWriter *w, const Attr *a) {
  aw_varint(w, 19);
  aw_type(w, WORD_PTR(const Type, a->p[0]));
  aw_varint(w, a->aux != 0);
  for (uint32_t i = 1; i < a->n; i++) {
    const Ident *s = WORD_PTR(const Ident, a->p[i]);
    aw_string(w, s->str, s->len);
  }
}

static void write_blob_attr(AttrWriter *w, const Attr *a, unsigned code) {
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  const Type *t = WORD_PTR(const Type, a->p[0]);
  aw_varint(w, code);
  aw_type(w, t);
  if (code == 17) aw_varint(w, a->aux);
  /* An i1 splat is the byte 0xFF or 0x00 (some builders store bit 0 only). */
  if (code == 18 && a->aux && blob->len == 1 && dense_elem_is_packed_bit(shaped_elem(t))) {
    char b = (char)(blob->str[0] & 1 ? 0xff : 0);
    aw_blob(w, &b, 1);
    return;
  }
  aw_blob(w, blob->str, blob->len);
}

bool bc_builtin_write_attr(AttrWriter *w, const Attr *a) {
  switch (a->kind) {
  case AK_ARRAY:
    aw_varint(w, 0);
    aw_list(w, a->p, a->n, false);
    return true;
  case AK_DICTIONARY: write_dictionary(w, a); return true;
  case AK_STRING: {
    const Ident *s = attr_string_ident(a);
    const Type *t = WORD_PTR(const Type, a->p[1]);
    bool typed = t && t->kind != TK_NONE;
    aw_varint(w, typed ? 3 : 2);
    aw_string(w, s->str, s->len);
    if (typed) aw_type(w, t);
    return true;
  }
  case AK_SYMBOL_REF: write_symbol_ref(w, a); return true;
  case AK_TYPE:
    aw_varint(w, 6);
    aw_type(w, WORD_PTR(const Type, a->p[0]));
    return true;
  case AK_UNIT: aw_varint(w, 7); return true;
  case AK_INTEGER: write_integer(w, a); return true;
  case AK_FLOAT: write_float(w, a); return true;
  case LK_CALLSITE:
    aw_varint(w, 10);
    aw_attr(w, WORD_PTR(const Attr, a->p[0]));
    aw_attr(w, WORD_PTR(const Attr, a->p[1]));
    return true;
  case LK_FILE_LINE_COL: write_file_loc(w, a); return true;
  case LK_FUSED: write_fused(w, a); return true;
  case LK_NAME:
    aw_varint(w, 14);
    aw_attr(w, string_attr(w, WORD_PTR(const Ident, a->p[0])));
    aw_attr(w, WORD_PTR(const Attr, a->p[1]));
    return true;
  case LK_UNKNOWN: aw_varint(w, 15); return true;
  case AK_DENSE_ARRAY: write_blob_attr(w, a, 17); return true;
  case AK_DENSE_ELEMENTS: write_blob_attr(w, a, 18); return true;
  case AK_DENSE_STRING: write_dense_strings(w, a); return true;
  case AK_DENSE_RESOURCE:
    aw_varint(w, 16);
    aw_type(w, WORD_PTR(const Type, a->p[0]));
    aw_varint(w, num_resource(w->num, attr_resource_blob(a)));
    return true;
  case AK_SPARSE_ELEMENTS:
    aw_varint(w, 20);
    aw_type(w, WORD_PTR(const Type, a->p[0]));
    aw_attr(w, WORD_PTR(const Attr, a->p[1]));
    aw_attr(w, WORD_PTR(const Attr, a->p[2]));
    return true;
  case AK_DISTINCT:
    aw_varint(w, 21);
    aw_attr(w, WORD_PTR(const Attr, a->p[0]));
    return true;
  default: return false; /* affine maps and sets, strided layouts, dialect attributes */
  }
}

/* ---- types ------------------------------------------------------------------------------ */

static void write_shape(AttrWriter *w, const Type *t) {
  aw_varint(w, t->aux);
  for (uint32_t i = 0; i < t->aux; i++) aw_signed(w, shaped_dim(t, i));
}

static void write_memref(AttrWriter *w, const Type *t) {
  unsigned rank = t->aux;
  const Attr *layout = WORD_PTR(const Attr, t->p[rank + 1]);
  const Attr *space = WORD_PTR(const Attr, t->p[rank + 2]);
  aw_varint(w, space ? 11 : 10);
  if (space) aw_attr(w, space);
  write_shape(w, t);
  aw_type(w, WORD_PTR(const Type, t->p[rank]));
  aw_attr(w, layout ? layout : bc_identity_layout(w->num->ctx, rank));
}

static void write_ranked_tensor(AttrWriter *w, const Type *t) {
  const Attr *enc = WORD_PTR(const Attr, t->p[t->aux + 1]);
  aw_varint(w, enc ? 14 : 13);
  if (enc) aw_attr(w, enc);
  write_shape(w, t);
  aw_type(w, WORD_PTR(const Type, t->p[t->aux]));
}

static void write_vector(AttrWriter *w, const Type *t) {
  unsigned rank = t->aux;
  bool scalable = false;
  for (unsigned i = 0; i < rank; i++) scalable |= t->p[rank + i] != 0;
  aw_varint(w, scalable ? 20 : 19);
  if (scalable) {
    aw_varint(w, rank);
    for (unsigned i = 0; i < rank; i++) aw_byte(w, t->p[rank + i] != 0);
  }
  write_shape(w, t);
  aw_type(w, WORD_PTR(const Type, t->p[2 * rank]));
}

static void write_unranked_memref(AttrWriter *w, const Type *t) {
  const Attr *space = WORD_PTR(const Attr, t->p[1]);
  aw_varint(w, space ? 17 : 16);
  if (space) aw_attr(w, space);
  aw_type(w, WORD_PTR(const Type, t->p[0]));
}

bool bc_builtin_write_type(AttrWriter *w, const Type *t) {
  switch (t->kind) {
  case TK_INTEGER:
    aw_varint(w, 0);
    aw_varint(w, (uint64_t)type_int_width(t) << 2 | type_int_signedness(t));
    return true;
  case TK_INDEX: aw_varint(w, 1); return true;
  case TK_FUNCTION:
    aw_varint(w, 2);
    aw_list(w, t->p, fn_num_inputs(t), true);
    aw_list(w, t->p + fn_num_inputs(t), fn_num_results(t), true);
    return true;
  case TK_BF16: aw_varint(w, 3); return true;
  case TK_F16: aw_varint(w, 4); return true;
  case TK_F32: aw_varint(w, 5); return true;
  case TK_F64: aw_varint(w, 6); return true;
  case TK_F80: aw_varint(w, 7); return true;
  case TK_F128: aw_varint(w, 8); return true;
  case TK_COMPLEX:
    aw_varint(w, 9);
    aw_type(w, WORD_PTR(const Type, t->p[0]));
    return true;
  case TK_MEMREF: write_memref(w, t); return true;
  case TK_NONE: aw_varint(w, 12); return true;
  case TK_RANKED_TENSOR: write_ranked_tensor(w, t); return true;
  case TK_TUPLE:
    aw_varint(w, 15);
    aw_list(w, t->p, t->n, true);
    return true;
  case TK_UNRANKED_MEMREF: write_unranked_memref(w, t); return true;
  case TK_UNRANKED_TENSOR:
    aw_varint(w, 18);
    aw_type(w, WORD_PTR(const Type, t->p[0]));
    return true;
  case TK_VECTOR: write_vector(w, t); return true;
  default: return false; /* 8-bit and smaller floats, tf32, opaque types */
  }
}
