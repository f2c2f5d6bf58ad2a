// Hand-written syntax: generic_atomic_rmw, prefetch, dma_start (with and
// without strides); atomic_rmw, dma_wait and distinct_objects formats.
func.func @ops(%a: memref<8x8xf32>, %b: memref<4xf32>, %tag: memref<1xi32>, %i: index, %j: index,
               %v: f32, %w: i32, %ints: memref<4xi32>) -> f32 {
  %0 = memref.atomic_rmw addf %v, %a[%i, %j] : (f32, memref<8x8xf32>) -> f32
  %1 = memref.atomic_rmw maxs %w, %ints[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.generic_atomic_rmw %a[%i, %j] : memref<8x8xf32> {
  ^bb0(%cur: f32):
    %n = arith.mulf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  memref.prefetch %a[%i, %j], write, locality<1>, instr : memref<8x8xf32>
  memref.prefetch %b[%i], read, locality<3>, data : memref<4xf32>
  memref.dma_start %a[%i, %j], %b[%i], %i, %tag[%i] : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_start %a[%i, %j], %b[%i], %i, %tag[%i], %j, %j : memref<8x8xf32>, memref<4xf32>, memref<1xi32>
  memref.dma_wait %tag[%i], %i : memref<1xi32>
  %3:2 = memref.distinct_objects %a, %b : memref<8x8xf32>, memref<4xf32>
  return %2 : f32
}
