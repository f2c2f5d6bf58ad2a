// Integer constant folding with wrap-around, and the identities that do
// not need constants.
func.func @scalars() -> (i32, i32, i32, i8, i8, i8, i64, i16, i16, i16, i16) {
  %a = arith.constant 2147483647 : i32
  %b = arith.constant 1 : i32
  %m = arith.constant -7 : i32
  %t = arith.constant 3 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.divsi %m, %t : i32
  %2 = arith.remsi %m, %t : i32
  %x = arith.constant -128 : i8
  %y = arith.constant -1 : i8
  %3 = arith.divsi %x, %y : i8
  %4 = arith.muli %x, %y : i8
  %5 = arith.shrsi %x, %y : i8
  %c = arith.constant 4294967296 : i64
  %6 = arith.muli %c, %c : i64
  %p = arith.constant 300 : i16
  %q = arith.constant -7 : i16
  %7 = arith.ceildivsi %p, %q : i16
  %8 = arith.floordivsi %p, %q : i16
  %9 = arith.ceildivui %p, %q : i16
  %10 = arith.remui %p, %q : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i8, i8, i8, i64, i16, i16, i16, i16
}

func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ones = arith.constant -1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.andi %x, %ones : i32
  %4 = arith.ori %x, %x : i32
  %5 = arith.xori %x, %x : i32
  %s = arith.subi %x, %y : i32
  %6 = arith.addi %s, %y : i32
  %7 = arith.divui %x, %c1 : i32
  %8 = arith.remsi %x, %c1 : i32
  %n = arith.xori %x, %ones : i32
  %9 = arith.andi %x, %n : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @minmax(%x: i8) -> (i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %umax = arith.constant 255 : i8
  %0 = arith.maxsi %x, %max : i8
  %1 = arith.minsi %x, %max : i8
  %2 = arith.maxui %x, %umax : i8
  %3 = arith.minsi %min, %x : i8
  %4 = arith.maxsi %max, %min : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

func.func @no_fold(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c40 = arith.constant 40 : i32
  %0 = arith.divsi %c5, %c0 : i32
  %1 = arith.shli %c5, %c40 : i32
  %2 = arith.remui %c5, %c0 : i32
  return %0, %1, %2 : i32, i32, i32
}

func.func @vectors() -> (vector<4xi32>, vector<4xi32>, tensor<2xi8>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %b, %b : vector<4xi32>
  %c = arith.constant dense<[100, -100]> : tensor<2xi8>
  %2 = arith.addi %c, %c : tensor<2xi8>
  return %0, %1, %2 : vector<4xi32>, vector<4xi32>, tensor<2xi8>
}
