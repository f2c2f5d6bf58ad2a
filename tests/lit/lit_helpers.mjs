// lit_helpers.mjs: running LLVM lit 22 and mlirc-lit on a copy of a suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = process.env.MLIRC_RUNFILES || fileURLToPath(new URL('../..', import.meta.url));
export const LLVM_LIT = '/usr/lib/llvm-22/bin/lit';
export const MLIRC_LIT = path.join(ROOT, 'wasm/lit/cli.mjs');

/**
 * A writable copy of a suite folder (runfiles are read-only links). Compared
 * runs use tags of one length: paths end up in outputs, and their lengths in
 * columns.
 */
export function copySuite(src, tag) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${tag}-`));
  fs.cpSync(src, dir, { recursive: true, dereference: true });
  return dir;
}

/** Runs a command; resolves {code, stdout, stderr, seconds (wall), cpu (user+sys, when /usr/bin/time is there)}. */
export function run(cmd, args, { cwd } = {}) {
  const timed = fs.existsSync('/usr/bin/time');
  const timeFile = path.join(os.tmpdir(), `time-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const [exe, argv] = timed ? ['/usr/bin/time', ['-f', '%U %S', '-o', timeFile, cmd, ...args]] : [cmd, args];
  const start = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(exe, argv, { cwd, env: { ...process.env, LIT_OPTS: '' } });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      let cpu = null;
      if (timed) {
        // The last line (GNU time puts "Command exited with non-zero status N" first).
        const [u, s] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(/\s+/).map(Number);
        cpu = u + s;
        fs.rmSync(timeFile, { force: true });
      }
      resolve({
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
        seconds: Number(process.hrtime.bigint() - start) / 1e9,
        cpu,
      });
    });
  });
}

/** {test name: result code} from lit's JSON report (-o). */
export function codesOf(jsonFile) {
  return Object.fromEntries(JSON.parse(fs.readFileSync(jsonFile, 'utf8')).tests.map((t) => [t.name, t.code]));
}
