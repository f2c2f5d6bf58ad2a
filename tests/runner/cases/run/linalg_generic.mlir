#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#rowred = affine_map<(d0, d1) -> (d0)>
#mmA = affine_map<(m, n, k) -> (m, k)>
#mmB = affine_map<(m, n, k) -> (k, n)>
#mmC = affine_map<(m, n, k) -> (m, n)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%a : memref<2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %t = arith.muli %ii, %jj : i32
    %s = arith.addi %t, %jj : i32
    %f = arith.sitofp %s : i32 to f32
    %g = arith.divf %f, %f : f32
    %h = arith.addf %f, %f : f32
    linalg.yield %h : f32
  }
  %b = memref.alloc() : memref<3x2xf32>
  linalg.generic {indexing_maps = [#tr, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : memref<2x3xf32>) outs(%b : memref<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  %c = memref.alloc() : memref<2x2xf32>
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%c : memref<2x2xf32>) {
  ^bb0(%o: f32):
    linalg.yield %f0 : f32
  }
  linalg.generic {indexing_maps = [#mmA, #mmB, #mmC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.addf %acc, %p : f32
    linalg.yield %q : f32
  }
  %ta = bufferization.to_tensor %a restrict : memref<2x3xf32> to tensor<2x3xf32>
  %init = tensor.splat %f0 : tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #rowred], iterator_types = ["parallel", "reduction"]} ins(%ta : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %q = arith.addf %acc, %x : f32
    linalg.yield %q : f32
  } -> tensor<2xf32>
  %sb = bufferization.to_buffer %sum : tensor<2xf32> to memref<2xf32>
  %u1 = memref.cast %b : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %c : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %sb : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<3x2xf32>
  memref.dealloc %c : memref<2x2xf32>
  return
}
