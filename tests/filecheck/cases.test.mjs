// Targeted cases (cases.mjs) through filecheck and LLVM FileCheck 22 run
// now: same exit status and same stderr, byte for byte; the in-memory API
// fileCheck() gives the same verdict and text; command-line errors exit
// with FileCheck's status.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileCheck, fileCheckMain } from '../../wasm/filecheck/filecheck.mjs';
import { CASES } from './cases.mjs';
import { LLVM_FILECHECK } from './corpus.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'filecheck-cases-'));

function runBoth(checkText, input, args = [], env = {}) {
  fs.writeFileSync(path.join(dir, 'check.txt'), Buffer.from(checkText));
  const full = [...args, 'check.txt'];
  const llvm = spawnSync(LLVM_FILECHECK, full, { cwd: dir, input: Buffer.from(input), env: { PATH: process.env.PATH, ...env } });
  const ours = fileCheckMain(full, {
    readFile: (p) => fs.readFileSync(path.resolve(dir, p)),
    stdin: new Uint8Array(Buffer.from(input)),
    env,
    argv0: LLVM_FILECHECK,
  });
  return { llvm: { exitCode: llvm.status, stderr: llvm.stderr.toString('latin1') }, ours };
}

for (const [name, c] of Object.entries(CASES)) {
  test(name, () => {
    const { llvm, ours } = runBoth(c.check, c.input, c.args, c.env);
    assert.equal(ours.stderr, llvm.stderr, 'stderr');
    assert.equal(ours.exitCode, llvm.exitCode, 'exit status');
  });
}

test('fileCheck() in memory agrees with the command', () => {
  // (Not the empty input: its message repeats the command line.)
  const cases = Object.entries(CASES).filter(([name, c]) => !c.args && !c.env && name !== 'empty_input');
  for (const [name, c] of cases) {
    const { llvm } = runBoth(c.check, c.input);
    const r = fileCheck(c.check, Buffer.from(c.input), { checkName: 'check.txt' });
    assert.equal(r.exitCode, llvm.exitCode, name);
    assert.equal(r.ok, llvm.exitCode === 0, name);
    // The same text, decoded from UTF-8 (the API returns a JS string).
    assert.equal(r.stderr, new TextDecoder().decode(Buffer.from(llvm.stderr, 'latin1')), name);
  }
});

test('fileCheck() options: prefixes, defines, full lines', () => {
  const r = fileCheck('X: a [[V]]\nX-NEXT: b [[#N+1]]\n', 'a foo\nb 3\n', { checkPrefixes: ['X'], globalDefines: ['V=foo', '#N=2'], matchFullLines: true });
  assert.deepEqual(r, { ok: true, exitCode: 0, stderr: '' });
  const bad = fileCheck('CHECK: café\n', 'cafe\n');
  assert.equal(bad.exitCode, 1);
  assert.match(bad.stderr, /^check:1:8: error: CHECK: expected string not found in input\nCHECK: café\n/);
  assert.deepEqual(fileCheck('', 'x', { checkPrefixes: ['a.b'] }).exitCode, 2);
});

test('command-line errors exit as FileCheck does', () => {
  fs.writeFileSync(path.join(dir, 'check.txt'), 'CHECK: a\n');
  for (const args of [['--no-such-flag', 'check.txt'], ['check.txt', 'extra.txt'], [], ['--strict-whitespace=maybe', 'check.txt'],
    ['-D', 'check.txt'], ['-DX', 'check.txt'], ['--dump-input=sometimes', 'check.txt'], ['--check-prefixes=A,', 'check.txt'],
    ['--dump-input-context=x', 'check.txt'], ['missing.txt']]) {
    const llvm = spawnSync(LLVM_FILECHECK, args, { cwd: dir, input: 'a\n' });
    const ours = fileCheckMain(args, { readFile: (p) => fs.readFileSync(path.resolve(dir, p)), stdin: 'a\n' });
    assert.equal(ours.exitCode, llvm.status, args.join(' '));
    // The messages name the program (FileCheck vs filecheck) in usage errors only.
    assert.equal(ours.stderr.replace(/filecheck/g, 'FileCheck').split('\n')[0].replace(/'FileCheck --help'/, ''),
      llvm.stderr.toString().replace(LLVM_FILECHECK, 'FileCheck').split('\n')[0].replace(/'FileCheck --help'/, ''), args.join(' '));
  }
});

test('a numeric -D without a value is an error (FileCheck 22 crashes on it)', () => {
  const r = fileCheckMain(['-D#N=', 'check.txt'], { readFile: () => 'CHECK: x\n', stdin: 'x\n' });
  assert.equal(r.exitCode, 2);
  // Pointing where the expression is missing in the definition as FileCheck rewrites it.
  assert.equal(r.stderr, 'Global defines:1:40: error: missing numeric expression in global definition\n'
    + `Global define #1: #N= (parsed as: [[#N:]])\n${' '.repeat(39)}^\n\n`);
});

test('a same-line variable over a very long line (FileCheck 22 runs out of stack there)', () => {
  const r = fileCheck('CHECK: [[X:.*]] [[X]]\n', `${'a'.repeat(40000)} ${'a'.repeat(40000)}\n`);
  assert.deepEqual(r, { ok: true, exitCode: 0, stderr: '' });
});

test('sanity limits of numeric expressions: clear errors, no crash', () => {
  const deep = fileCheck(`CHECK: [[#${'add('.repeat(300)}1${',1)'.repeat(300)}]]\n`, '1\n');
  assert.equal(deep.exitCode, 2);
  assert.match(deep.stderr, /^check:1:\d+: error: numeric expression nested more than 256 deep\n/);
  const long = fileCheck(`CHECK: [[#${'1+'.repeat(1500)}1]]\n`, '1\n');
  assert.equal(long.exitCode, 2);
  assert.match(long.stderr, /^check:1:\d+: error: numeric expression with more than 1000 operations\n/);
});

test('dump-input=help and --version print to stdout and exit 0', () => {
  const help = fileCheckMain(['--dump-input=help'], {});
  assert.equal(help.exitCode, 0);
  assert.match(help.stdout, /X~~ +marks the search range/);
  assert.equal(fileCheckMain(['--version'], {}).exitCode, 0);
});
