/* ops.c: the translation of each llvm op (upstream's llvmBuilder of its
 * ODS record and the hand-written ones of ModuleTranslation): constants
 * become LLVM constants, other ops instructions, folded first as the
 * IRBuilder folds them (memory ops in ops_memory.c). The handlers are
 * found through a map from the op's name record, filled once per
 * translation. */
#include "ops.h"

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
  /* call-site result and argument attributes (the op's res_attrs and
   * arg_attrs, indexed from the first argument) */
  const Attr *res = op_get_attr(op, "res_attrs", 9), *args = op_get_attr(op, "arg_attrs", 9);
  const char *rattrs = res && res->kind == AK_ARRAY && res->n ? lx_param_attrs(s->m, WORD_PTR(const Attr, res->p[0])) : NULL;
  if (rattrs) lx_text(s, in, "%s ", rattrs);
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
    unsigned k = i - first;
    const char *aattrs = args && args->kind == AK_ARRAY && k < args->n
                             ? lx_param_attrs(s->m, WORD_PTR(const Attr, args->p[k]))
                             : NULL;
    if (!aattrs) {
      lx_tval(s, in, operand(s, op, i));
      continue;
    }
    LxVal *v = operand(s, op, i);
    lx_type(s, in, v->type);
    lx_text(s, in, " %s ", aattrs);
    lx_val(s, in, v);
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
  lx_branch_weights(s, in, op);
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
  lx_branch_weights(s, in, op);
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
    {"llvm.alloca", lx_tr_alloca}, {"llvm.load", lx_tr_load}, {"llvm.store", lx_tr_store},
    {"llvm.getelementptr", lx_tr_gep},
    {"llvm.invoke", lx_tr_invoke}, {"llvm.landingpad", lx_tr_landingpad}, {"llvm.resume", lx_tr_resume},
    {"llvm.extractvalue", tr_extractvalue}, {"llvm.insertvalue", tr_insertvalue},
    {"llvm.extractelement", tr_extractelement}, {"llvm.insertelement", tr_insertelement},
    {"llvm.shufflevector", tr_shufflevector},
    {"llvm.call", tr_call},
    {"llvm.atomicrmw", lx_tr_atomicrmw}, {"llvm.cmpxchg", lx_tr_cmpxchg}, {"llvm.fence", lx_tr_fence},
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
