// Errors of the DMA ops' parsers and verifiers.
func.func @stride_pair(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  affine.dma_start %m[%i], %m[%i], %t[%i], %i, %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
// -----
func.func @two_types(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  affine.dma_start %m[%i], %m[%i], %t[%i], %i : memref<4xf32>, memref<4xf32>
  return
}
// -----
func.func @source_not_memref(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  "affine.dma_start"(%i, %i, %m, %i, %t, %i, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (index, index, memref<4xf32>, index, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @operand_count(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  "affine.dma_start"(%m, %i, %m, %i, %t, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @index_type(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  %c = arith.constant 0 : i32
  "affine.dma_start"(%m, %i, %m, %c, %t, %i, %i) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, i32, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @tag_not_memref(%i: index) {
  affine.dma_wait %i[%i], %i : index
  return
}
// -----
func.func @not_affine(%t: memref<1xi32>, %n: index) {
  scf.for %i = %n to %n step %n {
    %j = arith.addi %i, %i : index
    affine.dma_wait %t[%j], %n : memref<1xi32>
  }
  return
}
// -----
func.func @no_attr_dict(%t: memref<1xi32>, %i: index) {
  affine.dma_wait %t[%i], %i {x} : memref<1xi32>
  return
}
// -----
func.func @prefetch_comma(%m: memref<4xf32>, %i: index) {
  affine.prefetch %m[%i] read, locality<3>, data : memref<4xf32>
  return
}
