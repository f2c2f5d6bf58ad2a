// CSE across blocks follows the dominator tree: a block sees the ops of
// every block dominating it, not only of the entry block; blocks no path
// reaches are left alone, dead ops included.
func.func @chain(%a: i32, %c: i1) -> (i32, i32) {
  cf.br ^bb1
^bb1:
  %x = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = arith.addi %a, %a : i32
  cf.br ^bb4(%y : i32)
^bb3:
  %z = arith.muli %x, %x : i32
  cf.br ^bb4(%z : i32)
^bb4(%m: i32):
  %w = arith.addi %a, %a : i32
  %v = scf.execute_region -> i32 {
    %u = arith.addi %a, %a : i32
    scf.yield %u : i32
  }
  return %w, %v : i32, i32
^bb5:
  %dead = arith.addi %a, %a : i32
  %q = arith.addi %a, %a : i32
  cf.br ^bb4(%q : i32)
}

// Loads merge when no op between them may write: allocations and reads
// do not, a store or an op without effect information does.
func.func @loads(%m: memref<4xf32>, %i: index, %f: f32) -> (f32, f32, f32, f32) {
  %a = memref.load %m[%i] : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  %b = memref.load %m[%i] : memref<4xf32>
  memref.store %f, %t[%i] : memref<4xf32>
  %c = memref.load %m[%i] : memref<4xf32>
  %d = memref.load %m[%i] : memref<4xf32>
  "test.unknown"() : () -> ()
  %e = memref.load %m[%i] : memref<4xf32>
  %s = arith.addf %a, %b : f32
  return %s, %c, %d, %e : f32, f32, f32, f32
}
