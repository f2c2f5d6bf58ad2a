/* registry.c: parity of context set-up and support utilities: dialect
 * registries and handles (func, arith), result type inference through a
 * registered op, parsing a module from a file, the thread count of a
 * single-threaded context, TypeIDs of locations and from a TypeID
 * allocator. Linked against upstream's MLIRCAPIFunc and MLIRCAPIArith. */
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "parity.h"

#include <stdlib.h>

static void registries(void) {
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  printf("registry null: %d\n", mlirDialectRegistryIsNull(reg));
  MlirDialectHandle func = mlirGetDialectHandle__func__();
  MlirDialectHandle arith = mlirGetDialectHandle__arith__();
  show_str("func namespace", mlirDialectHandleGetNamespace(func));
  show_str("arith namespace", mlirDialectHandleGetNamespace(arith));
  mlirDialectHandleInsertDialect(func, reg);
  MlirContext ctx = mlirContextCreateWithRegistry(reg, false);
  mlirContextAttachDiagnosticHandler(ctx, diag_to_stdout, NULL, NULL);
  printf("threads: %u\n", mlirContextGetNumThreads(ctx));
#ifdef PARITY_GAPS /* a registry's dialects are available, not loaded (GAPS.md #20) */
  printf("func.func registered: %d\n", mlirContextIsRegisteredOperation(ctx, str("func.func")));
#endif
  printf("arith.addi registered: %d\n", mlirContextIsRegisteredOperation(ctx, str("arith.addi")));
  MlirDialect d = mlirDialectHandleLoadDialect(arith, ctx);
  show_str("loaded", mlirDialectGetNamespace(d));
  printf("arith.addi registered: %d\n", mlirContextIsRegisteredOperation(ctx, str("arith.addi")));
  printf("func loaded by name: %d\n", !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, str("func"))));

  /* Result types inferred by registered ops; unregistered ones cannot. */
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("infer.mlir"), 1, 1);
  MlirBlock block = mlirBlockCreate(1, &i32, &loc);
  MlirOperationState st = mlirOperationStateGet(str("arith.constant"), loc);
  MlirNamedAttribute value =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("value")), mlirIntegerAttrGet(i32, 42));
  mlirOperationStateAddAttributes(&st, 1, &value);
  mlirOperationStateEnableResultTypeInference(&st);
  MlirOperation cst = mlirOperationCreate(&st);
  printf("inferred results: %ld\n", (long)mlirOperationGetNumResults(cst));
  show_type("inferred type", mlirValueGetType(mlirOperationGetResult(cst, 0)));
  mlirBlockAppendOwnedOperation(block, cst);
  st = mlirOperationStateGet(str("t.unregistered"), loc);
  mlirOperationStateEnableResultTypeInference(&st);
  printf("unregistered op inferred: %d\n", !mlirOperationIsNull(mlirOperationCreate(&st)));
  st = mlirOperationStateGet(str("func.return"), loc);
  mlirOperationStateEnableResultTypeInference(&st);
  printf("op without inference inferred: %d\n", !mlirOperationIsNull(mlirOperationCreate(&st)));
#ifdef PARITY_GAPS /* inference from ODS traits through the C API (GAPS.md #19) */
  MlirValue x = mlirBlockGetArgument(block, 0);
  MlirValue xs[] = {x, x};
  st = mlirOperationStateGet(str("arith.addi"), loc);
  mlirOperationStateAddOperands(&st, 2, xs);
  mlirOperationStateEnableResultTypeInference(&st);
  MlirOperation add = mlirOperationCreate(&st);
  printf("arith.addi inferred: %d\n", !mlirOperationIsNull(add));
  if (!mlirOperationIsNull(add)) {
    show_type("inferred type", mlirValueGetType(mlirOperationGetResult(add, 0)));
    mlirBlockAppendOwnedOperation(block, add);
  }
#endif
  mlirBlockDestroy(block);
  mlirContextDestroy(ctx);

  ctx = new_context();
  mlirContextAppendDialectRegistry(ctx, reg);
#ifdef PARITY_GAPS /* a registry's dialects are available, not loaded (GAPS.md #20) */
  printf("after appending: func.func registered: %d\n",
         mlirContextIsRegisteredOperation(ctx, str("func.func")));
#endif
  mlirDialectHandleRegisterDialect(arith, ctx);
  mlirContextLoadAllAvailableDialects(ctx);
  printf("arith loaded by name: %d\n", !mlirDialectIsNull(mlirContextGetOrLoadDialect(ctx, str("arith"))));
  mlirContextDestroy(ctx);
  mlirDialectRegistryDestroy(reg);
}

static void from_file(void) {
  const char *dir = getenv("TEST_TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/registry_parity.mlir", dir ? dir : "/tmp");
  FILE *f = fopen(path, "w");
  if (!f) return;
  fputs("module @from_file {\n  \"t.x\"() : () -> ()\n}\n", f);
  fclose(f);
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateParseFromFile(ctx, str(path));
  show_op("parsed from file", mlirModuleGetOperation(m));
  mlirModuleDestroy(m);
  remove(path);
  mlirContextDestroy(ctx);
}

static void type_ids(void) {
  MlirContext ctx = new_context();
  MlirLocation file = mlirLocationFileLineColGet(ctx, str("f.mlir"), 1, 2);
  MlirLocation range = mlirLocationFileLineColRangeGet(ctx, str("f.mlir"), 1, 2, 3, 4);
  MlirLocation name = mlirLocationNameGet(ctx, str("n"), file);
  MlirLocation call = mlirLocationCallSiteGet(name, file);
  MlirLocation parts[] = {file, name};
  MlirLocation fused = mlirLocationFusedGet(ctx, 2, parts, mlirAttributeGetNull());
  MlirTypeID ids[] = {mlirLocationFileLineColRangeGetTypeID(), mlirLocationNameGetTypeID(),
                      mlirLocationCallSiteGetTypeID(), mlirLocationFusedGetTypeID()};
  MlirLocation locs[] = {file, range, name, call, fused, mlirLocationUnknownGet(ctx)};
  for (int i = 0; i < 6; i++) {
    MlirTypeID t = mlirAttributeGetTypeID(mlirLocationGetAttribute(locs[i]));
    printf("location %d typeid matches:", i);
    for (int k = 0; k < 4; k++) printf(" %d", mlirTypeIDEqual(t, ids[k]));
    printf("\n");
  }
  MlirAttribute dense = parse_attr(ctx, "dense<[1, 2]> : tensor<2xi32>");
  printf("dense is dense-resource: %d sparse: %d; sparse typeid is dense's: %d, is itself: %d\n",
         mlirAttributeIsADenseResourceElements(dense), mlirAttributeIsASparseElements(dense),
         mlirTypeIDEqual(mlirSparseElementsAttrGetTypeID(), mlirAttributeGetTypeID(dense)),
         mlirTypeIDEqual(mlirSparseElementsAttrGetTypeID(), mlirSparseElementsAttrGetTypeID()));
  MlirTypeIDAllocator alloc = mlirTypeIDAllocatorCreate();
  MlirTypeID a = mlirTypeIDAllocatorAllocateTypeID(alloc);
  MlirTypeID b = mlirTypeIDAllocatorAllocateTypeID(alloc);
  printf("allocated: null %d %d, equal %d, self %d, hash stable %d\n", mlirTypeIDIsNull(a),
         mlirTypeIDIsNull(b), mlirTypeIDEqual(a, b), mlirTypeIDEqual(a, a),
         mlirTypeIDHashValue(a) == mlirTypeIDHashValue(a));
  for (int i = 0; i < 200; i++) mlirTypeIDAllocatorAllocateTypeID(alloc);
  mlirTypeIDAllocatorDestroy(alloc);
  mlirContextDestroy(ctx);
}

int main(void) {
  printf("== registries\n");
  registries();
  printf("== parse from a file\n");
  from_file();
  printf("== type ids\n");
  type_ids();
  return 0;
}
