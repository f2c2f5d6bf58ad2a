/* fn_attrs.c: the attributes of an llvm.func (the function's own, its
 * parameters' and its result's) as LLVM prints them. LLVM keeps an
 * attribute set sorted by kind: enum attributes, then type, then integer
 * ones, each by the name of their TableGen record, then string attributes
 * by key; the `; Function Attrs:` comment leaves the string ones out. */
#include "llvmir.h"
#include "../../asm/asm.h"

#include <stdarg.h>
#include <stdlib.h>

enum { CAT_ENUM, CAT_TYPE, CAT_INT, CAT_STRING };

typedef struct Item {
  int cat;
  const char *key;     /* the record name, or a string attribute's key */
  const char *text;    /* as printed in the group (and the parameter list) */
  const char *comment; /* as the comment prints it (NULL: `text`) */
} Item;

typedef struct Known {
  const char *name, *record;
} Known;

/* The enum attributes a `passthrough` entry may name (LLVM's kinds). */
static const Known ENUM_ATTRS[] = {
    {"alwaysinline", "AlwaysInline"}, {"builtin", "Builtin"},       {"cold", "Cold"},
    {"convergent", "Convergent"},     {"hot", "Hot"},               {"inlinehint", "InlineHint"},
    {"minsize", "MinSize"},           {"mustprogress", "MustProgress"}, {"naked", "Naked"},
    {"nobuiltin", "NoBuiltin"},       {"nocallback", "NoCallback"}, {"noduplicate", "NoDuplicate"},
    {"nofree", "NoFree"},             {"noimplicitfloat", "NoImplicitFloat"},
    {"noinline", "NoInline"},         {"nomerge", "NoMerge"},       {"norecurse", "NoRecurse"},
    {"noredzone", "NoRedZone"},       {"noreturn", "NoReturn"},     {"nosync", "NoSync"},
    {"nounwind", "NoUnwind"},         {"optnone", "OptimizeNone"},  {"optsize", "OptimizeForSize"},
    {"returns_twice", "ReturnsTwice"}, {"speculatable", "Speculatable"}, {"ssp", "StackProtect"},
    {"sspreq", "StackProtectReq"},    {"sspstrong", "StackProtectStrong"},
    {"willreturn", "WillReturn"},     {NULL, NULL}};

static const char *known_record(const char *name, size_t n) {
  for (const Known *k = ENUM_ATTRS; k->name; k++)
    if (strlen(k->name) == n && memcmp(k->name, name, n) == 0) return k->record;
  return NULL;
}

typedef struct Set {
  LxModule *m;
  Item items[64];
  unsigned n;
} Set;

static void add(Set *s, int cat, const char *key, const char *text, const char *comment) {
  if (s->n < sizeof s->items / sizeof s->items[0]) s->items[s->n++] = (Item){cat, key, text, comment};
}

static const char *fmt(LxModule *m, const char *f, ...) MLIR_PRINTF(2, 3);
static const char *fmt(LxModule *m, const char *f, ...) {
  StrBuf sb;
  sb_init(&sb, m->alloc);
  va_list ap;
  va_start(ap, f);
  sb_vprintf(&sb, f, ap);
  va_end(ap);
  const char *r = lx_strdup(m, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

static void add_string(Set *s, const char *key, size_t kn, const char *val, size_t vn, bool has_val) {
  const char *k = lx_strdup(s->m, key, kn);
  add(s, CAT_STRING, k,
      has_val ? fmt(s->m, "\"%s\"=\"%.*s\"", k, (int)vn, val) : fmt(s->m, "\"%s\"", k), NULL);
}

static int cmp_item(const void *a, const void *b) {
  const Item *x = a, *y = b;
  if (x->cat != y->cat) return x->cat - y->cat;
  return strcmp(x->key, y->key);
}

/* Joins the sorted set; `comment`: the comment form without strings. */
static const char *join(Set *s, bool comment) {
  StrBuf sb;
  sb_init(&sb, s->m->alloc);
  for (unsigned i = 0; i < s->n; i++) {
    const Item *it = &s->items[i];
    if (comment && it->cat == CAT_STRING) continue;
    if (sb.len) sb_putc(&sb, ' ');
    sb_puts(&sb, comment && it->comment ? it->comment : it->text);
  }
  const char *r = sb.len ? lx_strdup(s->m, sb.data, sb.len) : NULL;
  sb_free(&sb);
  return r;
}

/* The printed form of an attribute (the simplest way to read the
 * parameters of dialect attributes such as #llvm.memory_effects). */
static const char *attr_text(LxModule *m, const Attr *a) {
  StrBuf sb;
  sb_init(&sb, m->alloc);
  print_attribute(a, &sb);
  const char *r = lx_strdup(m, sb.data ? sb.data : "", sb.len);
  sb_free(&sb);
  return r;
}

/* The first quoted string of `t` from `*p` on, unescaped of nothing (the
 * texts here are plain); advances *p past it. */
static bool next_quoted(const char **p, const char **s, size_t *n) {
  const char *q = strchr(*p, '"');
  if (!q) return false;
  const char *e = q + 1;
  while (*e && *e != '"') e += *e == '\\' && e[1] ? 2 : 1;
  if (!*e) return false;
  *s = q + 1;
  *n = (size_t)(e - q - 1);
  *p = e + 1;
  return true;
}

/* `key = value` of a printed #llvm.memory_effects. */
static const char *mem_value(const char *t, const char *key) {
  const char *p = strstr(t, key);
  if (!p) return "none";
  p += strlen(key);
  if (strncmp(p, " = ", 3)) return "none";
  p += 3;
  if (!strncmp(p, "readwrite", 9)) return "readwrite";
  if (!strncmp(p, "read", 4)) return "read";
  if (!strncmp(p, "write", 5)) return "write";
  return "none";
}

/* LLVM's MemoryEffects printing: `other` as the default, then each
 * location that differs from it. */
static const char *memory_text(LxModule *m, const Attr *a) {
  static const char *const LOCS[][2] = {{"argMem", "argmem"},         {"inaccessibleMem", "inaccessiblemem"},
                                        {"errnoMem", "errnomem"},     {"targetMem0", "target_mem0"},
                                        {"targetMem1", "target_mem1"}};
  const char *t = attr_text(m, a);
  const char *other = mem_value(t, "other");
  StrBuf sb;
  sb_init(&sb, m->alloc);
  sb_puts(&sb, "memory(");
  bool all_same = true;
  for (unsigned i = 0; i < 5; i++) all_same &= strcmp(mem_value(t, LOCS[i][0]), other) == 0;
  bool first = true;
  if (strcmp(other, "none") || all_same) {
    sb_puts(&sb, other);
    first = false;
  }
  for (unsigned i = 0; i < 5; i++) {
    const char *v = mem_value(t, LOCS[i][0]);
    if (!strcmp(v, other)) continue;
    sb_printf(&sb, "%s%s: %s", first ? "" : ", ", LOCS[i][1], v);
    first = false;
  }
  sb_putc(&sb, ')');
  const char *r = lx_strdup(m, sb.data, sb.len);
  sb_free(&sb);
  return r;
}

static const Attr *get(Operation *op, const char *name) { return op_get_attr(op, name, strlen(name)); }

static bool str_of(const Attr *a, const char **s, size_t *n) {
  if (!a || a->kind != AK_STRING) return false;
  const Ident *id = attr_string_ident(a);
  *s = id->str;
  *n = id->len;
  return true;
}

/* One `passthrough` entry: a name, or a [name, value] pair. */
static void passthrough_entry(Set *s, const Attr *e) {
  const char *k, *v = NULL;
  size_t kn, vn = 0;
  bool pair = false;
  if (e->kind == AK_ARRAY && e->n == 2) {
    if (!str_of(WORD_PTR(const Attr, e->p[0]), &k, &kn) || !str_of(WORD_PTR(const Attr, e->p[1]), &v, &vn))
      return;
    pair = true;
  } else if (!str_of(e, &k, &kn)) {
    return;
  }
  const char *rec = known_record(k, kn);
  if (rec && !pair) {
    add(s, CAT_ENUM, rec, lx_strdup(s->m, k, kn), NULL);
    return;
  }
  if (pair && kn == 10 && !memcmp(k, "alignstack", 10)) {
    add(s, CAT_INT, "StackAlignment", fmt(s->m, "alignstack=%.*s", (int)vn, v),
        fmt(s->m, "alignstack(%.*s)", (int)vn, v));
    return;
  }
  if (pair && kn == 7 && !memcmp(k, "uwtable", 7)) {
    add(s, CAT_INT, "UWTable", vn == 1 && v[0] == '1' ? "uwtable(sync)" : "uwtable", NULL);
    return;
  }
  add_string(s, k, kn, v, vn, pair);
}

/* The function attributes upstream's convertFunctionAttributes and
 * passthrough give; the group text (NULL: none) and its comment. */
void lx_func_attrs(LxModule *m, Operation *op, const char **group, const char **comment) {
  Set s = {.m = m};
  static const Known UNITS[] = {{"no_inline", "noinline"},     {"always_inline", "alwaysinline"},
                                {"optimize_none", "optnone"},  {"convergent", "convergent"},
                                {"no_unwind", "nounwind"},     {"will_return", "willreturn"},
                                {"inline_hint", "inlinehint"}, {NULL, NULL}};
  for (const Known *u = UNITS; u->name; u++)
    if (get(op, u->name)) add(&s, CAT_ENUM, known_record(u->record, strlen(u->record)), u->record, NULL);
  const Attr *a = get(op, "memory_effects");
  if (a && a->kind == AK_DIALECT) add(&s, CAT_INT, "Memory", memory_text(m, a), NULL);
  a = get(op, "vscale_range");
  if (a && a->kind == AK_DIALECT) {
    const char *t = attr_text(m, a), *lo = strstr(t, "minRange = "), *hi = strstr(t, "maxRange = ");
    if (lo && hi)
      add(&s, CAT_INT, "VScaleRange", fmt(m, "vscale_range(%lld,%lld)", atoll(lo + 11), atoll(hi + 11)), NULL);
  }
  a = get(op, "uwtable_kind");
  if (a && a->kind == AK_DIALECT) {
    const char *t = attr_text(m, a);
    if (strstr(t, "<sync>")) add(&s, CAT_INT, "UWTable", "uwtable(sync)", NULL);
    else if (strstr(t, "<async>")) add(&s, CAT_INT, "UWTable", "uwtable", NULL);
  }
  a = get(op, "passthrough");
  if (a && a->kind == AK_ARRAY)
    for (size_t i = 0; i < a->n; i++) passthrough_entry(&s, WORD_PTR(const Attr, a->p[i]));
  const char *v;
  size_t vn;
  a = get(op, "frame_pointer");
  if (a && a->kind == AK_DIALECT) {
    /* the value between the brackets, quoted or not (mlirc prints it bare) */
    const char *t = attr_text(m, a), *lt = strchr(t, '<'), *gt = strrchr(t, '>');
    if (lt && gt && gt > lt + 1) {
      v = lt + 1;
      vn = (size_t)(gt - v);
      if (*v == '"' && vn >= 2) v++, vn -= 2;
      add_string(&s, "frame-pointer", 13, v, vn, true);
    }
  }
  static const Known STRINGS[] = {{"target_cpu", "target-cpu"},
                                  {"tune_cpu", "tune-cpu"},
                                  {"reciprocal_estimates", "reciprocal-estimates"},
                                  {"prefer_vector_width", "prefer-vector-width"},
                                  {"instrument_function_entry", "instrument-function-entry"},
                                  {"instrument_function_exit", "instrument-function-exit"},
                                  {NULL, NULL}};
  for (const Known *k = STRINGS; k->name; k++)
    if (str_of(get(op, k->name), &v, &vn)) add_string(&s, k->record, strlen(k->record), v, vn, true);
  a = get(op, "target_features");
  if (a && a->kind == AK_DIALECT) {
    const char *t = attr_text(m, a);
    StrBuf sb;
    sb_init(&sb, m->alloc);
    while (next_quoted(&t, &v, &vn)) {
      if (sb.len) sb_putc(&sb, ',');
      sb_append(&sb, v, vn);
    }
    if (sb.len) add_string(&s, "target-features", 15, sb.data, sb.len, true);
    sb_free(&sb);
  }
  static const Known FP_FLAGS[] = {{"no_infs_fp_math", "no-infs-fp-math"},
                                   {"no_nans_fp_math", "no-nans-fp-math"},
                                   {"no_signed_zeros_fp_math", "no-signed-zeros-fp-math"},
                                   {NULL, NULL}};
  for (const Known *k = FP_FLAGS; k->name; k++) {
    const Attr *b = get(op, k->name);
    if (b && b->kind == AK_INTEGER)
      add_string(&s, k->record, strlen(k->record), attr_int_value(b) ? "true" : "false",
                 attr_int_value(b) ? 4 : 5, true);
  }
  qsort(s.items, s.n, sizeof s.items[0], cmp_item);
  *group = join(&s, false);
  *comment = *group ? join(&s, true) : NULL;
}

/* ---- parameters and results ------------------------------------------------------------ */

static void add_param_attr(Set *s, const Ident *name, const Attr *v) {
  static const Known ENUMS[] = {{"llvm.noalias", "NoAlias"},   {"llvm.nonnull", "NonNull"},
                                {"llvm.noundef", "NoUndef"},   {"llvm.signext", "SExt"},
                                {"llvm.zeroext", "ZExt"},      {"llvm.inreg", "InReg"},
                                {"llvm.readonly", "ReadOnly"}, {"llvm.writeonly", "WriteOnly"},
                                {"llvm.readnone", "ReadNone"}, {"llvm.returned", "Returned"},
                                {"llvm.nest", "Nest"},         {"llvm.nofree", "NoFree"},
                                {"llvm.immarg", "ImmArg"},     {NULL, NULL}};
  for (const Known *k = ENUMS; k->name; k++)
    if (strlen(k->name) == name->len && !memcmp(k->name, name->str, name->len)) {
      add(s, CAT_ENUM, k->record, k->name + 5, NULL);
      return;
    }
  static const Known TYPES[] = {{"llvm.byval", "ByVal"},         {"llvm.byref", "ByRef"},
                                {"llvm.sret", "StructRet"},      {"llvm.inalloca", "InAlloca"},
                                {"llvm.elementtype", "ElementType"}, {NULL, NULL}};
  if (name->len == 14 && !memcmp(name->str, "llvm.nocapture", 14)) {
    add(s, CAT_INT, "Captures", "captures(none)", NULL); /* LLVM 21 replaced nocapture */
    return;
  }
  for (const Known *k = TYPES; k->name; k++)
    if (strlen(k->name) == name->len && !memcmp(k->name, name->str, name->len) && v->kind == AK_TYPE) {
      StrBuf sb;
      sb_init(&sb, s->m->alloc);
      sb_printf(&sb, "%s(", k->name + 5);
      lx_print_type(s->m, &sb, WORD_PTR(const Type, v->p[0]));
      sb_putc(&sb, ')');
      add(s, CAT_TYPE, k->record, lx_strdup(s->m, sb.data, sb.len), NULL);
      sb_free(&sb);
      return;
    }
  if (v->kind != AK_INTEGER) return;
  long long n = (long long)attr_int_value(v);
  if (name->len == 10 && !memcmp(name->str, "llvm.align", 10))
    add(s, CAT_INT, "Alignment", fmt(s->m, "align %lld", n), NULL);
  else if (name->len == 20 && !memcmp(name->str, "llvm.dereferenceable", 20))
    add(s, CAT_INT, "Dereferenceable", fmt(s->m, "dereferenceable(%lld)", n), NULL);
  else if (name->len == 28 && !memcmp(name->str, "llvm.dereferenceable_or_null", 28))
    add(s, CAT_INT, "DereferenceableOrNull", fmt(s->m, "dereferenceable_or_null(%lld)", n), NULL);
}

/* The attributes of one parameter or result (a dictionary), NULL: none. */
const char *lx_param_attrs(LxModule *m, const Attr *dict) {
  if (!dict || dict->kind != AK_DICTIONARY) return NULL;
  Set s = {.m = m};
  for (size_t i = 0; i < dict_size(dict); i++) add_param_attr(&s, dict_name(dict, i), dict_value(dict, i));
  qsort(s.items, s.n, sizeof s.items[0], cmp_item);
  return join(&s, false);
}
