"""Context: dialects, registration, unregistered ops, diagnostics capture."""

import unittest

from mlir.ir import (
    Context,
    DiagnosticSeverity,
    Dialect,
    DialectRegistry,
    Location,
    MLIRError,
    Module,
)


class ContextTest(unittest.TestCase):
    def test_allow_unregistered_dialects_round_trips(self):
        ctx = Context()
        self.assertFalse(ctx.allow_unregistered_dialects)
        ctx.allow_unregistered_dialects = True
        self.assertTrue(ctx.allow_unregistered_dialects)
        module = Module.parse('"foo.bar"() : () -> ()', ctx)
        self.assertEqual(str(module), 'module {\n  "foo.bar"() : () -> ()\n}\n')
        ctx.allow_unregistered_dialects = False
        with self.assertRaises(MLIRError):
            Module.parse('"foo.bar"() : () -> ()', ctx)

    def test_is_registered_operation(self):
        ctx = Context()
        self.assertTrue(ctx.is_registered_operation("arith.addi"))
        self.assertTrue(ctx.is_registered_operation("func.func"))
        self.assertFalse(ctx.is_registered_operation("arith.nope"))
        self.assertFalse(ctx.is_registered_operation("foo.bar"))

    def test_dialects_by_attribute_and_item(self):
        ctx = Context()
        self.assertEqual(ctx.dialects.arith.descriptor.namespace, "arith")
        self.assertEqual(ctx.dialects["func"].descriptor.namespace, "func")
        self.assertIsInstance(ctx.d.scf, Dialect)
        with self.assertRaisesRegex(AttributeError, "Dialect 'nope' not found"):
            ctx.dialects.nope
        with self.assertRaisesRegex(IndexError, "Dialect 'nope' not found"):
            ctx.dialects["nope"]

    def test_dialect_classes_come_from_the_dialect_modules(self):
        from mlir.dialects import arith

        ctx = Context()
        self.assertIsInstance(ctx.dialects.arith, arith._Dialect)
        self.assertEqual(type(ctx.dialects.arith).DIALECT_NAMESPACE, "arith")

    def test_get_dialect_descriptor(self):
        ctx = Context()
        self.assertEqual(repr(ctx.get_dialect_descriptor("memref")), "<DialectDescriptor memref>")
        with self.assertRaisesRegex(ValueError, "Dialect 'xyz' not found"):
            ctx.get_dialect_descriptor("xyz")

    def test_load_all_available_dialects_keeps_parsing_working(self):
        ctx = Context()
        ctx.load_all_available_dialects()
        module = Module.parse("func.func @f() { return }", ctx)
        self.assertEqual(str(module), "module {\n  func.func @f() {\n    return\n  }\n}\n")

    def test_dialect_registry(self):
        registry = DialectRegistry()
        ctx = Context()
        ctx.append_dialect_registry(registry)
        self.assertTrue(ctx.is_registered_operation("tensor.empty"))
        registry.close()
        registry.close()  # twice is safe
        with self.assertRaisesRegex(RuntimeError, "DialectRegistry has been closed"):
            ctx.append_dialect_registry(registry)

    def test_single_threaded(self):
        ctx = Context()
        ctx.enable_multithreading(False)
        self.assertEqual(ctx.get_num_threads(), 1)

    def test_repr(self):
        ctx = Context()
        self.assertTrue(repr(ctx).startswith("<Context 0x"))
        ctx.close()
        self.assertEqual(repr(ctx), "<Context (closed)>")


class CaptureDiagnosticsTest(unittest.TestCase):
    def test_collects_every_severity(self):
        ctx = Context()
        with ctx.capture_diagnostics() as diags:
            Location.unknown(ctx).emit_error("first")
            Location.file("x.py", 3, 4, context=ctx).emit_error("second")
        self.assertEqual([d.message for d in diags], ["first", "second"])
        self.assertEqual(diags[0].severity, DiagnosticSeverity.ERROR)
        self.assertEqual(str(diags[1].location), 'loc("x.py":3:4)')
        self.assertEqual(repr(diags[0]), "DiagnosticInfo(ERROR, loc(unknown), 'first')")

    def test_capture_ends_with_the_block(self):
        ctx = Context()
        with ctx.capture_diagnostics() as diags:
            pass
        seen = []
        with ctx.attach_diagnostic_handler(lambda d: seen.append(d.message) or True):
            Location.unknown(ctx).emit_error("later")
        self.assertEqual(diags, [])
        self.assertEqual(seen, ["later"])

    def test_severity_filter_passes_the_rest_on(self):
        ctx = Context()
        seen = []
        with ctx.attach_diagnostic_handler(lambda d: seen.append(d.message) or True):
            with ctx.capture_diagnostics(DiagnosticSeverity.ERROR) as diags:
                Location.unknown(ctx).emit_error("kept")
        self.assertEqual([d.message for d in diags], ["kept"])
        self.assertEqual(seen, [])

    def test_verify_errors_still_raise_with_diagnostics(self):
        ctx = Context()
        module = Module.parse("func.func @f() -> i32 { %0 = arith.constant 1 : i32\n"
                              "return %0 : i32 }", ctx)
        func = module.body.operations[0].operation
        ret = func.regions[0].blocks[0].operations[1].operation
        ret.erase()
        with ctx.capture_diagnostics() as diags:
            with self.assertRaises(MLIRError) as cm:
                module.operation.verify()
        self.assertEqual(diags, [])
        # mlir-opt 22 on the same IR (parse without the return):
        self.assertEqual(cm.exception.error_diagnostics[0].message,
                         'block with no terminator, has %0 = "arith.constant"() '
                         '<{value = 1 : i32}> : () -> i32')


if __name__ == "__main__":
    unittest.main()
