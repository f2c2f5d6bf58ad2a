"test.op"() {c = distinct[7]<unit>, x = distinct[3]<[1, 2]>, y = distinct[4]<"s">, z = distinct[9]<unit>} : () -> ()
"test.op"() {w = distinct[3]<[1, 2]>, v = [distinct[8]<1>], m = affine_map<(d0) -> (d0)>, n = distinct[1]<affine_map<(d0) -> (d0)>>} : () -> ()
