module @outer {
  func.func private @decl(i32) -> i32
  module @inner {
    func.func @leaf(%x: i32) -> i32 {
      return %x : i32
    }
  }
  memref.global "private" constant @table : memref<2xi32> = dense<[1, 2]>
  func.func @user(%v: i32) -> (i32, i32) {
    %a = func.call @decl(%v) : (i32) -> i32
    %b = func.call @decl(%a) {callee_hint = @inner::@leaf} : (i32) -> i32
    %t = memref.get_global @table : memref<2xi32>
    %c = func.call @decl(%b) : (i32) -> i32
    return %c, %a : i32, i32
  }
}
