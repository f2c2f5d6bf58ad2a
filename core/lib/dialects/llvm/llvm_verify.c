/* llvm_verify.c: the verifiers upstream writes in C++ for the ops the
 * to-LLVM conversions produce most: llvm.return against its function,
 * llvm.mlir.global's initializer, and the symbol uses of llvm.call and
 * llvm.mlir.addressof. */
#include "llvm.h"

static bool op_named(const Operation *op, const char *name) {
  return op && strcmp(op->name->name->str, name) == 0;
}

/* The !llvm.func type of an llvm.func op, or NULL. */
static const Type *func_type_of(Operation *fn) {
  const Attr *a = op_get_attr(fn, "function_type", 13);
  const Type *t = a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
  return t && llvm_type_is(t, "func") ? t : NULL;
}

/* An error with the "see current operation" note, then upstream's note
 * at the function returned from. */
static bool fail_in_function(Operation *op, Operation *fn, const char *msg) {
  Diag *d = op_error(op, "%s", msg);
  if (!d) return false;
  diag_note_current_op(d, op);
  Diag *n = diag_note(op_context(op), d, fn->loc);
  if (n) sb_puts(&n->msg, "when returning from function");
  diag_emit(op_context(op), d);
  return false;
}

bool llvm_return_verify(Operation *op) {
  Operation *fn = op_parent_op(op);
  while (fn && !op_named(fn, "llvm.func")) fn = op_parent_op(fn);
  const Type *ft = fn ? func_type_of(fn) : NULL;
  if (!ft) return true;
  const Type *expected = llvm_func_result(ft);
  if (llvm_type_is(expected, "void"))
    return op->num_operands == 0 || fail_in_function(op, fn, "expected no operands");
  if (op->num_operands == 0) return fail_in_function(op, fn, "expected 1 operand");
  if (op->operands[0].value->type != expected) return fail_in_function(op, fn, "mismatching result types");
  return true;
}

static const Type *global_type_of(Operation *op) {
  const Attr *a = op_get_attr(op, "global_type", 11);
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

/* LLVMPointerType::isValidElementType. */
static bool valid_global_type(const Type *t) {
  return llvm_is_compatible_outer_type(t) && !llvm_type_is(t, "void") && !llvm_type_is(t, "token") &&
         !llvm_type_is(t, "metadata") && !llvm_type_is(t, "label");
}

bool llvm_global_verify(Operation *op) {
  const Attr *v = op_get_attr(op, "value", 5);
  const Type *t = global_type_of(op);
  if (t && !valid_global_type(t)) return op_fail(op, "expects type to be a valid element type for an LLVM global");
  if (t && v && v->kind == AK_STRING) {
    const Type *e = llvm_type_is(t, "array") ? llvm_array_elem(t) : NULL;
    if (!e || !type_is_integer(e) || type_int_width(e) != 8 ||
        llvm_array_size(t) != attr_string_ident(v)->len)
      return op_fail(op, "requires an i8 array type of the length equal to that of the string attribute");
  }
  if (t && v && llvm_type_is(t, "target"))
    return op_fail(op, "global with target extension type can only be initialized with zero-initializer");
  if (v && op->num_regions && op->regions[0].first)
    return op_fail(op, "cannot have both initializer value and region");
  return true;
}

/* GlobalOp::verifyRegions: the initializer returns a value of the global's type. */
bool llvm_global_verify_regions(Operation *op) {
  const Block *b = op->num_regions ? op->regions[0].first : NULL;
  Operation *ret = b ? b->last : NULL;
  const Type *t = global_type_of(op);
  if (!ret || !op_named(ret, "llvm.return") || !t) return true;
  if (ret->num_operands == 0) return op_fail(op, "initializer region cannot return void");
  const Type *rt = ret->operands[0].value->type;
  if (rt != t)
    return op_fail(op, "initializer region type '%s' does not match global type '%s'", type_text(op_context(op), rt),
                   type_text(op_context(op), t));
  return true;
}

/* The number of callee operands of llvm.call (the first segment). */
static unsigned callee_operands(Operation *op) {
  unsigned n = llvm_operand_segment(op, 0, op->num_operands);
  return n <= op->num_operands ? n : op->num_operands;
}

/* CallOp::verifySymbolUses for direct calls (an indirect call's callee
 * type is its operands'). */
bool llvm_call_verify_symbol_uses(Operation *op) {
  Context *ctx = op_context(op);
  const Attr *ref = op_get_attr(op, "callee", 6);
  if (op->num_results > 1) return op_fail(op, "must have 0 or 1 result");
  if (!ref || ref->kind != AK_SYMBOL_REF) return true;
  const char *name = WORD_PTR(const Ident, ref->p[0])->str;
  Operation *callee = symbol_resolve(op, ref);
  if (!callee) return op_fail(op, "'%s' does not reference a symbol in the current scope", name);
  const Type *ft = op_named(callee, "llvm.func") ? func_type_of(callee) : NULL;
  if (!ft) return op_fail(op, "'%s' does not reference a valid LLVM function or IFunc", name);
  unsigned nparams = llvm_func_num_params(ft), nargs = callee_operands(op);
  if (llvm_func_vararg(ft) && !op_get_attr(op, "var_callee_type", 15))
    return op_fail(op, "missing var_callee_type attribute for vararg call");
  if (!llvm_func_vararg(ft) && nparams != nargs)
    return op_fail(op, "incorrect number of operands (%u) for callee (expecting: %u)", nargs, nparams);
  if (nparams > nargs)
    return op_fail(op, "incorrect number of operands (%u) for varargs callee (expecting at least: %u)", nargs,
                   nparams);
  for (unsigned i = 0; i < nparams; i++)
    if (op->operands[i].value->type != llvm_func_param(ft, i))
      return op_fail(op, "operand type mismatch for operand %u: '%s' != '%s'", i,
                     type_text(ctx, op->operands[i].value->type), type_text(ctx, llvm_func_param(ft, i)));
  bool void_result = llvm_type_is(llvm_func_result(ft), "void");
  if (op->num_results == 0 && !void_result) return op_fail(op, "expected function call to produce a value");
  if (op->num_results != 0 && void_result)
    return op_fail(op, "calling function with void result must not produce values");
  if (op->num_results && op->results[0].type != llvm_func_result(ft))
    return op_fail(op, "result type mismatch: '%s' != '%s'", type_text(ctx, op->results[0].type),
                   type_text(ctx, llvm_func_result(ft)));
  return true;
}

/* AddressOfOp::verifySymbolUses. */
bool llvm_addressof_verify_symbol_uses(Operation *op) {
  const Attr *ref = op_get_attr(op, "global_name", 11);
  Operation *sym = ref ? symbol_resolve(op, ref) : NULL;
  bool global = op_named(sym, "llvm.mlir.global"), alias = op_named(sym, "llvm.mlir.alias");
  if (!global && !alias && !op_named(sym, "llvm.func") && !op_named(sym, "llvm.mlir.ifunc"))
    return op_fail(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or "
                       "'llvm.mlir.ifunc'");
  if (global || alias) {
    const Attr *as = op_get_attr(sym, "addr_space", 10);
    unsigned space = as && as->kind == AK_INTEGER ? (unsigned)attr_int_value(as) : 0;
    const Type *t = op->num_results ? op->results[0].type : NULL;
    if (t && llvm_type_is(t, "ptr") && llvm_ptr_addrspace(t) != space)
      return op_fail(op, "pointer address space must match address space of the referenced global or alias");
  }
  return true;
}
