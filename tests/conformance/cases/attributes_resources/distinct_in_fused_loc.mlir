"test.op"() {a = distinct[0]<distinct[1]<unit>>, b = distinct[1]<>} : () -> () loc(fused<distinct[2]<"x">>["a", "b"])
