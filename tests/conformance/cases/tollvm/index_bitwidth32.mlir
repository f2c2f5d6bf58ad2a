func.func @index_ops(%a: index, %b: index, %n: i32, %w: i64) -> (index, i1, i32, index, index) {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.divu %1, %a
  %3 = index.remu %2, %b
  %4 = index.shru %3, %a
  %5 = index.minu %4, %b
  %6 = index.ceildivs %5, %a
  %7 = index.ceildivu %6, %b
  %8 = index.floordivs %7, %a
  %9 = index.cmp uge(%8, %a)
  %10 = index.casts %n : i32 to index
  %11 = index.castu %10 : index to i32
  %12 = index.casts %w : i64 to index
  %13 = index.constant -3
  %14 = index.sizeof
  %15 = index.sub %12, %13
  %16 = index.bool.constant false
  %17 = index.or %15, %14
  %t = arith.ori %9, %16 : i1
  return %8, %t, %11, %17, %12 : index, i1, i32, index, index
}
