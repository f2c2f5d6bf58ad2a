func.func @folds(%a: i32, %x: f32) -> (i32, f32, i1) {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.maximumf %x, %x : f32
  %2 = arith.cmpi eq, %a, %a : i32
  %3 = arith.constant 6 : i32
  %4 = arith.constant 7 : i32
  %5 = arith.muli %3, %4 : i32
  %6 = arith.addi %0, %5 : i32
  return %6, %1, %2 : i32, f32, i1
}
