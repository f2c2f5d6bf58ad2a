memref.global "private" constant @c : memref<2x3xf32> = dense<1.0> {alignment = 64}
memref.global @v : memref<4xi32> = uninitialized
memref.global "private" @s : memref<f32> = dense<2.0>
memref.global @e : memref<2xf32>
func.func @gg() -> f32 {
  %0 = memref.get_global @c : memref<2x3xf32>
  %1 = memref.get_global @s : memref<f32>
  %v = memref.load %1[] : memref<f32>
  return %v : f32
}
func.func @copy(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  return
}
func.func @copy2(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}
func.func @rank(%a: memref<*xf32>) -> index {
  %r = memref.rank %a : memref<*xf32>
  return %r : index
}
func.func @casts(%a: memref<4xf32>) -> memref<4xf32> {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
func.func @atomic(%a: memref<10xf32>, %v: f32, %i: index) -> f32 {
  %x = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<10xf32>) -> f32
  return %x : f32
}
func.func @assume(%a: memref<10xf32>) -> memref<10xf32> {
  %x = memref.assume_alignment %a, 16 : memref<10xf32>
  return %x : memref<10xf32>
}
