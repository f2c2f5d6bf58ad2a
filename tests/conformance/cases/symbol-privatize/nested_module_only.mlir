module {
  func.func @a() { return }
  func.func private @b() { return }
  func.func nested @c() { return }
  memref.global @g : memref<2xf32> = dense<0.0>
  memref.global "private" @h : memref<2xf32>
  module @m {
    func.func @inner() { return }
  }
  module {
  }
  func.func @keep() { return }
  "test.sym"() {sym_name = "u"} : () -> ()
}
