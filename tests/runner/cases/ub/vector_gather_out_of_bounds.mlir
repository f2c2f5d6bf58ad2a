// A gather offset past the end of the allocation.
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%m : memref<8xf32>)
  %idx = arith.constant dense<[0, 9]> : vector<2xi32>
  %mask = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %g = vector.gather %m[%c0][%idx], %mask, %pass : memref<8xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  vector.print %g : vector<2xf32>
  memref.dealloc %m : memref<8xf32>
  return
}
