// The verifiers of linalg.map (mapper arity, input element types and
// shapes, then the structured op interface) and linalg.reduce (shapes,
// dimensions, the combiner arguments).
func.func @arity(%a: memref<8xf32>, %o: memref<8xf32>) {
  linalg.map ins(%a : memref<8xf32>) outs(%o : memref<8xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @elem(%a: memref<8xi32>, %o: memref<8xf32>) {
  linalg.map ins(%a : memref<8xi32>) outs(%o : memref<8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @shape(%a: memref<4xf32>, %o: memref<8xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%o : memref<8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_arity(%a: memref<8x4xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_dims(%a: memref<8x4xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8xf32>) dimensions = [2]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_shape(%a: memref<8x4xf32>, %o: memref<4xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_elem(%a: memref<8x4xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8xf32>) dimensions = [1]
    (%x: f64, %y: f32) {
      linalg.yield %y : f32
    }
  return
}
// -----
func.func @initarg(%a: memref<8xf32>, %o: memref<8xf32>) {
  linalg.map ins(%a : memref<8xf32>) outs(%o : memref<8xf32>)
    (%x: f32, %y: i32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_out(%a: memref<8x4xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8xf32>) dimensions = [1]
    (%x: f32, %y: f64) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_rank(%a: memref<8x4xf32>, %o: memref<8x4xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8x4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @red_shapes(%a: memref<8x4xf32>, %b: memref<8x5xf32>, %o: memref<8xf32>, %p: memref<8xf32>) {
  linalg.reduce ins(%a, %b : memref<8x4xf32>, memref<8x5xf32>) outs(%o, %p : memref<8xf32>, memref<8xf32>) dimensions = [1]
    (%x: f32, %x2: f32, %y: f32, %y2: f32) {
      linalg.yield %x, %x2 : f32, f32
    }
  return
}
// -----
func.func @red_neg(%a: memref<8x4xf32>, %o: memref<8xf32>) {
  linalg.reduce ins(%a : memref<8x4xf32>) outs(%o : memref<8xf32>) dimensions = [-1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @map_dyn(%a: memref<?xf32>, %o: memref<8xf32>) {
  linalg.map ins(%a : memref<?xf32>) outs(%o : memref<8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}
