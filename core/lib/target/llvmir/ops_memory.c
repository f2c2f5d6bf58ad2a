/* ops_memory.c: the memory ops: alloca, load and store (volatile, atomic,
 * with the data layout's alignment when none is given), getelementptr
 * (folded on constant addresses), and the atomics (atomicrmw, cmpxchg,
 * fence) as upstream's builders make them. */
#include "ops.h"
#include <stdio.h>

static const char *enum_keyword(Operation *op, const char *prop, const char *record);
static void syncscope(LxFnState *s, LxInst *in, Operation *op);

/* ---- memory ------------------------------------------------------------------ */

/* `load`/`store` with `atomic` and `volatile` as LLVM orders them. */
static const char *access_kind(Operation *op, const char **ordering) {
  bool vol = unit_prop(op, "volatile_");
  *ordering = int_prop(op, "ordering", 0) ? enum_keyword(op, "ordering", "AtomicOrdering") : NULL;
  if (*ordering) return vol ? " atomic volatile " : " atomic ";
  return vol ? " volatile " : " ";
}

bool lx_tr_alloca(LxFnState *s, Operation *op) {
  const Type *et = type_prop(op, "elem_type");
  LxVal *n = operand(s, op, 0);
  if (!et) return false;
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "alloca ");
  lx_type(s, in, et);
  bool one_i32 = n->kind == LX_CONST && n->ckind == LC_INT && n->bits[0] == 1 && type_int_width(n->type) == 32;
  if (!one_i32) {
    lx_text(s, in, ", ");
    lx_tval(s, in, n);
  }
  int64_t align = int_prop(op, "alignment", 0);
  lx_text(s, in, ", align %lld", (long long)(align ? (uint64_t)align : lx_pref_align(et)));
  if (llvm_ptr_addrspace(op->results[0].type))
    lx_text(s, in, ", addrspace(%u)", llvm_ptr_addrspace(op->results[0].type));
  return set_result(s, op, in->result);
}

/* #llvm.dereferenceable<bytes = N[, mayBeNull = true]> as
 * !dereferenceable or !dereferenceable_or_null !{i64 N}. */
static void dereferenceable(LxFnState *s, LxInst *in, Operation *op) {
  const Attr *d = op_get_attr(op, "dereferenceable", 15);
  if (!d || d->kind != AK_DIALECT || d->n < 3 ||
      strcmp(WORD_PTR(const AttrClass, d->p[0])->name, "llvm.dereferenceable") != 0)
    return;
  /* parameters: bytes (uint64_t), mayBeNull (bool) */
  char text[40];
  int n = snprintf(text, sizeof text, "!{i64 %llu}", (unsigned long long)d->p[1]);
  bool or_null = d->p[2] != 0;
  lx_attach(s, in, or_null ? "dereferenceable_or_null" : "dereferenceable", text, (size_t)n);
}

bool lx_tr_load(LxFnState *s, Operation *op) {
  const Type *t = op->results[0].type;
  LxInst *in = lx_inst(s, t);
  if (!in) return false;
  const char *ord;
  lx_text(s, in, "load%s", access_kind(op, &ord));
  lx_type(s, in, t);
  lx_text(s, in, ", ");
  lx_tval(s, in, operand(s, op, 0));
  if (ord) {
    syncscope(s, in, op);
    lx_text(s, in, " %s", ord);
  }
  int64_t align = int_prop(op, "alignment", 0);
  lx_text(s, in, ", align %lld", (long long)(align ? (uint64_t)align : lx_abi_align(t)));
  lx_tbaa(s, in, op);
  lx_alias_scopes(s, in, op);
  dereferenceable(s, in, op);
  lx_access_groups(s, in, op);
  return set_result(s, op, in->result);
}

bool lx_tr_store(LxFnState *s, Operation *op) {
  LxVal *v = operand(s, op, 0);
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  const char *ord;
  lx_text(s, in, "store%s", access_kind(op, &ord));
  lx_tval(s, in, v);
  lx_text(s, in, ", ");
  lx_tval(s, in, operand(s, op, 1));
  if (ord) {
    syncscope(s, in, op);
    lx_text(s, in, " %s", ord);
  }
  int64_t align = int_prop(op, "alignment", 0);
  lx_text(s, in, ", align %lld", (long long)(align ? (uint64_t)align : lx_abi_align(op->operands[0].value->type)));
  lx_tbaa(s, in, op);
  lx_alias_metadata(s, in, op);
  return true;
}

bool lx_tr_gep(LxFnState *s, Operation *op) {
  const Type *et = type_prop(op, "elem_type");
  const Attr *raw = op_get_attr(op, "rawConstantIndices", 18);
  unsigned n = array_len(raw), dyn = 1;
  if (!et || n > GEP_MAX_INDICES) return false;
  LxVal *idx[GEP_MAX_INDICES];
  for (unsigned i = 0; i < n; i++) {
    int64_t r = array_at(raw, i);
    if (r == GEP_DYNAMIC_INDEX) idx[i] = operand(s, op, dyn++);
    else idx[i] = lc_int(s->m, type_integer(s->m->ctx, 32, SIGNLESS), (uint64_t)r, 0);
    if (!idx[i]) return false;
  }
  LxVal *base = operand(s, op, 0);
  unsigned flags = (unsigned)int_prop(op, "noWrapFlags", 0);
  LxVal *f = lx_fold_gep(s->m, et, base, idx, n, flags);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "getelementptr");
  if ((flags & 3) == 3) lx_text(s, in, " inbounds");
  else if (flags & 2) lx_text(s, in, " nusw");
  if (flags & 4) lx_text(s, in, " nuw");
  lx_text(s, in, " ");
  lx_type(s, in, et);
  lx_text(s, in, ", ");
  lx_tval(s, in, base);
  for (unsigned i = 0; i < n; i++) {
    lx_text(s, in, ", ");
    lx_tval(s, in, idx[i]);
  }
  return set_result(s, op, in->result);
}

/* ---- atomics ------------------------------------------------------------------- */

/* An enum property's LLVM keyword: MLIR's text without the `_` it puts
 * before C++ keywords (_and, _or, _xor). */
static const char *enum_keyword(Operation *op, const char *prop, const char *record) {
  const char *str = llvm_enum_str(llvm_enum(record), (uint64_t)int_prop(op, prop, 0));
  return str ? (str[0] == '_' ? str + 1 : str) : NULL;
}

/* ` syncscope("name")` when the op has one. */
static void syncscope(LxFnState *s, LxInst *in, Operation *op) {
  const Attr *a = op_get_attr(op, "syncscope", 9);
  if (a && a->kind == AK_STRING)
    lx_text(s, in, " syncscope(\"%s\")", attr_string_ident(a)->str);
}

/* Without an explicit alignment IRBuilder aligns atomics to the value's
 * store size. */
static uint64_t atomic_align(Operation *op, const Type *t) {
  int64_t align = int_prop(op, "alignment", 0);
  if (align) return (uint64_t)align;
  if (type_is_integer(t)) return (type_int_width(t) + 7) / 8;
  return lx_alloc_size(t);
}

bool lx_tr_atomicrmw(LxFnState *s, Operation *op) {
  const char *bin = enum_keyword(op, "bin_op", "AtomicBinOp");
  const char *ord = enum_keyword(op, "ordering", "AtomicOrdering");
  LxVal *v = operand(s, op, 1);
  if (!bin || !ord) return false;
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "atomicrmw %s%s ", unit_prop(op, "volatile_") ? "volatile " : "", bin);
  lx_tval(s, in, operand(s, op, 0));
  lx_text(s, in, ", ");
  lx_tval(s, in, v);
  syncscope(s, in, op);
  lx_text(s, in, " %s, align %llu", ord, (unsigned long long)atomic_align(op, v->type));
  lx_tbaa(s, in, op);
  lx_alias_metadata(s, in, op);
  return set_result(s, op, in->result);
}

bool lx_tr_cmpxchg(LxFnState *s, Operation *op) {
  const char *success = enum_keyword(op, "success_ordering", "AtomicOrdering");
  const char *failure = enum_keyword(op, "failure_ordering", "AtomicOrdering");
  LxVal *cmp = operand(s, op, 1);
  if (!success || !failure) return false;
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "cmpxchg %s%s", unit_prop(op, "weak") ? "weak " : "", unit_prop(op, "volatile_") ? "volatile " : "");
  lx_tval(s, in, operand(s, op, 0));
  lx_text(s, in, ", ");
  lx_tval(s, in, cmp);
  lx_text(s, in, ", ");
  lx_tval(s, in, operand(s, op, 2));
  syncscope(s, in, op);
  lx_text(s, in, " %s %s, align %llu", success, failure, (unsigned long long)atomic_align(op, cmp->type));
  lx_tbaa(s, in, op);
  lx_alias_metadata(s, in, op);
  return set_result(s, op, in->result);
}

bool lx_tr_fence(LxFnState *s, Operation *op) {
  const char *ord = enum_keyword(op, "ordering", "AtomicOrdering");
  if (!ord) return false;
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "fence");
  syncscope(s, in, op);
  lx_text(s, in, " %s", ord);
  return true;
}

