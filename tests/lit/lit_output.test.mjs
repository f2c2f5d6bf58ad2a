// mlirc-lit prints what lit 22 prints, byte for byte, on the shell suite
// (suite/: pipes, redirections, not, env, builtins, DEFINE/REDEFINE, %if,
// %(line), retries, globs, split-file, feature checks, and the ways a test
// ends up UNRESOLVED), with -v on one worker; and writes the same JUnit XML
// and JSON verdicts. Normalized: the suite's folder, the times, and lit's
// Python traceback (mlirc-lit prints its last line).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { LLVM_LIT, MLIRC_LIT, ROOT, codesOf, copySuite, run } from './lit_helpers.mjs';

const SUITE = path.join(ROOT, 'tests/lit/suite');

function normalize(text, dir) {
  return text.split(dir).join('SUITE')
    .replace(/Testing Time: [0-9.]+s/, 'Testing Time: Ns')
    .replace(/time="[0-9.]+"/g, 'time="N"')
    .replace(/Could not create process \([^)]*\)/g, 'Could not create process (PYTHON)')
    .replace(/Traceback \(most recent call last\):\n(.*\n)*?(?=ValueError: )/g, '');
}

test('lit -v output, JUnit XML and verdicts', async () => {
  const a = copySuite(SUITE, 'suite-a');
  const b = copySuite(SUITE, 'suite-b');
  const common = ['-v', '-j1', '--order=lexical'];
  const llvm = await run('python3', [LLVM_LIT, ...common, '--xunit-xml-output', path.join(a, 'r.xml'), '-o', path.join(a, 'r.json'), a]);
  const ours = await run(process.execPath, [MLIRC_LIT, ...common, '--xunit-xml-output', path.join(b, 'r.xml'), '-o', path.join(b, 'r.json'), b]);
  assert.equal(ours.code, llvm.code, 'exit status');
  assert.equal(normalize(ours.stdout, b), normalize(llvm.stdout, a));
  assert.equal(normalize(fs.readFileSync(path.join(b, 'r.xml'), 'utf8'), b), normalize(fs.readFileSync(path.join(a, 'r.xml'), 'utf8'), a));
  const codes = codesOf(path.join(a, 'r.json'));
  assert.deepEqual(codesOf(path.join(b, 'r.json')), codes);
  assert.ok(Object.keys(codes).length >= 30);
  for (const code of ['PASS', 'FAIL', 'XFAIL', 'UNRESOLVED', 'UNSUPPORTED']) assert.ok(Object.values(codes).includes(code), code);
});

test('filters, -q, --max-tests, the progress bar and errors', async () => {
  // Fresh copies each time: lit orders and paces its progress bar by the
  // times it recorded on earlier runs in the same folder.
  let a;
  let b;
  for (const args of [['-q', '--filter', 'pass|redirect'], ['-q', '--filter-out', 'fail|error|unresolved|redirect'], ['-s', '--max-tests', '3'], ['--progress-bar', '-q']]) {
    a = copySuite(SUITE, 'suite-a');
    b = copySuite(SUITE, 'suite-b');
    const llvm = await run('python3', [LLVM_LIT, '-j1', '--order=lexical', ...args, a]);
    const ours = await run(process.execPath, [MLIRC_LIT, '-j1', '--order=lexical', ...args, b]);
    assert.equal(ours.code, llvm.code, args.join(' '));
    assert.equal(normalize(ours.stdout, b), normalize(llvm.stdout, a), args.join(' '));
  }
  const none = await run(process.execPath, [MLIRC_LIT, '--filter', 'nothing-matches', b]);
  assert.equal(none.code, 2);
  assert.equal(none.stderr, "error: filter did not match any tests (of 34 discovered).  Use '--allow-empty-runs' to suppress this error.\n");
  const empty = await run(process.execPath, [MLIRC_LIT, path.join(b, 'Inputs')]);
  assert.equal(empty.code, 2);
  assert.match(empty.stderr, /error: did not discover any tests for provided path\(s\)/);
});
