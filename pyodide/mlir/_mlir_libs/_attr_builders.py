"""Attribute builders for the ODS attribute kinds of builtin attributes, so
generated op classes accept Python values (`foo.Op(30)` for an I32Attr
operand): registered in mlir.ir's AttrBuilder when mlir.ir is imported.

Each builder is `fn(value, context) -> Attribute`. Element attributes are
built from (nested) Python lists, so no numpy is needed.
"""

from ..ir import (
    AffineMapAttr,
    ArrayAttr,
    AttrBuilder,
    BoolAttr,
    DenseBoolArrayAttr,
    DenseElementsAttr,
    DenseF32ArrayAttr,
    DenseF64ArrayAttr,
    DenseI8ArrayAttr,
    DenseI16ArrayAttr,
    DenseI32ArrayAttr,
    DenseI64ArrayAttr,
    DictAttr,
    F64Type,
    FlatSymbolRefAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerSetAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)


def _integer(make_type, width):
    return lambda x, context: IntegerAttr.get(make_type(width, context=context), x)


def _array_of(element_builder):
    return lambda x, context: ArrayAttr.get([element_builder(v, context) for v in x],
                                            context=context)


def _symbol_ref(x, context):
    if isinstance(x, list):
        return SymbolRefAttr.get(x, context=context)
    return FlatSymbolRefAttr.get(x, context=context)


def _elements(make_type):
    return lambda x, context: DenseElementsAttr.get(list(x), type=make_type(context),
                                                    context=context)


_SCALARS = {
    "AffineMapAttr": lambda x, context: AffineMapAttr.get(x),
    "IntegerSetAttr": lambda x, context: IntegerSetAttr.get(x),
    "BoolAttr": lambda x, context: BoolAttr.get(x, context=context),
    "DictionaryAttr": lambda x, context: DictAttr.get(x, context=context),
    "IndexAttr": lambda x, context: IntegerAttr.get(IndexType.get(context=context), x),
    "F32Attr": lambda x, context: FloatAttr.get_f32(x, context=context),
    "F64Attr": lambda x, context: FloatAttr.get_f64(x, context=context),
    "StrAttr": lambda x, context: StringAttr.get(x, context=context),
    "SymbolNameAttr": lambda x, context: StringAttr.get(x, context=context),
    "SymbolRefAttr": _symbol_ref,
    "FlatSymbolRefAttr": lambda x, context: FlatSymbolRefAttr.get(x, context=context),
    "UnitAttr": lambda x, context: UnitAttr.get(context=context) if x else None,
    "ArrayAttr": lambda x, context: ArrayAttr.get(x, context=context),
    "TypeAttr": lambda x, context: TypeAttr.get(x, context=context),
    "MemRefTypeAttr": lambda x, context: TypeAttr.get(x, context=context),
    "DenseBoolArrayAttr": lambda x, context: DenseBoolArrayAttr.get(x, context=context),
    "DenseI8ArrayAttr": lambda x, context: DenseI8ArrayAttr.get(x, context=context),
    "DenseI16ArrayAttr": lambda x, context: DenseI16ArrayAttr.get(x, context=context),
    "DenseI32ArrayAttr": lambda x, context: DenseI32ArrayAttr.get(x, context=context),
    "DenseI64ArrayAttr": lambda x, context: DenseI64ArrayAttr.get(x, context=context),
    "DenseF32ArrayAttr": lambda x, context: DenseF32ArrayAttr.get(x, context=context),
    "DenseF64ArrayAttr": lambda x, context: DenseF64ArrayAttr.get(x, context=context),
    "F64ElementsAttr": _elements(lambda c: F64Type.get(context=c)),
    "I32ElementsAttr": _elements(lambda c: IntegerType.get_signless(32, context=c)),
    "I64ElementsAttr": _elements(lambda c: IntegerType.get_signless(64, context=c)),
    "IndexElementsAttr": _elements(lambda c: IndexType.get(context=c)),
}
for _width in (1, 8, 16, 32, 64):
    _SCALARS[f"I{_width}Attr"] = _integer(IntegerType.get_signless, _width)
    _SCALARS[f"SI{_width}Attr"] = _integer(IntegerType.get_signed, _width)
    _SCALARS[f"UI{_width}Attr"] = _integer(IntegerType.get_unsigned, _width)

_ARRAYS = {
    "AffineMapArrayAttr": "AffineMapAttr",
    "BoolArrayAttr": "BoolAttr",
    "DictArrayAttr": "DictionaryAttr",
    "FlatSymbolRefArrayAttr": "FlatSymbolRefAttr",
    "I32ArrayAttr": "I32Attr",
    "I64ArrayAttr": "I64Attr",
    "I64SmallVectorArrayAttr": "I64Attr",
    "F32ArrayAttr": "F32Attr",
    "F64ArrayAttr": "F64Attr",
    "StrArrayAttr": "StrAttr",
    "SymbolRefArrayAttr": "SymbolRefAttr",
    "TypeArrayAttr": "TypeAttr",
}


def register_all():
    """Registers the builders (replacing none already registered)."""
    for kind, builder in _SCALARS.items():
        if not AttrBuilder.contains(kind):
            AttrBuilder.insert(kind, builder)
    for kind, element in _ARRAYS.items():
        if not AttrBuilder.contains(kind):
            AttrBuilder.insert(kind, _array_of(_SCALARS[element]))
    if not AttrBuilder.contains("IndexListArrayAttr"):
        AttrBuilder.insert("IndexListArrayAttr", _array_of(_array_of(_SCALARS["I64Attr"])))
