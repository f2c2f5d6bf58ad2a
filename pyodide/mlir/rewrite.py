"""mlir.rewrite: rewrite patterns written in Python, applied by the greedy
driver (with folding) or the walk-based driver (upstream's mlir.rewrite,
over mlir-c/Rewrite.h).

    patterns = RewritePatternSet()
    patterns.add(arith.AddIOp, fold_add_zero)      # fn(op, rewriter)
    apply_patterns_and_fold_greedily(module, patterns.freeze())

A pattern function matches when it returns a false value (None, False)
after rewriting through the PatternRewriter, and declines by returning a
true one, as upstream. Python objects of operations the drivers may have
rewritten (everything under the root) are invalidated afterwards.
"""

import enum
import itertools

from . import ir as _ir
from ._mlir_libs import _capi
from ._mlir_libs import capi as _c
from .ir import (
    Block,
    InsertionPoint,
    Module,
    Operation,
    _OwnedRef,
    _opview_of,
    _resolve_context,
    _sref,
    _value_handle,
)

__all__ = [
    "ConversionConfig",
    "ConversionPatternRewriter",
    "ConversionTarget",
    "DialectConversionFoldingMode",
    "FrozenRewritePatternSet",
    "GreedyRewriteConfig",
    "GreedyRewriteStrictness",
    "GreedySimplifyRegionLevel",
    "PatternRewriter",
    "RewritePatternSet",
    "TypeConverter",
    "apply_full_conversion",
    "apply_partial_conversion",
    "apply_patterns_and_fold_greedily",
    "populate_function_op_interface_type_conversion_pattern",
    "walk_and_apply_patterns",
]


class GreedyRewriteStrictness(enum.IntEnum):
    ANY_OP = 0
    EXISTING_AND_NEW_OPS = 1
    EXISTING_OPS = 2


class GreedySimplifyRegionLevel(enum.IntEnum):
    DISABLED = 0
    NORMAL = 1
    AGGRESSIVE = 2


class GreedyRewriteConfig(_OwnedRef):
    """Settings of the greedy driver (upstream's defaults when created).

    Note: mlirc's driver records `strictness` but processes any op.
    """

    _closed_message = "the GreedyRewriteConfig has been closed"

    def __init__(self):
        self._init_ref(_c.mlirGreedyRewriteDriverConfigCreate())

    def _release(self, dispose):
        if dispose:
            _c.mlirGreedyRewriteDriverConfigDestroy(self._handle)

    def _prop(get, set_, convert=lambda v: v, wrap=lambda v: v):
        return property(lambda self: wrap(getattr(_c, get)(self._get())),
                        lambda self, value: getattr(_c, set_)(self._get(), convert(value)))

    max_iterations = _prop("mlirGreedyRewriteDriverConfigGetMaxIterations",
                           "mlirGreedyRewriteDriverConfigSetMaxIterations", int)
    max_num_rewrites = _prop("mlirGreedyRewriteDriverConfigGetMaxNumRewrites",
                             "mlirGreedyRewriteDriverConfigSetMaxNumRewrites", int)
    use_top_down_traversal = _prop("mlirGreedyRewriteDriverConfigGetUseTopDownTraversal",
                                   "mlirGreedyRewriteDriverConfigSetUseTopDownTraversal", bool,
                                   bool)
    enable_folding = _prop("mlirGreedyRewriteDriverConfigIsFoldingEnabled",
                           "mlirGreedyRewriteDriverConfigEnableFolding", bool, bool)
    strictness = _prop("mlirGreedyRewriteDriverConfigGetStrictness",
                       "mlirGreedyRewriteDriverConfigSetStrictness",
                       lambda v: GreedyRewriteStrictness(v).value, GreedyRewriteStrictness)
    region_simplification_level = _prop(
        "mlirGreedyRewriteDriverConfigGetRegionSimplificationLevel",
        "mlirGreedyRewriteDriverConfigSetRegionSimplificationLevel",
        lambda v: GreedySimplifyRegionLevel(v).value, GreedySimplifyRegionLevel)
    enable_constant_cse = _prop("mlirGreedyRewriteDriverConfigIsConstantCSEEnabled",
                                "mlirGreedyRewriteDriverConfigEnableConstantCSE", bool, bool)
    del _prop

    def __repr__(self):
        return (f"GreedyRewriteConfig(max_iterations={self.max_iterations}, "
                f"max_num_rewrites={self.max_num_rewrites}, "
                f"use_top_down_traversal={self.use_top_down_traversal}, "
                f"enable_folding={self.enable_folding}, "
                f"region_simplification_level={self.region_simplification_level.name}, "
                f"enable_constant_cse={self.enable_constant_cse})")


# ---------------------------------------------------------------------------
# The rewriter handed to patterns
# ---------------------------------------------------------------------------


class _RewriterInsertionPoint(InsertionPoint):
    """The rewriter's insertion point: operations inserted here go through
    the rewriter, so the driver sees them."""

    __slots__ = ("_rewriter",)

    def insert(self, operation):
        rewriter = self._rewriter
        rewriter._check()
        op = operation._op()
        handle = op._get()
        if not op._owned:
            raise ValueError("Attempt to insert operation that is already attached")
        base = rewriter._base
        if self._ref is not None:
            _c.mlirRewriterBaseSetInsertionPointBefore(base, self._ref._get())
        else:
            _c.mlirRewriterBaseSetInsertionPointToEnd(base, self._block._get())
        _c.mlirRewriterBaseInsert(base, handle)
        op._set_attached(self._block._op._root_owner())


class PatternRewriter:
    """What a pattern rewrites through (valid only while the pattern runs)."""

    __slots__ = ("_base", "_run", "_valid")

    def __init__(self):
        raise TypeError("PatternRewriter objects are given to patterns")

    @classmethod
    def _wrap(cls, base, run):
        self = object.__new__(cls)
        self._base = base
        self._run = run
        self._valid = True
        return self

    def _check(self):
        if not self._valid:
            raise RuntimeError("the PatternRewriter is used outside of its pattern")

    def _op(self, handle):
        run = self._run
        return Operation._for(run["ctx"], handle, run["root"])

    @property
    def ip(self):
        """The current insertion point (before the matched op, at first)."""
        self._check()
        block = _c.mlirRewriterBaseGetInsertionBlock(self._base)
        if not block.ptr:
            raise ValueError("the rewriter has no insertion point")
        after = _c.mlirRewriterBaseGetOperationAfterInsertion(self._base)
        owner = self._op(_c.mlirBlockGetParentOperation(block))
        ip = object.__new__(_RewriterInsertionPoint)
        ip._block = Block._wrap(owner, block)
        ip._ref = self._op(after) if after.ptr else None
        ip._rewriter = self
        return ip

    def set_insertion_point_before(self, operation):
        self._check()
        _c.mlirRewriterBaseSetInsertionPointBefore(self._base, operation._op()._get())

    def set_insertion_point_after(self, operation):
        self._check()
        _c.mlirRewriterBaseSetInsertionPointAfter(self._base, operation._op()._get())

    def set_insertion_point_to_start(self, block):
        self._check()
        _c.mlirRewriterBaseSetInsertionPointToStart(self._base, block._get())

    def set_insertion_point_to_end(self, block):
        self._check()
        _c.mlirRewriterBaseSetInsertionPointToEnd(self._base, block._get())

    def _check_removable(self, op):
        """Refuses to remove an op the driver still needs (the visited op's
        ancestors, or ops the walk driver has yet to reach)."""
        handle = op._get()
        visited = self._run["ctx"]._visiting[-1][0]
        current = visited._handle
        while current.ptr:
            if current.ptr == handle.ptr and current.ptr != visited._handle.ptr:
                raise RuntimeError("cannot erase an operation enclosing the matched one")
            if self._run["walk"] and current.ptr != handle.ptr:
                block = _c.mlirOperationGetBlock(current)
                if block.ptr and block.ptr == _c.mlirOperationGetBlock(handle).ptr and \
                        _c.mlirOperationIsBeforeInBlock(current, handle):
                    raise RuntimeError(
                        "walk_and_apply_patterns: cannot erase an operation the walk has not "
                        "reached yet")
            current = _c.mlirOperationGetParentOperation(current)

    def _forget(self, op):
        op._invalidate_nested()
        op._invalidate()

    def erase_op(self, op):
        """Erases an operation whose results are unused."""
        self._check()
        op = op._op()
        op._check_erasable_results()
        self._check_removable(op)
        handle = op._get()
        self._forget(op)
        _c.mlirRewriterBaseEraseOp(self._base, handle)

    def replace_op(self, op, new_op_or_values):
        """Replaces the results of `op` with those of an operation, or with a
        list of values (one per result), and erases `op`."""
        self._check()
        op = op._op()
        handle = op._get()
        count = _c.mlirOperationGetNumResults(handle)
        self._check_removable(op)
        if isinstance(new_op_or_values, (_ir.Operation, _ir.OpView)):
            new = new_op_or_values._op()
            if _c.mlirOperationGetNumResults(new._get()) != count:
                raise ValueError("replace_op: the replacement has a different number of results")
            self._forget(op)
            _c.mlirRewriterBaseReplaceOpWithOperation(self._base, handle, new._get())
            return
        values = [_value_handle(v, "replace_op value") for v in new_op_or_values]
        if len(values) != count:
            raise ValueError(f"replace_op: expected {count} values, got {len(values)}")
        array = (_capi.MlirValue * len(values))(*values)
        self._forget(op)
        _c.mlirRewriterBaseReplaceOpWithValues(self._base, handle, len(values), array)

    def replace_all_uses_with(self, from_, to):
        """Replaces every use of a value, reporting the users as modified."""
        self._check()
        _c.mlirRewriterBaseReplaceAllUsesWith(self._base, from_._get(),
                                              _value_handle(to, "replacement"))

    def start_op_modification(self, op):
        self._check()
        _c.mlirRewriterBaseStartOpModification(self._base, op._op()._get())

    def finalize_op_modification(self, op):
        """Reports an in-place change of `op` to the driver."""
        self._check()
        _c.mlirRewriterBaseFinalizeOpModification(self._base, op._op()._get())

    def cancel_op_modification(self, op):
        self._check()
        _c.mlirRewriterBaseCancelOpModification(self._base, op._op()._get())

    def modify_op_in_place(self, op):
        """`with rewriter.modify_op_in_place(op): ...` brackets an in-place change."""
        rewriter = self

        class _Modification:
            def __enter__(self):
                rewriter.start_op_modification(op)
                return op

            def __exit__(self, exc_type, exc, tb):
                if exc_type is None:
                    rewriter.finalize_op_modification(op)
                else:
                    rewriter.cancel_op_modification(op)

        return _Modification()

    def move_op_before(self, op, existing_op):
        self._check()
        moved = op._op()
        _c.mlirRewriterBaseMoveOpBefore(self._base, moved._get(), existing_op._op()._get())
        moved._set_attached(existing_op._op()._root_owner())

    def move_op_after(self, op, existing_op):
        self._check()
        moved = op._op()
        _c.mlirRewriterBaseMoveOpAfter(self._base, moved._get(), existing_op._op()._get())
        moved._set_attached(existing_op._op()._root_owner())

    def clone(self, op):
        """Clones `op` at the insertion point; returns the clone."""
        self._check()
        handle = _c.mlirRewriterBaseClone(self._base, op._op()._get())
        return _opview_of(self._op(handle))

    def __repr__(self):
        return "<PatternRewriter>" if self._valid else "<PatternRewriter (expired)>"


# ---------------------------------------------------------------------------
# Patterns and sets
# ---------------------------------------------------------------------------

# Pattern functions by the key C holds as user data; a C pattern drops its
# entry from its destruct callback.
_pattern_fns = {}
_pattern_keys = itertools.count(1)
# The driver runs in progress (innermost last): what patterns need to make
# Python objects, and the exceptions they raised.
_runs = []


def _forget_new_operations(ctx, before):
    """Objects made during a callback may outlive the ops the driver erases
    next: forget them (their operations stay in the IR)."""
    for key in set(ctx._live_operations.keys()) - before:
        stale = ctx._live_operations.get(key)
        if stale is not None:
            stale._invalidate()


def _invoke_pattern(op_handle, make_rewriter, call):
    """Runs call(opview, rewriter) for the op the driver matched; 1 when it
    rewrote. Exceptions are kept for the driver's caller, never unwound
    through C."""
    run = _runs[-1]
    ctx = run["ctx"]
    # The driver may have freed or moved blocks since the last pattern.
    ctx._blocks_changed()
    before = set(ctx._live_operations.keys())
    op = Operation._for(ctx, op_handle, run["root"])
    rewriter = make_rewriter(run)
    ctx._visiting.append((op, "pattern"))
    try:
        result = call(_opview_of(op), rewriter)
        matched = not result
    except Exception as e:  # an exception must never unwind through C
        run["errors"].append(e)
        matched = False
    finally:
        ctx._visiting.pop()
        rewriter._valid = False
    erased = op._closed
    _forget_new_operations(ctx, before)
    # A pattern that removed its op has rewritten, whatever it returned.
    return 1 if matched or erased else 0


def _on_match(pattern, op_handle, rewriter_handle, user_data):
    fn = _pattern_fns.get(user_data)
    if fn is None or not _runs:
        return 0
    return _invoke_pattern(
        op_handle,
        lambda run: PatternRewriter._wrap(_c.mlirPatternRewriterAsBase(rewriter_handle), run),
        fn)


def _on_destruct(user_data):
    _pattern_fns.pop(user_data, None)


_MATCH = _capi.MlirRewritePatternCallbacks._fields_[2][1](_on_match)
_DESTRUCT = _capi.MlirRewritePatternCallbacks._fields_[1][1](_on_destruct)


class FrozenRewritePatternSet(_OwnedRef):
    """Patterns ready for the drivers (RewritePatternSet.freeze())."""

    _closed_message = "the FrozenRewritePatternSet has been closed"

    def __init__(self):
        raise TypeError("use RewritePatternSet.freeze()")

    @classmethod
    def _wrap(cls, ctx, handle):
        self = object.__new__(cls)
        self._init_ref(handle)
        self._ctx = ctx
        return self

    def _release(self, dispose):
        if dispose:
            _c.mlirFrozenRewritePatternSetDestroy(self._handle)

    def __repr__(self):
        return f"<FrozenRewritePatternSet{' (closed)' if self._closed else ''}>"


class RewritePatternSet(_OwnedRef):
    """Patterns to apply: add(root, fn, benefit=1), then freeze()."""

    _closed_message = "the RewritePatternSet has been frozen or closed"

    def __init__(self, context=None):
        self._ctx = _resolve_context(context)
        self._init_ref(_c.mlirRewritePatternSetCreate(self._ctx._get()))
        self._count = 0
        # The type converters its conversion patterns use (C borrows them).
        self._keep = []

    def _release(self, dispose):
        if dispose:
            _c.mlirRewritePatternSetDestroy(self._handle)

    def __repr__(self):
        if self._closed:
            return "<RewritePatternSet (frozen or closed)>"
        return f"<RewritePatternSet with {self._count} pattern{'' if self._count == 1 else 's'}>"

    def add(self, root, fn, benefit=1):
        """Adds `fn(op, rewriter)` for ops of `root` (an OpView subclass or an
        op name); the op is given as its OpView class when there is one."""
        if isinstance(root, type):
            name = getattr(root, "OPERATION_NAME", None)
            if not isinstance(name, str):
                raise TypeError(f"{root.__name__} has no OPERATION_NAME")
        elif isinstance(root, str):
            name = root
        else:
            raise TypeError("the root argument must be a type or a string")
        if not callable(fn):
            raise TypeError("the pattern must be callable: fn(op, rewriter)")
        handle = self._get()
        key = next(_pattern_keys)
        _pattern_fns[key] = fn
        callbacks = _capi.MlirRewritePatternCallbacks()
        callbacks.destruct = _DESTRUCT
        callbacks.matchAndRewrite = _MATCH
        pattern = _c.mlirOpRewritePatternCreate(_sref(name), int(benefit), self._ctx._get(),
                                                callbacks, key, 0, None)
        if not pattern.ptr:
            _pattern_fns.pop(key, None)
            raise MemoryError("mlirOpRewritePatternCreate failed")
        _c.mlirRewritePatternSetAdd(handle, pattern)
        self._count += 1

    def freeze(self):
        """The frozen set (this set is consumed and closed)."""
        handle = self._get()
        self._closed = True
        frozen = FrozenRewritePatternSet._wrap(self._ctx, _c.mlirFreezeRewritePattern(handle))
        frozen._keep = self._keep
        for type_converter in self._keep:
            type_converter._users.add(frozen)
        return frozen

    def add_conversion(self, root, fn, type_converter, benefit=1):
        """Adds fn(op, adaptor, type_converter, rewriter), a conversion
        pattern for ops of `root` (an OpView subclass or an op name) that
        sees their operands converted by `type_converter` in
        `adaptor.operands`; see mlir.rewrite's dialect conversion."""
        _conversion._add_conversion(self, root, fn, type_converter, benefit)

    def add_one_to_n_conversion(self, root, fn, type_converter, benefit=1):
        """As add_conversion, with 1:N operands: adaptor.operands[i] is the
        list of values operand i converted to (upstream's OneToNOpAdaptor);
        results are replaced with rewriter.replace_op_with_multiple."""
        _conversion._add_one_to_n_conversion(self, root, fn, type_converter, benefit)


# ---------------------------------------------------------------------------
# Drivers
# ---------------------------------------------------------------------------


def _run_driver(target, walk, call):
    op = target.operation if isinstance(target, Module) else target._op()
    op_handle = op._get()
    ctx = op._ctx
    ctx._clear_live_operations_inside(op)
    run = {"ctx": ctx, "root": op._root_owner(), "op": op, "errors": [], "walk": walk}
    _runs.append(run)
    try:
        result = call(op_handle)
    finally:
        _runs.pop()
        # Folding and region simplification free and move blocks in C.
        ctx._blocks_changed()
        ctx._clear_live_operations_inside(op)
    if run["errors"]:
        raise run["errors"][0]
    return result


def apply_patterns_and_fold_greedily(module_or_op, set, config=None):
    """Applies the patterns, and the dialects' folders, to the regions of a
    Module or operation until nothing changes; RuntimeError if that does
    not happen within the config's limits."""
    frozen = set._get()
    cfg = config._get() if config is not None else _capi.MlirGreedyRewriteDriverConfig()
    ok = _run_driver(module_or_op, False,
                     lambda op: _c.mlirApplyPatternsAndFoldGreedilyWithOp(op, frozen, cfg))
    if not ok:
        raise RuntimeError("pattern application failed to converge")


def walk_and_apply_patterns(op, set):
    """Visits the ops in `op` (post-order, `op` last) once each and applies
    the first matching pattern (no folding, no iteration)."""
    frozen = set._get()
    _run_driver(op, True, lambda handle: _c.mlirWalkAndApplyPatterns(handle, frozen))


# Dialect conversion (over the patterns and drivers above).
from . import _conversion  # noqa: E402
from ._conversion import (  # noqa: E402
    ConversionConfig,
    ConversionPatternRewriter,
    ConversionTarget,
    DialectConversionFoldingMode,
    TypeConverter,
    apply_full_conversion,
    apply_partial_conversion,
    populate_function_op_interface_type_conversion_pattern,
)
