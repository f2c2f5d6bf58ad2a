// Bit-vector types, constants and ops rejected with upstream's messages.
func.func @f(%a: !smt.bv<0>) {
  return
}

// -----

func.func @f() {
  %0 = "smt.bv.constant"() <{value = #smt.bv<0> : !smt.bv<1>}> : () -> !smt.bv<32>
  return
}

// -----

func.func @f() {
  %0 = smt.bv.constant #smt.bv<5>
  return
}

// -----

func.func @f() {
  %0 = smt.bv.constant #smt.bv<5> : i32
  return
}

// -----

func.func @f() {
  %0 = smt.bv.constant #smt.bv<4> : !smt.bv<2>
  return
}

// -----

func.func @f() {
  %0 = smt.bv.constant #smt.bv<-3> : !smt.bv<2>
  return
}

// -----

func.func @f() {
  %0 = smt.bv.constant #smt.bv<x> : !smt.bv<2>
  return
}

// -----

func.func @f(%a: !smt.bv<32>) {
  %0 = smt.bv.extract %a from 20 : (!smt.bv<32>) -> !smt.bv<16>
  return
}

// -----

func.func @f(%a: !smt.bv<32>) {
  %0 = "smt.bv.concat"(%a, %a) : (!smt.bv<32>, !smt.bv<32>) -> !smt.bv<33>
  return
}

// -----

func.func @f(%a: !smt.bv<32>) {
  %0 = smt.bv.repeat 0 times %a : !smt.bv<32>
  return
}

// -----

func.func @f(%a: !smt.bool) {
  %0 = smt.bv.repeat 2 times %a : !smt.bool
  return
}

// -----

func.func @f(%a: !smt.bv<32>) {
  %0 = smt.bv.repeat 18446744073709551617 times %a : !smt.bv<32>
  return
}

// -----

func.func @f(%a: !smt.bv<4611686018427387904>) {
  %0 = smt.bv.repeat 2 times %a : !smt.bv<4611686018427387904>
  return
}
