// The canonicalization patterns of bufferization.dealloc.
func.func @duplicates(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1, %e: i1) -> (i1, i1, i1) {
  bufferization.dealloc (%a, %b, %a, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %d, %e, %d)
  %0:3 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%b, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @empty(%r: memref<2xf32>, %s: memref<4xi8>) -> (i1, i1) {
  bufferization.dealloc
  %0:2 = bufferization.dealloc retain (%r, %s : memref<2xf32>, memref<4xi8>)
  return %0#0, %0#1 : i1, i1
}
func.func @always_false(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> i1 {
  %false = arith.constant false
  %true = arith.constant true
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%false, %true)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%false) retain (%b : memref<2xf32>)
  return %0 : i1
}
func.func @metadata(%arg: memref<8xf32>, %c: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %alloca = memref.alloca() : memref<4xf32>
  %clone = bufferization.clone %arg : memref<8xf32> to memref<8xf32>
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
  %b1, %o1, %s1, %t1 = memref.extract_strided_metadata %alloca : memref<4xf32> -> memref<f32>, index, index, index
  %b2, %o2, %s2, %t2 = memref.extract_strided_metadata %clone : memref<8xf32> -> memref<f32>, index, index, index
  %b3, %o3, %s3, %t3 = memref.extract_strided_metadata %arg : memref<8xf32> -> memref<f32>, index, index, index
  "use.it"(%alloc, %alloca, %clone) : (memref<?xf32>, memref<4xf32>, memref<8xf32>) -> ()
  bufferization.dealloc (%b0, %b1, %b2, %b3 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%c, %c, %c, %c)
  return
}
func.func @pairs(%arg: memref<8xf32>, %c: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %alloca = memref.alloca() : memref<4xf32>
  %used = memref.alloc() : memref<2xf32>
  %clone = bufferization.clone %arg : memref<8xf32> to memref<8xf32>
  "use.it"(%used) : (memref<2xf32>) -> ()
  bufferization.dealloc (%alloc, %alloca, %used, %clone, %arg : memref<?xf32>, memref<4xf32>, memref<2xf32>, memref<8xf32>, memref<8xf32>) if (%c, %c, %c, %c, %c)
  return
}
