// The pass pipeline in upstream's textual syntax, as far as the playground
// needs to understand it: where the cursor is (a pass name, an option name or
// an option value) for completion, a tokenizer for highlighting, and adding a
// pass to a pipeline. The core parses the pipeline for real (--pass-pipeline);
// nothing here decides whether a pipeline is valid.
//
//   pipeline ::= op-name `(` element (`,` element)* `)`
//   element  ::= pipeline | pass-name options?
//   options  ::= `{` (key (`=` value)?)* `}`      (values may nest `{}` and quote)
//
// Pure functions over strings; no DOM, no CodeMirror view.

/** Op names most pipelines nest into; offered by completion next to the passes. */
export const ANCHORS = ['builtin.module', 'func.func'];

const WORD = /[\w.\-]/;

/**
 * What the text before `pos` is in the middle of:
 *   {kind: 'element', from, prefix}                a pass or an op anchor
 *   {kind: 'option', from, prefix, pass, used}     an option name of `pass`
 *   {kind: 'value', from, prefix, pass, option}    the value of `option`
 * `from` is where the word being typed starts; `used` lists the options
 * already given in the same braces.
 */
export function pipelineContext(text, pos) {
  const stack = []; // frames: {type: '(' } or {type: '{', pass, used, key, inValue, depth}
  let lastWord = '';
  let wordStart = 0;
  let quote = false;
  for (let i = 0; i < pos; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (top && top.type === '{') {
      if (quote) {
        if (c === '"') quote = false;
        continue;
      }
      if (top.inValue && top.depth > 0) {
        // Inside a braced list value: only track nesting.
        if (c === '{') top.depth++;
        else if (c === '}') top.depth--;
        continue;
      }
      if (c === '"') {
        quote = true;
      } else if (c === '}') {
        stack.pop();
        lastWord = '';
      } else if (c === '=') {
        top.inValue = true;
        top.valueStart = i + 1;
      } else if (c === '{' && top.inValue) {
        top.depth = 1;
      } else if (/\s/.test(c)) {
        if (top.inValue || top.key) {
          if (top.key) top.used.push(top.key);
          top.key = '';
          top.inValue = false;
        }
        top.keyStart = i + 1;
      } else if (!top.inValue) {
        if (!top.key) top.keyStart = i;
        top.key += c;
      }
      continue;
    }
    if (c === '(') {
      stack.push({ type: '(' });
      lastWord = '';
      wordStart = i + 1;
    } else if (c === ')') {
      stack.pop();
      lastWord = '';
      wordStart = i + 1;
    } else if (c === ',' || /\s/.test(c)) {
      lastWord = '';
      wordStart = i + 1;
    } else if (c === '{') {
      stack.push({ type: '{', pass: lastWord, used: [], key: '', keyStart: i + 1, inValue: false, depth: 0 });
    } else if (WORD.test(c)) {
      if (!lastWord) wordStart = i;
      lastWord += c;
    }
  }
  const top = stack[stack.length - 1];
  if (top && top.type === '{') {
    if (top.inValue) {
      return { kind: 'value', from: top.valueStart, prefix: text.slice(top.valueStart, pos), pass: top.pass, option: top.key };
    }
    return { kind: 'option', from: top.keyStart, prefix: text.slice(top.keyStart, pos), pass: top.pass, used: top.used };
  }
  return { kind: 'element', from: wordStart, prefix: text.slice(wordStart, pos) };
}

/**
 * The pipeline element that runs pass `p` (an entry of mlir.passes()) from a
 * module's list: its argument, inside its anchor's group when the pass is
 * restricted to one op (`func.func(promote-buffers-to-stack)`).
 */
export function passElement(p) {
  return p.anchor ? `${p.anchor}(${p.argument})` : p.argument;
}

/**
 * The pipeline with pass `argument` appended to its outermost list:
 * `builtin.module(cse)` + canonicalize -> `builtin.module(cse,canonicalize)`;
 * an empty pipeline becomes `builtin.module(argument)`.
 */
export function addPass(pipeline, argument) {
  const text = pipeline.trim();
  if (!text) return `builtin.module(${argument})`;
  // The `)` that closes the first `(`, if the text ends right there.
  let depth = 0;
  let close = -1;
  let quote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '"') quote = false;
    } else if (c === '"') quote = true;
    else if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') {
      depth--;
      if (depth === 0 && c === ')') {
        close = i;
        break;
      }
    }
  }
  if (close !== text.length - 1) return `${text},${argument}`;
  const inner = text.slice(text.indexOf('(') + 1, close).trim();
  return `${text.slice(0, close)}${inner ? ',' : ''}${argument})`;
}

/** The op a pipeline is wrapped in when it names none (mlir-opt's top level). */
export const DEFAULT_ANCHOR = 'builtin.module';

/**
 * The pipeline anchored on an op, as `--pass-pipeline` needs it: `text` when
 * it is one `op-name(...)`, else `builtin.module(text)`
 * (`canonicalize,cse` -> `builtin.module(canonicalize,cse)`).
 */
export function anchoredPipeline(text) {
  const head = /^[\w.\-]+\s*\(/.exec(text);
  if (head) {
    let depth = 0;
    let quote = false;
    for (let i = head[0].length - 1; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === '"') quote = false;
      } else if (c === '"') quote = true;
      else if (c === '(' || c === '{') depth++;
      else if ((c === ')' || c === '}') && --depth === 0) {
        if (i === text.length - 1) return text;
        break;
      }
    }
  }
  return `${DEFAULT_ANCHOR}(${text})`;
}

/**
 * The pass arguments a pipeline names (op anchors left out), in order, e.g.
 * `builtin.module(func.func(cse),canonicalize{max-iterations=2})` ->
 * ['cse', 'canonicalize'].
 */
export function passesIn(pipeline) {
  const out = [];
  const tokens = tokenizePipeline(pipeline);
  for (const t of tokens) if (t.type === 'pass') out.push(t.text);
  return out;
}

/**
 * Splits a pipeline into tokens {type, from, to, text}: type is 'anchor' (an
 * op name before `(`), 'pass', 'option', 'value', 'punct' or 'invalid'.
 */
export function tokenizePipeline(text) {
  const tokens = [];
  const state = pipelineTokenState();
  let i = 0;
  while (i < text.length) {
    const t = nextPipelineToken(text, i, state);
    if (t.type) tokens.push({ type: t.type, from: i, to: t.end, text: text.slice(i, t.end) });
    i = Math.max(t.end, i + 1);
  }
  return tokens;
}

/** The tokenizer's state between tokens (also what the editor's stream mode keeps per line). */
export function pipelineTokenState() {
  return { braces: 0, inValue: false, valueDepth: 0 };
}

/** Reads one token at `i`: {type, end}; type null for spaces. Updates `state`. */
export function nextPipelineToken(text, i, state) {
  const c = text[i];
  if (/\s/.test(c)) {
    let end = i;
    while (end < text.length && /\s/.test(text[end])) end++;
    if (state.braces && state.valueDepth === 0) state.inValue = false;
    return { type: null, end };
  }
  if (state.braces) {
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end++;
      return { type: 'value', end: Math.min(text.length, end + 1) };
    }
    if (c === '}') {
      if (state.valueDepth > 0) {
        state.valueDepth--;
        return { type: 'punct', end: i + 1 };
      }
      state.braces--;
      state.inValue = false;
      return { type: 'punct', end: i + 1 };
    }
    if (c === '{') {
      state.valueDepth++;
      return { type: 'punct', end: i + 1 };
    }
    if (c === '=') {
      state.inValue = true;
      return { type: 'punct', end: i + 1 };
    }
    if (c === ',') return { type: 'punct', end: i + 1 };
    let end = i;
    while (end < text.length && !/[\s{}=,"]/.test(text[end])) end++;
    return { type: state.inValue || state.valueDepth ? 'value' : 'option', end: Math.max(end, i + 1) };
  }
  if (c === '(' || c === ')' || c === ',') return { type: 'punct', end: i + 1 };
  if (c === '{') {
    state.braces++;
    state.inValue = false;
    state.valueDepth = 0;
    return { type: 'punct', end: i + 1 };
  }
  if (WORD.test(c)) {
    let end = i;
    while (end < text.length && WORD.test(text[end])) end++;
    let after = end;
    while (after < text.length && /\s/.test(text[after])) after++;
    return { type: text[after] === '(' ? 'anchor' : 'pass', end };
  }
  return { type: 'invalid', end: i + 1 };
}

const PARSER_ERROR = /^MLIR Textual PassPipeline Parser:(\d+):(\d+): error: (.*)$/;
const OPTION_ERROR = /^<Pass-Options-Parser>: (.*)$/;
// A bad option value: the driver's option parser prints it on a line of its
// own, opened with the program's name, ahead of its "failed to add" error.
const OPTION_VALUE_ERROR = /^[\w.\-]+: (for the --[\w-]+ option: .*)$/;

/**
 * The driver's diagnostics about the pipeline (those without a file
 * location) and its option parser's lines among `rest` (the stderr lines
 * that are not diagnostics), placed on the pipeline's text:
 * [{from, to, message}]. `MLIR Textual PassPipeline Parser:L:C` columns count
 * in the text inside the outermost `anchor(...)`; option errors name the
 * option.
 */
export function pipelineErrors(diagnostics, pipeline, rest = []) {
  const out = [];
  const inner = /^\s*[\w.\-]+\s*\(/.exec(pipeline);
  const base = inner ? inner[0].length : 0;
  for (const line of rest) {
    const value = OPTION_VALUE_ERROR.exec(line);
    if (value) out.push(optionError(value[1], pipeline));
  }
  for (const d of diagnostics) {
    if (d.file !== '<unknown>' && d.file !== '') continue;
    const parser = PARSER_ERROR.exec(d.message);
    if (parser) {
      const from = Math.min(pipeline.length, base + Number(parser[2]) - 1);
      const word = /^[\w.\-]+/.exec(pipeline.slice(from));
      out.push({ from, to: from + (word ? word[0].length : 1), message: parser[3] });
      continue;
    }
    const option = OPTION_ERROR.exec(d.message);
    if (option) {
      out.push(optionError(option[1], pipeline));
      continue;
    }
    if (/pass|pipeline/i.test(d.message)) out.push({ from: 0, to: pipeline.length, message: d.message });
  }
  return out;
}

// "for the --max-iterations option: ..." or "no such option foo", on the
// option's name in the pipeline when it is there.
function optionError(message, pipeline) {
  const name = /--([\w-]+) option/.exec(message)?.[1] ?? /no such option ([\w-]+)/.exec(message)?.[1];
  const at = name ? findOption(pipeline, name) : -1;
  return { from: at >= 0 ? at : 0, to: at >= 0 ? at + name.length : pipeline.length, message };
}

function findOption(pipeline, name) {
  const re = new RegExp(`[{\\s]${name.replace(/[-]/g, '\\-')}(?=[=\\s}])`, 'g');
  const m = re.exec(pipeline);
  return m ? m.index + 1 : -1;
}
