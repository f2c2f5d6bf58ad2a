#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#red = affine_map<(d0, d1) -> (d0)>
#conv = affine_map<(d0, d1) -> (d0 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#o = affine_map<(d0, d1) -> (d0)>
func.func @dyn(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}
func.func @gen(%A: memref<?x8xf32>, %B: memref<8x?xf32>, %s: f32) {
  linalg.generic {indexing_maps = [#id2, affine_map<(d0,d1)->()>, #tr], iterator_types = ["parallel", "parallel"]} ins(%A, %s : memref<?x8xf32>, f32) outs(%B : memref<8x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %kk = arith.index_cast %k : index to i32
    %f = arith.sitofp %kk : i32 to f32
    %0 = arith.addf %a, %b : f32
    %1 = arith.mulf %0, %f : f32
    linalg.yield %1 : f32
  }
  return
}
func.func @reduce(%A: memref<4x?xf32>, %B: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id2, #red], iterator_types = ["parallel", "reduction"]} ins(%A : memref<4x?xf32>) outs(%B : memref<4xf32>) {
  ^bb0(%a: f32, %c: f32):
    %0 = arith.addf %a, %c : f32
    linalg.yield %0 : f32
  }
  return
}
func.func @conv(%I: memref<?xf32>, %K: memref<3xf32>, %O: memref<?xf32>) {
  linalg.generic {indexing_maps = [#conv, #k, #o], iterator_types = ["parallel", "reduction"]} ins(%I, %K : memref<?xf32>, memref<3xf32>) outs(%O : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}
func.func @zerod(%A: memref<f32>, %B: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%A : memref<f32>) outs(%B : memref<f32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
func.func @named(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %x: f32, %v: memref<?xf32>, %w: memref<?xf32>, %out: memref<f32>, %A3: memref<2x3x3xf32>) {
  linalg.fill ins(%x : f32) outs(%A : memref<?x?xf32>)
  linalg.copy ins(%A : memref<?x?xf32>) outs(%B : memref<?x?xf32>)
  linalg.transpose ins(%A : memref<?x?xf32>) outs(%B : memref<?x?xf32>) permutation = [1, 0]
  linalg.dot ins(%v, %w : memref<?xf32>, memref<?xf32>) outs(%out : memref<f32>)
  linalg.matvec ins(%A, %v : memref<?x?xf32>, memref<?xf32>) outs(%w : memref<?xf32>)
  linalg.reduce ins(%A : memref<?x?xf32>) outs(%v : memref<?xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %0 = arith.addf %in, %init : f32
      linalg.yield %0 : f32
    }
  linalg.broadcast ins(%v : memref<?xf32>) outs(%B : memref<?x?xf32>) dimensions = [1]
  linalg.map ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%A : memref<?x?xf32>)
    (%a: f32, %b: f32, %o: f32) {
      %0 = arith.subf %a, %b : f32
      linalg.yield %0 : f32
    }
  linalg.add ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%A : memref<?x?xf32>)
  linalg.batch_matmul ins(%A3, %A3 : memref<2x3x3xf32>, memref<2x3x3xf32>) outs(%A3 : memref<2x3x3xf32>)
  return
}
func.func @tensors(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.copy ins(%A : tensor<?x?xf32>) outs(%B : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @conv2d(%I: memref<1x8x8x3xf32>, %K: memref<3x3x3x4xf32>, %O: memref<1x6x6x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%I, %K : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%O : memref<1x6x6x4xf32>)
  return
}
