// filecheck.mjs: LLVM FileCheck 22 in JavaScript. fileCheckMain() is the
// command (its options, messages, exit status 0/1/2 and stderr, byte for
// byte); fileCheck() checks a text against directives in memory. No I/O of
// its own: files and stdin come through callbacks, so it runs in Node, in
// browsers and inside mlirc-lit without a process per call.
//
//   import { fileCheck } from 'mlirc/filecheck';
//   const r = fileCheck(checkText, output, { checkPrefixes: ['CHECK'] });
//   if (r.exitCode !== 0) console.error(r.stderr);

import { FileCheck, canonicalize, validatePrefixes } from './check.mjs';
import { FILTER, buildAnnotations, dumpAnnotatedInput } from './dump.mjs';
import { FatalParseError } from './pattern.mjs';
import { SourceMgr } from './source.mjs';

const DUMP = Object.freeze({ NEVER: 0, FAIL: 1, ALWAYS: 2, HELP: 3 });
const DUMP_VALUES = { never: DUMP.NEVER, fail: DUMP.FAIL, always: DUMP.ALWAYS, help: DUMP.HELP };
const FILTER_VALUES = { error: FILTER.ERROR, annotation: FILTER.ANNOTATION, 'annotation-full': FILTER.ANNOTATION_FULL, all: FILTER.ALL };

/** The options of a check (FileCheckRequest plus the driver's). */
export function defaultOptions() {
  return {
    checkPrefixes: [],
    commentPrefixes: [],
    implicitCheckNot: [],
    globalDefines: [],
    allowEmptyInput: false,
    allowUnusedPrefixes: false,
    enableVarScope: false,
    allowDeprecatedDagOverlap: false,
    verbose: false,
    verboseVerbose: false,
    strictWhitespace: false,
    matchFullLines: false,
    ignoreCase: false,
    isDefaultCheckPrefix: false,
    dumpInput: [],
    dumpInputFilter: [],
    dumpInputContext: [],
  };
}

const BOOL_OPTIONS = {
  'strict-whitespace': 'strictWhitespace',
  'ignore-case': 'ignoreCase',
  'allow-empty': 'allowEmptyInput',
  'allow-unused-prefixes': 'allowUnusedPrefixes',
  'match-full-lines': 'matchFullLines',
  'enable-var-scope': 'enableVarScope',
  'allow-deprecated-dag-overlap': 'allowDeprecatedDagOverlap',
  v: 'verbose',
  vv: 'verboseVerbose',
};

const VALUE_OPTIONS = new Set([
  'input-file', 'check-prefixes', 'check-prefix', 'comment-prefixes', 'implicit-check-not',
  'dump-input', 'dump-input-filter', 'dump-input-context',
]);

class UsageError extends Error {}

/** Splits an environment variable into arguments as a shell would (GNU tokenizing, simplified to quotes and backslashes). */
export function tokenize(text) {
  const out = [];
  let cur = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (/\s/.test(c)) { if (cur !== null) { out.push(cur); cur = null; } continue; }
    cur = cur ?? '';
    if (c === '\\' && i + 1 < text.length) { cur += text[++i]; continue; }
    if (c === '"' || c === "'") {
      const q = c;
      for (i++; i < text.length && text[i] !== q; i++) {
        if (q === '"' && text[i] === '\\' && i + 1 < text.length) i++;
        cur += text[i];
      }
      continue;
    }
    cur += c;
  }
  if (cur !== null) out.push(cur);
  return out;
}

/** Parses FileCheck's command line into {options, checkFile, inputFile, help, version}; throws UsageError. */
export function parseArgs(args, prog = 'filecheck') {
  const o = defaultOptions();
  let checkFile = null;
  let inputFile = '-';
  let help = false;
  let version = false;
  let onlyPositional = false;
  const positional = (a) => {
    if (checkFile !== null) {
      throw new UsageError(`${prog}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ${prog} --help\n`);
    }
    checkFile = a;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (onlyPositional || !a.startsWith('-') || a === '-') { positional(a); continue; }
    if (a === '--') { onlyPositional = true; continue; }
    const body = a.replace(/^--?/, '');
    if (body.startsWith('D')) {
      // -D takes its value attached, '=' included (cl::AlwaysPrefix).
      const v = body.slice(1);
      if (!v) throw new UsageError(`${prog}: for the -D option: requires a value!\n`);
      o.globalDefines.push(v);
      continue;
    }
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    let value = eq < 0 ? null : body.slice(eq + 1);
    const dash = a.startsWith('--') ? '--' : '-';
    if (Object.hasOwn(BOOL_OPTIONS, name)) {
      if (value === null) o[BOOL_OPTIONS[name]] = true;
      else if (['true', 'TRUE', 'True', '1'].includes(value)) o[BOOL_OPTIONS[name]] = true;
      else if (['false', 'FALSE', 'False', '0'].includes(value)) o[BOOL_OPTIONS[name]] = false;
      else throw new UsageError(`${prog}: for the ${dash}${name} option: '${value}' is invalid value for boolean argument! Try 0 or 1\n`);
      continue;
    }
    if (name === 'help' || name === 'h') { help = true; continue; }
    if (name === 'version') { version = true; continue; }
    if (!VALUE_OPTIONS.has(name)) {
      throw new UsageError(`${prog}: Unknown command line argument '${a}'.  Try: '${prog} --help'\n`);
    }
    if (value === null) {
      if (i + 1 >= args.length) throw new UsageError(`${prog}: for the ${dash}${name} option: requires a value!\n`);
      value = args[++i];
    }
    switch (name) {
      case 'input-file': inputFile = value; break;
      case 'check-prefix': o.checkPrefixes.push(value); break;
      case 'check-prefixes': o.checkPrefixes.push(...value.split(',')); break;
      case 'comment-prefixes': o.commentPrefixes.push(...value.split(',')); break;
      case 'implicit-check-not': o.implicitCheckNot.push(value); break;
      case 'dump-input':
        if (!Object.hasOwn(DUMP_VALUES, value)) throw new UsageError(`${prog}: for the ${dash}${name} option: Cannot find option named '${value}'!\n`);
        o.dumpInput.push(DUMP_VALUES[value]);
        break;
      case 'dump-input-filter':
        if (!Object.hasOwn(FILTER_VALUES, value)) throw new UsageError(`${prog}: for the ${dash}${name} option: Cannot find option named '${value}'!\n`);
        o.dumpInputFilter.push(FILTER_VALUES[value]);
        break;
      default: // dump-input-context
        if (!/^[0-9]+$/.test(value) || Number(value) > 0xffffffff) {
          throw new UsageError(`${prog}: for the ${dash}${name} option: '${value}' value invalid for uint argument!\n`);
        }
        o.dumpInputContext.push(Number(value));
    }
  }
  return { options: o, checkFile, inputFile, help, version };
}

const ERRNO_TEXT = {
  ENOENT: 'No such file or directory',
  EISDIR: 'Is a directory',
  EACCES: 'Permission denied',
  ENOTDIR: 'Not a directory',
};

function readError(e) {
  return ERRNO_TEXT[e && e.code] || (e && e.message) || String(e);
}

const DUMP_HELP = `The input dump (-dump-input=fail, the default, or -dump-input=always)
shows the input lines, each with its number, followed by annotations for
the directives that matched or failed on it:

  - L:     labels line number L of the input file; a space after each
           line stands for its newline
  - T:L    labels the only match result for a directive of type T (check,
           next, same, not, dag, label, empty, count) at line L of the check
           file, or the I-th --implicit-check-not pattern if L is impI
  - T:L'N  labels the Nth match result of such a directive
  - ^~~    marks a good match (reported with -v)
  - !~~    marks a bad match: CHECK-NEXT or CHECK-SAME on the wrong line,
           CHECK-NOT found, CHECK-DAG overlapping an earlier match (-vv)
  - X~~    marks the search range of a directive that found no match
  - ?      marks a possible intended match when no match was found
  - ...    marks input lines left out (-dump-input-filter, -dump-input-context)
`;

/**
 * Runs FileCheck on an argument list (without the program name).
 * io: {readFile(path) -> Uint8Array|string, stdin: Uint8Array|string|() => ...,
 *      env?: {FILECHECK_OPTS}, argv0?: the name shown in "FileCheck command line"}.
 * Returns {exitCode, stdout, stderr} (strings of bytes, one char per byte).
 */
export function fileCheckMain(args, io = {}) {
  const prog = 'filecheck';
  const env = io.env || {};
  const allArgs = [...(env.FILECHECK_OPTS ? tokenize(env.FILECHECK_OPTS) : []), ...args];
  let parsed;
  try {
    parsed = parseArgs(allArgs, prog);
  } catch (e) {
    if (e instanceof UsageError) return { exitCode: 1, stdout: '', stderr: e.message };
    throw e;
  }
  const { options, help, version } = parsed;
  let { checkFile, inputFile } = parsed;
  if (version) return { exitCode: 0, stdout: 'mlirc filecheck (LLVM FileCheck 22 compatible)\n', stderr: '' };
  if (help) return { exitCode: 0, stdout: USAGE, stderr: '' };
  const dumpInput = options.dumpInput.length ? Math.max(...options.dumpInput) : DUMP.FAIL;
  if (dumpInput === DUMP.HELP) return { exitCode: 0, stdout: DUMP_HELP, stderr: '' };
  if (checkFile === null) return { exitCode: 2, stdout: '', stderr: '<check-file> not specified\n' };
  const readStdin = () => toBytes(typeof io.stdin === 'function' ? io.stdin() : io.stdin ?? '');
  const read = (path) => (path === '-' ? readStdin() : toBytes(io.readFile(path)));

  let stderr = '';
  for (const d of options.globalDefines) {
    const eq = d.indexOf('=');
    if (eq < 0) stderr += `Missing equal sign in command-line definition '-D${d}'\n`;
    else if (eq === 0) stderr += `Missing variable name in command-line definition '-D${d}'\n`;
  }
  if (stderr) return { exitCode: 2, stdout: '', stderr };
  const prefixError = validatePrefixes(options);
  if (prefixError) return { exitCode: 2, stdout: '', stderr: prefixError };

  let checkText;
  try {
    checkText = read(checkFile);
  } catch (e) {
    return { exitCode: 2, stdout: '', stderr: `Could not open check file '${checkFile}': ${readError(e)}\n` };
  }
  let inputText = null;
  let inputError = null;
  try {
    inputText = read(inputFile);
  } catch (e) {
    inputError = e;
  }
  const result = runCheck({
    options,
    checkText,
    checkName: checkFile === '-' ? '<stdin>' : checkFile,
    checkFileArg: checkFile,
    inputText,
    inputError,
    inputName: inputFile === '-' ? '<stdin>' : inputFile,
    commandLine: [io.argv0 || prog, ...args],
    dumpInput,
  });
  return { exitCode: result.exitCode, stdout: '', stderr: result.stderr };
}

function toBytes(data) {
  if (typeof data === 'string') return data;
  let s = '';
  for (let i = 0; i < data.length; i += 0x8000) s += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
  return s;
}

/** The check itself, once both texts are read: {exitCode, stderr}. */
function runCheck({ options, checkText, checkName, checkFileArg, inputText, inputError, inputName, commandLine, dumpInput }) {
  const sm = new SourceMgr();
  if (options.verboseVerbose) options.verbose = true;
  const fc = new FileCheck(options);
  const checkBuf = sm.addBuffer(checkName, canonicalize(checkText, options.strictWhitespace));
  const done = (exitCode) => ({ exitCode, stderr: sm.out.join('') });
  try {
    if (!fc.readCheckFile(sm, checkBuf)) return done(2);
  } catch (e) {
    if (e instanceof FatalParseError) return done(1);
    throw e;
  }
  if (inputError) {
    sm.write(`Could not open input file '${inputName}': ${readError(inputError)}\n`);
    return done(2);
  }
  if (inputText.length === 0 && !options.allowEmptyInput) {
    sm.write(`FileCheck error: '${inputName}' is empty.\n`);
    sm.write(`FileCheck command line: ${commandLine.map((a) => ` ${a}`).join('')}\n`);
    return done(2);
  }
  const inputBuf = sm.addBuffer(inputName, canonicalize(inputText, options.strictWhitespace));
  const diags = dumpInput === DUMP.NEVER ? null : [];
  const ok = fc.checkInput(sm, inputBuf, diags);
  const exitCode = ok ? 0 : 1;
  if (dumpInput === DUMP.ALWAYS || (exitCode === 1 && dumpInput === DUMP.FAIL)) {
    const filter = options.dumpInputFilter.length
      ? Math.max(...options.dumpInputFilter)
      : dumpInput === DUMP.ALWAYS ? FILTER.ALL : FILTER.ERROR;
    const context = options.dumpInputContext.length ? Math.max(...options.dumpInputContext) : 5;
    sm.write(`\nInput file: ${inputName}\nCheck file: ${checkFileArg}\n\n-dump-input=help explains the following input dump.\n\n`);
    const built = buildAnnotations(diags, checkBuf, fc.implicitBuffers);
    sm.write(dumpAnnotatedInput(inputBuf.text, built, filter, context));
  }
  return done(exitCode);
}

/**
 * Checks `input` against the directives in `checkText`, in memory.
 * options: the camelCase names of FileCheck's flags (checkPrefixes,
 * implicitCheckNot, matchFullLines, strictWhitespace, allowEmptyInput,
 * globalDefines ['VAR=value'], ...) plus checkName / inputName for messages
 * and dumpInput ('fail' | 'always' | 'never').
 * Returns {ok, exitCode, stderr}.
 */
export function fileCheck(checkText, input, options = {}) {
  const o = { ...defaultOptions(), ...options };
  o.checkPrefixes = [...(options.checkPrefixes || [])];
  o.commentPrefixes = [...(options.commentPrefixes || [])];
  o.implicitCheckNot = [...(options.implicitCheckNot || [])];
  o.globalDefines = [...(options.globalDefines || [])];
  o.dumpInput = [];
  o.dumpInputFilter = [];
  o.dumpInputContext = [];
  const prefixError = validatePrefixes(o);
  if (prefixError) return { ok: false, exitCode: 2, stderr: prefixError };
  const r = runCheck({
    options: o,
    checkText: toBytes(encodeIfNeeded(checkText)),
    checkName: options.checkName || 'check',
    checkFileArg: options.checkName || 'check',
    inputText: toBytes(encodeIfNeeded(input)),
    inputError: null,
    inputName: options.inputName || '<stdin>',
    commandLine: ['filecheck'],
    dumpInput: DUMP_VALUES[options.dumpInput || 'fail'],
  });
  return { ok: r.exitCode === 0, exitCode: r.exitCode, stderr: decodeBytes(r.stderr) };
}

/** JS strings from callers may hold any Unicode: FileCheck works on their UTF-8 bytes. */
function encodeIfNeeded(s) {
  if (typeof s !== 'string') return s;
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\x7f]/.test(s) ? new TextEncoder().encode(s) : s;
}

function decodeBytes(s) {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(s)) return s;
  return new TextDecoder().decode(Uint8Array.from(s, (c) => c.charCodeAt(0)));
}

const USAGE = `OVERVIEW: filecheck, LLVM FileCheck 22 in JavaScript

USAGE: filecheck [options] <check-file>

OPTIONS:
  --allow-deprecated-dag-overlap  Enable overlapping among matches in a group of consecutive CHECK-DAG directives
  --allow-empty                   Allow the input file to be empty
  --allow-unused-prefixes         Allow prefixes to be specified but not appear in the test
  --check-prefix=<prefix>         A prefix to use from the check file (repeatable)
  --check-prefixes=<p1,p2,...>    Comma separated list of prefixes (default: CHECK)
  --comment-prefixes=<p1,...>     Comment prefixes (default: COM,RUN)
  -D<VAR=VALUE>, -D#<VAR=EXPR>    Define a string or numeric variable
  --dump-input=<mode>             help, always, fail (default) or never
  --dump-input-context=<N>        Input lines shown around annotated ones (default 5)
  --dump-input-filter=<kind>      all, annotation-full, annotation or error
  --enable-var-scope              Variables not starting with '$' are reset at each CHECK-LABEL
  --ignore-case                   Use case-insensitive matching
  --implicit-check-not=<pattern>  Add an implicit CHECK-NOT to every positive check
  --input-file=<filename>         File to check (default: stdin)
  --match-full-lines              Positive matches must cover whole input lines
  --strict-whitespace             Do not treat all horizontal whitespace as equivalent
  -v, -vv                         Print matches (and more) as remarks and in the dump

Options are also read from the environment variable FILECHECK_OPTS.
Exit status: 0 if the input matches, 1 if not, 2 on errors in the check file or the command line.
`;
