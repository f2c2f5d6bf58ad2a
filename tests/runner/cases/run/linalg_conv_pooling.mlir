// linalg convolution and pooling named ops (strides and dilations in their
// indexing maps, a pooling window giving only its sizes) and matvec.
func.func @main() {
  %in = memref.alloc() : memref<1x5x5x2xf32>
  %fl = memref.alloc() : memref<2x2x2x3xf32>
  %out = memref.alloc() : memref<1x2x2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  scf.for %h = %c0 to %c5 step %c1 {
    scf.for %w = %c0 to %c5 step %c1 {
      scf.for %c = %c0 to %c2 step %c1 {
        %a = arith.muli %h, %c5 : index
        %b = arith.addi %a, %w : index
        %d = arith.muli %b, %c2 : index
        %e = arith.addi %d, %c : index
        %i = arith.index_cast %e : index to i32
        %f = arith.sitofp %i : i32 to f32
        memref.store %f, %in[%c0, %h, %w, %c] : memref<1x5x5x2xf32>
      }
    }
  }
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%half : f32) outs(%fl : memref<2x2x2x3xf32>)
  memref.store %one, %fl[%c0, %c1, %c0, %c2] : memref<2x2x2x3xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%out : memref<1x2x2x3xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %fl : memref<1x5x5x2xf32>, memref<2x2x2x3xf32>) outs(%out : memref<1x2x2x3xf32>)
  %cast = memref.cast %out : memref<1x2x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  %win = memref.alloc() : memref<2x2xf32>
  %pout = memref.alloc() : memref<1x2x2x2xf32>
  %ninf = arith.constant -1.0e30 : f32
  linalg.fill ins(%ninf : f32) outs(%pout : memref<1x2x2x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : memref<1x5x5x2xf32>, memref<2x2xf32>) outs(%pout : memref<1x2x2x2xf32>)
  %pc = memref.cast %pout : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%pc) : (memref<*xf32>) -> ()
  %sout = memref.alloc() : memref<1x4x4x2xf32>
  linalg.fill ins(%zero : f32) outs(%sout : memref<1x4x4x2xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %win : memref<1x5x5x2xf32>, memref<2x2xf32>) outs(%sout : memref<1x4x4x2xf32>)
  %sc = memref.cast %sout : memref<1x4x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%sc) : (memref<*xf32>) -> ()
  %dw = memref.alloc() : memref<1x4x4x2xf32>
  %dwf = memref.alloc() : memref<2x2x2xf32>
  linalg.fill ins(%half : f32) outs(%dwf : memref<2x2x2xf32>)
  linalg.fill ins(%zero : f32) outs(%dw : memref<1x4x4x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %dwf : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%dw : memref<1x4x4x2xf32>)
  %dc = memref.cast %dw : memref<1x4x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%dc) : (memref<*xf32>) -> ()
  %v = memref.alloc() : memref<3xf32>
  %mv = memref.alloc() : memref<2xf32>
  %mat = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%half : f32) outs(%mat : memref<2x3xf32>)
  linalg.fill ins(%one : f32) outs(%v : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%mv : memref<2xf32>)
  linalg.matvec ins(%mat, %v : memref<2x3xf32>, memref<3xf32>) outs(%mv : memref<2xf32>)
  %mvc = memref.cast %mv : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%mvc) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<1x5x5x2xf32>
  memref.dealloc %fl : memref<2x2x2x3xf32>
  memref.dealloc %out : memref<1x2x2x3xf32>
  memref.dealloc %win : memref<2x2xf32>
  memref.dealloc %pout : memref<1x2x2x2xf32>
  memref.dealloc %sout : memref<1x4x4x2xf32>
  memref.dealloc %dw : memref<1x4x4x2xf32>
  memref.dealloc %dwf : memref<2x2x2xf32>
  memref.dealloc %v : memref<3xf32>
  memref.dealloc %mv : memref<2xf32>
  memref.dealloc %mat : memref<2x3xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
