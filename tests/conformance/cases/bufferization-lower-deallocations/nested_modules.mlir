// One helper per symbol table, at the end of the module holding the dealloc.
module {
  func.func @outer(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
    return
  }
  module @inner {
    func.func @first(%a: memref<4xi8>, %b: memref<?xi8>, %c: i1, %d: i1) -> i1 {
      %0 = bufferization.dealloc (%a, %b : memref<4xi8>, memref<?xi8>) if (%c, %d) retain (%b : memref<?xi8>)
      return %0 : i1
    }
    func.func @second(%a: memref<4xi8>, %b: memref<4xi8>, %m: memref<*xf32>, %c: i1) {
      scf.if %c {
        bufferization.dealloc (%a, %b, %m : memref<4xi8>, memref<4xi8>, memref<*xf32>) if (%c, %c, %c)
      }
      return
    }
  }
}
