// text_tools.mjs: lit's own `cat` and `diff` (it never runs the system's):
// cat of files or stdin (-v shows non-printing bytes); diff of two files
// (or - for stdin) with a unified diff, exit status 0 same, 1 different,
// 2 trouble; -b, -w, --strip-trailing-cr and -U N as lit's diff.
import fs from 'node:fs';
import path from 'node:path';

const done = (exitCode, stdout = '', stderr = '') => ({ exitCode, stdout: Buffer.from(stdout, 'latin1'), stderr: Buffer.from(stderr) });

function caretNotation(buf) {
  let out = '';
  for (let c of buf) {
    if (c === 9 || c === 10) { out += String.fromCharCode(c); continue; }
    if (c > 127) { c -= 128; out += 'M-'; }
    if (c < 32) out += `^${String.fromCharCode(c + 64)}`;
    else if (c === 127) out += '^?';
    else out += String.fromCharCode(c);
  }
  return out;
}

export function catTool(args, { stdin, cwd }) {
  let nonPrinting = false;
  const files = [];
  for (const a of args) {
    if (a === '-v' || a === '--show-nonprinting') nonPrinting = true;
    else if (a.startsWith('-') && a !== '-') return done(1, '', `Unsupported: 'cat':  option ${a} not recognized\n`);
    else files.push(a);
  }
  if (!files.length) return { exitCode: 0, stdout: Buffer.from(stdin), stderr: Buffer.alloc(0) };
  let out = '';
  for (const f of files) {
    let data;
    try {
      data = f === '-' ? Buffer.from(stdin) : fs.readFileSync(path.resolve(cwd, f));
    } catch (e) {
      return done(1, out, `[Errno 2] No such file or directory: '${f}'`);
    }
    out += nonPrinting ? caretNotation(data) : data.toString('latin1');
  }
  return done(0, out);
}

/** Longest-common-subsequence edit script over lines: [['=', a, b] | ['-', a] | ['+', b]]. */
function editScript(a, b, same) {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = same(a[i], b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(a[i], b[j])) { ops.push(['=', i++, j++]); continue; }
    if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) ops.push(['+', j++]);
    else ops.push(['-', i++]);
  }
  return ops;
}

function unifiedDiff(a, b, nameA, nameB, context, same) {
  const ops = editScript(a, b, same);
  if (ops.every((o) => o[0] === '=')) return '';
  let out = `--- ${nameA}\n+++ ${nameB}\n`;
  const changes = ops.map((o, k) => (o[0] !== '=' ? k : -1)).filter((k) => k >= 0);
  let k = 0;
  while (k < changes.length) {
    let start = Math.max(0, changes[k] - context);
    let end = changes[k];
    while (k < changes.length && changes[k] - end <= 2 * context) end = changes[k++];
    end = Math.min(ops.length - 1, end + context);
    const hunk = ops.slice(start, end + 1);
    const aStart = hunk.find((o) => o[0] !== '+');
    const bStart = hunk.find((o) => o[0] !== '-');
    const aLen = hunk.filter((o) => o[0] !== '+').length;
    const bLen = hunk.filter((o) => o[0] !== '-').length;
    const a0 = aStart ? aStart[1] + 1 : 0;
    const b0 = bStart ? (bStart[0] === '=' ? bStart[2] : bStart[1]) + 1 : 0;
    out += `@@ -${a0},${aLen} +${b0},${bLen} @@\n`;
    for (const o of hunk) {
      if (o[0] === '=') out += ` ${a[o[1]]}\n`;
      else if (o[0] === '-') out += `-${a[o[1]]}\n`;
      else out += `+${b[o[1]]}\n`;
    }
    start = end;
  }
  return out;
}

export function diffTool(args, { stdin, cwd }) {
  let ignoreSpaceChange = false;
  let ignoreAllSpace = false;
  let stripCr = false;
  let context = 3;
  const files = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '-u') continue;
    if (a === '-b') ignoreSpaceChange = true;
    else if (a === '-w') ignoreAllSpace = true;
    else if (a === '--strip-trailing-cr') stripCr = true;
    else if (a === '-U' && i + 1 < args.length) context = Number(args[++i]);
    else if (/^-U[0-9]+$/.test(a)) context = Number(a.slice(2));
    else if (a.startsWith('-') && a !== '-') return done(2, '', `Unsupported: 'diff': option ${a} not recognized\n`);
    else files.push(a);
  }
  if (files.length !== 2) return done(2, '', "Error: missing or extra operand\n");
  const read = (f) => (f === '-' ? Buffer.from(stdin) : fs.readFileSync(path.resolve(cwd, f)));
  let texts;
  try {
    texts = files.map((f) => read(f).toString('latin1'));
  } catch (e) {
    return done(2, '', `Error: 'diff' command failed, ${e.message}\n`);
  }
  const lines = texts.map((t) => {
    const ls = t.split('\n');
    if (ls[ls.length - 1] === '') ls.pop();
    return stripCr ? ls.map((l) => l.replace(/\r$/, '')) : ls;
  });
  const norm = (l) => (ignoreAllSpace ? l.replace(/\s+/g, '') : ignoreSpaceChange ? l.replace(/\s+/g, ' ').replace(/ $/, '') : l);
  const out = unifiedDiff(lines[0], lines[1], files[0], files[1], context, (x, y) => norm(x) === norm(y));
  return done(out ? 1 : 0, out);
}
