/* dialect_load.c: loading a dialect into a context: each ODS op record
 * becomes an op record (OpDef: traits, inherent attributes, and either the
 * op's hand-written hooks or the declarative format engine) whose slots the
 * dialect's folder, pattern and interface tables then fill, and each ODS
 * attribute def an AttrClass the parser and printer reach through the
 * dialect. Op names are matched here, once; afterwards every query is a
 * pointer read on the op. */
#include "dialects.h"
#include "../ods/ods_format.h"

#include <stdlib.h>

static const OpHooks *find_hooks(const DialectDef *def, const char *name) {
  for (const OpHooks *h = def->hooks; h && h->name; h++)
    if (strcmp(h->name, name) == 0) return h;
  return def->extra_hooks ? def->extra_hooks(name) : NULL;
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
    if (count && n) set(user, start, s, n);
    s = comma ? comma + 1 : s + n;
  }
}

/* populateDefaultProperties: default-valued inherent attributes the op
 * was created without get their defaults. */
static void ods_populate_defaults(Operation *op) {
  const OdsOp *o = op_ods(op);
  Context *ctx = op_context(op);
  for (unsigned i = 0; o && i < o->n_attrs; i++) {
    const OdsAttr *a = &o->attrs[i];
    if (!(a->flags & ODS_ATTR_DEFAULT) || dict_lookup(op->props, a->name, strlen(a->name)) ||
        dict_lookup(op->attrs, a->name, strlen(a->name)))
      continue;
    const Attr *v = ods_attr_default(ctx, a);
    const Attr *props = v ? dict_set(ctx, op->props, ident_cstr(ctx, a->name), v) : NULL;
    if (props) op->props = props;
  }
}

static bool has_defaults(const OdsOp *o) {
  for (unsigned i = 0; i < o->n_attrs; i++)
    if (o->attrs[i].flags & ODS_ATTR_DEFAULT) return true;
  return false;
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
  if (has_defaults(o)) od->populate_defaults = ods_populate_defaults;
  const OpHooks *h = find_hooks(def, o->name);
  od->static_names = o->result_names;
  if (od->static_names) od->result_names = ods_static_result_names;
  if (h) {
    od->parse = h->parse;
    od->print = h->print;
    od->verify = h->verify;
    od->verify_regions = h->verify_regions;
    od->verify_preds = h->verify_preds;
    od->block_arg_names = h->block_arg_names;
    od->verify_symbol_uses = h->verify_symbol_uses;
    if (h->result_names || h->static_names) {
      od->result_names = h->result_names;
      od->static_names = h->static_names;
    }
    od->default_dialect = h->default_dialect;
    od->infer = h->infer;
    if (!od->result_names && od->static_names) od->result_names = ods_static_result_names;
  }
  if (!od->parse && o->format && !o->custom_format) {
    od->parse = ods_format_parse;
    od->print = ods_format_print;
  }
  return ctx_add_op(ctx, d, od);
}

/* ---- filling the op records ------------------------------------------------------ */

static const DefHooks *find_def_hooks(const DialectDef *def, const char *name, bool is_type) {
  for (const DefHooks *h = def->def_hooks; h && h->name; h++)
    if (h->is_type == is_type && strcmp(h->name, name) == 0) return h;
  return NULL;
}

/* The record of a registered op, writable: records live in the context's
 * arena and are only written while their dialect loads. */
static OpDef *record_of(Context *ctx, const char *name) {
  const OpName *on = opname_get(ctx, name, strlen(name));
  return on && on->def ? (OpDef *)on->def : NULL;
}

/* Appends a pattern to a NULL-terminated list in the arena. */
static bool add_pattern(Context *ctx, const Pattern *const **list, const Pattern *p) {
  size_t n = 0;
  while (*list && (*list)[n]) n++;
  const Pattern **grown = arena_alloc(&ctx->arena, (n + 2) * sizeof *grown);
  if (!grown) return false;
  for (size_t i = 0; i < n; i++) grown[i] = (*list)[i];
  grown[n] = p;
  grown[n + 1] = NULL;
  *list = grown;
  return true;
}

/* Fills the slots of the dialect's op records from its tables. An entry
 * naming an op the context does not have is a table error upstream's
 * registration would also reject; it is skipped. */
static bool fill_op_records(Context *ctx, Dialect *d, const DialectDef *def) {
  for (const FoldHook *const *t = def->folds; t && *t; t++)
    for (const FoldHook *h = *t; h->op; h++) {
      OpDef *od = record_of(ctx, h->op);
      if (od) od->fold = h->fold;
    }
  for (const OpInterfaceHooks *const *t = def->interfaces; t && *t; t++)
    for (const OpInterfaceHooks *h = *t; h->name; h++) {
      OpDef *od = record_of(ctx, h->name);
      if (od) od->ifaces = h;
    }
  for (const Pattern *const *const *l = def->patterns; l && *l; l++)
    for (const Pattern *const *p = *l; *p; p++) {
      /* A pattern on any op belongs to the dialect. */
      OpDef *od = (*p)->root ? record_of(ctx, (*p)->root) : NULL;
      const Pattern *const **list = od ? &od->patterns : (*p)->root ? NULL : &d->patterns;
      if (list && !add_pattern(ctx, list, *p)) return false;
    }
  return !ctx->alloc.oom;
}

/* Hand-written classes (attributes, or types when `types`) join the
 * generated ones in a new NULL-terminated list; false when out of memory. */
static bool join_classes(Context *ctx, const AttrClass *const **list, const AttrClass *const *hand,
                         bool types) {
  size_t n = 0, m = 0;
  while (*list && (*list)[n]) n++;
  for (const AttrClass *const *h = hand; *h; h++) m += (*h)->is_type == types;
  if (!m) return true;
  const AttrClass **all = arena_alloc(&ctx->arena, (n + m + 1) * sizeof *all);
  if (!all) return false;
  for (size_t i = 0; i < n; i++) all[i] = (*list)[i];
  for (const AttrClass *const *h = hand; *h; h++)
    if ((*h)->is_type == types) all[n++] = *h;
  all[n] = NULL;
  *list = all;
  return true;
}

const Dialect *dialect_load(Context *ctx, const DialectDef *def) {
  const Dialect *existing = ctx_lookup_dialect(ctx, def->ns, strlen(def->ns));
  if (existing) return existing;
  for (const DialectDef *const *dep = def->deps; dep && *dep; dep++)
    if (!dialect_load(ctx, *dep)) return NULL;
  Dialect *d = ctx_add_dialect(ctx, def->ns, def);
  if (!d) return NULL;
  const OdsDialect *ods = def->ods;
  if (ods) {
    for (unsigned i = 0; i < ods->n_ops; i++)
      if (!load_ods_op(ctx, d, def, &ods->ops[i])) return NULL;
    if (ods->n_attr_defs) {
      const AttrClass **classes = arena_alloc(&ctx->arena, (ods->n_attr_defs + 1) * sizeof *classes);
      const AttrClass **types = arena_alloc(&ctx->arena, (ods->n_attr_defs + 1) * sizeof *types);
      if (!classes || !types) return NULL;
      unsigned k = 0, kt = 0;
      size_t nsl = strlen(def->ns);
      for (unsigned i = 0; i < ods->n_attr_defs; i++) {
        /* Tables may copy another dialect's attribute defs they use; only
         * the owner registers them. */
        const OdsAttrDef *ad = &ods->attr_defs[i];
        const char *an = ad->name;
        if (!an || strncmp(an, def->ns, nsl) != 0 || an[nsl] != '.') continue;
        if (!ad->enum_info && !ad->record) continue;
        bool by_hand = false;
        for (const AttrClass *const *h = def->attr_classes; h && *h && !by_hand; h++)
          by_hand = strcmp((*h)->name, an) == 0 && (*h)->is_type == ad->is_type;
        if (by_hand) continue; /* a hand-written class replaces the generated one */
        AttrClass *c = arena_alloc(&ctx->arena, sizeof *c);
        if (!c) return NULL;
        memset(c, 0, sizeof *c);
        c->name = an;
        c->data = ad;
        if (ad->enum_info) {
          c->print_body = ods_enum_attr_print;
          c->parse_body = ods_enum_attr_parse;
        } else {
          c->custom = find_def_hooks(def, an, ad->is_type);
          if (c->custom) c->attr_type = c->custom->attr_type;
          c->print_body_ap = ods_def_print;
          c->parse_body = ods_def_parse;
          c->storage_params = c->custom && c->custom->parse ? c->custom->storage_params : ods_def_storage_params(ad);
          c->is_type = ad->is_type;
          c->vector_element = ad->vector_element;
          for (const char *const *al = def->attr_aliases; al && *al && !c->alias; al++)
            if (!c->is_type && strcmp(*al, an) == 0) c->alias = an + nsl + 1;
        }
        if (c->is_type) types[kt++] = c;
        else classes[k++] = c;
      }
      classes[k] = NULL;
      types[kt] = NULL;
      d->attr_classes = classes;
      d->type_classes = types;
    }
  }
  /* Ops written by hand get a record of their own, which the tables below
   * fill like the generated ones. */
  for (const OpDef *const *o = def->ops; o && *o; o++) {
    OpDef *od = arena_alloc(&ctx->arena, sizeof *od);
    if (!od) return NULL;
    *od = **o;
    if (!ctx_add_op(ctx, d, od)) return NULL;
  }
  if (!fill_op_records(ctx, d, def)) return NULL;
  d->materialize = def->materialize;
  if (def->attr_classes && (!join_classes(ctx, &d->attr_classes, def->attr_classes, false) ||
                            !join_classes(ctx, &d->type_classes, def->attr_classes, true)))
    return NULL;
  return d;
}


/* ---- canonicalization patterns ------------------------------------------------------ */

static int by_op_name(const void *a, const void *b) {
  const OpName *x = *(const OpName *const *)a, *y = *(const OpName *const *)b;
  return ident_cmp(x->name, y->name);
}

static int by_dialect_name(const void *a, const void *b) {
  const Dialect *x = *(const Dialect *const *)a, *y = *(const Dialect *const *)b;
  return ident_cmp(x->ns, y->ns);
}

/* The values of a StrMap whose entries `keep` accepts, sorted by `cmp`;
 * NULL when out of memory (an empty list is not NULL). */
static const void **sorted_values(Context *ctx, const StrMap *m, bool (*keep)(const void *),
                                  int (*cmp)(const void *, const void *), size_t *n) {
  const void **out = ctx_alloc(ctx, (m->len + 1) * sizeof *out);
  if (!out) return NULL;
  size_t cursor = 0, klen;
  const char *key;
  uintptr_t v;
  *n = 0;
  while (sm_next(m, &cursor, &key, &klen, &v))
    if (keep((const void *)v)) out[(*n)++] = (const void *)v;
  qsort(out, *n, sizeof *out, cmp);
  return out;
}

static bool op_has_patterns(const void *on) { return ((const OpName *)on)->def && ((const OpName *)on)->def->patterns; }
static bool dialect_has_patterns(const void *d) { return ((const Dialect *)d)->patterns != NULL; }

const Pattern *const *const *ctx_canonicalization_patterns(Context *ctx) {
  ctx_lock(ctx);
  if (!ctx->canon_patterns) {
    /* The dialects' patterns on any op first, then each op's. */
    size_t nd, no;
    const void **ds = sorted_values(ctx, &ctx->dialects, dialect_has_patterns, by_dialect_name, &nd);
    const void **ops = sorted_values(ctx, &ctx->opnames, op_has_patterns, by_op_name, &no);
    const Pattern *const **lists = ds && ops ? ctx_alloc(ctx, (nd + no + 1) * sizeof *lists) : NULL;
    if (lists) {
      for (size_t i = 0; i < nd; i++) lists[i] = ((const Dialect *)ds[i])->patterns;
      for (size_t i = 0; i < no; i++) lists[nd + i] = ((const OpName *)ops[i])->def->patterns;
      lists[nd + no] = NULL;
      ctx->canon_patterns = (const Pattern *const *const *)lists;
    }
    ctx_free(ctx, (void *)ds);
    ctx_free(ctx, (void *)ops);
  }
  const Pattern *const *const *result = ctx->canon_patterns;
  ctx_unlock(ctx);
  return result;
}
