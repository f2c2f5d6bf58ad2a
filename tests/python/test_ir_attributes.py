"""Operation attributes (mapping and sequence access), attributes and types."""

import unittest

from mlir.ir import Attribute, MLIRError, Module, NamedAttribute, Type, TypeID

from mlir_testing import SAMPLE, unregistered_context


class OpAttributeMapTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.module = Module.parse(SAMPLE, self.ctx)
        self.func = self.module.body.operations[0]
        self.add = self.func.regions[0].blocks[0].operations[0]

    def test_mapping_access(self):
        attrs = self.add.attributes
        self.assertEqual(len(attrs), 3)
        self.assertIn("name", attrs)
        self.assertNotIn("nope", attrs)
        self.assertEqual(str(attrs["value"]), "42 : i64")
        self.assertEqual(str(attrs["name"]), '"add"')
        self.assertEqual(str(attrs["fast"]), "unit")
        # Downcast to the concrete class, as upstream.
        self.assertEqual(repr(attrs["value"]), "IntegerAttr(42 : i64)")
        self.assertIsNone(attrs.get("nope"))
        self.assertEqual(attrs.get("nope", 7), 7)
        self.assertEqual(str(attrs.get("value")), "42 : i64")
        with self.assertRaises(KeyError) as cm:
            attrs["nope"]
        self.assertEqual(cm.exception.args, ("attempt to access a non-existent attribute",))

    def test_sequence_access(self):
        attrs = self.func.attributes
        named = [attrs[i] for i in range(len(attrs))]
        self.assertTrue(all(isinstance(n, NamedAttribute) for n in named))
        self.assertEqual([n.name for n in named], ["arr", "d", "sym_name", "t"])
        self.assertEqual(
            [str(n.attr) for n in named],
            ['[1, 2.500000e+00 : f32, "x"]', "{k}", '"f"', "tensor<4x?xf32>"],
        )
        self.assertEqual(repr(attrs[2]), 'NamedAttribute(sym_name="f")')
        self.assertEqual(attrs[-1].name, "t")
        with self.assertRaisesRegex(IndexError, "attempt to access out of bounds attribute"):
            attrs[4]

    def test_iteration_keys_values_items(self):
        attrs = self.add.attributes
        self.assertEqual(list(attrs), ["fast", "name", "value"])
        self.assertEqual(attrs.keys(), ["fast", "name", "value"])
        self.assertEqual([str(v) for v in attrs.values()], ["unit", '"add"', "42 : i64"])
        self.assertEqual([(k, str(v)) for k, v in attrs.items()],
                         [("fast", "unit"), ("name", '"add"'), ("value", "42 : i64")])

    def test_set_and_delete(self):
        attrs = self.add.attributes
        attrs["extra"] = Attribute.parse("[1, 2]", self.ctx)
        attrs["value"] = Attribute.parse("7 : i8", self.ctx)
        self.assertEqual(
            str(self.add),
            '%0 = "test.add"(%arg0, %arg0) {extra = [1, 2], fast, name = "add", value = 7 : i8}'
            " : (i32, i32) -> i32",
        )
        del attrs["extra"]
        self.assertNotIn("extra", attrs)
        with self.assertRaises(KeyError) as cm:
            del attrs["extra"]
        self.assertEqual(cm.exception.args, ("attempt to delete a non-existent attribute",))
        with self.assertRaises(TypeError):
            attrs["x"] = "not an attribute"

    def test_attribute_types(self):
        value = self.add.attributes["value"]
        self.assertEqual(str(value.type), "i64")
        self.assertEqual(str(self.add.attributes["name"].type), "none")
        self.assertIs(value.context, self.ctx)


class AttributeAndTypeTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()

    def test_parse_print_and_repr(self):
        # Printed as mlirAttributePrint / mlirTypePrint of upstream 22 print them.
        # parse() returns the concrete class (upstream's maybeDownCast).
        cases = {
            "3 : i32": ("3 : i32", "IntegerAttr"),
            "2.5 : f32": ("2.500000e+00 : f32", "FloatAttr"),
            '"s"': ('"s"', "StringAttr"),
            "[1, 2]": ("[1, 2]", "ArrayAttr"),
            "{a = 1 : i64}": ("{a = 1 : i64}", "DictAttr"),
            "dense<[1, 2]> : tensor<2xi32>": ("dense<[1, 2]> : tensor<2xi32>",
                                              "DenseIntElementsAttr"),
            "true": ("true", "IntegerAttr"),
            "@sym": ("@sym", "SymbolRefAttr"),
            "i64": ("i64", "TypeAttr"),
            "unit": ("unit", "UnitAttr"),
        }
        for asm, (printed, cls) in cases.items():
            attr = Attribute.parse(asm, self.ctx)
            self.assertEqual(str(attr), printed)
            self.assertEqual(repr(attr), f"{cls}({printed})")
            self.assertEqual(repr(Attribute(attr)), f"Attribute({printed})")
        for asm, cls in [("i32", "IntegerType"), ("tensor<4x?xf32>", "RankedTensorType"),
                         ("memref<2x3xf64>", "MemRefType"), ("(i32, f32) -> i1", "FunctionType"),
                         ("index", "IndexType"), ("vector<4xf32>", "VectorType"),
                         ("complex<f32>", "ComplexType"), ("tuple<i32, f32>", "TupleType"),
                         ("none", "NoneType"), ("!foo.bar<1>", "OpaqueType")]:
            ty = Type.parse(asm, self.ctx)
            self.assertEqual(str(ty), asm)
            self.assertEqual(repr(ty), f"{cls}({asm})")
            self.assertEqual(repr(Type(ty)), f"Type({asm})")

    def test_unicode_string_attribute_is_hex_escaped(self):
        self.assertEqual(str(Attribute.parse('"\U0001F60A"', self.ctx)), '"\\F0\\9F\\98\\8A"')

    def test_uniqued_equality(self):
        a, b = Attribute.parse("3 : i32", self.ctx), Attribute.parse("3 : i32", self.ctx)
        self.assertEqual(a, b)
        self.assertEqual(hash(a), hash(b))
        self.assertNotEqual(a, Attribute.parse("4 : i32", self.ctx))
        self.assertNotEqual(a, "3 : i32")
        self.assertEqual(Type.parse("i32", self.ctx), a.type)
        self.assertNotEqual(Type.parse("i32", self.ctx), Type.parse("i64", self.ctx))
        self.assertEqual(Attribute(a), a)
        self.assertEqual(Type(a.type), a.type)

    def test_typeid(self):
        i32, i64 = Type.parse("i32", self.ctx), Type.parse("i64", self.ctx)
        self.assertIsInstance(i32.typeid, TypeID)
        self.assertEqual(i32.typeid, i64.typeid)
        self.assertEqual(hash(i32.typeid), hash(i64.typeid))
        self.assertNotEqual(i32.typeid, Type.parse("f32", self.ctx).typeid)

    def test_named_attribute(self):
        named = Attribute.parse("3 : i32", self.ctx).get_named("x")
        self.assertEqual(named.name, "x")
        self.assertEqual(str(named.attr), "3 : i32")
        self.assertEqual(repr(named), "NamedAttribute(x=3 : i32)")

    def test_parse_errors(self):
        with self.assertRaises(MLIRError) as cm:
            Type.parse("i32>", self.ctx)
        self.assertEqual(cm.exception.message, "Unable to parse type")
        self.assertEqual(len(cm.exception.error_diagnostics), 1)
        with self.assertRaises(MLIRError) as cm:
            Attribute.parse("[1,", self.ctx)
        self.assertEqual(cm.exception.message, "Unable to parse attribute")
        self.assertEqual(len(cm.exception.error_diagnostics), 1)

    # Upstream names the source buffer of a type or attribute after its text.
    def test_type_parse_error_text_is_upstreams(self):
        with self.assertRaises(MLIRError) as cm:
            Type.parse("i32>", self.ctx)
        self.assertEqual(
            str(cm.exception),
            "Unable to parse type:\nerror: \"i32>\":1:4: found trailing characters: '>'",
        )

    def test_attribute_parse_error_text_is_upstreams(self):
        with self.assertRaises(MLIRError) as cm:
            Attribute.parse("[1,", self.ctx)
        self.assertEqual(
            str(cm.exception),
            'Unable to parse attribute:\nerror: "[1,":1:3: expected attribute value',
        )


if __name__ == "__main__":
    unittest.main()
