/* math_to_libm.c: the convert-math-to-libm pass: upstream's MathToLibm
 * patterns under a partial conversion in which the math dialect is
 * illegal. A math op on a vector is unrolled into scalar ops between
 * vector.extract and vector.insert; one on f16 or bf16 is computed in f32
 * between arith.extf and arith.truncf; one on f32 or f64 becomes a
 * func.call of the libm function, declared private (and `llvm.readnone`,
 * as math ops have no side effects) at the start of the nearest symbol
 * table when it is not there yet. Other types stay illegal. */
#include "../transforms/transforms.h"
#include "../rewrite/conversion.h"

/* The libm functions of a math op: for f32 and for f64. */
typedef struct LibmFunctions {
  const char *f32;
  const char *f64;
} LibmFunctions;

static Value *result_of(Operation *op) { return op ? &op->results[0] : NULL; }

/* ---- vectors: one scalar op per element ------------------------------------------------ */

/* The position of element `linear` of a shape, row-major (upstream's
 * delinearize over the suffix products). */
static void delinearize(const Type *vec, int64_t linear, int64_t *pos) {
  for (unsigned d = shaped_rank(vec); d-- > 0;) {
    int64_t size = shaped_dim(vec, d);
    pos[d] = linear % size;
    linear /= size;
  }
}

static bool unroll_vector(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const Type *vec = op->results[0].type;
  unsigned rank = shaped_rank(vec), nops = o->n;
  int64_t count = shaped_num_elements(vec);
  if (rank > MAX_STACK_RANK || nops > MAX_STACK_VALUES || count < 0) return false;
  const Type *elem = shaped_elem(vec);
  const uint64_t zero[2] = {0, 0}; /* 0.0 in every float format */
  NamedAttr value = named(ctx, "value", attr_dense_elements_get(ctx, vec, 1, zero));
  Value *acc = result_of(rw_build(rw, "arith.constant", op->loc, 0, NULL, 1, &vec, 1, &value));
  int64_t pos[MAX_STACK_RANK + 1];
  Value *scalars[MAX_STACK_VALUES + 1];
  for (int64_t i = 0; acc && i < count; i++) {
    delinearize(vec, i, pos);
    NamedAttr at = named(ctx, "static_position", attr_dense_array(ctx, ctx->t_i64, rank, pos, rank * sizeof *pos));
    for (unsigned k = 0; acc && k < nops; k++) {
      Value *src = conv_operand(o, k);
      scalars[k] = src ? result_of(rw_build(rw, "vector.extract", op->loc, 1, &src, 1, &elem, 1, &at)) : NULL;
      if (!scalars[k]) acc = NULL;
    }
    Value *scalar = acc ? result_of(rw_build(rw, op->name->name->str, op->loc, nops, scalars, 1, &elem, 0, NULL))
                        : NULL;
    Value *ins[2] = {scalar, acc};
    acc = scalar ? result_of(rw_build(rw, "vector.insert", op->loc, 2, ins, 1, &vec, 1, &at)) : NULL;
  }
  if (!acc) return false;
  rw_replace_op(rw, op, &acc);
  return true;
}

/* ---- f16 and bf16: computed in f32 ------------------------------------------------------- */

static bool promote_to_f32(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const Type *type = op->results[0].type, *f32 = type_simple(ctx, TK_F32);
  if (o->n > MAX_STACK_VALUES) return false;
  Value *ext[MAX_STACK_VALUES + 1];
  for (unsigned k = 0; k < o->n; k++) {
    Value *src = conv_operand(o, k);
    ext[k] = src ? result_of(rw_build(rw, "arith.extf", op->loc, 1, &src, 1, &f32, 0, NULL)) : NULL;
    if (!ext[k]) return false;
  }
  Value *wide = result_of(rw_build(rw, op->name->name->str, op->loc, o->n, ext, 1, &f32, 0, NULL));
  Value *narrow = wide ? result_of(rw_build(rw, "arith.truncf", op->loc, 1, &wide, 1, &type, 0, NULL)) : NULL;
  if (!narrow) return false;
  rw_replace_op(rw, op, &narrow);
  return true;
}

/* ---- f32 and f64: a libm call ---------------------------------------------------------------- */

static Operation *nearest_symbol_table(Operation *op) {
  for (Operation *p = op->block ? op_parent_op(op) : NULL; p; p = p->block ? op_parent_op(p) : NULL)
    if (op_has_trait(p, TRAIT_SYMBOL_TABLE)) return p;
  return NULL;
}

/* Declares `name` with the op's signature at the start of `table`. */
static bool declare(Rewriter *rw, Operation *table, Operation *op, const char *name) {
  Context *ctx = rw->ctx;
  if (!table->num_regions || !table->regions[0].first || op->num_operands > MAX_STACK_VALUES) return false;
  const Type *in[MAX_STACK_VALUES + 1];
  for (unsigned k = 0; k < op->num_operands; k++) in[k] = op->operands[k].value->type;
  const Type *out = op->results[0].type;
  OperationState st;
  opstate_init(&st, ctx, opname_get(ctx, "func.func", 9), ctx->l_unknown);
  const Attr *fn = attr_type(ctx, type_function(ctx, op->num_operands, in, 1, &out));
  bool ok = fn && opstate_add_attr(&st, ident_cstr(ctx, "sym_name"), attr_string(ctx, name, strlen(name), NULL)) &&
            opstate_add_attr(&st, ident_cstr(ctx, "function_type"), fn) &&
            opstate_add_attr(&st, ident_cstr(ctx, "sym_visibility"), attr_string(ctx, "private", 7, NULL)) &&
            opstate_add_attr(&st, ident_cstr(ctx, "llvm.readnone"), attr_unit(ctx)) && opstate_add_region(&st);
  if (!ok) {
    opstate_free(&st);
    return false;
  }
  Block *saved_block = rw->block;
  Operation *saved_before = rw->before;
  rw_set_block_start(rw, table->regions[0].first);
  Operation *decl = rw_create(rw, &st);
  rw->block = saved_block;
  rw->before = saved_before;
  return decl != NULL;
}

static bool call_libm(Rewriter *rw, Operation *op, const ConvOperands *o) {
  Context *ctx = rw->ctx;
  const LibmFunctions *fns = conv_pattern(rw)->data;
  const Type *type = op->results[0].type;
  const char *name = type->kind == TK_F64 ? fns->f64 : fns->f32;
  Operation *table = nearest_symbol_table(op);
  if (!table || o->n > MAX_STACK_VALUES) return false;
  if (!symbol_lookup(table, ident_cstr(ctx, name)) && !declare(rw, table, op, name)) return false;
  Value *args[MAX_STACK_VALUES + 1];
  for (unsigned k = 0; k < o->n; k++)
    if (!(args[k] = conv_operand(o, k))) return false;
  NamedAttr callee = named(ctx, "callee", attr_symbol_ref(ctx, ident_cstr(ctx, name), 0, NULL));
  Operation *call = rw_build(rw, "func.call", op->loc, o->n, args, 1, &type, 1, &callee);
  if (!call) return false;
  Value *r = res0(call);
  rw_replace_op(rw, op, &r);
  return true;
}

/* Upstream's three patterns of an op, as one: each applies to a kind of
 * result type and none to the others (so the pattern applies again to the
 * scalar or f32 ops it makes: bounded recursion). */
static bool lower_math_op(Rewriter *rw, Operation *op, const ConvOperands *o) {
  if (op->num_results != 1) return false;
  const Type *t = op->results[0].type;
  if (t->kind == TK_VECTOR) return unroll_vector(rw, op, o);
  if (t->kind == TK_F16 || t->kind == TK_BF16) return promote_to_f32(rw, op, o);
  if (t->kind == TK_F32 || t->kind == TK_F64) return call_libm(rw, op, o);
  return false;
}

/* ---- the pass ------------------------------------------------------------------------------- */

#define LIBM(OP, F32, F64)                                                                                   \
  {.root = "math." OP, .benefit = 1, .debug_name = "math-to-libm", .rewrite = lower_math_op,                \
   .bounded_recursion = true, .data = &(const LibmFunctions){F32, F64}}

static const ConvPattern PATTERNS[] = {
    LIBM("absf", "fabsf", "fabs"),     LIBM("acos", "acosf", "acos"),       LIBM("acosh", "acoshf", "acosh"),
    LIBM("asin", "asinf", "asin"),     LIBM("asinh", "asinhf", "asinh"),    LIBM("atan", "atanf", "atan"),
    LIBM("atan2", "atan2f", "atan2"),  LIBM("atanh", "atanhf", "atanh"),    LIBM("cbrt", "cbrtf", "cbrt"),
    LIBM("ceil", "ceilf", "ceil"),     LIBM("cos", "cosf", "cos"),          LIBM("cosh", "coshf", "cosh"),
    LIBM("erf", "erff", "erf"),        LIBM("erfc", "erfcf", "erfc"),       LIBM("exp", "expf", "exp"),
    LIBM("exp2", "exp2f", "exp2"),     LIBM("expm1", "expm1f", "expm1"),    LIBM("floor", "floorf", "floor"),
    LIBM("fma", "fmaf", "fma"),        LIBM("log", "logf", "log"),          LIBM("log10", "log10f", "log10"),
    LIBM("log1p", "log1pf", "log1p"),  LIBM("log2", "log2f", "log2"),       LIBM("powf", "powf", "pow"),
    LIBM("round", "roundf", "round"),  LIBM("roundeven", "roundevenf", "roundeven"),
    LIBM("rsqrt", "rsqrtf", "rsqrt"),  LIBM("sin", "sinf", "sin"),          LIBM("sinh", "sinhf", "sinh"),
    LIBM("sqrt", "sqrtf", "sqrt"),     LIBM("tan", "tanf", "tan"),          LIBM("tanh", "tanhf", "tanh"),
    LIBM("trunc", "truncf", "trunc"),
};
enum { NUM_PATTERNS = sizeof PATTERNS / sizeof *PATTERNS };

static const char *const LEGAL_DIALECTS[] = {"arith", "builtin", "func", "vector"};

static bool run(Pass *p, Operation *root) {
  (void)p;
  Context *ctx = op_context(root);
  ConversionTarget *target = ct_create(ctx);
  if (!target) return false;
  bool ok = true;
  for (size_t i = 0; ok && i < sizeof LEGAL_DIALECTS / sizeof *LEGAL_DIALECTS; i++)
    ok = ct_set_dialect_action(target, LEGAL_DIALECTS[i], LEGAL_LEGAL);
  ok = ok && ct_set_dialect_action(target, "math", LEGAL_ILLEGAL);
  const ConvPattern *list[NUM_PATTERNS];
  for (size_t i = 0; i < NUM_PATTERNS; i++) list[i] = &PATTERNS[i];
  ConvPatternSet set = {list, NUM_PATTERNS};
  ConversionConfig config;
  conversion_config_default(&config);
  ok = ok && apply_partial_conversion(root, target, &set, &config);
  ct_destroy(target);
  return ok;
}

const PassInfo MATH_TO_LIBM_PASS = {
    .argument = "convert-math-to-libm",
    .display = "ConvertMathToLibmPass",
    .description = "Convert Math dialect to libm calls",
    .anchor = "builtin.module",
    .run = run,
};
