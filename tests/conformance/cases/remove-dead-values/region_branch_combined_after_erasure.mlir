// The scf.if that canonicalization builds by combining two may take the memory
// of an op erased just before (the static-condition one): it is still new and
// must be combined with the first scf.if in turn.
func.func @combine(%c: i1, %m: memref<4xi32>, %x: i32) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  scf.if %c {
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  scf.if %c {
    memref.store %x, %m[%c1] : memref<4xi32>
  }
  scf.if %c {
    memref.store %x, %m[%c2] : memref<4xi32>
  }
  scf.if %true {
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return %true : i1
}
