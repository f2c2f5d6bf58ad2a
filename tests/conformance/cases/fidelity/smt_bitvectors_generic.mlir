// Bit-vector constants (#smt.bv<V> : !smt.bv<W>): signed printing, hex and
// wide values, result names, inferred result types, functional types.
func.func @bv(%a: !smt.bv<32>) {
  %0 = smt.bv.constant #smt.bv<5> : !smt.bv<32> {smt.some_attr}
  %1 = smt.bv.constant #smt.bv<0x5c> : !smt.bv<8>
  %2 = smt.bv.constant #smt.bv<255> : !smt.bv<8>
  %3 = smt.bv.constant #smt.bv<-1> : !smt.bv<1>
  %4 = smt.bv.constant #smt.bv<128> : !smt.bv<8>
  %5 = smt.bv.constant #smt.bv<12345678901234567890123> : !smt.bv<100>
  %6 = smt.bv.constant #smt.bv<-9223372036854775808> : !smt.bv<64>
  %7 = smt.bv.concat %0, %a : !smt.bv<32>, !smt.bv<32>
  %8 = smt.bv.extract %7 from 8 : (!smt.bv<64>) -> !smt.bv<16>
  %9 = smt.bv.repeat 3 times %8 : !smt.bv<16>
  "test.some_op"() {a = #smt.bv<3> : !smt.bv<4>, b = #smt.bv<-8> : !smt.bv<4>} : () -> ()
  return
}
