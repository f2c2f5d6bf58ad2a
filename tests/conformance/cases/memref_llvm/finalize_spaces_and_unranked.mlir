// Allocations in another address space (malloc, then addrspacecast),
// assume_alignment on a buffer with a dynamic offset, the aligned pointer
// of an unranked memref, and the rank of a ranked one.
func.func @spaces(%n: index) -> memref<?x8xf32, 3> {
  %0 = memref.alloc(%n) {alignment = 32} : memref<?x8xf32, 3>
  %1 = memref.alloca() : memref<4xi16, 2>
  return %0 : memref<?x8xf32, 3>
}
func.func @assume(%m: memref<8x8xf16, strided<[?, 1], offset: ?>>) -> memref<8x8xf16, strided<[?, 1], offset: ?>> {
  %0 = memref.assume_alignment %m, 32 : memref<8x8xf16, strided<[?, 1], offset: ?>>
  return %0 : memref<8x8xf16, strided<[?, 1], offset: ?>>
}
func.func @unranked(%u: memref<*xi8>, %r: memref<2x?xi8>) -> (index, index) {
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xi8> -> index
  %k = memref.rank %r : memref<2x?xi8>
  return %p, %k : index, index
}
