/* arith_to_llvm.c: the convert-arith-to-llvm pass: upstream's ArithToLLVM
 * patterns (one arith op to one LLVM op with its attributes, the fastmath
 * and overflow flags converted; n-D vectors unrolled into rows; the
 * extended arithmetic and index casts built from several ops) and the
 * ceil/floor division expansions, under a partial conversion to the llvm
 * dialect. */
#include "../transforms/transforms.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"
#include "../dialects/utils/elems.h"

/* ---- one to one --------------------------------------------------------------------------- */

enum { FLAGS_NONE, FLAGS_FASTMATH, FLAGS_OVERFLOW };

typedef struct OneToOneRow {
  const char *target;
  int flags;
} OneToOneRow;

static bool lower_one_to_one(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const OneToOneRow *row = llvm_row(rw);
  Context *ctx = rw->ctx;
  NamedAttr *attrs;
  unsigned n;
  if (!llvm_op_attrs(op, &attrs, &n)) return false;
  if (row->flags == FLAGS_FASTMATH) llvm_convert_fastmath_attr(ctx, attrs, n, "fastmath");
  if (row->flags == FLAGS_OVERFLOW) llvm_convert_overflow_attr(ctx, attrs, n);
  bool ok = llvm_one_to_one(rw, op, o, row->target, n, attrs);
  ctx_free(ctx, attrs);
  return ok;
}

/* ---- comparisons ----------------------------------------------------------------------------- */

/* The predicates of cmpi and cmpf have the same numbers as icmp's and
 * fcmp's. */
typedef struct CmpRow {
  const char *target;
  bool fastmath;
} CmpRow;

typedef struct CmpBuild {
  const CmpRow *row;
  NamedAttr attrs[2];
  unsigned nattrs;
} CmpBuild;

static Value *build_cmp(Rewriter *rw, Operation *op, const Type *type, unsigned n, Value *const *ops,
                        const void *user) {
  const CmpBuild *b = user;
  return llvm_res(rw_build(rw, b->row->target, op->loc, n, ops, 1, &type, b->nattrs, b->attrs));
}

static bool lower_cmp(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  CmpBuild b = {.row = llvm_row(rw)};
  Value *ops[2];
  if (o->n != 2 || !llvm_operands(o, ops, 2)) return false;
  const Type *res = tc_convert_type1(conv_type_converter(rw), op->results[0].type);
  if (!res) return false;
  b.attrs[b.nattrs++] = named(ctx, "predicate", llvm_i64_attr(ctx, attr_int_or(op_get_attr(op, "predicate", 9), 0)));
  if (b.row->fastmath) {
    uint64_t bits = llvm_fastmath_bits_of_arith(llvm_enum_attr_bits(op_get_attr(op, "fastmath", 8), 0));
    b.attrs[b.nattrs++] = named(ctx, "fastmathFlags", llvm_fastmath_attr(ctx, bits));
  }
  Value *v = llvm_type_is(ops[0]->type, "array") ? llvm_unroll_nd(rw, op, res, 2, ops, build_cmp, &b)
                                                 : build_cmp(rw, op, res, 2, ops, &b);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- casts between index and integers ---------------------------------------------------- */

static unsigned int_width(const Type *t) {
  t = llvm_vector_elem_or_self(t);
  return t && t->kind == TK_INTEGER ? type_int_width(t) : 0;
}

static Value *build_cast(Rewriter *rw, Operation *op, const Type *type, unsigned n, Value *const *ops,
                         const void *user) {
  (void)n;
  return llvm_res(rw_build(rw, user, op->loc, 1, ops, 1, &type, 0, NULL));
}

/* Equal widths: the operand itself; else trunc, or sext/zext (the row). */
static bool lower_index_cast(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const OneToOneRow *row = llvm_row(rw);
  const TypeConverter *tc = conv_type_converter(rw);
  Value *in = conv_operand(o, 0);
  const Type *res = tc_convert_type1(tc, op->results[0].type);
  if (!in || !res) return false;
  const Type *in_elem = tc_convert_type1(tc, elem_type_of(opnd(op, 0)->type));
  const Type *out_elem = tc_convert_type1(tc, elem_type_of(op->results[0].type));
  unsigned from = int_width(in_elem), to = int_width(out_elem);
  if (!from || !to) return false;
  if (from == to) {
    rw_replace_op(rw, op, &in);
    return true;
  }
  const char *name = to < from ? "llvm.trunc" : row->target;
  Value *v = llvm_type_is(in->type, "array") ? llvm_unroll_nd(rw, op, res, 1, &in, build_cast, name)
                                             : build_cast(rw, op, res, 1, &in, name);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* ---- extended arithmetic --------------------------------------------------------------------- */

/* addui_extended: llvm.intr.uadd.with.overflow and its two parts. */
static bool lower_addui_extended(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *ops[2];
  if (!llvm_operands(o, ops, 2) || o->n != 2 || !llvm_is_compatible_type(ops[0]->type) ||
      llvm_type_is(ops[0]->type, "array"))
    return false;
  const Type *flag = tc_convert_type1(conv_type_converter(rw), op->results[1].type);
  if (!flag) return false;
  const Type *parts[2] = {ops[0]->type, flag};
  const Type *st = llvm_struct_literal(rw->ctx, 2, parts, false);
  Value *sum = llvm_res(rw_build(rw, "llvm.intr.uadd.with.overflow", op->loc, 2, ops, 1, &st, 0, NULL));
  int64_t p0 = 0, p1 = 1;
  Value *res[2];
  res[0] = llvm_extract(rw, op->loc, sum, parts[0], 1, &p0);
  res[1] = llvm_extract(rw, op->loc, sum, parts[1], 1, &p1);
  if (!res[0] || !res[1]) return false;
  rw_replace_op(rw, op, res);
  return true;
}

/* mulsi_extended / mului_extended: the product of the operands extended to
 * twice their width, truncated for the low half and shifted then
 * truncated for the high one. */
static bool lower_mul_extended(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  Value *ops[2];
  if (!llvm_operands(o, ops, 2) || o->n != 2) return false;
  const Type *t = ops[0]->type;
  if (!llvm_is_compatible_type(t) || llvm_type_is(t, "array")) return false;
  unsigned w = int_width(t);
  if (!w) return false;
  const Type *wide_elem = type_integer(ctx, 2 * w, 0);
  const Type *wide = type_with_elem(ctx, t, wide_elem);
  const Attr *shift;
  if (t->kind == TK_VECTOR) {
    uint64_t limbs[2] = {w, 0};
    shift = attr_dense_elements_get(ctx, wide, 1, limbs);
  } else {
    shift = attr_integer(ctx, wide, w);
  }
  const char *ext = op_is(op, "arith.mulsi_extended") ? "llvm.sext" : "llvm.zext";
  Value *lhs = llvm_res(rw_build(rw, ext, op->loc, 1, &ops[0], 1, &wide, 0, NULL));
  Value *rhs = llvm_res(rw_build(rw, ext, op->loc, 1, &ops[1], 1, &wide, 0, NULL));
  if (!lhs || !rhs || !shift) return false;
  Value *m[2] = {lhs, rhs};
  Value *mul = llvm_res(rw_build(rw, "llvm.mul", op->loc, 2, m, 1, &wide, 0, NULL));
  Value *low = mul ? llvm_res(rw_build(rw, "llvm.trunc", op->loc, 1, &mul, 1, &t, 0, NULL)) : NULL;
  NamedAttr value = named(ctx, "value", shift);
  Value *amount = llvm_res(rw_build(rw, "llvm.mlir.constant", op->loc, 0, NULL, 1, &wide, 1, &value));
  Value *s[2] = {mul, amount};
  Value *high_wide = low && amount ? llvm_res(rw_build(rw, "llvm.lshr", op->loc, 2, s, 1, &wide, 0, NULL)) : NULL;
  Value *high = high_wide ? llvm_res(rw_build(rw, "llvm.trunc", op->loc, 1, &high_wide, 1, &t, 0, NULL)) : NULL;
  if (!high) return false;
  Value *res[2] = {low, high};
  rw_replace_op(rw, op, res);
  return true;
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define ONE(FROM, TO, FLAGS)                                                                             \
  {.root = FROM, .benefit = 1, .debug_name = "VectorConvertToLLVMPattern", .rewrite = lower_one_to_one, \
   .data = &(const OneToOneRow){TO, FLAGS}}
#define CUSTOM(FROM, FN, DATA) {.root = FROM, .benefit = 1, .debug_name = #FN, .rewrite = FN, .data = DATA}

static const ConvPattern PATTERNS[] = {
    ONE("arith.addf", "llvm.fadd", FLAGS_FASTMATH),
    ONE("arith.addi", "llvm.add", FLAGS_OVERFLOW),
    ONE("arith.andi", "llvm.and", FLAGS_NONE),
    CUSTOM("arith.addui_extended", lower_addui_extended, NULL),
    ONE("arith.bitcast", "llvm.bitcast", FLAGS_NONE),
    ONE("arith.constant", "llvm.mlir.constant", FLAGS_NONE),
    CUSTOM("arith.cmpf", lower_cmp, (&(const CmpRow){"llvm.fcmp", true})),
    CUSTOM("arith.cmpi", lower_cmp, (&(const CmpRow){"llvm.icmp", false})),
    ONE("arith.divf", "llvm.fdiv", FLAGS_FASTMATH),
    ONE("arith.divsi", "llvm.sdiv", FLAGS_NONE),
    ONE("arith.divui", "llvm.udiv", FLAGS_NONE),
    ONE("arith.extf", "llvm.fpext", FLAGS_NONE),
    ONE("arith.extsi", "llvm.sext", FLAGS_NONE),
    ONE("arith.extui", "llvm.zext", FLAGS_NONE),
    ONE("arith.fptosi", "llvm.fptosi", FLAGS_NONE),
    ONE("arith.fptoui", "llvm.fptoui", FLAGS_NONE),
    CUSTOM("arith.index_cast", lower_index_cast, (&(const OneToOneRow){"llvm.sext", FLAGS_NONE})),
    CUSTOM("arith.index_castui", lower_index_cast, (&(const OneToOneRow){"llvm.zext", FLAGS_NONE})),
    ONE("arith.maximumf", "llvm.intr.maximum", FLAGS_FASTMATH),
    ONE("arith.maxnumf", "llvm.intr.maxnum", FLAGS_FASTMATH),
    ONE("arith.maxsi", "llvm.intr.smax", FLAGS_NONE),
    ONE("arith.maxui", "llvm.intr.umax", FLAGS_NONE),
    ONE("arith.minimumf", "llvm.intr.minimum", FLAGS_FASTMATH),
    ONE("arith.minnumf", "llvm.intr.minnum", FLAGS_FASTMATH),
    ONE("arith.minsi", "llvm.intr.smin", FLAGS_NONE),
    ONE("arith.minui", "llvm.intr.umin", FLAGS_NONE),
    ONE("arith.mulf", "llvm.fmul", FLAGS_FASTMATH),
    ONE("arith.muli", "llvm.mul", FLAGS_OVERFLOW),
    CUSTOM("arith.mulsi_extended", lower_mul_extended, NULL),
    CUSTOM("arith.mului_extended", lower_mul_extended, NULL),
    ONE("arith.negf", "llvm.fneg", FLAGS_FASTMATH),
    ONE("arith.ori", "llvm.or", FLAGS_NONE),
    ONE("arith.remf", "llvm.frem", FLAGS_FASTMATH),
    ONE("arith.remsi", "llvm.srem", FLAGS_NONE),
    ONE("arith.remui", "llvm.urem", FLAGS_NONE),
    ONE("arith.select", "llvm.select", FLAGS_NONE),
    ONE("arith.shli", "llvm.shl", FLAGS_OVERFLOW),
    ONE("arith.shrsi", "llvm.ashr", FLAGS_NONE),
    ONE("arith.shrui", "llvm.lshr", FLAGS_NONE),
    ONE("arith.sitofp", "llvm.sitofp", FLAGS_NONE),
    ONE("arith.subf", "llvm.fsub", FLAGS_FASTMATH),
    ONE("arith.subi", "llvm.sub", FLAGS_OVERFLOW),
    ONE("arith.truncf", "llvm.fptrunc", FLAGS_NONE),
    ONE("arith.trunci", "llvm.trunc", FLAGS_OVERFLOW),
    ONE("arith.uitofp", "llvm.uitofp", FLAGS_NONE),
    ONE("arith.xori", "llvm.xor", FLAGS_NONE),
};

bool arith_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return arith_div_expand_patterns(ps, l) && llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS);
}

static bool run(Pass *p, Operation *root) { return llvm_run_pass(root, (unsigned)pass_opt_int(p, 0), arith_to_llvm_patterns); }

const PassInfo ARITH_TO_LLVM_PASS = {
    .argument = "convert-arith-to-llvm",
    .display = "ArithToLLVMConversionPass",
    .description = "Convert Arith dialect to LLVM dialect",
    .options = LLVM_INDEX_BITWIDTH_OPTION,
    .n_options = 1,
    .run = run,
};
