/* IntegerSet.h: integer sets `(dims)[symbols] : (constraints)`, each
 * constraint an affine expression `== 0` or `>= 0`, uniqued by their
 * context. Mirrors upstream's mlir-c/IntegerSet.h: same names, handle
 * layout and semantics. */
#ifndef MLIR_C_INTEGERSET_H
#define MLIR_C_INTEGERSET_H

#include "mlir-c/AffineExpr.h"

#ifdef __cplusplus
extern "C" {
#endif

/// An integer set; owned by its context, never freed by the caller.
typedef struct MlirIntegerSet { const void *ptr; } MlirIntegerSet;

/// Returns the context that owns the set.
MLIR_CAPI_EXPORTED MlirContext mlirIntegerSetGetContext(MlirIntegerSet set);
static inline bool mlirIntegerSetIsNull(MlirIntegerSet set) { return !set.ptr; }
/// Compares two sets (uniqued: identity, not the same points).
MLIR_CAPI_EXPORTED bool mlirIntegerSetEqual(MlirIntegerSet s1, MlirIntegerSet s2);
/// Prints the set (`(d0)[s0] : (d0 - s0 >= 0)`).
MLIR_CAPI_EXPORTED void mlirIntegerSetPrint(MlirIntegerSet set, MlirStringCallback callback,
                                            void *userData);
/// Prints the set to stderr.
MLIR_CAPI_EXPORTED void mlirIntegerSetDump(MlirIntegerSet set);

/// Returns the canonical empty set over the given dims and symbols: the
/// single constraint `1 == 0`.
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetEmptyGet(MlirContext context, intptr_t numDims,
                                                         intptr_t numSymbols);
/// Returns the set of `numConstraints` constraints (borrowed), each an
/// equality where `eqFlags` is true and `>= 0` otherwise; null without
/// constraints.
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetGet(MlirContext context, intptr_t numDims,
                                                    intptr_t numSymbols,
                                                    intptr_t numConstraints,
                                                    const MlirAffineExpr *constraints,
                                                    const bool *eqFlags);
/// Substitutes `dimReplacements` (one per dim of the set) and
/// `symbolReplacements` (one per symbol) in every constraint; the new set
/// has `numResultDims` dims and `numResultSymbols` symbols.
MLIR_CAPI_EXPORTED MlirIntegerSet mlirIntegerSetReplaceGet(
    MlirIntegerSet set, const MlirAffineExpr *dimReplacements,
    const MlirAffineExpr *symbolReplacements, intptr_t numResultDims,
    intptr_t numResultSymbols);
/// Tests whether the set is the canonical empty set of its dims and
/// symbols.
MLIR_CAPI_EXPORTED bool mlirIntegerSetIsCanonicalEmpty(MlirIntegerSet set);
/// Returns the number of dims.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumDims(MlirIntegerSet set);
/// Returns the number of symbols.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumSymbols(MlirIntegerSet set);
/// Returns the number of dims plus the number of symbols.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumInputs(MlirIntegerSet set);
/// Returns the number of constraints.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumConstraints(MlirIntegerSet set);
/// Returns the number of equality constraints.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumEqualities(MlirIntegerSet set);
/// Returns the number of inequality constraints.
MLIR_CAPI_EXPORTED intptr_t mlirIntegerSetGetNumInequalities(MlirIntegerSet set);
/// Returns the expression of constraint `pos`.
MLIR_CAPI_EXPORTED MlirAffineExpr mlirIntegerSetGetConstraint(MlirIntegerSet set, intptr_t pos);
/// Tests whether constraint `pos` is an equality.
MLIR_CAPI_EXPORTED bool mlirIntegerSetIsConstraintEq(MlirIntegerSet set, intptr_t pos);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_INTEGERSET_H */
