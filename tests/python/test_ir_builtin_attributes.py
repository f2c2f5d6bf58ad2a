"""The builtin attribute classes: get, isinstance, casting, values, dense
arrays and dense elements from Python lists and from buffers."""

import array
import struct
import unittest

from mlir.ir import (
    AffineMap,
    AffineMapAttr,
    ArrayAttr,
    Attribute,
    BF16Type,
    BoolAttr,
    Context,
    DenseBoolArrayAttr,
    DenseElementsAttr,
    DenseF32ArrayAttr,
    DenseF64ArrayAttr,
    DenseFPElementsAttr,
    DenseI8ArrayAttr,
    DenseI16ArrayAttr,
    DenseI32ArrayAttr,
    DenseI64ArrayAttr,
    DenseIntElementsAttr,
    DenseResourceElementsAttr,
    DictAttr,
    F16Type,
    F32Type,
    F64Type,
    FlatSymbolRefAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerSet,
    IntegerSetAttr,
    IntegerType,
    MLIRError,
    NamedAttribute,
    OpaqueAttr,
    RankedTensorType,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
    VectorType,
)


class _Attrs(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.ctx.__enter__()
        self.i32 = IntegerType.get_signless(32)

    def tearDown(self):
        self.ctx.__exit__(None, None, None)


class ScalarAttrsTest(_Attrs):
    def test_integer(self):
        a = IntegerAttr.get(self.i32, 42)
        self.assertEqual(str(a), "42 : i32")
        self.assertEqual((a.value, int(a)), (42, 42))
        self.assertEqual(repr(a), "IntegerAttr(42 : i32)")
        self.assertEqual(str(a.type), "i32")
        self.assertEqual(IntegerAttr.get(IndexType.get(), -3).value, -3)

    def test_integer_signedness(self):
        self.assertEqual(IntegerAttr.get(IntegerType.get_signed(8), -1).value, -1)
        self.assertEqual(IntegerAttr.get(IntegerType.get_unsigned(64), 2**64 - 1).value,
                         2**64 - 1)
        self.assertEqual(str(IntegerAttr.get(IntegerType.get_unsigned(8), 255)), "255 : ui8")
        with self.assertRaises(OverflowError):
            IntegerAttr.get(self.i32, 2**70)
        with self.assertRaisesRegex(ValueError, "expected an integer or index type"):
            IntegerAttr.get(F32Type.get(), 1)

    def test_float(self):
        a = FloatAttr.get(F64Type.get(), 1.5)
        self.assertEqual(str(a), "1.500000e+00 : f64")
        self.assertEqual((a.value, float(a)), (1.5, 1.5))
        self.assertEqual(str(FloatAttr.get_f32(2.0)), "2.000000e+00 : f32")
        self.assertEqual(str(FloatAttr.get_f64(-0.25)), "-2.500000e-01 : f64")

    def test_float_of_a_non_float_type_is_an_mlir_error(self):
        with self.assertRaises(MLIRError) as cm:
            FloatAttr.get(self.i32, 1.0)
        self.assertEqual(cm.exception.message, "Invalid attribute")

    def test_bool(self):
        t, f = BoolAttr.get(True), BoolAttr.get(False)
        self.assertEqual((str(t), str(f)), ("true", "false"))
        self.assertTrue(t.value)
        self.assertFalse(bool(f))
        self.assertTrue(BoolAttr.isinstance(Attribute.parse("true")))
        self.assertFalse(BoolAttr.isinstance(Attribute.parse("1 : i32")))

    def test_string(self):
        s = StringAttr.get("héllo")
        self.assertEqual(s.value, "héllo")
        self.assertEqual(s.value_bytes, "héllo".encode())
        self.assertEqual(str(StringAttr.get(b"ab")), '"ab"')
        self.assertEqual(str(StringAttr.get_typed(self.i32, "x")), '"x" : i32')

    def test_unit_type_and_opaque(self):
        self.assertEqual(str(UnitAttr.get()), "unit")
        t = TypeAttr.get(F16Type.get())
        self.assertEqual(str(t), "f16")
        self.assertIsInstance(t.value, F16Type)
        o = OpaqueAttr.get("foo", b"bar<1>", IndexType.get())
        self.assertEqual(o.dialect_namespace, "foo")
        self.assertEqual(o.data, b"bar<1>")

    def test_symbol_refs(self):
        flat = FlatSymbolRefAttr.get("f")
        self.assertEqual((str(flat), flat.value), ("@f", "f"))
        nested = SymbolRefAttr.get(["outer", "inner", "leaf"])
        self.assertEqual(str(nested), "@outer::@inner::@leaf")
        self.assertEqual(nested.value, ["outer", "inner", "leaf"])
        with self.assertRaisesRegex(ValueError, "at least one symbol"):
            SymbolRefAttr.get([])

    def test_casts_raise_value_error(self):
        with self.assertRaises(ValueError) as cm:
            StringAttr(IntegerAttr.get(self.i32, 1))
        self.assertEqual(str(cm.exception),
                         "Cannot cast attribute to StringAttr (from IntegerAttr(1 : i32))")
        self.assertEqual(StringAttr(Attribute.parse('"q"')).value, "q")


class ContainerAttrsTest(_Attrs):
    def test_array(self):
        a = ArrayAttr.get([UnitAttr.get(), IntegerAttr.get(self.i32, 1)])
        self.assertEqual(str(a), "[unit, 1 : i32]")
        self.assertEqual(len(a), 2)
        self.assertIsInstance(a[1], IntegerAttr)
        self.assertIsInstance(a[-2], UnitAttr)
        self.assertEqual([str(x) for x in a], ["unit", "1 : i32"])
        self.assertEqual(str(a + [StringAttr.get("z")]), '[unit, 1 : i32, "z"]')
        self.assertEqual([str(x) for x in a[0:1]], ["unit"])
        with self.assertRaises(IndexError):
            a[2]

    def test_dict(self):
        d = DictAttr.get({"b": UnitAttr.get(), "a": IntegerAttr.get(self.i32, 3)})
        self.assertEqual(str(d), "{a = 3 : i32, b}")
        self.assertEqual(len(d), 2)
        self.assertIn("a", d)
        self.assertNotIn("c", d)
        self.assertEqual(str(d["a"]), "3 : i32")
        self.assertIsInstance(d[0], NamedAttribute)
        self.assertEqual(d[0].name, "a")
        self.assertEqual(sorted(d.keys()), ["a", "b"])
        with self.assertRaises(KeyError):
            d["c"]
        self.assertEqual(str(DictAttr.get()), "{}")

    def test_affine_map_and_integer_set_attrs(self):
        m = AffineMap.get_identity(2)
        attr = AffineMapAttr.get(m)
        self.assertEqual(str(attr), "affine_map<(d0, d1) -> (d0, d1)>")
        self.assertEqual(attr.value, m)
        s = IntegerSet.get_empty(1, 0)
        sattr = IntegerSetAttr.get(s)
        self.assertEqual(sattr.value, s)
        self.assertIsInstance(Attribute.parse(str(sattr)), IntegerSetAttr)

    def test_strided_layout(self):
        s = StridedLayoutAttr.get(5, [4, 1])
        self.assertEqual(str(s), "strided<[4, 1], offset: 5>")
        self.assertEqual((s.offset, s.strides), (5, [4, 1]))
        dyn = StridedLayoutAttr.get_fully_dynamic(2)
        self.assertEqual(str(dyn), "strided<[?, ?], offset: ?>")


class DenseArrayAttrsTest(_Attrs):
    def test_every_element_type(self):
        cases = [
            (DenseBoolArrayAttr, [True, False], "array<i1: true, false>"),
            (DenseI8ArrayAttr, [1, -2], "array<i8: 1, -2>"),
            (DenseI16ArrayAttr, [300], "array<i16: 300>"),
            (DenseI32ArrayAttr, [1, 2, 3], "array<i32: 1, 2, 3>"),
            (DenseI64ArrayAttr, [2**40], "array<i64: 1099511627776>"),
            (DenseF32ArrayAttr, [1.5], "array<f32: 1.500000e+00>"),
            (DenseF64ArrayAttr, [0.5, 2.0], "array<f64: 5.000000e-01, 2.000000e+00>"),
        ]
        for cls, values, text in cases:
            attr = cls.get(values)
            self.assertEqual(str(attr), text)
            self.assertEqual(list(attr), values)
            self.assertEqual(len(attr), len(values))
            self.assertIs(type(Attribute.parse(text)), cls, text)

    def test_indexing_slicing_and_concat(self):
        a = DenseI64ArrayAttr.get([5, 6, 7])
        self.assertEqual((a[0], a[-1], a[1:]), (5, 7, [6, 7]))
        self.assertEqual(str(a + [8]), "array<i64: 5, 6, 7, 8>")
        with self.assertRaises(IndexError):
            a[3]
        self.assertEqual(repr(DenseI32ArrayAttr.get([])), "DenseI32ArrayAttr(array<i32>)")


class DenseElementsAttrTest(_Attrs):
    def test_from_nested_lists_with_an_element_type(self):
        a = DenseElementsAttr.get([[1, 2], [3, 4]], type=self.i32)
        self.assertEqual(str(a), "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
        self.assertIsInstance(a, DenseIntElementsAttr)
        self.assertEqual(len(a), 4)
        self.assertEqual([a[i] for i in range(4)], [1, 2, 3, 4])
        self.assertEqual(a.to_list(), [1, 2, 3, 4])

    def test_from_lists_inferring_the_element_type(self):
        self.assertEqual(str(DenseElementsAttr.get([1, 2])), "dense<[1, 2]> : tensor<2xi64>")
        self.assertEqual(str(DenseElementsAttr.get([0.5, 1])),
                         "dense<[5.000000e-01, 1.000000e+00]> : tensor<2xf64>")
        self.assertEqual(str(DenseElementsAttr.get([True, False])),
                         "dense<[true, false]> : tensor<2xi1>")

    def test_from_lists_with_a_shaped_type(self):
        vec = VectorType.get([3], F32Type.get())
        a = DenseElementsAttr.get([1.0, 2.0, 3.0], type=vec)
        self.assertEqual(str(a), "dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : "
                                 "vector<3xf32>")
        self.assertIsInstance(a, DenseFPElementsAttr)
        self.assertEqual(a[2], 3.0)
        with self.assertRaisesRegex(ValueError, "2 values for a type of 3 elements"):
            DenseElementsAttr.get([1.0, 2.0], type=vec)

    def test_half_precision_and_unsigned_values(self):
        a = DenseElementsAttr.get([1.5, -2.0], type=F16Type.get())
        self.assertEqual(str(a), "dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf16>")
        self.assertEqual(a.to_list(), [1.5, -2.0])
        b = DenseElementsAttr.get([1.0, 0.5], type=BF16Type.get())
        self.assertEqual(b.to_list(), [1.0, 0.5])
        u = DenseElementsAttr.get([255, 1], type=IntegerType.get_unsigned(8))
        self.assertEqual(u.to_list(), [255, 1])
        self.assertEqual(str(DenseElementsAttr.get([3, 4], type=IndexType.get())),
                         "dense<[3, 4]> : tensor<2xindex>")

    def test_ragged_lists_are_rejected(self):
        with self.assertRaisesRegex(ValueError, "ragged"):
            DenseElementsAttr.get([[1, 2], [3]])

    def test_from_buffers(self):
        f = DenseElementsAttr.get(array.array("f", [1.0, 2.0]))
        self.assertEqual(str(f), "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>")
        i = DenseElementsAttr.get(memoryview(struct.pack("<4i", 1, 2, 3, 4)).cast("i", (2, 2)))
        self.assertEqual(str(i), "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
        s = DenseElementsAttr.get(array.array("b", [-1, 2]), signless=False)
        self.assertEqual(str(s), "dense<[-1, 2]> : tensor<2xsi8>")
        shaped = DenseElementsAttr.get(array.array("d", [1, 2, 3, 4, 5, 6]), shape=[2, 3])
        self.assertEqual(str(shaped.type), "tensor<2x3xf64>")
        with self.assertRaisesRegex(TypeError, "expects a buffer"):
            DenseElementsAttr.get(object())

    def test_from_attributes(self):
        t = RankedTensorType.get([2], self.i32)
        a = DenseElementsAttr.get([IntegerAttr.get(self.i32, 7), IntegerAttr.get(self.i32, 8)],
                                  type=t)
        self.assertEqual(str(a), "dense<[7, 8]> : tensor<2xi32>")

    def test_splat(self):
        t = RankedTensorType.get([2, 3], F32Type.get())
        s = DenseElementsAttr.get_splat(t, FloatAttr.get_f32(1.0))
        self.assertEqual(str(s), "dense<1.000000e+00> : tensor<2x3xf32>")
        self.assertTrue(s.is_splat)
        self.assertEqual(str(s.get_splat_value()), "1.000000e+00 : f32")
        self.assertEqual(len(s), 6)
        self.assertEqual(s[5], 1.0)
        self.assertFalse(DenseElementsAttr.get([1, 2]).is_splat)
        with self.assertRaisesRegex(ValueError, "must be equal"):
            DenseElementsAttr.get_splat(t, IntegerAttr.get(self.i32, 1))

    def test_parsed_dense_downcasts_by_element_kind(self):
        self.assertIsInstance(Attribute.parse("dense<1> : tensor<2xi8>"), DenseIntElementsAttr)
        self.assertIsInstance(Attribute.parse("dense<1.0> : tensor<2xf64>"), DenseFPElementsAttr)
        self.assertTrue(DenseElementsAttr.isinstance(Attribute.parse("dense<1> : tensor<2xi8>")))
        self.assertFalse(DenseResourceElementsAttr.isinstance(Attribute.parse("unit")))


if __name__ == "__main__":
    unittest.main()
