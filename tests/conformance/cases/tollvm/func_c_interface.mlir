module {
  func.func private @external(memref<?x4xf64>, f32) -> (memref<?x4xf64>, f32) attributes {llvm.emit_c_interface}
  func.func @defined(%m: memref<?x4xf64>, %u: memref<*xf32>, %s: f32) -> f32 attributes {llvm.emit_c_interface} {
    return %s : f32
  }
  func.func @two(%m: memref<3xi32>) -> (memref<3xi32>, i32) attributes {llvm.emit_c_interface} {
    %c = arith.constant 1 : i32
    return %m, %c : memref<3xi32>, i32
  }
  func.func @void_fn(%a: i64) attributes {llvm.emit_c_interface} {
    return
  }
}
