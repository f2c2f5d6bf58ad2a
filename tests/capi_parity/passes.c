/* passes.c: parity of the pass C API (Pass.h, Transforms.h, Conversion.h,
 * RegisterEverything.h): registration, parsing and printing pipelines
 * (errors included), nesting, adding passes, running them, IR printing
 * around passes, an external pass and its failure, and a wrong anchor. */
#include "parity.h"

#include "mlir-c/Conversion.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"

static const char *const SOURCE =
    "func.func @f(%a: i32, %c: i1) -> i32 {\n"
    "  %one = arith.constant 1 : i32\n"
    "  %b = arith.addi %a, %one : i32\n"
    "  %d = arith.addi %a, %one : i32\n"
    "  %r = scf.if %c -> i32 {\n"
    "    scf.yield %b : i32\n"
    "  } else {\n"
    "    scf.yield %d : i32\n"
    "  }\n"
    "  return %r : i32\n"
    "}\n"
    "func.func private @dead() { return }\n";

static int runs;

static void *ext_clone(void *ud) { return ud; }
static void ext_run(MlirOperation op, MlirExternalPass pass, void *ud) {
  runs++;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf("external pass on %.*s\n", (int)n.length, n.data);
  if (*(int *)ud) mlirExternalPassSignalFailure(pass);
}

static void show_pipeline(const char *label, MlirOpPassManager pm) {
  printf("%s: ", label);
  mlirPrintPassPipeline(pm, print_out, NULL);
  printf("\n");
}

static void show_result(const char *label, MlirLogicalResult r) {
  printf("%s: %s\n", label, mlirLogicalResultIsSuccess(r) ? "success" : "failure");
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectHandle handles[] = {mlirGetDialectHandle__func__(), mlirGetDialectHandle__arith__(),
                                 mlirGetDialectHandle__scf__(), mlirGetDialectHandle__cf__()};
  for (int i = 0; i < 4; i++) mlirDialectHandleLoadDialect(handles[i], ctx);
  MlirModule m = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(m);

  printf("== pipelines before registration\n");
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  show_result("parse unknown", mlirParsePassPipeline(opm, str("builtin.module(nope)"), print_out, NULL));
  show_result("parse unregistered", mlirParsePassPipeline(opm, str("any(func.func(cse))"), print_out, NULL));
  show_result("parse unwrapped", mlirParsePassPipeline(opm, str("cse"), print_out, NULL));
  show_pipeline("unchanged", opm);

  printf("== building\n");
  mlirOpPassManagerAddOwnedPass(mlirPassManagerGetNestedUnder(pm, str("func.func")),
                                mlirCreateTransformsCanonicalizer());
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  show_pipeline("built", opm);
  mlirRegisterTransformsPasses();
  mlirRegisterConversionSCFToControlFlowPass();
  show_result("add elements", mlirOpPassManagerAddPipeline(opm, str("func.func(cse),convert-scf-to-cf"),
                                                             print_out, NULL));
  show_result("add bad option", mlirOpPassManagerAddPipeline(opm, str("cse{nope=1}"), print_out, NULL));
  show_pipeline("extended", opm);
  show_result("run", mlirPassManagerRunOnOp(pm, mop));
  mlirOperationPrint(mop, print_out, NULL);
  printf("\n");
  mlirPassManagerDestroy(pm);

  printf("== parsed pipeline replaces the manager\n");
  mlirRegisterAllPasses();
  MlirPassManager pm2 = mlirPassManagerCreate(ctx);
  MlirOpPassManager opm2 = mlirPassManagerGetAsOpPassManager(pm2);
  show_result("parse", mlirParsePassPipeline(opm2, str("builtin.module(func.func(cse,canonicalize{top-down=false}),inline)"),
                                             print_out, NULL));
  show_pipeline("parsed", opm2);
  mlirPassManagerDestroy(pm2);

  printf("== external pass\n");
  int fail = 0;
  MlirExternalPassCallbacks cbs = {NULL, NULL, NULL, ext_clone, ext_run};
  MlirPassManager pm3 = mlirPassManagerCreateOnOperation(ctx, str("builtin.module"));
  MlirPass ext = mlirCreateExternalPass(mlirTypeIDCreate(&runs), str("TestPass"), str("test-pass"),
                                        str("a test pass"), str("func.func"), 0, NULL, cbs, &fail);
  mlirOpPassManagerAddOwnedPass(mlirPassManagerGetNestedUnder(pm3, str("func.func")), ext);
  show_pipeline("with external", mlirPassManagerGetAsOpPassManager(pm3));
  MlirLogicalResult r = mlirPassManagerRunOnOp(pm3, mop);
  show_result("run", r);
  printf("runs: %d\n", runs);
  fail = 1;
  show_result("run failing", mlirPassManagerRunOnOp(pm3, mop));
  mlirPassManagerDestroy(pm3);

  printf("== anchors\n");
  MlirPassManager pm4 = mlirPassManagerCreateOnOperation(ctx, str("func.func"));
  show_result("run on a module", mlirPassManagerRunOnOp(pm4, mop));
  mlirPassManagerDestroy(pm4);

  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
