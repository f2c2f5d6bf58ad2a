/* llvm_func.c: llvm.func, whose syntax upstream writes in C++:
 * `llvm.func linkage? visibility? unnamed_addr? cconv? @name(signature)
 * (-> results)? vscale_range(a, b)? comdat(@sym)? attributes {...}? body?`,
 * the signature as function_interface_impl's with a trailing `...` for
 * variadic functions; and its verifiers (LLVMFuncOp::verify,
 * verifyRegions and the FunctionOpInterface checks). */
#include "llvm.h"
#include "../utils/dialect_util.h"

/* ---- parsing ------------------------------------------------------------------------ */

static bool push_entry(Context *ctx, LlvmSigEntry **v, size_t *n, size_t *cap, LlvmSigEntry e) {
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

/* `(%a: i32 {attrs} loc(...), ..., ...)` or `(i32 {attrs}, ...)`. */
static bool parse_args(Parser *p, LlvmSigEntry **args, size_t *n, size_t *cap, bool *named, bool *vararg) {
  if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
  *named = p->tok.kind == T_PERCENT_ID;
  if (parser_consume_if(p, T_RPAREN)) return true;
  do {
    if (*vararg) return parser_error(p, "variadic arguments must be in the end of the argument list");
    if (parser_consume_if(p, T_ELLIPSIS)) {
      *vararg = true;
      continue;
    }
    LlvmSigEntry e = {{0}, NULL, NULL, NULL};
    if (p->tok.kind == T_PERCENT_ID) {
      if (*n && !*named) return parser_error(p, "expected type instead of SSA identifier");
      if (!parse_ssa_use(p, &e.name) || !parser_expect(p, T_COLON, "expected ':'")) return false;
    } else if (*n && *named) {
      return parser_error(p, "expected SSA identifier");
    }
    e.type = parse_type(p);
    if (!e.type || !parse_optional_dict(p, &e.attrs) || !parse_optional_trailing_loc(p, &e.loc)) return false;
    if (!*n) *named = e.name.tok.kind == T_PERCENT_ID;
    if (!push_entry(p->ctx, args, n, cap, e)) return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ')'");
}

static bool parse_results(Parser *p, LlvmSigEntry **res, size_t *n, size_t *cap) {
  if (!parser_consume_if(p, T_ARROW)) return true;
  bool paren = parser_consume_if(p, T_LPAREN);
  if (paren && parser_consume_if(p, T_RPAREN)) return true;
  do {
    LlvmSigEntry e = {{0}, NULL, NULL, NULL};
    e.type = parse_type(p);
    if (!e.type || (paren && !parse_optional_dict(p, &e.attrs)) || !push_entry(p->ctx, res, n, cap, e))
      return false;
  } while (paren && parser_consume_if(p, T_COMMA));
  return !paren || parser_expect(p, T_RPAREN, "expected ')'");
}

/* `arg_attrs`/`res_attrs`: an array of dictionaries, present only when
 * some entry has attributes. */
static bool add_attr_array(OperationState *st, const char *name, const LlvmSigEntry *v, size_t n) {
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

/* buildLLVMFunctionType: one result at most (none: void), LLVM types. */
static const Type *build_function_type(Parser *p, const Loc *at, const LlvmSigEntry *args, size_t nargs,
                                       const LlvmSigEntry *res, size_t nres, bool vararg) {
  Context *ctx = p->ctx;
  if (nres > 1) {
    parser_error_loc(p, at, "failed to construct function type: expected zero or one function result");
    return NULL;
  }
  const Type **tys = ctx_alloc(ctx, (nargs + 1) * sizeof *tys);
  if (!tys) return NULL;
  const Type *r = NULL;
  for (size_t i = 0; i < nargs; i++) tys[i] = args[i].type;
  bool ok = true;
  for (size_t i = 0; i < nargs && ok; i++)
    if (!llvm_is_compatible_type(tys[i]))
      ok = parser_error_loc(p, at, "failed to construct function type: expected LLVM type for function arguments");
  const Type *out = nres ? res[0].type : llvm_simple_type(ctx, "void");
  if (ok && !llvm_is_compatible_type(out))
    ok = parser_error_loc(p, at, "failed to construct function type: expected LLVM type for function results'%s'",
                          type_text(ctx, out));
  if (ok) r = llvm_func_type(ctx, out, nargs, tys, vararg);
  ctx_free(ctx, tys);
  return r;
}

static bool add_attr(OperationState *st, const char *name, const Attr *a) {
  return a && opstate_add_attr(st, ident_cstr(st->ctx, name), a);
}

bool llvm_func_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  LlvmSigEntry *args = NULL, *res = NULL;
  size_t nargs = 0, capa = 0, nres = 0, capr = 0;
  bool ok = false, named = false, vararg = false;
  uint64_t linkage = llvm_parse_optional_keyword(p, llvm_enum("LinkageEnum"), 0);
  uint64_t visibility = llvm_parse_optional_keyword(p, llvm_enum("Visibility"), 0);
  uint64_t unnamed = llvm_parse_optional_keyword(p, llvm_enum("UnnamedAddr"), 0);
  uint64_t cconv = llvm_parse_optional_keyword(p, llvm_enum("CConvEnum"), 0);
  if (!add_attr(st, "linkage", llvm_param_attr(ctx, "linkage", linkage)) ||
      !add_attr(st, "visibility_", llvm_i64_attr(ctx, (int64_t)visibility)) ||
      !add_attr(st, "unnamed_addr", llvm_i64_attr(ctx, (int64_t)unnamed)) ||
      !add_attr(st, "CConv", llvm_param_attr(ctx, "cconv", cconv)))
    goto done;
  Token sig = p->tok;
  const Ident *name;
  if (!parse_symbol_name(p, &name) || !add_attr(st, "sym_name", attr_string(ctx, name->str, name->len, NULL)))
    goto done;
  if (!parse_args(p, &args, &nargs, &capa, &named, &vararg) || !parse_results(p, &res, &nres, &capr)) goto done;
  const Type *fnty = build_function_type(p, parser_tok_loc(p, &sig), args, nargs, res, nres, vararg);
  if (!fnty || !add_attr(st, "function_type", attr_type(ctx, fnty))) goto done;
  if (parser_consume_keyword(p, "vscale_range")) {
    int64_t lo, hi;
    const Type *i32 = type_integer(ctx, 32, SIGNLESS);
    const AttrClass *c = llvm_attr_class(ctx, "vscale_range");
    if (!parser_expect(p, T_LPAREN, "expected '('") || !parse_int64(p, &lo) ||
        !parser_expect(p, T_COMMA, "expected ','") || !parse_int64(p, &hi) ||
        !parser_expect(p, T_RPAREN, "expected ')'") || !c)
      goto done;
    uint64_t w[2] = {PTR_WORD(attr_integer(ctx, i32, lo)), PTR_WORD(attr_integer(ctx, i32, hi))};
    if (!add_attr(st, "vscale_range", ods_def_get(ctx, c, w))) goto done;
  }
  if (parser_consume_keyword(p, "comdat")) {
    Token at;
    if (!parser_expect(p, T_LPAREN, "expected '('")) goto done;
    at = p->tok;
    const Attr *sym = parse_attribute(p, NULL);
    if (!sym) goto done;
    if (sym->kind != AK_SYMBOL_REF) {
      parser_error_at(p, &at, "invalid kind of attribute specified");
      goto done;
    }
    if (!parser_expect(p, T_RPAREN, "expected ')'") || !add_attr(st, "comdat", sym)) goto done;
  }
  if (parser_consume_keyword(p, "attributes") && !parse_attr_dict(p, st)) goto done;
  if (!add_attr_array(st, "arg_attrs", args, nargs) || !add_attr_array(st, "res_attrs", res, nres)) goto done;
  Region *body = opstate_add_region(st);
  if (!body) goto done;
  if (p->tok.kind == T_LBRACE) {
    if (!named && nargs) {
      parser_error(p, "expected named arguments");
      goto done;
    }
    RegionArg *ra = ctx_zalloc(ctx, (nargs + 1) * sizeof *ra);
    if (!ra) goto done;
    for (size_t i = 0; i < nargs; i++) {
      ra[i].name = args[i].name;
      ra[i].type = args[i].type;
      ra[i].loc = args[i].loc;
    }
    bool rok = parse_region(p, body, ra, nargs, false);
    ctx_free(ctx, ra);
    if (!rok) goto done;
  }
  ok = true;
done:
  ctx_free(ctx, args);
  ctx_free(ctx, res);
  return ok;
}

/* ---- printing ---------------------------------------------------------------------- */

static void print_dict(Printer *pr, const Attr *d) {
  if (!d || !dict_size(d)) return;
  pr_putc(pr, ' ');
  pr_attr(pr, d);
}

static const Attr *nth_dict(const Attr *arr, unsigned i) {
  return arr && arr->kind == AK_ARRAY && i < arr->n ? WORD_PTR(const Attr, arr->p[i]) : NULL;
}

/* A keyword of an enum-valued attribute, followed by a space, unless it
 * is the default's (empty) text. */
static void print_keyword(Printer *pr, const OdsEnum *e, uint64_t v, uint64_t dflt) {
  const char *s = v != dflt ? llvm_enum_str(e, v) : NULL;
  if (!s || !s[0]) return;
  pr_puts(pr, s);
  pr_putc(pr, ' ');
}

void llvm_func_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "sym_name", 8);
  const Attr *fty = op_get_attr(op, "function_type", 13);
  if (!name || name->kind != AK_STRING || !fty || fty->kind != AK_TYPE ||
      !llvm_type_is(WORD_PTR(const Type, fty->p[0]), "func"))
    return;
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  const Attr *arg_attrs = op_get_attr(op, "arg_attrs", 9), *res_attrs = op_get_attr(op, "res_attrs", 9);
  const Attr *vis = op_get_attr(op, "visibility_", 11), *unnamed = op_get_attr(op, "unnamed_addr", 12);
  pr_putc(pr, ' ');
  print_keyword(pr, llvm_enum("LinkageEnum"), llvm_param_of(op_get_attr(op, "linkage", 7), "linkage", 0), 0);
  print_keyword(pr, llvm_enum("Visibility"), vis && vis->kind == AK_INTEGER ? (uint64_t)attr_int_value(vis) : 0, 0);
  print_keyword(pr, llvm_enum("UnnamedAddr"),
                unnamed && unnamed->kind == AK_INTEGER ? (uint64_t)attr_int_value(unnamed) : 0, 0);
  print_keyword(pr, llvm_enum("CConvEnum"), llvm_param_of(op_get_attr(op, "CConv", 5), "cconv", 0), 0);
  pr_symbol_name(pr, attr_string_ident(name));
  const Region *body = &op->regions[0];
  bool external = !body->first;
  unsigned nparams = llvm_func_num_params(ft);
  pr_putc(pr, '(');
  for (unsigned i = 0; i < nparams; i++) {
    if (i) pr_puts(pr, ", ");
    const Attr *d = nth_dict(arg_attrs, i);
    if (!external && i < body->first->nargs) {
      Value *a = body->first->args[i];
      pr_value(pr, a);
      pr_puts(pr, ": ");
      pr_type(pr, a->type);
      print_dict(pr, d);
      if (pr->flags.debug_info) {
        pr_putc(pr, ' ');
        pr_location(pr, a->loc, false);
      }
    } else {
      pr_type(pr, llvm_func_param(ft, i));
      print_dict(pr, d);
    }
  }
  if (llvm_func_vararg(ft)) pr_puts(pr, nparams ? ", ..." : "...");
  pr_putc(pr, ')');
  const Type *r = llvm_func_result(ft);
  if (!llvm_type_is(r, "void")) {
    pr_puts(pr, " -> ");
    const Attr *d0 = nth_dict(res_attrs, 0);
    bool paren = r->kind == TK_FUNCTION || (d0 && dict_size(d0));
    if (paren) pr_putc(pr, '(');
    pr_type(pr, r);
    print_dict(pr, d0);
    if (paren) pr_putc(pr, ')');
  }
  const Attr *vr = op_get_attr(op, "vscale_range", 12);
  if (vr && vr->kind == AK_DIALECT && vr->n >= 3) {
    pr_puts(pr, " vscale_range(");
    sb_put_i64(pr->out, attr_int_value(WORD_PTR(const Attr, vr->p[1])));
    pr_puts(pr, ", ");
    sb_put_i64(pr->out, attr_int_value(WORD_PTR(const Attr, vr->p[2])));
    pr_putc(pr, ')');
  }
  const Attr *comdat = op_get_attr(op, "comdat", 6);
  if (comdat) {
    pr_puts(pr, " comdat(");
    pr_attr(pr, comdat);
    pr_putc(pr, ')');
  }
  static const char *const elided[] = {"sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv",
                                       "visibility_", "comdat", "unnamed_addr", "vscale_range", NULL};
  pr_attr_dict(pr, op, elided, true);
  if (!external) {
    pr_putc(pr, ' ');
    pr_region(pr, body, false, true, false);
  }
}

/* ---- verification --------------------------------------------------------------------- */

enum { LINKAGE_EXTERNAL = 0, LINKAGE_EXTERN_WEAK = 9, LINKAGE_COMMON = 10 };

/* verifyComdat: the symbol names an llvm.comdat_selector. */
static bool verify_comdat(Operation *op) {
  const Attr *c = op_get_attr(op, "comdat", 6);
  if (!c) return true;
  Operation *sel = symbol_resolve(op, c);
  if (sel && strcmp(sel->name->name->str, "llvm.comdat_selector") == 0) return true;
  return op_fail_plain(op, "expected comdat symbol");
}

static bool unit_set(Operation *op, const char *name) { return op_get_attr(op, name, strlen(name)) != NULL; }

/* The FunctionOpInterface's checks (verifyTrait): attribute arrays as
 * long as the signature, an entry block matching it. */
static bool verify_signature(Operation *op) {
  const Attr *fty = op_get_attr(op, "function_type", 13);
  if (!fty || fty->kind != AK_TYPE || !llvm_type_is(WORD_PTR(const Type, fty->p[0]), "func")) return true;
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  unsigned n = llvm_func_num_params(ft), nres = !llvm_type_is(llvm_func_result(ft), "void");
  const Attr *aa = op_get_attr(op, "arg_attrs", 9), *ra = op_get_attr(op, "res_attrs", 9);
  if (aa && aa->kind == AK_ARRAY && aa->n != n)
    return op_fail(op, "expects argument attribute array to have the same number of elements as the number of "
                       "function arguments, got %u, but expected %u", aa->n, n);
  if (ra && ra->kind == AK_ARRAY && ra->n != nres)
    return op_fail(op, "expects result attribute array to have the same number of elements as the number of "
                       "function results, got %u, but expected %u", ra->n, nres);
  Block *entry = op->regions[0].first;
  if (!entry) return true;
  if (entry->nargs != n) return op_fail(op, "entry block must have %u arguments to match function signature", n);
  for (unsigned i = 0; i < n; i++)
    if (entry->args[i]->type != llvm_func_param(ft, i))
      return op_fail(op,
                     "type of entry block argument #%u('%s') must match the type of the corresponding argument in "
                     "function signature('%s')",
                     i, type_text(op_context(op), entry->args[i]->type), type_text(op_context(op), llvm_func_param(ft, i)));
  return true;
}

bool llvm_func_verify(Operation *op) {
  if (!verify_signature(op)) return false;
  uint64_t linkage = llvm_param_of(op_get_attr(op, "linkage", 7), "linkage", 0);
  const OdsEnum *le = llvm_enum("LinkageEnum");
  if (linkage == LINKAGE_COMMON)
    return op_fail(op, "functions cannot have '%s' linkage", llvm_enum_str(le, LINKAGE_COMMON));
  if (!verify_comdat(op)) return false;
  Block *entry = op->regions[0].first;
  if (!entry) {
    if (linkage != LINKAGE_EXTERNAL && linkage != LINKAGE_EXTERN_WEAK)
      return op_fail(op, "external functions must have '%s' or '%s' linkage", llvm_enum_str(le, LINKAGE_EXTERNAL),
                     llvm_enum_str(le, LINKAGE_EXTERN_WEAK));
    return true;
  }
  if (unit_set(op, "no_inline") && unit_set(op, "always_inline"))
    return op_fail_plain(op, "no_inline and always_inline attributes are incompatible");
  if (unit_set(op, "optimize_none") && !unit_set(op, "no_inline"))
    return op_fail(op, "with optimize_none must also be no_inline");
  const Type *lp = NULL;
  for (Block *b = entry; b; b = b->next)
    for (Operation *o = b->first; o; o = o->next) {
      if (strcmp(o->name->name->str, "llvm.landingpad") != 0 || !o->num_results) continue;
      if (lp && o->results[0].type != lp)
        return op_fail_plain(op, "'llvm.landingpad' should have a consistent result type inside a function");
      lp = o->results[0].type;
    }
  return true;
}

/* The FunctionOpInterface's entry block checks and verifyRegions: the
 * arguments match the signature and are LLVM types. */
bool llvm_func_verify_regions(Operation *op) {
  const Attr *fty = op_get_attr(op, "function_type", 13);
  Block *entry = op->regions[0].first;
  if (!entry || !fty || fty->kind != AK_TYPE) return true;
  const Type *ft = WORD_PTR(const Type, fty->p[0]);
  unsigned n = llvm_func_num_params(ft);
  for (unsigned i = 0; i < n && i < entry->nargs; i++)
    if (!llvm_is_compatible_type(entry->args[i]->type))
      return op_fail(op, "entry block argument #%u is not of LLVM type", i);
  return true;
}

