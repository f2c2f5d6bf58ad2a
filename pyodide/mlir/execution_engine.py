"""mlir.execution_engine: upstream's ExecutionEngine, backed by mlirc's
interpreter (mlir-c/ExecutionEngine.h) instead of a JIT, so it works in
Pyodide. The module runs at whatever level it is written, lowered to LLVM
or not; calls go through a function's C interface (`llvm.emit_c_interface`,
as upstream requires), with ctypes arguments exactly as upstream's invoke
takes them.

Differences from upstream: `lookup` returns a Python callable taking the
packed argument array (there is no native code to point at), undefined
behaviour and limits raise MLIRError with the interpreter's diagnostics,
and what the program prints (printMemrefF32, ...) goes to sys.stdout or to
the callbacks of `set_output`.
"""

import ctypes
import sys

from ._mlir_libs import _capi
from ._mlir_libs import capi as _c
from .ir import MLIRError, Module, _ErrorCapture, _DiagnosticCapture, _sref

__all__ = ["ExecutionEngine"]

_CIFACE = "_mlir_ciface_"

# Output and host-function trampolines: C gets an integer key naming the
# Python receiver.
_receivers = {}
_next_key = [1]


def _register(obj):
    key = _next_key[0]
    _next_key[0] += 1
    _receivers[key] = obj
    return key


def _on_output(ref, user_data):
    engine = _receivers.get(user_data)
    if engine is not None:
        text = _capi.string_from_ref(ref).decode("utf-8", "replace")
        try:
            engine._write(text, engine._out, sys.stdout)
        except Exception as e:  # never unwind through C
            engine._errors.append(e)


def _on_error_output(ref, user_data):
    engine = _receivers.get(user_data)
    if engine is not None:
        text = _capi.string_from_ref(ref).decode("utf-8", "replace")
        try:
            engine._write(text, engine._err, sys.stderr)
        except Exception as e:
            engine._errors.append(e)


def _on_host_call(args, user_data):
    entry = _receivers.get(user_data)
    if entry is None:
        return
    engine, callback = entry
    try:
        argtypes = getattr(type(callback), "_argtypes_", None) or ()
        restype = getattr(type(callback), "_restype_", None)
        values = []
        for k, t in enumerate(argtypes):
            values.append(ctypes.cast(args[k], ctypes.POINTER(t))[0])
        result = callback(*values)
        if restype is not None and result is not None:
            ctypes.cast(args[len(argtypes)], ctypes.POINTER(restype))[0] = result
    except Exception as e:
        engine._errors.append(e)


_OUTPUT = _capi.MlirStringCallback(_on_output)
_ERROR_OUTPUT = _capi.MlirStringCallback(_on_error_output)
_HOST_CALL = _capi.MlirExtPackedFunction(_on_host_call)


class ExecutionEngine:
    """Runs the functions of a module (upstream's mlir.execution_engine).

    ExecutionEngine(module, opt_level=2, shared_libs=[], enable_object_dump=True,
    enable_pic=False): `opt_level` and `shared_libs` are accepted and change
    nothing (the runner-utils functions are built in). The engine runs a copy
    of the module; memrefs the program returns stay valid until the engine is
    closed or collected.
    """

    def __init__(self, module, opt_level=2, shared_libs=None, enable_object_dump=True, enable_pic=False):
        if not isinstance(module, Module):
            raise TypeError(f"expected a Module, got {type(module).__name__}")
        self._ctx = module.context
        self._module = module
        self._out = None
        self._err = None
        self._errors = []
        self._callbacks = []  # keys of registered host functions
        libs = list(shared_libs or [])
        refs = (_capi.MlirStringRef * max(len(libs), 1))(*[_sref(p) for p in libs])
        with _ErrorCapture(self._ctx) as capture:
            handle = _c.mlirExecutionEngineCreate(module._get(), opt_level, len(libs), refs,
                                                  bool(enable_object_dump), bool(enable_pic))
        if not handle.ptr:
            raise MLIRError("Failure while creating the ExecutionEngine.", capture.errors)
        self._handle = handle
        self._key = _register(self)
        _c.mlirExtExecutionEngineSetOutput(handle, _OUTPUT, _ERROR_OUTPUT, self._key)

    # ---- upstream's API ----------------------------------------------------------------

    def _get(self):
        if self._handle is None:
            raise RuntimeError("the ExecutionEngine is closed")
        return self._handle

    @property
    def _CAPIPtr(self):
        return self._get().ptr

    def initialize(self):
        """Runs the module's global constructors (none at the levels the interpreter runs)."""
        _c.mlirExecutionEngineInitialize(self._get())

    def raw_lookup(self, name):
        """A native function pointer: interpreted code has none, so always None."""
        return _c.mlirExecutionEngineLookupPacked(self._get(), _sref(name)) or None

    def lookup(self, name):
        """A callable taking the packed argument array of `_mlir_ciface_<name>`."""
        full = _CIFACE + name
        desc = self.describe_function(name)
        if desc is None:
            raise RuntimeError("Unknown function " + name)

        def call(packed_args):
            self._invoke_packed(full, packed_args)

        return call

    def invoke(self, name, *ctypes_args):
        """Calls `name` through its C interface; `ctypes_args` are pointers to
        the arguments (memrefs as pointers to pointers to descriptors) and,
        for a result, a pointer to where it goes, as upstream's invoke takes
        them."""
        func = self.lookup(name)
        packed = (ctypes.c_void_p * max(len(ctypes_args), 1))()
        for k, arg in enumerate(ctypes_args):
            packed[k] = ctypes.cast(arg, ctypes.c_void_p)
        func(packed)

    def register_runtime(self, name, ctypes_callback):
        """Makes the ctypes callback (a CFUNCTYPE with the C interface's
        signature) the function the program calls as `name`."""
        key = _register((self, ctypes_callback))
        self._callbacks.append(key)
        _c.mlirExtExecutionEngineRegisterPackedSymbol(self._get(), _sref(_CIFACE + name), _HOST_CALL, key)

    def raw_register_runtime(self, name, address):
        """Registers a native function by address (memref-pointer parameters only)."""
        _c.mlirExecutionEngineRegisterSymbol(self._get(), _sref(name), address)

    def dump_to_object_file(self, file_name):
        """There is no object code: raises MLIRError."""
        with _ErrorCapture(self._ctx) as capture:
            _c.mlirExecutionEngineDumpToObjectFile(self._get(), _sref(file_name))
        raise MLIRError(f"Cannot dump '{file_name}'", capture.errors)

    # ---- mlirc's additions ----------------------------------------------------------------

    def set_output(self, stdout=None, stderr=None):
        """Sends what the program prints to callables taking a str (None:
        sys.stdout and sys.stderr)."""
        self._out = stdout
        self._err = stderr

    def set_limits(self, max_steps=0, max_call_depth=0):
        """The step budget and call-depth limit of later calls (0: defaults)."""
        _c.mlirExtExecutionEngineSetLimits(self._get(), max_steps, max_call_depth)

    @property
    def steps(self):
        """Operations run so far."""
        return _c.mlirExtExecutionEngineGetSteps(self._get())

    def report_leaks(self):
        """Memory the program allocated and never freed, as warnings with
        their locations (a list of DiagnosticInfo)."""
        with _DiagnosticCapture(self._ctx, None) as diags:
            _c.mlirExtExecutionEngineReportLeaks(self._get())
        return list(diags)

    def describe_function(self, name):
        """The C interface of `name` as a dict (inputs, results, resultsFirst), or None."""
        import json

        out = []

        def take(ref, _):
            out.append(_capi.string_from_ref(ref))

        cb = _capi.MlirStringCallback(take)
        _c.mlirExtExecutionEngineDescribeFunction(self._get(), _sref(name), cb, None)
        return json.loads(b"".join(out)) if out else None

    def close(self):
        """Frees the engine and the memory its program allocated."""
        if self._handle is None:
            return
        for key in self._callbacks:
            _receivers.pop(key, None)
        _receivers.pop(self._key, None)
        if not self._ctx._closed:
            _c.mlirExecutionEngineDestroy(self._handle)
        self._handle = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    # ---- internals ----------------------------------------------------------------------

    @staticmethod
    def _write(text, sink, stream):
        if sink is not None:
            sink(text)
        else:
            stream.write(text)

    def _invoke_packed(self, full_name, packed_args):
        self._errors.clear()
        with _ErrorCapture(self._ctx) as capture:
            ok = _c.mlirExecutionEngineInvokePacked(self._get(), _sref(full_name), packed_args)
        if self._errors:
            err = self._errors[0]
            self._errors.clear()
            raise err
        if not ok:
            raise MLIRError(f"Failure while invoking '{full_name[len(_CIFACE):]}'", capture.errors)
