func.func @a(%m: memref<10xf32>, %i: index) {
  %0 = affine.load %m[%i, %i] : memref<10xf32>
  return
}
// -----
func.func @b(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %c = arith.constant 1.0 : f32
    affine.store %c, %m[%i * %i] : memref<10xf32>
  }
  return
}
// -----
func.func @c(%n: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)[%n]
  return
}
// -----
func.func @d(%n: index) {
  affine.for %i = 0 to affine_map<() -> (1, 2)>() {
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>) {
  %c = arith.constant 1 : index
  scf.execute_region {
    %x = arith.addi %c, %c : index
    affine.for %i = 0 to %x {
    }
    scf.yield
  }
  return
}
// -----
func.func @f(%m: memref<10xf32>, %v: vector<4xf64>) {
  %c = arith.constant 0 : index
  affine.vector_store %v, %m[%c] : memref<10xf32>, vector<4xf64>
  return
}
// -----
func.func @g() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> i32 {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}
// -----
func.func @h() {
  affine.parallel (%i) = (0) to (10) reduce ("nope") -> f32 {
  }
  return
}
// -----
func.func @i(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}
// -----
func.func @j(%n: index) {
  %0:2 = affine.delinearize_index %n into (0, 8) : index, index
  return
}
// -----
func.func @k() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @l(%m: memref<10xf32>, %n: index) {
  %x = affine.load %m[%n] : memref<10xf32>
  %y = affine.load %m[%n + %n floordiv 2] : memref<10xf32>
  return
}
