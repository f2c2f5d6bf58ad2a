"foo.a"() : () -> () loc("a.mlir":3:4)
"foo.b"() : () -> () loc("n"("f.mlir":1:2))
"foo.c"() : () -> () loc(callsite("x.c":1:1 at "y.c":2:2))
"foo.d"() : () -> () loc(fused["p":1:1, "q":2:2])
"foo.e"() : () -> () loc(fused<"m">["p":1:1, "q":2:2])
"foo.f"() : () -> () loc(unknown)
"foo.g"() ({
^bb0(%x: i32 loc("arg":5:6)):
  "foo.h"() : () -> ()
}) : () -> () loc("r.mlir":1:2 to 3:4)
"foo.i"() : () -> () loc("r.mlir":1:2 to :9)
