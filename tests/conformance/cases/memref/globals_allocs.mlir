// memref.global (GlobalMemrefOpTypeAndInitialValue: external, uninitialized,
// dense and splat initializers), get_global, alloc/alloca with dynamic
// sizes and layout symbols, dealloc, realloc, copy, alloca_scope.
memref.global "private" constant @lut : memref<4xf32> = dense<[0.0, 1.5, -2.0, 3.25]>
memref.global @ext : memref<2x3xi32>
memref.global "public" @uninit : memref<8xf16> = uninitialized
memref.global "private" @splat : memref<2x2xi64> = dense<7> {alignment = 64 : i64}
memref.global "nested" constant @flags : memref<3xi1> = dense<[true, false, true]>

func.func @allocs(%n: index, %m: index, %v: f32) -> f32 {
  %g = memref.get_global @lut : memref<4xf32>
  %a = memref.alloc(%n) : memref<?x8xf32>
  %b = memref.alloca() {alignment = 32 : i64} : memref<4xf32>
  %c = memref.alloc(%n, %m)[%n] : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %d = memref.alloc()[%n, %m] : memref<4xf32, strided<[?], offset: ?>>
  memref.copy %g, %b : memref<4xf32> to memref<4xf32>
  %e = memref.realloc %b : memref<4xf32> to memref<8xf32>
  %a1 = memref.alloc(%n) : memref<?xf32>
  %f = memref.realloc %a1(%m) : memref<?xf32> to memref<?xf32>
  memref.dealloc %f : memref<?xf32>
  memref.alloca_scope {
    %t = memref.alloca() : memref<2xf32>
    memref.store %v, %t[%n] : memref<2xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<f32>
    %l = memref.load %t[] : memref<f32>
    memref.alloca_scope.return %l : f32
  }
  return %r : f32
}
