// oracle.mjs: runs a case of cases.mjs through an mlir-opt compatible tool
// (upstream mlir-opt, the native mlirc-opt, or `node wasm/cli.mjs`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASES, inputOf } from './cases.mjs';

export const MLIR_OPT = '/usr/lib/llvm-22/bin/mlir-opt';

/**
 * Runs `command... ARGS FILE` in a fresh folder holding the case's input as
 * FILE; returns {stdout, stderr, exitCode} (strings, or Buffers with raw).
 */
export function runOracle(command, name, { raw = false, stdin = false } = {}) {
  const c = CASES[name];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mlirc-case-'));
  try {
    fs.writeFileSync(path.join(dir, c.file), inputOf(name));
    const [exe, ...pre] = Array.isArray(command) ? command : [command];
    const args = [...pre, ...c.args, ...(stdin ? [] : [c.file])];
    const r = spawnSync(exe, args, {
      cwd: dir,
      input: stdin ? Buffer.from(inputOf(name)) : undefined,
      encoding: raw ? 'buffer' : 'utf8',
      timeout: 60000,
    });
    if (r.error) throw r.error;
    return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
