/* context.c: parity of contexts, dialects and the Support.h helpers:
 * creation, equality, the builtin dialect, registered operations, type and
 * attribute dialects, TypeIDs, string references and logical results. */
#include "parity.h"

static int deleted_count;
static void count_delete(void *ud) {
  (void)ud;
  deleted_count++;
}

int main(void) {
  MlirContext a = mlirContextCreate();
  MlirContext b = mlirContextCreateWithThreading(false);
  printf("null: %d equal self: %d equal other: %d\n", mlirContextIsNull(a),
         mlirContextEqual(a, a), mlirContextEqual(a, b));
  printf("unregistered allowed by default: %d\n", mlirContextGetAllowUnregisteredDialects(a));
  mlirContextSetAllowUnregisteredDialects(a, true);
  printf("after allowing: %d\n", mlirContextGetAllowUnregisteredDialects(a));
  mlirContextEnableMultithreading(a, false);
  printf("loaded dialects: %ld registered: %ld\n", (long)mlirContextGetNumLoadedDialects(a),
         (long)mlirContextGetNumRegisteredDialects(a));
  printf("registered ops: func.func=%d\n", mlirContextIsRegisteredOperation(a, str("func.func")));
  printf("registered ops: module=%d foo=%d\n",
         mlirContextIsRegisteredOperation(a, str("builtin.module")),
         mlirContextIsRegisteredOperation(a, str("foo.bar")));

  MlirDialect builtin = mlirContextGetOrLoadDialect(a, str("builtin"));
  printf("builtin loaded: %d\n", !mlirDialectIsNull(builtin));
  show_str("namespace", mlirDialectGetNamespace(builtin));
  printf("dialect context ok: %d\n", mlirContextEqual(mlirDialectGetContext(builtin), a));
  printf("unknown dialect null: %d\n", mlirDialectIsNull(mlirContextGetOrLoadDialect(a, str("nope"))));
  MlirType i8 = mlirIntegerTypeGet(a, 8);
  printf("type dialect is builtin: %d\n", mlirDialectEqual(mlirTypeGetDialect(i8), builtin));
  printf("attribute dialect is builtin: %d\n",
         mlirDialectEqual(mlirAttributeGetDialect(mlirUnitAttrGet(a)), builtin));
  printf("contexts of handles: %d %d\n", mlirContextEqual(mlirTypeGetContext(i8), a),
         mlirContextEqual(mlirAttributeGetContext(mlirUnitAttrGet(a)), a));
  printf("types of two contexts differ: %d\n", mlirTypeEqual(i8, mlirIntegerTypeGet(b, 8)));

  /* TypeIDs: equal classes give equal ids (and equal hashes). */
  MlirTypeID t1 = mlirTypeGetTypeID(i8);
  MlirTypeID t2 = mlirTypeGetTypeID(mlirIntegerTypeGet(b, 64));
  printf("typeid: null=%d equal=%d hash equal=%d differs from index=%d\n", mlirTypeIDIsNull(t1),
         mlirTypeIDEqual(t1, t2), mlirTypeIDHashValue(t1) == mlirTypeIDHashValue(t2),
         mlirTypeIDEqual(t1, mlirTypeGetTypeID(mlirIndexTypeGet(a))));
  static const char marker = 0;
  MlirTypeID own = mlirTypeIDCreate(&marker);
  printf("own typeid equal: %d %d\n", mlirTypeIDEqual(own, mlirTypeIDCreate(&marker)),
         mlirTypeIDEqual(own, t1));
  printf("attribute typeids: %d %d\n",
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirUnitAttrGet(a)), mlirUnitAttrGetTypeID()),
         mlirTypeIDEqual(mlirAttributeGetTypeID(mlirUnitAttrGet(a)), mlirArrayAttrGetTypeID()));

  MlirStringRef s = mlirStringRefCreate("hello world", 5);
  printf("string ref: %.*s %zu equal=%d\n", (int)s.length, s.data, s.length,
         mlirStringRefEqual(s, mlirStringRefCreateFromCString("hello")));
  MlirLogicalResult ok = mlirLogicalResultSuccess(), bad = mlirLogicalResultFailure();
  printf("logical: %d %d %d %d\n", mlirLogicalResultIsSuccess(ok), mlirLogicalResultIsFailure(ok),
         mlirLogicalResultIsSuccess(bad), mlirLogicalResultIsFailure(bad));

  /* A handler's user data is released when the context is destroyed. */
  mlirContextAttachDiagnosticHandler(b, diag_to_stdout, (void *)&marker, count_delete);
  mlirContextAttachDiagnosticHandler(b, diag_to_stdout, NULL, count_delete);
  mlirContextDestroy(b);
  printf("deleted on destroy: %d\n", deleted_count);
  mlirContextDestroy(a);
  return 0;
}
