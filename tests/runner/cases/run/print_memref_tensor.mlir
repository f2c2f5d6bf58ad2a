// The runner utils' printMemref functions called with tensors (before
// bufferization): constants of several element types and a tensor built
// by tensor.insert.
func.func private @printMemrefI32(tensor<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC32(tensor<*xcomplex<f32>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %v = arith.constant 42 : i32
  %b = tensor.insert %v into %a[%c1, %c1] : tensor<2x3xi32>
  %bu = tensor.cast %b : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%bu) : (tensor<*xi32>) -> ()
  %f = arith.constant dense<[0.5, -2.25]> : tensor<2xf64>
  %fu = tensor.cast %f : tensor<2xf64> to tensor<*xf64>
  call @printMemrefF64(%fu) : (tensor<*xf64>) -> ()
  %c = arith.constant dense<(1.5, -3.0)> : tensor<2xcomplex<f32>>
  %cu = tensor.cast %c : tensor<2xcomplex<f32>> to tensor<*xcomplex<f32>>
  call @printMemrefC32(%cu) : (tensor<*xcomplex<f32>>) -> ()
  return
}
