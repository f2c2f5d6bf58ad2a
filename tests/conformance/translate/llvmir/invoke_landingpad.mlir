// Exception handling: invoke (direct and indirect, with successor
// arguments becoming phis), landingpad clauses (cleanup, catch, filter)
// and resume; the personality prints after the function's signature.
llvm.func @may_throw(i32) -> i32
llvm.func @nothing()
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

llvm.func @direct(%a: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.invoke @may_throw(%a) to ^bb1(%c1 : i32) unwind ^bb3 : (i32) -> i32
^bb1(%n: i32):
  %s = llvm.add %0, %n : i32
  llvm.invoke %fp() to ^bb2 unwind ^bb3 : !llvm.ptr, () -> ()
^bb2:
  llvm.return %s : i32
^bb3:
  %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}

llvm.func @filtered() attributes {personality = @__gxx_personality_v0} {
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<1 x ptr>
  %f = llvm.insertvalue %ti, %u[0] : !llvm.array<1 x ptr>
  llvm.invoke @nothing() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %lp = llvm.landingpad (filter %f : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %lp : !llvm.struct<(ptr, i32)>
}
