// executor.mjs: lit's internal shell: runs a test's RUN lines joined with
// && (as lit joins them), pipelines, `not`/`!`, `env`, redirections and the
// shell builtins, and writes lit's execution trace ("# RUN: at line N",
// "# executed command: ...", output blocks, "# error: command failed with
// exit status: N"). Tools run in-process (filecheck, split-file, ...) or as
// child processes; a pipeline runs stage by stage with buffered data.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { Command, Seq, ShellSyntaxError, parse, shellQuote } from './shell.mjs';
import { runBuiltin, IN_PROCESS_BUILTINS } from './builtins.mjs';
import { expandGlob } from './glob.mjs';

/** An error that stops the script with status 127 (lit's InternalShellError). */
export class InternalShellError extends Error {
  constructor(command, message) {
    super(message);
    this.command = command;
  }
}

/** A RUN line that does not parse: the test is UNRESOLVED. */
export class ScriptFatal extends Error {}

export class ShellEnv {
  constructor(cwd, env) {
    this.cwd = cwd;
    this.env = { ...env };
    this.dirStack = [];
  }

  clone() {
    const s = new ShellEnv(this.cwd, this.env);
    s.dirStack = [...this.dirStack];
    return s;
  }

  changeDir(dir) { this.cwd = path.resolve(this.cwd, dir); }
}

const PDBG = /^%dbg\(([^)'"]*)\)([\s\S]*)$/;

/**
 * Runs the substituted command lines of a test. options: {cwd, env, tools,
 * pipefail, timeout (seconds, 0 = none)}. Returns {out, exitCode,
 * timeoutInfo}; throws ScriptFatal when a line does not parse.
 */
export async function executeScript(lines, options) {
  const trees = [];
  for (const line of lines) {
    const m = PDBG.exec(line);
    const dbg = m ? m[1] : 'command line';
    const command = m ? m[2] : line;
    let ln = `@echo '# ${dbg}' `;
    ln += command ? `&& @echo ${shellQuote(command.trimStart())} && ${command}` : 'has no command after substitutions';
    try {
      trees.push(parse(ln, { pipefail: options.pipefail !== false }));
    } catch (e) {
      if (!(e instanceof ShellSyntaxError)) throw e;
      throw new ScriptFatal(`shell parser error on ${dbg}: ${command.trimStart()}\n`);
    }
  }
  let tree = trees[0];
  for (const t of trees.slice(1)) tree = new Seq(tree, '&&', t);

  const results = [];
  const shenv = new ShellEnv(options.cwd, options.env);
  const ctx = { tools: options.tools, results, deadline: options.timeout > 0 ? Date.now() + options.timeout * 1000 : 0, children: new Set(), timedOut: false };
  let timer = null;
  if (ctx.deadline) {
    timer = setTimeout(() => {
      ctx.timedOut = true;
      for (const c of ctx.children) c.kill('SIGKILL');
    }, options.timeout * 1000);
  }
  let exitCode;
  try {
    exitCode = await runTree(tree, shenv, ctx);
  } catch (e) {
    if (!(e instanceof InternalShellError)) throw e;
    exitCode = 127;
    results.push({ command: e.command, stdout: '', stderr: e.message, exitCode, outputFiles: [] });
  } finally {
    if (timer) clearTimeout(timer);
  }
  const timeoutInfo = ctx.timedOut ? `Reached timeout of ${options.timeout} seconds` : null;
  return { out: formatTrace(results, options.timeout > 0), exitCode: exitCode ?? 1, timeoutInfo };
}

async function runTree(node, shenv, ctx) {
  if (ctx.timedOut) return null;
  if (node instanceof Seq) {
    if (node.op === ';') {
      await runTree(node.lhs, shenv, ctx);
      return runTree(node.rhs, shenv, ctx);
    }
    if (node.op === '&') throw new InternalShellError(node, "unsupported shell operator: '&'");
    if (node.op === '||') {
      let res = await runTree(node.lhs, shenv, ctx);
      if (res !== 0) res = await runTree(node.rhs, shenv, ctx);
      return res;
    }
    if (node.op === '&&') {
      let res = await runTree(node.lhs, shenv, ctx);
      if (res === null) return res;
      if (res === 0) res = await runTree(node.rhs, shenv, ctx);
      return res;
    }
    throw new Error(`Unknown shell command: ${node.op}`);
  }
  return runPipeline(node, shenv, ctx);
}

/** `env A=1 -u B cmd...`: applies the assignments to sh.env; returns the command after them. */
function updateEnv(sh, args) {
  let next = args.length;
  let unset = false;
  for (let i = 1; i < args.length; i++) {
    const a = args[i];
    if (a === '-u') { unset = true; continue; }
    if (a === '-i') { sh.env = {}; continue; }
    if (unset) { unset = false; delete sh.env[a]; continue; }
    const eq = a.indexOf('=');
    if (eq < 0) { next = i; break; }
    sh.env[a.slice(0, eq)] = a.slice(eq + 1);
  }
  return args.slice(next);
}

/** %{readfile:PATH}: the file's contents, read when the command runs. */
function expandLate(cmd, args, cwd) {
  return args.map((a) => (typeof a !== 'string' ? a : a.replace(/%\{readfile:([^}]*)\}/g, (_, p) => {
    const file = path.isAbsolute(p) ? p : path.join(cwd, p);
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      throw new InternalShellError(cmd, `File specified in readfile substitution does not exist: ${file}`);
    }
  })));
}

const str = (a) => String(a);

async function runPipeline(pipeline, shenv, ctx) {
  const staged = [];
  let stdinData = Buffer.alloc(0);
  const n = pipeline.commands.length;
  for (let i = 0; i < n; i++) {
    const j = pipeline.commands[i];
    let sh = shenv;
    let args = expandLate(j, [...j.args], sh.cwd);
    const notArgs = [];
    let notCount = 0;
    let notCrash = false;
    for (;;) {
      if (str(args[0]) === 'env') {
        if (sh === shenv) sh = shenv.clone();
        args = updateEnv(sh, args.map(str));
        if (!args.length) {
          const text = Object.keys(sh.env).sort().map((k) => `${k}=${sh.env[k]}`).join('\n');
          ctx.results.push({ command: j, stdout: text, stderr: '', exitCode: 0, outputFiles: [] });
          return 0;
        }
      } else if (str(args[0]) === 'not') {
        notArgs.push(args.shift());
        notCount++;
        if (args.length && args[0] === '--crash') { notArgs.push(args.shift()); notCrash = true; }
        if (!args.length) throw new InternalShellError(j, "Error: 'not' requires a subcommand");
      } else if (str(args[0]) === '!') {
        notArgs.push(args.shift());
        notCount++;
        if (!args.length) throw new InternalShellError(j, "Error: '!' requires a subcommand");
      } else break;
    }
    args[0] = expandGlob(args[0], sh.cwd)[0];
    const name = str(args[0]);

    if (IN_PROCESS_BUILTINS.has(name) && (name !== 'echo' || n === 1)) {
      if (name === 'echo' || name === '@echo') resolveRedirects(j, sh, false);
      if (sh !== shenv) throw new InternalShellError(j, `Error: 'env' cannot call '${name}'`);
      if (notCrash) throw new InternalShellError(j, `Error: 'not --crash' cannot call '${name}'`);
      if (n !== 1) throw new InternalShellError(j, `Unsupported: '${name}' cannot be part of a pipeline`);
      const r = runBuiltin(new Command(args, j.redirects), sh, InternalShellError);
      if (notCount % 2) r.exitCode = r.exitCode === 0 ? 1 : 0;
      r.command = j;
      ctx.results.push(r);
      return r.exitCode;
    }

    const tool = ctx.tools.resolve(name, sh.env, sh.cwd);
    if (!tool) throw new InternalShellError(j, `'${name}': command not found`);
    const redirects = resolveRedirects(j, sh);
    const isLast = i === n - 1;
    const expanded = [args[0], ...args.slice(1).flatMap((a) => expandGlob(a, sh.cwd))].map(str);
    const stdin = redirects.stdin !== null ? readRedirectInput(j, redirects.stdin) : stdinData;
    const r = await runTool(tool, expanded, { stdin, sh, redirects, ctx, command: j });
    if (notCrash) {
      // `not --crash`: success only if the command crashed (died by a signal);
      // the `not`s before it invert that as plain ones.
      r.status = r.status < 0 ? 0 : 1;
      notCount -= 1;
    }
    // The next stage reads what this one wrote to the pipe.
    if (redirects.stdout === null) stdinData = r.stdout;
    else if (redirects.stderrIsStdout) stdinData = r.stderr;
    else stdinData = Buffer.alloc(0);
    staged.push({ command: j, r, notCount, plainNot: !notCrash && notArgs.length === 1 && notArgs[0] === 'not', isLast, redirects });
  }

  let exitCode = null;
  for (const s of staged) {
    let res = s.r.status;
    if (s.notCount % 2) {
      if (s.plainNot) res = res <= 0 ? 1 : 0;
      else res = res === 0 ? 1 : 0;
    } else if (s.notCount > 1) res = res !== 0 ? 1 : 0;
    const outputFiles = [];
    if (res !== 0) {
      for (const f of s.redirects.files.filter((x) => x.mode !== 'r').sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        try { outputFiles.push({ name: f.name, data: fs.readFileSync(f.path) }); } catch { /* unreadable: left out */ }
      }
    }
    ctx.results.push({
      command: s.command,
      stdout: s.isLast && s.redirects.stdout === null ? decode(s.r.stdout) : '',
      stderr: s.redirects.stderr === null || s.redirects.stderrIsStdout ? decode(s.r.stderr) : '',
      exitCode: res,
      outputFiles,
    });
    if (pipeline.pipefail) {
      if (!exitCode || res !== 0) exitCode = res;
    } else exitCode = res;
  }
  return exitCode;
}

function decode(buf) {
  return buf ? new TextDecoder('utf-8').decode(buf) : '';
}

/**
 * Where a command's stdin, stdout and stderr go: null for the pipe (or the
 * trace), {file} for a file; stderrIsStdout when 2>&1 follows a stdout
 * redirection order that sends stderr down the pipe.
 */
function resolveRedirects(cmd, sh, open = true) {
  const slots = [[0], [1], [2]];
  for (const { op, fd, target } of cmd.redirects) {
    const name = str(target);
    if (op === '>' && fd === 2) slots[2] = { name, mode: 'w' };
    else if (op === '>>' && fd === 2) slots[2] = { name, mode: 'a' };
    else if (op === '>&' && fd === 2 && '012'.includes(name) && name.length === 1) slots[2] = slots[Number(name)];
    else if ((op === '>&' || op === '&>') && fd === undefined) slots[1] = slots[2] = { name, mode: 'w' };
    else if (op === '>' && fd === undefined) slots[1] = { name, mode: 'w' };
    else if (op === '>>' && fd === undefined) slots[1] = { name, mode: 'a' };
    else if (op === '<' && fd === undefined) slots[0] = { name, mode: 'r' };
    else throw new InternalShellError(cmd, `Unsupported redirect: ((${pyOp(op, fd)}), ${pyStr(name)})`);
  }
  if (!open) return null;
  const files = [];
  const openSlot = (slot) => {
    if (slot.path) return slot;
    const names = expandGlob(slot.name, sh.cwd);
    if (names.length !== 1) throw new InternalShellError(cmd, 'Unsupported: glob in redirect expanded to multiple files');
    slot.path = path.resolve(sh.cwd, str(names[0]));
    files.push(slot);
    return slot;
  };
  const result = { stdin: null, stdout: null, stderr: null, stderrIsStdout: false, files };
  if (!Array.isArray(slots[0])) result.stdin = openSlot(slots[0]);
  else if (slots[0][0] !== 0) throw new InternalShellError(cmd, 'Unsupported redirect for stdin');
  if (!Array.isArray(slots[1])) result.stdout = openSlot(slots[1]);
  else if (slots[1][0] !== 1) throw new InternalShellError(cmd, 'Unsupported redirect on stdout');
  if (!Array.isArray(slots[2])) result.stderr = openSlot(slots[2]);
  else if (slots[2][0] === 1) {
    // 2>&1 before any stdout redirection: stderr follows stdout's pipe.
    if (result.stdout === null) result.stderr = 'stdout';
    else result.stderrIsStdout = true;
  }
  return result;
}

const pyStr = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const pyOp = (op, fd) => (fd === undefined ? `${pyStr(op)},` : `${pyStr(op)}, ${fd}`);

function readRedirectInput(cmd, slot) {
  try {
    return fs.readFileSync(slot.path);
  } catch (e) {
    throw new InternalShellError(cmd, `[Errno 2] No such file or directory: ${pyStr(slot.path)}`);
  }
}

/** Opens the redirect targets of a stage, once each (stdout and stderr may share one). */
function openTargets(redirects) {
  const fds = new Map();
  for (const f of redirects.files) {
    if (f.mode === 'r' || fds.has(f)) continue;
    fds.set(f, fs.openSync(f.path, f.mode === 'a' ? 'a' : 'w'));
  }
  return fds;
}

/**
 * Runs one stage. Returns {status, stdout, stderr}: status is the exit code
 * (negative: killed by that signal); stdout/stderr are what went to the pipe.
 */
async function runTool(tool, args, { stdin, sh, redirects, ctx, command }) {
  const fds = openTargets(redirects);
  try {
    if (tool.kind === 'inprocess') {
      // A process cannot start in a folder that is gone (e.g. removed after `cd`).
      if (!fs.existsSync(sh.cwd)) {
        throw new InternalShellError(command, `Could not create process (${tool.program()}) due to [Errno 2] No such file or directory: '${sh.cwd}'`);
      }
      let r;
      try {
        r = await tool.run(args.slice(1), { stdin, cwd: sh.cwd, env: sh.env });
      } catch (e) {
        // A tool that throws behaves as a program that crashed.
        r = { exitCode: -6, stdout: Buffer.alloc(0), stderr: Buffer.from(`${e && e.stack ? e.stack : e}\n`) };
      }
      const out = toBuffer(r.stdout);
      const err = toBuffer(r.stderr);
      let stdout = out;
      let stderr = err;
      if (redirects.stderr === 'stdout') { stdout = Buffer.concat([err, out]); stderr = Buffer.alloc(0); }
      if (redirects.stderr && redirects.stderr !== 'stdout') {
        fs.writeSync(fds.get(redirects.stderr), err);
        stderr = Buffer.alloc(0);
      }
      if (redirects.stdout) {
        fs.writeSync(fds.get(redirects.stdout), stdout);
        stdout = Buffer.alloc(0);
      }
      return { status: r.exitCode, stdout, stderr };
    }
    return await spawnTool(tool.path, args, { stdin, sh, redirects, fds, ctx, command });
  } finally {
    for (const fd of fds.values()) fs.closeSync(fd);
  }
}

function toBuffer(x) {
  if (!x) return Buffer.alloc(0);
  if (typeof x === 'string') return Buffer.from(x, 'latin1');
  return Buffer.from(x);
}

let tmpCounter = 0;
const tmpTag = `${process.pid}-${threadId}-${Math.random().toString(36).slice(2, 8)}`;
function tempFile() {
  const p = path.join(os.tmpdir(), `mlirc-lit-${tmpTag}-${tmpCounter++}`);
  return { path: p, fd: fs.openSync(p, 'w+') };
}

async function spawnTool(exe, args, { stdin, sh, redirects, fds, ctx, command }) {
  const temps = [];
  const sink = (slot) => {
    if (slot && slot !== 'stdout') return fds.get(slot);
    const t = tempFile();
    temps.push(t);
    return t;
  };
  const out = sink(redirects.stdout);
  const outFd = typeof out === 'number' ? out : out.fd;
  let errFd;
  let err = null;
  if (redirects.stderr === 'stdout') errFd = outFd;
  else {
    err = sink(redirects.stderr);
    errFd = typeof err === 'number' ? err : err.fd;
  }
  try {
    const status = await new Promise((resolve, reject) => {
      let child;
      try {
        child = spawn(exe, args.slice(1), {
          argv0: args[0],
          cwd: sh.cwd,
          env: sh.env,
          stdio: ['pipe', outFd, errFd],
        });
      } catch (e) {
        reject(new InternalShellError(command, `Could not create process (${exe}) due to ${e.message}`));
        return;
      }
      ctx.children.add(child);
      child.on('error', (e) => {
        ctx.children.delete(child);
        reject(new InternalShellError(command, `Could not create process (${exe}) due to ${e.message}`));
      });
      child.on('close', (code, signal) => {
        ctx.children.delete(child);
        resolve(signal ? -(os.constants.signals[signal] || 1) : code);
      });
      child.stdin.on('error', () => {}); // the child may exit without reading its input
      child.stdin.end(stdin);
    });
    const read = (t) => (t && typeof t !== 'number' ? fs.readFileSync(t.path) : Buffer.alloc(0));
    const stdout = redirects.stdout ? Buffer.alloc(0) : read(out);
    const stderr = redirects.stderr && redirects.stderr !== 'stdout' ? Buffer.alloc(0) : read(err);
    return { status, stdout, stderr };
  } finally {
    for (const t of temps) {
      fs.closeSync(t.fd);
      fs.rmSync(t.path, { force: true });
    }
  }
}

/** One output block of the trace ("# .---command stderr---" ... "# `---"). */
function formatOutput(title, data, limit = null) {
  if (!data.trim()) return '';
  let msg = '';
  if (limit !== null && data.length > limit) {
    data = `${data.slice(0, limit)}\n...\n`;
    msg = 'data was truncated';
  }
  let out = `# .---${title}${'-'.repeat(Math.max(0, 30 - 4 - title.length))}\n`;
  for (const line of splitLines(data)) out += `# | ${line}\n`;
  out += `# \`---${msg}${'-'.repeat(Math.max(0, 30 - 4 - msg.length))}\n`;
  return out;
}

/** Python's str.splitlines(). */
function splitLines(s) {
  const lines = s.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/);
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The execution trace lit prints for a test (executeScriptInternal with debug on). */
function formatTrace(results, withTimeout) {
  let out = '';
  for (const r of results) {
    const args = r.command.args || [];
    if (str(args[0]) === '@echo' && r.exitCode === 0 && !r.stderr && !r.outputFiles.length) {
      out += r.stdout;
      continue;
    }
    let bangs = 0;
    while (bangs < args.length && str(args[bangs]) === '!') bangs++;
    out += `# executed command: ${'! '.repeat(bangs)}${args.slice(bangs).map((a) => shellQuote(str(a))).join(' ')}\n`;
    if (!withTimeout && r.exitCode === 0 && !r.stdout.trim() && !r.stderr.trim()) continue;
    for (const f of r.outputFiles) out += formatOutput(`redirected output from '${f.name}'`, decode(f.data), 1024);
    if (r.stdout.trim()) out += formatOutput('command stdout', r.stdout);
    if (r.stderr.trim()) out += formatOutput('command stderr', r.stderr);
    if (!r.stdout.trim() && !r.stderr.trim()) out += '# note: command had no output on stdout or stderr\n';
    if (r.exitCode !== 0) out += `# error: command failed with exit status: ${r.exitCode}\n`;
  }
  return out;
}

