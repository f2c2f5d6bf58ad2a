// index.cmp of min/max(x, constant) against a constant folds when the range
// of the min/max decides it at both 64 and 32 bits.
func.func @f(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %cm3 = index.constant -3
  %big = index.constant 0x100000000
  %a = index.maxs %x, %c5
  %0 = index.cmp sge(%a, %c5)
  %1 = index.cmp slt(%a, %c0)
  %2 = index.cmp ne(%a, %c0)
  %3 = index.cmp eq(%a, %c5)
  %b = index.mins %x, %cm3
  %4 = index.cmp slt(%b, %c0)
  %5 = index.cmp ugt(%b, %c5)
  %u = index.maxu %x, %c5
  %6 = index.cmp uge(%u, %c5)
  %7 = index.cmp ne(%u, %c0)
  %m = index.minu %x, %c5
  %8 = index.cmp ule(%m, %c5)
  %9 = index.cmp ult(%m, %big)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
