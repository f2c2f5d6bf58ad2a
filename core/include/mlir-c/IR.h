/* IR.h: the core IR of the mlirc C API: contexts, dialects, locations,
 * modules, operations, regions, blocks, values, types and attributes.
 * Mirrors upstream's mlir-c/IR.h: same names, handle layouts, semantics
 * and ownership rules. Handles are small structs passed by value; a handle
 * with a null `ptr` is "null". */
#ifndef MLIR_C_IR_H
#define MLIR_C_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlirAsmState { void *ptr; } MlirAsmState;
typedef struct MlirBytecodeWriterConfig { void *ptr; } MlirBytecodeWriterConfig;
typedef struct MlirContext { void *ptr; } MlirContext;
typedef struct MlirDialect { void *ptr; } MlirDialect;
typedef struct MlirDialectRegistry { void *ptr; } MlirDialectRegistry;
typedef struct MlirOperation { void *ptr; } MlirOperation;
typedef struct MlirOpOperand { void *ptr; } MlirOpOperand;
typedef struct MlirOpPrintingFlags { void *ptr; } MlirOpPrintingFlags;
typedef struct MlirBlock { void *ptr; } MlirBlock;
typedef struct MlirRegion { void *ptr; } MlirRegion;
typedef struct MlirSymbolTable { void *ptr; } MlirSymbolTable;
typedef struct MlirAttribute { const void *ptr; } MlirAttribute;
typedef struct MlirIdentifier { const void *ptr; } MlirIdentifier;
typedef struct MlirLocation { const void *ptr; } MlirLocation;
typedef struct MlirModule { const void *ptr; } MlirModule;
typedef struct MlirType { const void *ptr; } MlirType;
typedef struct MlirValue { const void *ptr; } MlirValue;

/// An attribute together with its name.
typedef struct MlirNamedAttribute {
  MlirIdentifier name;
  MlirAttribute attribute;
} MlirNamedAttribute;

/*===------------------------------------------------------------------===*
 * Context
 *===------------------------------------------------------------------===*/

/// Creates a context with the builtin dialect loaded; the caller owns it.
MLIR_CAPI_EXPORTED MlirContext mlirContextCreate(void);
/// Creates a context; threading only affects pass execution.
MLIR_CAPI_EXPORTED MlirContext mlirContextCreateWithThreading(bool threadingEnabled);
/// Creates a context with the dialects of `registry` registered.
MLIR_CAPI_EXPORTED MlirContext mlirContextCreateWithRegistry(MlirDialectRegistry registry,
                                                             bool threadingEnabled);
/// Compares two contexts by identity.
MLIR_CAPI_EXPORTED bool mlirContextEqual(MlirContext ctx1, MlirContext ctx2);
static inline bool mlirContextIsNull(MlirContext context) { return !context.ptr; }
/// Destroys a context and everything it owns (IR created in it included).
MLIR_CAPI_EXPORTED void mlirContextDestroy(MlirContext context);
/// Allows or forbids operations, types and attributes of unknown dialects.
MLIR_CAPI_EXPORTED void mlirContextSetAllowUnregisteredDialects(MlirContext context, bool allow);
/// Returns whether unknown dialects are allowed.
MLIR_CAPI_EXPORTED bool mlirContextGetAllowUnregisteredDialects(MlirContext context);
/// Returns the number of dialects registered with the context.
MLIR_CAPI_EXPORTED intptr_t mlirContextGetNumRegisteredDialects(MlirContext context);
/// Registers the dialects of `registry` with the context.
MLIR_CAPI_EXPORTED void mlirContextAppendDialectRegistry(MlirContext ctx,
                                                         MlirDialectRegistry registry);
/// Returns the number of dialects loaded in the context.
MLIR_CAPI_EXPORTED intptr_t mlirContextGetNumLoadedDialects(MlirContext context);
/// Loads a registered dialect by namespace; null if it is not registered.
MLIR_CAPI_EXPORTED MlirDialect mlirContextGetOrLoadDialect(MlirContext context,
                                                           MlirStringRef name);
/// Enables or disables multithreaded pass execution.
MLIR_CAPI_EXPORTED void mlirContextEnableMultithreading(MlirContext context, bool enable);
/// Loads every registered dialect.
MLIR_CAPI_EXPORTED void mlirContextLoadAllAvailableDialects(MlirContext context);
/// Returns whether an operation with this full name is registered.
MLIR_CAPI_EXPORTED bool mlirContextIsRegisteredOperation(MlirContext context, MlirStringRef name);
/// Returns the number of threads passes may run on: the machine's when
/// multithreading is enabled (native builds), else 1.
MLIR_CAPI_EXPORTED unsigned mlirContextGetNumThreads(MlirContext context);

/*===------------------------------------------------------------------===*
 * Dialects
 *===------------------------------------------------------------------===*/

/// Returns the context that owns the dialect.
MLIR_CAPI_EXPORTED MlirContext mlirDialectGetContext(MlirDialect dialect);
static inline bool mlirDialectIsNull(MlirDialect dialect) { return !dialect.ptr; }
/// Compares two dialects by identity.
MLIR_CAPI_EXPORTED bool mlirDialectEqual(MlirDialect dialect1, MlirDialect dialect2);
/// Returns the dialect's namespace (owned by the context).
MLIR_CAPI_EXPORTED MlirStringRef mlirDialectGetNamespace(MlirDialect dialect);

/// A dialect that can be registered with a registry or context.
typedef struct MlirDialectHandle { const void *ptr; } MlirDialectHandle;

#define MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Name, Namespace)                \
  MLIR_CAPI_EXPORTED MlirDialectHandle mlirGetDialectHandle__##Namespace##__(void)

/// Returns the namespace of the dialect behind the handle.
MLIR_CAPI_EXPORTED MlirStringRef mlirDialectHandleGetNamespace(MlirDialectHandle);
/// Adds the dialect to a registry.
MLIR_CAPI_EXPORTED void mlirDialectHandleInsertDialect(MlirDialectHandle, MlirDialectRegistry);
/// Registers the dialect with a context.
MLIR_CAPI_EXPORTED void mlirDialectHandleRegisterDialect(MlirDialectHandle, MlirContext);
/// Registers and loads the dialect in a context.
MLIR_CAPI_EXPORTED MlirDialect mlirDialectHandleLoadDialect(MlirDialectHandle, MlirContext);

/// Creates an empty dialect registry; the caller owns it.
MLIR_CAPI_EXPORTED MlirDialectRegistry mlirDialectRegistryCreate(void);
static inline bool mlirDialectRegistryIsNull(MlirDialectRegistry registry) {
  return !registry.ptr;
}
/// Destroys a registry.
MLIR_CAPI_EXPORTED void mlirDialectRegistryDestroy(MlirDialectRegistry registry);

/*===------------------------------------------------------------------===*
 * Locations
 *===------------------------------------------------------------------===*/

/// Returns the location as an attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirLocationGetAttribute(MlirLocation location);
/// Returns the attribute as a location (null if it is not one).
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFromAttribute(MlirAttribute attribute);
/// Returns a file:line:col location (context-owned).
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFileLineColGet(MlirContext context,
                                                           MlirStringRef filename,
                                                           unsigned line, unsigned col);
/// Returns a file location spanning a range (context-owned).
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFileLineColRangeGet(
    MlirContext context, MlirStringRef filename, unsigned start_line, unsigned start_col,
    unsigned end_line, unsigned end_col);
/// Returns the file name of a file location.
MLIR_CAPI_EXPORTED MlirIdentifier mlirLocationFileLineColRangeGetFilename(MlirLocation location);
MLIR_CAPI_EXPORTED int mlirLocationFileLineColRangeGetStartLine(MlirLocation location);
MLIR_CAPI_EXPORTED int mlirLocationFileLineColRangeGetStartColumn(MlirLocation location);
MLIR_CAPI_EXPORTED int mlirLocationFileLineColRangeGetEndLine(MlirLocation location);
MLIR_CAPI_EXPORTED int mlirLocationFileLineColRangeGetEndColumn(MlirLocation location);
/// Returns whether the location is a file location.
MLIR_CAPI_EXPORTED bool mlirLocationIsAFileLineColRange(MlirLocation location);
/// Returns the TypeID of file locations.
MLIR_CAPI_EXPORTED MlirTypeID mlirLocationFileLineColRangeGetTypeID(void);
/// Returns a call-site location (context-owned).
MLIR_CAPI_EXPORTED MlirLocation mlirLocationCallSiteGet(MlirLocation callee, MlirLocation caller);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationCallSiteGetCallee(MlirLocation location);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationCallSiteGetCaller(MlirLocation location);
MLIR_CAPI_EXPORTED bool mlirLocationIsACallSite(MlirLocation location);
/// Returns the TypeID of call-site locations.
MLIR_CAPI_EXPORTED MlirTypeID mlirLocationCallSiteGetTypeID(void);
/// Returns a fused location of `nLocations` locations with optional metadata.
MLIR_CAPI_EXPORTED MlirLocation mlirLocationFusedGet(MlirContext ctx, intptr_t nLocations,
                                                     MlirLocation const *locations,
                                                     MlirAttribute metadata);
MLIR_CAPI_EXPORTED unsigned mlirLocationFusedGetNumLocations(MlirLocation location);
MLIR_CAPI_EXPORTED void mlirLocationFusedGetLocations(MlirLocation location,
                                                      MlirLocation *locationsCPtr);
MLIR_CAPI_EXPORTED MlirAttribute mlirLocationFusedGetMetadata(MlirLocation location);
MLIR_CAPI_EXPORTED bool mlirLocationIsAFused(MlirLocation location);
/// Returns the TypeID of fused locations.
MLIR_CAPI_EXPORTED MlirTypeID mlirLocationFusedGetTypeID(void);
/// Returns a named location with an optional child (null: unknown).
MLIR_CAPI_EXPORTED MlirLocation mlirLocationNameGet(MlirContext context, MlirStringRef name,
                                                    MlirLocation childLoc);
MLIR_CAPI_EXPORTED MlirIdentifier mlirLocationNameGetName(MlirLocation location);
MLIR_CAPI_EXPORTED MlirLocation mlirLocationNameGetChildLoc(MlirLocation location);
MLIR_CAPI_EXPORTED bool mlirLocationIsAName(MlirLocation location);
/// Returns the TypeID of named locations.
MLIR_CAPI_EXPORTED MlirTypeID mlirLocationNameGetTypeID(void);
/// Returns the unknown location.
MLIR_CAPI_EXPORTED MlirLocation mlirLocationUnknownGet(MlirContext context);
/// Returns the context owning the location.
MLIR_CAPI_EXPORTED MlirContext mlirLocationGetContext(MlirLocation location);
static inline bool mlirLocationIsNull(MlirLocation location) { return !location.ptr; }
/// Compares two locations (uniqued: identity).
MLIR_CAPI_EXPORTED bool mlirLocationEqual(MlirLocation l1, MlirLocation l2);
/// Prints the location as `loc(...)`.
MLIR_CAPI_EXPORTED void mlirLocationPrint(MlirLocation location, MlirStringCallback callback,
                                          void *userData);

/*===------------------------------------------------------------------===*
 * Modules
 *===------------------------------------------------------------------===*/

/// Creates an empty module; the caller owns it.
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateEmpty(MlirLocation location);
/// Parses a module; on failure returns null after emitting diagnostics.
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateParse(MlirContext context, MlirStringRef module);
/// Parses a module from a file; null on failure.
MLIR_CAPI_EXPORTED MlirModule mlirModuleCreateParseFromFile(MlirContext context,
                                                            MlirStringRef fileName);
/// Returns the context owning the module.
MLIR_CAPI_EXPORTED MlirContext mlirModuleGetContext(MlirModule module);
/// Returns the module's body block.
MLIR_CAPI_EXPORTED MlirBlock mlirModuleGetBody(MlirModule module);
static inline bool mlirModuleIsNull(MlirModule module) { return !module.ptr; }
/// Destroys the module and its operations.
MLIR_CAPI_EXPORTED void mlirModuleDestroy(MlirModule module);
/// Returns the module's operation (owned by the module).
MLIR_CAPI_EXPORTED MlirOperation mlirModuleGetOperation(MlirModule module);
/// Views a builtin.module operation as a module; null for other operations.
MLIR_CAPI_EXPORTED MlirModule mlirModuleFromOperation(MlirOperation op);
MLIR_CAPI_EXPORTED bool mlirModuleEqual(MlirModule lhs, MlirModule rhs);
MLIR_CAPI_EXPORTED size_t mlirModuleHashValue(MlirModule mod);

/*===------------------------------------------------------------------===*
 * Operation state
 *===------------------------------------------------------------------===*/

/// Everything needed to create an operation. Arrays are owned by the state
/// and released by mlirOperationCreate.
typedef struct MlirOperationState {
  MlirStringRef name;
  MlirLocation location;
  intptr_t nResults;
  MlirType *results;
  intptr_t nOperands;
  MlirValue *operands;
  intptr_t nRegions;
  MlirRegion *regions;
  intptr_t nSuccessors;
  MlirBlock *successors;
  intptr_t nAttributes;
  MlirNamedAttribute *attributes;
  bool enableResultTypeInference;
} MlirOperationState;

/// Returns an empty state for an operation named `name` (borrowed).
MLIR_CAPI_EXPORTED MlirOperationState mlirOperationStateGet(MlirStringRef name, MlirLocation loc);
MLIR_CAPI_EXPORTED void mlirOperationStateAddResults(MlirOperationState *state, intptr_t n,
                                                     MlirType const *results);
MLIR_CAPI_EXPORTED void mlirOperationStateAddOperands(MlirOperationState *state, intptr_t n,
                                                      MlirValue const *operands);
/// Adds regions; they are moved into the operation when it is created.
MLIR_CAPI_EXPORTED void mlirOperationStateAddOwnedRegions(MlirOperationState *state, intptr_t n,
                                                          MlirRegion const *regions);
MLIR_CAPI_EXPORTED void mlirOperationStateAddSuccessors(MlirOperationState *state, intptr_t n,
                                                        MlirBlock const *successors);
MLIR_CAPI_EXPORTED void mlirOperationStateAddAttributes(MlirOperationState *state, intptr_t n,
                                                        MlirNamedAttribute const *attributes);
/// Asks mlirOperationCreate to infer result types.
MLIR_CAPI_EXPORTED void mlirOperationStateEnableResultTypeInference(MlirOperationState *state);

/*===------------------------------------------------------------------===*
 * Printing flags and state
 *===------------------------------------------------------------------===*/

/// Creates printing state naming values from `op` down, with a copy of
/// `flags`; the caller owns it. The IR must not change while it is used.
MLIR_CAPI_EXPORTED MlirAsmState mlirAsmStateCreateForOperation(MlirOperation op,
                                                               MlirOpPrintingFlags flags);
/// Creates printing state for the outermost operation above a value (the
/// nearest isolated one with local scope); null after an error for an
/// argument of a block outside any operation.
MLIR_CAPI_EXPORTED MlirAsmState mlirAsmStateCreateForValue(MlirValue value,
                                                           MlirOpPrintingFlags flags);
/// Destroys printing state.
MLIR_CAPI_EXPORTED void mlirAsmStateDestroy(MlirAsmState state);

/// Creates default printing flags; the caller owns them.
MLIR_CAPI_EXPORTED MlirOpPrintingFlags mlirOpPrintingFlagsCreate(void);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsDestroy(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsElideLargeElementsAttrs(MlirOpPrintingFlags flags,
                                                                   intptr_t largeElementLimit);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsElideLargeResourceString(MlirOpPrintingFlags flags,
                                                                    intptr_t largeResourceLimit);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsEnableDebugInfo(MlirOpPrintingFlags flags, bool enable,
                                                           bool prettyForm);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsPrintGenericOpForm(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsPrintNameLocAsPrefix(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsUseLocalScope(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsAssumeVerified(MlirOpPrintingFlags flags);
MLIR_CAPI_EXPORTED void mlirOpPrintingFlagsSkipRegions(MlirOpPrintingFlags flags);

/// Creates a bytecode writer configuration with defaults (the current
/// version, 6); the caller owns it (mlirBytecodeWriterConfigDestroy).
MLIR_CAPI_EXPORTED MlirBytecodeWriterConfig mlirBytecodeWriterConfigCreate(void);
/// Destroys a configuration made by mlirBytecodeWriterConfigCreate.
MLIR_CAPI_EXPORTED void mlirBytecodeWriterConfigDestroy(MlirBytecodeWriterConfig config);
/// Sets the bytecode version to write (0 to 6).
MLIR_CAPI_EXPORTED void mlirBytecodeWriterConfigDesiredEmitVersion(MlirBytecodeWriterConfig flags,
                                                                   int64_t version);

/*===------------------------------------------------------------------===*
 * Operations
 *===------------------------------------------------------------------===*/

/// Creates a detached operation; the caller owns it until it is inserted in
/// a block. Consumes the state's regions. Null on failure.
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreate(MlirOperationState *state);
/// Parses a single operation; null after emitting diagnostics on failure.
MLIR_CAPI_EXPORTED MlirOperation mlirOperationCreateParse(MlirContext context,
                                                          MlirStringRef sourceStr,
                                                          MlirStringRef sourceName);
/// Deep-copies an operation; the copy is detached and owned by the caller.
MLIR_CAPI_EXPORTED MlirOperation mlirOperationClone(MlirOperation op);
/// Destroys an operation (detaching it first if it is in a block).
MLIR_CAPI_EXPORTED void mlirOperationDestroy(MlirOperation op);
/// Detaches the operation from its block; the caller then owns it.
MLIR_CAPI_EXPORTED void mlirOperationRemoveFromParent(MlirOperation op);
static inline bool mlirOperationIsNull(MlirOperation op) { return !op.ptr; }
MLIR_CAPI_EXPORTED bool mlirOperationEqual(MlirOperation op, MlirOperation other);
MLIR_CAPI_EXPORTED size_t mlirOperationHashValue(MlirOperation op);
MLIR_CAPI_EXPORTED MlirContext mlirOperationGetContext(MlirOperation op);
MLIR_CAPI_EXPORTED MlirLocation mlirOperationGetLocation(MlirOperation op);
MLIR_CAPI_EXPORTED void mlirOperationSetLocation(MlirOperation op, MlirLocation loc);
/// Returns the TypeID of the operation's class; null for unregistered
/// operations.
MLIR_CAPI_EXPORTED MlirTypeID mlirOperationGetTypeID(MlirOperation op);
/// Returns the operation's full name.
MLIR_CAPI_EXPORTED MlirIdentifier mlirOperationGetName(MlirOperation op);
/// Returns the block containing the operation, or null.
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetBlock(MlirOperation op);
/// Returns the operation owning the block containing this one, or null.
MLIR_CAPI_EXPORTED MlirOperation mlirOperationGetParentOperation(MlirOperation op);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumRegions(MlirOperation op);
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetRegion(MlirOperation op, intptr_t pos);
MLIR_CAPI_EXPORTED MlirOperation mlirOperationGetNextInBlock(MlirOperation op);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumOperands(MlirOperation op);
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetOperand(MlirOperation op, intptr_t pos);
MLIR_CAPI_EXPORTED void mlirOperationSetOperand(MlirOperation op, intptr_t pos,
                                                MlirValue newValue);
MLIR_CAPI_EXPORTED void mlirOperationSetOperands(MlirOperation op, intptr_t nOperands,
                                                 MlirValue const *operands);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumResults(MlirOperation op);
MLIR_CAPI_EXPORTED MlirValue mlirOperationGetResult(MlirOperation op, intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumSuccessors(MlirOperation op);
MLIR_CAPI_EXPORTED MlirBlock mlirOperationGetSuccessor(MlirOperation op, intptr_t pos);
MLIR_CAPI_EXPORTED void mlirOperationSetSuccessor(MlirOperation op, intptr_t pos,
                                                  MlirBlock block);
MLIR_CAPI_EXPORTED bool mlirOperationHasInherentAttributeByName(MlirOperation op,
                                                                MlirStringRef name);
MLIR_CAPI_EXPORTED MlirAttribute mlirOperationGetInherentAttributeByName(MlirOperation op,
                                                                         MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirOperationSetInherentAttributeByName(MlirOperation op,
                                                                MlirStringRef name,
                                                                MlirAttribute attr);
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumDiscardableAttributes(MlirOperation op);
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirOperationGetDiscardableAttribute(MlirOperation op,
                                                                           intptr_t pos);
MLIR_CAPI_EXPORTED MlirAttribute mlirOperationGetDiscardableAttributeByName(MlirOperation op,
                                                                            MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirOperationSetDiscardableAttributeByName(MlirOperation op,
                                                                   MlirStringRef name,
                                                                   MlirAttribute attr);
MLIR_CAPI_EXPORTED bool mlirOperationRemoveDiscardableAttributeByName(MlirOperation op,
                                                                      MlirStringRef name);
/// Counts inherent and discardable attributes together.
MLIR_CAPI_EXPORTED intptr_t mlirOperationGetNumAttributes(MlirOperation op);
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirOperationGetAttribute(MlirOperation op, intptr_t pos);
MLIR_CAPI_EXPORTED MlirAttribute mlirOperationGetAttributeByName(MlirOperation op,
                                                                 MlirStringRef name);
MLIR_CAPI_EXPORTED void mlirOperationSetAttributeByName(MlirOperation op, MlirStringRef name,
                                                        MlirAttribute attr);
MLIR_CAPI_EXPORTED bool mlirOperationRemoveAttributeByName(MlirOperation op, MlirStringRef name);
/// Prints the operation (custom form, as upstream's default flags).
MLIR_CAPI_EXPORTED void mlirOperationPrint(MlirOperation op, MlirStringCallback callback,
                                           void *userData);
MLIR_CAPI_EXPORTED void mlirOperationPrintWithFlags(MlirOperation op, MlirOpPrintingFlags flags,
                                                    MlirStringCallback callback, void *userData);
/// Prints the operation with the names and flags of `state` (as
/// mlirOperationPrint when `state` is null).
MLIR_CAPI_EXPORTED void mlirOperationPrintWithState(MlirOperation op, MlirAsmState state,
                                                    MlirStringCallback callback, void *userData);
/// Writes the operation as bytecode (upstream's format, version 6), as one
/// piece passed to `callback`.
MLIR_CAPI_EXPORTED void mlirOperationWriteBytecode(MlirOperation op, MlirStringCallback callback,
                                                   void *userData);
/// Same as mlirOperationWriteBytecode with a configuration; fails (with a
/// diagnostic, and no output) only when the requested version cannot be
/// written.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirOperationWriteBytecodeWithConfig(
    MlirOperation op, MlirBytecodeWriterConfig config, MlirStringCallback callback,
    void *userData);
/// Prints the operation to stderr.
MLIR_CAPI_EXPORTED void mlirOperationDump(MlirOperation op);
/// Verifies the operation and its nested IR; diagnostics go to the handlers.
MLIR_CAPI_EXPORTED bool mlirOperationVerify(MlirOperation op);
MLIR_CAPI_EXPORTED void mlirOperationMoveAfter(MlirOperation op, MlirOperation other);
MLIR_CAPI_EXPORTED void mlirOperationMoveBefore(MlirOperation op, MlirOperation other);
MLIR_CAPI_EXPORTED bool mlirOperationIsBeforeInBlock(MlirOperation op, MlirOperation other);

typedef enum MlirWalkResult {
  MlirWalkResultAdvance,
  MlirWalkResultInterrupt,
  MlirWalkResultSkip
} MlirWalkResult;

typedef enum MlirWalkOrder { MlirWalkPreOrder, MlirWalkPostOrder } MlirWalkOrder;

typedef MlirWalkResult (*MlirOperationWalkCallback)(MlirOperation, void *userData);

/// Walks the operation and everything nested in it.
MLIR_CAPI_EXPORTED void mlirOperationWalk(MlirOperation op, MlirOperationWalkCallback callback,
                                          void *userData, MlirWalkOrder walkOrder);
/// Replaces uses of `of` by `with` among this operation's operands.
MLIR_CAPI_EXPORTED void mlirOperationReplaceUsesOfWith(MlirOperation op, MlirValue of,
                                                       MlirValue with);

/*===------------------------------------------------------------------===*
 * Regions
 *===------------------------------------------------------------------===*/

/// Creates a detached region; the caller owns it.
MLIR_CAPI_EXPORTED MlirRegion mlirRegionCreate(void);
MLIR_CAPI_EXPORTED void mlirRegionDestroy(MlirRegion region);
static inline bool mlirRegionIsNull(MlirRegion region) { return !region.ptr; }
MLIR_CAPI_EXPORTED bool mlirRegionEqual(MlirRegion region, MlirRegion other);
MLIR_CAPI_EXPORTED MlirBlock mlirRegionGetFirstBlock(MlirRegion region);
/// Appends a block; the region takes ownership.
MLIR_CAPI_EXPORTED void mlirRegionAppendOwnedBlock(MlirRegion region, MlirBlock block);
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlock(MlirRegion region, intptr_t pos,
                                                   MlirBlock block);
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockAfter(MlirRegion region, MlirBlock reference,
                                                        MlirBlock block);
MLIR_CAPI_EXPORTED void mlirRegionInsertOwnedBlockBefore(MlirRegion region, MlirBlock reference,
                                                         MlirBlock block);
MLIR_CAPI_EXPORTED MlirRegion mlirOperationGetFirstRegion(MlirOperation op);
MLIR_CAPI_EXPORTED MlirRegion mlirRegionGetNextInOperation(MlirRegion region);
/// Moves all blocks of `source` into `target`, replacing its contents.
MLIR_CAPI_EXPORTED void mlirRegionTakeBody(MlirRegion target, MlirRegion source);

/*===------------------------------------------------------------------===*
 * Blocks
 *===------------------------------------------------------------------===*/

/// Creates a detached block with arguments; the caller owns it.
MLIR_CAPI_EXPORTED MlirBlock mlirBlockCreate(intptr_t nArgs, MlirType const *args,
                                             MlirLocation const *locs);
MLIR_CAPI_EXPORTED void mlirBlockDestroy(MlirBlock block);
/// Detaches the block from its region; the caller then owns it.
MLIR_CAPI_EXPORTED void mlirBlockDetach(MlirBlock block);
static inline bool mlirBlockIsNull(MlirBlock block) { return !block.ptr; }
MLIR_CAPI_EXPORTED bool mlirBlockEqual(MlirBlock block, MlirBlock other);
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetParentOperation(MlirBlock);
MLIR_CAPI_EXPORTED MlirRegion mlirBlockGetParentRegion(MlirBlock block);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockGetNextInRegion(MlirBlock block);
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetFirstOperation(MlirBlock block);
/// Returns the block's terminator, or null if the last op is not one.
MLIR_CAPI_EXPORTED MlirOperation mlirBlockGetTerminator(MlirBlock block);
/// Appends an operation; the block takes ownership.
MLIR_CAPI_EXPORTED void mlirBlockAppendOwnedOperation(MlirBlock block, MlirOperation operation);
MLIR_CAPI_EXPORTED void mlirBlockInsertOwnedOperation(MlirBlock block, intptr_t pos,
                                                      MlirOperation operation);
MLIR_CAPI_EXPORTED void mlirBlockInsertOwnedOperationAfter(MlirBlock block,
                                                           MlirOperation reference,
                                                           MlirOperation operation);
MLIR_CAPI_EXPORTED void mlirBlockInsertOwnedOperationBefore(MlirBlock block,
                                                            MlirOperation reference,
                                                            MlirOperation operation);
MLIR_CAPI_EXPORTED intptr_t mlirBlockGetNumArguments(MlirBlock block);
MLIR_CAPI_EXPORTED MlirValue mlirBlockAddArgument(MlirBlock block, MlirType type,
                                                  MlirLocation loc);
MLIR_CAPI_EXPORTED void mlirBlockEraseArgument(MlirBlock block, unsigned index);
MLIR_CAPI_EXPORTED MlirValue mlirBlockInsertArgument(MlirBlock block, intptr_t pos,
                                                     MlirType type, MlirLocation loc);
MLIR_CAPI_EXPORTED MlirValue mlirBlockGetArgument(MlirBlock block, intptr_t pos);
/// Prints the block (label, arguments and operations).
MLIR_CAPI_EXPORTED void mlirBlockPrint(MlirBlock block, MlirStringCallback callback,
                                       void *userData);
MLIR_CAPI_EXPORTED intptr_t mlirBlockGetNumSuccessors(MlirBlock block);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockGetSuccessor(MlirBlock block, intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t mlirBlockGetNumPredecessors(MlirBlock block);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockGetPredecessor(MlirBlock block, intptr_t pos);

/*===------------------------------------------------------------------===*
 * Values and uses
 *===------------------------------------------------------------------===*/

static inline bool mlirValueIsNull(MlirValue value) { return !value.ptr; }
MLIR_CAPI_EXPORTED bool mlirValueEqual(MlirValue value1, MlirValue value2);
MLIR_CAPI_EXPORTED bool mlirValueIsABlockArgument(MlirValue value);
MLIR_CAPI_EXPORTED bool mlirValueIsAOpResult(MlirValue value);
MLIR_CAPI_EXPORTED MlirBlock mlirBlockArgumentGetOwner(MlirValue value);
MLIR_CAPI_EXPORTED intptr_t mlirBlockArgumentGetArgNumber(MlirValue value);
MLIR_CAPI_EXPORTED void mlirBlockArgumentSetType(MlirValue value, MlirType type);
MLIR_CAPI_EXPORTED void mlirBlockArgumentSetLocation(MlirValue value, MlirLocation loc);
MLIR_CAPI_EXPORTED MlirOperation mlirOpResultGetOwner(MlirValue value);
MLIR_CAPI_EXPORTED intptr_t mlirOpResultGetResultNumber(MlirValue value);
MLIR_CAPI_EXPORTED MlirType mlirValueGetType(MlirValue value);
MLIR_CAPI_EXPORTED void mlirValueSetType(MlirValue value, MlirType type);
MLIR_CAPI_EXPORTED void mlirValueDump(MlirValue value);
/// Prints the value's defining operation (or the argument, for arguments).
MLIR_CAPI_EXPORTED void mlirValuePrint(MlirValue value, MlirStringCallback callback,
                                       void *userData);
/// Prints the value as an operand (`%0`, `%arg1`) with the names of
/// `state`: `<<UNKNOWN SSA VALUE>>` for a value outside its operation.
MLIR_CAPI_EXPORTED void mlirValuePrintAsOperand(MlirValue value, MlirAsmState state,
                                                MlirStringCallback callback, void *userData);
/// Returns the first use (null if none); iterate with mlirOpOperandGetNextUse.
MLIR_CAPI_EXPORTED MlirOpOperand mlirValueGetFirstUse(MlirValue value);
MLIR_CAPI_EXPORTED void mlirValueReplaceAllUsesOfWith(MlirValue of, MlirValue with);
MLIR_CAPI_EXPORTED void mlirValueReplaceAllUsesExcept(MlirValue of, MlirValue with,
                                                      intptr_t numExceptions,
                                                      MlirOperation *exceptions);
MLIR_CAPI_EXPORTED MlirLocation mlirValueGetLocation(MlirValue v);
MLIR_CAPI_EXPORTED MlirContext mlirValueGetContext(MlirValue v);
MLIR_CAPI_EXPORTED bool mlirOpOperandIsNull(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirValue mlirOpOperandGetValue(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirOperation mlirOpOperandGetOwner(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED unsigned mlirOpOperandGetOperandNumber(MlirOpOperand opOperand);
MLIR_CAPI_EXPORTED MlirOpOperand mlirOpOperandGetNextUse(MlirOpOperand opOperand);

/*===------------------------------------------------------------------===*
 * Types
 *===------------------------------------------------------------------===*/

/// Parses a type; null after emitting diagnostics on failure.
MLIR_CAPI_EXPORTED MlirType mlirTypeParseGet(MlirContext context, MlirStringRef type);
MLIR_CAPI_EXPORTED MlirContext mlirTypeGetContext(MlirType type);
MLIR_CAPI_EXPORTED MlirTypeID mlirTypeGetTypeID(MlirType type);
MLIR_CAPI_EXPORTED MlirDialect mlirTypeGetDialect(MlirType type);
static inline bool mlirTypeIsNull(MlirType type) { return !type.ptr; }
MLIR_CAPI_EXPORTED bool mlirTypeEqual(MlirType t1, MlirType t2);
MLIR_CAPI_EXPORTED void mlirTypePrint(MlirType type, MlirStringCallback callback,
                                      void *userData);
MLIR_CAPI_EXPORTED void mlirTypeDump(MlirType type);

/*===------------------------------------------------------------------===*
 * Attributes
 *===------------------------------------------------------------------===*/

/// Parses an attribute; null after emitting diagnostics on failure.
MLIR_CAPI_EXPORTED MlirAttribute mlirAttributeParseGet(MlirContext context, MlirStringRef attr);
MLIR_CAPI_EXPORTED MlirContext mlirAttributeGetContext(MlirAttribute attribute);
/// Returns the attribute's type (none for untyped attributes).
MLIR_CAPI_EXPORTED MlirType mlirAttributeGetType(MlirAttribute attribute);
MLIR_CAPI_EXPORTED MlirTypeID mlirAttributeGetTypeID(MlirAttribute attribute);
MLIR_CAPI_EXPORTED MlirDialect mlirAttributeGetDialect(MlirAttribute attribute);
static inline bool mlirAttributeIsNull(MlirAttribute attr) { return !attr.ptr; }
MLIR_CAPI_EXPORTED bool mlirAttributeEqual(MlirAttribute a1, MlirAttribute a2);
MLIR_CAPI_EXPORTED void mlirAttributePrint(MlirAttribute attr, MlirStringCallback callback,
                                           void *userData);
MLIR_CAPI_EXPORTED void mlirAttributeDump(MlirAttribute attr);
MLIR_CAPI_EXPORTED MlirNamedAttribute mlirNamedAttributeGet(MlirIdentifier name,
                                                            MlirAttribute attr);

/*===------------------------------------------------------------------===*
 * Identifiers
 *===------------------------------------------------------------------===*/

/// Returns the interned identifier for `str` (context-owned).
MLIR_CAPI_EXPORTED MlirIdentifier mlirIdentifierGet(MlirContext context, MlirStringRef str);
MLIR_CAPI_EXPORTED MlirContext mlirIdentifierGetContext(MlirIdentifier);
MLIR_CAPI_EXPORTED bool mlirIdentifierEqual(MlirIdentifier ident, MlirIdentifier other);
MLIR_CAPI_EXPORTED MlirStringRef mlirIdentifierStr(MlirIdentifier ident);

/*===------------------------------------------------------------------===*
 * Symbols and symbol tables
 *===------------------------------------------------------------------===*/

/// Returns the name of the attribute holding a symbol's name (`sym_name`).
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolTableGetSymbolAttributeName(void);
/// Returns the name of the attribute holding a symbol's visibility
/// (`sym_visibility`).
MLIR_CAPI_EXPORTED MlirStringRef mlirSymbolTableGetVisibilityAttributeName(void);
/// Creates a table of the symbols in the body of `operation`; the caller
/// owns it. Null when the operation is not a symbol table.
MLIR_CAPI_EXPORTED MlirSymbolTable mlirSymbolTableCreate(MlirOperation operation);
static inline bool mlirSymbolTableIsNull(MlirSymbolTable symbolTable) {
  return !symbolTable.ptr;
}
/// Destroys a table; the operations it names are untouched.
MLIR_CAPI_EXPORTED void mlirSymbolTableDestroy(MlirSymbolTable symbolTable);
/// Returns the symbol named `name` known to the table, or null.
MLIR_CAPI_EXPORTED MlirOperation mlirSymbolTableLookup(MlirSymbolTable symbolTable,
                                                       MlirStringRef name);
/// Adds a symbol operation to the table, appending it to the table's body
/// (before a terminator) when it has no parent, and renaming it `name_N`
/// when its name is taken. Returns its (possibly new) name attribute.
MLIR_CAPI_EXPORTED MlirAttribute mlirSymbolTableInsert(MlirSymbolTable symbolTable,
                                                       MlirOperation operation);
/// Removes a symbol from the table and destroys the operation.
MLIR_CAPI_EXPORTED void mlirSymbolTableErase(MlirSymbolTable symbolTable,
                                             MlirOperation operation);
/// Renames references to `oldSymbol` (and nested references rooted at it)
/// to `newSymbol` in `from` and the operations nested in it, without
/// entering nested symbol tables.
MLIR_CAPI_EXPORTED MlirLogicalResult mlirSymbolTableReplaceAllSymbolUses(
    MlirStringRef oldSymbol, MlirStringRef newSymbol, MlirOperation from);
/// Calls `callback` for every symbol-table operation in `from` (itself
/// included), nested tables before their parents, with whether all uses of
/// its symbols are known to be visible: `allSymUsesVisible` for `from`,
/// and true below a private or anonymous table or any other operation.
MLIR_CAPI_EXPORTED void mlirSymbolTableWalkSymbolTables(
    MlirOperation from, bool allSymUsesVisible,
    void (*callback)(MlirOperation, bool, void *userData), void *userData);

#ifdef __cplusplus
}
#endif

#endif /* MLIR_C_IR_H */
