// The example gallery: one or more examples per registered dialect and per
// registered pass. Each example names the dialects it uses, its pipeline and
// its topic (the 'dialect' or the 'pass' section of the gallery);
// the gallery shows those whose dialects and passes the loaded build has, and
// makes a plain example for a registered pass that has none written here (so
// every pass of the registry can be tried). Inputs are valid for upstream
// mlir-opt 22 with the same pipeline (tests/browser checks each one runs).
import { passElement } from './pipeline.js';

/**
 * Dialect namespaces upstream MLIR has: the ones of these that a build
 * registers are the dialects the gallery covers (the C API counts registered
 * dialects but cannot list them).
 */
export const DIALECT_NAMESPACES = [
  'acc', 'affine', 'amdgpu', 'amx', 'arith', 'arm_neon', 'arm_sme', 'arm_sve', 'async',
  'bufferization', 'builtin', 'cf', 'complex', 'dlti', 'emitc', 'func', 'gpu', 'index',
  'irdl', 'linalg', 'llvm', 'math', 'memref', 'mesh', 'ml_program', 'mpi', 'nvgpu', 'nvvm',
  'omp', 'pdl', 'pdl_interp', 'polynomial', 'ptr', 'quant', 'rocdl', 'scf', 'shape', 'shard',
  'smt', 'sparse_tensor', 'spirv', 'tensor', 'test', 'tosa', 'transform', 'ub', 'vcix',
  'vector', 'wasmssa', 'x86vector', 'xegpu', 'xevm',
];

/** The example a first-time visitor sees. */
export const WELCOME = {
  id: 'welcome',
  topic: 'dialect',
  title: 'Sum of squares',
  description: 'A loop in scf.for: canonicalize folds and hoists constants, cse merges what is computed twice.',
  dialects: ['func', 'arith', 'scf'],
  pipeline: 'builtin.module(canonicalize,cse)',
  // How the Execute tab runs it: the entry function and its arguments.
  run: { entry: 'sum_of_squares', args: '10' },
  text: `// Welcome to the mlirc playground: MLIR's core in C, running as
// WebAssembly in your browser. Edit the IR or the pipeline above, then
// press Run (Ctrl-Enter). Open "Examples" for one per dialect and pass.
func.func @sum_of_squares(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = arith.index_cast %i : index to i32
    %unused = arith.constant 2 : i32
    %sq = arith.muli %x, %x : i32
    %next = arith.addi %acc, %sq : i32
    scf.yield %next : i32
  }
  %again = arith.index_cast %c1 : index to i32
  %same = arith.index_cast %c1 : index to i32
  %twice = arith.addi %again, %same : i32
  %result = arith.addi %sum, %twice : i32
  return %result : i32
}
`,
};

export const EXAMPLES = [
  WELCOME,
  {
    id: 'arith-folding',
    topic: 'dialect',
    title: 'Constant folding',
    description: 'arith ops on constants fold away; x + 0 and x * 1 simplify.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @fold(%x: i32) -> (i32, i1, f32) {
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = arith.muli %c6, %c7 : i32
  %y = arith.addi %x, %c0 : i32
  %z = arith.muli %y, %c1 : i32
  %s = arith.addi %z, %p : i32
  %lt = arith.cmpi slt, %c6, %c7 : i32
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %f = arith.mulf %a, %b : f32
  return %s, %lt, %f : i32, i1, f32
}
`,
  },
  {
    id: 'math',
    topic: 'dialect',
    title: 'math functions',
    description: 'math ops fold on constant operands; the rest stays for a later lowering.',
    dialects: ['func', 'arith', 'math'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @math(%x: f32) -> (f32, f32, i32) {
  %c = arith.constant 16.0 : f32
  %root = math.sqrt %c : f32
  %abs = math.absf %x : f32
  %e = math.exp %abs : f32
  %y = arith.addf %root, %e : f32
  %i = arith.constant 40 : i32
  %n = math.ctlz %i : i32
  return %root, %y, %n : f32, f32, i32
}
`,
  },
  {
    id: 'run-memref',
    topic: 'dialect',
    title: 'Run it: a buffer printed and summed',
    description: 'Execute runs @main with the interpreter after the pipeline: printMemrefF32 prints the buffer as upstream\'s runtime does, and the sum is returned. "Run each stage" checks that every pass kept the result.',
    dialects: ['func', 'arith', 'scf', 'memref'],
    pipeline: 'builtin.module(convert-scf-to-cf,canonicalize)',
    run: { entry: 'main', args: '' },
    text: `// Open the Execute tab and press Run (Ctrl+Shift+Enter): the interpreter
// runs @main on the pipeline's output, prints the buffer and returns its sum.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %buf = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %n = arith.index_cast %i : index to i32
    %x = arith.sitofp %n : i32 to f32
    %sq = arith.mulf %x, %x : f32
    %y = arith.mulf %sq, %half : f32
    memref.store %y, %buf[%i] : memref<6xf32>
  }
  %cast = memref.cast %buf : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  %sum = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %buf[%i] : memref<6xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  memref.dealloc %buf : memref<6xf32>
  return %sum : f32
}
`,
  },
  {
    id: 'to-llvm-ir',
    topic: 'pass',
    title: 'Down to LLVM IR: scf and memref to the llvm dialect',
    description: 'convert-scf-to-cf turns the loops into branches, finalize-memref-to-llvm the buffer into malloc, a descriptor struct and getelementptr, convert-to-llvm the rest (arith, cf, func), and reconcile-unrealized-casts drops the casts between them. "IR after each pass" shows each step; the LLVM IR tab shows what mlir-translate --mlir-to-llvmir prints.',
    dialects: ['func', 'arith', 'scf', 'memref'],
    pipeline: 'builtin.module(convert-scf-to-cf,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)',
    run: { entry: 'main', args: '' },
    text: `// From scf and memref down to LLVM IR: each pass of the pipeline is a stage
// in "IR after each pass"; the LLVM IR tab shows what mlir-translate prints.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.index_cast %i : index to i32
    %x = arith.sitofp %n : i32 to f32
    %sq = arith.mulf %x, %x : f32
    memref.store %sq, %buf[%i] : memref<4xf32>
  }
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %buf[%i] : memref<4xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  memref.dealloc %buf : memref<4xf32>
  call @printF32(%sum) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
`,
  },
  {
    id: 'scf-to-cf',
    topic: 'pass',
    title: 'Structured control flow to branches',
    description: 'convert-scf-to-cf lowers scf.if and scf.while into blocks and cf branches.',
    dialects: ['func', 'arith', 'scf', 'cf'],
    pipeline: 'builtin.module(convert-scf-to-cf)',
    text: `func.func @collatz_steps(%start: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %res:2 = scf.while (%n = %start, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi sgt, %n, %c1 : i64
    scf.condition(%more) %n, %steps : i64, i64
  } do {
  ^bb0(%n: i64, %steps: i64):
    %rem = arith.remui %n, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> (i64) {
      %half = arith.divui %n, %c2 : i64
      scf.yield %half : i64
    } else {
      %t = arith.muli %n, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s = arith.addi %steps, %c1 : i64
    scf.yield %next, %s : i64, i64
  }
  return %res#1 : i64
}
`,
  },
  {
    id: 'llvm',
    topic: 'dialect',
    title: 'The LLVM dialect',
    description: 'LLVM IR inside MLIR: globals, a loop through block arguments, getelementptr and load on !llvm.ptr.',
    dialects: ['llvm'],
    pipeline: 'builtin.module(canonicalize,cse)',
    text: `llvm.mlir.global internal constant @greeting("hello\\00") {addr_space = 0 : i32}

llvm.func @sum(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%zero, %zero : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %next = llvm.add %acc, %i : i64
  %j = llvm.add %i, %one : i64
  llvm.br ^loop(%j, %next : i64, i64)
^exit:
  llvm.return %acc : i64
}

llvm.func @first_char() -> i8 {
  %p = llvm.mlir.addressof @greeting : !llvm.ptr
  %q = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
  %c = llvm.load %q : !llvm.ptr -> i8
  llvm.return %c : i8
}
`,
  },
  {
    id: 'cf-branches',
    topic: 'dialect',
    title: 'Branches and block arguments',
    description: 'A control-flow graph: blocks, block arguments, cf.br and cf.cond_br, simplified by canonicalize.',
    dialects: ['func', 'arith', 'cf'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @select(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^take_a, ^take_b
^take_a:
  cf.br ^done(%a : i32)
^take_b:
  cf.br ^done(%b : i32)
^done(%v: i32):
  return %v : i32
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^body, ^exit
^body:
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%j : i32)
^exit:
  return %i : i32
}
`,
  },
  {
    id: 'memref',
    topic: 'dialect',
    title: 'Buffers',
    description: 'Buffers in memory: memref.alloc, store, load, dim, cast and dealloc.',
    dialects: ['func', 'arith', 'memref'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @buffers(%v: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloc(%c4) : memref<?xf32>
  %static = memref.cast %buf : memref<?xf32> to memref<?xf32>
  memref.store %v, %static[%i] : memref<?xf32>
  %x = memref.load %buf[%c0] : memref<?xf32>
  %n = memref.dim %buf, %c0 : memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  return %x : f32
}
`,
  },
  {
    id: 'tensor',
    topic: 'dialect',
    title: 'Tensors as values',
    description: 'Tensors are immutable values: tensor.from_elements, extract, insert, empty and dim.',
    dialects: ['func', 'arith', 'tensor'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @tensors(%a: f32, %b: f32) -> (f32, index, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %first = tensor.extract %t[%c0] : tensor<2xf32>
  %u = tensor.insert %first into %t[%c1] : tensor<2xf32>
  %e = tensor.empty(%c1) : tensor<?x4xf32>
  %d = tensor.dim %e, %c1 : tensor<?x4xf32>
  return %first, %d, %u : f32, index, tensor<2xf32>
}
`,
  },
  {
    id: 'index',
    topic: 'dialect',
    title: 'index arithmetic',
    description: 'The index dialect: target-independent integer arithmetic and comparisons on index values.',
    dialects: ['func', 'index'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @index_math(%x: index) -> (index, i1) {
  %c8 = index.constant 8
  %c2 = index.constant 2
  %m = index.mul %c8, %c2
  %s = index.add %x, %m
  %d = index.divu %m, %c2
  %cmp = index.cmp ult(%d, %c8)
  return %s, %cmp : index, i1
}
`,
  },
  {
    id: 'ub',
    topic: 'dialect',
    title: 'Poison values',
    description: 'ub.poison: an undefined value, and arithmetic that propagates it.',
    dialects: ['func', 'arith', 'ub'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %y = arith.addi %p, %x : i32
  %c = arith.constant 3 : i32
  %z = arith.muli %c, %x : i32
  return %y, %z : i32, i32
}
`,
  },
  {
    id: 'builtin',
    topic: 'dialect',
    title: 'Builtin types and attributes',
    description: 'The builtin dialect: modules, types, attributes and unrealized casts, printed back in canonical form.',
    dialects: ['builtin', 'func'],
    pipeline: '',
    text: `module @types attributes {test.version = 1 : i64} {
  func.func private @sig(i1, i8, i64, si32, ui16, index, f16, bf16, f64,
                         tensor<?x4xf32>, memref<2x?xi8>, vector<4xf32>,
                         complex<f32>, tuple<i32, f32>, none) -> ()
  func.func @attrs() attributes {
      dense_vals = dense<[1, 2, 3]> : tensor<3xi32>,
      splat = dense<0.5> : tensor<2x2xf32>,
      map = affine_map<(d0, d1) -> (d1, d0 + 1)>,
      arr = [1 : i32, "two", unit],
      dict = {a = 1, b = false},
      sym = @sig} {
    return
  }
  func.func @cast(%x: i32) -> i64 {
    %y = builtin.unrealized_conversion_cast %x : i32 to i64
    return %y : i64
  }
}
`,
  },
  {
    id: 'inline',
    topic: 'pass',
    title: 'Inlining calls',
    description: 'inline replaces func.call with the callee body and erases private callees left unused.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(inline)',
    text: `func.func private @square(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}

func.func private @add_squares(%a: i32, %b: i32) -> i32 {
  %a2 = call @square(%a) : (i32) -> i32
  %b2 = call @square(%b) : (i32) -> i32
  %s = arith.addi %a2, %b2 : i32
  return %s : i32
}

func.func @main(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = call @add_squares(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
`,
  },
  {
    id: 'cse',
    topic: 'pass',
    title: 'Common subexpressions',
    description: 'cse keeps one of each identical side-effect-free computation.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(cse)',
    text: `func.func @cse(%a: f32, %b: f32) -> f32 {
  %s1 = arith.addf %a, %b : f32
  %s2 = arith.addf %a, %b : f32
  %p1 = arith.mulf %s1, %s2 : f32
  %p2 = arith.mulf %s1, %s2 : f32
  %r = arith.subf %p1, %p2 : f32
  return %r : f32
}
`,
  },
  {
    id: 'canonicalize-options',
    topic: 'pass',
    title: 'Canonicalize, one step at a time',
    description: 'Pass options in the pipeline: canonicalize{max-iterations=1 region-simplify=disabled} stops early.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(canonicalize{max-iterations=1 region-simplify=disabled},canonicalize)',
    text: `func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.addi %a, %c2 : i32
  %c = arith.muli %x, %b : i32
  %d = arith.subi %c, %c : i32
  return %d : i32
}
`,
  },
  {
    id: 'symbol-dce',
    topic: 'pass',
    title: 'Dead symbols',
    description: 'symbol-dce erases private functions nothing refers to.',
    dialects: ['func'],
    pipeline: 'builtin.module(symbol-dce)',
    text: `func.func private @unused_helper() {
  return
}

func.func private @used_helper() {
  return
}

func.func @entry() {
  call @used_helper() : () -> ()
  return
}
`,
  },
  {
    id: 'strip-debuginfo',
    topic: 'pass',
    title: 'Stripping locations',
    description: 'strip-debuginfo replaces every location with loc(unknown); turn on Locations to see it.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(strip-debuginfo)',
    options: { debugInfo: true },
    text: `func.func @located(%x: i32) -> i32 {
  %c = arith.constant 10 : i32 loc("kernel.py":3:4)
  %y = arith.addi %x, %c : i32 loc(fused["kernel.py":4:8, "inlined"("lib.py":10:2)])
  return %y : i32 loc(callsite("ret" at "kernel.py":5:4))
}
`,
  },
  {
    id: 'print-op-stats',
    topic: 'pass',
    title: 'Op statistics',
    description: 'print-op-stats counts the ops of the module; the report is on stderr, under Diagnostics.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(print-op-stats)',
    text: `func.func @poly(%x: f64) -> f64 {
  %c2 = arith.constant 2.0 : f64
  %c3 = arith.constant 3.0 : f64
  %x2 = arith.mulf %x, %x : f64
  %a = arith.mulf %x2, %c3 : f64
  %b = arith.mulf %x, %c2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
`,
  },
  {
    id: 'sccp',
    topic: 'pass',
    title: 'Sparse conditional constant propagation',
    description: 'sccp proves values constant across branches and folds what they decide.',
    dialects: ['func', 'arith', 'cf'],
    pipeline: 'builtin.module(sccp)',
    text: `func.func @sccp(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^a, ^b
^a:
  cf.br ^join(%c1 : i32)
^b:
  cf.br ^join(%c1 : i32)
^join(%v: i32):
  %w = arith.addi %v, %c1 : i32
  return %w : i32
}
`,
  },
  {
    id: 'licm',
    topic: 'pass',
    title: 'Hoisting loop invariants',
    description: 'loop-invariant-code-motion moves computations that do not change out of scf.for.',
    dialects: ['func', 'arith', 'scf', 'memref'],
    pipeline: 'builtin.module(loop-invariant-code-motion)',
    text: `func.func @scale(%buf: memref<?xf32>, %n: index, %a: f32, %b: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %factor = arith.mulf %a, %b : f32
    %v = memref.load %buf[%i] : memref<?xf32>
    %w = arith.mulf %v, %factor : f32
    memref.store %w, %buf[%i] : memref<?xf32>
  }
  return
}
`,
  },
  {
    id: 'control-flow-sink',
    topic: 'pass',
    title: 'Sinking into branches',
    description: 'control-flow-sink moves an op into the only region of scf.if that uses it.',
    dialects: ['func', 'arith', 'scf'],
    pipeline: 'builtin.module(control-flow-sink)',
    text: `func.func @sink(%c: i1, %x: i32, %y: i32) -> i32 {
  %sum = arith.addi %x, %y : i32
  %prod = arith.muli %x, %y : i32
  %r = scf.if %c -> (i32) {
    scf.yield %sum : i32
  } else {
    scf.yield %prod : i32
  }
  return %r : i32
}
`,
  },
  {
    id: 'topological-sort',
    topic: 'pass',
    title: 'Sorting a graph region',
    description: 'A module body is a graph region (uses may come first); topological-sort orders its ops.',
    dialects: ['builtin'],
    pipeline: 'builtin.module(topological-sort)',
    options: { allowUnregistered: true },
    text: `// Unregistered ops (allowed by the toggle above) in the module's graph region.
module {
  "graph.sink"(%sum) : (i32) -> ()
  %sum = "graph.add"(%a, %b) : (i32, i32) -> i32
  %b = "graph.source"() {name = "b"} : () -> i32
  %a = "graph.source"() {name = "a"} : () -> i32
}
`,
  },
  {
    id: 'symbol-privatize',
    topic: 'pass',
    title: 'Privatizing symbols',
    description: 'symbol-privatize makes top-level symbols private, except those in its exclude option.',
    dialects: ['func'],
    pipeline: 'builtin.module(symbol-privatize{exclude=main},symbol-dce)',
    text: `func.func @helper() {
  return
}

func.func @unused() {
  return
}

func.func @main() {
  call @helper() : () -> ()
  return
}
`,
  },
  {
    id: 'view-op-graph',
    topic: 'pass',
    title: 'Graphviz of the module',
    description: 'view-op-graph writes the module as a Graphviz dot graph (on stderr, under Diagnostics); see the Graph tab for ours.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(view-op-graph)',
    text: `func.func @f(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %p = arith.muli %s, %a : i32
  return %p : i32
}
`,
  },
  {
    id: 'remove-dead-values',
    topic: 'pass',
    title: 'Removing dead values',
    description: 'remove-dead-values drops unused function arguments, results and the ops computing them.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(remove-dead-values)',
    text: `func.func private @f(%used: i32, %unused: i32) -> (i32, i32) {
  %x = arith.addi %used, %used : i32
  %dead = arith.muli %unused, %unused : i32
  return %x, %dead : i32, i32
}

func.func @main(%a: i32) -> i32 {
  %r:2 = call @f(%a, %a) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
`,
  },
  {
    id: 'arith-expand',
    topic: 'pass',
    title: 'Expanding arith ops',
    description: 'arith-expand rewrites ceildivsi, floordivsi and maximumf into simpler arith ops.',
    dialects: ['func', 'arith'],
    pipeline: 'builtin.module(arith-expand)',
    text: `func.func @expand(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, f32) {
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %m = arith.maximumf %x, %y : f32
  return %c, %f, %m : i32, i32, f32
}
`,
  },
  {
    id: 'affine',
    topic: 'dialect',
    title: 'Affine loops',
    description: 'affine.for with affine.load, affine.store and affine.apply: loop bounds and subscripts are affine maps.',
    dialects: ['func', 'arith', 'affine', 'memref'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @transpose(%a: memref<8x16xf32>, %b: memref<16x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %a[%i, %j] : memref<8x16xf32>
      affine.store %v, %b[%j, %i] : memref<16x8xf32>
    }
  }
  return
}

func.func @strided(%buf: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 15 {
    %k = affine.apply affine_map<(d0) -> (d0 * 4 + 2)>(%i)
    memref.store %zero, %buf[%k] : memref<64xf32>
  }
  return
}
`,
  },
  {
    id: 'vector',
    topic: 'dialect',
    title: 'Vectors',
    description: 'Fixed-size vectors: vector.broadcast, elementwise arith, vector.extract and a reduction.',
    dialects: ['func', 'arith', 'vector'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @vectors(%x: f32, %v: vector<4xf32>) -> (f32, f32) {
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %s = arith.addf %v, %b : vector<4xf32>
  %e = vector.extract %s[2] : f32 from vector<4xf32>
  %r = vector.reduction <add>, %s : vector<4xf32> into f32
  return %e, %r : f32, f32
}
`,
  },
  {
    id: 'linalg',
    topic: 'dialect',
    title: 'Linear algebra on tensors',
    description: 'linalg.matmul and linalg.fill on tensors: structured ops over destination tensors.',
    dialects: ['func', 'arith', 'linalg', 'tensor'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%acc : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}
`,
  },
  {
    id: 'complex',
    topic: 'dialect',
    title: 'Complex numbers',
    description: 'complex<f32> values: complex.create, mul, add, abs and im.',
    dialects: ['func', 'complex'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @complex(%a: f32, %b: f32) -> (f32, f32) {
  %z = complex.create %a, %b : complex<f32>
  %w = complex.mul %z, %z : complex<f32>
  %s = complex.add %w, %z : complex<f32>
  %m = complex.abs %s : complex<f32>
  %im = complex.im %s : complex<f32>
  return %m, %im : f32, f32
}
`,
  },
  {
    id: 'bufferization',
    topic: 'dialect',
    title: 'Tensors and buffers',
    description: 'bufferization.to_tensor views a memref buffer as a tensor value; alloc_tensor makes a tensor to be given a buffer later.',
    dialects: ['func', 'bufferization', 'memref', 'tensor'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @to_tensor(%m: memref<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @fresh(%n: index) -> tensor<?xf32> {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return %t : tensor<?xf32>
}
`,
  },
  {
    id: 'arm_neon',
    title: 'Arm Neon intrinsics',
    description: 'arm_neon: widening multiplies and dot products on fixed-size vectors, as the Neon instructions do them.',
    topic: 'dialect',
    dialects: ['func', 'arm_neon'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @smull(%a: vector<8xi8>, %b: vector<8xi8>) -> vector<8xi16> {
  %0 = arm_neon.intr.smull %a, %b : vector<8xi8> to vector<8xi16>
  return %0 : vector<8xi16>
}

func.func @sdot(%acc: vector<4xi32>, %a: vector<4x4xi8>, %b: vector<4x4xi8>) -> vector<4xi32> {
  %0 = arm_neon.2d.sdot %acc, %a, %b : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
  return %0 : vector<4xi32>
}
`,
  },
  {
    id: 'arm_sve',
    title: 'Arm SVE: scalable vectors',
    description: 'arm_sve on vector<[4]xi32>: a vector length that is a multiple of 4 fixed by the hardware; masked arithmetic and dot products.',
    topic: 'dialect',
    dialects: ['func', 'arm_sve'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @sdot(%acc: vector<[4]xi32>, %a: vector<[16]xi8>, %b: vector<[16]xi8>) -> vector<[4]xi32> {
  %0 = arm_sve.sdot %acc, %a, %b : vector<[16]xi8> to vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

func.func @masked_add(%mask: vector<[4]xi1>, %a: vector<[4]xi32>, %b: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = arm_sve.masked.addi %mask, %a, %b : vector<[4]xi1>, vector<[4]xi32>
  return %0 : vector<[4]xi32>
}
`,
  },
  {
    id: 'x86vector',
    title: 'x86 vector instructions',
    description: 'x86vector: AVX and AVX-512 operations (reciprocal square root, masked rounding) on vector types.',
    topic: 'dialect',
    dialects: ['func', 'x86vector'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @rsqrt(%a: vector<8xf32>) -> vector<8xf32> {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  return %0 : vector<8xf32>
}

func.func @round(%a: vector<16xf32>, %imm: i32, %mask: i16) -> vector<16xf32> {
  %0 = x86vector.avx512.mask.rndscale %a, %imm, %a, %mask, %imm : vector<16xf32>
  return %0 : vector<16xf32>
}
`,
  },
  {
    id: 'async',
    topic: 'dialect',
    title: 'Async runtime tokens',
    description: 'The async runtime: a token is created, reference-counted, made available and awaited.',
    dialects: ['func', 'async'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @signal() -> !async.token {
  %token = async.runtime.create : !async.token
  async.runtime.add_ref %token {count = 2 : i64} : !async.token
  async.runtime.set_available %token : !async.token
  async.runtime.await %token : !async.token
  %failed = async.runtime.is_error %token : !async.token
  async.runtime.drop_ref %token {count = 1 : i64} : !async.token
  return %token : !async.token
}
`,
  },
  {
    id: 'shape',
    topic: 'dialect',
    title: 'Shapes',
    description: 'The shape dialect computes with shapes: shape_of, get_extent, broadcast, rank and sizes.',
    dialects: ['func', 'shape'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @shapes(%a: tensor<?x4xf32>, %i: index, %s: !shape.shape, %t: !shape.shape)
    -> (index, !shape.shape, !shape.size) {
  %sa = shape.shape_of %a : tensor<?x4xf32> -> tensor<2xindex>
  %rows = shape.get_extent %sa, %i : tensor<2xindex>, index -> index
  %b = shape.broadcast %s, %t : !shape.shape, !shape.shape -> !shape.shape
  %rank = shape.rank %b : !shape.shape -> !shape.size
  %n = shape.num_elements %b : !shape.shape -> !shape.size
  %total = shape.mul %rank, %n : !shape.size, !shape.size -> !shape.size
  return %rows, %b, %total : index, !shape.shape, !shape.size
}
`,
  },
  {
    id: 'mpi',
    topic: 'dialect',
    title: 'MPI programs',
    description: 'The mpi dialect models an MPI program: init, the world communicator, finalize; canonicalize erases the unused communicator.',
    dialects: ['func', 'mpi'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @main() -> !mpi.retval {
  %init = mpi.init : !mpi.retval
  %world = mpi.comm_world : !mpi.comm
  %done = mpi.finalize : !mpi.retval
  return %done : !mpi.retval
}
`,
  },
  {
    id: 'smt',
    topic: 'dialect',
    title: 'SMT queries',
    description: 'The smt dialect: a solver region, declared bit-vector constants, arithmetic and a check with one region per answer.',
    dialects: ['func', 'arith', 'smt'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @satisfiable() -> i1 {
  %found = smt.solver() : () -> i1 {
    smt.set_logic "QF_BV"
    %x = smt.declare_fun "x" : !smt.bv<8>
    %y = smt.declare_fun "y" : !smt.bv<8>
    %sum = smt.bv.add %x, %y : !smt.bv<8>
    %twice = smt.bv.mul %sum, %x : !smt.bv<8>
    %r = smt.check sat {
      %true = arith.constant true
      smt.yield %true : i1
    } unknown {
      %false = arith.constant false
      smt.yield %false : i1
    } unsat {
      %false = arith.constant false
      smt.yield %false : i1
    } -> i1
    smt.yield %r : i1
  }
  return %found : i1
}
`,
  },
  {
    id: 'irdl',
    topic: 'dialect',
    title: 'Defining a dialect in IR',
    description: 'IRDL describes a dialect as IR: a type with a constrained parameter and an op over it.',
    dialects: ['irdl'],
    pipeline: 'builtin.module(canonicalize)',
    text: `irdl.dialect @cmath {
  irdl.type @complex {
    %0 = irdl.is f32
    %1 = irdl.is f64
    %2 = irdl.any_of(%0, %1)
    irdl.parameters(elem: %2)
  }
  irdl.operation @norm {
    %0 = irdl.any
    %1 = irdl.parametric @cmath::@complex<%0>
    irdl.operands(complex: %1)
    irdl.results(norm: %0)
  }
}
`,
  },
  {
    id: 'nvgpu',
    topic: 'dialect',
    title: 'NVIDIA GPU operations',
    description: 'nvgpu: a warp-level matrix multiply-accumulate and asynchronous copies into shared memory, with their tokens.',
    dialects: ['func', 'nvgpu'],
    pipeline: 'builtin.module(canonicalize)',
    text: `func.func @mma(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}

func.func @copy(%src: memref<128x128xf32>, %dst: memref<32x32xf32, 3>, %i: index) -> !nvgpu.device.async.token {
  %t = nvgpu.device_async_copy %src[%i, %i], %dst[%i, %i], 4 : memref<128x128xf32> to memref<32x32xf32, 3>
  %g = nvgpu.device_async_create_group %t
  nvgpu.device_async_wait %g {numGroups = 1 : i32}
  return %g : !nvgpu.device.async.token
}
`,
  },
];

/**
 * The examples a build can run: those whose dialects are all registered and
 * whose pipeline names only registered passes, then a plain example for each
 * registered pass that no example uses. `passes` is mlir.passes(); `dialects`
 * the registered namespaces; `passesOf(pipeline)` lists a pipeline's passes.
 */
export function availableExamples(passes, dialects, passesOf) {
  const known = new Set(passes.map((p) => p.argument));
  const registered = new Set(dialects);
  const shown = EXAMPLES.filter(
    (e) => e.dialects.every((d) => registered.has(d)) && passesOf(e.pipeline).every((p) => known.has(p)),
  );
  const used = new Set(shown.flatMap((e) => passesOf(e.pipeline)));
  for (const p of passes) {
    if (used.has(p.argument)) continue;
    shown.push({
      id: `pass-${p.argument}`,
      topic: 'pass',
      title: p.name,
      description: `${p.description} (No example is written for this pass yet: it runs on the welcome example.)`,
      dialects: WELCOME.dialects,
      pipeline: `builtin.module(${passElement(p)})`,
      text: WELCOME.text,
      generated: true,
    });
  }
  return shown;
}
