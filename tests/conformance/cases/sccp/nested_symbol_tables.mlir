module {
  module @inner {
    func.func private @f(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @g() -> i32 {
      %c = arith.constant 4 : i32
      %r = func.call @f(%c) : (i32) -> i32
      return %r : i32
    }
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @h(%a: i32) -> i32 {
      return %a : i32
    }
    func.func @k() -> i32 {
      %c = arith.constant 8 : i32
      %r = func.call @h(%c) : (i32) -> i32
      return %r : i32
    }
  }
  func.func @top() -> i32 {
    %r = arith.constant 0 : i32
    return %r : i32
  }
}
