// With several func.return, a result goes when all return the same argument.
func.func private @diff(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, i1) {
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %b, %c : memref<4xf32>, memref<4xf32>, i1
^y:
  %m = memref.alloc() : memref<4xf32>
  return %b, %b, %c : memref<4xf32>, memref<4xf32>, i1
}
func.func private @nested(%c: i1, %a: memref<4xf32>) -> (memref<4xf32>) {
  scf.execute_region {
    scf.yield
  }
  cf.br ^x
^x:
  return %a : memref<4xf32>
}
func.func @caller(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) {
  %0:3 = call @diff(%c, %a, %b) : (i1, memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, i1)
  %1 = call @nested(%c, %a) : (i1, memref<4xf32>) -> (memref<4xf32>)
  "use.it"(%0#0, %0#1, %0#2, %1) : (memref<4xf32>, memref<4xf32>, i1, memref<4xf32>) -> ()
  return
}
