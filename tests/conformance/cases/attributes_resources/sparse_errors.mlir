"test.op"() {a = sparse<[[0, 0], [3, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// -----
"test.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5, 6]> : tensor<3x4xi32>} : () -> ()
// -----
"test.op"() {a = sparse<[[0, -1]], [1]> : tensor<3x4xi32>} : () -> ()
// -----
"test.op"() {a = sparse<[[0, 1]], [1]> : i32} : () -> ()
// -----
"test.op"() {a = sparse<[[1, 2]], [[1]]> : tensor<3x4xi32>} : () -> ()
// -----
"test.op"() {a = sparse<[[1, 2]], [1]> : tensor<?x4xi32>} : () -> ()
