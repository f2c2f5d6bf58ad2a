func.func @p(%a: index, %b: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%a, %b) step (%c1, %c2) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
    scf.reduce
  } {foo}
  %f = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%a) step (%c1) init (%f) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  "test.use"(%r) : (f32) -> ()
  return
}
func.func @p2(%a: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    %x = arith.addi %i, %c0 : index
    "test.use"(%x) : (index) -> ()
    scf.parallel (%j) = (%c0) to (%x) step (%c1) {
      "test.use"(%j) : (index) -> ()
    }
  }
  %c5 = arith.constant 5 : index
  "test.use"(%c5) : (index) -> ()
  return
}
