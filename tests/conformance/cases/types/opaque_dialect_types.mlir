"foo.t"() {a = !foo.bar, b = !foo.baz<1, "x", [2]>, c = !foo<"weird body">, d = tensor<4x!foo.e>} : () -> ()
