func.func @narrow(%i: index, %j: index, %a: i64, %b: i16) -> (index, i64, i32) {
  %c = arith.constant 5 : index
  %0 = arith.muli %i, %c : index
  %1 = arith.addi %0, %j : index
  %2 = arith.index_cast %a : i64 to index
  %3 = arith.index_castui %b : i16 to index
  %4 = arith.addi %2, %3 : index
  %5 = arith.index_cast %4 : index to i64
  %6 = arith.index_castui %1 : index to i32
  return %1, %5, %6 : index, i64, i32
}
