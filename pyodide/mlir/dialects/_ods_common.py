"""Helpers of the generated `_<dialect>_ops_gen.py` modules and of the
hand-written dialect extensions (upstream's mlir/dialects/_ods_common.py).

The generated code imports `_cext` (whose `ir` is mlir.ir and which has
`register_dialect`, `register_operation` and `globals`) and the accessors
below, and calls them with upstream's signatures.
"""

from typing import Sequence as _Sequence, Union as _Union

from .._mlir_libs import _mlir as _cext

__all__ = [
    "equally_sized_accessor",
    "extend_opview_class",
    "get_default_loc_context",
    "get_op_result_or_op_results",
    "get_op_result_or_value",
    "get_op_results_or_values",
    "segmented_accessor",
]

_ir = _cext.ir


def extend_opview_class(ext_module):
    """Class decorator of seed 001's mixin extension: if `ext_module` has a
    class named like the decorated OpView subclass (or a
    `select_opview_mixin(cls)` returning one), returns a new class deriving
    from (mixin, generated class); otherwise the class itself."""

    def class_decorator(parent_opview_cls):
        if ext_module is None:
            return parent_opview_cls
        mixin_cls = getattr(ext_module, parent_opview_cls.__name__, None)
        if mixin_cls is None:
            select = getattr(ext_module, "select_opview_mixin", None)
            if select is not None:
                mixin_cls = select(parent_opview_cls)
        if mixin_cls is None:
            return parent_opview_cls
        return type(parent_opview_cls.__name__, (mixin_cls, parent_opview_cls),
                    {"__module__": parent_opview_cls.__module__})

    return class_decorator


def segmented_accessor(elements, raw_segments, idx):
    """The elements of segment `idx`, given the op's segment sizes attribute."""
    segments = _ir.DenseI32ArrayAttr(raw_segments)
    start = sum(segments[i] for i in range(idx))
    return elements[start:start + segments[idx]]


def equally_sized_accessor(elements, n_simple, n_variadic, n_preceding_simple,
                           n_preceding_variadic):
    """(start, length) of a variadic group when all variadic groups have the
    same size (SameVariadicOperandSize and friends)."""
    total_variadic_length = len(elements) - n_simple
    if n_variadic == 0 or total_variadic_length % n_variadic:
        raise ValueError("variadic groups of unequal sizes")
    elements_per_group = total_variadic_length // n_variadic
    start = n_preceding_simple + n_preceding_variadic * elements_per_group
    return start, elements_per_group


def get_default_loc_context(location=None):
    """The context of `location`, or of the current location (None if none)."""
    if location is None:
        current = _ir.Location.current
        return current.context if current is not None else None
    return location.context


def get_op_result_or_value(arg):
    """A Value from a Value, a one-result operation or an OpResultList."""
    if isinstance(arg, (_ir.OpView, _ir.Operation)):
        return arg.operation.result
    if isinstance(arg, _ir.OpResultList):
        if len(arg) != 1:
            raise ValueError(f"expected a single result, got {len(arg)}")
        return arg[0]
    if isinstance(arg, _ir.Value):
        return arg
    raise TypeError(f"expected a Value or a one-result operation, got {type(arg).__name__}")


def get_op_results_or_values(arg):
    """Values from an operation (its results) or a sequence of value-likes."""
    if isinstance(arg, (_ir.OpView, _ir.Operation)):
        return arg.operation.results
    if isinstance(arg, _ir.OpResultList):
        return arg
    return [get_op_result_or_value(element) for element in arg]


def get_op_result_or_op_results(op):
    """What the generated value builders return: the result, the results, or
    the op itself when it has none."""
    results = op.operation.results
    if len(results) > 1:
        return results
    if len(results) == 1:
        return results[0]
    return op


# Older spellings some hand-written extensions use.
_get_op_result_or_value = get_op_result_or_value
_get_op_results_or_values = get_op_results_or_values
_get_op_result_or_op_results = get_op_result_or_op_results


def _get_default_loc_context(location=None):
    return get_default_loc_context(location)


def _dispatch_dynamic_index_list(indices):
    """Splits a list of ints and index Values into (dynamic Values, static
    sizes with ShapedType's dynamic marker where a Value is)."""
    dynamic, static = [], []
    for index in indices:
        if isinstance(index, int):
            static.append(index)
        else:
            static.append(_ir.ShapedType.get_dynamic_size())
            dynamic.append(get_op_result_or_value(index))
    return dynamic, static


def _get_int_array_attr(values, context=None):
    """An ArrayAttr of i64 IntegerAttrs (an ArrayAttr passes through, None
    gives None)."""
    if values is None:
        return None
    if isinstance(values, _ir.ArrayAttr):
        return values
    i64 = _ir.IntegerType.get_signless(64, context=context)
    return _ir.ArrayAttr.get([_ir.IntegerAttr.get(i64, v) for v in values], context=context)


def _get_int_array_array_attr(values, context=None):
    """An ArrayAttr of ArrayAttrs of i64 IntegerAttrs, from lists of ints
    (ArrayAttrs anywhere pass through, None gives None)."""
    if values is None:
        return None
    if isinstance(values, _ir.ArrayAttr):
        return values
    return _ir.ArrayAttr.get([_get_int_array_attr(v, context=context) for v in values],
                             context=context)


def _get_value_list(values):
    """Values from a sequence of value-likes (Values, one-result ops)."""
    return [get_op_result_or_value(v) for v in values]


def _dispatch_mixed_values(values):
    """Splits sizes given as ints, Values, one packed Value or an ArrayAttr
    into (dynamic Values, the packed Value or None, the static sizes as a
    DenseI64ArrayAttr with the dynamic marker where a Value is, or the
    ArrayAttr as given, or None when packed)."""
    dynamic, packed, static = [], None, None
    if isinstance(values, _ir.ArrayAttr):
        static = values
    elif isinstance(values, (_ir.Operation, _ir.OpView, _ir.Value)):
        packed = values
    else:
        sizes = []
        for size in values or []:
            if isinstance(size, int):
                sizes.append(size)
            elif isinstance(size, _ir.IntegerAttr):
                sizes.append(size.value)
            else:
                sizes.append(_ir.ShapedType.get_dynamic_size())
                dynamic.append(get_op_result_or_value(size))
        static = _ir.DenseI64ArrayAttr.get(sizes)
    return dynamic, packed, static


ValueLike = _Union[_ir.Operation, _ir.OpView, _ir.Value]
StaticIntLike = _Union[int, _ir.IntegerAttr]
MixedInt = _Union[StaticIntLike, ValueLike]
MixedValues = _Union[_Sequence[MixedInt], _ir.ArrayAttr, ValueLike]
SubClassValueT = _ir.Value
DynamicIndexList = _Sequence[_Union[int, ValueLike]]
