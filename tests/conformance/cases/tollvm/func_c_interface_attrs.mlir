func.func @f(%m: memref<f32> {test.argOne = 1}, %x: f32 {test.x}) -> (f32 {test.r = 1}) attributes {llvm.emit_c_interface} {
  return %x : f32
}
func.func @g() -> (memref<f32> {test.returnOne}, i64, f32 {test.two = 2}) attributes {llvm.emit_c_interface} {
  %0 = memref.alloca() : memref<f32>
  %1 = arith.constant 2 : i64
  %2 = arith.constant 1.0 : f32
  return %0, %1, %2 : memref<f32>, i64, f32
}
func.func private @h(%m: memref<f32> {test.argOne = 1}) -> (f32 {test.r = 1}) attributes {llvm.emit_c_interface}
func.func @g2(%a: i32 {test.a}, %m: memref<2xf32>) -> (memref<2xf32>, i64) attributes {llvm.emit_c_interface} {
  %1 = arith.constant 2 : i64
  return %m, %1 : memref<2xf32>, i64
}
func.func private @h2(%a: i32 {test.a}) -> (memref<2xf32> {test.r}) attributes {llvm.emit_c_interface}
