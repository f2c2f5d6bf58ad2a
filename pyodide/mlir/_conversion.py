"""Dialect conversion written in Python: the part of mlir.rewrite over
mlir-c/Ext/DialectConversion.h (upstream's ConversionTarget, TypeConverter,
conversion patterns with adaptors, ConversionConfig and the partial and full
drivers). Import it from mlir.rewrite.

    target = ConversionTarget()
    target.add_legal_dialect("arith")
    target.add_illegal_op("toy.add")
    converter = TypeConverter()
    converter.add_conversion(lambda t: IntegerType.get_signless(32) if ... else None)
    patterns = RewritePatternSet()
    patterns.add_conversion("toy.add", lower_add, converter)  # fn(op, adaptor, converter, rewriter)
    apply_full_conversion(module, target, patterns.freeze())

A failed conversion restores the IR and raises MLIRError with the
diagnostics (`failed to legalize operation ...`); an exception raised by a
Python callback is raised again once the driver returned.
"""

import enum
import itertools
import weakref

from . import rewrite as _rewrite
from ._mlir_libs import _capi
from ._mlir_libs import capi as _c
from .ir import (
    Location,
    MLIRError,
    Module,
    OpAdaptor,
    Type,
    _context_for,
    _ErrorCapture,
    _operation_for,
    _opview_of,
    _OwnedRef,
    _resolve_context,
    _sref,
    _value_handle,
    _value_of,
)

# C's MlirConversionTargetLegality and MlirTypeConverterConversionStatus.
_ILLEGAL, _LEGAL, _NO_OPINION = 0, 1, 2
_CONVERTED, _DECLINED, _NOT_CONVERTIBLE = 0, 1, 2

# Python callables by the key C holds as user data; an owner (target,
# converter, pattern) drops its keys when it is released.
_callbacks = {}
_keys = itertools.count(1)
# Exceptions of callbacks run outside a driver (TypeConverter.convert_type).
_loose_errors = []


def _register(fn):
    key = next(_keys)
    _callbacks[key] = fn
    return key


def _report(error):
    (_rewrite._runs[-1]["errors"] if _rewrite._runs else _loose_errors).append(error)


def _raise_loose_error():
    if _loose_errors:
        error = _loose_errors[0]
        _loose_errors.clear()
        raise error


def _op_name(op):
    """An op given as an OpView subclass or by name."""
    if isinstance(op, str):
        return op
    name = getattr(op, "OPERATION_NAME", None)
    if isinstance(op, type) and isinstance(name, str):
        return name
    raise TypeError(f"expected an OpView subclass or an operation name, got {op!r}")


def _dialect_name(dialect):
    """A dialect given by namespace, as a class with DIALECT_NAMESPACE (the
    generated `_Dialect`), or as its mlir.dialects module."""
    if isinstance(dialect, str):
        return dialect
    name = getattr(dialect, "DIALECT_NAMESPACE", None)
    if name is None:
        name = getattr(getattr(dialect, "_Dialect", None), "DIALECT_NAMESPACE", None)
    if isinstance(name, str):
        return name
    raise TypeError(f"expected a dialect or a dialect namespace, got {dialect!r}")


def _near_operation(ctx, handle):
    """The Operation wrapper of an op a callback received during a driver run."""
    return _operation_for(ctx, handle, _rewrite._runs[-1]["op"])


# ---------------------------------------------------------------------------
# Configuration
# ---------------------------------------------------------------------------


class DialectConversionFoldingMode(enum.IntEnum):
    NEVER = 0
    BEFORE_PATTERNS = 1
    AFTER_PATTERNS = 2


class ConversionConfig(_OwnedRef):
    """Settings of the conversion drivers (upstream's defaults when created)."""

    _closed_message = "the ConversionConfig has been closed"

    def __init__(self):
        self._init_ref(_c.mlirConversionConfigCreate())

    def _release(self, dispose):
        if dispose:
            _c.mlirConversionConfigDestroy(self._handle)

    folding_mode = property(
        lambda self: DialectConversionFoldingMode(_c.mlirConversionConfigGetFoldingMode(self._get())),
        lambda self, mode: _c.mlirConversionConfigSetFoldingMode(
            self._get(), DialectConversionFoldingMode(mode).value))
    build_materializations = property(
        lambda self: bool(_c.mlirConversionConfigIsBuildMaterializationsEnabled(self._get())),
        lambda self, enable: _c.mlirConversionConfigEnableBuildMaterializations(self._get(),
                                                                                bool(enable)))
    # An mlirc addition: whether a failed conversion restores the IR.
    allow_pattern_rollback = property(
        lambda self: bool(_c.mlirExtConversionConfigGetAllowPatternRollback(self._get())),
        lambda self, allow: _c.mlirExtConversionConfigSetAllowPatternRollback(self._get(),
                                                                              bool(allow)))

    def __repr__(self):
        return (f"ConversionConfig(folding_mode={self.folding_mode.name}, "
                f"build_materializations={self.build_materializations})")


# ---------------------------------------------------------------------------
# Conversion target
# ---------------------------------------------------------------------------


def _on_legality(op_handle, user_data):
    fn = _callbacks.get(user_data)
    if fn is None or not _rewrite._runs:
        return _NO_OPINION
    ctx = _rewrite._runs[-1]["ctx"]
    before = set(ctx._live_operations.keys())
    try:
        answer = fn(_opview_of(_near_operation(ctx, op_handle)))
    except Exception as e:
        _report(e)
        answer = False
    _rewrite._forget_new_operations(ctx, before)
    if answer is None:
        return _NO_OPINION
    return _LEGAL if answer else _ILLEGAL


_LEGALITY = _capi.MlirConversionTargetLegalityCallback(_on_legality)


class ConversionTarget(_OwnedRef):
    """What a conversion must reach: legal, illegal and dynamically legal
    ops and dialects. Ops are OpView subclasses or names, dialects
    namespaces or dialect classes."""

    _closed_message = "the ConversionTarget has been closed"

    def __init__(self, context=None):
        self._ctx = _resolve_context(context)
        self._init_ref(_c.mlirConversionTargetCreate(self._ctx._get()))
        self._keys = []

    def _release(self, dispose):
        for key in self._keys:
            _callbacks.pop(key, None)
        if dispose:
            _c.mlirConversionTargetDestroy(self._handle)

    def add_legal_op(self, *ops):
        for op in ops:
            _c.mlirConversionTargetAddLegalOp(self._get(), _sref(_op_name(op)))

    def add_illegal_op(self, *ops):
        for op in ops:
            _c.mlirConversionTargetAddIllegalOp(self._get(), _sref(_op_name(op)))

    def add_legal_dialect(self, *dialects):
        for dialect in dialects:
            _c.mlirConversionTargetAddLegalDialect(self._get(), _sref(_dialect_name(dialect)))

    def add_illegal_dialect(self, *dialects):
        for dialect in dialects:
            _c.mlirConversionTargetAddIllegalDialect(self._get(), _sref(_dialect_name(dialect)))

    def _callback_key(self, fn):
        if not callable(fn):
            raise TypeError("the legality callback must be callable: fn(op) -> bool | None")
        key = _register(fn)
        self._keys.append(key)
        return key

    def add_dynamically_legal_op(self, op, fn):
        """Asks fn(op) whether an op of this kind is legal: a true value
        says legal, a false one illegal, None defers to the callback
        registered before this one."""
        _c.mlirConversionTargetAddDynamicallyLegalOp(self._get(), _sref(_op_name(op)), _LEGALITY,
                                                     self._callback_key(fn))

    def add_dynamically_legal_dialect(self, dialect, fn):
        """The same for the ops of a dialect without an entry of their own."""
        _c.mlirConversionTargetAddDynamicallyLegalDialect(
            self._get(), _sref(_dialect_name(dialect)), _LEGALITY, self._callback_key(fn))

    def mark_unknown_op_dynamically_legal(self, fn):
        """Asks fn(op) about ops of no listed name or dialect."""
        _c.mlirConversionTargetMarkUnknownOpDynamicallyLegal(self._get(), _LEGALITY,
                                                             self._callback_key(fn))

    def mark_op_recursively_legal(self, op, fn=None):
        """Makes what a legal op of this kind holds legal too (unless fn(op),
        if given, says otherwise)."""
        key = self._callback_key(fn) if fn is not None else None
        _c.mlirConversionTargetMarkOpRecursivelyLegal(
            self._get(), _sref(_op_name(op)),
            _LEGALITY if fn is not None else _capi.MlirConversionTargetLegalityCallback(), key)

    def __repr__(self):
        return f"<ConversionTarget{' (closed)' if self._closed else ''}>"


# ---------------------------------------------------------------------------
# Type converter
# ---------------------------------------------------------------------------


def _on_convert(type_handle, results, user_data):
    fn = _callbacks.get(user_data)
    if fn is None:
        return _DECLINED
    ctx = _context_for(_c.mlirTypeGetContext(type_handle).ptr)
    try:
        converted = fn(Type._wrap(ctx, type_handle).maybe_downcast())
        if converted is None:
            return _DECLINED
        many = converted if isinstance(converted, (list, tuple)) else [converted]
        for t in many:
            if not isinstance(t, Type):
                raise TypeError("a type conversion returns a Type, a list of Types or None, "
                                f"not {type(t).__name__}")
        for t in many:
            _c.mlirExtTypeConverterResultsAppend(results, t._get())
        return _CONVERTED
    except Exception as e:
        _report(e)
        return _NOT_CONVERTIBLE


def _on_materialize(base, type_handle, count, inputs, loc_handle, user_data):
    fn = _callbacks.get(user_data)
    if fn is None or not _rewrite._runs:
        return None
    run = _rewrite._runs[-1]
    ctx = run["ctx"]
    before = set(ctx._live_operations.keys())
    rewriter = _rewrite.PatternRewriter._wrap(base, run)
    ctx._visiting.append((run["op"], "materialization"))
    try:
        values = [_value_of(run["op"], inputs[i]) for i in range(count)]
        result = fn(rewriter, Type._wrap(ctx, type_handle).maybe_downcast(), values,
                    Location._wrap(ctx, loc_handle))
        handle = None if result is None else _value_handle(result, "the materialization").ptr
    except Exception as e:
        _report(e)
        handle = None
    finally:
        ctx._visiting.pop()
        rewriter._valid = False
    _rewrite._forget_new_operations(ctx, before)
    return handle


_CONVERT = _capi.MlirExtTypeConverterMultiConversionCallback(_on_convert)
_MATERIALIZE = _capi.MlirTypeConverterMaterializationCallback(_on_materialize)


class TypeConverter(_OwnedRef):
    """Type conversions, the newest tried first, and the materializations
    that bridge converted and unconverted values."""

    _closed_message = "the TypeConverter has been closed"

    def __init__(self):
        self._init_ref(_c.mlirTypeConverterCreate())
        self._keys = []
        # The pattern sets whose patterns borrow this converter.
        self._users = weakref.WeakSet()

    def close(self):
        """Frees the converter; RuntimeError while a pattern set using it is open."""
        if not self._closed and any(not user._closed for user in self._users):
            raise RuntimeError("the TypeConverter is used by an open pattern set: close that first")
        super().close()

    def _release(self, dispose):
        for key in self._keys:
            _callbacks.pop(key, None)
        if dispose:
            _c.mlirTypeConverterDestroy(self._handle)

    def _callback_key(self, fn, what):
        if not callable(fn):
            raise TypeError(f"the {what} must be callable")
        key = _register(fn)
        self._keys.append(key)
        return key

    def add_conversion(self, convert):
        """convert(type) returns the converted Type, None when it does not
        apply (an older conversion is tried), or a list of Types (1:N; an
        empty list drops the value)."""
        _c.mlirExtTypeConverterAddMultiConversion(self._get(), _CONVERT,
                                                  self._callback_key(convert, "conversion"))

    def add_source_materialization(self, fn):
        """fn(rewriter, type, inputs, loc) builds a value of the original
        `type` from converted `inputs` at rewriter.ip, for users left
        unconverted; None lets an older materialization try."""
        _c.mlirTypeConverterAddSourceMaterialization(
            self._get(), _MATERIALIZE, self._callback_key(fn, "materialization"))

    def add_target_materialization(self, fn):
        """fn(rewriter, type, inputs, loc) builds a value of the converted
        `type`, for operands whose producers were not converted."""
        _c.mlirTypeConverterAddTargetMaterialization(
            self._get(), _MATERIALIZE, self._callback_key(fn, "materialization"))

    def convert_type(self, type):
        """The single Type `type` converts to, or None."""
        handle = _c.mlirTypeConverterConvertType(self._get(), type._get())
        _raise_loose_error()
        return Type._wrap(type._ctx, handle).maybe_downcast() if handle.ptr else None

    def convert_types(self, type):
        """The Types `type` converts to (1:N), or None when it does not convert."""
        handle = self._get()
        count = _c.mlirExtTypeConverterConvertTypes(handle, type._get(), 0, None)
        _raise_loose_error()
        if count < 0:
            return None
        out = (_capi.MlirType * max(count, 1))()
        _c.mlirExtTypeConverterConvertTypes(handle, type._get(), count, out)
        _raise_loose_error()
        return [Type._wrap(type._ctx, out[i]).maybe_downcast() for i in range(count)]

    def __repr__(self):
        return f"<TypeConverter{' (closed)' if self._closed else ''}>"


# ---------------------------------------------------------------------------
# Conversion patterns and their rewriter
# ---------------------------------------------------------------------------


class ConversionPatternRewriter(_rewrite.PatternRewriter):
    """The rewriter of a conversion pattern (valid only while it runs)."""

    __slots__ = ("_conversion",)

    def get_remapped_value(self, value):
        """What `value` maps to now, converted by the pattern's type
        converter; None when it does not convert to one value."""
        self._check()
        handle = _c.mlirExtConversionPatternRewriterGetRemappedValue(self._conversion, value._get())
        return _value_of(self._run["op"], handle) if handle.ptr else None

    def convert_region_types(self, region, type_converter):
        """Converts the argument types of the region's blocks; RuntimeError
        when a type does not convert."""
        self._check()
        if not _c.mlirExtConversionPatternRewriterConvertRegionTypes(
                self._conversion, region._get(), type_converter._get()):
            raise RuntimeError("the region's block argument types do not convert")

    def replace_op_with_multiple(self, op, values):
        """Replaces result i of `op` with the list values[i] of Values (1:N;
        an empty list drops the result) and erases `op`."""
        self._check()
        op = op._op()
        handle = op._get()
        count = _c.mlirOperationGetNumResults(handle)
        groups = [list(group) for group in values]
        if len(groups) != count:
            raise ValueError(f"replace_op_with_multiple: expected {count} lists, got {len(groups)}")
        flat = [_value_handle(v, "replace_op_with_multiple value") for group in groups for v in group]
        counts = (_capi.c_intptr_t * max(count, 1))(*[len(group) for group in groups])
        array = (_capi.MlirValue * max(len(flat), 1))(*flat)
        self._check_removable(op)
        self._forget(op)
        _c.mlirExtConversionPatternRewriterReplaceOpWithMultiple(self._conversion, handle, counts, array)

    def __repr__(self):
        return "<ConversionPatternRewriter>" if self._valid else \
            "<ConversionPatternRewriter (expired)>"


def _match_conversion(op_handle, rewriter_handle, user_data, operand_values):
    """Runs the conversion pattern `user_data` names; `operand_values(op)`
    makes the adaptor's operands."""
    entry = _rewrite._pattern_fns.get(user_data)
    if entry is None or not _rewrite._runs:
        return 0
    fn, type_converter = entry

    def make_rewriter(run):
        base = _c.mlirPatternRewriterAsBase(
            _c.mlirConversionPatternRewriterAsPatternRewriter(rewriter_handle))
        rewriter = ConversionPatternRewriter._wrap(base, run)
        rewriter._conversion = rewriter_handle
        return rewriter

    def call(opview, rewriter):
        adaptor = OpAdaptor(operand_values(opview._op()), opview)
        return fn(opview, adaptor, type_converter, rewriter)

    return _rewrite._invoke_pattern(op_handle, make_rewriter, call)


def _on_one_to_n_match(pattern, op_handle, count, counts, operands, rewriter_handle, user_data):
    offsets = [0]
    for i in range(count):
        offsets.append(offsets[-1] + counts[i])

    def grouped(op):
        return [[_value_of(op, operands[j]) for j in range(offsets[i], offsets[i + 1])]
                for i in range(count)]

    return _match_conversion(op_handle, rewriter_handle, user_data, grouped)


def _on_conversion_match(pattern, op_handle, count, operands, rewriter_handle, user_data):
    return _match_conversion(op_handle, rewriter_handle, user_data,
                             lambda op: [_value_of(op, operands[i]) for i in range(count)])


_CONVERSION_MATCH = _capi.MlirConversionPatternCallbacks._fields_[2][1](_on_conversion_match)
_ONE_TO_N_MATCH = _capi.MlirExtConversionPatternOneToNCallback(_on_one_to_n_match)


def _keep(patterns, type_converter):
    """The set's patterns borrow the converter: the set keeps it alive, and
    it refuses to close before the set (frozen sets take over, see freeze)."""
    patterns._keep.append(type_converter)
    type_converter._users.add(patterns)


def _add_pattern(self, root, fn, type_converter, create, create_name):
    """Registers fn for ops of `root` through `create(name, key)`, the C
    function (named `create_name`) making the conversion pattern."""
    name = _op_name(root)
    if not callable(fn):
        raise TypeError("the pattern must be callable: fn(op, adaptor, type_converter, rewriter)")
    if not isinstance(type_converter, TypeConverter):
        raise TypeError("type_converter must be a TypeConverter")
    handle = self._get()
    key = next(_rewrite._pattern_keys)
    _rewrite._pattern_fns[key] = (fn, type_converter)
    pattern = create(_sref(name), key)
    if not pattern.ptr:
        _rewrite._pattern_fns.pop(key, None)
        raise MemoryError(create_name + " failed")
    _c.mlirRewritePatternSetAdd(handle, _c.mlirConversionPatternAsRewritePattern(pattern))
    _keep(self, type_converter)
    self._count += 1


def _add_conversion(self, root, fn, type_converter, benefit=1):
    """Adds fn(op, adaptor, type_converter, rewriter) converting ops of
    `root` (an OpView subclass or an op name): `adaptor.operands` (and the
    op class' operand accessors on the adaptor) are the operands converted
    by `type_converter`. As for add(), a false return value means the
    pattern applied."""
    def create(name, key):
        callbacks = _capi.MlirConversionPatternCallbacks()
        callbacks.destruct = _rewrite._DESTRUCT
        callbacks.matchAndRewrite = _CONVERSION_MATCH
        return _c.mlirOpConversionPatternCreate(name, int(benefit), self._ctx._get(), type_converter._get(),
                                                callbacks, key, 0, None)

    _add_pattern(self, root, fn, type_converter, create, "mlirOpConversionPatternCreate")


def _add_one_to_n_conversion(self, root, fn, type_converter, benefit=1):
    """As add_conversion, but adaptor.operands[i] is the list of Values
    operand i converted to (1:N); the pattern replaces results with
    rewriter.replace_op_with_multiple."""
    def create(name, key):
        return _c.mlirExtOpConversionPatternCreateOneToN(name, int(benefit), self._ctx._get(),
                                                         type_converter._get(), _ONE_TO_N_MATCH,
                                                         _rewrite._DESTRUCT, key, 0, None)

    _add_pattern(self, root, fn, type_converter, create, "mlirExtOpConversionPatternCreateOneToN")


def populate_function_op_interface_type_conversion_pattern(root, patterns, type_converter):
    """Adds to `patterns` the pattern converting the signature (function
    type and entry block) of function ops of `root` (func.func) with
    `type_converter` (upstream's populateFunctionOpInterfaceTypeConversionPattern)."""
    _c.mlirExtPopulateFunctionOpInterfaceTypeConversionPattern(
        _sref(_op_name(root)), patterns._get(), type_converter._get())
    _keep(patterns, type_converter)
    patterns._count += 1


# ---------------------------------------------------------------------------
# Drivers
# ---------------------------------------------------------------------------


def _apply(c_function, message, op, target, set, config):
    target_handle = target._get()
    frozen = set._get()
    config_handle = config._get() if config is not None else _capi.MlirConversionConfig()
    operation = op.operation if isinstance(op, Module) else op._op()
    with _ErrorCapture(operation._ctx) as capture:
        ok = _rewrite._run_driver(
            op, False, lambda handle: c_function(handle, target_handle, frozen, config_handle))
    if not ok:
        raise MLIRError(message, capture.errors)


def apply_partial_conversion(op, target, set, config=None):
    """Converts what legalizes in `op` (a Module or operation); MLIRError
    with the diagnostics, the IR restored, when an op the target marks
    illegal does not legalize."""
    _apply(_c.mlirApplyPartialConversion, "partial conversion failed", op, target, set, config)


def apply_full_conversion(op, target, set, config=None):
    """As apply_partial_conversion, but every op must legalize."""
    _apply(_c.mlirApplyFullConversion, "full conversion failed", op, target, set, config)
