/* builtin.c: the builtin dialect's hand-written pieces: builtin.module's
 * custom syntax `module @name attributes {...} {...}`. */
#include "../dialects.h"

static bool module_parse(Parser *p, OperationState *st) {
  if (p->tok.kind == T_AT_ID) {
    const Ident *name;
    if (!parse_symbol_name(p, &name)) return false;
    const Attr *a = attr_string(p->ctx, name->str, name->len, NULL);
    if (!a || !opstate_add_attr(st, ident_cstr(p->ctx, "sym_name"), a)) return false;
  }
  if (parser_consume_keyword(p, "attributes") && !parse_attr_dict(p, st)) return false;
  Region *r = opstate_add_region(st);
  if (!r || !parse_region(p, r, NULL, 0, false)) return false;
  /* The body is a single block even when written `{}`. */
  if (!r->first) {
    Block *b = block_create(&p->ctx->alloc);
    if (!b) return false;
    region_append_block(r, b);
  }
  return true;
}

static void module_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "sym_name", 8);
  if (name && name->kind == AK_STRING) {
    pr_putc(pr, ' ');
    pr_symbol_name(pr, attr_string_ident(name));
  }
  static const char *const elided[] = {"sym_name", NULL};
  pr_attr_dict(pr, op, elided, true);
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, false, false);
}

static const OpHooks HOOKS[] = {
    {"builtin.module", module_parse, module_print, NULL, NULL, "builtin"},
    {NULL},
};

const DialectDef BUILTIN_DIALECT = {"builtin", &ODS_builtin, HOOKS, NULL};
