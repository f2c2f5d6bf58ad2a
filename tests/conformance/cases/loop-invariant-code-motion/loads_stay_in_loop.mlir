func.func @f(%m: memref<4xf32>, %n: index, %d: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %cond = arith.constant true
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
    %ld = memref.load %m[%c1] : memref<4xf32>
    %q = arith.divsi %d, %c5 : i32
    %q2 = arith.divsi %c5, %d : i32
    %s = arith.addf %a, %ld : f32
    %dim = memref.dim %m, %c0 : memref<4xf32>
    %t = scf.if %cond -> (f32) { scf.yield %z : f32 } else { scf.yield %z : f32 }
    scf.yield %s : f32
  }
  return %r : f32
}
