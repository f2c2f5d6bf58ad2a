/* arith_expand.c: the arith-expand pass (upstream's ArithExpandOpsPass):
 * rewrites the arith ops LLVM has no direct lowering for (ceil/floor
 * divisions, the NaN-aware min/max, and with the include-* options the
 * small float types' extf/truncf) into plain arith ops.
 *
 * Upstream runs these as patterns under a partial conversion: the illegal
 * ops are visited in a pre-order walk, each folded first when it can be
 * (a folded constant lands at the op, with no deduplication), else
 * expanded in place. Nothing else runs: constants are not deduplicated and
 * dead ops stay. */
#include "arith_expand.h"

enum { OPT_BF16, OPT_F4E2M1, OPT_F8E8M0 };

/* ---- the integer divisions ------------------------------------------------------------ */

/* ceildivsi(a, b): q = a / b, plus one when the division is inexact and
 * a and b have the same sign. */
static Value *expand_ceildivsi(Expander *ex, Value *a, Value *b) {
  Value *zero = ex_int_const(ex, a->type, 0);
  Value *one = ex_int_const(ex, a->type, 1);
  Value *q = ex_binary(ex, "arith.divsi", a, b);
  Value *prod = ex_binary(ex, "arith.muli", q, b);
  Value *inexact = ex_compare(ex, "arith.cmpi", CMPI_NE, a, prod);
  Value *a_neg = ex_compare(ex, "arith.cmpi", CMPI_SLT, a, zero);
  Value *b_neg = ex_compare(ex, "arith.cmpi", CMPI_SLT, b, zero);
  Value *same_sign = ex_compare(ex, "arith.cmpi", CMPI_EQ, a_neg, b_neg);
  Value *cond = ex_binary(ex, "arith.andi", inexact, same_sign);
  Value *q_plus_one = ex_binary(ex, "arith.addi", q, one);
  return ex_select(ex, cond, q_plus_one, q);
}

/* ceildivui(a, b): a == 0 ? 0 : (a - 1) / b + 1. */
static Value *expand_ceildivui(Expander *ex, Value *a, Value *b) {
  Value *zero = ex_int_const(ex, a->type, 0);
  Value *is_zero = ex_compare(ex, "arith.cmpi", CMPI_EQ, a, zero);
  Value *one = ex_int_const(ex, a->type, 1);
  Value *a_minus_one = ex_binary(ex, "arith.subi", a, one);
  Value *q = ex_binary(ex, "arith.divui", a_minus_one, b);
  Value *q_plus_one = ex_binary(ex, "arith.addi", q, one);
  return ex_select(ex, is_zero, zero, q_plus_one);
}

/* floordivsi(a, b): q = a / b, minus one when the division is inexact and
 * a and b have different signs. */
static Value *expand_floordivsi(Expander *ex, Value *a, Value *b) {
  Value *q = ex_binary(ex, "arith.divsi", a, b);
  Value *prod = ex_binary(ex, "arith.muli", q, b);
  Value *inexact = ex_compare(ex, "arith.cmpi", CMPI_NE, a, prod);
  Value *zero = ex_int_const(ex, a->type, 0);
  Value *a_neg = ex_compare(ex, "arith.cmpi", CMPI_SLT, a, zero);
  Value *b_neg = ex_compare(ex, "arith.cmpi", CMPI_SLT, b, zero);
  Value *sign_differs = ex_compare(ex, "arith.cmpi", CMPI_NE, a_neg, b_neg);
  Value *cond = ex_binary(ex, "arith.andi", inexact, sign_differs);
  Value *minus_one = ex_int_const(ex, a->type, -1);
  Value *q_minus_one = ex_binary(ex, "arith.addi", q, minus_one);
  return ex_select(ex, cond, q_minus_one, q);
}

/* ---- the float min/max ------------------------------------------------------------------ */

/* cmp(l, r) ? l : r, with the NaN operand `nan_of` checked last: maximumf
 * and minimumf propagate a NaN rhs (a NaN lhs already wins the unordered
 * compare), maxnumf and minnumf drop a NaN lhs for rhs. */
static Value *expand_min_max(Expander *ex, int64_t pred, Value *l, Value *r, Value *nan_of) {
  Value *cmp = ex_compare(ex, "arith.cmpf", pred, l, r);
  Value *sel = ex_select(ex, cmp, l, r);
  Value *is_nan = ex_compare(ex, "arith.cmpf", CMPF_UNO, nan_of, nan_of);
  return ex_select(ex, is_nan, r, sel);
}

/* ---- scaling_extf / scaling_truncf ------------------------------------------------------- */

/* The op's scale as a factor of float element `elem`: extf of the scale
 * as f8E8M0FNU, to which wider scales are truncated first. Another scale
 * of 8 bits or fewer has no expansion (NULL, nothing built). */
static Value *scale_factor(Expander *ex, Operation *op, const Type *elem) {
  NamedAttr fm = named(ex->ctx, "fastmath", op_get_attr(op, "fastmath", 8));
  Value *scale = opnd(op, 1);
  const Type *et = elem_type_of(scale->type);
  if (!is_kind(et, TK_F8E8M0FNU)) {
    if (ex_float_width(et) <= 8) return NULL;
    const Type *e8m0 = type_with_elem(ex->ctx, scale->type, type_simple(ex->ctx, TK_F8E8M0FNU));
    scale = ex_build(ex, "arith.truncf", 1, &scale, e8m0, 1, &fm);
  }
  const Type *to = scale ? type_with_elem(ex->ctx, scale->type, elem) : NULL;
  return ex_build(ex, "arith.extf", 1, &scale, to, 1, &fm);
}

/* scaling_extf(in, scale): extf(in) * factor, all with the op's fastmath. */
static Value *expand_scaling_extf(Expander *ex, Operation *op) {
  NamedAttr fm = named(ex->ctx, "fastmath", op_get_attr(op, "fastmath", 8));
  const Type *out = op->results[0].type;
  Value *factor = scale_factor(ex, op, elem_type_of(out));
  if (!factor) return NULL;
  Value *in = opnd(op, 0);
  Value *ops[2] = {ex_build(ex, "arith.extf", 1, &in, out, 1, &fm), factor};
  return ex_build(ex, "arith.mulf", 2, ops, out, 1, &fm);
}

/* scaling_truncf(in, scale): truncf(in / factor), the rounding mode on the
 * truncf. */
static Value *expand_scaling_truncf(Expander *ex, Operation *op) {
  NamedAttr fm = named(ex->ctx, "fastmath", op_get_attr(op, "fastmath", 8));
  Value *in = opnd(op, 0);
  Value *factor = scale_factor(ex, op, elem_type_of(in->type));
  if (!factor) return NULL;
  Value *ops[2] = {in, factor};
  Value *quotient = ex_build(ex, "arith.divf", 2, ops, in->type, 1, &fm);
  NamedAttr attrs[2] = {named(ex->ctx, "roundingmode", op_get_attr(op, "roundingmode", 12)), fm};
  return ex_build(ex, "arith.truncf", 1, &quotient, op->results[0].type, 2, attrs);
}

/* ---- the driver ------------------------------------------------------------------------ */

/* Upstream's conversion driver replaces ops only when the conversion ends:
 * until then an expanded op stays in place, so that folders of later ops
 * still see it. */
typedef struct Driver {
  Context *ctx;
  const Pass *pass;
  PtrVec replaced; /* pairs: the op, the value replacing it */
  bool oom;
} Driver;

typedef struct Walk {
  const Pass *pass;
  PtrVec todo;
  bool oom;
} Walk;

/* Whether the op is illegal under the options (and so has an expansion):
 * the extf/truncf legality of the small float types follows the options. */
static bool is_illegal(const Pass *p, const Operation *op) {
  static const char *const ALWAYS[] = {
      "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",   "arith.maximumf",       "arith.minimumf",
      "arith.maxnumf",   "arith.minnumf",   "arith.scaling_extf", "arith.scaling_truncf", NULL};
  for (const char *const *n = ALWAYS; *n; n++)
    if (op_is(op, *n)) return true;
  bool ext = op_is(op, "arith.extf"), trunc = op_is(op, "arith.truncf");
  if ((!ext && !trunc) || op->num_operands != 1 || op->num_results != 1) return false;
  const Type *in = elem_type_of(opnd(op, 0)->type), *out = elem_type_of(op->results[0].type);
  if (pass_opt_int(p, OPT_BF16) && (ext ? is_kind(in, TK_BF16) && is_kind(out, TK_F32)
                                        : is_kind(in, TK_F32) && is_kind(out, TK_BF16)))
    return true;
  if (pass_opt_int(p, OPT_F8E8M0) && is_kind(ext ? in : out, TK_F8E8M0FNU)) return true;
  return pass_opt_int(p, OPT_F4E2M1) && is_kind(ext ? in : out, TK_F4E2M1FN);
}

static int collect(Operation *op, void *user) {
  Walk *w = user;
  if (is_illegal(w->pass, op) && !pv_push(NULL, &w->todo, op)) {
    w->oom = true;
    return WALK_INTERRUPT;
  }
  return WALK_ADVANCE;
}

static bool record(Driver *d, Operation *op, Value *v) {
  if (pv_push(NULL, &d->replaced, op) && pv_push(NULL, &d->replaced, v)) return true;
  d->oom = true;
  return false;
}

/* The conversion driver's fold-before-patterns: true when the op folded
 * to a value or to a constant materialized right before it. */
static bool fold_away(Driver *d, Expander *ex, Operation *op) {
  const Attr *consts[2] = {NULL, NULL};
  FoldResult out[2];
  unsigned n = 0;
  if (op->num_operands > 2 || op->num_results != 1) return false;
  for (int tries = 0; tries < 8; tries++) {
    /* After an in-place fold the op is legalized anew, folding first. */
    for (uint32_t i = 0; i < op->num_operands; i++) consts[i] = value_constant(opnd(op, i));
    if (!op_fold_with(op, consts, out, &n)) return false;
    if (n) break;
  }
  if (!n) return false;
  Value *v = out[0].value;
  if (!v && out[0].attr) {
    rw_set_before(&ex->rw, op);
    Operation *c = materialize_constant(&ex->rw, op, out[0].attr, op->results[0].type, op->loc);
    v = c ? res0(c) : NULL;
  }
  return v && record(d, op, v);
}

static Value *expand(Expander *ex, const Pass *p, Operation *op) {
  Value *a = opnd(op, 0), *b = op->num_operands > 1 ? opnd(op, 1) : NULL;
  const Type *out = op->results[0].type;
  if (op_is(op, "arith.ceildivsi")) return expand_ceildivsi(ex, a, b);
  if (op_is(op, "arith.ceildivui")) return expand_ceildivui(ex, a, b);
  if (op_is(op, "arith.floordivsi")) return expand_floordivsi(ex, a, b);
  if (op_is(op, "arith.maximumf")) return expand_min_max(ex, CMPF_UGT, a, b, b);
  if (op_is(op, "arith.minimumf")) return expand_min_max(ex, CMPF_ULT, a, b, b);
  if (op_is(op, "arith.maxnumf")) return expand_min_max(ex, CMPF_UGT, a, b, a);
  if (op_is(op, "arith.minnumf")) return expand_min_max(ex, CMPF_ULT, a, b, a);
  if (op_is(op, "arith.scaling_extf")) return expand_scaling_extf(ex, op);
  if (op_is(op, "arith.scaling_truncf")) return expand_scaling_truncf(ex, op);
  const Type *in_elem = elem_type_of(a->type), *out_elem = elem_type_of(out);
  const Attr *fastmath = op_get_attr(op, "fastmath", 8);
  if (op_is(op, "arith.extf")) {
    if (pass_opt_int(p, OPT_F8E8M0) && is_kind(in_elem, TK_F8E8M0FNU))
      return ex_extf_f8e8m0(ex, a, out, fastmath);
    if (pass_opt_int(p, OPT_F4E2M1) && is_kind(in_elem, TK_F4E2M1FN)) return ex_extf_f4e2m1(ex, a, out);
    return ex_extf_bf16(ex, a, out);
  }
  if (op_is(op, "arith.truncf")) {
    /* f4E2M1FN always rounds to nearest; the bf16 and f8E8M0FNU
     * expansions exist for the default rounding only. */
    if (pass_opt_int(p, OPT_F4E2M1) && is_kind(out_elem, TK_F4E2M1FN)) return ex_truncf_f4e2m1(ex, a, out);
    if (op_get_attr(op, "roundingmode", 12)) return NULL;
    if (pass_opt_int(p, OPT_F8E8M0) && is_kind(out_elem, TK_F8E8M0FNU))
      return ex_truncf_f8e8m0(ex, a, out, fastmath);
    return ex_truncf_bf16(ex, a, out);
  }
  return NULL;
}

static void fail_to_legalize(Context *ctx, Operation *op) {
  Diag *d = diag_new(ctx, DIAG_ERROR, op->loc);
  if (!d) return;
  diag_printf(d, "failed to legalize operation '%s' that was explicitly marked illegal", op->name->name->str);
  diag_note_current_op(d, op);
  diag_emit(ctx, d);
}

/* Legalizes an illegal op: folds it, else expands it and then legalizes
 * the ops the expansion created, in order, as the driver does. */
static bool legalize(Driver *d, Operation *op, int depth) {
  if (!is_illegal(d->pass, op)) return true;
  Expander ex = {.ctx = d->ctx, .loc = op->loc};
  ex.rw.ctx = d->ctx;
  if (fold_away(d, &ex, op)) return true;
  if (d->oom || depth > 8) return false;
  Operation *prev = op->prev;
  Block *block = op->block;
  rw_set_before(&ex.rw, op);
  Value *v = expand(&ex, d->pass, op);
  if (!v || ex.failed) {
    fail_to_legalize(d->ctx, op);
    return false;
  }
  if (!record(d, op, v)) return false;
  for (Operation *n = prev ? prev->next : block->first; n && n != op; n = n->next)
    if (!legalize(d, n, depth + 1)) return false;
  return true;
}

static bool run(Pass *p, Operation *root) {
  Driver d = {.ctx = op_context(root), .pass = p};
  Walk w = {.pass = p};
  op_walk(root, collect, NULL, &w);
  bool ok = !w.oom;
  for (size_t i = 0; ok && i < w.todo.len; i++) ok = legalize(&d, w.todo.data[i], 0);
  /* Replace in the order recorded: a replacement value may itself be
   * replaced later. On failure the pass fails and the IR is not printed. */
  Rewriter rw = {.ctx = d.ctx};
  for (size_t i = 0; ok && i + 1 < d.replaced.len; i += 2) {
    Value *v = d.replaced.data[i + 1];
    rw_replace_op(&rw, d.replaced.data[i], &v);
  }
  p->changed_ir = w.todo.len > 0;
  pv_free(NULL, &w.todo);
  pv_free(NULL, &d.replaced);
  return ok && !d.oom;
}

static const PassOptionDef OPTIONS[] = {
    {"include-bf16", "Enable the BF16 expansion patterns", OPT_BOOL, "false", NULL},
    {"include-f4e2m1", "Enable the F4E2M1 expansion patterns", OPT_BOOL, "false", NULL},
    {"include-f8e8m0", "Enable the F8E8M0 expansion patterns", OPT_BOOL, "false", NULL},
};

const PassInfo ARITH_EXPAND_PASS = {
    .argument = "arith-expand",
    .display = "ArithExpandOpsPass",
    .description = "Legalize Arith ops to be convertible to LLVM.",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
