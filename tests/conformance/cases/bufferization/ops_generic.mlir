func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>, %d: index, %c: i1) -> tensor<?xf32> {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %4 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %5 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %6 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %7 = bufferization.alloc_tensor(%d) {memory_space = 1 : i64} : tensor<?xf32>
  %8 = bufferization.alloc_tensor() size_hint=%d : tensor<4xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  %9 = bufferization.materialize_in_destination %t in %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %10 = bufferization.dealloc (%m, %4 : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%m : memref<4xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  %11 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%4 : memref<4xf32>)
  return %5 : tensor<?xf32>
}
