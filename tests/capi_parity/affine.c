/* affine.c: parity of affine expressions, maps and integer sets:
 * construction with upstream's simplifications, kind queries, printing,
 * divisibility, composition, shifting, flattening simplification (pure and
 * semi-affine), map and set derivations, their attributes, and memref
 * layouts given as affine maps. */
#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/IntegerSet.h"
#include "parity.h"

static void show_expr(const char *label, MlirAffineExpr e) {
  printf("%s: ", label);
  if (mlirAffineExprIsNull(e)) printf("<null expr>");
  else mlirAffineExprPrint(e, print_out, NULL);
  printf("\n");
}

static void show_map(const char *label, MlirAffineMap m) {
  printf("%s: ", label);
  if (mlirAffineMapIsNull(m)) printf("<null map>");
  else mlirAffineMapPrint(m, print_out, NULL);
  printf("\n");
}

static void show_set(const char *label, MlirIntegerSet s) {
  printf("%s: ", label);
  if (mlirIntegerSetIsNull(s)) printf("<null set>");
  else mlirIntegerSetPrint(s, print_out, NULL);
  printf("\n");
}

static const char *kind_of(MlirAffineExpr e) {
  if (mlirAffineExprIsADim(e)) return "dim";
  if (mlirAffineExprIsASymbol(e)) return "symbol";
  if (mlirAffineExprIsAConstant(e)) return "constant";
  if (mlirAffineExprIsAAdd(e)) return "add";
  if (mlirAffineExprIsAMul(e)) return "mul";
  if (mlirAffineExprIsAMod(e)) return "mod";
  if (mlirAffineExprIsAFloorDiv(e)) return "floordiv";
  if (mlirAffineExprIsACeilDiv(e)) return "ceildiv";
  return "?";
}

/* Kind, properties and operands of an expression. */
static void describe(const char *label, MlirAffineExpr e) {
  show_expr(label, e);
  printf("  kind=%s binary=%d symbolic-or-const=%d pure=%d divisor=%" PRId64
         " multiple-of-2=%d multiple-of-3=%d of-d0=%d of-d1=%d\n",
         kind_of(e), mlirAffineExprIsABinary(e), mlirAffineExprIsSymbolicOrConstant(e),
         mlirAffineExprIsPureAffine(e), mlirAffineExprGetLargestKnownDivisor(e),
         mlirAffineExprIsMultipleOf(e, 2), mlirAffineExprIsMultipleOf(e, 3),
         mlirAffineExprIsFunctionOfDim(e, 0), mlirAffineExprIsFunctionOfDim(e, 1));
  if (mlirAffineExprIsABinary(e)) {
    show_expr("  lhs", mlirAffineBinaryOpExprGetLHS(e));
    show_expr("  rhs", mlirAffineBinaryOpExprGetRHS(e));
  }
}

#define K(v) mlirAffineConstantExprGet(ctx, v)
#define ADD mlirAffineAddExprGet
#define MUL mlirAffineMulExprGet
#define MOD mlirAffineModExprGet
#define FDIV mlirAffineFloorDivExprGet
#define CDIV mlirAffineCeilDivExprGet

static void expressions(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), s1 = mlirAffineSymbolExprGet(ctx, 1);
  printf("positions: d1=%ld s1=%ld value=%" PRId64 "\n", (long)mlirAffineDimExprGetPosition(d1),
         (long)mlirAffineSymbolExprGetPosition(s1), mlirAffineConstantExprGetValue(K(-7)));
  printf("context ok: %d uniqued: %d %d\n", mlirContextEqual(mlirAffineExprGetContext(d0), ctx),
         mlirAffineExprEqual(d0, mlirAffineDimExprGet(ctx, 0)), mlirAffineExprEqual(d0, d1));
  describe("d0", d0);
  describe("s1", s1);
  describe("constant", K(12));
  /* Constructors fold constants, move constants right and combine terms. */
  describe("3 + d0", ADD(K(3), d0));
  describe("(d0 + 2) + 3", ADD(ADD(d0, K(2)), K(3)));
  describe("d0 + d0", ADD(d0, d0));
  describe("s0 + d1", ADD(s0, d1));
  describe("d0 * 4 * 3", MUL(MUL(d0, K(4)), K(3)));
  describe("2 * d1", MUL(K(2), d1));
  describe("d0 * s0", MUL(d0, s0));
  describe("d0 * d1 (semi-affine)", MUL(d0, d1));
  describe("(d0 * 4 + d1 * 8) floordiv 4", FDIV(ADD(MUL(d0, K(4)), MUL(d1, K(8))), K(4)));
  describe("(d0 * 6) floordiv 4", FDIV(MUL(d0, K(6)), K(4)));
  describe("(d0 * 6) ceildiv 3", CDIV(MUL(d0, K(6)), K(3)));
  describe("d0 ceildiv 4", CDIV(d0, K(4)));
  describe("(d0 * 4 + d1) mod 4", MOD(ADD(MUL(d0, K(4)), d1), K(4)));
  describe("(d0 mod 8) mod 4", MOD(MOD(d0, K(8)), K(4)));
  describe("((d0 * 8) mod 16) floordiv 4", FDIV(MOD(MUL(d0, K(8)), K(16)), K(4)));
  describe("(((d0 * 8) mod 16) floordiv 4) mod 2", MOD(FDIV(MOD(MUL(d0, K(8)), K(16)), K(4)), K(2)));
  describe("d0 - (d0 floordiv 4) * 4", ADD(d0, MUL(FDIV(d0, K(4)), K(-4))));
  describe("d0 - d1 * 3", ADD(d0, MUL(d1, K(-3))));
  describe("-(d0 + d1)", MUL(ADD(d0, d1), K(-1)));
  describe("d0 mod s0", MOD(d0, s0));
  describe("(d0 * 4) floordiv -2", FDIV(MUL(d0, K(4)), K(-2)));
  describe("d0 floordiv -1", FDIV(d0, K(-1)));
  describe("7 floordiv -2", FDIV(K(7), K(-2)));
  describe("7 ceildiv -2", CDIV(K(7), K(-2)));
  describe("7 mod -2", MOD(K(7), K(-2)));
  describe("7 floordiv 0", FDIV(K(7), K(0)));
  describe("INT64_MAX + 1", ADD(K(INT64_MAX), K(1)));
  describe("INT64_MAX * 2", MUL(K(INT64_MAX), K(2)));
  printf("multiple-of: d0*6 by 3: %d, by -3: %d, constant 0 by 5: %d, d0 by -1: %d\n",
         mlirAffineExprIsMultipleOf(MUL(d0, K(6)), 3), mlirAffineExprIsMultipleOf(MUL(d0, K(6)), -3),
         mlirAffineExprIsMultipleOf(K(0), 5), mlirAffineExprIsMultipleOf(d0, -1));

  /* Composition and renumbering. */
  MlirAffineExpr e = ADD(MUL(d0, K(2)), ADD(d1, s0));
  MlirAffineExpr results[] = {ADD(d1, K(1)), MUL(d0, s1)};
  MlirAffineMap m = mlirAffineMapGet(ctx, 2, 2, 2, results);
  show_expr("compose 2*d0 + d1 + s0 with (d1 + 1, d0 * s1)", mlirAffineExprCompose(e, m));
  show_expr("shift dims from 1 by 3", mlirAffineExprShiftDims(e, 2, 3, 1));
  show_expr("shift dims from 0 by 1", mlirAffineExprShiftDims(e, 2, 1, 0));
  show_expr("shift symbols by 2", mlirAffineExprShiftSymbols(e, 1, 2, 0));
  show_expr("shift nothing", mlirAffineExprShiftSymbols(e, 0, 2, 0));
}

static void simplification(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), s1 = mlirAffineSymbolExprGet(ctx, 1);
  struct {
    const char *label;
    MlirAffineExpr e;
  } cases[] = {
      {"d0 * 2 + d1 + d0", ADD(ADD(MUL(d0, K(2)), d1), d0)},
      {"(d0 + d1) mod 2 + ((d0 + d1) floordiv 2) * 2", ADD(MOD(ADD(d0, d1), K(2)), MUL(FDIV(ADD(d0, d1), K(2)), K(2)))},
      {"(d0 * 4 + 3) floordiv 2", FDIV(ADD(MUL(d0, K(4)), K(3)), K(2))},
      {"(d0 * 6 + 9) ceildiv 3", CDIV(ADD(MUL(d0, K(6)), K(9)), K(3))},
      {"(d0 * 6 + d1 * 3) mod 3", MOD(ADD(MUL(d0, K(6)), MUL(d1, K(3))), K(3))},
      {"(d0 * 6 + d1 * 4) mod 4", MOD(ADD(MUL(d0, K(6)), MUL(d1, K(4))), K(4))},
      {"(d0 + s0) floordiv 3 + (d0 + s0) floordiv 3", ADD(FDIV(ADD(d0, s0), K(3)), FDIV(ADD(d0, s0), K(3)))},
      {"d0 mod 4 - d0 mod 4", ADD(MOD(d0, K(4)), MUL(MOD(d0, K(4)), K(-1)))},
      {"s0 + d1 * 3 + s0 * 2", ADD(ADD(s0, MUL(d1, K(3))), MUL(s0, K(2)))},
      {"d0 * s0 + d0 * s0", ADD(MUL(d0, s0), MUL(d0, s0))},
      {"(d0 * s0) floordiv s0", FDIV(MUL(d0, s0), s0)},
      {"(d0 * s0 + s0 * 2) floordiv s0", FDIV(ADD(MUL(d0, s0), MUL(s0, K(2))), s0)},
      {"(d1 * s1) mod s1", MOD(MUL(d1, s1), s1)},
      {"(s0 - s0 mod 4) mod 4", MOD(ADD(s0, MUL(MOD(s0, K(4)), K(-1))), K(4))},
      {"(s0 - s0 mod s1) mod s1", MOD(ADD(s0, MUL(MOD(s0, s1), K(-1))), s1)},
      {"d0 mod s0 + d1 * s1 + d0 + s1 * 2 + d1 floordiv 2", ADD(ADD(ADD(ADD(MOD(d0, s0), MUL(d1, s1)), d0), MUL(s1, K(2))), FDIV(d1, K(2)))},
      {"d0 * d1 + d0 * 2", ADD(MUL(d0, d1), MUL(d0, K(2)))},
      {"d0 floordiv 0", FDIV(d0, K(0))},
      {"(d0 + 1) mod -3", MOD(ADD(d0, K(1)), K(-3))},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    show_expr(cases[i].label, cases[i].e);
    show_expr("  simplified", mlirSimplifyAffineExpr(cases[i].e, 2, 2));
  }
}

static void maps(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr d2 = mlirAffineDimExprGet(ctx, 2);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), s1 = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr s2 = mlirAffineSymbolExprGet(ctx, 2);
  MlirAffineMap empty = mlirAffineMapEmptyGet(ctx);
  show_map("empty", empty);
  printf("  empty=%d inputs=%ld context ok=%d\n", mlirAffineMapIsEmpty(empty),
         (long)mlirAffineMapGetNumInputs(empty), mlirContextEqual(mlirAffineMapGetContext(empty), ctx));
  MlirAffineMap zero = mlirAffineMapZeroResultGet(ctx, 2, 1);
  show_map("zero results", zero);
  printf("  empty=%d dims=%ld symbols=%ld results=%ld\n", mlirAffineMapIsEmpty(zero),
         (long)mlirAffineMapGetNumDims(zero), (long)mlirAffineMapGetNumSymbols(zero),
         (long)mlirAffineMapGetNumResults(zero));
  MlirAffineMap c = mlirAffineMapConstantGet(ctx, 42);
  show_map("constant", c);
  printf("  single constant=%d value=%" PRId64 "\n", mlirAffineMapIsSingleConstant(c),
         mlirAffineMapGetSingleConstantResult(c));
  MlirAffineMap id = mlirAffineMapMultiDimIdentityGet(ctx, 3);
  show_map("identity", id);
  MlirAffineMap minor = mlirAffineMapMinorIdentityGet(ctx, 3, 2);
  show_map("minor identity", minor);
  unsigned perm[] = {2, 0, 1};
  MlirAffineMap p = mlirAffineMapPermutationGet(ctx, 3, perm);
  show_map("permutation", p);
  MlirAffineExpr proj_r[] = {d2, d0};
  MlirAffineMap proj = mlirAffineMapGet(ctx, 3, 0, 2, proj_r);
  MlirAffineExpr sym_r[] = {d0, d1};
  MlirAffineMap with_sym = mlirAffineMapGet(ctx, 2, 1, 2, sym_r);
  MlirAffineExpr dup_r[] = {d0, d0};
  MlirAffineMap dup = mlirAffineMapGet(ctx, 2, 0, 2, dup_r);
  MlirAffineMap all[] = {empty, zero, c, id, minor, p, proj, with_sym, dup};
  const char *names[] = {"empty", "zero", "constant", "identity", "minor", "permutation",
                         "projection", "identity with a symbol", "duplicate"};
  for (int i = 0; i < 9; i++)
    printf("%s: identity=%d minor-identity=%d projected-permutation=%d permutation=%d "
           "single-constant=%d\n",
           names[i], mlirAffineMapIsIdentity(all[i]), mlirAffineMapIsMinorIdentity(all[i]),
           mlirAffineMapIsProjectedPermutation(all[i]), mlirAffineMapIsPermutation(all[i]),
           mlirAffineMapIsSingleConstant(all[i]));
  printf("uniqued: %d %d\n", mlirAffineMapEqual(id, mlirAffineMapMultiDimIdentityGet(ctx, 3)),
         mlirAffineMapEqual(id, minor));

  MlirAffineExpr r[] = {ADD(d0, s0), MUL(d1, K(2)), d2, ADD(s2, K(1))};
  MlirAffineMap m = mlirAffineMapGet(ctx, 3, 3, 4, r);
  show_map("map", m);
  show_expr("  result 1", mlirAffineMapGetResult(m, 1));
  intptr_t pos[] = {3, 0};
  show_map("  sub map [3, 0]", mlirAffineMapGetSubMap(m, 2, pos));
  show_map("  major 2", mlirAffineMapGetMajorSubMap(m, 2));
  show_map("  major 9", mlirAffineMapGetMajorSubMap(m, 9));
  show_map("  major 0", mlirAffineMapGetMajorSubMap(m, 0));
  show_map("  minor 3", mlirAffineMapGetMinorSubMap(m, 3));
  show_map("  minor 0", mlirAffineMapGetMinorSubMap(m, 0));
  show_map("  replace d1 by d0 + s1", mlirAffineMapReplace(m, d1, ADD(d0, s1), 3, 3));
  show_map("  replace d2 by 5 with 2 dims", mlirAffineMapReplace(m, d2, K(5), 2, 3));
  show_map("  replace d0 + s0 by s1", mlirAffineMapReplace(m, ADD(d0, s0), s1, 3, 3));

}

static void store_map(void *res, intptr_t idx, MlirAffineMap m) { ((MlirAffineMap *)res)[idx] = m; }

static void compress(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0), s1 = mlirAffineSymbolExprGet(ctx, 1);
  MlirAffineExpr s2 = mlirAffineSymbolExprGet(ctx, 2);
  MlirAffineExpr a_r[] = {ADD(d0, s2)};
  MlirAffineExpr b_r[] = {MUL(d1, K(3)), s2};
  MlirAffineExpr c_r[] = {ADD(s0, d0), MUL(s1, K(0))};
  MlirAffineMap list[] = {mlirAffineMapGet(ctx, 2, 4, 1, a_r), mlirAffineMapGet(ctx, 2, 4, 2, b_r),
                          mlirAffineMapGet(ctx, 2, 4, 2, c_r)};
  MlirAffineMap out[3];
  mlirAffineMapCompressUnusedSymbols(list, 3, out, store_map);
  for (int i = 0; i < 3; i++) {
    show_map("before", list[i]);
    show_map("  compressed", out[i]);
  }
  MlirAffineExpr only_r[] = {MOD(d0, s1)};
  MlirAffineMap only = mlirAffineMapGet(ctx, 1, 2, 1, only_r);
  mlirAffineMapCompressUnusedSymbols(&only, 1, out, store_map);
  show_map("single map compressed", out[0]);
}

static void sets(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirIntegerSet empty = mlirIntegerSetEmptyGet(ctx, 2, 1);
  show_set("empty", empty);
  printf("  canonical empty=%d constraints=%ld eq=%ld ineq=%ld\n", mlirIntegerSetIsCanonicalEmpty(empty),
         (long)mlirIntegerSetGetNumConstraints(empty), (long)mlirIntegerSetGetNumEqualities(empty),
         (long)mlirIntegerSetGetNumInequalities(empty));
  MlirAffineExpr cons[] = {ADD(d0, MUL(s0, K(-1))), ADD(d1, K(-10)), ADD(MUL(d0, K(-1)), d1)};
  bool eq[] = {false, true, false};
  MlirIntegerSet set = mlirIntegerSetGet(ctx, 2, 1, 3, cons, eq);
  show_set("set", set);
  printf("  dims=%ld symbols=%ld inputs=%ld constraints=%ld eq=%ld ineq=%ld canonical empty=%d\n",
         (long)mlirIntegerSetGetNumDims(set), (long)mlirIntegerSetGetNumSymbols(set),
         (long)mlirIntegerSetGetNumInputs(set), (long)mlirIntegerSetGetNumConstraints(set),
         (long)mlirIntegerSetGetNumEqualities(set), (long)mlirIntegerSetGetNumInequalities(set),
         mlirIntegerSetIsCanonicalEmpty(set));
  for (intptr_t i = 0; i < mlirIntegerSetGetNumConstraints(set); i++) {
    printf("  constraint %ld eq=%d: ", (long)i, mlirIntegerSetIsConstraintEq(set, i));
    mlirAffineExprPrint(mlirIntegerSetGetConstraint(set, i), print_out, NULL);
    printf("\n");
  }
  printf("  uniqued: %d context ok: %d\n", mlirIntegerSetEqual(set, mlirIntegerSetGet(ctx, 2, 1, 3, cons, eq)),
         mlirContextEqual(mlirIntegerSetGetContext(set), ctx));
  MlirAffineExpr dims[] = {ADD(d0, K(1)), K(3)};
  MlirAffineExpr syms[] = {MUL(d0, K(2))};
  show_set("replaced", mlirIntegerSetReplaceGet(set, dims, syms, 1, 0));
  MlirAffineExpr dims2[] = {d1, d0};
  MlirAffineExpr syms2[] = {mlirAffineSymbolExprGet(ctx, 1)};
  show_set("swapped", mlirIntegerSetReplaceGet(set, dims2, syms2, 2, 2));
}

static void attributes(MlirContext ctx) {
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), s0 = mlirAffineSymbolExprGet(ctx, 0);
  MlirAffineExpr r[] = {ADD(d0, s0)};
  MlirAffineMap m = mlirAffineMapGet(ctx, 1, 1, 1, r);
  MlirAttribute ma = mlirAffineMapAttrGet(m);
  show_attr("affine map attribute", ma);
  printf("  is map=%d is set=%d value ok=%d same typeid=%d\n", mlirAttributeIsAAffineMap(ma),
         mlirAttributeIsAIntegerSet(ma), mlirAffineMapEqual(mlirAffineMapAttrGetValue(ma), m),
         mlirTypeIDEqual(mlirAttributeGetTypeID(ma), mlirAffineMapAttrGetTypeID()));
  show_str("  name", mlirAffineMapAttrGetName());
  printf("  equals parsed: %d\n", mlirAttributeEqual(ma, parse_attr(ctx, "affine_map<(d0)[s0] -> (d0 + s0)>")));
  MlirAffineExpr cons[] = {ADD(d0, K(-1))};
  bool eq[] = {false};
  MlirIntegerSet set = mlirIntegerSetGet(ctx, 1, 0, 1, cons, eq);
  MlirAttribute sa = mlirIntegerSetAttrGet(set);
  show_attr("integer set attribute", sa);
  printf("  is set=%d is map=%d value ok=%d same typeid=%d\n", mlirAttributeIsAIntegerSet(sa),
         mlirAttributeIsAAffineMap(sa), mlirIntegerSetEqual(mlirIntegerSetAttrGetValue(sa), set),
         mlirTypeIDEqual(mlirAttributeGetTypeID(sa), mlirIntegerSetAttrGetTypeID()));
  show_str("  name", mlirIntegerSetAttrGetName());
  printf("  equals parsed: %d\n", mlirAttributeEqual(sa, parse_attr(ctx, "affine_set<(d0) : (d0 - 1 >= 0)>")));
  MlirAttribute parsed = parse_attr(ctx, "affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2, s0)>");
  show_map("parsed map value", mlirAffineMapAttrGetValue(parsed));
}

static void memref_layouts(MlirContext ctx) {
  MlirType f32 = mlirF32TypeGet(ctx);
  MlirAffineExpr d0 = mlirAffineDimExprGet(ctx, 0), d1 = mlirAffineDimExprGet(ctx, 1);
  MlirAffineExpr s0 = mlirAffineSymbolExprGet(ctx, 0);
  int64_t shape[] = {4, 8};
  MlirType plain = mlirMemRefTypeContiguousGet(f32, 2, shape, mlirAttributeGetNull());
  show_attr("default layout", mlirMemRefTypeGetLayout(plain));
  show_map("default affine map", mlirMemRefTypeGetAffineMap(plain));
  MlirAttribute id = mlirAffineMapAttrGet(mlirAffineMapMultiDimIdentityGet(ctx, 2));
  MlirType with_id = mlirMemRefTypeGet(f32, 2, shape, id, mlirAttributeGetNull());
  show_type("identity layout", with_id);
  printf("  equals default: %d\n", mlirTypeEqual(with_id, plain));
  MlirAffineExpr r[] = {ADD(ADD(MUL(d0, K(16)), d1), K(3))};
  MlirAttribute lay = mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 2, 0, 1, r));
  MlirType strided = mlirMemRefTypeGet(f32, 2, shape, lay, mlirAttributeGetNull());
  show_type("affine layout", strided);
  show_attr("  layout", mlirMemRefTypeGetLayout(strided));
  show_map("  affine map", mlirMemRefTypeGetAffineMap(strided));
  printf("  equals parsed: %d\n",
         mlirTypeEqual(strided, parse_type(ctx, "memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>")));
  int64_t strides[2] = {0, 0}, offset = 0;
  MlirLogicalResult ok = mlirMemRefTypeGetStridesAndOffset(strided, strides, &offset);
  printf("  strides ok=%d [%" PRId64 ", %" PRId64 "] offset %" PRId64 "\n", mlirLogicalResultIsSuccess(ok),
         strides[0], strides[1], offset);
  MlirAffineExpr rs[] = {ADD(MUL(d0, s0), ADD(d1, s0))};
  MlirType symbolic = mlirMemRefTypeGet(f32, 2, shape, mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 2, 1, 1, rs)),
                                        mlirAttributeGetNull());
  show_type("symbolic layout", symbolic);
  ok = mlirMemRefTypeGetStridesAndOffset(symbolic, strides, &offset);
  printf("  strides ok=%d [%" PRId64 ", %" PRId64 "] offset %" PRId64 "\n", mlirLogicalResultIsSuccess(ok),
         strides[0], strides[1], offset);
  MlirAffineExpr rd[] = {FDIV(d0, K(2)), d1};
  MlirType divided = mlirMemRefTypeGet(f32, 2, shape, mlirAffineMapAttrGet(mlirAffineMapGet(ctx, 2, 0, 2, rd)),
                                       mlirAttributeGetNull());
  show_type("two-result layout", divided);
  printf("  strides ok=%d\n", mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(divided, strides, &offset)));
  int64_t st[] = {mlirShapedTypeGetDynamicStrideOrOffset(), 1};
  MlirAttribute sl = mlirStridedLayoutAttrGet(ctx, mlirShapedTypeGetDynamicStrideOrOffset(), 2, st);
  MlirType dyn = mlirMemRefTypeGet(f32, 2, shape, sl, mlirAttributeGetNull());
  show_type("strided layout", dyn);
  show_map("  affine map", mlirMemRefTypeGetAffineMap(dyn));
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  show_type("checked rank mismatch", mlirMemRefTypeGetChecked(loc, f32, 1, shape, lay, mlirAttributeGetNull()));
  show_type("checked ok", mlirMemRefTypeGetChecked(loc, f32, 2, shape, lay, mlirAttributeGetNull()));
  show_type("parsed with layout", parse_type(ctx, "memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>>"));
}

int main(void) {
  MlirContext ctx = new_context();
  printf("== expressions\n");
  expressions(ctx);
  printf("== simplification\n");
  simplification(ctx);
  printf("== maps\n");
  maps(ctx);
  printf("== compress unused symbols\n");
  compress(ctx);
  printf("== integer sets\n");
  sets(ctx);
  printf("== attributes\n");
  attributes(ctx);
  printf("== memref layouts\n");
  memref_layouts(ctx);
  /* Dumps go to stderr, which is not compared. */
  mlirAffineExprDump(mlirAffineDimExprGet(ctx, 0));
  mlirAffineMapDump(mlirAffineMapEmptyGet(ctx));
  mlirIntegerSetDump(mlirIntegerSetEmptyGet(ctx, 1, 0));
  mlirContextDestroy(ctx);
  return 0;
}
