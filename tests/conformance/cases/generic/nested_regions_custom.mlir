"foo.graph"() ({
  %a = "foo.a"(%b) : (i32) -> i32
  %b = "foo.b"() : () -> i32
}) : () -> ()
"foo.cfg"() ({
^entry(%x: i64, %y: f32):
  "foo.br"(%x)[^next] : (i64) -> ()
^next:
  %r:2 = "foo.pair"() : () -> (i1, i8)
  "foo.use"(%r#1, %r#0) : (i8, i1) -> ()
  "foo.br"()[^exit, ^next] : () -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()
