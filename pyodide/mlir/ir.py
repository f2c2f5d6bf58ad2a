"""mlir.ir: upstream MLIR's core Python API, in pure Python over mlirc's C API.

Names, signatures, exceptions and printed forms follow upstream's `mlir.ir`
(mlir/lib/Bindings/Python/IRCore.cpp, LLVM 22); the C calls go through ctypes
(see _mlir_libs/_capi.py). Depends on nothing but the standard library and
that C API; nothing here re-implements IR logic.

Ownership (upstream's design, seeds/001 "Ownership in the Core IR"):
  - Context, Module and Operation own C resources. They share one base class,
    _OwnedRef (llvmlite's ObjectRef): close() frees what the object owns and
    is idempotent, detach() hands the C handle back without freeing it, and
    __del__ closes unless the interpreter is shutting down.
  - There is at most one Operation object per live C operation and context
    (Context._live_operations, weak values). An attached operation keeps its
    root owner alive: the Module, or the detached top-level Operation, it was
    reached from. Regions and blocks keep their operation alive; values keep
    the operation that frees them alive (the defining operation, or the
    parent of a block argument's block), and OpOperands their user; types,
    attributes and locations keep their Context alive. So a parent is never
    freed while a Python object can still reach into it.
  - Freeing IR (Module.close, Operation.erase, Context.close) first
    invalidates every live wrapper inside it, and Block.erase_argument the
    wrappers of that argument; using one afterwards raises RuntimeError
    instead of touching freed memory. Blocks and block arguments freed or
    moved where Python cannot tell which (passes, pattern drivers, block
    moves) are caught by Block and BlockArgument wrappers themselves: they
    look for their block in the IR again before their next use after such
    a change (Context._block_epoch).
"""

import atexit
import ctypes
import enum
import itertools
import operator
import os
import sys
import threading
import weakref

from ._mlir_libs import _capi
from ._mlir_libs import capi as _c

__all__ = [
    "AsmState",
    "AttrBuilder",
    "Attribute",
    "Block",
    "BlockArgument",
    "BlockArgumentList",
    "BlockList",
    "Context",
    "Diagnostic",
    "DiagnosticHandler",
    "DiagnosticInfo",
    "DiagnosticSeverity",
    "Dialect",
    "DialectDescriptor",
    "DialectRegistry",
    "Dialects",
    "InsertionPoint",
    "Location",
    "MLIRError",
    "Module",
    "NamedAttribute",
    "OpAttributeMap",
    "OpOperand",
    "OpOperandList",
    "OpResult",
    "OpResultList",
    "OpSuccessors",
    "OpAdaptor",
    "OpView",
    "Operation",
    "OperationIterator",
    "OperationList",
    "Region",
    "RegionSequence",
    "SymbolTable",
    "Type",
    "TypeID",
    "Value",
    "WalkOrder",
    "WalkResult",
    "get_ops_of_type",
    "get_parent_of_type",
    "loc_tracebacks",
    "register_attribute_builder",
    "register_dialect",
    "register_operation",
    "register_type_caster",
    "register_value_caster",
]

# ---------------------------------------------------------------------------
# Strings and printing
# ---------------------------------------------------------------------------

# Printing hands text to one C callback in pieces. Each print call registers a
# chunk list under a fresh integer key, passed to C as the callback's userData,
# so nested or concurrent prints never mix their output.
_sinks = {}
_sink_keys = itertools.count(1)


def _on_string(ref, user_data):
    _sinks[user_data].append(_capi.string_from_ref(ref))


_STRING_CALLBACK = _capi.MlirStringCallback(_on_string)


def _print_bytes(print_fn, *args):
    """Calls `print_fn(*args, callback, userData)`; returns the bytes printed."""
    key = next(_sink_keys)
    chunks = _sinks[key] = []
    try:
        print_fn(*args, _STRING_CALLBACK, key)
    finally:
        del _sinks[key]
    return b"".join(chunks)


def _print_str(print_fn, *args):
    return _print_bytes(print_fn, *args).decode("utf-8", "replace")


def _str_from_ref(ref):
    return _capi.string_from_ref(ref).decode("utf-8", "replace")


def _sref(value):
    if not isinstance(value, (str, bytes, bytearray)):
        raise TypeError(f"expected str or bytes, got {type(value).__name__}")
    return _capi.string_ref(value)


# ---------------------------------------------------------------------------
# The owning base class
# ---------------------------------------------------------------------------

_at_exit = [False]
atexit.register(_at_exit.__setitem__, 0, True)


def _shutting_down(_flag=_at_exit, _finalizing=sys.is_finalizing):
    # Default arguments keep these reachable while module globals are torn down.
    return _flag[0] or _finalizing()


class _OwnedRef:
    """A Python object that owns (or borrows) one C resource.

    Subclasses set `_handle` through _init_ref and implement _release(dispose),
    which drops bookkeeping (and invalidates dependents) and, when `dispose`
    is true, frees the C resource. `_owned` is false for borrowed resources
    (an operation owned by its parent block): closing those only releases the
    Python object, as with llvmlite's ObjectRef.
    """

    # Class defaults make __del__ safe on objects whose __init__ failed.
    _closed = True
    _owned = False
    _closed_message = "the object has been closed"

    def _init_ref(self, handle, owned=True):
        self._handle = handle
        self._owned = owned
        self._closed = False

    @property
    def closed(self):
        """True once close() or detach() ran (or the owner was freed)."""
        return self._closed

    def close(self):
        """Frees the C resource if this object owns it. Safe to call twice."""
        if not self._closed:
            self._closed = True
            self._release(dispose=self._owned)

    def detach(self):
        """Gives up ownership and returns the C handle, leaving it allocated.

        The Python object is closed afterwards; the caller now frees the handle.
        """
        self._check_open()
        handle = self._handle
        self._closed = True
        self._release(dispose=False)
        return handle

    def _release(self, dispose):
        raise NotImplementedError

    def _check_open(self):
        if self._closed:
            raise RuntimeError(self._closed_message)

    def _get(self):
        """Returns the C handle, raising if the object was closed."""
        if self._closed:
            raise RuntimeError(self._closed_message)
        return self._handle

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.close()

    def __del__(self):
        if not self._closed and not _shutting_down():
            self.close()


# ---------------------------------------------------------------------------
# Thread-local context managers (upstream's PyThreadContextEntry)
# ---------------------------------------------------------------------------

_FRAME_CONTEXT, _FRAME_INSERTION_POINT, _FRAME_LOCATION = range(3)


class _Frame:
    __slots__ = ("kind", "entered", "context", "insertion_point", "location")

    def __init__(self, kind, entered, context, insertion_point, location):
        self.kind = kind
        self.entered = entered
        self.context = context
        self.insertion_point = insertion_point
        self.location = location


class _ThreadStack(threading.local):
    def __init__(self):
        self.frames = []


_stack = _ThreadStack()


def _push_frame(kind, entered, context, insertion_point=None, location=None):
    frames = _stack.frames
    frame = _Frame(kind, entered, context, insertion_point, location)
    # A frame for the same context inherits what the enclosing one set, so
    # `with ctx, loc:` followed by `with ctx:` keeps the location.
    if frames and frames[-1].context is context:
        if frame.insertion_point is None:
            frame.insertion_point = frames[-1].insertion_point
        if frame.location is None:
            frame.location = frames[-1].location
    frames.append(frame)


def _pop_frame(kind, entered, what):
    frames = _stack.frames
    if not frames or frames[-1].kind != kind or frames[-1].entered is not entered:
        raise RuntimeError(f"Unbalanced {what} enter/exit")
    frames.pop()


def _top_frame():
    frames = _stack.frames
    return frames[-1] if frames else None


class _classproperty:
    """A read-only property looked up on the class (upstream's def_prop_ro_static)."""

    def __init__(self, fget):
        self.fget = fget
        self.__doc__ = fget.__doc__

    def __get__(self, instance, owner):
        return self.fget(owner)


def _resolve_context(context):
    if context is None:
        frame = _top_frame()
        context = frame.context if frame else None
        if context is None:
            raise RuntimeError(
                "An MLIR function requires a Context but none was provided in the call "
                "or from the surrounding environment. Either pass to the function with "
                "a 'context=' argument or establish a default using 'with Context():'"
            )
    elif not isinstance(context, Context):
        raise TypeError(f"expected a Context, got {type(context).__name__}")
    return context


def _resolve_location(loc):
    if loc is None:
        frame = _top_frame()
        if _globals._loc_tracebacks_enabled and frame and frame.context is not None:
            loc = _traceback_location(frame.context)
            if loc is not None:
                return loc
        loc = frame.location if frame else None
        if loc is None:
            raise RuntimeError(
                "An MLIR function requires a Location but none was provided in the "
                "call or from the surrounding environment. Either pass to the function "
                "with a 'loc=' argument or establish a default using 'with loc:'"
            )
    elif not isinstance(loc, Location):
        raise TypeError(f"expected a Location, got {type(loc).__name__}")
    return loc


# ---------------------------------------------------------------------------
# Enumerations
# ---------------------------------------------------------------------------


class DiagnosticSeverity(enum.Enum):
    ERROR = 0
    WARNING = 1
    NOTE = 2
    REMARK = 3


class WalkOrder(enum.Enum):
    PRE_ORDER = 0
    POST_ORDER = 1


class WalkResult(enum.Enum):
    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


# ---------------------------------------------------------------------------
# Diagnostics
# ---------------------------------------------------------------------------

# Every diagnostic handler attached from Python is the one C trampoline
# below; its userData is a key into _diag_targets, the Python object that
# handles it (an _ErrorCapture or a DiagnosticHandler).
_diag_targets = {}
_diag_keys = itertools.count(1)


def _on_diagnostic(diagnostic, user_data):
    target = _diag_targets.get(user_data)
    if target is None:
        return 0
    try:
        return 1 if target._handle_diagnostic(diagnostic) else 0
    except Exception as e:  # an exception must never unwind through C
        print(f"MLIR Python Diagnostic handler raised exception: {e}", file=sys.stderr)
        return 0


_DIAGNOSTIC_TRAMPOLINE = _capi.MlirDiagnosticHandler(_on_diagnostic)
_NO_DELETE_USER_DATA = _capi.MlirDeleteUserData()  # a NULL function pointer


def _attach_target(ctx, target):
    key = next(_diag_keys)
    _diag_targets[key] = target
    handler_id = _c.mlirContextAttachDiagnosticHandler(
        ctx._get(), _DIAGNOSTIC_TRAMPOLINE, key, _NO_DELETE_USER_DATA
    )
    return key, handler_id


def _detach_target(ctx, key, handler_id):
    _diag_targets.pop(key, None)
    if not ctx._closed:
        _c.mlirContextDetachDiagnosticHandler(ctx._handle, handler_id)


class Diagnostic:
    """A diagnostic passed to a handler; valid only during the handler call."""

    def __init__(self):
        raise TypeError("Diagnostic objects are created by the diagnostic engine")

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        self._valid = True
        self._notes = None
        return self

    def _invalidate(self):
        self._valid = False
        for note in self._notes or ():
            note._invalidate()

    def _check_valid(self):
        if not self._valid:
            raise ValueError("Diagnostic is invalid (used outside of callback)")

    @property
    def severity(self):
        self._check_valid()
        return DiagnosticSeverity(_c.mlirDiagnosticGetSeverity(self._handle))

    @property
    def location(self):
        self._check_valid()
        return Location._wrap(self._ctx, _c.mlirDiagnosticGetLocation(self._handle))

    @property
    def message(self):
        self._check_valid()
        return _print_str(_c.mlirDiagnosticPrint, self._handle)

    @property
    def notes(self):
        self._check_valid()
        if self._notes is None:
            count = _c.mlirDiagnosticGetNumNotes(self._handle)
            self._notes = tuple(
                Diagnostic._wrap(self._ctx, _c.mlirDiagnosticGetNote(self._handle, i))
                for i in range(count)
            )
        return self._notes

    def __str__(self):
        return self.message if self._valid else "<Invalid Diagnostic>"

    def __repr__(self):
        if not self._valid:
            return "<Invalid Diagnostic>"
        return f"Diagnostic({self.severity.name}, {self.location!r}, {self.message!r})"


class DiagnosticInfo:
    """A copy of a Diagnostic that outlives the handler call (what MLIRError holds)."""

    def __init__(self, diag):
        self.severity = diag.severity
        self.location = diag.location
        self.message = diag.message
        self.notes = [DiagnosticInfo(note) for note in diag.notes]

    def __str__(self):
        return self.message

    def __repr__(self):
        return f"DiagnosticInfo({self.severity.name}, {self.location!r}, {self.message!r})"


class DiagnosticHandler:
    """A Python callback attached to a context (Context.attach_diagnostic_handler).

    The callback receives a Diagnostic and returns True when it handled it,
    which stops delivery to handlers attached before it.
    """

    def __init__(self):
        raise TypeError("use Context.attach_diagnostic_handler")

    @classmethod
    def _attach(cls, ctx, callback):
        self = object.__new__(cls)
        # Weak: like upstream's, an attached handler does not keep its context
        # alive (the context owns it and detaches it when freed).
        self._ctx_ref = weakref.ref(ctx)
        self._callback = callback
        self.had_error = False
        self._key, self._id = _attach_target(ctx, self)
        ctx._diagnostic_handlers[self._key] = self
        return self

    @property
    def attached(self):
        return self._key in _diag_targets

    def __repr__(self):
        return f"<DiagnosticHandler {'attached' if self.attached else 'detached'}>"

    def detach(self):
        """Stops receiving diagnostics. Safe to call twice."""
        if self._key not in _diag_targets:
            return
        ctx = self._ctx_ref()
        if ctx is None:
            del _diag_targets[self._key]
            return
        _detach_target(ctx, self._key, self._id)
        ctx._diagnostic_handlers.pop(self._key, None)

    def _handle_diagnostic(self, handle):
        ctx = self._ctx_ref()
        if ctx is None:
            return False
        diag = Diagnostic._wrap(ctx, handle)
        try:
            return bool(self._callback(diag))
        except Exception:
            self.had_error = True
            raise
        finally:
            diag._invalidate()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        self.detach()


class _ErrorCapture:
    """Collects the error diagnostics of one C call (upstream's ErrorCapture).

    Attached for the duration of the call, so it is the newest handler and
    sees errors first; other severities go on to older handlers.
    """

    def __init__(self, ctx):
        self._ctx = ctx
        self.errors = []

    def __enter__(self):
        self._key, self._id = _attach_target(self._ctx, self)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _detach_target(self._ctx, self._key, self._id)

    def _handle_diagnostic(self, handle):
        if self._ctx.emit_error_diagnostics:
            return False
        if _c.mlirDiagnosticGetSeverity(handle) != DiagnosticSeverity.ERROR.value:
            return False
        diag = Diagnostic._wrap(self._ctx, handle)
        try:
            self.errors.append(DiagnosticInfo(diag))
        finally:
            diag._invalidate()
        return True


class _DiagnosticCapture:
    """Context.capture_diagnostics(): every diagnostic of the context, as
    DiagnosticInfo, while active (the newest handler, so it sees them first)."""

    def __init__(self, ctx, severity):
        self._ctx = ctx
        self._max = None if severity is None else DiagnosticSeverity(severity).value
        self.diagnostics = []

    def __enter__(self):
        self._key, self._id = _attach_target(self._ctx, self)
        return self.diagnostics

    def __exit__(self, exc_type, exc_value, traceback):
        _detach_target(self._ctx, self._key, self._id)

    def _handle_diagnostic(self, handle):
        severity = _c.mlirDiagnosticGetSeverity(handle)
        if self._max is not None and severity > self._max:
            return False  # less severe than asked for: older handlers get it
        diag = Diagnostic._wrap(self._ctx, handle)
        try:
            self.diagnostics.append(DiagnosticInfo(diag))
        finally:
            diag._invalidate()
        return True


class MLIRError(Exception):
    """An exception with diagnostic information. Has the following fields:
    message: str
    error_diagnostics: List[ir.DiagnosticInfo]
    """

    def __init__(self, message, error_diagnostics):
        self.message = message
        self.error_diagnostics = error_diagnostics
        super().__init__(message, error_diagnostics)

    def __str__(self):
        s = self.message
        if self.error_diagnostics:
            s += ":"
        for diag in self.error_diagnostics:
            s += (
                "\nerror: "
                + str(diag.location)[4:-1]
                + ": "
                + diag.message.replace("\n", "\n  ")
            )
            for note in diag.notes:
                s += (
                    "\n note: "
                    + str(note.location)[4:-1]
                    + ": "
                    + note.message.replace("\n", "\n  ")
                )
        return s


# ---------------------------------------------------------------------------
# Context, dialects
# ---------------------------------------------------------------------------

# Live Context objects by C pointer, so a C handle maps back to its one object.
_live_contexts = weakref.WeakValueDictionary()

# PyCapsules carry C handles between Python bindings (upstream's _CAPIPtr /
# _CAPICreate); the names are upstream's so capsules interoperate.
_CONTEXT_CAPSULE = b"mlir.ir.Context._CAPIPtr"
_MODULE_CAPSULE = b"mlir.ir.Module._CAPIPtr"


def _capsule_new(ptr, name):
    new = ctypes.pythonapi.PyCapsule_New
    new.restype = ctypes.py_object
    new.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p)
    return new(ptr, name, None)


def _capsule_pointer(capsule, name):
    if type(capsule).__name__ != "PyCapsule":
        raise TypeError(f"expected a PyCapsule, got {type(capsule).__name__}")
    is_valid = ctypes.pythonapi.PyCapsule_IsValid
    is_valid.restype = ctypes.c_int
    is_valid.argtypes = (ctypes.py_object, ctypes.c_char_p)
    if not is_valid(capsule, name):
        raise ValueError(f"expected a capsule named {name.decode()}")
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype = ctypes.c_void_p
    get.argtypes = (ctypes.py_object, ctypes.c_char_p)
    return get(capsule, name)


def _context_for(ptr):
    ctx = _live_contexts.get(ptr)
    if ctx is None:
        ctx = object.__new__(Context)
        ctx._setup(_capi.MlirContext(ptr))
    return ctx


class Context(_OwnedRef):
    """Owns types, attributes, locations and, through modules, all IR.

    `with Context() as ctx:` makes `ctx` the current context of this thread
    (upstream's semantics: leaving the block does not close it). close()
    frees the context and everything created in it; every object that refers
    to it raises RuntimeError afterwards.
    """

    _closed_message = "the context has been closed"

    def __init__(self):
        # As upstream's Python package: every dialect mlirc provides is
        # registered in a new context.
        registry = _c.mlirDialectRegistryCreate()
        _c.mlirRegisterAllDialects(registry)
        handle = _c.mlirContextCreateWithRegistry(registry, False)
        _c.mlirDialectRegistryDestroy(registry)
        if not handle.ptr:
            raise MemoryError("mlirContextCreate failed")
        self._setup(handle)
        from . import _mlir_libs

        if _mlir_libs._dialect_registry is not None:
            _c.mlirContextAppendDialectRegistry(handle, _mlir_libs._dialect_registry._get())
        _c.mlirContextLoadAllAvailableDialects(handle)
        for name in _mlir_libs._load_on_create_dialects:
            self.dialects[name]  # raises IndexError for an unknown dialect

    def _setup(self, handle):
        self._init_ref(handle)
        self._live_operations = weakref.WeakValueDictionary()
        self._live_modules = weakref.WeakValueDictionary()
        # Counts what may have freed or moved blocks and block arguments
        # behind the wrappers' backs (erase_argument, block moves, pass runs,
        # pattern drivers; see _blocks_changed). Block and BlockArgument
        # wrappers note it when (re)validated and re-check their block only
        # when it changed (Block._get, Value._get), without a registry of
        # wrappers. erase_argument also notes when each address was freed,
        # and Block.append_to where each block went (a weak reference to
        # its new parent operation).
        self._block_epoch = 0
        self._erased_arguments = {}
        self._moved_blocks = {}
        self._moved_blocks_limit = 64
        self._diagnostic_handlers = {}
        self._emit_error_diagnostics = False
        # Operations a walk or a pattern is visiting (innermost last): only
        # the innermost may be erased until it returns.
        self._visiting = []
        # Objects holding C resources tied to this context (pass managers,
        # pattern sets): closed before the context is destroyed.
        self._dependents = weakref.WeakSet()
        _live_contexts[handle.ptr] = self

    @property
    def _CAPIPtr(self):
        """A PyCapsule of the MlirContext (upstream's interop protocol)."""
        return _capsule_new(self._get().ptr, _CONTEXT_CAPSULE)

    @staticmethod
    def _CAPICreate(capsule):
        """The Context of an MlirContext capsule: the live Python object when
        there is one, else a new one that owns the context."""
        ptr = _capsule_pointer(capsule, _CONTEXT_CAPSULE)
        return _context_for(ptr)

    def detach(self):
        """Returns the MlirContext and stops owning it (see _OwnedRef.detach).

        Refused while Python still owns modules or detached operations in the
        context: they could not be freed safely once the context is not ours.
        """
        self._check_open()
        if any(not m._closed for m in self._live_modules.values()) or any(
                op._owned and not op._closed for op in self._live_operations.values()):
            raise ValueError("close the context's modules and detached operations first")
        return super().detach()

    def _release(self, dispose):
        _live_contexts.pop(self._handle.ptr, None)
        self._closed = False  # dependents close through the live context
        try:
            for dependent in list(self._dependents):
                dependent.close()
        finally:
            self._closed = True
        for handler in list(self._diagnostic_handlers.values()):
            # The context is marked closed already: this only forgets the target.
            handler.detach()
        # Invalidate every operation wrapper first, then free what Python owns
        # (modules and detached operations), then the context itself.
        owned_ops = []
        for op in list(self._live_operations.values()):
            if op._owned and not op._closed:
                owned_ops.append(op._handle)
            op._invalidate()
        modules = [m for m in list(self._live_modules.values()) if not m._closed]
        for module in modules:
            module._closed = True
        self._live_modules.clear()
        if dispose:
            for handle in owned_ops:
                _c.mlirOperationDestroy(handle)
            for module in modules:
                if module._owned:
                    _c.mlirModuleDestroy(module._handle)
            _c.mlirContextDestroy(self._handle)

    # Context manager: the thread's current context (does not close).
    def __enter__(self):
        self._check_open()
        _push_frame(_FRAME_CONTEXT, self, self)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _pop_frame(_FRAME_CONTEXT, self, "Context")

    @_classproperty
    def current(cls):
        """The Context bound to the current thread, or None."""
        frame = _top_frame()
        return frame.context if frame else None

    @staticmethod
    def _get_live_count():
        return len(_live_contexts)

    def _get_live_module_count(self):
        return len(self._live_modules)

    def _get_live_operation_count(self):
        return len(self._live_operations)

    def _get_live_operation_objects(self):
        return list(self._live_operations.values())

    def _clear_live_operations(self):
        ops = list(self._live_operations.values())
        for op in ops:
            op._invalidate()
        return len(ops)

    def _blocks_changed(self):
        """Notes that blocks or block arguments may have been freed or moved
        (in C, or by a Python call): every Block and BlockArgument wrapper
        re-checks its block on its next use."""
        self._block_epoch += 1

    def _clear_live_operations_inside(self, operation, only_gone=False):
        """Invalidates the wrappers of operations inside `operation` (not the
        operation itself), e.g. after a pass pipeline or a pattern driver
        rewrote them in C. Wrappers of its tree whose operation is no longer
        in the IR (erased in C) are invalidated too; with `only_gone`, only
        those."""
        op = operation._op()
        handle = op._get()
        root = op._root_owner()
        tree = [w for w in list(self._live_operations.values())
                if w is not op and not w._closed and w._root_owner() is root]
        if not tree:
            return 0
        top = root._handle if isinstance(root, Operation) else _c.mlirModuleGetOperation(root._get())
        if top.ptr == handle.ptr and not only_gone:
            doomed = tree
        else:
            # One walk of the tree tells which wrappers' operations are still
            # in the IR; only those have parents that are safe to read.
            live = {w._handle.ptr for w in tree}
            in_ir = set()

            def visit(h, _user):
                if h.ptr in live:
                    in_ir.add(h.ptr)
                return WalkResult.ADVANCE.value

            callback = _capi.MlirOperationWalkCallback(visit)
            _c.mlirOperationWalk(top, callback, None, WalkOrder.PRE_ORDER.value)
            doomed = [w for w in tree if w._handle.ptr not in in_ir]
            for w in doomed:
                w._invalidate()
            if not only_gone:
                doomed += op._nested_wrappers()
        for w in doomed:
            w._invalidate()
        return len(doomed)

    def capture_diagnostics(self, severity=None):
        """Collects the diagnostics emitted in the context while the returned
        context manager is active, instead of printing them (beyond upstream,
        for notebooks): `with ctx.capture_diagnostics() as diags: ...` leaves
        a list of DiagnosticInfo in `diags`. `severity` keeps only diagnostics
        at least that severe (DiagnosticSeverity.ERROR, ...)."""
        return _DiagnosticCapture(self, severity)

    @property
    def allow_unregistered_dialects(self):
        return bool(_c.mlirContextGetAllowUnregisteredDialects(self._get()))

    @allow_unregistered_dialects.setter
    def allow_unregistered_dialects(self, value):
        _c.mlirContextSetAllowUnregisteredDialects(self._get(), bool(value))

    @property
    def emit_error_diagnostics(self):
        """When True, errors go to the attached handlers instead of MLIRError."""
        return self._emit_error_diagnostics

    @emit_error_diagnostics.setter
    def emit_error_diagnostics(self, value):
        self._emit_error_diagnostics = bool(value)

    def attach_diagnostic_handler(self, callback):
        return DiagnosticHandler._attach(self, callback)

    def enable_multithreading(self, enable):
        _c.mlirContextEnableMultithreading(self._get(), bool(enable))

    def get_num_threads(self):
        """How many threads the context runs work on (1: mlirc runs on the caller's)."""
        return _c.mlirContextGetNumThreads(self._get())

    def append_dialect_registry(self, registry):
        _c.mlirContextAppendDialectRegistry(self._get(), registry._get())

    def __repr__(self):
        return "<Context (closed)>" if self._closed else f"<Context {self._handle.ptr:#x}>"

    def is_registered_operation(self, operation_name):
        return bool(_c.mlirContextIsRegisteredOperation(self._get(), _sref(operation_name)))

    def load_all_available_dialects(self):
        _c.mlirContextLoadAllAvailableDialects(self._get())

    def get_dialect_descriptor(self, dialect_name):
        dialect = _c.mlirContextGetOrLoadDialect(self._get(), _sref(dialect_name))
        if not dialect.ptr:
            raise ValueError(f"Dialect '{dialect_name}' not found")
        return DialectDescriptor._wrap(self, dialect)

    @property
    def dialects(self):
        return Dialects(self)

    @property
    def d(self):
        """Alias for `dialects`."""
        return Dialects(self)


class DialectRegistry(_OwnedRef):
    """A set of dialects to register in contexts (Context.append_dialect_registry).

    mlirc registers every dialect it has in a new Context already; a
    registry holds what mlirRegisterAllDialects adds.
    """

    _closed_message = "the DialectRegistry has been closed"

    def __init__(self):
        self._init_ref(_c.mlirDialectRegistryCreate())
        _c.mlirRegisterAllDialects(self._handle)

    def _release(self, dispose):
        if dispose:
            _c.mlirDialectRegistryDestroy(self._handle)

    def __repr__(self):
        return "<DialectRegistry>"


class DialectDescriptor:
    def __init__(self):
        raise TypeError("use Context.get_dialect_descriptor")

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        return self

    @property
    def namespace(self):
        self._ctx._check_open()
        return _str_from_ref(_c.mlirDialectGetNamespace(self._handle))

    def __repr__(self):
        return f"<DialectDescriptor {self.namespace}>"


class Dialect:
    """Base class of dialect wrappers; generated dialect modules subclass it."""

    def __init__(self, descriptor):
        self._descriptor = descriptor

    @property
    def descriptor(self):
        return self._descriptor

    def __repr__(self):
        cls = type(self)
        return (
            f"<Dialect {self.descriptor.namespace} (class {cls.__module__}.{cls.__name__})>"
        )


class Dialects:
    """Dialects of a context by name: `ctx.dialects.builtin`, `ctx.dialects["builtin"]`."""

    def __init__(self, context):
        self._ctx = context

    def _lookup(self, name, error):
        handle = _c.mlirContextGetOrLoadDialect(self._ctx._get(), _sref(name))
        if not handle.ptr:
            raise error(f"Dialect '{name}' not found")
        cls = _globals._lookup_dialect_class(name) or Dialect
        return cls(DialectDescriptor._wrap(self._ctx, handle))

    def __repr__(self):
        return f"<Dialects of {self._ctx!r}>"

    def __getitem__(self, name):
        return self._lookup(name, IndexError)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._lookup(name, AttributeError)


# ---------------------------------------------------------------------------
# Context-owned handles
# ---------------------------------------------------------------------------


class _ContextOwned:
    """What Type, Attribute, Location, AffineExpr, AffineMap and IntegerSet
    are: a C handle that its context owns and uniques. The object keeps the
    context alive, raises once the context is closed, and equals another of
    its family (the class right below this one) exactly when both are the
    same C object.

    A family names its C print function (`_print_fn`, for str()) and, when
    its constructor casts (`Type(t)`, `IntegerType(t)`: `_cast`), the noun of
    its errors (`_noun`); a class of a family may name the C predicate its
    members satisfy (`_isa`).
    """

    __slots__ = ("_ctx", "_handle")
    _family = None
    _noun = None
    _print_fn = None
    _isa = None

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if _ContextOwned in cls.__bases__:
            cls._family = cls

    def _cast(self, cast_from):
        """Makes this object `cast_from` (of the same family) seen as this
        class: a family's constructor; ValueError when it is not of this
        class's kind."""
        family = self._family
        if not isinstance(cast_from, family):
            article = "an" if family.__name__[0] in "AEIOU" else "a"
            raise TypeError(f"expected {article} {family.__name__}, got {type(cast_from).__name__}")
        cls = type(self)
        if cls._isa is not None and not getattr(_c, cls._isa)(cast_from._get()):
            raise ValueError(f"Cannot cast {family._noun} to {cls.__name__} (from {cast_from!r})")
        self._ctx = cast_from._ctx
        self._handle = cast_from._handle

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        return self

    def _get(self):
        self._ctx._check_open()
        return self._handle

    @property
    def context(self):
        return self._ctx

    def __eq__(self, other):
        if not isinstance(other, _ContextOwned) or other._family is not self._family:
            return False
        return self._get().ptr == other._get().ptr  # uniqued: the same object

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return _print_str(getattr(_c, self._print_fn), self._get())

    def __repr__(self):
        return f"{type(self).__name__}({self})"


class _Kinds:
    """For the classes of a family that tell its members apart by a C
    predicate (IntegerType, StringAttr, AffineAddExpr, ...): `isinstance` and,
    where the kind has one, its TypeID (`_typeid_fn`: the C function)."""

    __slots__ = ()
    _typeid_fn = None

    @classmethod
    def isinstance(cls, other):
        """Whether `other` is of this kind."""
        if not isinstance(other, cls._family):
            return False
        return cls._isa is None or bool(getattr(_c, cls._isa)(other._get()))

    @_classproperty
    def static_typeid(cls):
        if cls._typeid_fn is None:
            raise AttributeError(f"{cls.__name__} has no static_typeid")
        return TypeID._wrap(getattr(_c, cls._typeid_fn)())


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------


class Location(_ContextOwned):
    """A source location, owned by its context (uniqued: equal means same)."""

    __slots__ = ()
    _print_fn = "mlirLocationPrint"

    def __init__(self):
        raise TypeError("use Location.unknown(), Location.file(), ...")

    # Context manager: the thread's current location (and its context).
    def __enter__(self):
        _push_frame(_FRAME_LOCATION, self, self._ctx, location=self)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _pop_frame(_FRAME_LOCATION, self, "Location")

    @_classproperty
    def current(cls):
        """The Location bound to the current thread, or None."""
        frame = _top_frame()
        return frame.location if frame else None

    @staticmethod
    def unknown(context=None):
        ctx = _resolve_context(context)
        return Location._wrap(ctx, _c.mlirLocationUnknownGet(ctx._get()))

    @staticmethod
    def file(filename, *args, **kwargs):
        """file(filename, line, col, context=None), or a range:
        file(filename, start_line, start_col, end_line, end_col, context=None).

        Upstream's two overloads: arguments by position or by these names.
        """
        args = list(args)
        context = kwargs.pop("context", None)
        if len(args) in (3, 5) and (args[-1] is None or isinstance(args[-1], Context)):
            context = args.pop()
        point = "line" in kwargs or "col" in kwargs or len(args) + len(kwargs) == 2
        names = ("line", "col") if point else ("start_line", "start_col", "end_line", "end_col")
        if len(args) > len(names):
            raise TypeError(f"Location.file() takes at most {len(names) + 2} positional arguments")
        values = dict(zip(names, args))
        for name, value in kwargs.items():
            if name not in names or name in values:
                raise TypeError(f"Location.file() got an unexpected argument '{name}'")
            values[name] = value
        missing = [name for name in names if name not in values]
        if missing:
            raise TypeError(f"Location.file() missing argument(s): {', '.join(missing)}")
        ctx = _resolve_context(context)
        if point:
            handle = _c.mlirLocationFileLineColGet(
                ctx._get(), _sref(filename), values["line"], values["col"])
        else:
            handle = _c.mlirLocationFileLineColRangeGet(
                ctx._get(), _sref(filename), *(values[name] for name in names))
        return Location._wrap(ctx, handle)

    @staticmethod
    def name(name, childLoc=None, context=None):
        ctx = _resolve_context(context)
        child = childLoc._get() if childLoc is not None else _c.mlirLocationUnknownGet(ctx._get())
        return Location._wrap(ctx, _c.mlirLocationNameGet(ctx._get(), _sref(name), child))

    @staticmethod
    def callsite(callee, frames, context=None):
        ctx = _resolve_context(context)
        frames = list(frames)
        if not frames:
            raise ValueError("No caller frames provided.")
        caller = frames[-1]._get()
        for frame in reversed(frames[:-1]):
            caller = _c.mlirLocationCallSiteGet(frame._get(), caller)
        return Location._wrap(ctx, _c.mlirLocationCallSiteGet(callee._get(), caller))

    @staticmethod
    def fused(locations, metadata=None, context=None):
        ctx = _resolve_context(context)
        locations = list(locations)
        array = (_capi.MlirLocation * len(locations))(*[loc._get() for loc in locations])
        meta = metadata._get() if metadata is not None else _capi.MlirAttribute()
        return Location._wrap(
            ctx, _c.mlirLocationFusedGet(ctx._get(), len(locations), array, meta)
        )

    @staticmethod
    def from_attr(attribute, context=None):
        ctx = _resolve_context(context)
        return Location._wrap(ctx, _c.mlirLocationFromAttribute(attribute._get()))

    @property
    def attr(self):
        return Attribute._wrap(self._ctx, _c.mlirLocationGetAttribute(self._get()))

    def emit_error(self, message):
        _c.mlirEmitError(self._get(), str(message).encode("utf-8"))

    def is_a_file(self):
        return bool(_c.mlirLocationIsAFileLineColRange(self._get()))

    @property
    def filename(self):
        return _str_from_ref(_c.mlirIdentifierStr(
            _c.mlirLocationFileLineColRangeGetFilename(self._get())))

    @property
    def start_line(self):
        return _c.mlirLocationFileLineColRangeGetStartLine(self._get())

    @property
    def start_col(self):
        return _c.mlirLocationFileLineColRangeGetStartColumn(self._get())

    @property
    def end_line(self):
        return _c.mlirLocationFileLineColRangeGetEndLine(self._get())

    @property
    def end_col(self):
        return _c.mlirLocationFileLineColRangeGetEndColumn(self._get())

    def is_a_name(self):
        return bool(_c.mlirLocationIsAName(self._get()))

    @property
    def name_str(self):
        return _str_from_ref(_c.mlirIdentifierStr(_c.mlirLocationNameGetName(self._get())))

    @property
    def child_loc(self):
        return Location._wrap(self._ctx, _c.mlirLocationNameGetChildLoc(self._get()))

    def is_a_callsite(self):
        return bool(_c.mlirLocationIsACallSite(self._get()))

    @property
    def callee(self):
        return Location._wrap(self._ctx, _c.mlirLocationCallSiteGetCallee(self._get()))

    @property
    def caller(self):
        return Location._wrap(self._ctx, _c.mlirLocationCallSiteGetCaller(self._get()))

    def is_a_fused(self):
        return bool(_c.mlirLocationIsAFused(self._get()))

    @property
    def locations(self):
        handle = self._get()
        count = _c.mlirLocationFusedGetNumLocations(handle)
        array = (_capi.MlirLocation * count)()
        if count:
            _c.mlirLocationFusedGetLocations(handle, array)
        return [Location._wrap(self._ctx, array[i]) for i in range(count)]

    def __repr__(self):
        return str(self)


# ---------------------------------------------------------------------------
# Types and attributes
# ---------------------------------------------------------------------------


class TypeID:
    """Identifies a type or attribute class; compares and hashes by identity."""

    __slots__ = ("_handle",)

    def __init__(self):
        raise TypeError("TypeID objects come from .typeid")

    @classmethod
    def _wrap(cls, handle):
        self = object.__new__(cls)
        self._handle = handle
        return self

    def __eq__(self, other):
        return isinstance(other, TypeID) and bool(_c.mlirTypeIDEqual(self._handle, other._handle))

    def __hash__(self):
        return _c.mlirTypeIDHashValue(self._handle)

    def __repr__(self):
        return f"TypeID({self._handle.ptr:#x})"


class Type(_ContextOwned):
    """A type, owned by its context. `Type(t)` casts a Type subclass to Type."""

    __slots__ = ()
    _noun = "type"
    _print_fn = "mlirTypePrint"

    def __init__(self, cast_from_type):
        self._cast(cast_from_type)

    @staticmethod
    def parse(asm, context=None):
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirTypeParseGet(ctx._get(), _sref(asm))
        if not handle.ptr:
            raise MLIRError("Unable to parse type", capture.errors)
        return Type._wrap(ctx, handle).maybe_downcast()

    @property
    def typeid(self):
        handle = _c.mlirTypeGetTypeID(self._get())
        if not handle.ptr:
            raise ValueError(f"{self!r} has no typeid.")
        return TypeID._wrap(handle)

    @property
    def dialect(self):
        """The namespace of the dialect defining this type."""
        return _str_from_ref(_c.mlirDialectGetNamespace(_c.mlirTypeGetDialect(self._get())))

    def maybe_downcast(self):
        """This type as its concrete class (IntegerType, ...), through the
        caster registered for its TypeID; itself if there is none."""
        _ensure_builtins()
        typeid = _c.mlirTypeGetTypeID(self._get())
        caster = _globals._type_casters.get(typeid.ptr) if typeid.ptr else None
        return caster(self) if caster is not None else self

    def dump(self):
        _c.mlirTypeDump(self._get())



class Attribute(_ContextOwned):
    """An attribute, owned by its context. `Attribute(a)` casts to Attribute."""

    __slots__ = ()
    _noun = "attribute"
    _print_fn = "mlirAttributePrint"

    def __init__(self, cast_from_type):
        self._cast(cast_from_type)

    @staticmethod
    def parse(asm, context=None):
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirAttributeParseGet(ctx._get(), _sref(asm))
        if not handle.ptr:
            raise MLIRError("Unable to parse attribute", capture.errors)
        return Attribute._wrap(ctx, handle).maybe_downcast()

    @property
    def type(self):
        return Type._wrap(self._ctx, _c.mlirAttributeGetType(self._get()))

    @property
    def typeid(self):
        return TypeID._wrap(_c.mlirAttributeGetTypeID(self._get()))

    def get_named(self, name):
        return NamedAttribute(name, self)

    def maybe_downcast(self):
        """This attribute as its concrete class (IntegerAttr, ...), through
        the caster registered for its TypeID; itself if there is none."""
        _ensure_builtins()
        typeid = _c.mlirAttributeGetTypeID(self._get())
        caster = _globals._type_casters.get(typeid.ptr) if typeid.ptr else None
        return caster(self) if caster is not None else self

    def dump(self):
        _c.mlirAttributeDump(self._get())



class NamedAttribute:
    """An attribute bound to a name, as operations hold them."""

    __slots__ = ("_name", "_attr")

    def __init__(self, name, attr):
        if not isinstance(attr, Attribute):
            raise TypeError(f"expected an Attribute, got {type(attr).__name__}")
        self._name = str(name)
        self._attr = attr

    @property
    def name(self):
        """The name of the NamedAttribute binding."""
        return self._name

    @property
    def attr(self):
        """The underlying generic attribute of the NamedAttribute binding."""
        return self._attr

    def __repr__(self):
        return f"NamedAttribute({self._name}={self._attr})"


# ---------------------------------------------------------------------------
# Modules
# ---------------------------------------------------------------------------


class Module(_OwnedRef):
    """A builtin.module and everything in it; owns its C module.

    Operation objects reached from a module keep it alive; close() frees it
    at once and invalidates them.
    """

    _closed_message = "the module has been closed"

    def __init__(self):
        raise TypeError("use Module.parse() or Module.create()")

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._init_ref(handle)
        self._ctx = ctx
        ctx._live_modules[handle.ptr] = self
        return self

    def _release(self, dispose):
        ctx = self._ctx
        if ctx._live_modules.get(self._handle.ptr) is self:
            del ctx._live_modules[self._handle.ptr]
        for op in list(ctx._live_operations.values()):
            if op._root is self:
                op._invalidate()
        if dispose and not ctx._closed:
            _c.mlirModuleDestroy(self._handle)

    @staticmethod
    def parse(asm, context=None):
        """Parses a module's assembly format from a string (or bytes).

        Raises MLIRError holding the error diagnostics if parsing fails.
        """
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirModuleCreateParse(ctx._get(), _sref(asm))
        if not handle.ptr:
            raise MLIRError("Unable to parse module assembly", capture.errors)
        return Module._wrap(ctx, handle)

    @staticmethod
    def parseFile(path, context=None):
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirModuleCreateParseFromFile(ctx._get(), _sref(os.fspath(path)))
        if not handle.ptr:
            raise MLIRError("Unable to parse module assembly", capture.errors)
        return Module._wrap(ctx, handle)

    @staticmethod
    def create(loc=None):
        """Creates an empty module at `loc` (default: the current Location)."""
        loc = _resolve_location(loc)
        return Module._wrap(loc._ctx, _c.mlirModuleCreateEmpty(loc._get()))

    @property
    def _CAPIPtr(self):
        """A PyCapsule of the MlirModule (upstream's interop protocol)."""
        return _capsule_new(self._get().ptr, _MODULE_CAPSULE)

    @staticmethod
    def _CAPICreate(capsule):
        """The Module of an MlirModule capsule: the live Python object when
        there is one, else a new one that owns the module."""
        handle = _capi.MlirModule(_capsule_pointer(capsule, _MODULE_CAPSULE))
        ctx = _context_for(_c.mlirModuleGetContext(handle).ptr)
        module = ctx._live_modules.get(handle.ptr)
        if module is None or module._closed:
            module = Module._wrap(ctx, handle)
        return module

    def _clear_mlir_module(self):
        """Stops owning the MlirModule (someone else frees it now); this
        object is closed afterwards (see detach())."""
        self.detach()

    def __repr__(self):
        if self._closed:
            return "<Module (closed)>"
        count = len(self.body.operations)
        return f"<Module with {count} operation{'' if count == 1 else 's'}>"

    @property
    def context(self):
        return self._ctx

    @property
    def operation(self):
        """The module as an operation (kept alive by, and keeping alive, the module)."""
        return Operation._for(self._ctx, _c.mlirModuleGetOperation(self._get()), self)

    @property
    def body(self):
        """The module's single block."""
        return Block._wrap(self.operation, _c.mlirModuleGetBody(self._get()))

    def dump(self):
        _c.mlirOperationDump(_c.mlirModuleGetOperation(self._get()))

    def __str__(self):
        return str(self.operation)

    def __eq__(self, other):
        if not isinstance(other, Module):
            return NotImplemented
        return bool(_c.mlirModuleEqual(self._get(), other._get()))

    def __hash__(self):
        return _c.mlirModuleHashValue(self._get())


# ---------------------------------------------------------------------------
# Operations
# ---------------------------------------------------------------------------


def _opview_of(op):
    """The OpView of `op`: its registered class if any (loading the dialect's
    module from the search prefixes on first use), else a plain OpView."""
    cls = _globals._lookup_operation_class(op.name)
    if cls is None:
        view = object.__new__(OpView)
    else:
        view = cls.__new__(cls)
    view._operation = op
    return view


def _flags_for(large_elements_limit=None, large_resource_limit=None, enable_debug_info=False,
               pretty_debug_info=False, print_generic_op_form=False, use_local_scope=False,
               use_name_loc_as_prefix=False, assume_verified=False, skip_regions=False):
    """Creates MlirOpPrintingFlags (caller destroys them) from upstream's keywords."""
    flags = _c.mlirOpPrintingFlagsCreate()
    if large_elements_limit is not None:
        _c.mlirOpPrintingFlagsElideLargeElementsAttrs(flags, large_elements_limit)
    if large_resource_limit is not None:
        _c.mlirOpPrintingFlagsElideLargeResourceString(flags, large_resource_limit)
    if enable_debug_info:
        _c.mlirOpPrintingFlagsEnableDebugInfo(flags, True, bool(pretty_debug_info))
    if print_generic_op_form:
        _c.mlirOpPrintingFlagsPrintGenericOpForm(flags)
    if use_local_scope:
        _c.mlirOpPrintingFlagsUseLocalScope(flags)
    if assume_verified:
        _c.mlirOpPrintingFlagsAssumeVerified(flags)
    if skip_regions:
        _c.mlirOpPrintingFlagsSkipRegions(flags)
    if use_name_loc_as_prefix:
        _c.mlirOpPrintingFlagsPrintNameLocAsPrefix(flags)
    return flags


def _write_output(data, file, binary):
    """Writes printed bytes where upstream's PyFileAccumulator would."""
    if file is None:
        file = sys.stdout
    if isinstance(file, (str, os.PathLike)):
        with open(file, "wb") as f:
            f.write(data)
        return
    file.write(data if binary else data.decode("utf-8", "replace"))


# Walk callbacks: one C trampoline; userData keys the Python state of a walk.
_walks = {}
_walk_keys = itertools.count(1)


def _on_walk(op_handle, user_data):
    state = _walks[user_data]
    try:
        op = Operation._for(state["ctx"], op_handle, state["root"])
        state["ctx"]._visiting.append((op, "walk"))
        try:
            result = state["callback"](op)
        finally:
            state["ctx"]._visiting.pop()
        if op._closed:
            # The callback erased the op: never descend into freed regions.
            return WalkResult.SKIP.value
        if result is None:
            return WalkResult.ADVANCE.value
        return WalkResult(result).value
    except Exception as e:  # an exception must never unwind through C
        state["error"] = e
        return WalkResult.INTERRUPT.value


_WALK_CALLBACK = _capi.MlirOperationWalkCallback(_on_walk)


def _value_handle(operand, what):
    """The MlirValue of an operand given as a Value, a one-result op or an
    OpResultList (upstream's getOpResultOrValue); ValueError otherwise."""
    if isinstance(operand, Value):
        return operand._get()
    if isinstance(operand, _OperationBase):
        return _unique_result(operand._op())._get()
    if isinstance(operand, OpResultList):
        return _unique_result(operand._op)._get()
    if operand is None:
        raise ValueError(f"{what} contained a None item")
    raise ValueError(f"{what} is not a Value")


def _unique_result(op):
    handle = op._get()
    count = _c.mlirOperationGetNumResults(handle)
    if count != 1:
        raise ValueError(
            f"Cannot call .result on operation {op.name} which has {count} results "
            "(it is only valid for operations with a single result)"
        )
    return OpResult._wrap(op, _c.mlirOperationGetResult(handle, 0))


def _resolve_insertion_point(ip):
    """The InsertionPoint to use: `ip`, or the thread's (None: detached).

    `ip=False` means "do not insert", as upstream.
    """
    if ip is False:
        return None
    if ip is None:
        frame = _top_frame()
        return frame.insertion_point if frame else None
    if not isinstance(ip, InsertionPoint):
        raise TypeError(f"expected an InsertionPoint, got {type(ip).__name__}")
    return ip


def _create_operation(name, results, operands, attributes, successors, regions, loc, ip,
                      infer_type):
    """Operation.create's body, with operands already MlirValues."""
    loc = _resolve_location(loc)
    ctx = loc._ctx
    if regions is None:
        regions = 0
    regions = operator.index(regions)
    if regions < 0:
        raise ValueError("number of regions must be >= 0")
    result_handles = []
    for result in results or ():
        if result is None:
            raise ValueError("result type cannot be None")
        if not isinstance(result, Type):
            raise TypeError(f"expected a Type for a result of {name}, got {type(result).__name__}")
        result_handles.append(result._get())
    named = []
    for key, attr in (attributes or {}).items():
        if not isinstance(key, str):
            raise TypeError(
                f'Invalid attribute key (not a string) when attempting to create the '
                f'operation "{name}"')
        if attr is None:
            raise RuntimeError(
                f'Found an invalid (`None`?) attribute value for the key "{key}" when '
                f'attempting to create the operation "{name}"')
        if not isinstance(attr, Attribute):
            raise TypeError(
                f'Invalid attribute value for the key "{key}" when attempting to create '
                f'the operation "{name}"')
        ident = _c.mlirIdentifierGet(ctx._get(), _sref(key))
        named.append(_capi.MlirNamedAttribute(ident, attr._get()))
    block_handles = []
    for successor in successors or ():
        if successor is None:
            raise ValueError("successor block cannot be None")
        block_handles.append(successor._get())
    ip = _resolve_insertion_point(ip)

    state = _capi.MlirOperationState()
    name_ref = _sref(name)
    state.name = name_ref
    state.location = loc._get()
    pstate = ctypes.byref(state)
    if operands:
        array = (_capi.MlirValue * len(operands))(*operands)
        _c.mlirOperationStateAddOperands(pstate, len(operands), array)
    if result_handles:
        array = (_capi.MlirType * len(result_handles))(*result_handles)
        _c.mlirOperationStateAddResults(pstate, len(result_handles), array)
    if named:
        array = (_capi.MlirNamedAttribute * len(named))(*named)
        _c.mlirOperationStateAddAttributes(pstate, len(named), array)
    if block_handles:
        array = (_capi.MlirBlock * len(block_handles))(*block_handles)
        _c.mlirOperationStateAddSuccessors(pstate, len(block_handles), array)
    if regions:
        array = (_capi.MlirRegion * regions)(*[_c.mlirRegionCreate() for _ in range(regions)])
        _c.mlirOperationStateAddOwnedRegions(pstate, regions, array)
    if infer_type:
        _c.mlirOperationStateEnableResultTypeInference(pstate)
    with _ErrorCapture(ctx) as capture:
        handle = _c.mlirOperationCreate(pstate)
    if not handle.ptr:
        raise MLIRError("Operation creation failed", capture.errors)
    op = Operation._create_detached(ctx, handle)
    if ip is not None:
        ip.insert(op)
    return op


def _segment_lengths(name, kind, values, spec):
    """Flattens `values` by the ODS segment spec (1/0: one, possibly None;
    -1: a sequence); returns (flat list, lengths). Upstream's messages."""
    noun = "Operand" if kind == "operand" else "Result"
    if len(spec) != len(values):
        raise ValueError(
            f'Operation "{name}" requires {len(spec)} {kind} segments but was provided '
            f"{len(values)}")
    flat, lengths = [], []
    for i, (item, seg) in enumerate(zip(values, spec)):
        if seg in (0, 1):
            if item is None:
                if seg == 0:
                    lengths.append(0)
                    continue
                what = "Value" if kind == "operand" else "Type"
                raise ValueError(
                    f'{noun} {i} of operation "{name}" must be a {what} (was None and '
                    f'{kind} is not optional)')
            flat.append(item)
            lengths.append(1)
        elif seg == -1:
            if item is None:
                lengths.append(0)
                continue
            items = list(item)
            flat.extend(items)
            lengths.append(len(items))
        else:
            raise ValueError("Unexpected segment spec")
    return flat, lengths


def _build_generic(name, op_region_spec, operand_segments, result_segments, results, operands,
                   attributes, successors, regions, loc, ip):
    """upstream's PyOpView::buildGeneric: unpacks segmented operands and
    results, adds the segment size attributes and creates the op."""
    loc = _resolve_location(loc)
    ctx = loc._ctx
    min_regions, no_variadic_regions = op_region_spec
    if regions is None:
        regions = min_regions
    if regions < min_regions:
        raise ValueError(
            f'Operation "{name}" requires a minimum of {min_regions} regions but was built '
            f"with regions={regions}")
    if no_variadic_regions and regions > min_regions:
        raise ValueError(
            f'Operation "{name}" requires a maximum of {min_regions} regions but was built '
            f"with regions={regions}")
    result_lengths = operand_lengths = None
    if results is not None:
        results = list(results)
        if result_segments is not None:
            results, result_lengths = _segment_lengths(name, "result", results, result_segments)
        for i, t in enumerate(results):
            if not isinstance(t, Type):
                raise ValueError(f'Result {i} of operation "{name}" must be a Type')
    operands = list(operands or ())
    if operand_segments is not None:
        operands, operand_lengths = _segment_lengths(name, "operand", operands, operand_segments)
    handles = []
    for i, operand in enumerate(operands):
        try:
            handles.append(_value_handle(operand, "it"))
        except ValueError as e:
            raise ValueError(f'Operand {i} of operation "{name}" must be a Value ({e})') from None
    if operand_lengths is not None or result_lengths is not None:
        attributes = dict(attributes or {})
        if "resultSegmentSizes" in attributes or "operandSegmentSizes" in attributes:
            raise ValueError(
                "Manually setting a 'resultSegmentSizes' or 'operandSegmentSizes' attribute is "
                "unsupported. Use Operation.create for such low-level access.")
        from ._mlir_libs._ir_attributes import DenseI32ArrayAttr
        if result_lengths is not None:
            attributes["resultSegmentSizes"] = DenseI32ArrayAttr.get(result_lengths, context=ctx)
        if operand_lengths is not None:
            attributes["operandSegmentSizes"] = DenseI32ArrayAttr.get(operand_lengths, context=ctx)
    return _create_operation(name, results, handles, attributes, successors, regions, loc, ip,
                             infer_type=results is None)


class _OperationBase:
    """What Operation and OpView share; each forwards to its Operation."""

    __slots__ = ()

    def _op(self):
        raise NotImplementedError

    @property
    def context(self):
        op = self._op()
        op._get()
        return op._ctx

    @property
    def name(self):
        """The fully qualified name of the operation."""
        return _str_from_ref(_c.mlirIdentifierStr(_c.mlirOperationGetName(self._op()._get())))

    @property
    def attributes(self):
        return OpAttributeMap(self._op())

    @property
    def operands(self):
        return OpOperandList(self._op())

    @property
    def op_operands(self):
        """The operands as OpOperands (operand number and owner)."""
        op = self._op()
        return [OpOperand._at(op, i) for i in range(_c.mlirOperationGetNumOperands(op._get()))]

    @property
    def regions(self):
        return RegionSequence(self._op())

    @property
    def results(self):
        return OpResultList(self._op())

    @property
    def result(self):
        """The single result (raises ValueError unless there is exactly one)."""
        return _unique_result(self._op())

    @property
    def location(self):
        op = self._op()
        return Location._wrap(op._ctx, _c.mlirOperationGetLocation(op._get()))

    @location.setter
    def location(self, location):
        _c.mlirOperationSetLocation(self._op()._get(), location._get())

    @property
    def parent(self):
        """The parent operation (an OpView), or None at top level."""
        op = self._op()
        handle = op._get()
        if op._owned:
            raise ValueError("Detached operations have no parent")
        parent = _c.mlirOperationGetParentOperation(handle)
        if not parent.ptr:
            return None
        return _opview_of(Operation._for(op._ctx, parent, op._root_owner()))

    @property
    def attached(self):
        """Whether the operation is in a block (False for a Python-owned root)."""
        op = self._op()
        op._get()
        return not op._owned

    @property
    def successors(self):
        return OpSuccessors(self._op())

    def __iter__(self):
        """Iterates over the regions (the seed's `for region in operation`)."""
        return iter(RegionSequence(self._op()))

    def __str__(self):
        return self.get_asm()

    def __repr__(self):
        op = self._op()
        if op._closed:
            return f"<{type(self).__name__} (invalidated)>"
        return self.get_asm()

    def print(self, *args, **kwargs):
        """print(state, file=None, binary=False) or print(**flags, file=None, binary=False).

        Flags: large_elements_limit, large_resource_limit, enable_debug_info,
        pretty_debug_info, print_generic_op_form, use_local_scope,
        use_name_loc_as_prefix, assume_verified, skip_regions (as upstream).
        """
        if (args and isinstance(args[0], AsmState)) or "state" in kwargs:
            return self._print_with_state(*args, **kwargs)
        return self._print_with_flags(*args, **kwargs)

    def _print_with_state(self, state, file=None, binary=False):
        data = _print_bytes(_c.mlirOperationPrintWithState, self._op()._get(), state._get())
        _write_output(data, file, binary)

    def _print_with_flags(self, large_elements_limit=None, large_resource_limit=None,
                          enable_debug_info=False, pretty_debug_info=False,
                          print_generic_op_form=False, use_local_scope=False,
                          use_name_loc_as_prefix=False, assume_verified=False, file=None,
                          binary=False, skip_regions=False):
        data = self._asm_bytes(large_elements_limit, large_resource_limit, enable_debug_info,
                               pretty_debug_info, print_generic_op_form, use_local_scope,
                               use_name_loc_as_prefix, assume_verified, skip_regions)
        _write_output(data, file, binary)

    def get_asm(self, binary=False, large_elements_limit=None, large_resource_limit=None,
                enable_debug_info=False, pretty_debug_info=False, print_generic_op_form=False,
                use_local_scope=False, use_name_loc_as_prefix=False, assume_verified=False,
                skip_regions=False):
        """The assembly form of the operation, as str (or bytes if `binary`)."""
        data = self._asm_bytes(large_elements_limit, large_resource_limit, enable_debug_info,
                               pretty_debug_info, print_generic_op_form, use_local_scope,
                               use_name_loc_as_prefix, assume_verified, skip_regions)
        return data if binary else data.decode("utf-8", "replace")

    def _asm_bytes(self, *flag_args):
        handle = self._op()._get()
        flags = _flags_for(*flag_args)
        try:
            return _print_bytes(_c.mlirOperationPrintWithFlags, handle, flags)
        finally:
            _c.mlirOpPrintingFlagsDestroy(flags)

    def write_bytecode(self, file, desired_version=None):
        """Writes the operation as MLIR bytecode to a binary file (or path)."""
        handle = self._op()._get()
        if desired_version is None:
            data = _print_bytes(_c.mlirOperationWriteBytecode, handle)
        else:
            config = _c.mlirBytecodeWriterConfigCreate()
            try:
                _c.mlirBytecodeWriterConfigDesiredEmitVersion(config, desired_version)
                key = next(_sink_keys)
                chunks = _sinks[key] = []
                try:
                    ok = _c.mlirOperationWriteBytecodeWithConfig(handle, config, _STRING_CALLBACK,
                                                                 key)
                finally:
                    del _sinks[key]
                data = b"".join(chunks)
            finally:
                _c.mlirBytecodeWriterConfigDestroy(config)
            if not ok:
                raise ValueError(f"Unable to honor desired bytecode version {desired_version}")
        _write_output(data, file, True)

    def dump(self):
        _c.mlirOperationDump(self._op()._get())

    def verify(self):
        """Verifies the operation; raises MLIRError on failure, returns True."""
        op = self._op()
        handle = op._get()
        with _ErrorCapture(op._ctx) as capture:
            ok = _c.mlirOperationVerify(handle)
        if not ok:
            raise MLIRError("Verification failed", capture.errors)
        return True

    def walk(self, callback, walk_order=WalkOrder.POST_ORDER, op_class=None):
        """Calls `callback(op)` on this operation and everything nested in it
        (only on the operations whose OpView is an `op_class` when given).

        The callback returns a WalkResult (None means ADVANCE). It may erase
        the operation it is given, but no other.
        """
        if op_class is not None:
            _check_op_class(op_class)
            inner = callback

            def callback(op):
                if isinstance(op.opview, op_class):
                    return inner(op)
                return WalkResult.ADVANCE

        op = self._op()
        handle = op._get()
        key = next(_walk_keys)
        state = _walks[key] = {
            "ctx": op._ctx, "root": op._root_owner(), "callback": callback, "error": None,
        }
        try:
            _c.mlirOperationWalk(handle, _WALK_CALLBACK, key, WalkOrder(walk_order).value)
        finally:
            del _walks[key]
        if state["error"] is not None:
            raise RuntimeError(f"Exception raised in callback: {state['error']}") from state["error"]

    def move_after(self, other):
        """Moves this operation right after `other` (possibly into another block)."""
        self._op()._move(other._op(), after=True)

    def move_before(self, other):
        """Moves this operation right before `other` (possibly into another block)."""
        self._op()._move(other._op(), after=False)

    def is_before_in_block(self, other):
        return bool(_c.mlirOperationIsBeforeInBlock(self._op()._get(), other._op()._get()))

    def clone(self, ip=None):
        """A deep copy of the operation, inserted at `ip` (default: the current
        insertion point; detached without one)."""
        op = self._op()
        handle = op._get()
        ip = _resolve_insertion_point(ip)
        copy = Operation._create_detached(op._ctx, _c.mlirOperationClone(handle))
        if ip is not None:
            ip.insert(copy)
        return _opview_of(copy)

    def detach_from_parent(self):
        """Removes the operation from its block; Python then owns it."""
        return _opview_of(self._op()._detach())

    def erase(self):
        """Erases the operation and everything in it; their Python objects are invalidated."""
        self._op()._erase()

    def replace_uses_of_with(self, of, with_):
        """Replaces the uses of `of` by this operation's operands with `with_`."""
        _c.mlirOperationReplaceUsesOfWith(self._op()._get(), of._get(), with_._get())

    def __eq__(self, other):
        if not isinstance(other, _OperationBase):
            return False
        return self._op() is other._op()

    def __hash__(self):
        return id(self._op())


class Operation(_OperationBase, _OwnedRef):
    """One live C operation; interned, so `a is b` exactly when they are the same op.

    An operation in a block is owned by its parent: close() then only
    releases this Python object. A detached operation (Operation.create,
    Operation.parse, clone, detach_from_parent) is owned by this object and
    freed by close() or garbage collection; inserting it into a block hands
    it to the block.
    """

    _closed_message = "the operation has been invalidated"

    def __init__(self):
        raise TypeError("Operation objects come from Operation.create, parsing or navigating IR")

    @classmethod
    def _for(cls, ctx, handle, root):
        """The one Operation object for `handle`, created attached under `root`."""
        op = ctx._live_operations.get(handle.ptr)
        if op is None:
            op = object.__new__(Operation)
            op._init_ref(handle, owned=False)
            op._ctx = ctx
            op._root = root
            ctx._live_operations[handle.ptr] = op
        return op

    @classmethod
    def _create_detached(cls, ctx, handle):
        stale = ctx._live_operations.get(handle.ptr)
        if stale is not None:
            stale._invalidate()
        op = object.__new__(Operation)
        op._init_ref(handle, owned=True)
        op._ctx = ctx
        op._root = None
        ctx._live_operations[handle.ptr] = op
        return op

    def _op(self):
        return self

    def _root_owner(self):
        """What nested operations keep alive: the Module or detached root."""
        return self._root if self._root is not None else self

    def _invalidate(self):
        if not self._closed:
            self._closed = True
            if self._ctx._live_operations.get(self._handle.ptr) is self:
                del self._ctx._live_operations[self._handle.ptr]

    def _nested_wrappers(self):
        """The live wrappers of operations strictly inside this one."""
        target = self._handle.ptr
        root = self._root_owner()
        found = []
        for op in list(self._ctx._live_operations.values()):
            if op is self or op._closed or op._root_owner() is not root:
                continue
            parent = _c.mlirOperationGetParentOperation(op._handle)
            while parent.ptr:
                if parent.ptr == target:
                    found.append(op)
                    break
                parent = _c.mlirOperationGetParentOperation(parent)
        return found

    def _invalidate_nested(self):
        for op in self._nested_wrappers():
            op._invalidate()

    def _set_attached(self, new_root):
        """Records that the C op now sits under `new_root`'s tree: a Python-
        owned op is handed over, and wrappers re-rooted (they keep the new
        root alive, and are invalidated with it)."""
        if self._owned:
            self._owned = False
            for op in list(self._ctx._live_operations.values()):
                if op is not self and op._root is self:
                    op._root = new_root
            self._root = new_root
        elif self._root is not new_root:
            for op in self._nested_wrappers():
                op._root = new_root
            self._root = new_root

    def _release(self, dispose):
        # _closed is already set; take the wrapper out of the interning map.
        ctx = self._ctx
        if ctx._live_operations.get(self._handle.ptr) is self:
            del ctx._live_operations[self._handle.ptr]
        if ctx._closed:
            return
        if dispose or self._owned:
            # Python stops tracking this tree: its nested wrappers go too.
            for op in list(ctx._live_operations.values()):
                if op._root is self:
                    op._invalidate()
        if dispose:
            _c.mlirOperationDestroy(self._handle)

    def _check_not_module_root(self, what):
        root = self._root
        if isinstance(root, Module) and not root._closed and \
                _c.mlirModuleGetOperation(root._handle).ptr == self._handle.ptr:
            raise ValueError(f"cannot {what} the operation of a Module")

    def _check_mutation(self, what):
        """Refuses changes that would pull IR from under a running walk,
        pass or pattern driver (which keep C pointers into it)."""
        visiting = self._ctx._visiting
        if not visiting:
            return
        mine = _ancestors(self)
        for visited, mode in visiting:
            if mode == "pattern":
                raise RuntimeError(
                    f"cannot {what} an operation directly while patterns are applied; use the "
                    "PatternRewriter")
            if mode == "pass" and any(a is self for a in _ancestors(visited)):
                raise RuntimeError(
                    f"a pass cannot {what} the operation it runs on, or one enclosing it")
            if mode == "walk" and not any(a is visited for a in mine):
                raise RuntimeError(
                    f"during a walk, only the visited operation and operations nested in it "
                    f"can be {what}d")

    def _check_erasable(self):
        self._check_mutation("erase")
        self._check_erasable_results()

    def _check_erasable_results(self):
        handle = self._handle
        for i in range(_c.mlirOperationGetNumResults(handle)):
            use = _c.mlirValueGetFirstUse(_c.mlirOperationGetResult(handle, i))
            if not _c.mlirOpOperandIsNull(use):
                raise RuntimeError(
                    f"cannot erase {self.name}: result #{i} still has uses; replace them first")

    def _erase(self):
        handle = self._get()
        self._check_not_module_root("erase")
        self._check_erasable()
        self._invalidate_nested()
        for op in list(self._ctx._live_operations.values()):
            if op._root is self:
                op._invalidate()
        self._invalidate()
        _c.mlirOperationDestroy(handle)

    def _detach(self):
        handle = self._get()
        if self._owned:
            raise ValueError("Detached operation has no parent.")
        self._check_not_module_root("detach")
        self._check_mutation("detach")
        nested = self._nested_wrappers()
        _c.mlirOperationRemoveFromParent(handle)
        self._owned = True
        self._root = None
        for op in nested:
            op._root = self
        return self

    def _move(self, other, after):
        handle = self._get()
        other_handle = other._get()
        if other is self:
            raise ValueError("cannot move an operation relative to itself")
        if other._owned or not _c.mlirOperationGetBlock(other_handle).ptr:
            raise ValueError("cannot move an operation next to a detached operation")
        self._check_not_module_root("move")
        self._check_mutation("move")
        parent = _c.mlirOperationGetParentOperation(other_handle)
        while parent.ptr:
            if parent.ptr == handle.ptr:
                raise ValueError("cannot move an operation into itself")
            parent = _c.mlirOperationGetParentOperation(parent)
        if after:
            _c.mlirOperationMoveAfter(handle, other_handle)
        else:
            _c.mlirOperationMoveBefore(handle, other_handle)
        self._set_attached(other._root_owner())

    @staticmethod
    def create(name, results=None, operands=None, attributes=None, successors=None,
               regions=None, loc=None, ip=None, infer_type=False):
        """Creates an operation by name (upstream's Operation.create).

        Operands are Values (or one-result operations); attributes a dict of
        Attributes; regions a count of empty regions. Without `ip`, the
        thread's insertion point is used; with none (or ip=False) the op is
        detached and owned by the returned object.
        """
        handles = []
        for i, operand in enumerate(operands or ()):
            try:
                handles.append(_value_handle(operand, "it"))
            except ValueError as e:
                raise ValueError(f'Operand {i} of operation "{name}" must be a Value ({e})') \
                    from None
        return _create_operation(name, results, handles, attributes, successors, regions, loc,
                                 ip, infer_type)

    @staticmethod
    def parse(source, *, source_name="", context=None):
        """Parses one operation; the result is detached and owned by Python."""
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirOperationCreateParse(ctx._get(), _sref(source), _sref(source_name))
        if not handle.ptr:
            raise MLIRError("Unable to parse operation assembly", capture.errors)
        return _opview_of(Operation._create_detached(ctx, handle))

    @property
    def operation(self):
        return self

    @property
    def opview(self):
        self._get()
        return _opview_of(self)

    @property
    def block(self):
        """The block containing this operation."""
        handle = self._get()
        if self._owned:
            raise ValueError("Detached operations have no parent")
        block = _c.mlirOperationGetBlock(handle)
        parent = _c.mlirOperationGetParentOperation(handle)
        if not block.ptr or not parent.ptr:
            raise ValueError("Operation has no parent block")
        return Block._wrap(Operation._for(self._ctx, parent, self._root_owner()), block)


class OpView(_OperationBase):
    """A view of an Operation; dialect modules subclass it per operation.

    OpView(operation) views an existing operation. Generated subclasses
    build new ones with upstream's signature:
    OpView.__init__(self, name, opRegionSpec, operandSegmentSpecObj,
    resultSegmentSpecObj, results=, operands=, attributes=, successors=,
    regions=, loc=, ip=).
    """

    __slots__ = ("_operation",)
    OPERATION_NAME = None
    _ODS_REGIONS = (0, True)
    _ODS_OPERAND_SEGMENTS = None
    _ODS_RESULT_SEGMENTS = None

    def __init__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs:
            operation = args[0]
            if not isinstance(operation, _OperationBase):
                raise TypeError(f"expected an Operation, got {type(operation).__name__}")
            self._operation = operation._op()
            return
        self._operation = OpView._build(*args, **kwargs)

    @staticmethod
    def _build(name, opRegionSpec, operandSegmentSpecObj=None, resultSegmentSpecObj=None,
               results=None, operands=None, attributes=None, successors=None, regions=None,
               loc=None, ip=None):
        return _build_generic(name, opRegionSpec, operandSegmentSpecObj, resultSegmentSpecObj,
                              results, operands, attributes, successors, regions, loc, ip)

    @classmethod
    def build_generic(cls, results=None, operands=None, attributes=None, successors=None,
                      regions=None, loc=None, ip=None):
        """Builds an operation of this class's OPERATION_NAME from (nested,
        for variadic groups) lists of result types and operands, as the
        class's _ODS_* attributes describe; returns the Operation."""
        name = cls.OPERATION_NAME
        if not name:
            raise TypeError(f"{cls.__name__} has no OPERATION_NAME")
        return _build_generic(name, cls._ODS_REGIONS, cls._ODS_OPERAND_SEGMENTS,
                              cls._ODS_RESULT_SEGMENTS, results, operands, attributes, successors,
                              regions, loc, ip)

    @classmethod
    def parse(cls, source, *, source_name="", context=None):
        """Parses an operation, checking that it is one of this class."""
        parsed = Operation.parse(source, source_name=source_name, context=context)
        if cls.OPERATION_NAME and parsed.operation.name != cls.OPERATION_NAME:
            name = parsed.operation.name
            parsed.operation.close()
            raise ValueError(
                f"Expected a '{cls.OPERATION_NAME}' op, got: '{name}'")
        return parsed

    def _op(self):
        return self._operation

    @property
    def operation(self):
        return self._operation

    @property
    def opview(self):
        return self


class OpAdaptor:
    """The operands of an op as a conversion pattern sees them (converted
    by its type converter), with the op's attributes. The operand accessors
    of the op's OpView class (`lhs`, `rhs`, ...) read the converted
    operands too: mlir-tblgen 22 generates no adaptor classes, so the
    adaptor maps what the op's accessor returns to the same positions."""

    __slots__ = ("_operands", "_opview")

    def __init__(self, operands, opview):
        self._operands = list(operands)
        self._opview = opview if isinstance(opview, OpView) else _opview_of(opview._op())
        count = len(self._opview.operation.operands)
        if len(self._operands) != count:
            raise ValueError(f"the op has {count} operands, got {len(self._operands)}")

    @property
    def operands(self):
        return list(self._operands)

    @property
    def attributes(self):
        return self._opview.operation.attributes

    def __getattr__(self, name):
        accessor = getattr(type(self._opview), name, None)
        if not isinstance(accessor, property):
            raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")
        original = getattr(self._opview, name)
        positions = {}
        for i, operand in enumerate(self._opview.operation.operands):
            positions.setdefault(operand._get().ptr, i)

        def mapped(value):
            if not isinstance(value, Value) or value._get().ptr not in positions:
                raise AttributeError(f"'{name}' of {self._opview.OPERATION_NAME} is not an operand")
            return self._operands[positions[value._get().ptr]]

        if original is None:
            return None
        if isinstance(original, Value):
            return mapped(original)
        return [mapped(v) for v in original]

    def __repr__(self):
        return f"<OpAdaptor of {self._opview.operation.name} with {len(self._operands)} operands>"


class AsmState(_OwnedRef):
    """Printing state shared by several prints, so SSA names stay consistent."""

    _closed_message = "the AsmState has been closed"

    def __init__(self, value_or_op, use_local_scope=False):
        flags = _c.mlirOpPrintingFlagsCreate()
        if use_local_scope:
            _c.mlirOpPrintingFlagsUseLocalScope(flags)
        if isinstance(value_or_op, Value):
            state = _c.mlirAsmStateCreateForValue(value_or_op._get(), flags)
        elif isinstance(value_or_op, _OperationBase):
            state = _c.mlirAsmStateCreateForOperation(value_or_op._op()._get(), flags)
        else:
            _c.mlirOpPrintingFlagsDestroy(flags)
            raise TypeError(f"expected a Value or an Operation, got {type(value_or_op).__name__}")
        self._flags = flags
        self._keepalive = value_or_op
        self._init_ref(state)

    def _release(self, dispose):
        if dispose:
            _c.mlirAsmStateDestroy(self._handle)
            _c.mlirOpPrintingFlagsDestroy(self._flags)

    def __repr__(self):
        return "<AsmState (closed)>" if self._closed else "<AsmState>"


# ---------------------------------------------------------------------------
# Regions and blocks
# ---------------------------------------------------------------------------


class Region:
    """A region of an operation; keeps the operation alive."""

    __slots__ = ("_op", "_handle")

    def __init__(self):
        raise TypeError("Region objects come from Operation.regions")

    @classmethod
    def _wrap(cls, op, handle):
        self = object.__new__(cls)
        self._op = op
        self._handle = handle
        return self

    def _get(self):
        self._op._get()
        return self._handle

    @property
    def blocks(self):
        """The blocks of the region, in order."""
        return BlockList(self)

    @property
    def owner(self):
        """The operation owning this region."""
        self._get()
        return _opview_of(self._op)

    def __iter__(self):
        return iter(BlockList(self))

    def __eq__(self, other):
        return isinstance(other, Region) and self._handle.ptr == other._handle.ptr

    def __hash__(self):
        return hash(self._handle.ptr)

    def __repr__(self):
        if self._op._closed:
            return "<Region (invalidated)>"
        return f"<Region #{self._index()} of {self._op.name} with {len(self.blocks)} block(s)>"

    def _index(self):
        op = self._op._get()
        for i in range(_c.mlirOperationGetNumRegions(op)):
            if _c.mlirOperationGetRegion(op, i).ptr == self._handle.ptr:
                return i
        return -1


def _block_locations(arg_types, arg_locs):
    """MlirLocations for new block arguments (default: the current location,
    else unknown), checking the counts."""
    if arg_locs is None:
        loc = Location.current
        if loc is None and arg_types:
            loc = Location.unknown(context=arg_types[0].context)
        return [loc] * len(arg_types)
    arg_locs = list(arg_locs)
    if len(arg_locs) != len(arg_types):
        raise ValueError(
            f"Expected {len(arg_types)} locations, got: {len(arg_locs)}")
    return arg_locs


def _new_block(arg_types, arg_locs):
    """A detached MlirBlock with arguments of `arg_types` at `arg_locs`."""
    arg_types = list(arg_types)
    for t in arg_types:
        if not isinstance(t, Type):
            raise TypeError(f"expected a Type for a block argument, got {type(t).__name__}")
    locs = _block_locations(arg_types, arg_locs)
    n = len(arg_types)
    types = (_capi.MlirType * n)(*[t._get() for t in arg_types])
    loc_array = (_capi.MlirLocation * n)(*[loc._get() for loc in locs])
    return _c.mlirBlockCreate(n, types, loc_array)


def _holds_block(op_handle, block_ptr):
    """Whether block `block_ptr` is in a region of operation `op_handle`
    (reads only the operation's regions and their block lists)."""
    for i in range(_c.mlirOperationGetNumRegions(op_handle)):
        block = _c.mlirRegionGetFirstBlock(_c.mlirOperationGetRegion(op_handle, i))
        while block.ptr:
            if block.ptr == block_ptr:
                return True
            block = _c.mlirBlockGetNextInRegion(block)
    return False


def _block_parent_in(op, block_ptr):
    """The Operation wrapper of the operation holding block `block_ptr` in
    the tree of `op`'s root owner, or None when no operation there does."""
    root = op._root_owner()
    top = root._handle if isinstance(root, Operation) else _c.mlirModuleGetOperation(root._get())
    found = []

    def visit(h, _user):
        if _holds_block(h, block_ptr):
            found.append(h)
            return WalkResult.INTERRUPT.value
        return WalkResult.ADVANCE.value

    callback = _capi.MlirOperationWalkCallback(visit)
    _c.mlirOperationWalk(top, callback, None, WalkOrder.PRE_ORDER.value)
    if not found:
        return None
    return op if found[0].ptr == op._handle.ptr else Operation._for(op._ctx, found[0], root)


def _locate_block(op, block_ptr, since):
    """The Operation wrapper of the operation now holding block `block_ptr`,
    last known (at block epoch `since`) to be held by live operation `op`;
    None when the block is in none of the trees it can be in (freed).

    Only live operations are read, never the block itself: first `op`, then
    where Block.append_to moved it since, then the whole tree of `op`'s root
    (a pass or a pattern may move blocks between operations)."""
    if _holds_block(op._handle, block_ptr):
        return op
    moved = op._ctx._moved_blocks.get(block_ptr)
    if moved is not None and moved[0] > since:
        target = moved[1]()
        if target is not None and not target._closed:
            if _holds_block(target._handle, block_ptr):
                return target
            found = _block_parent_in(target, block_ptr)
            if found is not None:
                return found
    return _block_parent_in(op, block_ptr)


class Block:
    """A block; keeps its parent operation alive.

    Passes, pattern drivers and block moves may free or move blocks without
    Python knowing which: a wrapper then checks, before its next use, that
    its block is still in the IR (see Context._block_epoch)."""

    __slots__ = ("_op", "_handle", "_epoch")

    def __init__(self):
        raise TypeError("Block objects come from Region.blocks, Module.body or Block.create_*")

    @classmethod
    def _wrap(cls, op, handle):
        """`op` must be the parent operation of block `handle` (as it is now)."""
        self = object.__new__(cls)
        self._op = op
        self._handle = handle
        self._epoch = op._ctx._block_epoch
        return self

    def _get(self):
        op = self._op
        op._get()
        if self._epoch != op._ctx._block_epoch:
            self._revalidate()
        return self._handle

    def _revalidate(self):
        """Follows the block to its current parent operation, or raises when
        it has been freed."""
        ctx = self._op._ctx
        owner = _locate_block(self._op, self._handle.ptr, self._epoch)
        if owner is None:
            raise RuntimeError("the block has been erased")
        self._op = owner
        self._epoch = ctx._block_epoch

    @staticmethod
    def create_at_start(parent, arg_types=(), arg_locs=None):
        """Creates a block at the start of region `parent`."""
        region = parent._get()
        block = _new_block(arg_types, arg_locs)
        _c.mlirRegionInsertOwnedBlock(region, 0, block)
        return Block._wrap(parent._op, block)

    def create_before(self, *arg_types, arg_locs=None):
        """Creates a block before this one in its region."""
        handle = self._get()
        block = _new_block(arg_types, arg_locs)
        _c.mlirRegionInsertOwnedBlockBefore(_c.mlirBlockGetParentRegion(handle), handle, block)
        return Block._wrap(self._op, block)

    def create_after(self, *arg_types, arg_locs=None):
        """Creates a block after this one in its region."""
        handle = self._get()
        block = _new_block(arg_types, arg_locs)
        _c.mlirRegionInsertOwnedBlockAfter(_c.mlirBlockGetParentRegion(handle), handle, block)
        return Block._wrap(self._op, block)

    def append_to(self, region):
        """Moves this block to the end of `region` (possibly of another op)."""
        handle = self._get()
        target = region._get()
        owner = region._op
        # A block cannot move into a region nested in itself.
        op = owner._handle
        while op.ptr:
            block = _c.mlirOperationGetBlock(op)
            if block.ptr == handle.ptr:
                raise ValueError("cannot move a block into a region nested in it")
            op = _c.mlirOperationGetParentOperation(op)
        old_owner = self._op
        nested = [w for w in old_owner._ctx._live_operations.values()
                  if not w._closed and w._root_owner() is old_owner._root_owner()
                  and _c.mlirOperationGetBlock(w._handle).ptr == handle.ptr]
        inner = []
        for w in nested:
            inner.append(w)
            inner.extend(w._nested_wrappers())
        _c.mlirBlockDetach(handle)
        _c.mlirRegionAppendOwnedBlock(target, handle)
        new_root = owner._root_owner()
        for w in inner:
            w._root = new_root
        # Other wrappers of this block and of its arguments still name the
        # old parent: they find the block again through _moved_blocks.
        ctx = owner._ctx
        ctx._blocks_changed()
        moved = ctx._moved_blocks
        if len(moved) >= ctx._moved_blocks_limit:
            # Moves into operations since freed can no longer help anyone.
            for ptr, (_, target) in list(moved.items()):
                live = target()
                if live is None or live._closed:
                    del moved[ptr]
            ctx._moved_blocks_limit = max(64, 2 * len(moved))
        moved[handle.ptr] = (ctx._block_epoch, weakref.ref(owner))
        self._op = owner
        self._epoch = ctx._block_epoch

    @property
    def owner(self):
        """The operation owning this block's region."""
        parent = _c.mlirBlockGetParentOperation(self._get())
        op = self._op
        if parent.ptr != op._handle.ptr:
            op = Operation._for(op._ctx, parent, op._root_owner())
        return _opview_of(op)

    @property
    def region(self):
        region = _c.mlirBlockGetParentRegion(self._get())  # may follow a moved block
        return Region._wrap(self._op, region)

    @property
    def arguments(self):
        return BlockArgumentList(self)

    @property
    def operations(self):
        self._get()
        return OperationList(self)

    @property
    def successors(self):
        return _BlockSuccessors(self)

    @property
    def predecessors(self):
        return _BlockPredecessors(self)

    def add_argument(self, type, loc):
        """Appends an argument of `type` at `loc`; returns it."""
        handle = _c.mlirBlockAddArgument(self._get(), type._get(), loc._get())
        return BlockArgument._wrap_argument(self._op, handle)

    def erase_argument(self, index):
        """Erases argument `index` (it must be unused)."""
        handle = self._get()
        count = _c.mlirBlockGetNumArguments(handle)
        if not 0 <= index < count:
            raise IndexError("block argument index out of range")
        value = _c.mlirBlockGetArgument(handle, index)
        if not _c.mlirOpOperandIsNull(_c.mlirValueGetFirstUse(value)):
            raise RuntimeError(f"cannot erase block argument #{index}: it still has uses")
        ctx = self._op._ctx
        ctx._blocks_changed()
        ctx._erased_arguments[value.ptr] = ctx._block_epoch
        _c.mlirBlockEraseArgument(handle, index)
        self._epoch = ctx._block_epoch

    def append(self, operation):
        """Appends a detached operation to the block (the block then owns it)."""
        op = operation._op()
        handle = op._get()
        block = self._get()
        if not op._owned:
            raise ValueError("Attempt to append an operation that is already attached; "
                             "use detach_from_parent() first")
        if handle.ptr == self._op._handle.ptr or any(
                w is op for w in _ancestors(self._op)):
            raise ValueError("cannot append an operation into itself")
        _c.mlirBlockAppendOwnedOperation(block, handle)
        op._set_attached(self._op._root_owner())

    def __iter__(self):
        return iter(OperationList(self))

    def __eq__(self, other):
        return isinstance(other, Block) and self._handle.ptr == other._handle.ptr

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return _print_str(_c.mlirBlockPrint, self._get())

    def __repr__(self):
        try:
            self._get()
        except RuntimeError:
            return "<Block (invalidated)>"
        return str(self)


def _ancestors(op):
    """The Operation wrappers of `op` and the operations enclosing it."""
    out = [op]
    parent = _c.mlirOperationGetParentOperation(op._get())
    while parent.ptr:
        out.append(Operation._for(op._ctx, parent, op._root_owner()))
        parent = _c.mlirOperationGetParentOperation(parent)
    return out


class BlockList:
    """The blocks of a region (a linked list in C: indexing walks it)."""

    __slots__ = ("_region",)

    def __init__(self, region):
        self._region = region

    def _handles(self):
        block = _c.mlirRegionGetFirstBlock(self._region._get())
        while block.ptr:
            yield block
            block = _c.mlirBlockGetNextInRegion(block)

    def __len__(self):
        return sum(1 for _ in self._handles())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(self)[index]
        index = operator.index(index)
        if index < 0:
            index += len(self)
        if index >= 0:
            for i, block in enumerate(self._handles()):
                if i == index:
                    return Block._wrap(self._region._op, block)
        raise IndexError("attempt to access out of bounds block")

    def __iter__(self):
        op = self._region._op
        for block in self._handles():
            yield Block._wrap(op, block)

    def append(self, *arg_types, arg_locs=None):
        """Appends a new block with arguments of `arg_types`; returns it."""
        region = self._region._get()
        block = _new_block(arg_types, arg_locs)
        _c.mlirRegionAppendOwnedBlock(region, block)
        return Block._wrap(self._region._op, block)

    def __repr__(self):
        return f"BlockList({list(self)!r})"


class OperationList:
    """The operations of a block, as OpViews (a linked list in C)."""

    __slots__ = ("_block",)

    def __init__(self, block):
        self._block = block

    def _handles(self):
        op = _c.mlirBlockGetFirstOperation(self._block._get())
        while op.ptr:
            yield op
            op = _c.mlirOperationGetNextInBlock(op)

    def _view(self, handle):
        parent = self._block._op
        return _opview_of(Operation._for(parent._ctx, handle, parent._root_owner()))

    def __len__(self):
        return sum(1 for _ in self._handles())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(self)[index]
        index = operator.index(index)
        if index < 0:
            index += len(self)
        if index >= 0:
            for i, op in enumerate(self._handles()):
                if i == index:
                    return self._view(op)
        raise IndexError("attempt to access out of bounds operation")

    def __iter__(self):
        return OperationIterator(self)

    def __repr__(self):
        return f"OperationList([{', '.join(op.operation.name for op in self)}])"


class OperationIterator:
    """Iterates a block's operations as OpViews. The next operation is read
    when the current one is returned, so erasing the current one is safe."""

    __slots__ = ("_list", "_next")

    def __init__(self, operation_list):
        self._list = operation_list
        self._next = _c.mlirBlockGetFirstOperation(operation_list._block._get())

    def __iter__(self):
        return self

    def __next__(self):
        handle = self._next
        if not handle.ptr:
            raise StopIteration
        self._next = _c.mlirOperationGetNextInBlock(handle)
        return self._list._view(handle)

    def __repr__(self):
        return "OperationIterator()"


# ---------------------------------------------------------------------------
# Insertion points
# ---------------------------------------------------------------------------


class InsertionPoint:
    """Where new operations go: before an operation, or at the end of a block.

    `with InsertionPoint(block):` makes it the thread's insertion point
    (and its block's context the current context).
    """

    __slots__ = ("_block", "_ref")

    def __init__(self, block_or_operation):
        if isinstance(block_or_operation, Block):
            block_or_operation._get()
            self._block = block_or_operation
            self._ref = None
        elif isinstance(block_or_operation, _OperationBase):
            op = block_or_operation._op()
            self._block = op.block
            self._ref = op
        else:
            raise TypeError(
                f"expected a Block or an Operation, got {type(block_or_operation).__name__}")

    @classmethod
    def _at(cls, block, ref):
        self = object.__new__(cls)
        self._block = block
        self._ref = ref
        return self

    @staticmethod
    def at_block_begin(block):
        """Inserts before the first operation of `block` (or at its end if empty)."""
        first = _c.mlirBlockGetFirstOperation(block._get())
        if not first.ptr:
            return InsertionPoint._at(block, None)
        op = block._op
        return InsertionPoint._at(block, Operation._for(op._ctx, first, op._root_owner()))

    @staticmethod
    def at_block_terminator(block):
        """Inserts before the terminator of `block` (ValueError without one)."""
        terminator = _c.mlirBlockGetTerminator(block._get())
        if not terminator.ptr:
            raise ValueError("Block has no terminator")
        op = block._op
        return InsertionPoint._at(block, Operation._for(op._ctx, terminator, op._root_owner()))

    @staticmethod
    def after(operation):
        """Inserts right after `operation`."""
        op = operation._op()
        block = op.block
        following = _c.mlirOperationGetNextInBlock(op._get())
        if not following.ptr:
            return InsertionPoint._at(block, None)
        return InsertionPoint._at(block, Operation._for(op._ctx, following, op._root_owner()))

    @property
    def block(self):
        return self._block

    @property
    def ref_operation(self):
        """The operation insertion happens before, or None (end of block)."""
        return None if self._ref is None else _opview_of(self._ref)

    def insert(self, operation):
        """Inserts a detached operation here; the block then owns it."""
        op = operation._op()
        handle = op._get()
        if not op._owned:
            raise ValueError("Attempt to insert operation that is already attached")
        block = self._block._get()
        if self._ref is not None:
            before = self._ref._get()
        else:
            before = _capi.MlirOperation()
            if _c.mlirBlockGetTerminator(block).ptr:
                raise IndexError(
                    "Cannot insert operation at the end of a block that already has a "
                    "terminator. Did you mean to use 'InsertionPoint.at_block_terminator(block)' "
                    "versus 'InsertionPoint(block)'?")
        if any(w is op for w in _ancestors(self._block._op)):
            raise ValueError("cannot insert an operation into itself")
        _c.mlirBlockInsertOwnedOperationBefore(block, before, handle)
        op._set_attached(self._block._op._root_owner())

    def __enter__(self):
        ctx = self._block._op._ctx
        ctx._check_open()
        _push_frame(_FRAME_INSERTION_POINT, self, ctx, insertion_point=self)
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        _pop_frame(_FRAME_INSERTION_POINT, self, "InsertionPoint")

    @_classproperty
    def current(cls):
        """The InsertionPoint bound to the current thread (ValueError if none)."""
        frame = _top_frame()
        if frame is None or frame.insertion_point is None:
            raise ValueError("No current InsertionPoint")
        return frame.insertion_point

    def __repr__(self):
        if self._ref is None:
            return "InsertionPoint(end of block)"
        return f"InsertionPoint(before {self._ref.name})"


# ---------------------------------------------------------------------------
# Sliceable pseudo-containers (upstream's Sliceable)
# ---------------------------------------------------------------------------


class _Sliceable:
    """An indexable, sliceable view of `length` elements of a C array.

    Subclasses provide _raw_element(linear_index) and _with_slice(start, length, step).
    """

    __slots__ = ("_start", "_length", "_step")

    def _init_slice(self, start, length, step):
        self._start = start
        self._length = length
        self._step = step

    def __len__(self):
        return self._length

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            length = len(range(start, stop, step))
            return self._with_slice(self._start + start * self._step, length, self._step * step)
        try:
            index = operator.index(index)
        except TypeError:
            raise ValueError("expected integer or slice") from None
        if index < 0:
            index += self._length
        if index < 0 or index >= self._length:
            raise IndexError("index out of range")
        return self._raw_element(self._start + index * self._step)

    def __iter__(self):
        for i in range(self._length):
            yield self._raw_element(self._start + i * self._step)

    def __add__(self, other):
        return list(self) + list(other)

    def __repr__(self):
        return f"{type(self).__name__}({list(self)!r})"


class RegionSequence(_Sliceable):
    __slots__ = ("_op",)

    def __init__(self, op, start=0, length=None, step=1):
        self._op = op
        if length is None:
            length = _c.mlirOperationGetNumRegions(op._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        return Region._wrap(self._op, _c.mlirOperationGetRegion(self._op._get(), pos))

    def _with_slice(self, start, length, step):
        return RegionSequence(self._op, start, length, step)


class OpResultList(_Sliceable):
    __slots__ = ("_op",)

    def __init__(self, op, start=0, length=None, step=1):
        self._op = op
        if length is None:
            length = _c.mlirOperationGetNumResults(op._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        return OpResult._wrap(self._op, _c.mlirOperationGetResult(self._op._get(), pos))

    def _with_slice(self, start, length, step):
        return OpResultList(self._op, start, length, step)

    @property
    def types(self):
        return [value.type.maybe_downcast() for value in self]

    @property
    def owner(self):
        self._op._get()
        return _opview_of(self._op)


class OpOperandList(_Sliceable):
    __slots__ = ("_op",)

    def __init__(self, op, start=0, length=None, step=1):
        self._op = op
        if length is None:
            length = _c.mlirOperationGetNumOperands(op._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        return _value_of(self._op, _c.mlirOperationGetOperand(self._op._get(), pos))

    def _with_slice(self, start, length, step):
        return OpOperandList(self._op, start, length, step)

    def __setitem__(self, index, value):
        index = operator.index(index)
        if index < 0:
            index += self._length
        if index < 0 or index >= self._length:
            raise IndexError("index out of range")
        pos = self._start + index * self._step
        _c.mlirOperationSetOperand(self._op._get(), pos, _value_handle(value, "the operand"))

    @property
    def types(self):
        return [value.type.maybe_downcast() for value in self]


class OpSuccessors(_Sliceable):
    __slots__ = ("_op",)

    def __init__(self, op, start=0, length=None, step=1):
        self._op = op
        if length is None:
            length = _c.mlirOperationGetNumSuccessors(op._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        op = self._op
        block = _c.mlirOperationGetSuccessor(op._get(), pos)
        parent = _c.mlirBlockGetParentOperation(block)
        return Block._wrap(_operation_for(op._ctx, parent, op) if parent.ptr else op, block)

    def _with_slice(self, start, length, step):
        return OpSuccessors(self._op, start, length, step)

    def __setitem__(self, index, block):
        index = operator.index(index)
        if index < 0:
            index += self._length
        if index < 0 or index >= self._length:
            raise IndexError("index out of range")
        if not isinstance(block, Block):
            raise TypeError(f"expected a Block, got {type(block).__name__}")
        _c.mlirOperationSetSuccessor(self._op._get(), self._start + index * self._step,
                                     block._get())


class BlockArgumentList(_Sliceable):
    __slots__ = ("_block",)

    def __init__(self, block, start=0, length=None, step=1):
        self._block = block
        if length is None:
            length = _c.mlirBlockGetNumArguments(block._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        block = self._block
        handle = _c.mlirBlockGetArgument(block._get(), pos)  # may follow a moved block
        return BlockArgument._wrap_argument(block._op, handle)

    def _with_slice(self, start, length, step):
        return BlockArgumentList(self._block, start, length, step)

    @property
    def types(self):
        return [value.type.maybe_downcast() for value in self]


class _BlockSuccessors(_Sliceable):
    __slots__ = ("_block",)

    def __init__(self, block, start=0, length=None, step=1):
        self._block = block
        if length is None:
            length = _c.mlirBlockGetNumSuccessors(block._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        block = self._block
        successor = _c.mlirBlockGetSuccessor(block._get(), pos)  # may follow a moved block
        return Block._wrap(block._op, successor)

    def _with_slice(self, start, length, step):
        return _BlockSuccessors(self._block, start, length, step)


class _BlockPredecessors(_BlockSuccessors):
    __slots__ = ()

    def __init__(self, block, start=0, length=None, step=1):
        if length is None:
            length = _c.mlirBlockGetNumPredecessors(block._get())
        super().__init__(block, start, length, step)

    def _raw_element(self, pos):
        block = self._block
        predecessor = _c.mlirBlockGetPredecessor(block._get(), pos)  # may follow a moved block
        return Block._wrap(block._op, predecessor)

    def _with_slice(self, start, length, step):
        return _BlockPredecessors(self._block, start, length, step)


class OpAttributeMap:
    """An operation's attributes, by name (mapping) and by position (sequence)."""

    __slots__ = ("_op",)

    def __init__(self, op):
        self._op = op

    def _named(self):
        handle = self._op._get()
        for i in range(_c.mlirOperationGetNumAttributes(handle)):
            named = _c.mlirOperationGetAttribute(handle, i)
            yield _str_from_ref(_c.mlirIdentifierStr(named.name)), named.attribute

    def _by_name(self, name):
        return _c.mlirOperationGetAttributeByName(self._op._get(), _sref(name))

    def __contains__(self, name):
        return bool(self._by_name(name).ptr)

    def __len__(self):
        return _c.mlirOperationGetNumAttributes(self._op._get())

    def __getitem__(self, key):
        if isinstance(key, str):
            handle = self._by_name(key)
            if not handle.ptr:
                raise KeyError("attempt to access a non-existent attribute")
            return Attribute._wrap(self._op._ctx, handle).maybe_downcast()
        index = operator.index(key)
        count = len(self)
        if index < 0:
            index += count
        if index < 0 or index >= count:
            raise IndexError("attempt to access out of bounds attribute")
        named = _c.mlirOperationGetAttribute(self._op._get(), index)
        name = _str_from_ref(_c.mlirIdentifierStr(named.name))
        return NamedAttribute(name, Attribute._wrap(self._op._ctx, named.attribute))

    def __setitem__(self, name, attr):
        if not isinstance(attr, Attribute):
            raise TypeError(f"expected an Attribute, got {type(attr).__name__}")
        _c.mlirOperationSetAttributeByName(self._op._get(), _sref(name), attr._get())

    def __delitem__(self, name):
        if not _c.mlirOperationRemoveAttributeByName(self._op._get(), _sref(name)):
            raise KeyError("attempt to delete a non-existent attribute")

    def get(self, key, default=None):
        handle = self._by_name(key)
        if not handle.ptr:
            return default
        return Attribute._wrap(self._op._ctx, handle).maybe_downcast()

    def __iter__(self):
        return iter([name for name, _ in self._named()])

    def keys(self):
        return [name for name, _ in self._named()]

    def values(self):
        ctx = self._op._ctx
        return [Attribute._wrap(ctx, attr).maybe_downcast() for _, attr in self._named()]

    def items(self):
        ctx = self._op._ctx
        return [(name, Attribute._wrap(ctx, attr).maybe_downcast()) for name, attr in self._named()]

    def __repr__(self):
        return "OpAttributeMap({" + ", ".join(f"{k!r}: {v}" for k, v in self.items()) + "})"


# ---------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------


def _operation_for(ctx, handle, near):
    """The Operation wrapper of `handle`, an operation reached from `near`
    through use-def chains. Such an operation may sit in another tree than
    `near` (a detached op can use values of a module), so a new wrapper gets
    the root owner of its own tree."""
    op = ctx._live_operations.get(handle.ptr)
    if op is not None:
        return op
    top = handle
    parent = _c.mlirOperationGetParentOperation(top)
    while parent.ptr:
        top = parent
        parent = _c.mlirOperationGetParentOperation(top)
    return Operation._for(ctx, handle, _root_owner_of(ctx, top, near._root_owner()))


def _root_owner_of(ctx, top, guess):
    """The Module or detached Operation owning the tree whose top-level
    operation is `top` (`guess` is checked first: usually it is the one)."""
    guess_top = guess._handle if isinstance(guess, Operation) else \
        _c.mlirModuleGetOperation(guess._handle)
    if guess_top.ptr == top.ptr:
        return guess
    wrapper = ctx._live_operations.get(top.ptr)
    if wrapper is not None and not wrapper._closed:
        return wrapper._root_owner()
    for module in list(ctx._live_modules.values()):
        if not module._closed and _c.mlirModuleGetOperation(module._handle).ptr == top.ptr:
            return module
    return guess


def _value_of(near, handle):
    """The Value of `handle` reached from operation `near` (an operand, a use),
    tied to what frees it: its defining operation, or its block (argument)."""
    ctx = near._ctx
    if _c.mlirValueIsAOpResult(handle):
        value = OpResult._wrap(_operation_for(ctx, _c.mlirOpResultGetOwner(handle), near),
                               handle)
    else:
        parent = _c.mlirBlockGetParentOperation(_c.mlirBlockArgumentGetOwner(handle))
        owner = _operation_for(ctx, parent, near) if parent.ptr else near
        value = BlockArgument._wrap_argument(owner, handle)
    return value._cast() if _globals._value_casters else value


class Value:
    """An SSA value; keeps the operation defining it (or owning its block) alive.

    Invalidated with that operation; a block argument also when its block
    or the argument is erased (checked as Block does, see Context._block_epoch).
    `Value[IntegerType]` (as generated op classes annotate) names a value
    of that type; it is the same class at run time.
    """

    __slots__ = ("_op", "_handle", "_epoch", "_block")

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)

    def __init__(self, value):
        if not isinstance(value, Value):
            raise TypeError(f"expected a Value, got {type(value).__name__}")
        self._op = value._op
        self._handle = value._handle
        self._epoch = value._epoch
        self._block = value._block

    @classmethod
    def _wrap(cls, op, handle, epoch=None, block=None):
        """`op` must be the defining operation, or for a block argument the
        parent operation of its block `block`, with the context's
        _block_epoch as `epoch` when that was so (None for an operation
        result)."""
        self = object.__new__(cls)
        self._op = op
        self._handle = handle
        self._epoch = epoch
        self._block = block
        return self

    def _get(self):
        op = self._op
        op._get()
        epoch = self._epoch
        if epoch is not None and epoch != op._ctx._block_epoch:
            self._revalidate_argument()
        return self._handle

    def _revalidate_argument(self):
        """Raises if this block argument, or its block, was freed since the
        wrapper was created or last checked; else follows the block to its
        current parent operation. Reads only live IR: the block is looked for
        in the operations, then the argument among the block's (its address
        may hold a newer argument by now: the erase epochs tell them apart)."""
        ctx = self._op._ctx
        erased_at = ctx._erased_arguments.get(self._handle.ptr)
        if erased_at is not None and erased_at > self._epoch:
            raise RuntimeError("the block argument has been erased")
        block = self._block
        owner = _locate_block(self._op, block.ptr, self._epoch)
        if owner is None:
            raise RuntimeError("the block of the block argument has been erased")
        ptr = self._handle.ptr
        if not any(_c.mlirBlockGetArgument(block, i).ptr == ptr
                   for i in range(_c.mlirBlockGetNumArguments(block))):
            raise RuntimeError("the block argument has been erased")
        self._op = owner
        self._epoch = ctx._block_epoch

    @property
    def context(self):
        self._get()
        return self._op._ctx

    @property
    def type(self):
        return Type._wrap(self._op._ctx, _c.mlirValueGetType(self._get()))

    def set_type(self, type):
        _c.mlirValueSetType(self._get(), type._get())

    @property
    def location(self):
        return Location._wrap(self._op._ctx, _c.mlirValueGetLocation(self._get()))

    @property
    def owner(self):
        """The defining operation (results) or the owning block (arguments)."""
        handle = self._get()
        if _c.mlirValueIsAOpResult(handle):
            op = self._op
            owner = _c.mlirOpResultGetOwner(handle)
            return _opview_of(Operation._for(op._ctx, owner, op._root_owner()))
        return Block._wrap(self._op, _c.mlirBlockArgumentGetOwner(handle))

    @property
    def uses(self):
        """Iterates over the OpOperands using this value (as they are now:
        each is tied to its user, so the C use list is read at once)."""
        handle = self._get()
        op = self._op
        ctx = op._ctx
        uses = []
        use = _c.mlirValueGetFirstUse(handle)
        while not _c.mlirOpOperandIsNull(use):
            user = _operation_for(ctx, _c.mlirOpOperandGetOwner(use), op)
            uses.append(OpOperand._at(user, _c.mlirOpOperandGetOperandNumber(use)))
            use = _c.mlirOpOperandGetNextUse(use)
        return iter(uses)

    def get_name(self, use_local_scope=False, use_name_loc_as_prefix=False):
        """The value as an operand, e.g. `%0` or `%arg0` (or with an AsmState)."""
        if isinstance(use_local_scope, AsmState):
            return _print_str(_c.mlirValuePrintAsOperand, self._get(), use_local_scope._get())
        handle = self._get()
        flags = _c.mlirOpPrintingFlagsCreate()
        if use_local_scope:
            _c.mlirOpPrintingFlagsUseLocalScope(flags)
        if use_name_loc_as_prefix:
            _c.mlirOpPrintingFlagsPrintNameLocAsPrefix(flags)
        state = _c.mlirAsmStateCreateForValue(handle, flags)
        try:
            return _print_str(_c.mlirValuePrintAsOperand, handle, state)
        finally:
            _c.mlirAsmStateDestroy(state)
            _c.mlirOpPrintingFlagsDestroy(flags)

    def replace_all_uses_with(self, with_):
        """Replaces every use of this value with `with_`."""
        _c.mlirValueReplaceAllUsesOfWith(self._get(), _value_handle(with_, "the replacement"))

    def replace_all_uses_except(self, with_, exceptions):
        """Replaces the uses of this value with `with_`, except the uses by
        `exceptions` (an operation or a list of them)."""
        if isinstance(exceptions, _OperationBase):
            exceptions = [exceptions]
        handles = [op._op()._get() for op in exceptions]
        array = (_capi.MlirOperation * len(handles))(*handles)
        _c.mlirValueReplaceAllUsesExcept(self._get(), _value_handle(with_, "the replacement"),
                                         len(handles), array)

    def maybe_downcast(self):
        """This value as an OpResult or a BlockArgument, or what the value
        caster registered for its type's TypeID returns."""
        handle = self._get()
        cls = OpResult if _c.mlirValueIsAOpResult(handle) else BlockArgument
        return cls._wrap(self._op, handle, self._epoch, self._block)._cast()

    def _cast(self):
        """This OpResult or BlockArgument through the registered value caster."""
        value = self
        handle = self._handle
        if _globals._value_casters:
            typeid = _c.mlirTypeGetTypeID(_c.mlirValueGetType(handle))
            caster = _globals._value_casters.get(typeid.ptr)
            if caster is not None:
                return caster(value)
        return value

    def dump(self):
        _c.mlirValueDump(self._get())

    def __eq__(self, other):
        return isinstance(other, Value) and self._handle.ptr == other._handle.ptr

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return "Value(" + _print_str(_c.mlirValuePrint, self._get()) + ")"

    def __repr__(self):
        try:
            self._get()
        except RuntimeError:
            return f"<{type(self).__name__} (invalidated)>"
        return type(self).__name__ + "(" + _print_str(_c.mlirValuePrint, self._get()) + ")"


class BlockArgument(Value):
    __slots__ = ()

    def __init__(self, value):
        super().__init__(value)
        if not _c.mlirValueIsABlockArgument(self._get()):
            raise ValueError(f"Cannot cast value to BlockArgument (from {value!r})")

    @classmethod
    def _wrap_argument(cls, op, handle):
        """Block argument `handle` of a block of `op` (as it is now)."""
        return cls._wrap(op, handle, op._ctx._block_epoch, _c.mlirBlockArgumentGetOwner(handle))

    @staticmethod
    def isinstance(other):
        return isinstance(other, Value) and bool(_c.mlirValueIsABlockArgument(other._get()))

    @property
    def owner(self):
        block = _c.mlirBlockArgumentGetOwner(self._get())  # may follow a moved block
        return Block._wrap(self._op, block)

    @property
    def arg_number(self):
        return _c.mlirBlockArgumentGetArgNumber(self._get())

    def set_type(self, type):
        _c.mlirBlockArgumentSetType(self._get(), type._get())

    def set_location(self, loc):
        _c.mlirBlockArgumentSetLocation(self._get(), loc._get())


class OpResult(Value):
    __slots__ = ()

    def __init__(self, value):
        super().__init__(value)
        if not _c.mlirValueIsAOpResult(self._get()):
            raise ValueError(f"Cannot cast value to OpResult (from {value!r})")

    @staticmethod
    def isinstance(other):
        return isinstance(other, Value) and bool(_c.mlirValueIsAOpResult(other._get()))

    @property
    def owner(self):
        """The operation defining this result."""
        handle = self._get()
        op = self._op
        owner = _c.mlirOpResultGetOwner(handle)
        return _opview_of(Operation._for(op._ctx, owner, op._root_owner()))

    @property
    def result_number(self):
        return _c.mlirOpResultGetResultNumber(self._get())


class OpOperand:
    """A use of a value: an operation and an operand position (tied to that
    operation, so it is invalidated with it)."""

    __slots__ = ("_op", "_index")

    def __init__(self):
        raise TypeError("OpOperand objects come from Value.uses and Operation.op_operands")

    @classmethod
    def _at(cls, op, index):
        """Operand `index` of `op` (which is then the owner)."""
        self = object.__new__(cls)
        self._op = op
        self._index = index
        return self

    @property
    def owner(self):
        op = self._op
        op._get()
        return _opview_of(op)

    @property
    def operand_number(self):
        self._op._get()
        return self._index

    def get(self):
        """The value used."""
        op = self._op
        return _value_of(op, _c.mlirOperationGetOperand(op._get(), self._index))

    def __repr__(self):
        return f"<OpOperand #{self.operand_number} of {self.owner.operation.name}>"


# ---------------------------------------------------------------------------
# Symbol tables
# ---------------------------------------------------------------------------


class SymbolTable:
    """The symbols directly in a symbol-table operation (e.g. a module)."""

    __slots__ = ("_op", "_handle", "__weakref__")

    def __init__(self, operation):
        op = operation._op()
        handle = _c.mlirSymbolTableCreate(op._get())
        if not handle.ptr:
            raise TypeError("Operation is not a Symbol Table.")
        self._op = op
        self._handle = handle
        weakref.finalize(self, _c.mlirSymbolTableDestroy, handle).atexit = False

    def _get(self):
        self._op._get()
        return self._handle

    def __getitem__(self, name):
        handle = _c.mlirSymbolTableLookup(self._get(), _sref(name))
        if not handle.ptr:
            raise KeyError(f"Symbol '{name}' not in the symbol table.")
        op = self._op
        return _opview_of(Operation._for(op._ctx, handle, op._root_owner()))

    def __contains__(self, name):
        return bool(_c.mlirSymbolTableLookup(self._get(), _sref(name)).ptr)

    def insert(self, operation):
        """Inserts a symbol operation (renaming it if the name is taken);
        returns its (possibly new) name as a StringAttr."""
        op = operation._op()
        table = self._get()
        handle = op._get()
        name_attr = _c.mlirOperationGetAttributeByName(
            handle, _c.mlirSymbolTableGetSymbolAttributeName())
        if not name_attr.ptr:
            raise ValueError("Expected operation to have a symbol name.")
        was_owned = op._owned
        attr = _c.mlirSymbolTableInsert(table, handle)
        if was_owned and _c.mlirOperationGetBlock(handle).ptr:
            op._set_attached(self._op._root_owner())
        return Attribute._wrap(op._ctx, attr).maybe_downcast()

    def erase(self, operation):
        """Removes a symbol operation from the table and erases it."""
        op = operation._op()
        table = self._get()
        handle = op._get()
        op._check_not_module_root("erase")
        op._check_erasable()
        op._invalidate_nested()
        op._invalidate()
        _c.mlirSymbolTableErase(table, handle)

    def __delitem__(self, name):
        self.erase(self[name])

    @staticmethod
    def get_symbol_name(symbol):
        """The symbol's name attribute (ValueError if it has none)."""
        op = symbol._op()
        attr = _c.mlirOperationGetAttributeByName(
            op._get(), _c.mlirSymbolTableGetSymbolAttributeName())
        if not attr.ptr:
            raise ValueError("Expected operation to have a symbol name.")
        return Attribute._wrap(op._ctx, attr).maybe_downcast()

    @staticmethod
    def set_symbol_name(symbol, name):
        op = symbol._op()
        handle = op._get()
        attr_name = _c.mlirSymbolTableGetSymbolAttributeName()
        if not _c.mlirOperationGetAttributeByName(handle, attr_name).ptr:
            raise ValueError("Expected operation to have a symbol name.")
        value = _c.mlirStringAttrGet(op._ctx._get(), _sref(name))
        _c.mlirOperationSetAttributeByName(handle, attr_name, value)

    @staticmethod
    def get_visibility(symbol):
        op = symbol._op()
        attr = _c.mlirOperationGetAttributeByName(
            op._get(), _c.mlirSymbolTableGetVisibilityAttributeName())
        if not attr.ptr:
            raise ValueError("Expected operation to have a symbol visibility.")
        return Attribute._wrap(op._ctx, attr).maybe_downcast()

    @staticmethod
    def set_visibility(symbol, visibility):
        if visibility not in ("public", "private", "nested"):
            raise ValueError("Expected visibility to be 'public', 'private' or 'nested'")
        op = symbol._op()
        handle = op._get()
        attr_name = _c.mlirSymbolTableGetVisibilityAttributeName()
        if not _c.mlirOperationGetAttributeByName(handle, attr_name).ptr:
            raise ValueError("Expected operation to have a symbol visibility.")
        value = _c.mlirStringAttrGet(op._ctx._get(), _sref(visibility))
        _c.mlirOperationSetAttributeByName(handle, attr_name, value)

    @staticmethod
    def replace_all_symbol_uses(old_symbol, new_symbol, from_op):
        if not _c.mlirSymbolTableReplaceAllSymbolUses(
                _sref(old_symbol), _sref(new_symbol), from_op._op()._get()):
            raise ValueError("Symbol rename failed")

    @staticmethod
    def walk_symbol_tables(from_op, all_sym_uses_visible, callback):
        """Calls `callback(op, all_uses_visible)` on every symbol table at or under `from_op`."""
        op = from_op._op()
        handle = op._get()
        errors = []

        def trampoline(found, visible, user_data):
            if errors:
                return
            try:
                callback(_opview_of(Operation._for(op._ctx, found, op._root_owner())),
                         bool(visible))
            except Exception as e:  # never unwind through C
                errors.append(e)

        cb = _capi.MlirSymbolTableWalkCallback(trampoline)
        _c.mlirSymbolTableWalkSymbolTables(handle, bool(all_sym_uses_visible), cb, None)
        if errors:
            raise RuntimeError(f"Exception raised in callback: {errors[0]}") from errors[0]

    def __repr__(self):
        return f"<SymbolTable of {self._op.name}>"


# ---------------------------------------------------------------------------
# Registries: attribute builders, dialect and operation classes, casters
# ---------------------------------------------------------------------------


def _check_op_class(op_class):
    if not (isinstance(op_class, type) and issubclass(op_class, OpView)):
        raise TypeError(f"op_class must be an OpView subclass, got {op_class!r}")


def get_ops_of_type(root, op_class, walk_order=WalkOrder.POST_ORDER):
    """The operations at or under `root` whose OpView is an `op_class`, as
    such OpViews, in walk order."""
    _check_op_class(op_class)
    found = []
    root = root.operation if isinstance(root, Module) else root
    root.walk(lambda op: found.append(op.opview), walk_order, op_class=op_class)
    return found


def get_parent_of_type(op, op_class):
    """The closest ancestor of `op` whose OpView is an `op_class`, or None."""
    _check_op_class(op_class)
    parent = op.operation.parent if op.operation.attached else None
    while parent is not None:
        if isinstance(parent.opview, op_class):
            return parent.opview
        parent = parent.operation.parent if parent.operation.attached else None
    return None


class AttrBuilder:
    """Builders of attributes from Python values, by ODS attribute kind
    ("I32Attr", "StrAttr", ...), used by the generated op classes."""

    _builders = {}

    @staticmethod
    def contains(attribute_kind):
        _ensure_builtins()
        return attribute_kind in AttrBuilder._builders

    @staticmethod
    def get(attribute_kind):
        _ensure_builtins()
        try:
            return AttrBuilder._builders[attribute_kind]
        except KeyError:
            raise KeyError(
                f"Attribute builder for '{attribute_kind}' is not registered") from None

    @staticmethod
    def insert(attribute_kind, attr_builder, replace=False):
        _ensure_builtins()
        existing = AttrBuilder._builders.get(attribute_kind)
        if existing is not None and not replace:
            raise RuntimeError(
                f"Attribute builder for '{attribute_kind}' is already registered with func: "
                f"{existing!r}")
        AttrBuilder._builders[attribute_kind] = attr_builder


def register_attribute_builder(kind, replace=False):
    """Decorator: registers `fn(value, context)` as the builder of `kind`."""

    def decorator_builder(func):
        AttrBuilder.insert(kind, func, replace=replace)
        return func

    return decorator_builder


_DEFAULT_TRACEBACK_FRAMES = 10
_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))
_CORE_PREFIXES = tuple(os.path.join(_PACKAGE_DIR, name) for name in (
    "ir.py", "passmanager.py", "rewrite.py", "_mlir_libs" + os.sep,
    os.path.join("dialects", "_ods_common.py")))


def _traceback_location(ctx):
    """The location of the caller's Python stack (upstream's traceback
    locations): one frame is `"qualname"(file:line:col to line:col)`, more
    are a callsite of the innermost at the outer ones. None if every frame
    is filtered out."""
    frames = []
    frame = sys._getframe(1)
    limit = _globals._loc_tracebacks_frame_limit
    while frame is not None and len(frames) < limit:
        code = frame.f_code
        if _globals._traceback_frame_kept(code.co_filename):
            line, end_line, col, end_col = _frame_position(frame)
            child = Location._wrap(ctx, _c.mlirLocationFileLineColRangeGet(
                ctx._get(), _sref(code.co_filename), line, col, end_line, end_col))
            name = getattr(code, "co_qualname", code.co_name)
            frames.append(Location.name(name, child, context=ctx))
        frame = frame.f_back
    if not frames:
        return None
    if len(frames) == 1:
        return frames[0]
    return Location.callsite(frames[0], frames[1:], context=ctx)


def _frame_position(frame):
    """(line, end line, column, end column) of the instruction a frame is at."""
    positions = getattr(frame.f_code, "co_positions", None)
    if positions is not None and frame.f_lasti >= 0:
        for i, position in enumerate(positions()):
            if i == frame.f_lasti // 2:
                line, end_line, col, end_col = position
                if line is not None:
                    return (line, end_line or line, col or 0,
                            end_col if end_col is not None else col or 0)
                break
    return frame.f_lineno, frame.f_lineno, 0, 0


def loc_tracebacks(*, max_depth=None):
    """Context manager: operations created inside get traceback locations
    (at most `max_depth` frames; None for the default)."""
    return _LocTracebacks(max_depth)


class _LocTracebacks:
    def __init__(self, max_depth):
        self._max_depth = max_depth
        self._saved = []

    def __enter__(self):
        self._saved.append((_globals._loc_tracebacks_enabled,
                            _globals._loc_tracebacks_frame_limit))
        _globals.set_loc_tracebacks_frame_limit(self._max_depth)
        _globals.set_loc_tracebacks_enabled(True)
        return self

    def __exit__(self, *exc):
        enabled, limit = self._saved.pop()
        _globals._loc_tracebacks_enabled = enabled
        _globals._loc_tracebacks_frame_limit = limit
        return False

    def __repr__(self):
        return f"loc_tracebacks(max_depth={self._max_depth!r})"


class _Globals:
    """Process-wide registrations (upstream's PyGlobals, `_cext.globals`):
    dialect and operation classes, type and value casters, and the module
    prefixes searched for a dialect's Python module."""

    def __init__(self):
        self._dialect_search_prefixes = ["mlir.dialects"]
        self._dialect_classes = {}
        self._operation_classes = {}
        self._type_casters = {}
        self._value_casters = {}
        self._loaded_dialect_modules = {}
        self._loc_tracebacks_enabled = False
        self._loc_tracebacks_frame_limit = _DEFAULT_TRACEBACK_FRAMES
        self._traceback_inclusions = set()
        self._traceback_exclusions = set()

    def _traceback_frame_kept(self, filename):
        if filename in self._traceback_inclusions:
            return True
        if filename in self._traceback_exclusions:
            return False
        # This package's core modules stand for upstream's C++ extension,
        # whose frames a Python traceback never shows.
        return not filename.startswith(_CORE_PREFIXES)

    @property
    def dialect_search_modules(self):
        return list(self._dialect_search_prefixes)

    @dialect_search_modules.setter
    def dialect_search_modules(self, value):
        self._dialect_search_prefixes = list(value)

    def append_dialect_search_prefix(self, module_name):
        """Also looks for dialect modules as `<module_name>.<namespace>`."""
        self._dialect_search_prefixes.append(module_name)
        # Namespaces not found so far may be found under the new prefix.
        for namespace in [ns for ns, m in self._loaded_dialect_modules.items() if m is None]:
            del self._loaded_dialect_modules[namespace]

    def _check_dialect_module_loaded(self, namespace):
        return self._load_dialect_module(namespace) is not None

    def _load_dialect_module(self, namespace):
        """Imports `<prefix>.<namespace>` from the first prefix that has it."""
        if namespace in self._loaded_dialect_modules:
            return self._loaded_dialect_modules[namespace]
        import importlib
        module = None
        for prefix in self._dialect_search_prefixes:
            try:
                module = importlib.import_module(f"{prefix}.{namespace}")
                break
            except ModuleNotFoundError as e:
                if e.name not in (f"{prefix}.{namespace}", prefix):
                    raise
        self._loaded_dialect_modules[namespace] = module
        return module

    def _lookup_operation_class(self, operation_name):
        cls = self._operation_classes.get(operation_name)
        if cls is None and "." in operation_name:
            if self._load_dialect_module(operation_name.split(".", 1)[0]) is not None:
                cls = self._operation_classes.get(operation_name)
        return cls

    def _lookup_dialect_class(self, namespace):
        cls = self._dialect_classes.get(namespace)
        if cls is None and self._load_dialect_module(namespace) is not None:
            cls = self._dialect_classes.get(namespace)
        return cls

    def register_traceback_file_inclusion(self, filename):
        """Keeps frames of `filename` in traceback locations even when an
        exclusion also matches it (inclusions win)."""
        self._traceback_inclusions.add(filename)

    def register_traceback_file_exclusion(self, filename):
        """Leaves frames of `filename` out of traceback locations (the
        generated `_<dialect>_ops_gen.py` modules register themselves)."""
        self._traceback_exclusions.add(filename)

    def loc_tracebacks_enabled(self):
        return self._loc_tracebacks_enabled

    def set_loc_tracebacks_enabled(self, value):
        """When on, operations created without `loc=` get the location of the
        Python call stack that creates them (before Location.current)."""
        self._loc_tracebacks_enabled = bool(value)

    def loc_tracebacks_frame_limit(self):
        return self._loc_tracebacks_frame_limit

    def set_loc_tracebacks_frame_limit(self, value):
        """At most this many frames per traceback location (None: the default, 10)."""
        if value is None:
            value = _DEFAULT_TRACEBACK_FRAMES
        value = operator.index(value)
        if value < 1:
            raise ValueError("the frame limit must be positive")
        self._loc_tracebacks_frame_limit = value

    def _register_dialect(self, cls):
        namespace = getattr(cls, "DIALECT_NAMESPACE", None)
        if not isinstance(namespace, str):
            raise AttributeError("Dialect class must have a DIALECT_NAMESPACE attribute")
        self._dialect_classes[namespace] = cls
        return cls

    def _register_operation(self, cls, replace=False):
        name = getattr(cls, "OPERATION_NAME", None)
        if not isinstance(name, str):
            raise AttributeError("Operation class must have an OPERATION_NAME attribute")
        if name in self._operation_classes and not replace:
            raise RuntimeError(
                f"Operation '{name}' is already registered. Use replace=True to override.")
        self._operation_classes[name] = cls
        return cls


_globals = _Globals()


def register_dialect(dialect_class):
    """Class decorator: registers a Dialect subclass (by DIALECT_NAMESPACE)."""
    return _globals._register_dialect(dialect_class)


def register_operation(dialect_class, *, replace=False):
    """Class decorator: registers an OpView subclass of `dialect_class` (by
    OPERATION_NAME) as the class operations of that name are viewed as."""

    def decorator(op_class):
        _globals._register_operation(op_class, replace=replace)
        op_class._dialect = dialect_class
        return op_class

    return decorator


def register_type_caster(typeid, *, replace=False):
    """Decorator: `fn(type_or_attribute) -> subclass` used by maybe_downcast
    for types (and attributes) of `typeid`."""
    key = typeid._handle.ptr
    _ensure_builtins()

    def decorator(caster):
        if key in _globals._type_casters and not replace:
            raise RuntimeError(
                f"Type caster is already registered with caster: {_globals._type_casters[key]}")
        _globals._type_casters[key] = caster
        return caster

    return decorator


def register_value_caster(typeid, *, replace=False):
    """Decorator: `fn(value) -> Value subclass` used for values whose type has `typeid`."""
    key = typeid._handle.ptr

    def decorator(caster):
        if key in _globals._value_casters and not replace:
            raise RuntimeError(
                f"Value caster is already registered: {_globals._value_casters[key]}")
        _globals._value_casters[key] = caster
        return caster

    return decorator


# ---------------------------------------------------------------------------
# Builtin types, attributes and affine objects: private modules, re-exported
# here and loaded on first use (parsing and printing IR does not need them,
# and importing mlir.ir is on the critical path of a notebook's first cell).
# ---------------------------------------------------------------------------

# The names of _ir_types, _ir_attributes and _ir_affine (tests/python/
# test_stubs.py checks this list against their __all__).
_BUILTIN_NAMES = frozenset((
    "AffineAddExpr", "AffineBinaryExpr", "AffineCeilDivExpr", "AffineConstantExpr",
    "AffineDimExpr", "AffineExpr", "AffineExprList", "AffineFloorDivExpr", "AffineMap",
    "AffineMapAttr", "AffineModExpr", "AffineMulExpr", "AffineSymbolExpr", "ArrayAttr",
    "BF16Type", "BoolAttr", "ComplexType", "DenseBoolArrayAttr", "DenseElementsAttr",
    "DenseF32ArrayAttr", "DenseF64ArrayAttr", "DenseFPElementsAttr", "DenseI16ArrayAttr",
    "DenseI32ArrayAttr", "DenseI64ArrayAttr", "DenseI8ArrayAttr", "DenseIntElementsAttr",
    "DenseResourceElementsAttr", "DictAttr", "F16Type", "F32Type", "F64Type", "FlatSymbolRefAttr",
    "Float4E2M1FNType", "Float6E2M3FNType", "Float6E3M2FNType", "Float8E3M4Type",
    "Float8E4M3B11FNUZType", "Float8E4M3FNType", "Float8E4M3FNUZType", "Float8E4M3Type",
    "Float8E5M2FNUZType", "Float8E5M2Type", "Float8E8M0FNUType", "FloatAttr", "FloatTF32Type",
    "FloatType", "FunctionType", "IndexType", "IntegerAttr", "IntegerSet", "IntegerSetAttr",
    "IntegerSetConstraint", "IntegerSetConstraintList", "IntegerType", "MemRefType", "NoneType",
    "OpaqueAttr", "OpaqueType", "RankedTensorType", "ShapedType", "StridedLayoutAttr",
    "StringAttr", "SymbolRefAttr", "TupleType", "TypeAttr", "UnitAttr", "UnrankedMemRefType",
    "UnrankedTensorType", "VectorType",
))
__all__ += sorted(_BUILTIN_NAMES)
_builtins_loaded = False


def _ensure_builtins():
    """Imports the builtin type, attribute and affine classes (registering
    their casters and the attribute builders), once."""
    global _builtins_loaded
    if _builtins_loaded:
        return
    _builtins_loaded = True
    from ._mlir_libs import _ir_affine, _ir_attributes, _ir_types

    namespace = globals()
    for module in (_ir_types, _ir_attributes, _ir_affine):
        for name in module.__all__:
            namespace[name] = getattr(module, name)
    from ._mlir_libs import _attr_builders

    _attr_builders.register_all()


def __getattr__(name):
    if name == "globals":  # upstream's `_cext.globals`; not a module global
        return _globals    # here, which would hide the builtin globals()
    if name in _BUILTIN_NAMES:
        _ensure_builtins()
        return globals()[name]
    raise AttributeError(f"module 'mlir.ir' has no attribute '{name}'")
