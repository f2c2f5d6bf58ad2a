// Ops with properties (segment sizes, optional and default-valued
// attributes), nested and isolated regions, block arguments.
func.func @g(%m: memref<?xf32>, %i: index, %t: tensor<8xf32>) -> f32 {
  %0 = memref.load %m[%i] : memref<?xf32>
  %al = memref.alloc(%i) : memref<?xf32>
  %s = memref.subview %m[%i][4][1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %r = scf.for %x = %i to %i step %i iter_args(%acc = %0) -> (f32) {
    %v = memref.load %m[%x] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %w = scf.while (%arg = %i) : (index) -> index {
    %cond = arith.cmpi slt, %arg, %i : index
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg: index):
    scf.yield %arg : index
  }
  %e = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %p = ub.poison : f32
  %c = index.cmp slt(%i, %i)
  %mx = math.absf %p : f32
  memref.dealloc %al : memref<?xf32>
  return %r : f32
}
"foo.region"() ({
^bb0(%a: i32):
  "foo.inner"(%a) ({ "foo.leaf"(%a) : (i32) -> () }) : (i32) -> ()
}) {attr} : () -> ()
