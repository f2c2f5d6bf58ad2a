"""AffineExpr (and its kinds and operators), AffineMap and IntegerSet."""

import unittest

from mlir.ir import (
    AffineAddExpr,
    AffineBinaryExpr,
    AffineCeilDivExpr,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineFloorDivExpr,
    AffineMap,
    AffineModExpr,
    AffineMulExpr,
    AffineSymbolExpr,
    Context,
    IntegerSet,
)


class _Affine(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.ctx.__enter__()
        self.d0 = AffineDimExpr.get(0)
        self.d1 = AffineDimExpr.get(1)
        self.s0 = AffineSymbolExpr.get(0)

    def tearDown(self):
        self.ctx.__exit__(None, None, None)


class AffineExprTest(_Affine):
    def test_leaves(self):
        c = AffineConstantExpr.get(7)
        self.assertEqual((str(c), c.value), ("7", 7))
        self.assertEqual((str(self.d1), self.d1.position), ("d1", 1))
        self.assertEqual((str(self.s0), self.s0.position), ("s0", 0))
        self.assertEqual(repr(self.d0), "AffineDimExpr(d0)")

    def test_operators_build_the_binary_kinds(self):
        self.assertIsInstance(self.d0 + self.s0, AffineAddExpr)
        self.assertEqual(str(self.d0 + 2), "d0 + 2")
        self.assertEqual(str(3 * self.d1), "d1 * 3")
        self.assertEqual(str(self.d0 % 4), "d0 mod 4")
        self.assertEqual(str(self.d0 - self.d1), "d0 - d1")
        self.assertEqual(str(1 - self.d0), "-d0 + 1")
        self.assertEqual(str(-self.d0), "-d0")
        self.assertIsInstance(self.d0 * self.s0, AffineMulExpr)
        self.assertIsInstance(self.d0 % self.s0, AffineModExpr)

    def test_floor_and_ceil_div(self):
        f = AffineExpr.get_floor_div(self.d0, 2)
        c = AffineCeilDivExpr.get(self.d0, AffineConstantExpr.get(3))
        self.assertEqual((str(f), str(c)), ("d0 floordiv 2", "d0 ceildiv 3"))
        self.assertIsInstance(f, AffineFloorDivExpr)
        self.assertEqual(str(f.lhs), "d0")
        self.assertEqual(f.rhs, AffineConstantExpr.get(2))

    def test_binary_casts(self):
        e = self.d0 + self.d1
        self.assertTrue(AffineBinaryExpr.isinstance(e))
        self.assertEqual(str(AffineAddExpr(AffineExpr(e)).rhs), "d1")
        with self.assertRaises(ValueError):
            AffineMulExpr(e)
        self.assertFalse(AffineConstantExpr.isinstance(e))

    def test_uniqued_equality_and_hash(self):
        self.assertEqual(self.d0 + 1, AffineDimExpr.get(0) + 1)
        self.assertEqual(hash(self.d0 + 1), hash(AffineDimExpr.get(0) + 1))
        self.assertNotEqual(self.d0, self.d1)
        self.assertNotEqual(self.d0, "d0")

    def test_queries(self):
        e = self.d0 * 4
        self.assertTrue(e.is_pure_affine)
        self.assertFalse(e.is_symbolic_or_constant)
        self.assertTrue(e.is_multiple_of(2))
        self.assertEqual(e.get_largest_known_divisor(), 4)
        self.assertTrue(e.is_function_of_dim(0))
        self.assertFalse(e.is_function_of_dim(1))

    def test_compose_shift_simplify(self):
        m = AffineMap.get(1, 0, [self.d0 * 2])
        self.assertEqual(str((self.d0 + 3).compose(m)), "d0 * 2 + 3")
        self.assertEqual(str(self.d0.shift_dims(1, 2)), "d2")
        self.assertEqual(str(self.s0.shift_symbols(1, 1)), "s1")
        self.assertEqual(str(AffineExpr.simplify_affine_expr(self.d0 + 0, 1, 0)), "d0")


class AffineMapTest(_Affine):
    def test_get_and_properties(self):
        m = AffineMap.get(2, 1, [self.d0 + self.s0, self.d1])
        self.assertEqual(str(m), "(d0, d1)[s0] -> (d0 + s0, d1)")
        self.assertEqual((m.n_dims, m.n_symbols, m.n_inputs, m.n_results), (2, 1, 3, 2))
        self.assertEqual([str(e) for e in m.results], ["d0 + s0", "d1"])
        self.assertIsInstance(m.results[1], AffineDimExpr)
        self.assertEqual(repr(m), "AffineMap((d0, d1)[s0] -> (d0 + s0, d1))")

    def test_constructors(self):
        self.assertEqual(str(AffineMap.get_empty()), "() -> ()")
        self.assertEqual(str(AffineMap.get_constant(4)), "() -> (4)")
        self.assertEqual(str(AffineMap.get_identity(2)), "(d0, d1) -> (d0, d1)")
        self.assertEqual(str(AffineMap.get_minor_identity(3, 2)), "(d0, d1, d2) -> (d1, d2)")
        p = AffineMap.get_permutation([1, 0])
        self.assertEqual(str(p), "(d0, d1) -> (d1, d0)")
        self.assertTrue(p.is_permutation)
        self.assertTrue(p.is_projected_permutation)
        self.assertTrue(AffineMap.get_identity(2).is_identity)
        with self.assertRaisesRegex(ValueError, "Invalid permutation"):
            AffineMap.get_permutation([1, 1])

    def test_submaps_and_replace(self):
        m = AffineMap.get(3, 0, [self.d0, self.d1, AffineDimExpr.get(2)])
        self.assertEqual(str(m.get_submap([2, 0])), "(d0, d1, d2) -> (d2, d0)")
        self.assertEqual(str(m.get_major_submap(1)), "(d0, d1, d2) -> (d0)")
        self.assertEqual(str(m.get_minor_submap(2)), "(d0, d1, d2) -> (d1, d2)")
        self.assertEqual(str(m.replace(self.d1, AffineConstantExpr.get(5), 3, 0)),
                         "(d0, d1, d2) -> (d0, 5, d2)")
        with self.assertRaises(ValueError):
            m.get_submap([3])

    def test_compress_unused_symbols(self):
        m1 = AffineMap.get(1, 2, [self.d0 + AffineSymbolExpr.get(1)])
        m2 = AffineMap.get(1, 2, [self.d0])
        out = AffineMap.compress_unused_symbols([m1, m2])
        self.assertEqual([str(m) for m in out], ["(d0)[s0] -> (d0 + s0)", "(d0)[s0] -> (d0)"])


class IntegerSetTest(_Affine):
    def test_get_and_constraints(self):
        s = IntegerSet.get(2, 1, [self.d0 - self.s0, self.d1 - 4], [True, False])
        self.assertEqual(str(s), "(d0, d1)[s0] : (d0 - s0 == 0, d1 - 4 >= 0)")
        self.assertEqual((s.n_dims, s.n_symbols, s.n_inputs), (2, 1, 3))
        self.assertEqual((s.n_equalities, s.n_inequalities), (1, 1))
        self.assertEqual([c.is_eq for c in s.constraints], [True, False])
        self.assertEqual(str(s.constraints[1].expr), "d1 - 4")
        self.assertEqual(repr(s.constraints[0]), "IntegerSetConstraint(d0 - s0 == 0)")

    def test_empty_and_replaced(self):
        empty = IntegerSet.get_empty(1, 0)
        self.assertTrue(empty.is_canonical_empty)
        s = IntegerSet.get(1, 0, [self.d0], [False])
        replaced = s.get_replaced([self.d0 + 1], [], 1, 0)
        self.assertEqual(str(replaced), "(d0) : (d0 + 1 >= 0)")
        with self.assertRaisesRegex(ValueError, "match that of equality flags"):
            IntegerSet.get(1, 0, [self.d0], [])
        with self.assertRaisesRegex(ValueError, "dimension replacement"):
            s.get_replaced([], [], 1, 0)


if __name__ == "__main__":
    unittest.main()
