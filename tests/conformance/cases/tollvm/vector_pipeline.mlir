// A vector kernel through the explicit pipeline to the llvm dialect.
func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %va = vector.broadcast %a : f32 to vector<8xf32>
  %sum = scf.for %i = %c0 to %n step %c8 iter_args(%acc = %zero) -> f32 {
    %vx = vector.load %x[%i] : memref<?xf32>, vector<8xf32>
    %vy = vector.load %y[%i] : memref<?xf32>, vector<8xf32>
    %r = vector.fma %va, %vx, %vy : vector<8xf32>
    vector.store %r, %y[%i] : memref<?xf32>, vector<8xf32>
    %s = vector.reduction <add>, %r, %acc : vector<8xf32> into f32
    scf.yield %s : f32
  }
  vector.print %sum : f32
  return %sum : f32
}
