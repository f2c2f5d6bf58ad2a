"""mlir.passmanager: pass pipelines (upstream's mlir.passmanager) over
mlir-c/Pass.h, with passes written in Python (Pass, or any callable).

Beyond upstream, for notebooks: what a pass manager reports (IR printing,
--mlir-timing, statistics) can go to a Python callback or be captured as
text, per pass, instead of stderr (set_output_callback, capture_output),
through mlirc's mlir-c/Ext/PassOutput.h.
"""

import itertools
import re
import sys

from . import ir as _ir
from ._mlir_libs import _capi
from ._mlir_libs import capi as _c
from .ir import (
    MLIRError,
    Operation,
    _ErrorCapture,
    _OwnedRef,
    _print_str,
    _resolve_context,
    _sref,
)

__all__ = ["IRDump", "Pass", "PassManager", "PassOutput"]

# As upstream's package does on import: every pass the library has can be
# named in a textual pipeline.
_c.mlirRegisterAllPasses()


# ---------------------------------------------------------------------------
# Python-defined passes
# ---------------------------------------------------------------------------

# External passes in C hold an integer key to their Python object here; the
# C pass owns the entry and drops it from its destruct callback.
_passes = {}
_pass_keys = itertools.count(1)
_NULL = _capi.MlirExternalPassCallbacks._fields_


def _on_run(op_handle, external_pass, user_data):
    entry = _passes.get(user_data)
    if entry is None:
        _c.mlirExternalPassSignalFailure(external_pass)
        return
    py_pass, state = entry
    run = state.get("run")
    if run is None:  # not run through PassManager.run: no Python objects to give
        _c.mlirExternalPassSignalFailure(external_pass)
        return
    ctx, root = run["ctx"], run["root"]
    # The passes run before this one may have freed or moved blocks.
    ctx._blocks_changed()
    op = Operation._for(ctx, op_handle, root)
    ctx._visiting.append((op, "pass"))
    py_pass._failed = False
    try:
        py_pass.run(op)
    except Exception as e:  # an exception must never unwind through C
        run["errors"].append(e)
        py_pass._failed = True
    finally:
        ctx._visiting.pop()
    if py_pass._failed:
        _c.mlirExternalPassSignalFailure(external_pass)


def _on_destruct(user_data):
    _passes.pop(user_data, None)


_RUN = _capi.MlirExternalPassCallbacks._fields_[4][1](_on_run)
_DESTRUCT = _capi.MlirExternalPassCallbacks._fields_[1][1](_on_destruct)


class Pass:
    """A pass written in Python: subclass it and define run(operation), or
    wrap a function with Pass.from_function. Add it with PassManager.add.

    Inside run, call signal_failure() (or raise) to fail the pipeline.
    """

    def __init__(self, name, *, argument="", description="", op_name=""):
        self._name = str(name)
        self._argument = str(argument)
        self._description = str(description)
        self._op_name = str(op_name)
        self._failed = False

    @property
    def name(self):
        return self._name

    @property
    def argument(self):
        return self._argument

    @property
    def description(self):
        return self._description

    @property
    def op_name(self):
        return self._op_name

    def run(self, operation):
        raise NotImplementedError("Pass subclasses define run(operation)")

    def signal_failure(self):
        """Marks the current run of this pass as failed."""
        self._failed = True

    @staticmethod
    def from_function(fn, name=None, *, argument="", description="", op_name=""):
        """A Pass running `fn(operation)` (or `fn(operation, pass_)`)."""
        return _FunctionPass(fn, name or getattr(fn, "__name__", "PythonPass"), argument,
                             description, op_name)

    def _make(self, state):
        """Creates the C pass (owned by whoever adds it to a manager)."""
        key = next(_pass_keys)
        _passes[key] = (self, state)
        callbacks = _capi.MlirExternalPassCallbacks()
        callbacks.run = _RUN
        callbacks.destruct = _DESTRUCT
        typeid = _c.mlirTypeIDCreate(key * 8)  # any unique, aligned value
        handle = _c.mlirCreateExternalPass(
            typeid, _sref(self._name), _sref(self._argument), _sref(self._description),
            _sref(self._op_name), 0, None, callbacks, key)
        if not handle.ptr:
            _passes.pop(key, None)
            raise MemoryError("mlirCreateExternalPass failed")
        return handle

    def __repr__(self):
        return f"<{type(self).__name__} {self._name}>"


class _FunctionPass(Pass):
    def __init__(self, fn, name, argument, description, op_name):
        super().__init__(name, argument=argument, description=description, op_name=op_name)
        self._fn = fn
        try:
            import inspect
            self._takes_pass = len(inspect.signature(fn).parameters) >= 2
        except (TypeError, ValueError):
            self._takes_pass = False

    def run(self, operation):
        if self._takes_pass:
            self._fn(operation, self)
        else:
            self._fn(operation)


# ---------------------------------------------------------------------------
# Captured output (beyond upstream)
# ---------------------------------------------------------------------------

_outputs = {}
_output_keys = itertools.count(1)


def _on_output(ref, user_data):
    target = _outputs.get(user_data)
    if target is None:
        return
    try:
        target(_capi.string_from_ref(ref).decode("utf-8", "replace"))
    except Exception as e:  # never unwind through C
        print(f"mlir.passmanager: output callback raised {e!r}", file=sys.stderr)


_OUTPUT_CALLBACK = _capi.MlirStringCallback(_on_output)

# With print_module_scope, upstream names the op the pass ran on after the
# pass: "('func.func' operation: @f)" (no ": @name" without a symbol).
_BANNER = re.compile(
    r"^// -----// IR Dump (Before|After Failed|After) (\S+) \(([^)]*)\)"
    r"(?: \('[^']*' operation(?:: [^)]*)?\))? //----- //$", re.M)


class IRDump:
    """One IR dump of enable_ir_printing: `when` ("Before", "After" or
    "After Failed"), the pass (`pass_name`, `pass_argument`) and `ir`."""

    __slots__ = ("when", "pass_name", "pass_argument", "ir")

    def __init__(self, when, pass_name, pass_argument, ir):
        self.when = when
        self.pass_name = pass_name
        self.pass_argument = pass_argument
        self.ir = ir

    def __repr__(self):
        return f"IRDump({self.when} {self.pass_name} ({self.pass_argument}))"


class PassOutput:
    """Text a pass manager reported, kept instead of printed (capture_output)."""

    def __init__(self):
        self._chunks = []

    def _append(self, text):
        self._chunks.append(text)

    @property
    def text(self):
        """Everything reported so far, as stderr would have shown it."""
        return "".join(self._chunks)

    @property
    def ir_dumps(self):
        """The IR dumps of the text, one IRDump per pass (in order)."""
        text = self.text
        matches = list(_BANNER.finditer(text))
        dumps = []
        for i, m in enumerate(matches):
            end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
            body = text[m.end():end].strip("\n")
            dumps.append(IRDump(m.group(1), m.group(2), m.group(3), body + "\n"))
        return dumps

    def clear(self):
        self._chunks.clear()

    def __str__(self):
        return self.text

    def __repr__(self):
        return f"<PassOutput: {len(self.text)} chars, {len(self.ir_dumps)} IR dumps>"


# ---------------------------------------------------------------------------
# PassManager
# ---------------------------------------------------------------------------


class _ErrorText:
    """Collects the pipeline parser's error text (a string callback)."""

    def __init__(self):
        self.key = next(_output_keys)
        self.parts = []
        _outputs[self.key] = self.parts.append

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _outputs.pop(self.key, None)

    @property
    def text(self):
        return "".join(self.parts)


class PassManager(_OwnedRef):
    """A pipeline of passes anchored on an operation name ("any" by default)."""

    _closed_message = "the PassManager has been closed"

    def __init__(self, anchor_op="any", context=None):
        ctx = _resolve_context(context)
        handle = _c.mlirPassManagerCreateOnOperation(ctx._get(), _sref(anchor_op))
        if not handle.ptr:
            raise MemoryError("mlirPassManagerCreateOnOperation failed")
        self._setup(ctx, handle)

    def _setup(self, ctx, handle):
        self._init_ref(handle)
        self._ctx = ctx
        self._state = {}  # what Python passes of this manager see while it runs
        self._output_key = None
        ctx._dependents.add(self)

    def _release(self, dispose):
        if dispose and not self._ctx._closed:
            _c.mlirPassManagerDestroy(self._handle)
        if self._output_key is not None:
            _outputs.pop(self._output_key, None)

    @staticmethod
    def parse(pipeline, context=None):
        """A PassManager from a textual pipeline, e.g.
        "builtin.module(func.func(cse,canonicalize))"; ValueError with the
        parser's message when it is not valid."""
        ctx = _resolve_context(context)
        handle = _c.mlirPassManagerCreate(ctx._get())
        with _ErrorText() as error:
            ok = _c.mlirParsePassPipeline(_c.mlirPassManagerGetAsOpPassManager(handle),
                                          _sref(pipeline), _OUTPUT_CALLBACK, error.key)
        if not ok:
            _c.mlirPassManagerDestroy(handle)
            raise ValueError(error.text)
        pm = object.__new__(PassManager)
        pm._setup(ctx, handle)
        return pm

    def add(self, pipeline):
        """Adds textual pipeline elements ("cse,canonicalize"), or a Pass, or
        a function `fn(op)` (run as a pass); ValueError for a bad pipeline."""
        handle = self._get()
        if isinstance(pipeline, str):
            with _ErrorText() as error:
                ok = _c.mlirOpPassManagerAddPipeline(
                    _c.mlirPassManagerGetAsOpPassManager(handle), _sref(pipeline),
                    _OUTPUT_CALLBACK, error.key)
            if not ok:
                raise ValueError(error.text)
            return
        if not isinstance(pipeline, Pass):
            if not callable(pipeline):
                raise TypeError(f"expected a pipeline string, a Pass or a function, got "
                                f"{type(pipeline).__name__}")
            pipeline = Pass.from_function(pipeline)
        _c.mlirPassManagerAddOwnedPass(handle, pipeline._make(self._state))

    def run(self, operation, invalidate_ops=True):
        """Runs the pipeline on `operation`; MLIRError with the diagnostics on
        failure (the exception a Python pass raised, if one did).

        Python objects of operations nested in `operation` are invalidated
        (their operations may have been rewritten) unless invalidate_ops is
        False; using them afterwards raises RuntimeError.
        """
        handle = self._get()
        op = operation._op()
        op_handle = op._get()
        ctx = op._ctx
        if invalidate_ops:
            ctx._clear_live_operations_inside(op)
        self._state["run"] = {"ctx": ctx, "root": op._root_owner(), "errors": []}
        try:
            with _ErrorCapture(ctx) as capture:
                ok = _c.mlirPassManagerRunOnOp(handle, op_handle)
        finally:
            run = self._state.pop("run")
            # Python passes and the C passes may have erased operations:
            # their wrappers go in any case. They may also have freed or
            # moved blocks (merging, inlining, simplification).
            ctx._blocks_changed()
            ctx._clear_live_operations_inside(op, only_gone=not invalidate_ops)
        if run["errors"]:
            raise run["errors"][0]
        if not ok:
            raise MLIRError("Failure while executing pass pipeline", capture.errors)

    def enable_ir_printing(self, print_before_all=False, print_after_all=True,
                           print_module_scope=False, print_after_change=False,
                           print_after_failure=False, large_elements_limit=None,
                           large_resource_limit=None, enable_debug_info=False,
                           print_generic_op_form=False, tree_printing_dir_path=None):
        """Prints the IR around passes (default: after each, as
        --mlir-print-ir-after-all) to stderr, or to the output callback."""
        flags = _c.mlirOpPrintingFlagsCreate()
        try:
            if large_elements_limit is not None:
                _c.mlirOpPrintingFlagsElideLargeElementsAttrs(flags, large_elements_limit)
                _c.mlirOpPrintingFlagsElideLargeResourceString(flags, large_elements_limit)
            if large_resource_limit is not None:
                _c.mlirOpPrintingFlagsElideLargeResourceString(flags, large_resource_limit)
            if enable_debug_info:
                _c.mlirOpPrintingFlagsEnableDebugInfo(flags, True, False)
            if print_generic_op_form:
                _c.mlirOpPrintingFlagsPrintGenericOpForm(flags)
            _c.mlirPassManagerEnableIRPrinting(
                self._get(), bool(print_before_all), bool(print_after_all),
                bool(print_module_scope), bool(print_after_change), bool(print_after_failure),
                flags, _sref(tree_printing_dir_path or ""))
        finally:
            _c.mlirOpPrintingFlagsDestroy(flags)

    def enable_verifier(self, enable):
        """Verifies the IR after each pass (on by default)."""
        _c.mlirPassManagerEnableVerifier(self._get(), bool(enable))

    def enable_timing(self):
        """Times the passes; the report is written when the manager is closed."""
        _c.mlirPassManagerEnableTiming(self._get())

    def enable_statistics(self):
        """Collects pass statistics; reported when the manager is closed."""
        _c.mlirPassManagerEnableStatistics(self._get(), 1)

    def enable_result_checking(self, entry="main", seed=0):
        """Runs the function `entry` before the pipeline and after each pass
        with the interpreter; the first pass after which what it prints or
        returns differs fails the run (MLIRError naming the pass). Scalar
        arguments get values derived from `seed`. An mlirc addition.
        `entry=None` turns checking off."""
        _c.mlirExtPassManagerEnableResultChecking(self._get(), _sref(entry or ""), int(seed))

    def set_output_callback(self, callback):
        """Sends the reports (IR printing, timing, statistics) to
        `callback(text)` instead of stderr; None restores stderr."""
        handle = self._get()
        if self._output_key is not None:
            _outputs.pop(self._output_key, None)
            self._output_key = None
        if callback is None:
            _c.mlirExtPassManagerSetOutputCallback(handle, _capi.MlirStringCallback(), None)
            return
        self._output_key = next(_output_keys)
        _outputs[self._output_key] = callback
        _c.mlirExtPassManagerSetOutputCallback(handle, _OUTPUT_CALLBACK, self._output_key)

    def capture_output(self):
        """Keeps the reports instead of printing them; returns the PassOutput
        they accumulate in (`.text`, `.ir_dumps`)."""
        output = PassOutput()
        self.set_output_callback(output._append)
        return output

    def __str__(self):
        return _print_str(_c.mlirPrintPassPipeline,
                          _c.mlirPassManagerGetAsOpPassManager(self._get()))

    def __repr__(self):
        if self._closed:
            return "<PassManager (closed)>"
        return f"PassManager({str(self)!r})"


del _NULL, _ir
