func.func @atomic(%a: memref<10x10xi32>, %v: i32, %i: index, %f: memref<10xf32>, %x: f32) {
  %0 = memref.atomic_rmw addi %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %1 = memref.atomic_rmw assign %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %2 = memref.atomic_rmw maxs %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %3 = memref.atomic_rmw mins %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %4 = memref.atomic_rmw maxu %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %5 = memref.atomic_rmw minu %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %6 = memref.atomic_rmw ori %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %7 = memref.atomic_rmw andi %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %8 = memref.atomic_rmw xori %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  %9 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %10 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %11 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %12 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %13 = memref.atomic_rmw muli %v, %a[%i, %i] : (i32, memref<10x10xi32>) -> i32
  return
}
