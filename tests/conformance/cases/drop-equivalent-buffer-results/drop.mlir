// Results that are arguments (through memref.cast) are dropped from
// non-public functions; callers use the argument they passed.
func.func private @same(%m: memref<?xf32>, %f: f32, %i: index) -> memref<?xf32> {
  memref.store %f, %m[%i] : memref<?xf32>
  return %m : memref<?xf32>
}
func.func private @casts(%a: memref<4xf32>, %b: memref<2x2xi8>, %n: i32) -> (memref<?xf32, strided<[?], offset: ?>>, i32, memref<2x2xi8>, i32) {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %c = arith.constant 7 : i32
  return %1, %n, %b, %c : memref<?xf32, strided<[?], offset: ?>>, i32, memref<2x2xi8>, i32
}
func.func nested @nested(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func private @two_returns(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^x, ^y
^x:
  return %a : memref<4xf32>
^y:
  return %a : memref<4xf32>
}
func.func private @fresh() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func private @decl(%a: memref<4xf32>) -> memref<4xf32>
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func @caller(%m: memref<?xf32>, %a: memref<4xf32>, %b: memref<2x2xi8>, %c: i1) -> i32 {
  %f = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  %0 = call @same(%m, %f, %i) {note} : (memref<?xf32>, f32, index) -> memref<?xf32>
  %n = arith.constant 3 : i32
  %1:4 = call @casts(%a, %b, %n) : (memref<4xf32>, memref<2x2xi8>, i32) -> (memref<?xf32, strided<[?], offset: ?>>, i32, memref<2x2xi8>, i32)
  scf.if %c {
    %2 = func.call @nested(%a) : (memref<4xf32>) -> memref<4xf32>
    "use.it"(%2) : (memref<4xf32>) -> ()
  }
  %3 = call @two_returns(%c, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  %4 = call @fresh() : () -> memref<4xf32>
  %5 = call @decl(%a) : (memref<4xf32>) -> memref<4xf32>
  %6 = call @pub(%a) : (memref<4xf32>) -> memref<4xf32>
  "use.it"(%0, %1#0, %1#2, %3, %4, %5, %6) : (memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<2x2xi8>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  %r = arith.addi %1#1, %1#3 : i32
  return %r : i32
}
