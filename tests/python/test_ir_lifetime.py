"""Ownership: context managers, close()/detach(), keep-alive, interning, invalidation."""

import sys
import threading
import unittest

from mlir import ir
from mlir._mlir_libs import capi
from mlir.ir import (
    Attribute,
    Context,
    Location,
    Module,
    Operation,
    Type,
)

from mlir_testing import SAMPLE, SAMPLE_CUSTOM, collect, unregistered_context

CONTEXT_CLOSED = "the context has been closed"
MODULE_CLOSED = "the module has been closed"
INVALIDATED = "the operation has been invalidated"


class ContextManagerTest(unittest.TestCase):
    def test_with_sets_the_current_context(self):
        self.assertIsNone(Context.current)
        with Context() as ctx:
            self.assertIs(Context.current, ctx)
            module = Module.parse("module {}")
            self.assertIs(module.context, ctx)
            with Context() as inner:
                self.assertIs(Context.current, inner)
            self.assertIs(Context.current, ctx)
        self.assertIsNone(Context.current)
        # Leaving the block does not close the context (upstream's semantics).
        self.assertFalse(ctx.closed)
        self.assertEqual(str(Module.parse("module {}", ctx)), "module {\n}\n")

    def test_explicit_context_wins(self):
        other = Context()
        with Context():
            self.assertIs(Module.parse("module {}", context=other).context, other)

    def test_location_sets_location_and_context(self):
        ctx = Context()
        loc = Location.file("f.mlir", 42, 1, context=ctx)
        self.assertIsNone(Location.current)
        with loc:
            self.assertIs(Location.current, loc)
            self.assertIs(Context.current, ctx)
            self.assertEqual(str(Module.create().operation.location), 'loc("f.mlir":42:1)')
        self.assertIsNone(Location.current)
        self.assertIsNone(Context.current)

    def test_context_and_location_in_one_with(self):
        with Context() as ctx, Location.file("f.mlir", line=42, col=1, context=ctx) as loc:
            self.assertIs(Context.current, ctx)
            self.assertEqual(Location.current, loc)
            # Re-entering the same context keeps the location.
            with ctx:
                self.assertEqual(Location.current, loc)
            self.assertEqual(repr(Location.unknown()), "loc(unknown)")

    def test_unbalanced_exit_raises(self):
        a, b = Context(), Context()
        a.__enter__()
        try:
            with self.assertRaisesRegex(RuntimeError, "Unbalanced Context enter/exit"):
                b.__exit__(None, None, None)
        finally:
            a.__exit__(None, None, None)
        self.assertIsNone(Context.current)

    def test_current_context_is_per_thread(self):
        if sys.platform == "emscripten":
            # Pyodide cannot start threads; check the mechanism instead.
            self.assertIsInstance(ir._stack, threading.local)
            return
        seen = []
        with Context():
            thread = threading.Thread(target=lambda: seen.append(Context.current))
            thread.start()
            thread.join()
        self.assertEqual(seen, [None])


class CloseTest(unittest.TestCase):
    def test_closed_context_raises_instead_of_crashing(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        func = module.body.operations[0]
        block = func.regions[0].blocks[0]
        arg = block.arguments[0]
        i32 = Type.parse("i32", ctx)
        attr = Attribute.parse("1 : i64", ctx)
        loc = Location.unknown(ctx)
        ctx.close()
        ctx.close()  # closing twice is safe
        self.assertTrue(ctx.closed)
        with self.assertRaisesRegex(RuntimeError, CONTEXT_CLOSED):
            ctx.allow_unregistered_dialects
        with self.assertRaisesRegex(RuntimeError, CONTEXT_CLOSED):
            Module.parse("module {}", ctx)
        with self.assertRaisesRegex(RuntimeError, CONTEXT_CLOSED):
            ctx.__enter__()
        for thing in (i32, attr, loc):
            with self.assertRaisesRegex(RuntimeError, CONTEXT_CLOSED):
                str(thing)
        with self.assertRaisesRegex(RuntimeError, MODULE_CLOSED):
            str(module)
        self.assertTrue(module.closed)
        module.close()
        for use in (lambda: func.name, lambda: str(func), lambda: len(block.operations),
                    lambda: arg.type, lambda: func.attributes["sym_name"]):
            with self.assertRaisesRegex(RuntimeError, INVALIDATED):
                use()

    def test_module_close_invalidates_its_operations(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        other = Module.parse(SAMPLE, ctx)
        func = module.body.operations[0]
        other_func = other.body.operations[0]
        module.close()
        module.close()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            func.name
        with self.assertRaisesRegex(RuntimeError, MODULE_CLOSED):
            module.body
        self.assertEqual(other_func.name, "test.func")
        self.assertEqual(ctx._get_live_module_count(), 1)

    def test_module_as_context_manager_closes_it(self):
        ctx = unregistered_context()
        with Module.parse(SAMPLE, ctx) as module:
            self.assertEqual(str(module), SAMPLE_CUSTOM)
        self.assertTrue(module.closed)

    def test_detach_hands_the_handle_back(self):
        ctx = Context()
        module = Module.parse("module {}", ctx)
        handle = module.detach()
        self.assertTrue(module.closed)
        with self.assertRaisesRegex(RuntimeError, MODULE_CLOSED):
            module.detach()
        # The caller owns it now.
        capi.mlirModuleDestroy(handle)
        other = Module.parse("module {}", ctx)
        with self.assertRaisesRegex(ValueError, "close the context's modules"):
            ctx.detach()
        other.close()
        raw = ctx.detach()
        self.assertTrue(ctx.closed)
        capi.mlirContextDestroy(raw)

    def test_erase_invalidates_nested_operations_only(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        func, empty = module.body.operations
        add = func.regions[0].blocks[0].operations[0]
        result = add.result
        func.erase()
        for use in (lambda: func.name, lambda: add.name, lambda: result.type):
            with self.assertRaisesRegex(RuntimeError, INVALIDATED):
                use()
        self.assertEqual(empty.name, "test.empty")
        self.assertEqual(str(module), 'module {\n  "test.empty"() : () -> ()\n}\n')
        with self.assertRaisesRegex(ValueError, "cannot erase the operation of a Module"):
            module.operation.erase()

    def test_closing_an_attached_operation_releases_only_the_wrapper(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        func = module.body.operations[0].operation
        func.close()
        func.close()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            func.name
        again = module.body.operations[0].operation
        self.assertIsNot(again, func)
        self.assertEqual(again.name, "test.func")
        self.assertEqual(str(module), SAMPLE_CUSTOM)

    def test_detached_operation_is_owned_by_python(self):
        ctx = unregistered_context()
        op = Operation.parse('"a.b"() ({\n  "a.c"() : () -> ()\n}) : () -> ()', context=ctx)
        inner = op.regions[0].blocks[0].operations[0]
        root = op.operation
        root.close()
        root.close()
        for use in (lambda: op.name, lambda: inner.name):
            with self.assertRaisesRegex(RuntimeError, INVALIDATED):
                use()
        self.assertEqual(ctx._get_live_operation_count(), 0)


class KeepAliveTest(unittest.TestCase):
    def test_operation_keeps_module_and_context_alive(self):
        collect()
        base = Context._get_live_count()
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        add = module.body.operations[0].regions[0].blocks[0].operations[0]
        del ctx, module
        collect()
        self.assertEqual(Context._get_live_count(), base + 1)
        self.assertEqual(add.name, "test.add")
        self.assertEqual(add.context._get_live_module_count(), 1)
        del add
        collect()
        self.assertEqual(Context._get_live_count(), base)

    def test_values_blocks_and_types_keep_their_owners_alive(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        block = module.body.operations[0].regions[0].blocks[1]
        value = block.arguments[0]
        i32 = value.type
        del ctx, module
        collect()
        self.assertEqual(value.get_name(), "%2")
        self.assertEqual(str(i32), "i32")
        self.assertEqual(block.operations[0].name, "test.return")

    def test_nested_wrapper_keeps_detached_root_alive(self):
        ctx = unregistered_context()
        op = Operation.parse('"a.b"() ({\n  "a.c"() : () -> ()\n}) : () -> ()', context=ctx)
        inner = op.regions[0].blocks[0].operations[0]
        del op
        collect()
        self.assertEqual(str(inner), '"a.c"() : () -> ()')
        self.assertEqual(inner.parent.name, "a.b")

    def test_unreachable_objects_are_freed(self):
        collect()
        base = Context._get_live_count()
        for _ in range(3):
            ctx = unregistered_context()
            Module.parse(SAMPLE, ctx).body.operations[0].regions[0].blocks[0].operations[0].name
            Operation.parse('"a.b"() : () -> ()', context=ctx)
        del ctx
        collect()
        self.assertEqual(Context._get_live_count(), base)


class InterningTest(unittest.TestCase):
    def test_one_operation_object_per_live_operation(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        op1 = module.operation
        self.assertIs(op1, module.operation)
        self.assertEqual(ctx._get_live_operation_count(), 1)
        self.assertEqual(ctx._get_live_operation_objects(), [op1])
        func = module.body.operations[0]
        self.assertIs(func.operation, module.body.operations[0].operation)
        walked = []
        module.operation.walk(walked.append)
        self.assertIs(walked[-1], op1)
        self.assertIn(func.operation, walked)
        self.assertEqual(ctx._get_live_operation_count(), 7)
        del walked, func
        collect()
        self.assertEqual(ctx._get_live_operation_count(), 1)

    def test_clear_live_operations(self):
        ctx = unregistered_context()
        module = Module.parse(SAMPLE, ctx)
        op1 = module.operation
        self.assertEqual(ctx._clear_live_operations(), 1)
        self.assertEqual(ctx._get_live_operation_count(), 0)
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            op1.name
        self.assertIsNot(module.operation, op1)
        self.assertEqual(module.operation.name, "builtin.module")


if __name__ == "__main__":
    unittest.main()
