/* affine_expr.c: the C API of mlir-c/AffineExpr.h over ir/affine.c (the
 * simplifying constructors) and ir/affine_rewrite.c (substitution and
 * simplification). A null operand gives a null result instead of a crash;
 * asking a kind-specific accessor about another kind returns 0. */
#include "capi.h"

static bool has_kind(MlirAffineExpr e, unsigned kind) {
  return e.ptr && unwrap_expr(e)->kind == kind;
}

/* Word 0 of a dim, symbol or constant: its position or value. */
static int64_t leaf_word(MlirAffineExpr e, unsigned kind) {
  return has_kind(e, kind) ? (int64_t)unwrap_expr(e)->p[0] : 0;
}

MlirContext mlirAffineExprGetContext(MlirAffineExpr e) { return wrap_ctx(unwrap_expr(e)->ctx); }
bool mlirAffineExprEqual(MlirAffineExpr lhs, MlirAffineExpr rhs) { return lhs.ptr == rhs.ptr; }

void mlirAffineExprPrint(MlirAffineExpr e, MlirStringCallback cb, void *ud) {
  const AffineExpr *x = unwrap_expr(e);
  StrBuf sb;
  sb_init(&sb, &x->ctx->alloc);
  print_affine_expression(x, &sb);
  emit_text(&sb, cb, ud);
  sb_free(&sb);
}
void mlirAffineExprDump(MlirAffineExpr e) {
  mlirAffineExprPrint(e, capi_to_stderr, NULL);
  fputc('\n', stderr);
}

bool mlirAffineExprIsSymbolicOrConstant(MlirAffineExpr e) {
  return ae_is_symbolic_or_const(unwrap_expr(e));
}
bool mlirAffineExprIsPureAffine(MlirAffineExpr e) { return ae_is_pure_affine(unwrap_expr(e)); }
int64_t mlirAffineExprGetLargestKnownDivisor(MlirAffineExpr e) {
  return ae_largest_known_divisor(unwrap_expr(e));
}
bool mlirAffineExprIsMultipleOf(MlirAffineExpr e, int64_t factor) {
  return ae_is_multiple_of(unwrap_expr(e), factor);
}
bool mlirAffineExprIsFunctionOfDim(MlirAffineExpr e, intptr_t position) {
  return ae_is_function_of_dim(unwrap_expr(e), (unsigned)position);
}

/* Reports an allocation failure of a derivation once, then hands the
 * result back. */
static MlirAffineExpr checked(Context *ctx, const AffineExpr *r) {
  capi_check_oom(ctx);
  return wrap_expr(r);
}

MlirAffineExpr mlirAffineExprCompose(MlirAffineExpr e, MlirAffineMap map) {
  const AffineExpr *x = unwrap_expr(e);
  const AffineMap *m = unwrap_map(map);
  if (!x || !m) return wrap_expr(NULL);
  unsigned n = affine_map_num_results(m);
  const AffineExpr **results = ctx_alloc(x->ctx, (n ? n : 1) * sizeof *results);
  const AffineExpr *r = NULL;
  if (results) {
    for (unsigned i = 0; i < n; i++) results[i] = affine_map_result(m, i);
    r = ae_replace_dims_syms(x, n, results, 0, NULL);
    ctx_free(x->ctx, results);
  }
  return checked(x->ctx, r);
}

MlirAffineExpr mlirAffineExprShiftDims(MlirAffineExpr e, uint32_t numDims, uint32_t shift,
                                       uint32_t offset) {
  const AffineExpr *x = unwrap_expr(e);
  if (!x) return wrap_expr(NULL);
  return checked(x->ctx, ae_shift_dims(x, numDims, shift, offset));
}
MlirAffineExpr mlirAffineExprShiftSymbols(MlirAffineExpr e, uint32_t numSymbols, uint32_t shift,
                                          uint32_t offset) {
  const AffineExpr *x = unwrap_expr(e);
  if (!x) return wrap_expr(NULL);
  return checked(x->ctx, ae_shift_symbols(x, numSymbols, shift, offset));
}
MlirAffineExpr mlirSimplifyAffineExpr(MlirAffineExpr e, uint32_t numDims, uint32_t numSymbols) {
  const AffineExpr *x = unwrap_expr(e);
  if (!x) return wrap_expr(NULL);
  return checked(x->ctx, ae_simplify(x, numDims, numSymbols));
}

/* ---- leaves -------------------------------------------------------------------------- */

bool mlirAffineExprIsADim(MlirAffineExpr e) { return has_kind(e, AE_DIM); }
MlirAffineExpr mlirAffineDimExprGet(MlirContext c, intptr_t position) {
  return checked(unwrap_ctx(c), ae_dim(unwrap_ctx(c), (unsigned)position));
}
intptr_t mlirAffineDimExprGetPosition(MlirAffineExpr e) { return (intptr_t)leaf_word(e, AE_DIM); }

bool mlirAffineExprIsASymbol(MlirAffineExpr e) { return has_kind(e, AE_SYMBOL); }
MlirAffineExpr mlirAffineSymbolExprGet(MlirContext c, intptr_t position) {
  return checked(unwrap_ctx(c), ae_symbol(unwrap_ctx(c), (unsigned)position));
}
intptr_t mlirAffineSymbolExprGetPosition(MlirAffineExpr e) {
  return (intptr_t)leaf_word(e, AE_SYMBOL);
}

bool mlirAffineExprIsAConstant(MlirAffineExpr e) { return has_kind(e, AE_CONSTANT); }
MlirAffineExpr mlirAffineConstantExprGet(MlirContext c, int64_t constant) {
  return checked(unwrap_ctx(c), ae_const(unwrap_ctx(c), constant));
}
int64_t mlirAffineConstantExprGetValue(MlirAffineExpr e) { return leaf_word(e, AE_CONSTANT); }

/* ---- binary operations ------------------------------------------------------------------ */

static MlirAffineExpr binary(unsigned kind, MlirAffineExpr lhs, MlirAffineExpr rhs) {
  const AffineExpr *l = unwrap_expr(lhs), *r = unwrap_expr(rhs);
  if (!l || !r) return wrap_expr(NULL);
  return checked(l->ctx, ae_binary(kind, l, r));
}

bool mlirAffineExprIsAAdd(MlirAffineExpr e) { return has_kind(e, AE_ADD); }
MlirAffineExpr mlirAffineAddExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return binary(AE_ADD, lhs, rhs);
}
bool mlirAffineExprIsAMul(MlirAffineExpr e) { return has_kind(e, AE_MUL); }
MlirAffineExpr mlirAffineMulExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return binary(AE_MUL, lhs, rhs);
}
bool mlirAffineExprIsAMod(MlirAffineExpr e) { return has_kind(e, AE_MOD); }
MlirAffineExpr mlirAffineModExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return binary(AE_MOD, lhs, rhs);
}
bool mlirAffineExprIsAFloorDiv(MlirAffineExpr e) { return has_kind(e, AE_FLOORDIV); }
MlirAffineExpr mlirAffineFloorDivExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return binary(AE_FLOORDIV, lhs, rhs);
}
bool mlirAffineExprIsACeilDiv(MlirAffineExpr e) { return has_kind(e, AE_CEILDIV); }
MlirAffineExpr mlirAffineCeilDivExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs) {
  return binary(AE_CEILDIV, lhs, rhs);
}

bool mlirAffineExprIsABinary(MlirAffineExpr e) { return e.ptr && ae_is_binary(unwrap_expr(e)); }
MlirAffineExpr mlirAffineBinaryOpExprGetLHS(MlirAffineExpr e) {
  return wrap_expr(mlirAffineExprIsABinary(e) ? ae_lhs(unwrap_expr(e)) : NULL);
}
MlirAffineExpr mlirAffineBinaryOpExprGetRHS(MlirAffineExpr e) {
  return wrap_expr(mlirAffineExprIsABinary(e) ? ae_rhs(unwrap_expr(e)) : NULL);
}
