"""The builtin attributes of mlir.ir: integers, floats, strings, arrays,
dictionaries, symbol references, types, dense arrays, dense elements (from
Python lists and from buffers), affine maps, integer sets, strided layouts.

Each class casts an existing Attribute (`IntegerAttr(a)`, ValueError when
`a` is another kind), checks one (`IntegerAttr.isinstance(a)`), builds one
with static `get*` methods, and is what `Attribute.maybe_downcast()` returns
for its TypeID. Imported by mlir.ir, which re-exports everything here; the
C calls are those of mlir-c/BuiltinAttributes.h.
"""

import array as _array
import math
import operator
import struct

from ..ir import (
    Attribute,
    Location,
    MLIRError,
    NamedAttribute,
    Type,
    _capi,
    _c,
    _ErrorCapture,
    _globals,
    _Kinds,
    _resolve_context,
    _sref,
    _str_from_ref,
)
from . import _ir_types as _types

__all__ = [
    "AffineMapAttr",
    "ArrayAttr",
    "BoolAttr",
    "DenseBoolArrayAttr",
    "DenseElementsAttr",
    "DenseF32ArrayAttr",
    "DenseF64ArrayAttr",
    "DenseFPElementsAttr",
    "DenseI16ArrayAttr",
    "DenseI32ArrayAttr",
    "DenseI64ArrayAttr",
    "DenseI8ArrayAttr",
    "DenseIntElementsAttr",
    "DenseResourceElementsAttr",
    "DictAttr",
    "FlatSymbolRefAttr",
    "FloatAttr",
    "IntegerAttr",
    "IntegerSetAttr",
    "OpaqueAttr",
    "StridedLayoutAttr",
    "StringAttr",
    "SymbolRefAttr",
    "TypeAttr",
    "UnitAttr",
]


class _ConcreteAttr(_Kinds, Attribute):
    """Every concrete attribute class: casting, isinstance and TypeIDs (as
    _ConcreteType), constructed from `cast_from_attr` as upstream's."""

    __slots__ = ()

    def __init__(self, cast_from_attr):
        self._cast(cast_from_attr)


def _attr(ctx, handle):
    return Attribute._wrap(ctx, handle).maybe_downcast()


class AffineMapAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAAffineMap"
    _typeid_fn = "mlirAffineMapAttrGetTypeID"

    @staticmethod
    def get(affine_map):
        return AffineMapAttr._wrap(affine_map._ctx, _c.mlirAffineMapAttrGet(affine_map._get()))

    @property
    def value(self):
        from ._ir_affine import AffineMap
        return AffineMap._wrap(self._ctx, _c.mlirAffineMapAttrGetValue(self._get()))


class IntegerSetAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAIntegerSet"
    _typeid_fn = "mlirIntegerSetAttrGetTypeID"

    @staticmethod
    def get(integer_set):
        return IntegerSetAttr._wrap(integer_set._ctx, _c.mlirIntegerSetAttrGet(integer_set._get()))

    @property
    def value(self):
        from ._ir_affine import IntegerSet
        return IntegerSet._wrap(self._ctx, _c.mlirIntegerSetAttrGetValue(self._get()))


def _attr_array(attributes):
    attributes = list(attributes)
    for a in attributes:
        if not isinstance(a, Attribute):
            raise TypeError(f"expected an Attribute, got {type(a).__name__}")
    return len(attributes), (_capi.MlirAttribute * len(attributes))(*[a._get() for a in attributes])


class ArrayAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAArray"
    _typeid_fn = "mlirArrayAttrGetTypeID"

    @staticmethod
    def get(attributes, context=None):
        """Creates `[a, b, ...]` from a list of Attributes."""
        ctx = _resolve_context(context)
        n, array = _attr_array(attributes)
        return ArrayAttr._wrap(ctx, _c.mlirArrayAttrGet(ctx._get(), n, array))

    def __len__(self):
        return _c.mlirArrayAttrGetNumElements(self._get())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        index = operator.index(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("ArrayAttr index out of range")
        return _attr(self._ctx, _c.mlirArrayAttrGetElement(self._get(), index))

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __add__(self, other):
        return ArrayAttr.get(list(self) + list(other), context=self._ctx)


class BoolAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsABool"

    @staticmethod
    def get(value, context=None):
        ctx = _resolve_context(context)
        return BoolAttr._wrap(ctx, _c.mlirBoolAttrGet(ctx._get(), 1 if value else 0))

    @property
    def value(self):
        return bool(_c.mlirBoolAttrGetValue(self._get()))

    def __bool__(self):
        return self.value


class DictAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsADictionary"
    _typeid_fn = "mlirDictionaryAttrGetTypeID"

    @staticmethod
    def get(value=None, context=None):
        """Creates `{name = attr, ...}` from a dict of Attributes."""
        ctx = _resolve_context(context)
        named = []
        for name, attr in (value or {}).items():
            if not isinstance(attr, Attribute):
                raise TypeError(f"expected an Attribute for '{name}', got {type(attr).__name__}")
            ident = _c.mlirIdentifierGet(ctx._get(), _sref(name))
            named.append(_capi.MlirNamedAttribute(ident, attr._get()))
        array = (_capi.MlirNamedAttribute * len(named))(*named)
        return DictAttr._wrap(ctx, _c.mlirDictionaryAttrGet(ctx._get(), len(named), array))

    def __len__(self):
        return _c.mlirDictionaryAttrGetNumElements(self._get())

    def __contains__(self, name):
        return bool(_c.mlirDictionaryAttrGetElementByName(self._get(), _sref(name)).ptr)

    def __getitem__(self, key):
        if isinstance(key, str):
            handle = _c.mlirDictionaryAttrGetElementByName(self._get(), _sref(key))
            if not handle.ptr:
                raise KeyError(f"attempt to access a non-existent attribute: {key}")
            return _attr(self._ctx, handle)
        index = operator.index(key)
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("attempt to access out of bounds attribute")
        named = _c.mlirDictionaryAttrGetElement(self._get(), index)
        name = _str_from_ref(_c.mlirIdentifierStr(named.name))
        return NamedAttribute(name, _attr(self._ctx, named.attribute))

    def __iter__(self):
        for i in range(len(self)):
            yield self[i].name

    def keys(self):
        return list(self)

    def items(self):
        return [(named.name, named.attr) for named in (self[i] for i in range(len(self)))]


class FloatAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAFloat"
    _typeid_fn = "mlirFloatAttrGetTypeID"

    @staticmethod
    def get(type, value, loc=None):
        """Creates `value : type` (MLIRError if `type` is not a float type)."""
        ctx = type._ctx
        if loc is None:
            loc = Location.current or Location.unknown(context=ctx)
        with _ErrorCapture(ctx) as capture:
            handle = _c.mlirFloatAttrDoubleGetChecked(loc._get(), type._get(), float(value))
        if not handle.ptr:
            raise MLIRError("Invalid attribute", capture.errors)
        return FloatAttr._wrap(ctx, handle)

    @staticmethod
    def get_f32(value, context=None):
        ctx = _resolve_context(context)
        return FloatAttr._wrap(ctx, _c.mlirFloatAttrDoubleGet(
            ctx._get(), _c.mlirF32TypeGet(ctx._get()), float(value)))

    @staticmethod
    def get_f64(value, context=None):
        ctx = _resolve_context(context)
        return FloatAttr._wrap(ctx, _c.mlirFloatAttrDoubleGet(
            ctx._get(), _c.mlirF64TypeGet(ctx._get()), float(value)))

    @property
    def value(self):
        return _c.mlirFloatAttrGetValueDouble(self._get())

    def __float__(self):
        return self.value


class IntegerAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAInteger"
    _typeid_fn = "mlirIntegerAttrGetTypeID"

    @staticmethod
    def get(type, value):
        """Creates `value : type` for an integer or index type (64 bits at most)."""
        value = operator.index(value)
        if not (_types.IntegerType.isinstance(type) or _types.IndexType.isinstance(type)):
            raise ValueError(f"IntegerAttr.get: expected an integer or index type, got {type}")
        if not -(1 << 63) <= value < (1 << 64):
            raise OverflowError(f"IntegerAttr.get: {value} does not fit in 64 bits")
        if value >= 1 << 63:
            value -= 1 << 64  # the C API takes the bits as int64_t
        return IntegerAttr._wrap(type._ctx, _c.mlirIntegerAttrGet(type._get(), value))

    @property
    def value(self):
        handle = self._get()
        t = Type._wrap(self._ctx, _c.mlirAttributeGetType(handle))
        if _types.IntegerType.isinstance(t):
            it = _types.IntegerType(t)
            if it.is_signed:
                return _c.mlirIntegerAttrGetValueSInt(handle)
            if it.is_unsigned:
                return _c.mlirIntegerAttrGetValueUInt(handle)
            if it.width == 1:
                return _c.mlirIntegerAttrGetValueInt(handle) & 1
        return _c.mlirIntegerAttrGetValueInt(handle)

    def __int__(self):
        return self.value


class OpaqueAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAOpaque"
    _typeid_fn = "mlirOpaqueAttrGetTypeID"

    @staticmethod
    def get(dialect_namespace, buffer, type, context=None):
        ctx = _resolve_context(context)
        data = bytes(buffer) if not isinstance(buffer, str) else buffer.encode()
        return OpaqueAttr._wrap(ctx, _c.mlirOpaqueAttrGet(
            ctx._get(), _sref(dialect_namespace), len(data), data, type._get()))

    @property
    def dialect_namespace(self):
        return _str_from_ref(_c.mlirOpaqueAttrGetDialectNamespace(self._get()))

    @property
    def data(self):
        return _capi.string_from_ref(_c.mlirOpaqueAttrGetData(self._get()))


class StringAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAString"
    _typeid_fn = "mlirStringAttrGetTypeID"

    @staticmethod
    def get(value, context=None):
        """Creates `"value"` from a str or bytes."""
        ctx = _resolve_context(context)
        return StringAttr._wrap(ctx, _c.mlirStringAttrGet(ctx._get(), _sref(value)))

    @staticmethod
    def get_typed(type, value):
        return StringAttr._wrap(type._ctx, _c.mlirStringAttrTypedGet(type._get(), _sref(value)))

    @property
    def value(self):
        return _str_from_ref(_c.mlirStringAttrGetValue(self._get()))

    @property
    def value_bytes(self):
        return _capi.string_from_ref(_c.mlirStringAttrGetValue(self._get()))


class SymbolRefAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsASymbolRef"
    _typeid_fn = "mlirSymbolRefAttrGetTypeID"

    @staticmethod
    def get(symbols, context=None):
        """Creates `@root::@nested...` from a non-empty list of names."""
        symbols = list(symbols)
        if not symbols:
            raise ValueError("SymbolRefAttr must be composed of at least one symbol.")
        ctx = _resolve_context(context)
        nested = [_c.mlirFlatSymbolRefAttrGet(ctx._get(), _sref(s)) for s in symbols[1:]]
        array = (_capi.MlirAttribute * len(nested))(*nested)
        return SymbolRefAttr._wrap(ctx, _c.mlirSymbolRefAttrGet(
            ctx._get(), _sref(symbols[0]), len(nested), array))

    @property
    def value(self):
        """The names, root first."""
        handle = self._get()
        names = [_str_from_ref(_c.mlirSymbolRefAttrGetRootReference(handle))]
        for i in range(_c.mlirSymbolRefAttrGetNumNestedReferences(handle)):
            nested = _c.mlirSymbolRefAttrGetNestedReference(handle, i)
            names.append(_str_from_ref(_c.mlirSymbolRefAttrGetRootReference(nested)))
        return names


class FlatSymbolRefAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAFlatSymbolRef"

    @staticmethod
    def get(value, context=None):
        ctx = _resolve_context(context)
        return FlatSymbolRefAttr._wrap(ctx, _c.mlirFlatSymbolRefAttrGet(ctx._get(), _sref(value)))

    @property
    def value(self):
        return _str_from_ref(_c.mlirFlatSymbolRefAttrGetValue(self._get()))


class TypeAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAType"
    _typeid_fn = "mlirTypeAttrGetTypeID"

    @staticmethod
    def get(value, context=None):
        if not isinstance(value, Type):
            raise TypeError(f"expected a Type, got {type(value).__name__}")
        return TypeAttr._wrap(value._ctx, _c.mlirTypeAttrGet(value._get()))

    @property
    def value(self):
        return Type._wrap(self._ctx, _c.mlirTypeAttrGetValue(self._get())).maybe_downcast()


class UnitAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAUnit"
    _typeid_fn = "mlirUnitAttrGetTypeID"

    @staticmethod
    def get(context=None):
        ctx = _resolve_context(context)
        return UnitAttr._wrap(ctx, _c.mlirUnitAttrGet(ctx._get()))


class StridedLayoutAttr(_ConcreteAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsAStridedLayout"
    _typeid_fn = "mlirStridedLayoutAttrGetTypeID"

    @staticmethod
    def get(offset, strides, context=None):
        ctx = _resolve_context(context)
        strides = [operator.index(s) for s in strides]
        array = (_capi.c_int64 * len(strides))(*strides)
        return StridedLayoutAttr._wrap(ctx, _c.mlirStridedLayoutAttrGet(
            ctx._get(), offset, len(strides), array))

    @staticmethod
    def get_fully_dynamic(rank, context=None):
        dynamic = _c.mlirShapedTypeGetDynamicStrideOrOffset()
        return StridedLayoutAttr.get(dynamic, [dynamic] * rank, context=context)

    @property
    def offset(self):
        return _c.mlirStridedLayoutAttrGetOffset(self._get())

    @property
    def strides(self):
        handle = self._get()
        return [_c.mlirStridedLayoutAttrGetStride(handle, i)
                for i in range(_c.mlirStridedLayoutAttrGetNumStrides(handle))]


# ---- dense arrays --------------------------------------------------------------


class _DenseArrayAttr(_ConcreteAttr):
    """`array<T: ...>`: subclasses name the element C type and functions."""

    __slots__ = ()
    _typeid_fn = "mlirDenseArrayAttrGetTypeID"
    _ctype = None
    _get_fn = None
    _elem_fn = None
    _convert = staticmethod(operator.index)

    @classmethod
    def get(cls, values, context=None):
        ctx = _resolve_context(context)
        values = [cls._convert(v) for v in values]
        array = (cls._ctype * len(values))(*values)
        return cls._wrap(ctx, getattr(_c, cls._get_fn)(ctx._get(), len(values), array))

    def __len__(self):
        return _c.mlirDenseArrayGetNumElements(self._get())

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        index = operator.index(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("DenseArray index out of range")
        return getattr(_c, self._elem_fn)(self._get(), index)

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def __add__(self, other):
        return type(self).get(list(self) + list(other), context=self._ctx)


def _dense_array(name, isa, ctype, get_fn, elem_fn, convert=operator.index):
    return type(name, (_DenseArrayAttr,), {
        "__slots__": (), "_isa": isa, "_ctype": ctype, "_get_fn": get_fn, "_elem_fn": elem_fn,
        "_convert": staticmethod(convert), "__module__": "mlir.ir",
        "__doc__": f"A dense array attribute (`{name}`).",
    })


DenseBoolArrayAttr = _dense_array("DenseBoolArrayAttr", "mlirAttributeIsADenseBoolArray",
                                  _capi.c_int, "mlirDenseBoolArrayGet",
                                  "mlirDenseBoolArrayGetElement", lambda v: 1 if v else 0)
DenseBoolArrayAttr.__getitem__ = (lambda self, index, _get=_DenseArrayAttr.__getitem__:
                                  _get(self, index) if isinstance(index, slice)
                                  else bool(_get(self, index)))
DenseI8ArrayAttr = _dense_array("DenseI8ArrayAttr", "mlirAttributeIsADenseI8Array",
                                _capi.c_int8, "mlirDenseI8ArrayGet", "mlirDenseI8ArrayGetElement")
DenseI16ArrayAttr = _dense_array("DenseI16ArrayAttr", "mlirAttributeIsADenseI16Array",
                                 _capi.c_int16, "mlirDenseI16ArrayGet",
                                 "mlirDenseI16ArrayGetElement")
DenseI32ArrayAttr = _dense_array("DenseI32ArrayAttr", "mlirAttributeIsADenseI32Array",
                                 _capi.c_int32, "mlirDenseI32ArrayGet",
                                 "mlirDenseI32ArrayGetElement")
DenseI64ArrayAttr = _dense_array("DenseI64ArrayAttr", "mlirAttributeIsADenseI64Array",
                                 _capi.c_int64, "mlirDenseI64ArrayGet",
                                 "mlirDenseI64ArrayGetElement")
DenseF32ArrayAttr = _dense_array("DenseF32ArrayAttr", "mlirAttributeIsADenseF32Array",
                                 _capi.c_float, "mlirDenseF32ArrayGet",
                                 "mlirDenseF32ArrayGetElement", float)
DenseF64ArrayAttr = _dense_array("DenseF64ArrayAttr", "mlirAttributeIsADenseF64Array",
                                 _capi.c_double, "mlirDenseF64ArrayGet",
                                 "mlirDenseF64ArrayGetElement", float)
_DENSE_ARRAYS = (DenseBoolArrayAttr, DenseI8ArrayAttr, DenseI16ArrayAttr, DenseI32ArrayAttr,
                 DenseI64ArrayAttr, DenseF32ArrayAttr, DenseF64ArrayAttr)


# ---- dense elements ------------------------------------------------------------

# Buffer formats (struct codes) -> (kind, bit width); kind "i" signed, "u"
# unsigned, "f" float, "b" bool.
_FORMATS = {
    "?": ("b", 1), "b": ("i", 8), "B": ("u", 8), "h": ("i", 16), "H": ("u", 16),
    "i": ("i", 32), "I": ("u", 32), "l": ("i", 64), "L": ("u", 64), "q": ("i", 64),
    "Q": ("u", 64), "e": ("f", 16), "f": ("f", 32), "d": ("f", 64),
}
_INT_CODES = {8: "b", 16: "h", 32: "i", 64: "q"}
_FLOAT_CODES = {16: "e", 32: "f", 64: "d"}


def _element_type_for(kind, width, signless, ctx):
    if kind == "b":
        return _types.IntegerType.get_signless(1, context=ctx)
    if kind == "f":
        return {16: _types.F16Type, 32: _types.F32Type, 64: _types.F64Type}[width].get(context=ctx)
    if signless:
        return _types.IntegerType.get_signless(width, context=ctx)
    if kind == "u":
        return _types.IntegerType.get_unsigned(width, context=ctx)
    return _types.IntegerType.get_signed(width, context=ctx)


def _flatten(values):
    """Flattens nested lists/tuples; returns (flat values, shape)."""
    if not isinstance(values, (list, tuple)):
        return [values], []
    if not values:
        return [], [0]
    parts = [_flatten(v) for v in values]
    shape = parts[0][1]
    for _, s in parts:
        if s != shape:
            raise ValueError("DenseElementsAttr.get: ragged nested list (rows of different shapes)")
    return [x for flat, _ in parts for x in flat], [len(values)] + shape


def _bf16_bits(x):
    """The bfloat16 bits of a float (round to nearest even), as upstream's APFloat."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if math.isnan(x):
        return (bits >> 16) | 0x40
    return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16


def _pack_elements(values, element_type):
    """Packs Python numbers as the raw buffer the C API expects for
    `element_type` (little-endian; both targets are)."""
    if _types.IntegerType.isinstance(element_type) or _types.IndexType.isinstance(element_type):
        width = 64 if _types.IndexType.isinstance(element_type) else \
            _types.IntegerType(element_type).width
        if width == 1:
            return None  # bools go through mlirDenseElementsAttrBoolGet
        code = _INT_CODES.get(width)
        if code is None:
            raise ValueError(f"DenseElementsAttr.get: unsupported integer width {width}")
        mask = (1 << width) - 1
        unsigned = [operator.index(v) & mask for v in values]
        return struct.pack("<%d%s" % (len(values), code.upper()), *unsigned)
    if _types.BF16Type.isinstance(element_type):
        return struct.pack("<%dH" % len(values), *[_bf16_bits(float(v)) for v in values])
    if _types.FloatType.isinstance(element_type):
        code = _FLOAT_CODES.get(_types.FloatType(element_type).width)
        if code is None:
            raise ValueError(f"DenseElementsAttr.get: unsupported float type {element_type}")
        return struct.pack("<%d%s" % (len(values), code), *[float(v) for v in values])
    raise ValueError(f"DenseElementsAttr.get: unsupported element type {element_type}")


def _infer_element_type(flat, ctx):
    if flat and all(isinstance(v, bool) for v in flat):
        return _types.IntegerType.get_signless(1, context=ctx)
    if all(isinstance(v, int) for v in flat):
        return _types.IntegerType.get_signless(64, context=ctx)
    return _types.F64Type.get(context=ctx)


class DenseElementsAttr(_ConcreteAttr):
    """`dense<...>` of a tensor or vector type: every element stored."""

    __slots__ = ()
    _isa = "mlirAttributeIsADenseElements"
    _typeid_fn = "mlirDenseIntOrFPElementsAttrGetTypeID"

    @staticmethod
    def get(array, signless=True, type=None, shape=None, context=None):
        """Creates a dense elements attribute.

        `array` is an object with the buffer protocol (array.array,
        memoryview, numpy arrays...): its format gives the element type
        (signless integers by default) unless `type` names one, and its
        shape (or `shape`) the tensor shape. Beyond upstream, `array` may
        also be a (nested) Python list of numbers, with `type` an element
        type or a full shaped type (default: i1, i64 or f64 from the
        values), or a list of Attributes with `type` the shaped type
        (upstream's list overload).
        """
        if isinstance(array, (list, tuple)):
            if array and all(isinstance(a, Attribute) for a in array):
                return DenseElementsAttr._from_attributes(array, type, context)
            return DenseElementsAttr._from_list(array, type, shape, context)
        return DenseElementsAttr._from_buffer(array, signless, type, shape, context)

    @staticmethod
    def _from_attributes(attrs, type, context):
        if type is None or not _types.ShapedType.isinstance(type):
            raise ValueError("DenseElementsAttr.get from attributes needs `type`, a shaped type")
        n, array = _attr_array(attrs)
        handle = _c.mlirDenseElementsAttrGet(type._get(), n, array)
        if not handle.ptr:
            raise ValueError(f"Invalid attributes for a dense elements attribute of type {type}")
        return _attr(type._ctx, handle)

    @staticmethod
    def _shaped(ctx, element_type, shape):
        return _types.RankedTensorType.get(shape, element_type)

    @staticmethod
    def _from_list(values, type, shape, context):
        flat, found_shape = _flatten(values)
        if type is not None and _types.ShapedType.isinstance(type):
            shaped = _types.ShapedType(type)
            ctx = type._ctx
        else:
            ctx = type._ctx if type is not None else _resolve_context(context)
            element_type = type if type is not None else _infer_element_type(flat, ctx)
            shaped = DenseElementsAttr._shaped(
                ctx, element_type, shape if shape is not None else found_shape)
        element_type = shaped.element_type
        count = math.prod(shaped.shape) if shaped.has_rank else len(flat)
        if len(flat) != count and len(flat) != 1:
            raise ValueError(
                f"DenseElementsAttr.get: {len(flat)} values for a type of {count} elements")
        data = _pack_elements(flat, element_type)
        if data is None:
            ints = (_capi.c_int * len(flat))(*[1 if v else 0 for v in flat])
            handle = _c.mlirDenseElementsAttrBoolGet(shaped._get(), len(flat), ints)
        else:
            handle = _c.mlirDenseElementsAttrRawBufferGet(shaped._get(), len(data), data)
        if not handle.ptr:
            raise ValueError(f"Invalid values for a dense elements attribute of type {shaped}")
        return _attr(ctx, handle)

    @staticmethod
    def _from_buffer(obj, signless, type, shape, context):
        try:
            view = memoryview(obj)
        except TypeError:
            raise TypeError(
                "DenseElementsAttr.get expects a buffer (array.array, memoryview, numpy "
                f"array...) or a list, got {obj.__class__.__name__}") from None
        fmt = view.format.lstrip("@=<")
        if fmt not in _FORMATS:
            raise ValueError(f"DenseElementsAttr.get: unsupported buffer format '{view.format}'")
        kind, width = _FORMATS[fmt]
        if width == 64 and fmt in "lL" and view.itemsize == 4:
            width = 32
        ctx = type._ctx if type is not None else _resolve_context(context)
        if type is not None and _types.ShapedType.isinstance(type):
            shaped = _types.ShapedType(type)
        else:
            element_type = type if type is not None else _element_type_for(kind, width, signless,
                                                                            ctx)
            dims = list(shape) if shape is not None else list(view.shape)
            shaped = DenseElementsAttr._shaped(ctx, element_type, dims)
        if kind == "b":
            flat = view.cast("B").tolist() if view.ndim else [view.cast("B")[0]]
            ints = (_capi.c_int * len(flat))(*[1 if v else 0 for v in flat])
            handle = _c.mlirDenseElementsAttrBoolGet(shaped._get(), len(flat), ints)
        else:
            data = view.tobytes()
            handle = _c.mlirDenseElementsAttrRawBufferGet(shaped._get(), len(data), data)
        if not handle.ptr:
            raise ValueError(f"The buffer does not match the type {shaped}")
        return _attr(ctx, handle)

    @staticmethod
    def get_splat(shaped_type, element_attr):
        """Creates a splat: every element of `shaped_type` is `element_attr`."""
        if not _types.ShapedType.isinstance(shaped_type) or not shaped_type.has_static_shape:
            raise ValueError(f"Expected a static ShapedType for the shaped_type parameter: "
                             f"{shaped_type}")
        if _types.ShapedType(shaped_type).element_type != element_attr.type:
            raise ValueError(
                f"Shaped element type and attribute type must be equal: shaped={shaped_type}, "
                f"element={element_attr}")
        return _attr(shaped_type._ctx,
                     _c.mlirDenseElementsAttrSplatGet(shaped_type._get(), element_attr._get()))

    @property
    def is_splat(self):
        return bool(_c.mlirDenseElementsAttrIsSplat(self._get()))

    def get_splat_value(self):
        if not self.is_splat:
            raise ValueError("get_splat_value called on a non-splat attribute")
        return _attr(self._ctx, _c.mlirDenseElementsAttrGetSplatValue(self._get()))

    def __len__(self):
        return _c.mlirElementsAttrGetNumElements(self._get())

    @property
    def _element_type(self):
        return _types.ShapedType(self.type).element_type

    def _check_index(self, index):
        n = len(self)
        index = operator.index(index)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("DenseElementsAttr index out of range")
        return index

    def __getitem__(self, index):
        return self._element(self._check_index(index))

    def _element(self, index):
        et = self._element_type
        if _types.IntegerType.isinstance(et) or _types.IndexType.isinstance(et):
            return DenseIntElementsAttr._int_at(self, et, index)
        if _types.FloatType.isinstance(et):
            return DenseFPElementsAttr._float_at(self, et, index)
        raise ValueError(f"cannot read elements of type {et} as Python values")

    def to_list(self):
        """The elements as a flat list of Python values (beyond upstream)."""
        return [self._element(i) for i in range(len(self))]


class DenseIntElementsAttr(DenseElementsAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsADenseIntElements"

    @staticmethod
    def _int_at(attr, element_type, index):
        handle = attr._get()
        if _types.IndexType.isinstance(element_type):
            return _c.mlirDenseElementsAttrGetInt64Value(handle, index)
        it = _types.IntegerType(element_type)
        width = it.width
        if width == 1:
            return bool(_c.mlirDenseElementsAttrGetBoolValue(handle, index))
        if width not in (8, 16, 32, 64):
            raise ValueError(f"Unsupported integer type {it}")
        unsigned = "U" if it.is_unsigned else ""
        return getattr(_c, f"mlirDenseElementsAttrGet{unsigned}Int{width}Value")(handle, index)


class DenseFPElementsAttr(DenseElementsAttr):
    __slots__ = ()
    _isa = "mlirAttributeIsADenseFPElements"

    @staticmethod
    def _float_at(attr, element_type, index):
        handle = attr._get()
        if _types.F32Type.isinstance(element_type):
            return _c.mlirDenseElementsAttrGetFloatValue(handle, index)
        if _types.F64Type.isinstance(element_type):
            return _c.mlirDenseElementsAttrGetDoubleValue(handle, index)
        width = _types.FloatType(element_type).width
        if width != 16:
            raise ValueError(f"Unsupported float type {element_type}")
        raw = _c.mlirDenseElementsAttrGetRawData(handle)
        pos = 0 if attr.is_splat else index
        bits = _capi.ctypes.cast(raw, _capi.POINTER(_capi.c_uint16))[pos]
        if _types.BF16Type.isinstance(element_type):
            return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
        return struct.unpack("<e", struct.pack("<H", bits))[0]


class DenseResourceElementsAttr(_ConcreteAttr):
    """Resource-backed elements: recognized, but mlirc cannot create them."""

    __slots__ = ()
    _isa = "mlirAttributeIsADenseResourceElements"


def _dense_caster(attr):
    """DenseIntOrFPElementsAttr's TypeID covers both: pick by element type."""
    for cls in (DenseIntElementsAttr, DenseFPElementsAttr):
        if cls.isinstance(attr):
            return cls(attr)
    return DenseElementsAttr(attr)


def _dense_array_caster(attr):
    for cls in _DENSE_ARRAYS:
        if cls.isinstance(attr):
            return cls(attr)
    return attr


def _register_casters():
    for name in __all__:
        cls = globals()[name]
        cls.__module__ = "mlir.ir"
        fn = cls.__dict__.get("_typeid_fn")
        if fn is not None and cls not in _DENSE_ARRAYS and cls is not DenseElementsAttr:
            _globals._type_casters[getattr(_c, fn)().ptr] = cls
    _globals._type_casters[_c.mlirDenseIntOrFPElementsAttrGetTypeID().ptr] = _dense_caster
    _globals._type_casters[_c.mlirDenseArrayAttrGetTypeID().ptr] = _dense_array_caster


_register_casters()
del _array
