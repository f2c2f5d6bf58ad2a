func.func @f(%a: i32, %b: i64) {
  %0 = memref.get_global @nope : memref<2xf32>
  %1 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}
