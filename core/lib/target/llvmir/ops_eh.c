/* ops_eh.c: exception handling: llvm.invoke (a call with a normal and an
 * unwind successor, printed on two lines as LLVM does), llvm.landingpad
 * (cleanup and catch/filter clauses, one a line) and llvm.resume. The
 * function's personality is printed with its header (print.c). */
#include "ops.h"

bool lx_tr_invoke(LxFnState *s, Operation *op) {
  const Attr *callee = op_get_attr(op, "callee", 6);
  unsigned nargs = llvm_operand_segment(op, 0, op->num_operands);
  unsigned first = callee ? 0 : 1;
  const Type *vt = type_prop(op, "var_callee_type");
  const Type *ret = op->num_results ? op->results[0].type : NULL;
  LxInst *in = lx_inst(s, ret);
  if (!in) return false;
  lx_text(s, in, "invoke ");
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
  lx_text(s, in, ")\n          to ");
  lx_succ(s, in, op->successors[0].block);
  lx_text(s, in, " unwind ");
  lx_succ(s, in, op->successors[1].block);
  if (ret) return set_result(s, op, in->result);
  return true;
}

bool lx_tr_landingpad(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, op->results[0].type);
  if (!in) return false;
  lx_text(s, in, "landingpad ");
  lx_type(s, in, op->results[0].type);
  if (unit_prop(op, "cleanup")) lx_text(s, in, "\n          cleanup");
  /* a clause of array type is a filter, any other a catch */
  for (unsigned i = 0; i < op->num_operands; i++) {
    LxVal *v = operand(s, op, i);
    lx_text(s, in, llvm_type_is(v->type, "array") ? "\n          filter " : "\n          catch ");
    lx_tval(s, in, v);
  }
  return set_result(s, op, in->result);
}

bool lx_tr_resume(LxFnState *s, Operation *op) {
  LxInst *in = lx_inst(s, NULL);
  if (!in) return false;
  lx_text(s, in, "resume ");
  lx_tval(s, in, operand(s, op, 0));
  return true;
}
