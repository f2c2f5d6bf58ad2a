"""Upstream mlir.ir members beyond the most-used ones: OperationIterator,
OpSuccessors item assignment, get_ops_of_type / get_parent_of_type and
walk(op_class=), `mlir.ir.globals`, the process-wide dialect registry and
load-on-create dialects of mlir._mlir_libs, and the _ods_common helpers
hand-written dialect extensions use."""

import sys
import unittest

import mlir._mlir_libs as mlir_libs
from mlir.dialects import _ods_common, arith, func, scf
from mlir.dialects._ods_common import _cext
from mlir.rewrite import RewritePatternSet
from mlir.ir import (
    ArrayAttr,
    AsmState,
    Context,
    DenseI64ArrayAttr,
    DialectRegistry,
    IndexType,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    Location,
    Module,
    OperationIterator,
    ShapedType,
    WalkOrder,
    WalkResult,
    get_ops_of_type,
    get_parent_of_type,
)
import mlir.ir

from mlir_testing import unregistered_context

BRANCHES = """\
"test.f"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.ret"() : () -> ()
}) : () -> ()
"""

# BRANCHES with the first branch's successor set to ^bb2:
# mlir-opt --allow-unregistered-dialect (module wrapper dropped)
BRANCHES_RETARGETED = """\
"test.f"() ({
  "test.br"()[^bb2] : () -> ()
^bb1:  // no predecessors
  "test.br"()[^bb2] : () -> ()
^bb2:  // 2 preds: ^bb0, ^bb1
  "test.ret"() : () -> ()
}) : () -> ()"""

FUNCS = """\
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.addi %0, %a : i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
func.func @g() {
  return
}
"""


class OperationIteratorTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.module = Module.parse(BRANCHES, self.ctx)
        self.entry = self.module.body.operations[0].regions[0].blocks[0]

    def test_iterator_protocol(self):
        ops = self.module.body.operations[0].regions[0].blocks[2].operations
        it = iter(ops)
        self.assertIsInstance(it, OperationIterator)
        self.assertIs(iter(it), it)
        self.assertEqual(next(it).name, "test.ret")
        with self.assertRaises(StopIteration):
            next(it)
        self.assertEqual(repr(it), "OperationIterator()")

    def test_erasing_the_current_operation_while_iterating(self):
        block = self.module.body.operations[0].regions[0].blocks[1]
        with InsertionPoint(block), Location.unknown(self.ctx):
            mlir.ir.Operation.create("test.extra")
        seen = []
        for op in block.operations:
            seen.append(op.name)
            if op.name == "test.br":
                op.erase()
        self.assertEqual(seen, ["test.br", "test.extra"])
        self.assertEqual([op.name for op in block.operations], ["test.extra"])


class SuccessorAssignmentTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.module = Module.parse(BRANCHES, self.ctx)
        self.region = self.module.body.operations[0].regions[0]

    def test_set_successor(self):
        blocks = list(self.region.blocks)
        branch = blocks[0].operations[0]
        branch.successors[0] = blocks[2]
        self.assertEqual(branch.successors[0], blocks[2])
        self.assertEqual(str(self.module.body.operations[0]), BRANCHES_RETARGETED)

    def test_set_successor_negative_index_and_errors(self):
        blocks = list(self.region.blocks)
        successors = blocks[0].operations[0].successors
        successors[-1] = blocks[2]
        self.assertEqual(successors[0], blocks[2])
        with self.assertRaisesRegex(IndexError, "index out of range"):
            successors[1] = blocks[1]
        with self.assertRaisesRegex(TypeError, "expected a Block, got int"):
            successors[0] = 3


class OpsOfTypeTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.module = Module.parse(FUNCS, self.ctx)

    def test_get_ops_of_type_in_walk_order(self):
        adds = get_ops_of_type(self.module, arith.AddIOp)
        self.assertEqual([type(op) for op in adds], [arith.AddIOp, arith.AddIOp])
        self.assertEqual([str(op) for op in adds], [
            "%0 = arith.addi %arg0, %arg0 : i32",
            "%2 = arith.addi %0, %arg0 : i32",
        ])
        funcs = get_ops_of_type(self.module.operation, func.FuncOp)
        self.assertEqual([f.sym_name.value for f in funcs], ["f", "g"])
        self.assertEqual(len(get_ops_of_type(self.module, func.CallOp)), 0)

    def test_get_ops_of_type_includes_the_root(self):
        f = self.module.body.operations[0]
        self.assertEqual(get_ops_of_type(f, func.FuncOp), [f])

    def test_walk_with_op_class(self):
        names = []
        self.module.operation.walk(lambda op: names.append(op.name), WalkOrder.PRE_ORDER,
                                   op_class=scf.ExecuteRegionOp)
        self.assertEqual(names, ["scf.execute_region"])
        returns = []

        def stop(op):
            returns.append(op.name)
            return WalkResult.INTERRUPT

        self.module.operation.walk(stop, op_class=func.ReturnOp)
        self.assertEqual(returns, ["func.return"])

    def test_get_parent_of_type(self):
        inner_add = get_ops_of_type(self.module, arith.AddIOp)[1]
        self.assertIsInstance(get_parent_of_type(inner_add, scf.ExecuteRegionOp),
                              scf.ExecuteRegionOp)
        parent = get_parent_of_type(inner_add, func.FuncOp)
        self.assertEqual(parent.sym_name.value, "f")
        self.assertIsNone(get_parent_of_type(inner_add, func.CallOp))
        self.assertIsNone(get_parent_of_type(self.module.operation, func.FuncOp))

    def test_op_class_must_be_an_opview_subclass(self):
        with self.assertRaisesRegex(TypeError, "op_class must be an OpView subclass, got 'x'"):
            get_ops_of_type(self.module, "x")
        with self.assertRaisesRegex(TypeError, "op_class must be an OpView subclass"):
            get_parent_of_type(self.module.body.operations[0], int)


class GlobalsTest(unittest.TestCase):
    def test_globals_is_the_cext_globals(self):
        self.assertIs(mlir.ir.globals, _cext.globals)
        self.assertEqual(mlir.ir.globals.dialect_search_modules[0], "mlir.dialects")
        self.assertTrue(callable(mlir.ir.globals.append_dialect_search_prefix))

    def test_builtin_globals_still_works_in_mlir_ir(self):
        # mlir.ir.globals is served by the module's __getattr__, so mlir.ir's
        # own code still sees the builtin globals().
        self.assertEqual(mlir.ir.IndexType.__name__, "IndexType")


class DialectRegistryGlobalsTest(unittest.TestCase):
    def tearDown(self):
        mlir_libs._load_on_create_dialects.clear()

    def test_get_dialect_registry_is_process_wide(self):
        registry = mlir_libs.get_dialect_registry()
        self.assertIsInstance(registry, DialectRegistry)
        self.assertIs(mlir_libs.get_dialect_registry(), registry)
        with Context() as ctx:
            self.assertEqual(str(IndexType.get()), "index")
            self.assertTrue(ctx.is_registered_operation("arith.addi"))

    def test_load_on_create_dialects(self):
        self.assertEqual(mlir_libs.get_load_on_create_dialects(), [])
        mlir_libs.append_load_on_create_dialect("arith")
        self.assertEqual(mlir_libs.get_load_on_create_dialects(), ["arith"])
        ctx = Context()
        self.assertEqual(ctx.dialects["arith"].descriptor.namespace, "arith")
        with self.assertRaisesRegex(TypeError, "expected a dialect name, got int"):
            mlir_libs.append_load_on_create_dialect(3)

    def test_unknown_load_on_create_dialect_fails_context_creation(self):
        mlir_libs.append_load_on_create_dialect("nosuch")
        with self.assertRaisesRegex(IndexError, "Dialect 'nosuch' not found"):
            Context()


class OdsCommonHelpersTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.loc = Location.unknown(self.ctx)
        self.ctx.__enter__()
        self.loc.__enter__()
        self.module = Module.create()
        self.ip = InsertionPoint(self.module.body)
        self.ip.__enter__()
        self.index = arith.ConstantOp.create_index(4)

    def tearDown(self):
        self.ip.__exit__(None, None, None)
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)

    def test_get_int_array_array_attr(self):
        attr = _ods_common._get_int_array_array_attr([[1, 2], [3]])
        self.assertEqual(str(attr), "[[1, 2], [3]]")
        self.assertIs(_ods_common._get_int_array_array_attr(None), None)
        self.assertEqual(_ods_common._get_int_array_array_attr(attr), attr)
        inner = ArrayAttr.get([IntegerAttr.get(IntegerType.get_signless(64), 7)])
        self.assertEqual(str(_ods_common._get_int_array_array_attr([inner, [8]])), "[[7], [8]]")

    def test_get_value_list(self):
        values = _ods_common._get_value_list([self.index, self.index.result])
        self.assertEqual(values, [self.index.result, self.index.result])

    def test_dispatch_mixed_values(self):
        dynamic, packed, static = _ods_common._dispatch_mixed_values(
            [1, self.index, IntegerAttr.get(IndexType.get(), 3)])
        self.assertEqual(dynamic, [self.index.result])
        self.assertIsNone(packed)
        self.assertIsInstance(static, DenseI64ArrayAttr)
        self.assertEqual(list(static), [1, ShapedType.get_dynamic_size(), 3])
        self.assertEqual(str(static), "array<i64: 1, -9223372036854775808, 3>")
        dynamic, packed, static = _ods_common._dispatch_mixed_values(self.index)
        self.assertEqual((dynamic, packed, static), ([], self.index, None))
        attr = ArrayAttr.get([])
        self.assertEqual(_ods_common._dispatch_mixed_values(attr), ([], None, attr))
        self.assertEqual(str(_ods_common._dispatch_mixed_values(None)[2]), "array<i64>")

    def test_type_aliases(self):
        self.assertIn(int, _ods_common.StaticIntLike.__args__)
        self.assertIn(IntegerAttr, _ods_common.StaticIntLike.__args__)
        self.assertIn(ArrayAttr, _ods_common.MixedValues.__args__)


class LocTracebacksTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()

    def create(self):
        frame = sys._getframe()
        op = mlir.ir.Operation.create("test.op")
        return op, frame.f_code, frame.f_lasti

    def test_one_frame(self):
        with self.ctx, Location.unknown(), mlir.ir.loc_tracebacks(max_depth=1):
            op, code, _ = self.create()
        # The call expression `mlir.ir.Operation.create("test.op")` in create(),
        # two lines below its `def`: Python's columns (0-based, end exclusive).
        line = code.co_firstlineno + 2
        self.assertEqual(
            str(op.location),
            f'loc("LocTracebacksTest.create"("{code.co_filename}":{line}:13 to :48))')
        self.assertEqual(op.location.name_str, "LocTracebacksTest.create")
        self.assertEqual(op.location.child_loc.filename, code.co_filename)

    def test_two_frames_are_a_callsite(self):
        with self.ctx, Location.unknown(), mlir.ir.loc_tracebacks(max_depth=2):
            op, code, _ = self.create()
        loc = op.location
        self.assertTrue(loc.is_a_callsite())
        self.assertEqual(loc.callee.name_str, "LocTracebacksTest.create")
        self.assertEqual(loc.caller.name_str, "LocTracebacksTest.test_two_frames_are_a_callsite")
        self.assertEqual(loc.caller.child_loc.start_line, sys._getframe().f_lineno - 5)

    def test_restores_settings_and_falls_back_to_current(self):
        self.assertFalse(mlir.ir.globals.loc_tracebacks_enabled())
        self.assertEqual(mlir.ir.globals.loc_tracebacks_frame_limit(), 10)
        with mlir.ir.loc_tracebacks(max_depth=3):
            self.assertTrue(mlir.ir.globals.loc_tracebacks_enabled())
            self.assertEqual(mlir.ir.globals.loc_tracebacks_frame_limit(), 3)
            with mlir.ir.loc_tracebacks():
                self.assertEqual(mlir.ir.globals.loc_tracebacks_frame_limit(), 10)
            self.assertEqual(mlir.ir.globals.loc_tracebacks_frame_limit(), 3)
        self.assertFalse(mlir.ir.globals.loc_tracebacks_enabled())
        self.assertEqual(mlir.ir.globals.loc_tracebacks_frame_limit(), 10)
        with self.ctx, Location.name("here"):
            self.assertEqual(str(mlir.ir.Operation.create("test.op").location), 'loc("here")')
        with self.assertRaisesRegex(ValueError, "the frame limit must be positive"):
            mlir.ir.globals.set_loc_tracebacks_frame_limit(0)

    def test_explicit_location_wins(self):
        with self.ctx, mlir.ir.loc_tracebacks():
            op = mlir.ir.Operation.create("test.op", loc=Location.name("explicit"))
        self.assertEqual(str(op.location), 'loc("explicit")')

    def test_excluded_file(self):
        mlir.ir.globals.register_traceback_file_exclusion(__file__)
        try:
            with self.ctx, Location.name("fallback"), mlir.ir.loc_tracebacks(max_depth=1):
                op, _, _ = self.create()
            # every remaining frame is the test runner's, outside this file
            self.assertNotIn(__file__, str(op.location))
            mlir.ir.globals.register_traceback_file_inclusion(__file__)
            with self.ctx, mlir.ir.loc_tracebacks(max_depth=1):
                op, _, _ = self.create()
            self.assertIn(__file__, str(op.location))
        finally:
            mlir.ir.globals._traceback_exclusions.discard(__file__)
            mlir.ir.globals._traceback_inclusions.discard(__file__)


class CapsuleTest(unittest.TestCase):
    """_CAPIPtr / _CAPICreate: C handles in PyCapsules named as upstream's."""

    def test_context_round_trip_returns_the_live_object(self):
        ctx = Context()
        capsule = ctx._CAPIPtr
        self.assertEqual(type(capsule).__name__, "PyCapsule")
        self.assertIn('"mlir.ir.Context._CAPIPtr"', repr(capsule))
        self.assertIs(Context._CAPICreate(capsule), ctx)

    def test_context_from_a_foreign_handle_owns_it(self):
        handle = Context().detach()
        capsule = mlir.ir._capsule_new(handle.ptr, b"mlir.ir.Context._CAPIPtr")
        ctx = Context._CAPICreate(capsule)
        self.assertEqual(str(Module.parse("", ctx)), "module {\n}\n")
        ctx.close()
        self.assertTrue(ctx.closed)

    def test_module_round_trip_and_clear(self):
        ctx = Context()
        module = Module.parse("func.func private @f()", ctx)
        self.assertIs(Module._CAPICreate(module._CAPIPtr), module)
        handle = module.detach()
        capsule = mlir.ir._capsule_new(handle.ptr, b"mlir.ir.Module._CAPIPtr")
        adopted = Module._CAPICreate(capsule)
        self.assertIsNot(adopted, module)
        self.assertIs(adopted.context, ctx)
        self.assertEqual(str(adopted), "module {\n  func.func private @f()\n}\n")
        adopted._clear_mlir_module()
        self.assertTrue(adopted.closed)
        with self.assertRaisesRegex(RuntimeError, "the module has been closed"):
            adopted.body
        # Nobody owns it now but us: free it through a new owner.
        Module._CAPICreate(capsule).close()

    def test_wrong_capsules(self):
        ctx = Context()
        with self.assertRaisesRegex(ValueError, "expected a capsule named mlir.ir.Module._CAPIPtr"):
            Module._CAPICreate(ctx._CAPIPtr)
        with self.assertRaisesRegex(TypeError, "expected a PyCapsule, got int"):
            Context._CAPICreate(3)


class ReprTest(unittest.TestCase):
    """The classes whose repr was object's default."""

    def test_module_repr(self):
        ctx = unregistered_context()
        module = Module.parse(BRANCHES, ctx)
        self.assertEqual(repr(module), "<Module with 1 operation>")
        self.assertEqual(repr(Module.parse(FUNCS, ctx)), "<Module with 2 operations>")
        module.close()
        self.assertEqual(repr(module), "<Module (closed)>")

    def test_asm_state_repr(self):
        ctx = unregistered_context()
        module = Module.parse(BRANCHES, ctx)
        state = AsmState(module.operation)
        self.assertEqual(repr(state), "<AsmState>")
        state.close()
        self.assertEqual(repr(state), "<AsmState (closed)>")

    def test_diagnostic_handler_repr(self):
        ctx = Context()
        handler = ctx.attach_diagnostic_handler(lambda d: True)
        self.assertEqual(repr(handler), "<DiagnosticHandler attached>")
        handler.detach()
        self.assertEqual(repr(handler), "<DiagnosticHandler detached>")

    def test_pattern_set_reprs(self):
        ctx = Context()
        patterns = RewritePatternSet(ctx)
        self.assertEqual(repr(patterns), "<RewritePatternSet with 0 patterns>")
        patterns.add(arith.AddIOp, lambda op, rewriter: True)
        self.assertEqual(repr(patterns), "<RewritePatternSet with 1 pattern>")
        patterns.add("arith.muli", lambda op, rewriter: True)
        self.assertEqual(repr(patterns), "<RewritePatternSet with 2 patterns>")
        frozen = patterns.freeze()
        self.assertEqual(repr(patterns), "<RewritePatternSet (frozen or closed)>")
        self.assertEqual(repr(frozen), "<FrozenRewritePatternSet>")
        frozen.close()
        self.assertEqual(repr(frozen), "<FrozenRewritePatternSet (closed)>")


if __name__ == "__main__":
    unittest.main()
