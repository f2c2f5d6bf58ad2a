// Every kind of location.
"foo.a"() : () -> () loc("a"(callsite("b" at "f.c":1:2)))
"foo.b"() : () -> () loc(fused<"m">["x", "y"])
"foo.c"() : () -> () loc(fused["x", "y"])
"foo.d"() : () -> () loc("f.c":1:2 to 3:4)
"foo.e"() : () -> () loc("f.c":5:2 to :9)
"foo.f"() ({
^bb0(%a: i32 loc("arg"), %b: i32):
  "foo.g"() : () -> () loc(unknown)
}) : () -> ()
