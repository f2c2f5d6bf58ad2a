/* runtime.c: the functions of upstream's runner-utils libraries
 * (libmlir_c_runner_utils, libmlir_runner_utils) that a program declares
 * and calls by name: printI64, printF32, printNewline, printMemrefF32 and
 * friends, verifyMemRef*, rtclock... They print byte for byte what
 * upstream's runtime prints (printf's %g, std::ostream for memrefs, an
 * int8 element as a character) and read memory through the same checks as
 * loads. */
#include "exec.h"
#include "apint.h"
#include "softfloat.h"
#include "../dialects/llvm/llvm.h"

#include <math.h>
#include <stdio.h>
#include <time.h>

enum ElemKind { EK_F32, EK_F64, EK_F16, EK_BF16, EK_I8, EK_I16, EK_I32, EK_I64, EK_IND, EK_C32, EK_C64 };

static const uint32_t ELEM_BYTES[] = {4, 8, 2, 2, 1, 2, 4, 8, 8, 8, 16};

static double half_to_double(uint16_t h, bool bf16) {
  if (bf16) {
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  unsigned e = h >> 10 & 0x1f, m = h & 0x3ff;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m | 0x400, (int)e - 25);
  return h >> 15 ? -v : v;
}

/* std::ostream's default float format: printf's %g (precision 6). */
static void put_g(StrBuf *sb, double d) { sb_printf(sb, "%g", d); }

static void put_elem(StrBuf *sb, int kind, const uint8_t *p) {
  int64_t v = 0;
  switch (kind) {
  case EK_F32: {
    float f;
    memcpy(&f, p, 4);
    put_g(sb, f);
    return;
  }
  case EK_F64: {
    double d;
    memcpy(&d, p, 8);
    put_g(sb, d);
    return;
  }
  case EK_F16:
  case EK_BF16: {
    uint16_t h;
    memcpy(&h, p, 2);
    put_g(sb, half_to_double(h, kind == EK_BF16));
    return;
  }
  case EK_I8: sb_putc(sb, (char)p[0]); return; /* an int8_t prints as a character */
  case EK_I16: {
    int16_t x;
    memcpy(&x, p, 2);
    v = x;
    break;
  }
  case EK_I32: {
    int32_t x;
    memcpy(&x, p, 4);
    v = x;
    break;
  }
  case EK_I64: memcpy(&v, p, 8); break;
  case EK_IND: {
    uint64_t u;
    memcpy(&u, p, 8);
    sb_put_u64(sb, u);
    return;
  }
  case EK_C32: {
    float re, im;
    memcpy(&re, p, 4);
    memcpy(&im, p + 4, 4);
    sb_putc(sb, '(');
    put_g(sb, re);
    sb_putc(sb, ',');
    put_g(sb, im);
    sb_putc(sb, ')');
    return;
  }
  default: {
    double re, im;
    memcpy(&re, p, 8);
    memcpy(&im, p + 8, 8);
    sb_putc(sb, '(');
    put_g(sb, re);
    sb_putc(sb, ',');
    put_g(sb, im);
    sb_putc(sb, ')');
    return;
  }
  }
  sb_put_i64(sb, v);
}

/* ---- printing memrefs ----------------------------------------------------------------------- */

typedef struct MemPrint {
  Interp *in;
  const Inst *at;
  const MemRef *m;
  int kind;
  StrBuf *out;
  bool ok;
} MemPrint;

static void space(StrBuf *sb, int64_t n) {
  for (int64_t k = 0; k < n; k++) sb_putc(sb, ' ');
}

static void print_data(MemPrint *p, int64_t dim, int64_t offset, const int64_t *sizes, const int64_t *strides);

static void print_elem_at(MemPrint *p, int64_t offset) {
  if (!p->ok) return;
  uint32_t n = ELEM_BYTES[p->kind];
  int64_t off = p->m->base + offset * (int64_t)n;
  if (!mem_check(p->in, p->at, p->m->alloc, off, n, false)) {
    p->ok = false;
    return;
  }
  put_elem(p->out, p->kind, p->m->alloc->data + off);
}

/* Upstream's MemRefDataPrinter, line for line (rank bounds the depth). */
static void print_data(MemPrint *p, int64_t dim, int64_t offset, const int64_t *sizes, const int64_t *strides) {
  StrBuf *os = p->out;
  int64_t rank = p->m->rank;
  if (dim == 0) {
    print_elem_at(p, offset);
    return;
  }
  sb_putc(os, '[');
  print_data(p, dim - 1, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    sb_putc(os, ']');
    return;
  }
  sb_puts(os, ", ");
  if (dim > 1) sb_putc(os, '\n');
  for (int64_t k = 1; k + 1 < sizes[0]; k++) {
    space(os, rank - dim + 1);
    print_data(p, dim - 1, offset + k * strides[0], sizes + 1, strides + 1);
    sb_puts(os, ", ");
    if (dim > 1) sb_putc(os, '\n');
  }
  space(os, rank - dim + 1);
  print_data(p, dim - 1, offset + (sizes[0] - 1) * strides[0], sizes + 1, strides + 1);
  sb_putc(os, ']');
}

static void print_meta(StrBuf *sb, const MemRef *m) {
  uintptr_t addr = m->alloc && m->alloc->data ? (uintptr_t)m->alloc->data + (uintptr_t)m->base : 0;
  if (addr) sb_printf(sb, "base@ = %#llx", (unsigned long long)addr);
  else sb_puts(sb, "base@ = 0");
  sb_printf(sb, " rank = %u offset = %lld sizes = [", m->rank, (long long)m->offset);
  for (unsigned k = 0; k < m->rank; k++) sb_printf(sb, k ? ", %lld" : "%lld", (long long)m->sizes[k]);
  sb_puts(sb, "] strides = [");
  for (unsigned k = 0; k < m->rank; k++) sb_printf(sb, k ? ", %lld" : "%lld", (long long)m->strides[k]);
  sb_putc(sb, ']');
}

static void memref_done(Interp *in, MemRef *m) {
  if (!m) return;
  Val v = val_obj(&m->h);
  val_drop(in, &v);
}

/* Argument k as a memref descriptor, a reference the caller releases
 * (memref_done): a memref value, or after lowering to the llvm dialect a
 * pointer to an unranked descriptor (the C interface) or the rank and
 * descriptor pointer of one (the function itself). Elements of `esize`
 * bytes. NULL after a diagnostic. */
static MemRef *memref_arg(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs, unsigned k,
                          uint32_t esize) {
  Val *v = k < nargs ? &f->slots[args[k]] : NULL;
  if (v && v->tag == VT_OBJ && v->obj->kind == OBJ_MEMREF) {
    v->obj->rc++;
    return val_memref(v);
  }
  if (v && val_is_array(v)) {
    /* A tensor (a program not yet bufferized): its elements in a copy on
     * the caller's stack, as bufferization would have placed them. */
    const Array *a = val_array(v);
    MemRef *m = a->rank <= EXEC_MAX_RANK ? memref_alloc(in, i, a->elem, a->rank, a->dims, 64, ALLOC_STACK) : NULL;
    if (!m) {
      if (a->rank > EXEC_MAX_RANK) exec_fail(in, i, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
      return NULL;
    }
    int64_t idx[EXEC_MAX_RANK] = {0};
    for (int64_t e = 0; e < a->n; e++) {
      Val x;
      bool ok = arr_get(in, a, e, &x);
      if (!ok) exec_oom(in, i);
      ok = ok && memref_store(in, i, m, idx, &x);
      if (ok) val_drop(in, &x);
      if (!ok) {
        memref_done(in, m);
        return NULL;
      }
      for (unsigned d = a->rank; d-- > 0;) {
        if (++idx[d] < a->dims[d]) break;
        idx[d] = 0;
      }
    }
    return m;
  }
  const Type *t = v ? opnd_type(i, (unsigned)(args - i->ops) + k) : NULL;
  if (v && v->tag == VT_BITS && llvm_type_is(t, "ptr")) return llvm_memref_from_unranked_ptr(in, i, v, esize);
  if (v && v->tag == VT_BITS && nargs == k + 2 && type_is_integer(t) &&
      llvm_type_is(opnd_type(i, (unsigned)(args - i->ops) + k + 1), "ptr"))
    return llvm_memref_from_unranked(in, i, (int64_t)v->w[0], &f->slots[args[k + 1]], esize);
  exec_poison_ub(in, i, "passed to the runtime as a memref");
  return NULL;
}


static int print_memref(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs, int kind,
                        const char *prefix) {
  MemRef *m = memref_arg(in, f, i, args, nargs, 0, ELEM_BYTES[kind]);
  if (!m) return EX_FAIL;
  StrBuf sb;
  sb_init(&sb, in->alloc);
  sb_puts(&sb, prefix);
  print_meta(&sb, m);
  sb_puts(&sb, " data = \n");
  exec_out(in, EXEC_STDOUT, sb.data, sb.len);
  exec_out(in, EXEC_FLUSH, NULL, 0);
  sb_clear(&sb);
  MemPrint p = {in, i, m, kind, &sb, true};
  if (m->rank == 0) sb_putc(&sb, '[');
  print_data(&p, m->rank, m->offset, m->sizes, m->strides);
  if (m->rank == 0) sb_putc(&sb, ']');
  sb_putc(&sb, '\n');
  if (p.ok) {
    exec_out(in, EXEC_STDOUT, sb.data, sb.len);
    exec_out(in, EXEC_FLUSH, NULL, 0);
  }
  sb_free(&sb);
  memref_done(in, m);
  return p.ok ? EX_NEXT : EX_FAIL;
}

static int print_shape(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  MemRef *m = memref_arg(in, f, i, args, nargs, 0, 1);
  if (!m) return EX_FAIL;
  StrBuf sb;
  sb_init(&sb, in->alloc);
  sb_puts(&sb, "Unranked Memref ");
  print_meta(&sb, m);
  sb_putc(&sb, '\n');
  exec_out(in, EXEC_STDOUT, sb.data, sb.len);
  sb_free(&sb);
  memref_done(in, m);
  return EX_NEXT;
}

/* ---- scalars -------------------------------------------------------------------------------- */

static Val *scalar_arg(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs, unsigned k) {
  Val *v = k < nargs ? &f->slots[args[k]] : NULL;
  if (!v || v->tag != VT_BITS) {
    exec_poison_ub(in, i, "passed to the runtime");
    return NULL;
  }
  return v;
}

/* The type of argument k: `args` points into the call's operand slots. */
static const Type *arg_type(const Inst *i, const uint32_t *args, unsigned k) {
  return opnd_type(i, (unsigned)(args - i->ops) + k);
}

static int rt_print_i64(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  Val *v = scalar_arg(in, f, i, args, nargs, 0);
  if (!v) return EX_FAIL;
  exec_printf(in, EXEC_STDOUT, "%lld", (long long)val_sext64(v, exec_int_width(arg_type(i, args, 0))));
  return EX_NEXT;
}

static int rt_print_u64(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  Val *v = scalar_arg(in, f, i, args, nargs, 0);
  if (!v) return EX_FAIL;
  unsigned w = exec_int_width(arg_type(i, args, 0));
  exec_printf(in, EXEC_STDOUT, "%llu", (unsigned long long)(v->w[0] & mask_bits(w)));
  return EX_NEXT;
}

static int rt_print_float(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  Val *v = scalar_arg(in, f, i, args, nargs, 0);
  if (!v) return EX_FAIL;
  const Type *t = arg_type(i, args, 0);
  double d = type_is_float(t) ? sf_to_double(float_semantics(t), v->w) : 0;
  exec_printf(in, EXEC_STDOUT, "%g", d);
  return EX_NEXT;
}

/* printF16 and printBF16 take the bits as an i16 and print the value as
 * printF32 prints (upstream converts to float for the stream). */
static int print_half(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs, unsigned kind) {
  Val *v = scalar_arg(in, f, i, args, nargs, 0);
  if (!v) return EX_FAIL;
  uint64_t bits[2] = {v->w[0] & 0xffff, 0};
  exec_printf(in, EXEC_STDOUT, "%g", sf_to_double(float_semantics(type_simple(in->ctx, kind)), bits));
  return EX_NEXT;
}
static int rt_print_f16(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) {
  return print_half(in, f, i, a, n, TK_F16);
}
static int rt_print_bf16(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) {
  return print_half(in, f, i, a, n, TK_BF16);
}

static int rt_text(Interp *in, const char *s) {
  exec_out(in, EXEC_STDOUT, s, strlen(s));
  return EX_NEXT;
}
static int rt_print_open(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) { return rt_text(in, "( "); }
static int rt_print_close(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) { return rt_text(in, " )"); }
static int rt_print_comma(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) { return rt_text(in, ", "); }
static int rt_print_newline(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) { return rt_text(in, "\n"); }

static int rt_print_flops(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  Val *v = scalar_arg(in, f, i, args, nargs, 0);
  if (!v) return EX_FAIL;
  double d;
  memcpy(&d, &v->w[0], 8);
  exec_printf(in, EXEC_STDERR, "%lf GFLOPS\n", d / 1.0E9);
  return EX_NEXT;
}

static int rt_rtclock(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  double d = (double)ts.tv_sec + (double)(ts.tv_nsec / 1000) * 1.0e-6;
  uint64_t bits;
  memcpy(&bits, &d, 8);
  if (i->nres) set_res(in, f, i, 0, val_bits(bits, 0));
  return EX_NEXT;
}

static int rt_nano_time(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  if (i->nres) set_res(in, f, i, 0, val_bits((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec, 0));
  return EX_NEXT;
}

/* memrefCopy(elemSize, src, dst) over unranked descriptors. */
static int rt_memref_copy(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  Val *es = nargs ? scalar_arg(in, f, i, args, nargs, 0) : NULL;
  if (!es) return EX_FAIL;
  uint32_t esize = (uint32_t)es->w[0];
  MemRef *src = memref_arg(in, f, i, args, nargs, 1, esize);
  MemRef *dst = src ? memref_arg(in, f, i, args, nargs, 2, esize) : NULL;
  bool ok = dst && exec_memref_copy(in, i, src, dst);
  memref_done(in, src);
  memref_done(in, dst);
  return ok ? EX_NEXT : EX_FAIL;
}

/* ---- verifyMemRef ------------------------------------------------------------------------------ */

static bool elems_equal(int kind, const uint8_t *a, const uint8_t *b) {
  if (kind == EK_F32 || kind == EK_F64) {
    double x, y;
    if (kind == EK_F32) {
      float fx, fy;
      memcpy(&fx, a, 4);
      memcpy(&fy, b, 4);
      x = fx;
      y = fy;
    } else {
      memcpy(&x, a, 8);
      memcpy(&y, b, 8);
    }
    if (!isfinite(x) || !isfinite(y)) return false;
    double eps = kind == EK_F32 ? 1e-6 : 1e-12;
    if (kind == EK_F32) return fabsf((float)x - (float)y) <= (float)eps * fabsf((float)y);
    return fabs(x - y) <= eps * fabs(y);
  }
  return memcmp(a, b, ELEM_BYTES[kind]) == 0;
}

static int verify_memref(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs, int kind) {
  MemRef *a = memref_arg(in, f, i, args, nargs, 0, ELEM_BYTES[kind]);
  MemRef *e = a ? memref_arg(in, f, i, args, nargs, 1, ELEM_BYTES[kind]) : NULL;
  if (!e) {
    memref_done(in, a);
    return EX_FAIL;
  }
  StrBuf sb;
  sb_init(&sb, in->alloc);
  int64_t errors = 0, printed = 0;
  for (unsigned k = 0; k < a->rank; k++) {
    if (e->rank != a->rank || a->offset != e->offset || a->sizes[k] != e->sizes[k] || a->strides[k] != e->strides[k]) {
      print_meta(&sb, a);
      print_meta(&sb, e);
      errors = -1;
      break;
    }
  }
  int64_t idx[EXEC_MAX_RANK] = {0}, n = 1;
  for (unsigned k = 0; errors == 0 && k < a->rank; k++) n *= a->sizes[k];
  uint32_t es = ELEM_BYTES[kind];
  for (int64_t c = 0; errors >= 0 && c < n; c++) {
    int64_t off = a->offset;
    for (unsigned k = 0; k < a->rank; k++) off += idx[k] * a->strides[k];
    int64_t ao = a->base + off * es, eo = e->base + off * es;
    if (!mem_check(in, i, a->alloc, ao, es, false) || !mem_check(in, i, e->alloc, eo, es, false)) {
      sb_free(&sb);
      memref_done(in, a);
      memref_done(in, e);
      return EX_FAIL;
    }
    if (!elems_equal(kind, a->alloc->data + ao, e->alloc->data + eo)) {
      if (printed++ < 10) {
        put_elem(&sb, kind, a->alloc->data + ao);
        sb_puts(&sb, " != ");
        put_elem(&sb, kind, e->alloc->data + eo);
        sb_printf(&sb, " offset = %lld\n", (long long)off);
      }
      errors++;
    }
    for (unsigned k = a->rank; k-- > 0;) {
      if (++idx[k] < a->sizes[k]) break;
      idx[k] = 0;
    }
  }
  if (sb.len) exec_out(in, EXEC_STDERR, sb.data, sb.len);
  sb_free(&sb);
  if (i->nres) set_res(in, f, i, 0, val_bits((uint64_t)errors, 0));
  memref_done(in, a);
  memref_done(in, e);
  return EX_NEXT;
}

/* ---- the table ------------------------------------------------------------------------------------ */

#define PRINT_MEMREF(NAME, KIND, PREFIX)                                                            \
  static int NAME(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) {            \
    return print_memref(in, f, i, a, n, KIND, PREFIX);                                              \
  }
PRINT_MEMREF(rt_pm_f32, EK_F32, "Unranked Memref ")
PRINT_MEMREF(rt_pm_f64, EK_F64, "Unranked Memref ")
PRINT_MEMREF(rt_pm_f16, EK_F16, "Unranked Memref ")
PRINT_MEMREF(rt_pm_bf16, EK_BF16, "Unranked Memref ")
PRINT_MEMREF(rt_pm_i8, EK_I8, "Unranked Memref ")
PRINT_MEMREF(rt_pm_i16, EK_I16, "Unranked Memref ")
PRINT_MEMREF(rt_pm_i32, EK_I32, "Unranked Memref ")
PRINT_MEMREF(rt_pm_i64, EK_I64, "Unranked Memref ")
PRINT_MEMREF(rt_pm_ind, EK_IND, "Unranked Memref ")
PRINT_MEMREF(rt_pm_c32, EK_C32, "Unranked Memref ")
PRINT_MEMREF(rt_pm_c64, EK_C64, "Unranked Memref ")
PRINT_MEMREF(rt_pmr_f32, EK_F32, "Memref ")
PRINT_MEMREF(rt_pmr_f64, EK_F64, "Memref ")
PRINT_MEMREF(rt_pmr_i8, EK_I8, "Memref ")
PRINT_MEMREF(rt_pmr_i32, EK_I32, "Memref ")
PRINT_MEMREF(rt_pmr_i64, EK_I64, "Memref ")
PRINT_MEMREF(rt_pmr_ind, EK_IND, "Memref ")
PRINT_MEMREF(rt_pmr_c32, EK_C32, "Memref ")
PRINT_MEMREF(rt_pmr_c64, EK_C64, "Memref ")

#define VERIFY_MEMREF(NAME, KIND)                                                                   \
  static int NAME(Interp *in, Frame *f, const Inst *i, const uint32_t *a, unsigned n) {            \
    return verify_memref(in, f, i, a, n, KIND);                                                     \
  }
VERIFY_MEMREF(rt_vm_f32, EK_F32)
VERIFY_MEMREF(rt_vm_f64, EK_F64)
VERIFY_MEMREF(rt_vm_f16, EK_F16)
VERIFY_MEMREF(rt_vm_bf16, EK_BF16)
VERIFY_MEMREF(rt_vm_i8, EK_I8)
VERIFY_MEMREF(rt_vm_i16, EK_I16)
VERIFY_MEMREF(rt_vm_i32, EK_I32)
VERIFY_MEMREF(rt_vm_i64, EK_I64)
VERIFY_MEMREF(rt_vm_ind, EK_IND)
VERIFY_MEMREF(rt_vm_c32, EK_C32)
VERIFY_MEMREF(rt_vm_c64, EK_C64)

typedef struct RuntimeEntry {
  const char *name;
  RuntimeFn fn;
} RuntimeEntry;

static const RuntimeEntry RUNTIME[] = {
    {"printI64", rt_print_i64},
    {"printU64", rt_print_u64},
    {"printF32", rt_print_float},
    {"printF64", rt_print_float},
    {"printF16", rt_print_f16},
    {"printBF16", rt_print_bf16},
    {"printOpen", rt_print_open},
    {"printClose", rt_print_close},
    {"printComma", rt_print_comma},
    {"printNewline", rt_print_newline},
    {"printFlops", rt_print_flops},
    {"rtclock", rt_rtclock},
    {"nanoTime", rt_nano_time},
    {"memrefCopy", rt_memref_copy},
    {"malloc", rt_malloc},
    {"aligned_alloc", rt_aligned_alloc},
    {"free", rt_free},
    {"printString", rt_print_string},
    {"printMemrefF32", rt_pm_f32},
    {"printMemrefF64", rt_pm_f64},
    {"printMemrefF16", rt_pm_f16},
    {"printMemrefBF16", rt_pm_bf16},
    {"printMemrefI8", rt_pm_i8},
    {"printMemrefI16", rt_pm_i16},
    {"printMemrefI32", rt_pm_i32},
    {"printMemrefI64", rt_pm_i64},
    {"printMemrefInd", rt_pm_ind},
    {"printMemrefC32", rt_pm_c32},
    {"printMemrefC64", rt_pm_c64},
    {"printMemref0dF32", rt_pmr_f32},
    {"printMemref1dF32", rt_pmr_f32},
    {"printMemref2dF32", rt_pmr_f32},
    {"printMemref3dF32", rt_pmr_f32},
    {"printMemref4dF32", rt_pmr_f32},
    {"printMemref1dF64", rt_pmr_f64},
    {"printMemref1dI8", rt_pmr_i8},
    {"printMemref1dI32", rt_pmr_i32},
    {"printMemref1dI64", rt_pmr_i64},
    {"printMemref1dInd", rt_pmr_ind},
    {"printMemref1dC32", rt_pmr_c32},
    {"printMemref1dC64", rt_pmr_c64},
    {"printMemrefShapeI8", print_shape},
    {"printMemrefShapeI32", print_shape},
    {"printMemrefShapeI64", print_shape},
    {"printMemrefShapeF32", print_shape},
    {"printMemrefShapeF64", print_shape},
    {"printMemrefShapeInd", print_shape},
    {"printMemrefShapeC32", print_shape},
    {"printMemrefShapeC64", print_shape},
    {"verifyMemRefF32", rt_vm_f32},
    {"verifyMemRefF64", rt_vm_f64},
    {"verifyMemRefF16", rt_vm_f16},
    {"verifyMemRefBF16", rt_vm_bf16},
    {"verifyMemRefI8", rt_vm_i8},
    {"verifyMemRefI16", rt_vm_i16},
    {"verifyMemRefI32", rt_vm_i32},
    {"verifyMemRefI64", rt_vm_i64},
    {"verifyMemRefInd", rt_vm_ind},
    {"verifyMemRefC32", rt_vm_c32},
    {"verifyMemRefC64", rt_vm_c64},
    {NULL, NULL},
};

RuntimeFn runtime_lookup(const char *name, size_t n) {
  /* The C interface wrapper of a function is the same function. */
  static const char ciface[] = "_mlir_ciface_";
  if (n > sizeof ciface - 1 && memcmp(name, ciface, sizeof ciface - 1) == 0) {
    name += sizeof ciface - 1;
    n -= sizeof ciface - 1;
  }
  for (const RuntimeEntry *e = RUNTIME; e->name; e++)
    if (strlen(e->name) == n && memcmp(e->name, name, n) == 0) return e->fn;
  return NULL;
}

