func.func @main() {
  %m = memref.alloc() : memref<1xi8>
  %c0 = arith.constant 0 : index
  %x = arith.constant 1 : i8
  %s = arith.constant 9 : i8
  %p = arith.shli %x, %s : i8
  memref.store %p, %m[%c0] : memref<1xi8>
  memref.dealloc %m : memref<1xi8>
  return
}
