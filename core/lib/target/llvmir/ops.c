/* ops.c: the translation of each llvm op (upstream's llvmBuilder of its
 * ODS record and the hand-written ones of ModuleTranslation): constants
 * become LLVM constants, other ops instructions, folded first as the
 * IRBuilder folds them. The handlers are found through a map from the
 * op's name record, filled once per translation. */
#include "llvmir.h"

/* ---- helpers ------------------------------------------------------------- */

static LxVal *operand(LxFnState *s, Operation *op, unsigned i) { return lx_lookup(s, op->operands[i].value); }

static int64_t int_prop(Operation *op, const char *name, int64_t dflt) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_INTEGER ? attr_int_value(a) : dflt;
}

static bool unit_prop(Operation *op, const char *name) { return op_get_attr(op, name, strlen(name)) != NULL; }

static const Type *type_prop(Operation *op, const char *name) {
  const Attr *a = op_get_attr(op, name, strlen(name));
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

/* A dense i32/i64 array property: its count and element `i`. */
static unsigned array_len(const Attr *a) { return a && a->kind == AK_DENSE_ARRAY ? a->aux : 0; }
static int64_t array_at(const Attr *a, unsigned i) {
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

/* Fast-math flags as LLVM prints them (` fast` when all are set). */
void lx_fastmath(LxFnState *s, LxInst *in, Operation *op) {
  uint64_t f = llvm_param_of(op_get_attr(op, "fastmathFlags", 13), "fastmath", 0);
  enum { NNAN = 1, NINF = 2, NSZ = 4, ARCP = 8, CONTRACT = 16, AFN = 32, REASSOC = 64, FAST = 127 };
  if ((f & FAST) == FAST) {
    lx_text(s, in, " fast");
    return;
  }
  static const struct { unsigned bit; const char *s; } order[] = {
      {REASSOC, " reassoc"}, {NNAN, " nnan"}, {NINF, " ninf"}, {NSZ, " nsz"},
      {ARCP, " arcp"}, {CONTRACT, " contract"}, {AFN, " afn"}};
  for (unsigned i = 0; i < sizeof order / sizeof *order; i++)
    if (f & order[i].bit) lx_text(s, in, "%s", order[i].s);
}

static bool set_result(LxFnState *s, Operation *op, LxVal *v) {
  if (!v) return false;
  lx_map(s, &op->results[0], v);
  return true;
}

/* ---- constants ------------------------------------------------------------ */

static bool tr_constant(LxFnState *s, Operation *op) {
  return set_result(s, op, lc_from_attr(s->m, op, op_get_attr(op, "value", 5), op->results[0].type));
}
static bool tr_zero(LxFnState *s, Operation *op) {
  return set_result(s, op, lc_simple(s->m, op->results[0].type, LC_ZERO));
}
static bool tr_undef(LxFnState *s, Operation *op) {
  return set_result(s, op, lc_simple(s->m, op->results[0].type, LC_UNDEF));
}
static bool tr_poison(LxFnState *s, Operation *op) {
  return set_result(s, op, lc_simple(s->m, op->results[0].type, LC_POISON));
}
static bool tr_addressof(LxFnState *s, Operation *op) {
  const Attr *a = op_get_attr(op, "global_name", 11);
  const Ident *name = a && a->kind == AK_SYMBOL_REF ? WORD_PTR(const Ident, a->p[0]) : NULL;
  if (!name) return false;
  return set_result(s, op, lc_global(s->m, op->results[0].type, name->str, name->len));
}

/* ---- arithmetic ------------------------------------------------------------ */

static const char *opcode_of(Operation *op) { return op->name->name->str + 5; /* after "llvm." */ }

static bool tr_binary(LxFnState *s, Operation *op) {
  const char *opc = opcode_of(op);
  LxVal *a = operand(s, op, 0), *b = operand(s, op, 1);
  LxVal *f = lx_fold_binary(s->m, opc, a, b);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "%s", opc);
  int64_t ovf = int_prop(op, "overflowFlags", 0);
  if (ovf & 2) lx_text(s, in, " nuw");
  if (ovf & 1) lx_text(s, in, " nsw");
  if (unit_prop(op, "isExact")) lx_text(s, in, " exact");
  if (unit_prop(op, "isDisjoint")) lx_text(s, in, " disjoint");
  if (opc[0] == 'f') lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  lx_tval(s, in, a);
  lx_text(s, in, ", ");
  lx_val(s, in, b);
  return set_result(s, op, in->result);
}

static bool tr_fneg(LxFnState *s, Operation *op) {
  LxVal *a = operand(s, op, 0);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "fneg");
  lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  lx_tval(s, in, a);
  return set_result(s, op, in->result);
}

static const char *const ICMP[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const FCMP[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                   "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};

static bool tr_icmp(LxFnState *s, Operation *op) {
  unsigned p = (unsigned)int_prop(op, "predicate", 0);
  LxVal *a = operand(s, op, 0), *b = operand(s, op, 1);
  if (p >= sizeof ICMP / sizeof *ICMP) return false;
  LxVal *f = lx_fold_icmp(s->m, p, a, b);
  if (f && op->results[0].type == s->m->ctx->t_i1) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "icmp %s ", ICMP[p]);
  lx_tval(s, in, a);
  lx_text(s, in, ", ");
  lx_val(s, in, b);
  return set_result(s, op, in->result);
}

static bool tr_fcmp(LxFnState *s, Operation *op) {
  unsigned p = (unsigned)int_prop(op, "predicate", 0);
  LxVal *a = operand(s, op, 0), *b = operand(s, op, 1);
  if (p >= sizeof FCMP / sizeof *FCMP) return false;
  LxVal *f = lx_fold_fcmp(s->m, p, a, b);
  if (f && op->results[0].type == s->m->ctx->t_i1) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "fcmp");
  lx_fastmath(s, in, op);
  lx_text(s, in, " %s ", FCMP[p]);
  lx_tval(s, in, a);
  lx_text(s, in, ", ");
  lx_val(s, in, b);
  return set_result(s, op, in->result);
}

static bool tr_cast(LxFnState *s, Operation *op) {
  const char *opc = opcode_of(op);
  LxVal *a = operand(s, op, 0);
  const Type *to = op->results[0].type;
  LxVal *f = lx_fold_cast(s->m, opc, a, to);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, to);
  if (!in) return false;
  lx_text(s, in, "%s", opc);
  if (unit_prop(op, "nonNeg")) lx_text(s, in, " nneg");
  int64_t ovf = int_prop(op, "overflowFlags", 0);
  if (ovf & 2) lx_text(s, in, " nuw");
  if (ovf & 1) lx_text(s, in, " nsw");
  if (type_is_float(to) || (to->kind == TK_VECTOR && type_is_float(shaped_elem(to)))) lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  lx_tval(s, in, a);
  lx_text(s, in, " to ");
  lx_type(s, in, to);
  return set_result(s, op, in->result);
}

static bool tr_select(LxFnState *s, Operation *op) {
  LxVal *c = operand(s, op, 0), *a = operand(s, op, 1), *b = operand(s, op, 2);
  LxVal *f = lx_fold_select(s->m, c, a, b);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "select");
  const Type *t = op->results[0].type;
  if (type_is_float(t) || (t->kind == TK_VECTOR && type_is_float(shaped_elem(t)))) lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  lx_tval(s, in, c);
  lx_text(s, in, ", ");
  lx_tval(s, in, a);
  lx_text(s, in, ", ");
  lx_tval(s, in, b);
  return set_result(s, op, in->result);
}

static bool tr_freeze(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "freeze ");
  lx_tval(s, in, operand(s, op, 0));
  return set_result(s, op, in->result);
}

/* ---- memory ------------------------------------------------------------------ */

static const char *enum_keyword(Operation *op, const char *prop, const char *record);
static void syncscope(LxFnState *s, LxInst *in, Operation *op);

/* `load`/`store` with `atomic` and `volatile` as LLVM orders them. */
static const char *access_kind(Operation *op, const char **ordering) {
  bool vol = unit_prop(op, "volatile_");
  *ordering = int_prop(op, "ordering", 0) ? enum_keyword(op, "ordering", "AtomicOrdering") : NULL;
  if (*ordering) return vol ? " atomic volatile " : " atomic ";
  return vol ? " volatile " : " ";
}

static bool tr_alloca(LxFnState *s, Operation *op) {
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

static bool tr_load(LxFnState *s, Operation *op) {
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
  return set_result(s, op, in->result);
}

static bool tr_store(LxFnState *s, Operation *op) {
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
  return true;
}

enum { GEP_DYNAMIC_INDEX = INT32_MIN, GEP_MAX_INDICES = 64 };

static bool tr_gep(LxFnState *s, Operation *op) {
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

static bool tr_atomicrmw(LxFnState *s, Operation *op) {
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
  return set_result(s, op, in->result);
}

static bool tr_cmpxchg(LxFnState *s, Operation *op) {
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
  return set_result(s, op, in->result);
}

static bool tr_fence(LxFnState *s, Operation *op) {
  const char *ord = enum_keyword(op, "ordering", "AtomicOrdering");
  if (!ord) return false;
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "fence");
  syncscope(s, in, op);
  lx_text(s, in, " %s", ord);
  return true;
}

/* ---- aggregates and vectors ------------------------------------------------- */

static void position_text(LxFnState *s, LxInst *in, const Attr *pos) {
  for (unsigned i = 0; i < array_len(pos); i++) lx_text(s, in, ", %lld", (long long)array_at(pos, i));
}

static bool positions(const Attr *pos, int64_t *out, unsigned *n) {
  *n = array_len(pos);
  if (*n > GEP_MAX_INDICES) return false;
  for (unsigned i = 0; i < *n; i++) out[i] = array_at(pos, i);
  return true;
}

static bool tr_extractvalue(LxFnState *s, Operation *op) {
  const Attr *pos = op_get_attr(op, "position", 8);
  LxVal *agg = operand(s, op, 0);
  int64_t p[GEP_MAX_INDICES];
  unsigned n;
  if (!positions(pos, p, &n)) return false;
  LxVal *f = lx_fold_extractvalue(s->m, agg, p, n);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "extractvalue ");
  lx_tval(s, in, agg);
  position_text(s, in, pos);
  return set_result(s, op, in->result);
}

static bool tr_insertvalue(LxFnState *s, Operation *op) {
  const Attr *pos = op_get_attr(op, "position", 8);
  LxVal *agg = operand(s, op, 0), *v = operand(s, op, 1);
  int64_t p[GEP_MAX_INDICES];
  unsigned n;
  if (!positions(pos, p, &n)) return false;
  LxVal *f = lx_fold_insertvalue(s->m, agg, v, p, n);
  if (f) return set_result(s, op, f);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "insertvalue ");
  lx_tval(s, in, agg);
  lx_text(s, in, ", ");
  lx_tval(s, in, v);
  position_text(s, in, pos);
  return set_result(s, op, in->result);
}

static bool tr_extractelement(LxFnState *s, Operation *op) {
  LxVal *v = operand(s, op, 0), *i = operand(s, op, 1);
  if (v->kind == LX_CONST && i->kind == LX_CONST && i->ckind == LC_INT && i->bits[0] < lx_num_elems(v->type)) {
    LxVal *e = lc_element(s->m, v, (unsigned)i->bits[0]);
    if (e) return set_result(s, op, e);
  }
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "extractelement ");
  lx_tval(s, in, v);
  lx_text(s, in, ", ");
  lx_tval(s, in, i);
  return set_result(s, op, in->result);
}

static bool tr_insertelement(LxFnState *s, Operation *op) {
  LxVal *v = operand(s, op, 0), *e = operand(s, op, 1), *i = operand(s, op, 2);
  if (v->kind == LX_CONST && e->kind == LX_CONST && i->kind == LX_CONST && i->ckind == LC_INT &&
      i->bits[0] < lx_num_elems(v->type)) {
    int64_t p = (int64_t)i->bits[0];
    LxVal *f = lx_fold_insertvalue(s->m, v, e, &p, 1);
    if (f) return set_result(s, op, f);
  }
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "insertelement ");
  lx_tval(s, in, v);
  lx_text(s, in, ", ");
  lx_tval(s, in, e);
  lx_text(s, in, ", ");
  lx_tval(s, in, i);
  return set_result(s, op, in->result);
}

static bool tr_shufflevector(LxFnState *s, Operation *op) {
  const Attr *mask = op_get_attr(op, "mask", 4);
  unsigned n = array_len(mask);
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "shufflevector ");
  lx_tval(s, in, operand(s, op, 0));
  lx_text(s, in, ", ");
  lx_tval(s, in, operand(s, op, 1));
  lx_text(s, in, ", <%u x i32> ", n);
  bool zero = true, poison = true;
  for (unsigned i = 0; i < n; i++) {
    if (array_at(mask, i) != 0) zero = false;
    if (array_at(mask, i) != -1) poison = false;
  }
  if (zero) {
    lx_text(s, in, "zeroinitializer");
  } else if (poison) {
    lx_text(s, in, "poison");
  } else {
    lx_text(s, in, "<");
    for (unsigned i = 0; i < n; i++) {
      int64_t e = array_at(mask, i);
      if (e == -1) lx_text(s, in, "%si32 poison", i ? ", " : "");
      else lx_text(s, in, "%si32 %lld", i ? ", " : "", (long long)e);
    }
    lx_text(s, in, ">");
  }
  return set_result(s, op, in->result);
}

/* ---- calls ---------------------------------------------------------------------- */

static bool tr_call(LxFnState *s, Operation *op) {
  const Attr *callee = op_get_attr(op, "callee", 6);
  unsigned nargs = llvm_operand_segment(op, 0, op->num_operands);
  unsigned first = callee ? 0 : 1;
  const Type *vt = type_prop(op, "var_callee_type");
  const Type *ret = op->num_results ? op->results[0].type : NULL;
  LxInst *in = lx_inst(s, ret);
  if (!in) return false;
  uint64_t tail = llvm_param_of(op_get_attr(op, "TailCallKind", 12), "tailcallkind", 0);
  static const char *const TAIL[] = {"", "tail ", "musttail ", "notail "};
  lx_text(s, in, "%scall", tail < 4 ? TAIL[tail] : "");
  lx_fastmath(s, in, op);
  lx_text(s, in, " ");
  if (vt) lx_type(s, in, vt);
  else if (ret) lx_type(s, in, ret);
  else lx_text(s, in, "void");
  lx_text(s, in, " ");
  if (callee) {
    const Ident *name = WORD_PTR(const Ident, callee->p[0]);
    lx_val(s, in, lc_global(s->m, NULL, name->str, name->len));
  } else {
    lx_val(s, in, operand(s, op, 0));
  }
  lx_text(s, in, "(");
  for (unsigned i = first; i < nargs; i++) {
    if (i > first) lx_text(s, in, ", ");
    lx_tval(s, in, operand(s, op, i));
  }
  lx_text(s, in, ")");
  if (ret) return set_result(s, op, in->result);
  return true;
}

/* ---- terminators ----------------------------------------------------------------- */

static bool tr_br(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "br ");
  lx_succ(s, in, op->successors[0].block);
  return true;
}

static bool tr_cond_br(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "br ");
  lx_tval(s, in, operand(s, op, 0));
  lx_text(s, in, ", ");
  lx_succ(s, in, op->successors[0].block);
  lx_text(s, in, ", ");
  lx_succ(s, in, op->successors[1].block);
  return true;
}

static bool tr_switch(LxFnState *s, Operation *op) {
  LxVal *v = operand(s, op, 0);
  const Attr *cases = op_get_attr(op, "case_values", 11);
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "switch ");
  lx_tval(s, in, v);
  lx_text(s, in, ", ");
  lx_succ(s, in, op->successors[0].block);
  lx_text(s, in, " [\n");
  for (unsigned c = 1; c < op->num_successors; c++) {
    uint64_t limbs = 0;
    if (cases && cases->kind == AK_DENSE_ELEMENTS) {
      const Ident *blob = WORD_PTR(const Ident, cases->p[1]);
      size_t eb = dense_elem_bytes(shaped_elem(WORD_PTR(const Type, cases->p[0])));
      memcpy(&limbs, blob->str + (cases->aux ? 0 : (c - 1) * eb), eb < 8 ? eb : 8);
    }
    LxVal *k = lc_int(s->m, v->type, limbs, 0);
    lx_text(s, in, "    ");
    lx_tval(s, in, k);
    lx_text(s, in, ", ");
    lx_succ(s, in, op->successors[c].block);
    lx_text(s, in, "\n");
  }
  lx_text(s, in, "  ]");
  return true;
}

static bool tr_return(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  if (op->num_operands == 0) {
    lx_text(s, in, "ret void");
    return true;
  }
  lx_text(s, in, "ret ");
  lx_tval(s, in, operand(s, op, 0));
  return true;
}

static bool tr_unreachable(LxFnState *s, Operation *op) {
  (void)op;
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "unreachable");
  return true;
}

/* ---- the table ---------------------------------------------------------------------- */

static const struct {
  const char *name;
  LxOpFn fn;
} HANDLERS[] = {
    {"llvm.mlir.constant", tr_constant}, {"llvm.mlir.zero", tr_zero},
    {"llvm.mlir.undef", tr_undef},       {"llvm.mlir.poison", tr_poison},
    {"llvm.mlir.addressof", tr_addressof},
    {"llvm.add", tr_binary},   {"llvm.sub", tr_binary},   {"llvm.mul", tr_binary},
    {"llvm.udiv", tr_binary},  {"llvm.sdiv", tr_binary},  {"llvm.urem", tr_binary},
    {"llvm.srem", tr_binary},  {"llvm.and", tr_binary},   {"llvm.or", tr_binary},
    {"llvm.xor", tr_binary},   {"llvm.shl", tr_binary},   {"llvm.lshr", tr_binary},
    {"llvm.ashr", tr_binary},  {"llvm.fadd", tr_binary},  {"llvm.fsub", tr_binary},
    {"llvm.fmul", tr_binary},  {"llvm.fdiv", tr_binary},  {"llvm.frem", tr_binary},
    {"llvm.fneg", tr_fneg},    {"llvm.icmp", tr_icmp},    {"llvm.fcmp", tr_fcmp},
    {"llvm.trunc", tr_cast},   {"llvm.zext", tr_cast},    {"llvm.sext", tr_cast},
    {"llvm.fptrunc", tr_cast}, {"llvm.fpext", tr_cast},   {"llvm.fptoui", tr_cast},
    {"llvm.fptosi", tr_cast},  {"llvm.uitofp", tr_cast},  {"llvm.sitofp", tr_cast},
    {"llvm.ptrtoint", tr_cast}, {"llvm.inttoptr", tr_cast}, {"llvm.bitcast", tr_cast},
    {"llvm.addrspacecast", tr_cast},
    {"llvm.select", tr_select}, {"llvm.freeze", tr_freeze},
    {"llvm.alloca", tr_alloca}, {"llvm.load", tr_load}, {"llvm.store", tr_store},
    {"llvm.getelementptr", tr_gep},
    {"llvm.extractvalue", tr_extractvalue}, {"llvm.insertvalue", tr_insertvalue},
    {"llvm.extractelement", tr_extractelement}, {"llvm.insertelement", tr_insertelement},
    {"llvm.shufflevector", tr_shufflevector},
    {"llvm.call", tr_call},
    {"llvm.atomicrmw", tr_atomicrmw}, {"llvm.cmpxchg", tr_cmpxchg}, {"llvm.fence", tr_fence},
    {"llvm.br", tr_br}, {"llvm.cond_br", tr_cond_br}, {"llvm.switch", tr_switch},
    {"llvm.return", tr_return}, {"llvm.unreachable", tr_unreachable},
};

LxOpFn lx_handler(LxModule *m, Operation *op) {
  if (m->handlers.len == 0) {
    for (size_t i = 0; i < sizeof HANDLERS / sizeof *HANDLERS; i++)
      pm_put(m->alloc, &m->handlers, opname_get(m->ctx, HANDLERS[i].name, strlen(HANDLERS[i].name)),
             (uintptr_t)HANDLERS[i].fn);
  }
  uintptr_t fn;
  if (pm_get(&m->handlers, op->name, &fn)) return (LxOpFn)fn;
  const Ident *n = op->name->name;
  if (n->len > 10 && memcmp(n->str, "llvm.intr.", 10) == 0) return lx_intrinsic;
  return NULL;
}

LxVal *lx_constant_region(LxModule *m, Operation *global) {
  Region *r = &global->regions[0];
  Block *b = r->first;
  LxFunc scratch = {0};
  LxBlock blk = {0};
  LxFnState s = {.m = m, .f = &scratch, .cur = &blk};
  LxVal *result = NULL;
  for (Operation *op = b->first; op && !m->failed; op = op->next) {
    if (op_is(op, "llvm.return")) {
      result = op->num_operands ? lx_lookup(&s, op->operands[0].value) : NULL;
      break;
    }
    LxOpFn fn = lx_handler(m, op);
    if (!fn || !lx_operands_ready(&s, op) || !fn(&s, op) || blk.insts.len) {
      lx_error(m, global, "unsupported constant in the initializer of this global");
      break;
    }
  }
  pv_free(m->alloc, &blk.insts);
  pm_free(m->alloc, &s.values);
  return m->failed ? NULL : result;
}
