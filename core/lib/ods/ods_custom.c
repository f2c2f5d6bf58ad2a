/* ods_custom.c: the custom directives (`custom<Name>(...)`) that upstream
 * writes in C++ for the dialects mlirc ships, looked up by name:
 * DynamicIndexList (ViewLikeInterface.cpp), SwitchOpCases (cf.switch),
 * GlobalMemrefOpTypeAndInitialValue (memref.global) and SwitchCases
 * (scf.index_switch). Each receives the directive's elements; operands go
 * to the format engine's groups, attributes straight to the state. */
#include "ods_format.h"

/* ---- shared helpers -------------------------------------------------------- */

/* The variable under `ref(...)`, `type(...)` and `qualified(...)`. */
static const FmtElem *var_of(const FmtElem *e) {
  while (e && (e->kind == F_REF || e->kind == F_TYPE || e->kind == F_QUALIFIED) && e->nkids)
    e = e->kids[0];
  return e;
}

static bool arg_is(FmtElem *const *args, unsigned nargs, unsigned i, FmtKind k) {
  return i < nargs && var_of(args[i]) && var_of(args[i])->kind == k;
}

static const char *attr_name(const OdsOp *o, const FmtElem *e) { return o->attrs[var_of(e)->index].name; }

static const Attr *get_attr(const Operation *op, const OdsOp *o, const FmtElem *e) {
  const char *n = attr_name(o, e);
  return op_get_attr(op, n, strlen(n));
}

static bool set_attr(OperationState *st, const OdsOp *o, const FmtElem *e, const Attr *a) {
  return a && opstate_add_attr(st, ident_cstr(st->ctx, attr_name(o, e)), a);
}

/* Adds a use with its type to an operand group (types are then known). */
static bool group_add(Context *ctx, FmtGroup *g, const UnresolvedUse *u, const Type *t) {
  g->have_types = true;
  return fmt_group_add_use(ctx, g, u) && (!t || fmt_group_add_type(ctx, g, t));
}

static bool bad_args(Parser *p, const char *name) {
  return parser_error(p, "custom directive '%s' has unexpected arguments", name);
}

/* ---- DynamicIndexList ------------------------------------------------------------ */

/* The delimiter a string argument names (`"::mlir::AsmParser::Delimiter::Paren"`);
 * square brackets by default. */
static TokKind index_list_delimiter(FmtElem *const *args, unsigned nargs) {
  for (unsigned i = 2; i < nargs; i++) {
    const FmtElem *e = args[i];
    if (e->kind == F_STRING && e->len >= 5 && memcmp(e->text + e->len - 5, "Paren", 5) == 0) return T_LPAREN;
  }
  return T_LSQUARE;
}

/* ($values, $static_values [, "{}", "<delimiter>"]): `[%a, 4, %b]`,
 * values of type index. */
static bool dynamic_index_list_parse(Parser *p, OperationState *st, FmtParseState *ps,
                                     FmtElem *const *args, unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR))
    return bad_args(p, "DynamicIndexList");
  UseList uses = {0};
  const Attr *stat = NULL;
  bool ok = parse_dynamic_index_list(p, index_list_delimiter(args, nargs), st->loc, &uses, &stat);
  FmtGroup *g = &ps->operands[var_of(args[0])->index];
  g->have_types = true;
  for (size_t i = 0; ok && i < uses.n; i++) ok = group_add(p->ctx, g, &uses.v[i], p->ctx->t_index);
  use_list_free(p->ctx, &uses);
  return ok && set_attr(st, ps->o, args[1], stat);
}

static void dynamic_index_list_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                     unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_OPERAND) || !arg_is(args, nargs, 1, F_ATTR)) return;
  unsigned start, count;
  ods_operand_group(op, o, (unsigned)var_of(args[0])->index, &start, &count);
  pr_dynamic_index_list(pr, index_list_delimiter(args, nargs) == T_LPAREN ? '(' : '[', get_attr(op, o, args[1]),
                        op->operands + start, count);
}

/* ---- SwitchOpCases (cf.switch) ------------------------------------------------------ */

/* Case values are a DenseIntElementsAttr of vector<N x flag type>; like
 * upstream's uniquer, all-equal data is stored as a splat. */
static const Attr *case_values_attr(Context *ctx, const Type *flag, const int64_t *vals, size_t n) {
  if (!n) return NULL;
  unsigned width = flag->kind == TK_INDEX ? 64 : type_int_width(flag);
  bool splat = true;
  for (size_t i = 1; i < n; i++) {
    uint64_t mask = width >= 64 ? ~0ull : (1ull << width) - 1;
    splat &= ((uint64_t)vals[i] & mask) == ((uint64_t)vals[0] & mask);
  }
  size_t stored = splat ? 1 : n;
  StrBuf data;
  sb_init(&data, &ctx->alloc);
  if (width == 1) {
    for (size_t byte = 0; byte < (stored + 7) / 8; byte++) {
      unsigned char c = 0;
      for (size_t b = 0; b < 8 && byte * 8 + b < stored; b++) c |= (unsigned char)((vals[byte * 8 + b] & 1) << b);
      sb_putc(&data, (char)c);
    }
  } else {
    for (size_t i = 0; i < stored; i++)
      for (unsigned b = 0; b < (width + 7) / 8; b++)
        sb_putc(&data, b < 8 ? (char)((uint64_t)vals[i] >> (8 * b)) : (char)(vals[i] < 0 ? 0xff : 0));
  }
  int64_t shape = (int64_t)n;
  const Type *vt = type_vector(ctx, 1, &shape, NULL, flag);
  const Attr *a = vt ? attr_dense_elements(ctx, vt, splat, data.data ? data.data : "", data.len) : NULL;
  sb_free(&data);
  return a;
}

/* `(%a, %b : t1, t2)` after a successor, into an operand group. */
static bool parse_successor_operands(Parser *p, FmtGroup *g, int32_t *count) {
  *count = 0;
  if (!parser_consume_if(p, T_LPAREN)) return true;
  UseList uses = {0};
  PtrVec types = {0};
  bool ok = parse_operand_list(p, T_EOF, -1, &uses) && parser_expect(p, T_COLON, "expected ':'") &&
            parse_comma_type_list(p, &types) && parser_expect(p, T_RPAREN, "expected ')'");
  for (size_t i = 0; ok && i < uses.n; i++) ok = fmt_group_add_use(p->ctx, g, &uses.v[i]);
  for (size_t i = 0; ok && i < types.len; i++) ok = fmt_group_add_type(p->ctx, g, types.data[i]);
  *count = (int32_t)uses.n;
  use_list_free(p->ctx, &uses);
  pv_free(&p->ctx->alloc, &types);
  return ok;
}

/* (ref(type($flag)), $defaultDestination, $defaultOperands,
 *  type($defaultOperands), $case_values, $caseDestinations, $caseOperands,
 *  type($caseOperands)) */
static bool switch_op_cases_ok(FmtElem *const *args, unsigned nargs) {
  return nargs == 8 && arg_is(args, nargs, 0, F_OPERAND) && arg_is(args, nargs, 1, F_SUCCESSOR) &&
         arg_is(args, nargs, 2, F_OPERAND) && arg_is(args, nargs, 4, F_ATTR) &&
         arg_is(args, nargs, 5, F_SUCCESSOR) && arg_is(args, nargs, 6, F_OPERAND);
}

static bool switch_op_cases_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                  unsigned nargs) {
  if (!switch_op_cases_ok(args, nargs)) return bad_args(p, "SwitchOpCases");
  Context *ctx = p->ctx;
  const FmtGroup *fg = &ps->operands[var_of(args[0])->index];
  const Type *flag = fg->ntypes ? fg->types[0] : NULL;
  if (!type_is_int_or_index(flag)) return parser_error(p, "expected integer flag type");
  FmtGroup *dflt = &ps->operands[var_of(args[2])->index];
  FmtGroup *cases = &ps->operands[var_of(args[6])->index];
  dflt->have_types = cases->have_types = true;
  Block *b;
  int32_t n;
  if (!parser_expect_op_keyword(p, "default") || !parser_expect(p, T_COLON, "expected ':'") ||
      !parse_successor(p, &b) || !opstate_add_successor(st, b) || !parse_successor_operands(p, dflt, &n))
    return false;
  int64_t *vals = NULL;
  int32_t *segs = NULL;
  size_t nvals = 0, capv = 0, caps = 0;
  bool ok = false;
  while (parser_consume_if(p, T_COMMA)) {
    int64_t v;
    if (!parse_int64(p, &v) || !parser_expect(p, T_COLON, "expected ':'") || !parse_successor(p, &b) ||
        !opstate_add_successor(st, b) || !parse_successor_operands(p, cases, &n))
      goto done;
    if (!vec_grow(&ctx->alloc, (void **)&vals, &capv, nvals + 1, sizeof *vals) ||
        !vec_grow(&ctx->alloc, (void **)&segs, &caps, nvals + 1, sizeof *segs))
      goto done;
    vals[nvals] = v;
    segs[nvals++] = n;
  }
  ok = !nvals || set_attr(st, ps->o, args[4], case_values_attr(ctx, flag, vals, nvals));
  const char *seg_name = ps->o->operands[var_of(args[6])->index].segments;
  if (ok && seg_name) {
    StrBuf bytes;
    sb_init(&bytes, &ctx->alloc);
    for (size_t i = 0; i < nvals; i++)
      for (unsigned b = 0; b < 4; b++) sb_putc(&bytes, (char)((uint32_t)segs[i] >> (8 * b)));
    const Attr *sa = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), nvals, bytes.data ? bytes.data : "",
                                      bytes.len);
    sb_free(&bytes);
    ok = sa && opstate_add_attr(st, ident_cstr(ctx, seg_name), sa);
  }
done:
  ctx_free(ctx, vals);
  ctx_free(ctx, segs);
  return ok;
}

/* Prints successor `succ` with operands[start, start+count). */
static void print_successor_range(Printer *pr, Operation *op, unsigned succ, unsigned start, unsigned count) {
  Value *small[8];
  Value **vals = count <= 8 ? small : ctx_alloc(pr->ctx, count * sizeof *vals);
  if (!vals) return;
  for (unsigned i = 0; i < count; i++) vals[i] = op->operands[start + i].value;
  if (succ < op->num_successors) pr_successor(pr, op, succ, vals, count);
  if (vals != small) ctx_free(pr->ctx, vals);
}

/* Element `i` of an integer DenseElementsAttr, zero-extended
 * (getLimitedValue of the APInt). */
static uint64_t dense_uint_at(const Attr *a, size_t i) {
  const Type *et = shaped_elem(WORD_PTR(const Type, a->p[0]));
  const Ident *blob = WORD_PTR(const Ident, a->p[1]);
  if (a->aux) i = 0; /* splat */
  unsigned width = et->kind == TK_INDEX ? 64 : type_int_width(et);
  if (width == 1) return i / 8 < blob->len ? ((unsigned char)blob->str[i / 8] >> (i % 8)) & 1 : 0;
  size_t bytes = (width + 7) / 8, k = bytes < 8 ? bytes : 8;
  uint64_t v = 0;
  for (size_t b = 0; b < k && (i * bytes + b) < blob->len; b++)
    v |= (uint64_t)(unsigned char)blob->str[i * bytes + b] << (8 * b);
  return v;
}

static void newline(Printer *pr) {
  pr_newline(pr);
  sb_indent(pr->out, pr->indent);
}

static void switch_op_cases_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                  unsigned nargs) {
  if (!switch_op_cases_ok(args, nargs)) return;
  unsigned ds, dc, cs, cc;
  ods_operand_group(op, o, (unsigned)var_of(args[2])->index, &ds, &dc);
  ods_operand_group(op, o, (unsigned)var_of(args[6])->index, &cs, &cc);
  pr_puts(pr, "  default: ");
  print_successor_range(pr, op, 0, ds, dc);
  const Attr *cv = get_attr(op, o, args[4]);
  if (!cv || cv->kind != AK_DENSE_ELEMENTS || !type_is_int_or_index(shaped_elem(WORD_PTR(const Type, cv->p[0]))))
    return;
  const char *seg_name = o->operands[var_of(args[6])->index].segments;
  const Attr *segs = seg_name ? op_get_attr(op, seg_name, strlen(seg_name)) : NULL;
  int64_t n = shaped_num_elements(WORD_PTR(const Type, cv->p[0]));
  unsigned at = cs;
  for (int64_t i = 0; i < n; i++) {
    pr_putc(pr, ',');
    newline(pr);
    pr_puts(pr, "  ");
    sb_put_u64(pr->out, dense_uint_at(cv, (size_t)i));
    pr_puts(pr, ": ");
    unsigned k = 0;
    if (segs && segs->kind == AK_DENSE_ARRAY && (size_t)i < segs->aux) {
      const Ident *blob = WORD_PTR(const Ident, segs->p[1]);
      uint32_t s = 0;
      for (unsigned b = 0; b < 4 && 4 * (size_t)i + b < blob->len; b++)
        s |= (uint32_t)(unsigned char)blob->str[4 * i + b] << (8 * b);
      k = (int32_t)s > 0 ? s : 0;
    }
    if (at + k > cs + cc) k = 0;
    print_successor_range(pr, op, (unsigned)i + 1, at, k);
    at += k;
  }
  newline(pr);
}

/* ---- GlobalMemrefOpTypeAndInitialValue (memref.global) ------------------------------------- */

static bool global_type_and_init_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                                       unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_ATTR) || !arg_is(args, nargs, 1, F_ATTR))
    return bad_args(p, "GlobalMemrefOpTypeAndInitialValue");
  Context *ctx = p->ctx;
  const Type *t = parse_type(p);
  if (!t) return false;
  bool static_shape = t->kind == TK_MEMREF;
  for (unsigned i = 0; static_shape && i < shaped_rank(t); i++) static_shape = shaped_dim(t, i) != DYNAMIC_SIZE;
  if (!static_shape) {
    StrBuf s;
    sb_init(&s, &ctx->alloc);
    print_type(t, &s);
    parser_error_loc(p, st->loc, "type should be static shaped memref, but got '%s'", s.data ? s.data : "");
    sb_free(&s);
    return false;
  }
  if (!set_attr(st, ps->o, args[0], attr_type(ctx, t))) return false;
  if (!parser_consume_if(p, T_EQUAL)) return true;
  if (parser_consume_keyword(p, "uninitialized")) return set_attr(st, ps->o, args[1], ctx->a_unit);
  /* The initializer's type is the tensor of the memref's shape. */
  const Type *tt = type_ranked_tensor(ctx, shaped_rank(t), (const int64_t *)t->p, shaped_elem(t), NULL);
  const Attr *init = tt ? parse_attribute(p, tt) : NULL;
  if (!init) return false;
  if (init->kind != AK_DENSE_ELEMENTS && init->kind != AK_DENSE_STRING)
    return parser_error_loc(p, st->loc, "initial value should be a unit or elements attribute");
  return set_attr(st, ps->o, args[1], init);
}

static void global_type_and_init_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                                       unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_ATTR) || !arg_is(args, nargs, 1, F_ATTR)) return;
  const Attr *t = get_attr(op, o, args[0]), *init = get_attr(op, o, args[1]);
  if (t && t->kind == AK_TYPE) pr_type(pr, WORD_PTR(const Type, t->p[0]));
  else if (t) pr_attr(pr, t);
  if (!init) return;
  pr_puts(pr, " = ");
  if (init->kind == AK_UNIT) pr_puts(pr, "uninitialized");
  else pr_attr_without_type(pr, init);
}

/* ---- SwitchCases (scf.index_switch) ----------------------------------------------------- */

/* ($cases, $caseRegions): `case 4 {...}` repeated. The regions are appended
 * in text order; scf.c moves the default region before them. */
static bool switch_cases_parse(Parser *p, OperationState *st, FmtParseState *ps, FmtElem *const *args,
                               unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_ATTR) || !arg_is(args, nargs, 1, F_REGION)) return bad_args(p, "SwitchCases");
  StrBuf vals;
  sb_init(&vals, &p->ctx->alloc);
  size_t n = 0;
  bool ok = true;
  while (ok && parser_consume_keyword(p, "case")) {
    int64_t v;
    Region *r;
    ok = parse_int64(p, &v) && (r = opstate_add_region(st)) && parse_region(p, r, NULL, 0, false);
    for (unsigned b = 0; ok && b < 8; b++) sb_putc(&vals, (char)((uint64_t)v >> (8 * b)));
    n++;
  }
  ok = ok && set_attr(st, ps->o, args[0],
                      attr_dense_array(p->ctx, p->ctx->t_i64, n, vals.data ? vals.data : "", vals.len));
  sb_free(&vals);
  return ok;
}

static void switch_cases_print(Printer *pr, Operation *op, const OdsOp *o, FmtElem *const *args,
                               unsigned nargs) {
  if (!arg_is(args, nargs, 0, F_ATTR) || !arg_is(args, nargs, 1, F_REGION)) return;
  const Attr *cases = get_attr(op, o, args[0]);
  unsigned first = (unsigned)var_of(args[1])->index; /* regions before it are single */
  unsigned n = cases && cases->kind == AK_DENSE_ARRAY ? cases->aux : 0;
  for (unsigned i = 0; i < n && first + i < op->num_regions; i++) {
    newline(pr);
    pr_puts(pr, "case ");
    sb_put_i64(pr->out, dense_i64_at(cases, i));
    pr_putc(pr, ' ');
    pr_region(pr, &op->regions[first + i], false, true, false);
  }
}

static const CustomDirective DIRECTIVES[] = {
    {"DynamicIndexList", dynamic_index_list_parse, dynamic_index_list_print},
    {"SwitchOpCases", switch_op_cases_parse, switch_op_cases_print},
    {"GlobalMemrefOpTypeAndInitialValue", global_type_and_init_parse, global_type_and_init_print},
    {"SwitchCases", switch_cases_parse, switch_cases_print},
    {"SingleBlockRegion", irdl_single_block_region_parse, irdl_single_block_region_print},
    {"NamedValueList", irdl_named_value_list_parse, irdl_named_value_list_print},
    {"NamedValueListWithVariadicity", irdl_named_value_list_variadicity_parse,
     irdl_named_value_list_variadicity_print},
    {"AttributesOp", irdl_attributes_op_parse, irdl_attributes_op_print},
    {"AwaitResultType", async_await_result_type_parse, async_await_result_type_print},
    {NULL, NULL, NULL},
};

/* Directives of one dialect's ops (by the op name's dialect prefix). */
static const struct {
  const char *ns;
  CustomDirective d;
} SCOPED_DIRECTIVES[] = {
    {"llvm", {"InsertExtractValueElementType", llvm_insert_extract_type_parse, llvm_insert_extract_type_print}},
    {"llvm", {"GEPIndices", llvm_gep_indices_parse, llvm_gep_indices_print}},
    {"llvm", {"IndirectBrOpSucessors", llvm_indirectbr_successors_parse, llvm_indirectbr_successors_print}},
    {"llvm", {"SwitchOpCases", llvm_switch_cases_parse, llvm_switch_cases_print}},
    {"llvm", {"OpBundles", llvm_op_bundles_parse, llvm_op_bundles_print}},
    {"llvm", {"ShuffleType", llvm_shuffle_type_parse, llvm_shuffle_type_print}},
    {"llvm", {"LLVMLinkage", llvm_linkage_parse, llvm_linkage_print}},
};

static bool named(const CustomDirective *d, const char *name, size_t n) {
  return strlen(d->name) == n && memcmp(d->name, name, n) == 0;
}

const CustomDirective *ods_custom_directive(const OdsOp *o, const char *name, size_t n) {
  const char *dot = o ? strchr(o->name, '.') : NULL;
  for (size_t i = 0; dot && i < sizeof SCOPED_DIRECTIVES / sizeof *SCOPED_DIRECTIVES; i++) {
    const char *ns = SCOPED_DIRECTIVES[i].ns;
    if (strlen(ns) == (size_t)(dot - o->name) && !memcmp(ns, o->name, strlen(ns)) &&
        named(&SCOPED_DIRECTIVES[i].d, name, n))
      return &SCOPED_DIRECTIVES[i].d;
  }
  for (const CustomDirective *d = DIRECTIVES; d->name; d++)
    if (named(d, name, n)) return d;
  return NULL;
}
