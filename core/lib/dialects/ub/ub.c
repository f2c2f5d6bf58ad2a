/* ub.c: the ub dialect's hand-written pieces: the `#ub.poison` attribute
 * (a parameterless dialect attribute) and ub.poison's default value, which
 * the format leaves out when it is `#ub.poison`. */
#include "../dialects.h"
#include "../utils/elems.h"

MLIR_INTERNAL extern const OdsDialect ODS_ub; /* generated from ODS */

static void poison_print_body(const Attr *a, StrBuf *out) { (void)a, (void)out; }

static const Attr *poison_parse_body(Parser *p, const AttrClass *cls) {
  uint64_t w[1] = {PTR_WORD(cls)};
  return storage_get(p->ctx, AK_DIALECT, 0, w, 1);
}

static const AttrClass POISON = {.name = "ub.poison", .print_body = poison_print_body, .parse_body = poison_parse_body};

static const Attr *poison_attr(Context *ctx) {
  uint64_t w[1] = {PTR_WORD(&POISON)};
  return storage_get(ctx, AK_DIALECT, 0, w, 1);
}

/* The format, then the DefaultValuedAttr `value` when the text has none. */
static bool poison_parse(Parser *p, OperationState *st) {
  if (!ods_format_parse(p, st)) return false;
  for (size_t i = 0; i < st->num_attrs; i++)
    if (strcmp(st->attrs[i].name->str, "value") == 0) return true;
  const Attr *v = poison_attr(p->ctx);
  return v && opstate_add_attr(st, ident_cstr(p->ctx, "value"), v);
}

static void poison_print(Printer *pr, Operation *op) {
  const Attr *v = op_get_attr(op, "value", 5);
  if ((v && v != poison_attr(pr->ctx)) || !op->num_results) {
    ods_format_print(pr, op);
    return;
  }
  static const char *const elided[] = {"value", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  pr_type(pr, op->results[0].type);
}

static const FoldHook FOLDS[] = {{"ub.poison", fold_to_value_attr}, {NULL, NULL}};

static const OpHooks HOOKS[] = {
    {.name = "ub.poison", .parse = poison_parse, .print = poison_print},
    {0},
};

static const AttrClass *const ATTR_CLASSES[] = {&POISON, NULL};

const DialectDef UB_DIALECT = {.ns = "ub",
                               .ods = &ODS_ub,
                               .hooks = HOOKS,
                               .attr_classes = ATTR_CLASSES,
                               .folds = (const FoldHook *const[]){FOLDS, NULL},
                               .materialize = materialize_poison};
