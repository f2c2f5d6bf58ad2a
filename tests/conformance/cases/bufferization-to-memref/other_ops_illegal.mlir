func.func @t(%m: memref<4xf32>) -> tensor<4xf32> {
  %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %t = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
