func.func @f(%a: index, %b: index, %i: i32) -> (index, index, index, index, index, index, i1, index, index, index, i32, index, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c3 = index.constant 3
  %c5 = index.constant 5
  %0 = index.add %a, %c0
  %1 = index.mul %a, %c1
  %2 = index.add %c3, %a
  %3 = index.add %2, %c5
  %4 = index.mul %c3, %c5
  %5 = index.sub %a, %a
  %6 = index.cmp slt(%c3, %c5)
  %7 = index.maxs %a, %a
  %8 = index.mins %c3, %c5
  %9 = index.divs %c5, %c3
  %10 = index.casts %c5 : index to i32
  %11 = index.casts %i : i32 to index
  %d = index.sub %a, %b
  %12 = index.cmp eq(%d, %c0)
  %13 = index.cmp sgt(%a, %a)
  %big = index.constant 4294967296
  %14 = index.divu %big, %c3
  return %0, %1, %3, %4, %5, %7, %6, %8, %9, %11, %10, %14, %12, %13 : index, index, index, index, index, index, i1, index, index, index, i32, index, i1, i1
}
