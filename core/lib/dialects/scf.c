/* scf.c: the scf dialect's hand-written pieces: the custom syntax of
 * scf.for, scf.if, scf.while, scf.execute_region, scf.parallel, scf.forall
 * and scf.forall.in_parallel (upstream's SCF.cpp), including where the
 * implicit terminators are added on parse and elided on print. The other
 * scf ops use their declarative formats. */
#include "ods_format.h"

/* ---- shared helpers -------------------------------------------------------- */

static const Ident *name_of(Context *ctx, const char *s) { return ident_cstr(ctx, s); }

/* Block argument `i` of the region's entry block, or NULL in malformed IR
 * (printed as <<NULL VALUE>> rather than crashing). */
static Value *entry_arg(const Region *r, unsigned i) {
  return r->first && i < r->first->nargs ? r->first->args[i] : NULL;
}

static void print_operand_range(Printer *pr, const Operation *op, unsigned from, unsigned n) {
  pr_operands(pr, op, from, n);
}

/* printInitializationList: `<prefix>(%inner = %outer, ...)`, nothing when
 * there are no initializers. */
static void print_init_list(Printer *pr, const Region *r, unsigned first_arg, const Operation *op,
                            unsigned from, unsigned n, const char *prefix) {
  if (!n) return;
  pr_puts(pr, prefix);
  pr_putc(pr, '(');
  for (unsigned i = 0; i < n; i++) {
    if (i) pr_puts(pr, ", ");
    pr_value(pr, entry_arg(r, first_arg + i));
    pr_puts(pr, " = ");
    pr_value(pr, op->operands[from + i].value);
  }
  pr_putc(pr, ')');
}

/* operandSegmentSizes from group sizes. */
static bool add_segments(OperationState *st, const int32_t *sizes, unsigned n) {
  Context *ctx = st->ctx;
  const Attr *a = attr_dense_array(ctx, type_integer(ctx, 32, SIGNLESS), n, sizes, n * sizeof *sizes);
  return a && opstate_add_attr(st, name_of(ctx, "operandSegmentSizes"), a);
}

static void operand_group(const Operation *op, unsigned g, unsigned *start, unsigned *count) {
  const OdsOp *o = op_ods(op);
  *start = *count = 0;
  if (o) ods_operand_group(op, o, g, start, count);
}

/* ---- scf.for ------------------------------------------------------------------- */

static bool for_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList args = {0};
  UseList inits = {0};
  PtrVec types = {0};
  UnresolvedUse bounds[3];
  bool ok = false;
  if (parser_consume_keyword(p, "unsigned") &&
      !opstate_add_attr(st, name_of(ctx, "unsignedCmp"), ctx->a_unit))
    goto done;
  RegionArg iv = {0};
  if (!parse_ssa_use(p, &iv.name) || !parser_expect(p, T_EQUAL, "expected '='") ||
      !parse_ssa_use(p, &bounds[0]) || !parser_expect_op_keyword(p, "to") ||
      !parse_ssa_use(p, &bounds[1]) || !parser_expect_op_keyword(p, "step") ||
      !parse_ssa_use(p, &bounds[2]) || !arg_list_push(ctx, &args, &iv))
    goto done;
  if (parser_consume_keyword(p, "iter_args")) {
    bool present;
    if (!parse_optional_assignment_list(p, &present, &args, &inits)) goto done;
    if (!present) {
      parser_op_error(p, NULL, "expected '('");
      goto done;
    }
    if (!parser_expect(p, T_ARROW, "expected '->'") || !parse_function_result_types(p, &types)) goto done;
  }
  if (args.n != types.len + 1) {
    parser_error_loc(p, st->loc, "mismatch in number of loop-carried values and defined values");
    goto done;
  }
  const Type *ivty = ctx->t_index;
  if (parser_consume_if(p, T_COLON) && !(ivty = parse_type(p))) goto done;
  args.v[0].type = ivty;
  for (size_t i = 0; i < types.len; i++) {
    args.v[i + 1].type = types.data[i];
    if (!opstate_add_type(st, types.data[i])) goto done;
  }
  Region *body = opstate_add_region(st);
  if (!body || !parse_region(p, body, args.v, args.n, false) ||
      !ensure_terminator(ctx, body, "scf.yield", 0, st->loc))
    goto done;
  /* Operands resolve after the body, so uses of values defined inside the
   * region are reported as upstream does. */
  for (int i = 0; i < 3; i++) {
    Value *v = resolve_ssa_use(p, &bounds[i], ivty);
    if (!v || !opstate_add_operand(st, v)) goto done;
  }
  ok = resolve_operands(p, &inits, (const Type *const *)types.data, NULL, st) &&
       parse_optional_attr_dict(p, st);
done:
  arg_list_free(ctx, &args);
  use_list_free(ctx, &inits);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void for_print(Printer *pr, Operation *op) {
  const Region *r = &op->regions[0];
  unsigned ninit = op->num_operands >= 3 ? op->num_operands - 3 : 0;
  if (op_get_attr(op, "unsignedCmp", 11)) pr_puts(pr, " unsigned");
  pr_putc(pr, ' ');
  pr_value(pr, entry_arg(r, 0));
  pr_puts(pr, " = ");
  pr_value(pr, op->num_operands > 0 ? op->operands[0].value : NULL);
  pr_puts(pr, " to ");
  pr_value(pr, op->num_operands > 1 ? op->operands[1].value : NULL);
  pr_puts(pr, " step ");
  pr_value(pr, op->num_operands > 2 ? op->operands[2].value : NULL);
  print_init_list(pr, r, 1, op, 3, ninit, " iter_args");
  if (ninit) {
    pr_puts(pr, " -> (");
    pr_operand_types(pr, op, 3, ninit);
    pr_putc(pr, ')');
  }
  pr_putc(pr, ' ');
  const Value *iv = entry_arg(r, 0);
  if (iv && iv->type->kind != TK_INDEX) {
    pr_puts(pr, " : ");
    pr_type(pr, iv->type);
    pr_putc(pr, ' ');
  }
  pr_region(pr, r, false, ninit != 0, false);
  static const char *const elided[] = {"unsignedCmp", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* ---- scf.if -------------------------------------------------------------------- */

static bool if_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  Region *then_r = opstate_add_region(st), *else_r = opstate_add_region(st);
  UnresolvedUse cond;
  PtrVec types = {0};
  bool ok = false;
  if (!then_r || !else_r || !parse_ssa_use(p, &cond)) goto done;
  Value *c = resolve_ssa_use(p, &cond, ctx->t_i1);
  if (!c || !opstate_add_operand(st, c) || !parse_optional_arrow_type_list(p, &types)) goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  if (!parse_region(p, then_r, NULL, 0, false) || !ensure_terminator(ctx, then_r, "scf.yield", 0, st->loc))
    goto done;
  if (parser_consume_keyword(p, "else") &&
      (!parse_region(p, else_r, NULL, 0, false) || !ensure_terminator(ctx, else_r, "scf.yield", 0, st->loc)))
    goto done;
  ok = parse_optional_attr_dict(p, st);
done:
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void if_print(Printer *pr, Operation *op) {
  bool terminators = op->num_results != 0;
  pr_putc(pr, ' ');
  pr_value(pr, op->num_operands ? op->operands[0].value : NULL);
  if (op->num_results) {
    pr_puts(pr, " -> (");
    pr_result_types(pr, op, 0, op->num_results);
    pr_putc(pr, ')');
  }
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, terminators, false);
  if (op->num_regions > 1 && op->regions[1].first) {
    pr_puts(pr, " else ");
    pr_region(pr, &op->regions[1], false, terminators, false);
  }
  pr_attr_dict(pr, op, NULL, false);
}

/* ---- scf.while ------------------------------------------------------------------ */

static bool while_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList args = {0};
  UseList inits = {0};
  bool ok = false, present;
  Region *before = opstate_add_region(st), *after = opstate_add_region(st);
  if (!before || !after || !parse_optional_assignment_list(p, &present, &args, &inits)) goto done;
  Token colon = p->tok;
  if (!parser_expect(p, T_COLON, "expected ':'")) goto done;
  const Type *fn = parse_type(p);
  if (!fn) goto done;
  if (fn->kind != TK_FUNCTION) {
    parser_op_error(p, &colon, "invalid kind of type specified");
    goto done;
  }
  for (unsigned i = 0; i < fn_num_results(fn); i++)
    if (!opstate_add_type(st, fn_result(fn, i))) goto done;
  if (fn_num_inputs(fn) != inits.n) {
    parser_op_error(p, &colon, "expected as many input types as operands (expected %zu got %u)", inits.n,
                    fn_num_inputs(fn));
    goto done;
  }
  for (size_t i = 0; i < inits.n; i++) {
    Value *v = resolve_ssa_use(p, &inits.v[i], fn_input(fn, (unsigned)i));
    if (!v || !opstate_add_operand(st, v)) goto done;
    args.v[i].type = fn_input(fn, (unsigned)i);
  }
  if (!parse_region(p, before, args.v, args.n, false) || !parser_expect_op_keyword(p, "do") ||
      !parse_region(p, after, NULL, 0, false))
    goto done;
  ok = !parser_consume_keyword(p, "attributes") || parse_attr_dict(p, st);
done:
  arg_list_free(ctx, &args);
  use_list_free(ctx, &inits);
  return ok;
}

static void while_print(Printer *pr, Operation *op) {
  print_init_list(pr, &op->regions[0], 0, op, 0, op->num_operands, " ");
  pr_puts(pr, " : ");
  pr_functional_type_of(pr, op, 0, op->num_operands);
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, true, false);
  pr_puts(pr, " do ");
  pr_region(pr, &op->regions[1], true, true, false);
  pr_attr_dict(pr, op, NULL, true);
}

/* ---- scf.execute_region ----------------------------------------------------------- */

static bool execute_region_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  PtrVec types = {0};
  bool ok = false;
  if (!parse_optional_arrow_type_list(p, &types)) goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  if (parser_consume_keyword(p, "no_inline") && !opstate_add_attr(st, name_of(ctx, "no_inline"), ctx->a_unit))
    goto done;
  Region *body = opstate_add_region(st);
  ok = body && parse_region(p, body, NULL, 0, false) && parse_optional_attr_dict(p, st);
done:
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void execute_region_print(Printer *pr, Operation *op) {
  pr_optional_arrow_result_types(pr, op);
  pr_putc(pr, ' ');
  if (op_get_attr(op, "no_inline", 9)) pr_puts(pr, "no_inline ");
  pr_region(pr, &op->regions[0], false, true, false);
  static const char *const elided[] = {"no_inline", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* ---- scf.parallel ------------------------------------------------------------------- */

static bool parallel_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList ivs = {0};
  UseList lists[4] = {{0}};
  PtrVec types = {0};
  bool ok = false;
  static const char *const kws[3] = {NULL, "to", "step"};
  if (!parse_argument_list_paren(p, &ivs)) goto done;
  for (int k = 0; k < 3; k++) {
    if (k == 0 ? !parser_expect(p, T_EQUAL, "expected '='") : !parser_expect_op_keyword(p, kws[k])) goto done;
    if (!parse_operand_list(p, T_LPAREN, (int)ivs.n, &lists[k]) ||
        !resolve_operands(p, &lists[k], NULL, ctx->t_index, st))
      goto done;
  }
  if (parser_consume_keyword(p, "init") && !parse_operand_list(p, T_LPAREN, -1, &lists[3])) goto done;
  if (!parse_optional_arrow_type_list(p, &types)) goto done;
  for (size_t i = 0; i < types.len; i++)
    if (!opstate_add_type(st, types.data[i])) goto done;
  for (size_t i = 0; i < ivs.n; i++) ivs.v[i].type = ctx->t_index;
  Region *body = opstate_add_region(st);
  if (!body || !parse_region(p, body, ivs.v, ivs.n, false)) goto done;
  int32_t sizes[4];
  for (int k = 0; k < 4; k++) sizes[k] = (int32_t)lists[k].n;
  if (!add_segments(st, sizes, 4) || !parse_optional_attr_dict(p, st)) goto done;
  if (lists[3].n != types.len) {
    operand_type_count_error(p, st->loc, lists[3].n, types.len);
    goto done;
  }
  ok = resolve_operands(p, &lists[3], (const Type *const *)types.data, NULL, st) &&
       ensure_terminator(ctx, body, "scf.reduce", 0, st->loc);
done:
  arg_list_free(ctx, &ivs);
  for (int k = 0; k < 4; k++) use_list_free(ctx, &lists[k]);
  pv_free(&ctx->alloc, &types);
  return ok;
}

static void parallel_print(Printer *pr, Operation *op) {
  const Region *r = &op->regions[0];
  unsigned s[4], c[4];
  for (unsigned g = 0; g < 4; g++) operand_group(op, g, &s[g], &c[g]);
  pr_puts(pr, " (");
  pr_values(pr, r->first ? r->first->args : NULL, r->first ? r->first->nargs : 0);
  static const char *const seps[3] = {") = (", ") to (", ") step ("};
  for (unsigned g = 0; g < 3; g++) {
    pr_puts(pr, seps[g]);
    print_operand_range(pr, op, s[g], c[g]);
  }
  pr_putc(pr, ')');
  if (c[3]) {
    pr_puts(pr, " init (");
    print_operand_range(pr, op, s[3], c[3]);
    pr_putc(pr, ')');
  }
  pr_optional_arrow_result_types(pr, op);
  pr_putc(pr, ' ');
  pr_region(pr, r, false, true, false);
  static const char *const elided[] = {"operandSegmentSizes", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* ---- scf.forall ---------------------------------------------------------------------- */

/* A static list of `n` copies of `v` (the implied bounds of `in (...)`). */
static const Attr *filled_i64_array(Context *ctx, size_t n, int64_t v) {
  StrBuf b;
  sb_init(&b, &ctx->alloc);
  for (size_t i = 0; i < n; i++)
    for (unsigned k = 0; k < 8; k++) sb_putc(&b, (char)((uint64_t)v >> (8 * k)));
  const Attr *a = attr_dense_array(ctx, ctx->t_i64, n, b.data ? b.data : "", b.len);
  sb_free(&b);
  return a;
}

static bool forall_parse(Parser *p, OperationState *st) {
  Context *ctx = p->ctx;
  ArgList ivs = {0}, outs_args = {0};
  UseList lists[4] = {{0}};
  PtrVec types = {0};
  const Attr *stat[3] = {NULL, NULL, NULL};
  bool ok = false;
  if (!parse_argument_list_paren(p, &ivs)) goto done;
  if (parser_consume_keyword(p, "in")) {
    if (!parse_dynamic_index_list(p, T_LPAREN, st->loc, &lists[1], &stat[1]) ||
        !resolve_operands(p, &lists[1], NULL, ctx->t_index, st))
      goto done;
    stat[0] = filled_i64_array(ctx, ivs.n, 0);
    stat[2] = filled_i64_array(ctx, ivs.n, 1);
  } else {
    static const char *const kws[3] = {NULL, "to", "step"};
    for (int k = 0; k < 3; k++) {
      if (k == 0 ? !parser_expect(p, T_EQUAL, "expected '='") : !parser_expect_op_keyword(p, kws[k])) goto done;
      if (!parse_dynamic_index_list(p, T_LPAREN, st->loc, &lists[k], &stat[k]) ||
          !resolve_operands(p, &lists[k], NULL, ctx->t_index, st))
        goto done;
    }
  }
  Token outs_tok = p->tok;
  if (parser_consume_keyword(p, "shared_outs")) {
    bool present;
    if (!parse_optional_assignment_list(p, &present, &outs_args, &lists[3])) goto done;
    if (!present) {
      parser_op_error(p, NULL, "expected '('");
      goto done;
    }
    if (!parse_optional_arrow_type_list(p, &types)) goto done;
    if (lists[3].n != types.len) {
      operand_type_count_error(p, parser_tok_loc(p, &outs_tok), lists[3].n, types.len);
      goto done;
    }
    for (size_t i = 0; i < types.len; i++)
      if (!opstate_add_type(st, types.data[i])) goto done;
    if (!resolve_operands(p, &lists[3], (const Type *const *)types.data, NULL, st)) goto done;
  }
  for (size_t i = 0; i < ivs.n; i++) ivs.v[i].type = ctx->t_index;
  for (size_t i = 0; i < outs_args.n; i++) {
    outs_args.v[i].type = types.data[i];
    if (!arg_list_push(ctx, &ivs, &outs_args.v[i])) goto done;
  }
  Region *body = opstate_add_region(st);
  if (!body || !parse_region(p, body, ivs.v, ivs.n, false) ||
      !ensure_terminator(ctx, body, "scf.forall.in_parallel", 1, st->loc) || !parse_optional_attr_dict(p, st))
    goto done;
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  for (int k = 0; k < 3; k++)
    if (!stat[k] || !opstate_add_attr(st, name_of(ctx, names[k]), stat[k])) goto done;
  int32_t sizes[4];
  for (int k = 0; k < 4; k++) sizes[k] = (int32_t)lists[k].n;
  ok = add_segments(st, sizes, 4);
done:
  arg_list_free(ctx, &ivs);
  arg_list_free(ctx, &outs_args);
  for (int k = 0; k < 4; k++) use_list_free(ctx, &lists[k]);
  pv_free(&ctx->alloc, &types);
  return ok;
}

/* getConstantIntValue on a value: the integer `value` of a ConstantLike
 * defining op (arith.constant, index.constant, ...). */
static bool constant_int(const Value *v, int64_t *out) {
  Operation *def = v ? value_defining_op(v) : NULL;
  const OdsOp *o = def ? op_ods(def) : NULL;
  if (!o || !(o->ods_traits & ODS_CONSTANT_LIKE)) return false;
  const Attr *a = op_get_attr(def, "value", 5);
  if (!a || a->kind != AK_INTEGER) return false;
  *out = attr_int_value(a);
  return true;
}

/* Every entry of a mixed static/dynamic list equals `want`. */
static bool all_equal(const Operation *op, const Attr *stat, unsigned start, unsigned count, int64_t want) {
  unsigned n = stat && stat->kind == AK_DENSE_ARRAY ? stat->aux : 0, dyn = 0;
  for (unsigned i = 0; i < n; i++) {
    int64_t v = dense_i64_at(stat, i);
    if (v == DYNAMIC_SIZE) {
      if (dyn >= count || !constant_int(op->operands[start + dyn++].value, &v)) return false;
    }
    if (v != want) return false;
  }
  return true;
}

static void forall_print(Printer *pr, Operation *op) {
  const Region *r = &op->regions[0];
  const Attr *lb = op_get_attr(op, "staticLowerBound", 16), *ub = op_get_attr(op, "staticUpperBound", 16),
             *step = op_get_attr(op, "staticStep", 10);
  unsigned s[4], c[4];
  for (unsigned g = 0; g < 4; g++) operand_group(op, g, &s[g], &c[g]);
  unsigned nargs = r->first ? r->first->nargs : 0;
  unsigned rank = nargs >= c[3] ? nargs - c[3] : 0;
  pr_puts(pr, " (");
  pr_values(pr, r->first ? r->first->args : NULL, rank);
  if (all_equal(op, lb, s[0], c[0], 0) && all_equal(op, step, s[2], c[2], 1)) {
    pr_puts(pr, ") in ");
    pr_dynamic_index_list(pr, '(', ub, op->operands + s[1], c[1]);
  } else {
    pr_puts(pr, ") = ");
    pr_dynamic_index_list(pr, '(', lb, op->operands + s[0], c[0]);
    pr_puts(pr, " to ");
    pr_dynamic_index_list(pr, '(', ub, op->operands + s[1], c[1]);
    pr_puts(pr, " step ");
    pr_dynamic_index_list(pr, '(', step, op->operands + s[2], c[2]);
  }
  print_init_list(pr, r, rank, op, s[3], c[3], " shared_outs");
  pr_putc(pr, ' ');
  if (c[3]) {
    pr_puts(pr, "-> (");
    pr_result_types(pr, op, 0, op->num_results);
    pr_puts(pr, ") ");
  }
  pr_region(pr, r, false, op->num_results > 0, false);
  static const char *const elided[] = {"operandSegmentSizes", "staticLowerBound", "staticUpperBound",
                                       "staticStep", NULL};
  pr_attr_dict(pr, op, elided, false);
}

/* ---- scf.forall.in_parallel -------------------------------------------------------------- */

static bool in_parallel_parse(Parser *p, OperationState *st) {
  Region *body = opstate_add_region(st);
  if (!body || !parse_region(p, body, NULL, 0, false)) return false;
  if (!body->first) {
    Block *b = block_create(&p->ctx->alloc);
    if (!b) return false;
    region_append_block(body, b);
  }
  return parse_optional_attr_dict(p, st);
}

static void in_parallel_print(Printer *pr, Operation *op) {
  pr_putc(pr, ' ');
  pr_region(pr, &op->regions[0], false, false, false);
  pr_attr_dict(pr, op, NULL, false);
}

/* ---- scf.index_switch -------------------------------------------------------------------- */

/* The declarative format, with the regions put back in ODS order: the
 * format reads the case regions before the default region, which ODS
 * declares first (upstream's generated parser adds regions at the end). */
static bool index_switch_parse(Parser *p, OperationState *st) {
  if (!ods_format_parse(p, st)) return false;
  size_t n = st->num_regions;
  if (n > 1) {
    Region *dflt = st->regions[n - 1];
    memmove(st->regions + 1, st->regions, (n - 1) * sizeof *st->regions);
    st->regions[0] = dflt;
  }
  return true;
}

static const OpHooks HOOKS[] = {
    {.name = "scf.index_switch", .parse = index_switch_parse, .print = ods_format_print},
    {.name = "scf.for", .parse = for_parse, .print = for_print},
    {.name = "scf.if", .parse = if_parse, .print = if_print},
    {.name = "scf.while", .parse = while_parse, .print = while_print},
    {.name = "scf.execute_region", .parse = execute_region_parse, .print = execute_region_print},
    {.name = "scf.parallel", .parse = parallel_parse, .print = parallel_print},
    {.name = "scf.forall", .parse = forall_parse, .print = forall_print},
    {.name = "scf.forall.in_parallel", .parse = in_parallel_parse, .print = in_parallel_print},
    {NULL},
};

const DialectDef SCF_DIALECT = {"scf", &ODS_scf, HOOKS, NULL};
