/* llvm_types.c: the llvm dialect's types. `!llvm.ptr`, `!llvm.array`,
 * `!llvm.func`, `!llvm.target`, `!llvm.x86_amx` and `!llvm.ppc_fp128` are
 * ODS type defs (their format's custom directives are written here);
 * `!llvm.struct` is written here whole, as upstream writes it in C++, and
 * so are the parameterless `void`, `token`, `label` and `metadata`.
 *
 * Struct storage (TK_DIALECT): p[1] holds the flags below; a literal
 * struct's element types follow; an identified struct has its name in
 * p[2] and is uniqued by name alone, its body kept mutable beside it
 * (upstream's MutableType) in the context's dialect cache. */
#include "llvm.h"
#include "llvm_pred.h"

enum { STRUCT_IDENTIFIED = 1, STRUCT_PACKED = 2 };
/* Bounds the identified structs nested in one another while parsing or
 * printing (each level is a frame of recursion over input). */
enum { MAX_STRUCT_NESTING = 256 };

/* ---- classes ------------------------------------------------------------------------ */

static const AttrClass *type_class(Context *ctx, const char *mnemonic) {
  const Dialect *d = ctx_lookup_dialect(ctx, "llvm", 4);
  for (const AttrClass *const *c = d ? d->type_classes : NULL; c && *c; c++)
    if (strcmp((*c)->name + 5, mnemonic) == 0) return *c;
  return NULL;
}

const char *llvm_type_kind(const Type *t) {
  if (!t || t->kind != TK_DIALECT) return NULL;
  const char *n = WORD_PTR(const AttrClass, t->p[0])->name;
  return strncmp(n, "llvm.", 5) == 0 ? n + 5 : NULL;
}

/* The parameterless types written by hand: ODS-shaped records without
 * parameters or format, so the format engine prints and parses them as
 * the bare mnemonic and isa<> checks find their C++ class. */
#define SIMPLE_TYPE(VAR, NAME, CLASS)                                                               \
  static const OdsAttrDef VAR##_DEF = {.name = NAME, .cpp_class = CLASS, .record = CLASS, .is_type = true}; \
  const AttrClass VAR = {.name = NAME, .data = &VAR##_DEF, .print_body_ap = ods_def_print,        \
                         .parse_body = ods_def_parse, .is_type = true};
SIMPLE_TYPE(LLVM_VOID_TYPE, "llvm.void", "LLVMVoidType")
SIMPLE_TYPE(LLVM_TOKEN_TYPE, "llvm.token", "LLVMTokenType")
SIMPLE_TYPE(LLVM_LABEL_TYPE, "llvm.label", "LLVMLabelType")
SIMPLE_TYPE(LLVM_METADATA_TYPE, "llvm.metadata", "LLVMMetadataType")
#undef SIMPLE_TYPE

/* ---- constructors and accessors ------------------------------------------------------- */

const Type *llvm_simple_type(Context *ctx, const char *mnemonic) {
  const AttrClass *c = type_class(ctx, mnemonic);
  return c ? ods_def_get(ctx, c, NULL) : NULL;
}

const Type *llvm_ptr_type(Context *ctx, unsigned addrspace) {
  const AttrClass *c = type_class(ctx, "ptr");
  uint64_t w = addrspace;
  return c ? ods_def_get(ctx, c, &w) : NULL;
}

const Type *llvm_array_type(Context *ctx, const Type *elem, uint64_t n) {
  const AttrClass *c = type_class(ctx, "array");
  uint64_t w[2] = {PTR_WORD(elem), n};
  return c && elem ? ods_def_get(ctx, c, w) : NULL;
}

const Type *llvm_func_type(Context *ctx, const Type *result, size_t n, const Type *const *params,
                           bool vararg) {
  const AttrClass *c = type_class(ctx, "func");
  const Type *list = type_tuple(ctx, n, params);
  uint64_t w[3] = {PTR_WORD(result), PTR_WORD(list), vararg};
  return c && result && list ? ods_def_get(ctx, c, w) : NULL;
}

static uint64_t param(const Type *t, unsigned i) { return ods_def_param(t, i); }

unsigned llvm_ptr_addrspace(const Type *t) { return (unsigned)param(t, 0); }
const Type *llvm_array_elem(const Type *t) { return WORD_PTR(const Type, param(t, 0)); }
uint64_t llvm_array_size(const Type *t) { return param(t, 1); }
const Type *llvm_func_result(const Type *t) { return WORD_PTR(const Type, param(t, 0)); }
unsigned llvm_func_num_params(const Type *t) {
  const Type *l = WORD_PTR(const Type, param(t, 1));
  return l ? l->n : 0;
}
const Type *llvm_func_param(const Type *t, unsigned i) {
  return WORD_PTR(const Type, WORD_PTR(const Type, param(t, 1))->p[i]);
}
bool llvm_func_vararg(const Type *t) { return param(t, 2) != 0; }

const Ident *llvm_target_name(const Type *t) { return WORD_PTR(const Ident, param(t, 0)); }
unsigned llvm_target_num_types(const Type *t) {
  const Type *l = WORD_PTR(const Type, param(t, 1));
  return l ? l->n : 0;
}
const Type *llvm_target_type(const Type *t, unsigned i) {
  return WORD_PTR(const Type, WORD_PTR(const Type, param(t, 1))->p[i]);
}
unsigned llvm_target_num_ints(const Type *t) {
  const Attr *a = WORD_PTR(const Attr, param(t, 2));
  return a ? a->aux : 0;
}
unsigned llvm_target_int(const Type *t, unsigned i) {
  return (unsigned)dense_i64_at(WORD_PTR(const Attr, param(t, 2)), i);
}

/* ---- structs -------------------------------------------------------------------------- */

/* The mutable part of an identified struct. */
typedef struct StructBody {
  bool initialized, opaque, packed;
  unsigned n;
  const Type **elems;
} StructBody;

const Type *llvm_struct_literal(Context *ctx, size_t n, const Type *const *elems, bool packed) {
  const AttrClass *c = type_class(ctx, "struct");
  if (!c) return NULL;
  size_t words;
  if (!size_mul(n + 2, sizeof(uint64_t), &words) || n > UINT32_MAX - 2) return NULL;
  uint64_t *w = ctx_alloc(ctx, words);
  if (!w) return NULL;
  w[0] = PTR_WORD(c);
  w[1] = packed ? STRUCT_PACKED : 0;
  for (size_t i = 0; i < n; i++) w[i + 2] = PTR_WORD(elems[i]);
  const Type *t = storage_get(ctx, TK_DIALECT, 0, w, (uint32_t)(n + 2));
  ctx_free(ctx, w);
  return t;
}

const Type *llvm_struct_identified(Context *ctx, const char *name, size_t len) {
  const AttrClass *c = type_class(ctx, "struct");
  const Ident *id = ident_get(ctx, name, len);
  if (!c || !id) return NULL;
  uint64_t w[3] = {PTR_WORD(c), STRUCT_IDENTIFIED, PTR_WORD(id)};
  return storage_get(ctx, TK_DIALECT, 0, w, 3);
}

bool llvm_struct_is_identified(const Type *t) { return (t->p[1] & STRUCT_IDENTIFIED) != 0; }
const Ident *llvm_struct_name(const Type *t) {
  return llvm_struct_is_identified(t) ? WORD_PTR(const Ident, t->p[2]) : NULL;
}

/* The body record of an identified struct (created on first use); NULL
 * when out of memory. */
static StructBody *body_of(const Type *t, bool create) {
  Context *ctx = t->ctx;
  uintptr_t v = 0;
  ctx_lock(ctx);
  if (!pm_get(&ctx->format_cache, t, &v) && create) {
    StructBody *b = arena_alloc(&ctx->arena, sizeof *b);
    if (b) {
      memset(b, 0, sizeof *b);
      if (pm_put(&ctx->alloc, &ctx->format_cache, t, (uintptr_t)b)) v = (uintptr_t)b;
    }
  }
  ctx_unlock(ctx);
  return (StructBody *)v;
}

bool llvm_struct_is_packed(const Type *t) {
  if (!llvm_struct_is_identified(t)) return (t->p[1] & STRUCT_PACKED) != 0;
  const StructBody *b = body_of(t, false);
  return b && b->packed;
}

bool llvm_struct_is_opaque(const Type *t) {
  if (!llvm_struct_is_identified(t)) return false;
  const StructBody *b = body_of(t, false);
  return !b || b->opaque || !b->initialized;
}

unsigned llvm_struct_num_elems(const Type *t) {
  if (!llvm_struct_is_identified(t)) return t->n - 2;
  const StructBody *b = body_of(t, false);
  return b && b->initialized ? b->n : 0;
}

const Type *llvm_struct_elem(const Type *t, unsigned i) {
  if (!llvm_struct_is_identified(t)) return WORD_PTR(const Type, t->p[i + 2]);
  return body_of(t, false)->elems[i];
}

bool llvm_struct_set_body(const Type *t, size_t n, const Type *const *elems, bool packed) {
  StructBody *b = body_of(t, true);
  if (!b) return false;
  Context *ctx = t->ctx;
  bool ok = true;
  ctx_lock(ctx);
  if (b->initialized) {
    ok = !b->opaque && b->n == n && b->packed == packed;
    for (size_t i = 0; ok && i < n; i++) ok = b->elems[i] == elems[i];
  } else {
    b->elems = n ? arena_memdup(&ctx->arena, elems, n * sizeof *elems) : NULL;
    ok = !n || b->elems;
    if (ok) {
      b->n = (unsigned)n;
      b->packed = packed;
      b->initialized = true;
    }
  }
  ctx_unlock(ctx);
  return ok;
}

/* Marks an identified struct intentionally opaque unless it has a body:
 * upstream's getOpaque (false: it has one). */
static bool struct_set_opaque(const Type *t) {
  StructBody *b = body_of(t, true);
  if (!b) return false;
  ctx_lock(t->ctx);
  if (!b->initialized) b->initialized = b->opaque = true;
  bool ok = b->opaque;
  ctx_unlock(t->ctx);
  return ok;
}

/* ---- predicates ------------------------------------------------------------------------ */

bool llvm_is_compatible_float_type(const Type *t) {
  if (!t) return false;
  switch (t->kind) {
  case TK_BF16: case TK_F16: case TK_F32: case TK_F64: case TK_F80: case TK_F128: return true;
  default: return llvm_type_is(t, "ppc_fp128");
  }
}

bool llvm_is_compatible_outer_type(const Type *t) {
  if (!t) return false;
  if (llvm_is_compatible_float_type(t)) return true;
  if (t->kind == TK_INTEGER) return type_int_signedness(t) == SIGNLESS;
  if (t->kind == TK_VECTOR) return t->aux == 1;
  return llvm_type_kind(t) != NULL;
}

bool llvm_is_compatible_vector_type(const Type *t) {
  if (!t || t->kind != TK_VECTOR || t->aux != 1) return false;
  const Type *e = shaped_elem(t);
  if (e->kind == TK_INTEGER) return type_int_signedness(e) == SIGNLESS;
  return (llvm_is_compatible_float_type(e) && !llvm_type_is(e, "ppc_fp128")) || llvm_type_is(e, "ptr");
}

const Type *llvm_vector_elem_or_self(const Type *t) { return t && t->kind == TK_VECTOR ? shaped_elem(t) : t; }

/* isCompatibleType: every type reachable from `t` is compatible. The
 * walk keeps a stack of types to visit and the identified structs already
 * entered (recursive structs end there). */
bool llvm_is_compatible_type(const Type *t) {
  if (!t) return false;
  Context *ctx = t->ctx;
  PtrVec todo = {0}, seen = {0};
  bool ok = pv_push(&ctx->alloc, &todo, (void *)t);
  while (ok && todo.len) {
    const Type *x = todo.data[--todo.len];
    const char *k = llvm_type_kind(x);
    if (x->kind == TK_INTEGER) {
      ok = type_int_signedness(x) == SIGNLESS;
    } else if (x->kind == TK_VECTOR) {
      ok = x->aux == 1 && pv_push(&ctx->alloc, &todo, (void *)shaped_elem(x));
    } else if (llvm_is_compatible_float_type(x)) {
      ok = true;
    } else if (!k) {
      ok = false;
    } else if (!strcmp(k, "struct")) {
      bool entered = false;
      for (size_t i = 0; i < seen.len && !entered; i++) entered = seen.data[i] == x;
      if (entered) continue;
      if (llvm_struct_is_identified(x)) ok = pv_push(&ctx->alloc, &seen, (void *)x);
      for (unsigned i = 0; ok && i < llvm_struct_num_elems(x); i++)
        ok = pv_push(&ctx->alloc, &todo, (void *)llvm_struct_elem(x, i));
    } else if (!strcmp(k, "func")) {
      ok = pv_push(&ctx->alloc, &todo, (void *)llvm_func_result(x));
      for (unsigned i = 0; ok && i < llvm_func_num_params(x); i++)
        ok = pv_push(&ctx->alloc, &todo, (void *)llvm_func_param(x, i));
    } else if (!strcmp(k, "array")) {
      ok = pv_push(&ctx->alloc, &todo, (void *)llvm_array_elem(x));
    } else if (!strcmp(k, "target")) {
      for (unsigned i = 0; ok && i < llvm_target_num_types(x); i++)
        ok = pv_push(&ctx->alloc, &todo, (void *)llvm_target_type(x, i));
    }
  }
  pv_free(&ctx->alloc, &todo);
  pv_free(&ctx->alloc, &seen);
  return ok;
}

bool llvm_is_valid_element_type(const Type *t) {
  const char *k = llvm_type_kind(t);
  return !k || (strcmp(k, "void") && strcmp(k, "label") && strcmp(k, "metadata") && strcmp(k, "func") &&
                strcmp(k, "token"));
}

static bool target_supports_mem_ops(const Type *t) {
  const Ident *n = llvm_target_name(t);
  return n && ((n->len >= 6 && !memcmp(n->str, "spirv.", 6)) || !strcmp(n->str, "aarch64.svcount"));
}

bool llvm_is_loadable_type(const Type *t) {
  if (!llvm_is_compatible_outer_type(t) || llvm_type_is(t, "void") || llvm_type_is(t, "func")) return false;
  if (llvm_type_is(t, "struct") && llvm_struct_is_opaque(t)) return false;
  return !llvm_type_is(t, "target") || target_supports_mem_ops(t);
}

/* The helpers of the generated constraints (ods_pred.h). */
OV ods_f_isCompatibleType_1(OV v) { return llvm_is_compatible_type(OV_PTR(v)); }
OV ods_f_isCompatibleVectorType_1(OV v) { return v && llvm_is_compatible_vector_type(OV_PTR(v)); }
OV ods_f_isCompatibleFloatingPointType_1(OV v) { return v && llvm_is_compatible_float_type(OV_PTR(v)); }
OV ods_f_isScalableVectorType_1(OV v) {
  const Type *t = OV_PTR(v);
  if (!t || t->kind != TK_VECTOR) return 0;
  for (uint32_t i = 0; i < t->aux; i++)
    if (t->p[t->aux + i]) return 1;
  return 0;
}
OV ods_f_isLoadableType_1(OV v) { return v && llvm_is_loadable_type(OV_PTR(v)); }
OV ods_isa_LLVMTokenType(OV v) { return v && llvm_type_is(OV_PTR(v), "token"); }
OV ods_isa_LLVMVoidType(OV v) { return v && llvm_type_is(OV_PTR(v), "void"); }
OV ods_isa_LLVMStructType(OV v) { return v && llvm_type_is(OV_PTR(v), "struct"); }
OV ods_isa_LLVMLabelType(OV v) { return v && llvm_type_is(OV_PTR(v), "label"); }
OV ods_isa_LLVMMetadataType(OV v) { return v && llvm_type_is(OV_PTR(v), "metadata"); }
/* No type of the dialects here implements it. */
OV ods_isa_PointerElementTypeInterface(OV v) { return 0; }
OV ods_m_getAddressSpace_0(OV v) { return v && llvm_type_is(OV_PTR(v), "ptr") ? (OV)llvm_ptr_addrspace(OV_PTR(v)) : 0; }

/* ---- nested syntax ---------------------------------------------------------------------- */

/* Upstream keeps the identified structs being parsed or printed in
 * thread-local stacks so that a self-reference prints (and parses) as the
 * bare name; these mirror them. */
static _Thread_local const Ident *parsing_structs[MAX_STRUCT_NESTING];
static _Thread_local unsigned num_parsing;
static _Thread_local const Ident *printing_structs[MAX_STRUCT_NESTING];
static _Thread_local unsigned num_printing;

static const char *const KEYWORD_TYPES[] = {"void", "ppc_fp128", "token", "label", "metadata", "func",
                                           "ptr", "array", "struct", "target", "x86_amx", NULL};

const Type *llvm_parse_pretty_type(Parser *p) {
  bool present;
  const Type *t = parse_optional_type(p, &present);
  if (present) return t;
  Token at = p->tok;
  if (at.kind != T_BARE_ID) {
    parser_error(p, "expected valid keyword");
    return NULL;
  }
  for (const char *const *k = KEYWORD_TYPES; *k; k++)
    if (tok_is_keyword(&at, *k)) {
      const AttrClass *c = type_class(p->ctx, *k);
      if (!c) break;
      parser_advance(p);
      return (const Type *)c->parse_body(p, c);
    }
  parser_error_at(p, &at, "unknown LLVM type: %.*s", (int)at.len, at.start);
  return NULL;
}

void llvm_print_pretty_type(const AttrPrinter *ap, const Type *t) {
  const char *k = llvm_type_kind(t);
  if (!k || !strcmp(k, "ppc_fp128")) {
    ap_print_type(ap, t);
    return;
  }
  const AttrClass *c = WORD_PTR(const AttrClass, t->p[0]);
  sb_puts(ap->out, k);
  if (c->print_body_ap) c->print_body_ap(t, ap);
}

/* `struct<` ("name" `,`)? (`opaque` | `packed`? `(` types `)`) `>`, or
 * `struct<"name">` naming a struct being parsed. */
const Storage *llvm_struct_parse(Parser *p, const AttrClass *cls) {
  Context *ctx = p->ctx;
  Token lt = p->tok; /* where a literal struct's element errors point */
  if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
  const Type *named = NULL;
  if (p->tok.kind == T_STRING) {
    StrBuf s;
    sb_init(&s, &ctx->alloc);
    bool ok = parse_string_literal(p, &s);
    named = ok ? llvm_struct_identified(ctx, s.data ? s.data : "", s.len) : NULL;
    sb_free(&s);
    if (!named) return NULL;
    const Ident *name = llvm_struct_name(named);
    for (unsigned i = 0; i < num_parsing; i++)
      if (parsing_structs[i] == name) return parser_expect(p, T_GREATER, "expected '>'") ? named : NULL;
    if (!parser_expect(p, T_COMMA, "expected ','")) return NULL;
  }
  Token kw = p->tok;
  if (parser_consume_keyword(p, "opaque")) {
    if (!named) return parser_error_at(p, &kw, "only identified structs can be opaque"), NULL;
    if (!parser_expect(p, T_GREATER, "expected '>'")) return NULL;
    if (!struct_set_opaque(named)) return parser_error_at(p, &kw, "redeclaring defined struct as opaque"), NULL;
    return named;
  }
  bool packed = parser_consume_keyword(p, "packed");
  if (!parser_expect(p, T_LPAREN, "expected '('")) return NULL;
  PtrVec elems = {0};
  Token at = p->tok;
  bool ok = true;
  if (!parser_consume_if(p, T_RPAREN)) {
    if (named && num_parsing >= MAX_STRUCT_NESTING) {
      parser_error(p, "exceeded maximum nesting depth");
      return NULL;
    }
    if (named) parsing_structs[num_parsing++] = llvm_struct_name(named);
    do {
      const Type *e = llvm_parse_pretty_type(p);
      ok = e && pv_push(&ctx->alloc, &elems, (void *)e);
    } while (ok && parser_consume_if(p, T_COMMA));
    if (named) num_parsing--;
    ok = ok && parser_expect(p, T_RPAREN, "expected ')'");
  } else {
    at = kw;
  }
  ok = ok && parser_expect(p, T_GREATER, "expected '>'");
  const Type *r = NULL;
  for (size_t i = 0; ok && i < elems.len; i++)
    if (!llvm_is_valid_element_type(elems.data[i])) {
      parser_error_at(p, named ? &at : &lt, "invalid LLVM structure element type: '%s'",
                      type_text(ctx, elems.data[i]));
      ok = false;
    }
  if (ok && !named) r = llvm_struct_literal(ctx, elems.len, (const Type *const *)elems.data, packed);
  else if (ok && llvm_struct_set_body(named, elems.len, (const Type *const *)elems.data, packed)) r = named;
  else if (ok) parser_error_at(p, &at, "identified type already used with a different body");
  pv_free(&ctx->alloc, &elems);
  (void)cls;
  return r;
}

void llvm_struct_print(const Storage *t, const AttrPrinter *ap) {
  StrBuf *out = ap->out;
  sb_putc(out, '<');
  const Ident *name = llvm_struct_name(t);
  if (name) {
    print_escaped_string(out, name->str, name->len);
    for (unsigned i = 0; i < num_printing; i++)
      if (printing_structs[i] == name) {
        sb_putc(out, '>');
        return;
      }
    sb_puts(out, ", ");
    if (llvm_struct_is_opaque(t)) {
      sb_puts(out, "opaque>");
      return;
    }
  }
  if (llvm_struct_is_packed(t)) sb_puts(out, "packed ");
  sb_putc(out, '(');
  bool pushed = name && num_printing < MAX_STRUCT_NESTING;
  if (pushed) printing_structs[num_printing++] = name;
  for (unsigned i = 0; i < llvm_struct_num_elems(t) && (!name || pushed); i++) {
    if (i) sb_puts(out, ", ");
    llvm_print_pretty_type(ap, llvm_struct_elem(t, i));
  }
  if (pushed) num_printing--;
  sb_puts(out, ")>");
}

void llvm_pr_pretty_type(Printer *pr, const Type *t) {
  if (!llvm_type_kind(t) || llvm_type_is(t, "ppc_fp128")) {
    pr_type(pr, t);
    return;
  }
  /* No LLVM type has an alias: the printer's state adds nothing. */
  AttrPrinter ap = {.out = pr->out, .hex = -1, .elide = -1};
  llvm_print_pretty_type(&ap, t);
}

/* ---- custom directives of the ODS types ---------------------------------------------------- */

/* The index of the k-th parameter of a directive's mask. */
static unsigned nth_param(uint32_t mask, unsigned k) {
  for (unsigned i = 0; i < 32; i++)
    if ((mask & (1u << i)) && k-- == 0) return i;
  return 0;
}

static bool pretty_type_parse(Parser *p, const OdsAttrDef *def, uint32_t mask, uint64_t *words) {
  const Type *t = llvm_parse_pretty_type(p);
  words[nth_param(mask, 0)] = PTR_WORD(t);
  return t != NULL;
}

static void pretty_type_print(const AttrPrinter *ap, const OdsAttrDef *def, uint32_t mask, const Storage *s) {
  llvm_print_pretty_type(ap, WORD_PTR(const Type, ods_def_param(s, nth_param(mask, 0))));
}

/* `)` | `...)` | type (`,` type)* (`,` `...`)? `)`: the parameters and
 * whether the function is variadic (the `(` is the format's). */
static bool function_types_parse(Parser *p, const OdsAttrDef *def, uint32_t mask, uint64_t *words) {
  Context *ctx = p->ctx;
  PtrVec types = {0};
  bool vararg = false, ok = true;
  if (!parser_consume_if(p, T_RPAREN)) {
    do {
      if (parser_consume_if(p, T_ELLIPSIS)) {
        vararg = true;
        break;
      }
      const Type *t = llvm_parse_pretty_type(p);
      ok = t && pv_push(&ctx->alloc, &types, (void *)t);
    } while (ok && parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect(p, T_RPAREN, "expected ')'");
  }
  const Type *list = ok ? type_tuple(ctx, types.len, (const Type *const *)types.data) : NULL;
  pv_free(&ctx->alloc, &types);
  words[nth_param(mask, 0)] = PTR_WORD(list);
  words[nth_param(mask, 1)] = vararg;
  return list != NULL;
}

static void function_types_print(const AttrPrinter *ap, const OdsAttrDef *def, uint32_t mask,
                                 const Storage *s) {
  const Type *list = WORD_PTR(const Type, ods_def_param(s, nth_param(mask, 0)));
  unsigned n = list ? list->n : 0;
  for (unsigned i = 0; i < n; i++) {
    if (i) sb_puts(ap->out, ", ");
    llvm_print_pretty_type(ap, WORD_PTR(const Type, list->p[i]));
  }
  if (ods_def_param(s, nth_param(mask, 1))) sb_puts(ap->out, n ? ", ..." : "...");
  sb_putc(ap->out, ')');
}

/* Types, then unsigned integers, comma-separated (at least one). */
static bool ext_type_params_parse(Parser *p, const OdsAttrDef *def, uint32_t mask, uint64_t *words) {
  Context *ctx = p->ctx;
  PtrVec types = {0};
  StrBuf ints;
  sb_init(&ints, &ctx->alloc);
  bool ok = true, in_ints = false;
  size_t nints = 0;
  do {
    if (p->tok.kind == T_INTEGER) {
      int64_t v;
      ok = parse_int64(p, &v);
      for (int b = 0; ok && b < 8; b++) sb_putc(&ints, (char)((uint64_t)(uint32_t)v >> (8 * b)));
      nints++;
      in_ints = true;
    } else if (!in_ints) {
      const Type *t = llvm_parse_pretty_type(p);
      ok = t && pv_push(&ctx->alloc, &types, (void *)t);
    } else {
      ok = false;
    }
  } while (ok && parser_consume_if(p, T_COMMA));
  if (!ok) parser_error_also(p, parser_tok_loc(p, &p->tok), "failed to parse parameter list for target extension type");
  const Type *tl = ok && types.len ? type_tuple(ctx, types.len, (const Type *const *)types.data) : NULL;
  const Attr *il = ok && nints ? attr_dense_array(ctx, ctx->t_i64, nints, ints.data, ints.len) : NULL;
  pv_free(&ctx->alloc, &types);
  sb_free(&ints);
  words[nth_param(mask, 0)] = PTR_WORD(tl);
  words[nth_param(mask, 1)] = PTR_WORD(il);
  return ok && !ctx->alloc.oom;
}

static void ext_type_params_print(const AttrPrinter *ap, const OdsAttrDef *def, uint32_t mask, const Storage *s) {
  const Type *tl = WORD_PTR(const Type, ods_def_param(s, nth_param(mask, 0)));
  const Attr *il = WORD_PTR(const Attr, ods_def_param(s, nth_param(mask, 1)));
  unsigned nt = tl ? tl->n : 0, ni = il ? il->aux : 0;
  for (unsigned i = 0; i < nt; i++) {
    if (i) sb_puts(ap->out, ", ");
    ap_print_type(ap, WORD_PTR(const Type, tl->p[i]));
  }
  if (nt && ni) sb_puts(ap->out, ", ");
  for (unsigned i = 0; i < ni; i++) {
    if (i) sb_puts(ap->out, ", ");
    sb_put_u64(ap->out, (uint64_t)(uint32_t)dense_i64_at(il, i));
  }
}

const DefDirective LLVM_TYPE_DIRECTIVES[] = {
    {"PrettyLLVMType", pretty_type_parse, pretty_type_print},
    {"FunctionTypes", function_types_parse, function_types_print},
    {"ExtTypeParams", ext_type_params_parse, ext_type_params_print},
    {NULL, NULL, NULL},
};

/* ---- verifiers (genVerifyDecl) ------------------------------------------------------------- */

bool llvm_array_verify(Parser *p, const Token *at, const uint64_t *w) {
  const Type *e = WORD_PTR(const Type, w[0]);
  if (llvm_is_valid_element_type(e)) return true;
  return parser_error_at(p, at, "invalid array element type: '%s'", type_text(p->ctx, e));
}

static bool func_arg_ok(const Type *t) {
  if (llvm_type_is(t, "struct")) return !llvm_struct_is_opaque(t);
  return !llvm_type_is(t, "void") && !llvm_type_is(t, "func");
}

bool llvm_func_type_verify(Parser *p, const Token *at, const uint64_t *w) {
  const Type *r = WORD_PTR(const Type, w[0]), *list = WORD_PTR(const Type, w[1]);
  if (llvm_type_is(r, "func") || llvm_type_is(r, "metadata") || llvm_type_is(r, "label"))
    return parser_error_at(p, at, "invalid function result type: '%s'", type_text(p->ctx, r));
  for (uint32_t i = 0; list && i < list->n; i++)
    if (!func_arg_ok(WORD_PTR(const Type, list->p[i])))
      return parser_error_at(p, at, "invalid function argument type: '%s'",
                             type_text(p->ctx, WORD_PTR(const Type, list->p[i])));
  return true;
}
