// split_file.mjs: LLVM's split-file: splits an input at lines `//--- NAME`
// or `#--- NAME` (any one character then `--- `) into files under a
// directory; --leading-lines keeps the parts' line numbers. Same messages
// and exit status as split-file 22.
import fs from 'node:fs';
import path from 'node:path';

const ERRNO_TEXT = { ENOENT: 'No such file or directory', EISDIR: 'Is a directory', EACCES: 'Permission denied', ENOTDIR: 'Not a directory' };

/** Runs `split-file args...` with cwd-relative paths; returns {exitCode, stdout, stderr}. */
export function splitFile(args, { stdin, cwd }) {
  let leading = false;
  const positional = [];
  for (const a of args) {
    if (a === '--leading-lines' || a === '-leading-lines') leading = true;
    else if (a === '--no-leading-lines' || a === '-no-leading-lines') leading = false;
    else if (a.startsWith('-') && a !== '-') {
      return { exitCode: 1, stdout: '', stderr: `split-file: Unknown command line argument '${a}'.  Try: 'split-file --help'\n` };
    } else positional.push(a);
  }
  if (positional.length > 2) {
    return { exitCode: 1, stdout: '', stderr: 'split-file: Too many positional arguments specified!\nCan specify at most 2 positional arguments: See: split-file --help\n' };
  }
  const [input, output] = positional;
  const fatal = (msg) => ({ exitCode: 1, stdout: '', stderr: `split-file: error: ${msg}\n` });
  if (!input) return fatal('input filename is not specified');
  if (!output) return fatal('output directory is not specified');
  let data;
  try {
    data = input === '-' ? Buffer.from(stdin) : fs.readFileSync(path.resolve(cwd, input));
  } catch (e) {
    return fatal(`${input}: ${ERRNO_TEXT[e.code] || e.message}`);
  }
  const outDir = path.resolve(cwd, output);
  try {
    const st = fs.statSync(outDir);
    if (st.isFile()) fs.rmSync(outDir);
    else if (st.isDirectory()) {
      try { fs.rmdirSync(outDir); } catch { /* not empty: parts are written over it */ }
    } else return fatal(`${output}: output cannot be a special file`);
  } catch (e) {
    if (e.code !== 'ENOENT') return fatal(`${output}: ${ERRNO_TEXT[e.code] || e.message}`);
  }

  const text = data.toString('latin1');
  // Lines as LLVM's line_iterator sees them: split at '\n', a '\r' before it dropped.
  const lines = [];
  for (let start = 0; start < text.length;) {
    let nl = text.indexOf('\n', start);
    if (nl < 0) nl = text.length;
    const end = nl > start && text[nl - 1] === '\r' ? nl - 1 : nl;
    lines.push({ start, text: text.slice(start, end), next: nl + 1 });
    start = nl + 1;
  }
  let stderr = '';
  let errors = 0;
  const parts = new Map();
  let last = null;
  lines.forEach((line, k) => {
    const markerLen = line.text.startsWith('//') ? 6 : 5;
    if (!(line.text.length >= markerLen && line.text.slice(markerLen - 4).startsWith('--- '))) return;
    const separator = line.text.slice(0, markerLen);
    const name = line.text.slice(markerLen);
    const lineNo = k + 1;
    if (!name) { stderr += `${input}:${lineNo}: error: empty part name\n`; errors++; return; }
    if (/^\s|\s$/.test(name)) { stderr += `${input}:${lineNo}: error: part name cannot have leading or trailing space\n`; errors++; return; }
    if (parts.has(name)) { stderr += `${input}:${lineNo}: error: '${separator}${name}' occurs more than once\n`; errors++; return; }
    if (last !== null) parts.get(last).end = line.start;
    parts.set(name, { begin: k + 1 < lines.length ? lines[k + 1].start : null, end: text.length, leading: leading ? lineNo : 0 });
    last = name;
  });
  if (last === null) return { exitCode: 1, stdout: '', stderr: `${stderr}split-file: error: ${input}: no part separator was found\n` };
  if (errors) return { exitCode: 1, stdout: '', stderr };
  for (const [name, part] of parts) {
    const file = path.join(outDir, name);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const body = part.begin === null ? '' : text.slice(part.begin, part.end);
      fs.writeFileSync(file, Buffer.from('\n'.repeat(part.leading) + body, 'latin1'));
    } catch (e) {
      return fatal(`${input}: ${ERRNO_TEXT[e.code] || e.message}`);
    }
  }
  return { exitCode: 0, stdout: '', stderr: '' };
}
