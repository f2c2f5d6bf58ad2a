/* ods_format_parse.c: parses an op's custom form by interpreting its
 * compiled assembly format, then infers the types the text leaves out
 * (SameOperandsAndResultType, AllTypesMatch, TypesMatchWith, ...) and
 * resolves operands, as upstream's generated parsers do. */
#include "ods_format.h"

#include <stdlib.h>

typedef struct FmtParser {
  Parser *p;
  OperationState *st;
  FmtParseState ps;
  Context *ctx;
  unsigned next_region;
} FmtParser;

static bool parse_elems(FmtParser *fp, FmtElem *const *elems, unsigned n);

/* ---- literals ------------------------------------------------------------------ */

static TokKind punct_kind(const char *s, size_t n) {
  static const struct { const char *s; TokKind k; } P[] = {
      {",", T_COMMA}, {":", T_COLON}, {"(", T_LPAREN}, {")", T_RPAREN},
      {"[", T_LSQUARE}, {"]", T_RSQUARE}, {"{", T_LBRACE}, {"}", T_RBRACE},
      {"<", T_LESS}, {">", T_GREATER}, {"=", T_EQUAL}, {"->", T_ARROW},
      {"?", T_QUESTION}, {"+", T_PLUS}, {"*", T_STAR}, {"|", T_VBAR},
      {"...", T_ELLIPSIS}, {"-", T_MINUS},
  };
  for (size_t i = 0; i < sizeof P / sizeof *P; i++)
    if (strlen(P[i].s) == n && memcmp(P[i].s, s, n) == 0) return P[i].k;
  return T_ERROR;
}

static bool is_keyword_literal(const FmtElem *e) {
  char c = e->text[0];
  return ((c | 32) >= 'a' && (c | 32) <= 'z') || c == '_';
}

static bool literal_matches(FmtParser *fp, const FmtElem *e) {
  Token *t = &fp->p->tok;
  if (is_keyword_literal(e))
    return t->kind == T_BARE_ID && t->len == e->len && memcmp(t->start, e->text, e->len) == 0;
  return t->kind == punct_kind(e->text, e->len);
}

static bool parse_literal(FmtParser *fp, const FmtElem *e) {
  if (literal_matches(fp, e)) {
    parser_advance(fp->p);
    return true;
  }
  /* Keywords are reported at the token, punctuation just after the
   * previous one (upstream's parseKeyword / parseToken). */
  char c = e->text[0];
  if (c == '_' || ((c | 32) >= 'a' && (c | 32) <= 'z'))
    return parser_error(fp->p, "expected '%.*s'", (int)e->len, e->text);
  return parser_error_wrong_token(fp->p, "expected '%.*s'", (int)e->len, e->text);
}

/* ---- variables --------------------------------------------------------------------- */

static bool parse_operand_group(FmtParser *fp, unsigned i) {
  const OdsValue *v = &fp->ps.o->operands[i];
  FmtGroup *g = &fp->ps.operands[i];
  UnresolvedUse u;
  if (v->arity == ODS_SINGLE) {
    if (!parse_ssa_use(fp->p, &u)) return false;
    return fmt_group_add_use(fp->ctx, g, &u);
  }
  g->start = fp->p->tok;
  g->have_start = true;
  if (fp->p->tok.kind != T_PERCENT_ID) return true;
  do {
    if (!parse_ssa_use(fp->p, &u) || !fmt_group_add_use(fp->ctx, g, &u)) return false;
  } while (v->arity != ODS_OPTIONAL && parser_consume_if(fp->p, T_COMMA));
  return true;
}

static const Type *parse_value_type(FmtParser *fp, const OdsAttr *a) {
  return a->value_type ? parse_type_str(fp->ctx, a->value_type, strlen(a->value_type)) : NULL;
}

static bool enum_expected(Parser *p, const OdsAttr *a, const Token *at) {
  const OdsEnum *e = a->enum_info;
  StrBuf cases;
  sb_init(&cases, &p->ctx->alloc);
  for (unsigned i = 0; i < e->ncases; i++) sb_printf(&cases, "%s%s", i ? ", " : "", e->cases[i].str);
  parser_error_loc(p, parser_tok_loc(p, at),
                   "expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
                   a->name, cases.data ? cases.data : "");
  sb_free(&cases);
  return false;
}

/* An integer enum's `$attr` in an op's format, as upstream's generated
 * parser: a case keyword, else a string attribute naming a case (a keyword
 * outside the cases is neither). */
static bool parse_enum_keyword(Parser *p, const OdsAttr *a, uint64_t *v) {
  const OdsEnum *e = a->enum_info;
  Token at = p->tok;
  if (at.kind != T_BARE_ID && at.kind != T_STRING) return enum_expected(p, a, &at);
  StrBuf kw;
  sb_init(&kw, &p->ctx->alloc);
  if (at.kind == T_STRING) unescape_string(&at, &kw);
  else sb_append(&kw, at.start, at.len);
  bool found = false;
  for (unsigned i = 0; i < e->ncases && !found; i++)
    if (kw.data && strcmp(e->cases[i].str, kw.data) == 0) {
      *v = e->cases[i].value;
      found = true;
    }
  if (found) parser_advance(p);
  else if (at.kind == T_STRING)
    parser_error_loc(p, parser_tok_loc(p, &at), "invalid %s attribute specification: \"%s\"", a->name,
                     kw.data ? kw.data : "");
  else
    enum_expected(p, a, &at);
  sb_free(&kw);
  return found;
}

static const Attr *parse_attr_var(FmtParser *fp, const OdsAttr *a) {
  Parser *p = fp->p;
  Context *ctx = fp->ctx;
  switch (a->form) {
  case ODS_FORM_TYPED: return parse_attribute(p, parse_value_type(fp, a));
  case ODS_FORM_ENUM_KEYWORD: {
    uint64_t v = 0;
    if (!(a->enum_info->is_bit ? ods_enum_parse_value(p, a->enum_info, &v) : parse_enum_keyword(p, a, &v)))
      return NULL;
    return attr_integer(ctx, type_integer(ctx, a->enum_info->bitwidth, SIGNLESS), (int64_t)v);
  }
  case ODS_FORM_ENUM_ATTR: {
    const AttrClass *cls = ods_attr_class(ctx, a->attr_def);
    return cls ? cls->parse_body(p, cls) : NULL;
  }
  case ODS_FORM_DEF_ATTR: {
    /* parseCustomAttributeWithFallback: a full attribute when `#` starts
     * one, else the def's body without its prefix (`<bytes = 8>`). */
    const AttrClass *cls = p->tok.kind == T_HASH_ID ? NULL : ods_attr_class(ctx, a->attr_def);
    return cls && cls->parse_body ? cls->parse_body(p, cls) : parse_attribute(p, NULL);
  }
  case ODS_FORM_STRING:
  case ODS_FORM_FLAT_SYMBOL: {
    /* parseCustomAttributeWithFallback: any attribute (of type none), then
     * the kind. */
    Token at = p->tok;
    const Attr *r = parse_attribute(p, ctx->t_none);
    if (!r) return NULL;
    bool ok = a->form == ODS_FORM_STRING ? r->kind == AK_STRING : r->kind == AK_SYMBOL_REF && r->n == 1;
    if (!ok) return parser_op_error(p, &at, "invalid kind of attribute specified"), NULL;
    return r;
  }
  case ODS_FORM_SYMBOL: {
    const Ident *id;
    if (!parse_symbol_name(p, &id)) return NULL;
    return attr_string(ctx, id->str, id->len, NULL);
  }
  case ODS_FORM_TYPE: {
    const Type *t = parse_type(p);
    return t ? attr_type(ctx, t) : NULL;
  }
  case ODS_FORM_UNIT: return ctx->a_unit;
  case ODS_FORM_UNIT_PROP: return attr_bool(ctx, true);
  case ODS_FORM_ENUM_PROP: {
    uint64_t v;
    if (a->value_type && (!parser_expect_op_keyword(p, a->value_type) || !parser_expect(p, T_LESS, "expected '<'")))
      return NULL;
    if (!ods_enum_parse_value(p, a->enum_info, &v)) return NULL;
    if (a->value_type && !parser_expect(p, T_GREATER, "expected '>'")) return NULL;
    return attr_integer(ctx, type_integer(ctx, 32, SIGNLESS), (int64_t)v);
  }
  case ODS_FORM_DENSE_ARRAY: {
    /* `[1, 2]` is the stripped form of `array<T: 1, 2>`. */
    const Type *et = parse_value_type(fp, a);
    if (!et || !parser_expect(p, T_LSQUARE, "expected '['")) return NULL;
    StrBuf data;
    sb_init(&data, &ctx->alloc);
    size_t count = 0;
    unsigned width = type_is_integer(et) ? type_int_width(et) : float_semantics(et)->width;
    size_t esz = width == 1 ? 1 : (width + 7) / 8;
    const Attr *r = NULL;
    if (p->tok.kind != T_RSQUARE) {
      do {
        const Attr *el;
        if (width == 1 && (tok_is_keyword(&p->tok, "true") || tok_is_keyword(&p->tok, "false"))) {
          el = attr_bool(ctx, tok_is_keyword(&p->tok, "true"));
          parser_advance(p);
        } else {
          el = parse_attribute(p, et);
        }
        if (!el) goto out;
        for (size_t b = 0; b < esz; b++) sb_putc(&data, (char)(el->p[1] >> (8 * b)));
        count++;
      } while (parser_consume_if(p, T_COMMA));
    }
    if (parser_expect(p, T_RSQUARE, "expected ']'"))
      r = attr_dense_array(ctx, et, count, data.data ? data.data : "", data.len);
  out:
    sb_free(&data);
    return r;
  }
  default: return parse_attribute(p, NULL);
  }
}

static bool parse_attr_elem(FmtParser *fp, const FmtElem *e) {
  const OdsAttr *a = &fp->ps.o->attrs[e->index];
  const Attr *v = parse_attr_var(fp, a);
  if (!v) return false;
  return opstate_add_attr(fp->st, ident_cstr(fp->ctx, a->name), v);
}

/* Ensures a single-block region exists, with its implicit terminator. */
static bool finish_region(FmtParser *fp, Region *r) {
  const OdsOp *o = fp->ps.o;
  if (!(o->traits & (TRAIT_SINGLE_BLOCK | TRAIT_NO_TERMINATOR)) && !o->implicit_terminator) return true;
  if (!r->first) {
    Block *b = block_create(&fp->ctx->alloc);
    if (!b) return false;
    region_append_block(r, b);
  }
  if (!o->implicit_terminator) return true;
  Block *b = r->first;
  if (b->last && op_has_trait(b->last, TRAIT_TERMINATOR)) return true;
  OperationState ts;
  opstate_init(&ts, fp->ctx, opname_get(fp->ctx, o->implicit_terminator, strlen(o->implicit_terminator)),
               fp->st->loc);
  Operation *term = op_create(&ts);
  if (!term) return false;
  block_append_op(b, term);
  return true;
}

static bool parse_region_elem(FmtParser *fp, const FmtElem *e) {
  const OdsRegion *rd = &fp->ps.o->regions[e->index];
  /* A variadic region group may be empty (parseOptionalRegion). */
  if (rd->variadic && fp->p->tok.kind != T_LBRACE) return true;
  do {
    Region *r = opstate_add_region(fp->st);
    if (!r || !parse_region(fp->p, r, NULL, 0, false) || !finish_region(fp, r)) return false;
  } while (rd->variadic && parser_consume_if(fp->p, T_COMMA));
  return true;
}

static bool parse_successor_elem(FmtParser *fp, const FmtElem *e) {
  const OdsSuccessor *sd = &fp->ps.o->successors[e->index];
  if (sd->variadic && fp->p->tok.kind != T_CARET_ID) return true;
  do {
    Block *b;
    if (!parse_successor(fp->p, &b) || !opstate_add_successor(fp->st, b)) return false;
  } while (sd->variadic && parser_consume_if(fp->p, T_COMMA));
  return true;
}

/* ---- types -------------------------------------------------------------------------- */

static bool tk_integer(const Type *t) { return t->kind == TK_INTEGER; }
static bool tk_index(const Type *t) { return t->kind == TK_INDEX; }
static bool tk_vector(const Type *t) { return t->kind == TK_VECTOR; }
static bool tk_memref(const Type *t) { return t->kind == TK_MEMREF; }
static bool tk_umemref(const Type *t) { return t->kind == TK_UNRANKED_MEMREF; }
static bool tk_tensor(const Type *t) { return t->kind == TK_RANKED_TENSOR; }
static bool tk_utensor(const Type *t) { return t->kind == TK_UNRANKED_TENSOR; }
static bool tk_complex(const Type *t) { return t->kind == TK_COMPLEX; }
static bool tk_tuple(const Type *t) { return t->kind == TK_TUPLE; }
static bool tk_function(const Type *t) { return t->kind == TK_FUNCTION; }
static bool tk_none(const Type *t) { return t->kind == TK_NONE; }
static bool tk_any_tensor(const Type *t) { return tk_tensor(t) || tk_utensor(t); }
static bool tk_any_memref(const Type *t) { return tk_memref(t) || tk_umemref(t); }

/* The builtin type classes an op format checks a parsed type against:
 * upstream's parseCustomTypeWithFallback<T> (`name` NULL: a base class,
 * reported without it). */
static const struct {
  const char *cls, *name;
  bool (*ok)(const Type *t);
} TYPE_CLASSES[] = {
    {"IntegerType", "builtin.integer", tk_integer},
    {"IndexType", "builtin.index", tk_index},
    {"VectorType", "builtin.vector", tk_vector},
    {"MemRefType", "builtin.memref", tk_memref},
    {"UnrankedMemRefType", "builtin.unranked_memref", tk_umemref},
    {"RankedTensorType", "builtin.tensor", tk_tensor},
    {"UnrankedTensorType", "builtin.unranked_tensor", tk_utensor},
    {"ComplexType", "builtin.complex", tk_complex},
    {"TupleType", "builtin.tuple", tk_tuple},
    {"FunctionType", "builtin.function", tk_function},
    {"NoneType", "builtin.none", tk_none},
    {"TensorType", NULL, tk_any_tensor},
    {"BaseMemRefType", NULL, tk_any_memref},
};

static const Type *parse_single_type(FmtParser *fp, const OdsValue *v, bool qualified) {
  Parser *p = fp->p;
  Token at = p->tok;
  const OdsConstraint *c = v ? v->cons : NULL;
  const Type *t;
  if (c && c->strip_class && !qualified && p->tok.kind != T_BANG_ID) {
    /* The stripped form of a dialect type (printStrippedAttrOrType). */
    const AttrClass *cls = ods_def_class_by_cpp(fp->ctx, c->strip_class, true);
    t = cls ? (const Type *)cls->parse_body(p, cls) : parse_type(p);
  } else {
    t = parse_type(p);
  }
  if (!t || !c || !c->type_class) return t;
  for (size_t i = 0; i < sizeof TYPE_CLASSES / sizeof *TYPE_CLASSES; i++) {
    if (strcmp(TYPE_CLASSES[i].cls, c->type_class) != 0 || TYPE_CLASSES[i].ok(t)) continue;
    if (!TYPE_CLASSES[i].name) {
      parser_op_error(p, &at, "invalid kind of type specified");
      return NULL;
    }
    StrBuf ts;
    sb_init(&ts, &fp->ctx->alloc);
    print_type(t, &ts);
    parser_op_error(p, &at, "invalid kind of type specified: expected %s, but found '%s'", TYPE_CLASSES[i].name,
                    ts.data ? ts.data : "");
    sb_free(&ts);
    return NULL;
  }
  return t;
}

static bool parse_types_into(FmtParser *fp, FmtGroup *g, const OdsValue *v, bool qualified) {
  Parser *p = fp->p;
  uint8_t arity = v->arity;
  g->have_types = true;
  if (arity == ODS_SINGLE) {
    const Type *t = parse_single_type(fp, v, qualified);
    return t && fmt_group_add_type(fp->ctx, g, t);
  }
  /* An optional value's type may be absent; a variadic one's list is
   * upstream's parseTypeList, which needs at least one type. */
  const Type *t;
  if (arity == ODS_OPTIONAL) {
    bool present;
    t = parse_optional_type(p, &present);
    if (!present) return !p->failed;
    return t && fmt_group_add_type(fp->ctx, g, t);
  }
  t = parse_type(p);
  if (!t || !fmt_group_add_type(fp->ctx, g, t)) return false;
  while (parser_consume_if(p, T_COMMA)) {
    t = parse_type(p);
    if (!t || !fmt_group_add_type(fp->ctx, g, t)) return false;
  }
  return true;
}

/* `type(operands)` / `type(results)`: parseTypeList, at least one type. */
static bool parse_type_list(FmtParser *fp, const Type ***out, unsigned *n) {
  Parser *p = fp->p;
  size_t cap = 0;
  const Type *t = parse_type(p);
  for (;;) {
    if (!t) return false;
    if (!vec_grow(&fp->ctx->alloc, (void **)out, &cap, *n + 1, sizeof **out)) return false;
    (*out)[(*n)++] = t;
    if (!parser_consume_if(p, T_COMMA)) return true;
    t = parse_type(p);
  }
}

static bool parse_type_elem(FmtParser *fp, const FmtElem *target, bool qualified) {
  switch (target->kind) {
  case F_OPERAND:
    return parse_types_into(fp, &fp->ps.operands[target->index], &fp->ps.o->operands[target->index], qualified);
  case F_RESULT:
    return parse_types_into(fp, &fp->ps.results[target->index], &fp->ps.o->results[target->index], qualified);
  case F_OPERANDS:
    fp->ps.have_all_operand_types = true;
    return parse_type_list(fp, &fp->ps.all_operand_types, &fp->ps.n_all_operand_types);
  case F_RESULTS:
    fp->ps.have_all_result_types = true;
    return parse_type_list(fp, &fp->ps.all_result_types, &fp->ps.n_all_result_types);
  default: return parser_error(fp->p, "unsupported type directive argument");
  }
}

/* Distributes a list of types over the groups named by a functional-type
 * argument (a single group, or `operands` / `results`). */
static bool assign_types(FmtParser *fp, const FmtElem *target, const Type **types, unsigned n) {
  if (target->kind == F_OPERANDS || target->kind == F_RESULTS) {
    bool ops = target->kind == F_OPERANDS;
    const Type ***dst = ops ? &fp->ps.all_operand_types : &fp->ps.all_result_types;
    unsigned *dn = ops ? &fp->ps.n_all_operand_types : &fp->ps.n_all_result_types;
    *(ops ? &fp->ps.have_all_operand_types : &fp->ps.have_all_result_types) = true;
    *dst = ctx_alloc(fp->ctx, (n ? n : 1) * sizeof **dst);
    if (!*dst) return false;
    memcpy(*dst, types, n * sizeof *types);
    *dn = n;
    return true;
  }
  FmtGroup *g = target->kind == F_OPERAND ? &fp->ps.operands[target->index] : &fp->ps.results[target->index];
  g->have_types = true;
  for (unsigned i = 0; i < n; i++)
    if (!fmt_group_add_type(fp->ctx, g, types[i])) return false;
  return true;
}

static bool parse_functional_type(FmtParser *fp, const FmtElem *e) {
  Token at = fp->p->tok;
  const Type *fn = parse_type(fp->p);
  if (!fn) return false;
  if (fn->kind != TK_FUNCTION) return parser_error_at(fp->p, &at, "invalid kind of type specified");
  const Type **in = ctx_alloc(fp->ctx, (fn_num_inputs(fn) + fn_num_results(fn) + 1) * sizeof *in);
  if (!in) return false;
  for (unsigned i = 0; i < fn_num_inputs(fn); i++) in[i] = fn_input(fn, i);
  bool ok = assign_types(fp, e->kids[0], in, fn_num_inputs(fn));
  for (unsigned i = 0; i < fn_num_results(fn); i++) in[i] = fn_result(fn, i);
  ok = ok && assign_types(fp, e->kids[1], in, fn_num_results(fn));
  ctx_free(fp->ctx, in);
  return ok;
}

/* ---- optional groups ------------------------------------------------------------------ */

static bool can_start_type(const Token *t) {
  if (t->kind == T_LPAREN || t->kind == T_BANG_ID) return true;
  if (t->kind != T_BARE_ID) return false;
  static const char *const kws[] = {"index", "none", "complex", "tuple", "vector", "tensor",
                                    "memref", "bf16", "f16", "f32", "f64", "f80", "f128",
                                    "tf32", NULL};
  for (const char *const *k = kws; *k; k++)
    if (tok_is_keyword(t, *k)) return true;
  char c = t->start[0];
  return c == 'i' || c == 's' || c == 'u' || (c == 'f' && t->len > 2);
}

static bool can_start_attr(const Token *t) {
  switch (t->kind) {
  case T_AT_ID:
  case T_HASH_ID:
  case T_INTEGER:
  case T_FLOAT:
  case T_STRING:
  case T_LSQUARE:
  case T_LBRACE:
  case T_MINUS:
  case T_BANG_ID:
  case T_LPAREN: return true;
  case T_BARE_ID: return true;
  default: return false;
  }
}

static bool group_present(FmtParser *fp, const FmtElem *first) {
  Token *t = &fp->p->tok;
  switch (first->kind) {
  case F_LITERAL: return literal_matches(fp, first);
  case F_OPERAND:
  case F_OPERANDS: return t->kind == T_PERCENT_ID;
  case F_REGION:
  case F_REGIONS: return t->kind == T_LBRACE;
  case F_SUCCESSOR:
  case F_SUCCESSORS: return t->kind == T_CARET_ID;
  /* A directive leading a group parses what it finds (upstream's are
   * optional parsers there: llvm's OpBundles). */
  case F_CUSTOM: return true;
  case F_TYPE:
  case F_QUALIFIED:
  case F_FUNCTIONAL_TYPE:
    if (first->kind == F_QUALIFIED && first->nkids && first->kids[0]->kind == F_ATTR)
      return group_present(fp, first->kids[0]);
    return can_start_type(t);
  case F_ATTR: {
    const OdsAttr *a = &fp->ps.o->attrs[first->index];
    switch (a->form) {
    case ODS_FORM_ENUM_PROP:
    case ODS_FORM_ENUM_KEYWORD: {
      /* An EnumProp with a mnemonic starts with it, else with a case. */
      if (a->form == ODS_FORM_ENUM_PROP && a->value_type) return tok_is_keyword(t, a->value_type);
      for (unsigned i = 0; i < a->enum_info->ncases; i++)
        if (tok_is_keyword(t, a->enum_info->cases[i].str)) return true;
      return false;
    }
    case ODS_FORM_ENUM_ATTR:
      if (a->attr_def && a->attr_def->bare_value) {
        for (unsigned i = 0; i < a->attr_def->enum_info->ncases; i++)
          if (tok_is_keyword(t, a->attr_def->enum_info->cases[i].str)) return true;
        return false;
      }
      return t->kind == T_LESS;
    case ODS_FORM_SYMBOL:
    case ODS_FORM_FLAT_SYMBOL:
    case ODS_FORM_SYMBOL_REF: return t->kind == T_AT_ID;
    case ODS_FORM_STRING: return t->kind == T_STRING;
    case ODS_FORM_TYPE: return can_start_type(t);
    case ODS_FORM_DENSE_ARRAY: return t->kind == T_LSQUARE;
    default: return can_start_attr(t);
    }
  }
  default: return false;
  }
}

static bool parse_optional(FmtParser *fp, const FmtElem *g) {
  if (!g->nthen) return true;
  /* Presence is decided by the first element that is not whitespace. */
  const FmtElem *first = g->then_elems[0];
  for (unsigned i = 0; first->kind == F_SPACE && i + 1 < g->nthen; i++) first = g->then_elems[i + 1];
  if (!group_present(fp, first)) return parse_elems(fp, g->else_elems, g->nelse);
  /* A unit attribute anchor elsewhere in the group is set by presence. */
  const FmtElem *anchor = g->anchor_elem;
  bool unit_anchor = anchor && anchor->kind == F_ATTR &&
                     (fp->ps.o->attrs[anchor->index].form == ODS_FORM_UNIT ||
                      fp->ps.o->attrs[anchor->index].form == ODS_FORM_UNIT_PROP);
  if (unit_anchor && anchor != first) {
    const OdsAttr *ua = &fp->ps.o->attrs[anchor->index];
    const Attr *v = ua->form == ODS_FORM_UNIT ? fp->ctx->a_unit : attr_bool(fp->ctx, true);
    if (!opstate_add_attr(fp->st, ident_cstr(fp->ctx, ua->name), v)) return false;
  }
  for (unsigned i = 0; i < g->nthen; i++) {
    const FmtElem *e = g->then_elems[i];
    if (e == anchor && unit_anchor && e != first) continue;
    if (!parse_elems(fp, &g->then_elems[i], 1)) return false;
  }
  return true;
}

/* ---- elements ---------------------------------------------------------------------------- */

static bool parse_all_operands(FmtParser *fp) {
  Parser *p = fp->p;
  size_t cap = 0;
  fp->ps.used_all_operands = true;
  if (p->tok.kind != T_PERCENT_ID) return true;
  do {
    if (!vec_grow(&fp->ctx->alloc, (void **)&fp->ps.all_uses, &cap, fp->ps.n_all_uses + 1,
                  sizeof *fp->ps.all_uses))
      return false;
    if (!parse_ssa_use(p, &fp->ps.all_uses[fp->ps.n_all_uses])) return false;
    fp->ps.n_all_uses++;
  } while (parser_consume_if(p, T_COMMA));
  return true;
}

static bool parse_elem(FmtParser *fp, const FmtElem *e) {
  Parser *p = fp->p;
  switch (e->kind) {
  case F_LITERAL: return parse_literal(fp, e);
  case F_SPACE: return true;
  case F_OPERAND: return parse_operand_group(fp, (unsigned)e->index);
  case F_ATTR: return parse_attr_elem(fp, e);
  case F_REGION: return parse_region_elem(fp, e);
  case F_SUCCESSOR: return parse_successor_elem(fp, e);
  case F_OPERANDS: return parse_all_operands(fp);
  case F_REGIONS:
    for (unsigned i = 0; i < fp->ps.o->n_regions; i++) {
      FmtElem r = {.kind = F_REGION, .index = (int)i};
      if (i && !parser_expect(p, T_COMMA, "expected ','")) return false;
      if (!parse_region_elem(fp, &r)) return false;
    }
    return true;
  case F_ATTR_DICT:
    if (e->flag) return !parser_consume_keyword(p, "attributes") || parse_attr_dict(p, fp->st);
    return parse_optional_attr_dict(p, fp->st);
  case F_PROP_DICT:
    if (!parser_consume_if(p, T_LESS)) return true;
    fp->st->props = parse_attribute(p, NULL);
    return fp->st->props && parser_expect(p, T_GREATER, "expected '>'");
  case F_TYPE: return parse_type_elem(fp, e->kids[0], false);
  case F_QUALIFIED:
    if (e->kids[0]->kind == F_TYPE) return parse_type_elem(fp, e->kids[0]->kids[0], true);
    if (e->kids[0]->kind == F_ATTR) {
      const OdsAttr *a = &fp->ps.o->attrs[e->kids[0]->index];
      const Attr *v = parse_attribute(p, NULL);
      return v && opstate_add_attr(fp->st, ident_cstr(fp->ctx, a->name), v);
    }
    return parse_elem(fp, e->kids[0]);
  case F_FUNCTIONAL_TYPE: return parse_functional_type(fp, e);
  case F_CUSTOM: {
    const CustomDirective *cd = ods_custom_directive(fp->ps.o, e->text, e->len);
    if (!cd) return parser_error(p, "unsupported custom directive '%.*s'", (int)e->len, e->text);
    return cd->parse(p, fp->st, &fp->ps, e->kids, e->nkids);
  }
  case F_OPTIONAL: return parse_optional(fp, e);
  case F_OILIST: {
    /* Clauses in any order, each at most once. */
    uint64_t seen = 0;
    for (;;) {
      unsigned i = 0;
      while (i < e->nkids && (((seen >> i) & 1) || !literal_matches(fp, e->kids[i]->then_elems[0]))) i++;
      if (i == e->nkids || i >= 64) return true;
      seen |= 1ull << i;
      if (!parse_elems(fp, e->kids[i]->then_elems, e->kids[i]->nthen)) return false;
    }
  }
  default: return parser_error(p, "unsupported assembly format element");
  }
}

static bool parse_elems(FmtParser *fp, FmtElem *const *elems, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!parse_elem(fp, elems[i])) return false;
  return true;
}

/* ---- type inference and operand resolution ------------------------------------------------ */

/* A value's type fails its constraint before a transformer reads it:
 * upstream's generated parser reports it at the op. */
static bool report_type_error(void *user, const char *name, const OdsConstraint *cons, const Type *t) {
  FmtParser *fp = user;
  StrBuf ts;
  sb_init(&ts, &fp->ctx->alloc);
  print_type(t, &ts);
  parser_error_loc(fp->p, fp->st->loc, "'%s' must be %s, but got '%s'", name, cons->summary,
                   ts.data ? ts.data : "");
  sb_free(&ts);
  return false;
}

static bool add_segment_sizes(FmtParser *fp) {
  const OdsOp *o = fp->ps.o;
  if (!(o->ods_traits & ODS_ATTR_SIZED_OPERANDS)) return true;
  int32_t *sizes = ctx_alloc(fp->ctx, (o->n_operands + 1) * sizeof *sizes);
  if (!sizes) return false;
  for (unsigned i = 0; i < o->n_operands; i++) sizes[i] = (int32_t)fp->ps.operands[i].nuses;
  const Attr *a = attr_dense_array(fp->ctx, type_integer(fp->ctx, 32, SIGNLESS), o->n_operands, sizes,
                                   o->n_operands * sizeof *sizes);
  ctx_free(fp->ctx, sizes);
  return a && opstate_add_attr(fp->st, ident_cstr(fp->ctx, "operandSegmentSizes"), a);
}

static bool add_defaults(FmtParser *fp) {
  const OdsOp *o = fp->ps.o;
  for (unsigned i = 0; i < o->n_attrs; i++) {
    const OdsAttr *a = &o->attrs[i];
    if (!(a->flags & ODS_ATTR_DEFAULT)) continue;
    bool present = false;
    for (size_t k = 0; k < fp->st->num_attrs && !present; k++)
      present = strcmp(fp->st->attrs[k].name->str, a->name) == 0;
    if (present) continue;
    const Attr *d = ods_attr_default(fp->ctx, a);
    if (d && !opstate_add_attr(fp->st, ident_cstr(fp->ctx, a->name), d)) return false;
  }
  return true;
}

/* `operands` with the types given per operand (`type($condition)`, the
 * others inferred): the uses go to the operand groups in order, when the
 * count fits (else the count error of resolve() reports it). */
static bool split_all_operands(FmtParser *fp) {
  const OdsOp *o = fp->ps.o;
  if (!fp->ps.used_all_operands || fp->ps.have_all_operand_types || fp->ps.n_all_uses != o->n_operands)
    return true;
  for (unsigned i = 0; i < o->n_operands; i++)
    if (o->operands[i].arity != ODS_SINGLE) return true;
  for (unsigned i = 0; i < o->n_operands; i++)
    if (!fmt_group_add_use(fp->ctx, &fp->ps.operands[i], &fp->ps.all_uses[i])) return false;
  fp->ps.used_all_operands = false;
  return true;
}

static bool resolve(FmtParser *fp, const Token *op_tok) {
  const OdsOp *o = fp->ps.o;
  Parser *p = fp->p;
  if (!split_all_operands(fp)) return false;
  if (fp->ps.have_all_result_types) {
    for (unsigned i = 0; i < fp->ps.n_all_result_types; i++)
      if (!opstate_add_type(fp->st, fp->ps.all_result_types[i])) return false;
  }
  OdsInfer in = {fp->ctx, o, fp->ps.operands, fp->ps.results, report_type_error, fp};
  if (!ods_infer_types(&in)) return false;
  bool missing = false;
  for (unsigned i = 0; i < o->n_results && !fp->ps.have_all_result_types; i++)
    missing |= !fp->ps.results[i].have_types &&
               (o->results[i].arity == ODS_SINGLE || fp->st->name->def->infer); /* infer: variadic too */
  if (fp->ps.used_all_operands) {
    if (fp->ps.n_all_operand_types != fp->ps.n_all_uses)
      return parser_error_at(p, op_tok, "%u operands present, but expected %u", fp->ps.n_all_uses,
                             fp->ps.n_all_operand_types);
    for (unsigned i = 0; i < fp->ps.n_all_uses; i++) {
      Value *v = resolve_ssa_use(p, &fp->ps.all_uses[i], fp->ps.all_operand_types[i]);
      if (!v || !opstate_add_operand(fp->st, v)) return false;
    }
  } else {
    if (fp->ps.have_all_operand_types) {
      /* `functional-type(operands, ...)` with the operands named one by
       * one: the types go to the groups in order. */
      unsigned total = 0;
      for (unsigned i = 0; i < o->n_operands; i++) total += fp->ps.operands[i].nuses;
      if (total != fp->ps.n_all_operand_types)
        return parser_error_at(p, op_tok, "%u operands present, but expected %u", total,
                               fp->ps.n_all_operand_types);
      for (unsigned i = 0, k = 0; i < o->n_operands; i++) {
        FmtGroup *g = &fp->ps.operands[i];
        g->ntypes = 0;
        for (unsigned u = 0; u < g->nuses; u++)
          if (!fmt_group_add_type(fp->ctx, g, fp->ps.all_operand_types[k++])) return false;
      }
    }
    for (unsigned i = 0; i < o->n_operands; i++) {
      FmtGroup *g = &fp->ps.operands[i];
      if (g->ntypes != g->nuses && g->have_start) /* resolveOperands of a variadic group */
        return operand_type_count_error(p, parser_tok_loc(p, &g->start), g->nuses, g->ntypes);
      if (g->ntypes != g->nuses)
        return parser_error_at(p, g->nuses ? &g->uses[0].tok : op_tok,
                               "%u operands present, but expected %u", g->nuses, g->ntypes);
      for (unsigned k = 0; k < g->nuses; k++) {
        Value *v = resolve_ssa_use(p, &g->uses[k], g->types[k]);
        if (!v || !opstate_add_operand(fp->st, v)) return false;
      }
    }
  }
  if (!add_segment_sizes(fp) || !add_defaults(fp)) return false;
  if (missing) {
    /* Ops implementing InferTypeOpInterface compute their result types
     * from the operands and attributes (resolved above). */
    OpInferFn infer = fp->st->name->def->infer;
    if (!infer) return parser_error_at(p, op_tok, "failed to infer the result type of '%s'", o->name);
    return infer(fp->st);
  }
  for (unsigned i = 0; i < o->n_results && !fp->ps.have_all_result_types; i++)
    for (unsigned k = 0; k < fp->ps.results[i].ntypes; k++)
      if (!opstate_add_type(fp->st, fp->ps.results[i].types[k])) return false;
  return true;
}

bool ods_format_parse(Parser *p, OperationState *st) {
  const OdsOp *o = st->name->def->ods;
  Context *ctx = p->ctx;
  const Format *f = ods_format_get(ctx, o);
  if (!f) return parser_error(p, "custom op '%s' has an invalid assembly format", o->name);
  Token op_tok = p->tok;
  FmtParser fp;
  memset(&fp, 0, sizeof fp);
  fp.p = p;
  fp.st = st;
  fp.ctx = ctx;
  fp.ps.o = o;
  fp.ps.operands = ctx_zalloc(ctx, (o->n_operands + 1) * sizeof *fp.ps.operands);
  fp.ps.results = ctx_zalloc(ctx, (o->n_results + 1) * sizeof *fp.ps.results);
  bool ok = fp.ps.operands && fp.ps.results && parse_elems(&fp, f->elems, f->n) &&
            resolve(&fp, &op_tok);
  for (unsigned i = 0; fp.ps.operands && i < o->n_operands; i++) {
    ctx_free(ctx, fp.ps.operands[i].uses);
    ctx_free(ctx, fp.ps.operands[i].types);
  }
  for (unsigned i = 0; fp.ps.results && i < o->n_results; i++) ctx_free(ctx, fp.ps.results[i].types);
  ctx_free(ctx, fp.ps.operands);
  ctx_free(ctx, fp.ps.results);
  ctx_free(ctx, fp.ps.all_uses);
  ctx_free(ctx, fp.ps.all_operand_types);
  ctx_free(ctx, fp.ps.all_result_types);
  return ok;
}
