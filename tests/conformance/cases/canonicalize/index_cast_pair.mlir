func.func @f(%a: i32) -> i32 {
  %i = arith.index_cast %a : i32 to index
  %j = arith.index_cast %i : index to i32
  return %j : i32
}
func.func @g(%a: i64) -> i64 {
  %j = arith.index_cast %a : i64 to index
  %k = arith.index_cast %j : index to i8
  %l = arith.index_castui %k : i8 to index
  %m = arith.index_castui %l : index to i8
  %n = arith.index_cast %m : i8 to index
  %o = arith.index_cast %n : index to i64
  return %o : i64
}
