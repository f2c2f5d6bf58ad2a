// builtins.mjs: the commands lit's internal shell runs itself and that
// change the shell's state or only make files: echo (and the trace's @echo),
// cd, pushd, popd, export, mkdir, rm, umask, ':'. Messages as lit's.
import fs from 'node:fs';
import path from 'node:path';
import { expandGlob } from './glob.mjs';

export const IN_PROCESS_BUILTINS = new Set(['cd', 'export', 'echo', '@echo', 'mkdir', 'popd', 'pushd', 'rm', 'ulimit', 'umask', ':']);

const result = (stdout = '', stderr = '', exitCode = 0) => ({ stdout, stderr, exitCode, outputFiles: [] });

/** Python's str(OSError) for a failed file operation. */
function osError(e, p) {
  const texts = { ENOENT: [2, 'No such file or directory'], EEXIST: [17, 'File exists'], ENOTDIR: [20, 'Not a directory'],
    EACCES: [13, 'Permission denied'], EISDIR: [21, 'Is a directory'], ENOTEMPTY: [39, 'Directory not empty'] };
  const [n, text] = texts[e.code] || [e.errno ? -e.errno : 0, e.message];
  return `[Errno ${n}] ${text}: '${p}'`;
}

/** Python's getopt.gnu_getopt over short flags `shorts` and long flags; returns {flags, rest}. */
function getopt(args, shorts, longs, Err, cmd, name) {
  const flags = new Set();
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') { rest.push(...args.slice(i + 1)); break; }
    if (a.startsWith('--')) {
      if (!longs.includes(a.slice(2))) throw new Err(cmd, `Unsupported: '${name}':  option ${a} not recognized`);
      flags.add(a);
    } else if (a.startsWith('-') && a.length > 1) {
      for (const c of a.slice(1)) {
        if (!shorts.includes(c)) throw new Err(cmd, `Unsupported: '${name}':  option -${c} not recognized`);
        flags.add(`-${c}`);
      }
    } else rest.push(a);
  }
  return { flags, rest };
}

function echo(cmd, sh, Err) {
  let out = null;
  for (const r of cmd.redirects) {
    const target = String(r.target);
    if ((r.op === '>' || r.op === '>>') && r.fd === undefined) out = { target, mode: r.op === '>>' ? 'a' : 'w' };
    else if (r.op === '&>' || (r.op === '>&' && r.fd === undefined)) throw new Err(cmd, `stdin and stderr redirects not supported for ${cmd.args[0]}`);
    else throw new Err(cmd, `stdin and stderr redirects not supported for ${cmd.args[0]}`);
  }
  let args = cmd.args.slice(1).map(String);
  let escapes = false;
  let newline = true;
  while (args.length && (args[0] === '-e' || args[0] === '-n')) {
    if (args[0] === '-e') escapes = true;
    else newline = false;
    args = args.slice(1);
  }
  const unescape = (s) => (escapes ? s.replace(/\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/gs, (m, e) => {
    const simple = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"' };
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return Object.hasOwn(simple, e) ? simple[e] : m;
  }) : s);
  const text = args.map(unescape).join(' ') + (newline ? '\n' : '');
  if (out) {
    const file = path.resolve(sh.cwd, String(expandGlob(out.target, sh.cwd)[0]));
    if (out.mode === 'a') fs.appendFileSync(file, text);
    else fs.writeFileSync(file, text);
    return result();
  }
  return result(text);
}

function mkdir(cmd, sh, Err) {
  const args = cmd.args.slice(1).flatMap((a) => expandGlob(a, sh.cwd)).map(String);
  const { flags, rest } = getopt(args, 'p', [], Err, cmd, 'mkdir');
  if (!rest.length) throw new Err(cmd, "Error: 'mkdir' is missing an operand");
  let stderr = '';
  let code = 0;
  for (const d of rest) {
    const dir = path.resolve(sh.cwd, d);
    try {
      if (flags.has('-p')) fs.mkdirSync(dir, { recursive: true });
      else if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) fs.mkdirSync(dir);
    } catch (e) {
      stderr += `Error: 'mkdir' command failed, ${osError(e, dir)}\n`;
      code = 1;
    }
  }
  return result('', stderr, code);
}

function rm(cmd, sh, Err) {
  const args = cmd.args.slice(1).flatMap((a) => expandGlob(a, sh.cwd)).map(String);
  const { flags, rest } = getopt(args, 'frR', ['recursive'], Err, cmd, 'rm');
  const force = flags.has('-f');
  const recursive = flags.has('-r') || flags.has('-R') || flags.has('--recursive');
  if (!rest.length) throw new Err(cmd, "Error: 'rm' is missing an operand");
  let stderr = '';
  let code = 0;
  for (const p0 of rest) {
    const p = path.resolve(sh.cwd, p0);
    if (force && !fs.existsSync(p)) continue;
    try {
      const st = fs.lstatSync(p);
      if (st.isSymbolicLink()) fs.rmSync(p);
      else if (st.isDirectory()) {
        if (!recursive) { stderr += `Error: ${p} is a directory\n`; code = 1; }
        fs.rmSync(p, { recursive: true, force });
      } else fs.rmSync(p, { force });
    } catch (e) {
      stderr += `Error: 'rm' command failed, ${osError(e, p)}`;
      code = 1;
    }
  }
  return result('', stderr, code);
}

/** Runs a builtin; `Err` is the executor's InternalShellError class. */
export function runBuiltin(cmd, sh, Err) {
  const name = String(cmd.args[0]);
  const args = cmd.args.map(String);
  switch (name) {
    case 'echo': case '@echo': return echo(cmd, sh, Err);
    case 'cd':
      if (args.length !== 2) throw new Err(cmd, "'cd' supports only one argument");
      sh.changeDir(args[1]);
      return result();
    case 'pushd':
      if (args.length !== 2) throw new Err(cmd, "'pushd' supports only one argument");
      sh.dirStack.push(sh.cwd);
      sh.changeDir(args[1]);
      return result();
    case 'popd':
      if (args.length !== 1) throw new Err(cmd, "'popd' does not support arguments");
      if (!sh.dirStack.length) throw new Err(cmd, 'popd: directory stack empty');
      sh.cwd = sh.dirStack.pop();
      return result();
    case 'export': {
      if (args.length !== 2) throw new Err(cmd, "'export' supports only one argument");
      const eq = args[1].indexOf('=');
      if (eq >= 0) sh.env[args[1].slice(0, eq)] = args[1].slice(eq + 1);
      return result();
    }
    case 'mkdir': return mkdir(cmd, sh, Err);
    case 'rm': return rm(cmd, sh, Err);
    case 'umask':
      if (args.length !== 2) throw new Err(cmd, "'umask' supports only one argument");
      if (!/^[0-7]+$/.test(args[1])) throw new Err(cmd, `Error: 'umask': invalid literal for int() with base 8: '${args[1]}'`);
      sh.umask = parseInt(args[1], 8);
      return result();
    case 'ulimit': throw new Err(cmd, "'ulimit' not supported on this system");
    case ':': return result();
    default: throw new Err(cmd, `'${name}': command not found`);
  }
}
