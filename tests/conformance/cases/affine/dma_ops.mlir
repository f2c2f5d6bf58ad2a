// The DMA ops print their maps over the SSA operands, one map per memref,
// and keep the maps as discardable attributes (generic form below).
func.func @dma(%n: index, %src: memref<64x64xf32>, %dst: memref<128xf32, 2>, %tag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i * 16, symbol(%n) + %i], %dst[%n + 3], %tag[%i mod 2], %c32, %c32, %c0
        : memref<64x64xf32>, memref<128xf32, 2>, memref<2xi32>
    affine.dma_wait %tag[%i mod 2], %c32 : memref<2xi32>
  }
  return
}
