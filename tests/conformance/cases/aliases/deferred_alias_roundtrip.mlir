module {
  "foo.a"() : () -> () loc(#loc1)
  "foo.b"() ({
  ^bb0(%arg0: i32 loc(#loc2)):
    "foo.c"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc3)
} loc(#loc)
#loc = loc("x.mlir":0:0)
#loc1 = loc("a.c":4:2)
#loc2 = loc("b.c":1:1)
#loc3 = loc(callsite(#loc1 at #loc2))
