/* translate_test.c: mlirExtTranslateModuleToLLVMIR (mlir-c/Ext/Translate.h):
 * the text mlir-translate --mlir-to-llvmir 22 prints for a module, and a
 * failure with upstream's diagnostic (nothing passed to the callback) for
 * an op that has no LLVM IR, and for an invalid module. */
#include <stdlib.h>

#include "check.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Ext/Translate.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

/* A loop with block arguments (phis), a constant folded into its uses and
 * an intrinsic (declared, with its attribute group). */
static const char PROGRAM[] =
    "llvm.func @sum(%n: i64) -> i64 {\n"
    "  %c0 = llvm.mlir.constant(0 : i64) : i64\n"
    "  %c1 = llvm.mlir.constant(1 : i64) : i64\n"
    "  llvm.br ^loop(%c0, %c0 : i64, i64)\n"
    "^loop(%i: i64, %acc: i64):\n"
    "  %done = llvm.icmp \"sge\" %i, %n : i64\n"
    "  llvm.cond_br %done, ^exit, ^body\n"
    "^body:\n"
    "  %next = llvm.add %acc, %i : i64\n"
    "  %j = llvm.add %i, %c1 : i64\n"
    "  llvm.br ^loop(%j, %next : i64, i64)\n"
    "^exit:\n"
    "  %r = llvm.intr.smax(%acc, %c0) : (i64, i64) -> i64\n"
    "  llvm.return %r : i64\n"
    "}\n";

/* mlir-translate --mlir-to-llvmir program.mlir */
static const char EXPECTED[] =
    "; ModuleID = 'LLVMDialectModule'\n"
    "source_filename = \"LLVMDialectModule\"\n"
    "\n"
    "define i64 @sum(i64 %0) {\n"
    "  br label %2\n"
    "\n"
    "2:                                                ; preds = %6, %1\n"
    "  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]\n"
    "  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]\n"
    "  %5 = icmp sge i64 %3, %0\n"
    "  br i1 %5, label %9, label %6\n"
    "\n"
    "6:                                                ; preds = %2\n"
    "  %7 = add i64 %4, %3\n"
    "  %8 = add i64 %3, 1\n"
    "  br label %2\n"
    "\n"
    "9:                                                ; preds = %2\n"
    "  %10 = call i64 @llvm.smax.i64(i64 %4, i64 0)\n"
    "  ret i64 %10\n"
    "}\n"
    "\n"
    "; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)\n"
    "declare i64 @llvm.smax.i64(i64, i64) #0\n"
    "\n"
    "attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }\n"
    "\n"
    "!llvm.module.flags = !{!0}\n"
    "\n"
    "!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n";

typedef struct Buf {
  char data[8192];
  size_t len;
  int calls;
} Buf;

static void append(MlirStringRef s, void *ud) {
  Buf *b = ud;
  b->calls++;
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

static MlirContext make_context(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  return ctx;
}

static void test_translation(void) {
  MlirContext ctx = make_context();
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(PROGRAM));
  CHECK(!mlirModuleIsNull(m));
  Buf out = {0};
  MlirLogicalResult r = mlirExtTranslateModuleToLLVMIR(mlirModuleGetOperation(m), append, &out);
  CHECK(mlirLogicalResultIsSuccess(r));
  CHECK(out.calls == 1);
  CHECK_STR(out.data, EXPECTED);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

static void test_failures(void) {
  MlirContext ctx = make_context();
  Buf diags = {0};
  mlirContextAttachDiagnosticHandler(ctx, collect_diag, &diags, NULL);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString("func.func @f() {\n  return\n}\n"));
  CHECK(!mlirModuleIsNull(m));
  Buf out = {0};
  MlirLogicalResult r = mlirExtTranslateModuleToLLVMIR(mlirModuleGetOperation(m), append, &out);
  CHECK(mlirLogicalResultIsFailure(r));
  CHECK(out.calls == 0);
  /* mlir-translate --mlir-to-llvmir on the same input */
  CHECK(strstr(diags.data, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
                           "registration for dialect for op: func.func\n") == diags.data);
  mlirModuleDestroy(m);
  /* An llvm.return whose type does not match its function: refused by the
   * verifier before any translation. */
  diags.len = 0;
  diags.data[0] = 0;
  m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString("llvm.func @g() {\n  llvm.return\n}\n"));
  MlirOperation fn = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirOperation ret = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)));
  mlirOperationDestroy(ret);
  r = mlirExtTranslateModuleToLLVMIR(mlirModuleGetOperation(m), append, &out);
  CHECK(mlirLogicalResultIsFailure(r));
  CHECK(out.calls == 0);
  CHECK(strstr(diags.data, "empty block: expect at least a terminator") != NULL);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
}

int main(void) {
  test_translation();
  test_failures();
  return check_report();
}
