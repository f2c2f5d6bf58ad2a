func.func @f(%a: i32, %c: i32) {
  %r = func.call_indirect %c(%a) : i32
  return
}
