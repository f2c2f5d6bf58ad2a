"foo.r"() ({
  "foo.br"()[^missing] : () -> ()
}) : () -> ()
