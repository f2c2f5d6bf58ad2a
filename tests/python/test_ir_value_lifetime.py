"""Value and OpOperand wrappers outliving their IR: each is tied to what
frees it (the defining operation, the block argument, the using operation),
so using one afterwards raises RuntimeError instead of reading freed memory."""

import gc
import unittest

from mlir.ir import (
    BlockArgument,
    F32Type,
    InsertionPoint,
    IntegerType,
    Location,
    Module,
    OpResult,
    Operation,
    Value,
)

from mlir_testing import unregistered_context

INVALIDATED = "the operation has been invalidated"
ARGUMENT_ERASED = "the block argument has been erased"


class _Fixture(unittest.TestCase):
    """custom.r { ^bb0(%arg0: i32, %arg1: f32, %arg2: i64): %a, %b, custom.use(%a, %arg0) }"""

    def setUp(self):
        self.ctx = unregistered_context()
        self.ctx.__enter__()
        self.loc = Location.unknown()
        self.loc.__enter__()
        self.i32 = IntegerType.get_signless(32)
        self.module = Module.create()
        with InsertionPoint(self.module.body):
            region_op = Operation.create("custom.r", regions=1)
        self.block = region_op.regions[0].blocks.append(
            self.i32, F32Type.get(), IntegerType.get_signless(64))
        with InsertionPoint(self.block):
            a = Operation.create("custom.a", results=[self.i32])
            b = Operation.create("custom.b", results=[self.i32])
            Operation.create("custom.use", operands=[a.result, self.block.arguments[0]])

    def tearDown(self):
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)

    def op(self, index):
        return self.block.operations[index].operation


class OperandValueTest(_Fixture):
    def test_value_from_operands_dies_with_its_defining_op(self):
        use = self.op(2)
        v = use.operands[0]
        use.operands[0] = self.op(1).result
        self.op(0).erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            v.type
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            v.owner
        self.assertEqual(repr(v), "<OpResult (invalidated)>")
        # The user and its new operand are untouched.
        self.assertEqual(str(use.operands[0].owner.operation.name), "custom.b")

    def test_plain_value_copy_dies_with_its_defining_op(self):
        use = self.op(2)
        v = Value(use.operands[0])
        use.operands[0] = self.op(1).result
        self.op(0).erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            v.maybe_downcast()

    def test_operand_result_outlives_its_user(self):
        use = self.op(2)
        r = use.operands[0]
        self.assertIsInstance(r, OpResult)
        self.assertIs(r.owner.operation, self.op(0))
        use.erase()
        # Erasing the user leaves the defining op, so the value stays usable.
        self.assertEqual(str(r.type), "i32")
        self.assertEqual(r.result_number, 0)
        r.owner.erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            r.result_number

    def test_operand_result_through_op_operand_get(self):
        use = self.op(2)
        v = use.op_operands[0].get()
        use.operands[0] = self.op(1).result
        self.op(0).erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            v.type

    def test_operand_of_detached_op_dies_with_the_module(self):
        detached = Operation.create("custom.d", operands=[self.op(0).result])
        gc.collect()  # no wrapper of custom.a is left to find
        v = detached.operands[0]
        self.assertEqual(str(v.owner.operation.name), "custom.a")
        detached.erase()  # the module's custom.a is then unused
        self.assertEqual(str(v.type), "i32")
        self.module.close()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            v.type


class BlockArgumentTest(_Fixture):
    def test_argument_wrapper_dies_with_erase_argument(self):
        arg = self.block.arguments[2]
        self.block.erase_argument(2)
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg.type
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg.arg_number
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg.owner
        self.assertEqual(repr(arg), "<BlockArgument (invalidated)>")
        self.assertEqual([str(t) for t in self.block.arguments.types], ["i32", "f32"])

    def test_every_wrapper_of_the_argument_dies(self):
        first = self.block.arguments[1]
        second = self.block.arguments[1]
        plain = Value(first)
        downcast = plain.maybe_downcast()
        self.block.erase_argument(1)
        for wrapper in (first, second, plain, downcast):
            with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
                wrapper.type

    def test_later_arguments_shift_and_stay_valid(self):
        arg0, arg1, arg2 = self.block.arguments
        self.op(2).erase()  # frees %arg0 of its use
        self.block.erase_argument(0)
        self.assertEqual((arg1.arg_number, str(arg1.type)), (0, "f32"))
        self.assertEqual((arg2.arg_number, str(arg2.type)), (1, "i64"))
        self.assertEqual(arg1, self.block.arguments[0])
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg0.type
        self.block.erase_argument(0)
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg1.type
        self.assertEqual((arg2.arg_number, str(arg2.type)), (0, "i64"))

    def test_added_argument_dies_with_erase_argument(self):
        arg = self.block.add_argument(F32Type.get(), Location.unknown())
        self.assertEqual(arg.arg_number, 3)
        self.block.erase_argument(3)
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg.set_type(self.i32)

    def test_argument_reached_through_operands(self):
        use = self.op(2)
        arg = use.operands[1]
        self.assertIsInstance(arg, BlockArgument)
        use.erase()
        self.assertEqual(arg.arg_number, 0)
        self.block.erase_argument(0)
        with self.assertRaisesRegex(RuntimeError, ARGUMENT_ERASED):
            arg.type

    def test_argument_dies_with_the_parent_op(self):
        arg = self.block.arguments[0]
        self.block.owner.erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            arg.type


class UsesTest(_Fixture):
    def test_uses_of_a_replaced_value_follow_their_user(self):
        a, b, use = self.op(0), self.op(1), self.op(2)
        uses = list(a.result.uses)
        self.assertEqual([(u.owner.operation.name, u.operand_number) for u in uses],
                         [("custom.use", 0)])
        a.result.replace_all_uses_with(b.result)
        a.erase()
        self.assertEqual(list(b.result.uses)[0].operand_number, 0)
        # The OpOperand is the user's operand #0, which now holds %b.
        self.assertIs(uses[0].owner.operation, use)
        self.assertEqual(uses[0].get(), b.result)
        self.assertIs(uses[0].get().owner.operation, b)
        use.erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            uses[0].get()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            uses[0].owner
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            uses[0].operand_number

    def test_uses_iterator_survives_erasing_a_user(self):
        a = self.op(0)
        with InsertionPoint(self.block):
            Operation.create("custom.use2", operands=[a.result])
        users = []
        for u in a.result.uses:
            users.append(str(u.owner.operation.name))
            u.owner.erase()
        self.assertEqual(sorted(users), ["custom.use", "custom.use2"])
        self.assertEqual(list(a.result.uses), [])

    def test_uses_of_an_erased_value_raise(self):
        a = self.op(0)
        v = a.result
        a.result.replace_all_uses_with(self.op(1).result)
        a.erase()
        with self.assertRaisesRegex(RuntimeError, INVALIDATED):
            list(v.uses)


if __name__ == "__main__":
    unittest.main()
