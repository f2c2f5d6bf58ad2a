llvm.mlir.global internal @gr() : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
  llvm.return %2 : !llvm.struct<(i32, f64)>
}
llvm.mlir.global private constant @arr(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global private constant @zz(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global private @sp(dense<5> : tensor<2x2xi64>) : !llvm.array<2 x array<2 x i64>>
llvm.func @callee(i32) -> i32
llvm.func @vc(...)
llvm.func @s(%a: i32, %f: f64, %v: vector<4xf32>) -> i32 {
  %c = llvm.mlir.constant(12345.5 : f64) : f64
  %d = llvm.mlir.constant(123456.5 : f64) : f64
  %x = llvm.fadd %c, %f : f64
  %y = llvm.fadd %d, %x : f64
  %sp = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %sv = llvm.fadd %sp, %v : vector<4xf32>
  %iv = llvm.mlir.constant(dense<[1,2,3,4]> : vector<4xi32>) : vector<4xi32>
  %z = llvm.mlir.zero : !llvm.ptr
  %r = llvm.call @callee(%a) : (i32) -> i32
  llvm.call @vc(%a, %z) vararg(!llvm.func<void (...)>) : (i32, !llvm.ptr) -> ()
  llvm.switch %a : i32, ^bb1(%a : i32) [
    1: ^bb2,
    5: ^bb1(%r : i32)
  ]
^bb1(%q: i32):
  %e = llvm.extractelement %iv[%a : i32] : vector<4xi32>
  %ee = llvm.extractelement %sv[%a : i32] : vector<4xf32>
  %m = llvm.intr.smax(%q, %e) : (i32, i32) -> i32
  %n = llvm.intr.fma(%v, %v, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %mm = llvm.trunc %m : i32 to i1
  llvm.cond_br %mm, ^bb2, ^bb3 
^bb2:
  llvm.return %a : i32
^bb3:
  %u = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  llvm.unreachable
}
