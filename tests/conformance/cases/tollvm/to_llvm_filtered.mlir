module {
  func.func private @ext(memref<?xf32>, index) -> f32
  func.func @mixed(%m: memref<?xf32>, %n: index, %x: f32, %c: i1) -> (f32, index) {
    %a = index.mul %n, %n
    %b = arith.index_cast %a : index to i64
    %f = arith.sitofp %b : i64 to f32
    %e = math.exp %f fastmath<fast> : f32
    %p = ub.poison : f32
    cf.assert %c, "must hold"
    cf.cond_br %c, ^yes(%e : f32), ^no
  ^yes(%v: f32):
    %r = call @ext(%m, %a) : (memref<?xf32>, index) -> f32
    %s = arith.addf %v, %r : f32
    return %s, %a : f32, index
  ^no:
    return %p, %n : f32, index
  }
}
