/* types.c: LLVM's spelling of the LLVM-compatible MLIR types, the
 * alignments and sizes of LLVM's default data layout (which loads, stores
 * and allocas without an explicit alignment get), and the type suffixes of
 * overloaded intrinsic names. */
#include "llvmir.h"

/* The default data layout's integer alignments (bytes), by width:
 * i1 and i8 1, i16 2, i32 4, i64 ABI 4 and preferred 8; a width between
 * two entries takes the next larger one, a wider one the largest. */
static uint64_t int_align(unsigned width, bool pref) {
  if (width <= 8) return 1;
  if (width <= 16) return 2;
  if (width <= 32) return 4;
  return pref ? 8 : 4;
}

static uint64_t pow2_ceil(uint64_t v) {
  uint64_t p = 1;
  while (p < v) p <<= 1;
  return p;
}

bool lx_is_aggregate(const Type *t) {
  return t->kind == TK_VECTOR || llvm_type_is(t, "struct") || llvm_type_is(t, "array");
}

unsigned lx_num_elems(const Type *t) {
  if (t->kind == TK_VECTOR) return (unsigned)shaped_dim(t, 0);
  if (llvm_type_is(t, "array")) return (unsigned)llvm_array_size(t);
  if (llvm_type_is(t, "struct")) return llvm_struct_num_elems(t);
  return 0;
}

const Type *lx_elem_type(const Type *t, unsigned i) {
  if (t->kind == TK_VECTOR) return shaped_elem(t);
  if (llvm_type_is(t, "array")) return llvm_array_elem(t);
  return llvm_struct_elem(t, i);
}

static uint64_t float_bytes(const Type *t) {
  switch (t->kind) {
  case TK_F16: case TK_BF16: return 2;
  case TK_F32: return 4;
  case TK_F64: return 8;
  case TK_F80: return 10;
  default: return 16;
  }
}

static uint64_t align_of(const Type *t, bool pref);

/* The struct layout: field offsets aligned to their ABI alignment. */
static uint64_t struct_size(const Type *t, uint64_t *align) {
  bool packed = llvm_struct_is_packed(t);
  uint64_t off = 0, al = 1;
  for (unsigned i = 0; i < llvm_struct_num_elems(t); i++) {
    const Type *e = llvm_struct_elem(t, i);
    uint64_t a = packed ? 1 : align_of(e, false);
    if (a > al) al = a;
    off = (off + a - 1) / a * a + lx_alloc_size(e);
  }
  *align = al;
  return (off + al - 1) / al * al;
}

static uint64_t align_of(const Type *t, bool pref) {
  if (type_is_integer(t)) return int_align(type_int_width(t), pref);
  if (type_is_float(t)) return t->kind == TK_F80 ? 16 : float_bytes(t);
  if (t->kind == TK_VECTOR) {
    uint64_t bits = (uint64_t)shaped_dim(t, 0) * lx_alloc_size(shaped_elem(t)) * 8;
    if (type_is_integer(shaped_elem(t))) bits = (uint64_t)shaped_dim(t, 0) * type_int_width(shaped_elem(t));
    return pow2_ceil((bits + 7) / 8);
  }
  if (llvm_type_is(t, "array")) return align_of(llvm_array_elem(t), pref);
  if (llvm_type_is(t, "struct")) {
    uint64_t al;
    struct_size(t, &al);
    if (llvm_struct_is_packed(t) && !pref) return 1;
    /* The aggregate entry `a:0:64`: ABI 1, preferred 8. */
    return pref ? (al > 8 ? al : 8) : al;
  }
  return 8; /* pointers */
}

uint64_t lx_abi_align(const Type *t) { return align_of(t, false); }
uint64_t lx_pref_align(const Type *t) { return align_of(t, true); }

uint64_t lx_alloc_size(const Type *t) {
  if (type_is_integer(t)) {
    uint64_t bytes = (type_int_width(t) + 7) / 8, a = int_align(type_int_width(t), false);
    return (bytes + a - 1) / a * a;
  }
  if (type_is_float(t)) return t->kind == TK_F80 ? 16 : float_bytes(t);
  if (t->kind == TK_VECTOR) {
    uint64_t a = align_of(t, false), bytes;
    if (type_is_integer(shaped_elem(t)))
      bytes = ((uint64_t)shaped_dim(t, 0) * type_int_width(shaped_elem(t)) + 7) / 8;
    else
      bytes = (uint64_t)shaped_dim(t, 0) * lx_alloc_size(shaped_elem(t));
    return (bytes + a - 1) / a * a;
  }
  if (llvm_type_is(t, "array")) return llvm_array_size(t) * lx_alloc_size(llvm_array_elem(t));
  if (llvm_type_is(t, "struct")) {
    uint64_t al;
    return struct_size(t, &al);
  }
  return 8;
}

bool lx_type_ok(const Type *t) {
  if (!t) return false;
  if (type_is_integer(t)) return type_int_signedness(t) == SIGNLESS;
  if (type_is_float(t))
    return t->kind == TK_F16 || t->kind == TK_BF16 || t->kind == TK_F32 || t->kind == TK_F64 ||
           t->kind == TK_F80 || t->kind == TK_F128;
  if (t->kind == TK_VECTOR) return shaped_rank(t) == 1 && lx_type_ok(shaped_elem(t));
  const char *k = llvm_type_kind(t);
  if (!k) return false;
  if (strcmp(k, "array") == 0) return lx_type_ok(llvm_array_elem(t));
  if (strcmp(k, "struct") == 0) {
    for (unsigned i = 0; i < llvm_struct_num_elems(t); i++)
      if (!lx_type_ok(llvm_struct_elem(t, i))) return false;
    return true;
  }
  if (strcmp(k, "func") == 0) {
    for (unsigned i = 0; i < llvm_func_num_params(t); i++)
      if (!lx_type_ok(llvm_func_param(t, i))) return false;
    return lx_type_ok(llvm_func_result(t));
  }
  if (strcmp(k, "target") == 0) {
    for (unsigned i = 0; i < llvm_target_num_types(t); i++)
      if (!lx_type_ok(llvm_target_type(t, i))) return false;
    return true;
  }
  return strcmp(k, "ptr") == 0 || strcmp(k, "void") == 0 || strcmp(k, "token") == 0 ||
         strcmp(k, "label") == 0 || strcmp(k, "metadata") == 0;
}

static const char *float_name(const Type *t) {
  switch (t->kind) {
  case TK_F16: return "half";
  case TK_BF16: return "bfloat";
  case TK_F32: return "float";
  case TK_F64: return "double";
  case TK_F80: return "x86_fp80";
  default: return "fp128";
  }
}

/* LLVM prints a name bare when it is [-a-zA-Z$._][-a-zA-Z$._0-9]*, else
 * quoted with \XX escapes. */
static void print_llvm_name(StrBuf *sb, const char *s, size_t n) {
  bool bare = n > 0 && !(s[0] >= '0' && s[0] <= '9');
  for (size_t i = 0; i < n && bare; i++) {
    char c = s[i];
    bare = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '$' || c == '.' || c == '_';
  }
  if (bare) {
    sb_append(sb, s, n);
    return;
  }
  sb_putc(sb, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') sb_putc(sb, (char)c);
    else sb_printf(sb, "\\%02X", c);
  }
  sb_putc(sb, '"');
}

static void print_struct_body(LxModule *m, StrBuf *sb, const Type *t) {
  unsigned n = llvm_struct_num_elems(t);
  bool packed = llvm_struct_is_packed(t);
  if (n == 0) {
    sb_puts(sb, packed ? "<{}>" : "{}");
    return;
  }
  sb_puts(sb, packed ? "<{ " : "{ ");
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(sb, ", ");
    lx_print_type(m, sb, llvm_struct_elem(t, i));
  }
  sb_puts(sb, packed ? " }>" : " }");
}

void lx_print_type(LxModule *m, StrBuf *sb, const Type *t) {
  if (type_is_integer(t)) {
    sb_printf(sb, "i%u", type_int_width(t));
    return;
  }
  if (type_is_float(t)) {
    sb_puts(sb, float_name(t));
    return;
  }
  if (t->kind == TK_VECTOR) {
    sb_printf(sb, "<%s%lld x ", t->p[shaped_rank(t)] ? "vscale x " : "",
              (long long)shaped_dim(t, 0));
    lx_print_type(m, sb, shaped_elem(t));
    sb_putc(sb, '>');
    return;
  }
  const char *k = llvm_type_kind(t);
  if (!k) return;
  if (strcmp(k, "ptr") == 0) {
    if (llvm_ptr_addrspace(t)) sb_printf(sb, "ptr addrspace(%u)", llvm_ptr_addrspace(t));
    else sb_puts(sb, "ptr");
  } else if (strcmp(k, "array") == 0) {
    sb_printf(sb, "[%llu x ", (unsigned long long)llvm_array_size(t));
    lx_print_type(m, sb, llvm_array_elem(t));
    sb_putc(sb, ']');
  } else if (strcmp(k, "struct") == 0) {
    if (llvm_struct_is_identified(t)) {
      const Ident *name = llvm_struct_name(t);
      if (m && !pm_get(&m->ident_seen, t, NULL)) {
        pm_put(m->alloc, &m->ident_seen, t, 1);
        pv_push(m->alloc, &m->ident_structs, (void *)t);
      }
      sb_putc(sb, '%');
      print_llvm_name(sb, name->str, name->len);
    } else {
      print_struct_body(m, sb, t);
    }
  } else if (strcmp(k, "func") == 0) {
    lx_print_type(m, sb, llvm_func_result(t));
    sb_puts(sb, " (");
    for (unsigned i = 0; i < llvm_func_num_params(t); i++) {
      if (i) sb_puts(sb, ", ");
      lx_print_type(m, sb, llvm_func_param(t, i));
    }
    if (llvm_func_vararg(t)) sb_puts(sb, llvm_func_num_params(t) ? ", ..." : "...");
    sb_putc(sb, ')');
  } else if (strcmp(k, "target") == 0) {
    const Ident *name = llvm_target_name(t);
    sb_printf(sb, "target(\"%.*s\"", (int)name->len, name->str);
    for (unsigned i = 0; i < llvm_target_num_types(t); i++) {
      sb_puts(sb, ", ");
      lx_print_type(m, sb, llvm_target_type(t, i));
    }
    for (unsigned i = 0; i < llvm_target_num_ints(t); i++) sb_printf(sb, ", %u", llvm_target_int(t, i));
    sb_putc(sb, ')');
  } else {
    sb_puts(sb, k); /* void, token, label, metadata */
  }
}

/* The body line of an identified struct (`type { ... }` / `type opaque`). */
void lx_print_struct_def(LxModule *m, StrBuf *sb, const Type *t) {
  const Ident *name = llvm_struct_name(t);
  sb_putc(sb, '%');
  print_llvm_name(sb, name->str, name->len);
  sb_puts(sb, " = type ");
  if (llvm_struct_is_opaque(t)) sb_puts(sb, "opaque");
  else print_struct_body(m, sb, t);
  sb_putc(sb, '\n');
}

void lx_print_global_name(StrBuf *sb, const char *s, size_t n) {
  sb_putc(sb, '@');
  print_llvm_name(sb, s, n);
}

void lx_mangle_type(StrBuf *sb, const Type *t) {
  if (type_is_integer(t)) {
    sb_printf(sb, "i%u", type_int_width(t));
  } else if (type_is_float(t)) {
    static const char *names[] = {[TK_F16] = "f16", [TK_BF16] = "bf16", [TK_F32] = "f32",
                                  [TK_F64] = "f64", [TK_F80] = "f80", [TK_F128] = "f128"};
    sb_puts(sb, names[t->kind] ? names[t->kind] : "f128");
  } else if (t->kind == TK_VECTOR) {
    sb_printf(sb, "v%lld", (long long)shaped_dim(t, 0));
    lx_mangle_type(sb, shaped_elem(t));
  } else if (llvm_type_is(t, "ptr")) {
    sb_printf(sb, "p%u", llvm_ptr_addrspace(t));
  }
}
