// Memref results become out-params filled by memref.copy; calls allocate them.
func.func private @one() -> memref<f32> {
  %0 = "src.make"() : () -> memref<f32>
  return %0 : memref<f32>
}
func.func private @mixed(%a: i32 {arg.keep}, %m: memref<2xf32>) -> (i1, memref<2xf32> {res.tag}, i32, memref<3x4xf32, strided<[?, ?], offset: ?>>) {
  %0:2 = "src.make"() : () -> (i1, memref<3x4xf32, strided<[?, ?], offset: ?>>)
  return %0#0, %m, %a, %0#1 : i1, memref<2xf32>, i32, memref<3x4xf32, strided<[?, ?], offset: ?>>
}
func.func private @branches(%c: i1, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : memref<4xf32>
^b:
  return %y : memref<4xf32>
}
func.func private @decl() -> memref<8xf32>
func.func private @decl_attrs() -> (memref<1xf32>, memref<2xf32> {res.tag})
func.func @public_kept() -> memref<2xi8> {
  %0 = memref.alloc() : memref<2xi8>
  return %0 : memref<2xi8>
}
func.func @caller(%a: i32, %m: memref<2xf32>, %c: i1) -> i32 {
  %r = call @one() : () -> memref<f32>
  %s:4 = call @mixed(%a, %m) : (i32, memref<2xf32>) -> (i1, memref<2xf32>, i32, memref<3x4xf32, strided<[?, ?], offset: ?>>)
  %q = memref.alloca() : memref<4xf32>
  scf.if %c {
    %t = func.call @branches(%c, %q, %q) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
    "use.it"(%t) : (memref<4xf32>) -> ()
  }
  %d = call @decl() : () -> memref<8xf32>
  %p = call @public_kept() : () -> memref<2xi8>
  "use.it"(%r, %s#0, %s#1, %s#3, %d, %p) : (memref<f32>, i1, memref<2xf32>, memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<8xf32>, memref<2xi8>) -> ()
  return %s#2 : i32
}
