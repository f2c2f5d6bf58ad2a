/* constants.c: LLVM constants: made canonical as LLVM's uniquers make them
 * (an aggregate of zeros is zeroinitializer, a vector of one repeated
 * number a splat), built from MLIR attributes as upstream's
 * getLLVMConstant does, and printed as LLVM's AsmWriter prints them. */
#include "llvmir.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static LxVal *new_const(LxModule *m, const Type *t, unsigned ck) {
  LxVal *v = lx_alloc(m, sizeof *v);
  if (!v) return NULL;
  v->kind = LX_CONST;
  v->ckind = (uint8_t)ck;
  v->type = t;
  return v;
}

LxVal *lc_int(LxModule *m, const Type *t, uint64_t lo, uint64_t hi) {
  LxVal *v = new_const(m, t, LC_INT);
  if (!v) return NULL;
  unsigned w = type_int_width(t);
  if (w < 64) lo &= (UINT64_C(1) << w) - 1, hi = 0;
  else if (w == 64) hi = 0;
  else if (w < 128) hi &= (UINT64_C(1) << (w - 64)) - 1;
  v->bits[0] = lo;
  v->bits[1] = hi;
  return v;
}

LxVal *lc_float(LxModule *m, const Type *t, uint64_t lo, uint64_t hi) {
  LxVal *v = new_const(m, t, LC_FLOAT);
  if (v) v->bits[0] = lo, v->bits[1] = hi;
  return v;
}

LxVal *lc_simple(LxModule *m, const Type *t, unsigned ckind) { return new_const(m, t, ckind); }

LxVal *lc_global(LxModule *m, const Type *t, const char *name, size_t n) {
  LxVal *v = new_const(m, t, LC_GLOBAL);
  if (v) v->text = name, v->len = n;
  return v;
}

LxVal *lc_cast_expr(LxModule *m, const char *opcode, LxVal *op, const Type *to) {
  LxVal *v = new_const(m, to, LC_CAST);
  if (!v) return NULL;
  v->text = opcode;
  v->elems = lx_alloc(m, sizeof *v->elems);
  if (!v->elems) return NULL;
  v->elems[0] = op;
  v->nelems = 1;
  return v;
}

bool lc_is_null(const LxVal *v) {
  if (v->kind != LX_CONST) return false;
  switch (v->ckind) {
  case LC_ZERO: return true;
  case LC_INT: return v->bits[0] == 0 && v->bits[1] == 0;
  case LC_FLOAT: return v->bits[0] == 0 && v->bits[1] == 0; /* +0.0 only */
  default: return false;
  }
}

LxVal *lc_agg(LxModule *m, const Type *t, LxVal **elems, unsigned n) {
  bool zero = true, undef = n > 0, poison = n > 0;
  for (unsigned i = 0; i < n; i++) {
    if (!lc_is_null(elems[i])) zero = false;
    bool is_p = elems[i]->kind == LX_CONST && elems[i]->ckind == LC_POISON;
    bool is_u = elems[i]->kind == LX_CONST && elems[i]->ckind == LC_UNDEF;
    if (!is_p) poison = false;
    if (!is_u) undef = false;
  }
  if (zero) return new_const(m, t, LC_ZERO);
  if (poison) return new_const(m, t, LC_POISON);
  if (undef) return new_const(m, t, LC_UNDEF);
  LxVal *v = new_const(m, t, LC_AGG);
  if (!v) return NULL;
  v->elems = lx_alloc(m, n * sizeof *v->elems);
  if (!v->elems) return NULL;
  memcpy(v->elems, elems, n * sizeof *elems);
  v->nelems = n;
  return v;
}

LxVal *lc_element(LxModule *m, LxVal *agg, unsigned i) {
  if (agg->kind != LX_CONST) return NULL;
  if (agg->ckind == LC_AGG) return i < agg->nelems ? agg->elems[i] : NULL;
  if (i >= lx_num_elems(agg->type)) return NULL;
  const Type *et = lx_elem_type(agg->type, i);
  if (agg->ckind == LC_ZERO) return new_const(m, et, LC_ZERO);
  if (agg->ckind == LC_UNDEF || agg->ckind == LC_POISON) return new_const(m, et, agg->ckind);
  return NULL;
}

/* ---- from attributes ----------------------------------------------------- */

/* Element `i` of a dense elements attribute as a constant of `et`. */
static LxVal *dense_elem(LxModule *m, const Attr *a, size_t i, const Type *et) {
  const Type *st = shaped_elem(WORD_PTR(const Type, a->p[0]));
  const unsigned char *d;
  size_t avail;
  if (a->kind == AK_DENSE_RESOURCE) { /* the blob's bytes, never a splat */
    const ResourceBlob *blob = attr_resource_blob(a);
    d = blob->data;
    avail = blob->has_data ? blob->size : 0;
  } else {
    const Ident *blob = WORD_PTR(const Ident, a->p[1]);
    d = (const unsigned char *)blob->str;
    avail = blob->len;
    if (a->aux) i = 0; /* splat */
  }
  size_t need = dense_elem_is_packed_bit(st) ? i / 8 + 1 : (i + 1) * dense_elem_bytes(st);
  if (!d || need > avail) {
    lx_error(m, m->module, "the elements of a dense resource are missing");
    return NULL;
  }
  if (dense_elem_is_packed_bit(st)) {
    bool bit = a->aux && a->kind == AK_DENSE_ELEMENTS ? d[0] != 0 : (d[i / 8] >> (i % 8)) & 1;
    return lc_int(m, et, bit, 0);
  }
  size_t eb = dense_elem_bytes(st);
  uint64_t limbs[2] = {0, 0};
  memcpy(limbs, d + i * eb, eb < sizeof limbs ? eb : sizeof limbs);
  if (type_is_float(et)) return lc_float(m, et, limbs[0], limbs[1]);
  if (type_is_integer(et)) return lc_int(m, et, limbs[0], limbs[1]);
  return NULL;
}

/* Fills a (nested) array or vector of `t` from the flattened dense
 * elements starting at *pos. */
static LxVal *dense_to(LxModule *m, const Attr *a, const Type *t, size_t *pos) {
  if (!lx_is_aggregate(t) || llvm_type_is(t, "struct")) {
    LxVal *v = dense_elem(m, a, *pos, t);
    (*pos)++;
    return v;
  }
  unsigned n = lx_num_elems(t);
  LxVal **elems = lx_alloc(m, (n ? n : 1) * sizeof *elems);
  if (!elems) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!(elems[i] = dense_to(m, a, lx_elem_type(t, i), pos))) return NULL;
  return lc_agg(m, t, elems, n);
}

static size_t leaf_count(const Type *t) {
  if (!lx_is_aggregate(t) || llvm_type_is(t, "struct")) return 1;
  return lx_num_elems(t) * leaf_count(lx_elem_type(t, 0));
}

LxVal *lc_from_attr(LxModule *m, Operation *op, const Attr *a, const Type *t) {
  if (!a) return NULL;
  if (a->kind == AK_INTEGER && type_is_integer(t)) {
    const Type *at = attr_get_type(a);
    unsigned aw = at && type_is_integer(at) ? type_int_width(at) : 64;
    uint64_t lo = a->p[1], hi = a->n > 2 ? a->p[2] : 0;
    if (at && at->kind == TK_INDEX) aw = 64;
    /* Sign-extend the attribute's value to the width (as getSExtValue). */
    if (aw < 64 && (lo >> (aw - 1)) & 1) lo |= ~UINT64_C(0) << aw;
    if (aw <= 64 && (lo >> 63)) hi = ~UINT64_C(0);
    return lc_int(m, t, lo, hi);
  }
  if (a->kind == AK_INTEGER && type_is_float(t)) return lc_float(m, t, a->p[1], 0);
  if (a->kind == AK_FLOAT && type_is_float(t)) return lc_float(m, t, a->p[1], a->p[2]);
  if (a->kind == AK_FLOAT && t->kind == TK_VECTOR) {
    LxVal *e = lc_float(m, shaped_elem(t), a->p[1], a->p[2]);
    unsigned n = lx_num_elems(t);
    LxVal **elems = lx_alloc(m, (n ? n : 1) * sizeof *elems);
    if (!elems || !e) return NULL;
    for (unsigned i = 0; i < n; i++) elems[i] = e;
    return lc_agg(m, t, elems, n);
  }
  if (a->kind == AK_STRING && llvm_type_is(t, "array")) {
    const Ident *s = attr_string_ident(a);
    unsigned n = (unsigned)llvm_array_size(t);
    const Type *et = llvm_array_elem(t);
    LxVal **elems = lx_alloc(m, (n ? n : 1) * sizeof *elems);
    if (!elems) return NULL;
    for (unsigned i = 0; i < n; i++) elems[i] = lc_int(m, et, i < s->len ? (unsigned char)s->str[i] : 0, 0);
    return lc_agg(m, t, elems, n);
  }
  if ((a->kind == AK_DENSE_ELEMENTS || a->kind == AK_DENSE_RESOURCE) && lx_is_aggregate(t) &&
      !llvm_type_is(t, "struct")) {
    int64_t count = shaped_num_elements(WORD_PTR(const Type, a->p[0]));
    if (count >= 0 && (size_t)count == leaf_count(t)) {
      size_t pos = 0;
      return dense_to(m, a, t, &pos);
    }
  }
  if (a->kind == AK_ARRAY && llvm_type_is(t, "struct") && a->n == llvm_struct_num_elems(t)) {
    LxVal **elems = lx_alloc(m, (a->n ? a->n : 1) * sizeof *elems);
    if (!elems) return NULL;
    for (unsigned i = 0; i < a->n; i++)
      if (!(elems[i] = lc_from_attr(m, op, WORD_PTR(const Attr, a->p[i]), llvm_struct_elem(t, i))))
        return NULL;
    return lc_agg(m, t, elems, a->n);
  }
  if (a->kind == AK_DIALECT) {
    const char *cls = WORD_PTR(const AttrClass, a->p[0])->name;
    if (strcmp(cls, "llvm.zero") == 0) return lc_simple(m, t, LC_ZERO);
    if (strcmp(cls, "llvm.undef") == 0) return lc_simple(m, t, LC_UNDEF);
    if (strcmp(cls, "llvm.poison") == 0) return lc_simple(m, t, LC_POISON);
  }
  lx_error(m, op, "unsupported constant value");
  return NULL;
}

/* ---- printing ------------------------------------------------------------ */

static void print_hex(StrBuf *sb, const char *prefix, uint64_t v, int digits) {
  sb_printf(sb, "%s%0*llX", prefix, digits, (unsigned long long)v);
}

/* A float the way AsmWriter writes it: f32 and f64 in `%e`-like form when
 * six significant digits read back to the same double, else as the
 * double's bits in hex; other types always in their hex forms. */
static void print_float(StrBuf *sb, const Type *t, uint64_t lo, uint64_t hi) {
  if (t->kind == TK_F16) return print_hex(sb, "0xH", lo & 0xffff, 4);
  if (t->kind == TK_BF16) return print_hex(sb, "0xR", lo & 0xffff, 4);
  if (t->kind == TK_F80) {
    print_hex(sb, "0xK", hi & 0xffff, 4);
    return print_hex(sb, "", lo, 16);
  }
  if (t->kind == TK_F128) {
    print_hex(sb, "0xL", lo, 16);
    return print_hex(sb, "", hi, 16);
  }
  double d;
  if (t->kind == TK_F32) {
    float f;
    uint32_t b = (uint32_t)lo;
    memcpy(&f, &b, sizeof f);
    d = f;
  } else {
    memcpy(&d, &lo, sizeof d);
  }
  if (!isinf(d) && !isnan(d)) {
    char buf[64];
    snprintf(buf, sizeof buf, "%.5e", d);
    if (strtod(buf, NULL) == d) {
      /* six significant digits, then LLVM's padding zero */
      char *e = strchr(buf, 'e');
      sb_append(sb, buf, (size_t)(e - buf));
      sb_putc(sb, '0');
      sb_puts(sb, e);
      return;
    }
  }
  uint64_t bits;
  memcpy(&bits, &d, sizeof bits);
  print_hex(sb, "0x", bits, 16);
}

static bool is_i8_array(const Type *t) {
  return llvm_type_is(t, "array") && type_is_integer(llvm_array_elem(t)) &&
         type_int_width(llvm_array_elem(t)) == 8;
}

static void print_typed(LxModule *m, StrBuf *sb, const LxVal *v) {
  lx_print_type(m, sb, v->type);
  sb_putc(sb, ' ');
  lc_print(m, sb, v);
}

static void print_int(StrBuf *sb, const Type *t, uint64_t lo, uint64_t hi) {
  unsigned w = type_int_width(t);
  if (w == 1) {
    sb_puts(sb, lo ? "true" : "false");
    return;
  }
  if (w <= 64) {
    int64_t s = w == 64 ? (int64_t)lo : ((lo >> (w - 1)) & 1) ? (int64_t)(lo | (~UINT64_C(0) << w)) : (int64_t)lo;
    sb_put_i64(sb, s);
    return;
  }
  /* Wider: signed decimal of the 128-bit two's complement value. */
  bool neg = w >= 128 ? (hi >> 63) : ((hi >> (w - 65)) & 1);
  unsigned __int128 x = ((unsigned __int128)hi << 64) | lo;
  if (neg) {
    if (w < 128) x |= ~(unsigned __int128)0 << w;
    x = ~x + 1;
  }
  char buf[48];
  int n = 0;
  do {
    buf[n++] = (char)('0' + (int)(x % 10));
    x /= 10;
  } while (x);
  if (neg) sb_putc(sb, '-');
  while (n) sb_putc(sb, buf[--n]);
}

void lc_print(LxModule *m, StrBuf *sb, const LxVal *v) {
  switch (v->ckind) {
  case LC_INT: print_int(sb, v->type, v->bits[0], v->bits[1]); return;
  case LC_FLOAT: print_float(sb, v->type, v->bits[0], v->bits[1]); return;
  case LC_UNDEF: sb_puts(sb, "undef"); return;
  case LC_POISON: sb_puts(sb, "poison"); return;
  case LC_ZERO:
    if (type_is_integer(v->type)) sb_puts(sb, type_int_width(v->type) == 1 ? "false" : "0");
    else if (type_is_float(v->type)) print_float(sb, v->type, 0, 0);
    else if (llvm_type_is(v->type, "ptr")) sb_puts(sb, "null");
    else if (llvm_type_is(v->type, "token")) sb_puts(sb, "none");
    else sb_puts(sb, "zeroinitializer");
    return;
  case LC_GLOBAL: lx_print_global_name(sb, v->text, v->len); return;
  case LC_CAST:
    sb_printf(sb, "%s (", v->text);
    if (v->nelems == 2) { /* a binary expression */
      print_typed(m, sb, v->elems[0]);
      sb_puts(sb, ", ");
      print_typed(m, sb, v->elems[1]);
      sb_putc(sb, ')');
      return;
    }
    print_typed(m, sb, v->elems[0]);
    sb_puts(sb, " to ");
    lx_print_type(m, sb, v->type);
    sb_putc(sb, ')');
    return;
  case LC_GEP:
    sb_puts(sb, "getelementptr ");
    if (v->flags & LX_GEP_INBOUNDS) sb_puts(sb, "inbounds ");
    if (v->flags & LX_GEP_NUW) sb_puts(sb, "nuw ");
    sb_puts(sb, "(i8, ");
    print_typed(m, sb, v->elems[0]);
    sb_printf(sb, ", i64 %lld)", (long long)v->bits[0]);
    return;
  default: break;
  }
  /* LC_AGG */
  const Type *t = v->type;
  if (is_i8_array(t)) {
    bool all_int = true;
    for (unsigned i = 0; i < v->nelems && all_int; i++) all_int = v->elems[i]->ckind == LC_INT || v->elems[i]->ckind == LC_ZERO;
    if (all_int) {
      sb_puts(sb, "c\"");
      for (unsigned i = 0; i < v->nelems; i++) {
        unsigned c = v->elems[i]->ckind == LC_INT ? (unsigned)v->elems[i]->bits[0] : 0;
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') sb_putc(sb, (char)c);
        else sb_printf(sb, "\\%02X", c);
      }
      sb_putc(sb, '"');
      return;
    }
  }
  if (t->kind == TK_VECTOR) {
    bool splat = v->nelems > 0 && (v->elems[0]->ckind == LC_INT || v->elems[0]->ckind == LC_FLOAT ||
                                   v->elems[0]->ckind == LC_ZERO);
    for (unsigned i = 1; i < v->nelems && splat; i++)
      splat = v->elems[i]->ckind == v->elems[0]->ckind && v->elems[i]->bits[0] == v->elems[0]->bits[0] &&
              v->elems[i]->bits[1] == v->elems[0]->bits[0 + 1];
    if (splat) {
      sb_puts(sb, "splat (");
      print_typed(m, sb, v->elems[0]);
      sb_putc(sb, ')');
      return;
    }
  }
  bool st = llvm_type_is(t, "struct"), packed = st && llvm_struct_is_packed(t);
  sb_puts(sb, st ? (packed ? "<{ " : "{ ") : t->kind == TK_VECTOR ? "<" : "[");
  for (unsigned i = 0; i < v->nelems; i++) {
    if (i) sb_puts(sb, ", ");
    print_typed(m, sb, v->elems[i]);
  }
  sb_puts(sb, st ? (packed ? " }>" : " }") : t->kind == TK_VECTOR ? ">" : "]");
}
