#a = loc("a.c":1:2)
#f = loc(fused<"meta">[#a, "b.c":3:4])
func.func @f(%x: i32 loc("arg.c":1:1), %y: i32 loc(#a)) -> i32 {
  %0 = arith.addi %x, %y : i32 loc(#f)
  %1 = arith.muli %0, %0 : i32 loc(callsite("callee.c":1:1 at #a))
  cf.br ^bb1(%1 : i32) loc("n"("br.c":2:2))
^bb1(%z: i32 loc("bbarg.c":5:5)):
  return %z : i32 loc(unknown)
} loc("f.c":1:1)
func.func private @g(memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>) loc("g.c":7:7)
