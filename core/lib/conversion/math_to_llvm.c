/* math_to_llvm.c: the convert-math-to-llvm pass: upstream's MathToLLVM
 * patterns. Most math ops are one LLVM intrinsic with the fastmath flags
 * converted; rsqrt, expm1 and (approximated) log1p are built from two
 * (row by row for n-D vectors);
 * the bit counts and absi say their argument is never poison; isnan and
 * isfinite test the float class. */
#include "../transforms/transforms.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/elems.h"

enum { OPT_APPROXIMATE_LOG1P };

/* The fastmath attribute converted (ConvertFastMath), all others kept. */
static bool converted_attrs(Operation *op, NamedAttr **attrs, unsigned *n) {
  if (!llvm_op_attrs(op, attrs, n)) return false;
  llvm_convert_fastmath_attr(op_context(op), *attrs, *n, "fastmath");
  return true;
}

static bool lower_one(Rewriter *rw, Operation *op, const ConvOperands *o) {
  NamedAttr *attrs;
  unsigned n;
  if (!converted_attrs(op, &attrs, &n)) return false;
  bool ok = llvm_one_to_one(rw, op, o, llvm_row(rw), n, attrs);
  ctx_free(rw->ctx, attrs);
  return ok;
}

/* absi, ctlz, cttz: the intrinsic with its poison flag false (the row's
 * second string names it); n-D vectors are left as they are. */
typedef struct FlagRow {
  const char *target, *flag;
} FlagRow;

/* One intrinsic of a scalar or 1-D vector with one fixed property. */
typedef struct FixedAttrOp {
  const char *name;
  NamedAttr attr;
} FixedAttrOp;

static Value *build_fixed(Rewriter *rw, Operation *op, const Type *t, unsigned n, Value *const *ops,
                          const void *user) {
  const FixedAttrOp *f = user;
  return llvm_res(rw_build(rw, f->name, op->loc, n, ops, 1, &t, 1, &f->attr));
}

/* The op of one operand as `f` at the converted result type. */
static bool lower_fixed(Rewriter *rw, Operation *op, const ConvOperands *o, const FixedAttrOp *f) {
  Value *in = conv_operand(o, 0);
  const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  if (!in || !res || !llvm_is_compatible_type(in->type)) return false;
  Value *v = build_fixed(rw, op, res, 1, &in, f);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

static bool lower_with_flag(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const FlagRow *row = llvm_row(rw);
  Value *in = conv_operand(o, 0);
  if (!in || llvm_type_is(in->type, "array")) return false;
  FixedAttrOp f = {row->target, named(rw->ctx, row->flag, attr_bool(rw->ctx, false))};
  return lower_fixed(rw, op, o, &f);
}

/* A float one of the operand type: a scalar, or a splat of a 1-D vector. */
static Value *one_constant(Rewriter *rw, Operation *op, const Type *t) {
  Context *ctx = rw->ctx;
  const Type *elem = llvm_vector_elem_or_self(t);
  const Attr *one = type_is_float(elem) ? attr_float_double(ctx, elem, 1.0) : NULL;
  if (one && t->kind == TK_VECTOR) {
    ConstView v;
    Elem e;
    if (!const_view(one, &v)) return NULL;
    const_elem(&v, 0, &e);
    one = const_build(ctx, t, &e, 1);
  }
  if (!one) return NULL;
  NamedAttr v = named(ctx, "value", one);
  return llvm_res(rw_build(rw, "llvm.mlir.constant", op->loc, 0, NULL, 1, &t, 1, &v));
}

/* fastmathFlags for the two ops of an expansion. */
static NamedAttr fastmath_of(Rewriter *rw, Operation *op) {
  uint64_t bits = llvm_fastmath_bits_of_arith(llvm_enum_attr_bits(op_get_attr(op, "fastmath", 8), 0));
  return named(rw->ctx, "fastmathFlags", llvm_fastmath_attr(rw->ctx, bits));
}

static Value *build1(Rewriter *rw, Operation *op, const char *name, unsigned n, Value *const *ops, const Type *t) {
  NamedAttr fm = fastmath_of(rw, op);
  return llvm_res(rw_build(rw, name, op->loc, n, ops, 1, &t, 1, &fm));
}

enum { EXPAND_RSQRT, EXPAND_EXPM1, EXPAND_LOG1P };

typedef struct ExpandRow {
  int kind;
} ExpandRow;

/* rsqrt: 1 / sqrt(x); expm1: exp(x) - 1; log1p: log(1 + x), on one
 * scalar or 1-D vector. */
static Value *expand_row(Rewriter *rw, Operation *op, const Type *t, unsigned n, Value *const *ops,
                         const void *user) {
  (void)n;
  const ExpandRow *row = user;
  Value *in = ops[0];
  Value *one = one_constant(rw, op, t);
  if (!one) return NULL;
  if (row->kind == EXPAND_RSQRT) {
    Value *sqrt = build1(rw, op, "llvm.intr.sqrt", 1, &in, t);
    return sqrt ? build1(rw, op, "llvm.fdiv", 2, (Value *[]){one, sqrt}, t) : NULL;
  }
  if (row->kind == EXPAND_EXPM1) {
    Value *exp = build1(rw, op, "llvm.intr.exp", 1, &in, t);
    return exp ? build1(rw, op, "llvm.fsub", 2, (Value *[]){exp, one}, t) : NULL;
  }
  Value *add = build1(rw, op, "llvm.fadd", 2, (Value *[]){one, in}, t);
  return add ? build1(rw, op, "llvm.intr.log", 1, &add, t) : NULL;
}

/* n-D vectors go row by row. */
static bool lower_expand(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const ExpandRow *row = llvm_row(rw);
  Value *in = conv_operand(o, 0);
  if (!in || !llvm_is_compatible_type(in->type)) return false;
  if (row->kind == EXPAND_LOG1P && !llvm_converter(rw)->approximate_log1p) return false;
  Value *v;
  if (llvm_type_is(in->type, "array")) {
    const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
    v = res ? llvm_unroll_nd(rw, op, res, 1, &in, expand_row, row) : NULL;
  } else {
    v = expand_row(rw, op, in->type, 1, &in, row);
  }
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* isnan / isfinite: llvm.intr.is.fpclass with the class mask (the row). */
typedef struct ClassRow {
  int32_t mask;
} ClassRow;

static bool lower_fpclass(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const ClassRow *row = llvm_row(rw);
  Context *ctx = rw->ctx;
  FixedAttrOp f = {"llvm.intr.is.fpclass", named(ctx, "bit", attr_integer(ctx, type_integer(ctx, 32, 0), row->mask))};
  /* Not unrolled: an n-D vector gives the intrinsic an array operand,
   * which the verifier rejects, as upstream. */
  return lower_fixed(rw, op, o, &f);
}

#define ONE(FROM, TO) {.root = FROM, .benefit = 1, .debug_name = "VectorConvertToLLVMPattern", .rewrite = lower_one, .data = TO}
#define CUSTOM(FROM, FN, DATA) {.root = FROM, .benefit = 1, .debug_name = #FN, .rewrite = FN, .data = DATA}

/* FPClassTest masks: fcNan, and fcFinite (normal, subnormal and zero of
 * both signs). */
enum { FPCLASS_NAN = 3, FPCLASS_FINITE = 504 };

static const ConvPattern PATTERNS[] = {
    ONE("math.absf", "llvm.intr.fabs"),
    CUSTOM("math.absi", lower_with_flag, (&(const FlagRow){"llvm.intr.abs", "is_int_min_poison"})),
    ONE("math.acos", "llvm.intr.acos"),
    ONE("math.asin", "llvm.intr.asin"),
    ONE("math.atan", "llvm.intr.atan"),
    ONE("math.atan2", "llvm.intr.atan2"),
    ONE("math.ceil", "llvm.intr.ceil"),
    ONE("math.copysign", "llvm.intr.copysign"),
    ONE("math.cos", "llvm.intr.cos"),
    ONE("math.cosh", "llvm.intr.cosh"),
    CUSTOM("math.ctlz", lower_with_flag, (&(const FlagRow){"llvm.intr.ctlz", "is_zero_poison"})),
    CUSTOM("math.cttz", lower_with_flag, (&(const FlagRow){"llvm.intr.cttz", "is_zero_poison"})),
    ONE("math.ctpop", "llvm.intr.ctpop"),
    ONE("math.exp2", "llvm.intr.exp2"),
    CUSTOM("math.expm1", lower_expand, (&(const ExpandRow){EXPAND_EXPM1})),
    ONE("math.exp", "llvm.intr.exp"),
    ONE("math.fpowi", "llvm.intr.powi"),
    ONE("math.floor", "llvm.intr.floor"),
    ONE("math.fma", "llvm.intr.fma"),
    ONE("math.log10", "llvm.intr.log10"),
    CUSTOM("math.log1p", lower_expand, (&(const ExpandRow){EXPAND_LOG1P})),
    ONE("math.log2", "llvm.intr.log2"),
    ONE("math.log", "llvm.intr.log"),
    ONE("math.powf", "llvm.intr.pow"),
    ONE("math.roundeven", "llvm.intr.roundeven"),
    ONE("math.round", "llvm.intr.round"),
    CUSTOM("math.rsqrt", lower_expand, (&(const ExpandRow){EXPAND_RSQRT})),
    ONE("math.sin", "llvm.intr.sin"),
    ONE("math.sinh", "llvm.intr.sinh"),
    ONE("math.sqrt", "llvm.intr.sqrt"),
    ONE("math.trunc", "llvm.intr.trunc"),
    ONE("math.tan", "llvm.intr.tan"),
    ONE("math.tanh", "llvm.intr.tanh"),
    CUSTOM("math.isnan", lower_fpclass, (&(const ClassRow){FPCLASS_NAN})),
    CUSTOM("math.isfinite", lower_fpclass, (&(const ClassRow){FPCLASS_FINITE})),
};

bool math_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, 0, false)) return false;
  l.approximate_log1p = pass_opt_int(p, OPT_APPROXIMATE_LOG1P) != 0;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && math_to_llvm_patterns(ps, &l) && llvm_apply(root, target, ps, false);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

static const PassOptionDef OPTIONS[] = {
    {"approximate-log1p", "Enable approximation of Log1p.", OPT_BOOL, "true", NULL},
};

const PassInfo MATH_TO_LLVM_PASS = {
    .argument = "convert-math-to-llvm",
    .display = "ConvertMathToLLVMPass",
    .description = "Convert Math dialect to LLVM dialect",
    .options = OPTIONS,
    .n_options = 1,
    .run = run,
};
