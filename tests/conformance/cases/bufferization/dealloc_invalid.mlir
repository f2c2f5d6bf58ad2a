func.func @conditions(%a: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<2xf32>, memref<2xf32>, i1) -> ()
  return
}

// -----

func.func @results(%a: memref<2xf32>, %c: i1) {
  %0:2 = "bufferization.dealloc"(%a, %c, %a) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}

// -----

func.func @condition_type(%a: memref<2xf32>, %c: i32) {
  "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i32) -> ()
  return
}

// -----

func.func @tensor(%a: tensor<2xf32>, %c: i1) {
  bufferization.dealloc (%a : tensor<2xf32>) if (%c)
  return
}
