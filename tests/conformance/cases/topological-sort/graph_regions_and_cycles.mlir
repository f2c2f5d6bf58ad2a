module {
  %0 = "test.a"(%2) : (i32) -> i32
  %1 = "test.b"(%0, %3) : (i32, i32) -> i32
  %2 = "test.c"() : () -> i32
  %3 = "test.d"(%2) ({
    "test.inner"(%4) : (i32) -> ()
  }) : (i32) -> i32
  %4 = "test.e"() : () -> i32
  %5 = "test.cyc1"(%6) : (i32) -> i32
  %6 = "test.cyc2"(%5) : (i32) -> i32
  %7 = "test.f"(%1) : (i32) -> i32
  module {
    %8 = "test.x"(%9) : (i32) -> i32
    %9 = "test.y"() : () -> i32
  }
}
