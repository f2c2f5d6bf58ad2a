// hoist-static-allocs: a returned static allocation becomes the out-param.
memref.global "private" @g : memref<2xf32>
func.func private @allocs(%m: memref<2xf32>, %n: index) -> (memref<2xf32>, memref<4xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() {alignment = 16 : i64} : memref<2xf32>
  "use.it"(%a) : (memref<2xf32>) -> ()
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  %c = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  %s = memref.alloca() : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  return %a, %r, %c, %s, %g : memref<2xf32>, memref<4xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
}
func.func @pub() -> (f32, memref<3xf32> {res.tag}) {
  %a = memref.alloc() : memref<3xf32>
  %f = arith.constant 1.0 : f32
  return %f, %a : f32, memref<3xf32>
}
func.func @caller(%n: index, %m: memref<2xf32>) {
  %r:5 = call @allocs(%m, %n) : (memref<2xf32>, index) -> (memref<2xf32>, memref<4xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
  "use.it"(%r#0, %r#4) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}
