"""Values: BlockArgument / OpResult downcasting, owner, uses and OpOperands,
replace_all_uses_with(/_except), get_name, set_type, value casters."""

import unittest

from mlir.ir import (
    AsmState,
    BlockArgument,
    Context,
    F32Type,
    InsertionPoint,
    IntegerType,
    Location,
    Module,
    OpOperand,
    OpResult,
    Operation,
    Value,
    register_value_caster,
)

from mlir_testing import unregistered_context


class _Values(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.ctx.__enter__()
        self.loc = Location.unknown()
        self.loc.__enter__()
        self.i32 = IntegerType.get_signless(32)
        self.module = Module.create()
        with InsertionPoint(self.module.body):
            self.region_op = Operation.create("custom.r", regions=1)
            self.block = self.region_op.regions[0].blocks.append(self.i32)
        with InsertionPoint(self.block):
            self.a = Operation.create("custom.a", results=[self.i32, self.i32])
            self.user = Operation.create("custom.use",
                                         operands=[self.a.results[0], self.block.arguments[0],
                                                   self.a.results[0]])

    def tearDown(self):
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)


class ValueTest(_Values):
    def test_downcasting(self):
        v = Value(self.a.results[1])
        self.assertIs(type(v), Value)
        self.assertIsInstance(v.maybe_downcast(), OpResult)
        self.assertEqual(OpResult(v).result_number, 1)
        arg = Value(self.block.arguments[0])
        self.assertIsInstance(arg.maybe_downcast(), BlockArgument)
        self.assertEqual(BlockArgument(arg).arg_number, 0)
        with self.assertRaisesRegex(ValueError, "Cannot cast value to BlockArgument"):
            BlockArgument(v)
        with self.assertRaisesRegex(ValueError, "Cannot cast value to OpResult"):
            OpResult(arg)
        self.assertTrue(OpResult.isinstance(v))
        self.assertFalse(BlockArgument.isinstance(v))

    def test_owners(self):
        self.assertEqual(self.a.results[0].owner.operation, self.a)
        self.assertEqual(self.block.arguments[0].owner, self.block)
        self.assertEqual(self.user.operands[0].owner.operation, self.a)
        self.assertEqual(self.user.operands[1].owner, self.block)

    def test_uses_and_op_operands(self):
        uses = list(self.a.results[0].uses)
        self.assertEqual(sorted(u.operand_number for u in uses), [0, 2])
        self.assertTrue(all(isinstance(u, OpOperand) for u in uses))
        self.assertTrue(all(u.owner.operation is self.user for u in uses))
        self.assertEqual(uses[0].get(), self.a.results[0])
        operands = self.user.op_operands
        self.assertEqual([o.operand_number for o in operands], [0, 1, 2])
        self.assertEqual(operands[1].get(), self.block.arguments[0])
        self.assertEqual(repr(operands[2]), "<OpOperand #2 of custom.use>")

    def test_replace_all_uses_with(self):
        self.a.results[0].replace_all_uses_with(self.a.results[1])
        self.assertEqual([o.get_name() for o in self.user.operands], ["%0#1", "%arg0", "%0#1"])
        self.assertEqual(list(self.a.results[0].uses), [])

    def test_replace_all_uses_except(self):
        with InsertionPoint(self.block):
            other = Operation.create("custom.other", operands=[self.a.results[0]])
        self.a.results[0].replace_all_uses_except(self.a.results[1], other)
        self.assertEqual(other.operands[0], self.a.results[0])
        self.assertEqual(self.user.operands[0], self.a.results[1])

    def test_get_name(self):
        self.assertEqual(self.a.results[0].get_name(), "%0#0")
        self.assertEqual(self.block.arguments[0].get_name(), "%arg0")
        state = AsmState(self.module.operation)
        self.assertEqual(self.a.results[1].get_name(state), "%0#1")

    def test_types_and_set_type(self):
        self.assertEqual(repr(self.a.results.types[0]), "IntegerType(i32)")
        self.block.arguments[0].set_type(F32Type.get())
        self.assertEqual(str(self.block.arguments[0].type), "f32")
        self.a.results[1].set_type(F32Type.get())
        self.assertEqual([str(t) for t in self.a.results.types], ["i32", "f32"])

    def test_equality_hash_and_repr(self):
        self.assertEqual(self.a.results[0], self.user.operands[0])
        self.assertEqual(hash(self.a.results[0]), hash(self.user.operands[2]))
        self.assertNotEqual(self.a.results[0], self.a.results[1])
        self.assertEqual(repr(self.block.arguments[0]),
                         "BlockArgument(<block argument> of type 'i32' at index: 0)")
        self.assertTrue(repr(self.a.results[0]).startswith("OpResult(%0:2 = "))

    def test_value_dies_with_its_defining_operation(self):
        v = self.user.operands[0]
        self.user.erase()
        self.assertEqual(str(v.type), "i32")
        self.a.erase()
        with self.assertRaisesRegex(RuntimeError, "invalidated"):
            v.type
        self.assertEqual(repr(v), "<OpResult (invalidated)>")

    def test_value_caster(self):
        class F32Value(Value):
            pass

        @register_value_caster(F32Type.static_typeid)
        def cast(v):
            return F32Value(v)

        try:
            with InsertionPoint(self.block):
                f = Operation.create("custom.f", results=[F32Type.get()])
            self.assertIsInstance(f.results[0].maybe_downcast(), F32Value)
            self.assertIsInstance(self.a.results[0].maybe_downcast(), OpResult)
            with self.assertRaisesRegex(RuntimeError, "already registered"):
                register_value_caster(F32Type.static_typeid)(cast)
        finally:
            from mlir.ir import _globals
            _globals._value_casters.clear()

    def test_value_location(self):
        self.assertEqual(str(self.block.arguments[0].location), "loc(unknown)")
        self.block.arguments[0].set_location(Location.name("arg"))
        self.assertEqual(str(self.block.arguments[0].location), 'loc("arg")')


class ResultListTest(_Values):
    def test_result_list_owner_and_repr(self):
        results = self.a.results
        self.assertEqual(results.owner.operation, self.a)
        self.assertEqual(len(results[::-1]), 2)
        self.assertEqual(repr(results[:1]), "OpResultList([OpResult(%0:2 = \"custom.a\"() : () "
                                            "-> (i32, i32))])")

    def test_result_of_multi_result_op_raises(self):
        with self.assertRaisesRegex(ValueError, "Cannot call .result on operation custom.a "
                                                "which has 2 results"):
            self.a.result

    def test_operand_assignment(self):
        self.user.operands[1] = self.a.results[1]
        self.assertEqual(self.user.operands[1], self.a.results[1])
        with self.assertRaises(IndexError):
            self.user.operands[7] = self.a.results[1]


if __name__ == "__main__":
    unittest.main()
