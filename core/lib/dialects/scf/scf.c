/* scf.c: the scf dialect's hand-written pieces (upstream's SCF.cpp): the
 * custom syntax of scf.for, scf.if, scf.while, scf.execute_region,
 * scf.parallel, scf.forall and scf.forall.in_parallel, including where the
 * implicit terminators are added on parse and elided on print; the
 * verifiers, with the LoopLike and RegionBranch interface checks in
 * upstream's order. The other scf ops use their declarative formats. */
#include "../dialects.h"
#include "../../ods/ods_format.h"

#include <stdarg.h>
#include <stdio.h>

MLIR_INTERNAL extern const OdsDialect ODS_scf; /* generated from ODS */

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

/* ---- verifiers (upstream's SCF.cpp verify/verifyRegions) ------------------------------------ */

/* An error on `op` with upstream's "see current operation" note followed
 * by one more note at `note_loc` (verifyAndGetTerminator's "terminator
 * here", index_switch's "see yield operation here"). */
static bool fail_with_note(Operation *op, const Loc *note_loc, const char *note, const char *fmt, ...)
    MLIR_PRINTF(4, 5);
static bool fail_with_note(Operation *op, const Loc *note_loc, const char *note, const char *fmt, ...) {
  Context *ctx = op_context(op);
  Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
  if (!d) return false;
  sb_printf(&d->msg, "'%s' op ", op->name->name->str);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(&d->msg, fmt, ap);
  va_end(ap);
  diag_note_current_op(d, op);
  if (note_loc) {
    Diag *n = diag_note(ctx, d, note_loc);
    if (n) sb_puts(&n->msg, note);
  }
  diag_emit(ctx, d);
  return false;
}

static bool is_op(const Operation *op, const char *name) {
  return op && strcmp(op->name->name->str, name) == 0;
}

/* verifyAndGetTerminator: the first block's last op must be `name`. */
static Operation *terminator_of(Operation *op, const Region *r, const char *name, const char *msg) {
  Operation *t = r->first ? r->first->last : NULL;
  if (is_op(t, name)) return t;
  if (t) fail_with_note(op, t->loc, "terminator here", "%s", msg);
  else op_fail(op, "%s", msg);
  return NULL;
}

/* A list of types gathered from values (operands, block arguments, results). */
typedef struct Types {
  const Type *small[8];
  const Type **t;
  unsigned n;
} Types;

static void types_init(Types *ts, Context *ctx, unsigned n) {
  ts->n = 0;
  ts->t = n <= 8 ? ts->small : ctx_alloc(ctx, n * sizeof *ts->t);
}
static void types_push(Types *ts, const Type *t) {
  if (ts->t) ts->t[ts->n++] = t;
}
static void types_free(Types *ts, Context *ctx) {
  if (ts->t != ts->small) ctx_free(ctx, ts->t);
}
static void types_of_operands(Types *ts, Context *ctx, const Operation *op, unsigned from, unsigned n) {
  types_init(ts, ctx, n);
  for (unsigned i = 0; i < n && from + i < op->num_operands; i++) types_push(ts, op->operands[from + i].value->type);
}
static void types_of_args(Types *ts, Context *ctx, const Block *b, unsigned from) {
  unsigned n = b && b->nargs > from ? b->nargs - from : 0;
  types_init(ts, ctx, n);
  for (unsigned i = 0; i < n; i++) types_push(ts, b->args[from + i]->type);
}
static void types_of_results(Types *ts, Context *ctx, const Operation *op) {
  types_init(ts, ctx, op->num_results);
  for (unsigned i = 0; i < op->num_results; i++) types_push(ts, op->results[i].type);
}

/* LoopLikeOpInterface's verifier (verifyLoopLikeOpInterface): inits,
 * region iter_args, yielded values (may be absent) and loop results (may
 * be absent) agree in number and type. `res` NULL: no loop results. */
static bool loop_like_verify(Operation *op, const Types *inits, const Types *iters, const Types *yielded,
                             const Types *res) {
  Context *ctx = op_context(op);
  if (inits->n != iters->n)
    return op_fail(op, "different number of inits and region iter_args: %u != %u", inits->n, iters->n);
  if (yielded->n && iters->n != yielded->n)
    return op_fail(op, "different number of region iter_args and yielded values: %u != %u", iters->n, yielded->n);
  if (res && res->n != iters->n)
    return op_fail(op, "different number of loop results and region iter_args: %u != %u", res->n, iters->n);
  for (unsigned i = 0; i < inits->n; i++) {
    if (inits->t[i] != iters->t[i]) {
      op_fail(op, "%u-th init and %u-th region iter_arg have different type: '%s' != '%s'", i, i,
              type_text(ctx, inits->t[i]), type_text(ctx, iters->t[i]));
      return false;
    }
    if (yielded->n && iters->t[i] != yielded->t[i]) {
      op_fail(op, "%u-th region iter_arg and %u-th yielded value have different type: '%s' != '%s'", i, i,
              type_text(ctx, iters->t[i]), type_text(ctx, yielded->t[i]));
      return false;
    }
  }
  /* Upstream advances its index once after the loop, so every mismatch is
   * reported as the 0-th. */
  for (unsigned i = 0; res && i < iters->n; i++)
    if (iters->t[i] != res->t[i]) {
      op_fail(op, "0-th region iter_arg and 0-th loop result have different type: '%s' != '%s'",
              type_text(ctx, iters->t[i]), type_text(ctx, res->t[i]));
      return false;
    }
  return true;
}

/* The terminator's operands when it is `name`, else none. */
static void yielded_types(Types *ts, Context *ctx, const Region *r, const char *name) {
  Operation *t = r->first ? r->first->last : NULL;
  if (is_op(t, name)) types_of_operands(ts, ctx, t, 0, t->num_operands);
  else types_init(ts, ctx, 0);
}

static bool for_verify(Operation *op) {
  unsigned ninit = op->num_operands >= 3 ? op->num_operands - 3 : 0;
  if (ninit != op->num_results) return op_fail(op, "mismatch in number of loop-carried values and defined values");
  return true;
}

/* LoopLikeOpInterface of scf.for (verified with the regions). */
static bool for_loop_like_verify(Operation *op) {
  Context *ctx = op_context(op);
  const Region *r = &op->regions[0];
  if (!r->first || !r->first->nargs || op->num_operands < 3) return true;
  Types inits, iters, yielded, res;
  types_of_operands(&inits, ctx, op, 3, op->num_operands - 3);
  types_of_args(&iters, ctx, r->first, 1);
  yielded_types(&yielded, ctx, r, "scf.yield");
  types_of_results(&res, ctx, op);
  bool ok = loop_like_verify(op, &inits, &iters, &yielded, &res);
  types_free(&inits, ctx), types_free(&iters, ctx), types_free(&yielded, ctx), types_free(&res, ctx);
  return ok;
}

/* ---- RegionBranchOpInterface: types along control-flow edges ---------------------------------- */

/* One edge from a branch point (the parent op, or the terminator `from`)
 * to a region's inputs or the parent's results (to_region -1). */
static bool check_edge(Operation *op, const Operation *from, int to_region, const Types *operands,
                       const Types *inputs) {
  Context *ctx = op_context(op);
  char src[160], dst[32];
  if (from) snprintf(src, sizeof src, "Operation %s", from->name->name->str);
  else snprintf(src, sizeof src, "parent");
  if (to_region < 0) snprintf(dst, sizeof dst, "parent");
  else snprintf(dst, sizeof dst, "Region #%d", to_region);
  const Loc *point = from ? from->loc : op->loc;
  if (operands->n != inputs->n)
    return fail_with_note(op, point, "region branch point",
                          "along control flow edge from %s to %s: region branch point has %u operands, but region "
                          "successor needs %u inputs",
                          src, dst, operands->n, inputs->n);
  for (unsigned i = 0; i < operands->n; i++)
    if (operands->t[i] != inputs->t[i]) {
      fail_with_note(op, point, "region branch point",
                     "along control flow edge from %s to %s: successor operand type #%u '%s' should match "
                     "successor input type #%u '%s'",
                     src, dst, i, type_text(ctx, operands->t[i]), i, type_text(ctx, inputs->t[i]));
      return false;
    }
  return true;
}

/* Terminator `t` of a region yields its operands to the parent's results. */
static bool check_yield_to_parent(Operation *op, Operation *t) {
  Context *ctx = op_context(op);
  Types a, b;
  types_of_operands(&a, ctx, t, 0, t->num_operands);
  types_of_results(&b, ctx, op);
  bool ok = check_edge(op, t, -1, &a, &b);
  types_free(&a, ctx), types_free(&b, ctx);
  return ok;
}

/* scf.if / scf.execute_region: every yield returns to the parent. */
static bool yields_to_parent_verify(Operation *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (Block *b = op->regions[r].first; b; b = b->next)
      if (is_op(b->last, "scf.yield") && !check_yield_to_parent(op, b->last)) return false;
  return true;
}

/* Upstream's order: the LoopLike and RegionBranch interfaces (as
 * declared), then ForOp::verifyRegions. */
static bool for_verify_regions(Operation *op) {
  Context *ctx = op_context(op);
  const Block *b = op->regions[0].first;
  if (!b || !b->nargs || op->num_operands < 3) return true; /* structural checks report these */
  if (!for_loop_like_verify(op)) return false;
  Types inits, iters, res, yielded;
  types_of_operands(&inits, ctx, op, 3, op->num_operands - 3);
  types_of_args(&iters, ctx, b, 1);
  types_of_results(&res, ctx, op);
  bool ok = check_edge(op, NULL, 0, &inits, &iters);
  Operation *y = b->last;
  if (ok && is_op(y, "scf.yield")) {
    types_of_operands(&yielded, ctx, y, 0, y->num_operands);
    ok = check_edge(op, y, 0, &yielded, &iters) && check_edge(op, y, -1, &yielded, &res);
    types_free(&yielded, ctx);
  }
  types_free(&inits, ctx), types_free(&iters, ctx), types_free(&res, ctx);
  if (!ok) return false;
  if (b->args[0]->type != op->operands[0].value->type)
    return op_fail(op, "expected induction variable to be same type as bounds and step");
  if (b->nargs - 1 != op->num_results)
    return op_fail(op, "mismatch in number of basic block args and defined values");
  for (unsigned i = 0; i < op->num_results; i++) {
    const Type *rt = op->results[i].type;
    if (op->operands[3 + i].value->type != rt)
      return op_fail(op, "types mismatch between %uth iter operand and defined value", i);
    if (b->args[1 + i]->type != rt)
      return op_fail(op, "types mismatch between %uth iter region arg and defined value", i);
  }
  return true;
}

/* scf.while: inits enter `before`; scf.condition goes to the results and
 * to `after` (in that order); the `after` yield goes back to `before`. */
static bool while_verify_regions(Operation *op) {
  Context *ctx = op_context(op);
  const Block *before = op->regions[0].first, *after = op->regions[1].first;
  Types inits, bargs, aargs, res;
  types_of_operands(&inits, ctx, op, 0, op->num_operands);
  types_of_args(&bargs, ctx, before, 0);
  types_of_args(&aargs, ctx, after, 0);
  types_of_results(&res, ctx, op);
  bool ok = check_edge(op, NULL, 0, &inits, &bargs);
  Operation *cond = before ? before->last : NULL;
  if (ok && is_op(cond, "scf.condition")) {
    Types args;
    types_of_operands(&args, ctx, cond, 1, cond->num_operands ? cond->num_operands - 1 : 0);
    ok = check_edge(op, cond, -1, &args, &res) && check_edge(op, cond, 1, &args, &aargs);
    types_free(&args, ctx);
  }
  Operation *y = after ? after->last : NULL;
  if (ok && is_op(y, "scf.yield")) {
    Types ys;
    types_of_operands(&ys, ctx, y, 0, y->num_operands);
    ok = check_edge(op, y, 0, &ys, &bargs);
    types_free(&ys, ctx);
  }
  if (ok) { /* then LoopLikeOpInterface, declared after RegionBranch */
    Types yielded;
    yielded_types(&yielded, ctx, &op->regions[1], "scf.yield");
    ok = loop_like_verify(op, &inits, &bargs, &yielded, NULL);
    types_free(&yielded, ctx);
  }
  types_free(&inits, ctx), types_free(&bargs, ctx), types_free(&aargs, ctx), types_free(&res, ctx);
  return ok;
}

static bool if_verify(Operation *op) {
  if (op->num_results && op->num_regions > 1 && !op->regions[1].first)
    return op_fail(op, "must have an else block if defining values");
  return true;
}

static bool while_verify(Operation *op) {
  if (!terminator_of(op, &op->regions[0], "scf.condition",
                     "expects the 'before' region to terminate with 'scf.condition'"))
    return false;
  return terminator_of(op, &op->regions[1], "scf.yield", "expects the 'after' region to terminate with 'scf.yield'") !=
         NULL;
}

static bool execute_region_verify(Operation *op) {
  const Region *r = &op->regions[0];
  if (!r->first) return op_fail(op, "region needs to have at least one block");
  if (r->first->nargs) return op_fail(op, "region cannot have any arguments");
  return true;
}

static bool parallel_verify(Operation *op) {
  unsigned s[4], c[4];
  for (unsigned g = 0; g < 4; g++) operand_group(op, g, &s[g], &c[g]);
  if (!c[2]) return op_fail(op, "needs at least one tuple element for lowerBound, upperBound and step");
  for (unsigned i = 0; i < c[2]; i++) {
    int64_t v;
    if (constant_int(op->operands[s[2] + i].value, &v) && v <= 0)
      return op_fail(op, "constant step operand must be positive");
  }
  const Block *b = op->regions[0].first;
  unsigned nargs = b ? b->nargs : 0;
  if (nargs != c[2])
    return op_fail(op, "expects the same number of induction variables: %u as bound and step values: %u", nargs,
                   c[2]);
  for (unsigned i = 0; i < nargs; i++)
    if (b->args[i]->type->kind != TK_INDEX)
      return op_fail(op, "expects arguments for the induction variable to be of index type");
  Operation *reduce = terminator_of(op, &op->regions[0], "scf.reduce", "expects body to terminate with 'scf.reduce'");
  if (!reduce) return false;
  unsigned nred = reduce->num_regions;
  if (op->num_results != nred)
    return op_fail(op, "expects number of results: %u to be the same as number of reductions: %u", op->num_results,
                   nred);
  if (op->num_results != c[3])
    return op_fail(op, "expects number of results: %u to be the same as number of initial values: %u",
                   op->num_results, c[3]);
  if (reduce->num_operands != c[3]) return true; /* scf.reduce reports it */
  for (unsigned i = 0; i < nred; i++) {
    const Type *rt = op->results[i].type, *ot = reduce->operands[i].value->type;
    if (rt != ot) {
      const char *as = type_text(op_context(op), ot), *bs = type_text(op_context(op), rt);
      op_fail(reduce, "expects type of %u-th reduction operand: '%s' to be the same as the %u-th result type: '%s'",
              i, as, i, bs);
      return false;
    }
  }
  return true;
}

static bool reduce_verify(Operation *op) {
  if (op->num_regions != op->num_operands)
    return op_fail(op, "expects number of reduction regions: %u to be the same as number of reduction operands: %u",
                   op->num_regions, op->num_operands);
  for (unsigned i = 0; i < op->num_regions; i++) {
    const Type *t = op->operands[i].value->type;
    const Block *b = op->regions[i].first;
    if (!b || !b->first) return op_fail(op, "%u-th reduction has an empty body", i);
    bool ok = b->nargs == 2 && b->args[0]->type == t && b->args[1]->type == t;
    if (!ok) {
      op_fail(op, "expected two block arguments with type '%s' in the %u-th reduction region",
              type_text(op_context(op), t), i);
      return false;
    }
    if (!is_op(b->last, "scf.reduce.return"))
      return op_fail(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
  }
  return true;
}

static bool reduce_return_verify(Operation *op) {
  const Block *b = op->block;
  if (!b || !b->nargs || !op->num_operands) return true;
  const Type *want = b->args[0]->type;
  if (op->operands[0].value->type == want) return true;
  op_fail(op, "must have type '%s' (the type of the reduction inputs)", type_text(op_context(op), want));
  return false;
}

/* verifyListOfOperandsOrIntegers (ViewLikeInterface.cpp). */
static bool verify_mixed_list(Operation *op, const char *name, unsigned n, const Attr *stat, unsigned ndyn) {
  unsigned have = stat && stat->kind == AK_DENSE_ARRAY ? stat->aux : 0, dyn = 0;
  if (have != n) return op_fail_plain(op, "expected %u %s values, got %u", n, name, have);
  for (unsigned i = 0; i < have; i++) dyn += dense_i64_at(stat, i) == DYNAMIC_SIZE;
  if (ndyn != dyn) return op_fail_plain(op, "expected %u dynamic %s values", dyn, name);
  return true;
}

/* DestinationStyleOpInterface: each tensor init ties to a result of its
 * type (inits are operands [from, from+n)). */
static bool dest_style_verify(Operation *op, unsigned from, unsigned n) {
  Context *ctx = op_context(op);
  unsigned tensors = 0, results = 0;
  for (unsigned i = 0; i < n; i++) {
    const Type *t = op->operands[from + i].value->type;
    if (t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR) tensors++;
    else if (t->kind != TK_MEMREF && t->kind != TK_UNRANKED_MEMREF)
      return op_fail(op, "expected that operand #%u is a tensor or a memref", from + i);
  }
  for (unsigned i = 0; i < op->num_results; i++) {
    const Type *t = op->results[i].type;
    results += t->kind == TK_RANKED_TENSOR || t->kind == TK_UNRANKED_TENSOR;
  }
  if (results != tensors)
    return op_fail(op, "expected the number of tensor results (%u) to be equal to the number of output tensors (%u)",
                   results, tensors);
  for (unsigned i = 0, r = 0; i < n; i++) {
    const Type *t = op->operands[from + i].value->type;
    if (t->kind != TK_RANKED_TENSOR && t->kind != TK_UNRANKED_TENSOR) continue;
    const Type *rt = r < op->num_results ? op->results[r++].type : t;
    if (rt != t) {
      op_fail(op, "expected type of operand #%u ('%s') to match type of corresponding result ('%s')", from + i,
              type_text(ctx, t), type_text(ctx, rt));
      return false;
    }
  }
  return true;
}

/* LoopLikeOpInterface of scf.forall (verified with the regions). */
static bool forall_verify_regions(Operation *op) {
  Context *ctx = op_context(op);
  const Attr *lb = op_get_attr(op, "staticLowerBound", 16);
  unsigned rank = lb && lb->kind == AK_DENSE_ARRAY ? lb->aux : 0, s3, c3;
  operand_group(op, 3, &s3, &c3);
  const Block *body = op->regions[0].first;
  if (!body || body->nargs < rank) return true;
  Types inits, iters, none, res;
  types_of_operands(&inits, ctx, op, s3, c3);
  types_of_args(&iters, ctx, body, rank);
  types_init(&none, ctx, 0);
  types_of_results(&res, ctx, op);
  bool ok = loop_like_verify(op, &inits, &iters, &none, &res);
  types_free(&inits, ctx), types_free(&iters, ctx), types_free(&res, ctx);
  return ok;
}

static bool forall_verify(Operation *op) {
  const Attr *lb = op_get_attr(op, "staticLowerBound", 16), *ub = op_get_attr(op, "staticUpperBound", 16),
             *step = op_get_attr(op, "staticStep", 10);
  unsigned s[4], c[4];
  for (unsigned g = 0; g < 4; g++) operand_group(op, g, &s[g], &c[g]);
  unsigned rank = lb && lb->kind == AK_DENSE_ARRAY ? lb->aux : 0;
  if (!dest_style_verify(op, s[3], c[3])) return false;
  if (op->num_results != c[3])
    return op_fail(op, "produces %u results, but has only %u outputs", op->num_results, c[3]);
  const Block *b = op->regions[0].first;
  unsigned nargs = b ? b->nargs : 0;
  if (nargs != rank + c[3]) return op_fail(op, "region expects %u arguments", rank);
  for (unsigned i = 0; i < rank; i++)
    if (b->args[i]->type->kind != TK_INDEX) return op_fail(op, "expects %u-th block argument to be an index", i);
  for (unsigned i = 0; i < c[3]; i++)
    if (b->args[rank + i]->type != op->operands[s[3] + i].value->type)
      return op_fail(op, "type mismatch between %u-th output and corresponding block argument", i);
  return verify_mixed_list(op, "lower bound", rank, lb, c[0]) && verify_mixed_list(op, "upper bound", rank, ub, c[1]) &&
         verify_mixed_list(op, "step", rank, step, c[2]);
}

static bool in_parallel_verify(Operation *op) {
  Operation *parent = op_parent_op(op);
  if (!is_op(parent, "scf.forall")) return op_fail(op, "expected forall op parent");
  const Block *b = op->regions[0].first;
  const Block *body = parent->regions[0].first;
  for (Operation *o = b ? b->first : NULL; o; o = o->next) {
    if (!is_op(o, "tensor.parallel_insert_slice"))
      return op_fail(op, "expected only ParallelCombiningOpInterface ops");
    /* The destination (operand 1) must be one of the loop's shared outputs. */
    Value *dest = o->num_operands > 1 ? o->operands[1].value : NULL;
    bool ok = dest && dest->kind == VALUE_BLOCK_ARG && dest->owner == body &&
              dest->index >= body->nargs - (unsigned)parent->num_results;
    if (!ok) return op_fail(o, "may only insert into an output block argument");
  }
  return true;
}

/* The yield ending one of index_switch's regions, checked against the
 * op's results (IndexSwitchOp::verify's verifyRegion). */
static bool switch_region_ok(Operation *op, const Region *r, const char *name) {
  Operation *y = r->first ? r->first->last : NULL;
  if (!y) return true; /* an empty region: the structural verifier's business */
  if (!is_op(y, "scf.yield"))
    return op_fail(op, "expected region to end with scf.yield, but got %s", y->name->name->str);
  if (y->num_operands != op->num_results)
    return fail_with_note(op, y->loc, "see yield operation here",
                          "expected each region to return %u values, but %s returns %u", op->num_results, name,
                          y->num_operands);
  for (unsigned i = 0; i < op->num_results; i++) {
    const Type *want = op->results[i].type, *got = y->operands[i].value->type;
    if (want == got) continue;
    StrBuf note;
    const char *ws = type_text(op_context(op), want), *gs = type_text(op_context(op), got);
    sb_init(&note, &op_context(op)->alloc);
    sb_printf(&note, "%s returns '%s' here", name, gs);
    fail_with_note(op, y->loc, note.data ? note.data : "", "expected result #%u of each region to be '%s'", i, ws);
    sb_free(&note);
    return false;
  }
  return true;
}

static bool index_switch_verify(Operation *op) {
  const Attr *cases = op_get_attr(op, "cases", 5);
  unsigned n = cases && cases->kind == AK_DENSE_ARRAY ? cases->aux : 0;
  unsigned nregions = op->num_regions ? op->num_regions - 1 : 0;
  if (n != nregions) return op_fail(op, "has %u case regions but %u case values", nregions, n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < i; k++)
      if (dense_i64_at(cases, i) == dense_i64_at(cases, k))
        return op_fail(op, "has duplicate case value: %lld", (long long)dense_i64_at(cases, i));
  if (!switch_region_ok(op, &op->regions[0], "default region")) return false;
  for (unsigned i = 0; i < nregions; i++) {
    char name[40];
    snprintf(name, sizeof name, "case region #%u", i);
    if (!switch_region_ok(op, &op->regions[1 + i], name)) return false;
  }
  return true;
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
    {.name = "scf.index_switch", .parse = index_switch_parse, .print = ods_format_print,
     .verify = index_switch_verify},
    {.name = "scf.for", .parse = for_parse, .print = for_print, .verify = for_verify,
     .verify_regions = for_verify_regions},
    {.name = "scf.if", .parse = if_parse, .print = if_print, .verify = if_verify,
     .verify_regions = yields_to_parent_verify},
    {.name = "scf.while", .parse = while_parse, .print = while_print, .verify = while_verify,
     .verify_regions = while_verify_regions},
    {.name = "scf.execute_region", .parse = execute_region_parse, .print = execute_region_print,
     .verify = execute_region_verify, .verify_regions = yields_to_parent_verify},
    {.name = "scf.parallel", .parse = parallel_parse, .print = parallel_print, .verify = parallel_verify},
    {.name = "scf.forall", .parse = forall_parse, .print = forall_print, .verify = forall_verify,
     .verify_regions = forall_verify_regions},
    {.name = "scf.forall.in_parallel", .parse = in_parallel_parse, .print = in_parallel_print,
     .verify = in_parallel_verify},
    {.name = "scf.reduce", .verify_regions = reduce_verify},
    {.name = "scf.reduce.return", .verify = reduce_return_verify},
    {0},
};

MLIR_INTERNAL extern const FoldHook SCF_FOLDS[];
MLIR_INTERNAL extern const Pattern *const SCF_PATTERNS[], *const SCF_IF_PATTERNS[], *const SCF_WHILE_PATTERNS[],
    *const SCF_PARALLEL_PATTERNS[];
MLIR_INTERNAL extern const OpInterfaceHooks SCF_INTERFACES[];

const DialectDef SCF_DIALECT = {
    .ns = "scf",
    .ods = &ODS_scf,
    .hooks = HOOKS,
    .folds = (const FoldHook *const[]){SCF_FOLDS, NULL},
    .patterns = (const Pattern *const *const[]){SCF_PATTERNS, SCF_IF_PATTERNS, SCF_WHILE_PATTERNS,
                                                SCF_PARALLEL_PATTERNS, NULL},
    .interfaces = (const OpInterfaceHooks *const[]){SCF_INTERFACES, NULL},
};
