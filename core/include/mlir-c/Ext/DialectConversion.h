/* DialectConversion.h: the dialect conversion framework through the C API:
 * conversion targets, type converters with materializations, conversion
 * patterns that see their op's operands converted, and the partial, full
 * and analysis drivers. The names and signatures follow upstream's
 * mlir-c/Rewrite.h of the releases after 22 (which 22 lacks); the
 * functions named mlirExt... are mlirc additions: 1:N conversions,
 * region and function signature conversion, analysis conversion and
 * pattern rollback settings. */
#ifndef MLIR_C_EXT_DIALECTCONVERSION_H
#define MLIR_C_EXT_DIALECTCONVERSION_H

#include "mlir-c/IR.h"
#include "mlir-c/Rewrite.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirConversionTarget { void *ptr; } MlirConversionTarget;
typedef struct MlirConversionPattern { const void *ptr; } MlirConversionPattern;
typedef struct MlirTypeConverter { void *ptr; } MlirTypeConverter;
typedef struct MlirConversionPatternRewriter { void *ptr; } MlirConversionPatternRewriter;
typedef struct MlirConversionConfig { void *ptr; } MlirConversionConfig;

/*===------------------------------------------------------------------===*
 * Conversion target
 *===------------------------------------------------------------------===*/

/// What a dynamic legality callback says about an op.
typedef enum {
  MLIR_CONVERSION_TARGET_LEGALITY_ILLEGAL = 0,
  MLIR_CONVERSION_TARGET_LEGALITY_LEGAL = 1,
  /// Defers to the callback registered before this one.
  MLIR_CONVERSION_TARGET_LEGALITY_NO_OPINION = 2,
} MlirConversionTargetLegality;

typedef MlirConversionTargetLegality (*MlirConversionTargetLegalityCallback)(MlirOperation op,
                                                                            void *userData);

/// Creates an empty target (nothing legal or illegal); the caller owns it.
MLIR_CAPI_EXPORTED MlirConversionTarget mlirConversionTargetCreate(MlirContext context);
/// Destroys a target.
MLIR_CAPI_EXPORTED void mlirConversionTargetDestroy(MlirConversionTarget target);
/// Marks the op named `opName` legal.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddLegalOp(MlirConversionTarget target, MlirStringRef opName);
/// Marks the op named `opName` illegal.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddIllegalOp(MlirConversionTarget target, MlirStringRef opName);
/// Marks the ops of a dialect legal.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddLegalDialect(MlirConversionTarget target,
                                                            MlirStringRef dialectName);
/// Marks the ops of a dialect illegal.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddIllegalDialect(MlirConversionTarget target,
                                                              MlirStringRef dialectName);
/// Makes the op's legality the callback's answer; callbacks for one op
/// compose, the newest asked first. `userData` stays the caller's.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddDynamicallyLegalOp(MlirConversionTarget target,
                                                                  MlirStringRef opName,
                                                                  MlirConversionTargetLegalityCallback callback,
                                                                  void *userData);
/// The same for every op of a dialect without an entry of its own.
MLIR_CAPI_EXPORTED void mlirConversionTargetAddDynamicallyLegalDialect(
    MlirConversionTarget target, MlirStringRef dialectName, MlirConversionTargetLegalityCallback callback,
    void *userData);
/// Asks the callback about ops of no listed name or dialect.
MLIR_CAPI_EXPORTED void mlirConversionTargetMarkUnknownOpDynamicallyLegal(
    MlirConversionTarget target, MlirConversionTargetLegalityCallback callback, void *userData);
/// Makes what a legal `opName` op holds legal too (when the callback, if
/// not null, does not say otherwise).
MLIR_CAPI_EXPORTED void mlirConversionTargetMarkOpRecursivelyLegal(MlirConversionTarget target,
                                                                   MlirStringRef opName,
                                                                   MlirConversionTargetLegalityCallback callback,
                                                                   void *userData);

/*===------------------------------------------------------------------===*
 * Type converter
 *===------------------------------------------------------------------===*/

/// What a type conversion callback did.
typedef enum {
  MlirTypeConverterConversionStatusSuccess,
  /// No opinion: the callback registered before this one is asked.
  MlirTypeConverterConversionStatusDeclined,
  /// The type does not convert (no other callback is asked).
  MlirTypeConverterConversionStatusFailure,
} MlirTypeConverterConversionStatus;

/// Converts `type` into `*convertedType` (1:1).
typedef MlirTypeConverterConversionStatus (*MlirTypeConverterConversionCallback)(MlirType type,
                                                                                 MlirType *convertedType,
                                                                                 void *userData);
/// Builds a value of `outputType` from `inputs` at the rewriter's
/// insertion point, or returns a null value to let an older callback try.
typedef MlirValue (*MlirTypeConverterMaterializationCallback)(MlirRewriterBase rewriter, MlirType outputType,
                                                             intptr_t nInputs, MlirValue *inputs,
                                                             MlirLocation loc, void *userData);

/// Creates a converter converting no type; the caller owns it.
MLIR_CAPI_EXPORTED MlirTypeConverter mlirTypeConverterCreate(void);
/// Destroys a converter.
MLIR_CAPI_EXPORTED void mlirTypeConverterDestroy(MlirTypeConverter typeConverter);
/// Adds a conversion; the newest is tried first.
MLIR_CAPI_EXPORTED void mlirTypeConverterAddConversion(MlirTypeConverter typeConverter,
                                                       MlirTypeConverterConversionCallback convertType,
                                                       void *userData);
/// Adds a materialization turning converted values back into the original
/// type (for users left unconverted).
MLIR_CAPI_EXPORTED void mlirTypeConverterAddSourceMaterialization(
    MlirTypeConverter typeConverter, MlirTypeConverterMaterializationCallback callback, void *userData);
/// Adds a materialization turning values into the converted type (for
/// operands of converted ops whose producers were not converted).
MLIR_CAPI_EXPORTED void mlirTypeConverterAddTargetMaterialization(
    MlirTypeConverter typeConverter, MlirTypeConverterMaterializationCallback callback, void *userData);
/// The single type `type` converts to, or a null type.
MLIR_CAPI_EXPORTED MlirType mlirTypeConverterConvertType(MlirTypeConverter typeConverter, MlirType type);

/// An mlirc addition: a 1:N conversion appends the types it converts to
/// through mlirExtTypeConverterResultsAppend (none: the value is dropped).
typedef struct MlirExtTypeConverterResults { void *ptr; } MlirExtTypeConverterResults;
typedef MlirTypeConverterConversionStatus (*MlirExtTypeConverterMultiConversionCallback)(
    MlirType type, MlirExtTypeConverterResults results, void *userData);
MLIR_CAPI_EXPORTED void mlirExtTypeConverterAddMultiConversion(MlirTypeConverter typeConverter,
                                                               MlirExtTypeConverterMultiConversionCallback callback,
                                                               void *userData);
MLIR_CAPI_EXPORTED void mlirExtTypeConverterResultsAppend(MlirExtTypeConverterResults results, MlirType type);
/// Converts `type` into up to `capacity` types written to `types`; returns
/// how many it converts to (which may exceed `capacity`), or -1 on failure.
MLIR_CAPI_EXPORTED intptr_t mlirExtTypeConverterConvertTypes(MlirTypeConverter typeConverter, MlirType type,
                                                             intptr_t capacity, MlirType *types);

/*===------------------------------------------------------------------===*
 * Conversion patterns and their rewriter
 *===------------------------------------------------------------------===*/

typedef struct {
  /// Optional: called once when the pattern is created.
  void (*construct)(void *userData);
  /// Optional: called once when the pattern is destroyed.
  void (*destruct)(void *userData);
  /// Rewrites `op` whose operands, converted by the pattern's type
  /// converter, are `operands`; returns failure (changing nothing) when it
  /// does not apply. An operand that converts to other than one value
  /// makes the pattern not apply (see mlirExtOpConversionPatternCreateOneToN).
  MlirLogicalResult (*matchAndRewrite)(MlirConversionPattern pattern, MlirOperation op, intptr_t nOperands,
                                       MlirValue *operands, MlirConversionPatternRewriter rewriter,
                                       void *userData);
} MlirConversionPatternCallbacks;

/// Creates a conversion pattern for ops named `rootName` converting
/// operands with `typeConverter` (null: operands as the conversion mapped
/// them); the caller owns it until it is added to a set.
/// `generatedNames` name the ops it may create (for the cost model).
MLIR_CAPI_EXPORTED MlirConversionPattern mlirOpConversionPatternCreate(
    MlirStringRef rootName, unsigned benefit, MlirContext context, MlirTypeConverter typeConverter,
    MlirConversionPatternCallbacks callbacks, void *userData, size_t nGeneratedNames,
    MlirStringRef *generatedNames);
/// The pattern's type converter (null if none).
MLIR_CAPI_EXPORTED MlirTypeConverter mlirConversionPatternGetTypeConverter(MlirConversionPattern pattern);
/// The pattern, to add to a pattern set.
MLIR_CAPI_EXPORTED MlirRewritePattern mlirConversionPatternAsRewritePattern(MlirConversionPattern pattern);
/// The rewriter a conversion pattern received, as a PatternRewriter.
MLIR_CAPI_EXPORTED MlirPatternRewriter
mlirConversionPatternRewriterAsPatternRewriter(MlirConversionPatternRewriter rewriter);

/// An mlirc addition: 1:N operands. Operand i converted to counts[i]
/// values, consecutive in `operands` (nOperands entries in `counts`).
typedef MlirLogicalResult (*MlirExtConversionPatternOneToNCallback)(
    MlirConversionPattern pattern, MlirOperation op, intptr_t nOperands, const intptr_t *counts,
    MlirValue *operands, MlirConversionPatternRewriter rewriter, void *userData);
MLIR_CAPI_EXPORTED MlirConversionPattern mlirExtOpConversionPatternCreateOneToN(
    MlirStringRef rootName, unsigned benefit, MlirContext context, MlirTypeConverter typeConverter,
    MlirExtConversionPatternOneToNCallback matchAndRewrite, void (*destruct)(void *userData), void *userData,
    size_t nGeneratedNames, MlirStringRef *generatedNames);
/// Replaces result i of `op` with counts[i] consecutive values of `values`
/// (0: the result is dropped).
MLIR_CAPI_EXPORTED void mlirExtConversionPatternRewriterReplaceOpWithMultiple(
    MlirConversionPatternRewriter rewriter, MlirOperation op, const intptr_t *counts, MlirValue *values);
/// The value `value` maps to now, converted by the current pattern's type
/// converter; a null value when it does not convert to one value.
MLIR_CAPI_EXPORTED MlirValue mlirExtConversionPatternRewriterGetRemappedValue(MlirConversionPatternRewriter rewriter,
                                                                             MlirValue value);
/// Converts the argument types of the region's blocks with `typeConverter`.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExtConversionPatternRewriterConvertRegionTypes(
    MlirConversionPatternRewriter rewriter, MlirRegion region, MlirTypeConverter typeConverter);
/// Adds to `set` the pattern converting the signature (function type and
/// entry block) of ops named `opName` (func.func) with `typeConverter`
/// (upstream's populateFunctionOpInterfaceTypeConversionPattern).
MLIR_CAPI_EXPORTED void mlirExtPopulateFunctionOpInterfaceTypeConversionPattern(MlirStringRef opName,
                                                                                MlirRewritePatternSet set,
                                                                                MlirTypeConverter typeConverter);

/*===------------------------------------------------------------------===*
 * Configuration and drivers
 *===------------------------------------------------------------------===*/

typedef enum {
  MLIR_DIALECT_CONVERSION_FOLDING_MODE_NEVER,
  MLIR_DIALECT_CONVERSION_FOLDING_MODE_BEFORE_PATTERNS,
  MLIR_DIALECT_CONVERSION_FOLDING_MODE_AFTER_PATTERNS,
} MlirDialectConversionFoldingMode;

/// Creates the default configuration (fold before patterns, build
/// materializations, allow rollback); the caller owns it.
MLIR_CAPI_EXPORTED MlirConversionConfig mlirConversionConfigCreate(void);
MLIR_CAPI_EXPORTED void mlirConversionConfigDestroy(MlirConversionConfig config);
MLIR_CAPI_EXPORTED void mlirConversionConfigSetFoldingMode(MlirConversionConfig config,
                                                           MlirDialectConversionFoldingMode mode);
MLIR_CAPI_EXPORTED MlirDialectConversionFoldingMode mlirConversionConfigGetFoldingMode(MlirConversionConfig config);
MLIR_CAPI_EXPORTED void mlirConversionConfigEnableBuildMaterializations(MlirConversionConfig config, bool enable);
MLIR_CAPI_EXPORTED bool mlirConversionConfigIsBuildMaterializationsEnabled(MlirConversionConfig config);
/// An mlirc addition: whether a failed conversion restores the IR (the
/// default) or keeps what converted.
MLIR_CAPI_EXPORTED void mlirExtConversionConfigSetAllowPatternRollback(MlirConversionConfig config, bool allow);
MLIR_CAPI_EXPORTED bool mlirExtConversionConfigGetAllowPatternRollback(MlirConversionConfig config);

/// Converts `op` and what it holds: ops that do not legalize are left
/// unless the target marks them illegal (then failure, after the
/// diagnostics, with the IR unchanged).
MLIR_CAPI_EXPORTED MlirLogicalResult mlirApplyPartialConversion(MlirOperation op, MlirConversionTarget target,
                                                                MlirFrozenRewritePatternSet patterns,
                                                                MlirConversionConfig config);
/// As the partial conversion, but every op must legalize.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirApplyFullConversion(MlirOperation op, MlirConversionTarget target,
                                                             MlirFrozenRewritePatternSet patterns,
                                                             MlirConversionConfig config);
/// An mlirc addition (upstream's applyAnalysisConversion): converts a copy
/// of `op` and calls `callback` with each op of `op` that would legalize;
/// `op` is left unchanged.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirExtApplyAnalysisConversion(MlirOperation op, MlirConversionTarget target,
                                                                    MlirFrozenRewritePatternSet patterns,
                                                                    MlirConversionConfig config,
                                                                    void (*callback)(MlirOperation op, void *userData),
                                                                    void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_EXT_DIALECTCONVERSION_H */
