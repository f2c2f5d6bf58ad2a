"""Input programs of the generated FileCheck corpus, with the mlir-opt
pipelines each is run through (gen_corpus.py derives the checks from the
output of mlir-opt 22 on them)."""

# (name, pipelines, program). A pipeline is the list of mlir-opt flags.
INPUTS = [
    ("arith_fold", [["--canonicalize"], []], """
func.func @fold_add() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  return %0 : i32
}

func.func @fold_mul_zero(%arg0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %0 = arith.muli %arg0, %c0 : i64
  return %0 : i64
}

func.func @keep_div(%a: i32, %b: i32) -> i32 {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
"""),
    ("arith_cmp_select", [["--canonicalize"], []], """
func.func @select_same(%c: i1, %a: f32) -> f32 {
  %0 = arith.select %c, %a, %a : f32
  return %0 : f32
}

func.func @cmp_true(%a: index) -> i1 {
  %0 = arith.cmpi eq, %a, %a : index
  return %0 : i1
}

func.func @float_ops(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.mulf %0, %y : f32
  %2 = arith.negf %1 : f32
  return %2 : f32
}
"""),
    ("arith_casts", [["--canonicalize"], []], """
func.func @ext_trunc(%a: i8) -> i8 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

func.func @index_cast(%a: i32) -> index {
  %0 = arith.index_cast %a : i32 to index
  return %0 : index
}

func.func @sitofp(%a: i32) -> f64 {
  %0 = arith.sitofp %a : i32 to f64
  return %0 : f64
}
"""),
    ("cse_basic", [["--cse"], []], """
func.func @dup(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @dup_const() -> (index, index) {
  %c4 = arith.constant 4 : index
  %c4_0 = arith.constant 4 : index
  return %c4, %c4_0 : index, index
}

func.func @no_dup(%a: f32) -> f32 {
  %0 = math.exp %a : f32
  %1 = math.log %0 : f32
  return %1 : f32
}
"""),
    ("scf_for", [["--canonicalize"], [], ["--convert-scf-to-cf"]], """
func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %x = arith.addf %acc, %acc : f32
    scf.yield %x : f32
  }
  return %r : f32
}

func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
"""),
    ("scf_if", [["--canonicalize"], [], ["--convert-scf-to-cf"]], """
func.func @if_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @if_true(%a: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    scf.yield %a : i32
  } else {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  }
  return %r : i32
}
"""),
    ("scf_while", [[], ["--convert-scf-to-cf"]], """
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}
"""),
    ("cf_branches", [["--canonicalize"], []], """
func.func @cond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

func.func @switch(%v: i32, %a: f32) -> f32 {
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2,
    1: ^bb2
  ]
^bb1:
  return %a : f32
^bb2:
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
"""),
    ("func_calls", [["--inline"], [], ["--symbol-dce"]], """
func.func private @helper(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

func.func @caller(%a: i32) -> i32 {
  %0 = func.call @helper(%a) : (i32) -> i32
  %1 = func.call @helper(%0) : (i32) -> i32
  return %1 : i32
}

func.func private @unused() {
  return
}
"""),
    ("memref_ops", [["--canonicalize"], []], """
func.func @load_store(%m: memref<4x8xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x8xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %m[%j, %i] : memref<4x8xf32>
  return %v : f32
}

func.func @alloc_dealloc() {
  %0 = memref.alloc() : memref<16xi8>
  memref.dealloc %0 : memref<16xi8>
  return
}

func.func @dim(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  return %d : index
}
"""),
    ("tensor_ops", [["--canonicalize"], []], """
func.func @extract_insert(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  return %1 : f32
}

func.func @empty() -> tensor<2x3xi32> {
  %0 = tensor.empty() : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @cast(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}
"""),
    ("vector_ops", [["--canonicalize"], []], """
func.func @broadcast(%a: f32) -> vector<4xf32> {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  return %0 : vector<4xf32>
}

func.func @extract(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[1, 2] : f32 from vector<4x8xf32>
  return %0 : f32
}

func.func @fma(%a: vector<8xf32>, %b: vector<8xf32>, %c: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.fma %a, %b, %c : vector<8xf32>
  return %0 : vector<8xf32>
}
"""),
    ("math_ops", [["--canonicalize"], []], """
func.func @math(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.sin %0 : f32
  %2 = math.absf %1 : f32
  return %2 : f32
}

func.func @fold_sqrt() -> f32 {
  %c = arith.constant 4.0 : f32
  %0 = math.sqrt %c : f32
  return %0 : f32
}
"""),
    ("index_ops", [["--canonicalize"], []], """
func.func @index_math(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.sub %1, %a
  return %2 : index
}

func.func @index_const() -> index {
  %0 = index.constant 40
  %1 = index.constant 2
  %2 = index.add %0, %1
  return %2 : index
}
"""),
    ("affine_ops", [["--canonicalize"], []], """
#map = affine_map<(d0) -> (d0 * 2 + 1)>
func.func @apply(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}

func.func @loop(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}
"""),
    ("complex_ops", [["--canonicalize"], []], """
func.func @complex(%a: f32, %b: f32) -> f32 {
  %0 = complex.create %a, %b : complex<f32>
  %1 = complex.re %0 : complex<f32>
  return %1 : f32
}

func.func @complex_add(%x: complex<f64>, %y: complex<f64>) -> complex<f64> {
  %0 = complex.add %x, %y : complex<f64>
  return %0 : complex<f64>
}
"""),
    ("licm", [["--loop-invariant-code-motion"], []], """
func.func @hoist(%lb: index, %ub: index, %step: index, %a: i32, %m: memref<?xi32>) {
  scf.for %i = %lb to %ub step %step {
    %inv = arith.muli %a, %a : i32
    memref.store %inv, %m[%i] : memref<?xi32>
  }
  return
}
"""),
    ("sccp", [["--sccp"], []], """
func.func @propagate(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c1 : i32)
^bb3(%x: i32):
  %y = arith.addi %x, %c1 : i32
  return %y : i32
}
"""),
    ("attributes", [[], ["--mlir-print-op-generic"]], """
func.func @attrs() attributes {test.flag, test.num = 42 : i64, test.str = "hello", test.arr = [1, 2, 3]} {
  return
}

func.func @dense() -> tensor<2x2xi32> {
  %0 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @splat() -> vector<4xf32> {
  %0 = arith.constant dense<1.5> : vector<4xf32>
  return %0 : vector<4xf32>
}
"""),
    ("types", [[]], """
func.func @types(%a: i1, %b: si8, %c: ui16, %d: f16, %e: bf16, %f: f64, %g: index,
                 %h: tuple<i32, f32>, %i: memref<2x?xf32, strided<[?, 1], offset: ?>>,
                 %j: tensor<*xf32>, %k: vector<[4]xf32>, %l: none) {
  return
}
"""),
    ("generic_ops", [["--allow-unregistered-dialect"], ["--allow-unregistered-dialect", "--mlir-print-op-generic"]], """
func.func @unregistered(%a: i32) -> i32 {
  %0 = "test.foo"(%a) {attr = 7 : i64} : (i32) -> i32
  %1:2 = "test.bar"(%0, %0) : (i32, i32) -> (i32, i32)
  "test.region"() ({
    "test.inner"() : () -> ()
  }) : () -> ()
  return %1#1 : i32
}
"""),
    ("locations", [["--mlir-print-debuginfo"], []], """
func.func @loc(%a: i32 loc("arg.mlir":1:2)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("file.mlir":10:8)
  %1 = arith.muli %0, %a : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  return %1 : i32 loc(unknown)
}
"""),
    ("symbols", [["--symbol-dce"], []], """
module {
  func.func private @dead() {
    return
  }
  func.func nested @nested() {
    return
  }
  func.func @live() {
    return
  }
}
"""),
    ("nested_modules", [[]], """
module @outer {
  module @inner {
    func.func @f() {
      return
    }
  }
  func.func @g() {
    return
  }
}
"""),
    ("bufferization", [["--canonicalize"], []], """
func.func @to_buffer(%t: tensor<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
"""),
    ("multi_result", [["--canonicalize"], ["--cse"]], """
func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divui %a, %b : i32
  %r = arith.remui %a, %b : i32
  %q2 = arith.divui %a, %b : i32
  %s = arith.addi %q, %q2 : i32
  return %s, %r : i32, i32
}

func.func @minmax(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  return %0, %1 : i32, i32
}
"""),
]

# Inputs that mlir-opt rejects: each test checks the diagnostics
# (`not mlir-opt ... 2>&1 | FileCheck`) or verifies them (--verify-diagnostics).
INVALID = [
    ("undefined_value", """
func.func @f() -> i32 {
  return %x : i32
}
"""),
    ("type_mismatch", """
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
"""),
    ("wrong_return", """
func.func @f(%a: i32) -> f32 {
  return %a : i32
}
"""),
    ("unknown_op", """
func.func @f() {
  "foo.bar"() : () -> ()
  return
}
"""),
    ("bad_syntax", """
func.func @f( {
  return
}
"""),
    ("missing_terminator", """
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
}
"""),
]
