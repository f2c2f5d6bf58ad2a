"""mlir.dialects.func: func.func, func.call, func.return, ... generated from
upstream's FuncOps.td, with upstream's conveniences: FuncOp(name, type,
body_builder=...), entry blocks and arguments, CallOp from a FuncOp, and
the `@func.func(*input_types)` decorator (FuncOp.from_py_func) that turns
a Python function into a func.func and its calls into func.call."""

from __future__ import annotations

import inspect

from ..ir import (
    ArrayAttr,
    Block,
    BlockArgumentList,
    Location,
    Region,
    Type,
    FlatSymbolRefAttr,
    FunctionType,
    InsertionPoint,
    Operation,
    OpView,
    StringAttr,
    TypeAttr,
    Value,
)
from ._func_ops_gen import *  # noqa: F401,F403
from ._func_ops_gen import CallOp as _CallOpGen, FuncOp as _FuncOpGen, ReturnOp, _Dialect
from ._ods_common import _cext, get_op_result_or_op_results


@_cext.register_operation(_Dialect, replace=True)
class FuncOp(_FuncOpGen):
    """func.func: `FuncOp(name, type)` with `type` a FunctionType or an
    (inputs, results) pair of type lists."""

    def __init__(self, name: str, type: FunctionType | tuple, *, visibility: str | None = None,
                 body_builder=None, loc=None, ip=None):
        if isinstance(type, tuple):
            type = FunctionType.get(inputs=type[0], results=type[1])
        sym_visibility = StringAttr.get(str(visibility)) if visibility is not None else None
        super().__init__(StringAttr.get(str(name)), TypeAttr.get(type),
                         sym_visibility=sym_visibility, loc=loc, ip=ip)
        if body_builder:
            with InsertionPoint(self.add_entry_block()):
                body_builder(self)

    @property
    def is_external(self) -> bool:
        return len(self.regions[0].blocks) == 0

    @property
    def body(self) -> Region:
        return self.regions[0]

    @property
    def type(self) -> FunctionType:
        return FunctionType(TypeAttr(self.attributes["function_type"]).value)

    @property
    def visibility(self):
        return self.attributes["sym_visibility"]

    @property
    def name(self) -> StringAttr:
        return StringAttr(self.attributes["sym_name"])

    @property
    def entry_block(self) -> Block:
        if self.is_external:
            raise IndexError("External function does not have a body")
        return self.regions[0].blocks[0]

    def add_entry_block(self, arg_locs: list[Location] | None = None) -> Block:
        """Adds the entry block, with one argument per input type."""
        if not self.is_external:
            raise IndexError("The function already has an entry block!")
        self.body.blocks.append(*self.type.inputs, arg_locs=arg_locs)
        return self.body.blocks[0]

    @property
    def arg_attrs(self) -> ArrayAttr:
        if "arg_attrs" not in self.attributes:
            return ArrayAttr.get([])
        return ArrayAttr(self.attributes["arg_attrs"])

    @arg_attrs.setter
    def arg_attrs(self, attribute):
        self.attributes["arg_attrs"] = (attribute if isinstance(attribute, ArrayAttr)
                                        else ArrayAttr.get(attribute))

    @property
    def arguments(self) -> BlockArgumentList:
        return self.entry_block.arguments

    @property
    def result_attrs(self):
        return self.attributes["res_attrs"]

    @result_attrs.setter
    def result_attrs(self, attribute):
        self.attributes["res_attrs"] = attribute

    @classmethod
    def from_py_func(cls, *inputs: Type, results: list[Type] | None = None,
                     name: str | None = None):
        """Decorator: emits a func.func built by calling the decorated Python
        function on its arguments; returns a function emitting func.call.

        The decorated function returns the values to return (a Value, an
        op, a tuple or list, or None); the function's result types are
        theirs unless `results` is given. If it takes a `func_op` keyword
        it receives the FuncOp and must emit its own return.
        """

        def decorator(f):
            parameters = inspect.signature(f).parameters
            needs_func_op = "func_op" in parameters or any(
                p.kind == inspect.Parameter.VAR_KEYWORD for p in parameters.values())
            symbol_name = name or f.__name__
            function_type = FunctionType.get(inputs=inputs, results=results or [])
            func_op = cls(symbol_name, function_type)
            with InsertionPoint(func_op.add_entry_block()):
                kwargs = {"func_op": func_op} if needs_func_op else {}
                returned = f(*func_op.arguments, **kwargs)
                if not needs_func_op:
                    returned = _return_values(returned)
                    ReturnOp(returned)
                    if results is None:
                        function_type = FunctionType.get(
                            inputs=inputs, results=[v.type for v in returned])
                        func_op.attributes["function_type"] = TypeAttr.get(function_type)
            return_types = FunctionType(function_type).results

            def emit_call_op(*call_args):
                call_op = CallOp(return_types, FlatSymbolRefAttr.get(symbol_name), call_args)
                return get_op_result_or_op_results(call_op)

            wrapped = emit_call_op
            wrapped.__name__ = f.__name__
            wrapped.func_op = func_op
            return wrapped

        return decorator


def _return_values(returned):
    if returned is None:
        return []
    if isinstance(returned, Value):
        return [returned]
    if isinstance(returned, (OpView, Operation)):
        return list(returned.operation.results)
    return list(returned)


func = FuncOp.from_py_func


@_cext.register_operation(_Dialect, replace=True)
class CallOp(_CallOpGen):
    """func.call: CallOp(callee_func_op, arguments) or CallOp(result_types,
    callee_name_or_attr, arguments)."""

    def __init__(self, calleeOrResults, argumentsOrCallee=None, arguments=None, *, loc=None,
                 ip=None):
        if isinstance(calleeOrResults, FuncOp):
            if arguments is not None:
                raise ValueError("unexpected third argument when constructing a call to a "
                                 "function")
            super().__init__(calleeOrResults.type.results,
                             FlatSymbolRefAttr.get(calleeOrResults.name.value),
                             argumentsOrCallee, loc=loc, ip=ip)
            return
        if isinstance(argumentsOrCallee, list):
            raise ValueError("unexpected list of arguments as second argument when "
                             "constructing a call to a function; expected callee name")
        callee = argumentsOrCallee
        if isinstance(callee, str):
            callee = FlatSymbolRefAttr.get(callee)
        super().__init__(calleeOrResults, callee, arguments or [], loc=loc, ip=ip)
