"foo.a"() : () -> ()
"foo.b"(%nope) : (i32) -> ()
