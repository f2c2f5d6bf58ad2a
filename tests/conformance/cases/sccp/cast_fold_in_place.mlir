// Simulated folding is Operation::fold: after memref.cast's in-place fold
// (a cast of a cast takes the first source), the cast-interface folder
// turns the now identity cast into its operand; the in-place change stays.
// A fold that only changes the op in place is undone.
func.func @cast_of_cast(%m: memref<4x?xf32>) -> memref<4x?xf32> {
  %c = memref.cast %m : memref<4x?xf32> to memref<4x8xf32>
  %d = memref.cast %c : memref<4x8xf32> to memref<4x?xf32>
  return %d : memref<4x?xf32>
}

func.func @not_identity(%m: memref<4x?xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<4x?xf32> to memref<4x8xf32>
  %d = memref.cast %c : memref<4x8xf32> to memref<?x?xf32>
  return %d : memref<?x?xf32>
}
