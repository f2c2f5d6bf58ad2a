func.func @e(%m: memref<10xf32>, %b: i1) {
  %c = arith.constant 1 : index
  scf.if %b {
    %x = arith.addi %c, %c : index
    affine.for %i = 0 to %x {
    }
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>, %b: i1) {
  %c = arith.constant 1 : index
  affine.for %j = 0 to 10 {
    %x = arith.addi %c, %c : index
    affine.for %i = 0 to %x {
    }
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>, %b: i1, %n: index) {
  %x = arith.addi %n, %n : index
  scf.if %b {
    affine.for %i = 0 to %x {
    }
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>, %b: i1) {
  affine.for %j = 0 to 10 {
    affine.for %i = 0 to %j {
    }
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>, %b: i1) {
  affine.for %j = 0 to 10 {
    %x = arith.addi %j, %j : index
    affine.for %i = 0 to %x {
    }
  }
  return
}
// -----
func.func @e(%m: memref<10xf32>, %b: i1) {
  affine.for %j = 0 to 10 {
    %x = arith.addi %j, %j : index
    %y = affine.load %m[%x] : memref<10xf32>
  }
  return
}
// -----
func.func @e(%b: i1, %n: index) {
  scf.if %b {
    %x = arith.addi %n, %n : index
    affine.for %i = 0 to %x {
    }
  }
  return
}
// -----
func.func @e(%b: i1, %n: index, %m: memref<?xf32>) {
  scf.if %b {
    %x = memref.load %m[%n] : memref<?xf32>
    %y = arith.fptosi %x : f32 to i64
    %z = arith.index_cast %y : i64 to index
    affine.for %i = 0 to %z {
    }
  }
  return
}
// -----
func.func @e(%b: i1, %n: index) {
  affine.for %j = 0 to 10 {
    %c = arith.constant 3 : index
    %x = arith.addi %c, %n : index
    affine.for %i = 0 to %x {
    }
  }
  return
}
