/* func.c: the func dialect's hand-written pieces: func.func's custom
 * syntax (upstream's function_interface_impl parse/print: visibility,
 * symbol, signature with argument/result attributes, `attributes`, body). */
#include "../dialects.h"
#include "../utils/dialect_util.h"
#include "../utils/elems.h"

MLIR_INTERNAL extern const OdsDialect ODS_func; /* generated from ODS */

/* One argument or result as written in a signature. */
typedef struct SigEntry {
  UnresolvedUse name; /* tok.kind == T_PERCENT_ID when named */
  const Type *type;
  const Attr *attrs;  /* dictionary or NULL */
  const Loc *loc;
} SigEntry;

static bool push_entry(Context *ctx, SigEntry **v, size_t *n, size_t *cap, SigEntry e) {
  if (!vec_grow(&ctx->alloc, (void **)v, cap, *n + 1, sizeof **v)) return false;
  (*v)[(*n)++] = e;
  return true;
}

static bool parse_optional_dict(Parser *p, const Attr **out) {
  *out = NULL;
  if (p->tok.kind != T_LBRACE) return true;
  OperationState tmp;
  opstate_init(&tmp, p->ctx, NULL, NULL);
  bool ok = parse_attr_dict(p, &tmp);
  if (ok) *out = attr_dictionary(p->ctx, tmp.num_attrs, tmp.attrs, NULL);
  opstate_free(&tmp);
  return ok && *out;
}

/* `(%a: i32 {attrs} loc(...), ...)` or `(i32 {attrs}, ...)`. */
static bool parse_args(Parser *p, SigEntry **args, size_t *n, size_t *cap, bool *named) {
  if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
  *named = p->tok.kind == T_PERCENT_ID;
  if (parser_consume_if(p, T_RPAREN)) return true;
  do {
    SigEntry e = {{0}, NULL, NULL, NULL};
    if (*named) {
      if (p->tok.kind != T_PERCENT_ID) return parser_op_error(p, NULL, "expected SSA identifier");
      if (!parse_ssa_use(p, &e.name)) return false;
      if (!parser_expect(p, T_COLON, "expected ':'")) return false;
    } else if (p->tok.kind == T_PERCENT_ID) {
      return parser_op_error(p, NULL, "expected type instead of SSA identifier");
    }
    e.type = parse_type(p);
    if (!e.type || !parse_optional_dict(p, &e.attrs)) return false;
    if (*named && !parse_optional_trailing_loc(p, &e.loc)) return false;
    if (!push_entry(p->ctx, args, n, cap, e)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ')'");
}

static bool parse_results(Parser *p, SigEntry **res, size_t *n, size_t *cap) {
  if (!parser_consume_if(p, T_ARROW)) return true;
  if (parser_consume_if(p, T_LPAREN)) {
    if (parser_consume_if(p, T_RPAREN)) return true;
    do {
      SigEntry e = {{0}, NULL, NULL, NULL};
      e.type = parse_type(p);
      if (!e.type || !parse_optional_dict(p, &e.attrs) || !push_entry(p->ctx, res, n, cap, e))
        return false;
    } while (parser_consume_if(p, T_COMMA));
    return parser_expect(p, T_RPAREN, "expected ')'");
  }
  SigEntry e = {{0}, NULL, NULL, NULL};
  e.type = parse_type(p);
  return e.type && push_entry(p->ctx, res, n, cap, e);
}

/* `arg_attrs`/`res_attrs`: an array of dictionaries, present only when
 * some entry has attributes. */
static bool add_attr_array(OperationState *st, const char *name, SigEntry *v, size_t n) {
  Context *ctx = st->ctx;
  bool any = false;
  for (size_t i = 0; i < n; i++) any |= v[i].attrs && dict_size(v[i].attrs);
  if (!any) return true;
  const Attr **elems = ctx_alloc(ctx, n * sizeof *elems);
  if (!elems) return false;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, NULL);
  for (size_t i = 0; i < n; i++) elems[i] = v[i].attrs ? v[i].attrs : empty;
  const Attr *arr = attr_array(ctx, n, elems);
  ctx_free(ctx, elems);
  return arr && opstate_add_attr(st, ident_cstr(ctx, name), arr);
}

static bool func_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  SigEntry *args = NULL, *res = NULL;
  size_t nargs = 0, capa = 0, nres = 0, capr = 0;
  bool ok = false, named = false;
  if (tok_is_keyword(&p->tok, "public") || tok_is_keyword(&p->tok, "private") ||
      tok_is_keyword(&p->tok, "nested")) {
    const Attr *vis = attr_string(ctx, p->tok.start, p->tok.len, NULL);
    parser_advance(p);
    if (!vis || !opstate_add_attr(st, ident_cstr(ctx, "sym_visibility"), vis)) goto done;
  }
  const Ident *name;
  if (!parse_symbol_name(p, &name)) goto done;
  if (!opstate_add_attr(st, ident_cstr(ctx, "sym_name"), attr_string(ctx, name->str, name->len, NULL)))
    goto done;
  if (!parse_args(p, &args, &nargs, &capa, &named) || !parse_results(p, &res, &nres, &capr)) goto done;
  const Type **tys = ctx_alloc(ctx, (nargs + nres + 1) * sizeof *tys);
  if (!tys) goto done;
  for (size_t i = 0; i < nargs; i++) tys[i] = args[i].type;
  for (size_t i = 0; i < nres; i++) tys[nargs + i] = res[i].type;
  const Type *fnty = type_function(ctx, nargs, tys, nres, tys + nargs);
  ctx_free(ctx, tys);
  if (!fnty || !opstate_add_attr(st, ident_cstr(ctx, "function_type"), attr_type(ctx, fnty))) goto done;
  if (!add_attr_array(st, "arg_attrs", args, nargs) || !add_attr_array(st, "res_attrs", res, nres))
    goto done;
  if (parser_consume_keyword(p, "attributes") && !parse_attr_dict(p, st)) goto done;
  Region *body = opstate_add_region(st);
  if (!body) goto done;
  if (p->tok.kind == T_LBRACE) {
    /* Unnamed arguments leave the entry block to the body: it declares its
     * own arguments (`^bb0(%a: f32):`), checked against the signature by the
     * verifier. */
    size_t nra = named ? nargs : 0;
    Token lbrace = p->tok;
    RegionArg *ra = ctx_zalloc(ctx, (nra + 1) * sizeof *ra);
    if (!ra) goto done;
    for (size_t i = 0; i < nra; i++) {
      ra[i].name = args[i].name;
      ra[i].type = args[i].type;
      ra[i].loc = args[i].loc;
    }
    bool rok = parse_region(p, body, ra, nra, false);
    ctx_free(ctx, ra);
    if (!rok) goto done;
    if (!body->first) {
      parser_op_error(p, &lbrace, "expected non-empty function body");
      goto done;
    }
  }
  ok = true;
done:
  ctx_free(ctx, args);
  ctx_free(ctx, res);
  return ok;
}

static void print_dict_entries(Printer *pr, const Attr *d) {
  if (!d || !dict_size(d)) return;
  pr_putc(pr, ' ');
  pr_attr(pr, d);
}

static void func_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "sym_name", 8);
  const Attr *vis = op_get_attr(op, "sym_visibility", 14);
  const Attr *fty = op_get_attr(op, "function_type", 13);
  const Attr *arg_attrs = op_get_attr(op, "arg_attrs", 9);
  const Attr *res_attrs = op_get_attr(op, "res_attrs", 9);
  if (!name || name->kind != AK_STRING || !fty || fty->kind != AK_TYPE) return;
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  pr_putc(pr, ' ');
  if (vis && vis->kind == AK_STRING) {
    const Ident *v = attr_string_ident(vis);
    sb_append(pr->out, v->str, v->len);
    pr_putc(pr, ' ');
  }
  pr_symbol_name(pr, attr_string_ident(name));
  const Region *body = &op->regions[0];
  bool external = !body->first;
  pr_putc(pr, '(');
  for (unsigned i = 0; i < fn_num_inputs(ft); i++) {
    if (i) pr_puts(pr, ", ");
    const Attr *d = arg_attrs && arg_attrs->kind == AK_ARRAY && i < arg_attrs->n
                        ? WORD_PTR(const Attr, arg_attrs->p[i])
                        : NULL;
    if (!external && i < body->first->nargs) {
      Value *a = body->first->args[i];
      pr_value(pr, a);
      pr_puts(pr, ": ");
      pr_type(pr, a->type);
      print_dict_entries(pr, d);
      if (pr->flags.debug_info) {
        pr_putc(pr, ' ');
        pr_location(pr, a->loc, false);
      }
    } else {
      pr_type(pr, fn_input(ft, i));
      print_dict_entries(pr, d);
    }
  }
  pr_putc(pr, ')');
  unsigned nres = fn_num_results(ft);
  if (nres) {
    pr_puts(pr, " -> ");
    const Attr *d0 = res_attrs && res_attrs->kind == AK_ARRAY && res_attrs->n
                         ? WORD_PTR(const Attr, res_attrs->p[0])
                         : NULL;
    bool paren = nres > 1 || fn_result(ft, 0)->kind == TK_FUNCTION || (d0 && dict_size(d0));
    if (paren) pr_putc(pr, '(');
    for (unsigned i = 0; i < nres; i++) {
      if (i) pr_puts(pr, ", ");
      pr_type(pr, fn_result(ft, i));
      if (res_attrs && res_attrs->kind == AK_ARRAY && i < res_attrs->n)
        print_dict_entries(pr, WORD_PTR(const Attr, res_attrs->p[i]));
    }
    if (paren) pr_putc(pr, ')');
  }
  static const char *const elided[] = {"sym_name", "sym_visibility", "function_type",
                                       "arg_attrs", "res_attrs", NULL};
  pr_attr_dict(pr, op, elided, true);
  if (!external) {
    pr_putc(pr, ' ');
    pr_region(pr, body, false, true, false);
  }
}

/* Argument and result attributes must be dialect attributes (their names
 * hold a '.'), as upstream's function_interface_impl::verifyTrait. */
static bool only_dialect_attrs(const Attr *arr) {
  if (!arr || arr->kind != AK_ARRAY) return true;
  for (size_t i = 0; i < arr->n; i++) {
    const Attr *d = WORD_PTR(const Attr, arr->p[i]);
    if (!d || d->kind != AK_DICTIONARY) continue;
    for (size_t j = 0; j < dict_size(d); j++)
      if (!memchr(dict_name(d, j)->str, '.', dict_name(d, j)->len)) return false;
  }
  return true;
}

/* FunctionOpInterface: dialect-only argument and result attributes, and the
 * entry block matches the signature. */
static bool func_verify(Operation *op) {
  const Attr *fty = op_get_attr(op, "function_type", 13);
  if (!fty || fty->kind != AK_TYPE || WORD_PTR(const Type, fty->p[0])->kind != TK_FUNCTION)
    return op_fail(op, "requires attribute 'function_type'");
  if (!only_dialect_attrs(op_get_attr(op, "arg_attrs", 9)))
    return op_fail(op, "arguments may only have dialect attributes");
  if (!only_dialect_attrs(op_get_attr(op, "res_attrs", 9)))
    return op_fail(op, "results may only have dialect attributes");
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  Block *entry = op->regions[0].first;
  if (!entry) return true;
  if (entry->nargs != fn_num_inputs(ft))
    return op_fail(op, "entry block must have %u arguments to match function signature",
                   fn_num_inputs(ft));
  for (unsigned i = 0; i < entry->nargs; i++)
    if (entry->args[i]->type != fn_input(ft, i)) {
      StrBuf a, b;
      sb_init(&a, &op_context(op)->alloc);
      sb_init(&b, &op_context(op)->alloc);
      print_type(fn_input(ft, i), &a);
      print_type(entry->args[i]->type, &b);
      op_fail(op, "type of entry block argument #%u('%s') must match the type of the corresponding "
                  "argument in function signature('%s')", i, b.data, a.data);
      sb_free(&a);
      sb_free(&b);
      return false;
    }
  return true;
}

/* func.return matches the enclosing function's results. */
static bool return_verify(Operation *op) {
  Operation *fn = op_parent_op(op);
  const Attr *fty = fn ? op_get_attr(fn, "function_type", 13) : NULL;
  const Attr *name = fn ? op_get_attr(fn, "sym_name", 8) : NULL;
  if (!fty || fty->kind != AK_TYPE || !name || name->kind != AK_STRING) return true;
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  if (op->num_operands != fn_num_results(ft))
    return op_fail(op, "has %u operands, but enclosing function (@%s) returns %u", op->num_operands,
                   attr_string_ident(name)->str, fn_num_results(ft));
  for (unsigned i = 0; i < op->num_operands; i++)
    if (op->operands[i].value->type != fn_result(ft, i)) {
      StrBuf a, b;
      sb_init(&a, &op_context(op)->alloc);
      sb_init(&b, &op_context(op)->alloc);
      print_type(op->operands[i].value->type, &a);
      print_type(fn_result(ft, i), &b);
      op_fail_plain(op, "type of return operand %u ('%s') doesn't match function result type ('%s') in "
                  "function @%s", i, a.data, b.data, attr_string_ident(name)->str);
      sb_free(&a);
      sb_free(&b);
      return false;
    }
  return true;
}

/* The func.func a flat symbol reference attribute `name` of `op` names,
 * or NULL. */
static Operation *referenced_func(Operation *op, const char *attr, size_t n) {
  const Attr *ref = op_get_attr(op, attr, n);
  if (!ref || ref->kind != AK_SYMBOL_REF) return NULL;
  Operation *fn = symbol_resolve(op, ref);
  return fn && strcmp(fn->name->name->str, "func.func") == 0 ? fn : NULL;
}

static const Type *func_type_of(Operation *fn) {
  const Attr *a = op_get_attr(fn, "function_type", 13);
  return a && a->kind == AK_TYPE ? WORD_PTR(const Type, a->p[0]) : NULL;
}

/* CallOp::verifySymbolUses: the callee exists and its signature matches. */
static bool call_verify_symbol_uses(Operation *op) {
  const Attr *ref = op_get_attr(op, "callee", 6);
  if (!ref || ref->kind != AK_SYMBOL_REF)
    return op_fail(op, "requires a 'callee' symbol reference attribute");
  Operation *fn = referenced_func(op, "callee", 6);
  const Type *ft = fn ? func_type_of(fn) : NULL;
  if (!ft) return op_fail(op, "'%s' does not reference a valid function", WORD_PTR(const Ident, ref->p[0])->str);
  Context *ctx = op_context(op);
  if (fn_num_inputs(ft) != op->num_operands) return op_fail(op, "incorrect number of operands for callee");
  for (unsigned i = 0; i < op->num_operands; i++)
    if (op->operands[i].value->type != fn_input(ft, i))
      return op_fail(op, "operand type mismatch: expected operand type '%s', but provided '%s' for operand number %u",
                     type_text(ctx, fn_input(ft, i)), type_text(ctx, op->operands[i].value->type), i);
  if (fn_num_results(ft) != op->num_results) return op_fail(op, "incorrect number of results for callee");
  for (unsigned i = 0; i < op->num_results; i++) {
    if (op->results[i].type == fn_result(ft, i)) continue;
    Diag *d = op_error(op, "result type mismatch at index %u", i);
    if (!d) return false;
    diag_note_current_op(d, op);
    Diag *n = diag_note(ctx, d, op->loc);
    if (n) {
      sb_puts(&n->msg, "      op result types: ");
      for (unsigned k = 0; k < op->num_results; k++) {
        if (k) sb_puts(&n->msg, ", ");
        du_type_str(&n->msg, op->results[k].type, true);
      }
    }
    n = diag_note(ctx, d, op->loc);
    if (n) {
      sb_puts(&n->msg, "function result types: ");
      for (unsigned k = 0; k < fn_num_results(ft); k++) {
        if (k) sb_puts(&n->msg, ", ");
        du_type_str(&n->msg, fn_result(ft, k), true);
      }
    }
    diag_emit(ctx, d);
    return false;
  }
  return true;
}

/* ConstantOp::verifySymbolUses: a function of the constant's type. */
static bool constant_verify_symbol_uses(Operation *op) {
  const Attr *ref = op_get_attr(op, "value", 5);
  if (!ref || ref->kind != AK_SYMBOL_REF || !op->num_results) return true;
  Operation *fn = referenced_func(op, "value", 5);
  if (!fn) return op_fail(op, "reference to undefined function '%s'", WORD_PTR(const Ident, ref->p[0])->str);
  if (func_type_of(fn) != op->results[0].type) return op_fail(op, "reference to function with mismatched type");
  return true;
}

/* ---- folding and canonicalization ------------------------------------------------- */

static const FoldHook FOLDS[] = {{"func.constant", fold_to_value_attr}, {NULL, NULL}};

/* call_indirect(func.constant @f, args) -> call @f(args) */
static bool call_indirect_canonicalize(Rewriter *rw, Operation *op) {
  Operation *fc = def_is(opnd(op, 0), "func.constant");
  if (!fc) return false;
  Context *ctx = rw->ctx;
  unsigned n = op->num_operands - 1, nr = op->num_results;
  const Type **types = ctx_alloc(ctx, (nr ? nr : 1) * sizeof *types);
  Value **res = ctx_alloc(ctx, (nr ? nr : 1) * sizeof *res);
  Value **args = ctx_alloc(ctx, (n ? n : 1) * sizeof *args);
  bool ok = false;
  if (types && res && args) {
    for (unsigned i = 0; i < nr; i++) types[i] = op->results[i].type;
    for (unsigned i = 0; i < n; i++) args[i] = opnd(op, 1 + i); /* operands are use nodes, not a Value* array */
    NamedAttr a = named(ctx, "callee", op_get_attr(fc, "value", 5));
    Operation *call = rw_build(rw, "func.call", op->loc, n, args, nr, types, 1, &a);
    if (call) {
      for (unsigned i = 0; i < nr; i++) res[i] = &call->results[i];
      rw_replace_op(rw, op, res);
      ok = true;
    }
  }
  ctx_free(ctx, (void *)types);
  ctx_free(ctx, res);
  ctx_free(ctx, args);
  return ok;
}

static const Pattern CallIndirectCanonicalize = {.root = "func.call_indirect", .benefit = 1, .match_and_rewrite = call_indirect_canonicalize, .debug_name = "CallIndirectOp::canonicalize"};

static const Pattern *const PATTERNS[] = {&CallIndirectCanonicalize, NULL};

/* FuncDialect::materializeConstant: func.constant of a symbol reference. */
static Operation *func_materialize(Rewriter *rw, const Attr *attr, const Type *type, const Loc *loc) {
  if (attr->kind != AK_SYMBOL_REF || attr->n != 1 || type->kind != TK_FUNCTION) return NULL;
  NamedAttr a = named(rw->ctx, "value", attr);
  return rw_build(rw, "func.constant", loc, 0, NULL, 1, &type, 1, &a);
}

static const OpHooks HOOKS[] = {
    {.name = "func.func", .parse = func_parse, .print = func_print, .verify = func_verify, .default_dialect = "func"},
    {.name = "func.return", .verify = return_verify},
    {.name = "func.call", .verify_symbol_uses = call_verify_symbol_uses},
    {.name = "func.constant", .static_names = "f", .verify_symbol_uses = constant_verify_symbol_uses},
    {0},
};

MLIR_INTERNAL extern const OpInterfaceHooks FUNC_INTERFACES[];

const DialectDef FUNC_DIALECT = {.ns = "func",
                                 .ods = &ODS_func,
                                 .hooks = HOOKS,
                                 .folds = (const FoldHook *const[]){FOLDS, NULL},
                                 .patterns = (const Pattern *const *const[]){PATTERNS, NULL},
                                 .interfaces = (const OpInterfaceHooks *const[]){FUNC_INTERFACES, NULL},
                                 .materialize = func_materialize};
