/* capi_ir_test.c: the public C API end to end: parse, print (custom and
 * generic), diagnostics with file:line:col, IR building and walking. */
#include <stdlib.h>

#include "check.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

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
  MlirLocation loc = mlirDiagnosticGetLocation(d);
  mlirLocationPrint(loc, append, b);
  append(mlirStringRefCreateFromCString(": "), b);
  mlirDiagnosticPrint(d, append, b);
  append(mlirStringRefCreateFromCString("\n"), b);
  return mlirLogicalResultSuccess();
}

static void test_parse_print(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  const char *src =
      "%0 = \"foo.a\"() {v = 3 : i32} : () -> i32\n"
      "\"foo.b\"(%0) ({\n^bb0(%x: i32):\n  \"foo.c\"(%x, %0) : (i32, i32) -> ()\n}) : (i32) -> ()\n";
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  CHECK(!mlirModuleIsNull(m));
  Buf out = {.len = 0};
  mlirOperationPrint(mlirModuleGetOperation(m), append, &out);
  CHECK_STR(out.data,
            "module {\n"
            "  %0 = \"foo.a\"() {v = 3 : i32} : () -> i32\n"
            "  \"foo.b\"(%0) ({\n"
            "  ^bb0(%arg0: i32):\n"
            "    \"foo.c\"(%arg0, %0) : (i32, i32) -> ()\n"
            "  }) : (i32) -> ()\n"
            "}\n");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(flags);
  out.len = 0;
  MlirOperation first = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  mlirOperationPrintWithFlags(first, flags, append, &out);
  CHECK_STR(out.data, "%0 = \"foo.a\"() {v = 3 : i32} : () -> i32");
  mlirOpPrintingFlagsDestroy(flags);
  /* The nested op keeps the names it has inside the module. */
  MlirOperation second = mlirOperationGetNextInBlock(first);
  MlirBlock inner = mlirRegionGetFirstBlock(mlirOperationGetRegion(second, 0));
  out.len = 0;
  mlirOperationPrint(mlirBlockGetFirstOperation(inner), append, &out);
  CHECK_STR(out.data, "\"foo.c\"(%arg0, %0) : (i32, i32) -> ()");
  CHECK(mlirOperationGetNumOperands(second) == 1);
  CHECK(mlirValueEqual(mlirOperationGetOperand(second, 0), mlirOperationGetResult(first, 0)));
  MlirAttribute v = mlirOperationGetAttributeByName(first, mlirStringRefCreateFromCString("v"));
  out.len = 0;
  mlirAttributePrint(v, append, &out);
  CHECK_STR(out.data, "3 : i32");
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void test_parse_error(void) {
  MlirContext ctx = mlirContextCreate();
  Buf diags = {.len = 0};
  mlirContextAttachDiagnosticHandler(ctx, collect_diag, &diags, NULL);
  MlirModule m = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString("\"foo.op\"() : () -> ()\n"));
  CHECK(mlirModuleIsNull(m));
  CHECK_STR(diags.data,
            "loc(\"-\":1:9): operation being parsed with an unregistered dialect. If this is "
            "intended, please use -allow-unregistered-dialect with the MLIR tool used\n");
  diags.len = 0;
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString("\"foo.op\"(%x) : (i32) -> ()"));
  CHECK(mlirModuleIsNull(m));
  CHECK_STR(diags.data, "loc(\"-\":1:10): use of undeclared SSA value name\n");
  mlirContextDestroy(ctx);
}

static MlirWalkResult count_ops(MlirOperation op, void *ud) {
  (void)op;
  ++*(int *)ud;
  return MlirWalkResultAdvance;
}

static void test_build(void) {
  MlirContext ctx = mlirContextCreate();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString("b.mlir"), 3, 4);
  MlirModule m = mlirModuleCreateEmpty(loc);
  MlirType i32 = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString("i32"));
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("foo.def"), loc);
  mlirOperationStateAddResults(&st, 1, &i32);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("name")),
      mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString("\"x\"")));
  mlirOperationStateAddAttributes(&st, 1, &attr);
  MlirOperation def = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), def);
  MlirValue v = mlirOperationGetResult(def, 0);
  MlirRegion region = mlirRegionCreate();
  MlirBlock body = mlirBlockCreate(1, &i32, &loc);
  mlirRegionAppendOwnedBlock(region, body);
  st = mlirOperationStateGet(mlirStringRefCreateFromCString("foo.use"), loc);
  mlirOperationStateAddOperands(&st, 1, &v);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation use = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), use);
  Buf out = {.len = 0};
  mlirOperationPrint(mlirModuleGetOperation(m), append, &out);
  CHECK_STR(out.data,
            "module {\n"
            "  %0 = \"foo.def\"() {name = \"x\"} : () -> i32\n"
            "  \"foo.use\"(%0) ({\n"
            "  ^bb0(%arg0: i32):\n"
            "  }) : (i32) -> ()\n"
            "}\n");
  int n = 0;
  mlirOperationWalk(mlirModuleGetOperation(m), count_ops, &n, MlirWalkPostOrder);
  CHECK(n == 3);
  MlirOpOperand u = mlirValueGetFirstUse(v);
  CHECK(!mlirOpOperandIsNull(u) && mlirOperationEqual(mlirOpOperandGetOwner(u), use));
  CHECK(mlirOpOperandIsNull(mlirOpOperandGetNextUse(u)));
  MlirOperation copy = mlirOperationClone(use);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), copy);
  CHECK(mlirOperationEqual(mlirOpOperandGetOwner(mlirValueGetFirstUse(v)), copy));
  mlirOperationDestroy(copy);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

int main(void) {
  test_parse_print();
  test_parse_error();
  test_build();
  return check_report();
}
