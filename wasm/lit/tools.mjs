// tools.mjs: how a command name becomes something to run: a name the
// config maps to another command, a tool mlirc-lit runs in-process
// (filecheck alias FileCheck, split-file, count, cat, diff, true, false,
// mlirc-opt over the wasm API), or a program found on PATH.
import fs from 'node:fs';
import path from 'node:path';
import { fileCheckMain } from '../filecheck/filecheck.mjs';
import { splitFile } from './split_file.mjs';
import { catTool, diffTool } from './text_tools.mjs';

const encode = (s) => Buffer.from(s, 'latin1');

function fileCheckTool(args, { stdin, cwd, env }) {
  const r = fileCheckMain(args, {
    readFile: (p) => fs.readFileSync(path.resolve(cwd, p)),
    stdin,
    env,
    argv0: 'FileCheck',
  });
  return { exitCode: r.exitCode, stdout: encode(r.stdout), stderr: encode(r.stderr) };
}

/** LLVM's `count N`: the input must have exactly N lines. */
function countTool(args, { stdin }) {
  if (args.length !== 1) return { exitCode: 2, stdout: '', stderr: 'usage: count <expected line count>\n' };
  if (!/^-?[0-9]+$/.test(args[0])) return { exitCode: 2, stdout: '', stderr: `count: invalid number: '${args[0]}'\n` };
  const expected = Number(args[0]);
  // Newlines, as LLVM's count counts (an unterminated last line is not one).
  let lines = 0;
  for (const b of stdin) if (b === 10) lines++;
  if (lines !== expected) return { exitCode: 1, stdout: '', stderr: `Expected ${expected} lines, got ${lines}.\n` };
  return { exitCode: 0, stdout: '', stderr: '' };
}

let mlircInstance = null;

/** mlirc-opt over the wasm build, loaded once per thread. */
async function mlircOptTool(args, { stdin, cwd }) {
  if (!mlircInstance) {
    const [{ loadMlirc }, { runOptCli }] = await Promise.all([import('../mlirc.mjs'), import('../opt_cli.mjs')]);
    mlircInstance = { mlir: await loadMlirc(), runOptCli };
  }
  const { mlir, runOptCli } = mlircInstance;
  return runOptCli(mlir, args, {
    readFile: (p) => fs.readFileSync(path.resolve(cwd, p)),
    readStdin: () => stdin,
    writeFile: (p, bytes) => fs.writeFileSync(path.resolve(cwd, p), bytes),
  });
}

export const IN_PROCESS_TOOLS = {
  filecheck: fileCheckTool,
  FileCheck: fileCheckTool,
  'split-file': splitFile,
  count: countTool,
  cat: catTool,
  diff: diffTool,
  true: () => ({ exitCode: 0 }),
  false: () => ({ exitCode: 1 }),
  'mlirc-opt': mlircOptTool,
};

function isExecutable(p) {
  try {
    const st = fs.statSync(p);
    if (!st.isFile()) return false;
    fs.accessSync(p, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** lit.util.which: a path with a slash as is, else the first executable on PATH. */
export function which(name, pathVar, cwd) {
  if (name.includes('/')) {
    const p = path.resolve(cwd, name);
    return isExecutable(p) ? p : null;
  }
  for (const dir of (pathVar || '').split(':')) {
    const p = path.join(dir || '.', name);
    if (isExecutable(p)) return p;
  }
  return null;
}

/**
 * The tools of one test suite. `aliases` maps command names to other
 * commands (e.g. {'mlir-opt': 'mlirc-opt'}, or a path).
 */
export class Tools {
  /** overrides: {name: (args, {stdin, cwd, env}) => {exitCode, stdout, stderr}}, in-process tools that win over all others. */
  constructor(aliases = {}, overrides = {}) {
    this.aliases = aliases;
    this.overrides = overrides;
  }

  resolve(name, env, cwd) {
    let target = name;
    for (let hops = 0; Object.hasOwn(this.aliases, target) && hops < 8; hops++) target = this.aliases[target];
    // `program` is what lit would start for it (for messages): lit runs its
    // cat and diff with Python, other tools from PATH.
    const program = () => (['cat', 'diff'].includes(target) ? which('python3', env.PATH, cwd) || 'python3' : which(target, env.PATH, cwd) || target);
    if (Object.hasOwn(this.overrides, target)) return { kind: 'inprocess', run: this.overrides[target], program };
    if (Object.hasOwn(IN_PROCESS_TOOLS, target)) return { kind: 'inprocess', run: IN_PROCESS_TOOLS[target], program };
    if (target.startsWith('.')) {
      const p = path.join(cwd, target);
      if (isExecutable(p)) return { kind: 'external', path: p };
    }
    const p = which(target, env.PATH, cwd);
    return p ? { kind: 'external', path: p } : null;
  }
}
