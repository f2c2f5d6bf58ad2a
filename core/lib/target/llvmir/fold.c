/* fold.c: what upstream's IRBuilder (a data-layout aware TargetFolder)
 * folds when every operand of an instruction is a constant: integer and
 * f32/f64 arithmetic, comparisons, casts, selects, aggregates, and address
 * arithmetic on globals and null, which it keeps in the canonical
 * `getelementptr (i8, ptr @g, i64 offset)` form. NULL means LLVM emits the
 * instruction. Integers wider than 64 bits are left to the instruction. */
#include "llvmir.h"

#include <math.h>

static bool is_c(const LxVal *v, unsigned ck) { return v && v->kind == LX_CONST && v->ckind == ck; }

/* An integer constant's value (LC_INT or LC_ZERO) of width <= 64. */
static bool int_of(const LxVal *v, uint64_t *out) {
  if (!v || v->kind != LX_CONST || !type_is_integer(v->type) || type_int_width(v->type) > 64) return false;
  if (v->ckind == LC_ZERO) return *out = 0, true;
  if (v->ckind != LC_INT) return false;
  *out = v->bits[0];
  return true;
}

static int64_t sext(uint64_t v, unsigned w) {
  if (w >= 64) return (int64_t)v;
  return ((v >> (w - 1)) & 1) ? (int64_t)(v | (~UINT64_C(0) << w)) : (int64_t)v;
}

static uint64_t mask(unsigned w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1; }

/* A float constant of f32/f64 as a double. */
static bool float_of(const LxVal *v, double *out) {
  if (!v || v->kind != LX_CONST || (v->ckind != LC_FLOAT && v->ckind != LC_ZERO)) return false;
  if (v->type->kind == TK_F64) {
    uint64_t b = v->ckind == LC_ZERO ? 0 : v->bits[0];
    memcpy(out, &b, sizeof *out);
    return true;
  }
  if (v->type->kind == TK_F32) {
    uint32_t b = v->ckind == LC_ZERO ? 0 : (uint32_t)v->bits[0];
    float f;
    memcpy(&f, &b, sizeof f);
    *out = f;
    return true;
  }
  uint32_t h = v->ckind == LC_ZERO ? 0 : (uint32_t)(v->bits[0] & 0xffff);
  if (v->type->kind == TK_BF16) {
    uint32_t b = h << 16;
    float f;
    memcpy(&f, &b, sizeof f);
    *out = f;
    return true;
  }
  if (v->type->kind == TK_F16) { /* exact: every half is a double */
    int e = (int)((h >> 10) & 0x1f);
    double mant = (double)(h & 0x3ff);
    double d = e == 0 ? ldexp(mant, -24) : e == 31 ? (mant ? NAN : INFINITY) : ldexp(mant + 1024, e - 25);
    *out = (h & 0x8000) ? -d : d;
    return true;
  }
  return false;
}

static LxVal *make_float(LxModule *m, const Type *t, double d) {
  if (t->kind == TK_F64) {
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return lc_float(m, t, b, 0);
  }
  float f = (float)d;
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return lc_float(m, t, b, 0);
}

static LxVal *bin_expr(LxModule *m, const char *opcode, LxVal *a, LxVal *b) {
  LxVal *v = lc_cast_expr(m, opcode, a, a->type);
  if (!v) return NULL;
  v->ckind = LC_CAST;
  LxVal **e = lx_alloc(m, 2 * sizeof *e);
  if (!e) return NULL;
  e[0] = a, e[1] = b;
  v->elems = e;
  v->nelems = 2;
  return v;
}

static LxVal *fold_float(LxModule *m, const char *op, LxVal *a, LxVal *b) {
  double x, y, r;
  if (!float_of(a, &x) || !float_of(b, &y)) return NULL;
  bool f32 = a->type->kind == TK_F32;
  if (strcmp(op, "fadd") == 0) r = f32 ? (double)((float)x + (float)y) : x + y;
  else if (strcmp(op, "fsub") == 0) r = f32 ? (double)((float)x - (float)y) : x - y;
  else if (strcmp(op, "fmul") == 0) r = f32 ? (double)((float)x * (float)y) : x * y;
  else if (strcmp(op, "fdiv") == 0) r = f32 ? (double)((float)x / (float)y) : x / y;
  else if (strcmp(op, "frem") == 0) r = f32 ? (double)fmodf((float)x, (float)y) : fmod(x, y);
  else return NULL;
  if (isnan(r)) return NULL; /* LLVM's NaN payloads are its own */
  return make_float(m, a->type, r);
}

LxVal *lx_fold_binary(LxModule *m, const char *op, LxVal *a, LxVal *b) {
  if (a->kind != LX_CONST || b->kind != LX_CONST) return NULL;
  if (op[0] == 'f') return fold_float(m, op, a, b);
  const Type *t = a->type;
  if (!type_is_integer(t)) return NULL;
  if (is_c(a, LC_POISON) || is_c(b, LC_POISON)) return lc_simple(m, t, LC_POISON);
  bool div = strstr(op, "div") || strstr(op, "rem");
  if (is_c(a, LC_UNDEF) || is_c(b, LC_UNDEF)) {
    if (div && is_c(b, LC_UNDEF)) return lc_simple(m, t, LC_POISON);
    if (!strcmp(op, "add") || !strcmp(op, "sub") || !strcmp(op, "xor")) return lc_simple(m, t, LC_UNDEF);
    return NULL;
  }
  uint64_t x, y;
  if (!int_of(a, &x) || !int_of(b, &y)) {
    if (!strcmp(op, "add") || !strcmp(op, "sub") || !strcmp(op, "xor")) {
      if (int_of(b, &y) && y == 0) return a;
      return bin_expr(m, op, a, b);
    }
    return NULL;
  }
  unsigned w = type_int_width(t);
  int64_t sx = sext(x, w), sy = sext(y, w);
  uint64_t r;
  if (!strcmp(op, "add")) r = x + y;
  else if (!strcmp(op, "sub")) r = x - y;
  else if (!strcmp(op, "mul")) r = x * y;
  else if (!strcmp(op, "and")) r = x & y;
  else if (!strcmp(op, "or")) r = x | y;
  else if (!strcmp(op, "xor")) r = x ^ y;
  else if (div) {
    if (y == 0) return lc_simple(m, t, LC_POISON);
    bool is_signed = op[0] == 's';
    if (is_signed && sy == -1 && x == (UINT64_C(1) << (w - 1))) return lc_simple(m, t, LC_POISON);
    if (!strcmp(op, "udiv")) r = x / y;
    else if (!strcmp(op, "urem")) r = x % y;
    else if (!strcmp(op, "sdiv")) r = sy == -1 ? (uint64_t)0 - x : (uint64_t)(sx / sy);
    else r = sy == -1 ? 0 : (uint64_t)(sx % sy);
  } else if (!strcmp(op, "shl") || !strcmp(op, "lshr") || !strcmp(op, "ashr")) {
    if (y >= w) return lc_simple(m, t, LC_POISON);
    if (op[0] == 's') r = x << y;
    else if (op[0] == 'l') r = x >> y;
    else r = (uint64_t)(sx >> y);
  } else {
    return NULL;
  }
  return lc_int(m, t, r & mask(w), 0);
}

LxVal *lx_fold_icmp(LxModule *m, unsigned pred, LxVal *a, LxVal *b) {
  uint64_t x, y;
  if (!int_of(a, &x) || !int_of(b, &y)) return NULL;
  unsigned w = type_int_width(a->type);
  int64_t sx = sext(x, w), sy = sext(y, w);
  bool r;
  switch (pred) {
  case 0: r = x == y; break;
  case 1: r = x != y; break;
  case 2: r = sx < sy; break;
  case 3: r = sx <= sy; break;
  case 4: r = sx > sy; break;
  case 5: r = sx >= sy; break;
  case 6: r = x < y; break;
  case 7: r = x <= y; break;
  case 8: r = x > y; break;
  case 9: r = x >= y; break;
  default: return NULL;
  }
  return lc_int(m, m->ctx->t_i1, r, 0);
}

LxVal *lx_fold_fcmp(LxModule *m, unsigned pred, LxVal *a, LxVal *b) {
  double x, y;
  if (!float_of(a, &x) || !float_of(b, &y)) return NULL;
  bool uno = isnan(x) || isnan(y);
  bool lt = !uno && x < y, gt = !uno && x > y, eq = !uno && x == y;
  /* predicates 0..15: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true */
  bool ordered[8] = {false, eq, gt, gt || eq, lt, lt || eq, lt || gt, !uno};
  bool r = pred < 8 ? ordered[pred] : pred == 14 ? uno : pred == 15 ? true : (uno || ordered[pred - 7]);
  return lc_int(m, m->ctx->t_i1, r, 0);
}

LxVal *lx_fold_cast(LxModule *m, const char *op, LxVal *v, const Type *to) {
  if (v->kind != LX_CONST) return NULL;
  if (v->ckind == LC_POISON || v->ckind == LC_UNDEF) {
    if (v->ckind == LC_UNDEF && (!strcmp(op, "zext") || !strcmp(op, "sext"))) return lc_simple(m, to, LC_ZERO);
    return lc_simple(m, to, v->ckind);
  }
  if (v->type == to && !strcmp(op, "bitcast")) return v;
  if (lc_is_null(v) && strcmp(op, "addrspacecast") != 0 && !lx_is_aggregate(to) && strcmp(op, "fptoui") &&
      strcmp(op, "fptosi") && strcmp(op, "uitofp") && strcmp(op, "sitofp") && strcmp(op, "fpext") &&
      strcmp(op, "fptrunc"))
    return lc_simple(m, to, LC_ZERO);
  if (!strcmp(op, "ptrtoint")) {
    if (v->ckind == LC_GEP && lc_is_null(v->elems[0]) && type_int_width(to) <= 64)
      return lc_int(m, to, v->bits[0], 0);
    if (v->ckind == LC_GLOBAL || v->ckind == LC_GEP) return lc_cast_expr(m, op, v, to);
    return NULL;
  }
  if (!strcmp(op, "addrspacecast") && (v->ckind == LC_GLOBAL || v->ckind == LC_ZERO || v->ckind == LC_GEP || v->ckind == LC_CAST))
    return lc_cast_expr(m, op, v, to);
  if (!strcmp(op, "inttoptr")) {
    /* inttoptr (ptrtoint P) is P when the integer holds a whole pointer
     * (64 bits in the default layout) of the same type: the cast pair
     * LLVM eliminates */
    if (v->ckind == LC_CAST && !strcmp(v->text, "ptrtoint") && v->nelems == 1 && v->elems[0]->type == to &&
        type_int_width(v->type) >= 64)
      return v->elems[0];
    if (v->ckind == LC_INT || v->ckind == LC_CAST) return lc_cast_expr(m, op, v, to);
    return NULL;
  }
  uint64_t x;
  double d;
  if (type_is_integer(to) && int_of(v, &x) && type_int_width(to) <= 64) {
    unsigned fw = type_int_width(v->type);
    if (!strcmp(op, "trunc") || !strcmp(op, "zext")) return lc_int(m, to, x, 0);
    if (!strcmp(op, "sext")) return lc_int(m, to, (uint64_t)sext(x, fw), 0);
    return NULL;
  }
  if (type_is_float(to) && (to->kind == TK_F32 || to->kind == TK_F64) && int_of(v, &x)) {
    unsigned fw = type_int_width(v->type);
    if (!strcmp(op, "sitofp")) return make_float(m, to, (double)sext(x, fw));
    if (!strcmp(op, "uitofp")) return make_float(m, to, (double)x);
    return NULL;
  }
  if (float_of(v, &d)) {
    /* only to f32/f64 (a narrowing to f16 would need LLVM's rounding) */
    if ((!strcmp(op, "fpext") || !strcmp(op, "fptrunc")) && (to->kind == TK_F32 || to->kind == TK_F64))
      return isnan(d) ? NULL : make_float(m, to, d);
    if ((!strcmp(op, "fptosi") || !strcmp(op, "fptoui")) && type_is_integer(to) && type_int_width(to) <= 64) {
      unsigned w = type_int_width(to);
      double t = trunc(d);
      if (isnan(d)) return lc_simple(m, to, LC_POISON);
      if (op[4] == 's') {
        double lo = -ldexp(1.0, (int)w - 1), hi = ldexp(1.0, (int)w - 1);
        if (t < lo || t >= hi) return lc_simple(m, to, LC_POISON);
        return lc_int(m, to, (uint64_t)(int64_t)t, 0);
      }
      if (t < 0 || t >= ldexp(1.0, (int)w)) return lc_simple(m, to, LC_POISON);
      return lc_int(m, to, (uint64_t)t, 0);
    }
  }
  return NULL;
}

LxVal *lx_fold_select(LxModule *m, LxVal *c, LxVal *a, LxVal *b) {
  uint64_t x;
  if (a->kind != LX_CONST || b->kind != LX_CONST) return NULL;
  if (is_c(c, LC_POISON)) return lc_simple(m, a->type, LC_POISON);
  if (!int_of(c, &x)) return NULL;
  return x ? a : b;
}

/* The byte offset of constant GEP indices over `elem`. */
static bool gep_offset(const Type *elem, LxVal **idx, unsigned n, int64_t *out) {
  int64_t off = 0;
  const Type *t = elem;
  for (unsigned i = 0; i < n; i++) {
    uint64_t x;
    if (!int_of(idx[i], &x)) return false;
    int64_t s = sext(x, type_int_width(idx[i]->type));
    if (i == 0) {
      off += s * (int64_t)lx_alloc_size(t);
      continue;
    }
    if (llvm_type_is(t, "struct")) {
      if (s < 0 || (unsigned)s >= llvm_struct_num_elems(t)) return false;
      uint64_t fo = 0;
      bool packed = llvm_struct_is_packed(t);
      for (unsigned f = 0; f <= (unsigned)s; f++) {
        const Type *e = llvm_struct_elem(t, f);
        uint64_t a = packed ? 1 : lx_abi_align(e);
        fo = (fo + a - 1) / a * a;
        if (f < (unsigned)s) fo += lx_alloc_size(e);
      }
      off += (int64_t)fo;
      t = llvm_struct_elem(t, (unsigned)s);
    } else if (llvm_type_is(t, "array") || t->kind == TK_VECTOR) {
      t = lx_elem_type(t, 0);
      off += s * (int64_t)lx_alloc_size(t);
    } else {
      return false;
    }
  }
  *out = off;
  return true;
}

/* The size of the global variable a constant names (0 for a function or
 * an alias): a folded offset within it up to one past its end makes the
 * GEP inbounds, as LLVM infers. */
static uint64_t global_size(LxModule *m, const LxVal *g) {
  Block *body = m->module->regions[0].first;
  for (Operation *op = body ? body->first : NULL; op; op = op->next) {
    if (!op_is(op, "llvm.mlir.global")) continue;
    const Ident *name = symbol_name(op);
    if (!name || name->len != g->len || memcmp(name->str, g->text, g->len)) continue;
    const Attr *ta = op_get_attr(op, "global_type", 11);
    return ta && ta->kind == AK_TYPE ? lx_alloc_size(WORD_PTR(const Type, ta->p[0])) : 0;
  }
  return 0;
}

LxVal *lx_fold_gep(LxModule *m, const Type *elem, LxVal *base, LxVal **idx, unsigned n, unsigned flags) {
  if (base->kind != LX_CONST || (base->ckind != LC_GLOBAL && !lc_is_null(base) && base->ckind != LC_GEP))
    return NULL;
  int64_t off;
  if (!gep_offset(elem, idx, n, &off)) return NULL;
  if (base->ckind == LC_GEP) {
    off += (int64_t)base->bits[0];
    base = base->elems[0];
  }
  if (off == 0) return base;
  LxVal *v = lc_cast_expr(m, "getelementptr", base, base->type);
  if (!v) return NULL;
  v->ckind = LC_GEP;
  v->bits[0] = (uint64_t)off;
  bool inbounds = (flags & LX_GEP_INBOUNDS) ||
                  (base->ckind == LC_GLOBAL && (uint64_t)off <= global_size(m, base));
  v->flags = base->ckind == LC_GLOBAL && off >= 0 && inbounds ? LX_GEP_INBOUNDS | LX_GEP_NUW : (flags & LX_GEP_NUW);
  return v;
}

LxVal *lx_fold_extractvalue(LxModule *m, LxVal *agg, const int64_t *pos, unsigned n) {
  LxVal *v = agg;
  for (unsigned i = 0; i < n && v; i++) v = lc_element(m, v, (unsigned)pos[i]);
  return v;
}

LxVal *lx_fold_insertvalue(LxModule *m, LxVal *agg, LxVal *val, const int64_t *pos, unsigned n) {
  if (agg->kind != LX_CONST || val->kind != LX_CONST) return NULL;
  if (n == 0) return val;
  unsigned count = lx_num_elems(agg->type);
  if ((uint64_t)pos[0] >= count) return NULL;
  LxVal **elems = lx_alloc(m, (count ? count : 1) * sizeof *elems);
  if (!elems) return NULL;
  for (unsigned i = 0; i < count; i++)
    if (!(elems[i] = lc_element(m, agg, i))) return NULL;
  LxVal *inner = lx_fold_insertvalue(m, elems[pos[0]], val, pos + 1, n - 1);
  if (!inner) return NULL;
  elems[pos[0]] = inner;
  return lc_agg(m, agg->type, elems, count);
}
