// The integer divisions expand in the order the driver visits them (a
// pre-order walk, nested regions included); constants are not shared.
func.func @scalars(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, i32, index, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivui %i, %j : index
  %4 = arith.floordivsi %i, %j : index
  return %0, %1, %2, %3, %4 : i32, i32, i32, index, index
}

func.func @shaped(%v: vector<4xi8>, %w: vector<4xi8>, %t: tensor<2x3xi64>, %u: tensor<2x3xi64>,
                  %s: vector<[2]xi16>) -> (vector<4xi8>, tensor<2x3xi64>, vector<[2]xi16>) {
  %0 = arith.floordivsi %v, %w : vector<4xi8>
  %1 = arith.ceildivsi %t, %u : tensor<2x3xi64>
  %2 = arith.ceildivui %s, %s : vector<[2]xi16>
  return %0, %1, %2 : vector<4xi8>, tensor<2x3xi64>, vector<[2]xi16>
}

func.func @nested(%n: index, %a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %a) -> (i64) {
    %q = arith.ceildivsi %acc, %b : i64
    %f = arith.floordivsi %q, %b : i64
    scf.yield %f : i64
  }
  %x = "test.region"() ({
    %d = arith.ceildivui %r, %b : i64
    "test.yield"(%d) : (i64) -> ()
  }) : () -> i64
  return %x : i64
}
