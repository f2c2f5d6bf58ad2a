func.func @f(%a: memref<?xf32>) {
  %0 = memref.subview %a[1] [2] [x] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  return
}
