/* builder.c: small helpers the folders and patterns share: matching
 * defining ops, creating ops by name at the rewriter's insertion point,
 * named attributes and fused locations. */
#include "rewriter.h"

Operation *def_is(const Value *v, const char *name) {
  Operation *d = v ? value_defining_op(v) : NULL;
  return op_is(d, name) ? d : NULL;
}

bool value_has_one_use(const Value *v) { return v->uses && !v->uses->next; }

bool op_has_no_uses(const Operation *op) {
  for (uint32_t i = 0; i < op->num_results; i++)
    if (op->results[i].uses) return false;
  return true;
}

Operation *rw_build(Rewriter *rw, const char *name, const Loc *loc, unsigned nops, Value *const *ops,
                    unsigned ntypes, const Type *const *types, unsigned nattrs, const NamedAttr *attrs) {
  Context *ctx = rw->ctx;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, name, strlen(name)), loc);
  bool ok = true;
  for (unsigned i = 0; ok && i < nops; i++) ok = opstate_add_operand(&st, ops[i]);
  for (unsigned i = 0; ok && i < ntypes; i++) ok = opstate_add_type(&st, types[i]);
  for (unsigned i = 0; ok && i < nattrs; i++)
    if (attrs[i].value) ok = opstate_add_attr(&st, attrs[i].name, attrs[i].value);
  if (!ok) {
    opstate_free(&st);
    return NULL;
  }
  return rw_create(rw, &st);
}




const Loc *fused_loc_of(Context *ctx, unsigned n, Operation *const *ops) {
  const Loc *small[8] = {0};
  const Loc **locs = n <= 8 ? small : ctx_alloc(ctx, n * sizeof *locs);
  if (!locs) return ctx->l_unknown;
  for (unsigned i = 0; i < n; i++) locs[i] = ops[i]->loc;
  const Loc *l = loc_fused(ctx, n, locs, NULL);
  if (locs != small) ctx_free(ctx, locs);
  return l ? l : ctx->l_unknown;
}

NamedAttr named(Context *ctx, const char *name, const Attr *value) {
  return (NamedAttr){ident_cstr(ctx, name), value};
}

int64_t attr_int_or(const Attr *a, int64_t dflt) {
  return a && a->kind == AK_INTEGER ? attr_int_value(a) : dflt;
}
