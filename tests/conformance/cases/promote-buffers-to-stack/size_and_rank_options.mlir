func.func @small() {
  %0 = memref.alloc() : memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  return
}
func.func @big() {
  %0 = memref.alloc() : memref<1024xf32>
  "test.use"(%0) : (memref<1024xf32>) -> ()
  return
}
func.func @returned() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @viewed() -> memref<2xf32, strided<[1], offset: ?>> {
  %0 = memref.alloc() : memref<4xf32>
  %c = arith.constant 1 : index
  %v = memref.subview %0[%c] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %v : memref<2xf32, strided<[1], offset: ?>>
}
func.func @dealloced() {
  %0 = memref.alloc() : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}
func.func @in_if(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
    %2 = memref.alloc() : memref<2xf32>
    scf.yield %2 : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.alloc() : memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
  }
  return
}
func.func @dyn_rank(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  %1 = memref.alloc(%n) : memref<?xindex>
  "test.use"(%0, %1) : (memref<?xindex>, memref<?xindex>) -> ()
  return
}
func.func @branch(%c: i1) {
  %0 = memref.alloc() : memref<2xi8>
  cf.cond_br %c, ^a(%0 : memref<2xi8>), ^b
^a(%x: memref<2xi8>):
  "test.use"(%x) : (memref<2xi8>) -> ()
  return
^b:
  return
}
func.func @sel(%c: i1, %m: memref<2xi64>) -> memref<2xi64> {
  %0 = memref.alloc() : memref<2xi64>
  %s = arith.select %c, %0, %m : memref<2xi64>
  return %s : memref<2xi64>
}
func.func @vec() {
  %0 = memref.alloc() : memref<8xvector<3xf32>>
  %1 = memref.alloc() : memref<16xvector<3xf32>>
  "test.use"(%0, %1) : (memref<8xvector<3xf32>>, memref<16xvector<3xf32>>) -> ()
  return
}
