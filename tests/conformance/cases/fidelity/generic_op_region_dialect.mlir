%c = "toy.c"() : () -> i32
"toy.scope"() ({
^bb0(%x: i32):
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  "toy.use"(%0) : (i64) -> ()
}) : () -> ()
%1 = builtin.unrealized_conversion_cast %c : i32 to i64
