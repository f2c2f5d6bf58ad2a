// Affine arithmetic on negative values: floordiv and ceildiv round towards
// negative and positive infinity, mod is never negative; loops with
// negative bounds, an empty loop, and bounds taking the max and min of
// several results.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  affine.for %i = -7 to 8 step 3 {
    %f = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    %m = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %n = affine.apply affine_map<(d0)[s0] -> (-(d0 * s0) + 1)>(%i)[%c2]
    func.call @show(%f) : (index) -> ()
    func.call @show(%c) : (index) -> ()
    func.call @show(%m) : (index) -> ()
    func.call @show(%n) : (index) -> ()
    func.call @printNewline() : () -> ()
  }
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %r = affine.for %j = max affine_map<()[s0, s1] -> (s0, s1 - 8, -2)>()[%c3, %c9] to min affine_map<()[s0] -> (s0, 12)>()[%c9] iter_args(%acc = %c3) -> index {
    %s = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %j)
    affine.yield %s : index
  }
  func.call @show(%r) : (index) -> ()
  %e = affine.for %k = 5 to 5 iter_args(%x = %c9) -> index {
    affine.yield %c3 : index
  }
  func.call @show(%e) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}
