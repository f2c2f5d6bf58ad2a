func.func @a(%d: index, %t: tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>
  return
}
// -----
func.func @a(%d: index, %t: tensor<?xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}
// -----
func.func @a(%d: index, %t: tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  return
}
// -----
func.func @a(%d: index, %t: tensor<4xf32>) {
  %0 = bufferization.alloc_tensor() copy(%t) size_hint = %d : tensor<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %c: i1) {
  %0 = bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>) {
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>, %t2: tensor<5xf32>) {
  %0 = bufferization.materialize_in_destination %t in %t2 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>, %t2: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict %t2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %t : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>) {
  bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>, %t2: tensor<?xf32>) {
  %0 = bufferization.materialize_in_destination %t in %t2 : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  %1 = bufferization.materialize_in_destination %t2 in %t : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}
// -----
func.func @a(%m: memref<4xf32>, %c: i1) {
  %0 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%m : memref<4xf32>)
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>, %t5: tensor<5xf32>) {
  %0 = bufferization.materialize_in_destination %t in restrict writable %t5 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @a(%m: memref<4xf32>, %t: tensor<4xf32>, %t5: tensor<5xf32>) {
  %0 = bufferization.materialize_in_destination %t in writable %t5 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}
// -----
func.func @a(%m: memref<5xf32>, %t: tensor<4xf32>, %t5: tensor<5xf32>) {
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<5xf32>) -> ()
  return
}
// -----
func.func @a(%m: memref<5xf32>, %t: tensor<4xf32>, %t5: tensor<5xf32>) {
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}
