"builtin.module"() <{sym_name = "outer"}> ({
  "foo.p"() <{a = 1 : i32, b = "s"}> {c} : () -> ()
  module @inner attributes {x.y = [1, 2]} {
  }
}) : () -> ()
