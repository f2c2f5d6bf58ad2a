/* symbol_privatize.c: marks the symbols directly inside the op private
 * (upstream's SymbolPrivatize), except those named in `exclude`. Ops that
 * are only optionally symbols (builtin.module) count when they have a
 * name, as SymbolOpInterface's classof. */
#include "transforms.h"

static const PassOptionDef OPTIONS[] = {
    {"exclude", "Comma separated list of symbols that should not be marked private", OPT_STRING_LIST, "", NULL},
};

/* `name` is one of the comma-separated entries of `list`. */
static bool listed(const char *list, const Ident *name) {
  for (const char *s = list; s && *s;) {
    const char *comma = strchr(s, ',');
    size_t n = comma ? (size_t)(comma - s) : strlen(s);
    if (n == name->len && memcmp(s, name->str, n) == 0) return true;
    if (!comma) break;
    s = comma + 1;
  }
  return false;
}

static bool is_symbol(const Operation *op) {
  const OdsOp *o = op_ods(op);
  return o && (o->interfaces & ODS_IF_SYMBOL) && symbol_name(op);
}

static bool run(Pass *p, Operation *op) {
  Context *ctx = op_context(op);
  const Attr *private_attr = attr_string(ctx, "private", 7, NULL);
  const Ident *vis = ident_cstr(ctx, "sym_visibility");
  const char *exclude = pass_opt_str(p, 0);
  bool changed = false;
  if (!private_attr || !vis) return false;
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (Operation *sym = b->first; sym; sym = sym->next) {
        if (!is_symbol(sym) || listed(exclude, symbol_name(sym))) continue;
        changed |= op_get_attr(sym, "sym_visibility", 14) != private_attr;
        op_set_attr(sym, vis, private_attr);
      }
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
