/* async.c: the async dialect: its ops, attributes and types come from
 * upstream's ODS (the declarative formats); written here is what upstream
 * writes in C++: the syntax of `!async.value<T>` and async.await's
 * custom<AwaitResultType> directive and verifier. */
#include "../dialects.h"
#include "../../ods/ods_format.h"

MLIR_INTERNAL extern const OdsDialect ODS_async; /* generated from ODS */

/* `<` type `>` */
static const Storage *value_type_parse(Parser *p, const AttrClass *cls) {
  if (!parser_expect(p, T_LESS, "expected '<'")) return NULL;
  const Type *t = parse_type(p);
  if (!t || !parser_expect(p, T_GREATER, "expected '>'")) return NULL;
  uint64_t w = PTR_WORD(t);
  return ods_def_get(p->ctx, cls, &w);
}

static void value_type_print(const Storage *s, const AttrPrinter *ap) {
  sb_putc(ap->out, '<');
  ap_print_type(ap, WORD_PTR(const Type, ods_def_param(s, 0)));
  sb_putc(ap->out, '>');
}

/* (type($operand), type($result)): the operand's type; awaiting an
 * !async.value<T> gives a T, awaiting a token nothing. */
bool async_await_result_type_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                   unsigned nargs) {
  const FmtElem *o = nargs == 2 && args[0]->nkids ? args[0]->kids[0] : NULL;
  const FmtElem *r = nargs == 2 && args[1]->nkids ? args[1]->kids[0] : NULL;
  if (!o || !r || o->kind != F_OPERAND || r->kind != F_RESULT)
    return parser_error(p, "custom directive 'AwaitResultType' has unexpected arguments");
  const Type *t = parse_type(p);
  if (!t) return false;
  FmtGroup *og = &ps->operands[o->index], *rg = &ps->results[r->index];
  og->have_types = rg->have_types = true;
  if (!fmt_group_add_type(p->ctx, og, t)) return false;
  const OdsAttrDef *def = t->kind == TK_DIALECT ? WORD_PTR(const AttrClass, t->p[0])->data : NULL;
  if (def && strcmp(def->name, "async.value") == 0)
    return fmt_group_add_type(p->ctx, rg, WORD_PTR(const Type, ods_def_param(t, 0)));
  return true;
}

void async_await_result_type_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                   unsigned nargs) {
  if (op->num_operands) pr_type(pr, op->operands[0].value->type);
}

/* Upstream's verifier: a token gives nothing, a value its own type. */
static bool await_verify(Operation *op) {
  if (op->num_operands != 1) return true;
  const Type *t = op->operands[0].value->type;
  const OdsAttrDef *def = t->kind == TK_DIALECT ? WORD_PTR(const AttrClass, t->p[0])->data : NULL;
  if (def && strcmp(def->name, "async.token") == 0 && op->num_results)
    return op_fail(op, "awaiting on a token must have empty result");
  if (def && strcmp(def->name, "async.value") == 0 && op->num_results) {
    const Type *v = WORD_PTR(const Type, ods_def_param(t, 0));
    if (op->results[0].type != v) {
      StrBuf r, e;
      sb_init(&r, &op_context(op)->alloc);
      sb_init(&e, &op_context(op)->alloc);
      print_type(op->results[0].type, &r);
      print_type(v, &e);
      op_fail(op, "result type '%s' does not match async value type '%s'", r.data ? r.data : "", e.data ? e.data : "");
      sb_free(&r);
      sb_free(&e);
      return false;
    }
  }
  return true;
}

static const OpHooks ASYNC_HOOKS[] = {
    {.name = "async.await", .verify = await_verify},
    {NULL},
};

static const DefHooks ASYNC_DEF_HOOKS[] = {
    {.name = "async.value", .parse = value_type_parse, .print = value_type_print},
    {NULL},
};

const DialectDef ASYNC_DIALECT = {.ns = "async", .ods = &ODS_async, .hooks = ASYNC_HOOKS,
                                   .def_hooks = ASYNC_DEF_HOOKS};
