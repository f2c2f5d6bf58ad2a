// A dynamically shaped result whose allocation is not hoisted cannot
// become an out-param: each such call is reported.
func.func private @dyn(%a: index, %b: index, %c: i1) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>) {
  %x = memref.alloc(%b, %a) : memref<?x?xf32>
  %y = memref.alloc() : memref<4xf32>
  %z = memref.alloc(%a) : memref<?xf32>
  %w = memref.cast %z : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  cf.cond_br %c, ^a, ^b
^a:
  return %x, %y, %w : memref<?x?xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>
^b:
  return %x, %y, %w : memref<?x?xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>
}
func.func private @dyn2(%a: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %z = memref.alloc(%a) : memref<?xf32>
  %w = memref.cast %z : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %w : memref<?xf32, strided<[?], offset: ?>>
}
func.func @caller(%n: index, %k: index, %c: i1) {
  %r:3 = call @dyn(%n, %k, %c) : (index, index, i1) -> (memref<?x?xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>)
  %s = call @dyn2(%k) : (index) -> memref<?xf32, strided<[?], offset: ?>>
  "use.it"(%r#0, %r#1, %r#2, %s) : (memref<?x?xf32>, memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  return
}
