/* lower_deallocations.c: bufferization-lower-deallocations (upstream's
 * LowerDeallocationsPass): each bufferization.dealloc becomes memref.dealloc
 * guarded by scf.if. One memref is compared with the retained buffers
 * inline; several go through a private `dealloc_helper` function the pass
 * adds once per symbol table (only when it runs on a module). As in a
 * dialect conversion, the replaced deallocs stay until every one is
 * lowered. */
#include "lower_deallocations.h"
#include "../build_util.h"
#include "../../dialects/utils/dialect_util.h"
#include "../../dialects/utils/elems.h"
#include "../../verify/verify.h"
#include <stdio.h>

enum { PRED_EQ = 0, PRED_NE = 1 }; /* arith.cmpi predicates */

typedef struct Lowering {
  Context *ctx;
  Rewriter rw;
  PtrMap helpers; /* symbol table op -> its dealloc_helper func.func */
} Lowering;

static const Type *i1_type(Context *ctx) { return type_integer(ctx, 1, SIGNLESS); }

static Value *cmpi(Lowering *l, const Loc *loc, int64_t pred, Value *a, Value *b) {
  Value *ops[2] = {a, b};
  NamedAttr p = named(l->ctx, "predicate", attr_integer(l->ctx, l->ctx->t_i64, pred));
  const Type *t = i1_type(l->ctx);
  Operation *op = rw_build(&l->rw, "arith.cmpi", loc, 2, ops, 1, &t, 1, &p);
  return op ? &op->results[0] : NULL;
}

static Value *binary(Lowering *l, const char *name, const Loc *loc, Value *a, Value *b) {
  Value *ops[2] = {a, b};
  Operation *op = a && b ? bu_op(&l->rw, name, loc, 2, ops, a->type) : NULL;
  return op ? &op->results[0] : NULL;
}

static Value *bool_const(Lowering *l, const Loc *loc, bool v) {
  return rw_constant(&l->rw, attr_bool(l->ctx, v), loc);
}

static Value *aligned_pointer(Lowering *l, const Loc *loc, Value *m) {
  Operation *op = bu_op(&l->rw, "memref.extract_aligned_pointer_as_index", loc, 1, &m, l->ctx->t_index);
  return op ? &op->results[0] : NULL;
}

/* A static 1-d memref of `n` elements, or the dynamic one when n < 0. */
static const Type *list_type(Context *ctx, int64_t n, const Type *elem) {
  int64_t dim = n < 0 ? DYNAMIC_SIZE : n;
  return type_memref(ctx, 1, &dim, elem, NULL, NULL);
}

static Value *alloc_list(Lowering *l, const Loc *loc, int64_t n, const Type *elem) {
  const Type *t = list_type(l->ctx, n, elem);
  return t ? bu_alloc(&l->rw, "memref.alloc", loc, t, 0, NULL) : NULL;
}

static Value *cast_dynamic(Lowering *l, const Loc *loc, Value *m) {
  const Type *t = m ? list_type(l->ctx, -1, shaped_elem(m->type)) : NULL;
  Operation *op = t ? bu_op(&l->rw, "memref.cast", loc, 1, &m, t) : NULL;
  return op ? &op->results[0] : NULL;
}

/* scf.if %cond { <then>; scf.yield } without results or else region; the
 * rewriter is left at the start of the then block's end (before nothing). */
static Block *build_if(Lowering *l, const Loc *loc, Value *cond) {
  OperationState st;
  opstate_init(&st, l->ctx, opname_get(l->ctx, "scf.if", 6), loc);
  Region *then_r = opstate_add_operand(&st, cond) ? opstate_add_region(&st) : NULL;
  Region *else_r = then_r ? opstate_add_region(&st) : NULL;
  Block *b = else_r ? block_create(&l->ctx->alloc) : NULL;
  if (!b) {
    opstate_free(&st);
    return NULL;
  }
  region_append_block(then_r, b);
  return rw_create(&l->rw, &st) ? b : NULL;
}

/* scf.if %cond { memref.dealloc %m } at the insertion point. */
static bool guarded_dealloc(Lowering *l, const Loc *loc, Value *cond, Value *m) {
  Operation *saved_before = l->rw.before;
  Block *saved_block = l->rw.block;
  Block *b = cond ? build_if(l, loc, cond) : NULL;
  if (!b) return false;
  rw_set_block_end(&l->rw, b);
  bool ok = bu_op(&l->rw, "memref.dealloc", loc, 1, &m, NULL) && bu_op(&l->rw, "scf.yield", loc, 0, NULL, NULL);
  l->rw.before = saved_before;
  l->rw.block = saved_block;
  return ok;
}

/* rewriteOneMemrefMultipleRetainCase: the retained buffers that alias the
 * memref keep it alive and inherit its condition. */
static bool lower_one_memref(Lowering *l, Operation *op, Value *m, Value *cond, Value *const *retained, unsigned nr,
                             Value **repl) {
  const Loc *loc = op->loc;
  Value **no_alias = ctx_alloc(l->ctx, (nr + 1) * sizeof *no_alias);
  if (!no_alias) return false;
  bool ok = false;
  Value *m_idx = aligned_pointer(l, loc, m);
  for (unsigned i = 0; i < nr; i++)
    if (!(no_alias[i] = cmpi(l, loc, PRED_NE, m_idx, aligned_pointer(l, loc, retained[i])))) goto done;
  Value *prev = no_alias[0];
  for (unsigned i = 1; i < nr; i++) prev = binary(l, "arith.andi", loc, prev, no_alias[i]);
  if (!guarded_dealloc(l, loc, binary(l, "arith.andi", loc, prev, cond), m)) goto done;
  Value *t = bool_const(l, loc, true);
  for (unsigned i = 0; i < nr; i++)
    if (!(repl[i] = binary(l, "arith.andi", loc, binary(l, "arith.xori", loc, no_alias[i], t), cond))) goto done;
  ok = true;
done:
  ctx_free(l->ctx, no_alias);
  return ok;
}

static bool store_at(Lowering *l, const Loc *loc, Value *v, Value *list, int64_t i) {
  Value *idx = bu_index(&l->rw, loc, i);
  return v && idx && bu_store(&l->rw, loc, false, v, list, 1, &idx);
}

/* rewriteGeneralCase: base pointers and conditions go to lists the
 * helper reads; its answers decide each deallocation and the results. */
static bool lower_general(Lowering *l, Operation *op, Operation *helper, const Value *const *memrefs,
                          const Value *const *conds, unsigned n, Value *const *retained, unsigned nr, Value **repl) {
  Context *ctx = l->ctx;
  const Loc *loc = op->loc;
  const Type *idx = ctx->t_index, *i1 = i1_type(ctx);
  Value *to_dealloc = alloc_list(l, loc, n, idx), *cond_list = alloc_list(l, loc, n, i1);
  Value *to_retain = alloc_list(l, loc, nr, idx);
  if (!to_dealloc || !cond_list || !to_retain) return false;
  for (unsigned i = 0; i < n; i++)
    if (!store_at(l, loc, aligned_pointer(l, loc, (Value *)memrefs[i]), to_dealloc, i)) return false;
  for (unsigned i = 0; i < n; i++)
    if (!store_at(l, loc, (Value *)conds[i], cond_list, i)) return false;
  for (unsigned i = 0; i < nr; i++)
    if (!store_at(l, loc, aligned_pointer(l, loc, retained[i]), to_retain, i)) return false;
  Value *args[5];
  args[0] = cast_dynamic(l, loc, to_dealloc);
  args[2] = cast_dynamic(l, loc, cond_list);
  args[1] = cast_dynamic(l, loc, to_retain);
  Value *dealloc_conds = alloc_list(l, loc, n, i1), *retain_conds = alloc_list(l, loc, nr, i1);
  args[3] = cast_dynamic(l, loc, dealloc_conds);
  args[4] = cast_dynamic(l, loc, retain_conds);
  for (unsigned i = 0; i < 5; i++)
    if (!args[i]) return false;
  NamedAttr callee = named(ctx, "callee", attr_symbol_ref(ctx, symbol_name(helper), 0, NULL));
  if (!rw_build(&l->rw, "func.call", loc, 5, args, 0, NULL, 1, &callee)) return false;
  for (unsigned i = 0; i < n; i++) {
    Value *at = bu_index(&l->rw, loc, i);
    Value *should = at ? bu_load(&l->rw, loc, false, dealloc_conds, 1, &at) : NULL;
    if (!guarded_dealloc(l, loc, should, (Value *)memrefs[i])) return false;
  }
  for (unsigned i = 0; i < nr; i++) {
    Value *at = bu_index(&l->rw, loc, i);
    if (!at || !(repl[i] = bu_load(&l->rw, loc, false, retain_conds, 1, &at))) return false;
  }
  Value *temps[5] = {to_dealloc, to_retain, cond_list, dealloc_conds, retain_conds};
  for (unsigned i = 0; i < 5; i++)
    if (!bu_op(&l->rw, "memref.dealloc", loc, 1, &temps[i], NULL)) return false;
  return true;
}

static Operation *symbol_table_of(Operation *op) {
  Operation *p = op_parent_op(op);
  while (p && !op_has_trait(p, TRAIT_SYMBOL_TABLE)) p = op_parent_op(p);
  return p;
}

/* DeallocOpConversion: the replacement values of the op's results are
 * built before it and returned in `*out` (the caller frees it); false
 * after a diagnostic or when out of memory. */
static bool lower_dealloc(Lowering *l, Operation *op, Value ***out) {
  Context *ctx = l->ctx;
  unsigned ms, n, cs, cc, rs, nr;
  du_operands(op, "memrefs", &ms, &n);
  du_operands(op, "conditions", &cs, &cc);
  du_operands(op, "retained", &rs, &nr);
  if (cc != n) return false;
  Value **vals = ctx_alloc(ctx, (2 * n + 2 * nr + 1) * sizeof *vals);
  if (!vals) return false;
  Value **memrefs = vals, **conds = vals + n, **retained = vals + 2 * n, **repl = vals + 2 * n + nr;
  for (unsigned i = 0; i < n; i++) {
    memrefs[i] = op->operands[ms + i].value;
    conds[i] = op->operands[cs + i].value;
  }
  for (unsigned i = 0; i < nr; i++) retained[i] = op->operands[rs + i].value;
  rw_set_before(&l->rw, op);
  bool ok;
  uintptr_t helper = 0;
  if (n == 0) {
    Value *f = bool_const(l, op->loc, false);
    for (unsigned i = 0; i < nr; i++) repl[i] = f;
    ok = f != NULL;
  } else if (n == 1 && nr == 0) {
    ok = guarded_dealloc(l, op->loc, conds[0], memrefs[0]);
  } else if (n == 1) {
    ok = lower_one_memref(l, op, memrefs[0], conds[0], retained, nr, repl);
  } else if (!pm_get(&l->helpers, symbol_table_of(op), &helper)) {
    op_fail_plain(op, "library function required for generic lowering, but cannot be automatically inserted when "
                      "operating on functions");
    ok = op_fail_plain(op, "failed to legalize operation 'bufferization.dealloc' that was explicitly marked illegal");
  } else {
    ok = lower_general(l, op, (Operation *)helper, (const Value *const *)memrefs, (const Value *const *)conds, n,
                       retained, nr, repl);
  }
  if (ok && nr) memmove(vals, repl, nr * sizeof *vals);
  *out = vals;
  return ok;
}

/* ---- the helper function (buildDeallocationLibraryFunction) ---------------------------- */

/* A name for the helper no symbol of `table` has (SymbolTable::insert's
 * renaming: `dealloc_helper`, then `dealloc_helper_0`, `_1`, ...). */
static const Ident *helper_name(Context *ctx, Operation *table) {
  const Ident *name = ident_cstr(ctx, "dealloc_helper");
  char buf[48];
  for (unsigned k = 0; name && symbol_lookup(table, name); k++) {
    snprintf(buf, sizeof buf, "dealloc_helper_%u", k);
    name = ident_cstr(ctx, buf);
  }
  return name;
}

/* The helper's inner loop over the retained pointers: a retained buffer
 * equal to the one at hand inherits its condition; the result says
 * whether none was equal. */
static Value *retain_loop(Lowering *l, const Loc *loc, Value *const *args, Value *c0, Value *c1, Value *n_retain,
                          Value *t, Value *ptr, Value *cond) {
  Operation *f = bu_scf_for(&l->rw, loc, c0, n_retain, c1, 1, &t);
  if (!f) return NULL;
  Operation *saved_before = l->rw.before;
  Block *saved_block = l->rw.block;
  Block *body = bu_body(f);
  Value *i = body->args[0];
  rw_set_block_end(&l->rw, body);
  Value *r = bu_load(&l->rw, loc, false, args[1], 1, &i);
  Block *then_b = build_if(l, loc, cmpi(l, loc, PRED_EQ, r, ptr));
  bool ok = then_b != NULL;
  if (ok) {
    Operation *b2 = l->rw.before;
    Block *bb2 = l->rw.block;
    rw_set_block_end(&l->rw, then_b);
    Value *old = bu_load(&l->rw, loc, false, args[4], 1, &i);
    Value *both = binary(l, "arith.ori", loc, old, cond);
    ok = both && bu_store(&l->rw, loc, false, both, args[4], 1, &i) && bu_op(&l->rw, "scf.yield", loc, 0, NULL, NULL);
    l->rw.before = b2;
    l->rw.block = bb2;
  }
  Value *acc = ok ? binary(l, "arith.andi", loc, body->args[1], cmpi(l, loc, PRED_NE, r, ptr)) : NULL;
  ok = acc && rw_build(&l->rw, "scf.yield", loc, 1, &acc, 0, NULL, 0, NULL);
  l->rw.before = saved_before;
  l->rw.block = saved_block;
  return ok ? &f->results[0] : NULL;
}

/* The loop over the earlier pointers of the dealloc list: a pointer seen
 * before is not freed twice. */
static Value *earlier_loop(Lowering *l, const Loc *loc, Value *const *args, Value *c0, Value *c1, Value *outer,
                           Value *init, Value *ptr) {
  Operation *f = bu_scf_for(&l->rw, loc, c0, outer, c1, 1, &init);
  if (!f) return NULL;
  Operation *saved_before = l->rw.before;
  Block *saved_block = l->rw.block;
  Block *body = bu_body(f);
  Value *i = body->args[0];
  rw_set_block_end(&l->rw, body);
  Value *prev = bu_load(&l->rw, loc, false, args[0], 1, &i);
  Value *acc = binary(l, "arith.andi", loc, body->args[1], cmpi(l, loc, PRED_NE, prev, ptr));
  bool ok = acc && rw_build(&l->rw, "scf.yield", loc, 1, &acc, 0, NULL, 0, NULL);
  l->rw.before = saved_before;
  l->rw.block = saved_block;
  return ok ? &f->results[0] : NULL;
}

static bool helper_body(Lowering *l, const Loc *loc, Block *entry) {
  Value *const *args = entry->args;
  rw_set_block_end(&l->rw, entry);
  Value *c0 = bu_index(&l->rw, loc, 0), *c1 = bu_index(&l->rw, loc, 1);
  Value *t = bool_const(l, loc, true), *f = bool_const(l, loc, false);
  Value *d0[2] = {args[0], c0}, *d1[2] = {args[1], c0};
  Operation *n_dealloc = c0 ? bu_op(&l->rw, "memref.dim", loc, 2, d0, l->ctx->t_index) : NULL;
  Operation *n_retain = c0 ? bu_op(&l->rw, "memref.dim", loc, 2, d1, l->ctx->t_index) : NULL;
  if (!c1 || !t || !f || !n_dealloc || !n_retain) return false;
  /* every retained buffer starts without ownership */
  Operation *clear = bu_scf_for(&l->rw, loc, c0, &n_retain->results[0], c1, 0, NULL);
  if (!clear) return false;
  rw_set_block_end(&l->rw, bu_body(clear));
  Value *ci = bu_body(clear)->args[0];
  if (!bu_store(&l->rw, loc, false, f, args[4], 1, &ci) || !bu_op(&l->rw, "scf.yield", loc, 0, NULL, NULL)) return false;
  rw_set_block_end(&l->rw, entry);
  Operation *outer = bu_scf_for(&l->rw, loc, c0, &n_dealloc->results[0], c1, 0, NULL);
  if (!outer) return false;
  Value *oi = bu_body(outer)->args[0];
  rw_set_block_end(&l->rw, bu_body(outer));
  Value *ptr = bu_load(&l->rw, loc, false, args[0], 1, &oi);
  Value *cond = bu_load(&l->rw, loc, false, args[2], 1, &oi);
  if (!ptr || !cond) return false;
  Value *no_retain_alias = retain_loop(l, loc, args, c0, c1, &n_retain->results[0], t, ptr, cond);
  Value *no_alias = no_retain_alias ? earlier_loop(l, loc, args, c0, c1, oi, no_retain_alias, ptr) : NULL;
  Value *should = binary(l, "arith.andi", loc, no_alias, cond);
  if (!should || !bu_store(&l->rw, loc, false, should, args[3], 1, &oi) ||
      !bu_op(&l->rw, "scf.yield", loc, 0, NULL, NULL))
    return false;
  rw_set_block_end(&l->rw, entry);
  return rw_build(&l->rw, "func.return", loc, 0, NULL, 0, NULL, 0, NULL) != NULL;
}

/* The private helper at the end of `table`'s body, located at the
 * module the pass runs on. */
static Operation *build_helper(Lowering *l, Operation *table, const Loc *loc) {
  Context *ctx = l->ctx;
  const Type *idx_list = list_type(ctx, -1, ctx->t_index), *bool_list = list_type(ctx, -1, i1_type(ctx));
  const Type *arg_types[5] = {idx_list, idx_list, bool_list, bool_list, bool_list};
  const Type *ft = type_function(ctx, 5, arg_types, 0, NULL);
  const Ident *name = helper_name(ctx, table);
  if (!ft || !name) return NULL;
  NamedAttr attrs[3] = {named(ctx, "function_type", attr_type(ctx, ft)),
                        named(ctx, "sym_name", attr_string(ctx, name->str, name->len, NULL)),
                        named(ctx, "sym_visibility", attr_string(ctx, "private", 7, NULL))};
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "func.func", 9), loc);
  Region *r = opstate_add_region(&st);
  Block *entry = r ? block_create(&ctx->alloc) : NULL;
  bool ok = entry != NULL;
  for (unsigned i = 0; ok && i < 3; i++) ok = attrs[i].value && opstate_add_attr(&st, ident_cstr(ctx, attrs[i].name->str), attrs[i].value);
  if (ok) region_append_block(r, entry);
  for (unsigned i = 0; ok && i < 5; i++) ok = block_add_arg(entry, arg_types[i], loc) != NULL;
  if (!ok) {
    if (entry && !entry->parent) block_destroy(entry);
    opstate_free(&st);
    return NULL;
  }
  rw_set_block_end(&l->rw, table->regions[0].first);
  Operation *fn = rw_create(&l->rw, &st);
  return fn && helper_body(l, loc, entry) ? fn : NULL;
}

typedef struct Collect {
  Lowering *l;
  PtrVec deallocs;
  bool oom;
} Collect;

static int collect(Operation *op, void *user) {
  Collect *c = user;
  if (op_is(op, "bufferization.dealloc") && !pv_push(&c->l->ctx->alloc, &c->deallocs, op)) c->oom = true;
  return c->oom ? WALK_INTERRUPT : WALK_ADVANCE;
}

bool lower_deallocations(Operation *root) {
  Context *ctx = op_context(root);
  bool is_module = op_is(root, "builtin.module");
  if (!is_module && !iface_is_function(root)) {
    emit_error(ctx, root->loc, "root operation must be a builtin.module or a function");
    return false;
  }
  Lowering l = {.ctx = ctx, .rw = {.ctx = ctx}};
  Collect c = {.l = &l};
  bool ok = true;
  /* the helpers first, in the order upstream's post-order walk meets
   * their first multi-memref dealloc */
  op_walk(root, NULL, collect, &c);
  ok = !c.oom;
  for (size_t i = 0; ok && is_module && i < c.deallocs.len; i++) {
    Operation *op = c.deallocs.data[i];
    unsigned s, n;
    du_operands(op, "memrefs", &s, &n);
    Operation *table = symbol_table_of(op);
    if (n <= 1 || !table || pm_get(&l.helpers, table, NULL)) continue;
    Operation *helper = build_helper(&l, table, root->loc);
    ok = helper && pm_put(&ctx->alloc, &l.helpers, table, (uintptr_t)helper);
  }
  /* the conversion visits ops in pre-order */
  c.deallocs.len = 0;
  if (ok) op_walk(root, collect, NULL, &c);
  ok = ok && !c.oom;
  /* the results are replaced once all are lowered (a failing dealloc
   * still sees the old values, as upstream reports it) */
  PtrVec repls = {0};
  for (size_t i = 0; ok && i < c.deallocs.len; i++) {
    Value **repl = NULL;
    ok = lower_dealloc(&l, c.deallocs.data[i], &repl);
    if (repl && !pv_push(&ctx->alloc, &repls, repl)) {
      ctx_free(ctx, repl);
      ok = false;
    }
  }
  for (size_t i = 0; ok && i < c.deallocs.len; i++) {
    Operation *op = c.deallocs.data[i];
    Value **repl = repls.data[i];
    for (unsigned r = 0; r < op->num_results; r++) rw_replace_all_uses(&l.rw, &op->results[r], repl[r]);
    rw_erase_op(&l.rw, op);
  }
  for (size_t i = 0; i < repls.len; i++) ctx_free(ctx, repls.data[i]);
  pv_free(&ctx->alloc, &repls);
  pv_free(&ctx->alloc, &c.deallocs);
  pm_free(&ctx->alloc, &l.helpers);
  return ok;
}

static bool run(Pass *p, Operation *root) {
  (void)p;
  return lower_deallocations(root);
}

const PassInfo LOWER_DEALLOCATIONS_PASS = {
    .argument = "bufferization-lower-deallocations",
    .display = "LowerDeallocationsPass",
    .description = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    .run = run,
};
