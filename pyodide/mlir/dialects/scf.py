"""mlir.dialects.scf: the scf ops generated from upstream's SCFOps.td, with
upstream's conveniences: ForOp(lower, upper, step, iter_args) and IfOp(cond)
that create their blocks, and the `for_` loop helper."""

from __future__ import annotations

from typing import Iterator, Sequence

from ..ir import Block, BlockArgument, BlockArgumentList, IndexType, InsertionPoint, Type, Value
from ._ods_common import _cext, get_op_result_or_value, get_op_results_or_values
from ._scf_ops_gen import *  # noqa: F401,F403
from ._scf_ops_gen import ForOp as _ForOpGen, IfOp as _IfOpGen, YieldOp, _Dialect


@_cext.register_operation(_Dialect, replace=True)
class ForOp(_ForOpGen):
    """scf.for with its body block (induction variable and iter_args)."""

    def __init__(self, lower_bound: Value, upper_bound: Value, step: Value,
                 iter_args: Sequence[Value] | None = None, *, loc=None, ip=None):
        iter_args = get_op_results_or_values(iter_args or [])
        results = [arg.type for arg in iter_args]
        super().__init__(results, lower_bound, upper_bound, step, iter_args, loc=loc, ip=ip)
        self.regions[0].blocks.append(get_op_result_or_value(lower_bound).type, *results)

    @property
    def body(self) -> Block:
        """The body block of the loop."""
        return self.regions[0].blocks[0]

    @property
    def induction_variable(self) -> BlockArgument:
        return self.body.arguments[0]

    @property
    def inner_iter_args(self) -> BlockArgumentList:
        """The loop-carried values as the body sees them."""
        return self.body.arguments[1:]


@_cext.register_operation(_Dialect, replace=True)
class IfOp(_IfOpGen):
    """scf.if with its then block (and else block when `hasElse`)."""

    def __init__(self, cond: Value, results_: Sequence[Type] | None = None, *,
                 hasElse: bool = False, loc=None, ip=None):
        super().__init__(list(results_ or []), cond, loc=loc, ip=ip)
        self.regions[0].blocks.append()
        if hasElse:
            self.regions[1].blocks.append()

    @property
    def then_block(self) -> Block:
        return self.regions[0].blocks[0]

    @property
    def else_block(self) -> Block:
        return self.regions[1].blocks[0]


def yield_(results: Sequence[Value] | None = None, *, loc=None, ip=None) -> YieldOp:
    """Emits scf.yield of `results` (default: nothing)."""
    return YieldOp(get_op_results_or_values(results or []), loc=loc, ip=ip)


def for_(start: int | Value, stop: int | Value | None = None, step: int | Value | None = None,
         iter_args: Sequence[Value] | None = None, *, loc=None, ip=None) -> Iterator:
    """A Python loop building an scf.for: `for iv in for_(0, n):` inserts the
    loop and yields its induction variable once, with the insertion point in
    the body (the body must end with yield_). With iter_args it yields (iv,
    inner iter arg(s), loop result(s)). Int bounds become index constants."""
    from .arith import constant

    if step is None:
        step = 1
    if stop is None:
        stop, start = start, 0
    params = []
    for p in (start, stop, step):
        if isinstance(p, bool) or isinstance(p, float):
            raise ValueError(f"{p!r} must be an int or an index Value")
        params.append(constant(IndexType.get(), p, loc=loc, ip=ip) if isinstance(p, int) else p)
    for_op = ForOp(*params, iter_args, loc=loc, ip=ip)
    iv = for_op.induction_variable
    inner = tuple(for_op.inner_iter_args)
    with InsertionPoint(for_op.body):
        if len(inner) > 1:
            yield iv, inner, for_op.results
        elif len(inner) == 1:
            yield iv, inner[0], for_op.results[0]
        else:
            yield iv
