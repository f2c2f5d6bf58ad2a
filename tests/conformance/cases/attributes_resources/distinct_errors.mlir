"test.op"() {a = distinct[1]<1>, b = distinct[1]<2>} : () -> ()
// -----
"test.op"() {a = distinct[99999999999999999999]<1>} : () -> ()
// -----
"test.op"() {a = distinct[1]<1} : () -> ()
// -----
"test.op"() {a = distinct<1>} : () -> ()
