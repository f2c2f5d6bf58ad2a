/* mutation.c: parity of IR surgery: operations moved across blocks and
 * regions, inserted relative to null references, cloned with their
 * regions, blocks detached and re-attached, bodies taken over, successors
 * retargeted, operands grown and shrunk, uses replaced and iterated in
 * upstream's order, and walks that skip, interrupt or erase what they
 * visit. */
#include "parity.h"

static const char *const SOURCE =
    "%0 = \"t.def\"() : () -> i32\n"
    "%1 = \"t.def2\"() : () -> i32\n"
    "\"t.holder\"() ({\n"
    "^bb0(%a: i32):\n"
    "  %2 = \"t.inner\"(%a, %0) : (i32, i32) -> i32\n"
    "  \"t.br\"(%2)[^bb1] : (i32) -> ()\n"
    "^bb1:\n"
    "  \"t.dead\"() : () -> ()\n"
    "  \"t.keep\"(%0) ({\n"
    "    \"t.dead\"() : () -> ()\n"
    "    \"t.deep\"(%1) : (i32) -> ()\n"
    "  }) : (i32) -> ()\n"
    "  \"t.end\"()[^bb1] : () -> ()\n"
    "}, {\n"
    "  \"t.second\"(%1) : (i32) -> ()\n"
    "}) : () -> ()\n"
    "\"t.use\"(%0, %1, %0) : (i32, i32, i32) -> ()\n";

static void names(const char *label, MlirBlock b) {
  printf("%s:", label);
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    printf(" %.*s", (int)n.length, n.data);
  }
  printf("\n");
}

static void uses(const char *label, MlirValue v) {
  printf("%s uses:", label);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(mlirOpOperandGetOwner(u)));
    printf(" %.*s#%u", (int)n.length, n.data, mlirOpOperandGetOperandNumber(u));
  }
  printf("\n");
}

static void preds(const char *label, MlirBlock b) {
  printf("%s: %ld preds:", label, (long)mlirBlockGetNumPredecessors(b));
  for (intptr_t i = 0; i < mlirBlockGetNumPredecessors(b); i++) {
    MlirBlock p = mlirBlockGetPredecessor(b, i);
    MlirOperation first = mlirBlockGetFirstOperation(p);
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(first));
    printf(" [block starting %.*s]", (int)n.length, n.data);
  }
  printf("\n");
}

static MlirOperation simple(MlirContext ctx, const char *name, intptr_t n, MlirValue const *operands) {
  MlirOperationState st = mlirOperationStateGet(str(name), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOperands(&st, n, operands);
  return mlirOperationCreate(&st);
}

static MlirWalkResult erase_dead(MlirOperation op, void *ud) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf(" %.*s", (int)n.length, n.data);
  if (mlirStringRefEqual(n, str("t.dead"))) {
    mlirOperationDestroy(op);
    (*(int *)ud)++;
  }
  return MlirWalkResultAdvance;
}

static MlirWalkResult named(MlirOperation op, void *ud) {
  const char *const *stop = ud;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  printf(" %.*s", (int)n.length, n.data);
  if (mlirStringRefEqual(n, str(stop[0]))) return MlirWalkResultSkip;
  if (mlirStringRefEqual(n, str(stop[1]))) return MlirWalkResultInterrupt;
  return MlirWalkResultAdvance;
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule module = mlirModuleCreateParse(ctx, str(SOURCE));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  MlirOperation def = mlirBlockGetFirstOperation(body);
  MlirOperation def2 = mlirOperationGetNextInBlock(def);
  MlirOperation holder = mlirOperationGetNextInBlock(def2);
  MlirOperation use = mlirOperationGetNextInBlock(holder);
  MlirRegion r0 = mlirOperationGetRegion(holder, 0), r1 = mlirOperationGetRegion(holder, 1);
  MlirBlock bb0 = mlirRegionGetFirstBlock(r0), bb1 = mlirBlockGetNextInRegion(bb0);
  MlirValue v0 = mlirOperationGetResult(def, 0), v1 = mlirOperationGetResult(def2, 0);
  uses("v0", v0);
  uses("v1", v1);
  preds("bb1", bb1);

  printf("== walks\n");
  const char *skip_keep[] = {"t.keep", "t.none"};
  const char *stop_deep[] = {"t.none", "t.deep"};
  printf("pre-order, skipping t.keep:");
  mlirOperationWalk(mop, named, (void *)skip_keep, MlirWalkPreOrder);
  printf("\npost-order, skip is no-op:");
  mlirOperationWalk(mop, named, (void *)skip_keep, MlirWalkPostOrder);
  printf("\npost-order, interrupt at t.deep:");
  mlirOperationWalk(mop, named, (void *)stop_deep, MlirWalkPostOrder);
  printf("\npre-order from the holder:");
  mlirOperationWalk(holder, named, (void *)stop_deep, MlirWalkPreOrder);
  const char *skip_root[] = {"t.holder", "t.none"};
  printf("\npre-order skipping the root:");
  mlirOperationWalk(holder, named, (void *)skip_root, MlirWalkPreOrder);
  int erased = 0;
  printf("\npost-order erasing t.dead:");
  mlirOperationWalk(mop, erase_dead, &erased, MlirWalkPostOrder);
  printf("\nerased %d\n", erased);
  names("bb1 after erasing", bb1);

  printf("== moves\n");
  MlirOperation inner = mlirBlockGetFirstOperation(bb0);
  MlirOperation second = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(r1));
  mlirOperationMoveBefore(second, inner);
  names("bb0 after moving t.second before t.inner", bb0);
  printf("second block now: %d\n", mlirBlockEqual(mlirOperationGetBlock(second), bb0));
  mlirOperationMoveAfter(def2, use);
  names("body after moving t.def2 to the end", body);
  mlirOperationMoveAfter(def2, def);
  names("body after moving it back", body);
  MlirOperation extra = simple(ctx, "t.extra", 1, &v1);
  mlirBlockInsertOwnedOperationAfter(mlirRegionGetFirstBlock(r1), (MlirOperation){NULL}, extra);
  MlirOperation extra2 = simple(ctx, "t.extra2", 0, NULL);
  mlirBlockInsertOwnedOperationBefore(mlirRegionGetFirstBlock(r1), (MlirOperation){NULL}, extra2);
  MlirOperation extra3 = simple(ctx, "t.extra3", 0, NULL);
  mlirBlockInsertOwnedOperation(mlirRegionGetFirstBlock(r1), 2, extra3);
  names("second region", mlirRegionGetFirstBlock(r1));
  mlirOperationRemoveFromParent(extra3);
  mlirBlockInsertOwnedOperation(bb1, 0, extra3);
  names("bb1", bb1);
  uses("v1", v1);

  printf("== clone\n");
  MlirOperation copy = mlirOperationClone(holder);
  mlirBlockInsertOwnedOperationBefore(body, use, copy);
  MlirBlock cbb0 = mlirRegionGetFirstBlock(mlirOperationGetRegion(copy, 0));
  mlirOperationDestroy(mlirBlockGetFirstOperation(cbb0));
  names("copy's entry after erasing its first op", cbb0);
  names("original entry", bb0);
  uses("v0", v0);
  uses("v1", v1);
  mlirOperationDestroy(copy);
  uses("v1 after destroying the copy", v1);

  printf("== blocks and regions\n");
  MlirBlock fresh = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockAfter(r0, (MlirBlock){NULL}, fresh);
  printf("fresh block is first: %d\n", mlirBlockEqual(mlirRegionGetFirstBlock(r0), fresh));
  mlirBlockDetach(fresh);
  mlirRegionInsertOwnedBlockBefore(r0, (MlirBlock){NULL}, fresh);
  printf("fresh block is last: %d\n", mlirBlockIsNull(mlirBlockGetNextInRegion(fresh)));
  MlirOperation end = mlirBlockGetTerminator(bb1);
  printf("terminator of bb1 (unregistered) is null: %d\n", mlirOperationIsNull(end));
  MlirOperation last = mlirBlockGetFirstOperation(bb1);
  while (!mlirOperationIsNull(mlirOperationGetNextInBlock(last))) last = mlirOperationGetNextInBlock(last);
  mlirOperationSetSuccessor(last, 0, fresh);
  preds("bb1 after retargeting t.end", bb1);
  preds("fresh", fresh);
  mlirBlockAppendOwnedOperation(fresh, simple(ctx, "t.ret", 0, NULL));
  mlirRegionInsertOwnedBlock(r0, 1, mlirBlockCreate(0, NULL, NULL));
  mlirBlockAppendOwnedOperation(mlirBlockGetNextInRegion(bb0), simple(ctx, "t.ret", 0, NULL));
  show_op("holder", holder);

  /* Taking over a body replaces the target's blocks. */
  MlirRegion target = mlirRegionCreate();
  MlirBlock stale = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(target, stale);
  mlirBlockAppendOwnedOperation(stale, simple(ctx, "t.stale", 1, &v0));
  uses("v0 with a stale user", v0);
  mlirRegionTakeBody(target, r1);
  uses("v0 after take body", v0);
  printf("source region empty: %d\n", mlirBlockIsNull(mlirRegionGetFirstBlock(r1)));
  MlirOperationState st = mlirOperationStateGet(str("t.taker"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddOwnedRegions(&st, 1, &target);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&st));

  printf("== operands and uses\n");
  MlirValue grow[] = {v1, v0, v1, v1, v0};
  mlirOperationSetOperands(use, 5, grow);
  uses("v0", v0);
  uses("v1", v1);
  MlirValue shrink[] = {v0};
  mlirOperationSetOperands(use, 1, shrink);
  uses("v0", v0);
  uses("v1", v1);
  MlirValue arg = mlirBlockGetArgument(bb0, 0);
  MlirOperation except[] = {use, mlirBlockGetFirstOperation(bb0)};
  mlirValueReplaceAllUsesExcept(v0, arg, 2, except);
  uses("v0 after replacing except two users", v0);
  uses("arg", arg);
  mlirValueReplaceAllUsesExcept(arg, v0, 0, NULL);
  uses("arg after replacing with no exception", arg);
  uses("v0", v0);
  MlirValue inner_res = mlirOperationGetResult(inner, 0);
  mlirOperationReplaceUsesOfWith(mlirOperationGetNextInBlock(inner), inner_res, v1);
  uses("inner result", inner_res);
  mlirBlockAddArgument(bb0, mlirIndexTypeGet(ctx), mlirLocationUnknownGet(ctx));
  mlirBlockInsertArgument(bb0, 0, mlirF32TypeGet(ctx), mlirLocationUnknownGet(ctx));
  mlirBlockEraseArgument(bb0, 2);
  printf("bb0 args: %ld, arg 1 number %ld\n", (long)mlirBlockGetNumArguments(bb0),
         (long)mlirBlockArgumentGetArgNumber(mlirBlockGetArgument(bb0, 1)));
  show_op("final module", mop);
  printf("verify: %d\n", mlirOperationVerify(mop));
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return 0;
}
