/* math_uplift_to_fma.c: the math-uplift-to-fma pass (upstream's
 * MathUpliftToFMA): addf(mulf(a, b), c) becomes math.fma(a, b, c) when both
 * ops allow contraction; the fma keeps the flags the two share. Applied by
 * the greedy driver, which also folds and drops the dead mulf. */
#include "transforms.h"

/* arith::FastMathFlags::contract */
enum { FASTMATH_CONTRACT = 32 };

static uint64_t fastmath_of(const Operation *op) { return enum_value(op_get_attr(op, "fastmath", 8)); }

static bool uplift_fma(Rewriter *rw, Operation *add) {
  if (add->num_operands != 2 || !(fastmath_of(add) & FASTMATH_CONTRACT)) return false;
  Value *c = opnd(add, 1);
  Operation *mul = def_is(opnd(add, 0), "arith.mulf");
  if (!mul) {
    mul = def_is(opnd(add, 1), "arith.mulf");
    c = opnd(add, 0);
  }
  if (!mul || mul->num_operands != 2 || !(fastmath_of(mul) & FASTMATH_CONTRACT)) return false;
  const Attr *fm = op_get_attr(add, "fastmath", 8);
  const Attr *shared = ods_enum_attr_get(rw->ctx, WORD_PTR(const AttrClass, fm->p[0]), fastmath_of(add) & fastmath_of(mul));
  if (!shared) return false;
  Value *ops[3] = {opnd(mul, 0), opnd(mul, 1), c};
  NamedAttr attr = named(rw->ctx, "fastmath", shared);
  const Type *t = add->results[0].type;
  Operation *fma = rw_build(rw, "math.fma", add->loc, 3, ops, 1, &t, 1, &attr);
  if (!fma) return false;
  rw_replace_op_with(rw, add, fma);
  return true;
}

static const Pattern UPLIFT_FMA = {.root = "arith.addf", .benefit = 1, .match_and_rewrite = uplift_fma,
                                   .debug_name = "UpliftFma"};
static const Pattern *const PATTERNS[] = {&UPLIFT_FMA, NULL};

static bool run(Pass *p, Operation *op) {
  (void)p;
  apply_patterns_with_defaults(op, PATTERNS);
  return true;
}

const PassInfo MATH_UPLIFT_TO_FMA_PASS = {
    .argument = "math-uplift-to-fma",
    .display = "MathUpliftToFMA",
    .description = "Uplift arith ops to math.fma.",
    .run = run,
};
