// Calls of changed functions are rebuilt (without their extra attributes);
// functions without a func.return keep their results.
func.func private @fresh() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func private @noret(%a: memref<4xf32>) -> memref<4xf32> {
  cf.br ^x
^x:
  cf.br ^x
}
func.func @caller(%a: memref<4xf32>) {
  %0 = call @fresh() {keep.me} : () -> memref<4xf32>
  %1 = call @noret(%a) {keep.me} : (memref<4xf32>) -> memref<4xf32>
  "use.it"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
