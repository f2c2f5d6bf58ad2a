// mlirc-lit and LLVM lit 22 give the same verdict to every test of the
// FileCheck corpus (tests/filecheck/corpus, with mlir-opt 22), and the
// same counts; both run with two workers, and the times are logged.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { LLVM_LIT, MLIRC_LIT, ROOT, codesOf, copySuite, run } from './lit_helpers.mjs';

const CORPUS = path.join(ROOT, 'tests/filecheck/corpus');

test('per-test verdicts on the corpus', async () => {
  const a = copySuite(CORPUS, 'corpus-a');
  const b = copySuite(CORPUS, 'corpus-b');
  const llvm = await run('python3', [LLVM_LIT, '-q', '-j2', '-o', path.join(a, 'r.json'), a]);
  const ours = await run(process.execPath, [MLIRC_LIT, '-q', '-j2', '-o', path.join(b, 'r.json'), b]);
  const want = codesOf(path.join(a, 'r.json'));
  const got = codesOf(path.join(b, 'r.json'));
  const differ = Object.keys({ ...want, ...got }).filter((n) => want[n] !== got[n]);
  const count = (codes, c) => Object.values(codes).filter((x) => x === c).length;
  const cpu = (r) => (r.cpu === null ? '' : `, ${r.cpu.toFixed(1)} s CPU`);
  console.log(`lit 22: ${Object.keys(want).length} tests in ${llvm.seconds.toFixed(1)} s${cpu(llvm)}; `
    + `mlirc-lit: ${Object.keys(got).length} tests in ${ours.seconds.toFixed(1)} s${cpu(ours)}; `
    + `PASS ${count(got, 'PASS')}, FAIL ${count(got, 'FAIL')}, XFAIL ${count(got, 'XFAIL')}, XPASS ${count(got, 'XPASS')}, `
    + `UNSUPPORTED ${count(got, 'UNSUPPORTED')}, UNRESOLVED ${count(got, 'UNRESOLVED')}`);
  for (const n of differ.slice(0, 10)) console.log(`${n}: lit ${want[n]}, mlirc-lit ${got[n]}`);
  assert.deepEqual(differ, []);
  assert.ok(Object.keys(got).length >= 300);
  assert.equal(ours.code, 1, 'failures make the exit status 1');
  // The summary table has the same rows (lit 22 as packaged by Debian counts
  // XPASS as a success, so -q leaves its row out and pads the others less;
  // upstream lit and mlirc-lit count it as a failure).
  const table = (s) => s.slice(s.indexOf('Total Discovered Tests')).split('\n')
    .filter((l) => l && !/Unexpectedly Passed/.test(l)).map((l) => l.replace(/\s+/g, ' ').replace(/ :/g, ':'));
  assert.deepEqual(table(ours.stdout), table(llvm.stdout));
});
