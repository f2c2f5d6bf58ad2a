/* ops.h: what the op handlers (ops*.c) share: property readers and the
 * result mapping. */
#ifndef MLIRC_TARGET_LLVMIR_OPS_H
#define MLIRC_TARGET_LLVMIR_OPS_H

#include "llvmir.h"

static inline LxVal *operand(LxFnState *s, Operation *op, unsigned i) { return lx_lookup(s, op->operands[i].value); }

static inline int64_t int_prop(Operation *op, const char *name, int64_t dflt) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER ? attr_int_value(a) : dflt;
}

static inline bool unit_prop(Operation *op, const char *name) { return op_get_attr(op, name, strlen(name)) != NULL; }

static inline const Type *type_prop(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

/* A dense i32/i64 array property: its count and element `i`. */
static inline unsigned array_len(const Attr *a) { return a && a->kind == AK_DENSE_ARRAY ? a->aux : 0; }
static inline int64_t array_at(const Attr *a, unsigned i) {
  const Type *et = WORD_PTR(const Type, a->p[0]);
  const char *d = WORD_PTR(const Ident, a->p[1])->str;
  if (type_int_width(et) == 32) {
    int32_t v;
    memcpy(&v, d + 4 * i, 4);
    return v;
  }
  int64_t v;
  memcpy(&v, d + 8 * i, 8);
  return v;
}

static inline bool set_result(LxFnState *s, Operation *op, LxVal *v) {
  if (!v) return false;
  lx_map(s, &op->results[0], v);
  return true;
}

/* GEP indices and aggregate positions beyond this many are refused. */
enum { GEP_DYNAMIC_INDEX = INT32_MIN, GEP_MAX_INDICES = 64 };

/* ops_memory.c */
MLIR_INTERNAL bool lx_tr_alloca(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_load(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_store(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_gep(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_atomicrmw(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_cmpxchg(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_fence(LxFnState *s, Operation *op);

/* ops_eh.c */
MLIR_INTERNAL bool lx_tr_invoke(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_landingpad(LxFnState *s, Operation *op);
MLIR_INTERNAL bool lx_tr_resume(LxFnState *s, Operation *op);

#endif /* MLIRC_TARGET_LLVMIR_OPS_H */
