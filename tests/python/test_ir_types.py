"""The builtin type classes: get, isinstance, casting (ValueError when the
kind differs), properties, TypeIDs and maybe_downcast."""

import unittest

from mlir import ir
from mlir.ir import (
    AffineMap,
    BF16Type,
    ComplexType,
    Context,
    F16Type,
    F32Type,
    F64Type,
    FloatType,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    Location,
    MemRefType,
    MLIRError,
    NoneType,
    OpaqueType,
    RankedTensorType,
    ShapedType,
    StridedLayoutAttr,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)

FLOAT_KINDS = {
    "F16Type": "f16", "F32Type": "f32", "F64Type": "f64", "BF16Type": "bf16",
    "FloatTF32Type": "tf32", "Float4E2M1FNType": "f4E2M1FN", "Float6E2M3FNType": "f6E2M3FN",
    "Float6E3M2FNType": "f6E3M2FN", "Float8E5M2Type": "f8E5M2", "Float8E4M3Type": "f8E4M3",
    "Float8E4M3FNType": "f8E4M3FN", "Float8E5M2FNUZType": "f8E5M2FNUZ",
    "Float8E4M3FNUZType": "f8E4M3FNUZ", "Float8E4M3B11FNUZType": "f8E4M3B11FNUZ",
    "Float8E3M4Type": "f8E3M4", "Float8E8M0FNUType": "f8E8M0FNU",
}


class _Types(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.ctx.__enter__()

    def tearDown(self):
        self.ctx.__exit__(None, None, None)


class IntegerTypeTest(_Types):
    def test_signedness_and_width(self):
        for t, text, signless, signed, unsigned in (
                (IntegerType.get_signless(7), "i7", True, False, False),
                (IntegerType.get_signed(16), "si16", False, True, False),
                (IntegerType.get_unsigned(64), "ui64", False, False, True)):
            self.assertEqual(str(t), text)
            self.assertEqual((t.is_signless, t.is_signed, t.is_unsigned),
                             (signless, signed, unsigned))
        self.assertEqual(IntegerType.get_signless(7).width, 7)

    def test_cast_and_isinstance(self):
        t = Type.parse("i32")
        self.assertTrue(IntegerType.isinstance(t))
        self.assertFalse(IndexType.isinstance(t))
        self.assertEqual(IntegerType(t).width, 32)
        with self.assertRaises(ValueError) as cm:
            IntegerType(Type.parse("f32"))
        self.assertEqual(str(cm.exception), "Cannot cast type to IntegerType (from F32Type(f32))")
        with self.assertRaises(TypeError):
            IntegerType("i32")

    def test_repr_and_downcast(self):
        t = Type(Type.parse("i1"))
        self.assertEqual(repr(t), "Type(i1)")
        self.assertEqual(repr(t.maybe_downcast()), "IntegerType(i1)")
        self.assertIsInstance(t.maybe_downcast(), IntegerType)

    def test_static_typeid(self):
        self.assertEqual(IntegerType.static_typeid, IntegerType.get_signless(8).typeid)
        self.assertNotEqual(IntegerType.static_typeid, IndexType.static_typeid)
        self.assertEqual(hash(IntegerType.static_typeid), hash(Type.parse("i64").typeid))


class FloatTypeTest(_Types):
    def test_every_float_kind(self):
        for name, text in FLOAT_KINDS.items():
            cls = getattr(ir, name)
            t = cls.get()
            self.assertEqual(str(t), text, name)
            self.assertTrue(cls.isinstance(t), name)
            self.assertTrue(FloatType.isinstance(t), name)
            self.assertIs(type(Type.parse(text).maybe_downcast()), cls, name)
            self.assertEqual(repr(t), f"{name}({text})")

    def test_widths(self):
        self.assertEqual([F16Type.get().width, BF16Type.get().width, F32Type.get().width,
                          F64Type.get().width], [16, 16, 32, 64])
        self.assertEqual(FloatType(Type.parse("f8E5M2")).width, 8)

    def test_float_kinds_do_not_cross_cast(self):
        with self.assertRaisesRegex(ValueError, "Cannot cast type to F32Type"):
            F32Type(F64Type.get())
        with self.assertRaisesRegex(ValueError, "Cannot cast type to FloatType"):
            FloatType(IndexType.get())


class SimpleTypesTest(_Types):
    def test_index_and_none(self):
        self.assertEqual(str(IndexType.get()), "index")
        self.assertEqual(str(NoneType.get()), "none")
        self.assertIsInstance(Type.parse("none").maybe_downcast(), NoneType)

    def test_complex(self):
        c = ComplexType.get(F32Type.get())
        self.assertEqual(str(c), "complex<f32>")
        self.assertEqual(repr(c.element_type), "F32Type(f32)")
        self.assertEqual(str(ComplexType.get(IntegerType.get_signless(8))), "complex<i8>")
        with self.assertRaisesRegex(ValueError, "expected floating point or integer type"):
            ComplexType.get(IndexType.get())

    def test_tuple(self):
        t = TupleType.get_tuple([IndexType.get(), F32Type.get()])
        self.assertEqual(str(t), "tuple<index, f32>")
        self.assertEqual(t.num_types, 2)
        self.assertIsInstance(t.get_type(1), F32Type)
        with self.assertRaises(IndexError):
            t.get_type(2)

    def test_function(self):
        i32 = IntegerType.get_signless(32)
        f = FunctionType.get([i32, IndexType.get()], [F32Type.get()])
        self.assertEqual(str(f), "(i32, index) -> f32")
        self.assertEqual([str(t) for t in f.inputs], ["i32", "index"])
        self.assertIsInstance(f.results[0], F32Type)
        self.assertEqual(str(FunctionType.get([], [])), "() -> ()")

    def test_opaque(self):
        t = OpaqueType.get("mydialect", "stuff<1>")
        self.assertEqual(str(t), "!mydialect.stuff<1>")
        self.assertEqual((t.dialect_namespace, t.data), ("mydialect", "stuff<1>"))

    def test_context_and_dialect(self):
        t = IndexType.get()
        self.assertIs(t.context, self.ctx)
        self.assertEqual(t.dialect, "builtin")

    def test_explicit_context(self):
        other = Context()
        t = IndexType.get(context=other)
        self.assertIs(t.context, other)
        self.assertNotEqual(t, IndexType.get())


class ShapedTypesTest(_Types):
    def test_ranked_tensor(self):
        dyn = ShapedType.get_dynamic_size()
        t = RankedTensorType.get([2, dyn], F32Type.get())
        self.assertEqual(str(t), "tensor<2x?xf32>")
        self.assertEqual(t.shape, [2, dyn])
        self.assertEqual((t.rank, t.has_rank, t.has_static_shape), (2, True, False))
        self.assertTrue(t.is_dynamic_dim(1))
        self.assertTrue(t.is_static_dim(0))
        self.assertEqual(t.get_dim_size(0), 2)
        self.assertTrue(ShapedType.is_dynamic_size(dyn))
        self.assertFalse(ShapedType.is_static_size(dyn))
        self.assertIsNone(t.encoding)
        self.assertIsInstance(t.element_type, F32Type)
        with self.assertRaisesRegex(ValueError, "dimension 5 out of range"):
            t.get_dim_size(5)

    def test_ranked_tensor_with_encoding(self):
        enc = IntegerAttr.get(IntegerType.get_signless(32), 1)
        t = RankedTensorType.get([4], IndexType.get(), encoding=enc)
        self.assertEqual(str(t), "tensor<4xindex, 1 : i32>")
        self.assertEqual(t.encoding, enc)

    def test_invalid_tensor_is_an_mlir_error(self):
        with self.assertRaises(MLIRError) as cm:
            RankedTensorType.get([-5], F32Type.get(), loc=Location.unknown())
        self.assertEqual(str(cm.exception.message), "Invalid type")
        self.assertIn("invalid tensor dimension size", cm.exception.error_diagnostics[0].message)

    def test_unranked_tensor_has_no_rank(self):
        t = UnrankedTensorType.get(F32Type.get())
        self.assertEqual(str(t), "tensor<*xf32>")
        self.assertFalse(t.has_rank)
        with self.assertRaisesRegex(ValueError, "requires that the type has a rank"):
            t.rank
        self.assertTrue(ShapedType.isinstance(t))

    def test_vector_scalable(self):
        f32 = F32Type.get()
        self.assertEqual(str(VectorType.get([2, 3], f32)), "vector<2x3xf32>")
        v = VectorType.get([2, 3], f32, scalable=[False, True])
        self.assertEqual(str(v), "vector<2x[3]xf32>")
        self.assertTrue(v.scalable)
        self.assertEqual(v.scalable_dims, [False, True])
        self.assertEqual(str(VectorType.get([4], f32, scalable_dims=[0])), "vector<[4]xf32>")
        with self.assertRaisesRegex(ValueError, "mutually exclusive"):
            VectorType.get([4], f32, scalable=[True], scalable_dims=[0])

    def test_memref_layouts(self):
        f32 = F32Type.get()
        m = MemRefType.get([4, 8], f32)
        self.assertEqual(str(m), "memref<4x8xf32>")
        self.assertEqual(str(m.layout), "affine_map<(d0, d1) -> (d0, d1)>")
        self.assertEqual(m.affine_map, AffineMap.get_identity(2))
        self.assertIsNone(m.memory_space)
        self.assertEqual(m.get_strides_and_offset(), ([8, 1], 0))
        strided = MemRefType.get([4, 8], f32, layout=StridedLayoutAttr.get(3, [16, 1]),
                                 memory_space=IntegerAttr.get(IntegerType.get_signless(64), 2))
        self.assertEqual(str(strided), "memref<4x8xf32, strided<[16, 1], offset: 3>, 2>")
        self.assertEqual(strided.get_strides_and_offset(), ([16, 1], 3))
        self.assertEqual(str(strided.memory_space), "2 : i64")

    def test_unranked_memref(self):
        t = UnrankedMemRefType.get(F32Type.get(), None)
        self.assertEqual(str(t), "memref<*xf32>")
        self.assertIsNone(t.memory_space)
        spaced = UnrankedMemRefType.get(F32Type.get(), IntegerAttr.get(
            IntegerType.get_signless(64), 1))
        self.assertEqual(str(spaced), "memref<*xf32, 1>")

    def test_shaped_downcasts(self):
        for text, cls in (("tensor<2xi8>", RankedTensorType), ("tensor<*xi8>", UnrankedTensorType),
                          ("vector<2xi8>", VectorType), ("memref<2xi8>", MemRefType),
                          ("memref<*xi8>", UnrankedMemRefType)):
            self.assertIs(type(Type.parse(text).maybe_downcast()), cls, text)
            self.assertTrue(ShapedType.isinstance(Type.parse(text)), text)


if __name__ == "__main__":
    unittest.main()
