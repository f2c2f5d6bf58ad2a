/* AffineExpr.h: affine expressions (dims, symbols, constants and the five
 * binary operations), uniqued by their context. Mirrors upstream's
 * mlir-c/AffineExpr.h: same names, handle layout and semantics. Every
 * constructor applies upstream's local simplifications, so equal results
 * are the same handle. */
#ifndef MLIR_C_AFFINEEXPR_H
#define MLIR_C_AFFINEEXPR_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An affine expression; owned by its context, never freed by the caller.
typedef struct MlirAffineExpr { const void *ptr; } MlirAffineExpr;

struct MlirAffineMap;

/// Returns the context that owns the expression.
MLIR_CAPI_EXPORTED MlirContext mlirAffineExprGetContext(MlirAffineExpr affineExpr);
/// Compares two expressions (uniqued: identity).
MLIR_CAPI_EXPORTED bool mlirAffineExprEqual(MlirAffineExpr lhs, MlirAffineExpr rhs);
inline static bool mlirAffineExprIsNull(MlirAffineExpr affineExpr) {
  return affineExpr.ptr == NULL;
}
/// Prints the expression (`d0 * 2 + s0`).
MLIR_CAPI_EXPORTED void mlirAffineExprPrint(MlirAffineExpr affineExpr,
                                            MlirStringCallback callback, void *userData);
/// Prints the expression to stderr.
MLIR_CAPI_EXPORTED void mlirAffineExprDump(MlirAffineExpr affineExpr);
/// Tests whether the expression uses symbols and constants only.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsSymbolicOrConstant(MlirAffineExpr affineExpr);
/// Tests whether multiplications, divisions and remainders in the
/// expression all have a constant operand.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsPureAffine(MlirAffineExpr affineExpr);
/// Returns the greatest integer known to divide every value of the
/// expression.
MLIR_CAPI_EXPORTED int64_t mlirAffineExprGetLargestKnownDivisor(MlirAffineExpr affineExpr);
/// Tests whether every value of the expression is known to be a multiple
/// of `factor`.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsMultipleOf(MlirAffineExpr affineExpr, int64_t factor);
/// Tests whether dim `position` occurs in the expression.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsFunctionOfDim(MlirAffineExpr affineExpr,
                                                      intptr_t position);
/// Substitutes the results of `affineMap` for the dims of the expression.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineExprCompose(MlirAffineExpr affineExpr,
                                                        struct MlirAffineMap affineMap);
/// Renumbers dims: each dim `i` with `offset <= i < numDims` becomes dim
/// `i + shift`.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineExprShiftDims(MlirAffineExpr affineExpr,
                                                          uint32_t numDims, uint32_t shift,
                                                          uint32_t offset);
/// Renumbers symbols as mlirAffineExprShiftDims renumbers dims.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineExprShiftSymbols(MlirAffineExpr affineExpr,
                                                             uint32_t numSymbols,
                                                             uint32_t shift, uint32_t offset);
/// Simplifies the expression by flattening it into a sum of terms over
/// `numDims` dims and `numSymbols` symbols and rebuilding it; returns the
/// expression unchanged when it cannot be flattened.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirSimplifyAffineExpr(MlirAffineExpr expr, uint32_t numDims,
                                                         uint32_t numSymbols);

/// Tests whether the expression is a dim.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsADim(MlirAffineExpr affineExpr);
/// Returns dim `position` (context-owned).
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineDimExprGet(MlirContext ctx, intptr_t position);
/// Returns the position of a dim.
MLIR_CAPI_EXPORTED intptr_t mlirAffineDimExprGetPosition(MlirAffineExpr affineExpr);

/// Tests whether the expression is a symbol.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsASymbol(MlirAffineExpr affineExpr);
/// Returns symbol `position` (context-owned).
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineSymbolExprGet(MlirContext ctx, intptr_t position);
/// Returns the position of a symbol.
MLIR_CAPI_EXPORTED intptr_t mlirAffineSymbolExprGetPosition(MlirAffineExpr affineExpr);

/// Tests whether the expression is a constant.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsAConstant(MlirAffineExpr affineExpr);
/// Returns the constant `constant` (context-owned).
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineConstantExprGet(MlirContext ctx, int64_t constant);
/// Returns the value of a constant.
MLIR_CAPI_EXPORTED int64_t mlirAffineConstantExprGetValue(MlirAffineExpr affineExpr);

/// Tests whether the expression is a sum.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsAAdd(MlirAffineExpr affineExpr);
/// Returns `lhs + rhs`, simplified.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineAddExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs);
/// Tests whether the expression is a product.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsAMul(MlirAffineExpr affineExpr);
/// Returns `lhs * rhs`, simplified.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineMulExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs);
/// Tests whether the expression is a remainder.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsAMod(MlirAffineExpr affineExpr);
/// Returns `lhs mod rhs`, simplified.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineModExprGet(MlirAffineExpr lhs, MlirAffineExpr rhs);
/// Tests whether the expression is a floor division.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsAFloorDiv(MlirAffineExpr affineExpr);
/// Returns `lhs floordiv rhs`, simplified.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineFloorDivExprGet(MlirAffineExpr lhs,
                                                            MlirAffineExpr rhs);
/// Tests whether the expression is a ceiling division.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsACeilDiv(MlirAffineExpr affineExpr);
/// Returns `lhs ceildiv rhs`, simplified.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineCeilDivExprGet(MlirAffineExpr lhs,
                                                           MlirAffineExpr rhs);

/// Tests whether the expression is one of the binary operations.
MLIR_CAPI_EXPORTED bool mlirAffineExprIsABinary(MlirAffineExpr affineExpr);
/// Returns the left operand of a binary operation.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineBinaryOpExprGetLHS(MlirAffineExpr affineExpr);
/// Returns the right operand of a binary operation.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirAffineBinaryOpExprGetRHS(MlirAffineExpr affineExpr);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_AFFINEEXPR_H */
