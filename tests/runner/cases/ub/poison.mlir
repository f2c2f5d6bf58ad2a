func.func @main() -> i32 {
  %a = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %s = arith.addi %a, %one overflow<nsw> : i32
  %c = arith.cmpi sgt, %s, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %one : i32
^bb2:
  return %a : i32
}
