"""mlir.rewrite: patterns written in Python, the greedy driver (with folding
and GreedyRewriteConfig) and the walk driver; invalidation and misuse."""

import unittest

from mlir.dialects import arith
from mlir.ir import Context, IntegerType, Location, Module, UnitAttr
from mlir.rewrite import (
    FrozenRewritePatternSet,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    GreedySimplifyRegionLevel,
    PatternRewriter,
    RewritePatternSet,
    apply_patterns_and_fold_greedily,
    walk_and_apply_patterns,
)

SOURCE = """\
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""


def addi_to_subi(op, rewriter):
    with rewriter.ip:
        sub = arith.subi(op.lhs, op.rhs)
    rewriter.replace_op(op, [sub])


class _Rewrite(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.ctx.__enter__()
        self.loc = Location.unknown()
        self.loc.__enter__()
        self.module = Module.parse(SOURCE)

    def tearDown(self):
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)

    def frozen(self, root, fn, benefit=1):
        patterns = RewritePatternSet()
        patterns.add(root, fn, benefit)
        return patterns.freeze()

    def body_ops(self):
        block = self.module.body.operations[0].regions[0].blocks[0]
        return [op.operation.name for op in block]


class GreedyTest(_Rewrite):
    def test_replace_with_new_ops(self):
        apply_patterns_and_fold_greedily(self.module, self.frozen(arith.AddIOp, addi_to_subi))
        self.assertEqual(self.body_ops(), ["arith.subi", "arith.muli", "func.return"])
        self.assertIn("%0 = arith.subi %arg0, %arg1 : i32", str(self.module))

    def test_root_by_name_and_pattern_sees_its_opview_class(self):
        seen = []

        def record(op, rewriter):
            seen.append(type(op).__name__)
            return True  # declines

        apply_patterns_and_fold_greedily(self.module, self.frozen("arith.muli", record))
        self.assertEqual(seen, ["MulIOp"])
        self.assertEqual(self.body_ops(), ["arith.addi", "arith.muli", "func.return"])

    def test_benefit_orders_patterns(self):
        order = []
        patterns = RewritePatternSet()
        patterns.add("arith.addi", lambda op, rw: order.append("low") or True, benefit=1)
        patterns.add("arith.addi", lambda op, rw: order.append("high") or True, benefit=5)
        apply_patterns_and_fold_greedily(self.module, patterns.freeze())
        self.assertEqual(order, ["high", "low"])

    def test_folding_happens_with_the_patterns(self):
        module = Module.parse("func.func @g() -> i32 {\n  %c1 = arith.constant 1 : i32\n"
                              "  %c2 = arith.constant 2 : i32\n  %0 = arith.addi %c1, %c2 : i32\n"
                              "  return %0 : i32\n}")
        apply_patterns_and_fold_greedily(module, RewritePatternSet().freeze())
        self.assertEqual(str(module), "module {\n  func.func @g() -> i32 {\n"
                                      "    %c3_i32 = arith.constant 3 : i32\n"
                                      "    return %c3_i32 : i32\n  }\n}\n")

    def test_config_without_folding(self):
        module = Module.parse("func.func @g() -> i32 {\n  %c1 = arith.constant 1 : i32\n"
                              "  %0 = arith.addi %c1, %c1 : i32\n  return %0 : i32\n}")
        config = GreedyRewriteConfig()
        config.enable_folding = False
        apply_patterns_and_fold_greedily(module.operation, RewritePatternSet().freeze(), config)
        self.assertIn("arith.addi", str(module))

    def test_non_convergence_raises(self):
        def flip(op, rewriter):
            with rewriter.ip:
                new = arith.addi(op.rhs, op.lhs)
            rewriter.replace_op(op, new.owner)

        # The flip always applies: bound the work per iteration and the
        # iterations, then the driver stops without converging.
        config = GreedyRewriteConfig()
        config.max_iterations = 2
        config.max_num_rewrites = 3
        with self.assertRaisesRegex(RuntimeError, "pattern application failed to converge"):
            apply_patterns_and_fold_greedily(self.module, self.frozen(arith.AddIOp, flip), config)

    def test_exception_in_a_pattern_propagates(self):
        def broken(op, rewriter):
            raise ZeroDivisionError("in pattern")

        with self.assertRaisesRegex(ZeroDivisionError, "in pattern"):
            apply_patterns_and_fold_greedily(self.module, self.frozen("arith.addi", broken))
        self.assertEqual(self.body_ops(), ["arith.addi", "arith.muli", "func.return"])

    def test_erase_op_and_replace_all_uses(self):
        def forward(op, rewriter):
            rewriter.replace_all_uses_with(op.result, op.lhs)
            rewriter.erase_op(op)

        apply_patterns_and_fold_greedily(self.module, self.frozen("arith.muli", forward))
        self.assertEqual(self.body_ops(), ["arith.addi", "func.return"])

    def test_in_place_modification(self):
        def swap(op, rewriter):
            if "swapped" in op.attributes:
                return True
            with rewriter.modify_op_in_place(op):
                lhs, rhs = op.lhs, op.rhs
                op.operation.operands[0] = rhs
                op.operation.operands[1] = lhs
                op.attributes["swapped"] = UnitAttr.get()

        apply_patterns_and_fold_greedily(self.module, self.frozen("arith.muli", swap))
        self.assertIn("arith.muli %arg1, %0 {swapped} : i32", str(self.module))

    def test_handles_are_invalidated_after_the_driver(self):
        func = self.module.body.operations[0].operation
        add = func.regions[0].blocks[0].operations[0].operation
        kept = []
        apply_patterns_and_fold_greedily(
            self.module, self.frozen("arith.muli", lambda op, rw: kept.append(op) or True))
        for stale in (add, kept[0]):
            with self.assertRaisesRegex(RuntimeError, "invalidated"):
                stale.name
        self.assertEqual(self.module.operation.name, "builtin.module")

    def test_direct_mutation_inside_a_pattern_is_refused(self):
        errors = []

        def erase_directly(op, rewriter):
            try:
                op.erase()
            except RuntimeError as e:
                errors.append(str(e))
            return True

        apply_patterns_and_fold_greedily(self.module, self.frozen("arith.muli", erase_directly))
        self.assertEqual(errors, ["cannot erase an operation directly while patterns are "
                                  "applied; use the PatternRewriter"])

    def test_rewriter_expires_with_its_pattern(self):
        saved = []
        apply_patterns_and_fold_greedily(
            self.module, self.frozen("arith.addi", lambda op, rw: saved.append(rw) or True))
        self.assertIsInstance(saved[0], PatternRewriter)
        self.assertEqual(repr(saved[0]), "<PatternRewriter (expired)>")
        with self.assertRaisesRegex(RuntimeError, "outside of its pattern"):
            saved[0].ip


class WalkDriverTest(_Rewrite):
    def test_walk_applies_once_per_op(self):
        calls = []

        def rewrite(op, rewriter):
            calls.append(op.operation.name)
            addi_to_subi(op, rewriter)

        walk_and_apply_patterns(self.module.operation, self.frozen(arith.AddIOp, rewrite))
        self.assertEqual(calls, ["arith.addi"])
        self.assertEqual(self.body_ops(), ["arith.subi", "arith.muli", "func.return"])

    def test_walk_does_not_fold(self):
        module = Module.parse("func.func @g() -> i32 {\n  %c1 = arith.constant 1 : i32\n"
                              "  %0 = arith.addi %c1, %c1 : i32\n  return %0 : i32\n}")
        walk_and_apply_patterns(module.operation, RewritePatternSet().freeze())
        self.assertIn("arith.addi", str(module))


class PatternSetTest(_Rewrite):
    def test_freeze_consumes_the_set(self):
        patterns = RewritePatternSet()
        frozen = patterns.freeze()
        self.assertIsInstance(frozen, FrozenRewritePatternSet)
        with self.assertRaisesRegex(RuntimeError, "has been frozen or closed"):
            patterns.add("arith.addi", addi_to_subi)
        frozen.close()
        frozen.close()

    def test_bad_roots(self):
        patterns = RewritePatternSet()
        with self.assertRaisesRegex(TypeError, "root argument must be a type or a string"):
            patterns.add(3, addi_to_subi)
        with self.assertRaisesRegex(TypeError, "has no OPERATION_NAME"):
            patterns.add(int, addi_to_subi)
        with self.assertRaisesRegex(TypeError, "must be callable"):
            patterns.add("arith.addi", None)

    def test_config_properties(self):
        config = GreedyRewriteConfig()
        self.assertEqual((config.max_iterations, config.max_num_rewrites), (10, -1))
        self.assertTrue(config.use_top_down_traversal)
        config.use_top_down_traversal = False
        config.max_num_rewrites = 5
        config.strictness = GreedyRewriteStrictness.EXISTING_OPS
        config.region_simplification_level = GreedySimplifyRegionLevel.DISABLED
        config.enable_constant_cse = False
        self.assertEqual((config.use_top_down_traversal, config.max_num_rewrites,
                          config.strictness, config.region_simplification_level,
                          config.enable_constant_cse),
                         (False, 5, GreedyRewriteStrictness.EXISTING_OPS,
                          GreedySimplifyRegionLevel.DISABLED, False))

    def test_pattern_builds_constants_through_the_rewriter(self):
        module = Module.parse("func.func @g(%x: i64) -> i64 {\n"
                              "  %0 = arith.addi %x, %x : i64\n  return %0 : i64\n}")
        i64 = IntegerType.get_signless(64)

        def double(op, rewriter):
            if op.lhs != op.rhs:
                return True
            with rewriter.ip:
                two = arith.constant(i64, 2)
                mul = arith.muli(op.lhs, two)
            rewriter.replace_op(op, [mul])

        apply_patterns_and_fold_greedily(module, self.frozen("arith.addi", double))
        self.assertEqual(str(module), "module {\n  func.func @g(%arg0: i64) -> i64 {\n"
                                      "    %c2_i64 = arith.constant 2 : i64\n"
                                      "    %0 = arith.muli %arg0, %c2_i64 : i64\n"
                                      "    return %0 : i64\n  }\n}\n")


if __name__ == "__main__":
    unittest.main()
