/* func_to_llvm.c: the convert-func-to-llvm pass: upstream's FuncToLLVM
 * patterns. func.func becomes llvm.func with the converted signature
 * (memref arguments unpacked into their descriptor fields, or bare
 * pointers with use-bare-ptr-memref-call-conv; several results packed in
 * a struct) and, with `llvm.emit_c_interface`, a `_mlir_ciface_` wrapper
 * taking memrefs by pointer; calls and returns follow the same
 * convention. */
#include "../transforms/transforms.h"
#include "llvm_builders.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"
#include "../interfaces/interfaces.h"
#include "../verify/verify.h"

#include <stdio.h>

enum { OPT_BARE_PTR, OPT_INDEX_BITWIDTH };

static bool use_bare_ptr(const Rewriter *rw) { return llvm_converter(rw)->use_bare_ptr_call_conv; }

static const Type *fn_type_of(Operation *op) {
  const Attr *a = op_get_attr(op, "function_type", 13);
  const Type *t = a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
  return t && t->kind == TK_FUNCTION ? t : NULL;
}

/* filterFuncAttributes: the discardable attributes but llvm.linkage,
 * func.varargs and llvm.readnone. */
static unsigned filtered_attrs(Operation *op, NamedAttr *out, unsigned cap) {
  unsigned k = 0;
  for (size_t i = 0; i < dict_size(op->attrs) && k < cap; i++) {
    const char *n = dict_name(op->attrs, i)->str;
    if (!strcmp(n, "llvm.linkage") || !strcmp(n, "func.varargs") || !strcmp(n, "llvm.readnone")) continue;
    out[k++] = (NamedAttr){dict_name(op->attrs, i), dict_value(op->attrs, i)};
  }
  return k;
}

enum { MAX_FUNC_ATTRS = 64, MAX_NAME = 512 };

static bool is_llvm_attr(const Attr *a, const char *cls) {
  return a->kind == AK_DIALECT && strcmp(WORD_PTR(const AttrClass, a->p[0])->name, cls) == 0;
}

/* llvm.readnone: #llvm.memory_effects with every location NoModRef. */
enum { MEMORY_EFFECT_LOCATIONS = 6 };
static const Attr *no_memory_effects(Context *ctx) {
  const AttrClass *c = llvm_attr_class(ctx, "memory_effects");
  uint64_t none[MEMORY_EFFECT_LOCATIONS] = {0};
  return c ? ods_def_get(ctx, c, none) : NULL;
}

/* ---- the C interface wrappers -------------------------------------------------------------- */

/* convertFunctionTypeCWrapper: memrefs by pointer, a struct result
 * through a leading pointer argument (*result_struct set). */
static const Type *c_wrapper_type(const LlvmTypeConverter *l, const Type *fn, const Type **result_struct) {
  Context *ctx = l->ctx;
  unsigned nres = fn_num_results(fn), nin = fn_num_inputs(fn);
  const Type *results[MAX_STACK_VALUES];
  if (nres > MAX_STACK_VALUES || nin + 1 > MAX_STACK_VALUES) return NULL;
  for (unsigned i = 0; i < nres; i++) results[i] = fn_result(fn, i);
  const Type *res = llvm_tc_pack_results(l, nres, results, false);
  if (!res) return NULL;
  const Type *ptr = llvm_ptr_type(ctx, 0);
  const Type *inputs[MAX_STACK_VALUES];
  unsigned n = 0;
  *result_struct = NULL;
  if (llvm_type_is(res, "struct")) {
    *result_struct = res;
    inputs[n++] = ptr;
    res = llvm_simple_type(ctx, "void");
  }
  for (unsigned i = 0; i < nin; i++) {
    const Type *t = fn_input(fn, i);
    const Type *c = tc_convert_type1(l->tc, t);
    if (!c || !llvm_is_compatible_type(c)) return NULL;
    inputs[n++] = t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF ? ptr : c;
  }
  return llvm_func_type(ctx, res, n, inputs, false);
}

/* propagateArgResAttrs: the function's argument and result attributes
 * on the wrapper's (after an empty one for a leading result pointer,
 * which then takes the results' place). */
static unsigned wrapper_arg_res_attrs(Context *ctx, Operation *func, bool result_struct, NamedAttr *out) {
  const Attr *args = op_get_attr(func, "arg_attrs", 9), *res = op_get_attr(func, "res_attrs", 9);
  unsigned n = 0;
  if (!result_struct) {
    if (res) out[n++] = named(ctx, "res_attrs", res);
    if (args) out[n++] = named(ctx, "arg_attrs", args);
    return n;
  }
  if (!args || args->kind != AK_ARRAY) return 0;
  const Attr **dicts = ctx_alloc(ctx, (args->n + 1) * sizeof *dicts);
  if (!dicts) return 0;
  dicts[0] = attr_dictionary(ctx, 0, NULL, NULL);
  for (unsigned i = 0; i < args->n; i++) dicts[i + 1] = WORD_PTR(const Attr, args->p[i]);
  const Attr *shifted = attr_array(ctx, args->n + 1, dicts);
  ctx_free(ctx, dicts);
  if (shifted) out[n++] = named(ctx, "arg_attrs", shifted);
  return n;
}

static Operation *create_wrapper(Rewriter *rw, Operation *func, const Type *type, bool result_struct) {
  const Ident *name = symbol_name(func);
  char buf[MAX_NAME];
  int len = snprintf(buf, sizeof buf, "_mlir_ciface_%.*s", (int)name->len, name->str);
  if (len < 0 || (size_t)len >= sizeof buf) return NULL;
  NamedAttr attrs[MAX_FUNC_ATTRS + 3];
  unsigned n = filtered_attrs(func, attrs, MAX_FUNC_ATTRS);
  n += wrapper_arg_res_attrs(rw->ctx, func, result_struct, attrs + n);
  const char *vis = symbol_visibility(func);
  if (strcmp(vis, "public") != 0) attrs[n++] = named(rw->ctx, "sym_visibility", attr_string(rw->ctx, vis, strlen(vis), NULL));
  return llvm_func_create(rw, func->loc, buf, (size_t)len, type, "external", n, attrs);
}

static Block *add_entry_block(Rewriter *rw, Operation *fn, const Type *type, const Loc *loc) {
  unsigned n = llvm_func_num_params(type);
  const Type *params[MAX_STACK_VALUES];
  const Loc *locs[MAX_STACK_VALUES];
  if (n > MAX_STACK_VALUES) return NULL;
  for (unsigned i = 0; i < n; i++) params[i] = llvm_func_param(type, i), locs[i] = loc;
  return rw_create_block(rw, &fn->regions[0], NULL, n, params, locs);
}

static Value *load(Rewriter *rw, const Loc *loc, const Type *type, Value *ptr) {
  NamedAttr ordering = named(rw->ctx, "ordering", llvm_i64_attr(rw->ctx, 0));
  return llvm_res(rw_build(rw, "llvm.load", loc, 1, &ptr, 1, &type, 1, &ordering));
}

static bool store(Rewriter *rw, const Loc *loc, Value *v, Value *ptr) {
  Value *ops[2] = {v, ptr};
  NamedAttr ordering = named(rw->ctx, "ordering", llvm_i64_attr(rw->ctx, 0));
  return v && ptr && rw_build(rw, "llvm.store", loc, 2, ops, 0, NULL, 1, &ordering);
}

static bool ret(Rewriter *rw, const Loc *loc, unsigned n, Value *const *vals) {
  return rw_build(rw, "llvm.return", loc, n, vals, 0, NULL, 0, NULL) != NULL;
}

/* alloca of one `elem` (the count an index constant). */
static Value *alloca_one(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, const Type *elem) {
  Context *ctx = rw->ctx;
  Value *one = llvm_index_constant(rw, loc, l, 1);
  const Type *ptr = llvm_ptr_type(ctx, 0);
  NamedAttr et = named(ctx, "elem_type", attr_type(ctx, elem));
  return one ? llvm_res(rw_build(rw, "llvm.alloca", loc, 1, &one, 1, &ptr, 1, &et)) : NULL;
}

/* wrapForExternalCallers: the wrapper loads the memref descriptors its
 * pointers point to, calls the function and returns (or stores) its
 * result. */
static bool wrap_for_external_callers(Rewriter *rw, const LlvmTypeConverter *l, Operation *func, Operation *nf) {
  Context *ctx = rw->ctx;
  const Loc *loc = func->loc;
  const Type *fn = fn_type_of(func), *result_struct;
  const Type *type = c_wrapper_type(l, fn, &result_struct);
  Operation *w = type ? create_wrapper(rw, func, type, result_struct != NULL) : NULL;
  if (!w) return false;
  Block *saved_block = rw->block;
  Operation *saved_before = rw->before;
  Block *entry = add_entry_block(rw, w, type, loc);
  bool ok = entry != NULL;
  PtrVec args = {0};
  unsigned offset = result_struct ? 1 : 0;
  for (unsigned i = 0; ok && i < fn_num_inputs(fn); i++) {
    Value *arg = entry->args[i + offset];
    const Type *t = fn_input(fn, i);
    if (t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF) {
      Value *loaded = load(rw, loc, tc_convert_type1(l->tc, t), arg);
      ok = loaded && llvm_unpack_descriptor(rw, loc, l, t, loaded, &args);
    } else {
      ok = pv_push(&ctx->alloc, &args, arg);
    }
  }
  const Type *nft = ok ? WORD_PTR(const Type, op_get_attr(nf, "function_type", 13)->p[0]) : NULL;
  const Type *res = nft ? llvm_func_result(nft) : NULL;
  bool is_void = res && llvm_type_is(res, "void");
  Operation *call = ok ? llvm_call_ref(rw, loc, attr_symbol_ref(ctx, symbol_name(nf), 0, NULL), is_void ? NULL : res,
                                       (unsigned)args.len, (Value *const *)args.data, 0, NULL)
                       : NULL;
  ok = call != NULL;
  if (ok && result_struct) ok = store(rw, loc, &call->results[0], entry->args[0]) && ret(rw, loc, 0, NULL);
  else if (ok) ok = ret(rw, loc, call->num_results, call->num_results ? (Value *[]){&call->results[0]} : NULL);
  pv_free(&ctx->alloc, &args);
  rw->block = saved_block;
  rw->before = saved_before;
  return ok;
}

/* wrapExternalFunction: the declaration becomes a private function that
 * packs its memref arguments into descriptors on the stack and calls the
 * `_mlir_ciface_` declaration. */
static bool wrap_external_function(Rewriter *rw, const LlvmTypeConverter *l, Operation *func, Operation *nf) {
  Context *ctx = rw->ctx;
  const Loc *loc = func->loc;
  const Type *fn = fn_type_of(func), *result_struct;
  const Type *type = c_wrapper_type(l, fn, &result_struct);
  Operation *w = type ? create_wrapper(rw, func, type, result_struct != NULL) : NULL;
  if (!w) return false;
  op_set_attr(nf, ident_cstr(ctx, "linkage"), llvm_linkage_attr(ctx, "private"));
  Block *saved_block = rw->block;
  Operation *saved_before = rw->before;
  const Type *nft = WORD_PTR(const Type, op_get_attr(nf, "function_type", 13)->p[0]);
  Block *entry = add_entry_block(rw, nf, nft, loc);
  bool ok = entry != NULL;
  PtrVec args = {0};
  if (ok && result_struct) {
    Value *r = alloca_one(rw, loc, l, result_struct);
    ok = r && pv_push(&ctx->alloc, &args, r);
  }
  unsigned next = 0;
  for (unsigned i = 0; ok && i < fn_num_inputs(fn); i++) {
    const Type *t = fn_input(fn, i);
    if (t->kind != TK_MEMREF && t->kind != TK_UNRANKED_MEMREF) {
      ok = pv_push(&ctx->alloc, &args, entry->args[next++]);
      continue;
    }
    bool ranked = t->kind == TK_MEMREF;
    unsigned count = ranked ? 3 + 2 * shaped_rank(t) : 2;
    const Type *desc_t = tc_convert_type1(l->tc, t);
    Value *packed = llvm_pack_descriptor(rw, loc, desc_t, shaped_rank(t), ranked, entry->args + next);
    next += count;
    Value *slot = packed ? alloca_one(rw, loc, l, desc_t) : NULL;
    ok = slot && store(rw, loc, packed, slot) && pv_push(&ctx->alloc, &args, slot);
  }
  const Type *wres = llvm_func_result(type);
  bool is_void = llvm_type_is(wres, "void");
  Operation *call = ok ? llvm_call_ref(rw, loc, attr_symbol_ref(ctx, symbol_name(w), 0, NULL), is_void ? NULL : wres,
                                       (unsigned)args.len, (Value *const *)args.data, 0, NULL)
                       : NULL;
  ok = call != NULL;
  if (ok && result_struct) {
    Value *v = load(rw, loc, result_struct, args.data[0]);
    ok = v && ret(rw, loc, 1, &v);
  } else if (ok) {
    ok = ret(rw, loc, call->num_results, call->num_results ? (Value *[]){&call->results[0]} : NULL);
  }
  pv_free(&ctx->alloc, &args);
  rw->block = saved_block;
  rw->before = saved_before;
  return ok;
}

/* ---- func.func ------------------------------------------------------------------------------- */

/* The argument attributes of the new function: each original dictionary
 * on its one converted argument, empty ones for unpacked arguments. */
static const Attr *converted_arg_attrs(Context *ctx, const Attr *arg_attrs, const SignatureConversion *sig,
                                       unsigned nparams) {
  if (!arg_attrs || arg_attrs->kind != AK_ARRAY) return NULL;
  const Attr **dicts = ctx_zalloc(ctx, (nparams + 1) * sizeof *dicts);
  if (!dicts) return NULL;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, NULL);
  for (unsigned i = 0; i < nparams; i++) dicts[i] = empty;
  for (unsigned i = 0; i < sig->norig && i < arg_attrs->n; i++) {
    const SignatureInput *in = &sig->inputs[i];
    if (in->size == 1) dicts[in->input_no] = WORD_PTR(const Attr, arg_attrs->p[i]);
  }
  const Attr *r = attr_array(ctx, nparams, dicts);
  ctx_free(ctx, dicts);
  return r;
}

static bool lower_func(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Type *fn = fn_type_of(op);
  if (!fn) return false;
  const Attr *varargs = op_get_attr(op, "func.varargs", 12);
  bool vararg = varargs && varargs->kind == AK_INTEGER && attr_int_value(varargs) != 0;
  bool bare = use_bare_ptr(rw);
  SignatureConversion sig;
  if (!sig_init(&sig, ctx, fn_num_inputs(fn))) return false;
  const Type *type = llvm_tc_convert_function_signature(l, fn, vararg, bare, &sig);
  bool c_iface = !bare && op_get_attr(op, "llvm.emit_c_interface", 21) != NULL;
  if (!type) {
    sig_free(&sig);
    return conv_match_failure(rw, "signature conversion failed");
  }
  /* A definition reports it; a declaration fails silently. */
  if (c_iface && vararg) {
    sig_free(&sig);
    if (op->regions[0].first) op_fail_plain(op, "C interface for variadic functions is not supported yet.");
    return conv_match_failure(rw, "C interface for variadic functions is not supported yet.");
  }
  const char *link = "external";
  const Attr *linkage_attr = op_get_attr(op, "llvm.linkage", 12);
  if (linkage_attr && !is_llvm_attr(linkage_attr, "llvm.linkage")) {
    sig_free(&sig);
    op_fail_plain(op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
    return conv_match_failure(rw, "Contains linkage attribute not of type LLVM::LinkageAttr");
  }
  const Attr *readnone = op_get_attr(op, "llvm.readnone", 13);
  if (readnone && readnone->kind != AK_UNIT) {
    sig_free(&sig);
    op_fail_plain(op, "Contains llvm.readnone attribute not of type UnitAttr");
    return conv_match_failure(rw, "Contains readnone attribute not of type UnitAttr");
  }
  NamedAttr attrs[MAX_FUNC_ATTRS + 4];
  unsigned n = filtered_attrs(op, attrs, MAX_FUNC_ATTRS);
  const char *vis = symbol_visibility(op);
  if (strcmp(vis, "public") != 0) attrs[n++] = named(ctx, "sym_visibility", attr_string(ctx, vis, strlen(vis), NULL));
  const Attr *res_attrs = op_get_attr(op, "res_attrs", 9);
  if (res_attrs && fn_num_results(fn) == 1) attrs[n++] = named(ctx, "res_attrs", res_attrs);
  if (readnone) attrs[n++] = named(ctx, "memory_effects", no_memory_effects(ctx));
  const Attr *arg_attrs = converted_arg_attrs(ctx, op_get_attr(op, "arg_attrs", 9), &sig, llvm_func_num_params(type));
  if (arg_attrs) attrs[n++] = named(ctx, "arg_attrs", arg_attrs);
  const Ident *name = symbol_name(op);
  Operation *nf = llvm_func_create(rw, op->loc, name->str, name->len, type, link, n, attrs);
  if (nf && linkage_attr) op_set_attr(nf, ident_cstr(ctx, "linkage"), linkage_attr);
  bool ok = nf != NULL;
  if (ok && op->regions[0].first) {
    rw_inline_region_before(rw, &op->regions[0], &nf->regions[0], NULL);
    ok = conv_apply_signature_conversion(rw, nf->regions[0].first, &sig, l->tc) != NULL;
  }
  sig_free(&sig);
  if (ok && c_iface)
    ok = nf->regions[0].first ? wrap_for_external_callers(rw, l, op, nf) : wrap_external_function(rw, l, op, nf);
  if (!ok) return false;
  rw_erase_op(rw, op);
  return true;
}

/* ---- unranked memrefs crossing calls ----------------------------------------------------- */

/* UnrankedMemRefDescriptor::computeSizes: the bytes of the ranked
 * descriptor an unranked one points to, 2 * sizeof(ptr) + (1 + 2 * rank) *
 * sizeof(index). */
static Value *unranked_descriptor_size(Rewriter *rw, const Loc *loc, const LlvmTypeConverter *l, Value *desc) {
  enum { BITS_PER_BYTE = 8, POINTER_BITS = 64 };
  const Type *index = llvm_tc_index_type(l);
  Value *one = llvm_index_constant(rw, loc, l, 1);
  Value *two = llvm_index_constant(rw, loc, l, 2);
  Value *index_size = llvm_index_constant(rw, loc, l, (l->index_bitwidth + BITS_PER_BYTE - 1) / BITS_PER_BYTE);
  Value *ptr_size = llvm_index_constant(rw, loc, l, POINTER_BITS / BITS_PER_BYTE);
  Value *ops[2] = {two, ptr_size};
  Value *double_ptr = llvm_res(rw_build(rw, "llvm.mul", loc, 2, ops, 1, &index, 0, NULL));
  int64_t rank_pos = 0;
  Value *rank = llvm_extract(rw, loc, desc, index, 1, &rank_pos);
  ops[0] = two, ops[1] = rank;
  Value *double_rank = rank ? llvm_res(rw_build(rw, "llvm.mul", loc, 2, ops, 1, &index, 0, NULL)) : NULL;
  ops[0] = double_rank, ops[1] = one;
  Value *plus_one = double_rank ? llvm_res(rw_build(rw, "llvm.add", loc, 2, ops, 1, &index, 0, NULL)) : NULL;
  ops[0] = plus_one, ops[1] = index_size;
  Value *rank_bytes = plus_one ? llvm_res(rw_build(rw, "llvm.mul", loc, 2, ops, 1, &index, 0, NULL)) : NULL;
  ops[0] = double_ptr, ops[1] = rank_bytes;
  return double_ptr && rank_bytes ? llvm_res(rw_build(rw, "llvm.add", loc, 2, ops, 1, &index, 0, NULL)) : NULL;
}

/* copyUnrankedDescriptor: the ranked descriptor an unranked memref points
 * to copied to the heap (a returned one: malloc) or to the stack (a call's
 * result, whose heap copy is freed), in a new unranked descriptor. */
static Value *copy_unranked(Rewriter *rw, Operation *op, const Type *memref, Value *desc, bool to_heap) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  const Loc *loc = op->loc;
  Operation *module = llvm_parent_module(op);
  const Type *ptr = llvm_ptr_type(ctx, 0), *index = llvm_tc_index_type(l);
  const Type *void_t = llvm_simple_type(ctx, "void");
  Value *size = module ? unranked_descriptor_size(rw, loc, l, desc) : NULL;
  if (!size) return NULL;
  Value *memory;
  if (to_heap) {
    if (!llvm_lookup_or_create_fn(rw, module, "malloc", llvm_func_type(ctx, ptr, 1, &index, false))) return NULL;
    Operation *call = llvm_call(rw, loc, "malloc", ptr, 1, &size);
    memory = call ? &call->results[0] : NULL;
  } else {
    if (!llvm_lookup_or_create_fn(rw, module, "free", llvm_func_type(ctx, void_t, 1, &ptr, false))) return NULL;
    const Type *i8 = type_integer(ctx, 8, 0);
    NamedAttr et = named(ctx, "elem_type", attr_type(ctx, i8));
    memory = llvm_res(rw_build(rw, "llvm.alloca", loc, 1, &size, 1, &ptr, 1, &et));
  }
  int64_t ptr_pos = 1, rank_pos = 0;
  Value *source = memory ? llvm_extract(rw, loc, desc, ptr, 1, &ptr_pos) : NULL;
  if (!source) return NULL;
  Value *copy_ops[3] = {memory, source, size};
  NamedAttr volatile_attr = named(ctx, "isVolatile", attr_bool(ctx, false));
  if (!rw_build(rw, "llvm.intr.memcpy", loc, 3, copy_ops, 0, NULL, 1, &volatile_attr)) return NULL;
  if (!to_heap && !llvm_call(rw, loc, "free", NULL, 1, &source)) return NULL;
  Value *updated = llvm_poison(rw, loc, tc_convert_type1(l->tc, memref));
  Value *rank = updated ? llvm_extract(rw, loc, desc, index, 1, &rank_pos) : NULL;
  updated = llvm_insert(rw, loc, updated, rank, 1, &rank_pos);
  return llvm_insert(rw, loc, updated, memory, 1, &ptr_pos);
}

/* ---- calls and returns -------------------------------------------------------------------- */

/* promoteOperands: memref operands unpacked (or their aligned pointer
 * with the bare-pointer convention), the others as converted. */
static bool promote_operands(Rewriter *rw, Operation *op, const ConvOperands *o, bool bare, PtrVec *out) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  for (unsigned i = 0; i < o->n; i++) {
    const Type *t = opnd(op, i)->type;
    Value *v = conv_operand(o, i);
    bool memref = t->kind == TK_MEMREF || t->kind == TK_UNRANKED_MEMREF;
    if (memref && v && bare) {
      if (t->kind != TK_MEMREF) return false;
      int64_t aligned = 1;
      v = llvm_extract(rw, op->loc, v, llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(t)), 1, &aligned);
      if (!v || !pv_push(&ctx->alloc, out, v)) return false;
    } else if (memref && v) {
      if (!llvm_unpack_descriptor(rw, op->loc, l, t, v, out)) return false;
    } else {
      for (unsigned k = 0; k < o->count[i]; k++)
        if (!pv_push(&ctx->alloc, out, o->vals[o->start[i] + k])) return false;
    }
  }
  return true;
}

static bool lower_call(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  bool bare = use_bare_ptr(rw);
  unsigned nres = op->num_results;
  const Type *types[MAX_STACK_VALUES];
  if (nres > MAX_STACK_VALUES) return false;
  for (unsigned i = 0; i < nres; i++) types[i] = op->results[i].type;
  const Type *packed = nres ? llvm_tc_pack_results(l, nres, types, bare) : NULL;
  if (nres && !packed) return false;
  for (unsigned i = 0; bare && i < op->num_operands; i++)
    if (opnd(op, i)->type->kind == TK_UNRANKED_MEMREF) return false;
  PtrVec args = {0};
  bool ok = promote_operands(rw, op, o, bare, &args);
  NamedAttr *attrs = NULL;
  unsigned nattrs = 0;
  ok = ok && llvm_op_attrs(op, &attrs, &nattrs);
  const Attr *callee = op_get_attr(op, "callee", 6);
  bool indirect = op_is(op, "func.call_indirect");
  Operation *call = ok && (callee || indirect) ? llvm_call_ref(rw, op->loc, callee, packed, (unsigned)args.len,
                                                 (Value *const *)args.data, nattrs, attrs)
                                 : NULL;
  ctx_free(ctx, attrs);
  pv_free(&ctx->alloc, &args);
  if (!call) return false;
  Value *results[MAX_STACK_VALUES];
  for (unsigned i = 0; i < nres; i++) {
    int64_t pos = i;
    results[i] = nres == 1 ? &call->results[0]
                           : llvm_extract(rw, op->loc, &call->results[0], llvm_struct_elem(packed, i), 1, &pos);
    if (!results[i]) return false;
    if (bare && types[i]->kind == TK_MEMREF &&
        !(results[i] = llvm_descriptor_from_static_shape(rw, op->loc, l, types[i], results[i])))
      return false;
    if (types[i]->kind == TK_UNRANKED_MEMREF && !(results[i] = copy_unranked(rw, op, types[i], results[i], false)))
      return false;
  }
  rw_replace_op(rw, op, results);
  return true;
}

static bool lower_return(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LlvmTypeConverter *l = llvm_converter(rw);
  bool bare = use_bare_ptr(rw);
  PtrVec vals = {0};
  bool ok = true;
  for (unsigned i = 0; ok && i < o->n; i++) {
    const Type *t = opnd(op, i)->type;
    Value *v = conv_operand(o, i);
    if (t->kind == TK_UNRANKED_MEMREF) {
      v = bare || !v ? NULL : copy_unranked(rw, op, t, v, true);
      ok = v && pv_push(&ctx->alloc, &vals, v);
    } else if (t->kind == TK_MEMREF && bare && v && llvm_memref_bare_ptr(l, t)) {
      int64_t allocated = 0;
      v = llvm_extract(rw, op->loc, v, llvm_ptr_type(ctx, (unsigned)llvm_memref_addrspace(t)), 1, &allocated);
      ok = v && pv_push(&ctx->alloc, &vals, v);
    } else {
      for (unsigned k = 0; ok && k < o->count[i]; k++) ok = pv_push(&ctx->alloc, &vals, o->vals[o->start[i] + k]);
    }
  }
  NamedAttr *attrs = NULL;
  unsigned nattrs = 0;
  ok = ok && llvm_op_attrs(op, &attrs, &nattrs);
  Value *packed = NULL;
  if (ok && vals.len > 1) {
    const Type *types[MAX_STACK_VALUES];
    ok = op->num_operands <= MAX_STACK_VALUES;
    for (unsigned i = 0; ok && i < op->num_operands; i++) types[i] = opnd(op, i)->type;
    const Type *pt = ok ? llvm_tc_pack_results(l, op->num_operands, types, bare) : NULL;
    packed = pt ? llvm_poison(rw, op->loc, pt) : NULL;
    for (size_t i = 0; packed && i < vals.len; i++) {
      int64_t pos = (int64_t)i;
      packed = llvm_insert(rw, op->loc, packed, vals.data[i], 1, &pos);
    }
    ok = packed != NULL;
  }
  Operation *r = NULL;
  if (ok) {
    unsigned n = packed ? 1 : (unsigned)vals.len;
    Value *const *ops = packed ? &packed : (Value *const *)vals.data;
    r = rw_build(rw, "llvm.return", op->loc, n, ops, 0, NULL, nattrs, attrs);
  }
  ctx_free(ctx, attrs);
  pv_free(&ctx->alloc, &vals);
  if (!r) return false;
  rw_replace_op(rw, op, NULL);
  return true;
}

/* func.constant: the address of the function. */
static bool lower_constant(Rewriter *rw, Operation *op, const ConvOperands *o) {
  (void)o;
  Context *ctx = rw->ctx;
  const Type *t = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  const Attr *value = op_get_attr(op, "value", 5);
  if (!t || !llvm_is_compatible_type(t) || !value) return conv_match_failure(rw, "failed to convert result type");
  NamedAttr *attrs;
  unsigned n;
  if (!llvm_op_attrs(op, &attrs, &n)) return false;
  for (unsigned i = 0; i < n; i++)
    if (!strcmp(attrs[i].name->str, "value")) attrs[i] = named(ctx, "global_name", value);
  Value *v = llvm_res(rw_build(rw, "llvm.mlir.addressof", op->loc, 0, NULL, 1, &t, n, attrs));
  ctx_free(ctx, attrs);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- the pass ------------------------------------------------------------------------------- */

static const ConvPattern PATTERNS[] = {
    {.root = "func.func", .benefit = 1, .debug_name = "FuncOpConversion", .rewrite = lower_func},
    {.root = "func.call", .benefit = 1, .debug_name = "CallOpLowering", .rewrite = lower_call},
    {.root = "func.call_indirect", .benefit = 1, .debug_name = "CallIndirectOpLowering", .rewrite = lower_call},
    {.root = "func.constant", .benefit = 1, .debug_name = "ConstantOpLowering", .rewrite = lower_constant},
    {.root = "func.return", .benefit = 1, .debug_name = "ReturnOpLowering", .rewrite = lower_return},
};

bool func_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, (unsigned)pass_opt_int(p, OPT_INDEX_BITWIDTH), pass_opt_int(p, OPT_BARE_PTR) != 0))
    return false;
  unsigned counter = 0;
  l.name_counter = &counter;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && func_to_llvm_patterns(ps, &l) && llvm_apply(root, target, ps, false);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

static const PassOptionDef OPTIONS[] = {
    {"use-bare-ptr-memref-call-conv",
     "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types", OPT_BOOL, "false", NULL},
    {"index-bitwidth", "Bitwidth of the index type, 0 to use size of machine word", OPT_UINT, "0", NULL},
};

const PassInfo FUNC_TO_LLVM_PASS = {
    .argument = "convert-func-to-llvm",
    .display = "ConvertFuncToLLVMPass",
    .description = "Convert from the Func dialect to the LLVM dialect",
    .anchor = "builtin.module",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
