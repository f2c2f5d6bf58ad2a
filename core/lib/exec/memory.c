/* memory.c: the program's memory as checked allocations. Each allocation
 * keeps its bytes in host memory (so a descriptor handed to the host points
 * at real data), a bitmap of the bytes written so far, and the places it
 * was allocated and freed. Every access is checked: a use after free, an
 * out-of-bounds access, a read of bytes never written, a double free and a
 * write to constant memory are located diagnostics with a note at the
 * allocation. */
#include "exec.h"

/* ---- allocations ------------------------------------------------------------------------------ */

Alloc *mem_new(Interp *in, int64_t size, uint32_t align, uint8_t kind, const Loc *loc) {
  if (size < 0 || size > EXEC_MAX_ALLOC_BYTES) {
    emit_error(in->ctx, loc, "allocation of %lld bytes exceeds the interpreter's limit of %d bytes",
               (long long)size, EXEC_MAX_ALLOC_BYTES);
    return NULL;
  }
  if (align < 16) align = 16;
  Alloc *a = mem_zalloc(in->alloc, sizeof *a);
  size_t bits = ((size_t)size + 7) / 8;
  if (a) a->raw = mem_alloc(in->alloc, (size_t)size + align);
  if (a && a->raw) a->init = mem_zalloc(in->alloc, bits ? bits : 1);
  if (!a || !a->raw || !a->init) {
    if (a) mem_free(in->alloc, a->raw);
    mem_free(in->alloc, a);
    in->oom = true;
    emit_error(in->ctx, loc, "out of memory allocating %lld bytes", (long long)size);
    return NULL;
  }
  uintptr_t p = (uintptr_t)a->raw;
  a->data = (uint8_t *)((p + align - 1) & ~(uintptr_t)(align - 1));
  a->size = size;
  a->id = in->next_alloc_id++;
  a->loc = loc;
  a->kind = kind;
  a->live = true;
  a->frame_id = in->nacts ? exec_top(in)->frame->id : 0;
  a->next = in->allocs;
  in->allocs = a;
  return a;
}

Alloc *mem_external(Interp *in, void *data, int64_t size) {
  Alloc *a = mem_zalloc(in->alloc, sizeof *a);
  if (!a) return NULL;
  a->data = data;
  a->size = size;
  a->id = in->next_alloc_id++;
  a->loc = in->ctx->l_unknown;
  a->kind = ALLOC_EXTERNAL;
  a->live = true;
  a->next = in->allocs;
  in->allocs = a;
  return a;
}

static void release(Interp *in, Alloc *a) {
  if (a->kind != ALLOC_EXTERNAL) {
    mem_free(in->alloc, a->raw);
    mem_free(in->alloc, a->init);
  }
  a->raw = a->data = a->init = NULL;
  a->live = false;
}

void mem_free_all(Interp *in) {
  for (Alloc *a = in->allocs, *next; a; a = next) {
    next = a->next;
    release(in, a);
    mem_free(in->alloc, a);
  }
  in->allocs = NULL;
}

static const char *kind_noun(const Alloc *a) {
  switch (a->kind) {
  case ALLOC_STACK: return "stack memory";
  case ALLOC_GLOBAL:
  case ALLOC_CONSTANT: return "a global";
  case ALLOC_EXTERNAL: return "memory owned by the caller";
  default: return "heap memory";
  }
}

/* Adds the notes saying where the memory came from (and went). */
static void add_notes(Interp *in, Diag *d, const Alloc *a) {
  if (!d) return;
  if (a->kind != ALLOC_EXTERNAL) diag_append(diag_note(in->ctx, d, a->loc), "allocated here", 14);
  if (a->free_loc) diag_append(diag_note(in->ctx, d, a->free_loc), "freed here", 10);
}

static bool fail_at(Interp *in, const Inst *at, const Alloc *a, Diag *d) {
  if (a) add_notes(in, d, a);
  if (d) diag_emit(in->ctx, d);
  (void)at;
  return false;
}

bool mem_release(Interp *in, Alloc *a, const Inst *at) {
  if (!a) return true; /* freeing null does nothing */
  if (!a->live)
    return fail_at(in, at, a, exec_diag(in, at, "undefined behaviour: double free of %s", kind_noun(a)));
  if (a->kind != ALLOC_HEAP)
    return fail_at(in, at, a, exec_diag(in, at, "undefined behaviour: free of %s", kind_noun(a)));
  release(in, a);
  a->free_loc = at ? at->op->loc : in->ctx->l_unknown;
  return true;
}

void mem_pop_stack(Interp *in, uint32_t frame_id, uint64_t since) {
  for (Alloc *a = in->allocs; a && a->id > since; a = a->next)
    if (a->kind == ALLOC_STACK && a->live && a->frame_id == frame_id) release(in, a);
}

/* ---- initialization bitmap ---------------------------------------------------------------------- */

static bool all_set(const uint8_t *bits, int64_t off, int64_t n) {
  for (int64_t k = off; k < off + n; k++)
    if (!(bits[k >> 3] >> (k & 7) & 1)) return false;
  return true;
}

static void set_bits(uint8_t *bits, int64_t off, int64_t n) {
  int64_t k = off, end = off + n;
  for (; k < end && (k & 7); k++) bits[k >> 3] |= (uint8_t)(1u << (k & 7));
  for (; k + 8 <= end; k += 8) bits[k >> 3] = 0xff;
  for (; k < end; k++) bits[k >> 3] |= (uint8_t)(1u << (k & 7));
}

bool mem_check(Interp *in, const Inst *at, Alloc *a, int64_t off, int64_t n, bool write) {
  if (!a) return fail_at(in, at, NULL, exec_diag(in, at, "undefined behaviour: access through a null pointer"));
  if (!a->live) {
    const char *what = a->kind == ALLOC_STACK ? "use of stack memory after its function returned"
                                              : "use of freed memory";
    return fail_at(in, at, a, exec_diag(in, at, "undefined behaviour: %s", what));
  }
  if (off < 0 || n > a->size || off > a->size - n)
    return fail_at(in, at, a,
                   exec_diag(in, at,
                             "undefined behaviour: out-of-bounds %s of %lld bytes at byte offset %lld of "
                             "an allocation of %lld bytes",
                             write ? "write" : "read", (long long)n, (long long)off, (long long)a->size));
  if (write) {
    if (a->kind == ALLOC_CONSTANT)
      return fail_at(in, at, a, exec_diag(in, at, "undefined behaviour: write to a constant global"));
    if (a->init) set_bits(a->init, off, n);
    return true;
  }
  if (a->init && !all_set(a->init, off, n))
    return fail_at(in, at, a,
                   exec_diag(in, at,
                             "undefined behaviour: read of uninitialized memory (%lld bytes at byte offset "
                             "%lld)",
                             (long long)n, (long long)off));
  return true;
}

/* ---- leaks --------------------------------------------------------------------------------------- */

size_t mem_report_leaks(Interp *in) {
  size_t total = 0;
  /* Oldest first, one warning per allocation site. */
  PtrVec order = {0};
  for (Alloc *a = in->allocs; a; a = a->next)
    if (a->live && a->kind == ALLOC_HEAP) pv_push(in->alloc, &order, a);
  for (size_t k = order.len; k-- > 0;) {
    Alloc *a = order.data[k];
    if (a->reported) continue;
    size_t count = 0;
    int64_t bytes = 0;
    for (size_t j = k + 1; j-- > 0;) {
      Alloc *b = order.data[j];
      if (b->loc != a->loc || b->reported) continue;
      b->reported = true;
      count++;
      bytes += b->size;
    }
    total += count;
    Diag *d = diag_new(in->ctx, DIAG_WARNING, a->loc);
    if (!d) continue;
    if (count == 1) diag_printf(d, "memory allocated here is never freed (%lld bytes)", (long long)bytes);
    else diag_printf(d, "memory allocated here is never freed (%zu allocations, %lld bytes)", count,
                     (long long)bytes);
    diag_emit(in->ctx, d);
  }
  pv_free(in->alloc, &order);
  return total;
}

/* ---- memrefs ---------------------------------------------------------------------------------------- */

bool memref_elem_offset(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx, int64_t *byte_off) {
  int64_t lin = m->offset;
  for (unsigned k = 0; k < m->rank; k++) {
    if (idx[k] < 0 || idx[k] >= m->sizes[k])
      return fail_at(in, at, m->alloc,
                     exec_diag(in, at, "undefined behaviour: index %lld is out of bounds for dimension %u of size %lld",
                               (long long)idx[k], k, (long long)m->sizes[k]));
    lin += idx[k] * m->strides[k];
  }
  *byte_off = m->base + lin * (int64_t)m->esize;
  return true;
}

bool memref_load(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx, Val *out) {
  int64_t off;
  if (!memref_elem_offset(in, at, m, idx, &off) || !mem_check(in, at, m->alloc, off, m->esize, false))
    return false;
  if (!elem_load(in, m->elem, m->alloc->data + off, out)) {
    exec_oom(in, at);
    return false;
  }
  return true;
}

bool memref_store(Interp *in, const Inst *at, const MemRef *m, const int64_t *idx, const Val *v) {
  int64_t off;
  if (v->tag == VT_POISON) {
    exec_poison_ub(in, at, "stored to memory");
    return false;
  }
  if (v->tag == VT_OBJ && v->obj->kind == OBJ_ARRAY && val_array(v)->poison) {
    const Array *a = val_array(v);
    for (int64_t k = 0; k < a->n; k++)
      if (a->poison[k]) {
        exec_poison_ub(in, at, "stored to memory");
        return false;
      }
  }
  if (!memref_elem_offset(in, at, m, idx, &off) || !mem_check(in, at, m->alloc, off, m->esize, true))
    return false;
  elem_store(m->elem, v, m->alloc->data + off);
  return true;
}

MemRef *memref_alloc(Interp *in, const Inst *at, const Type *elem, unsigned rank, const int64_t *sizes,
                     uint32_t align, uint8_t kind) {
  MemRef *m = memref_new(in, elem, rank);
  if (!m) {
    exec_oom(in, at);
    return NULL;
  }
  int64_t n = 1;
  for (unsigned k = rank; k-- > 0;) {
    if (sizes[k] < 0) {
      exec_fail(in, at, "undefined behaviour: negative size %lld in dimension %u", (long long)sizes[k], k);
      obj_free(in, &m->h);
      return NULL;
    }
    m->sizes[k] = sizes[k];
    m->strides[k] = n;
    if (sizes[k] && n > EXEC_MAX_ALLOC_BYTES / sizes[k]) n = EXEC_MAX_ALLOC_BYTES + 1LL;
    else n *= sizes[k];
  }
  int64_t bytes = n > EXEC_MAX_ALLOC_BYTES ? n : n * (int64_t)m->esize;
  m->alloc = mem_new(in, bytes, align, kind, at ? at->op->loc : in->ctx->l_unknown);
  if (!m->alloc) {
    obj_free(in, &m->h);
    return NULL;
  }
  return m;
}

bool memref_each(const MemRef *m, bool (*fn)(void *user, int64_t off), void *user) {
  int64_t idx[EXEC_MAX_RANK];
  for (unsigned k = 0; k < m->rank; k++) {
    if (m->sizes[k] <= 0) return true;
    idx[k] = 0;
  }
  for (;;) {
    int64_t lin = m->offset;
    for (unsigned k = 0; k < m->rank; k++) lin += idx[k] * m->strides[k];
    if (!fn(user, m->base + lin * (int64_t)m->esize)) return false;
    unsigned k = m->rank;
    while (k > 0) {
      k--;
      if (++idx[k] < m->sizes[k]) break;
      idx[k] = 0;
      if (k == 0) return true;
    }
    if (m->rank == 0) return true;
  }
}
