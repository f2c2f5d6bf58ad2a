/* index.c: the index dialect's hand-written pieces: the result names of
 * index.constant (%idx5, %idx-3) and index.bool.constant (%true, %false),
 * as upstream's getAsmResultNames gives them. */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "../utils/elems.h"

#include <stdio.h>

MLIR_INTERNAL extern const OdsDialect ODS_index; /* generated from ODS */

/* `idx` followed by the constant's value. */
static void constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t), void *user) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || v->kind != AK_INTEGER || !op->num_results) return;
  char buf[32];
  int n = snprintf(buf, sizeof buf, "idx%lld", (long long)attr_int_value(v));
  if (n > 0) set(user, 0, buf, (size_t)n);
}

static void bool_constant_names(Operation *op, void (*set)(void *, unsigned, const char *, size_t),
                                void *user) {
  const Attr *v = op_get_attr(op, "value", 5);
  if (!v || v->kind != AK_INTEGER || !op->num_results) return;
  const char *s = attr_int_value(v) ? "true" : "false";
  set(user, 0, s, strlen(s));
}

/* ---- #index<cmp_predicate slt> ------------------------------------------------ */

/* IndexCmpPredicateAttr's assembly format is `$value`, so its full form
 * is `#index<cmp_predicate slt>` and index.cmp shows the bare keyword; the
 * class is named after the dialect to print and parse that form. Its
 * OdsAttrDef keeps the C++ class name the ODS verifier checks. */
static const OdsAttrDef CMP_DEF = {.name = "index.cmp_predicate", .cpp_class = "IndexCmpPredicateAttr"};

/* The generated enum (its table is private to the generated file). */
static const OdsEnum *cmp_enum(void) {
  for (unsigned i = 0; i < ODS_index.n_attr_defs; i++)
    if (strcmp(ODS_index.attr_defs[i].name, CMP_DEF.name) == 0) return ODS_index.attr_defs[i].enum_info;
  return NULL;
}

static void cmp_print_body(const Attr *a, StrBuf *out) {
  sb_puts(out, "<cmp_predicate ");
  if (cmp_enum()) ods_enum_print_value(cmp_enum(), a->p[1], out);
  sb_putc(out, '>');
}

/* Upstream's generated FieldParser for the enum plus the attribute
 * parser's follow-up error; in an op's format both carry the op prefix. */
static bool parse_cmp_case(Parser *p, bool in_op, uint64_t *out) {
  const OdsEnum *e = cmp_enum();
  Token at = p->tok;
  bool have = at.kind == T_BARE_ID || at.kind == T_STRING;
  if (have && e) {
    StrBuf kw;
    sb_init(&kw, &p->ctx->alloc);
    if (at.kind == T_STRING) unescape_string(&at, &kw);
    else sb_append(&kw, at.start, at.len);
    parser_advance(p);
    for (unsigned i = 0; i < e->ncases; i++)
      if (kw.data && strcmp(e->cases[i].str, kw.data) == 0) {
        sb_free(&kw);
        *out = e->cases[i].value;
        return true;
      }
    sb_free(&kw);
    StrBuf msg;
    sb_init(&msg, &p->ctx->alloc);
    sb_puts(&msg, "expected ::mlir::index::IndexCmpPredicate to be one of: ");
    for (unsigned i = 0; i < e->ncases; i++) sb_printf(&msg, "%s%s", i ? ", " : "", e->cases[i].str);
    if (in_op) parser_op_error(p, &at, "%s", msg.data ? msg.data : "");
    else parser_error_at(p, &at, "%s", msg.data ? msg.data : "");
    sb_free(&msg);
  } else if (in_op) {
    parser_op_error(p, &at, "expected valid keyword or string");
  } else {
    parser_error_at(p, &at, "expected valid keyword or string");
  }
  static const char *const follow =
      "failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a "
      "`::mlir::index::IndexCmpPredicate`";
  if (in_op) parser_error_also(p, parser_tok_loc(p, &p->tok), "%s", follow);
  else {
    Diag *d = diag_new(p->ctx, DIAG_ERROR, parser_tok_loc(p, &p->tok));
    if (d) sb_puts(&d->msg, follow);
    diag_emit(p->ctx, d);
  }
  return false;
}

static const Attr *cmp_parse_body(Parser *p, const AttrClass *cls) {
  uint64_t v;
  if (!parser_expect(p, T_LESS, "expected '<'") || !parser_expect_keyword(p, "cmp_predicate") ||
      !parse_cmp_case(p, false, &v) || !parser_expect(p, T_GREATER, "expected '>'"))
    return NULL;
  return ods_enum_attr_get(p->ctx, cls, v);
}

static const AttrClass CMP_PREDICATE = {
    .name = "index", .print_body = cmp_print_body, .parse_body = cmp_parse_body, .data = &CMP_DEF};

/* `` $pred `(` $lhs `,` $rhs `)` attr-dict, with the bare predicate. */
static bool cmp_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  uint64_t v;
  UnresolvedUse l, r;
  if (!parse_cmp_case(p, true, &v)) return false;
  const Attr *pred = ods_enum_attr_get(ctx, &CMP_PREDICATE, v);
  if (!pred || !opstate_add_attr(st, ident_cstr(ctx, "pred"), pred)) return false;
  if (!parser_expect(p, T_LPAREN, "expected '('") || !parse_ssa_use(p, &l) ||
      !parser_expect(p, T_COMMA, "expected ','") || !parse_ssa_use(p, &r) ||
      !parser_expect(p, T_RPAREN, "expected ')'") || !parse_optional_attr_dict(p, st))
    return false;
  Value *a = resolve_ssa_use(p, &l, ctx->t_index), *b = a ? resolve_ssa_use(p, &r, ctx->t_index) : NULL;
  return b && opstate_add_operand(st, a) && opstate_add_operand(st, b) && opstate_add_type(st, ctx->t_i1);
}

static void cmp_print(Printer *pr, Operation *op) {
  const Attr *pred = op_get_attr(op, "pred", 4);
  pr_putc(pr, ' ');
  if (pred && pred->kind == AK_DIALECT && cmp_enum()) ods_enum_print_value(cmp_enum(), pred->p[1], pr->out);
  else if (pred) pr_attr(pr, pred);
  pr_putc(pr, '(');
  pr_operands(pr, op, 0, op->num_operands);
  pr_putc(pr, ')');
  static const char *const elided[] = {"pred", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* casts and castu: an index on exactly one side. */
static bool index_cast_compatible(const Operation *op) {
  return (op->operands[0].value->type->kind == TK_INDEX) != (op->results[0].type->kind == TK_INDEX);
}
static bool verify_cast(Operation *op) { return du_verify_cast(op, index_cast_compatible); }

static const OpHooks HOOKS[] = {
    {.name = "index.casts", .verify = verify_cast},
    {.name = "index.castu", .verify = verify_cast},
    {.name = "index.constant", .result_names = constant_names},
    {.name = "index.bool.constant", .result_names = bool_constant_names},
    {.name = "index.cmp", .parse = cmp_parse, .print = cmp_print},
    {0},
};

static const AttrClass *const ATTR_CLASSES[] = {&CMP_PREDICATE, NULL};

/* IndexDialect::materializeConstant: index.bool.constant of an i1,
 * index.constant of an index. */
static Operation *index_materialize(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  if (attr->kind != AK_INTEGER) return NULL;
  const Type *at = attr_get_type(attr);
  const char *name = NULL;
  if (at == rw->ctx->t_i1 && type == rw->ctx->t_i1) name = "index.bool.constant";
  else if (at->kind == TK_INDEX && type->kind == TK_INDEX) name = "index.constant";
  if (!name) return NULL;
  NamedAttr a = named(rw->ctx, "value", attr);
  return rw_build(rw, name, loc, 0, NULL, 1, &type, 1, &a);
}

MLIR_INTERNAL extern const FoldHook INDEX_FOLDS[];
MLIR_INTERNAL extern const Pattern *const INDEX_PATTERNS[];

const DialectDef INDEX_DIALECT = {.ns = "index",
                                  .ods = &ODS_index,
                                  .hooks = HOOKS,
                                  .attr_classes = ATTR_CLASSES,
                                  .folds = (const FoldHook *const[]){INDEX_FOLDS, NULL},
                                  .patterns = (const Pattern *const *const[]){INDEX_PATTERNS, NULL},
                                  .materialize = index_materialize};
