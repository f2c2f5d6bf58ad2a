// Casts feeding ops of an unknown dialect, and a cast used twice.
func.func @users(%a: i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to !foo.t
  %1 = builtin.unrealized_conversion_cast %0 : !foo.t to i32
  "foo.use"(%1, %1) : (i32, i32) -> ()
  "foo.use"(%0) : (!foo.t) -> ()
  return
}
