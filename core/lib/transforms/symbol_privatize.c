/* symbol_privatize.c: marks the symbols directly inside the op private
 * (upstream's SymbolPrivatize), except those named in `exclude`. Ops that
 * are only optionally symbols (builtin.module) count when they have a
 * name, as SymbolOpInterface's classof. */
#include "transforms.h"

static const PassOptionDef OPTIONS[] = {
    {"exclude", "Comma separated list of symbols that should not be marked private", OPT_STRING_LIST, "", NULL},
};

/* The comma-separated names of `list` as a set of identifiers (upstream
 * keeps a set of them too): one hash probe per symbol. */
static bool exclusions(Context *ctx, const char *list, PtrMap *out) {
  for (const char *s = list; s && *s;) {
    const char *comma = strchr(s, ',');
    size_t n = comma ? (size_t)(comma - s) : strlen(s);
    const Ident *name = ident_get(ctx, s, n);
    if (!name || !pm_put(&ctx->alloc, out, name, 1)) return false;
    if (!comma) break;
    s = comma + 1;
  }
  return true;
}

static bool is_symbol(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o && (o->interfaces & ODS_IF_SYMBOL) && symbol_name(op);
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  const Attr *private_attr = attr_string(ctx, "private", 7, NULL);
  const Ident *vis = ident_cstr(ctx, "sym_visibility");
  PtrMap exclude = {0};
  bool changed = false;
  if (!private_attr || !vis || !exclusions(ctx, pass_opt_str(p, 0), &exclude)) {
    pm_free(&ctx->alloc, &exclude);
    return false;
  }
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (Operation *sym = b->first; sym; sym = sym->next) {
        if (!is_symbol(sym) || pm_get(&exclude, symbol_name(sym), NULL)) continue;
        changed |= op_get_attr(sym, "sym_visibility", 14) != private_attr;
        op_set_attr(sym, vis, private_attr);
      }
  pm_free(&ctx->alloc, &exclude);
  p->changed_ir = changed;
  return true;
}

const PassInfo SYMBOL_PRIVATIZE_PASS = {
    .argument = "symbol-privatize",
    .display = "SymbolPrivatize",
    .description = "Mark symbols private",
    .options = OPTIONS,
    .n_options = 1,
    .run = run,
};
