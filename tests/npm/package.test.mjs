// The npm package, as a user gets it: `npm install ./mlirc-<version>.tgz`
// into an empty folder with no network, then `npx` commands and imports.
// The installed tools are compared with LLVM's, run now: mlirc-opt with
// mlir-opt 22, mlirc-runner with mlir-runner 22, filecheck with FileCheck 22, mlirc-lit's verdicts with lit
// 22's (on the shell suite with LLVM's tools on PATH, and on demo/, which
// needs nothing but the package); mlirc/testing from a node:test file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CASES } from '../filecheck/cases.mjs';

const ROOT = process.env.MLIRC_RUNFILES || fileURLToPath(new URL('../..', import.meta.url));
const TARBALL = path.join(ROOT, process.env.MLIRC_NPM_PACKAGE || 'wasm/npm/mlirc-0.1.0.tgz');
const LLVM = '/usr/lib/llvm-22/bin';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-install-'));
const app = path.join(work, 'app');
fs.mkdirSync(app);
// No registry: npm must not need it (the package has no dependencies).
const npmEnv = { ...process.env, npm_config_cache: path.join(work, 'cache'), npm_config_registry: 'http://127.0.0.1:9', npm_config_update_notifier: 'false' };
delete npmEnv.NODE_OPTIONS;
delete npmEnv.NODE_PATH;
delete npmEnv.NODE_TEST_CONTEXT; // the fixture's node --test reports to us, not to our runner

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: opts.cwd || app, env: opts.env || npmEnv, input: opts.input, encoding: opts.encoding === undefined ? 'latin1' : opts.encoding, timeout: 600000 });
  if (r.error) throw r.error;
  return r;
}
const npx = (args, opts) => sh('npx', ['--no', '--', ...args], opts);

test('npm install of the tarball, offline', () => {
  const r = sh('npm', ['install', '--offline', '--no-audit', '--no-fund', TARBALL]);
  assert.equal(r.status, 0, r.stderr);
  const manifest = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/mlirc/package.json'), 'utf8'));
  assert.equal(manifest.name, 'mlirc');
  assert.equal(manifest.private, undefined);
  assert.deepEqual(Object.keys(manifest.bin).sort(), ['filecheck', 'mlirc-lit', 'mlirc-opt', 'mlirc-runner', 'mlirc-translate']);
  assert.deepEqual(Object.keys(manifest.exports).sort(), ['.', './filecheck', './lit', './package.json', './testing']);
  for (const b of ['filecheck', 'mlirc-lit', 'mlirc-opt', 'mlirc-runner', 'mlirc-translate']) assert.ok(fs.existsSync(path.join(app, 'node_modules/.bin', b)), b);
  console.log(`package: ${path.basename(TARBALL)} ${fs.statSync(TARBALL).size} bytes`);
});

const INPUTS = {
  fold: 'func.func @f() -> i32 {\n  %a = arith.constant 1 : i32\n  %b = arith.constant 2 : i32\n  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n',
  invalid: 'func.func @f() -> i32 {\n  return %x : i32\n}\n',
};

test('npx mlirc-opt prints what mlir-opt 22 prints', () => {
  for (const [name, text] of Object.entries(INPUTS)) {
    fs.writeFileSync(path.join(app, `${name}.mlir`), text);
    for (const flags of [[], ['--canonicalize'], ['--mlir-print-op-generic']]) {
      const ours = npx(['mlirc-opt', ...flags, `${name}.mlir`]);
      const want = sh(path.join(LLVM, 'mlir-opt'), [...flags, `${name}.mlir`]);
      assert.equal(ours.stdout, want.stdout, `${name} ${flags}`);
      assert.equal(ours.stderr, want.stderr, `${name} ${flags}`);
      assert.equal(ours.status, want.status, `${name} ${flags}`);
    }
  }
});

test('npx mlirc-runner prints what mlir-runner 22 prints for the program lowered by mlir-opt 22', () => {
  const program = [
    'func.func @main() -> i32 {',
    '  %c0 = arith.constant 0 : index',
    '  %c1 = arith.constant 1 : index',
    '  %c10 = arith.constant 10 : index',
    '  %zero = arith.constant 0 : i32',
    '  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> (i32) {',
    '    %v = arith.index_cast %i : index to i32',
    '    %sq = arith.muli %v, %v : i32',
    '    %next = arith.addi %acc, %sq : i32',
    '    scf.yield %next : i32',
    '  }',
    '  return %sum : i32',
    '}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(app, 'squares.mlir'), program);
  const lowered = sh(path.join(LLVM, 'mlir-opt'), ['squares.mlir', '--convert-scf-to-cf', '--convert-to-llvm', '--reconcile-unrealized-casts', '-o', 'squares.ll.mlir']);
  assert.equal(lowered.status, 0, lowered.stderr);
  const want = sh(path.join(LLVM, 'mlir-runner'), ['-e', 'main', '--entry-point-result=i32', 'squares.ll.mlir']);
  assert.equal(want.status, 0, want.stderr);
  const ours = npx(['mlirc-runner', '-e', 'main', '--entry-point-result=i32', 'squares.mlir']);
  assert.equal(ours.stdout, want.stdout);
  assert.equal(ours.stdout, '285\n');
  assert.equal(ours.status, 0, ours.stderr);
});

test('npx mlirc-translate prints what mlir-translate 22 prints for the lowered program', () => {
  // squares.ll.mlir: written by the mlirc-runner test above.
  const want = sh(path.join(LLVM, 'mlir-translate'), ['--mlir-to-llvmir', 'squares.ll.mlir']);
  assert.equal(want.status, 0, want.stderr);
  const ours = npx(['mlirc-translate', '--mlir-to-llvmir', 'squares.ll.mlir']);
  assert.equal(ours.stdout, want.stdout);
  assert.equal(ours.status, 0, ours.stderr);
  const bad = npx(['mlirc-translate', '--mlir-to-llvmir', 'squares.mlir']);
  const badWant = sh(path.join(LLVM, 'mlir-translate'), ['--mlir-to-llvmir', 'squares.mlir']);
  assert.equal(bad.status, 1);
  assert.equal(bad.stderr.split('\n')[0], badWant.stderr.split('\n')[0]);
});

test('npx filecheck gives FileCheck 22 verdicts and reports', () => {
  const bin = path.join(app, 'node_modules/.bin/filecheck');
  let viaNpx = 0;
  for (const [name, c] of Object.entries(CASES)) {
    if (c.env) continue;
    fs.writeFileSync(path.join(app, 'check.txt'), c.check);
    const args = [...(c.args || []), 'check.txt'];
    const want = sh(path.join(LLVM, 'FileCheck'), args, { input: Buffer.from(c.input) });
    // A few through npx; the same installed command directly for the rest (npx starts slowly).
    const ours = viaNpx++ < 5 ? npx(['filecheck', ...args], { input: Buffer.from(c.input) }) : sh(bin, args, { input: Buffer.from(c.input) });
    assert.equal(ours.status, want.status, name);
    assert.equal(ours.stderr.replace(/command line: {2}\S+/, 'command line:  X'), want.stderr.replace(/command line: {2}\S+/, 'command line:  X'), name);
  }
});

function litCodes(runner, args, dir) {
  const json = path.join(work, `lit-${Math.random().toString(36).slice(2)}.json`);
  const r = runner([...args, '-o', json, dir]);
  assert.ok(fs.existsSync(json), r.stderr + r.stdout);
  return { status: r.status, codes: Object.fromEntries(JSON.parse(fs.readFileSync(json, 'utf8')).tests.map((t) => [t.name, t.code])) };
}

function copy(src, tag) {
  const dir = fs.mkdtempSync(path.join(work, tag));
  fs.cpSync(src, dir, { recursive: true, dereference: true });
  return dir;
}

test('npx mlirc-lit gives lit 22 verdicts', () => {
  for (const suite of ['tests/lit/suite', 'tests/npm/demo']) {
    const ours = litCodes((a) => npx(['mlirc-lit', '-q', '-j2', ...a]), [], copy(path.join(ROOT, suite), 's1-'));
    const want = litCodes((a) => sh('python3', [path.join(LLVM, 'lit'), '-q', '-j2', ...a]), [], copy(path.join(ROOT, suite), 's2-'));
    assert.deepEqual(ours.codes, want.codes, suite);
    assert.equal(ours.status, 1, suite);
  }
});

test('imports: mlirc, mlirc/filecheck, mlirc/lit, mlirc/testing', () => {
  const script = path.join(app, 'imports.mjs');
  fs.writeFileSync(script, `
import { loadMlirc } from 'mlirc';
import { fileCheck } from 'mlirc/filecheck';
import { runLit } from 'mlirc/lit';
import { checkOpt } from 'mlirc/testing';
const mlir = await loadMlirc();
const ctx = new mlir.Context();
const m = ctx.parse('func.func @f() { return }');
const text = m.toString();
const r = fileCheck('CHECK: func.func @f()\\nCHECK-NEXT: return\\n', text);
console.log(JSON.stringify({ ok: r.ok, runLit: typeof runLit, checkOpt: typeof checkOpt }));
`);
  const r = sh(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), { ok: true, runLit: 'function', checkOpt: 'function' });
});

test('mlirc/testing under node --test: passes, and a failure shows FileCheck 22\'s report', () => {
  const file = path.join(app, 'uses_testing.test.mjs');
  fs.copyFileSync(path.join(ROOT, 'tests/npm/fixtures/uses_testing.test.mjs'), file);
  const reportFile = path.join(work, 'report.txt');
  const r = sh(process.execPath, ['--test', '--test-reporter=tap', file], { encoding: 'utf8', env: { ...npmEnv, REPORT_FILE: reportFile } });
  assert.equal(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /# pass 5/);
  const report = fs.readFileSync(reportFile, 'utf8');
  // The same check on the same program (the fixture's) through mlir-opt and FileCheck 22.
  const program = INPUTS.fold.replace('@f()', '@fold()');
  const out = sh(path.join(LLVM, 'mlir-opt'), ['--canonicalize'], { input: program }).stdout;
  fs.writeFileSync(path.join(work, 'checks'), '// CHECK: arith.constant 4 : i32\n');
  const want = sh(path.join(LLVM, 'FileCheck'), ['checks'], { cwd: work, input: out, encoding: 'utf8' });
  assert.equal(report, `FileCheck failed (exit status 1):\n${want.stderr}`);
});

test('type declarations parse', async () => {
  const esbuild = await import('esbuild');
  for (const dts of ['mlirc.d.ts', 'filecheck/filecheck.d.ts', 'lit/lit.d.ts', 'testing/testing.d.ts']) {
    await esbuild.transform(fs.readFileSync(path.join(app, 'node_modules/mlirc', dts), 'utf8'), { loader: 'ts' });
  }
});
