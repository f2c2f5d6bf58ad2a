"""mlir.dialects.tensor: the tensor ops generated from upstream's
TensorOps.td, with upstream's EmptyOp(sizes, element_type) taking static
sizes as ints and dynamic ones as index Values."""

from __future__ import annotations

from typing import Sequence

from ..ir import RankedTensorType, Type, Value
from ._ods_common import _cext, _dispatch_dynamic_index_list, get_op_result_or_op_results
from ._tensor_ops_gen import *  # noqa: F401,F403
from ._tensor_ops_gen import EmptyOp as _EmptyOpGen, _Dialect


@_cext.register_operation(_Dialect, replace=True)
class EmptyOp(_EmptyOpGen):
    """tensor.empty of `sizes` (ints and index Values) and `element_type`."""

    def __init__(self, sizes: Sequence[int | Value], element_type: Type, *, loc=None,
                 ip=None):
        dynamic, static = _dispatch_dynamic_index_list(sizes)
        result_type = RankedTensorType.get(static, element_type)
        super().__init__(result_type, dynamic, loc=loc, ip=ip)


def empty(sizes: Sequence[int | Value], element_type: Type, *, loc=None, ip=None) -> Value:
    """Emits tensor.empty; returns its result."""
    return get_op_result_or_op_results(EmptyOp(sizes, element_type, loc=loc, ip=ip))
