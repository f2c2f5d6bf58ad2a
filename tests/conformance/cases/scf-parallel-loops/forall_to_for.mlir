func.func @f(%ub: index, %m: memref<?x?xf32>) {
  scf.forall (%i, %j) in (%ub, 8) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  scf.forall (%i) = (2) to (%ub) step (3) {
    "test.use"(%i) : (index) -> ()
  }
  return
}
