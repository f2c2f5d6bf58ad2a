module {
  func.func private @g(i32) -> (i64, f32)
  func.func @f(%a: i32) -> i64 {
    %0:2 = call @g(%a) : (i32) -> (i64, f32)
    %c = constant @g : (i32) -> (i64, f32)
    %1:2 = call_indirect %c(%a) : (i32) -> (i64, f32)
    return %0#0 : i64
  }
  module @nested {
    func.func @h() {
      call @h() : () -> ()
      return
    }
  }
}
