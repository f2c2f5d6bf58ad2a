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
    reached from. Regions, blocks and values keep their operation alive;
    types, attributes and locations keep their Context alive. So a parent is
    never freed while a Python object can still reach into it.
  - Freeing IR (Module.close, Operation.erase, Context.close) first
    invalidates every live wrapper inside it; using one afterwards raises
    RuntimeError instead of touching freed memory.
"""

import atexit
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
    "Dialects",
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
    "OpView",
    "Operation",
    "OperationList",
    "Region",
    "RegionSequence",
    "Type",
    "TypeID",
    "Value",
    "WalkOrder",
    "WalkResult",
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


class DiagnosticInfo:
    """A copy of a Diagnostic that outlives the handler call (what MLIRError holds)."""

    def __init__(self, diag):
        self.severity = diag.severity
        self.location = diag.location
        self.message = diag.message
        self.notes = [DiagnosticInfo(note) for note in diag.notes]

    def __str__(self):
        return self.message


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
        self._init_ref(handle)
        self._live_operations = weakref.WeakValueDictionary()
        self._live_modules = weakref.WeakValueDictionary()
        self._diagnostic_handlers = {}
        self._emit_error_diagnostics = False
        _live_contexts[handle.ptr] = self
        _c.mlirContextLoadAllAvailableDialects(handle)

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
        return Dialect(DialectDescriptor._wrap(self._ctx, handle))

    def __getitem__(self, name):
        return self._lookup(name, IndexError)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return self._lookup(name, AttributeError)


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------


class Location:
    """A source location, owned by its context (uniqued: equal means same)."""

    __slots__ = ("_ctx", "_handle")

    def __init__(self):
        raise TypeError("use Location.unknown(), Location.file(), ...")

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        return self

    def _get(self):
        self._ctx._check_open()
        return self._handle

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
    def context(self):
        return self._ctx

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

    def __eq__(self, other):
        if not isinstance(other, Location):
            return False
        return bool(_c.mlirLocationEqual(self._get(), other._get()))

    def __hash__(self):
        return hash(self._handle.ptr)

    def __repr__(self):
        return _print_str(_c.mlirLocationPrint, self._get())


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


class Type:
    """A type, owned by its context. `Type(t)` casts a Type subclass to Type."""

    __slots__ = ("_ctx", "_handle")

    def __init__(self, cast_from_type):
        if not isinstance(cast_from_type, Type):
            raise TypeError(f"expected a Type, got {type(cast_from_type).__name__}")
        self._ctx = cast_from_type._ctx
        self._handle = cast_from_type._handle

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        return self

    def _get(self):
        self._ctx._check_open()
        return self._handle

    @staticmethod
    def parse(asm, context=None):
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirTypeParseGet(ctx._get(), _sref(asm))
        if not handle.ptr:
            raise MLIRError("Unable to parse type", capture.errors)
        return Type._wrap(ctx, handle)

    @property
    def context(self):
        return self._ctx

    @property
    def typeid(self):
        handle = _c.mlirTypeGetTypeID(self._get())
        if not handle.ptr:
            raise ValueError(f"{self!r} has no typeid.")
        return TypeID._wrap(handle)

    def maybe_downcast(self):
        return self

    def dump(self):
        _c.mlirTypeDump(self._get())

    def __eq__(self, other):
        if not isinstance(other, Type):
            return False
        return bool(_c.mlirTypeEqual(self._get(), other._get()))

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return _print_str(_c.mlirTypePrint, self._get())

    def __repr__(self):
        return f"Type({self})"


class Attribute:
    """An attribute, owned by its context. `Attribute(a)` casts to Attribute."""

    __slots__ = ("_ctx", "_handle")

    def __init__(self, cast_from_type):
        if not isinstance(cast_from_type, Attribute):
            raise TypeError(f"expected an Attribute, got {type(cast_from_type).__name__}")
        self._ctx = cast_from_type._ctx
        self._handle = cast_from_type._handle

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._ctx = ctx
        self._handle = handle
        return self

    def _get(self):
        self._ctx._check_open()
        return self._handle

    @staticmethod
    def parse(asm, context=None):
        ctx = _resolve_context(context)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirAttributeParseGet(ctx._get(), _sref(asm))
        if not handle.ptr:
            raise MLIRError("Unable to parse attribute", capture.errors)
        return Attribute._wrap(ctx, handle)

    @property
    def context(self):
        return self._ctx

    @property
    def type(self):
        return Type._wrap(self._ctx, _c.mlirAttributeGetType(self._get()))

    @property
    def typeid(self):
        return TypeID._wrap(_c.mlirAttributeGetTypeID(self._get()))

    def get_named(self, name):
        return NamedAttribute(name, self)

    def maybe_downcast(self):
        return self

    def dump(self):
        _c.mlirAttributeDump(self._get())

    def __eq__(self, other):
        if not isinstance(other, Attribute):
            return False
        return bool(_c.mlirAttributeEqual(self._get(), other._get()))

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return _print_str(_c.mlirAttributePrint, self._get())

    def __repr__(self):
        return f"Attribute({self})"


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

# Registered OpView subclasses by operation name (filled by dialect modules).
_operation_classes = {}


def _opview_of(op):
    cls = _operation_classes.get(op.name)
    if cls is None:
        return OpView(op)
    view = cls.__new__(cls)
    OpView.__init__(view, op)
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
        result = state["callback"](op)
        if result is None:
            return WalkResult.ADVANCE.value
        return WalkResult(result).value
    except Exception as e:  # an exception must never unwind through C
        state["error"] = e
        return WalkResult.INTERRUPT.value


_WALK_CALLBACK = _capi.MlirOperationWalkCallback(_on_walk)


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
    def regions(self):
        return RegionSequence(self._op())

    @property
    def results(self):
        return OpResultList(self._op())

    @property
    def result(self):
        """The single result (raises ValueError unless there is exactly one)."""
        op = self._op()
        handle = op._get()
        count = _c.mlirOperationGetNumResults(handle)
        if count != 1:
            raise ValueError(
                f"Cannot call .result on operation {self.name} which has {count} results "
                "(it is only valid for operations with a single result)"
            )
        return OpResult._wrap(op, _c.mlirOperationGetResult(handle, 0))

    @property
    def location(self):
        op = self._op()
        return Location._wrap(op._ctx, _c.mlirOperationGetLocation(op._get()))

    @location.setter
    def location(self, location):
        _c.mlirOperationSetLocation(self._op()._get(), location._get())

    @property
    def parent(self):
        """The parent operation, or None at top level."""
        op = self._op()
        handle = op._get()
        if op._owned:
            raise ValueError("Detached operations have no parent")
        parent = _c.mlirOperationGetParentOperation(handle)
        if not parent.ptr:
            return None
        return Operation._for(op._ctx, parent, op._root_owner())

    @property
    def attached(self):
        """Whether the operation is in a block (False for a Python-owned root)."""
        op = self._op()
        op._get()
        return not op._owned

    def __str__(self):
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

    def walk(self, callback, walk_order=WalkOrder.POST_ORDER):
        """Calls `callback(op)` on this operation and everything nested in it.

        The callback returns a WalkResult (None means ADVANCE).
        """
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

    def is_before_in_block(self, other):
        return bool(_c.mlirOperationIsBeforeInBlock(self._op()._get(), other._op()._get()))

    def erase(self):
        """Erases the operation and everything in it; their Python objects are invalidated."""
        self._op()._erase()

    def __eq__(self, other):
        if not isinstance(other, _OperationBase):
            return False
        return bool(_c.mlirOperationEqual(self._op()._get(), other._op()._get()))

    def __hash__(self):
        return _c.mlirOperationHashValue(self._op()._get())


class Operation(_OperationBase, _OwnedRef):
    """One live C operation; interned, so `a is b` exactly when they are the same op.

    An operation in a block is owned by its parent: close() then only
    releases this Python object. A detached operation (Operation.parse) is
    owned by this object and freed by close() or garbage collection.
    """

    _closed_message = "the operation has been invalidated"

    def __init__(self):
        raise TypeError("Operation objects come from parsing or navigating IR")

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

    def _invalidate_nested(self):
        """Invalidates the live wrappers of operations nested in this one."""
        target = self._handle.ptr
        root = self._root_owner()
        for op in list(self._ctx._live_operations.values()):
            if op is self or op._root is not root:
                continue
            parent = _c.mlirOperationGetParentOperation(op._handle)
            while parent.ptr:
                if parent.ptr == target:
                    op._invalidate()
                    break
                parent = _c.mlirOperationGetParentOperation(parent)

    def _release(self, dispose):
        # _closed is already set; take the wrapper out of the interning map.
        ctx = self._ctx
        if ctx._live_operations.get(self._handle.ptr) is self:
            del ctx._live_operations[self._handle.ptr]
        if ctx._closed:
            return
        if dispose or self._owned:
            # Python stops tracking this tree: its nested wrappers go too.
            self._invalidate_nested()
        if dispose:
            _c.mlirOperationDestroy(self._handle)

    def _erase(self):
        handle = self._get()
        root = self._root
        if isinstance(root, Module) and _c.mlirModuleGetOperation(root._get()).ptr == handle.ptr:
            raise ValueError("cannot erase the operation of a Module; close the Module instead")
        self._invalidate_nested()
        self._invalidate()
        _c.mlirOperationDestroy(handle)

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

    @property
    def successors(self):
        return OpSuccessors(self)


class OpView(_OperationBase):
    """A view of an Operation; dialect modules subclass it per operation."""

    __slots__ = ("_operation",)
    _ODS_REGIONS = (0, True)
    _ODS_OPERAND_SEGMENTS = None
    _ODS_RESULT_SEGMENTS = None

    def __init__(self, operation):
        if not isinstance(operation, _OperationBase):
            raise TypeError(f"expected an Operation, got {type(operation).__name__}")
        self._operation = operation._op()

    def _op(self):
        return self._operation

    @property
    def operation(self):
        return self._operation

    @property
    def opview(self):
        return self

    @property
    def successors(self):
        return OpSuccessors(self._operation)


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


class Block:
    """A block; keeps its parent operation alive."""

    __slots__ = ("_op", "_handle")

    def __init__(self):
        raise TypeError("Block objects come from Region.blocks or Module.body")

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
    def owner(self):
        """The operation owning this block's region."""
        parent = _c.mlirBlockGetParentOperation(self._get())
        op = self._op
        if parent.ptr != op._handle.ptr:
            op = Operation._for(op._ctx, parent, op._root_owner())
        return _opview_of(op)

    @property
    def region(self):
        return Region._wrap(self._op, _c.mlirBlockGetParentRegion(self._get()))

    @property
    def arguments(self):
        return BlockArgumentList(self)

    @property
    def operations(self):
        return OperationList(self)

    @property
    def successors(self):
        return _BlockSuccessors(self)

    @property
    def predecessors(self):
        return _BlockPredecessors(self)

    def __iter__(self):
        return iter(OperationList(self))

    def __eq__(self, other):
        return isinstance(other, Block) and self._handle.ptr == other._handle.ptr

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return _print_str(_c.mlirBlockPrint, self._get())


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
        index = operator.index(index)
        if index < 0:
            index += len(self)
        if index >= 0:
            for i, op in enumerate(self._handles()):
                if i == index:
                    return self._view(op)
        raise IndexError("attempt to access out of bounds operation")

    def __iter__(self):
        for op in self._handles():
            yield self._view(op)


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
        return [value.type for value in self]

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
        handle = _c.mlirOperationGetOperand(self._op._get(), pos)
        return Value._wrap(self._op, handle).maybe_downcast()

    def _with_slice(self, start, length, step):
        return OpOperandList(self._op, start, length, step)

    def __setitem__(self, index, value):
        index = operator.index(index)
        if index < 0:
            index += self._length
        if index < 0 or index >= self._length:
            raise IndexError("index out of range")
        pos = self._start + index * self._step
        _c.mlirOperationSetOperand(self._op._get(), pos, value._get())

    @property
    def types(self):
        return [value.type for value in self]


class OpSuccessors(_Sliceable):
    __slots__ = ("_op",)

    def __init__(self, op, start=0, length=None, step=1):
        self._op = op
        if length is None:
            length = _c.mlirOperationGetNumSuccessors(op._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        return Block._wrap(self._op, _c.mlirOperationGetSuccessor(self._op._get(), pos))

    def _with_slice(self, start, length, step):
        return OpSuccessors(self._op, start, length, step)


class BlockArgumentList(_Sliceable):
    __slots__ = ("_block",)

    def __init__(self, block, start=0, length=None, step=1):
        self._block = block
        if length is None:
            length = _c.mlirBlockGetNumArguments(block._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        block = self._block
        return BlockArgument._wrap(block._op, _c.mlirBlockGetArgument(block._get(), pos))

    def _with_slice(self, start, length, step):
        return BlockArgumentList(self._block, start, length, step)

    @property
    def types(self):
        return [value.type for value in self]


class _BlockSuccessors(_Sliceable):
    __slots__ = ("_block",)

    def __init__(self, block, start=0, length=None, step=1):
        self._block = block
        if length is None:
            length = _c.mlirBlockGetNumSuccessors(block._get())
        self._init_slice(start, length, step)

    def _raw_element(self, pos):
        block = self._block
        return Block._wrap(block._op, _c.mlirBlockGetSuccessor(block._get(), pos))

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
        return Block._wrap(block._op, _c.mlirBlockGetPredecessor(block._get(), pos))

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


# ---------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------


class Value:
    """An SSA value; keeps the operation it was reached from alive."""

    __slots__ = ("_op", "_handle")

    def __init__(self, value):
        if not isinstance(value, Value):
            raise TypeError(f"expected a Value, got {type(value).__name__}")
        self._op = value._op
        self._handle = value._handle

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
        """Iterates over the OpOperands using this value."""
        handle = self._get()
        op = self._op
        use = _c.mlirValueGetFirstUse(handle)
        while not _c.mlirOpOperandIsNull(use):
            yield OpOperand._wrap(op, use)
            use = _c.mlirOpOperandGetNextUse(use)

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
        _c.mlirValueReplaceAllUsesOfWith(self._get(), with_._get())

    def maybe_downcast(self):
        """This value as an OpResult or a BlockArgument."""
        handle = self._get()
        cls = OpResult if _c.mlirValueIsAOpResult(handle) else BlockArgument
        return cls._wrap(self._op, handle)

    def dump(self):
        _c.mlirValueDump(self._get())

    def __eq__(self, other):
        return isinstance(other, Value) and self._handle.ptr == other._handle.ptr

    def __hash__(self):
        return hash(self._handle.ptr)

    def __str__(self):
        return "Value(" + _print_str(_c.mlirValuePrint, self._get()) + ")"


class BlockArgument(Value):
    __slots__ = ()

    def __init__(self, value):
        super().__init__(value)
        if not _c.mlirValueIsABlockArgument(self._get()):
            raise ValueError(f"Cannot cast value to BlockArgument (from {value!r})")

    @staticmethod
    def isinstance(other):
        return isinstance(other, Value) and bool(_c.mlirValueIsABlockArgument(other._get()))

    @property
    def owner(self):
        return Block._wrap(self._op, _c.mlirBlockArgumentGetOwner(self._get()))

    @property
    def arg_number(self):
        return _c.mlirBlockArgumentGetArgNumber(self._get())

    def set_type(self, type):
        _c.mlirBlockArgumentSetType(self._get(), type._get())

    def set_location(self, loc):
        _c.mlirBlockArgumentSetLocation(self._get(), loc._get())

    def maybe_downcast(self):
        return self


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
    def result_number(self):
        return _c.mlirOpResultGetResultNumber(self._get())

    def maybe_downcast(self):
        return self


class OpOperand:
    """A use of a value: an operation and an operand position."""

    __slots__ = ("_op", "_handle")

    def __init__(self):
        raise TypeError("OpOperand objects come from Value.uses")

    @classmethod
    def _wrap(cls, op, handle):
        self = object.__new__(cls)
        self._op = op
        self._handle = handle
        return self

    @property
    def owner(self):
        self._op._get()
        op = self._op
        owner = _c.mlirOpOperandGetOwner(self._handle)
        return _opview_of(Operation._for(op._ctx, owner, op._root_owner()))

    @property
    def operand_number(self):
        self._op._get()
        return _c.mlirOpOperandGetOperandNumber(self._handle)
