"""ctypes declarations of mlirc's C API: the one place that knows its ABI.

Mirrors the public headers under core/include/mlir-c/ (Support.h, IR.h,
Diagnostics.h), which mirror upstream's mlir-c. Everything else in the
package calls the C API through the `CAPI` object that `bind()` returns, so a
signature changes here and nowhere else. Depends on nothing but ctypes.

ABI notes (checked natively on x86-64 and in Pyodide 314 / wasm32):
  - Handles are `struct { void *ptr; }` passed and returned by value; each is
    its own Structure class, so passing an MlirType where an MlirAttribute is
    expected raises ctypes.ArgumentError instead of corrupting memory.
  - MlirStringRef.data is declared c_void_p, not c_char_p: c_char_p would
    stop at the first NUL and copy; we read `length` bytes with string_at.
  - ctypes callbacks cannot return a Structure, so callbacks returning
    MlirLogicalResult ({int8_t value}) are declared to return c_int8. Both C
    ABIs we target return a one-int8 struct exactly like an int8: in a
    register on SysV, as a scalar in the wasm32 C ABI.
"""

import ctypes
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_bool,
    c_char_p,
    c_int,
    c_int8,
    c_size_t,
    c_ssize_t,
    c_uint,
    c_uint64,
    c_void_p,
)

c_intptr_t = c_ssize_t  # intptr_t: same size as a pointer on every target we build


def _handle(name):
    """Declares `typedef struct <name> { void *ptr; } <name>;`."""
    return type(name, (Structure,), {"_fields_": [("ptr", c_void_p)], "__slots__": ()})


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

# Diagnostics.h
MlirDiagnostic = _handle("MlirDiagnostic")


class MlirStringRef(Structure):
    """A borrowed (pointer, length) string; not necessarily NUL-terminated."""

    _fields_ = [("data", c_void_p), ("length", c_size_t)]


class MlirLogicalResult(Structure):
    _fields_ = [("value", c_int8)]


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


# Enumerations (C enums are ints).
MlirDiagnosticSeverity = c_int
MlirWalkResult = c_int
MlirWalkOrder = c_int
MlirDiagnosticHandlerID = c_uint64

# Callback types. See the module docstring for the c_int8 return.
MlirStringCallback = CFUNCTYPE(None, MlirStringRef, c_void_p)
MlirDiagnosticHandler = CFUNCTYPE(c_int8, MlirDiagnostic, c_void_p)
MlirDeleteUserData = CFUNCTYPE(None, c_void_p)
MlirOperationWalkCallback = CFUNCTYPE(MlirWalkResult, MlirOperation, c_void_p)


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
    # IR.h: context
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
    # IR.h: dialects
    ("mlirDialectGetContext", MlirContext, (MlirDialect,)),
    ("mlirDialectEqual", c_bool, (MlirDialect, MlirDialect)),
    ("mlirDialectGetNamespace", MlirStringRef, (MlirDialect,)),
    ("mlirDialectHandleGetNamespace", MlirStringRef, (MlirDialectHandle,)),
    ("mlirDialectHandleInsertDialect", _H, (MlirDialectHandle, MlirDialectRegistry)),
    ("mlirDialectHandleRegisterDialect", _H, (MlirDialectHandle, MlirContext)),
    ("mlirDialectHandleLoadDialect", MlirDialect, (MlirDialectHandle, MlirContext)),
    ("mlirDialectRegistryCreate", MlirDialectRegistry, ()),
    ("mlirDialectRegistryDestroy", _H, (MlirDialectRegistry,)),
    # RegisterEverything.h
    ("mlirRegisterAllDialects", _H, (MlirDialectRegistry,)),
    # IR.h: locations
    ("mlirLocationGetAttribute", MlirAttribute, (MlirLocation,)),
    ("mlirLocationFromAttribute", MlirLocation, (MlirAttribute,)),
    ("mlirLocationFileLineColGet", MlirLocation, (MlirContext, _S, c_uint, c_uint)),
    ("mlirLocationFileLineColRangeGet", MlirLocation,
     (MlirContext, _S, c_uint, c_uint, c_uint, c_uint)),
    ("mlirLocationFileLineColRangeGetFilename", MlirIdentifier, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetStartLine", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetStartColumn", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetEndLine", c_int, (MlirLocation,)),
    ("mlirLocationFileLineColRangeGetEndColumn", c_int, (MlirLocation,)),
    ("mlirLocationIsAFileLineColRange", c_bool, (MlirLocation,)),
    ("mlirLocationCallSiteGet", MlirLocation, (MlirLocation, MlirLocation)),
    ("mlirLocationCallSiteGetCallee", MlirLocation, (MlirLocation,)),
    ("mlirLocationCallSiteGetCaller", MlirLocation, (MlirLocation,)),
    ("mlirLocationIsACallSite", c_bool, (MlirLocation,)),
    ("mlirLocationFusedGet", MlirLocation,
     (MlirContext, c_intptr_t, POINTER(MlirLocation), MlirAttribute)),
    ("mlirLocationFusedGetNumLocations", c_uint, (MlirLocation,)),
    ("mlirLocationFusedGetLocations", _H, (MlirLocation, POINTER(MlirLocation))),
    ("mlirLocationFusedGetMetadata", MlirAttribute, (MlirLocation,)),
    ("mlirLocationIsAFused", c_bool, (MlirLocation,)),
    ("mlirLocationNameGet", MlirLocation, (MlirContext, _S, MlirLocation)),
    ("mlirLocationNameGetName", MlirIdentifier, (MlirLocation,)),
    ("mlirLocationNameGetChildLoc", MlirLocation, (MlirLocation,)),
    ("mlirLocationIsAName", c_bool, (MlirLocation,)),
    ("mlirLocationUnknownGet", MlirLocation, (MlirContext,)),
    ("mlirLocationGetContext", MlirContext, (MlirLocation,)),
    ("mlirLocationEqual", c_bool, (MlirLocation, MlirLocation)),
    ("mlirLocationPrint", _H, (MlirLocation, MlirStringCallback, c_void_p)),
    # IR.h: modules
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
    # IR.h: operation state
    ("mlirOperationStateGet", MlirOperationState, (_S, MlirLocation)),
    ("mlirOperationStateAddResults", _H,
     (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirType))),
    ("mlirOperationStateAddOperands", _H,
     (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirValue))),
    ("mlirOperationStateAddOwnedRegions", _H,
     (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirRegion))),
    ("mlirOperationStateAddSuccessors", _H,
     (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirBlock))),
    ("mlirOperationStateAddAttributes", _H,
     (POINTER(MlirOperationState), c_intptr_t, POINTER(MlirNamedAttribute))),
    ("mlirOperationStateEnableResultTypeInference", _H, (POINTER(MlirOperationState),)),
    # IR.h: printing flags and state
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
    # IR.h: operations
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
    ("mlirOperationPrintWithFlags", _H,
     (MlirOperation, MlirOpPrintingFlags, MlirStringCallback, c_void_p)),
    ("mlirOperationPrintWithState", _H,
     (MlirOperation, MlirAsmState, MlirStringCallback, c_void_p)),
    ("mlirOperationDump", _H, (MlirOperation,)),
    ("mlirOperationVerify", c_bool, (MlirOperation,)),
    ("mlirOperationMoveAfter", _H, (MlirOperation, MlirOperation)),
    ("mlirOperationMoveBefore", _H, (MlirOperation, MlirOperation)),
    ("mlirOperationIsBeforeInBlock", c_bool, (MlirOperation, MlirOperation)),
    ("mlirOperationWalk", _H,
     (MlirOperation, MlirOperationWalkCallback, c_void_p, MlirWalkOrder)),
    ("mlirOperationReplaceUsesOfWith", _H, (MlirOperation, MlirValue, MlirValue)),
    # IR.h: regions
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
    # IR.h: blocks
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
    # IR.h: values and uses
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
    ("mlirValueReplaceAllUsesExcept", _H,
     (MlirValue, MlirValue, c_intptr_t, POINTER(MlirOperation))),
    ("mlirValueGetLocation", MlirLocation, (MlirValue,)),
    ("mlirValueGetContext", MlirContext, (MlirValue,)),
    ("mlirOpOperandIsNull", c_bool, (MlirOpOperand,)),
    ("mlirOpOperandGetValue", MlirValue, (MlirOpOperand,)),
    ("mlirOpOperandGetOwner", MlirOperation, (MlirOpOperand,)),
    ("mlirOpOperandGetOperandNumber", c_uint, (MlirOpOperand,)),
    ("mlirOpOperandGetNextUse", MlirOpOperand, (MlirOpOperand,)),
    # IR.h: types
    ("mlirTypeParseGet", MlirType, (MlirContext, _S)),
    ("mlirTypeGetContext", MlirContext, (MlirType,)),
    ("mlirTypeGetTypeID", MlirTypeID, (MlirType,)),
    ("mlirTypeGetDialect", MlirDialect, (MlirType,)),
    ("mlirTypeEqual", c_bool, (MlirType, MlirType)),
    ("mlirTypePrint", _H, (MlirType, MlirStringCallback, c_void_p)),
    ("mlirTypeDump", _H, (MlirType,)),
    # IR.h: attributes
    ("mlirAttributeParseGet", MlirAttribute, (MlirContext, _S)),
    ("mlirAttributeGetContext", MlirContext, (MlirAttribute,)),
    ("mlirAttributeGetType", MlirType, (MlirAttribute,)),
    ("mlirAttributeGetTypeID", MlirTypeID, (MlirAttribute,)),
    ("mlirAttributeGetDialect", MlirDialect, (MlirAttribute,)),
    ("mlirAttributeEqual", c_bool, (MlirAttribute, MlirAttribute)),
    ("mlirAttributePrint", _H, (MlirAttribute, MlirStringCallback, c_void_p)),
    ("mlirAttributeDump", _H, (MlirAttribute,)),
    ("mlirNamedAttributeGet", MlirNamedAttribute, (MlirIdentifier, MlirAttribute)),
    # IR.h: identifiers
    ("mlirIdentifierGet", MlirIdentifier, (MlirContext, _S)),
    ("mlirIdentifierGetContext", MlirContext, (MlirIdentifier,)),
    ("mlirIdentifierEqual", c_bool, (MlirIdentifier, MlirIdentifier)),
    ("mlirIdentifierStr", MlirStringRef, (MlirIdentifier,)),
    # Diagnostics.h
    ("mlirDiagnosticPrint", _H, (MlirDiagnostic, MlirStringCallback, c_void_p)),
    ("mlirDiagnosticGetLocation", MlirLocation, (MlirDiagnostic,)),
    ("mlirDiagnosticGetSeverity", MlirDiagnosticSeverity, (MlirDiagnostic,)),
    ("mlirDiagnosticGetNumNotes", c_intptr_t, (MlirDiagnostic,)),
    ("mlirDiagnosticGetNote", MlirDiagnostic, (MlirDiagnostic, c_intptr_t)),
    ("mlirContextAttachDiagnosticHandler", MlirDiagnosticHandlerID,
     (MlirContext, MlirDiagnosticHandler, c_void_p, MlirDeleteUserData)),
    ("mlirContextDetachDiagnosticHandler", _H, (MlirContext, MlirDiagnosticHandlerID)),
    ("mlirEmitError", _H, (MlirLocation, c_char_p)),
)
del _S


class CAPI:
    """The C functions of one loaded library, as attributes named like in C.

    A function the library does not export (the core is still growing, or a
    wasm export list lags the headers) becomes a stub that raises
    NotImplementedError when called, so importing the package never fails
    for a function nobody calls.
    """

    def __init__(self, library, path):
        self.library = library
        self.path = path
        self.missing = []
        for name, restype, argtypes in PROTOTYPES:
            try:
                fn = getattr(library, name)
            except AttributeError:
                self.missing.append(name)
                fn = _missing_stub(name, path)
            else:
                fn.restype = restype
                fn.argtypes = argtypes
            setattr(self, name, fn)


def _missing_stub(name, path):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"{name} is not exported by {path}")

    stub.__name__ = name
    return stub
