// An illegal op is folded before it is expanded: a constant result is
// materialized at the op (next to equal constants, not deduplicated), and
// x / 1 becomes x. Nothing else is folded or erased.
func.func @fold(%a: i32, %i: index) -> (i32, i32, i32, i32, index, vector<2xi32>, i32) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.ceildivsi %a, %c1 : i32
  %1 = arith.floordivsi %cm7, %c2 : i32
  %2 = arith.ceildivsi %cm7, %c2 : i32
  %3 = arith.ceildivui %c7, %c2 : i32
  %ci1 = arith.constant 1 : index
  %4 = arith.ceildivui %i, %ci1 : index
  %v7 = arith.constant dense<7> : vector<2xi32>
  %v2 = arith.constant dense<[2, -2]> : vector<2xi32>
  %5 = arith.floordivsi %v7, %v2 : vector<2xi32>
  %6 = arith.ceildivsi %c7, %c0 : i32
  %dead = arith.addi %a, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, index, vector<2xi32>, i32
}
