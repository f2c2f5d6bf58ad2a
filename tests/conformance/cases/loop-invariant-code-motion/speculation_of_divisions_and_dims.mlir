func.func @divisions(%x: i32, %n: index, %t: tensor<?x4xf32>, %mm: memref<?x4xf32>) -> (i32, i32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cm1 = arith.constant -1 : i32
  %c3 = arith.constant 3 : i32
  %zero = arith.constant 0 : i32
  %v3 = arith.constant dense<3> : vector<2xi32>
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %d = %c0, %e = %c0) -> (i32, i32, index, index) {
    %d1 = arith.divsi %x, %cm1 : i32
    %d2 = arith.divui %x, %cm1 : i32
    %d3 = arith.ceildivsi %x, %c3 : i32
    %d4 = arith.divui %x, %zero : i32
    %d5 = arith.remsi %x, %zero : i32
    %dv = vector.broadcast %x : i32 to vector<2xi32>
    %d6 = arith.divsi %dv, %v3 : vector<2xi32>
    %dim0 = tensor.dim %t, %c0 : tensor<?x4xf32>
    %dim2 = tensor.dim %t, %c2 : tensor<?x4xf32>
    %mdim = memref.dim %mm, %c1 : memref<?x4xf32>
    %mdyn = memref.dim %mm, %i : memref<?x4xf32>
    %s1 = arith.addi %d1, %d2 : i32
    %s2 = arith.addi %d3, %d4 : i32
    %s3 = arith.addi %s2, %d5 : i32
    %s4 = arith.addi %dim0, %dim2 : index
    %s5 = arith.addi %mdim, %mdyn : index
    scf.yield %s1, %s3, %s4, %s5 : i32, i32, index, index
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, index, index
}
