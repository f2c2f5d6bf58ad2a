func.func @f(%c: i1, %a: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %0 : i32
}
