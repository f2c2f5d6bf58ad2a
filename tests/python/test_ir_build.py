"""Building IR: Operation.create, OpView and build_generic, InsertionPoint,
blocks and regions, moving, cloning, detaching and erasing operations.

Expected texts are upstream mlir-opt 22's printing of the same IR
(`mlir-opt --allow-unregistered-dialect`)."""

import gc
import unittest

from mlir.ir import (
    Block,
    Context,
    F32Type,
    FunctionType,
    IndexType,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    Location,
    MLIRError,
    Module,
    Operation,
    OpView,
    StringAttr,
    TypeAttr,
)

from mlir_testing import unregistered_context


class _Build(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.ctx.__enter__()
        self.loc = Location.unknown()
        self.loc.__enter__()
        self.i32 = IntegerType.get_signless(32)
        self.module = Module.create()

    def tearDown(self):
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)


class OperationCreateTest(_Build):
    def test_create_detached_then_insert(self):
        op = Operation.create("custom.op", results=[self.i32],
                              attributes={"v": IntegerAttr.get(self.i32, 3)})
        self.assertFalse(op.attached)
        self.assertEqual(str(op), '%0 = "custom.op"() {v = 3 : i32} : () -> i32\n')
        InsertionPoint(self.module.body).insert(op)
        self.assertTrue(op.attached)
        self.assertEqual(str(self.module),
                         'module {\n  %0 = "custom.op"() {v = 3 : i32} : () -> i32\n}\n')

    def test_create_at_the_thread_insertion_point(self):
        with InsertionPoint(self.module.body):
            a = Operation.create("custom.a", results=[self.i32])
            Operation.create("custom.b", operands=[a.result])
            Operation.create("custom.c", operands=[a], ip=False)  # detached
        self.assertEqual(str(self.module), 'module {\n  %0 = "custom.a"() : () -> i32\n'
                                           '  "custom.b"(%0) : (i32) -> ()\n}\n')

    def test_create_with_regions_and_successors(self):
        with InsertionPoint(self.module.body):
            op = Operation.create("custom.region", regions=2)
        self.assertEqual(len(op.regions), 2)
        entry = op.regions[0].blocks.append(self.i32)
        other = op.regions[0].blocks.append()
        with InsertionPoint(entry):
            Operation.create("custom.br", successors=[other])
        with InsertionPoint(other):
            Operation.create("custom.end")
        self.assertEqual(str(op), '"custom.region"() ({\n^bb0(%arg0: i32):\n'
                                  '  "custom.br"()[^bb1] : () -> ()\n^bb1:  // pred: ^bb0\n'
                                  '  "custom.end"() : () -> ()\n}, {\n}) : () -> ()')

    def test_create_rejects_bad_arguments(self):
        with self.assertRaisesRegex(ValueError, "number of regions must be >= 0"):
            Operation.create("custom.op", regions=-1)
        with self.assertRaisesRegex(ValueError, "result type cannot be None"):
            Operation.create("custom.op", results=[None])
        with self.assertRaisesRegex(TypeError, 'Invalid attribute value for the key "x"'):
            Operation.create("custom.op", attributes={"x": 5})
        with self.assertRaisesRegex(TypeError, "Invalid attribute key"):
            Operation.create("custom.op", attributes={1: StringAttr.get("a")})
        with self.assertRaisesRegex(ValueError, 'Operand 0 of operation "custom.op" must be a '
                                                r'Value \(it is not a Value\)'):
            Operation.create("custom.op", operands=["x"])

    def test_create_without_location_raises(self):
        self.loc.__exit__(None, None, None)
        try:
            with self.assertRaisesRegex(RuntimeError, "requires a Location"):
                Operation.create("custom.op")
        finally:
            self.loc.__enter__()

    def test_infer_type_through_the_c_api(self):
        with InsertionPoint(self.module.body):
            c = Operation.create("arith.constant", attributes={"value": IntegerAttr.get(
                self.i32, 7)}, infer_type=True)
        self.assertEqual(str(c.result.type), "i32")

    def test_infer_type_failure_is_an_mlir_error(self):
        with self.assertRaises(MLIRError) as cm:
            Operation.create("foo.bar", infer_type=True)
        self.assertEqual(
            cm.exception.error_diagnostics[0].message,
            "type inference was requested for the operation foo.bar, but the operation was not "
            "registered; ensure that the dialect containing the operation is linked into MLIR "
            "and registered with the context")

    def test_operation_iterates_over_its_regions(self):
        op = Operation.create("custom.op", regions=3)
        self.assertEqual(len(list(op)), 3)
        self.assertEqual(list(op)[1], op.regions[1])


class OpViewTest(_Build):
    class CustomOp(OpView):
        OPERATION_NAME = "custom.seg"
        _ODS_REGIONS = (1, True)
        _ODS_OPERAND_SEGMENTS = [1, -1, 0]
        _ODS_RESULT_SEGMENTS = [-1, 1]

    def test_build_generic_with_segments(self):
        with InsertionPoint(self.module.body):
            a = Operation.create("custom.a", results=[self.i32, self.i32, self.i32])
            op = self.CustomOp.build_generic(
                results=[[self.i32, self.i32], self.i32],
                operands=[a.results[0], [a.results[1], a.results[2]], None])
        self.assertIsInstance(op, Operation)
        self.assertEqual(len(op.regions), 1)
        self.assertEqual(str(op.attributes["operandSegmentSizes"]), "array<i32: 1, 2, 0>")
        self.assertEqual(str(op.attributes["resultSegmentSizes"]), "array<i32: 2, 1>")
        self.assertEqual(len(op.results), 3)

    def test_build_generic_errors_are_upstreams(self):
        with self.assertRaisesRegex(ValueError, 'Operation "custom.seg" requires 3 operand '
                                                'segments but was provided 1'):
            self.CustomOp.build_generic(results=[[], self.i32], operands=[None])
        with self.assertRaisesRegex(ValueError, r'Operand 0 of operation "custom.seg" must be a '
                                                r'Value \(was None and operand is not optional\)'):
            self.CustomOp.build_generic(results=[[], self.i32], operands=[None, [], None])
        with self.assertRaisesRegex(ValueError, 'requires a maximum of 1 regions but was built '
                                                'with regions=2'):
            self.CustomOp.build_generic(results=[[], self.i32], operands=[None, [], None],
                                        regions=2)

    def test_new_style_constructor(self):
        class PairOp(OpView):
            OPERATION_NAME = "custom.pair"

            def __init__(self, lhs, rhs, *, loc=None, ip=None):
                super().__init__(self.OPERATION_NAME, self._ODS_REGIONS,
                                 self._ODS_OPERAND_SEGMENTS, self._ODS_RESULT_SEGMENTS,
                                 results=[lhs.type], operands=[lhs, rhs], loc=loc, ip=ip)

        with InsertionPoint(self.module.body):
            a = Operation.create("custom.a", results=[self.i32])
            pair = PairOp(a.result, a.result)
        self.assertIsInstance(pair, PairOp)
        self.assertEqual(pair.operation.name, "custom.pair")
        self.assertIs(pair.operation, self.module.body.operations[1].operation)

    def test_old_style_constructor_with_build_generic(self):
        class OldOp(OpView):
            OPERATION_NAME = "custom.old"

            def __init__(self, *, loc=None, ip=None):
                super().__init__(self.build_generic(results=[], operands=[], loc=loc, ip=ip))

        with InsertionPoint(self.module.body):
            op = OldOp()
        # Ops in a block print without a final newline, as upstream's.
        self.assertEqual(str(op), '"custom.old"() : () -> ()')

    def test_opview_of_an_operation_and_back(self):
        op = Operation.create("custom.v")
        view = OpView(op)
        self.assertIs(view.operation, op)
        self.assertIs(view.opview, view)
        self.assertEqual(view, op)
        self.assertEqual(hash(view), hash(op))
        with self.assertRaises(TypeError):
            OpView("not an op")

    def test_opview_parse_checks_the_name(self):
        from mlir.dialects import func

        parsed = func.FuncOp.parse("func.func private @g()")
        self.assertIsInstance(parsed, func.FuncOp)
        with self.assertRaisesRegex(ValueError, "Expected a 'func.func' op, got: 'arith.constant'"):
            func.FuncOp.parse("arith.constant 0 : i32")


class InsertionPointTest(_Build):
    def test_at_block_begin_terminator_and_after(self):
        with InsertionPoint(self.module.body):
            first = Operation.create("custom.first")
            Operation.create("custom.last")
        Operation.create("custom.begin", ip=InsertionPoint.at_block_begin(self.module.body))
        Operation.create("custom.after", ip=InsertionPoint.after(first))
        names = [op.operation.name for op in self.module.body.operations]
        self.assertEqual(names, ["custom.begin", "custom.first", "custom.after", "custom.last"])

    def test_at_block_terminator(self):
        from mlir.dialects import func

        module = Module.parse("func.func @f() { return }")
        block = module.body.operations[0].regions[0].blocks[0]
        ip = InsertionPoint.at_block_terminator(block)
        self.assertEqual(ip.ref_operation.operation.name, "func.return")
        self.assertIsInstance(ip.ref_operation, func.ReturnOp)
        Operation.create("custom.before_return", ip=ip)
        self.assertEqual([op.operation.name for op in block],
                         ["custom.before_return", "func.return"])
        with self.assertRaisesRegex(IndexError, "Cannot insert operation at the end of a block "
                                                "that already has a terminator"):
            Operation.create("custom.x", ip=InsertionPoint(block))
        with self.assertRaisesRegex(ValueError, "Block has no terminator"):
            InsertionPoint.at_block_terminator(self.module.body)

    def test_before_an_operation(self):
        with InsertionPoint(self.module.body):
            b = Operation.create("custom.b")
        Operation.create("custom.a", ip=InsertionPoint(b))
        self.assertEqual([op.operation.name for op in self.module.body],
                         ["custom.a", "custom.b"])
        self.assertIsNone(InsertionPoint(self.module.body).ref_operation)
        self.assertEqual(InsertionPoint(b).block, self.module.body)

    def test_context_manager_nesting_and_current(self):
        outer = InsertionPoint(self.module.body)
        with outer:
            self.assertIs(InsertionPoint.current, outer)
            op = Operation.create("custom.r", regions=1)
            inner = InsertionPoint(op.regions[0].blocks.append())
            with inner:
                self.assertIs(InsertionPoint.current, inner)
            self.assertIs(InsertionPoint.current, outer)
        with self.assertRaisesRegex(ValueError, "No current InsertionPoint"):
            InsertionPoint.current

    def test_insert_refuses_attached_operations(self):
        with InsertionPoint(self.module.body):
            op = Operation.create("custom.a")
        with self.assertRaisesRegex(ValueError, "already attached"):
            InsertionPoint(self.module.body).insert(op)

    def test_insert_refuses_inserting_an_op_into_itself(self):
        op = Operation.create("custom.r", regions=1)
        block = op.regions[0].blocks.append()
        with self.assertRaisesRegex(ValueError, "into itself"):
            InsertionPoint(block).insert(op)

    def test_repr(self):
        with InsertionPoint(self.module.body):
            b = Operation.create("custom.b")
        self.assertEqual(repr(InsertionPoint(self.module.body)), "InsertionPoint(end of block)")
        self.assertEqual(repr(InsertionPoint(b)), "InsertionPoint(before custom.b)")


class BlockTest(_Build):
    def test_create_at_start_before_after(self):
        op = Operation.create("custom.r", regions=1)
        region = op.regions[0]
        middle = Block.create_at_start(region, [self.i32])
        first = middle.create_before(IndexType.get())
        last = middle.create_after()
        self.assertEqual([len(b.arguments) for b in region.blocks], [1, 1, 0])
        self.assertEqual(region.blocks[0], first)
        self.assertEqual(region.blocks[2], last)
        self.assertEqual(str(first.arguments[0].type), "index")

    def test_arg_locations(self):
        op = Operation.create("custom.r", regions=1)
        loc = Location.file("a.py", 1, 2)
        block = op.regions[0].blocks.append(self.i32, arg_locs=[loc])
        self.assertEqual(block.arguments[0].location, loc)
        with self.assertRaisesRegex(ValueError, "Expected 1 locations, got: 0"):
            op.regions[0].blocks.append(self.i32, arg_locs=[])

    def test_append_to_moves_a_block(self):
        a = Operation.create("custom.a", regions=1)
        b = Operation.create("custom.b", regions=1)
        block = a.regions[0].blocks.append(self.i32)
        with InsertionPoint(block):
            inner = Operation.create("custom.inner")
        block.append_to(b.regions[0])
        self.assertEqual(len(a.regions[0].blocks), 0)
        self.assertEqual(len(b.regions[0].blocks), 1)
        self.assertIs(inner.parent.operation, b)
        self.assertEqual(block.owner.operation, b)

    def test_add_and_erase_arguments(self):
        op = Operation.create("custom.r", regions=1)
        block = op.regions[0].blocks.append()
        arg = block.add_argument(self.i32, Location.unknown())
        block.add_argument(F32Type.get(), Location.unknown())
        self.assertEqual(arg.arg_number, 0)
        self.assertEqual([str(t) for t in block.arguments.types], ["i32", "f32"])
        block.erase_argument(0)
        self.assertEqual([str(t) for t in block.arguments.types], ["f32"])
        with self.assertRaises(IndexError):
            block.erase_argument(3)

    def test_erase_argument_with_uses_raises(self):
        op = Operation.create("custom.r", regions=1)
        block = op.regions[0].blocks.append(self.i32)
        with InsertionPoint(block):
            Operation.create("custom.use", operands=[block.arguments[0]])
        with self.assertRaisesRegex(RuntimeError, "still has uses"):
            block.erase_argument(0)

    def test_append_operation(self):
        op = Operation.create("custom.x")
        self.module.body.append(op)
        self.assertTrue(op.attached)
        self.assertIs(self.module.body.operations[0].operation, op)
        with self.assertRaisesRegex(ValueError, "already attached"):
            self.module.body.append(op)


class MoveCloneDetachEraseTest(_Build):
    def _three(self):
        with InsertionPoint(self.module.body):
            return [Operation.create(f"custom.op{i}") for i in range(3)]

    def names(self):
        return [op.operation.name for op in self.module.body]

    def test_move_before_and_after(self):
        a, b, c = self._three()
        c.move_before(a)
        self.assertEqual(self.names(), ["custom.op2", "custom.op0", "custom.op1"])
        c.move_after(b)
        self.assertEqual(self.names(), ["custom.op0", "custom.op1", "custom.op2"])
        self.assertTrue(a.is_before_in_block(c))

    def test_move_a_detached_op_attaches_it(self):
        a, _, _ = self._three()
        loose = Operation.create("custom.loose")
        loose.move_after(a)
        self.assertTrue(loose.attached)
        self.assertEqual(self.names()[:2], ["custom.op0", "custom.loose"])

    def test_move_next_to_a_detached_op_raises(self):
        a, _, _ = self._three()
        loose = Operation.create("custom.loose")
        with self.assertRaisesRegex(ValueError, "next to a detached operation"):
            a.move_before(loose)

    def test_move_into_itself_raises(self):
        outer = Operation.create("custom.r", regions=1, ip=InsertionPoint(self.module.body))
        with InsertionPoint(outer.regions[0].blocks.append()):
            inner = Operation.create("custom.inner")
        with self.assertRaisesRegex(ValueError, "into itself"):
            outer.move_before(inner)

    def test_clone_into_an_insertion_point(self):
        a, _, _ = self._three()
        a.attributes["tag"] = StringAttr.get("t")
        copy = a.clone(ip=InsertionPoint(self.module.body))
        self.assertIsNot(copy.operation, a)
        self.assertEqual(self.names()[-1], "custom.op0")
        self.assertEqual(str(copy.attributes["tag"]), '"t"')
        detached = a.clone(ip=False)
        self.assertFalse(detached.operation.attached)

    def test_detach_from_parent(self):
        a, b, _ = self._three()
        view = b.detach_from_parent()
        self.assertIs(view.operation, b)
        self.assertFalse(b.attached)
        self.assertEqual(self.names(), ["custom.op0", "custom.op2"])
        with self.assertRaisesRegex(ValueError, "Detached operation has no parent"):
            b.detach_from_parent()
        with self.assertRaisesRegex(ValueError, "Detached operations have no parent"):
            b.parent
        InsertionPoint(a).insert(b)
        self.assertEqual(self.names(), ["custom.op1", "custom.op0", "custom.op2"])

    def test_detached_subtree_keeps_its_nested_wrappers_valid(self):
        outer = Operation.create("custom.r", regions=1, ip=InsertionPoint(self.module.body))
        with InsertionPoint(outer.regions[0].blocks.append()):
            inner = Operation.create("custom.inner")
        outer.detach_from_parent()
        self.module.close()
        self.assertFalse(inner.closed)
        self.assertIs(inner.parent.operation, outer)
        outer.close()
        self.assertTrue(inner.closed)

    def test_erase_invalidates_and_refuses_ops_with_uses(self):
        with InsertionPoint(self.module.body):
            a = Operation.create("custom.a", results=[self.i32])
            user = Operation.create("custom.use", operands=[a.result])
        with self.assertRaisesRegex(RuntimeError, "result #0 still has uses"):
            a.erase()
        user.erase()
        a.erase()
        self.assertEqual(str(self.module), "module {\n}\n")
        with self.assertRaisesRegex(RuntimeError, "the operation has been invalidated"):
            a.name

    def test_module_operation_cannot_be_erased_or_detached(self):
        with self.assertRaisesRegex(ValueError, "cannot erase the operation of a Module"):
            self.module.operation.erase()
        with self.assertRaisesRegex(ValueError, "cannot detach the operation of a Module"):
            self.module.operation.detach_from_parent()

    def test_replace_uses_of_with(self):
        with InsertionPoint(self.module.body):
            a = Operation.create("custom.a", results=[self.i32])
            b = Operation.create("custom.b", results=[self.i32])
            user = Operation.create("custom.use", operands=[a.result, a.result])
        user.replace_uses_of_with(a.result, b.result)
        self.assertEqual([o.owner.operation.name for o in user.operands], ["custom.b"] * 2)

    def test_location_setter(self):
        op = Operation.create("custom.a")
        op.location = Location.name("here")
        self.assertEqual(str(op.location), 'loc("here")')


class FunctionBuildTest(unittest.TestCase):
    def test_build_a_registered_function_generically(self):
        with Context(), Location.unknown():
            module = Module.create()
            i32 = IntegerType.get_signless(32)
            with InsertionPoint(module.body):
                func = Operation.create(
                    "func.func", regions=1,
                    attributes={"function_type": TypeAttr.get(FunctionType.get([i32], [i32])),
                                "sym_name": StringAttr.get("id")})
            entry = func.regions[0].blocks.append(i32)
            with InsertionPoint(entry):
                Operation.create("func.return", operands=[entry.arguments[0]])
            module.operation.verify()
            self.assertEqual(str(module), "module {\n  func.func @id(%arg0: i32) -> i32 {\n"
                                          "    return %arg0 : i32\n  }\n}\n")
            del func, entry
            gc.collect()


if __name__ == "__main__":
    unittest.main()
