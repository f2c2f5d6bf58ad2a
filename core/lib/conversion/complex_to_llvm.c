/* complex_to_llvm.c: the convert-complex-to-llvm pass (upstream's
 * ComplexToLLVM patterns): a complex value is an !llvm.struct<(f, f)> of
 * its real and imaginary parts; create, re, im and constant pack and
 * unpack it, add, sub, mul, div and abs compute on the parts with the op's
 * fastmath flags as LLVM's, the division by the complex-range option (its
 * steps shared with convert-complex-to-standard). The other complex ops
 * are left to convert-complex-to-standard: the complex dialect is illegal,
 * so they fail to legalize, as upstream's. */
#include "../transforms/transforms.h"
#include "complex_lowering.h"
#include "to_llvm_patterns.h"

#include "../dialects/llvm/llvm.h"

enum { OPT_COMPLEX_RANGE };
enum { RANGE_IMPROVED, RANGE_BASIC, RANGE_NONE };
enum { POS_REAL = 0, POS_IMAG = 1 };

/* The lowering state of `op` whose parts are of type `elem`: LLVM ops
 * with the op's fastmath flags converted (none when it has no flags). */
static bool begin(Lowering *l, Rewriter *rw, Operation *op, const Type *elem) {
  if (!elem) return false;
  uint64_t bits = llvm_fastmath_bits_of_arith(llvm_enum_attr_bits(op_get_attr(op, "fastmath", 8), 0));
  NamedAttr fm = named(rw->ctx, "fastmathFlags", llvm_fastmath_attr(rw->ctx, bits));
  *l = (Lowering){.rw = rw, .op = op, .elem = elem, .fastmath = fm, .fastmath_nan_inf = fm, .llvm = true};
  return true;
}

/* The float type of a converted complex struct's parts. */
static const Type *part_type(const Value *v) {
  return v && llvm_type_is(v->type, "struct") && llvm_struct_num_elems(v->type) == 2 ? llvm_struct_elem(v->type, 0)
                                                                                      : NULL;
}

static Value *part(Lowering *l, Value *v, int64_t pos) {
  return v ? llvm_extract(l->rw, l->op->loc, v, l->elem, 1, &pos) : NULL;
}

/* The converted result struct type of the op. */
static const Type *result_struct(Rewriter *rw, Operation *op) {
  return tc_convert_type1(conv_type_converter(rw), op->results[0].type);
}

/* Inserts the parts into `s` (a poison struct) and replaces the op. */
static bool finish(Lowering *l, Value *s, Value *re, Value *im) {
  if (!s || !re || !im) return false;
  int64_t p_re = POS_REAL, p_im = POS_IMAG;
  Value *v = llvm_insert(l->rw, l->op->loc, s, re, 1, &p_re);
  v = v ? llvm_insert(l->rw, l->op->loc, v, im, 1, &p_im) : NULL;
  if (!v) return false;
  rw_replace_op(l->rw, l->op, &v);
  return true;
}

static bool lower_create(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *re = conv_operand(o, 0), *im = conv_operand(o, 1);
  const Type *s = result_struct(rw, op);
  Lowering l;
  if (!re || !im || !s || !begin(&l, rw, op, re->type)) return false;
  return finish(&l, llvm_poison(rw, op->loc, s), re, im);
}

/* re / im: the part at the row's position. */
static bool lower_part(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const int64_t *pos = llvm_row(rw);
  Value *c = conv_operand(o, 0);
  Lowering l;
  if (!begin(&l, rw, op, part_type(c))) return false;
  Value *v = part(&l, c, *pos);
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

/* The constant's attributes kept, its type converted (oneToOneRewrite). */
static bool lower_constant(Rewriter *rw, Operation *op, const ConvOperands *o) {
  return llvm_one_to_one(rw, op, o, "llvm.mlir.constant", 1,
                         (const NamedAttr[]){named(rw->ctx, "value", op_get_attr(op, "value", 5))});
}

/* The parts of both operands, lhs first, and the poison result struct. */
typedef struct Binary {
  Value *lre, *lim, *rre, *rim, *result;
} Binary;

static bool unpack_binary(Lowering *l, Rewriter *rw, Operation *op, const ConvOperands *o, Binary *b) {
  Value *lhs = conv_operand(o, 0), *rhs = conv_operand(o, 1);
  const Type *s = result_struct(rw, op);
  if (!lhs || !rhs || !s || !begin(l, rw, op, part_type(lhs))) return false;
  b->lre = part(l, lhs, POS_REAL);
  b->lim = part(l, lhs, POS_IMAG);
  b->rre = part(l, rhs, POS_REAL);
  b->rim = part(l, rhs, POS_IMAG);
  b->result = llvm_poison(rw, op->loc, s);
  return b->lre && b->lim && b->rre && b->rim && b->result;
}

/* add / sub: the parts pairwise, with the row's LLVM op. */
static bool lower_add_sub(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const char *name = llvm_row(rw);
  Lowering l;
  Binary b;
  if (!unpack_binary(&l, rw, op, o, &b)) return false;
  Value *re = cx_arith2(&l, name, b.lre, b.rre, true);
  Value *im = cx_arith2(&l, name, b.lim, b.rim, true);
  return finish(&l, b.result, re, im);
}

/* mul: (c a - d b) + (b c + a d)i, the products in upstream's order. */
static bool lower_mul(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Lowering l;
  Binary b;
  if (!unpack_binary(&l, rw, op, o, &b)) return false;
  Value *ca = cx_arith2(&l, "llvm.fmul", b.rre, b.lre, true);
  Value *db = cx_arith2(&l, "llvm.fmul", b.rim, b.lim, true);
  Value *re = cx_arith2(&l, "llvm.fsub", ca, db, true);
  Value *bc = cx_arith2(&l, "llvm.fmul", b.lim, b.rre, true);
  Value *ad = cx_arith2(&l, "llvm.fmul", b.lre, b.rim, true);
  Value *im = cx_arith2(&l, "llvm.fadd", bc, ad, true);
  return finish(&l, b.result, re, im);
}

/* div: Smith's algorithm (improved) or the algebraic formula (basic,
 * none), by the pass's option (the row). */
static bool lower_div(Rewriter *rw, Operation *op, const ConvOperands *o) {
  const int *range = llvm_row(rw);
  Lowering l;
  Binary b;
  if (!unpack_binary(&l, rw, op, o, &b)) return false;
  Value *re = NULL, *im = NULL;
  if (*range == RANGE_IMPROVED) cx_div_smith(&l, b.lre, b.lim, b.rre, b.rim, &re, &im);
  else cx_div_algebraic(&l, b.lre, b.lim, b.rre, b.rim, &re, &im);
  return finish(&l, b.result, re, im);
}

/* abs: sqrt(re^2 + im^2), the sum with the op's flags, the root without. */
static bool lower_abs(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Value *c = conv_operand(o, 0);
  Lowering l;
  if (!begin(&l, rw, op, part_type(c))) return false;
  Value *re = part(&l, c, POS_REAL), *im = part(&l, c, POS_IMAG);
  Value *re2 = cx_arith2(&l, "llvm.fmul", re, re, true);
  Value *im2 = cx_arith2(&l, "llvm.fmul", im, im, true);
  Value *norm = cx_arith2(&l, "llvm.fadd", re2, im2, true);
  Value *v = norm ? llvm_res(rw_build(rw, "llvm.intr.sqrt", op->loc, 1, &norm, 1, &l.elem, 0, NULL)) : NULL;
  if (!v) return false;
  rw_replace_op(rw, op, &v);
  return true;
}

static const int64_t REAL_POS = POS_REAL, IMAG_POS = POS_IMAG;
static const int RANGES[] = {RANGE_IMPROVED, RANGE_BASIC, RANGE_NONE};

#define LOWERING(NAME, FN, ROW) {.root = NAME, .benefit = 1, .debug_name = #FN, .rewrite = FN, .data = ROW}

/* Every pattern but the division, whose row is the complex-range. */
static const ConvPattern PATTERNS[] = {
    LOWERING("complex.abs", lower_abs, NULL),
    LOWERING("complex.add", lower_add_sub, "llvm.fadd"),
    LOWERING("complex.constant", lower_constant, NULL),
    LOWERING("complex.create", lower_create, NULL),
    LOWERING("complex.im", lower_part, &IMAG_POS),
    LOWERING("complex.mul", lower_mul, NULL),
    LOWERING("complex.re", lower_part, &REAL_POS),
    LOWERING("complex.sub", lower_add_sub, "llvm.fsub"),
};

static const ConvPattern DIV_PATTERNS[] = {
    LOWERING("complex.div", lower_div, &RANGES[RANGE_IMPROVED]),
    LOWERING("complex.div", lower_div, &RANGES[RANGE_BASIC]),
    LOWERING("complex.div", lower_div, &RANGES[RANGE_NONE]),
};

static bool add_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l, int range) {
  if (range < RANGE_IMPROVED || range > RANGE_NONE) range = RANGE_BASIC;
  return llvm_add_patterns(ps, l, PATTERNS, sizeof PATTERNS / sizeof *PATTERNS) &&
         llvm_add_patterns(ps, l, &DIV_PATTERNS[range], 1);
}

/* convert-to-llvm's complex patterns: the default complex-range, basic. */
bool complex_to_llvm_patterns(LlvmPatterns *ps, const LlvmTypeConverter *l) {
  return add_patterns(ps, l, RANGE_BASIC);
}

static bool run(Pass *p, Operation *root) {
  Context *ctx = op_context(root);
  LlvmTypeConverter l;
  if (!llvm_tc_init(&l, ctx, 0, false)) return false;
  LlvmPatterns *ps = ctx_zalloc(ctx, sizeof *ps);
  ConversionTarget *target = llvm_conversion_target(ctx);
  bool ok = ps && target && ct_set_dialect_action(target, "complex", LEGAL_ILLEGAL) &&
            add_patterns(ps, &l, (int)pass_opt_int(p, OPT_COMPLEX_RANGE)) && llvm_apply(root, target, ps, false);
  ct_destroy(target);
  ctx_free(ctx, ps);
  llvm_tc_fini(&l);
  return ok;
}

static const char *const COMPLEX_RANGE[] = {"improved", "basic", "none", NULL};

static const PassOptionDef OPTIONS[] = {
    {"complex-range", "Control the intermediate calculation of complex number division", OPT_ENUM, "basic",
     COMPLEX_RANGE},
};

const PassInfo COMPLEX_TO_LLVM_PASS = {
    .argument = "convert-complex-to-llvm",
    .display = "ConvertComplexToLLVMPass",
    .description = "Convert Complex dialect to LLVM dialect",
    .options = OPTIONS,
    .n_options = sizeof OPTIONS / sizeof *OPTIONS,
    .run = run,
};
