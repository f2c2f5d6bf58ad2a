/* builtin.c: the builtin dialect's hand-written pieces: builtin.module's
 * custom syntax `module @name attributes {...} {...}`. */
#include "../dialects.h"
#include "../utils/dialect_util.h"

MLIR_INTERNAL extern const OdsDialect ODS_builtin; /* generated from ODS */

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

/* unrealized_conversion_cast(unrealized_conversion_cast(x)) with matching
 * types on both ends is x. */
static bool fold_unrealized_cast(Operation *op, const Attr *const *c, FoldResult *out) {
  (void)c;
  unsigned n = op->num_operands;
  if (!n || n != op->num_results) return false;
  Operation *in = value_defining_op(opnd(op, 0));
  if (!in || in->name != op->name || in->num_results != n || in->num_operands != n) return false;
  for (unsigned i = 0; i < n; i++) {
    Value *v = opnd(op, i);
    if (v->kind != VALUE_RESULT || v->owner != in || v->index != i) return false;
    if (opnd(in, i)->type != op->results[i].type) return false;
  }
  for (unsigned i = 0; i < n; i++) out[i].value = opnd(in, i);
  return true;
}

static const FoldHook FOLDS[] = {{"builtin.unrealized_conversion_cast", fold_unrealized_cast}, {NULL, NULL}};

/* CastOpInterface: any types, at least one result. */
static bool verify_unrealized_cast(Operation *op) { return du_verify_cast(op, NULL); }

static const OpHooks HOOKS[] = {
    {.name = "builtin.unrealized_conversion_cast", .verify = verify_unrealized_cast},
    {.name = "builtin.module", .parse = module_parse, .print = module_print, .default_dialect = "builtin"},
    {0},
};

const DialectDef BUILTIN_DIALECT = {
    .ns = "builtin", .ods = &ODS_builtin, .hooks = HOOKS, .folds = (const FoldHook *const[]){FOLDS, NULL}};
