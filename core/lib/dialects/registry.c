/* registry.c: loading dialects into a context: each ODS op record becomes
 * an OpDef (traits, inherent attributes, and either the op's hand-written
 * hooks or the declarative format engine), and each ODS attribute def an
 * AttrClass the parser and printer reach through the dialect. */
#include "ods_format.h"

const DialectDef *const ALL_DIALECTS[] = {
    &BUILTIN_DIALECT, &FUNC_DIALECT, &ARITH_DIALECT, &CF_DIALECT,
    &SCF_DIALECT, &MATH_DIALECT, &MEMREF_DIALECT, &TENSOR_DIALECT,
    &INDEX_DIALECT, &UB_DIALECT, NULL,
};

const DialectDef *dialect_find(const char *ns, size_t n) {
  for (const DialectDef *const *d = ALL_DIALECTS; *d; d++)
    if (strlen((*d)->ns) == n && memcmp((*d)->ns, ns, n) == 0) return *d;
  return NULL;
}

static const OpHooks *find_hooks(const DialectDef *def, const char *name) {
  for (const OpHooks *h = def->hooks; h && h->name; h++)
    if (strcmp(h->name, name) == 0) return h;
  return NULL;
}

/* Inherent attributes of an ODS op: its declared attributes, plus the
 * segment-size attributes of ops with variadic groups. */
static const char *const *inherent_names(Context *ctx, const OdsOp *o) {
  size_t n = o->n_attrs + 3;
  const char **names = arena_alloc(&ctx->arena, n * sizeof *names);
  if (!names) return NULL;
  size_t k = 0;
  for (unsigned i = 0; i < o->n_attrs; i++) names[k++] = o->attrs[i].name;
  if (o->ods_traits & ODS_ATTR_SIZED_OPERANDS) names[k++] = "operandSegmentSizes";
  if (o->ods_traits & ODS_ATTR_SIZED_RESULTS) names[k++] = "resultSegmentSizes";
  names[k] = NULL;
  return names;
}

/* Names each ODS result group after the op's fixed names. */
static void ods_static_result_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t),
                                    void *user) {
  const OdsOp *o = op_ods(op);
  const char *s = op->name->def->static_names;
  for (unsigned g = 0; o && s && *s && g < o->n_results; g++) {
    const char *comma = strchr(s, ',');
    size_t n = comma ? (size_t)(comma - s) : strlen(s);
    unsigned start, count;
    ods_result_group(op, o, g, &start, &count);
    if (count) set(user, start, s, n);
    s = comma ? comma + 1 : s + n;
  }
}

static bool load_ods_op(Context *ctx, Dialect *d, const DialectDef *def, const OdsOp *o) {
  OpDef *od = arena_alloc(&ctx->arena, sizeof *od);
  if (!od) return false;
  memset(od, 0, sizeof *od);
  od->name = o->name;
  od->traits = o->traits;
  od->ods = o;
  od->inherent_attrs = inherent_names(ctx, o);
  od->verify_invariants = ods_verify_invariants;
  const OpHooks *h = find_hooks(def, o->name);
  if (h) {
    od->parse = h->parse;
    od->print = h->print;
    od->verify = h->verify;
    od->verify_regions = h->verify_regions;
    od->result_names = h->result_names;
    od->default_dialect = h->default_dialect;
    od->infer = h->infer;
    od->static_names = h->static_names;
    if (!od->result_names && od->static_names) od->result_names = ods_static_result_names;
  }
  if (!od->parse && o->format && !o->custom_format) {
    od->parse = ods_format_parse;
    od->print = ods_format_print;
  }
  return ctx_add_op(ctx, d, od);
}

const Dialect *dialect_load(Context *ctx, const DialectDef *def) {
  const Dialect *existing = ctx_lookup_dialect(ctx, def->ns, strlen(def->ns));
  if (existing) return existing;
  Dialect *d = ctx_add_dialect(ctx, def->ns, def);
  if (!d) return NULL;
  const OdsDialect *ods = def->ods;
  if (ods) {
    for (unsigned i = 0; i < ods->n_ops; i++)
      if (!load_ods_op(ctx, d, def, &ods->ops[i])) return NULL;
    if (ods->n_attr_defs) {
      const AttrClass **classes = arena_alloc(&ctx->arena, (ods->n_attr_defs + 1) * sizeof *classes);
      if (!classes) return NULL;
      unsigned k = 0;
      size_t nsl = strlen(def->ns);
      for (unsigned i = 0; i < ods->n_attr_defs; i++) {
        /* Tables may copy another dialect's attribute defs they use; only
         * the owner registers them. */
        const char *an = ods->attr_defs[i].name;
        if (strncmp(an, def->ns, nsl) != 0 || an[nsl] != '.') continue;
        AttrClass *c = arena_alloc(&ctx->arena, sizeof *c);
        if (!c) return NULL;
        c->name = ods->attr_defs[i].name;
        c->print_body = ods_enum_attr_print;
        c->parse_body = ods_enum_attr_parse;
        c->data = &ods->attr_defs[i];
        classes[k++] = c;
      }
      classes[k] = NULL;
      d->attr_classes = classes;
    }
  }
  for (const OpDef *const *o = def->ops; o && *o; o++)
    if (!ctx_add_op(ctx, d, *o)) return NULL;
  if (def->attr_classes) {
    /* Hand-written classes join the generated ones. */
    size_t n = 0, m = 0;
    while (d->attr_classes && d->attr_classes[n]) n++;
    while (def->attr_classes[m]) m++;
    const AttrClass **all = arena_alloc(&ctx->arena, (n + m + 1) * sizeof *all);
    if (!all) return NULL;
    for (size_t i = 0; i < n; i++) all[i] = d->attr_classes[i];
    for (size_t i = 0; i < m; i++) all[n + i] = def->attr_classes[i];
    all[n + m] = NULL;
    d->attr_classes = all;
  }
  return d;
}

const AttrClass *ods_attr_class(Context *ctx, const OdsAttrDef *def) {
  const char *dot = strchr(def->name, '.');
  const Dialect *d = ctx_lookup_dialect(ctx, def->name, dot ? (size_t)(dot - def->name) : strlen(def->name));
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name, def->name) == 0) return *c;
  return NULL;
}

/* A new context has the builtin dialect only, as upstream's; the others
 * come through registries (mlirRegisterAllDialects) or dialect handles. */
void ctx_register_builtin_dialects(Context *ctx) { dialect_load(ctx, &BUILTIN_DIALECT); }

void dialect_load_all(Context *ctx) {
  for (const DialectDef *const *d = ALL_DIALECTS; *d; d++) dialect_load(ctx, *d);
}
