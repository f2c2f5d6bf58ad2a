// Bitcasts that change the number of lanes, as the wide-integer emulation
// and vector lowerings emit them: the lanes' bits end to end, lane 0 the
// lowest (i16 to two i8, eight i1 to an i8, two i32 to four i16, a double
// to two i32 and back, four i8 to an f32).
llvm.func @printI64(i64)
llvm.func @printF64(f64)
llvm.func @printComma()
llvm.func @printNewline()

llvm.func @show2(%v: vector<2xi64>) {
  %k0 = llvm.mlir.constant(0 : i64) : i64
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.extractelement %v[%k0 : i64] : vector<2xi64>
  %b = llvm.extractelement %v[%k1 : i64] : vector<2xi64>
  llvm.call @printI64(%a) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%b) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @main() {
  %h = llvm.mlir.constant(-32512 : i16) : i16
  %bytes = llvm.bitcast %h : i16 to vector<2xi8>
  %bw = llvm.sext %bytes : vector<2xi8> to vector<2xi64>
  llvm.call @show2(%bw) : (vector<2xi64>) -> ()

  %m = llvm.mlir.constant(dense<[true, false, true, true, false, false, false, true]> : vector<8xi1>) : vector<8xi1>
  %mb = llvm.bitcast %m : vector<8xi1> to i8
  %mw = llvm.zext %mb : i8 to i64
  llvm.call @printI64(%mw) : (i64) -> ()
  llvm.call @printNewline() : () -> ()

  %w = llvm.mlir.constant(dense<[65538, -1]> : vector<2xi32>) : vector<2xi32>
  %q = llvm.bitcast %w : vector<2xi32> to vector<4xi16>
  %qw = llvm.sext %q : vector<4xi16> to vector<4xi64>
  %lo = llvm.shufflevector %qw, %qw [0, 1] : vector<4xi64>
  %hi = llvm.shufflevector %qw, %qw [2, 3] : vector<4xi64>
  llvm.call @show2(%lo) : (vector<2xi64>) -> ()
  llvm.call @show2(%hi) : (vector<2xi64>) -> ()

  %d = llvm.mlir.constant(-2.5 : f64) : f64
  %halves = llvm.bitcast %d : f64 to vector<2xi32>
  %hw = llvm.zext %halves : vector<2xi32> to vector<2xi64>
  llvm.call @show2(%hw) : (vector<2xi64>) -> ()
  %back = llvm.bitcast %halves : vector<2xi32> to f64
  llvm.call @printF64(%back) : (f64) -> ()
  llvm.call @printNewline() : () -> ()

  %four = llvm.mlir.constant(dense<[0, 0, -128, 63]> : vector<4xi8>) : vector<4xi8>
  %fl = llvm.bitcast %four : vector<4xi8> to f32
  %fd = llvm.fpext %fl : f32 to f64
  llvm.call @printF64(%fd) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}
