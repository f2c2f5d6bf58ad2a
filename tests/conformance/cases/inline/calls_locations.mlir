// Public, private, unused, multi-block, recursive, transitive, external,
// unregistered-op callees and a func.constant reference: what the inliner inlines, keeps and
// erases.
func.func private @unused() { return }
func.func @pub(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
func.func private @multi(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = arith.muli %x, %x : i32
  return %1 : i32
^b:
  return %x : i32
}
func.func private @rec(%x: i32) -> i32 {
  %r = call @rec(%x) : (i32) -> i32
  return %r : i32
}
func.func private @c3(%x: i32) -> i32 {
  %r = call @pub(%x) : (i32) -> i32
  return %r : i32
}
func.func private @ext(i32) -> i32
func.func private @unreg(%x: i32) -> i32 {
  "foo.bar"() : () -> ()
  return %x : i32
}
func.func @main(%c: i1, %x: i32) -> i32 {
  %0 = call @pub(%x) : (i32) -> i32
  %1 = call @multi(%c, %0) : (i1, i32) -> i32
  %2 = call @rec(%1) : (i32) -> i32
  %3 = call @c3(%2) : (i32) -> i32
  %4 = call @ext(%3) : (i32) -> i32
  %5 = call @unreg(%4) : (i32) -> i32
  %6 = scf.if %c -> i32 {
    %7 = func.call @pub(%5) : (i32) -> i32
    scf.yield %7 : i32
  } else {
    scf.yield %5 : i32
  }
  %f = func.constant @pub : (i32) -> i32
  "test.use"(%f) : ((i32) -> i32) -> ()
  return %6 : i32
}
