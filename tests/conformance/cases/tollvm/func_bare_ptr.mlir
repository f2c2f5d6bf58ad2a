module {
  func.func private @callee(memref<4x8xf32>, i32) -> memref<16xi8>
  func.func @caller(%m: memref<4x8xf32>, %x: i32) -> memref<16xi8> {
    %r = call @callee(%m, %x) : (memref<4x8xf32>, i32) -> memref<16xi8>
    "test.use"(%m) : (memref<4x8xf32>) -> ()
    return %r : memref<16xi8>
  }
}
