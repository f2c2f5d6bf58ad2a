"""ctypes declarations of mlirc's C API: the one place that knows its ABI.

Mirrors the public headers under core/include/mlir-c/ (Support.h, IR.h,
Diagnostics.h, BuiltinTypes.h, BuiltinAttributes.h, AffineExpr.h,
AffineMap.h, IntegerSet.h, Pass.h, Transforms.h, Conversion.h, Rewrite.h
and the mlirc additions under Ext/), which mirror upstream's mlir-c.
Everything else in the package calls the C API through the `CAPI` object
that `_mlir_libs` creates, so a signature changes here and nowhere else.
Depends on nothing but ctypes.

ABI notes (checked natively on x86-64 and in Pyodide 314 / wasm32):
  - Handles are `struct { void *ptr; }` passed and returned by value; each is
    its own Structure class, so passing an MlirType where an MlirAttribute is
    expected raises ctypes.ArgumentError instead of corrupting memory.
  - MlirStringRef.data is declared c_void_p, not c_char_p: c_char_p would
    stop at the first NUL and copy; we read `length` bytes with string_at.
  - MlirLogicalResult ({int8_t value}) is declared c_int8, as a return type
    and as a callback's: both C ABIs we target return a one-int8 struct
    exactly like an int8 (in a register on SysV, as a scalar in the wasm32
    C ABI), and ctypes callbacks cannot return a Structure.
  - Functions are bound on first use (CAPI.__getattr__): importing the
    package costs one dictionary, not a ctypes setup per C function.
"""

import ctypes
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_bool,
    c_char_p,
    c_double,
    c_float,
    c_int,
    c_int8,
    c_int16,
    c_int32,
    c_int64,
    c_size_t,
    c_ssize_t,
    c_uint,
    c_uint8,
    c_uint16,
    c_uint32,
    c_uint64,
    c_void_p,
)

c_intptr_t = c_ssize_t  # intptr_t: same size as a pointer on every target we build


class _Handle(Structure):
    """The layout every handle shares: `struct { void *ptr; }`."""

    _fields_ = [("ptr", c_void_p)]
    __slots__ = ()


def _handle(name):
    """Declares `typedef struct <name> { void *ptr; } <name>;`.

    A subclass of _Handle without _fields_ keeps its layout (ctypes computes
    it once, for _Handle), yet is its own type to argtypes checks.
    """
    return type(name, (_Handle,), {"__slots__": ()})


# Support.h
MlirLlvmThreadPool = _handle("MlirLlvmThreadPool")
MlirTypeID = _handle("MlirTypeID")
MlirTypeIDAllocator = _handle("MlirTypeIDAllocator")

# IR.h
MlirAsmState = _handle("MlirAsmState")
MlirBytecodeWriterConfig = _handle("MlirBytecodeWriterConfig")
MlirContext = _handle("MlirContext")
MlirDialect = _handle("MlirDialect")
MlirDialectRegistry = _handle("MlirDialectRegistry")
MlirDialectHandle = _handle("MlirDialectHandle")
MlirOperation = _handle("MlirOperation")
MlirOpOperand = _handle("MlirOpOperand")
MlirOpPrintingFlags = _handle("MlirOpPrintingFlags")
MlirBlock = _handle("MlirBlock")
MlirRegion = _handle("MlirRegion")
MlirSymbolTable = _handle("MlirSymbolTable")
MlirAttribute = _handle("MlirAttribute")
MlirIdentifier = _handle("MlirIdentifier")
MlirLocation = _handle("MlirLocation")
MlirModule = _handle("MlirModule")
MlirType = _handle("MlirType")
MlirValue = _handle("MlirValue")

# AffineExpr.h, AffineMap.h, IntegerSet.h
MlirAffineExpr = _handle("MlirAffineExpr")
MlirAffineMap = _handle("MlirAffineMap")
MlirIntegerSet = _handle("MlirIntegerSet")

# Diagnostics.h
MlirDiagnostic = _handle("MlirDiagnostic")

# ExecutionEngine.h
MlirExecutionEngine = _handle("MlirExecutionEngine")

# Pass.h
MlirPass = _handle("MlirPass")
MlirExternalPass = _handle("MlirExternalPass")
MlirPassManager = _handle("MlirPassManager")
MlirOpPassManager = _handle("MlirOpPassManager")

# Rewrite.h
MlirRewriterBase = _handle("MlirRewriterBase")
MlirFrozenRewritePatternSet = _handle("MlirFrozenRewritePatternSet")
MlirGreedyRewriteDriverConfig = _handle("MlirGreedyRewriteDriverConfig")
MlirRewritePatternSet = _handle("MlirRewritePatternSet")
MlirPatternRewriter = _handle("MlirPatternRewriter")
MlirRewritePattern = _handle("MlirRewritePattern")

# Ext/DialectConversion.h
MlirConversionTarget = _handle("MlirConversionTarget")
MlirConversionPattern = _handle("MlirConversionPattern")
MlirTypeConverter = _handle("MlirTypeConverter")
MlirConversionPatternRewriter = _handle("MlirConversionPatternRewriter")
MlirConversionConfig = _handle("MlirConversionConfig")
MlirExtTypeConverterResults = _handle("MlirExtTypeConverterResults")


class MlirStringRef(Structure):
    """A borrowed (pointer, length) string; not necessarily NUL-terminated."""

    _fields_ = [("data", c_void_p), ("length", c_size_t)]


class MlirNamedAttribute(Structure):
    _fields_ = [("name", MlirIdentifier), ("attribute", MlirAttribute)]


class MlirOperationState(Structure):
    _fields_ = [
        ("name", MlirStringRef),
        ("location", MlirLocation),
        ("nResults", c_intptr_t),
        ("results", POINTER(MlirType)),
        ("nOperands", c_intptr_t),
        ("operands", POINTER(MlirValue)),
        ("nRegions", c_intptr_t),
        ("regions", POINTER(MlirRegion)),
        ("nSuccessors", c_intptr_t),
        ("successors", POINTER(MlirBlock)),
        ("nAttributes", c_intptr_t),
        ("attributes", POINTER(MlirNamedAttribute)),
        ("enableResultTypeInference", c_bool),
    ]


# Enumerations (C enums are ints) and MlirLogicalResult (see the docstring).
MlirDiagnosticSeverity = c_int
MlirWalkResult = c_int
MlirWalkOrder = c_int
MlirDiagnosticHandlerID = c_uint64
_LR = c_int8

# Callback types.
MlirStringCallback = CFUNCTYPE(None, MlirStringRef, c_void_p)
# Ext/ExecutionEngine.h: a host function called with packed arguments.
MlirExtPackedFunction = CFUNCTYPE(None, POINTER(c_void_p), c_void_p)
MlirDiagnosticHandler = CFUNCTYPE(c_int8, MlirDiagnostic, c_void_p)
MlirDeleteUserData = CFUNCTYPE(None, c_void_p)
MlirOperationWalkCallback = CFUNCTYPE(MlirWalkResult, MlirOperation, c_void_p)
MlirSymbolTableWalkCallback = CFUNCTYPE(None, MlirOperation, c_bool, c_void_p)
MlirAffineMapPopulateResult = CFUNCTYPE(None, c_void_p, c_intptr_t, MlirAffineMap)
# Ext/DialectConversion.h. A materialization returns an MlirValue: declared
# c_void_p, which both C ABIs return exactly as a one-pointer struct (ctypes
# callbacks cannot return a Structure).
MlirConversionTargetLegality = c_int
MlirTypeConverterConversionStatus = c_int
MlirDialectConversionFoldingMode = c_int
MlirConversionTargetLegalityCallback = CFUNCTYPE(MlirConversionTargetLegality, MlirOperation, c_void_p)
MlirExtTypeConverterMultiConversionCallback = CFUNCTYPE(
    MlirTypeConverterConversionStatus, MlirType, MlirExtTypeConverterResults, c_void_p)
MlirExtConversionPatternOneToNCallback = CFUNCTYPE(
    c_int8, MlirConversionPattern, MlirOperation, c_intptr_t, POINTER(c_intptr_t), POINTER(MlirValue),
    MlirConversionPatternRewriter, c_void_p)
MlirTypeConverterMaterializationCallback = CFUNCTYPE(
    c_void_p, MlirRewriterBase, MlirType, c_intptr_t, POINTER(MlirValue), MlirLocation, c_void_p)


class MlirExternalPassCallbacks(Structure):
    _fields_ = [
        ("construct", CFUNCTYPE(None, c_void_p)),
        ("destruct", CFUNCTYPE(None, c_void_p)),
        ("initialize", CFUNCTYPE(c_int8, MlirContext, c_void_p)),
        ("clone", CFUNCTYPE(c_void_p, c_void_p)),
        ("run", CFUNCTYPE(None, MlirOperation, MlirExternalPass, c_void_p)),
    ]


class MlirRewritePatternCallbacks(Structure):
    _fields_ = [
        ("construct", CFUNCTYPE(None, c_void_p)),
        ("destruct", CFUNCTYPE(None, c_void_p)),
        ("matchAndRewrite",
         CFUNCTYPE(c_int8, MlirRewritePattern, MlirOperation, MlirPatternRewriter, c_void_p)),
    ]


class MlirConversionPatternCallbacks(Structure):
    _fields_ = [
        ("construct", CFUNCTYPE(None, c_void_p)),
        ("destruct", CFUNCTYPE(None, c_void_p)),
        ("matchAndRewrite",
         CFUNCTYPE(c_int8, MlirConversionPattern, MlirOperation, c_intptr_t, POINTER(MlirValue),
                   MlirConversionPatternRewriter, c_void_p)),
    ]


def string_ref(value):
    """Returns an MlirStringRef viewing `value` (str or bytes).

    The reference keeps its bytes alive (as `_keep`) so it can be passed to C
    for as long as the MlirStringRef object itself is alive.
    """
    data = value.encode("utf-8") if isinstance(value, str) else bytes(value)
    ref = MlirStringRef(ctypes.cast(c_char_p(data), c_void_p).value, len(data))
    ref._keep = data
    return ref


def string_from_ref(ref):
    """Copies the bytes an MlirStringRef points at (valid only during the call)."""
    if not ref.length:
        return b""
    return ctypes.string_at(ref.data, ref.length)


_H = None  # restype of a function returning void

# (name, restype, argtypes). One row per C function the package may call; the
# rows follow the headers' order. Add a row here before calling a new function.
_S = MlirStringRef
PROTOTYPES = (
    # Support.h
    ("mlirStringRefCreateFromCString", MlirStringRef, (c_char_p,)),
    ("mlirStringRefEqual", c_bool, (_S, _S)),
    ("mlirTypeIDCreate", MlirTypeID, (c_void_p,)),
    ("mlirTypeIDEqual", c_bool, (MlirTypeID, MlirTypeID)),
    ("mlirTypeIDHashValue", c_size_t, (MlirTypeID,)),
    ("mlirTypeIDAllocatorCreate", MlirTypeIDAllocator, ()),
    ("mlirTypeIDAllocatorDestroy", _H, (MlirTypeIDAllocator,)),
    ("mlirTypeIDAllocatorAllocateTypeID", MlirTypeID, (MlirTypeIDAllocator,)),
    # IR.h
    ("mlirContextCreate", MlirContext, ()),
    ("mlirContextCreateWithThreading", MlirContext, (c_bool,)),
    ("mlirContextCreateWithRegistry", MlirContext, (MlirDialectRegistry, c_bool)),
    ("mlirContextEqual", c_bool, (MlirContext, MlirContext)),
    ("mlirContextDestroy", _H, (MlirContext,)),
    ("mlirContextSetAllowUnregisteredDialects", _H, (MlirContext, c_bool)),
    ("mlirContextGetAllowUnregisteredDialects", c_bool, (MlirContext,)),
    ("mlirContextGetNumRegisteredDialects", c_intptr_t, (MlirContext,)),
    ("mlirContextAppendDialectRegistry", _H, (MlirContext, MlirDialectRegistry)),
    ("mlirContextGetNumLoadedDialects", c_intptr_t, (MlirContext,)),
    ("mlirContextGetOrLoadDialect", MlirDialect, (MlirContext, _S)),
    ("mlirContextEnableMultithreading", _H, (MlirContext, c_bool)),
    ("mlirContextLoadAllAvailableDialects", _H, (MlirContext,)),
    ("mlirContextIsRegisteredOperation", c_bool, (MlirContext, _S)),
    ("mlirContextGetNumThreads", c_uint, (MlirContext,)),
    ("mlirDialectGetContext", MlirContext, (MlirDialect,)),
    ("mlirDialectEqual", c_bool, (MlirDialect, MlirDialect)),
    ("mlirDialectGetNamespace", _S, (MlirDialect,)),
    ("mlirDialectHandleGetNamespace", MlirStringRef, (MlirDialectHandle,)),
    ("mlirDialectHandleInsertDialect", _H, (MlirDialectHandle, MlirDialectRegistry)),
    ("mlirDialectHandleRegisterDialect", _H, (MlirDialectHandle, MlirContext)),
    ("mlirDialectHandleLoadDialect", MlirDialect, (MlirDialectHandle, MlirContext)),
    ("mlirDialectRegistryCreate", MlirDialectRegistry, ()),
    ("mlirDialectRegistryDestroy", _H, (MlirDialectRegistry,)),
    ("mlirLocationGetAttribute", MlirAttribute, (MlirLocation,)),
    ("mlirLocationFromAttribute", MlirLocation, (MlirAttribute,)),
    ("mlirLocationFileLineColGet", MlirLocation, (MlirContext, _S, c_uint, c_uint)),
    ("mlirLocationFileLineColRangeGet", MlirLocation, (MlirContext, _S, c_uint, c_uint, c_uint, c_uint)),
    ("mlirLocationFileLineColRangeGetFilename", MlirIdentifier, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetStartLine", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetStartColumn", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetEndLine", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetEndColumn", c_int, (MlirLocation,)),
    ("mlirLocationIsAFileLineColRange", c_bool, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetTypeID", MlirTypeID, ()),
    ("mlirLocationCallSiteGet", MlirLocation, (MlirLocation, MlirLocation)),
    ("mlirLocationCallSiteGetCallee", MlirLocation, (MlirLocation,)),
    ("mlirLocationCallSiteGetCaller", MlirLocation, (MlirLocation,)),
    ("mlirLocationIsACallSite", c_bool, (MlirLocation,)),
    ("mlirLocationCallSiteGetTypeID", MlirTypeID, ()),
    ("mlirLocationFusedGet", MlirLocation, (MlirContext, c_intptr_t, POINTER(MlirLocation), MlirAttribute)),
    ("mlirLocationFusedGetNumLocations", c_uint, (MlirLocation,)),
    ("mlirLocationFusedGetLocations", _H, (MlirLocation, POINTER(MlirLocation))),
    ("mlirLocationFusedGetMetadata", MlirAttribute, (MlirLocation,)),
    ("mlirLocationIsAFused", c_bool, (MlirLocation,)),
    ("mlirLocationFusedGetTypeID", MlirTypeID, ()),
    ("mlirLocationNameGet", MlirLocation, (MlirContext, _S, MlirLocation)),
    ("mlirLocationNameGetName", MlirIdentifier, (MlirLocation,)),
    ("mlirLocationNameGetChildLoc", MlirLocation, (MlirLocation,)),
    ("mlirLocationIsAName", c_bool, (MlirLocation,)),
    ("mlirLocationNameGetTypeID", MlirTypeID, ()),
    ("mlirLocationUnknownGet", MlirLocation, (MlirContext,)),
    ("mlirLocationGetContext", MlirContext, (MlirLocation,)),
    ("mlirLocationEqual", c_bool, (MlirLocation, MlirLocation)),
    ("mlirLocationPrint", _H, (MlirLocation, MlirStringCallback, c_void_p)),
    ("mlirModuleCreateEmpty", MlirModule, (MlirLocation,)),
    ("mlirModuleCreateParse", MlirModule, (MlirContext, _S)),
    ("mlirModuleCreateParseFromFile", MlirModule, (MlirContext, _S)),
    ("mlirModuleGetContext", MlirContext, (MlirModule,)),
    ("mlirModuleGetBody", MlirBlock, (MlirModule,)),
    ("mlirModuleDestroy", _H, (MlirModule,)),
    ("mlirModuleGetOperation", MlirOperation, (MlirModule,)),
    ("mlirModuleFromOperation", MlirModule, (MlirOperation,)),
    ("mlirModuleEqual", c_bool, (MlirModule, MlirModule)),
    ("mlirModuleHashValue", c_size_t, (MlirModule,)),
    ("mlirOperationStateGet", MlirOperationState, (_S, MlirLocation)),
    ("mlirOperationStateAddResults", _H, (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirType))),
    ("mlirOperationStateAddOperands", _H, (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirValue))),
    ("mlirOperationStateAddOwnedRegions", _H, (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirRegion))),
    ("mlirOperationStateAddSuccessors", _H, (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirBlock))),
    ("mlirOperationStateAddAttributes", _H, (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirNamedAttribute))),
    ("mlirOperationStateEnableResultTypeInference", _H, (POINTER(MlirOperationState),)),
    ("mlirAsmStateCreateForOperation", MlirAsmState, (MlirOperation, MlirOpPrintingFlags)),
    ("mlirAsmStateCreateForValue", MlirAsmState, (MlirValue, MlirOpPrintingFlags)),
    ("mlirAsmStateDestroy", _H, (MlirAsmState,)),
    ("mlirOpPrintingFlagsCreate", MlirOpPrintingFlags, ()),
    ("mlirOpPrintingFlagsDestroy", _H, (MlirOpPrintingFlags,)),
    ("mlirOpPrintingFlagsElideLargeElementsAttrs", _H, (MlirOpPrintingFlags, c_intptr_t)),
    ("mlirOpPrintingFlagsElideLargeResourceString", _H, (MlirOpPrintingFlags, c_intptr_t)),
    ("mlirOpPrintingFlagsEnableDebugInfo", _H, (MlirOpPrintingFlags, c_bool, c_bool)),
    ("mlirOpPrintingFlagsPrintGenericOpForm", _H, (MlirOpPrintingFlags,)),
    ("mlirOpPrintingFlagsPrintNameLocAsPrefix", _H, (MlirOpPrintingFlags,)),
    ("mlirOpPrintingFlagsUseLocalScope", _H, (MlirOpPrintingFlags,)),
    ("mlirOpPrintingFlagsAssumeVerified", _H, (MlirOpPrintingFlags,)),
    ("mlirOpPrintingFlagsSkipRegions", _H, (MlirOpPrintingFlags,)),
    ("mlirBytecodeWriterConfigCreate", MlirBytecodeWriterConfig, ()),
    ("mlirBytecodeWriterConfigDestroy", _H, (MlirBytecodeWriterConfig,)),
    ("mlirBytecodeWriterConfigDesiredEmitVersion", _H, (MlirBytecodeWriterConfig, c_int64)),
    ("mlirOperationCreate", MlirOperation, (POINTER(MlirOperationState),)),
    ("mlirOperationCreateParse", MlirOperation, (MlirContext, _S, _S)),
    ("mlirOperationClone", MlirOperation, (MlirOperation,)),
    ("mlirOperationDestroy", _H, (MlirOperation,)),
    ("mlirOperationRemoveFromParent", _H, (MlirOperation,)),
    ("mlirOperationEqual", c_bool, (MlirOperation, MlirOperation)),
    ("mlirOperationHashValue", c_size_t, (MlirOperation,)),
    ("mlirOperationGetContext", MlirContext, (MlirOperation,)),
    ("mlirOperationGetLocation", MlirLocation, (MlirOperation,)),
    ("mlirOperationSetLocation", _H, (MlirOperation, MlirLocation)),
    ("mlirOperationGetTypeID", MlirTypeID, (MlirOperation,)),
    ("mlirOperationGetName", MlirIdentifier, (MlirOperation,)),
    ("mlirOperationGetBlock", MlirBlock, (MlirOperation,)),
    ("mlirOperationGetParentOperation", MlirOperation, (MlirOperation,)),
    ("mlirOperationGetNumRegions", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetRegion", MlirRegion, (MlirOperation, c_intptr_t)),
    ("mlirOperationGetNextInBlock", MlirOperation, (MlirOperation,)),
    ("mlirOperationGetNumOperands", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetOperand", MlirValue, (MlirOperation, c_intptr_t)),
    ("mlirOperationSetOperand", _H, (MlirOperation, c_intptr_t, MlirValue)),
    ("mlirOperationSetOperands", _H, (MlirOperation, c_intptr_t, POINTER(MlirValue))),
    ("mlirOperationGetNumResults", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetResult", MlirValue, (MlirOperation, c_intptr_t)),
    ("mlirOperationGetNumSuccessors", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetSuccessor", MlirBlock, (MlirOperation, c_intptr_t)),
    ("mlirOperationSetSuccessor", _H, (MlirOperation, c_intptr_t, MlirBlock)),
    ("mlirOperationHasInherentAttributeByName", c_bool, (MlirOperation, _S)),
    ("mlirOperationGetInherentAttributeByName", MlirAttribute, (MlirOperation, _S)),
    ("mlirOperationSetInherentAttributeByName", _H, (MlirOperation, _S, MlirAttribute)),
    ("mlirOperationGetNumDiscardableAttributes", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetDiscardableAttribute", MlirNamedAttribute, (MlirOperation, c_intptr_t)),
    ("mlirOperationGetDiscardableAttributeByName", MlirAttribute, (MlirOperation, _S)),
    ("mlirOperationSetDiscardableAttributeByName", _H, (MlirOperation, _S, MlirAttribute)),
    ("mlirOperationRemoveDiscardableAttributeByName", c_bool, (MlirOperation, _S)),
    ("mlirOperationGetNumAttributes", c_intptr_t, (MlirOperation,)),
    ("mlirOperationGetAttribute", MlirNamedAttribute, (MlirOperation, c_intptr_t)),
    ("mlirOperationGetAttributeByName", MlirAttribute, (MlirOperation, _S)),
    ("mlirOperationSetAttributeByName", _H, (MlirOperation, _S, MlirAttribute)),
    ("mlirOperationRemoveAttributeByName", c_bool, (MlirOperation, _S)),
    ("mlirOperationPrint", _H, (MlirOperation, MlirStringCallback, c_void_p)),
    ("mlirOperationPrintWithFlags", _H, (MlirOperation, MlirOpPrintingFlags, MlirStringCallback, c_void_p)),
    ("mlirOperationPrintWithState", _H, (MlirOperation, MlirAsmState, MlirStringCallback, c_void_p)),
    ("mlirOperationWriteBytecode", _H, (MlirOperation, MlirStringCallback, c_void_p)),
    ("mlirOperationWriteBytecodeWithConfig", _LR, (MlirOperation, MlirBytecodeWriterConfig, MlirStringCallback, c_void_p)),
    ("mlirOperationDump", _H, (MlirOperation,)),
    ("mlirOperationVerify", c_bool, (MlirOperation,)),
    ("mlirOperationMoveAfter", _H, (MlirOperation, MlirOperation)),
    ("mlirOperationMoveBefore", _H, (MlirOperation, MlirOperation)),
    ("mlirOperationIsBeforeInBlock", c_bool, (MlirOperation, MlirOperation)),
    ("mlirOperationWalk", _H, (MlirOperation, MlirOperationWalkCallback, c_void_p, MlirWalkOrder)),
    ("mlirOperationReplaceUsesOfWith", _H, (MlirOperation, MlirValue, MlirValue)),
    ("mlirRegionCreate", MlirRegion, ()),
    ("mlirRegionDestroy", _H, (MlirRegion,)),
    ("mlirRegionEqual", c_bool, (MlirRegion, MlirRegion)),
    ("mlirRegionGetFirstBlock", MlirBlock, (MlirRegion,)),
    ("mlirRegionAppendOwnedBlock", _H, (MlirRegion, MlirBlock)),
    ("mlirRegionInsertOwnedBlock", _H, (MlirRegion, c_intptr_t, MlirBlock)),
    ("mlirRegionInsertOwnedBlockAfter", _H, (MlirRegion, MlirBlock, MlirBlock)),
    ("mlirRegionInsertOwnedBlockBefore", _H, (MlirRegion, MlirBlock, MlirBlock)),
    ("mlirOperationGetFirstRegion", MlirRegion, (MlirOperation,)),
    ("mlirRegionGetNextInOperation", MlirRegion, (MlirRegion,)),
    ("mlirRegionTakeBody", _H, (MlirRegion, MlirRegion)),
    ("mlirBlockCreate", MlirBlock, (c_intptr_t, POINTER(MlirType), POINTER(MlirLocation))),
    ("mlirBlockDestroy", _H, (MlirBlock,)),
    ("mlirBlockDetach", _H, (MlirBlock,)),
    ("mlirBlockEqual", c_bool, (MlirBlock, MlirBlock)),
    ("mlirBlockGetParentOperation", MlirOperation, (MlirBlock,)),
    ("mlirBlockGetParentRegion", MlirRegion, (MlirBlock,)),
    ("mlirBlockGetNextInRegion", MlirBlock, (MlirBlock,)),
    ("mlirBlockGetFirstOperation", MlirOperation, (MlirBlock,)),
    ("mlirBlockGetTerminator", MlirOperation, (MlirBlock,)),
    ("mlirBlockAppendOwnedOperation", _H, (MlirBlock, MlirOperation)),
    ("mlirBlockInsertOwnedOperation", _H, (MlirBlock, c_intptr_t, MlirOperation)),
    ("mlirBlockInsertOwnedOperationAfter", _H, (MlirBlock, MlirOperation, MlirOperation)),
    ("mlirBlockInsertOwnedOperationBefore", _H, (MlirBlock, MlirOperation, MlirOperation)),
    ("mlirBlockGetNumArguments", c_intptr_t, (MlirBlock,)),
    ("mlirBlockAddArgument", MlirValue, (MlirBlock, MlirType, MlirLocation)),
    ("mlirBlockEraseArgument", _H, (MlirBlock, c_uint)),
    ("mlirBlockInsertArgument", MlirValue, (MlirBlock, c_intptr_t, MlirType, MlirLocation)),
    ("mlirBlockGetArgument", MlirValue, (MlirBlock, c_intptr_t)),
    ("mlirBlockPrint", _H, (MlirBlock, MlirStringCallback, c_void_p)),
    ("mlirBlockGetNumSuccessors", c_intptr_t, (MlirBlock,)),
    ("mlirBlockGetSuccessor", MlirBlock, (MlirBlock, c_intptr_t)),
    ("mlirBlockGetNumPredecessors", c_intptr_t, (MlirBlock,)),
    ("mlirBlockGetPredecessor", MlirBlock, (MlirBlock, c_intptr_t)),
    ("mlirValueEqual", c_bool, (MlirValue, MlirValue)),
    ("mlirValueIsABlockArgument", c_bool, (MlirValue,)),
    ("mlirValueIsAOpResult", c_bool, (MlirValue,)),
    ("mlirBlockArgumentGetOwner", MlirBlock, (MlirValue,)),
    ("mlirBlockArgumentGetArgNumber", c_intptr_t, (MlirValue,)),
    ("mlirBlockArgumentSetType", _H, (MlirValue, MlirType)),
    ("mlirBlockArgumentSetLocation", _H, (MlirValue, MlirLocation)),
    ("mlirOpResultGetOwner", MlirOperation, (MlirValue,)),
    ("mlirOpResultGetResultNumber", c_intptr_t, (MlirValue,)),
    ("mlirValueGetType", MlirType, (MlirValue,)),
    ("mlirValueSetType", _H, (MlirValue, MlirType)),
    ("mlirValueDump", _H, (MlirValue,)),
    ("mlirValuePrint", _H, (MlirValue, MlirStringCallback, c_void_p)),
    ("mlirValuePrintAsOperand", _H, (MlirValue, MlirAsmState, MlirStringCallback, c_void_p)),
    ("mlirValueGetFirstUse", MlirOpOperand, (MlirValue,)),
    ("mlirValueReplaceAllUsesOfWith", _H, (MlirValue, MlirValue)),
    ("mlirValueReplaceAllUsesExcept", _H, (MlirValue, MlirValue, c_intptr_t, POINTER(MlirOperation))),
    ("mlirValueGetLocation", MlirLocation, (MlirValue,)),
    ("mlirValueGetContext", MlirContext, (MlirValue,)),
    ("mlirOpOperandIsNull", c_bool, (MlirOpOperand,)),
    ("mlirOpOperandGetValue", MlirValue, (MlirOpOperand,)),
    ("mlirOpOperandGetOwner", MlirOperation, (MlirOpOperand,)),
    ("mlirOpOperandGetOperandNumber", c_uint, (MlirOpOperand,)),
    ("mlirOpOperandGetNextUse", MlirOpOperand, (MlirOpOperand,)),
    ("mlirTypeParseGet", MlirType, (MlirContext, _S)),
    ("mlirTypeGetContext", MlirContext, (MlirType,)),
    ("mlirTypeGetTypeID", MlirTypeID, (MlirType,)),
    ("mlirTypeGetDialect", MlirDialect, (MlirType,)),
    ("mlirTypeEqual", c_bool, (MlirType, MlirType)),
    ("mlirTypePrint", _H, (MlirType, MlirStringCallback, c_void_p)),
    ("mlirTypeDump", _H, (MlirType,)),
    ("mlirAttributeParseGet", MlirAttribute, (MlirContext, _S)),
    ("mlirAttributeGetContext", MlirContext, (MlirAttribute,)),
    ("mlirAttributeGetType", MlirType, (MlirAttribute,)),
    ("mlirAttributeGetTypeID", MlirTypeID, (MlirAttribute,)),
    ("mlirAttributeGetDialect", MlirDialect, (MlirAttribute,)),
    ("mlirAttributeEqual", c_bool, (MlirAttribute, MlirAttribute)),
    ("mlirAttributePrint", _H, (MlirAttribute, MlirStringCallback, c_void_p)),
    ("mlirAttributeDump", _H, (MlirAttribute,)),
    ("mlirNamedAttributeGet", MlirNamedAttribute, (MlirIdentifier, MlirAttribute)),
    ("mlirIdentifierGet", MlirIdentifier, (MlirContext, _S)),
    ("mlirIdentifierGetContext", MlirContext, (MlirIdentifier,)),
    ("mlirIdentifierEqual", c_bool, (MlirIdentifier, MlirIdentifier)),
    ("mlirIdentifierStr", _S, (MlirIdentifier,)),
    ("mlirSymbolTableGetSymbolAttributeName", _S, ()),
    ("mlirSymbolTableGetVisibilityAttributeName", _S, ()),
    ("mlirSymbolTableCreate", MlirSymbolTable, (MlirOperation,)),
    ("mlirSymbolTableDestroy", _H, (MlirSymbolTable,)),
    ("mlirSymbolTableLookup", MlirOperation, (MlirSymbolTable, _S)),
    ("mlirSymbolTableInsert", MlirAttribute, (MlirSymbolTable, MlirOperation)),
    ("mlirSymbolTableErase", _H, (MlirSymbolTable, MlirOperation)),
    ("mlirSymbolTableReplaceAllSymbolUses", _LR, (_S, _S, MlirOperation)),
    ("mlirSymbolTableWalkSymbolTables", _H, (MlirOperation, c_bool, MlirSymbolTableWalkCallback, c_void_p)),
    # Diagnostics.h
    ("mlirDiagnosticPrint", _H, (MlirDiagnostic, MlirStringCallback, c_void_p)),
    ("mlirDiagnosticGetLocation", MlirLocation, (MlirDiagnostic,)),
    ("mlirDiagnosticGetSeverity", MlirDiagnosticSeverity, (MlirDiagnostic,)),
    ("mlirDiagnosticGetNumNotes", c_intptr_t, (MlirDiagnostic,)),
    ("mlirDiagnosticGetNote", MlirDiagnostic, (MlirDiagnostic, c_intptr_t)),
    ("mlirContextAttachDiagnosticHandler", MlirDiagnosticHandlerID, (MlirContext, MlirDiagnosticHandler, c_void_p, MlirDeleteUserData)),
    ("mlirContextDetachDiagnosticHandler", _H, (MlirContext, MlirDiagnosticHandlerID)),
    ("mlirEmitError", _H, (MlirLocation, c_char_p)),
    # RegisterEverything.h
    ("mlirRegisterAllDialects", _H, (MlirDialectRegistry,)),
    ("mlirRegisterAllPasses", _H, ()),
    # BuiltinTypes.h
    ("mlirIntegerTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAInteger", c_bool, (MlirType,)),
    ("mlirIntegerTypeGet", MlirType, (MlirContext, c_uint)),
    ("mlirIntegerTypeGetName", _S, ()),
    ("mlirIntegerTypeSignedGet", MlirType, (MlirContext, c_uint)),
    ("mlirIntegerTypeUnsignedGet", MlirType, (MlirContext, c_uint)),
    ("mlirIntegerTypeGetWidth", c_uint, (MlirType,)),
    ("mlirIntegerTypeIsSignless", c_bool, (MlirType,)),
    ("mlirIntegerTypeIsSigned", c_bool, (MlirType,)),
    ("mlirIntegerTypeIsUnsigned", c_bool, (MlirType,)),
    ("mlirIndexTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAIndex", c_bool, (MlirType,)),
    ("mlirIndexTypeGet", MlirType, (MlirContext,)),
    ("mlirIndexTypeGetName", _S, ()),
    ("mlirTypeIsAFloat", c_bool, (MlirType,)),
    ("mlirFloatTypeGetWidth", c_uint, (MlirType,)),
    ("mlirFloat4E2M1FNTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat4E2M1FN", c_bool, (MlirType,)),
    ("mlirFloat4E2M1FNTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat4E2M1FNTypeGetName", _S, ()),
    ("mlirFloat6E2M3FNTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat6E2M3FN", c_bool, (MlirType,)),
    ("mlirFloat6E2M3FNTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat6E2M3FNTypeGetName", _S, ()),
    ("mlirFloat6E3M2FNTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat6E3M2FN", c_bool, (MlirType,)),
    ("mlirFloat6E3M2FNTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat6E3M2FNTypeGetName", _S, ()),
    ("mlirFloat8E5M2TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E5M2", c_bool, (MlirType,)),
    ("mlirFloat8E5M2TypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E5M2TypeGetName", _S, ()),
    ("mlirFloat8E4M3TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E4M3", c_bool, (MlirType,)),
    ("mlirFloat8E4M3TypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E4M3TypeGetName", _S, ()),
    ("mlirFloat8E4M3FNTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E4M3FN", c_bool, (MlirType,)),
    ("mlirFloat8E4M3FNTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E4M3FNTypeGetName", _S, ()),
    ("mlirFloat8E5M2FNUZTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E5M2FNUZ", c_bool, (MlirType,)),
    ("mlirFloat8E5M2FNUZTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E5M2FNUZTypeGetName", _S, ()),
    ("mlirFloat8E4M3FNUZTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E4M3FNUZ", c_bool, (MlirType,)),
    ("mlirFloat8E4M3FNUZTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E4M3FNUZTypeGetName", _S, ()),
    ("mlirFloat8E4M3B11FNUZTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E4M3B11FNUZ", c_bool, (MlirType,)),
    ("mlirFloat8E4M3B11FNUZTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E4M3B11FNUZTypeGetName", _S, ()),
    ("mlirFloat8E3M4TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E3M4", c_bool, (MlirType,)),
    ("mlirFloat8E3M4TypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E3M4TypeGetName", _S, ()),
    ("mlirFloat8E8M0FNUTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFloat8E8M0FNU", c_bool, (MlirType,)),
    ("mlirFloat8E8M0FNUTypeGet", MlirType, (MlirContext,)),
    ("mlirFloat8E8M0FNUTypeGetName", _S, ()),
    ("mlirBFloat16TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsABF16", c_bool, (MlirType,)),
    ("mlirBF16TypeGet", MlirType, (MlirContext,)),
    ("mlirBF16TypeGetName", _S, ()),
    ("mlirFloat16TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAF16", c_bool, (MlirType,)),
    ("mlirF16TypeGet", MlirType, (MlirContext,)),
    ("mlirF16TypeGetName", _S, ()),
    ("mlirFloat32TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAF32", c_bool, (MlirType,)),
    ("mlirF32TypeGet", MlirType, (MlirContext,)),
    ("mlirF32TypeGetName", _S, ()),
    ("mlirFloat64TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAF64", c_bool, (MlirType,)),
    ("mlirF64TypeGet", MlirType, (MlirContext,)),
    ("mlirF64TypeGetName", _S, ()),
    ("mlirFloatTF32TypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsATF32", c_bool, (MlirType,)),
    ("mlirTF32TypeGet", MlirType, (MlirContext,)),
    ("mlirTF32TypeGetName", _S, ()),
    ("mlirNoneTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsANone", c_bool, (MlirType,)),
    ("mlirNoneTypeGet", MlirType, (MlirContext,)),
    ("mlirNoneTypeGetName", _S, ()),
    ("mlirComplexTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAComplex", c_bool, (MlirType,)),
    ("mlirComplexTypeGet", MlirType, (MlirType,)),
    ("mlirComplexTypeGetName", _S, ()),
    ("mlirComplexTypeGetElementType", MlirType, (MlirType,)),
    ("mlirTypeIsAShaped", c_bool, (MlirType,)),
    ("mlirShapedTypeGetElementType", MlirType, (MlirType,)),
    ("mlirShapedTypeHasRank", c_bool, (MlirType,)),
    ("mlirShapedTypeGetRank", c_int64, (MlirType,)),
    ("mlirShapedTypeHasStaticShape", c_bool, (MlirType,)),
    ("mlirShapedTypeIsDynamicDim", c_bool, (MlirType, c_intptr_t)),
    ("mlirShapedTypeIsStaticDim", c_bool, (MlirType, c_intptr_t)),
    ("mlirShapedTypeGetDimSize", c_int64, (MlirType, c_intptr_t)),
    ("mlirShapedTypeIsDynamicSize", c_bool, (c_int64,)),
    ("mlirShapedTypeIsStaticSize", c_bool, (c_int64,)),
    ("mlirShapedTypeGetDynamicSize", c_int64, ()),
    ("mlirShapedTypeIsDynamicStrideOrOffset", c_bool, (c_int64,)),
    ("mlirShapedTypeIsStaticStrideOrOffset", c_bool, (c_int64,)),
    ("mlirShapedTypeGetDynamicStrideOrOffset", c_int64, ()),
    ("mlirVectorTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAVector", c_bool, (MlirType,)),
    ("mlirVectorTypeGet", MlirType, (c_intptr_t, POINTER(c_int64), MlirType)),
    ("mlirVectorTypeGetName", _S, ()),
    ("mlirVectorTypeGetChecked", MlirType, (MlirLocation, c_intptr_t, POINTER(c_int64), MlirType)),
    ("mlirVectorTypeGetScalable", MlirType, (c_intptr_t, POINTER(c_int64), POINTER(c_bool), MlirType)),
    ("mlirVectorTypeGetScalableChecked", MlirType, (MlirLocation, c_intptr_t, POINTER(c_int64), POINTER(c_bool), MlirType)),
    ("mlirVectorTypeIsScalable", c_bool, (MlirType,)),
    ("mlirVectorTypeIsDimScalable", c_bool, (MlirType, c_intptr_t)),
    ("mlirTypeIsATensor", c_bool, (MlirType,)),
    ("mlirRankedTensorTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsARankedTensor", c_bool, (MlirType,)),
    ("mlirUnrankedTensorTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAUnrankedTensor", c_bool, (MlirType,)),
    ("mlirRankedTensorTypeGet", MlirType, (c_intptr_t, POINTER(c_int64), MlirType, MlirAttribute)),
    ("mlirRankedTensorTypeGetName", _S, ()),
    ("mlirRankedTensorTypeGetChecked", MlirType, (MlirLocation, c_intptr_t, POINTER(c_int64), MlirType, MlirAttribute)),
    ("mlirRankedTensorTypeGetEncoding", MlirAttribute, (MlirType,)),
    ("mlirUnrankedTensorTypeGet", MlirType, (MlirType,)),
    ("mlirUnrankedTensorTypeGetName", _S, ()),
    ("mlirUnrankedTensorTypeGetChecked", MlirType, (MlirLocation, MlirType)),
    ("mlirMemRefTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAMemRef", c_bool, (MlirType,)),
    ("mlirUnrankedMemRefTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAUnrankedMemRef", c_bool, (MlirType,)),
    ("mlirMemRefTypeGet", MlirType, (MlirType, c_intptr_t, POINTER(c_int64), MlirAttribute, MlirAttribute)),
    ("mlirMemRefTypeGetName", _S, ()),
    ("mlirMemRefTypeGetChecked", MlirType, (MlirLocation, MlirType, c_intptr_t, POINTER(c_int64), MlirAttribute, MlirAttribute)),
    ("mlirMemRefTypeContiguousGet", MlirType, (MlirType, c_intptr_t, POINTER(c_int64), MlirAttribute)),
    ("mlirMemRefTypeContiguousGetChecked", MlirType, (MlirLocation, MlirType, c_intptr_t, POINTER(c_int64), MlirAttribute)),
    ("mlirUnrankedMemRefTypeGet", MlirType, (MlirType, MlirAttribute)),
    ("mlirUnrankedMemRefTypeGetName", _S, ()),
    ("mlirUnrankedMemRefTypeGetChecked", MlirType, (MlirLocation, MlirType, MlirAttribute)),
    ("mlirMemRefTypeGetLayout", MlirAttribute, (MlirType,)),
    ("mlirMemRefTypeGetAffineMap", MlirAffineMap, (MlirType,)),
    ("mlirMemRefTypeGetStridesAndOffset", _LR, (MlirType, POINTER(c_int64), POINTER(c_int64))),
    ("mlirMemRefTypeGetMemorySpace", MlirAttribute, (MlirType,)),
    ("mlirUnrankedMemrefGetMemorySpace", MlirAttribute, (MlirType,)),
    ("mlirTupleTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsATuple", c_bool, (MlirType,)),
    ("mlirTupleTypeGet", MlirType, (MlirContext, c_intptr_t, POINTER(MlirType))),
    ("mlirTupleTypeGetName", _S, ()),
    ("mlirTupleTypeGetNumTypes", c_intptr_t, (MlirType,)),
    ("mlirTupleTypeGetType", MlirType, (MlirType, c_intptr_t)),
    ("mlirFunctionTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAFunction", c_bool, (MlirType,)),
    ("mlirFunctionTypeGet", MlirType, (MlirContext, c_intptr_t, POINTER(MlirType), c_intptr_t, POINTER(MlirType))),
    ("mlirFunctionTypeGetName", _S, ()),
    ("mlirFunctionTypeGetNumInputs", c_intptr_t, (MlirType,)),
    ("mlirFunctionTypeGetNumResults", c_intptr_t, (MlirType,)),
    ("mlirFunctionTypeGetInput", MlirType, (MlirType, c_intptr_t)),
    ("mlirFunctionTypeGetResult", MlirType, (MlirType, c_intptr_t)),
    ("mlirOpaqueTypeGetTypeID", MlirTypeID, ()),
    ("mlirTypeIsAOpaque", c_bool, (MlirType,)),
    ("mlirOpaqueTypeGet", MlirType, (MlirContext, _S, _S)),
    ("mlirOpaqueTypeGetName", _S, ()),
    ("mlirOpaqueTypeGetDialectNamespace", _S, (MlirType,)),
    ("mlirOpaqueTypeGetData", _S, (MlirType,)),
    # BuiltinAttributes.h
    ("mlirAttributeGetNull", MlirAttribute, ()),
    ("mlirAttributeIsALocation", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsAAffineMap", c_bool, (MlirAttribute,)),
    ("mlirAffineMapAttrGet", MlirAttribute, (MlirAffineMap,)),
    ("mlirAffineMapAttrGetName", _S, ()),
    ("mlirAffineMapAttrGetValue", MlirAffineMap, (MlirAttribute,)),
    ("mlirAffineMapAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAArray", c_bool, (MlirAttribute,)),
    ("mlirArrayAttrGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(MlirAttribute))),
    ("mlirArrayAttrGetName", _S, ()),
    ("mlirArrayAttrGetNumElements", c_intptr_t, (MlirAttribute,)),
    ("mlirArrayAttrGetElement", MlirAttribute, (MlirAttribute, c_intptr_t)),
    ("mlirArrayAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsADictionary", c_bool, (MlirAttribute,)),
    ("mlirDictionaryAttrGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(MlirNamedAttribute))),
    ("mlirDictionaryAttrGetName", _S, ()),
    ("mlirDictionaryAttrGetNumElements", c_intptr_t, (MlirAttribute,)),
    ("mlirDictionaryAttrGetElement", MlirNamedAttribute, (MlirAttribute, c_intptr_t)),
    ("mlirDictionaryAttrGetElementByName", MlirAttribute, (MlirAttribute, _S)),
    ("mlirDictionaryAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAFloat", c_bool, (MlirAttribute,)),
    ("mlirFloatAttrGetName", _S, ()),
    ("mlirFloatAttrDoubleGet", MlirAttribute, (MlirContext, MlirType, c_double)),
    ("mlirFloatAttrDoubleGetChecked", MlirAttribute, (MlirLocation, MlirType, c_double)),
    ("mlirFloatAttrGetValueDouble", c_double, (MlirAttribute,)),
    ("mlirFloatAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAInteger", c_bool, (MlirAttribute,)),
    ("mlirIntegerAttrGet", MlirAttribute, (MlirType, c_int64)),
    ("mlirIntegerAttrGetName", _S, ()),
    ("mlirIntegerAttrGetValueInt", c_int64, (MlirAttribute,)),
    ("mlirIntegerAttrGetValueSInt", c_int64, (MlirAttribute,)),
    ("mlirIntegerAttrGetValueUInt", c_uint64, (MlirAttribute,)),
    ("mlirIntegerAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsABool", c_bool, (MlirAttribute,)),
    ("mlirBoolAttrGet", MlirAttribute, (MlirContext, c_int)),
    ("mlirBoolAttrGetValue", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsAOpaque", c_bool, (MlirAttribute,)),
    ("mlirOpaqueAttrGet", MlirAttribute, (MlirContext, _S, c_intptr_t, c_char_p, MlirType)),
    ("mlirOpaqueAttrGetName", _S, ()),
    ("mlirOpaqueAttrGetDialectNamespace", _S, (MlirAttribute,)),
    ("mlirOpaqueAttrGetData", _S, (MlirAttribute,)),
    ("mlirOpaqueAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAString", c_bool, (MlirAttribute,)),
    ("mlirStringAttrGet", MlirAttribute, (MlirContext, _S)),
    ("mlirStringAttrGetName", _S, ()),
    ("mlirStringAttrTypedGet", MlirAttribute, (MlirType, _S)),
    ("mlirStringAttrGetValue", _S, (MlirAttribute,)),
    ("mlirStringAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsASymbolRef", c_bool, (MlirAttribute,)),
    ("mlirSymbolRefAttrGet", MlirAttribute, (MlirContext, _S, c_intptr_t, POINTER(MlirAttribute))),
    ("mlirSymbolRefAttrGetName", _S, ()),
    ("mlirSymbolRefAttrGetRootReference", _S, (MlirAttribute,)),
    ("mlirSymbolRefAttrGetLeafReference", _S, (MlirAttribute,)),
    ("mlirSymbolRefAttrGetNumNestedReferences", c_intptr_t, (MlirAttribute,)),
    ("mlirSymbolRefAttrGetNestedReference", MlirAttribute, (MlirAttribute, c_intptr_t)),
    ("mlirSymbolRefAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAFlatSymbolRef", c_bool, (MlirAttribute,)),
    ("mlirFlatSymbolRefAttrGet", MlirAttribute, (MlirContext, _S)),
    ("mlirFlatSymbolRefAttrGetName", _S, ()),
    ("mlirFlatSymbolRefAttrGetValue", _S, (MlirAttribute,)),
    ("mlirAttributeIsAType", c_bool, (MlirAttribute,)),
    ("mlirTypeAttrGet", MlirAttribute, (MlirType,)),
    ("mlirTypeAttrGetName", _S, ()),
    ("mlirTypeAttrGetValue", MlirType, (MlirAttribute,)),
    ("mlirTypeAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAUnit", c_bool, (MlirAttribute,)),
    ("mlirUnitAttrGet", MlirAttribute, (MlirContext,)),
    ("mlirUnitAttrGetName", _S, ()),
    ("mlirUnitAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAElements", c_bool, (MlirAttribute,)),
    ("mlirElementsAttrGetValue", MlirAttribute, (MlirAttribute, c_intptr_t, POINTER(c_uint64))),
    ("mlirElementsAttrIsValidIndex", c_bool, (MlirAttribute, c_intptr_t, POINTER(c_uint64))),
    ("mlirElementsAttrGetNumElements", c_int64, (MlirAttribute,)),
    ("mlirDenseArrayAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsADenseBoolArray", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseI8Array", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseI16Array", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseI32Array", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseI64Array", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseF32Array", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseF64Array", c_bool, (MlirAttribute,)),
    ("mlirDenseBoolArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_int))),
    ("mlirDenseI8ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_int8))),
    ("mlirDenseI16ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_int16))),
    ("mlirDenseI32ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_int32))),
    ("mlirDenseI64ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_int64))),
    ("mlirDenseF32ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_float))),
    ("mlirDenseF64ArrayGet", MlirAttribute, (MlirContext, c_intptr_t, POINTER(c_double))),
    ("mlirDenseArrayGetNumElements", c_intptr_t, (MlirAttribute,)),
    ("mlirDenseBoolArrayGetElement", c_bool, (MlirAttribute, c_intptr_t)),
    ("mlirDenseI8ArrayGetElement", c_int8, (MlirAttribute, c_intptr_t)),
    ("mlirDenseI16ArrayGetElement", c_int16, (MlirAttribute, c_intptr_t)),
    ("mlirDenseI32ArrayGetElement", c_int32, (MlirAttribute, c_intptr_t)),
    ("mlirDenseI64ArrayGetElement", c_int64, (MlirAttribute, c_intptr_t)),
    ("mlirDenseF32ArrayGetElement", c_float, (MlirAttribute, c_intptr_t)),
    ("mlirDenseF64ArrayGetElement", c_double, (MlirAttribute, c_intptr_t)),
    ("mlirAttributeIsADenseElements", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseIntElements", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsADenseFPElements", c_bool, (MlirAttribute,)),
    ("mlirDenseIntOrFPElementsAttrGetTypeID", MlirTypeID, ()),
    ("mlirDenseElementsAttrGet", MlirAttribute, (MlirType, c_intptr_t, POINTER(MlirAttribute))),
    ("mlirDenseElementsAttrRawBufferGet", MlirAttribute, (MlirType, c_size_t, c_void_p)),
    ("mlirDenseElementsAttrSplatGet", MlirAttribute, (MlirType, MlirAttribute)),
    ("mlirDenseElementsAttrBoolSplatGet", MlirAttribute, (MlirType, c_bool)),
    ("mlirDenseElementsAttrUInt8SplatGet", MlirAttribute, (MlirType, c_uint8)),
    ("mlirDenseElementsAttrInt8SplatGet", MlirAttribute, (MlirType, c_int8)),
    ("mlirDenseElementsAttrUInt32SplatGet", MlirAttribute, (MlirType, c_uint32)),
    ("mlirDenseElementsAttrInt32SplatGet", MlirAttribute, (MlirType, c_int32)),
    ("mlirDenseElementsAttrUInt64SplatGet", MlirAttribute, (MlirType, c_uint64)),
    ("mlirDenseElementsAttrInt64SplatGet", MlirAttribute, (MlirType, c_int64)),
    ("mlirDenseElementsAttrFloatSplatGet", MlirAttribute, (MlirType, c_float)),
    ("mlirDenseElementsAttrDoubleSplatGet", MlirAttribute, (MlirType, c_double)),
    ("mlirDenseElementsAttrBoolGet", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_int))),
    ("mlirDenseElementsAttrUInt8Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint8))),
    ("mlirDenseElementsAttrInt8Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_int8))),
    ("mlirDenseElementsAttrUInt16Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint16))),
    ("mlirDenseElementsAttrInt16Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_int16))),
    ("mlirDenseElementsAttrUInt32Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint32))),
    ("mlirDenseElementsAttrInt32Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_int32))),
    ("mlirDenseElementsAttrUInt64Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint64))),
    ("mlirDenseElementsAttrInt64Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_int64))),
    ("mlirDenseElementsAttrFloatGet", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_float))),
    ("mlirDenseElementsAttrDoubleGet", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_double))),
    ("mlirDenseElementsAttrBFloat16Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint16))),
    ("mlirDenseElementsAttrFloat16Get", MlirAttribute, (MlirType, c_intptr_t, POINTER(c_uint16))),
    ("mlirDenseElementsAttrStringGet", MlirAttribute, (MlirType, c_intptr_t, POINTER(_S))),
    ("mlirDenseElementsAttrReshapeGet", MlirAttribute, (MlirAttribute, MlirType)),
    ("mlirDenseElementsAttrIsSplat", c_bool, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetSplatValue", MlirAttribute, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetBoolSplatValue", c_int, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetInt8SplatValue", c_int8, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetUInt8SplatValue", c_uint8, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetInt32SplatValue", c_int32, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetUInt32SplatValue", c_uint32, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetInt64SplatValue", c_int64, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetUInt64SplatValue", c_uint64, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetFloatSplatValue", c_float, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetDoubleSplatValue", c_double, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetStringSplatValue", _S, (MlirAttribute,)),
    ("mlirDenseElementsAttrGetBoolValue", c_bool, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetInt8Value", c_int8, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetUInt8Value", c_uint8, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetInt16Value", c_int16, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetUInt16Value", c_uint16, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetInt32Value", c_int32, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetUInt32Value", c_uint32, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetInt64Value", c_int64, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetUInt64Value", c_uint64, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetIndexValue", c_uint64, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetFloatValue", c_float, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetDoubleValue", c_double, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetStringValue", _S, (MlirAttribute, c_intptr_t)),
    ("mlirDenseElementsAttrGetRawData", c_void_p, (MlirAttribute,)),
    ("mlirAttributeIsAIntegerSet", c_bool, (MlirAttribute,)),
    ("mlirIntegerSetAttrGet", MlirAttribute, (MlirIntegerSet,)),
    ("mlirIntegerSetAttrGetName", _S, ()),
    ("mlirIntegerSetAttrGetValue", MlirIntegerSet, (MlirAttribute,)),
    ("mlirIntegerSetAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsADenseResourceElements", c_bool, (MlirAttribute,)),
    ("mlirAttributeIsASparseElements", c_bool, (MlirAttribute,)),
    ("mlirSparseElementsAttrGetTypeID", MlirTypeID, ()),
    ("mlirAttributeIsAStridedLayout", c_bool, (MlirAttribute,)),
    ("mlirStridedLayoutAttrGet", MlirAttribute, (MlirContext, c_int64, c_intptr_t, POINTER(c_int64))),
    ("mlirStridedLayoutAttrGetName", _S, ()),
    ("mlirStridedLayoutAttrGetOffset", c_int64, (MlirAttribute,)),
    ("mlirStridedLayoutAttrGetNumStrides", c_intptr_t, (MlirAttribute,)),
    ("mlirStridedLayoutAttrGetStride", c_int64, (MlirAttribute, c_intptr_t)),
    ("mlirStridedLayoutAttrGetTypeID", MlirTypeID, ()),
    # AffineExpr.h
    ("mlirAffineExprGetContext", MlirContext, (MlirAffineExpr,)),
    ("mlirAffineExprEqual", c_bool, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprPrint", _H, (MlirAffineExpr, MlirStringCallback, c_void_p)),
    ("mlirAffineExprDump", _H, (MlirAffineExpr,)),
    ("mlirAffineExprIsSymbolicOrConstant", c_bool, (MlirAffineExpr,)),
    ("mlirAffineExprIsPureAffine", c_bool, (MlirAffineExpr,)),
    ("mlirAffineExprGetLargestKnownDivisor", c_int64, (MlirAffineExpr,)),
    ("mlirAffineExprIsMultipleOf", c_bool, (MlirAffineExpr, c_int64)),
    ("mlirAffineExprIsFunctionOfDim", c_bool, (MlirAffineExpr, c_intptr_t)),
    ("mlirAffineExprCompose", MlirAffineExpr, (MlirAffineExpr, MlirAffineMap)),
    ("mlirAffineExprShiftDims", MlirAffineExpr, (MlirAffineExpr, c_uint32, c_uint32, c_uint32)),
    ("mlirAffineExprShiftSymbols", MlirAffineExpr, (MlirAffineExpr, c_uint32, c_uint32, c_uint32)),
    ("mlirSimplifyAffineExpr", MlirAffineExpr, (MlirAffineExpr, c_uint32, c_uint32)),
    ("mlirAffineExprIsADim", c_bool, (MlirAffineExpr,)),
    ("mlirAffineDimExprGet", MlirAffineExpr, (MlirContext, c_intptr_t)),
    ("mlirAffineDimExprGetPosition", c_intptr_t, (MlirAffineExpr,)),
    ("mlirAffineExprIsASymbol", c_bool, (MlirAffineExpr,)),
    ("mlirAffineSymbolExprGet", MlirAffineExpr, (MlirContext, c_intptr_t)),
    ("mlirAffineSymbolExprGetPosition", c_intptr_t, (MlirAffineExpr,)),
    ("mlirAffineExprIsAConstant", c_bool, (MlirAffineExpr,)),
    ("mlirAffineConstantExprGet", MlirAffineExpr, (MlirContext, c_int64)),
    ("mlirAffineConstantExprGetValue", c_int64, (MlirAffineExpr,)),
    ("mlirAffineExprIsAAdd", c_bool, (MlirAffineExpr,)),
    ("mlirAffineAddExprGet", MlirAffineExpr, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprIsAMul", c_bool, (MlirAffineExpr,)),
    ("mlirAffineMulExprGet", MlirAffineExpr, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprIsAMod", c_bool, (MlirAffineExpr,)),
    ("mlirAffineModExprGet", MlirAffineExpr, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprIsAFloorDiv", c_bool, (MlirAffineExpr,)),
    ("mlirAffineFloorDivExprGet", MlirAffineExpr, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprIsACeilDiv", c_bool, (MlirAffineExpr,)),
    ("mlirAffineCeilDivExprGet", MlirAffineExpr, (MlirAffineExpr, MlirAffineExpr)),
    ("mlirAffineExprIsABinary", c_bool, (MlirAffineExpr,)),
    ("mlirAffineBinaryOpExprGetLHS", MlirAffineExpr, (MlirAffineExpr,)),
    ("mlirAffineBinaryOpExprGetRHS", MlirAffineExpr, (MlirAffineExpr,)),
    # AffineMap.h
    ("mlirAffineMapGetContext", MlirContext, (MlirAffineMap,)),
    ("mlirAffineMapEqual", c_bool, (MlirAffineMap, MlirAffineMap)),
    ("mlirAffineMapPrint", _H, (MlirAffineMap, MlirStringCallback, c_void_p)),
    ("mlirAffineMapDump", _H, (MlirAffineMap,)),
    ("mlirAffineMapEmptyGet", MlirAffineMap, (MlirContext,)),
    ("mlirAffineMapZeroResultGet", MlirAffineMap, (MlirContext, c_intptr_t, c_intptr_t)),
    ("mlirAffineMapGet", MlirAffineMap, (MlirContext, c_intptr_t, c_intptr_t, c_intptr_t, POINTER(MlirAffineExpr))),
    ("mlirAffineMapConstantGet", MlirAffineMap, (MlirContext, c_int64)),
    ("mlirAffineMapMultiDimIdentityGet", MlirAffineMap, (MlirContext, c_intptr_t)),
    ("mlirAffineMapMinorIdentityGet", MlirAffineMap, (MlirContext, c_intptr_t, c_intptr_t)),
    ("mlirAffineMapPermutationGet", MlirAffineMap, (MlirContext, c_intptr_t, POINTER(c_uint))),
    ("mlirAffineMapIsIdentity", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapIsMinorIdentity", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapIsEmpty", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapIsSingleConstant", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapGetSingleConstantResult", c_int64, (MlirAffineMap,)),
    ("mlirAffineMapGetNumDims", c_intptr_t, (MlirAffineMap,)),
    ("mlirAffineMapGetNumSymbols", c_intptr_t, (MlirAffineMap,)),
    ("mlirAffineMapGetNumResults", c_intptr_t, (MlirAffineMap,)),
    ("mlirAffineMapGetResult", MlirAffineExpr, (MlirAffineMap, c_intptr_t)),
    ("mlirAffineMapGetNumInputs", c_intptr_t, (MlirAffineMap,)),
    ("mlirAffineMapIsProjectedPermutation", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapIsPermutation", c_bool, (MlirAffineMap,)),
    ("mlirAffineMapGetSubMap", MlirAffineMap, (MlirAffineMap, c_intptr_t, POINTER(c_intptr_t))),
    ("mlirAffineMapGetMajorSubMap", MlirAffineMap, (MlirAffineMap, c_intptr_t)),
    ("mlirAffineMapGetMinorSubMap", MlirAffineMap, (MlirAffineMap, c_intptr_t)),
    ("mlirAffineMapReplace", MlirAffineMap, (MlirAffineMap, MlirAffineExpr, MlirAffineExpr, c_intptr_t, c_intptr_t)),
    ("mlirAffineMapCompressUnusedSymbols", _H, (POINTER(MlirAffineMap), c_intptr_t, c_void_p, MlirAffineMapPopulateResult)),
    # IntegerSet.h
    ("mlirIntegerSetGetContext", MlirContext, (MlirIntegerSet,)),
    ("mlirIntegerSetEqual", c_bool, (MlirIntegerSet, MlirIntegerSet)),
    ("mlirIntegerSetPrint", _H, (MlirIntegerSet, MlirStringCallback, c_void_p)),
    ("mlirIntegerSetDump", _H, (MlirIntegerSet,)),
    ("mlirIntegerSetEmptyGet", MlirIntegerSet, (MlirContext, c_intptr_t, c_intptr_t)),
    ("mlirIntegerSetGet", MlirIntegerSet, (MlirContext, c_intptr_t, c_intptr_t, c_intptr_t, POINTER(MlirAffineExpr), POINTER(c_bool))),
    ("mlirIntegerSetReplaceGet", MlirIntegerSet, (MlirIntegerSet, POINTER(MlirAffineExpr), POINTER(MlirAffineExpr), c_intptr_t, c_intptr_t)),
    ("mlirIntegerSetIsCanonicalEmpty", c_bool, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumDims", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumSymbols", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumInputs", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumConstraints", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumEqualities", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetNumInequalities", c_intptr_t, (MlirIntegerSet,)),
    ("mlirIntegerSetGetConstraint", MlirAffineExpr, (MlirIntegerSet, c_intptr_t)),
    ("mlirIntegerSetIsConstraintEq", c_bool, (MlirIntegerSet, c_intptr_t)),
    # Pass.h
    ("mlirPassManagerCreate", MlirPassManager, (MlirContext,)),
    ("mlirPassManagerCreateOnOperation", MlirPassManager, (MlirContext, _S)),
    ("mlirPassManagerDestroy", _H, (MlirPassManager,)),
    ("mlirPassManagerGetAsOpPassManager", MlirOpPassManager, (MlirPassManager,)),
    ("mlirPassManagerRunOnOp", _LR, (MlirPassManager, MlirOperation)),
    ("mlirPassManagerEnableIRPrinting", _H, (MlirPassManager, c_bool, c_bool, c_bool, c_bool, c_bool, MlirOpPrintingFlags, _S)),
    ("mlirPassManagerEnableVerifier", _H, (MlirPassManager, c_bool)),
    ("mlirPassManagerEnableTiming", _H, (MlirPassManager,)),
    ("mlirPassManagerEnableStatistics", _H, (MlirPassManager, c_int)),
    ("mlirPassManagerGetNestedUnder", MlirOpPassManager, (MlirPassManager, _S)),
    ("mlirOpPassManagerGetNestedUnder", MlirOpPassManager, (MlirOpPassManager, _S)),
    ("mlirPassManagerAddOwnedPass", _H, (MlirPassManager, MlirPass)),
    ("mlirOpPassManagerAddOwnedPass", _H, (MlirOpPassManager, MlirPass)),
    ("mlirOpPassManagerAddPipeline", _LR, (MlirOpPassManager, _S, MlirStringCallback, c_void_p)),
    ("mlirPrintPassPipeline", _H, (MlirOpPassManager, MlirStringCallback, c_void_p)),
    ("mlirParsePassPipeline", _LR, (MlirOpPassManager, _S, MlirStringCallback, c_void_p)),
    ("mlirCreateExternalPass", MlirPass, (MlirTypeID, _S, _S, _S, _S, c_intptr_t, POINTER(MlirDialectHandle), MlirExternalPassCallbacks, c_void_p)),
    ("mlirExternalPassSignalFailure", _H, (MlirExternalPass,)),
    # Transforms.h
    ("mlirRegisterTransformsPasses", _H, ()),
    ("mlirCreateTransformsCSE", MlirPass, ()),
    ("mlirRegisterTransformsCSE", _H, ()),
    ("mlirCreateTransformsCanonicalizer", MlirPass, ()),
    ("mlirRegisterTransformsCanonicalizer", _H, ()),
    ("mlirCreateTransformsInliner", MlirPass, ()),
    ("mlirRegisterTransformsInliner", _H, ()),
    ("mlirCreateTransformsPrintOpStats", MlirPass, ()),
    ("mlirRegisterTransformsPrintOpStats", _H, ()),
    ("mlirCreateTransformsStripDebugInfo", MlirPass, ()),
    ("mlirRegisterTransformsStripDebugInfo", _H, ()),
    ("mlirCreateTransformsSymbolDCE", MlirPass, ()),
    ("mlirRegisterTransformsSymbolDCE", _H, ()),
    # Conversion.h
    ("mlirRegisterConversionPasses", _H, ()),
    ("mlirCreateConversionSCFToControlFlowPass", MlirPass, ()),
    ("mlirRegisterConversionSCFToControlFlowPass", _H, ()),
    # Rewrite.h
    ("mlirRewriterBaseGetContext", MlirContext, (MlirRewriterBase,)),
    ("mlirRewriterBaseClearInsertionPoint", _H, (MlirRewriterBase,)),
    ("mlirRewriterBaseSetInsertionPointBefore", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseSetInsertionPointAfter", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseSetInsertionPointAfterValue", _H, (MlirRewriterBase, MlirValue)),
    ("mlirRewriterBaseSetInsertionPointToStart", _H, (MlirRewriterBase, MlirBlock)),
    ("mlirRewriterBaseSetInsertionPointToEnd", _H, (MlirRewriterBase, MlirBlock)),
    ("mlirRewriterBaseGetInsertionBlock", MlirBlock, (MlirRewriterBase,)),
    ("mlirRewriterBaseGetBlock", MlirBlock, (MlirRewriterBase,)),
    ("mlirRewriterBaseGetOperationAfterInsertion", MlirOperation, (MlirRewriterBase,)),
    ("mlirRewriterBaseCreateBlockBefore", MlirBlock, (MlirRewriterBase, MlirBlock, c_intptr_t, POINTER(MlirType), POINTER(MlirLocation))),
    ("mlirRewriterBaseInsert", MlirOperation, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseClone", MlirOperation, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseCloneRegionBefore", _H, (MlirRewriterBase, MlirRegion, MlirBlock)),
    ("mlirRewriterBaseInlineRegionBefore", _H, (MlirRewriterBase, MlirRegion, MlirBlock)),
    ("mlirRewriterBaseReplaceOpWithValues", _H, (MlirRewriterBase, MlirOperation, c_intptr_t, POINTER(MlirValue))),
    ("mlirRewriterBaseReplaceOpWithOperation", _H, (MlirRewriterBase, MlirOperation, MlirOperation)),
    ("mlirRewriterBaseEraseOp", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseEraseBlock", _H, (MlirRewriterBase, MlirBlock)),
    ("mlirRewriterBaseInlineBlockBefore", _H, (MlirRewriterBase, MlirBlock, MlirOperation, c_intptr_t, POINTER(MlirValue))),
    ("mlirRewriterBaseMergeBlocks", _H, (MlirRewriterBase, MlirBlock, MlirBlock, c_intptr_t, POINTER(MlirValue))),
    ("mlirRewriterBaseMoveOpBefore", _H, (MlirRewriterBase, MlirOperation, MlirOperation)),
    ("mlirRewriterBaseMoveOpAfter", _H, (MlirRewriterBase, MlirOperation, MlirOperation)),
    ("mlirRewriterBaseMoveBlockBefore", _H, (MlirRewriterBase, MlirBlock, MlirBlock)),
    ("mlirRewriterBaseStartOpModification", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseFinalizeOpModification", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseCancelOpModification", _H, (MlirRewriterBase, MlirOperation)),
    ("mlirRewriterBaseReplaceAllUsesWith", _H, (MlirRewriterBase, MlirValue, MlirValue)),
    ("mlirRewriterBaseReplaceAllValueRangeUsesWith", _H, (MlirRewriterBase, c_intptr_t, POINTER(MlirValue), POINTER(MlirValue))),
    ("mlirRewriterBaseReplaceAllOpUsesWithValueRange", _H, (MlirRewriterBase, MlirOperation, c_intptr_t, POINTER(MlirValue))),
    ("mlirRewriterBaseReplaceAllOpUsesWithOperation", _H, (MlirRewriterBase, MlirOperation, MlirOperation)),
    ("mlirRewriterBaseReplaceOpUsesWithinBlock", _H, (MlirRewriterBase, MlirOperation, c_intptr_t, POINTER(MlirValue), MlirBlock)),
    ("mlirRewriterBaseReplaceAllUsesExcept", _H, (MlirRewriterBase, MlirValue, MlirValue, MlirOperation)),
    ("mlirIRRewriterCreate", MlirRewriterBase, (MlirContext,)),
    ("mlirIRRewriterCreateFromOp", MlirRewriterBase, (MlirOperation,)),
    ("mlirIRRewriterDestroy", _H, (MlirRewriterBase,)),
    ("mlirOpRewritePatternCreate", MlirRewritePattern, (_S, c_uint, MlirContext, MlirRewritePatternCallbacks, c_void_p, c_size_t, POINTER(_S))),
    ("mlirRewritePatternSetCreate", MlirRewritePatternSet, (MlirContext,)),
    ("mlirRewritePatternSetDestroy", _H, (MlirRewritePatternSet,)),
    ("mlirRewritePatternSetAdd", _H, (MlirRewritePatternSet, MlirRewritePattern)),
    ("mlirFreezeRewritePattern", MlirFrozenRewritePatternSet, (MlirRewritePatternSet,)),
    ("mlirFrozenRewritePatternSetDestroy", _H, (MlirFrozenRewritePatternSet,)),
    ("mlirApplyPatternsAndFoldGreedilyWithOp", _LR, (MlirOperation, MlirFrozenRewritePatternSet, MlirGreedyRewriteDriverConfig)),
    ("mlirApplyPatternsAndFoldGreedily", _LR, (MlirModule, MlirFrozenRewritePatternSet, MlirGreedyRewriteDriverConfig)),
    ("mlirWalkAndApplyPatterns", _H, (MlirOperation, MlirFrozenRewritePatternSet)),
    ("mlirPatternRewriterAsBase", MlirRewriterBase, (MlirPatternRewriter,)),
    ("mlirGreedyRewriteDriverConfigCreate", MlirGreedyRewriteDriverConfig, ()),
    ("mlirGreedyRewriteDriverConfigDestroy", _H, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigSetMaxIterations", _H, (MlirGreedyRewriteDriverConfig, c_int64)),
    ("mlirGreedyRewriteDriverConfigSetMaxNumRewrites", _H, (MlirGreedyRewriteDriverConfig, c_int64)),
    ("mlirGreedyRewriteDriverConfigSetUseTopDownTraversal", _H, (MlirGreedyRewriteDriverConfig, c_bool)),
    ("mlirGreedyRewriteDriverConfigEnableFolding", _H, (MlirGreedyRewriteDriverConfig, c_bool)),
    ("mlirGreedyRewriteDriverConfigSetStrictness", _H, (MlirGreedyRewriteDriverConfig, c_int)),
    ("mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel", _H, (MlirGreedyRewriteDriverConfig, c_int)),
    ("mlirGreedyRewriteDriverConfigEnableConstantCSE", _H, (MlirGreedyRewriteDriverConfig, c_bool)),
    ("mlirGreedyRewriteDriverConfigGetMaxIterations", c_int64, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigGetMaxNumRewrites", c_int64, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigGetUseTopDownTraversal", c_bool, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigIsFoldingEnabled", c_bool, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigGetStrictness", c_int, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel", c_int, (MlirGreedyRewriteDriverConfig,)),
    ("mlirGreedyRewriteDriverConfigIsConstantCSEEnabled", c_bool, (MlirGreedyRewriteDriverConfig,)),
    # Ext/DialectConversion.h
    ("mlirConversionTargetCreate", MlirConversionTarget, (MlirContext,)),
    ("mlirConversionTargetDestroy", _H, (MlirConversionTarget,)),
    ("mlirConversionTargetAddLegalOp", _H, (MlirConversionTarget, _S)),
    ("mlirConversionTargetAddIllegalOp", _H, (MlirConversionTarget, _S)),
    ("mlirConversionTargetAddLegalDialect", _H, (MlirConversionTarget, _S)),
    ("mlirConversionTargetAddIllegalDialect", _H, (MlirConversionTarget, _S)),
    ("mlirConversionTargetAddDynamicallyLegalOp", _H, (MlirConversionTarget, _S, MlirConversionTargetLegalityCallback, c_void_p)),
    ("mlirConversionTargetAddDynamicallyLegalDialect", _H, (MlirConversionTarget, _S, MlirConversionTargetLegalityCallback, c_void_p)),
    ("mlirConversionTargetMarkUnknownOpDynamicallyLegal", _H, (MlirConversionTarget, MlirConversionTargetLegalityCallback, c_void_p)),
    ("mlirConversionTargetMarkOpRecursivelyLegal", _H, (MlirConversionTarget, _S, MlirConversionTargetLegalityCallback, c_void_p)),
    ("mlirTypeConverterCreate", MlirTypeConverter, ()),
    ("mlirTypeConverterDestroy", _H, (MlirTypeConverter,)),
    ("mlirTypeConverterAddSourceMaterialization", _H, (MlirTypeConverter, MlirTypeConverterMaterializationCallback, c_void_p)),
    ("mlirTypeConverterAddTargetMaterialization", _H, (MlirTypeConverter, MlirTypeConverterMaterializationCallback, c_void_p)),
    ("mlirTypeConverterConvertType", MlirType, (MlirTypeConverter, MlirType)),
    ("mlirExtTypeConverterAddMultiConversion", _H, (MlirTypeConverter, MlirExtTypeConverterMultiConversionCallback, c_void_p)),
    ("mlirExtTypeConverterResultsAppend", _H, (MlirExtTypeConverterResults, MlirType)),
    ("mlirExtTypeConverterConvertTypes", c_intptr_t, (MlirTypeConverter, MlirType, c_intptr_t, POINTER(MlirType))),
    ("mlirOpConversionPatternCreate", MlirConversionPattern, (_S, c_uint, MlirContext, MlirTypeConverter, MlirConversionPatternCallbacks, c_void_p, c_size_t, POINTER(_S))),
    ("mlirExtOpConversionPatternCreateOneToN", MlirConversionPattern, (_S, c_uint, MlirContext, MlirTypeConverter, MlirExtConversionPatternOneToNCallback, CFUNCTYPE(None, c_void_p), c_void_p, c_size_t, POINTER(_S))),
    ("mlirExtConversionPatternRewriterReplaceOpWithMultiple", _H, (MlirConversionPatternRewriter, MlirOperation, POINTER(c_intptr_t), POINTER(MlirValue))),
    ("mlirConversionPatternGetTypeConverter", MlirTypeConverter, (MlirConversionPattern,)),
    ("mlirConversionPatternAsRewritePattern", MlirRewritePattern, (MlirConversionPattern,)),
    ("mlirConversionPatternRewriterAsPatternRewriter", MlirPatternRewriter, (MlirConversionPatternRewriter,)),
    ("mlirExtConversionPatternRewriterGetRemappedValue", MlirValue, (MlirConversionPatternRewriter, MlirValue)),
    ("mlirExtConversionPatternRewriterConvertRegionTypes", _LR, (MlirConversionPatternRewriter, MlirRegion, MlirTypeConverter)),
    ("mlirExtPopulateFunctionOpInterfaceTypeConversionPattern", _H, (_S, MlirRewritePatternSet, MlirTypeConverter)),
    ("mlirConversionConfigCreate", MlirConversionConfig, ()),
    ("mlirConversionConfigDestroy", _H, (MlirConversionConfig,)),
    ("mlirConversionConfigSetFoldingMode", _H, (MlirConversionConfig, MlirDialectConversionFoldingMode)),
    ("mlirConversionConfigGetFoldingMode", MlirDialectConversionFoldingMode, (MlirConversionConfig,)),
    ("mlirConversionConfigEnableBuildMaterializations", _H, (MlirConversionConfig, c_bool)),
    ("mlirConversionConfigIsBuildMaterializationsEnabled", c_bool, (MlirConversionConfig,)),
    ("mlirExtConversionConfigSetAllowPatternRollback", _H, (MlirConversionConfig, c_bool)),
    ("mlirExtConversionConfigGetAllowPatternRollback", c_bool, (MlirConversionConfig,)),
    ("mlirApplyPartialConversion", _LR, (MlirOperation, MlirConversionTarget, MlirFrozenRewritePatternSet, MlirConversionConfig)),
    ("mlirApplyFullConversion", _LR, (MlirOperation, MlirConversionTarget, MlirFrozenRewritePatternSet, MlirConversionConfig)),
    # ExecutionEngine.h
    ("mlirExecutionEngineCreate", MlirExecutionEngine, (MlirModule, c_int, c_int, POINTER(_S), c_bool, c_bool)),
    ("mlirExecutionEngineInitialize", _H, (MlirExecutionEngine,)),
    ("mlirExecutionEngineDestroy", _H, (MlirExecutionEngine,)),
    ("mlirExecutionEngineInvokePacked", _LR, (MlirExecutionEngine, _S, POINTER(c_void_p))),
    ("mlirExecutionEngineLookupPacked", c_void_p, (MlirExecutionEngine, _S)),
    ("mlirExecutionEngineLookup", c_void_p, (MlirExecutionEngine, _S)),
    ("mlirExecutionEngineRegisterSymbol", _H, (MlirExecutionEngine, _S, c_void_p)),
    ("mlirExecutionEngineDumpToObjectFile", _H, (MlirExecutionEngine, _S)),
    # Ext/ExecutionEngine.h
    ("mlirExtExecutionEngineInvoke", _LR, (MlirExecutionEngine, _S, POINTER(c_void_p))),
    ("mlirExtExecutionEngineRegisterPackedSymbol", _H, (MlirExecutionEngine, _S, MlirExtPackedFunction, c_void_p)),
    ("mlirExtExecutionEngineSetOutput", _H, (MlirExecutionEngine, MlirStringCallback, MlirStringCallback, c_void_p)),
    ("mlirExtExecutionEngineSetLimits", _H, (MlirExecutionEngine, c_uint64, c_uint32)),
    ("mlirExtExecutionEngineGetSteps", c_uint64, (MlirExecutionEngine,)),
    ("mlirExtExecutionEngineReportLeaks", c_intptr_t, (MlirExecutionEngine,)),
    ("mlirExtExecutionEngineDescribeFunction", _H, (MlirExecutionEngine, _S, MlirStringCallback, c_void_p)),
    # Ext/Translate.h
    ("mlirExtTranslateModuleToLLVMIR", _LR, (MlirOperation, MlirStringCallback, c_void_p)),
    # Ext/PassOutput.h
    ("mlirExtPassManagerSetOutputCallback", _H, (MlirPassManager, MlirStringCallback, c_void_p)),
    # Ext/ResultChecking.h
    ("mlirExtPassManagerEnableResultChecking", _H, (MlirPassManager, _S, c_uint64)),
    # Ext/Parse.h
    ("mlirExtModuleCreateParseWithSourceName", MlirModule, (MlirContext, _S, _S)),
    # Ext/PassRegistry.h
    ("mlirExtPassRegistryWriteJSON", _H, (MlirStringCallback, c_void_p)),
)
del _S


class CAPI:
    """The C functions of one loaded library, as attributes named like in C.

    Each is bound (restype, argtypes) the first time it is looked up. A
    function the library does not export (the core is still growing, or a
    wasm export list lags the headers) becomes a stub that raises
    NotImplementedError when called, so importing the package never fails
    for a function nobody calls.
    """

    def __init__(self, library, path):
        self.library = library
        self.path = path
        self._prototypes = {name: (restype, argtypes) for name, restype, argtypes in PROTOTYPES}

    def __getattr__(self, name):
        try:
            restype, argtypes = self.__dict__["_prototypes"][name]
        except KeyError:
            raise AttributeError(f"no prototype for {name} in _capi.PROTOTYPES") from None
        try:
            fn = getattr(self.library, name)
        except AttributeError:
            fn = _missing_stub(name, self.path)
        else:
            fn.restype = restype
            fn.argtypes = argtypes
        setattr(self, name, fn)
        return fn

    @property
    def missing(self):
        """The declared functions the library does not export (binds them all)."""
        return [name for name in self._prototypes
                if getattr(getattr(self, name), "_mlirc_missing", False)]


def _missing_stub(name, path):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"{name} is not exported by {path}")

    stub.__name__ = name
    stub._mlirc_missing = True
    return stub
