// Loops with max/min bounds, a step and loop-carried values; loads and
// stores; conditions with and without results and an else.
func.func @g(%m: memref<10x10xf32>, %n: index, %v: f32) -> f32 {
  %r = affine.for %i = max affine_map<(d0) -> (d0, 2)>(%n) to min affine_map<()[s0] -> (s0, 10)>()[%n] step 2 iter_args(%acc = %v) -> f32 {
    %x = affine.load %m[%i + 1, %i] : memref<10x10xf32>
    affine.store %x, %m[%i, 3] : memref<10x10xf32>
    affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 - 1 >= 0, d0 - 5 == 0)>(%i)[%n] {
      affine.store %x, %m[%i, %i] : memref<10x10xf32>
    }
    %y = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
      affine.yield %x : f32
    } else {
      affine.yield %acc : f32
    }
    affine.yield %y : f32
  }
  affine.for %j = 0 to 4 {
  }
  %e = affine.max affine_map<(d0) -> (d0, 0)>(%n)
  return %r : f32
}
