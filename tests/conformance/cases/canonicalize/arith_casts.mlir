// Casts of constants and chains of casts.
func.func @constants() -> (i32, i32, i8, index, index, f32, i32, f32, i32, f16, f32, i64) {
  %m = arith.constant -2 : i8
  %0 = arith.extsi %m : i8 to i32
  %1 = arith.extui %m : i8 to i32
  %big = arith.constant 1000 : i32
  %2 = arith.trunci %big : i32 to i8
  %3 = arith.index_cast %0 : i32 to index
  %4 = arith.index_castui %m : i8 to index
  %5 = arith.sitofp %m : i8 to f32
  %f = arith.constant -3.75 : f32
  %6 = arith.fptosi %f : f32 to i32
  %7 = arith.bitcast %big : i32 to f32
  %8 = arith.bitcast %f : f32 to i32
  %h = arith.constant 0.5 : f32
  %9 = arith.truncf %h : f32 to f16
  %huge = arith.constant 16777217 : i32
  %10 = arith.sitofp %huge : i32 to f32
  %n = arith.constant 4294967295 : i32
  %11 = arith.extui %n : i32 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i8, index, index, f32, i32, f32, i32, f16, f32, i64
}

func.func @chains(%x: i8, %y: i32, %z: f32, %i: index) -> (i8, i64, i16, f32, index, i64, i16, i64) {
  %0 = arith.extsi %x : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extsi %0 : i32 to i64
  %3 = arith.trunci %y : i32 to i16
  %4 = arith.trunci %3 : i16 to i8
  %5 = arith.extsi %4 : i8 to i16
  %6 = arith.bitcast %z : f32 to i32
  %7 = arith.bitcast %6 : i32 to f32
  %8 = arith.index_cast %i : index to i32
  %9 = arith.index_cast %8 : i32 to index
  %10 = arith.extui %x : i8 to i32
  %11 = arith.extsi %10 : i32 to i64
  %12 = arith.extsi %x : i8 to i64
  %13 = arith.trunci %12 : i64 to i16
  %14 = arith.index_cast %0 : i32 to index
  %15 = arith.index_cast %14 : index to i64
  return %1, %2, %5, %7, %9, %11, %13, %15 : i8, i64, i16, f32, index, i64, i16, i64
}

func.func @shifts(%x: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %x, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
