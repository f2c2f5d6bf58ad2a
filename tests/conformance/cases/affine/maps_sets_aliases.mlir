#m2 = affine_map<(d0, d1) -> (d1, d0)>
func.func private @a(memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1, d0)>>, memref<4x4xf32, #m2>) -> memref<4xf32, affine_map<(d0) -> (d0 * 2 + 1)>>
func.func private @b() attributes {x = affine_map<(d0)[s0] -> (d0 + s0, d0 - 1, d0 * -1 + 3, (d0 floordiv 2) mod 4)>, y = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>}
