// index.constant / index.bool.constant result names (%idx5, %idx-3, %true,
// %false), binary ops with inferred index results, casts and sizeof.
func.func @idx(%a: index, %b: index, %x: i32, %y: i64) -> (index, i64) {
  %c0 = index.constant 0
  %c5 = index.constant 5
  %cm = index.constant -3
  %big = index.constant 9223372036854775807
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %a, %c5
  %1 = index.sub %a, %cm
  %2 = index.mul %0, %1
  %3 = index.divs %2, %b
  %4 = index.divu %2, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %c0
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %big {tag}
  %20 = index.sizeof
  %cmp1 = index.cmp slt(%a, %b)
  %cmp2 = index.cmp uge(%a, %c5)
  %cmp3 = index.cmp ne(%a, %b) {note}
  %21 = index.casts %x : i32 to index
  %22 = index.castu %a : index to i64
  %23 = index.casts %a : index to i64
  %24 = index.castu %x : i32 to index
  return %19, %22 : index, i64
}
