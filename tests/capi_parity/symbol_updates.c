/* symbol_updates.c: parity of symbol resolution while the IR changes
 * under it. Each step first resolves symbols (so that a cached table
 * exists), then changes the IR through one mutation path (insertion,
 * erasure, renaming through each attribute setter, moves across tables,
 * blocks detached and inserted, bodies taken over, the rewriter, symbol
 * table handles) and resolves again: the verifier's symbol-use checks and
 * a table created afterwards must see the IR as it is now. */
#include "parity.h"

#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Rewrite.h"

static const char *const SOURCE =
    "module {\n"
    "  func.func private @f()\n"
    "  func.func private @g()\n"
    "  func.func @main() {\n"
    "    func.call @f() : () -> ()\n"
    "    func.call @g() : () -> ()\n"
    "    return\n"
    "  }\n"
    "  module @inner {\n"
    "    func.func private @h()\n"
    "    func.func @user() {\n"
    "      func.call @h() : () -> ()\n"
    "      return\n"
    "    }\n"
    "  }\n"
    "}\n";

static const char *const NAMES[] = {"f", "g", "g2", "h", "main", "inner", "f_0", "k", NULL};

/* What a table created now finds for each of NAMES (absent ones left out). */
static void show_table(const char *label, MlirOperation table_op) {
  MlirSymbolTable t = mlirSymbolTableCreate(table_op);
  printf("  %s:", label);
  for (const char *const *n = NAMES; *n; n++) {
    MlirOperation op = mlirSymbolTableLookup(t, str(*n));
    if (mlirOperationIsNull(op)) continue;
    MlirStringRef kind = mlirIdentifierStr(mlirOperationGetName(op));
    printf(" %s=%.*s", *n, (int)kind.length, kind.data);
  }
  printf("\n");
  mlirSymbolTableDestroy(t);
}

/* Verifies the module (its diagnostics go to stdout through the handler)
 * and shows the outer table. */
static void verify(const char *step, MlirOperation mop) {
  printf("%s\n", step);
  printf("  verify: %s\n", mlirOperationVerify(mop) ? "ok" : "failed");
  show_table("outer", mop);
}

/* verify, and the inner table too (upstream's table needs a block). */
static void check(const char *step, MlirOperation mop, MlirOperation inner) {
  verify(step, mop);
  show_table("inner", inner);
}

static MlirOperation find(MlirBlock b, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute a = mlirOperationGetAttributeByName(op, str("sym_name"));
    if (!mlirAttributeIsNull(a) && mlirStringRefEqual(mlirStringAttrGetValue(a), str(name))) return op;
  }
  return (MlirOperation){NULL};
}

static MlirOperation parse_op(MlirContext ctx, const char *src) {
  return mlirOperationCreateParse(ctx, str(src), str("new"));
}

static MlirBlock body_of(MlirOperation op) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
}

/* Erasing, re-creating and renaming symbols. */
static void names(MlirContext ctx, MlirOperation mop, MlirOperation inner) {
  MlirBlock body = body_of(mop);
  MlirOperation main_fn = find(body, "main");
  mlirOperationDestroy(find(body, "f"));
  check("erase @f", mop, inner);
  mlirBlockInsertOwnedOperationBefore(body, main_fn, parse_op(ctx, "func.func private @f()"));
  check("insert a new @f before @main", mop, inner);
  mlirOperationSetAttributeByName(find(body, "g"), str("sym_name"), mlirStringAttrGet(ctx, str("g2")));
  check("rename @g to @g2 (SetAttributeByName)", mop, inner);
  mlirOperationSetInherentAttributeByName(find(body, "g2"), str("sym_name"), mlirStringAttrGet(ctx, str("g")));
  check("rename @g2 back to @g (SetInherentAttributeByName)", mop, inner);
}

/* Two ops of one name: the first is the one found; erasing it uncovers
 * the second. */
static void duplicates(MlirContext ctx, MlirOperation mop, MlirOperation inner) {
  MlirBlock body = body_of(mop);
  mlirBlockAppendOwnedOperation(body, parse_op(ctx, "func.func private @f() attributes {second}"));
  check("append a second @f", mop, inner);
  mlirOperationDestroy(find(body, "f"));
  check("erase the first @f", mop, inner);
  MlirOperation f = find(body, "f");
  printf("  the remaining @f is the second: %d\n",
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(f, str("second"))));
  /* An unregistered symbol renamed through its discardable attribute. */
  MlirOperation k = parse_op(ctx, "\"test.sym\"() {sym_name = \"k0\"} : () -> ()");
  mlirBlockAppendOwnedOperation(body, k);
  show_table("outer with @k0", mop);
  mlirOperationSetDiscardableAttributeByName(k, str("sym_name"), mlirStringAttrGet(ctx, str("k")));
  show_table("@k0 renamed @k (SetDiscardableAttributeByName)", mop);
  mlirOperationRemoveDiscardableAttributeByName(k, str("sym_name"));
  show_table("@k's name removed", mop);
  mlirOperationDestroy(k);
}

/* Ops moving between the two tables, and blocks moving in and out. */
static void moves(MlirContext ctx, MlirOperation mop, MlirOperation inner) {
  MlirBlock body = body_of(mop), inner_body = body_of(inner);
  MlirOperation h = find(inner_body, "h");
  mlirOperationMoveBefore(h, find(body, "main"));
  check("move @h out of @inner", mop, inner);
  mlirOperationMoveBefore(h, mlirBlockGetFirstOperation(inner_body));
  check("move @h back", mop, inner);

  MlirRegion region = mlirOperationGetRegion(inner, 0);
  MlirBlock empty = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlock(region, 0, empty);
  show_table("an empty block put first in @inner", inner);
  mlirBlockDetach(empty);
  mlirBlockDestroy(empty);
  show_table("the empty block detached again", inner);
  mlirBlockDetach(inner_body);
  verify("@inner's body detached", mop);
  mlirRegionAppendOwnedBlock(region, inner_body);
  check("@inner's body appended back", mop, inner);

  MlirOperation holder = parse_op(ctx, "module {\n}");
  MlirRegion held = mlirOperationGetRegion(holder, 0);
  mlirRegionTakeBody(held, region);
  verify("@inner's body taken by another module", mop);
  show_table("the module that took it", holder);
  mlirRegionTakeBody(region, held);
  check("@inner took its body back", mop, inner);
  mlirOperationDestroy(holder);
}

/* The rewriter's insertions, clones, moves and erasures. */
static void rewriter(MlirContext ctx, MlirOperation mop, MlirOperation inner) {
  MlirBlock body = body_of(mop);
  MlirRewriterBase rw = mlirIRRewriterCreate(ctx);
  mlirRewriterBaseSetInsertionPointBefore(rw, find(body, "main"));
  mlirRewriterBaseInsert(rw, parse_op(ctx, "func.func private @k()"));
  check("rewriter inserts @k", mop, inner);
  mlirRewriterBaseMoveOpBefore(rw, find(body, "k"), mlirBlockGetFirstOperation(body_of(inner)));
  check("rewriter moves @k into @inner", mop, inner);
  mlirRewriterBaseEraseOp(rw, find(body_of(inner), "k"));
  mlirRewriterBaseEraseOp(rw, find(body, "g"));
  check("rewriter erases @k and @g", mop, inner);
  MlirOperation g = parse_op(ctx, "func.func private @g()");
  mlirRewriterBaseClone(rw, g);
  mlirOperationDestroy(g);
  check("rewriter clones a detached @g before @main", mop, inner);
  mlirIRRewriterDestroy(rw);
}

/* A table handle's own insertions and erasures reach the IR. */
static void handles(MlirContext ctx, MlirOperation mop, MlirOperation inner) {
  MlirSymbolTable t = mlirSymbolTableCreate(mop);
  show_attr("  handle inserts @f", mlirSymbolTableInsert(t, parse_op(ctx, "func.func private @f()")));
  check("after the handle's insertion", mop, inner);
  mlirSymbolTableErase(t, mlirSymbolTableLookup(t, str("f_0")));
  check("after the handle's erasure", mop, inner);
  mlirSymbolTableErase(t, mlirSymbolTableLookup(t, str("f")));
  check("the handle erases @f", mop, inner);
  mlirSymbolTableDestroy(t);
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  MlirModule module = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirOperation inner = find(mlirModuleGetBody(module), "inner");
  check("as parsed", mop, inner);
  names(ctx, mop, inner);
  duplicates(ctx, mop, inner);
  moves(ctx, mop, inner);
  rewriter(ctx, mop, inner);
  handles(ctx, mop, inner);
  show_op("final module", mop);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
