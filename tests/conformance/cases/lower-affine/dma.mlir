// affine.dma_start and affine.dma_wait become memref.dma_start and
// memref.dma_wait over the expanded maps; the element count moves before
// the tag, the stride operands stay last.
func.func @dma(%n: index, %src: memref<64x64xf32>, %dst: memref<128xf32, 2>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i * 16, symbol(%n) floordiv 2], %dst[%i + %n], %tag[%i mod 2], %c32
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    affine.dma_start %src[%i, %i], %dst[%c0], %tag[%c0], %c32, %c8, %c8
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[(%i + 1) mod 2], %c32 : memref<2xi32>
  }
  return
}
