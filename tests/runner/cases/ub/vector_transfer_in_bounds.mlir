// A transfer_read whose in_bounds dimension runs past the memref: compiled
// code reads beyond it unchecked.
func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  linalg.fill ins(%pad : f32) outs(%m : memref<4xf32>)
  %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
