// expected.json is what upstream mlir-opt 22 prints for the cases: rerun it.
// (Skipped where mlir-opt is not installed; regenerate with regen_expected.mjs.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { CASES, EXPECTED } from './cases.mjs';
import { MLIR_OPT, runOracle } from './oracle.mjs';

test('expected.json is upstream mlir-opt 22 output', { skip: !fs.existsSync(MLIR_OPT) && `${MLIR_OPT} not installed` }, () => {
  assert.deepEqual(Object.keys(EXPECTED).sort(), Object.keys(CASES).sort());
  for (const name of Object.keys(CASES)) assert.deepEqual(runOracle(MLIR_OPT, name), EXPECTED[name], name);
});
