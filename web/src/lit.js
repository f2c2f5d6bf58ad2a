// Test files as lit and mlir-opt read them, as far as the playground runs
// them: the RUN lines (continued with `\`), each planned as mlir-opt steps
// piped into one another and an optional FileCheck; the `expected-*`
// comments of --verify-diagnostics; the FileCheck directives a RUN line's
// prefixes select; and the `// -----` chunks of --split-input-file. Pure
// functions over text; the driver in the worker does the real work (it
// splits, verifies and reports mismatches with upstream's wording).

/** The tools a RUN line may pipe, by name (what lit would find on PATH). */
const OPT_TOOLS = new Set(['mlir-opt', 'mlirc-opt']);
const FILECHECK = 'FileCheck';

const RUN = /^\s*\/\/\s*RUN:(.*)$/;

/**
 * The RUN lines of `text`: [{line, endLine, command}] with 1-based lines; a
 * line ending in `\` continues on the next RUN line, as in lit.
 */
export function runLines(text) {
  const out = [];
  let open = null;
  text.split('\n').forEach((raw, i) => {
    const m = RUN.exec(raw);
    if (!m) {
      open = null;
      return;
    }
    let body = m[1].trim();
    const continues = body.endsWith('\\');
    if (continues) body = body.slice(0, -1).trimEnd();
    if (open) {
      open.command = `${open.command} ${body}`.trim();
      open.endLine = i + 1;
    } else {
      open = { line: i + 1, endLine: i + 1, command: body };
      out.push(open);
    }
    if (!continues) open = null;
  });
  return out;
}

/**
 * Splits a command into shell words and the operators `|`, `&&`, `||`,
 * `;`, `<`, `>`, `2>&1` (quotes and backslashes as the shell reads them).
 * Returns [{op}|{word}] or throws an Error for an unterminated quote.
 */
export function shellWords(command) {
  const out = [];
  let i = 0;
  const n = command.length;
  while (i < n) {
    const c = command[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const op = /^(?:2>&1|&&|\|\||[|;<>])/.exec(command.slice(i));
    if (op) {
      out.push({ op: op[0] });
      i += op[0].length;
      continue;
    }
    let word = '';
    while (i < n && !/\s/.test(command[i]) && !/^(?:2>&1|&&|\|\||[|;<>])/.test(command.slice(i))) {
      const ch = command[i];
      if (ch === "'") {
        const end = command.indexOf("'", i + 1);
        if (end < 0) throw new Error('unterminated quote in the RUN line');
        word += command.slice(i + 1, end);
        i = end + 1;
      } else if (ch === '"') {
        i++;
        while (i < n && command[i] !== '"') {
          if (command[i] === '\\' && i + 1 < n && '"\\$`'.includes(command[i + 1])) i++;
          word += command[i++];
        }
        if (i >= n) throw new Error('unterminated quote in the RUN line');
        i++;
      } else if (ch === '\\' && i + 1 < n) {
        word += command[i + 1];
        i += 2;
      } else {
        word += ch;
        i++;
      }
    }
    out.push({ word });
  }
  return out;
}

/** lit's substitutions the playground cannot provide (no file system). */
const UNSUPPORTED_SUBSTITUTION = /%(?:t|S|p|T|\{[^}]*\}|\/)/;

/**
 * Plans a RUN line's command for the playground: {steps: [{args, not}],
 * fileCheck: {args, not} | null, mergeStderr, inputName, error: null} where
 * each step is an mlir-opt run (the first reads the file, each next one the
 * stdout of the one before), `%s` is `fileName`, and inputName is what the
 * first step calls the file in its diagnostics (`<stdin>` when it reads it
 * from stdin). When the playground cannot run it, `error` says why and
 * steps is empty.
 */
export function planRun(command, fileName) {
  const plan = { steps: [], fileCheck: null, mergeStderr: false, inputName: fileName, error: null };
  let tokens;
  try {
    tokens = shellWords(command);
  } catch (err) {
    return { ...plan, error: err.message };
  }
  const stages = [[]];
  for (const t of tokens) {
    if (t.op === '|') stages.push([]);
    else if (t.op && t.op !== '<' && t.op !== '2>&1') return { ...plan, error: `the playground runs pipes of mlir-opt and FileCheck only (this RUN line uses '${t.op}')` };
    else stages[stages.length - 1].push(t);
  }
  for (const [index, stage] of stages.entries()) {
    const last = index === stages.length - 1;
    const words = [];
    let not = false;
    for (let k = 0; k < stage.length; k++) {
      const t = stage[k];
      if (t.op === '2>&1') {
        if (last) return { ...plan, error: "'2>&1' on the last command of a RUN line shows nothing" };
        plan.mergeStderr = true;
      } else if (t.op === '<') {
        const file = stage[++k];
        if (!file?.word || file.word !== '%s') return { ...plan, error: 'the playground can read only the file itself (%s) from stdin' };
        words.push({ word: '%s', stdin: true });
      } else if (!words.length && t.word === 'not') not = !not;
      else words.push(t);
    }
    if (!words.length) return { ...plan, error: 'an empty command in the RUN line' };
    const tool = words[0].word;
    const args = [];
    for (const w of words.slice(1)) {
      if (UNSUPPORTED_SUBSTITUTION.test(w.word)) return { ...plan, error: `the playground has no files for '${w.word}' (lit's temporary and directory substitutions)` };
      if (w.stdin) continue; // mlir-opt reads stdin when given no file: the file's name is not shown
      args.push(w.word.replace(/%s/g, fileName));
    }
    if (OPT_TOOLS.has(tool)) {
      if (plan.fileCheck) return { ...plan, error: 'FileCheck must be the last command of a RUN line' };
      plan.steps.push({ args, not });
      if (index === 0) plan.inputName = args.includes(fileName) ? fileName : '<stdin>';
    } else if (tool === FILECHECK && index > 0) {
      if (!last) return { ...plan, error: 'FileCheck must be the last command of a RUN line' };
      plan.fileCheck = { args, not };
    } else {
      return { ...plan, error: `the playground runs mlir-opt and FileCheck, not '${tool}'` };
    }
  }
  if (!plan.steps.length) return { ...plan, error: 'the RUN line runs no mlir-opt' };
  return plan;
}

/**
 * The `expected-*` comments of --verify-diagnostics: [{line, column, from,
 * to, severity, regex, target, message}]; line and column (1-based, UTF-16)
 * are where the driver reports a mismatch (the `expected-` word), from/to
 * the offsets of the whole `expected-...{{...}}` text, target the line it
 * expects a diagnostic on (null for `@#label` and counts it cannot place).
 */
export function expectations(text) {
  const out = [];
  const re = /expected-(error|warning|note|remark)(-re)?(?:@([^\s{]+))?(?:\s+(\d+))?\s*\{\{(.*?)\}\}/g;
  let offset = 0;
  const lines = text.split('\n');
  lines.forEach((lineText, i) => {
    const comment = lineText.indexOf('//');
    if (comment >= 0) {
      re.lastIndex = comment;
      for (let m = re.exec(lineText); m; m = re.exec(lineText)) {
        out.push({
          line: i + 1,
          column: m.index + 1,
          from: offset + m.index,
          to: offset + m.index + m[0].length,
          severity: m[1],
          regex: Boolean(m[2]),
          target: targetLine(m[3], i + 1, lines),
          message: m[5],
        });
      }
    }
    offset += lineText.length + 1;
  });
  return out;
}

// `@+N`, `@-N`, `@above`, `@below` (the next/previous line that is not an
// expected-* comment, as upstream); `@#label` is left to the driver.
function targetLine(at, line, lines) {
  if (!at) return line;
  if (/^[+-]\d+$/.test(at)) return line + Number(at);
  if (at === 'above' || at === 'below') {
    const step = at === 'above' ? -1 : 1;
    for (let l = line + step; l >= 1 && l <= lines.length; l += step) {
      if (!/^\s*\/\/\s*expected-/.test(lines[l - 1])) return l;
    }
    return null;
  }
  return null;
}

const NOT_PRODUCED = /^expected (error|warning|note|remark) "(.*)" was not produced$/;

/**
 * Marks each expectation `met` or not from the driver's --verify-diagnostics
 * errors ([{message, line, column}] in the file): one is unmet when the
 * driver says it `was not produced` at its place. Returns the expectations
 * with `met`, and `unexpected`, the driver's other complaints.
 */
export function checkExpectations(expected, diagnostics) {
  const unmet = new Set();
  const unexpected = [];
  for (const d of diagnostics) {
    if (d.severity === 'error' && NOT_PRODUCED.test(d.message)) unmet.add(`${d.line}:${d.column}`);
    else unexpected.push(d);
  }
  return { expectations: expected.map((e) => ({ ...e, met: !unmet.has(`${e.line}:${byteColumn(e)}`) })), unexpected };
}

// The driver counts columns in UTF-8 bytes; expectations() in UTF-16 units.
function byteColumn(e) {
  return e.byteColumn ?? e.column;
}

/**
 * Adds the UTF-8 column (what the driver reports) to each expectation, from
 * the document's lines.
 */
export function withByteColumns(expected, text) {
  const encoder = new TextEncoder();
  const lines = text.split('\n');
  return expected.map((e) => ({ ...e, byteColumn: encoder.encode(lines[e.line - 1].slice(0, e.column - 1)).length + 1 }));
}

const SEPARATOR = /^\/\/ -----/;

/**
 * The `// -----` chunks of --split-input-file as 1-based line ranges
 * [{first, last}] (a separator line belongs to no chunk).
 */
export function chunks(text) {
  const lines = text.split('\n');
  const out = [];
  let first = 1;
  lines.forEach((l, i) => {
    if (SEPARATOR.test(l)) {
      out.push({ first, last: i });
      first = i + 2;
    }
  });
  out.push({ first, last: lines.length });
  return out;
}

/**
 * The text of the chunk holding `line`, with every other line emptied, so
 * that locations and diagnostics keep the whole file's line numbers.
 */
export function chunkAt(text, line) {
  const list = chunks(text);
  const chunk = list.find((c) => line >= c.first && line <= c.last) ?? list[list.length - 1];
  const lines = text.split('\n');
  return {
    ...chunk,
    index: list.indexOf(chunk),
    count: list.length,
    text: lines.map((l, i) => (i + 1 >= chunk.first && i + 1 <= chunk.last ? l : '')).join('\n'),
  };
}

/**
 * FileCheck's options that the pane reads from a FileCheck command: the
 * check file and the prefixes (`--check-prefix`, `--check-prefixes`,
 * default CHECK).
 */
export function fileCheckOptions(args) {
  const prefixes = [];
  let checkFile = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i].replace(/^--?/, '-');
    const value = (name) => (a.startsWith(`${name}=`) ? a.slice(name.length + 1) : a === name ? args[++i] : null);
    const one = value('-check-prefix');
    const many = one == null ? value('-check-prefixes') : null;
    if (one != null) prefixes.push(one);
    else if (many != null) prefixes.push(...many.split(','));
    else if (!args[i].startsWith('-') && checkFile == null) checkFile = args[i];
  }
  return { checkFile, prefixes: prefixes.length ? prefixes : ['CHECK'] };
}

const DIRECTIVES = ['NEXT', 'SAME', 'NOT', 'DAG', 'LABEL', 'EMPTY', 'COUNT-\\d+'];

/**
 * The FileCheck directives of `text` for `prefixes`: [{line, prefix, kind,
 * pattern}] (kind: 'CHECK', 'NEXT', 'SAME', 'NOT', 'DAG', 'LABEL', 'EMPTY'
 * or 'COUNT-n').
 */
export function checkDirectives(text, prefixes) {
  const escaped = prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const re = new RegExp(`(?:^|[^\\w-])(${escaped})(?:-(${DIRECTIVES.join('|')}))?:(.*)$`);
  const out = [];
  text.split('\n').forEach((l, i) => {
    const m = re.exec(l);
    if (m) out.push({ line: i + 1, prefix: m[1], kind: m[2] ?? 'CHECK', pattern: m[3].trim() });
  });
  return out;
}
