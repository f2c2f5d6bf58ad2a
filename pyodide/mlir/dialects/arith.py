"""mlir.dialects.arith: the arith ops and enums generated from upstream's
ArithOps.td, with upstream's ConstantOp built from a type and a Python
number (or, beyond upstream, a nested list for tensor and vector types)."""

from __future__ import annotations

from ..ir import (
    Attribute,
    DenseElementsAttr,
    FloatAttr,
    FloatType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ShapedType,
    Type,
    Value,
)
from ._arith_enum_gen import *  # noqa: F401,F403
from ._arith_ops_gen import *  # noqa: F401,F403
from ._arith_ops_gen import ConstantOp as _ConstantOpGen, _Dialect
from ._ods_common import _cext, get_op_result_or_op_results


def _is_integer_like_type(type: Type) -> bool:
    return IntegerType.isinstance(type) or IndexType.isinstance(type)


def _is_float_type(type: Type) -> bool:
    return FloatType.isinstance(type)


@_cext.register_operation(_Dialect, replace=True)
class ConstantOp(_ConstantOpGen):
    """arith.constant: ConstantOp(result_type, value) where value is a Python
    int or float, a (nested) list for a shaped type, or an Attribute."""

    def __init__(self, result: Type, value: int | float | list | Attribute, *, loc=None,
                 ip=None):
        if isinstance(value, Attribute):
            attr = value
        elif isinstance(value, bool) or isinstance(value, int):
            attr = IntegerAttr.get(result, int(value)) if _is_integer_like_type(result) else \
                FloatAttr.get(result, float(value))
        elif isinstance(value, float):
            attr = FloatAttr.get(result, value)
        elif isinstance(value, (list, tuple)) and ShapedType.isinstance(result):
            attr = DenseElementsAttr.get(list(value), type=result)
        else:
            raise NotImplementedError(
                f"Building `arith.constant` not supported for result={result} value={value!r}")
        super().__init__(attr, loc=loc, ip=ip)

    @classmethod
    def create_index(cls, value: int, *, loc=None, ip=None) -> ConstantOp:
        """An index constant."""
        return cls(IndexType.get(), value, loc=loc, ip=ip)

    @property
    def type(self) -> Type:
        return self.results[0].type

    @property
    def value(self) -> Attribute:
        return Attribute(self.operation.attributes["value"]).maybe_downcast()

    @property
    def literal_value(self) -> int | float:
        """The constant as a Python int or float."""
        if _is_integer_like_type(self.type):
            return IntegerAttr(self.value).value
        if _is_float_type(self.type):
            return FloatAttr(self.value).value
        raise ValueError("only integer and float constants have literal values")


def constant(result: Type, value: int | float | list | Attribute, *, loc=None,
             ip=None) -> Value:
    """Emits arith.constant of `value` with type `result`; returns the result."""
    return get_op_result_or_op_results(ConstantOp(result, value, loc=loc, ip=ip))

