func.func @g(%a: tensor<4x4xf32>, %b: i32) -> (tensor<4x4xf32>, i32) {
  %x = arith.addi %b, %b {tag = "a|b{c}<d>", big = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>, sp = dense<1.0> : tensor<2x2xf32>, arr = [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], small = [1, 2]} : i32
  %e = tensor.empty() : tensor<4x4xf32>
  %u:2 = "test.two"(%a, %x, %a) : (tensor<4x4xf32>, i32, tensor<4x4xf32>) -> (tensor<4x4xf32>, i32)
  return %u#0, %u#1 : tensor<4x4xf32>, i32
}
