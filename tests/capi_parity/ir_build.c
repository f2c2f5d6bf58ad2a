/* ir_build.c: parity of building IR through MlirOperationState with
 * unregistered operations, then querying and mutating it: insertion,
 * moves, erasure, cloning, operand and use-list updates, block arguments,
 * regions, blocks, successors and attributes. */
#include "parity.h"

static MlirOperation make_op(MlirContext ctx, const char *name, intptr_t nres,
                             MlirType const *res, intptr_t nopnds, MlirValue const *opnds,
                             MlirLocation loc) {
  MlirOperationState st = mlirOperationStateGet(str(name), loc);
  mlirOperationStateAddResults(&st, nres, res);
  mlirOperationStateAddOperands(&st, nopnds, opnds);
  (void)ctx;
  return mlirOperationCreate(&st);
}

static void print_uses(const char *label, MlirValue v) {
  printf("%s uses:", label);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(mlirOpOperandGetOwner(u)));
    printf(" %.*s#%u", (int)n.length, n.data, mlirOpOperandGetOperandNumber(u));
    if (!mlirValueEqual(mlirOpOperandGetValue(u), v)) printf("(wrong value)");
  }
  printf("\n");
}

static void print_block_ops(const char *label, MlirBlock b) {
  printf("%s:", label);
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
    printf(" %.*s", (int)n.length, n.data);
  }
  printf("\n");
}

static void build(MlirContext ctx) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("build.mlir"), 1, 1);
  MlirModule module = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  MlirOperation mop = mlirModuleGetOperation(module);
  MlirBlock body = mlirModuleGetBody(module);
  printf("module context ok: %d from op equal: %d\n",
         mlirContextEqual(mlirModuleGetContext(module), ctx),
         mlirModuleEqual(mlirModuleFromOperation(mop), module));
  show_op("empty module", mop);

  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirType res[] = {i32, f32};
  MlirOperationState st = mlirOperationStateGet(str("foo.producer"), loc);
  mlirOperationStateAddResults(&st, 2, res);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("value")), mlirIntegerAttrGet(i32, 7)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("flag")), mlirUnitAttrGet(ctx)),
  };
  mlirOperationStateAddAttributes(&st, 2, attrs);
  MlirOperation prod = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(body, prod);
  MlirValue r0 = mlirOperationGetResult(prod, 0);
  MlirValue r1 = mlirOperationGetResult(prod, 1);

  MlirValue opnds[] = {r0, r1, r0};
  MlirOperation user = make_op(ctx, "foo.user", 0, NULL, 3, opnds, loc);
  mlirBlockAppendOwnedOperation(body, user);

  /* An op with a region holding two blocks and a branch between them. */
  MlirType argt[] = {i32, f32};
  MlirLocation argl[] = {loc, mlirLocationNameGet(ctx, str("arg"), loc)};
  MlirBlock entry = mlirBlockCreate(2, argt, argl);
  MlirBlock exit = mlirBlockCreate(0, NULL, NULL);
  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, entry);
  mlirRegionAppendOwnedBlock(region, exit);
  MlirOperationState bst = mlirOperationStateGet(str("foo.br"), loc);
  MlirValue a0 = mlirBlockGetArgument(entry, 0);
  mlirOperationStateAddOperands(&bst, 1, &a0);
  mlirOperationStateAddSuccessors(&bst, 1, &exit);
  mlirBlockAppendOwnedOperation(entry, mlirOperationCreate(&bst));
  mlirBlockAppendOwnedOperation(exit, make_op(ctx, "foo.return", 0, NULL, 0, NULL, loc));
  MlirOperationState rst = mlirOperationStateGet(str("foo.region_op"), loc);
  mlirOperationStateAddOwnedRegions(&rst, 1, &region);
  mlirOperationStateAddOperands(&rst, 1, &r0);
  MlirRegion second = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&rst, 1, &second);
  MlirOperation rop = mlirOperationCreate(&rst);
  mlirBlockInsertOwnedOperationAfter(body, user, rop);
  show_op("built module", mop);

  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(rop));
  printf("region op: %.*s regions=%ld operands=%ld results=%ld successors=%ld\n",
         (int)name.length, name.data, (long)mlirOperationGetNumRegions(rop),
         (long)mlirOperationGetNumOperands(rop), (long)mlirOperationGetNumResults(rop),
         (long)mlirOperationGetNumSuccessors(rop));
  MlirRegion first = mlirOperationGetFirstRegion(rop);
  printf("first region equal: %d next is second: %d last has next: %d\n",
         mlirRegionEqual(first, mlirOperationGetRegion(rop, 0)),
         mlirRegionEqual(mlirRegionGetNextInOperation(first), mlirOperationGetRegion(rop, 1)),
         !mlirRegionIsNull(mlirRegionGetNextInOperation(mlirOperationGetRegion(rop, 1))));
  printf("second region empty: %d\n", mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(rop, 1))));
  MlirBlock b0 = mlirRegionGetFirstBlock(first);
  MlirBlock b1 = mlirBlockGetNextInRegion(b0);
  MlirOperation br = mlirBlockGetFirstOperation(b0);
  printf("entry equal: %d args=%ld parent op equal: %d parent region equal: %d\n",
         mlirBlockEqual(b0, entry), (long)mlirBlockGetNumArguments(b0),
         mlirOperationEqual(mlirBlockGetParentOperation(b0), rop),
         mlirRegionEqual(mlirBlockGetParentRegion(b0), first));
  printf("branch successors=%ld succ is exit: %d preds of exit=%ld pred is entry: %d\n",
         (long)mlirOperationGetNumSuccessors(br), mlirBlockEqual(mlirOperationGetSuccessor(br, 0), b1),
         (long)mlirBlockGetNumPredecessors(b1), mlirBlockEqual(mlirBlockGetPredecessor(b1, 0), b0));
  printf("block successors=%ld first is exit: %d\n", (long)mlirBlockGetNumSuccessors(b0),
         mlirBlockEqual(mlirBlockGetSuccessor(b0, 0), b1));
  printf("terminator of entry is the branch: %d\n", mlirOperationEqual(mlirBlockGetTerminator(b0), br));
  printf("exit block:\n");
  mlirBlockPrint(b1, print_out, NULL);
  printf("\n");
  printf("parent of branch is region op: %d block is entry: %d\n",
         mlirOperationEqual(mlirOperationGetParentOperation(br), rop),
         mlirBlockEqual(mlirOperationGetBlock(br), b0));
  printf("parent of module is null: %d\n", mlirOperationIsNull(mlirOperationGetParentOperation(mop)));
  printf("context ok: %d\n", mlirContextEqual(mlirOperationGetContext(br), ctx));
  show_loc("branch location", mlirOperationGetLocation(br));
  mlirOperationSetLocation(br, mlirLocationNameGet(ctx, str("branch"), loc));
  show_loc("new location", mlirOperationGetLocation(br));

  /* Values. */
  printf("r1: result=%d arg=%d number=%ld owner ok=%d\n", mlirValueIsAOpResult(r1),
         mlirValueIsABlockArgument(r1), (long)mlirOpResultGetResultNumber(r1),
         mlirOperationEqual(mlirOpResultGetOwner(r1), prod));
  show_type("r1 type", mlirValueGetType(r1));
  show_loc("r1 location", mlirValueGetLocation(r1));
  printf("r1 context ok: %d\n", mlirContextEqual(mlirValueGetContext(r1), ctx));
  MlirValue arg1 = mlirBlockGetArgument(b0, 1);
  printf("arg1: result=%d arg=%d number=%ld owner ok=%d\n", mlirValueIsAOpResult(arg1),
         mlirValueIsABlockArgument(arg1), (long)mlirBlockArgumentGetArgNumber(arg1),
         mlirBlockEqual(mlirBlockArgumentGetOwner(arg1), b0));
  show_loc("arg1 location", mlirValueGetLocation(arg1));
  printf("arg1 printed: ");
  mlirValuePrint(arg1, print_out, NULL);
  printf("\n");
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirAsmState state = mlirAsmStateCreateForOperation(mop, flags);
  printf("r1 as operand: ");
  mlirValuePrintAsOperand(r1, state, print_out, NULL);
  printf("\narg1 as operand: ");
  mlirValuePrintAsOperand(arg1, state, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(flags);
  printf("r0 printed: ");
  mlirValuePrint(r0, print_out, NULL);
  printf("\n");
  print_uses("r0", r0);
  print_uses("r1", r1);
  print_uses("arg0", mlirBlockGetArgument(b0, 0));

  /* Attributes of an unregistered op are all discardable. */
  printf("attrs=%ld discardable=%ld\n", (long)mlirOperationGetNumAttributes(prod),
         (long)mlirOperationGetNumDiscardableAttributes(prod));
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(prod); i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(prod, i);
    MlirStringRef n = mlirIdentifierStr(na.name);
    printf("  %.*s = ", (int)n.length, n.data);
    mlirAttributePrint(na.attribute, print_out, NULL);
    printf("\n");
  }
  MlirNamedAttribute d0 = mlirOperationGetDiscardableAttribute(prod, 0);
  show_str("first discardable", mlirIdentifierStr(d0.name));
  show_attr("value", mlirOperationGetAttributeByName(prod, str("value")));
  show_attr("discardable value", mlirOperationGetDiscardableAttributeByName(prod, str("value")));
  printf("has inherent: %d\n", mlirOperationHasInherentAttributeByName(prod, str("value")));
  mlirOperationSetAttributeByName(prod, str("added"), mlirStringAttrGet(ctx, str("x")));
  mlirOperationSetDiscardableAttributeByName(prod, str("value"), mlirIntegerAttrGet(i32, 8));
  printf("removed: %d %d %d\n", mlirOperationRemoveAttributeByName(prod, str("flag")),
         mlirOperationRemoveAttributeByName(prod, str("flag")),
         mlirOperationRemoveDiscardableAttributeByName(prod, str("nope")));
  mlirOperationSetDiscardableAttributeByName(prod, str("zz"), mlirBoolAttrGet(ctx, 1));
  printf("removed discardable: %d\n", mlirOperationRemoveDiscardableAttributeByName(prod, str("zz")));
  show_op("producer after attribute edits", prod);
  mlirModuleDestroy(module);
}

static void mutate(MlirContext ctx) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirModule module = mlirModuleCreateEmpty(loc);
  MlirBlock body = mlirModuleGetBody(module);
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  MlirOperation a = make_op(ctx, "test.a", 1, &i64, 0, NULL, loc);
  MlirOperation b = make_op(ctx, "test.b", 1, &i64, 0, NULL, loc);
  MlirOperation c = make_op(ctx, "test.c", 0, NULL, 0, NULL, loc);
  mlirBlockAppendOwnedOperation(body, c);
  mlirBlockInsertOwnedOperation(body, 0, a);
  mlirBlockInsertOwnedOperationBefore(body, c, b);
  MlirValue va = mlirOperationGetResult(a, 0);
  MlirValue vb = mlirOperationGetResult(b, 0);
  MlirValue two[] = {va, va};
  MlirOperation u1 = make_op(ctx, "test.u1", 0, NULL, 2, two, loc);
  MlirOperation u2 = make_op(ctx, "test.u2", 0, NULL, 1, &va, loc);
  mlirBlockAppendOwnedOperation(body, u1);
  mlirBlockAppendOwnedOperation(body, u2);
  print_block_ops("initial", body);
  print_uses("a", va);
  printf("a before c: %d c before a: %d\n", mlirOperationIsBeforeInBlock(a, c),
         mlirOperationIsBeforeInBlock(c, a));

  mlirOperationMoveAfter(a, c);
  print_block_ops("a moved after c", body);
  mlirOperationMoveBefore(a, b);
  print_block_ops("a moved before b", body);

  MlirOperation except[] = {u2};
  mlirValueReplaceAllUsesExcept(va, vb, 1, except);
  print_uses("a after replace except u2", va);
  print_uses("b", vb);
  mlirValueReplaceAllUsesOfWith(vb, va);
  print_uses("a after replace all", va);
  mlirOperationReplaceUsesOfWith(u1, va, vb);
  print_uses("b after u1 replace", vb);
  mlirOperationSetOperand(u2, 0, vb);
  print_uses("a after set operand", va);
  MlirValue three[] = {va, vb, va};
  mlirOperationSetOperands(u1, 3, three);
  printf("u1 operands now %ld\n", (long)mlirOperationGetNumOperands(u1));
  print_uses("a", va);
  print_uses("b", vb);
  show_op("module", mlirModuleGetOperation(module));

  MlirOperation clone = mlirOperationClone(u1);
  printf("clone detached: %d\n", mlirBlockIsNull(mlirOperationGetBlock(clone)));
  mlirBlockInsertOwnedOperationAfter(body, mlirOperationIsNull(clone) ? u1 : u2, clone);
  print_uses("a with clone", va);
  mlirOperationRemoveFromParent(u2);
  print_block_ops("u2 removed", body);
  mlirOperationDestroy(u2);
  mlirOperationDestroy(clone);
  print_block_ops("clone destroyed", body);
  print_uses("a", va);

  /* Block arguments: add, insert, retype, relocate, erase. */
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  MlirValue x = mlirBlockAddArgument(blk, i64, loc);
  MlirValue y = mlirBlockAddArgument(blk, mlirF32TypeGet(ctx), loc);
  MlirValue z = mlirBlockInsertArgument(blk, 1, mlirIndexTypeGet(ctx), loc);
  printf("args=%ld numbers %ld %ld %ld\n", (long)mlirBlockGetNumArguments(blk),
         (long)mlirBlockArgumentGetArgNumber(x), (long)mlirBlockArgumentGetArgNumber(z),
         (long)mlirBlockArgumentGetArgNumber(y));
  mlirBlockArgumentSetType(z, mlirF16TypeGet(ctx));
  mlirValueSetType(y, mlirBF16TypeGet(ctx));
  mlirBlockArgumentSetLocation(x, mlirLocationFileLineColGet(ctx, str("arg.mlir"), 2, 3));
  show_type("z type", mlirValueGetType(z));
  show_type("y type", mlirValueGetType(y));
  show_loc("x loc", mlirValueGetLocation(x));
  mlirBlockEraseArgument(blk, 0);
  printf("after erase args=%ld z number %ld\n", (long)mlirBlockGetNumArguments(blk),
         (long)mlirBlockArgumentGetArgNumber(mlirBlockGetArgument(blk, 0)));
  MlirValue uses_y[] = {mlirBlockGetArgument(blk, 1)};
  mlirBlockAppendOwnedOperation(blk, make_op(ctx, "test.use_arg", 0, NULL, 1, uses_y, loc));

  /* Regions: insert blocks by position and relative to others. */
  MlirRegion region = mlirRegionCreate();
  MlirBlock r1 = mlirBlockCreate(0, NULL, NULL);
  MlirBlock r2 = mlirBlockCreate(0, NULL, NULL);
  MlirBlock r3 = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(region, r2);
  mlirRegionInsertOwnedBlock(region, 0, blk);
  mlirRegionInsertOwnedBlockAfter(region, blk, r1);
  mlirRegionInsertOwnedBlockBefore(region, r2, r3);
  const MlirBlock want[] = {blk, r1, r3, r2};
  int i = 0, order_ok = 1;
  for (MlirBlock it = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(it);
       it = mlirBlockGetNextInRegion(it), i++)
    order_ok &= i < 4 && mlirBlockEqual(it, want[i]);
  printf("block order ok: %d count %d\n", order_ok, i);
  mlirBlockAppendOwnedOperation(r1, make_op(ctx, "test.in_r1", 0, NULL, 0, NULL, loc));
  /* An empty block in a multi-block region fails verification, and then
   * upstream prints the generic form (GAPS.md #3). */
  mlirBlockDetach(r3);
  mlirBlockDestroy(r3);
  MlirOperationState st = mlirOperationStateGet(str("test.holder"), loc);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation holder = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(body, holder);
  show_op("with holder", mlirModuleGetOperation(module));

  /* Move the holder's body into a fresh region of another op. */
  MlirRegion fresh = mlirRegionCreate();
  mlirRegionTakeBody(fresh, mlirOperationGetRegion(holder, 0));
  MlirOperationState st2 = mlirOperationStateGet(str("test.taker"), loc);
  mlirOperationStateAddOwnedRegions(&st2, 1, &fresh);
  MlirOperation taker = mlirOperationCreate(&st2);
  mlirBlockInsertOwnedOperationBefore(body, holder, taker);
  show_op("after take body", mlirModuleGetOperation(module));

  MlirRegion unused = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(unused, mlirBlockCreate(0, NULL, NULL));
  mlirRegionDestroy(unused);
  mlirModuleDestroy(module);
}

static void printing_flags(MlirContext ctx) {
  MlirLocation loc = mlirLocationFileLineColGet(ctx, str("flags.mlir"), 5, 6);
  MlirType i1 = mlirIntegerTypeGet(ctx, 1);
  MlirOperation op = make_op(ctx, "test.flagged", 1, &i1, 0, NULL, loc);
  MlirOpPrintingFlags f;
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsEnableDebugInfo(f, true, false);
  printf("debug info:\n");
  mlirOperationPrintWithFlags(op, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsPrintGenericOpForm(f);
  MlirAsmState state = mlirAsmStateCreateForOperation(op, f);
  printf("with state:\n");
  mlirOperationPrintWithState(op, state, print_out, NULL);
  printf("\n");
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(f);
  mlirOperationDestroy(op);
}

static void extras(MlirContext ctx) {
  MlirModule m = mlirModuleCreateParse(
      ctx, str("module @m {\n  %0 = \"x.a\"() {big = dense<[1, 2, 3, 4, 5]> : tensor<5xi8>} : () -> i8\n"
               "  \"x.b\"(%0) ({\n    \"x.inner\"() : () -> ()\n  }) : (i8) -> ()\n}"));
  MlirOperation mop = mlirModuleGetOperation(m);
  MlirBlock body = mlirModuleGetBody(m);
  MlirOperation a = mlirBlockGetFirstOperation(body);
  MlirOperation b = mlirOperationGetNextInBlock(a);
  printf("operand 0 is a's result: %d\n",
         mlirValueEqual(mlirOperationGetOperand(b, 0), mlirOperationGetResult(a, 0)));
  printf("verify: %d\n", mlirOperationVerify(mop));
  show_attr("inherent sym_name", mlirOperationGetInherentAttributeByName(mop, str("sym_name")));
  printf("has inherent sym_name: %d\n", mlirOperationHasInherentAttributeByName(mop, str("sym_name")));
  mlirOperationSetInherentAttributeByName(mop, str("sym_name"), mlirStringAttrGet(ctx, str("renamed")));
  show_attr("renamed", mlirOperationGetAttributeByName(mop, str("sym_name")));
  printf("terminator of module body null: %d\n", mlirOperationIsNull(mlirBlockGetTerminator(body)));
  printf("hash stable: %d %d\n", mlirOperationHashValue(a) == mlirOperationHashValue(a),
         mlirModuleHashValue(m) == mlirModuleHashValue(m));
  printf("null value: %d\n", mlirValueIsNull(mlirOperationGetResult(a, 0)));

  MlirOpPrintingFlags f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsElideLargeElementsAttrs(f, 2);
  mlirOpPrintingFlagsUseLocalScope(f);
  mlirOpPrintingFlagsAssumeVerified(f);
  printf("elided:\n");
  mlirOperationPrintWithFlags(mop, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  f = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsSkipRegions(f);
  printf("op with regions skipped: ");
  mlirOperationPrintWithFlags(b, f, print_out, NULL);
  printf("\n");
  mlirOpPrintingFlagsDestroy(f);
  /* Dumps go to stderr, which is not compared. */
  mlirOperationDump(a);
  mlirTypeDump(mlirIndexTypeGet(ctx));
  mlirAttributeDump(mlirUnitAttrGet(ctx));
  mlirValueDump(mlirOperationGetResult(a, 0));
  mlirModuleDestroy(m);
}

int main(void) {
  MlirContext ctx = new_context();
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  printf("allow unregistered: %d\n", mlirContextGetAllowUnregisteredDialects(ctx));
  printf("== build\n");
  build(ctx);
  printf("== mutate\n");
  mutate(ctx);
  printf("== printing flags\n");
  printing_flags(ctx);
  printf("== extras\n");
  extras(ctx);
  mlirContextDestroy(ctx);
  return 0;
}
