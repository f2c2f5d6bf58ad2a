func.func @t() { "test.foo"() ({ }) : () -> () return }
