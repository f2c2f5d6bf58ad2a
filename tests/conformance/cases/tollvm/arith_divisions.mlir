func.func @divisions(%a: i32, %b: i32, %i: index, %j: index) -> (i32, i32, i32, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.floordivsi %i, %j : index
  return %0, %1, %2, %3 : i32, i32, i32, index
}
