// Differential test of filecheck against LLVM FileCheck 22 over the corpus:
// every test file is run through mlirc-lit's shell with mlir-opt 22, and at
// each FileCheck command both FileChecks get the same arguments and input.
// They must agree on the exit status, the first error line and the whole
// stderr (diagnostics and input dump), on every invocation.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileCheckMain } from '../../wasm/filecheck/filecheck.mjs';
import { discoverTests } from '../../wasm/lit/config.mjs';
import { executeTest } from '../../wasm/lit/runner.mjs';
import { LLVM_FILECHECK, copyCorpus, firstErrorLine } from './corpus.mjs';

function runLlvm(args, { stdin, cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(LLVM_FILECHECK, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ exitCode: code, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }));
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });
}

test('filecheck gives FileCheck 22 verdicts, first error lines and stderr on the whole corpus', async () => {
  const dir = copyCorpus('filecheck');
  const { tests } = await discoverTests([dir], { params: { exec_root: dir }, env: process.env, cwd: dir });
  assert.ok(tests.length >= 300, `corpus has ${tests.length} tests`);

  const calls = [];
  const differential = (current) => async (args, io) => {
    const llvm = await runLlvm(args, io);
    const ours = fileCheckMain(args, {
      readFile: (p) => fs.readFileSync(path.resolve(io.cwd, p)),
      stdin: io.stdin,
      env: io.env,
      argv0: LLVM_FILECHECK,
    });
    calls.push({ test: current, args, llvm: { exitCode: llvm.exitCode, stderr: llvm.stderr.toString('latin1') }, ours });
    return llvm;
  };

  // Two tests at a time: the work is in child processes.
  let next = 0;
  const worker = async () => {
    while (next < tests.length) {
      const t = tests[next++];
      const r = await executeTest(t, { toolOverrides: { FileCheck: differential(t.fullName) } });
      assert.ok(r.code, t.fullName);
    }
  };
  await Promise.all([worker(), worker()]);

  const mismatches = calls.filter((c) => c.llvm.exitCode !== c.ours.exitCode
    || firstErrorLine(c.llvm.stderr) !== firstErrorLine(c.ours.stderr)
    || c.llvm.stderr !== c.ours.stderr);
  const failing = calls.filter((c) => c.llvm.exitCode !== 0);
  const files = new Set(calls.map((c) => c.test));
  console.log(`filecheck: ${calls.length} FileCheck runs in ${files.size} of ${tests.length} test files, `
    + `${failing.length} failing (${failing.filter((c) => c.llvm.exitCode === 2).length} with exit status 2); `
    + `${calls.length - mismatches.length} identical to FileCheck 22`);
  for (const m of mismatches.slice(0, 5)) {
    console.log(`--- ${m.test}: FileCheck ${m.args.join(' ')}\n`
      + `LLVM (${m.llvm.exitCode}):\n${m.llvm.stderr}\nours (${m.ours.exitCode}):\n${m.ours.stderr}`);
  }
  assert.equal(mismatches.length, 0, `${mismatches.length} FileCheck runs differ`);
  assert.ok(files.size >= 300, `only ${files.size} test files run FileCheck`);
  assert.ok(failing.length >= 150, `only ${failing.length} failing FileCheck runs`);
  fs.rmSync(dir, { recursive: true, force: true });
});
