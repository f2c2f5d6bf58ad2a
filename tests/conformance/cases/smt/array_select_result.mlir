func.func @f(%i: !smt.int) {
  %a = smt.declare_fun : !smt.array<[!smt.int -> !smt.bool]>
  %e = "smt.array.select"(%a, %i) : (!smt.array<[!smt.int -> !smt.bool]>, !smt.int) -> !smt.int
  return
}
