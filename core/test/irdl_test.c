/* irdl_test.c: run-time dialects through the C API: an IRDL module loaded
 * with mlirLoadIRDLDialects defines ops that then parse, verify against the
 * IRDL constraints (upstream's diagnostics) and print in the generic form. */
#include "check.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/IR.h"

typedef struct Buf {
  char data[4096];
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
  mlirDiagnosticPrint(d, append, ud);
  append(mlirStringRefCreateFromCString("\n"), ud);
  return mlirLogicalResultSuccess();
}

static const char *const DIALECT =
    "irdl.dialect @t {\n"
    "  irdl.operation @add {\n"
    "    %0 = irdl.is i32\n"
    "    %1 = irdl.is i64\n"
    "    %2 = irdl.any_of(%0, %1)\n"
    "    irdl.operands(lhs: %2, rhs: %2)\n"
    "    irdl.results(res: %2)\n"
    "  }\n"
    "}\n";

static MlirModule parse(MlirContext ctx, const char *src) {
  return mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
}

static void test_load_and_verify(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  Buf diags = {.len = 0};
  mlirContextAttachDiagnosticHandler(ctx, collect_diag, &diags, NULL);
  MlirModule defs = parse(ctx, DIALECT);
  CHECK(!mlirModuleIsNull(defs));
  CHECK(mlirLogicalResultIsSuccess(mlirLoadIRDLDialects(defs)));

  /* Parsing verifies (upstream's verifyAfterParse): an op that breaks its
   * IRDL constraints is a failed parse with the verifier's diagnostic. */
  MlirModule count = parse(ctx, "%a = \"t.add\"() : () -> i64\n");
  CHECK(mlirModuleIsNull(count));
  CHECK_STR(diags.data, "op expects exactly 2 operands, but got 0\n");

  MlirModule typed = parse(ctx, "func.func @f(%x: i64) -> i64 {\n"
                                "  %b = \"t.add\"(%x, %x) : (i64, i64) -> i64\n"
                                "  return %b : i64\n"
                                "}\n");
  CHECK(!mlirModuleIsNull(typed));
  CHECK(mlirOperationVerify(mlirModuleGetOperation(typed)));
  Buf out = {.len = 0};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(typed));
  MlirOperation add = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
  mlirOperationPrintWithFlags(add, flags, append, &out);
  CHECK_STR(out.data, "%0 = \"t.add\"(%arg0, %arg0) : (i64, i64) -> i64");
  mlirOpPrintingFlagsDestroy(flags);

  diags.len = 0;
  diags.data[0] = 0;
  MlirModule bad = parse(ctx, "func.func @f(%x: i32, %y: i64) {\n"
                              "  %b = \"t.add\"(%x, %y) : (i32, i64) -> i32\n"
                              "  return\n"
                              "}\n");
  CHECK(mlirModuleIsNull(bad));
  CHECK(strstr(diags.data, "expected 'i32' but got 'i64'\n") == diags.data);

  mlirModuleDestroy(typed);
  mlirModuleDestroy(defs);
  mlirContextDestroy(ctx);
}

static void test_unsupported_constraint(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  Buf diags = {.len = 0};
  mlirContextAttachDiagnosticHandler(ctx, collect_diag, &diags, NULL);
  MlirModule defs = parse(ctx, "irdl.dialect @u {\n"
                               "  irdl.operation @o {\n"
                               "    %0 = irdl.c_pred \"::llvm::isa<::mlir::IntegerAttr>($_self)\"\n"
                               "    irdl.results(r: %0)\n"
                               "  }\n"
                               "}\n");
  CHECK(!mlirModuleIsNull(defs));
  CHECK(mlirLogicalResultIsFailure(mlirLoadIRDLDialects(defs)));
  CHECK(strstr(diags.data, "'irdl.c_pred' op is not supported by mlirc's IRDL loader yet") == diags.data);
  mlirModuleDestroy(defs);
  mlirContextDestroy(ctx);
}

int main(void) {
  test_load_and_verify();
  test_unsupported_constraint();
  return check_report();
}
