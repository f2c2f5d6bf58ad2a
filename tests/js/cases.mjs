// cases.mjs: the inputs the JS tests run, each with an mlir-opt command line.
// Their expected outputs (expected.json) are what upstream mlir-opt 22
// prints for them: regenerate with `node tests/js/regen_expected.mjs`;
// oracle.test.mjs checks that the file is still what mlir-opt prints.
//
// A case runs as `mlir-opt ARGS FILE` in a folder holding the input as FILE.

import fs from 'node:fs';

export const CASES = {
  // A generic-form module of unregistered ops: regions, block arguments,
  // successors, multiple results, attributes.
  generic_module: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"builtin.module"() ({
  "test.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "test.add"(%arg0, %arg0) {flag, name = "x"} : (i32, i32) -> i32
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    %1:2 = "test.pair"(%arg1) : (f32) -> (f32, i64)
    "test.return"(%1#1) {note = dense<[1, 2]> : tensor<2xi32>} : (i64) -> ()
  }) {sym_name = "f"} : () -> ()
}) : () -> ()
`,
  },
  generic_module_generic_form: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect', '--mlir-print-op-generic'],
    same_input_as: 'generic_module',
  },
  generic_module_local_scope: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect', '--mlir-print-local-scope'],
    same_input_as: 'generic_module',
  },
  // Top-level ops outside a module: wrapped in one.
  implicit_module: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"t.a"() : () -> ()
%0 = "t.b"() {x = 1 : i64} : () -> index
"t.c"(%0) : (index) -> ()
`,
  },
  attributes: {
    file: 'attrs.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"t.a"() {b = true, i = 42 : i32, f = 1.5 : f32, s = "hi", arr = [1, 2], d = {k}, t = i8} : () -> ()
`,
  },
  result_types: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"t.a"() : () -> (tensor<4xf32>, !t.x, i1)
`,
  },
  empty_input: {
    file: 'empty.mlir',
    args: [],
    input: '',
  },
  // Errors.
  unregistered_dialect: {
    file: 'input.mlir',
    args: [],
    input: `"t.a"() : () -> ()
`,
  },
  undeclared_value: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"test.foo"() : () -> ()
%0 = "test.bar"(%1) : (i32) -> i32
`,
  },
  type_mismatch_with_note: {
    file: 'input.mlir',
    args: ['--allow-unregistered-dialect'],
    input: `"t.a"() ({
^bb0:
  "t.b"(%x) : (i32) -> ()
  "t.c"(%x) : (i64) -> ()
  "t.d"() : () -> ()
}) : () -> ()
`,
  },
  // --split-input-file: valid and invalid chunks.
  split_input: {
    file: 'split.mlir',
    args: ['--allow-unregistered-dialect', '--split-input-file'],
    input: `"t.a"() : () -> ()
// -----
%0 = "t.b"() : () -> i32
"t.c"(%0, %0) : (i32, i32) -> ()
// -----
"t.d"(%1) : (i32) -> ()
// -----
"t.e"() {a = [1, 2.5, "s"]} : () -> ()
`,
  },
  // Pass pipelines (the PassManager API).
  pass_pipeline: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize,cse))'],
    input: `func.func @f(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %arg0, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}
`,
  },
  pass_pipeline_ir_after_all: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize,cse))', '--mlir-print-ir-after-all'],
    same_input_as: 'pass_pipeline',
  },
  pass_pipeline_ir_before_all_module_scope: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize,cse))', '--mlir-print-ir-before-all', '--mlir-print-ir-module-scope', '--mlir-disable-threading'],
    same_input_as: 'pass_pipeline',
  },
  pass_pipeline_dump: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize,cse))', '--dump-pass-pipeline'],
    same_input_as: 'pass_pipeline',
  },
  pass_failure_without_diagnostic: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))'],
    same_input_as: 'pass_pipeline',
  },
  unknown_pass: {
    file: 'input.mlir',
    args: ['--pass-pipeline=builtin.module(func.func(nosuchpass))'],
    same_input_as: 'pass_pipeline',
  },
};

/** {case name: {stdout, stderr, exitCode}}: upstream mlir-opt 22's output. */
export const EXPECTED = JSON.parse(fs.readFileSync(new URL('./expected.json', import.meta.url), 'utf8'));

/** The input text of a case. */
export function inputOf(name) {
  const c = CASES[name];
  return c.input !== undefined ? c.input : CASES[c.same_input_as].input;
}

/** The `file:line:col: severity: message` lines of mlir-opt's stderr (no source excerpts). */
export function diagnosticLines(stderr) {
  return stderr
    .split('\n')
    .filter((l) => /^[^\s:][^:]*:\d+:\d+: (error|warning|note|remark): /.test(l))
    .join('\n');
}
