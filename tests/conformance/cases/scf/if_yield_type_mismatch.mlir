func.func @f(%c: i1, %a: i32, %b: i64) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i64
  }
  return %0 : i32
}
