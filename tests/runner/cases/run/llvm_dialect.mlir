// A program written in the llvm dialect: globals and strings, structs in
// memory, getelementptr, aggregates, a switch, calls through a function
// pointer, memcpy and vector reductions.
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printNewline()
llvm.func @printString(!llvm.ptr)
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.mlir.global internal constant @greeting("sum of squares:\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @table(dense<[3, 1, 4, 1, 5]> : tensor<5xi64>) : !llvm.array<5 x i64>

llvm.func @square(%x: i64) -> i64 {
  %r = llvm.mul %x, %x : i64
  llvm.return %r : i64
}

llvm.func @apply(%f: !llvm.ptr, %x: i64) -> i64 {
  %r = llvm.call %f(%x) : !llvm.ptr, (i64) -> i64
  llvm.return %r : i64
}

llvm.func @classify(%x: i64) -> i64 {
  llvm.switch %x : i64, ^other [
    1: ^one,
    4: ^four
  ]
^one:
  %a = llvm.mlir.constant(100 : i64) : i64
  llvm.return %a : i64
^four:
  %b = llvm.mlir.constant(400 : i64) : i64
  llvm.return %b : i64
^other:
  %c = llvm.mlir.constant(-1 : i64) : i64
  llvm.return %c : i64
}

llvm.func @main() {
  %s = llvm.mlir.addressof @greeting : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  %t = llvm.mlir.addressof @table : !llvm.ptr
  %sq = llvm.mlir.addressof @square : !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %five = llvm.mlir.constant(5 : i64) : i64
  llvm.br ^loop(%zero, %zero : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %five : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %p = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<5 x i64>
  %v = llvm.load %p : !llvm.ptr -> i64
  %v2 = llvm.call @apply(%sq, %v) : (!llvm.ptr, i64) -> i64
  %acc2 = llvm.add %acc, %v2 : i64
  %c = llvm.call @classify(%v) : (i64) -> i64
  llvm.call @printI64(%c) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %i2 = llvm.add %i, %one : i64
  llvm.br ^loop(%i2, %acc2 : i64, i64)
^exit:
  llvm.call @printI64(%acc) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  // A struct {i32, f64, [2 x i16]} built in registers, stored, copied and read back.
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64, array<2 x i16>)>
  %i32 = llvm.mlir.constant(7 : i32) : i32
  %f = llvm.mlir.constant(2.5 : f64) : f64
  %h = llvm.mlir.constant(-3 : i16) : i16
  %u1 = llvm.insertvalue %i32, %u[0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %u2 = llvm.insertvalue %f, %u1[1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %u3 = llvm.insertvalue %h, %u2[2, 1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %u4 = llvm.insertvalue %h, %u3[2, 0] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %bytes = llvm.mlir.constant(24 : i64) : i64
  %m1 = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  %m2 = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.store %u4, %m1 : !llvm.struct<(i32, f64, array<2 x i16>)>, !llvm.ptr
  "llvm.intr.memcpy"(%m2, %m1, %bytes) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %fp = llvm.getelementptr %m2[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64, array<2 x i16>)>
  %fv = llvm.load %fp : !llvm.ptr -> f64
  llvm.call @printF64(%fv) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %back = llvm.load %m2 : !llvm.ptr -> !llvm.struct<(i32, f64, array<2 x i16>)>
  %hv = llvm.extractvalue %back[2, 1] : !llvm.struct<(i32, f64, array<2 x i16>)>
  %hw = llvm.sext %hv : i16 to i64
  llvm.call @printI64(%hw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @free(%m1) : (!llvm.ptr) -> ()
  llvm.call @free(%m2) : (!llvm.ptr) -> ()
  // Vector reductions.
  %vec = llvm.mlir.constant(dense<[1.5, 2.25, -4.0, 8.0]> : vector<4xf32>) : vector<4xf32>
  %start = llvm.mlir.constant(0.5 : f32) : f32
  %sum = "llvm.intr.vector.reduce.fadd"(%start, %vec) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %sum64 = llvm.fpext %sum : f32 to f64
  llvm.call @printF64(%sum64) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  %iv = llvm.mlir.constant(dense<[5, -9, 2]> : vector<3xi64>) : vector<3xi64>
  %mn = "llvm.intr.vector.reduce.smin"(%iv) : (vector<3xi64>) -> i64
  llvm.call @printI64(%mn) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
