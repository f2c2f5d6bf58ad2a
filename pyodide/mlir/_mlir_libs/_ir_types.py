"""The builtin types of mlir.ir (IntegerType, FloatType and its kinds,
ShapedType and the tensor, vector and memref types, FunctionType, ...).

Each class casts an existing Type (`IntegerType(t)`, ValueError when `t` is
another kind), checks one (`IntegerType.isinstance(t)`), builds one with
static `get*` methods, and registers itself as the caster of its TypeID so
`Type.maybe_downcast()` returns it. Imported by mlir.ir, which re-exports
everything here; the C calls are those of mlir-c/BuiltinTypes.h.
"""

import operator

from .. import ir as _ir
from ..ir import (
    Location,
    MLIRError,
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

__all__ = [
    "BF16Type",
    "ComplexType",
    "F16Type",
    "F32Type",
    "F64Type",
    "Float4E2M1FNType",
    "Float6E2M3FNType",
    "Float6E3M2FNType",
    "Float8E3M4Type",
    "Float8E4M3B11FNUZType",
    "Float8E4M3FNType",
    "Float8E4M3FNUZType",
    "Float8E4M3Type",
    "Float8E5M2FNUZType",
    "Float8E5M2Type",
    "Float8E8M0FNUType",
    "FloatTF32Type",
    "FloatType",
    "FunctionType",
    "IndexType",
    "IntegerType",
    "MemRefType",
    "NoneType",
    "OpaqueType",
    "RankedTensorType",
    "ShapedType",
    "TupleType",
    "UnrankedMemRefType",
    "UnrankedTensorType",
    "VectorType",
]


class _ConcreteType(_Kinds, Type):
    """Every concrete type class: casting (Type's constructor), isinstance
    and TypeIDs (`_Kinds`). Subclasses name their C predicate (`_isa`) and,
    when the kind has one, their TypeID getter (`_typeid_fn`).
    """

    __slots__ = ()

    @classmethod
    def _make(cls, ctx, handle):
        return cls._wrap(ctx, handle)


def _checked(ctx, what, make):
    """Calls `make()` (a C constructor) capturing errors; MLIRError if it fails."""
    with _ErrorCapture(ctx) as capture:
        handle = make()
    if not handle.ptr:
        raise MLIRError(what, capture.errors)
    return handle


def _loc_for(loc, ctx):
    """`loc`, or the current location, or an unknown one in `ctx`."""
    if loc is not None:
        return loc
    return Location.current or Location.unknown(context=ctx)


def _i64_array(values):
    values = [operator.index(v) for v in values]
    return len(values), (_capi.c_int64 * len(values))(*values)


class IntegerType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsAInteger"
    _typeid_fn = "mlirIntegerTypeGetTypeID"

    SIGNLESS, SIGNED, UNSIGNED = 0, 1, 2

    @staticmethod
    def get_signless(width, context=None):
        """Creates a signless integer type (`i<width>`)."""
        ctx = _resolve_context(context)
        return IntegerType._wrap(ctx, _c.mlirIntegerTypeGet(ctx._get(), width))

    @staticmethod
    def get_signed(width, context=None):
        """Creates a signed integer type (`si<width>`)."""
        ctx = _resolve_context(context)
        return IntegerType._wrap(ctx, _c.mlirIntegerTypeSignedGet(ctx._get(), width))

    @staticmethod
    def get_unsigned(width, context=None):
        """Creates an unsigned integer type (`ui<width>`)."""
        ctx = _resolve_context(context)
        return IntegerType._wrap(ctx, _c.mlirIntegerTypeUnsignedGet(ctx._get(), width))

    @property
    def width(self):
        return _c.mlirIntegerTypeGetWidth(self._get())

    @property
    def is_signless(self):
        return bool(_c.mlirIntegerTypeIsSignless(self._get()))

    @property
    def is_signed(self):
        return bool(_c.mlirIntegerTypeIsSigned(self._get()))

    @property
    def is_unsigned(self):
        return bool(_c.mlirIntegerTypeIsUnsigned(self._get()))

    @property
    def signedness(self):
        if self.is_signless:
            return IntegerType.SIGNLESS
        return IntegerType.SIGNED if self.is_signed else IntegerType.UNSIGNED


class IndexType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsAIndex"
    _typeid_fn = "mlirIndexTypeGetTypeID"

    @staticmethod
    def get(context=None):
        ctx = _resolve_context(context)
        return IndexType._wrap(ctx, _c.mlirIndexTypeGet(ctx._get()))


class FloatType(_ConcreteType):
    """Any floating-point type; its kinds below are subclasses."""

    __slots__ = ()
    _isa = "mlirTypeIsAFloat"

    @property
    def width(self):
        return _c.mlirFloatTypeGetWidth(self._get())


def _float_kind(name, isa, typeid_fn, get_fn, doc):
    @staticmethod
    def get(context=None):
        ctx = _resolve_context(context)
        return cls._wrap(ctx, getattr(_c, get_fn)(ctx._get()))

    get.__func__.__doc__ = f"Creates a {doc} type."
    cls = type(name, (FloatType,), {
        "__slots__": (), "__doc__": f"The {doc} type.", "_isa": isa, "_typeid_fn": typeid_fn,
        "get": get, "__module__": "mlir.ir",
    })
    return cls


F16Type = _float_kind("F16Type", "mlirTypeIsAF16", "mlirFloat16TypeGetTypeID", "mlirF16TypeGet",
                      "f16")
F32Type = _float_kind("F32Type", "mlirTypeIsAF32", "mlirFloat32TypeGetTypeID", "mlirF32TypeGet",
                      "f32")
F64Type = _float_kind("F64Type", "mlirTypeIsAF64", "mlirFloat64TypeGetTypeID", "mlirF64TypeGet",
                      "f64")
BF16Type = _float_kind("BF16Type", "mlirTypeIsABF16", "mlirBFloat16TypeGetTypeID",
                       "mlirBF16TypeGet", "bf16")
FloatTF32Type = _float_kind("FloatTF32Type", "mlirTypeIsATF32", "mlirFloatTF32TypeGetTypeID",
                            "mlirTF32TypeGet", "tf32")
Float4E2M1FNType = _float_kind("Float4E2M1FNType", "mlirTypeIsAFloat4E2M1FN",
                               "mlirFloat4E2M1FNTypeGetTypeID", "mlirFloat4E2M1FNTypeGet",
                               "f4E2M1FN")
Float6E2M3FNType = _float_kind("Float6E2M3FNType", "mlirTypeIsAFloat6E2M3FN",
                               "mlirFloat6E2M3FNTypeGetTypeID", "mlirFloat6E2M3FNTypeGet",
                               "f6E2M3FN")
Float6E3M2FNType = _float_kind("Float6E3M2FNType", "mlirTypeIsAFloat6E3M2FN",
                               "mlirFloat6E3M2FNTypeGetTypeID", "mlirFloat6E3M2FNTypeGet",
                               "f6E3M2FN")
Float8E5M2Type = _float_kind("Float8E5M2Type", "mlirTypeIsAFloat8E5M2",
                             "mlirFloat8E5M2TypeGetTypeID", "mlirFloat8E5M2TypeGet", "f8E5M2")
Float8E4M3Type = _float_kind("Float8E4M3Type", "mlirTypeIsAFloat8E4M3",
                             "mlirFloat8E4M3TypeGetTypeID", "mlirFloat8E4M3TypeGet", "f8E4M3")
Float8E4M3FNType = _float_kind("Float8E4M3FNType", "mlirTypeIsAFloat8E4M3FN",
                               "mlirFloat8E4M3FNTypeGetTypeID", "mlirFloat8E4M3FNTypeGet",
                               "f8E4M3FN")
Float8E5M2FNUZType = _float_kind("Float8E5M2FNUZType", "mlirTypeIsAFloat8E5M2FNUZ",
                                 "mlirFloat8E5M2FNUZTypeGetTypeID", "mlirFloat8E5M2FNUZTypeGet",
                                 "f8E5M2FNUZ")
Float8E4M3FNUZType = _float_kind("Float8E4M3FNUZType", "mlirTypeIsAFloat8E4M3FNUZ",
                                 "mlirFloat8E4M3FNUZTypeGetTypeID", "mlirFloat8E4M3FNUZTypeGet",
                                 "f8E4M3FNUZ")
Float8E4M3B11FNUZType = _float_kind("Float8E4M3B11FNUZType", "mlirTypeIsAFloat8E4M3B11FNUZ",
                                    "mlirFloat8E4M3B11FNUZTypeGetTypeID",
                                    "mlirFloat8E4M3B11FNUZTypeGet", "f8E4M3B11FNUZ")
Float8E3M4Type = _float_kind("Float8E3M4Type", "mlirTypeIsAFloat8E3M4",
                             "mlirFloat8E3M4TypeGetTypeID", "mlirFloat8E3M4TypeGet", "f8E3M4")
Float8E8M0FNUType = _float_kind("Float8E8M0FNUType", "mlirTypeIsAFloat8E8M0FNU",
                                "mlirFloat8E8M0FNUTypeGetTypeID", "mlirFloat8E8M0FNUTypeGet",
                                "f8E8M0FNU")


class NoneType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsANone"
    _typeid_fn = "mlirNoneTypeGetTypeID"

    @staticmethod
    def get(context=None):
        ctx = _resolve_context(context)
        return NoneType._wrap(ctx, _c.mlirNoneTypeGet(ctx._get()))


class ComplexType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsAComplex"
    _typeid_fn = "mlirComplexTypeGetTypeID"

    @staticmethod
    def get(element_type):
        """Creates a complex type of an integer or float `element_type`."""
        if not (IntegerType.isinstance(element_type) or FloatType.isinstance(element_type)):
            raise ValueError(
                f"invalid '{element_type}' and expected floating point or integer type.")
        return ComplexType._wrap(element_type._ctx, _c.mlirComplexTypeGet(element_type._get()))

    @property
    def element_type(self):
        return Type._wrap(self._ctx, _c.mlirComplexTypeGetElementType(self._get())).maybe_downcast()


class ShapedType(_ConcreteType):
    """Tensors, vectors and memrefs: an element type and a (maybe unknown) shape."""

    __slots__ = ()
    _isa = "mlirTypeIsAShaped"

    @property
    def element_type(self):
        return Type._wrap(self._ctx, _c.mlirShapedTypeGetElementType(self._get())).maybe_downcast()

    @property
    def has_rank(self):
        return bool(_c.mlirShapedTypeHasRank(self._get()))

    def _require_rank(self):
        if not self.has_rank:
            raise ValueError("calling this method requires that the type has a rank.")

    @property
    def rank(self):
        self._require_rank()
        return _c.mlirShapedTypeGetRank(self._get())

    @property
    def has_static_shape(self):
        return bool(_c.mlirShapedTypeHasStaticShape(self._get()))

    def is_dynamic_dim(self, dim):
        self._require_rank()
        self._check_dim(dim)
        return bool(_c.mlirShapedTypeIsDynamicDim(self._get(), dim))

    def is_static_dim(self, dim):
        self._require_rank()
        self._check_dim(dim)
        return bool(_c.mlirShapedTypeIsStaticDim(self._get(), dim))

    def get_dim_size(self, dim):
        self._require_rank()
        self._check_dim(dim)
        return _c.mlirShapedTypeGetDimSize(self._get(), dim)

    def _check_dim(self, dim):
        if not 0 <= dim < self.rank:
            raise ValueError(f"dimension {dim} out of range for a type of rank {self.rank}")

    @property
    def shape(self):
        self._require_rank()
        handle = self._get()
        return [_c.mlirShapedTypeGetDimSize(handle, i) for i in range(self.rank)]

    @staticmethod
    def is_dynamic_size(dim_size):
        return bool(_c.mlirShapedTypeIsDynamicSize(dim_size))

    @staticmethod
    def is_static_size(dim_size):
        return bool(_c.mlirShapedTypeIsStaticSize(dim_size))

    @staticmethod
    def get_dynamic_size():
        return _c.mlirShapedTypeGetDynamicSize()

    @staticmethod
    def is_dynamic_stride_or_offset(value):
        return bool(_c.mlirShapedTypeIsDynamicStrideOrOffset(value))

    @staticmethod
    def is_static_stride_or_offset(value):
        return bool(_c.mlirShapedTypeIsStaticStrideOrOffset(value))

    @staticmethod
    def get_dynamic_stride_or_offset():
        return _c.mlirShapedTypeGetDynamicStrideOrOffset()


class VectorType(ShapedType):
    __slots__ = ()
    _isa = "mlirTypeIsAVector"
    _typeid_fn = "mlirVectorTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, *, scalable=None, scalable_dims=None, loc=None):
        """Creates a vector type; `scalable` (one bool per dim) or
        `scalable_dims` (indices) mark scalable dimensions."""
        if scalable is not None and scalable_dims is not None:
            raise ValueError("'scalable' and 'scalable_dims' kwargs are mutually exclusive.")
        ctx = element_type._ctx
        loc = _loc_for(loc, ctx)
        rank, dims = _i64_array(shape)
        if scalable_dims is not None:
            flags = [False] * rank
            for d in scalable_dims:
                if not 0 <= d < rank:
                    raise ValueError("Scalable dimension index out of bounds.")
                flags[d] = True
            scalable = flags
        if scalable is not None:
            scalable = [bool(x) for x in scalable]
            if len(scalable) != rank:
                raise ValueError("Expected len(scalable) == len(shape).")
            flags = (_capi.c_bool * rank)(*scalable)
            handle = _checked(ctx, "Invalid type", lambda: _c.mlirVectorTypeGetScalableChecked(
                loc._get(), rank, dims, flags, element_type._get()))
        else:
            handle = _checked(ctx, "Invalid type", lambda: _c.mlirVectorTypeGetChecked(
                loc._get(), rank, dims, element_type._get()))
        return VectorType._wrap(ctx, handle)

    @property
    def scalable(self):
        return bool(_c.mlirVectorTypeIsScalable(self._get()))

    @property
    def scalable_dims(self):
        handle = self._get()
        return [bool(_c.mlirVectorTypeIsDimScalable(handle, i)) for i in range(self.rank)]


class RankedTensorType(ShapedType):
    __slots__ = ()
    _isa = "mlirTypeIsARankedTensor"
    _typeid_fn = "mlirRankedTensorTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, encoding=None, loc=None):
        """Creates `tensor<shape x element_type>` (MLIRError if invalid)."""
        ctx = element_type._ctx
        loc = _loc_for(loc, ctx)
        rank, dims = _i64_array(shape)
        enc = encoding._get() if encoding is not None else _capi.MlirAttribute()
        handle = _checked(ctx, "Invalid type", lambda: _c.mlirRankedTensorTypeGetChecked(
            loc._get(), rank, dims, element_type._get(), enc))
        return RankedTensorType._wrap(ctx, handle)

    @property
    def encoding(self):
        handle = _c.mlirRankedTensorTypeGetEncoding(self._get())
        if not handle.ptr:
            return None
        return _ir.Attribute._wrap(self._ctx, handle).maybe_downcast()


class UnrankedTensorType(ShapedType):
    __slots__ = ()
    _isa = "mlirTypeIsAUnrankedTensor"
    _typeid_fn = "mlirUnrankedTensorTypeGetTypeID"

    @staticmethod
    def get(element_type, loc=None):
        ctx = element_type._ctx
        loc = _loc_for(loc, ctx)
        handle = _checked(ctx, "Invalid type", lambda: _c.mlirUnrankedTensorTypeGetChecked(
            loc._get(), element_type._get()))
        return UnrankedTensorType._wrap(ctx, handle)


class MemRefType(ShapedType):
    __slots__ = ()
    _isa = "mlirTypeIsAMemRef"
    _typeid_fn = "mlirMemRefTypeGetTypeID"

    @staticmethod
    def get(shape, element_type, layout=None, memory_space=None, loc=None):
        """Creates `memref<shape x element_type, layout, memory_space>`."""
        ctx = element_type._ctx
        loc = _loc_for(loc, ctx)
        rank, dims = _i64_array(shape)
        lay = layout._get() if layout is not None else _capi.MlirAttribute()
        space = memory_space._get() if memory_space is not None else _capi.MlirAttribute()
        handle = _checked(ctx, "Invalid type", lambda: _c.mlirMemRefTypeGetChecked(
            loc._get(), element_type._get(), rank, dims, lay, space))
        return MemRefType._wrap(ctx, handle)

    @property
    def layout(self):
        return _ir.Attribute._wrap(self._ctx, _c.mlirMemRefTypeGetLayout(self._get())).maybe_downcast()

    @property
    def affine_map(self):
        from ._ir_affine import AffineMap
        return AffineMap._wrap(self._ctx, _c.mlirMemRefTypeGetAffineMap(self._get()))

    @property
    def memory_space(self):
        handle = _c.mlirMemRefTypeGetMemorySpace(self._get())
        if not handle.ptr:
            return None
        return _ir.Attribute._wrap(self._ctx, handle).maybe_downcast()

    def get_strides_and_offset(self):
        """(strides, offset) of the layout (ValueError if not strided)."""
        rank = self.rank
        strides = (_capi.c_int64 * max(rank, 1))()
        offset = _capi.c_int64()
        if not _c.mlirMemRefTypeGetStridesAndOffset(self._get(), strides, _capi.ctypes.byref(offset)):
            raise ValueError("Failed to extract strides and offset from memref.")
        return [strides[i] for i in range(rank)], offset.value


class UnrankedMemRefType(ShapedType):
    __slots__ = ()
    _isa = "mlirTypeIsAUnrankedMemRef"
    _typeid_fn = "mlirUnrankedMemRefTypeGetTypeID"

    @staticmethod
    def get(element_type, memory_space, loc=None):
        ctx = element_type._ctx
        loc = _loc_for(loc, ctx)
        space = memory_space._get() if memory_space is not None else _capi.MlirAttribute()
        handle = _checked(ctx, "Invalid type", lambda: _c.mlirUnrankedMemRefTypeGetChecked(
            loc._get(), element_type._get(), space))
        return UnrankedMemRefType._wrap(ctx, handle)

    @property
    def memory_space(self):
        handle = _c.mlirUnrankedMemrefGetMemorySpace(self._get())
        if not handle.ptr:
            return None
        return _ir.Attribute._wrap(self._ctx, handle).maybe_downcast()


def _type_array(types):
    types = list(types)
    for t in types:
        if not isinstance(t, Type):
            raise TypeError(f"expected a Type, got {type(t).__name__}")
    return len(types), (_capi.MlirType * len(types))(*[t._get() for t in types])


class TupleType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsATuple"
    _typeid_fn = "mlirTupleTypeGetTypeID"

    @staticmethod
    def get_tuple(elements, context=None):
        ctx = _resolve_context(context)
        n, array = _type_array(elements)
        return TupleType._wrap(ctx, _c.mlirTupleTypeGet(ctx._get(), n, array))

    def get_type(self, pos):
        if not 0 <= pos < self.num_types:
            raise IndexError("tuple element index out of range")
        return Type._wrap(self._ctx, _c.mlirTupleTypeGetType(self._get(), pos)).maybe_downcast()

    @property
    def num_types(self):
        return _c.mlirTupleTypeGetNumTypes(self._get())


class FunctionType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsAFunction"
    _typeid_fn = "mlirFunctionTypeGetTypeID"

    @staticmethod
    def get(inputs, results, context=None):
        """Creates `(inputs) -> results`."""
        ctx = _resolve_context(context)
        n_in, ins = _type_array(inputs)
        n_out, outs = _type_array(results)
        return FunctionType._wrap(ctx, _c.mlirFunctionTypeGet(ctx._get(), n_in, ins, n_out, outs))

    @property
    def inputs(self):
        handle = self._get()
        return [Type._wrap(self._ctx, _c.mlirFunctionTypeGetInput(handle, i)).maybe_downcast()
                for i in range(_c.mlirFunctionTypeGetNumInputs(handle))]

    @property
    def results(self):
        handle = self._get()
        return [Type._wrap(self._ctx, _c.mlirFunctionTypeGetResult(handle, i)).maybe_downcast()
                for i in range(_c.mlirFunctionTypeGetNumResults(handle))]


class OpaqueType(_ConcreteType):
    __slots__ = ()
    _isa = "mlirTypeIsAOpaque"
    _typeid_fn = "mlirOpaqueTypeGetTypeID"

    @staticmethod
    def get(dialect_namespace, buffer, context=None):
        """Creates `!namespace<buffer>` for a dialect that is not loaded."""
        ctx = _resolve_context(context)
        return OpaqueType._wrap(
            ctx, _c.mlirOpaqueTypeGet(ctx._get(), _sref(dialect_namespace), _sref(buffer)))

    @property
    def dialect_namespace(self):
        return _str_from_ref(_c.mlirOpaqueTypeGetDialectNamespace(self._get()))

    @property
    def data(self):
        return _str_from_ref(_c.mlirOpaqueTypeGetData(self._get()))


def _register_casters():
    for name in __all__:
        cls = globals()[name]
        cls.__module__ = "mlir.ir"
        if cls._typeid_fn is not None:
            _globals._type_casters[getattr(_c, cls._typeid_fn)().ptr] = cls


_register_casters()
