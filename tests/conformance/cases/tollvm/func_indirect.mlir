module {
  func.func private @target(i64, f32) -> i64
  func.func @indirect(%a: i64, %x: f32) -> i64 {
    %f = func.constant @target : (i64, f32) -> i64
    %r = func.call_indirect %f(%a, %x) : (i64, f32) -> i64
    %s = call @target(%r, %x) : (i64, f32) -> i64
    return %s : i64
  }
}
