// testing.mjs: mlirc/testing, helpers for tests of MLIR in Node's test
// runner (node:test) or any other: run mlirc-opt (over the wasm build) on a
// string, then check its output with FileCheck directives, or check the
// diagnostics it reports (--verify-diagnostics). A failed check throws an
// AssertionError whose message is FileCheck's report (with the input dump),
// so the test runner shows what upstream's tools would have shown.
//
//   import { test } from 'node:test';
//   import { checkOpt } from 'mlirc/testing';
//
//   test('canonicalize folds the add', async () => {
//     await checkOpt(['--canonicalize'], input, `
//       // CHECK-LABEL: func.func @f
//       // CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
//       // CHECK-NEXT:    return %[[C]] : i32
//     `);
//   });

import { AssertionError } from 'node:assert';
import { fileCheck } from '../filecheck/filecheck.mjs';
import { loadMlirc } from '../mlirc.mjs';

export { fileCheck };

let instance = null;

/** The API instance the helpers share (loaded on first use). */
export function mlirc() {
  instance ??= loadMlirc();
  return instance;
}

/**
 * Runs mlirc-opt with `args` (mlir-opt's flags) on `input`.
 * Returns {stdout, stderr, exitCode} as strings.
 */
export async function mlirOpt(args, input) {
  const mlir = await mlirc();
  return mlir.optMain(args, input);
}

/**
 * Runs a pass pipeline (textual form, e.g. 'builtin.module(canonicalize)') on
 * `input` and returns the printed module. Throws an AssertionError with the
 * diagnostics when mlirc-opt fails. options.args: more mlir-opt flags.
 */
export async function runPipeline(pipeline, input, options = {}) {
  const args = [`--pass-pipeline=${pipeline}`, ...(options.args || [])];
  const r = await mlirOpt(args, input);
  if (r.exitCode !== 0) {
    throw new AssertionError({ message: `mlirc-opt ${args.join(' ')} failed:\n${r.stderr}`, actual: r.exitCode, expected: 0, operator: 'runPipeline' });
  }
  return r.stdout;
}

/**
 * Checks `output` against FileCheck directives `checks` (CHECK:, CHECK-NEXT:,
 * ... as in upstream tests). options: fileCheck's (checkPrefixes,
 * implicitCheckNot, matchFullLines, strictWhitespace, globalDefines,
 * checkName, ...). Throws an AssertionError with FileCheck's report.
 */
export function checkText(output, checks, options = {}) {
  const r = fileCheck(checks, output, { checkName: 'checks', ...options });
  if (!r.ok) {
    throw new AssertionError({ message: `FileCheck failed (exit status ${r.exitCode}):\n${r.stderr}`, actual: output, expected: checks, operator: 'FileCheck' });
  }
}

/**
 * Runs mlirc-opt with `args` on `input` and checks what it prints (stdout;
 * stderr too with options.stderr) against the directives `checks`. With
 * options.expectFailure the run must fail (as `not mlir-opt` in a RUN line).
 * Returns the run's result.
 */
export async function checkOpt(args, input, checks, options = {}) {
  const { stderr: withStderr = false, expectFailure = false, ...fileCheckOptions } = options;
  const r = await mlirOpt(args, input);
  if ((r.exitCode !== 0) !== expectFailure) {
    throw new AssertionError({
      message: `mlirc-opt ${args.join(' ')} ${expectFailure ? 'succeeded, expected a failure' : `failed (exit status ${r.exitCode})`}:\n${r.stderr}`,
      actual: r.exitCode,
      expected: expectFailure ? 'non-zero' : 0,
      operator: 'checkOpt',
    });
  }
  checkText(withStderr ? r.stderr + r.stdout : r.stdout, checks, fileCheckOptions);
  return r;
}

/**
 * Checks the `expected-error {{...}}`, `expected-warning`, `expected-note`
 * and `expected-remark` comments in `input` against what mlirc-opt reports
 * (mlir-opt's --verify-diagnostics). Throws an AssertionError listing the
 * unexpected and missing diagnostics.
 */
export async function expectDiagnostics(args, input) {
  const full = ['--verify-diagnostics', ...args];
  const r = await mlirOpt(full, input);
  if (r.exitCode !== 0) {
    throw new AssertionError({ message: `diagnostics differ (mlirc-opt ${full.join(' ')}):\n${r.stderr}`, actual: r.stderr, expected: '', operator: 'expectDiagnostics' });
  }
  return r;
}
