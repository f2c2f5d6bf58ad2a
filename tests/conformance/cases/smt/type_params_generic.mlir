// smt ops whose operand and result types come from a parameter of the
// function or array type (TypesMatchWith with getDomainTypes(),
// getRangeType(), getDomainType()), and the smt value type constraints.
func.func @apply(%i: !smt.int, %b: !smt.bool, %x: !smt.bv<8>, %y: !smt.bv<8>) {
  %f = smt.declare_fun : !smt.func<(!smt.int, !smt.bool) !smt.bv<8>>
  %r = smt.apply_func %f(%i, %b) : !smt.func<(!smt.int, !smt.bool) !smt.bv<8>>
  %s = smt.ite %b, %r, %x : !smt.bv<8>
  %a = smt.declare_fun : !smt.array<[!smt.int -> !smt.bool]>
  %e = smt.array.select %a[%i] : !smt.array<[!smt.int -> !smt.bool]>
  %t = smt.array.store %a[%i], %e : !smt.array<[!smt.int -> !smt.bool]>
  %c = smt.array.broadcast %b : !smt.array<[!smt.int -> !smt.bool]>
  %g = smt.declare_fun : !smt.func<(!smt.sort<"s"[!smt.bv<4>, !smt.int]>) !smt.bool>
  return
}
