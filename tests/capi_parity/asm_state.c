/* asm_state.c: parity of printing with state and flags: AsmState created
 * for an operation (the module or a nested one) or for a value, values
 * printed as operands under each state, operations printed with a state,
 * blocks printed on their own (labels, arguments, predecessor comments,
 * unlinked blocks), and the printing flags. */
#include "parity.h"

static const char *const SOURCE =
    "%0 = \"t.a\"() {big = dense<[1, 2, 3, 4]> : tensor<4xi16>} : () -> i32\n"
    "\"t.wrap\"() ({\n"
    "^bb0(%x: i32, %y: f32):\n"
    "  %1:2 = \"t.b\"(%x) : (i32) -> (i32, i8)\n"
    "  \"t.br\"(%1#0)[^bb1] : (i32) -> ()\n"
    "^bb1:\n"
    "  %2 = \"t.c\"() : () -> i32\n"
    "  \"t.br2\"()[^bb1, ^bb2] : () -> ()\n"
    "^bb2:\n"
    "  \"t.end\"(%2, %0, %1#1) : (i32, i32, i8) -> ()\n"
    "}) : () -> ()\n"
    "module @nested {\n"
    "  %3 = \"t.d\"() : () -> i64 loc(\"n.mlir\":3:4)\n"
    "  \"t.e\"(%3) ({\n"
    "    \"t.f\"(%3) : (i64) -> ()\n"
    "  }) : (i64) -> ()\n"
    "}\n";

static void operand(const char *label, MlirValue v, MlirAsmState st) {
  printf("  %s: ", label);
  mlirValuePrintAsOperand(v, st, print_out, NULL);
  printf("\n");
}

static void block(const char *label, MlirBlock b) {
  printf("%s:\n", label);
  mlirBlockPrint(b, print_out, NULL);
  printf("|\n");
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule module = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirOperation a = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  MlirOperation wrap = mlirOperationGetNextInBlock(a);
  MlirOperation nested = mlirOperationGetNextInBlock(wrap);
  MlirBlock bb0 = mlirRegionGetFirstBlock(mlirOperationGetRegion(wrap, 0));
  MlirBlock bb1 = mlirBlockGetNextInRegion(bb0);
  MlirBlock bb2 = mlirBlockGetNextInRegion(bb1);
  MlirOperation b = mlirBlockGetFirstOperation(bb0);
  MlirOperation c = mlirBlockGetFirstOperation(bb1);
  MlirOperation d = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(nested, 0)));
  MlirOperation e = mlirOperationGetNextInBlock(d);
  MlirValue v0 = mlirOperationGetResult(a, 0), x = mlirBlockGetArgument(bb0, 0);
  MlirValue y = mlirBlockGetArgument(bb0, 1), b0 = mlirOperationGetResult(b, 0);
  MlirValue b1 = mlirOperationGetResult(b, 1), v2 = mlirOperationGetResult(c, 0);
  MlirValue v3 = mlirOperationGetResult(d, 0);

  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  printf("state for the module:\n");
  MlirAsmState st = mlirAsmStateCreateForOperation(mop, flags);
  operand("a", v0, st);
  operand("x", x, st);
  operand("y", y, st);
  operand("b#0", b0, st);
  operand("b#1", b1, st);
  operand("c", v2, st);
  operand("d", v3, st);
  printf("wrap with the module's state:\n");
  mlirOperationPrintWithState(wrap, st, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);

  printf("state for the wrap op:\n");
  st = mlirAsmStateCreateForOperation(wrap, flags);
  operand("a (outside)", v0, st);
  operand("x", x, st);
  operand("b#1", b1, st);
  operand("c", v2, st);
  printf("wrap with its own state:\n");
  mlirOperationPrintWithState(wrap, st, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);

  printf("state for values:\n");
  st = mlirAsmStateCreateForValue(v2, flags);
  operand("c", v2, st);
  operand("d", v3, st);
  mlirAsmStateDestroy(st);
  MlirOpPrintingFlags local = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(local);
  st = mlirAsmStateCreateForValue(v3, local);
  operand("d (local scope)", v3, st);
  operand("a (outside the local scope)", v0, st);
  printf("e with the local state:\n");
  mlirOperationPrintWithState(e, st, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);
  MlirBlock lone = mlirBlockCreate(0, NULL, NULL);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirLocation uloc = mlirLocationUnknownGet(ctx);
  MlirValue arg = mlirBlockAddArgument(lone, i32, uloc);
  st = mlirAsmStateCreateForValue(arg, flags);
  printf("state for an unlinked block argument is null: %d\n", st.ptr == NULL);

  printf("== blocks\n");
  block("entry of wrap", bb0);
  block("bb1", bb1);
  block("bb2", bb2);
  block("module body", mlirModuleGetBody(module));
  block("unlinked", lone);
  MlirRegion detached = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(detached, lone);
  block("in a detached region", lone);
  mlirRegionDestroy(detached);

  printf("== flags\n");
  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsSkipRegions(f);
  printf("module, regions skipped:\n");
  mlirOperationPrintWithFlags(mop, f, print_out, NULL);
  printf("wrap, regions skipped: ");
  mlirOperationPrintWithFlags(wrap, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  printf("nested, generic, regions skipped: ");
  mlirOperationPrintWithFlags(nested, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  printf("e, local scope:\n");
  mlirOperationPrintWithFlags(e, local, print_out, NULL);
  printf("\ne, whole-module names:\n");
  mlirOperationPrintWithFlags(e, flags, print_out, NULL);
  printf("\n");
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeElementsAttrs(f, 3);
  mlirOpPrintingFlagsElideLargeResourceString(f, 8);
  printf("a, large elements elided: ");
  mlirOperationPrintWithFlags(a, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("nested with debug info:\n");
  mlirOperationPrintWithFlags(nested, f, print_out, NULL);
  printf("\n");
#ifdef PARITY_GAPS /* the pretty form of debug info (GAPS.md #18) */
  mlirOpPrintingFlagsEnableDebugInfo(f, true, true);
  printf("nested with pretty debug info:\n");
  mlirOperationPrintWithFlags(nested, f, print_out, NULL);
  printf("\n");
#endif
  mlirOpPrintingFlagsDestroy(f);
  st = mlirAsmStateCreateForOperation(mop, local);
  printf("d with a local-scope state of the module:\n");
  mlirOperationPrintWithState(d, st, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(st);

  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintNameLocAsPrefix(f);
  MlirOperation named = mlirOperationCreateParse(
      ctx, str("\"t.n\"() ({\n^bb0(%v: i8 loc(\"arg_name\")):\n  %r = \"t.m\"(%v) : (i8) -> i32 loc(\"fancy\")\n"
               "  \"t.k\"(%r) : (i32) -> ()\n}) : () -> ()"),
      str("named.mlir"));
  printf("names from locations:\n");
#ifdef PARITY_GAPS /* SSA names taken from NameLocs (GAPS.md #21) */
  mlirOperationPrintWithFlags(named, f, print_out, NULL);
#endif
  printf("\n");
  mlirOperationDestroy(named);
  mlirOpPrintingFlagsDestroy(f);

  printf("values printed:\n");
  mlirValuePrint(b1, print_out, NULL);
  printf("\n");
  mlirValuePrint(y, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(local);
  mlirOpPrintingFlagsDestroy(flags);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
