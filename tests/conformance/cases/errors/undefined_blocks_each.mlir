func.func @f() {
  cf.br ^bb5
^bb1:
  cf.br ^bb7
}
// -----

func.func @g() {
  "test.region"() ({
    cf.br ^bb2
  ^bb1:
    cf.br ^bb9
  }) : () -> ()
  cf.br ^bb3
}
