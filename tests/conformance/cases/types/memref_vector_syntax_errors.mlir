// Memref and vector type syntax: an empty list element, a layout after the
// memory space or in an unranked memref, strided layouts (missing '<', a
// stray token after the strides, 'offset' misspelt, stride count vs rank),
// and a vector's whole shape named when a size is not positive.
func.func private @empty_element() -> memref<4xf32, >
// -----
func.func private @layout_after_space() -> memref<4x4xf32, 3, strided<[4, 1]>>
// -----
func.func private @unranked_layout() -> memref<*xf32, strided<[1]>>
// -----
func.func private @strided_no_less() -> memref<4xf32, strided>
// -----
func.func private @strided_stray() -> memref<4xf32, strided<[1] offset: 2>>
// -----
func.func private @strided_offset_word() -> memref<4xf32, strided<[1], offsets: 2>>
// -----
func.func private @strided_rank() -> memref<2x3xf32, strided<[3, 1, 1]>>
// -----
func.func private @vector_zero() -> vector<2x3x0xf32>
// -----
func.func private @fine(memref<4x4xf32, strided<[4, 1], offset: ?>, 1>, vector<[4]x2xi8>)
