/* ods_format.c: compiles an op's declarative `assemblyFormat` (the ODS
 * manual's grammar: literals, variables, directives, optional groups with
 * anchors) into a tree of FmtElem, cached per context; plus helpers shared
 * by the format parser and printer. */
#include "ods_format.h"

#include <stdlib.h>

typedef struct FmtCompiler {
  Context *ctx;
  const OdsOp *o;
  const char *s, *end;
  bool failed;
  Format *fmt;
} FmtCompiler;

static void skip_ws(FmtCompiler *c) {
  while (c->s < c->end && (*c->s == ' ' || *c->s == '\n' || *c->s == '\t' || *c->s == '\r')) c->s++;
}

static bool fail(FmtCompiler *c, const char *what) {
  if (!c->failed)
    emit_error(c->ctx, c->ctx->l_unknown, "invalid assembly format of '%s': %s", c->o->name, what);
  c->failed = true;
  return false;
}

static FmtElem *new_elem(FmtCompiler *c, FmtKind k) {
  FmtElem *e = arena_alloc(&c->ctx->arena, sizeof *e);
  if (!e) {
    c->failed = true;
    return NULL;
  }
  memset(e, 0, sizeof *e);
  e->kind = k;
  e->index = -1;
  return e;
}

static bool push(FmtCompiler *c, FmtElem ***arr, unsigned *n, FmtElem *e) {
  FmtElem **grown = arena_alloc(&c->ctx->arena, (*n + 1) * sizeof *grown);
  if (!grown) return false;
  if (*n) memcpy(grown, *arr, *n * sizeof *grown);
  grown[(*n)++] = e;
  *arr = grown;
  return true;
}

static bool name_is(const char *name, const char *s, size_t n) {
  return name && strlen(name) == n && memcmp(name, s, n) == 0;
}

/* Resolves `$name` to an operand, result, attribute, region or successor. */
static FmtElem *variable(FmtCompiler *c, const char *s, size_t n) {
  const OdsOp *o = c->o;
  static const FmtKind kinds[] = {F_OPERAND, F_RESULT, F_ATTR, F_REGION, F_SUCCESSOR};
  for (unsigned k = 0; k < 5; k++) {
    unsigned count = k == 0 ? o->n_operands : k == 1 ? o->n_results : k == 2 ? o->n_attrs
                     : k == 3 ? o->n_regions : o->n_successors;
    for (unsigned i = 0; i < count; i++) {
      const char *nm = k == 0 ? o->operands[i].name : k == 1 ? o->results[i].name
                       : k == 2 ? o->attrs[i].name : k == 3 ? o->regions[i].name
                       : o->successors[i].name;
      if (!name_is(nm, s, n)) continue;
      FmtElem *e = new_elem(c, kinds[k]);
      if (e) e->index = (int)i;
      return e;
    }
  }
  FmtElem *e = NULL;
  if (!e) fail(c, "unknown variable");
  return e;
}

static bool parse_elements(FmtCompiler *c, FmtElem ***out, unsigned *n, char stop);
static bool push(FmtCompiler *c, FmtElem ***arr, unsigned *n, FmtElem *e);
static FmtElem *parse_element(FmtCompiler *c);

/* One oilist clause: elements up to `|` or `)` (left for the caller). */
static bool parse_clause(FmtCompiler *c, FmtElem *clause) {
  for (;;) {
    skip_ws(c);
    if (c->s >= c->end) return fail(c, "unexpected end of format");
    if (*c->s == '|' || *c->s == ')') return true;
    FmtElem *e = parse_element(c);
    if (!e || c->failed || !push(c, &clause->then_elems, &clause->nthen, e)) return false;
  }
}

/* Parses `(arg, arg, ...)` of a directive. */
static bool directive_args(FmtCompiler *c, FmtElem *e) {
  skip_ws(c);
  if (c->s >= c->end || *c->s != '(') return fail(c, "expected '(' after directive");
  c->s++;
  if (!parse_elements(c, &e->kids, &e->nkids, ')')) return false;
  return true;
}

static bool is_ident_char(char ch) {
  return (ch | 32) >= 'a' && (ch | 32) <= 'z' ? true : (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
}

static FmtElem *parse_element(FmtCompiler *c) {
  skip_ws(c);
  const char *s = c->s;
  if (*s == '`') {
    const char *e = memchr(s + 1, '`', (size_t)(c->end - s - 1));
    if (!e) return fail(c, "unterminated literal"), NULL;
    size_t n = (size_t)(e - s - 1);
    c->s = e + 1;
    bool space = n == 0 || (n == 1 && s[1] == ' ') || (n == 2 && s[1] == '\\' && s[2] == 'n');
    FmtElem *el = new_elem(c, space ? F_SPACE : F_LITERAL);
    if (el) {
      el->text = s + 1;
      el->len = n;
    }
    return el;
  }
  if (*s == '"') {
    /* A string parameter of a custom directive (C++ code upstream). */
    const char *e = s + 1;
    while (e < c->end && *e != '"') e += *e == '\\' ? 2 : 1;
    if (e >= c->end) return fail(c, "unterminated string"), NULL;
    c->s = e + 1;
    FmtElem *el = new_elem(c, F_STRING);
    if (el) {
      el->text = s + 1;
      el->len = (size_t)(e - s - 1);
    }
    return el;
  }
  if (*s == '$') {
    const char *e = s + 1;
    while (e < c->end && (is_ident_char(*e) && *e != '-')) e++;
    c->s = e;
    return variable(c, s + 1, (size_t)(e - s - 1));
  }
  if (*s == '(') {
    c->s++;
    FmtElem *g = new_elem(c, F_OPTIONAL);
    if (!g || !parse_elements(c, &g->then_elems, &g->nthen, ')')) return NULL;
    skip_ws(c);
    if (c->s < c->end && *c->s == ':') {
      c->s++;
      skip_ws(c);
      if (c->s >= c->end || *c->s != '(') return fail(c, "expected '(' to start else group"), NULL;
      c->s++;
      if (!parse_elements(c, &g->else_elems, &g->nelse, ')')) return NULL;
      skip_ws(c);
    }
    if (c->s >= c->end || *c->s != '?') return fail(c, "expected '?' after optional group"), NULL;
    c->s++;
    /* Find the anchor (marked with ^), possibly nested in a directive. */
    for (unsigned i = 0; i < g->nthen && !g->anchor_elem; i++) {
      FmtElem *t = g->then_elems[i];
      if (t->anchor) g->anchor_elem = t;
      for (unsigned k = 0; k < t->nkids && !g->anchor_elem; k++)
        if (t->kids[k]->anchor) g->anchor_elem = t;
    }
    if (!g->anchor_elem) return fail(c, "optional group without an anchor"), NULL;
    return g;
  }
  /* Directive keyword. */
  const char *e = s;
  while (e < c->end && is_ident_char(*e)) e++;
  size_t n = (size_t)(e - s);
  c->s = e;
  FmtElem *el = NULL;
#define KW(str) (n == sizeof(str) - 1 && memcmp(s, str, n) == 0)
  if (KW("attr-dict") || KW("attr-dict-with-keyword")) {
    el = new_elem(c, F_ATTR_DICT);
    if (el) el->flag = KW("attr-dict-with-keyword");
  } else if (KW("prop-dict")) {
    el = new_elem(c, F_PROP_DICT);
  } else if (KW("operands")) {
    el = new_elem(c, F_OPERANDS);
  } else if (KW("results")) {
    el = new_elem(c, F_RESULTS);
  } else if (KW("regions")) {
    el = new_elem(c, F_REGIONS);
  } else if (KW("successors")) {
    el = new_elem(c, F_SUCCESSORS);
  } else if (KW("type") || KW("qualified") || KW("ref") || KW("functional-type")) {
    el = new_elem(c, KW("type") ? F_TYPE : KW("qualified") ? F_QUALIFIED : KW("ref") ? F_REF : F_FUNCTIONAL_TYPE);
    if (el && !directive_args(c, el)) return NULL;
  } else if (KW("oilist")) {
    el = new_elem(c, F_OILIST);
    if (!el) return NULL;
    skip_ws(c);
    if (c->s >= c->end || *c->s != '(') return fail(c, "expected '(' after oilist"), NULL;
    c->s++;
    for (;;) {
      FmtElem *clause = new_elem(c, F_OPTIONAL);
      if (!clause || !parse_clause(c, clause) || !push(c, &el->kids, &el->nkids, clause)) return NULL;
      if (!clause->nthen || clause->then_elems[0]->kind != F_LITERAL)
        return fail(c, "oilist clause must start with a keyword"), NULL;
      char t = *c->s++;
      if (t == ')') break;
    }
  } else if (KW("custom")) {
    el = new_elem(c, F_CUSTOM);
    if (!el) return NULL;
    if (c->s >= c->end || *c->s != '<') return fail(c, "expected '<' after custom"), NULL;
    const char *ns = ++c->s;
    while (c->s < c->end && *c->s != '>') c->s++;
    el->text = ns;
    el->len = (size_t)(c->s - ns);
    c->s++;
    if (!directive_args(c, el)) return NULL;
  } else {
    fail(c, "unknown directive");
  }
#undef KW
  return el;
}

/* Parses elements separated by whitespace or commas (inside directives)
 * until `stop` (0: end of string). A trailing `^` marks an anchor. */
static bool parse_elements(FmtCompiler *c, FmtElem ***out, unsigned *n, char stop) {
  for (;;) {
    skip_ws(c);
    if (c->s >= c->end) return stop ? fail(c, "unexpected end of format") : true;
    if (stop && *c->s == stop) {
      c->s++;
      return true;
    }
    if (*c->s == ',' && stop) {
      c->s++;
      continue;
    }
    FmtElem *e = parse_element(c);
    if (!e || c->failed) return false;
    if (c->s < c->end && *c->s == '^') {
      c->s++;
      e->anchor = true;
    }
    if (!push(c, out, n, e)) return false;
  }
}

/* Records which groups have their types spelled in the format. */
static void mark_types(Format *f, FmtElem *const *elems, unsigned n, bool in_type) {
  for (unsigned i = 0; i < n; i++) {
    FmtElem *e = elems[i];
    bool t = in_type || e->kind == F_TYPE || e->kind == F_FUNCTIONAL_TYPE;
    if (in_type) {
      if (e->kind == F_OPERAND && e->index < 64) f->operand_types |= 1ull << e->index;
      if (e->kind == F_RESULT && e->index < 64) f->result_types |= 1ull << e->index;
      if (e->kind == F_OPERANDS) f->all_operand_types = true;
      if (e->kind == F_RESULTS) f->all_result_types = true;
    }
    mark_types(f, e->kids, e->nkids, t && e->kind != F_OILIST);
    mark_types(f, e->then_elems, e->nthen, in_type);
    mark_types(f, e->else_elems, e->nelse, in_type);
  }
}

static const Format *format_get(Context *ctx, const OdsOp *o);

/* The caches are shared by the threads of a parallel pass run. */
const Format *ods_format_get(Context *ctx, const OdsOp *o) {
  ctx_lock(ctx);
  const Format *f = format_get(ctx, o);
  ctx_unlock(ctx);
  return f;
}

static const Format *format_get(Context *ctx, const OdsOp *o) {
  uintptr_t v;
  if (pm_get(&ctx->format_cache, o, &v)) return (const Format *)v;
  Format *f = arena_alloc(&ctx->arena, sizeof *f);
  if (!f) return NULL;
  memset(f, 0, sizeof *f);
  FmtCompiler c = {ctx, o, o->format, o->format + strlen(o->format), false, f};
  if (!parse_elements(&c, &f->elems, &f->n, 0)) f = NULL;
  if (f) mark_types(f, f->elems, f->n, false);
  pm_put(&ctx->alloc, &ctx->format_cache, o, (uintptr_t)f);
  return f;
}

/* ---- shared helpers -------------------------------------------------------- */

bool fmt_group_add_use(Context *ctx, FmtGroup *g, const UnresolvedUse *u) {
  size_t cap = g->cap_uses;
  if (!vec_grow(&ctx->alloc, (void **)&g->uses, &cap, g->nuses + 1, sizeof *g->uses)) return false;
  g->cap_uses = (unsigned)cap;
  g->uses[g->nuses++] = *u;
  return true;
}

bool fmt_group_add_type(Context *ctx, FmtGroup *g, const Type *t) {
  size_t cap = g->cap_types;
  if (!vec_grow(&ctx->alloc, (void **)&g->types, &cap, g->ntypes + 1, sizeof *g->types)) return false;
  g->cap_types = (unsigned)cap;
  g->types[g->ntypes++] = t;
  return true;
}

/* Group sizes: from the segment attribute when present, else fixed groups
 * take one value and the (single) variadic group takes the rest. */
static void group_range(const Operation *op, const OdsValue *vals, unsigned nvals,
                        unsigned total, const char *seg_name, unsigned i,
                        unsigned *start, unsigned *count) {
  const Attr *seg = seg_name ? op_get_attr(op, seg_name, strlen(seg_name)) : NULL;
  if (seg && seg->kind == AK_DENSE_ARRAY && seg->aux == nvals) {
    const Ident *blob = WORD_PTR(const Ident, seg->p[1]);
    const int32_t *sizes = (const int32_t *)blob->str;
    unsigned s = 0;
    for (unsigned k = 0; k < i; k++) {
      int32_t v;
      memcpy(&v, &sizes[k], 4);
      s += (unsigned)v;
    }
    int32_t c;
    memcpy(&c, &sizes[i], 4);
    *start = s;
    *count = (unsigned)c;
    return;
  }
  unsigned fixed = 0, nvar = 0;
  for (unsigned k = 0; k < nvals; k++) {
    if (vals[k].arity == ODS_SINGLE) fixed++;
    else nvar++;
  }
  unsigned var_size = total > fixed && nvar ? (total - fixed) / nvar : 0;
  unsigned s = 0;
  for (unsigned k = 0; k < i; k++) s += vals[k].arity == ODS_SINGLE ? 1 : var_size;
  *start = s;
  *count = vals[i].arity == ODS_SINGLE ? 1 : var_size;
  if (*start + *count > total) *count = *start < total ? total - *start : 0;
}

void ods_operand_group(const Operation *op, const OdsOp *o, unsigned i, unsigned *start,
                       unsigned *count) {
  group_range(op, o->operands, o->n_operands, op->num_operands,
              (o->ods_traits & ODS_ATTR_SIZED_OPERANDS) ? "operandSegmentSizes" : NULL, i,
              start, count);
}

void ods_result_group(const Operation *op, const OdsOp *o, unsigned i, unsigned *start,
                      unsigned *count) {
  group_range(op, o->results, o->n_results, op->num_results,
              (o->ods_traits & ODS_ATTR_SIZED_RESULTS) ? "resultSegmentSizes" : NULL, i, start,
              count);
}

const Attr *ods_attr_default(Context *ctx, const OdsAttr *a) {
  if (!(a->flags & ODS_ATTR_DEFAULT) || !a->default_text) return NULL;
  uintptr_t v;
  ctx_lock(ctx);
  const Attr *at = pm_get(&ctx->format_cache, a, &v) ? (const Attr *)v : NULL;
  if (!at) {
    at = parse_attr_str(ctx, a->default_text, strlen(a->default_text));
    pm_put(&ctx->alloc, &ctx->format_cache, a, (uintptr_t)at);
  }
  ctx_unlock(ctx);
  return at;
}

/* The vector shape computations of ODS_MATCH_EXPR. */
static const Type *match_expr(Context *ctx, const char *e, const Type *t) {
  if (e && !strncmp(e, "tmpl:", 5)) {
    /* A type written around the operand's: "tmpl:!llvm.struct<(%T, i1)>". */
    const char *at = strstr(e + 5, "%T"), *inner = type_text(ctx, t);
    if (!at || !inner) return NULL;
    StrBuf sb;
    sb_init(&sb, &ctx->alloc);
    sb_append(&sb, e + 5, (size_t)(at - (e + 5)));
    sb_puts(&sb, inner);
    sb_puts(&sb, at + 2);
    const Type *r = sb.data ? parse_type_str(ctx, sb.data, sb.len) : NULL;
    sb_free(&sb);
    return r;
  }
  if (!e || t->kind != TK_VECTOR || !t->aux) return NULL;
  unsigned rank = t->aux;
  const int64_t *shape = (const int64_t *)t->p;
  bool scal[MAX_STACK_RANK];
  for (unsigned i = 0; i < rank && i < MAX_STACK_RANK; i++) scal[i] = t->p[rank + i] != 0;
  if (rank > MAX_STACK_RANK) return NULL;
  const Type *elem = shaped_elem(t);
  if (!strncmp(e, "vec:d0", 6)) {
    const char *s = e + 6;
    int64_t d = shape[0];
    if (*s == '*' || *s == '/') {
      char op = *s++;
      int64_t k = 0;
      while (*s >= '0' && *s <= '9') k = k * 10 + (*s++ - '0');
      if (!k) return NULL;
      d = op == '*' ? d * k : d / k;
    }
    if (*s++ != ':') return NULL;
    const Type *et = parse_type_str(ctx, s, strlen(s));
    return et ? type_vector(ctx, 1, &d, scal, et) : NULL;
  }
  if (!strcmp(e, "int:d0")) return shape[0] > 0 ? type_integer(ctx, (unsigned)shape[0], SIGNLESS) : NULL;
  if (!strncmp(e, "scale:", 6)) {
    unsigned k = (unsigned)atoi(e + 6);
    const Type *et = NULL;
    if (type_is_integer(elem)) et = type_integer(ctx, type_int_width(elem) * k, type_int_signedness(elem));
    else if (elem->kind == TK_F16 && k == 2) et = type_simple(ctx, TK_F32);
    else if (elem->kind == TK_F32 && k == 2) et = type_simple(ctx, TK_F64);
    return et ? type_vector(ctx, rank, shape, scal, et) : NULL;
  }
  if (!strncmp(e, "setlast:", 8)) {
    int64_t dims[64];
    memcpy(dims, shape, rank * sizeof *dims);
    dims[rank - 1] = atoi(e + 8);
    return type_vector(ctx, rank, dims, scal, elem);
  }
  return NULL;
}

/* The word of a dialect type's parameter named by an ODS_MATCH_PARAM(_RANGE)
 * expression "C:i", if `t` is of class C. */
static bool def_param_word(const OdsTypeMatch *tm, const Type *t, uint64_t *w) {
  const char *colon = tm->expr ? strrchr(tm->expr, ':') : NULL;
  if (!t || !colon || t->kind != TK_DIALECT || !t->n) return false;
  const OdsAttrDef *def = WORD_PTR(const AttrClass, t->p[0])->data;
  size_t n = (size_t)(colon - tm->expr);
  if (!def || !def->cpp_class || strlen(def->cpp_class) != n || strncmp(def->cpp_class, tm->expr, n)) return false;
  *w = ods_def_param(t, (unsigned)atoi(colon + 1));
  return true;
}

const Type *ods_match_apply_tm(Context *ctx, const OdsTypeMatch *tm, const Type *t) {
  if (t && tm->kind == ODS_MATCH_EXPR) return match_expr(ctx, tm->expr, t);
  uint64_t w;
  if (tm->kind == ODS_MATCH_PARAM) return def_param_word(tm, t, &w) ? WORD_PTR(const Type, w) : NULL;
  return ods_match_apply(ctx, tm->kind, t);
}

bool ods_match_is_range(unsigned kind) {
  return kind == ODS_MATCH_FN_INPUTS || kind == ODS_MATCH_FN_RESULTS || kind == ODS_MATCH_PARAM_RANGE;
}

int ods_match_range_size(const OdsTypeMatch *tm, const Type *t) {
  uint64_t w;
  if (tm->kind == ODS_MATCH_PARAM_RANGE) {
    const Type *tuple = def_param_word(tm, t, &w) ? WORD_PTR(const Type, w) : NULL;
    return tuple ? (int)tuple->n : -1;
  }
  if (!t || t->kind != TK_FUNCTION) return -1;
  if (tm->kind == ODS_MATCH_FN_INPUTS) return (int)fn_num_inputs(t);
  if (tm->kind == ODS_MATCH_FN_RESULTS) return (int)fn_num_results(t);
  return -1;
}

const Type *ods_match_range_type(const OdsTypeMatch *tm, const Type *t, unsigned i) {
  uint64_t w;
  if (tm->kind == ODS_MATCH_PARAM_RANGE)
    return def_param_word(tm, t, &w) ? WORD_PTR(const Type, WORD_PTR(const Type, w)->p[i]) : NULL;
  return tm->kind == ODS_MATCH_FN_INPUTS ? fn_input(t, i) : fn_result(t, i);
}

const Type *ods_match_apply(Context *ctx, unsigned kind, const Type *t) {
  if (!t) return NULL;
  switch (kind) {
  case ODS_MATCH_SAME: return t;
  case ODS_MATCH_I1_SAME_SHAPE: return type_with_elem(ctx, t, ctx->t_i1);
  case ODS_MATCH_ELEMENT:
  case ODS_MATCH_ELEMENTS:
    if (type_is_shaped(t)) return shaped_elem(t);
    if (t->kind == TK_COMPLEX) return WORD_PTR(const Type, t->p[0]);
    return NULL;
  case ODS_MATCH_ELEMENT_OR_SELF:
    if (type_is_shaped(t)) return shaped_elem(t);
    return t;
  default: return NULL;
  }
}
