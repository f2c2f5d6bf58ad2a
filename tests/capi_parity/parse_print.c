/* parse_print.c: parity of parsing modules and operations (unregistered
 * ops allowed) and of printing them back: custom and generic forms, nested
 * regions, successors, block arguments, attributes of every kind and
 * result groups; then walks in pre- and post-order with skip and
 * interrupt. */
#include "parity.h"

#define LOC_ATTR "m = loc(\"x.mlir\":1:2), "

static const char *const SOURCE =
    "%c = \"test.const\"() {value = 42 : i32} : () -> i32\n"
    "%p:2 = \"test.pair\"(%c) : (i32) -> (f32, index)\n"
    "\"test.attrs\"() {a = [1, 2.5, \"s\", unit, @sym, @root::@leaf],\n"
    "  b = {inner = true, other = false}, c = array<i64: 1, 2>, d = dense<[1, 2]> : tensor<2xi16>,\n"
    "  e = i1, f = 0x7FC00000 : f32, g = -3 : si8, h = 255 : ui8, i = #test.opaque<\"x\">,\n"
    "  j = \"esc\\n\\\"q\\\"\", k = dense<1.5> : vector<4xf32>, l = complex<f64>,\n"
    "  " LOC_ATTR "n = tensor<?x4xf32>, o = 1.0e+10 : f64, p = 0.1 : f16} : () -> ()\n"
    "\"test.loop\"(%c) ({\n"
    "^bb0(%i: i32, %j: f32):\n"
    "  %s = \"test.add\"(%i, %c) : (i32, i32) -> i32\n"
    "  \"test.cond_br\"(%s)[^bb1, ^bb2] : (i32) -> ()\n"
    "^bb1:\n"
    "  \"test.nested\"() ({\n"
    "    \"test.inner\"() : () -> ()\n"
    "  }) : () -> ()\n"
    "  \"test.br\"()[^bb2] : () -> ()\n"
    "^bb2:\n"
    "  \"test.yield\"(%s) : (i32) -> ()\n"
    "}, {\n"
    "  \"test.other\"() : () -> ()\n"
    "}) : (i32) -> ()\n"
    "\"test.skipme\"() ({\n"
    "  \"test.hidden\"() : () -> ()\n"
    "}) : () -> ()\n"
    "\"test.stop\"() : () -> ()\n"
    "\"test.after\"() : () -> ()\n";

static MlirWalkResult print_name(MlirOperation op, void *ud) {
  const char *mode = ud;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf(" %.*s", (int)n.length, n.data);
  if (!strcmp(mode, "skip") && mlirStringRefEqual(n, str("test.skipme"))) return MlirWalkResultSkip;
  if (!strcmp(mode, "interrupt") && mlirStringRefEqual(n, str("test.stop")))
    return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

static void walks(MlirOperation root) {
  const char *modes[] = {"all", "skip", "interrupt"};
  for (int i = 0; i < 3; i++) {
    printf("pre-order %s:", modes[i]);
    mlirOperationWalk(root, print_name, (void *)modes[i], MlirWalkPreOrder);
    printf("\n");
  }
  printf("post-order all:");
  mlirOperationWalk(root, print_name, "all", MlirWalkPostOrder);
  printf("\npost-order interrupt:");
  mlirOperationWalk(root, print_name, "interrupt", MlirWalkPostOrder);
  printf("\n");
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule m = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(m);
  show_op("module", mop);
  MlirOpPrintingFlags generic = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(generic);
  printf("generic:\n");
  mlirOperationPrintWithFlags(mop, generic, print_out, NULL);
  printf("\n");

  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation c = mlirBlockGetFirstOperation(body);
  MlirOperation pair = mlirOperationGetNextInBlock(c);
  MlirOperation attrs = mlirOperationGetNextInBlock(pair);
  MlirOperation loop = mlirOperationGetNextInBlock(attrs);
  printf("pair results: %ld\n", (long)mlirOperationGetNumResults(pair));
  printf("pair printed alone: ");
  mlirOperationPrint(pair, print_out, NULL);
  printf("\nloop printed generic alone:\n");
  mlirOperationPrintWithFlags(loop, generic, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(generic);
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(attrs); i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(attrs, i);
    MlirStringRef n = mlirIdentifierStr(na.name);
    printf("attr %.*s: ", (int)n.length, n.data);
    mlirAttributePrint(na.attribute, print_out, NULL);
    printf(" | type ");
    mlirTypePrint(mlirAttributeGetType(na.attribute), print_out, NULL);
    printf("\n");
  }
  show_loc("loop location", mlirOperationGetLocation(loop));
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
  MlirOperation add = mlirBlockGetFirstOperation(entry);
  show_loc("add location", mlirOperationGetLocation(add));
  show_loc("arg location", mlirValueGetLocation(mlirBlockGetArgument(entry, 1)));
  MlirBlock bb2 = mlirBlockGetNextInRegion(mlirBlockGetNextInRegion(entry));
  printf("bb2 predecessors: %ld\n", (long)mlirBlockGetNumPredecessors(bb2));
  printf("module from body op: %d\n", mlirModuleIsNull(mlirModuleFromOperation(c)));

  printf("== walks\n");
  walks(mop);

  /* A single operation parsed with a source name. */
  MlirOperation single = mlirOperationCreateParse(
      ctx, str("\"test.one\"() ({\n  \"test.two\"() : () -> ()\n}) : () -> ()"), str("single.mlir"));
  show_op("single", single);
  show_loc("single location", mlirOperationGetLocation(single));
  show_loc("nested location",
           mlirOperationGetLocation(mlirBlockGetFirstOperation(
               mlirRegionGetFirstBlock(mlirOperationGetRegion(single, 0)))));
  mlirOperationDestroy(single);
  MlirOperation two = mlirOperationCreateParse(ctx, str("\"a.b\"() : () -> ()\n\"a.c\"() : () -> ()"),
                                               str("two.mlir"));
  printf("two ops: %s\n", mlirOperationIsNull(two) ? "null" : "parsed");

  /* An explicit module with a name and attributes. */
  MlirModule named = mlirModuleCreateParse(
      ctx, str("module @named attributes {test.flag} {\n  \"test.x\"() : () -> ()\n}"));
  show_op("named module", mlirModuleGetOperation(named));
  show_attr("sym_name", mlirOperationGetAttributeByName(mlirModuleGetOperation(named), str("sym_name")));
  mlirModuleDestroy(named);
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  return 0;
}
