/* irdl.c: the irdl dialect (IR definition language): ops, enums and types
 * from upstream's ODS; written here are what upstream writes in C++: the
 * custom directives of its formats (SingleBlockRegion, NamedValueList,
 * NamedValueListWithVariadicity, AttributesOp) and the syntax of
 * `#irdl<variadicity_array[ single,  variadic]>`. Loading the dialects an
 * IRDL module defines is irdl_load.c. */
#include "../dialects.h"
#include "../../ods/ods_format.h"

MLIR_INTERNAL extern const OdsDialect ODS_irdl; /* generated from ODS */

/* ---- #irdl<variadicity_array[...]> ------------------------------------------------- */

/* An attribute class of the irdl dialect by C++ class (enum attributes
 * included, which ods_def_class_by_cpp leaves out). */
static const AttrClass *irdl_attr_class(Context *ctx, const char *cpp) {
  const Dialect *d = ctx_lookup_dialect(ctx, "irdl", 4);
  for (const AttrClass *const *c = d ? d->attr_classes : NULL; c && *c; c++) {
    const OdsAttrDef *def = (*c)->data;
    if (def && def->cpp_class && strcmp(def->cpp_class, cpp) == 0) return *c;
  }
  return NULL;
}

static const AttrClass *variadicity_class(Context *ctx) { return irdl_attr_class(ctx, "VariadicityAttr"); }

/* `[` (keyword (`,` keyword)*)? `]`: one #irdl<variadicity> per case. */
static const Storage *variadicity_array_parse(Parser *p, const AttrClass *cls) {
  Context *ctx = p->ctx;
  const AttrClass *vc = variadicity_class(ctx);
  const OdsAttrDef *vdef = vc ? vc->data : NULL;
  if (!vdef || !parser_expect(p, T_LSQUARE, "expected '['")) return NULL;
  PtrVec items = {0};
  bool ok = true;
  if (p->tok.kind != T_RSQUARE) {
    do {
      uint64_t v;
      ok = ods_enum_parse_value(p, vdef->enum_info, &v);
      const Attr *a = ok ? ods_enum_attr_get(ctx, vc, v) : NULL;
      ok = a && pv_push(&ctx->alloc, &items, (void *)a);
    } while (ok && parser_consume_if(p, T_COMMA));
  }
  ok = ok && parser_expect(p, T_RSQUARE, "expected ']'");
  const Storage *s = NULL;
  if (ok) {
    uint64_t w = PTR_WORD(attr_array(ctx, items.len, (const Attr *const *)items.data));
    s = ods_def_get(ctx, cls, &w);
  }
  pv_free(&ctx->alloc, &items);
  return s;
}

/* Upstream prints each case after a space: `[ single,  variadic]`. */
static void variadicity_array_print(const Storage *s, const AttrPrinter *ap) {
  const Attr *arr = WORD_PTR(const Attr, ods_def_param(s, 0));
  sb_putc(ap->out, '[');
  for (uint32_t i = 0; arr && i < arr->n; i++) {
    const Attr *v = WORD_PTR(const Attr, arr->p[i]);
    const OdsAttrDef *vdef = WORD_PTR(const AttrClass, v->p[0])->data;
    sb_puts(ap->out, i ? ",  " : " ");
    ods_enum_print_value(vdef->enum_info, v->p[1], ap->out);
  }
  sb_putc(ap->out, ']');
}

static const DefHooks IRDL_DEF_HOOKS[] = {
    {.name = "irdl.variadicity_array", .parse = variadicity_array_parse, .print = variadicity_array_print},
    {NULL},
};

/* ---- custom directives ------------------------------------------------------------ */

static const FmtElem *var_of(const FmtElem *e) {
  while (e && (e->kind == F_REF || e->kind == F_TYPE || e->kind == F_QUALIFIED) && e->nkids) e = e->kids[0];
  return e;
}

static bool arg_is(FmtElem *const *args, unsigned nargs, unsigned i, FmtKind k) {
  return i < nargs && var_of(args[i]) && var_of(args[i])->kind == k;
}

static const char *attr_name(const OdsOp *o, FmtElem *const *args, unsigned i) {
  return o->attrs[var_of(args[i])->index].name;
}

static bool bad_args(Parser *p, const char *name) {
  return parser_error(p, "custom directive '%s' has unexpected arguments", name);
}

/* ($body): a region whose block is added when the text leaves it empty. */
bool irdl_single_block_region_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                    unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_REGION)) return bad_args(p, "SingleBlockRegion");
  Region *r = opstate_add_region(st);
  if (!r || !parse_region(p, r, NULL, 0, false)) return false;
  if (!r->first) {
    Block *b = block_create(&p->ctx->alloc);
    if (!b) return false;
    region_append_block(r, b);
  }
  return true;
}

void irdl_single_block_region_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                    unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_REGION)) return;
  unsigned i = (unsigned)var_of(args[0])->index;
  if (i < op->num_regions) pr_region(pr, &op->regions[i], false, true, false);
}

/* `(` (name `:` [variadicity] %value (`,` ...)*)? `)`; `variadicity`
 * says whether the variadicity keyword is read (NULL: NamedValueList). */
static bool parse_named_values(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                               const char *names_attr, const char *variadicity_attr) {
  Context *ctx = p->ctx;
  const AttrClass *vc = variadicity_attr ? variadicity_class(ctx) : NULL;
  const OdsAttrDef *vdef = vc ? vc->data : NULL;
  if (variadicity_attr && !vdef) return false;
  FmtGroup *g = &ps->operands[var_of(args[0])->index];
  PtrVec names = {0}, vars = {0};
  bool ok = parser_expect(p, T_LPAREN, "expected '('");
  if (ok && p->tok.kind != T_RPAREN) {
    do {
      Token name = p->tok;
      if (name.kind != T_BARE_ID) {
        ok = parser_op_error(p, NULL, "expected valid keyword");
        break;
      }
      parser_advance(p);
      const Attr *n = attr_string(ctx, name.start, name.len, NULL);
      ok = n && pv_push(&ctx->alloc, &names, (void *)n) && parser_expect(p, T_COLON, "expected ':'");
      if (ok && vdef) {
        uint64_t v = 0; /* single */
        ok = ods_enum_case_value(vdef->enum_info, "single", 6, &v);
        if (ok && p->tok.kind == T_BARE_ID)
          ok = ods_enum_case_value(vdef->enum_info, p->tok.start, p->tok.len, &v) ? (parser_advance(p), true)
                                                                                 : true;
        const Attr *a = ok ? ods_enum_attr_get(ctx, vc, v) : NULL;
        ok = a && pv_push(&ctx->alloc, &vars, (void *)a);
      }
      UnresolvedUse u;
      ok = ok && parse_ssa_use(p, &u) && fmt_group_add_use(ctx, g, &u);
    } while (ok && parser_consume_if(p, T_COMMA));
  }
  ok = ok && parser_expect(p, T_RPAREN, "expected ')'");
  ok = ok && opstate_add_attr(st, ident_cstr(ctx, names_attr),
                              attr_array(ctx, names.len, (const Attr *const *)names.data));
  if (ok && variadicity_attr) {
    const AttrClass *ac = irdl_attr_class(ctx, "VariadicityArrayAttr");
    uint64_t w = PTR_WORD(attr_array(ctx, vars.len, (const Attr *const *)vars.data));
    const Storage *arr = ac ? ods_def_get(ctx, ac, &w) : NULL;
    ok = arr && opstate_add_attr(st, ident_cstr(ctx, variadicity_attr), arr);
  }
  pv_free(&ctx->alloc, &names);
  pv_free(&ctx->alloc, &vars);
  return ok;
}

bool irdl_named_value_list_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                 unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR))
    return bad_args(p, "NamedValueList");
  return parse_named_values(p, st, ps, args, attr_name(ps->o, args, 1), NULL);
}

bool irdl_named_value_list_variadicity_parse(Parser *p, OperationState *st, FmtParseState *ps,
                                             FmtElem *const *args, unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR) || !arg_is(args, nargs, 2, F_ATTR))
    return bad_args(p, "NamedValueListWithVariadicity");
  return parse_named_values(p, st, ps, args, attr_name(ps->o, args, 1), attr_name(ps->o, args, 2));
}

static void print_named_values(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                               const char *names_attr, const char *variadicity_attr) {
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[0])->index, &start, &count);
  const Attr *names = op_get_attr(op, names_attr, strlen(names_attr));
  const Attr *va = variadicity_attr ? op_get_attr(op, variadicity_attr, strlen(variadicity_attr)) : NULL;
  const Attr *vars = va && va->kind == AK_DIALECT ? WORD_PTR(const Attr, ods_def_param(va, 0)) : NULL;
  pr_putc(pr, '(');
  for (unsigned i = 0; i < count; i++) {
    if (i) pr_puts(pr, ", ");
    const Attr *n = names && names->kind == AK_ARRAY && i < names->n ? WORD_PTR(const Attr, names->p[i]) : NULL;
    const Ident *id = n && n->kind == AK_STRING ? attr_string_ident(n) : NULL;
    if (id) {
      sb_append(pr->out, id->str, id->len);
      pr_puts(pr, ": ");
    }
    const Attr *v = vars && i < vars->n ? WORD_PTR(const Attr, vars->p[i]) : NULL;
    if (v) {
      StrBuf kw;
      sb_init(&kw, &op_context(op)->alloc);
      const OdsAttrDef *vdef = WORD_PTR(const AttrClass, v->p[0])->data;
      ods_enum_print_value(vdef->enum_info, v->p[1], &kw);
      if (kw.data && strcmp(kw.data, "single") != 0) {
        sb_append(pr->out, kw.data, kw.len);
        pr_putc(pr, ' ');
      }
      sb_free(&kw);
    }
    pr_value(pr, op->operands[start + i].value);
  }
  pr_putc(pr, ')');
}

void irdl_named_value_list_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                 unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return;
  print_named_values(pr, op, o, args, attr_name(o, args, 1), NULL);
}

void irdl_named_value_list_variadicity_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                             unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR) || !arg_is(args, nargs, 2, F_ATTR))
    return;
  print_named_values(pr, op, o, args, attr_name(o, args, 1), attr_name(o, args, 2));
}

/* ($values, $names): an optional `{"name" = %value, ...}`. */
bool irdl_attributes_op_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                              unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return bad_args(p, "AttributesOp");
  Context *ctx = p->ctx;
  FmtGroup *g = &ps->operands[var_of(args[0])->index];
  PtrVec names = {0};
  bool ok = true;
  if (parser_consume_if(p, T_LBRACE)) {
    do {
      const Attr *n = parse_attribute(p, NULL);
      if (n && n->kind != AK_STRING) ok = parser_error(p, "expected string attribute");
      UnresolvedUse u;
      ok = ok && n && pv_push(&ctx->alloc, &names, (void *)n) && parser_expect(p, T_EQUAL, "expected '='") &&
           parse_ssa_use(p, &u) && fmt_group_add_use(ctx, g, &u);
    } while (ok && parser_consume_if(p, T_COMMA));
    ok = ok && parser_expect(p, T_RBRACE, "expected '}'");
  }
  ok = ok && opstate_add_attr(st, ident_cstr(ctx, attr_name(ps->o, args, 1)),
                              attr_array(ctx, names.len, (const Attr *const *)names.data));
  pv_free(&ctx->alloc, &names);
  return ok;
}

void irdl_attributes_op_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args, unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return;
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[0])->index, &start, &count);
  if (!count) return;
  const char *an = attr_name(o, args, 1);
  const Attr *names = op_get_attr(op, an, strlen(an));
  pr_putc(pr, '{');
  for (unsigned i = 0; i < count; i++) {
    if (i) pr_puts(pr, ", ");
    if (names && names->kind == AK_ARRAY && i < names->n) pr_attr(pr, WORD_PTR(const Attr, names->p[i]));
    pr_puts(pr, " = ");
    pr_value(pr, op->operands[start + i].value);
  }
  pr_putc(pr, '}');
}

const DialectDef IRDL_DIALECT = {.ns = "irdl", .ods = &ODS_irdl, .def_hooks = IRDL_DEF_HOOKS};
