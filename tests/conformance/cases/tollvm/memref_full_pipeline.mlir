func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = index.constant 16
  %out = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv fastmath<contract> : f32
    %s = arith.addf %p, %yv fastmath<contract> : f32
    %r = math.absf %s : f32
    memref.store %r, %out[%i] : memref<?xf32>
  }
  %tmp = memref.alloca() : memref<2x2xi64>
  memref.dealloc %x : memref<?xf32>
  return %out : memref<?xf32>
}
