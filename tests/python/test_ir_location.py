"""Locations and dialects. Printed forms are upstream 22's mlirLocationPrint output."""

import unittest

from mlir.ir import Attribute, Context, Dialect, Location, Module

from mlir_testing import SAMPLE, unregistered_context


class LocationTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()

    def test_file(self):
        loc = Location.file("f.mlir", 42, 1, context=self.ctx)
        self.assertEqual(repr(loc), 'loc("f.mlir":42:1)')
        self.assertEqual(str(loc), 'loc("f.mlir":42:1)')
        self.assertTrue(loc.is_a_file())
        self.assertFalse(loc.is_a_name())
        self.assertEqual(loc.filename, "f.mlir")
        self.assertEqual((loc.start_line, loc.start_col, loc.end_line, loc.end_col), (42, 1, 42, 1))
        self.assertIs(loc.context, self.ctx)
        self.assertEqual(Location.file("f.mlir", line=42, col=1, context=self.ctx), loc)
        self.assertEqual(Location.file("f.mlir", 42, 1, self.ctx), loc)
        with self.ctx:
            self.assertEqual(Location.file("f.mlir", 42, 1), loc)

    def test_file_range(self):
        loc = Location.file("f.mlir", 1, 2, 3, 4, context=self.ctx)
        self.assertEqual(repr(loc), 'loc("f.mlir":1:2 to 3:4)')
        self.assertEqual((loc.start_line, loc.start_col, loc.end_line, loc.end_col), (1, 2, 3, 4))
        same_line = Location.file("f.mlir", start_line=1, start_col=2, end_line=1, end_col=9,
                                  context=self.ctx)
        self.assertEqual(repr(same_line), 'loc("f.mlir":1:2 to :9)')
        with self.assertRaises(TypeError):
            Location.file("f.mlir", 1, context=self.ctx)
        with self.assertRaises(TypeError):
            Location.file("f.mlir", line=1, column=2, context=self.ctx)

    def test_unknown_name_callsite_fused(self):
        ctx = self.ctx
        unknown = Location.unknown(ctx)
        self.assertEqual(repr(unknown), "loc(unknown)")
        f = Location.file("f.mlir", 42, 1, context=ctx)
        name = Location.name("n", context=ctx)
        self.assertEqual(repr(name), 'loc("n")')
        self.assertTrue(name.is_a_name())
        self.assertEqual(name.name_str, "n")
        self.assertEqual(name.child_loc, unknown)
        self.assertEqual(repr(Location.name("n", f, context=ctx)), 'loc("n"("f.mlir":42:1))')
        callee = Location.name("callee", context=ctx)
        call = Location.callsite(callee, [f], context=ctx)
        self.assertEqual(repr(call), 'loc(callsite("callee" at "f.mlir":42:1))')
        self.assertTrue(call.is_a_callsite())
        self.assertEqual((call.callee, call.caller), (callee, f))
        fused = Location.fused([f, name], context=ctx)
        self.assertEqual(repr(fused), 'loc(fused["f.mlir":42:1, "n"])')
        self.assertTrue(fused.is_a_fused())
        self.assertEqual(fused.locations, [f, name])
        meta = Attribute.parse('"meta"', ctx)
        self.assertEqual(repr(Location.fused([f, name], meta, context=ctx)),
                         'loc(fused<"meta">["f.mlir":42:1, "n"])')

    def test_equality_and_attr(self):
        a = Location.file("f.mlir", 1, 1, context=self.ctx)
        self.assertEqual(a, Location.file("f.mlir", 1, 1, context=self.ctx))
        self.assertEqual(hash(a), hash(Location.file("f.mlir", 1, 1, context=self.ctx)))
        self.assertNotEqual(a, Location.file("f.mlir", 1, 2, context=self.ctx))
        self.assertNotEqual(a, "loc")
        self.assertEqual(str(a.attr), 'loc("f.mlir":1:1)')
        self.assertEqual(Location.from_attr(a.attr, context=self.ctx), a)

    def test_operation_locations(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        add = module.body.operations[0].regions[0].blocks[0].operations[0]
        self.assertEqual((add.location.start_line, add.location.start_col), (4, 10))
        add.location = Location.name("renamed", context=ctx)
        self.assertEqual(repr(add.location), 'loc("renamed")')
        self.assertEqual(add.result.location, add.location)


class DialectTest(unittest.TestCase):
    def test_builtin_dialect(self):
        ctx = Context()
        builtin = ctx.dialects["builtin"]
        self.assertIsInstance(builtin, Dialect)
        self.assertEqual(builtin.descriptor.namespace, "builtin")
        self.assertEqual(repr(builtin.descriptor), "<DialectDescriptor builtin>")
        # The class mlir.dialects.builtin registers (loaded on first use).
        self.assertEqual(repr(ctx.d.builtin),
                         "<Dialect builtin (class mlir.dialects._builtin_ops_gen._Dialect)>")
        self.assertEqual(ctx.get_dialect_descriptor("builtin").namespace, "builtin")
        self.assertTrue(ctx.is_registered_operation("builtin.module"))
        self.assertFalse(ctx.is_registered_operation("foo.bar"))

    def test_missing_dialect(self):
        ctx = Context()
        with self.assertRaisesRegex(IndexError, "Dialect 'nope' not found"):
            ctx.dialects["nope"]
        with self.assertRaisesRegex(AttributeError, "Dialect 'nope' not found"):
            ctx.dialects.nope
        with self.assertRaisesRegex(ValueError, "Dialect 'nope' not found"):
            ctx.get_dialect_descriptor("nope")


if __name__ == "__main__":
    unittest.main()
