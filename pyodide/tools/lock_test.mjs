// Pyodide loads the `mlir` wheel by name from a static folder that holds
// the wheel and //pyodide:lock's pyodide-lock.json (Pyodide's lock plus the
// mlir entry), checking its sha256; then parses and prints a module as
// mlir-opt 22 prints it (run now).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadPyodide } from 'pyodide';

const runfiles = process.env.MLIRC_RUNFILES ?? process.cwd();
const lockFile = path.resolve(runfiles, process.env.MLIRC_LOCK);
const wheel = path.resolve(runfiles, process.env.MLIRC_WHEEL);

test('the lock entry names the wheel and its hash', () => {
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const entry = lock.packages.mlir;
  assert.equal(entry.file_name, path.basename(wheel));
  assert.equal(entry.imports[0], 'mlir');
  assert.ok(lock.info.python.startsWith('3.'));
  assert.ok(Object.keys(lock.packages).length > 100, "Pyodide's own packages are kept");
});

test('loadPackage("mlir") from a static folder, then parse and print', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.copyFileSync(wheel, path.join(dir, path.basename(wheel)));
  fs.copyFileSync(lockFile, path.join(dir, 'pyodide-lock.json'));
  const py = await loadPyodide({ lockFileURL: path.join(dir, 'pyodide-lock.json'), packageBaseUrl: `${dir}/` });
  const messages = [];
  await py.loadPackage('mlir', { messageCallback: (m) => messages.push(m), errorCallback: (m) => messages.push(`error: ${m}`) });
  assert.ok(messages.some((m) => /Loaded mlir/.test(m)), messages.join('\n'));
  const source = 'func.func @f() { return }';
  const text = py.runPython(`
from mlir.ir import Context, Module
with Context():
    m = Module.parse(${JSON.stringify(source)})
str(m)
`);
  const want = spawnSync('/usr/lib/llvm-22/bin/mlir-opt', [], { input: source, encoding: 'utf8' });
  assert.equal(want.status, 0, want.stderr);
  // mlir-opt prints the module and a newline.
  assert.equal(`${text}\n`, want.stdout);
});
