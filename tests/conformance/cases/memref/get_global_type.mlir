memref.global "private" @g : memref<4xf32>
func.func @f() -> memref<5xf32> {
  %0 = memref.get_global @g : memref<5xf32>
  return %0 : memref<5xf32>
}
