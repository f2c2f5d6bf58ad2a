func.func @sum(%n: index, %buf: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %buf[%i] : memref<?xf32>
    %pos = arith.cmpf ogt, %v, %zero : f32
    %next = scf.if %pos -> f32 {
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %next : f32
  }
  return %r : f32
}
