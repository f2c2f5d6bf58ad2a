"""Navigating IR: regions, blocks, operations, values, types, walk()."""

import unittest

from mlir.ir import (
    Block,
    BlockArgument,
    Module,
    OpResult,
    OpView,
    Operation,
    Region,
    Type,
    Value,
    WalkOrder,
    WalkResult,
)

from mlir_testing import SAMPLE, unregistered_context


class NavigationTest(unittest.TestCase):
    def setUp(self):
        self.ctx = unregistered_context()
        self.module = Module.parse(SAMPLE, self.ctx)
        self.func = self.module.body.operations[0]
        self.entry, self.exit = self.func.regions[0].blocks

    def test_module_body_operations(self):
        ops = self.module.body.operations
        self.assertEqual(len(ops), 2)
        self.assertEqual([op.name for op in ops], ["test.func", "test.empty"])
        self.assertEqual([op.name for op in self.module.body], ["test.func", "test.empty"])
        self.assertEqual(ops[-1].name, "test.empty")
        with self.assertRaisesRegex(IndexError, "attempt to access out of bounds operation"):
            ops[2]
        self.assertEqual(self.module.operation.name, "builtin.module")

    def test_iteration_yields_opviews_of_interned_operations(self):
        first = self.module.body.operations[0]
        self.assertIsInstance(first, OpView)
        self.assertIsInstance(first.operation, Operation)
        self.assertIs(first.operation, self.module.body.operations[0].operation)
        self.assertIs(first.operation.operation, first.operation)
        self.assertEqual(first, first.operation)
        self.assertEqual(hash(first), hash(first.operation))
        self.assertNotEqual(first, self.module.body.operations[1])

    def test_regions_and_blocks(self):
        regions = self.func.regions
        self.assertEqual(len(regions), 1)
        region = regions[0]
        self.assertIsInstance(region, Region)
        self.assertEqual(region, regions[-1])
        self.assertEqual(len(region.blocks), 2)
        self.assertEqual(list(region), list(region.blocks))
        self.assertEqual(region.owner, self.func)
        self.assertEqual(self.entry.owner, self.func)
        self.assertEqual(self.entry.region, region)
        self.assertIsInstance(self.entry, Block)
        self.assertEqual(region.blocks[-1], self.exit)
        with self.assertRaisesRegex(IndexError, "attempt to access out of bounds block"):
            region.blocks[2]
        self.assertEqual(len(self.module.body.operations[1].regions), 0)

    def test_walk_all_blocks_and_operations(self):
        seen = []
        for region in self.module.operation.regions:
            for block in region.blocks:
                for op in block.operations:
                    seen.append(op.name)
                    for inner_region in op.regions:
                        for inner_block in inner_region.blocks:
                            for inner in inner_block.operations:
                                seen.append(inner.name)
        self.assertEqual(
            seen,
            ["test.func", "test.add", "test.pair", "test.br", "test.return", "test.empty"],
        )

    def test_block_arguments(self):
        args = self.entry.arguments
        self.assertEqual(len(args), 2)
        self.assertIsInstance(args[0], BlockArgument)
        self.assertEqual([arg.arg_number for arg in args], [0, 1])
        self.assertEqual([str(t) for t in args.types], ["i32", "f32"])
        self.assertEqual(args[1].owner, self.entry)
        self.assertEqual(str(args[0]), "Value(<block argument> of type 'i32' at index: 0)")
        self.assertEqual(args[0].get_name(), "%arg0")
        self.assertEqual(self.exit.arguments[0].get_name(), "%2")
        self.assertEqual([str(t) for t in args[::-1].types], ["f32", "i32"])
        self.assertEqual(len(args[5:]), 0)

    def test_results_operands_and_types(self):
        add, pair, br, ret = self.entry.operations[0], self.entry.operations[1], \
            self.entry.operations[2], self.exit.operations[0]
        self.assertEqual(len(add.results), 1)
        result = add.result
        self.assertIsInstance(result, OpResult)
        self.assertEqual(result.result_number, 0)
        self.assertEqual(result.owner, add)
        self.assertIsInstance(result.type, Type)
        self.assertEqual(str(result.type), "i32")
        self.assertEqual(
            str(result),
            'Value(%0 = "test.add"(%arg0, %arg0) {fast, name = "add", value = 42 : i64}'
            " : (i32, i32) -> i32)",
        )
        self.assertEqual(result.get_name(), "%0")
        self.assertEqual([v.get_name() for v in pair.results], ["%1#0", "%1#1"])
        self.assertEqual([str(t) for t in pair.results.types], ["i32", "f32"])
        with self.assertRaisesRegex(ValueError, "Cannot call .result on operation test.pair"):
            pair.result
        # Operands come back as the concrete kind of value.
        self.assertIsInstance(add.operands[0], BlockArgument)
        self.assertEqual(add.operands[0], self.entry.arguments[0])
        self.assertIsInstance(ret.operands[1], OpResult)
        self.assertEqual(ret.operands[1], pair.results[1])
        self.assertEqual([str(t) for t in ret.operands.types], ["i32", "f32"])
        self.assertEqual(len(br.operands), 1)
        self.assertEqual(len(self.module.body.operations[1].results), 0)

    def test_values_cast_and_compare(self):
        arg = self.entry.arguments[0]
        generic = Value(arg)
        self.assertEqual(generic, arg)
        self.assertEqual(hash(generic), hash(arg))
        self.assertIsInstance(generic.maybe_downcast(), BlockArgument)
        self.assertTrue(BlockArgument.isinstance(generic))
        self.assertFalse(OpResult.isinstance(generic))
        with self.assertRaisesRegex(ValueError, "Cannot cast value to OpResult"):
            OpResult(generic)
        self.assertNotEqual(arg, "not a value")

    def test_uses(self):
        add = self.entry.operations[0]
        uses = list(add.result.uses)
        self.assertEqual(len(uses), 1)
        self.assertEqual(uses[0].owner.name, "test.pair")
        self.assertEqual(uses[0].operand_number, 0)
        arg0_uses = sorted(use.operand_number for use in self.entry.arguments[0].uses)
        self.assertEqual(arg0_uses, [0, 1])

    def test_successors_and_predecessors(self):
        br = self.entry.operations[2]
        self.assertEqual(len(br.successors), 1)
        self.assertEqual(br.successors[0], self.exit)
        self.assertEqual(list(self.entry.successors), [self.exit])
        self.assertEqual(list(self.exit.predecessors), [self.entry])

    def test_parent_and_block_of_operations(self):
        add = self.entry.operations[0]
        self.assertEqual(add.parent, self.func)
        self.assertEqual(add.operation.block, self.entry)
        self.assertEqual(self.func.parent, self.module.operation)
        self.assertIsNone(self.module.operation.parent)

    def test_slices(self):
        ops = self.entry.operations
        pair = ops[1]
        self.assertEqual(len(pair.results[1:]), 1)
        self.assertEqual(pair.results[1:][0], pair.results[1])
        self.assertEqual(pair.results[::-1][0], pair.results[1])
        self.assertEqual(len(pair.results + pair.results), 4)
        with self.assertRaisesRegex(IndexError, "index out of range"):
            pair.results[2]
        with self.assertRaisesRegex(ValueError, "expected integer or slice"):
            pair.results["x"]

    def test_walk_orders(self):
        post, pre = [], []
        self.module.operation.walk(lambda op: post.append(op.name))
        self.module.operation.walk(lambda op: pre.append(op.name), WalkOrder.PRE_ORDER)
        self.assertEqual(
            post,
            ["test.add", "test.pair", "test.br", "test.return", "test.func", "test.empty",
             "builtin.module"],
        )
        self.assertEqual(
            pre,
            ["builtin.module", "test.func", "test.add", "test.pair", "test.br", "test.return",
             "test.empty"],
        )

    def test_walk_gives_interned_operations_and_can_stop(self):
        seen = []

        def visit(op):
            seen.append(op)
            return WalkResult.INTERRUPT if op.name == "test.pair" else WalkResult.ADVANCE

        self.func.walk(visit, WalkOrder.PRE_ORDER)
        self.assertEqual([op.name for op in seen], ["test.func", "test.add", "test.pair"])
        self.assertIs(seen[0], self.func.operation)
        self.assertIsInstance(seen[1], Operation)

    def test_walk_skip(self):
        seen = []

        def visit(op):
            seen.append(op.name)
            return WalkResult.SKIP if op.name == "test.func" else WalkResult.ADVANCE

        self.module.operation.walk(visit, WalkOrder.PRE_ORDER)
        self.assertEqual(seen, ["builtin.module", "test.func", "test.empty"])

    def test_walk_callback_exception(self):
        def visit(op):
            raise KeyError("boom")

        with self.assertRaisesRegex(RuntimeError, "Exception raised in callback: 'boom'"):
            self.module.operation.walk(visit)

    def test_verify(self):
        self.assertTrue(self.module.operation.verify())


if __name__ == "__main__":
    unittest.main()
