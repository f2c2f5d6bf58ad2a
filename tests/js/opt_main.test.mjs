// mlir.optMain: the mlir-opt compatible driver as a function. Expected
// outputs are upstream mlir-opt 22's (expected.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CASES, EXPECTED, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();

function run(name, options) {
  const c = CASES[name];
  return mlir.optMain([...c.args, c.file], inputOf(name), options);
}

test('--split-input-file: exact stdout, stderr and exit status', () => {
  assert.deepEqual(run('split_input'), EXPECTED.split_input);
  assert.equal(EXPECTED.split_input.exitCode, 1);
});

test('every case gives mlir-opt output', () => {
  for (const name of Object.keys(CASES)) assert.deepEqual(run(name), EXPECTED[name], name);
});

test('{bytes: true} returns the UTF-8 bytes', () => {
  const r = run('split_input', { bytes: true });
  assert.ok(r.stdout instanceof Uint8Array && r.stderr instanceof Uint8Array);
  const enc = new TextEncoder();
  assert.deepEqual(r, {
    stdout: enc.encode(EXPECTED.split_input.stdout),
    stderr: enc.encode(EXPECTED.split_input.stderr),
    exitCode: 1,
  });
});

test('input as bytes; no positional argument names the input <stdin>', () => {
  const bytes = new TextEncoder().encode(inputOf('undeclared_value'));
  const r = mlir.optMain(['--allow-unregistered-dialect'], bytes);
  assert.equal(r.exitCode, 1);
  assert.equal(r.stderr, EXPECTED.undeclared_value.stderr.replace('input.mlir:', '<stdin>:'));
});

test('large inputs and outputs cross the boundary intact', () => {
  // Printing canonical text gives it back (checked with mlir-opt 22).
  const body = Array.from({ length: 5000 }, (_, i) => `  "t.op"() {i = ${i} : i64, s = "${'x'.repeat(i % 50)}"} : () -> ()`).join('\n');
  const r = mlir.optMain(['--allow-unregistered-dialect', 'big.mlir'], `module {\n${body}\n}\n`);
  assert.equal(r.exitCode, 0, r.stderr);
  assert.equal(r.stdout, `module {\n${body}\n}\n\n`);
});

test('arguments must be strings', () => {
  assert.throws(() => mlir.optMain('--foo', ''), TypeError);
  assert.throws(() => mlir.optMain([1], ''), TypeError);
  assert.throws(() => mlir.optMain([], null), TypeError);
});
