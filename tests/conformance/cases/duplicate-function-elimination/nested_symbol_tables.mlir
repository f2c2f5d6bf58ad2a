// Functions of nested modules take part too; a removed duplicate's uses
// name the function kept, in each symbol table on the way down to it
// (@inner::@s from the top, @s inside @inner).
module {
  func.func @p(%x: i32) -> i32 {
    %c = arith.constant 1 : i32
    %r = arith.addi %x, %c : i32
    return %r : i32
  }
  module @inner {
    func.func @r(%x: i32) -> i32 { return %x : i32 }
    func.func @s(%x: i32) -> i32 { return %x : i32 }
    func.func @use(%x: i32) -> i32 {
      %0 = call @r(%x) : (i32) -> i32
      %1 = call @s(%0) : (i32) -> i32
      %2 = "test.ref"() {a = @inner::@s, b = [@s, @r]} : () -> i32
      return %1 : i32
    }
  }
  func.func @u(%x: i32) -> i32 {
    %0 = call @p(%x) : (i32) -> i32
    %1 = "test.use"() {n1 = @inner::@r, n2 = @inner::@s, n3 = @inner} : () -> i32
    return %0 : i32
  }
}
