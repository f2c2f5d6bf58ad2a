/* drop_equivalent_buffer_results.c: drop-equivalent-buffer-results
 * (upstream's DropEquivalentBufferResultsPass): a non-public function's
 * results that are one of its arguments (through memref.cast chains) are
 * dropped, and its calls use the argument passed instead (cast to the old
 * result type where it differs). With several func.return, a result goes
 * when every return gives the same argument. */
#include "../build_util.h"

typedef struct Callers {
  Context *ctx;
  PtrVec calls; /* every func.call, in walk order */
} Callers;

static int collect_call(Operation *op, void *user) {
  Callers *c = user;
  if (op_is(op, "func.call") && !pv_push(&c->ctx->alloc, &c->calls, op)) return WALK_INTERRUPT;
  return WALK_ADVANCE;
}

/* The entry-block argument `v` is (looking through memref.cast), or -1. */
static int equivalent_arg(Value *v, Block *entry) {
  Operation *cast;
  while ((cast = def_is(v, "memref.cast"))) v = cast->operands[0].value;
  for (unsigned i = 0; i < entry->nargs; i++)
    if (entry->args[i] == v) return (int)i;
  return -1;
}

/* The call with the function's new results, its old results replaced. */
static bool update_call(Rewriter *rw, Operation *fn, Operation *call, const int *result_to_arg) {
  Context *ctx = rw->ctx;
  const Attr *fa = op_get_attr(fn, "function_type", 13);
  const Type *ft = WORD_PTR(const Type, fa->p[0]);
  unsigned nres = fn_num_results(ft);
  const Type **types = ctx_alloc(ctx, (nres + 1) * sizeof *types);
  Value **repl = ctx_alloc(ctx, (call->num_results + 1) * sizeof *repl);
  Value **ops = ctx_alloc(ctx, (call->num_operands + 1) * sizeof *ops);
  bool ok = false;
  if (!types || !repl || !ops) goto done;
  for (unsigned i = 0; i < nres; i++) types[i] = fn_result(ft, i);
  for (unsigned i = 0; i < call->num_operands; i++) ops[i] = call->operands[i].value;
  const Ident *name = symbol_name(fn);
  NamedAttr callee = named(ctx, "callee", attr_symbol_ref(ctx, name, 0, NULL));
  rw_set_before(rw, call);
  Operation *nc = rw_build(rw, "func.call", call->loc, call->num_operands, ops, nres, types, 1, &callee);
  if (!nc) goto done;
  for (unsigned i = 0, next = 0; i < call->num_results; i++) {
    if (result_to_arg[i] < 0) {
      if (next >= nc->num_results) goto done;
      repl[i] = &nc->results[next++];
      continue;
    }
    Value *v = (unsigned)result_to_arg[i] < call->num_operands ? call->operands[result_to_arg[i]].value : NULL;
    if (!v) goto done;
    if (v->type != call->results[i].type) {
      Operation *cast = bu_op(rw, "memref.cast", call->loc, 1, &v, call->results[i].type);
      if (!cast) goto done;
      v = &cast->results[0];
    }
    repl[i] = v;
  }
  rw_replace_op(rw, call, repl);
  ok = true;
done:
  ctx_free(ctx, types);
  ctx_free(ctx, repl);
  ctx_free(ctx, ops);
  return ok;
}

/* The argument each result is (the same at every func.return), or -1. */
static bool equivalent_results(Operation *fn, unsigned n, int *result_to_arg) {
  Block *entry = fn->regions[0].first;
  bool any_return = false;
  for (Block *b = entry; b; b = b->next) {
    Operation *ret = b->last;
    if (!ret || !op_is(ret, "func.return") || ret->num_operands != n) continue;
    for (unsigned i = 0; i < n; i++) {
      int arg = equivalent_arg(ret->operands[i].value, entry);
      result_to_arg[i] = !any_return || result_to_arg[i] == arg ? arg : -1;
    }
    any_return = true;
  }
  return any_return;
}

/* Drops the equivalent results of `fn` and updates its callers. */
static bool drop_results(Rewriter *rw, Operation *fn, Callers *callers) {
  Context *ctx = rw->ctx;
  const Attr *fa = op_get_attr(fn, "function_type", 13);
  unsigned n = fn_num_results(WORD_PTR(const Type, fa->p[0]));
  int *result_to_arg = ctx_alloc(ctx, (n + 1) * sizeof *result_to_arg);
  bool *erase = ctx_alloc(ctx, (n + 1) * sizeof *erase);
  Value **keep = ctx_alloc(ctx, (n + 1) * sizeof *keep);
  bool ok = false;
  if (!result_to_arg || !erase || !keep) goto done;
  ok = true;
  if (!equivalent_results(fn, n, result_to_arg)) goto done;
  for (unsigned i = 0; i < n; i++) erase[i] = result_to_arg[i] >= 0;
  if (!(ok = iface_function_erase_results(fn, erase))) goto done;
  for (Block *b = fn->regions[0].first; b; b = b->next) {
    Operation *ret = b->last;
    if (!ret || !op_is(ret, "func.return") || ret->num_operands != n) continue;
    unsigned nkeep = 0;
    for (unsigned i = 0; i < n; i++)
      if (!erase[i]) keep[nkeep++] = ret->operands[i].value;
    rw_start_modification(rw, ret);
    op_set_operands(ret, nkeep, keep);
    rw_modified(rw, ret);
  }
  for (size_t i = 0; i < callers->calls.len && ok; i++) {
    Operation *call = callers->calls.data[i];
    if (!call || iface_call_resolve(call) != fn) continue;
    ok = update_call(rw, fn, call, result_to_arg);
    callers->calls.data[i] = NULL; /* erased */
  }
done:
  ctx_free(ctx, result_to_arg);
  ctx_free(ctx, erase);
  ctx_free(ctx, keep);
  return ok;
}

static bool run(Pass *p, Operation *module) {
  (void)p;
  Context *ctx = op_context(module);
  Rewriter rw = {.ctx = ctx};
  Callers callers = {.ctx = ctx};
  bool ok = op_walk(module, NULL, collect_call, &callers) != WALK_INTERRUPT;
  Block *top = module->num_regions ? module->regions[0].first : NULL;
  for (Operation *fn = top ? top->first : NULL; fn && ok; fn = fn->next) {
    if (!op_is(fn, "func.func") || !iface_is_function(fn)) continue;
    if (!fn->regions[0].first || strcmp(symbol_visibility(fn), "public") == 0) continue;
    ok = drop_results(&rw, fn, &callers);
  }
  pv_free(&ctx->alloc, &callers.calls);
  return ok;
}

const PassInfo DROP_EQUIVALENT_BUFFER_RESULTS_PASS = {
    .argument = "drop-equivalent-buffer-results",
    .display = "DropEquivalentBufferResultsPass",
    .description = "Remove MemRef return values that are equivalent to a bbArg",
    .anchor = "builtin.module",
    .run = run,
};
