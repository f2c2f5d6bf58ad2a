/* llvm_call.c: the syntax of llvm.call, llvm.invoke and
 * llvm.call_intrinsic, which upstream writes in C++:
 *   llvm.call cconv? tailcallkind? (@callee | %fnptr) `(` args `)`
 *     (vararg `(` !llvm.func<...> `)`)? op-bundles? attr-dict
 *     `:` (!llvm.ptr `,`)? `(` arg types `)` `->` results
 * llvm.invoke adds `to ^normal(...) unwind ^unwind(...)` after the
 * arguments; llvm.call_intrinsic names its intrinsic by a string. */
#include "llvm.h"

/* ---- the trailing signature ------------------------------------------------------------ */

typedef struct CallSig {
  PtrVec types;   /* argument types (Type*) */
  PtrVec attrs;   /* argument attribute dictionaries (Attr* or NULL) */
  PtrVec results; /* result types */
  PtrVec res_attrs;
} CallSig;

static void call_sig_free(Context *ctx, CallSig *s) {
  pv_free(&ctx->alloc, &s->types);
  pv_free(&ctx->alloc, &s->attrs);
  pv_free(&ctx->alloc, &s->results);
  pv_free(&ctx->alloc, &s->res_attrs);
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

/* `(` (type attr-dict?),* `)` */
static bool parse_type_and_attr_list(Parser *p, PtrVec *types, PtrVec *attrs) {
  if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
  if (parser_consume_if(p, T_RPAREN)) return true;
  do {
    const Type *t = parse_type(p);
    const Attr *d;
    if (!t || !parse_optional_dict(p, &d) || !pv_push(&p->ctx->alloc, types, (void *)t) ||
        !pv_push(&p->ctx->alloc, attrs, (void *)d))
      return false;
  } while (parser_consume_if(p, T_COMMA));
  return parser_expect(p, T_RPAREN, "expected ')'");
}

/* call_interface_impl::parseFunctionSignature: argument types, then an
 * optional `->` with `()`, one type, or a parenthesized list. */
static bool parse_call_signature(Parser *p, CallSig *s) {
  if (!parse_type_and_attr_list(p, &s->types, &s->attrs)) return false;
  if (!parser_consume_if(p, T_ARROW)) return true;
  if (p->tok.kind == T_LPAREN) return parse_type_and_attr_list(p, &s->results, &s->res_attrs);
  const Type *t = parse_type(p);
  return t && pv_push(&p->ctx->alloc, &s->results, (void *)t) && pv_push(&p->ctx->alloc, &s->res_attrs, NULL);
}

/* `arg_attrs`/`res_attrs` when any entry has attributes. */
static bool add_attr_array(OperationState *st, const char *name, const PtrVec *dicts) {
  Context *ctx = st->ctx;
  bool any = false;
  for (size_t i = 0; i < dicts->len; i++) any |= dicts->data[i] && dict_size(dicts->data[i]);
  if (!any) return true;
  const Attr **elems = ctx_alloc(ctx, dicts->len * sizeof *elems);
  if (!elems) return false;
  const Attr *empty = attr_dictionary(ctx, 0, NULL, NULL);
  for (size_t i = 0; i < dicts->len; i++) elems[i] = dicts->data[i] ? dicts->data[i] : empty;
  const Attr *arr = attr_array(ctx, dicts->len, elems);
  ctx_free(ctx, elems);
  return arr && opstate_add_attr(st, ident_cstr(ctx, name), arr);
}

static const Attr *nth_dict(const Attr *arr, unsigned i) {
  return arr && arr->kind == AK_ARRAY && i < arr->n ? WORD_PTR(const Attr, arr->p[i]) : NULL;
}

/* call_interface_impl::printFunctionSignature with the empty result
 * list printed: `(t1 {attrs}, t2) -> ()`. */
static void print_call_signature(Printer *pr, Operation *op, unsigned from, unsigned n) {
  const Attr *aa = op_get_attr(op, "arg_attrs", 9), *ra = op_get_attr(op, "res_attrs", 9);
  pr_putc(pr, '(');
  for (unsigned i = 0; i < n; i++) {
    if (i) pr_puts(pr, ", ");
    pr_type(pr, op->operands[from + i].value->type);
    const Attr *d = nth_dict(aa, i);
    if (d && dict_size(d)) {
      pr_putc(pr, ' ');
      pr_attr(pr, d);
    }
  }
  pr_puts(pr, ") -> ");
  const Attr *d0 = nth_dict(ra, 0);
  bool attrs = d0 && dict_size(d0);
  bool paren = op->num_results != 1 || op->results[0].type->kind == TK_FUNCTION || attrs;
  if (paren) pr_putc(pr, '(');
  for (unsigned i = 0; i < op->num_results; i++) {
    if (i) pr_puts(pr, ", ");
    pr_type(pr, op->results[i].type);
    const Attr *d = nth_dict(ra, i);
    if (d && dict_size(d)) {
      pr_putc(pr, ' ');
      pr_attr(pr, d);
    }
  }
  if (paren) pr_putc(pr, ')');
}

/* ---- shared parsing --------------------------------------------------------------------- */

typedef struct CallParse {
  UseList args;       /* the function pointer first for indirect calls */
  bool direct;
  UseList bundle_uses;
  PtrVec bundle_types;
  int32_t *bundle_sizes;
  size_t nbundles;
  const Attr *bundle_tags;
  Token bundles_at;
  CallSig sig;
} CallParse;

static void call_parse_free(Context *ctx, CallParse *c) {
  use_list_free(ctx, &c->args);
  use_list_free(ctx, &c->bundle_uses);
  pv_free(&ctx->alloc, &c->bundle_types);
  ctx_free(ctx, c->bundle_sizes);
  call_sig_free(ctx, &c->sig);
}

static bool add(OperationState *st, const char *name, const Attr *a) {
  return a && opstate_add_attr(st, ident_cstr(st->ctx, name), a);
}

/* (@callee | %fnptr) `(` args `)` */
static bool parse_callee_and_args(Parser *p, OperationState *st, CallParse *c) {
  c->direct = p->tok.kind != T_PERCENT_ID;
  if (!c->direct) {
    UnresolvedUse u;
    if (!parse_ssa_use(p, &u) || !use_list_push(p->ctx, &c->args, &u)) return false;
  } else {
    Token at = p->tok;
    const Attr *callee = parse_attribute(p, NULL);
    if (!callee) return false;
    if (callee->kind != AK_SYMBOL_REF) return parser_error_at(p, &at, "invalid kind of attribute specified");
    if (!add(st, "callee", callee)) return false;
  }
  return parse_operand_list(p, T_LPAREN, -1, &c->args);
}

/* `vararg(!llvm.func<...>)` */
static bool parse_optional_vararg(Parser *p, OperationState *st) {
  if (!parser_consume_keyword(p, "vararg")) return true;
  if (!parser_expect(p, T_LPAREN, "expected '('")) return false;
  const Attr *t = parse_attribute(p, NULL);
  if (!t || !parser_expect(p, T_RPAREN, "expected ')'")) return false;
  return add(st, "var_callee_type", t);
}

static bool parse_bundles(Parser *p, OperationState *st, CallParse *c) {
  bool present;
  c->bundles_at = p->tok;
  if (!llvm_parse_op_bundles(p, &present, &c->bundle_uses, &c->bundle_types, &c->bundle_sizes, &c->nbundles,
                             &c->bundle_tags))
    return false;
  return !c->bundle_tags || !c->bundle_tags->n || add(st, "op_bundle_tags", c->bundle_tags);
}

/* resolveOpBundleOperands and the sizes attribute. */
static bool resolve_bundles(Parser *p, OperationState *st, CallParse *c) {
  if (c->bundle_uses.n != c->bundle_types.len)
    return parser_error_at(p, &c->bundles_at, "expected %zu types for operand bundle operands but actually got %zu",
                           c->bundle_uses.n, c->bundle_types.len);
  if (!resolve_operands(p, &c->bundle_uses, (const Type *const *)c->bundle_types.data, NULL, st)) return false;
  const Attr *sizes = attr_dense_array(p->ctx, type_integer(p->ctx, 32, SIGNLESS), c->nbundles,
                                       c->nbundles ? (const void *)c->bundle_sizes : "", c->nbundles * 4);
  return add(st, "op_bundle_sizes", sizes);
}

/* parseCallTypeAndResolveOperands: `:` (ptr `,`)? signature. */
static bool parse_call_types(Parser *p, OperationState *st, CallParse *c, const Loc *name_loc) {
  Context *ctx = p->ctx;
  Token at = p->tok;
  if (!parser_expect(p, T_COLON, "expected ':'")) return false;
  PtrVec types = {0};
  bool ok = true;
  if (!c->direct) {
    const Type *t = parse_type(p);
    ok = t && parser_expect(p, T_COMMA, "expected ','");
    if (ok && !llvm_type_is(t, "ptr")) ok = parser_error_at(p, &at, "expected indirect call to have 2 trailing types");
    ok = ok && pv_push(&ctx->alloc, &types, (void *)t);
  }
  if (ok && !parse_call_signature(p, &c->sig))
    ok = parser_error_also(p, parser_tok_loc(p, &at),
                           c->direct ? "expected direct call to have 1 trailing types" : "expected trailing function type");
  if (ok && c->sig.results.len > 1) ok = parser_error_at(p, &at, "expected function with 0 or 1 result");
  if (ok && c->sig.results.len == 1 && llvm_type_is(c->sig.results.data[0], "void"))
    ok = parser_error_at(p, &at, "expected a non-void result type");
  for (size_t i = 0; ok && i < c->sig.types.len; i++) ok = pv_push(&ctx->alloc, &types, c->sig.types.data[i]);
  if (ok && c->args.n != types.len) ok = operand_type_count_error(p, name_loc, c->args.n, types.len);
  ok = ok && resolve_operands(p, &c->args, (const Type *const *)types.data, NULL, st);
  for (size_t i = 0; ok && i < c->sig.results.len; i++) ok = opstate_add_type(st, c->sig.results.data[i]);
  ok = ok && add_attr_array(st, "arg_attrs", &c->sig.attrs) && add_attr_array(st, "res_attrs", &c->sig.res_attrs);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static bool add_segments(OperationState *st, const int32_t *sizes, unsigned n) {
  const Attr *a = attr_dense_array(st->ctx, type_integer(st->ctx, 32, SIGNLESS), n, sizes, n * sizeof *sizes);
  return add(st, "operandSegmentSizes", a);
}

static int32_t bundle_operands(const CallParse *c) { return (int32_t)c->bundle_uses.n; }

/* ---- llvm.call ---------------------------------------------------------------------------- */

bool llvm_call_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  CallParse c;
  memset(&c, 0, sizeof c);
  uint64_t cconv = llvm_parse_optional_keyword(p, llvm_enum("CConvEnum"), 0);
  uint64_t tail = llvm_parse_optional_keyword(p, llvm_enum("TailCallKindEnum"), 0);
  bool ok = add(st, "CConv", llvm_param_attr(ctx, "cconv", cconv)) &&
            add(st, "TailCallKind", llvm_param_attr(ctx, "tailcallkind", tail)) && parse_callee_and_args(p, st, &c) &&
            parse_optional_vararg(p, st) && parse_bundles(p, st, &c) && parse_optional_attr_dict(p, st) &&
            parse_call_types(p, st, &c, st->loc) && resolve_bundles(p, st, &c);
  int32_t segs[2] = {(int32_t)c.args.n, bundle_operands(&c)};
  ok = ok && add_segments(st, segs, 2);
  call_parse_free(ctx, &c);
  return ok;
}

unsigned llvm_operand_segment(Operation *op, unsigned i, unsigned dflt) {
  const Attr *s = op_get_attr(op, "operandSegmentSizes", 19);
  if (!s || s->kind != AK_DENSE_ARRAY || i >= s->aux) return dflt;
  const uint8_t *b = (const uint8_t *)WORD_PTR(const Ident, s->p[1])->str + 4 * i;
  return (unsigned)((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24);
}

static void print_keyword(Printer *pr, Operation *op, const char *record, const char *mnemonic, const char *attr) {
  uint64_t v = llvm_param_of(op_get_attr(op, attr, strlen(attr)), mnemonic, 0);
  const char *s = v ? llvm_enum_str(llvm_enum(record), v) : NULL;
  if (s && s[0]) {
    pr_puts(pr, s);
    pr_putc(pr, ' ');
  }
}

static void print_callee(Printer *pr, Operation *op, bool direct, unsigned nargs) {
  if (direct) pr_attr(pr, op_get_attr(op, "callee", 6));
  else pr_value(pr, op->operands[0].value);
  pr_putc(pr, '(');
  pr_operands(pr, op, direct ? 0 : 1, direct ? nargs : nargs - 1);
  pr_putc(pr, ')');
}

static void print_vararg_and_bundles(Printer *pr, Operation *op, unsigned bundle_start) {
  const Attr *vt = op_get_attr(op, "var_callee_type", 15);
  if (vt && vt->kind == AK_TYPE) {
    pr_puts(pr, " vararg(");
    pr_type(pr, WORD_PTR(const Type, vt->p[0]));
    pr_putc(pr, ')');
  }
  const Attr *sizes = op_get_attr(op, "op_bundle_sizes", 15);
  if (sizes && sizes->kind == AK_DENSE_ARRAY && sizes->aux) {
    pr_putc(pr, ' ');
    llvm_print_op_bundles(pr, op, bundle_start, sizes, op_get_attr(op, "op_bundle_tags", 14));
  }
}

/* processFMFAttr: the fastmath flags print only when some are set. */
static bool fastmath_is_none(const Attr *a) { return a && a->kind == AK_DIALECT && a->n >= 2 && a->p[1] == 0; }

void llvm_call_print(Printer *pr, Operation *op) {
  bool direct = op_get_attr(op, "callee", 6) != NULL;
  unsigned nargs = llvm_operand_segment(op, 0, op->num_operands);
  if (nargs > op->num_operands || (!direct && !nargs)) return;
  pr_putc(pr, ' ');
  print_keyword(pr, op, "CConvEnum", "cconv", "CConv");
  print_keyword(pr, op, "TailCallKindEnum", "tailcallkind", "TailCallKind");
  print_callee(pr, op, direct, nargs);
  print_vararg_and_bundles(pr, op, nargs);
  const char *fm = fastmath_is_none(op_get_attr(op, "fastmathFlags", 13)) ? "fastmathFlags" : NULL;
  const char *elided[] = {"callee", "TailCallKind", "var_callee_type", "CConv", "operandSegmentSizes",
                          "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs", fm, NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  if (!direct) {
    pr_type(pr, op->operands[0].value->type);
    pr_puts(pr, ", ");
  }
  print_call_signature(pr, op, direct ? 0 : 1, direct ? nargs : nargs - 1);
}

/* ---- llvm.invoke ---------------------------------------------------------------------------- */

bool llvm_invoke_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  CallParse c;
  memset(&c, 0, sizeof c);
  uint64_t cconv = llvm_parse_optional_keyword(p, llvm_enum("CConvEnum"), 0);
  bool ok = add(st, "CConv", llvm_param_attr(ctx, "cconv", cconv)) && parse_callee_and_args(p, st, &c);
  /* The successors' operands follow the callee's, so the call's types
   * are resolved first: collect the successors, resolve in order. */
  Block *normal = NULL, *unwind = NULL;
  UseList nuses = {0}, uuses = {0};
  PtrVec ntypes = {0}, utypes = {0};
  ok = ok && parser_expect_op_keyword(p, "to") && parse_successor(p, &normal);
  if (ok && parser_consume_if(p, T_LPAREN))
    ok = parse_operand_list(p, T_EOF, -1, &nuses) && parser_expect(p, T_COLON, "expected ':'") &&
         parse_comma_type_list(p, &ntypes) && parser_expect(p, T_RPAREN, "expected ')'");
  ok = ok && parser_expect_op_keyword(p, "unwind") && parse_successor(p, &unwind);
  if (ok && parser_consume_if(p, T_LPAREN))
    ok = parse_operand_list(p, T_EOF, -1, &uuses) && parser_expect(p, T_COLON, "expected ':'") &&
         parse_comma_type_list(p, &utypes) && parser_expect(p, T_RPAREN, "expected ')'");
  ok = ok && parse_optional_vararg(p, st) && parse_bundles(p, st, &c) && parse_optional_attr_dict(p, st) &&
       parse_call_types(p, st, &c, st->loc);
  if (ok && (nuses.n != ntypes.len || uuses.n != utypes.len))
    ok = operand_type_count_error(p, st->loc, nuses.n != ntypes.len ? nuses.n : uuses.n,
                                  nuses.n != ntypes.len ? ntypes.len : utypes.len);
  ok = ok && resolve_operands(p, &nuses, (const Type *const *)ntypes.data, NULL, st) &&
       resolve_operands(p, &uuses, (const Type *const *)utypes.data, NULL, st) && resolve_bundles(p, st, &c) &&
       opstate_add_successor(st, normal) && opstate_add_successor(st, unwind);
  int32_t segs[4] = {(int32_t)c.args.n, (int32_t)nuses.n, (int32_t)uuses.n, bundle_operands(&c)};
  ok = ok && add_segments(st, segs, 4);
  use_list_free(ctx, &nuses);
  use_list_free(ctx, &uuses);
  pv_free(&ctx->alloc, &ntypes);
  pv_free(&ctx->alloc, &utypes);
  call_parse_free(ctx, &c);
  return ok;
}

static void print_successor_range(Printer *pr, Operation *op, unsigned succ, unsigned start, unsigned count) {
  Value *small[8];
  Value **vals = count <= 8 ? small : ctx_alloc(pr->ctx, count * sizeof *vals);
  if (!vals) return;
  for (unsigned i = 0; i < count; i++) vals[i] = op->operands[start + i].value;
  if (succ < op->num_successors) pr_successor(pr, op, succ, vals, count);
  if (vals != small) ctx_free(pr->ctx, vals);
}

void llvm_invoke_print(Printer *pr, Operation *op) {
  bool direct = op_get_attr(op, "callee", 6) != NULL;
  unsigned nargs = llvm_operand_segment(op, 0, 0), nn = llvm_operand_segment(op, 1, 0), nu = llvm_operand_segment(op, 2, 0);
  if (nargs + nn + nu > op->num_operands || (!direct && !nargs) || op->num_successors != 2) return;
  pr_putc(pr, ' ');
  print_keyword(pr, op, "CConvEnum", "cconv", "CConv");
  print_callee(pr, op, direct, nargs);
  pr_puts(pr, " to ");
  print_successor_range(pr, op, 0, nargs, nn);
  pr_puts(pr, " unwind ");
  print_successor_range(pr, op, 1, nargs + nn, nu);
  print_vararg_and_bundles(pr, op, nargs + nn + nu);
  static const char *const elided[] = {"callee", "operandSegmentSizes", "CConv", "var_callee_type",
                                       "op_bundle_sizes", "op_bundle_tags", "arg_attrs", "res_attrs", NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  if (!direct) {
    pr_type(pr, op->operands[0].value->type);
    pr_puts(pr, ", ");
  }
  print_call_signature(pr, op, direct ? 0 : 1, direct ? nargs : nargs - 1);
}

/* ---- llvm.call_intrinsic ------------------------------------------------------------------- */

bool llvm_call_intrinsic_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  CallParse c;
  memset(&c, 0, sizeof c);
  c.direct = true;
  Token at = p->tok;
  const Attr *name = parse_attribute(p, NULL);
  bool ok = name != NULL;
  if (ok && name->kind != AK_STRING) ok = parser_error_at(p, &at, "invalid kind of attribute specified");
  ok = ok && add(st, "intrin", name) && parse_operand_list(p, T_LPAREN, -1, &c.args) &&
       parse_bundles(p, st, &c) && parse_optional_attr_dict(p, st) && parse_call_types(p, st, &c, st->loc) &&
       resolve_bundles(p, st, &c);
  int32_t segs[2] = {(int32_t)c.args.n, bundle_operands(&c)};
  ok = ok && add_segments(st, segs, 2);
  call_parse_free(ctx, &c);
  return ok;
}

void llvm_call_intrinsic_print(Printer *pr, Operation *op) {
  const Attr *name = op_get_attr(op, "intrin", 6);
  unsigned nargs = llvm_operand_segment(op, 0, op->num_operands);
  if (nargs > op->num_operands) return;
  pr_putc(pr, ' ');
  pr_attr_without_type(pr, name);
  pr_putc(pr, '(');
  pr_operands(pr, op, 0, nargs);
  pr_putc(pr, ')');
  const Attr *sizes = op_get_attr(op, "op_bundle_sizes", 15);
  if (sizes && sizes->kind == AK_DENSE_ARRAY && sizes->aux) {
    pr_putc(pr, ' ');
    llvm_print_op_bundles(pr, op, nargs, sizes, op_get_attr(op, "op_bundle_tags", 14));
  }
  const char *fm = fastmath_is_none(op_get_attr(op, "fastmathFlags", 13)) ? "fastmathFlags" : NULL;
  const char *elided[] = {"operandSegmentSizes", "op_bundle_sizes", "intrin", "op_bundle_tags",
                          "arg_attrs", "res_attrs", fm, NULL};
  pr_attr_dict(pr, op, elided, false);
  pr_puts(pr, " : ");
  print_call_signature(pr, op, 0, nargs);
}
