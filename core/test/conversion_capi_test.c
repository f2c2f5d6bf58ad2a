/* conversion_capi_test.c: the dialect conversion through the C API
 * (mlir-c/Ext/DialectConversion.h): a small dialect of unregistered ops
 * on `!toy.int` is lowered to arith on i32, with a type converter, 1:1 and
 * 1:N conversion patterns, function signature conversion, dynamic
 * legality, materializations, rollback of a failed full conversion with
 * upstream's diagnostics, and analysis conversion. */
#include <stdlib.h>

#include "check.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Ext/DialectConversion.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

typedef struct Buf {
  char data[8192];
  size_t len;
} Buf;

static void append(MlirStringRef s, void *ud) {
  Buf *b = ud;
  if (b->len + s.length < sizeof b->data) {
    memcpy(b->data + b->len, s.data, s.length);
    b->len += s.length;
  }
  b->data[b->len] = 0;
}

static MlirLogicalResult collect_diag(MlirDiagnostic d, void *ud) {
  Buf *b = ud;
  mlirDiagnosticPrint(d, append, b);
  append(mlirStringRefCreateFromCString("\n"), b);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++) {
    append(mlirStringRefCreateFromCString("note: "), b);
    mlirDiagnosticPrint(mlirDiagnosticGetNote(d, i), append, b);
    append(mlirStringRefCreateFromCString("\n"), b);
  }
  return mlirLogicalResultSuccess();
}

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirContext new_context(Buf *diags) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirContextAttachDiagnosticHandler(ctx, collect_diag, diags, NULL);
  return ctx;
}

static const char *print_op(MlirOperation op, Buf *out) {
  out->len = 0;
  out->data[0] = 0;
  mlirOperationPrint(op, append, out);
  return out->data;
}

static bool is_toy_int(MlirType t) {
  if (!mlirTypeIsAOpaque(t)) return false;
  MlirStringRef ns = mlirOpaqueTypeGetDialectNamespace(t), data = mlirOpaqueTypeGetData(t);
  return ns.length == 3 && memcmp(ns.data, "toy", 3) == 0 && data.length == 3 && memcmp(data.data, "int", 3) == 0;
}

static bool is_toy_pair(MlirType t) {
  if (!mlirTypeIsAOpaque(t)) return false;
  MlirStringRef data = mlirOpaqueTypeGetData(t);
  return data.length == 4 && memcmp(data.data, "pair", 4) == 0;
}

/* ---- the type converter ------------------------------------------------------------------ */

static MlirTypeConverterConversionStatus keep_type(MlirType t, MlirType *out, void *ud) {
  (void)ud;
  *out = t;
  return MlirTypeConverterConversionStatusSuccess;
}

static MlirTypeConverterConversionStatus toy_int_to_i32(MlirType t, MlirType *out, void *ud) {
  (void)ud;
  if (!is_toy_int(t)) return MlirTypeConverterConversionStatusDeclined;
  *out = mlirIntegerTypeGet(mlirTypeGetContext(t), 32);
  return MlirTypeConverterConversionStatusSuccess;
}

/* !toy.pair is two i32 values. */
static MlirTypeConverterConversionStatus toy_pair_to_two(MlirType t, MlirExtTypeConverterResults r, void *ud) {
  (void)ud;
  if (!is_toy_pair(t)) return MlirTypeConverterConversionStatusDeclined;
  MlirType i32 = mlirIntegerTypeGet(mlirTypeGetContext(t), 32);
  mlirExtTypeConverterResultsAppend(r, i32);
  mlirExtTypeConverterResultsAppend(r, i32);
  return MlirTypeConverterConversionStatusSuccess;
}

static MlirTypeConverterConversionStatus reject_f16(MlirType t, MlirType *out, void *ud) {
  (void)out;
  (void)ud;
  return mlirTypeIsAF16(t) ? MlirTypeConverterConversionStatusFailure : MlirTypeConverterConversionStatusDeclined;
}

static int materializations;

/* Both ways: an unrealized_conversion_cast named `toy.cast` would be
 * legal nowhere, so the builtin cast is what bridges the types. */
static MlirValue cast_materialization(MlirRewriterBase rw, MlirType type, intptr_t n, MlirValue *inputs,
                                      MlirLocation loc, void *ud) {
  (void)ud;
  materializations++;
  MlirOperationState st = mlirOperationStateGet(str("builtin.unrealized_conversion_cast"), loc);
  mlirOperationStateAddOperands(&st, n, inputs);
  mlirOperationStateAddResults(&st, 1, &type);
  MlirOperation op = mlirRewriterBaseInsert(rw, mlirOperationCreate(&st));
  return mlirOperationGetResult(op, 0);
}

static MlirTypeConverter make_converter(void) {
  MlirTypeConverter tc = mlirTypeConverterCreate();
  mlirTypeConverterAddConversion(tc, keep_type, NULL);
  mlirTypeConverterAddConversion(tc, toy_int_to_i32, NULL);
  mlirExtTypeConverterAddMultiConversion(tc, toy_pair_to_two, NULL);
  mlirTypeConverterAddConversion(tc, reject_f16, NULL);
  mlirTypeConverterAddSourceMaterialization(tc, cast_materialization, NULL);
  mlirTypeConverterAddTargetMaterialization(tc, cast_materialization, NULL);
  return tc;
}

static void test_type_converter(void) {
  Buf diags = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirType toy = mlirTypeParseGet(ctx, str("!toy.int")), pair = mlirTypeParseGet(ctx, str("!toy.pair"));
  MlirType i32 = mlirIntegerTypeGet(ctx, 32), f32 = mlirF32TypeGet(ctx), f16 = mlirF16TypeGet(ctx);
  CHECK(mlirTypeEqual(mlirTypeConverterConvertType(tc, toy), i32));
  CHECK(mlirTypeEqual(mlirTypeConverterConvertType(tc, f32), f32));
  CHECK(mlirTypeIsNull(mlirTypeConverterConvertType(tc, f16)));
  /* A 1:N conversion has no single type. */
  CHECK(mlirTypeIsNull(mlirTypeConverterConvertType(tc, pair)));
  MlirType out[2] = {{NULL}, {NULL}};
  CHECK(mlirExtTypeConverterConvertTypes(tc, pair, 2, out) == 2);
  CHECK(mlirTypeEqual(out[0], i32) && mlirTypeEqual(out[1], i32));
  CHECK(mlirExtTypeConverterConvertTypes(tc, pair, 0, NULL) == 2);
  CHECK(mlirExtTypeConverterConvertTypes(tc, f16, 2, out) == -1);
  CHECK(mlirExtTypeConverterConvertTypes(tc, toy, 2, out) == 1);
  mlirTypeConverterDestroy(tc);
  CHECK_STR(diags.data, "");
  mlirContextDestroy(ctx);
}

/* ---- patterns ---------------------------------------------------------------------------- */

/* toy.add -> arith.addi on the converted operands. */
static MlirLogicalResult lower_add(MlirConversionPattern pattern, MlirOperation op, intptr_t n, MlirValue *operands,
                                   MlirConversionPatternRewriter rewriter, void *ud) {
  (void)ud;
  MlirRewriterBase rw = mlirPatternRewriterAsBase(mlirConversionPatternRewriterAsPatternRewriter(rewriter));
  MlirType t = mlirTypeConverterConvertType(mlirConversionPatternGetTypeConverter(pattern),
                                            mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (n != 2 || mlirTypeIsNull(t)) return mlirLogicalResultFailure();
  MlirOperationState st = mlirOperationStateGet(str("arith.addi"), mlirOperationGetLocation(op));
  mlirOperationStateAddOperands(&st, 2, operands);
  mlirOperationStateAddResults(&st, 1, &t);
  MlirOperation add = mlirRewriterBaseInsert(rw, mlirOperationCreate(&st));
  MlirValue r = mlirOperationGetResult(add, 0);
  mlirRewriterBaseReplaceOpWithValues(rw, op, 1, &r);
  return mlirLogicalResultSuccess();
}

/* func.return takes its converted operands in place. */
static MlirLogicalResult lower_return(MlirConversionPattern pattern, MlirOperation op, intptr_t n,
                                      MlirValue *operands, MlirConversionPatternRewriter rewriter, void *ud) {
  (void)pattern;
  (void)ud;
  MlirRewriterBase rw = mlirPatternRewriterAsBase(mlirConversionPatternRewriterAsPatternRewriter(rewriter));
  mlirRewriterBaseStartOpModification(rw, op);
  mlirOperationSetOperands(op, n, operands);
  mlirRewriterBaseFinalizeOpModification(rw, op);
  return mlirLogicalResultSuccess();
}

/* toy.swap (!toy.pair) -> !toy.pair: its two halves, exchanged (1:N). */
static MlirLogicalResult lower_swap(MlirConversionPattern pattern, MlirOperation op, intptr_t n,
                                    const intptr_t *counts, MlirValue *operands,
                                    MlirConversionPatternRewriter rewriter, void *ud) {
  (void)pattern;
  (void)ud;
  if (n != 1 || counts[0] != 2) return mlirLogicalResultFailure();
  MlirValue swapped[2] = {operands[1], operands[0]};
  intptr_t count = 2;
  mlirExtConversionPatternRewriterReplaceOpWithMultiple(rewriter, op, &count, swapped);
  return mlirLogicalResultSuccess();
}

static bool has_toy_type(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++)
    if (mlirTypeIsAOpaque(mlirValueGetType(mlirOperationGetOperand(op, i)))) return true;
  return false;
}

static MlirConversionTargetLegality return_legal(MlirOperation op, void *ud) {
  (void)ud;
  return has_toy_type(op) ? MLIR_CONVERSION_TARGET_LEGALITY_ILLEGAL : MLIR_CONVERSION_TARGET_LEGALITY_LEGAL;
}

static MlirConversionTargetLegality func_legal(MlirOperation op, void *ud) {
  (void)ud;
  MlirType ft = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(op, str("function_type")));
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); i++)
    if (mlirTypeIsAOpaque(mlirFunctionTypeGetInput(ft, i))) return MLIR_CONVERSION_TARGET_LEGALITY_ILLEGAL;
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(ft); i++)
    if (mlirTypeIsAOpaque(mlirFunctionTypeGetResult(ft, i))) return MLIR_CONVERSION_TARGET_LEGALITY_ILLEGAL;
  return MLIR_CONVERSION_TARGET_LEGALITY_LEGAL;
}

static MlirConversionTarget make_target(MlirContext ctx) {
  MlirConversionTarget t = mlirConversionTargetCreate(ctx);
  mlirConversionTargetAddLegalDialect(t, str("arith"));
  mlirConversionTargetAddLegalOp(t, str("builtin.module"));
  mlirConversionTargetAddIllegalDialect(t, str("toy"));
  mlirConversionTargetAddDynamicallyLegalOp(t, str("func.func"), func_legal, NULL);
  mlirConversionTargetAddDynamicallyLegalOp(t, str("func.return"), return_legal, NULL);
  return t;
}

static MlirFrozenRewritePatternSet make_patterns(MlirContext ctx, MlirTypeConverter tc) {
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  MlirStringRef addi = str("arith.addi");
  MlirConversionPatternCallbacks add_cb = {.matchAndRewrite = lower_add};
  mlirRewritePatternSetAdd(set, mlirConversionPatternAsRewritePattern(mlirOpConversionPatternCreate(
                                    str("toy.add"), 1, ctx, tc, add_cb, NULL, 1, &addi)));
  MlirConversionPatternCallbacks ret_cb = {.matchAndRewrite = lower_return};
  mlirRewritePatternSetAdd(set, mlirConversionPatternAsRewritePattern(mlirOpConversionPatternCreate(
                                    str("func.return"), 1, ctx, tc, ret_cb, NULL, 0, NULL)));
  mlirRewritePatternSetAdd(set, mlirConversionPatternAsRewritePattern(mlirExtOpConversionPatternCreateOneToN(
                                    str("toy.swap"), 1, ctx, tc, lower_swap, NULL, NULL, 0, NULL)));
  mlirExtPopulateFunctionOpInterfaceTypeConversionPattern(str("func.func"), set, tc);
  return mlirFreezeRewritePattern(set);
}

static const char *LOWERED_INPUT =
    "func.func @f(%a: !toy.int, %b: !toy.int) -> !toy.int {\n"
    "  %0 = \"toy.add\"(%a, %b) : (!toy.int, !toy.int) -> !toy.int\n"
    "  %1 = \"toy.add\"(%0, %0) : (!toy.int, !toy.int) -> !toy.int\n"
    "  return %1 : !toy.int\n"
    "}\n";

static void test_full_conversion(void) {
  Buf diags = {.len = 0}, out = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirConversionTarget target = make_target(ctx);
  MlirFrozenRewritePatternSet pats = make_patterns(ctx, tc);
  MlirModule m = mlirModuleCreateParse(ctx, str(LOWERED_INPUT));
  MlirConversionConfig cfg = mlirConversionConfigCreate();
  materializations = 0;
  CHECK(mlirLogicalResultIsSuccess(mlirApplyFullConversion(mlirModuleGetOperation(m), target, pats, cfg)));
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out),
            "module {\n"
            "  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n"
            "    %0 = arith.addi %arg0, %arg1 : i32\n"
            "    %1 = arith.addi %0, %0 : i32\n"
            "    return %1 : i32\n"
            "  }\n"
            "}\n");
  /* Every cast the conversion built was folded away again. */
  CHECK_STR(diags.data, "");
  mlirModuleDestroy(m);
  mlirConversionConfigDestroy(cfg);
  mlirFrozenRewritePatternSetDestroy(pats);
  mlirConversionTargetDestroy(target);
  mlirTypeConverterDestroy(tc);
  mlirContextDestroy(ctx);
}

/* The diagnostic without its notes (the op the note prints is the IR in
 * the middle of the conversion). */
static const char *first_line(Buf *b) {
  char *nl = strchr(b->data, '\n');
  if (nl) *nl = 0;
  return b->data;
}

static const char *FAILING_INPUT =
    "func.func @g(%a: !toy.int) -> !toy.int {\n"
    "  %0 = \"toy.add\"(%a, %a) : (!toy.int, !toy.int) -> !toy.int\n"
    "  %1 = \"toy.mul\"(%0, %0) : (!toy.int, !toy.int) -> !toy.int\n"
    "  return %1 : !toy.int\n"
    "}\n";

static const char *FAILING_PRINTED =
    "module {\n"
    "  func.func @g(%arg0: !toy.int) -> !toy.int {\n"
    "    %0 = \"toy.add\"(%arg0, %arg0) : (!toy.int, !toy.int) -> !toy.int\n"
    "    %1 = \"toy.mul\"(%0, %0) : (!toy.int, !toy.int) -> !toy.int\n"
    "    return %1 : !toy.int\n"
    "  }\n"
    "}\n";

/* toy.mul has no pattern: a full conversion fails and restores the IR; a
 * partial one fails too (toy is illegal) and restores it as well. */
static void test_failure_rolls_back(void) {
  Buf diags = {.len = 0}, out = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirConversionTarget target = make_target(ctx);
  MlirFrozenRewritePatternSet pats = make_patterns(ctx, tc);
  MlirModule m = mlirModuleCreateParse(ctx, str(FAILING_INPUT));
  CHECK(mlirLogicalResultIsFailure(mlirApplyFullConversion(mlirModuleGetOperation(m), target, pats,
                                                           (MlirConversionConfig){NULL})));
  CHECK(strstr(diags.data, "\nnote: see current operation: ") != NULL);
  CHECK_STR(first_line(&diags), "failed to legalize operation 'toy.mul'");
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out), FAILING_PRINTED);
  diags.len = 0;
  diags.data[0] = 0;
  CHECK(mlirLogicalResultIsFailure(mlirApplyPartialConversion(mlirModuleGetOperation(m), target, pats,
                                                              (MlirConversionConfig){NULL})));
  CHECK_STR(first_line(&diags), "failed to legalize operation 'toy.mul' that was explicitly marked illegal");
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out), FAILING_PRINTED);
  mlirModuleDestroy(m);
  mlirFrozenRewritePatternSetDestroy(pats);
  mlirConversionTargetDestroy(target);
  mlirTypeConverterDestroy(tc);
  mlirContextDestroy(ctx);
}

/* A partial conversion converts what it can when the op left over is not
 * illegal: toy.mul is unknown to this target, so it stays, fed and read
 * through materialized casts. */
static void test_partial_with_materializations(void) {
  Buf diags = {.len = 0}, out = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirConversionTarget target = mlirConversionTargetCreate(ctx);
  mlirConversionTargetAddLegalDialect(target, str("arith"));
  mlirConversionTargetAddIllegalOp(target, str("toy.add"));
  MlirFrozenRewritePatternSet pats = make_patterns(ctx, tc);
  MlirModule m = mlirModuleCreateParse(ctx, str(FAILING_INPUT));
  materializations = 0;
  CHECK(mlirLogicalResultIsSuccess(mlirApplyPartialConversion(mlirModuleGetOperation(m), target, pats,
                                                              (MlirConversionConfig){NULL})));
  CHECK(materializations == 2);
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out),
            "module {\n"
            "  func.func @g(%arg0: !toy.int) -> !toy.int {\n"
            "    %0 = builtin.unrealized_conversion_cast %arg0 : !toy.int to i32\n"
            "    %1 = arith.addi %0, %0 : i32\n"
            "    %2 = builtin.unrealized_conversion_cast %1 : i32 to !toy.int\n"
            "    %3 = \"toy.mul\"(%2, %2) : (!toy.int, !toy.int) -> !toy.int\n"
            "    return %3 : !toy.int\n"
            "  }\n"
            "}\n");
  CHECK_STR(diags.data, "");
  mlirModuleDestroy(m);
  mlirFrozenRewritePatternSetDestroy(pats);
  mlirConversionTargetDestroy(target);
  mlirTypeConverterDestroy(tc);
  mlirContextDestroy(ctx);
}

/* 1:N: a !toy.pair argument becomes two i32 arguments and toy.swap
 * exchanges them; the unconverted user reads the pair through a cast. */
static void test_one_to_n(void) {
  Buf diags = {.len = 0}, out = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirConversionTarget target = mlirConversionTargetCreate(ctx);
  mlirConversionTargetAddIllegalOp(target, str("toy.swap"));
  mlirConversionTargetAddDynamicallyLegalOp(target, str("func.func"), func_legal, NULL);
  MlirFrozenRewritePatternSet pats = make_patterns(ctx, tc);
  MlirModule m = mlirModuleCreateParse(ctx, str("func.func @h(%p: !toy.pair) {\n"
                                                "  %0 = \"toy.swap\"(%p) : (!toy.pair) -> !toy.pair\n"
                                                "  \"toy.use\"(%0) : (!toy.pair) -> ()\n"
                                                "  return\n"
                                                "}\n"));
  CHECK(mlirLogicalResultIsSuccess(mlirApplyPartialConversion(mlirModuleGetOperation(m), target, pats,
                                                              (MlirConversionConfig){NULL})));
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out),
            "module {\n"
            "  func.func @h(%arg0: i32, %arg1: i32) {\n"
            "    %0 = builtin.unrealized_conversion_cast %arg1, %arg0 : i32, i32 to !toy.pair\n"
            "    \"toy.use\"(%0) : (!toy.pair) -> ()\n"
            "    return\n"
            "  }\n"
            "}\n");
  CHECK_STR(diags.data, "");
  mlirModuleDestroy(m);
  mlirFrozenRewritePatternSetDestroy(pats);
  mlirConversionTargetDestroy(target);
  mlirTypeConverterDestroy(tc);
  mlirContextDestroy(ctx);
}

static void collect_name(MlirOperation op, void *ud) {
  Buf *b = ud;
  MlirIdentifier name = mlirOperationGetName(op);
  append(mlirIdentifierStr(name), b);
  append(str(" "), b);
}

/* The analysis conversion names the ops that would legalize and leaves
 * the IR alone. */
static void test_analysis(void) {
  Buf diags = {.len = 0}, out = {.len = 0}, names = {.len = 0};
  MlirContext ctx = new_context(&diags);
  MlirTypeConverter tc = make_converter();
  MlirConversionTarget target = make_target(ctx);
  MlirFrozenRewritePatternSet pats = make_patterns(ctx, tc);
  MlirModule m = mlirModuleCreateParse(ctx, str(FAILING_INPUT));
  CHECK(mlirLogicalResultIsSuccess(mlirExtApplyAnalysisConversion(mlirModuleGetOperation(m), target, pats,
                                                                  (MlirConversionConfig){NULL}, collect_name,
                                                                  &names)));
  CHECK_STR(names.data, "builtin.module func.func toy.add func.return ");
  CHECK_STR(print_op(mlirModuleGetOperation(m), &out), FAILING_PRINTED);
  mlirModuleDestroy(m);
  mlirFrozenRewritePatternSetDestroy(pats);
  mlirConversionTargetDestroy(target);
  mlirTypeConverterDestroy(tc);
  mlirContextDestroy(ctx);
}

static void test_config(void) {
  MlirConversionConfig c = mlirConversionConfigCreate();
  CHECK(mlirConversionConfigGetFoldingMode(c) == MLIR_DIALECT_CONVERSION_FOLDING_MODE_BEFORE_PATTERNS);
  CHECK(mlirConversionConfigIsBuildMaterializationsEnabled(c));
  CHECK(mlirExtConversionConfigGetAllowPatternRollback(c));
  mlirConversionConfigSetFoldingMode(c, MLIR_DIALECT_CONVERSION_FOLDING_MODE_NEVER);
  mlirConversionConfigEnableBuildMaterializations(c, false);
  mlirExtConversionConfigSetAllowPatternRollback(c, false);
  CHECK(mlirConversionConfigGetFoldingMode(c) == MLIR_DIALECT_CONVERSION_FOLDING_MODE_NEVER);
  CHECK(!mlirConversionConfigIsBuildMaterializationsEnabled(c));
  CHECK(!mlirExtConversionConfigGetAllowPatternRollback(c));
  mlirConversionConfigDestroy(c);
}

int main(void) {
  test_type_converter();
  test_full_conversion();
  test_failure_rolls_back();
  test_partial_with_materializations();
  test_one_to_n();
  test_analysis();
  test_config();
  return check_report();
}
