"""Diagnostics: MLIRError from failed parses, handlers, DiagnosticInfo."""

import types
import unittest

from mlir.ir import (
    Context,
    DiagnosticSeverity,
    Location,
    MLIRError,
    Module,
    Operation,
)

from mlir_testing import (
    UNREGISTERED,
    UNREGISTERED_COL,
    UNREGISTERED_ERROR_TEXT,
    UNREGISTERED_LINE,
    UNREGISTERED_MESSAGE,
    collect,
    unregistered_context,
)


def parse_error(asm, ctx):
    try:
        Module.parse(asm, ctx)
    except MLIRError as e:
        return e
    raise AssertionError("Module.parse did not raise MLIRError")


class ParseErrorTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()  # unregistered dialects not allowed

    def test_unregistered_operation(self):
        e = parse_error(UNREGISTERED, self.ctx)
        self.assertIsInstance(e, Exception)
        self.assertEqual(e.message, "Unable to parse module assembly")
        self.assertEqual(len(e.error_diagnostics), 1)
        diag = e.error_diagnostics[0]
        self.assertEqual(diag.message, UNREGISTERED_MESSAGE)
        self.assertEqual(str(diag), UNREGISTERED_MESSAGE)
        self.assertIs(diag.severity, DiagnosticSeverity.ERROR)
        self.assertEqual(diag.notes, [])
        self.assertTrue(diag.location.is_a_file())
        self.assertEqual(
            (diag.location.start_line, diag.location.start_col),
            (UNREGISTERED_LINE, UNREGISTERED_COL),
        )
        self.assertIs(diag.location.context, self.ctx)
        # Upstream's format, whatever the name of the source buffer.
        where = f'"{diag.location.filename}":{UNREGISTERED_LINE}:{UNREGISTERED_COL}'
        self.assertEqual(str(diag.location), f"loc({where})")
        self.assertEqual(
            str(e), f"Unable to parse module assembly:\nerror: {where}: {UNREGISTERED_MESSAGE}"
        )

    def test_module_parse_verifies(self):
        # As upstream (verifyAfterParse): an ill-typed module is a parse failure
        # with mlir-opt 22's verifier message.
        e = parse_error(
            "func.func @f() -> i32 {\n  %c = arith.constant 0 : i64\n  return %c : i64\n}\n", self.ctx
        )
        self.assertEqual(e.message, "Unable to parse module assembly")
        self.assertEqual(
            [d.message for d in e.error_diagnostics],
            ["type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f"],
        )
        self.assertEqual((e.error_diagnostics[0].location.start_line, e.error_diagnostics[0].location.start_col), (3, 3))

    def test_operation_parse_verifies_in_a_module(self):
        # The parsed op is verified as a child of a module, as upstream does.
        with self.assertRaises(MLIRError) as caught:
            Operation.parse("func.return", context=self.ctx)
        e = caught.exception
        self.assertEqual(e.message, "Unable to parse operation assembly")
        self.assertEqual([d.message for d in e.error_diagnostics], ["'func.return' op expects parent op 'func.func'"])
        self.assertTrue(e.error_diagnostics[0].notes[0].message.startswith("see current operation: "))

    def test_current_operation_note_elides_large_elements(self):
        # mlir-opt 22 prints the op of the "see current operation" note with
        # elements attributes of more than 16 elements elided.
        asm = (
            "func.func @a(%x: i32) -> i32 {\n"
            "  %0 = arith.addi %x, %x : i32\n"
            '  %c = "arith.constant"() {value = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>}'
            " : () -> tensor<17xi64>\n"
            "  return %0 : i32\n"
            "}\n"
        )
        diag = parse_error(asm, self.ctx).error_diagnostics[0]
        self.assertEqual(diag.message, "'arith.constant' op failed to verify that all of {value, result} have same type")
        self.assertEqual(
            diag.notes[0].message,
            'see current operation: %1 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}>'
            " : () -> tensor<17xi64>",
        )

    def test_current_operation_note_numbers_within_the_function(self):
        # The note's op names its values as if its function alone were
        # printed (mlir-opt 22: local scope).
        strided = "memref<?x?xf32, strided<[?, ?], offset: ?>>"
        asm = (
            f"func.func @a(%m: {strided}) -> {strided} {{\n"
            f"  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : {strided}"
            " -> memref<f32>, index, index, index, index, index\n"
            "  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sizes#0, %sizes#1],"
            f" strides: [%strides#0, %strides#1] : memref<f32> to {strided}\n"
            f"  return %r : {strided}\n}}\n"
            "func.func @b(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {\n"
            "  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32>"
            " -> memref<f32>, index, index, index, index, index\n"
            "  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [4, 8], strides: [8, 1]"
            " : memref<f32> to memref<4x8xf32, strided<[8, 1]>>\n"
            "  return %r : memref<4x8xf32, strided<[8, 1]>>\n}\n"
        )
        diag = parse_error(asm, self.ctx).error_diagnostics[0]
        self.assertEqual(diag.message, "expected result type with offset = dynamic instead of 0")
        self.assertEqual(
            diag.notes[0].message,
            'see current operation: %1 = "memref.reinterpret_cast"(%0#0, %0#1) <{operandSegmentSizes ='
            " array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes ="
            " array<i64: 4, 8>, static_strides = array<i64: 8, 1>}> : (memref<f32>, index) ->"
            " memref<4x8xf32, strided<[8, 1]>>",
        )

    def test_unregistered_operation_text_is_upstreams(self):
        self.assertEqual(str(parse_error(UNREGISTERED, self.ctx)), UNREGISTERED_ERROR_TEXT)

    def test_allowed_when_unregistered_dialects_are(self):
        self.assertFalse(self.ctx.allow_unregistered_dialects)
        self.ctx.allow_unregistered_dialects = True
        self.assertTrue(self.ctx.allow_unregistered_dialects)
        self.assertEqual(str(Module.parse(UNREGISTERED, self.ctx)), UNREGISTERED)

    def test_syntax_error(self):
        # Upstream's own test (mlir/test/python/ir/module.py, testParseError).
        e = parse_error("}SYNTAX ERROR{", self.ctx)
        diag = e.error_diagnostics[0]
        self.assertEqual(diag.message, "expected operation name in quotes")
        self.assertEqual((diag.location.start_line, diag.location.start_col), (1, 1))
        self.assertTrue(str(e).startswith("Unable to parse module assembly:\nerror: "))
        self.assertTrue(str(e).endswith(":1:1: expected operation name in quotes"))

    def test_failed_parse_leaves_no_module(self):
        parse_error("}", self.ctx)
        self.assertEqual(self.ctx._get_live_module_count(), 0)


class MLIRErrorFormatTest(unittest.TestCase):
    def test_str_with_notes_and_multiline_messages(self):
        ctx = Context()
        loc = Location.file("f.mlir", 3, 7, context=ctx)
        note = types.SimpleNamespace(location=Location.unknown(ctx), message="see\nhere", notes=[])
        diag = types.SimpleNamespace(location=loc, message="bad\nthing", notes=[note])
        e = MLIRError("Verification failed", [diag])
        self.assertEqual(
            str(e),
            'Verification failed:\nerror: "f.mlir":3:7: bad\n  thing\n note: unknown: see\n  here',
        )
        self.assertEqual(e.args, ("Verification failed", [diag]))

    def test_str_without_diagnostics(self):
        self.assertEqual(str(MLIRError("Unable to parse type", [])), "Unable to parse type")


class DiagnosticHandlerTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.seen = []

    def record(self, diag):
        self.seen.append((diag.severity, str(diag.location), diag.message, len(diag.notes)))
        return True

    def test_handler_receives_emitted_errors(self):
        handler = self.ctx.attach_diagnostic_handler(self.record)
        self.assertTrue(handler.attached)
        Location.file("x.mlir", 1, 2, context=self.ctx).emit_error("custom problem")
        self.assertEqual(
            self.seen, [(DiagnosticSeverity.ERROR, 'loc("x.mlir":1:2)', "custom problem", 0)]
        )
        handler.detach()
        handler.detach()  # detaching twice is harmless
        self.assertFalse(handler.attached)
        self.assertFalse(handler.had_error)

    def test_handler_as_context_manager(self):
        with self.ctx.attach_diagnostic_handler(self.record) as handler:
            Location.unknown(self.ctx).emit_error("one")
        self.assertFalse(handler.attached)
        self.assertEqual([m for _, _, m, _ in self.seen], ["one"])

    def test_newest_handler_first_and_handled_stops(self):
        order = []
        self.ctx.attach_diagnostic_handler(lambda d: order.append("old") or True)
        self.ctx.attach_diagnostic_handler(lambda d: order.append("new") or False)
        Location.unknown(self.ctx).emit_error("x")
        self.assertEqual(order, ["new", "old"])

    def test_diagnostic_is_invalid_after_the_callback(self):
        kept = []
        self.ctx.attach_diagnostic_handler(lambda d: kept.append(d) or True)
        Location.unknown(self.ctx).emit_error("x")
        self.assertEqual(str(kept[0]), "<Invalid Diagnostic>")
        with self.assertRaisesRegex(ValueError, r"Diagnostic is invalid \(used outside of callback\)"):
            kept[0].message

    def test_handler_exception_sets_had_error(self):
        def boom(diag):
            raise ValueError("handler bug")

        handler = self.ctx.attach_diagnostic_handler(boom)
        # The exception is reported on stderr, never raised through C.
        Location.unknown(self.ctx).emit_error("x")
        self.assertTrue(handler.had_error)
        handler.detach()

    def test_parse_errors_bypass_handlers(self):
        self.ctx.attach_diagnostic_handler(self.record)
        with self.assertRaises(MLIRError):
            Module.parse(UNREGISTERED, self.ctx)
        self.assertEqual(self.seen, [])

    def test_emit_error_diagnostics(self):
        self.ctx.attach_diagnostic_handler(self.record)
        self.assertFalse(self.ctx.emit_error_diagnostics)
        self.ctx.emit_error_diagnostics = True
        e = parse_error(UNREGISTERED, self.ctx)
        self.assertEqual(e.error_diagnostics, [])
        self.assertEqual(str(e), "Unable to parse module assembly")
        self.assertEqual([m for _, _, m, _ in self.seen], [UNREGISTERED_MESSAGE])

    def test_attached_handler_does_not_keep_the_context_alive(self):
        collect()
        base = Context._get_live_count()
        ctx = Context()
        handler = ctx.attach_diagnostic_handler(self.record)
        self.assertEqual(Context._get_live_count(), base + 1)
        del ctx
        collect()
        self.assertEqual(Context._get_live_count(), base)
        self.assertFalse(handler.attached)
        handler.detach()

    def test_verify_success_emits_nothing(self):
        ctx = unregistered_context()
        ctx.attach_diagnostic_handler(self.record)
        self.assertTrue(Module.parse(UNREGISTERED, ctx).operation.verify())
        self.assertEqual(self.seen, [])


if __name__ == "__main__":
    unittest.main()
