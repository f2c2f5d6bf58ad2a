/* buffer_results_to_out_params.c: buffer-results-to-out-params (upstream's
 * BufferResultsToOutParamsPass): the memref results of the module's
 * functions become trailing arguments the caller allocates; each
 * func.return copies into them (or, with hoist-static-allocs /
 * hoist-dynamic-allocs, the returned allocation becomes the argument and
 * the allocation moves to the call sites). Public functions change only
 * with modify-public-functions, declarations never. */
#include "../build_util.h"
#include "../../interfaces/view_like.h"
#include "../../verify/verify.h"

static const PassOptionDef OPTIONS[] = {
    {"add-result-attr", "Add the attribute 'bufferize.result' to all output parameters.", OPT_BOOL, "false", NULL},
    {"hoist-dynamic-allocs", "Hoist dynamic allocations to call sites.", OPT_BOOL, "false", NULL},
    {"hoist-static-allocs", "Hoist static allocations to call sites.", OPT_BOOL, "false", NULL},
    {"modify-public-functions", "Modify function signatures of public functions.", OPT_BOOL, "false", NULL},
};
enum { O_ADD_RESULT_ATTR, O_HOIST_DYNAMIC, O_HOIST_STATIC, O_MODIFY_PUBLIC };

/* The dynamic sizes of a function's hoisted dynamic allocations, one list
 * (entry-block arguments, or empty when they are not all arguments) per
 * hoisted result, from the function's first func.return. */
typedef struct HoistedSizes {
  PtrVec lists; /* PtrVec* each */
} HoistedSizes;

typedef struct Run {
  Context *ctx;
  Rewriter rw;
  bool add_attr, hoist_static, hoist_dynamic, modify_public;
  PtrMap sizes; /* func.func -> HoistedSizes* */
  PtrVec owned; /* every HoistedSizes and PtrVec allocated */
} Run;

static const Type *function_type_of(const Operation *fn) {
  const Attr *a = op_get_attr(fn, "function_type", 13);
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

static const Attr *memref_layout(const Type *t) { return WORD_PTR(const Attr, t->p[shaped_rank(t) + 1]); }

/* MemRefLayoutAttrInterface::isIdentity of the type's layout. */
static bool has_identity_layout(const Type *t) {
  const Attr *l = memref_layout(t);
  return !l || (l->kind == AK_AFFINE_MAP && affine_map_is_identity(WORD_PTR(const AffineMap, l->p[0])));
}

/* Every stride and the offset dynamic. */
static bool has_fully_dynamic_layout(const Type *t) {
  unsigned rank = shaped_rank(t);
  int64_t strides[MAX_STACK_RANK], offset;
  if (rank > MAX_STACK_RANK || !memref_strides_and_offset(t, strides, &offset)) return false;
  for (unsigned i = 0; i < rank; i++)
    if (strides[i] != DYNAMIC_SIZE) return false;
  return offset == DYNAMIC_SIZE;
}

static bool has_static_shape(const Type *t) {
  for (unsigned i = 0; i < shaped_rank(t); i++)
    if (shaped_dim(t, i) == DYNAMIC_SIZE) return false;
  return true;
}

static bool is_public(const Operation *fn) { return strcmp(symbol_visibility(fn), "public") == 0; }
static bool is_external(const Operation *fn) { return !fn->num_regions || !fn->regions[0].first; }

/* Ops of AllocationOpInterface (the memref and bufferization ones). */
static bool is_allocation(const Operation *op) {
  return op && (op_is(op, "memref.alloc") || op_is(op, "memref.alloca") || op_is(op, "memref.realloc") ||
                op_is(op, "bufferization.clone"));
}

static PtrVec *new_list(Run *r) {
  PtrVec *v = ctx_alloc(r->ctx, sizeof *v);
  if (!v) return NULL;
  memset(v, 0, sizeof *v);
  if (!pv_push(&r->ctx->alloc, &r->owned, v)) {
    ctx_free(r->ctx, v);
    return NULL;
  }
  return v;
}

/* setArgAttrs for the new argument `index`: the argument dictionaries are
 * extended with empty ones to the new argument count first; none are
 * made while every dictionary would be empty. */
static bool set_arg_dict(Run *r, Operation *fn, unsigned nargs, unsigned index, const Attr *dict) {
  Context *ctx = r->ctx;
  const Attr *old = op_get_attr(fn, "arg_attrs", 9);
  if (!old && dict_size(dict) == 0) return true;
  const Ident *dup;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, &dup);
  const Attr **dicts = ctx_alloc(ctx, (nargs ? nargs : 1) * sizeof *dicts);
  if (!dicts || !empty) {
    ctx_free(ctx, dicts);
    return false;
  }
  for (unsigned i = 0; i < nargs; i++)
    dicts[i] = old && old->kind == AK_ARRAY && i < old->n ? WORD_PTR(const Attr, old->p[i]) : empty;
  dicts[index] = dict;
  const Attr *arr = attr_array(ctx, nargs, dicts);
  ctx_free(ctx, dicts);
  if (!arr) return false;
  op_set_attr(fn, ident_cstr(ctx, "arg_attrs"), arr);
  return true;
}

/* The result's attribute dictionary (res_attrs), or the empty one. */
static const Attr *result_dict(Context *ctx, const Operation *fn, unsigned i) {
  const Attr *arr = op_get_attr(fn, "res_attrs", 9);
  if (arr && arr->kind == AK_ARRAY && i < arr->n) return WORD_PTR(const Attr, arr->p[i]);
  const Ident *dup;
  return attr_dictionary(ctx, 0, NULL, &dup);
}

/* updateFuncOp: the memref results move to the end of the arguments
 * (with their result attributes), and the entry block gets them. */
static bool update_function(Run *r, Operation *fn, PtrVec *appended) {
  Context *ctx = r->ctx;
  const Type *ft = function_type_of(fn);
  unsigned nin = fn_num_inputs(ft), nres = fn_num_results(ft), nmoved = 0;
  const Type **types = ctx_alloc(ctx, (nin + nres + 1) * sizeof *types);
  bool *erase = ctx_alloc(ctx, (nres + 1) * sizeof *erase);
  bool ok = false;
  if (!types || !erase) goto done;
  for (unsigned i = 0; i < nin; i++) types[i] = fn_input(ft, i);
  for (unsigned i = 0; i < nres; i++) {
    const Type *t = fn_result(ft, i);
    erase[i] = t->kind == TK_MEMREF;
    if (!erase[i]) continue;
    if (!has_identity_layout(t) && !has_fully_dynamic_layout(t)) {
      op_fail_plain(fn, "cannot create out param for result with unsupported layout");
      goto done;
    }
    types[nin + nmoved++] = t;
  }
  /* the results stay in the type until eraseResults drops them */
  const Type **all = ctx_alloc(ctx, (nin + nmoved + nres + 1) * sizeof *all);
  if (!all) goto done;
  for (unsigned i = 0; i < nin + nmoved; i++) all[i] = types[i];
  for (unsigned i = 0; i < nres; i++) all[nin + nmoved + i] = fn_result(ft, i);
  const Type *nt = type_function(ctx, nin + nmoved, all, nres, all + nin + nmoved);
  ctx_free(ctx, all);
  if (!nt) goto done;
  op_set_attr(fn, ident_cstr(ctx, "function_type"), attr_type(ctx, nt));
  const Attr *unit = attr_unit(ctx);
  for (unsigned i = 0, k = 0; i < nres; i++) {
    if (!erase[i]) continue;
    const Attr *d = result_dict(ctx, fn, i);
    if (r->add_attr) d = d ? dict_set(ctx, d, ident_cstr(ctx, "bufferize.result"), unit) : NULL;
    if (!d || !set_arg_dict(r, fn, nin + nmoved, nin + k++, d)) goto done;
  }
  if (!iface_function_erase_results(fn, erase)) goto done;
  Block *entry = fn->regions[0].first;
  for (unsigned k = 0; k < nmoved; k++) {
    Value *a = block_add_arg(entry, types[nin + k], fn->loc);
    if (!a || !pv_push(&ctx->alloc, appended, a)) goto done;
  }
  ok = true;
done:
  ctx_free(ctx, types);
  ctx_free(ctx, erase);
  return ok;
}

/* getDynamicSize: the index operands of the allocation, when each is an
 * argument of the function; an empty list otherwise. */
static bool dynamic_sizes(Run *r, const Operation *alloc, const Block *entry, PtrVec *out) {
  for (unsigned i = 0; i < alloc->num_operands; i++) {
    Value *v = alloc->operands[i].value;
    if (v->type->kind != TK_INDEX) continue;
    if (v->kind != VALUE_BLOCK_ARG || v->owner != entry) {
      out->len = 0;
      return true;
    }
    if (!pv_push(&r->ctx->alloc, out, v)) return false;
  }
  return true;
}

/* updateReturnOps for one func.return: memref operands are copied into
 * the out-params (or their allocations hoisted) and dropped. */
static bool update_return(Run *r, Operation *fn, Operation *ret, const PtrVec *appended, HoistedSizes *hs) {
  Context *ctx = r->ctx;
  unsigned k = 0, nkeep = 0;
  Value **keep = ctx_alloc(ctx, (ret->num_operands + 1) * sizeof *keep);
  if (!keep) return false;
  rw_set_before(&r->rw, ret);
  bool ok = true;
  for (unsigned i = 0; i < ret->num_operands && ok; i++) {
    Value *orig = ret->operands[i].value;
    if (orig->type->kind != TK_MEMREF) {
      keep[nkeep++] = orig;
      continue;
    }
    if (k >= appended->len) break;
    Value *arg = appended->data[k++];
    bool is_static = has_static_shape(orig->type);
    bool hoist = is_static ? r->hoist_static : r->hoist_dynamic;
    Operation *def = value_defining_op(orig);
    if (hoist && is_allocation(def)) {
      if (!is_static) {
        PtrVec *sizes = new_list(r);
        ok = sizes && dynamic_sizes(r, def, fn->regions[0].first, sizes) && pv_push(&ctx->alloc, &hs->lists, sizes);
      }
      /* later operands that named the allocation now name the argument */
      rw_replace_all_uses(&r->rw, orig, arg);
      rw_erase_op(&r->rw, def);
    } else {
      Value *ops[2] = {orig, arg};
      ok = bu_op(&r->rw, "memref.copy", ret->loc, 2, ops, NULL) != NULL;
    }
  }
  ok = ok && rw_build(&r->rw, "func.return", ret->loc, nkeep, keep, 0, NULL, 0, NULL);
  ctx_free(ctx, keep);
  if (ok) rw_erase_op(&r->rw, ret);
  return ok;
}

static bool update_returns(Run *r, Operation *fn, const PtrVec *appended) {
  HoistedSizes *hs = ctx_alloc(r->ctx, sizeof *hs);
  if (!hs) return false;
  memset(hs, 0, sizeof *hs);
  if (!pv_push(&r->ctx->alloc, &r->owned, hs)) {
    ctx_free(r->ctx, hs);
    return false;
  }
  bool first = true;
  for (Block *b = fn->regions[0].first; b; b = b->next) {
    Operation *ret = b->last;
    if (!ret || !op_is(ret, "func.return")) continue;
    /* the sizes of the first return are the ones call sites use */
    HoistedSizes scratch = {0};
    bool ok = update_return(r, fn, ret, appended, first ? hs : &scratch);
    pv_free(&r->ctx->alloc, &scratch.lists);
    if (!ok) return false;
    first = false;
  }
  return pm_put(&r->ctx->alloc, &r->sizes, fn, (uintptr_t)hs);
}

static int collect_call(Operation *op, void *user) {
  PtrVec *calls = ((void **)user)[0];
  Context *ctx = ((void **)user)[1];
  if (op_is(op, "func.call") && !pv_push(&ctx->alloc, calls, op)) return WALK_INTERRUPT;
  return WALK_ADVANCE;
}

/* The callee argument a caller-side size stands for, mapped to the call's
 * operand (mapDynamicSizeAtCaller). */
static Value *size_at_call(Operation *call, Operation *callee, Value *size) {
  Block *entry = callee->regions[0].first;
  for (unsigned i = 0; i < call->num_operands && i < entry->nargs; i++)
    if (entry->args[i] == size) return call->operands[i].value;
  return NULL;
}

/* The out-param allocated for the memref result `res` of `call`. */
static Value *allocate_out_param(Run *r, Operation *call, Operation *callee, Value *res, const PtrVec *sizes) {
  Context *ctx = r->ctx;
  const Type *t = res->type;
  unsigned rank = shaped_rank(t), ndyn = 0;
  int64_t dims[MAX_STACK_RANK];
  Value *dyn[MAX_STACK_RANK];
  if (rank > MAX_STACK_RANK) return NULL;
  for (unsigned i = 0; i < rank; i++) dims[i] = shaped_dim(t, i);
  for (size_t i = 0; sizes && i < sizes->len && ndyn < MAX_STACK_RANK; i++) {
    Value *v = size_at_call(call, callee, sizes->data[i]);
    if (v) dyn[ndyn++] = v;
  }
  const Type *at = type_memref(ctx, rank, dims, shaped_elem(t), NULL, memref_memory_space(t));
  Value *out = at ? bu_alloc(&r->rw, "memref.alloc", call->loc, at, ndyn, dyn) : NULL;
  if (!out) return NULL;
  if (!has_identity_layout(t)) {
    Operation *cast = bu_op(&r->rw, "memref.cast", call->loc, 1, &out, t);
    out = cast ? &cast->results[0] : NULL;
  }
  return out;
}

/* updateCalls for one func.call: allocations for the callee's new
 * out-params, and a call without the memref results. */
static bool update_call(Run *r, Operation *module, Operation *call) {
  Context *ctx = r->ctx;
  const Attr *ref = op_get_attr(call, "callee", 6);
  Operation *callee = ref && ref->kind == AK_SYMBOL_REF ? symbol_lookup(module, WORD_PTR(const Ident, ref->p[0])) : NULL;
  if (!callee || !op_is(callee, "func.func")) {
    const Ident *name = ref && ref->kind == AK_SYMBOL_REF ? WORD_PTR(const Ident, ref->p[0]) : NULL;
    return op_fail_plain(call, "cannot find callee '%s' in symbol table", name ? name->str : "");
  }
  if ((is_public(callee) && !r->modify_public) || is_external(callee)) return true;
  uintptr_t hv = 0;
  pm_get(&r->sizes, callee, &hv);
  const HoistedSizes *hs = (const HoistedSizes *)hv;
  unsigned n = call->num_operands, nres = call->num_results, ntypes = 0, next_sizes = 0;
  Value **ops = ctx_alloc(ctx, (n + nres + 1) * sizeof *ops);
  const Type **types = ctx_alloc(ctx, (nres + 1) * sizeof *types);
  bool ok = false;
  if (!ops || !types) goto done;
  for (unsigned i = 0; i < n; i++) ops[i] = call->operands[i].value;
  rw_set_before(&r->rw, call);
  for (unsigned i = 0; i < nres; i++) {
    Value *res = &call->results[i];
    if (res->type->kind != TK_MEMREF) {
      types[ntypes++] = res->type;
      continue;
    }
    const PtrVec *sizes = hs && next_sizes < hs->lists.len ? hs->lists.data[next_sizes] : NULL;
    bool is_static = has_static_shape(res->type);
    if (!is_static && (!sizes || !sizes->len)) {
      op_fail_plain(call, "cannot create out param for dynamically shaped result");
      goto done;
    }
    if (!is_static) next_sizes++;
    Value *out = allocate_out_param(r, call, callee, res, is_static ? NULL : sizes);
    if (!out) goto done;
    rw_replace_all_uses(&r->rw, res, out);
    ops[n++] = out;
  }
  NamedAttr a = named(ctx, "callee", ref);
  Operation *nc = rw_build(&r->rw, "func.call", call->loc, n, ops, ntypes, types, 1, &a);
  if (!nc) goto done;
  for (unsigned i = 0, k = 0; i < nres; i++)
    if (call->results[i].type->kind != TK_MEMREF) rw_replace_all_uses(&r->rw, &call->results[i], &nc->results[k++]);
  rw_erase_op(&r->rw, call);
  ok = true;
done:
  ctx_free(ctx, ops);
  ctx_free(ctx, types);
  return ok;
}

static bool run(Pass *p, Operation *module) {
  Context *ctx = op_context(module);
  Run r = {.ctx = ctx,
           .rw = {.ctx = ctx},
           .add_attr = pass_opt_int(p, O_ADD_RESULT_ATTR) != 0,
           .hoist_static = pass_opt_int(p, O_HOIST_STATIC) != 0,
           .hoist_dynamic = pass_opt_int(p, O_HOIST_DYNAMIC) != 0,
           .modify_public = pass_opt_int(p, O_MODIFY_PUBLIC) != 0};
  PtrVec appended = {0}, calls = {0};
  bool ok = true;
  Block *top = module->num_regions ? module->regions[0].first : NULL;
  for (Operation *fn = top ? top->first : NULL; fn && ok; fn = fn->next) {
    if (!op_is(fn, "func.func") || !function_type_of(fn)) continue;
    if ((is_public(fn) && !r.modify_public) || is_external(fn)) continue;
    appended.len = 0;
    ok = update_function(&r, fn, &appended) && update_returns(&r, fn, &appended);
  }
  void *walk_user[2] = {&calls, ctx};
  if (ok) ok = op_walk(module, NULL, collect_call, walk_user) != WALK_INTERRUPT;
  /* every call is tried, so that each failing one is reported */
  bool calls_ok = ok;
  for (size_t i = 0; i < calls.len && ok; i++) calls_ok = update_call(&r, module, calls.data[i]) && calls_ok;
  ok = calls_ok;
  for (size_t i = 0; i < r.owned.len; i++) {
    /* each entry is a PtrVec or a HoistedSizes, whose first member is one */
    pv_free(&ctx->alloc, r.owned.data[i]);
    ctx_free(ctx, r.owned.data[i]);
  }
  pv_free(&ctx->alloc, &r.owned);
  pv_free(&ctx->alloc, &appended);
  pv_free(&ctx->alloc, &calls);
  pm_free(&ctx->alloc, &r.sizes);
  return ok;
}

const PassInfo BUFFER_RESULTS_TO_OUT_PARAMS_PASS = {
    .argument = "buffer-results-to-out-params",
    .display = "BufferResultsToOutParamsPass",
    .description = "Converts memref-typed function results to out-params",
    .anchor = "builtin.module",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
