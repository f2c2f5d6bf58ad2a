// Wide and i1 integers.
func.func @f(%a: i128, %b: i128, %c: i1, %v: vector<2xi128>) -> (i128, i128, i1, vector<2xi128>) {
  %0 = arith.ceildivsi %a, %b : i128
  %1 = arith.floordivsi %a, %b : i128
  %2 = arith.floordivsi %c, %c : i1
  %3 = arith.ceildivui %v, %v : vector<2xi128>
  return %0, %1, %2, %3 : i128, i128, i1, vector<2xi128>
}
