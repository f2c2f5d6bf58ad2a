func.func @main() {
  %m = memref.alloc() : memref<8xi8>
  memref.dealloc %m : memref<8xi8>
  memref.dealloc %m : memref<8xi8>
  return
}
