module {
  func.func private @decl(i32, memref<2x?xf32, 3>, memref<*xi8>) -> (memref<4xf32>, i1)
  func.func @body(%a: i32 {llvm.noundef}, %m: memref<2x?xf32, 3> {test.attr}, %u: memref<*xi8>, %i: index) -> (memref<4xf32>, i1) attributes {test.keep = 1 : i64} {
    %r:2 = call @decl(%a, %m, %u) : (i32, memref<2x?xf32, 3>, memref<*xi8>) -> (memref<4xf32>, i1)
    return %r#0, %r#1 : memref<4xf32>, i1
  }
  func.func @single(%x: f32) -> (f32 {llvm.noundef}) {
    return %x : f32
  }
  func.func @none() {
    call @none() : () -> ()
    return
  }
}
