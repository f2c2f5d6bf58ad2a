/* ops_func.c: calls and branches: the func dialect (calls resolve their
 * callee once, when compiled: a function of the module, a function the
 * host registered, or a runtime function such as printMemrefF32), the cf
 * dialect (a poison condition is undefined behaviour) and the ub dialect. */
#include "exec.h"
#include "../dialects/utils/dialect_util.h"

/* ---- func ------------------------------------------------------------------------------ */

static bool func_has_body(Operation *func) { return func->num_regions && func->regions[0].first; }

typedef struct CallTarget {
  Operation *func;   /* a function with a body, or NULL */
  RuntimeFn runtime; /* a runtime function, or NULL */
  HostFn *host;      /* a host function, or NULL */
  unsigned nargs;    /* the call's arguments: its first nargs operands */
} CallTarget;

/* Resolves the callee of a call op to what runs it; false after a
 * diagnostic. */
static bool resolve_callee(Interp *in, Inst *i, const Attr *ref, CallTarget *t) {
  memset(t, 0, sizeof *t);
  Operation *callee = ref ? symbol_resolve(i->op, ref) : NULL;
  if (!callee) {
    emit_error(in->ctx, i->op->loc, "the callee of this call is not in the module");
    return false;
  }
  if (func_has_body(callee)) {
    t->func = callee;
    return true;
  }
  const Ident *name = symbol_name(callee);
  if (name && (t->host = interp_host_fn(in, name))) return true;
  if (name && (t->runtime = runtime_lookup(name->str, name->len))) return true;
  emit_error(in->ctx, i->op->loc, "call to the external function '@%s', which the interpreter does not provide",
             name ? name->str : "");
  return false;
}

static int h_call_body(Interp *in, Frame *f, const Inst *i) {
  const CallTarget *t = i->aux;
  return exec_call(in, f, i, t->func, i->ops, t->nargs);
}

static int h_call_runtime(Interp *in, Frame *f, const Inst *i) {
  const CallTarget *t = i->aux;
  return t->runtime(in, f, i, i->ops, t->nargs);
}

static int h_call_host(Interp *in, Frame *f, const Inst *i) {
  const CallTarget *t = i->aux;
  return exec_call_host(in, f, i, t->host, i->ops, t->nargs);
}

bool exec_prep_call(Interp *in, Inst *i, const Attr *callee, unsigned nargs) {
  CallTarget t;
  if (!resolve_callee(in, i, callee, &t)) return false;
  t.nargs = nargs;
  CallTarget *keep = exec_keep(in, &t, sizeof t);
  if (!keep) return false;
  i->aux = keep;
  i->fn = t.func ? h_call_body : t.runtime ? h_call_runtime : h_call_host;
  return true;
}

static bool prep_call(Interp *in, Inst *i) {
  return exec_prep_call(in, i, op_get_attr(i->op, "callee", 6), i->nops);
}

static int h_unreachable_run(Interp *in, Frame *f, const Inst *i) {
  return exec_fail(in, i, "'%s' has no run handler", i->op->name->name->str);
}

static int h_return(Interp *in, Frame *f, const Inst *i) { return exec_return(in, f, i); }

static int h_func_constant(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_bits((uint64_t)(uintptr_t)i->aux, 0));
  return EX_NEXT;
}

static bool prep_func_constant(Interp *in, Inst *i) {
  Operation *callee = symbol_resolve(i->op, op_get_attr(i->op, "value", 5));
  if (!callee) {
    emit_error(in->ctx, i->op->loc, "the function of this constant is not in the module");
    return false;
  }
  i->aux = callee;
  return true;
}

int exec_call_function(Interp *in, Frame *f, const Inst *i, Operation *callee, const uint32_t *args,
                       unsigned nargs) {
  if (func_has_body(callee)) return exec_call(in, f, i, callee, args, nargs);
  const Ident *name = symbol_name(callee);
  HostFn *h = name ? interp_host_fn(in, name) : NULL;
  if (h) return exec_call_host(in, f, i, h, args, nargs);
  RuntimeFn rt = name ? runtime_lookup(name->str, name->len) : NULL;
  if (rt) return rt(in, f, i, args, nargs);
  return exec_fail(in, i, "call to the external function '@%s', which the interpreter does not provide",
                   name ? name->str : "");
}

static int h_call_indirect(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS || !c->w[0]) return exec_poison_ub(in, i, "called as a function");
  return exec_call_function(in, f, i, (Operation *)(uintptr_t)c->w[0], i->ops + 1, i->nops - 1);
}

static const ExecOpDef FUNC_OPS[] = {
    {.name = "func.call", .run = h_unreachable_run, .prep = prep_call},
    {.name = "func.call_indirect", .run = h_call_indirect},
    {.name = "func.constant", .run = h_func_constant, .prep = prep_func_constant},
    {.name = "func.return", .run = h_return},
    {.name = NULL},
};

const ExecDialect EXEC_FUNC = {"func", FUNC_OPS};

/* ---- cf ------------------------------------------------------------------------------------ */

static int h_br(Interp *in, Frame *f, const Inst *i) { return exec_branch(in, f, i, 0, 0, i->nops); }

static bool prep_cond_br(Interp *in, Inst *i) {
  unsigned start, count;
  du_operands(i->op, "trueDestOperands", &start, &count);
  i->iaux = count;
  return true;
}

static int h_cond_br(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS) return exec_poison_ub(in, i, "used as a branch condition");
  unsigned nt = (unsigned)i->iaux;
  if (c->w[0] & 1) return exec_branch(in, f, i, 0, 1, nt);
  return exec_branch(in, f, i, 1, 1 + nt, i->nops - 1 - nt);
}

/* cf.switch: case values, and where each successor's operands start. */
typedef struct SwitchInfo {
  unsigned ncases;
  unsigned width;
  int64_t *values;
  unsigned *start, *count; /* per successor: 0 default, then the cases */
} SwitchInfo;

static bool prep_switch(Interp *in, Inst *i) {
  Operation *op = i->op;
  const Attr *vals = op_get_attr(op, "case_values", 11);
  const Attr *segs = op_get_attr(op, "case_operand_segments", 21);
  unsigned ncases = i->nsucc - 1;
  SwitchInfo *s = exec_keep(in, NULL, sizeof *s + ncases * sizeof(int64_t) + 2 * i->nsucc * sizeof(unsigned));
  if (!s) return false;
  s->ncases = ncases;
  s->width = exec_int_width(opnd_type(i, 0));
  s->values = (int64_t *)(s + 1);
  s->start = (unsigned *)(s->values + ncases);
  s->count = s->start + i->nsucc;
  unsigned dstart, dcount, cstart, ccount;
  du_operands(op, "defaultOperands", &dstart, &dcount);
  du_operands(op, "caseOperands", &cstart, &ccount);
  s->start[0] = dstart;
  s->count[0] = dcount;
  unsigned at = cstart;
  for (unsigned k = 0; k < ncases; k++) {
    s->values[k] = 0;
    if (vals && vals->kind == AK_DENSE_ELEMENTS) {
      const Ident *blob = WORD_PTR(const Ident, vals->p[1]);
      size_t eb = (s->width + 7) / 8, idx = vals->aux ? 0 : k;
      uint64_t raw = 0;
      for (size_t b = 0; b < eb && b < 8 && (idx + 1) * eb <= blob->len; b++)
        raw |= (uint64_t)(uint8_t)blob->str[idx * eb + b] << (8 * b);
      s->values[k] = (int64_t)(raw & mask_bits(s->width));
    }
    int32_t n = 0;
    if (segs && segs->kind == AK_DENSE_ARRAY) {
      const Ident *blob = WORD_PTR(const Ident, segs->p[1]);
      if ((k + 1) * 4 <= blob->len) memcpy(&n, blob->str + k * 4, 4);
    }
    s->start[1 + k] = at;
    s->count[1 + k] = (unsigned)n;
    at += (unsigned)n;
  }
  i->aux = s;
  return true;
}

static int h_switch(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS) return exec_poison_ub(in, i, "used as a switch value");
  const SwitchInfo *s = i->aux;
  uint64_t v = c->w[0] & mask_bits(s->width);
  for (unsigned k = 0; k < s->ncases; k++)
    if ((uint64_t)s->values[k] == v) return exec_branch(in, f, i, 1 + k, s->start[1 + k], s->count[1 + k]);
  return exec_branch(in, f, i, 0, s->start[0], s->count[0]);
}

static int h_assert(Interp *in, Frame *f, const Inst *i) {
  Val *c = opv(f, i, 0);
  if (c->tag != VT_BITS) return exec_poison_ub(in, i, "used as an assertion condition");
  if (c->w[0] & 1) return EX_NEXT;
  const Attr *msg = op_get_attr(i->op, "msg", 3);
  return exec_fail(in, i, "assertion failed: %s", msg && msg->kind == AK_STRING ? attr_string_ident(msg)->str : "");
}

static const ExecOpDef CF_OPS[] = {
    {.name = "cf.br", .run = h_br},
    {.name = "cf.cond_br", .run = h_cond_br, .prep = prep_cond_br},
    {.name = "cf.switch", .run = h_switch, .prep = prep_switch},
    {.name = "cf.assert", .run = h_assert},
    {.name = NULL},
};

const ExecDialect EXEC_CF = {"cf", CF_OPS};

/* ---- ub ------------------------------------------------------------------------------------- */

static bool prep_poison(Interp *in, Inst *i) {
  i->aux = (void *)exec_keep_const(in, op_get_attr(i->op, "value", 5), res_type(i, 0), i->op->loc);
  return i->aux != NULL;
}

static int h_poison(Interp *in, Frame *f, const Inst *i) {
  set_res(in, f, i, 0, val_copy(i->aux));
  return EX_NEXT;
}

static int h_ub_unreachable(Interp *in, Frame *f, const Inst *i) {
  return exec_fail(in, i, "undefined behaviour: 'ub.unreachable' was reached");
}

static const ExecOpDef UB_OPS[] = {
    {.name = "ub.poison", .run = h_poison, .prep = prep_poison},
    {.name = "ub.unreachable", .run = h_ub_unreachable},
    {.name = NULL},
};

const ExecDialect EXEC_UB = {"ub", UB_OPS};
