// hoist-dynamic-allocs: callers allocate with the sizes the callee's
// allocation took from its arguments.
func.func private @dyn(%a: index, %b: index, %c: i1) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32>) {
  %x = memref.alloc(%b, %a) : memref<?x?xf32>
  %y = memref.alloc() : memref<4xf32>
  %z = memref.alloc(%a) : memref<?xf32>
  cf.cond_br %c, ^a, ^b
^a:
  return %x, %y, %z : memref<?x?xf32>, memref<4xf32>, memref<?xf32>
^b:
  return %x, %y, %z : memref<?x?xf32>, memref<4xf32>, memref<?xf32>
}
func.func private @dyn2(%a: index) -> memref<?xf32> {
  %z = memref.alloc(%a) : memref<?xf32>
  return %z : memref<?xf32>
}
func.func @caller(%n: index, %k: index, %c: i1) {
  %r:3 = call @dyn(%n, %k, %c) : (index, index, i1) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32>)
  %s = call @dyn2(%k) : (index) -> memref<?xf32>
  "use.it"(%r#0, %r#1, %r#2, %s) : (memref<?x?xf32>, memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
  return
}
