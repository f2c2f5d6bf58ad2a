/* llvm_memory.c: values of LLVM dialect types in the interpreter's memory.
 * A pointer value is an allocation and a byte offset into it (or, with no
 * allocation, a raw address: null and what arithmetic on null gives); in
 * memory and through ptrtoint it is the host address of its byte, so
 * that the address arithmetic upstream's lowering does (alignment of
 * malloc'ed buffers, sizes computed with a GEP on null) behaves as
 * compiled code. Structs and arrays are aggregates laid out as LLVM's
 * default x86-64 data layout does. Also the C library functions the
 * lowering calls (malloc, aligned_alloc, free) and the memref descriptors
 * the runtime functions read through pointers. */
#include "exec.h"
#include "../dialects/llvm/llvm.h"

/* ---- layout ------------------------------------------------------------------------------------ */

static int64_t align_to(int64_t x, int64_t a) { return (x + a - 1) / a * a; }

/* Size and ABI alignment of a type in memory; false for a type that has
 * none (void, opaque structs, scalable vectors) or is too large. Types are
 * nested only as deep as the parser accepted them. */
bool llvm_type_layout(const Type *t, int64_t *size, int64_t *align) {
  if (llvm_type_is(t, "ptr")) {
    *size = *align = 8;
    return true;
  }
  if (llvm_type_is(t, "array")) {
    int64_t es, ea;
    if (!llvm_type_layout(llvm_array_elem(t), &es, &ea)) return false;
    uint64_t n = llvm_array_size(t);
    int64_t stride = align_to(es, ea);
    if (stride && n > (uint64_t)EXEC_MAX_ALLOC_BYTES / (uint64_t)stride) return false;
    *size = stride * (int64_t)n;
    *align = ea;
    return true;
  }
  if (llvm_type_is(t, "struct")) {
    if (llvm_struct_is_opaque(t)) return false;
    bool packed = llvm_struct_is_packed(t);
    int64_t off = 0, max_align = 1;
    for (unsigned k = 0, n = llvm_struct_num_elems(t); k < n; k++) {
      int64_t es, ea;
      if (!llvm_type_layout(llvm_struct_elem(t, k), &es, &ea)) return false;
      if (packed) ea = 1;
      off = align_to(off, ea) + es;
      if (ea > max_align) max_align = ea;
      if (off > EXEC_MAX_ALLOC_BYTES) return false;
    }
    *size = align_to(off, max_align);
    *align = max_align;
    return true;
  }
  uint32_t es = exec_elem_size(t);
  if (!es) return false;
  *size = es;
  *align = es > 16 ? 16 : es;
  return true;
}

/* The bytes a load or store of the type touches (LLVM's store size): for
 * a vector its elements' bytes, which its size in arrays may round up. */
static int64_t store_size(const Type *t, int64_t size) {
  if (t->kind != TK_VECTOR) return size;
  return shaped_num_elements(t) * (int64_t)exec_elem_size(shaped_elem(t));
}

/* The byte offset of field k of a (non-opaque) struct. */
int64_t llvm_struct_field_offset(const Type *t, unsigned k) {
  bool packed = llvm_struct_is_packed(t);
  int64_t off = 0;
  for (unsigned j = 0; j <= k; j++) {
    int64_t es = 0, ea = 1;
    llvm_type_layout(llvm_struct_elem(t, j), &es, &ea);
    off = align_to(off, packed ? 1 : ea);
    if (j < k) off += es;
  }
  return off;
}

/* ---- pointers ---------------------------------------------------------------------------------- */

uint64_t llvm_ptr_address(const Val *p) {
  if (p->w[0] & 1) return p->w[0]; /* a function (ops_llvm.c) */
  const Alloc *a = (const Alloc *)(uintptr_t)p->w[0];
  if (!a) return p->w[1];
  return a->data ? (uint64_t)(uintptr_t)a->data + p->w[1] : p->w[1];
}

/* Host memory reached through a pointer the host passed: its extent is
 * unknown, so it is one unchecked region from the address on. */
enum { HOST_REGION_BYTES = EXEC_MAX_ALLOC_BYTES };

static bool is_host_region(const Alloc *a) { return a->kind == ALLOC_EXTERNAL && a->size == HOST_REGION_BYTES; }

/* The allocation holding `addr` (a pointer one past the end of an
 * allocation is its own; the program's allocations come before host
 * regions that may overlap them), or NULL; the region holding it in
 * *host. */
static Alloc *holder(Interp *in, uint64_t addr, Alloc **host) {
  Alloc *end = NULL;
  *host = NULL;
  for (Alloc *a = in->allocs; a; a = a->next) {
    if (!a->live || !a->data) continue;
    uint64_t lo = (uint64_t)(uintptr_t)a->data;
    bool inside = addr >= lo && addr - lo < (uint64_t)a->size;
    if (inside && is_host_region(a)) {
      if (!*host) *host = a;
      continue;
    }
    if (inside) return a;
    if (addr - lo == (uint64_t)a->size && !end) end = a;
  }
  return end;
}

static Val ptr_into(const Alloc *a, uint64_t addr) {
  return val_bits((uint64_t)(uintptr_t)a, addr - (uint64_t)(uintptr_t)a->data);
}

Val llvm_ptr_from_address(Interp *in, uint64_t addr) {
  Alloc *host, *a = addr ? holder(in, addr, &host) : NULL;
  if (a) return ptr_into(a, addr);
  if (addr && host) return ptr_into(host, addr);
  return val_bits(0, addr);
}

Val llvm_host_ptr(Interp *in, uint64_t addr) {
  Alloc *host, *a = addr ? holder(in, addr, &host) : NULL;
  if (a) return ptr_into(a, addr);
  if (addr && !host) host = mem_external(in, (void *)(uintptr_t)addr, HOST_REGION_BYTES);
  if (addr && host) return ptr_into(host, addr);
  return val_bits(0, addr);
}

/* The allocation and offset a pointer operand accesses; false after a
 * diagnostic for poison or a pointer to no allocation (null is left to
 * mem_check, which reports it). */
static bool ptr_target(Interp *in, const Inst *at, const Val *p, Alloc **a, int64_t *off) {
  if (p->tag != VT_BITS) {
    exec_poison_ub(in, at, "used as an address");
    return false;
  }
  *a = (Alloc *)(uintptr_t)p->w[0];
  *off = (int64_t)p->w[1];
  if (!*a && p->w[1]) {
    exec_fail(in, at, "undefined behaviour: access through a pointer to no allocation (address %#llx)",
              (unsigned long long)p->w[1]);
    return false;
  }
  return true;
}

/* ---- typed access ------------------------------------------------------------------------------- */

static bool read_at(Interp *in, const Inst *at, Alloc *a, int64_t off, const Type *t, Val *out);
static bool write_at(Interp *in, const Inst *at, Alloc *a, int64_t off, const Type *t, const Val *v);

static bool read_agg(Interp *in, const Inst *at, Alloc *a, int64_t off, const Type *t, Val *out) {
  bool is_array = llvm_type_is(t, "array");
  uint64_t n = is_array ? llvm_array_size(t) : llvm_struct_num_elems(t);
  int64_t es = 0, ea = 1;
  if (is_array && !llvm_type_layout(llvm_array_elem(t), &es, &ea)) return false;
  Agg *g = agg_new(in, (unsigned)n);
  if (!g) return exec_oom(in, at) != EX_FAIL;
  *out = val_obj(&g->h);
  for (unsigned k = 0; k < n; k++) {
    const Type *et = is_array ? llvm_array_elem(t) : llvm_struct_elem(t, k);
    int64_t eo = is_array ? (int64_t)k * align_to(es, ea) : llvm_struct_field_offset(t, k);
    if (!read_at(in, at, a, off + eo, et, &g->v[k])) {
      val_drop(in, out);
      return false;
    }
  }
  return true;
}

static bool read_at(Interp *in, const Inst *at, Alloc *a, int64_t off, const Type *t, Val *out) {
  if (llvm_type_is(t, "array") || llvm_type_is(t, "struct")) return read_agg(in, at, a, off, t, out);
  int64_t size, align;
  if (!llvm_type_layout(t, &size, &align)) {
    exec_fail(in, at, "the interpreter cannot load or store this type");
    return false;
  }
  if (!mem_check(in, at, a, off, store_size(t, size), false)) return false;
  if (llvm_type_is(t, "ptr")) {
    uint64_t addr = 0;
    memcpy(&addr, a->data + off, 8);
    *out = is_host_region(a) ? llvm_host_ptr(in, addr) : llvm_ptr_from_address(in, addr);
    return true;
  }
  if (!elem_load(in, t, a->data + off, out)) return exec_oom(in, at) != EX_FAIL;
  return true;
}

static bool write_at(Interp *in, const Inst *at, Alloc *a, int64_t off, const Type *t, const Val *v) {
  if (llvm_type_is(t, "array") || llvm_type_is(t, "struct")) {
    bool is_array = llvm_type_is(t, "array");
    if (v->tag != VT_OBJ || v->obj->kind != OBJ_AGG) {
      exec_poison_ub(in, at, "stored to memory");
      return false;
    }
    const Agg *g = val_agg(v);
    int64_t es = 0, ea = 1;
    if (is_array && !llvm_type_layout(llvm_array_elem(t), &es, &ea)) return false;
    for (unsigned k = 0; k < g->n; k++) {
      const Type *et = is_array ? llvm_array_elem(t) : llvm_struct_elem(t, k);
      int64_t eo = is_array ? (int64_t)k * align_to(es, ea) : llvm_struct_field_offset(t, k);
      if (!write_at(in, at, a, off + eo, et, &g->v[k])) return false;
    }
    return true;
  }
  int64_t size, align;
  if (!llvm_type_layout(t, &size, &align)) {
    exec_fail(in, at, "the interpreter cannot load or store this type");
    return false;
  }
  if (v->tag == VT_POISON) {
    exec_poison_ub(in, at, "stored to memory");
    return false;
  }
  if (!mem_check(in, at, a, off, store_size(t, size), true)) return false;
  if (llvm_type_is(t, "ptr")) {
    uint64_t addr = llvm_ptr_address(v);
    memcpy(a->data + off, &addr, 8);
    return true;
  }
  elem_store(t, v, a->data + off);
  return true;
}

bool llvm_load(Interp *in, const Inst *at, const Val *ptr, const Type *t, Val *out) {
  Alloc *a;
  int64_t off;
  return ptr_target(in, at, ptr, &a, &off) && read_at(in, at, a, off, t, out);
}

bool llvm_store(Interp *in, const Inst *at, const Val *ptr, const Type *t, const Val *v) {
  Alloc *a;
  int64_t off;
  return ptr_target(in, at, ptr, &a, &off) && write_at(in, at, a, off, t, v);
}

/* Reads `n` bytes of the C values a pointer points at (8-byte words). */
static bool read_words(Interp *in, const Inst *at, const Val *ptr, int64_t skip, unsigned n, uint64_t *out) {
  Alloc *a;
  int64_t off;
  if (!ptr_target(in, at, ptr, &a, &off) || !mem_check(in, at, a, off + skip, 8 * (int64_t)n, false)) return false;
  memcpy(out, a->data + off + skip, 8 * (size_t)n);
  return true;
}

MemRef *llvm_memref_from_unranked(Interp *in, const Inst *at, int64_t rank, const Val *desc, uint32_t esize) {
  if (rank < 0 || rank > EXEC_MAX_RANK) {
    exec_fail(in, at, "the interpreter handles ranks of up to %d", EXEC_MAX_RANK);
    return NULL;
  }
  uint64_t w[3 + 2 * EXEC_MAX_RANK];
  if (!read_words(in, at, desc, 0, 3 + 2 * (unsigned)rank, w)) return NULL;
  MemRef *m = memref_new(in, NULL, (unsigned)rank);
  if (!m) {
    exec_oom(in, at);
    return NULL;
  }
  Val aligned = llvm_ptr_from_address(in, w[1]);
  m->alloc = (Alloc *)(uintptr_t)aligned.w[0];
  m->base = (int64_t)aligned.w[1];
  m->offset = (int64_t)w[2];
  m->esize = esize;
  for (unsigned k = 0; k < rank; k++) {
    m->sizes[k] = (int64_t)w[3 + k];
    m->strides[k] = (int64_t)w[3 + rank + k];
  }
  return m;
}

MemRef *llvm_memref_from_unranked_ptr(Interp *in, const Inst *at, const Val *ptr, uint32_t esize) {
  uint64_t w[2];
  if (!read_words(in, at, ptr, 0, 2, w)) return NULL;
  Val desc = llvm_ptr_from_address(in, w[1]);
  return llvm_memref_from_unranked(in, at, (int64_t)w[0], &desc, esize);
}

/* ---- the C library ------------------------------------------------------------------------------ */

/* malloc's alignment on the hosts upstream runs on. */
enum { MALLOC_ALIGN = 16 };

static int heap_alloc(Interp *in, Frame *f, const Inst *i, const Val *size_v, int64_t align) {
  if (size_v->tag != VT_BITS) return exec_poison_ub(in, i, "passed to the C library");
  Alloc *a = mem_new(in, (int64_t)size_v->w[0], (uint32_t)align, ALLOC_HEAP, i->op->loc);
  if (!a) return EX_FAIL;
  if (i->nres) set_res(in, f, i, 0, val_bits((uint64_t)(uintptr_t)a, 0));
  return EX_NEXT;
}

int rt_malloc(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  if (nargs != 1) return exec_fail(in, i, "malloc takes one argument");
  return heap_alloc(in, f, i, &f->slots[args[0]], MALLOC_ALIGN);
}

int rt_aligned_alloc(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  if (nargs != 2) return exec_fail(in, i, "aligned_alloc takes two arguments");
  const Val *al = &f->slots[args[0]];
  if (al->tag != VT_BITS) return exec_poison_ub(in, i, "passed to the C library");
  uint64_t align = al->w[0];
  if (!align || (align & (align - 1)) || align > (1u << 16))
    return exec_fail(in, i, "undefined behaviour: aligned_alloc with alignment %llu", (unsigned long long)align);
  return heap_alloc(in, f, i, &f->slots[args[1]], (int64_t)align);
}

int rt_free(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  if (nargs != 1) return exec_fail(in, i, "free takes one argument");
  const Val *p = &f->slots[args[0]];
  if (p->tag != VT_BITS) return exec_poison_ub(in, i, "freed as memory");
  Alloc *a = (Alloc *)(uintptr_t)p->w[0];
  if (!a && !p->w[1]) return EX_NEXT; /* free(NULL) */
  if (!a || p->w[1] != 0)
    return exec_fail(in, i, "undefined behaviour: free of a pointer that malloc did not return");
  return mem_release(in, a, i) ? EX_NEXT : EX_FAIL;
}

/* printString(const char *) of the runner utils: the bytes up to the NUL. */
int rt_print_string(Interp *in, Frame *f, const Inst *i, const uint32_t *args, unsigned nargs) {
  if (nargs != 1) return exec_fail(in, i, "printString takes one argument");
  Alloc *a;
  int64_t off;
  if (!ptr_target(in, i, &f->slots[args[0]], &a, &off)) return EX_FAIL;
  int64_t n = 0;
  for (;;) {
    if (!mem_check(in, i, a, off + n, 1, false)) return EX_FAIL;
    if (!a->data[off + n]) break;
    n++;
  }
  exec_out(in, EXEC_STDOUT, (const char *)a->data + off, (size_t)n);
  return EX_NEXT;
}
