/* printer.c: prints operations in the generic or custom form with
 * upstream's value and block numbering (SSANameState): values are numbered
 * region by region, nested regions continue from their parent's counters
 * and sibling regions restart from the same point; entry-block arguments
 * are %argN; blocks are ^bbN per region. Walks are iterative. */
#include "asm.h"

#include <stdio.h>
#include <stdlib.h>

void print_flags_default(PrintFlags *f) {
  memset(f, 0, sizeof *f);
  f->elide_elements_if_larger = -1;
  f->hex_elements_if_larger = -1;
  f->elide_resource_if_larger = -1;
}

/* ---- names ---------------------------------------------------------------- */

/* value_ids holds (id << 1) | 1 for numbered values, or a pointer to a
 * NUL-terminated name for named ones. */
#define ID_TAG(id) (((uintptr_t)(id) << 1) | 1)

typedef struct NameCtx {
  const Region *region;
  unsigned value_id, arg_id, conflict_id;
  size_t scope_depth; /* used-names scope of the parent */
} NameCtx;

/* Scoped set of used names: each scope remembers the names it added. */
typedef struct NameScopes {
  PtrVec added;      /* char* names, in insertion order */
  PtrVec marks;      /* index into `added` where each scope starts */
} NameScopes;

static char *own_strdup(Printer *pr, const char *s, size_t n) {
  char *c = mem_alloc(&pr->ctx->alloc, n + 1);
  if (!c) return NULL;
  memcpy(c, s, n);
  c[n] = 0;
  pv_push(&pr->ctx->alloc, &pr->owned, c);
  return c;
}

static void scopes_pop_to(Printer *pr, NameScopes *ns, size_t depth) {
  while (ns->marks.len > depth) {
    size_t mark = (size_t)(uintptr_t)ns->marks.data[--ns->marks.len];
    while (ns->added.len > mark) {
      const char *n = ns->added.data[--ns->added.len];
      sm_remove(&pr->used_names, n, strlen(n));
    }
  }
}

static const char *unique_name(Printer *pr, NameScopes *ns, const char *name,
                               size_t n) {
  const char *result;
  if (!sm_get(&pr->used_names, name, n, NULL)) {
    result = own_strdup(pr, name, n);
  } else {
    StrBuf probe;
    sb_init(&probe, &pr->ctx->alloc);
    for (;;) {
      sb_clear(&probe);
      sb_append(&probe, name, n);
      sb_putc(&probe, '_');
      sb_put_u64(&probe, pr->next_conflict_id++);
      if (!sm_get(&pr->used_names, probe.data, probe.len, NULL)) break;
    }
    result = own_strdup(pr, probe.data, probe.len);
    sb_free(&probe);
  }
  if (result) {
    sm_put(&pr->ctx->alloc, &pr->used_names, result, strlen(result), 1);
    pv_push(&pr->ctx->alloc, &ns->added, (void *)result);
  }
  return result;
}

static void set_value_id(Printer *pr, const Value *v) {
  pm_put(&pr->ctx->alloc, &pr->value_ids, v, ID_TAG(pr->next_value_id++));
}

/* Upstream's sanitizeIdentifier: keeps [A-Za-z0-9$._-], turns spaces into
 * '_' and other bytes into hex, and prefixes a leading digit with '_'. */
static void sanitize(StrBuf *out, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  if (n && s[0] >= '0' && s[0] <= '9') sb_putc(out, '_');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '$' || c == '.' || c == '_' || c == '-';
    if (ok) sb_putc(out, (char)c);
    else if (c == ' ') sb_putc(out, '_');
    else {
      if (c >> 4) sb_putc(out, hex[c >> 4]);
      sb_putc(out, hex[c & 15]);
    }
  }
}

typedef struct NamingCtx {
  Printer *pr;
  NameScopes *ns;
  Operation *op;
  int groups[MAX_STACK_VALUES];
  unsigned ngroups;
} NamingCtx;

static void set_result_name(void *user, unsigned idx, const char *name, size_t n) {
  NamingCtx *nc = user;
  Printer *pr = nc->pr;
  if (idx >= nc->op->num_results || !n) return;
  StrBuf clean;
  sb_init(&clean, &pr->ctx->alloc);
  sanitize(&clean, name, n);
  const char *u = clean.data ? unique_name(pr, nc->ns, clean.data, clean.len) : NULL;
  sb_free(&clean);
  if (!u) return;
  pm_put(&pr->ctx->alloc, &pr->value_ids, &nc->op->results[idx], (uintptr_t)u);
  if (idx && nc->ngroups < MAX_STACK_VALUES) nc->groups[nc->ngroups++] = (int)idx;
}

static void number_op(Printer *pr, NameScopes *ns, Operation *op) {
  if (op->num_results == 0) return;
  NamingCtx nc = {pr, ns, op, {0}, 1};
  const OpDef *def = op->name->def;
  if (!pr->flags.generic && def && def->result_names) def->result_names(op, set_result_name, &nc);
  if (!pm_get(&pr->value_ids, &op->results[0], NULL)) set_value_id(pr, &op->results[0]);
  if (nc.ngroups > 1) {
    /* Results named apart from the first start their own group. */
    int *g = mem_alloc(&pr->ctx->alloc, (nc.ngroups + 1) * sizeof *g);
    if (!g) return;
    for (unsigned i = 0; i < nc.ngroups; i++) g[i] = nc.groups[i];
    for (unsigned i = 1; i < nc.ngroups; i++)
      for (unsigned j = i; j > 0 && g[j - 1] > g[j]; j--) {
        int t = g[j];
        g[j] = g[j - 1];
        g[j - 1] = t;
      }
    g[nc.ngroups] = -1;
    pv_push(&pr->ctx->alloc, &pr->owned, g);
    pm_put(&pr->ctx->alloc, &pr->result_groups, op, (uintptr_t)g);
  }
}

static void number_block(Printer *pr, NameScopes *ns, Block *b) {
  bool entry = block_is_entry(b);
  for (uint32_t i = 0; i < b->nargs; i++) {
    Value *a = b->args[i];
    if (pm_get(&pr->value_ids, a, NULL)) continue;
    if (entry) {
      char buf[32];
      int n = snprintf(buf, sizeof buf, "arg%u", pr->next_arg_id++);
      const char *name = own_strdup(pr, buf, (size_t)n);
      if (name) pm_put(&pr->ctx->alloc, &pr->value_ids, a, (uintptr_t)name);
    } else {
      set_value_id(pr, a);
    }
  }
  for (Operation *o = b->first; o; o = o->next) number_op(pr, ns, o);
}

typedef struct ArgNamingCtx {
  Printer *pr;
  NameScopes *ns;
} ArgNamingCtx;

static void set_arg_name(void *user, Value *arg, const char *name, size_t n) {
  ArgNamingCtx *ac = user;
  Printer *pr = ac->pr;
  if (!arg || !n || pm_get(&pr->value_ids, arg, NULL)) return;
  StrBuf clean;
  sb_init(&clean, &pr->ctx->alloc);
  sanitize(&clean, name, n);
  const char *u = clean.data ? unique_name(pr, ac->ns, clean.data, clean.len) : NULL;
  sb_free(&clean);
  if (u) pm_put(&pr->ctx->alloc, &pr->value_ids, arg, (uintptr_t)u);
}

static void number_region(Printer *pr, NameScopes *ns, const Region *r) {
  unsigned next_block = 0;
  Operation *parent = r->parent;
  const OpDef *def = parent ? parent->name->def : NULL;
  if (!pr->flags.generic && def && def->block_arg_names) {
    ArgNamingCtx ac = {pr, ns};
    def->block_arg_names(parent, (Region *)r, set_arg_name, &ac);
  }
  for (Block *b = r->first; b; b = b->next) {
    pm_put(&pr->ctx->alloc, &pr->block_ids, b, next_block++);
    number_block(pr, ns, b);
  }
}

/* Numbers everything under `root` the way upstream's SSANameState does,
 * with an explicit stack of naming contexts. */
static void number_all(Printer *pr, Operation *root) {
  NameScopes ns = {0};
  PtrVec stack = {0};
  Allocator *a = &pr->ctx->alloc;
  number_op(pr, &ns, root);
  for (uint32_t i = 0; i < root->num_regions; i++) {
    NameCtx *c = mem_alloc(a, sizeof *c);
    if (!c) break;
    *c = (NameCtx){&root->regions[i], pr->next_value_id, pr->next_arg_id,
                   pr->next_conflict_id, 0};
    pv_push(a, &stack, c);
  }
  while (stack.len) {
    NameCtx *c = stack.data[--stack.len];
    /* The generic form implies unique ids (no reuse across regions). */
    if (!pr->flags.unique_ssa_ids && !pr->flags.generic) {
      pr->next_value_id = c->value_id;
      pr->next_arg_id = c->arg_id;
      pr->next_conflict_id = c->conflict_id;
    }
    scopes_pop_to(pr, &ns, c->scope_depth);
    pv_push(a, &ns.marks, (void *)(uintptr_t)ns.added.len);
    size_t depth = ns.marks.len;
    const Region *r = c->region;
    mem_free(a, c);
    number_region(pr, &ns, r);
    for (Block *b = r->first; b; b = b->next)
      for (Operation *o = b->first; o; o = o->next)
        for (uint32_t i = 0; i < o->num_regions; i++) {
          NameCtx *nc = mem_alloc(a, sizeof *nc);
          if (!nc) continue;
          *nc = (NameCtx){&o->regions[i], pr->next_value_id, pr->next_arg_id,
                          pr->next_conflict_id, depth};
          pv_push(a, &stack, nc);
        }
  }
  pv_free(a, &stack);
  pv_free(a, &ns.added);
  pv_free(a, &ns.marks);
}

/* ---- primitives ------------------------------------------------------------ */

void pr_newline(Printer *pr) { sb_putc(pr->out, '\n'); }

/* ---- aliases ----------------------------------------------------------------- */

/* Upstream's AliasInitializer: a first, silent printing pass visits every
 * attribute and type in print order (an op's location before the op);
 * aliasable ones (affine maps and sets, locations) get `#map`, `#map1`...
 * ordered by nesting depth, then kind, then first visit. Op locations may
 * be defined after the top-level op ("deferred"); others come before. */
typedef struct AliasEntry {
  const Storage *s;
  const char *prefix; /* "map", "set", "loc", or NULL: no alias */
  int depth;
  bool deferrable;
  unsigned first_child, nchildren; /* into the child index list */
} AliasEntry;

struct AliasCollector {
  AliasEntry *entries;
  size_t n, cap;
  PtrMap index; /* Storage* -> position+1 */
  unsigned *children;
  size_t nchildren, cap_children;
};

static const char *alias_prefix(const Storage *s) {
  if (s->kind == AK_AFFINE_MAP) return "map";
  if (s->kind == AK_INTEGER_SET) return "set";
  if (is_loc(s)) return "loc";
  /* Distinct attributes alias unless they wrap nothing (unit). */
  if (s->kind == AK_DISTINCT && WORD_PTR(const Attr, s->p[0])->kind != AK_UNIT) return "distinct";
  if (s->kind == AK_DIALECT) return WORD_PTR(const AttrClass, s->p[0])->alias;
  return NULL;
}

/* Sub-elements in the order the printer prints them. */
/* The alias pass looks at most this many nested types and attributes of
 * one storage (a tuple of more types gets no aliases past them).
 * FIXME(#14): visit them all, as upstream. */
enum { MAX_ALIAS_CHILDREN = 64 };

static unsigned storage_children(const Storage *s, const Storage **out, unsigned cap) {
  unsigned n = 0;
#define ADD(x) do { const Storage *c_ = (x); if (c_ && n < cap) out[n++] = c_; } while (0)
  switch (s->kind) {
  case TK_COMPLEX:
  case TK_UNRANKED_TENSOR: ADD(WORD_PTR(const Storage, s->p[0])); break;
  case TK_TUPLE:
  case TK_FUNCTION:
  case AK_ARRAY:
    for (uint32_t i = 0; i < s->n; i++) ADD(WORD_PTR(const Storage, s->p[i]));
    break;
  case TK_VECTOR: ADD(shaped_elem(s)); break;
  case TK_RANKED_TENSOR:
    ADD(shaped_elem(s));
    ADD(WORD_PTR(const Storage, s->p[s->aux + 1]));
    break;
  case TK_MEMREF:
    ADD(shaped_elem(s));
    ADD(WORD_PTR(const Storage, s->p[s->aux + 1]));
    ADD(WORD_PTR(const Storage, s->p[s->aux + 2]));
    break;
  case TK_UNRANKED_MEMREF:
    ADD(WORD_PTR(const Storage, s->p[0]));
    ADD(WORD_PTR(const Storage, s->p[1]));
    break;
  case AK_DICTIONARY:
    for (uint32_t i = 1; i < s->n; i += 2) ADD(WORD_PTR(const Storage, s->p[i]));
    break;
  case AK_TYPE:
  case AK_DISTINCT:
  case AK_DENSE_ELEMENTS:
  case AK_DENSE_STRING:
  case AK_DENSE_RESOURCE: ADD(WORD_PTR(const Storage, s->p[0])); break;
  case AK_STRING: ADD(WORD_PTR(const Storage, s->p[1])); break;
  case AK_OPAQUE: ADD(WORD_PTR(const Storage, s->p[2])); break;
  case AK_SPARSE_ELEMENTS:
    for (uint32_t i = 0; i < 3; i++) ADD(WORD_PTR(const Storage, s->p[i]));
    break;
  case AK_DIALECT:
  case TK_DIALECT: {
    uint32_t mask = WORD_PTR(const AttrClass, s->p[0])->storage_params;
    for (uint32_t i = 1; i < s->n && i <= 32; i++)
      if (mask & (1u << (i - 1))) ADD(WORD_PTR(const Storage, s->p[i]));
    break;
  }
  case LK_NAME: /* an unknown child is not printed, so not visited */
    if (WORD_PTR(const Storage, s->p[1])->kind != LK_UNKNOWN) ADD(WORD_PTR(const Storage, s->p[1]));
    break;
  case LK_CALLSITE:
    ADD(WORD_PTR(const Storage, s->p[0]));
    ADD(WORD_PTR(const Storage, s->p[1]));
    break;
  case LK_FUSED:
    for (uint32_t i = 0; i < s->n; i++) ADD(WORD_PTR(const Storage, s->p[i]));
    break;
  default: break;
  }
#undef ADD
  return n;
}

static void mark_non_deferrable(struct AliasCollector *ac, size_t i) {
  if (!ac->entries[i].deferrable) return;
  ac->entries[i].deferrable = false;
  for (unsigned k = 0; k < ac->entries[i].nchildren; k++)
    mark_non_deferrable(ac, ac->children[ac->entries[i].first_child + k]);
}

/* Records a visit; returns the entry's index. Nesting depth is bounded by
 * the parser's limit, so recursion is fine here. */
static size_t alias_visit(Printer *pr, const Storage *s, bool deferrable) {
  struct AliasCollector *ac = pr->aliases_collect;
  Allocator *a = &pr->ctx->alloc;
  uintptr_t idx;
  if (pm_get(&ac->index, s, &idx)) {
    if (!deferrable) mark_non_deferrable(ac, idx - 1);
    return idx - 1;
  }
  if (!vec_grow(a, (void **)&ac->entries, &ac->cap, ac->n + 1, sizeof *ac->entries)) return 0;
  size_t me = ac->n++;
  ac->entries[me] = (AliasEntry){s, alias_prefix(s), 0, deferrable, 0, 0};
  pm_put(a, &ac->index, s, me + 1);
  const Storage *kids[MAX_ALIAS_CHILDREN];
  unsigned nk = storage_children(s, kids, MAX_ALIAS_CHILDREN);
  size_t ci[MAX_ALIAS_CHILDREN];
  int depth = 0;
  for (unsigned k = 0; k < nk; k++) {
    ci[k] = alias_visit(pr, kids[k], deferrable);
    const AliasEntry *c = &ac->entries[ci[k]];
    int d = c->prefix ? c->depth + 1 : c->depth;
    if (d > depth) depth = d;
  }
  if (!vec_grow(a, (void **)&ac->children, &ac->cap_children, ac->nchildren + nk, sizeof *ac->children))
    return me;
  ac->entries[me].first_child = (unsigned)ac->nchildren;
  ac->entries[me].nchildren = nk;
  for (unsigned k = 0; k < nk; k++) ac->children[ac->nchildren++] = (unsigned)ci[k];
  ac->entries[me].depth = depth;
  return me;
}

static AttrPrinter printer_ap(Printer *pr) {
  AttrPrinter ap = {pr->out, pr->flags.hex_elements_if_larger, pr->flags.elide_elements_if_larger,
                    pr->aliases.cap ? &pr->aliases : NULL, NULL, &pr->session};
  return ap;
}

void pr_type(Printer *pr, const Type *t) {
  if (pr->aliases_collect && t) alias_visit(pr, t, false);
  AttrPrinter ap = printer_ap(pr);
  ap_print_type(&ap, t);
}

void pr_attr(Printer *pr, const Attr *a) {
  if (pr->aliases_collect && a) alias_visit(pr, a, false);
  AttrPrinter ap = printer_ap(pr);
  ap_print_attr(&ap, a, false);
}

void pr_attr_elide_type(Printer *pr, const Attr *a) {
  if (pr->aliases_collect && a) alias_visit(pr, a, false);
  AttrPrinter ap = printer_ap(pr);
  ap_print_attr(&ap, a, true);
}

void pr_stripped(Printer *pr, const Storage *s) {
  if (pr->aliases_collect && s) alias_visit(pr, s, false);
  AttrPrinter ap = printer_ap(pr);
  ap_print_stripped(&ap, s);
}

void pr_location(Printer *pr, const Loc *l, bool deferrable) {
  if (pr->aliases_collect && l) alias_visit(pr, l, deferrable);
  AttrPrinter ap = printer_ap(pr);
  /* Argument locations print inline at the top (nested ones may use
   * aliases), as upstream's printTrailingLocation(allowAlias=false). */
  if (!deferrable) ap.defining = l;
  ap_print_location(&ap, l);
}

void pr_string(Printer *pr, const char *s, size_t n) {
  print_escaped_string(pr->out, s, n);
}

void pr_symbol_name(Printer *pr, const Ident *name) {
  sb_putc(pr->out, '@');
  if (is_bare_identifier(name->str, name->len)) sb_append(pr->out, name->str, name->len);
  else print_escaped_string(pr->out, name->str, name->len);
}

/* The result group holding result `idx`: its first result and size. */
static void result_group(Printer *pr, const Operation *op, unsigned idx, unsigned *first,
                         unsigned *size) {
  uintptr_t g;
  *first = 0;
  *size = op->num_results;
  if (!pm_get(&pr->result_groups, op, &g)) return;
  const int *groups = (const int *)g;
  for (unsigned i = 0; groups[i] >= 0; i++) {
    unsigned start = (unsigned)groups[i];
    unsigned end = groups[i + 1] >= 0 ? (unsigned)groups[i + 1] : op->num_results;
    if (idx >= start && idx < end) {
      *first = start;
      *size = end - start;
      return;
    }
  }
}

static void print_value_id(Printer *pr, const Value *key) {
  uintptr_t id;
  if (!pm_get(&pr->value_ids, key, &id)) {
    sb_puts(pr->out, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  sb_putc(pr->out, '%');
  if (id & 1) sb_put_u64(pr->out, id >> 1);
  else sb_puts(pr->out, (const char *)id);
}

void pr_value(Printer *pr, const Value *v) {
  if (!v) {
    sb_puts(pr->out, "<<NULL VALUE>>");
    return;
  }
  if (v->kind != VALUE_RESULT) {
    print_value_id(pr, v);
    return;
  }
  const Operation *op = v->owner;
  unsigned first, size;
  result_group(pr, op, v->index, &first, &size);
  print_value_id(pr, &op->results[first]);
  if (size > 1) {
    sb_putc(pr->out, '#');
    sb_put_u64(pr->out, v->index - first);
  }
}

void pr_operands(Printer *pr, const Operation *op, unsigned from,
                 unsigned count) {
  for (unsigned i = 0; i < count; i++) {
    if (i) sb_puts(pr->out, ", ");
    pr_value(pr, op->operands[from + i].value);
  }
}

void pr_block_name(Printer *pr, const Block *b) {
  uintptr_t id;
  if (!pm_get(&pr->block_ids, b, &id)) {
    sb_puts(pr->out, "^INVALIDBLOCK");
    return;
  }
  sb_puts(pr->out, "^bb");
  sb_put_u64(pr->out, id);
}

void pr_successor(Printer *pr, const Operation *op, unsigned i,
                  Value *const *operands, unsigned n) {
  pr_block_name(pr, op->successors[i].block);
  if (!n) return;
  sb_putc(pr->out, '(');
  for (unsigned k = 0; k < n; k++) {
    if (k) sb_puts(pr->out, ", ");
    pr_value(pr, operands[k]);
  }
  sb_puts(pr->out, " : ");
  for (unsigned k = 0; k < n; k++) {
    if (k) sb_puts(pr->out, ", ");
    pr_type(pr, operands[k]->type);
  }
  sb_putc(pr->out, ')');
}

static void print_trailing_loc(Printer *pr, const Loc *l) {
  if (!pr->flags.debug_info) return;
  sb_putc(pr->out, ' ');
  pr_location(pr, l, false);
}

void pr_attr_dict(Printer *pr, const Operation *op, const char *const *elided,
                  bool with_keyword) {
  /* Custom forms print inherent and discardable attributes together. */
  const Attr *dicts[2] = {op->props, op->attrs};
  bool any = false;
  for (int d = 0; d < 2; d++)
    for (size_t i = 0; i < dict_size(dicts[d]); i++) {
      const Ident *n = dict_name(dicts[d], i);
      bool skip = false;
      for (const char *const *e = elided; e && *e && !skip; e++)
        skip = strlen(*e) == n->len && memcmp(*e, n->str, n->len) == 0;
      if (!skip) any = true;
    }
  if (!any) return;
  /* Merge both sorted dictionaries in name order. */
  sb_puts(pr->out, with_keyword ? " attributes {" : " {");
  size_t i0 = 0, i1 = 0, n0 = dict_size(op->props), n1 = dict_size(op->attrs);
  bool first = true;
  while (i0 < n0 || i1 < n1) {
    const Attr *d;
    size_t *ip;
    if (i1 >= n1 || (i0 < n0 && ident_cmp(dict_name(op->props, i0), dict_name(op->attrs, i1)) < 0)) {
      d = op->props;
      ip = &i0;
    } else {
      d = op->attrs;
      ip = &i1;
    }
    const Ident *n = dict_name(d, *ip);
    const Attr *v = dict_value(d, *ip);
    (*ip)++;
    bool skip = false;
    for (const char *const *e = elided; e && *e && !skip; e++)
      skip = strlen(*e) == n->len && memcmp(*e, n->str, n->len) == 0;
    if (skip) continue;
    if (!first) sb_puts(pr->out, ", ");
    first = false;
    if (is_bare_identifier(n->str, n->len)) sb_append(pr->out, n->str, n->len);
    else print_escaped_string(pr->out, n->str, n->len);
    if (v->kind == AK_UNIT) continue;
    sb_puts(pr->out, " = ");
    pr_attr(pr, v);
  }
  sb_putc(pr->out, '}');
}

static void print_type_list_paren(Printer *pr, const Type *const *types,
                                  unsigned n, bool force_paren) {
  bool paren = force_paren || n != 1 || types[0]->kind == TK_FUNCTION;
  if (paren) sb_putc(pr->out, '(');
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(pr->out, ", ");
    pr_type(pr, types[i]);
  }
  if (paren) sb_putc(pr->out, ')');
}

void pr_functional_type(Printer *pr, const Operation *op) {
  sb_putc(pr->out, '(');
  for (uint32_t i = 0; i < op->num_operands; i++) {
    if (i) sb_puts(pr->out, ", ");
    pr_type(pr, op->operands[i].value ? op->operands[i].value->type : NULL);
  }
  sb_puts(pr->out, ") -> ");
  const Type *small[8];
  const Type **res = op->num_results <= 8 ? small : malloc(op->num_results * sizeof *res);
  if (!res) return;
  for (uint32_t i = 0; i < op->num_results; i++) res[i] = op->results[i].type;
  print_type_list_paren(pr, res, op->num_results, false);
  if (res != small) free(res);
}

/* ---- operations, blocks and regions ------------------------------------------- */

static void print_op(Printer *pr, Operation *op);

static void print_block_header(Printer *pr, const Block *b) {
  sb_indent(pr->out, pr->indent);
  pr_block_name(pr, b);
  if (b->nargs) {
    sb_putc(pr->out, '(');
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (i) sb_puts(pr->out, ", ");
      pr_value(pr, b->args[i]);
      sb_puts(pr->out, ": ");
      pr_type(pr, b->args[i]->type);
      print_trailing_loc(pr, b->args[i]->loc);
    }
    sb_putc(pr->out, ')');
  }
  sb_putc(pr->out, ':');
  if (!b->parent) {
    sb_puts(pr->out, "  // block is not in a region!");
  } else if (!b->uses) {
    if (!block_is_entry(b)) sb_puts(pr->out, "  // no predecessors");
  } else {
    /* A single predecessor (upstream's getSinglePredecessor: exactly one
     * use; a block reached twice from one block lists it twice). */
    const Block *single = b->uses->owner->block;
    unsigned count = 0;
    for (const BlockOperand *u = b->uses; u; u = u->next) count++;
    if (count != 1) single = NULL;
    if (single) {
      sb_puts(pr->out, "  // pred: ");
      pr_block_name(pr, single);
    } else {
      /* Sorted by block number, as upstream. */
      uintptr_t *ids = malloc(count * sizeof *ids);
      if (ids) {
        unsigned k = 0;
        for (const BlockOperand *u = b->uses; u; u = u->next) {
          uintptr_t id = 0;
          pm_get(&pr->block_ids, u->owner->block, &id);
          ids[k++] = id;
        }
        for (unsigned i = 1; i < count; i++)
          for (unsigned j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
            uintptr_t t = ids[j];
            ids[j] = ids[j - 1];
            ids[j - 1] = t;
          }
        sb_printf(pr->out, "  // %u preds: ", count);
        for (unsigned i = 0; i < count; i++) {
          if (i) sb_puts(pr->out, ", ");
          sb_printf(pr->out, "^bb%u", (unsigned)ids[i]);
        }
        free(ids);
      }
    }
  }
  sb_putc(pr->out, '\n');
}

/* Region printing recurses through print_op; depth is bounded by the
 * parser's nesting limit. FIXME(#9): make printing iterative. */
static void print_block(Printer *pr, const Block *b, bool header,
                        bool terminators) {
  if (header) print_block_header(pr, b);
  pr->indent += 2;
  const Operation *stop = NULL;
  if (!terminators && b->last && op_has_trait(b->last, TRAIT_TERMINATOR)) stop = b->last;
  for (Operation *o = b->first; o && o != stop; o = o->next) {
    sb_indent(pr->out, pr->indent);
    print_op(pr, o);
    sb_putc(pr->out, '\n');
  }
  pr->indent -= 2;
}

void pr_region(Printer *pr, const Region *r, bool entry_args, bool terminators,
               bool empty_block) {
  if (pr->flags.skip_regions) {
    sb_puts(pr->out, "{...}");
    return;
  }
  sb_puts(pr->out, "{\n");
  if (r->first) {
    const Block *entry = r->first;
    bool header = (empty_block && !entry->first) || (entry_args && entry->nargs);
    print_block(pr, entry, header, terminators);
    for (const Block *b = entry->next; b; b = b->next) print_block(pr, b, true, true);
  }
  sb_indent(pr->out, pr->indent);
  sb_putc(pr->out, '}');
}

/* The alias pass over a generic op visits what upstream's dummy printer
 * does, in its order: regions, operand and result types, then the
 * inherent and discardable attributes merged by name (an unregistered
 * op's properties are opaque there: not visited). */
static void collect_generic(Printer *pr, Operation *op) {
  for (uint32_t i = 0; i < op->num_regions; i++) pr_region(pr, &op->regions[i], true, true, true);
  pr_functional_type(pr, op);
  size_t np = op->name->def ? dict_size(op->props) : 0, na = dict_size(op->attrs), i = 0, j = 0;
  while (i < np || j < na) {
    bool take_prop = j >= na || (i < np && ident_cmp(dict_name(op->props, i), dict_name(op->attrs, j)) <= 0);
    pr_attr(pr, take_prop ? dict_value(op->props, i++) : dict_value(op->attrs, j++));
  }
}

static void print_generic(Printer *pr, Operation *op) {
  if (pr->aliases_collect) {
    collect_generic(pr, op);
    return;
  }
  pr_string(pr, op->name->name->str, op->name->name->len);
  sb_putc(pr->out, '(');
  pr_operands(pr, op, 0, op->num_operands);
  sb_putc(pr->out, ')');
  if (op->num_successors) {
    sb_putc(pr->out, '[');
    for (uint32_t i = 0; i < op->num_successors; i++) {
      if (i) sb_puts(pr->out, ", ");
      pr_block_name(pr, op->successors[i].block);
    }
    sb_putc(pr->out, ']');
  }
  if (op->props) {
    sb_puts(pr->out, " <");
    pr_attr(pr, op->props);
    sb_putc(pr->out, '>');
  }
  if (op->num_regions) {
    sb_puts(pr->out, " (");
    for (uint32_t i = 0; i < op->num_regions; i++) {
      if (i) sb_puts(pr->out, ", ");
      pr_region(pr, &op->regions[i], true, true, true);
    }
    sb_putc(pr->out, ')');
  }
  if (op->attrs) {
    sb_putc(pr->out, ' ');
    pr_attr(pr, op->attrs);
  }
  sb_puts(pr->out, " : ");
  pr_functional_type(pr, op);
}

static void print_results(Printer *pr, Operation *op) {
  if (!op->num_results) return;
  for (unsigned i = 0; i < op->num_results;) {
    unsigned first, size;
    result_group(pr, op, i, &first, &size);
    if (i) sb_puts(pr->out, ", ");
    print_value_id(pr, &op->results[first]);
    if (size > 1) sb_printf(pr->out, ":%u", size);
    i = first + size;
  }
  sb_puts(pr->out, " = ");
}

static void print_op_ex(Printer *pr, Operation *op, bool results) {
  /* The alias pass visits an op's location before its body. */
  if (pr->aliases_collect && pr->flags.debug_info) alias_visit(pr, op->loc, true);
  if (results) print_results(pr, op);
  const OpDef *def = op->name->def;
  if (!pr->flags.generic && def && def->print) {
    /* Strip the enclosing default dialect, as upstream. */
    const Ident *n = op->name->name;
    const char *dflt = pr->default_dialect ? pr->default_dialect : "builtin";
    size_t dl = strlen(dflt);
    const char *dot = memchr(n->str, '.', n->len);
    bool one_dot = dot && !memchr(dot + 1, '.', n->len - (size_t)(dot - n->str) - 1);
    if (one_dot && dl && (size_t)(dot - n->str) == dl && memcmp(n->str, dflt, dl) == 0)
      sb_append(pr->out, dot + 1, n->len - dl - 1);
    else
      sb_append(pr->out, n->str, n->len);
    const char *saved = pr->default_dialect;
    pr->default_dialect = def->default_dialect ? def->default_dialect : "";
    def->print(pr, op);
    pr->default_dialect = saved;
  } else {
    /* Regions of an op in generic form have the op's default dialect too
     * (none for an unregistered op), as upstream. */
    const char *saved = pr->default_dialect;
    pr->default_dialect = def && def->default_dialect ? def->default_dialect : "";
    print_generic(pr, op);
    pr->default_dialect = saved;
  }
  if (pr->flags.debug_info) {
    sb_putc(pr->out, ' ');
    AttrPrinter ap = printer_ap(pr);
    ap_print_location(&ap, op->loc);
  }
}

static void print_op(Printer *pr, Operation *op) { print_op_ex(pr, op, true); }

void pr_op(Printer *pr, Operation *op) { print_op_ex(pr, op, false); }

/* ---- alias pass -------------------------------------------------------------------- */

static int alias_order(const void *x, const void *y) {
  const AliasEntry *a = *(const AliasEntry *const *)x, *b = *(const AliasEntry *const *)y;
  if (a->depth != b->depth) return a->depth < b->depth ? -1 : 1;
  bool ta = is_type(a->s), tb = is_type(b->s);
  if (ta != tb) return ta ? -1 : 1;
  int c = strcmp(a->prefix, b->prefix);
  if (c) return c;
  return a < b ? -1 : a > b; /* stable: first visit first */
}

/* ---- alias pre-scan ------------------------------------------------------------------ */

/* The silent pass below costs a whole print. It finds aliases only among the
 * storages the printer is handed (the ops' types, attributes and, with debug
 * info, locations) and their children, so when nothing reachable from the IR
 * can take an alias the pass would find nothing, and is skipped. The scan
 * descends as the pass does (storage_children), from every op's attributes
 * and the types of its results, operands and block arguments. */
typedef struct AliasScan {
  Allocator *alloc;
  PtrMap seen;
  bool found;
} AliasScan;

static void scan_storage(AliasScan *sc, const Storage *s) {
  if (!s || sc->found || pm_get(&sc->seen, s, NULL)) return;
  bool wide_class = (s->kind == AK_DIALECT || s->kind == TK_DIALECT) && s->n > 33;
  if (alias_prefix(s) || is_loc(s) || s->kind == AK_DISTINCT || wide_class ||
      !pm_put(sc->alloc, &sc->seen, s, 1)) {
    sc->found = true;
    return;
  }
  const Storage *kids[MAX_ALIAS_CHILDREN];
  unsigned nk = storage_children(s, kids, MAX_ALIAS_CHILDREN);
  if (nk == MAX_ALIAS_CHILDREN) sc->found = true; /* maybe truncated: assume the worst */
  for (unsigned k = 0; k < nk; k++) scan_storage(sc, kids[k]);
}

static int scan_op(Operation *op, void *user) {
  AliasScan *sc = user;
  scan_storage(sc, op->attrs);
  scan_storage(sc, op->props);
  for (uint32_t i = 0; i < op->num_results; i++) scan_storage(sc, op->results[i].type);
  for (uint32_t i = 0; i < op->num_operands; i++)
    if (op->operands[i].value) scan_storage(sc, op->operands[i].value->type);
  for (uint32_t r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++) scan_storage(sc, b->args[i]->type);
  return sc->found ? WALK_INTERRUPT : WALK_ADVANCE;
}

/* False when the silent pass is sure to find no alias under `op`. */
static bool may_have_aliases(Printer *pr, Operation *op) {
  if (pr->flags.debug_info) return true; /* locations take aliases */
  AliasScan sc = {&pr->ctx->alloc, {0}, false};
  op_walk(op, scan_op, NULL, &sc);
  pm_free(sc.alloc, &sc.seen);
  return sc.found;
}

/* Runs the silent pass over `op` and names the aliases found. */
static void collect_aliases(Printer *pr, Operation *op) {
  struct AliasCollector ac;
  memset(&ac, 0, sizeof ac);
  StrBuf scratch, *saved = pr->out;
  sb_init(&scratch, &pr->ctx->alloc);
  pr->out = &scratch;
  pr->aliases_collect = &ac;
  print_op(pr, op);
  pr->aliases_collect = NULL;
  pr->out = saved;
  sb_free(&scratch);
  /* The real print numbers distinct attributes and lists resources anew. */
  print_session_free(&pr->session);
  print_session_init(&pr->session, &pr->ctx->alloc);
  size_t k = 0;
  AliasEntry **order = mem_alloc(&pr->ctx->alloc, (ac.n + 1) * sizeof *order);
  if (order) {
    for (size_t i = 0; i < ac.n; i++)
      if (ac.entries[i].prefix) order[k++] = &ac.entries[i];
    qsort(order, k, sizeof *order, alias_order);
    StrMap counts = {0};
    for (size_t i = 0; i < k; i++) {
      AliasEntry *e = order[i];
      uintptr_t c = 0;
      sm_get(&counts, e->prefix, strlen(e->prefix), &c);
      sm_put(&pr->ctx->alloc, &counts, e->prefix, strlen(e->prefix), c + 1);
      char buf[64];
      int n = c ? snprintf(buf, sizeof buf, "#%s%u", e->prefix, (unsigned)c)
                : snprintf(buf, sizeof buf, "#%s", e->prefix);
      const char *name = own_strdup(pr, buf, (size_t)n);
      if (!name) continue;
      pm_put(&pr->ctx->alloc, &pr->aliases, e->s, (uintptr_t)name);
      pv_push(&pr->ctx->alloc, e->deferrable ? &pr->alias_deferred : &pr->alias_order, (void *)e->s);
    }
    sm_free(&pr->ctx->alloc, &counts);
    mem_free(&pr->ctx->alloc, order);
  }
  mem_free(&pr->ctx->alloc, ac.entries);
  mem_free(&pr->ctx->alloc, ac.children);
  pm_free(&pr->ctx->alloc, &ac.index);
}

static void print_alias_defs(Printer *pr, const PtrVec *list) {
  for (size_t i = 0; i < list->len; i++) {
    const Storage *s = list->data[i];
    uintptr_t name;
    pm_get(&pr->aliases, s, &name);
    sb_puts(pr->out, (const char *)name);
    sb_puts(pr->out, " = ");
    AttrPrinter ap = printer_ap(pr);
    ap.defining = s;
    ap_print_attr(&ap, s, false);
    sb_putc(pr->out, '\n');
  }
}

/* ---- entry point --------------------------------------------------------------- */

static void printer_free(Printer *pr) {
  Allocator *a = &pr->ctx->alloc;
  for (size_t i = 0; i < pr->owned.len; i++) mem_free(a, pr->owned.data[i]);
  pv_free(a, &pr->owned);
  pm_free(a, &pr->value_ids);
  pm_free(a, &pr->block_ids);
  pm_free(a, &pr->result_groups);
  sm_free(a, &pr->used_names);
  pm_free(a, &pr->aliases);
  pv_free(a, &pr->alias_order);
  pv_free(a, &pr->alias_deferred);
  print_session_free(&pr->session);
}

/* The op whose names a print uses: the outermost ancestor of `op`, or the
 * nearest isolated one with local scope (upstream's findParent). */
static Operation *naming_root(Operation *op, const PrintFlags *flags) {
  Operation *root = op;
  for (;;) {
    if (flags->local_scope && op_has_trait(root, TRAIT_ISOLATED_FROM_ABOVE)) break;
    Operation *parent = op_parent_op(root);
    if (!parent) break;
    root = parent;
  }
  return root;
}

/* Starts a printer whose names are numbered from `root`. Upstream's printer
 * first verifies the op unless the flags assume it verified; here the
 * callers above the verifier do that (print_flags_verify). */
static void printer_init(Printer *pr, Context *ctx, Operation *root, const PrintFlags *flags, StrBuf *out) {
  memset(pr, 0, sizeof *pr);
  pr->ctx = ctx;
  pr->out = out;
  pr->flags = *flags;
  print_session_init(&pr->session, &ctx->alloc);
  if (root) number_all(pr, root);
}

static void print_with_names(Printer *pr, Operation *op) {
  bool top = !op->block && !pr->flags.local_scope;
  if (top) {
    if (may_have_aliases(pr, op)) collect_aliases(pr, op);
    print_alias_defs(pr, &pr->alias_order);
  }
  print_op(pr, op);
  if (top) {
    sb_putc(pr->out, '\n');
    print_alias_defs(pr, &pr->alias_deferred);
    print_resource_section(pr->ctx, &pr->session, pr->flags.elide_resource_if_larger, pr->out);
  }
  printer_free(pr);
}

void print_operation(Context *ctx, Operation *op, const PrintFlags *flags,
                     StrBuf *out) {
  /* Names come from the naming root, so a nested op prints with the same
   * names it has inside the whole module. */
  Printer pr;
  printer_init(&pr, ctx, naming_root(op, flags), flags, out);
  print_with_names(&pr, op);
}

void print_operation_scoped(Context *ctx, Operation *op, Operation *root,
                            const PrintFlags *flags, StrBuf *out) {
  Printer pr;
  printer_init(&pr, ctx, root, flags, out);
  print_with_names(&pr, op);
}

void print_block_standalone(Context *ctx, Block *b, const PrintFlags *flags, StrBuf *out) {
  Operation *parent = block_parent_op(b);
  if (!parent) {
    sb_puts(out, "<<UNLINKED BLOCK>>\n");
    return;
  }
  Printer pr;
  Operation *root = naming_root(parent, flags);
  printer_init(&pr, ctx, root, flags, out);
  print_block(&pr, b, true, true);
  printer_free(&pr);
}

void print_value_as_operand(Context *ctx, const Value *v, Operation *root,
                            const PrintFlags *flags, StrBuf *out) {
  if (!root) {
    Operation *owner = v->kind == VALUE_RESULT ? v->owner : block_parent_op(v->owner);
    root = owner ? naming_root(owner, flags) : NULL;
  }
  Printer pr;
  printer_init(&pr, ctx, root, flags, out);
  pr_value(&pr, v);
  printer_free(&pr);
}
