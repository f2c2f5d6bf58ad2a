// script.mjs: a test file's lit directives (RUN:, XFAIL:, REQUIRES:,
// UNSUPPORTED:, ALLOW_RETRIES:, END., DEFINE:, REDEFINE:) and the expansion of
// substitutions in RUN lines (%s %S %p %t, the config's, %if/%else, %(line),
// %%), with lit's rules and error messages.

import { evaluate, pyRepr } from './boolean_expr.mjs';

const KEYWORDS = ['RUN:', 'XFAIL:', 'REQUIRES:', 'UNSUPPORTED:', 'ALLOW_RETRIES:', 'END.', 'DEFINE:', 'REDEFINE:'];
const KEYWORD_RE = new RegExp(`(${KEYWORDS.map((k) => k.replace(/\./g, '\\.')).join('|')})(.*)\n`, 'g');

/** A RUN: command, with its continuation lines joined. */
export class CommandDirective {
  constructor(start, keyword, line) {
    this.start = start;
    this.end = start;
    this.keyword = keyword;
    this.command = line.trimEnd();
  }

  addContinuation(lineNo, keyword, line) {
    if (keyword !== this.keyword || !this.needsContinuation()) return false;
    this.command = this.command.slice(0, -1) + line.trimEnd();
    this.end = lineNo;
    return true;
  }

  needsContinuation() { return this.command.endsWith('\\'); }
  location() { return locationOf(this); }
}

function locationOf(d) {
  return d.start === d.end ? `at line ${d.start}` : `from line ${d.start} to ${d.end}`;
}

/** DEFINE: / REDEFINE: of a %{name} substitution. */
export class SubstDirective {
  constructor(start, keyword, isNew, line) {
    this.start = start;
    this.end = start;
    this.keyword = keyword;
    this.isNew = isNew;
    this.body = line;
    this.name = null;
    this.value = null;
    this.parseBody();
  }

  addContinuation(lineNo, keyword, line) {
    if (keyword !== this.keyword || !this.needsContinuation()) return false;
    if (!line.trim()) throw new Error("Substitution's continuation is empty");
    this.body = `${this.body.trimEnd().slice(0, -1).trimEnd()} ${line.trimStart()}`;
    this.end = lineNo;
    this.parseBody();
    return true;
  }

  needsContinuation() { return this.body.trimEnd().endsWith('\\'); }
  location() { return locationOf(this); }

  parseBody() {
    if (this.needsContinuation()) return;
    const eq = this.body.indexOf('=');
    if (eq < 0) throw new Error("Substitution's definition does not contain '='");
    this.name = this.body.slice(0, eq).trim();
    this.value = this.body.slice(eq + 1).trim();
    if (!/^%\{[_a-zA-Z][-_:0-9a-zA-Z]*\}$/.test(this.name)) {
      throw new Error(`Substitution name '${this.name}' is malformed as it must start with '%{', it must end with '}', `
        + 'and the rest must start with a letter or underscore and contain only alphanumeric characters, hyphens, underscores, and colons');
    }
  }

  /** Applies this (re)definition to the substitution list. */
  adjust(substitutions) {
    const existing = [];
    substitutions.forEach(([pattern], i) => { if (pattern.includes(this.name)) existing.push(i); });
    const listed = existing.map((i) => `\nExisting pattern: ${substitutions[i][0]}`).join('');
    if (this.isNew) {
      if (existing.length) {
        throw new Error(`Substitution whose pattern contains '${this.name}' is already defined before '${this.keyword}' directive ${this.location()}${listed}`);
      }
      substitutions.unshift([this.name, this.value]);
      return;
    }
    if (existing.length > 1) {
      throw new Error(`Multiple substitutions whose patterns contain '${this.name}' are defined before '${this.keyword}' directive ${this.location()}${listed}`);
    }
    if (!existing.length) throw new Error(`No substitution for '${this.name}' is defined before '${this.keyword}' directive ${this.location()}`);
    if (substitutions[existing[0]][0] !== this.name) {
      throw new Error(`Existing substitution whose pattern contains '${this.name}' does not have the pattern specified by '${this.keyword}' directive ${this.location()}\nExpected pattern: ${this.name}${listed}`);
    }
    substitutions[existing[0]] = [this.name, this.value];
  }
}

function substituteLineNumbers(lineNo, line) {
  return line
    .replace(/%\(line\)/g, String(lineNo))
    .replace(/%\(line *([+-]) *(\d+)\)/g, (_, sign, n) => String(sign === '+' ? lineNo + Number(n) : lineNo - Number(n)));
}

/** Lists of a BOOLEAN_EXPR keyword, joined across '\' continuations; syntax checked as lit does. */
function addBooleanExprs(line, list) {
  const parts = line.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (list.length && list[list.length - 1].endsWith('\\')) {
    list[list.length - 1] = list[list.length - 1].slice(0, -1) + parts.shift();
  }
  list.push(...parts);
  for (const s of list) if (s !== '*' && !s.endsWith('\\')) evaluate(s, []);
}

/**
 * Reads the directives of a test file (its bytes decoded as UTF-8).
 * Returns {script: [CommandDirective|SubstDirective], xfails, requires,
 * unsupported, allowedRetries}; throws Error with lit's message (the test is
 * then UNRESOLVED).
 */
export function parseTestScript(text) {
  if (!text.endsWith('\n')) text += '\n';
  const script = [];
  const lists = { 'XFAIL:': [], 'REQUIRES:': [], 'UNSUPPORTED:': [] };
  const retries = [];
  let ended = false;
  let lineNo = 1;
  let last = 0;
  for (const m of text.matchAll(KEYWORD_RE)) {
    if (ended) break;
    for (let i = last; i < m.index; i++) if (text[i] === '\n') lineNo++;
    last = m.index;
    const keyword = m[1];
    const line = m[2].replace(/\r+$/, '');
    try {
      if (keyword === 'RUN:') {
        const l = substituteLineNumbers(lineNo, line);
        const prev = script[script.length - 1];
        if (!prev || !prev.addContinuation(lineNo, keyword, l)) {
          script.push(new CommandDirective(lineNo, keyword, `%dbg(${keyword} at line ${lineNo}) ${l}`));
        }
      } else if (keyword === 'DEFINE:' || keyword === 'REDEFINE:') {
        const l = substituteLineNumbers(lineNo, line);
        const prev = script[script.length - 1];
        if (!prev || !prev.addContinuation(lineNo, keyword, l)) script.push(new SubstDirective(lineNo, keyword, keyword === 'DEFINE:', l));
      } else if (keyword === 'ALLOW_RETRIES:') {
        if (!/^\s*[+-]?\d+\s*$/.test(line)) throw new Error(`INTEGER parser requires the input to be an integer (got ${line})`);
        retries.push(Number(line));
      } else if (keyword === 'END.') {
        if (!line.trim()) ended = true;
      } else {
        addBooleanExprs(line, lists[keyword]);
      }
    } catch (e) {
      throw new Error(`${e.message}\nin ${keyword} directive on test line ${lineNo}`);
    }
  }
  if (!script.some((d) => d instanceof CommandDirective)) throw new Error("Test has no 'RUN:' line");
  for (const d of script) {
    if (d.needsContinuation()) throw new Error(`Test has unterminated '${d.keyword}' directive (with '\\') ${d.location()}`);
  }
  for (const [key, list] of Object.entries(lists)) {
    if (list.length && list[list.length - 1].endsWith('\\')) throw new Error(`Test has unterminated '${key}' lines (with '\\')`);
  }
  if (retries.length > 1) throw new Error('Test has more than one ALLOW_RETRIES lines');
  return {
    script,
    xfails: lists['XFAIL:'],
    requires: lists['REQUIRES:'],
    unsupported: lists['UNSUPPORTED:'],
    allowedRetries: retries.length ? retries[0] : null,
  };
}

/** lit's default substitutions for a test, after the config's own (getDefaultSubstitutions). */
export function defaultSubstitutions({ sourcePath, tmpBase, realpath, configSubstitutions }) {
  const sourceDir = sourcePath.slice(0, sourcePath.lastIndexOf('/')) || '/';
  const tmpName = `${tmpBase}.tmp`;
  const base = (p) => p.slice(p.lastIndexOf('/') + 1);
  const list = [...configSubstitutions];
  list.push(['%{pathsep}', ':'], ['%basename_t', base(tmpBase)], ['%{s:basename}', base(sourcePath)], ['%{t:stem}', base(tmpBase)]);
  list.push(['%{fs-src-root}', '/'], ['%{fs-tmp-root}', '/'], ['%{fs-sep}', '/']);
  list.push(['%/et', tmpName.replace(/\\/g, '\\\\\\\\\\\\\\\\')]);
  for (const [letter, path] of [['s', sourcePath], ['S', sourceDir], ['p', sourceDir], ['t', tmpName]]) {
    list.push([`%${letter}`, path]);
    list.push([`%/${letter}`, path]);
    const real = realpath(path);
    list.push([`%{${letter}:real}`, real]);
    list.push([`%{/${letter}:real}`, real]);
    list.push([`%{/${letter}:regex_replacement}`, path.replace(/@/g, '\\@').replace(/&/g, '\\&')]);
    list.push([`%:${letter}`, path.slice(1)]);
  }
  return list;
}

const regexCache = new Map();
function cachedRegex(source) {
  let re = regexCache.get(source);
  if (!re) {
    re = new RegExp(source, 'g');
    regexCache.set(source, re);
  }
  re.lastIndex = 0;
  return re;
}

/** %if COND %{ A %} %else %{ B %} with features as conditions. */
function substituteIfElse(line, features) {
  if (!line.includes('%if ')) return line;
  const parseRecursive = (ln, nested) => {
    let result = '';
    while (ln.length) {
      if (nested && ln.startsWith('%}')) break;
      if (ln.startsWith('%if ')) {
        let rest = ln.slice(4);
        const open = rest.indexOf('%{');
        if (open < 0) throw new Error("'%{' is missing for %if substitution");
        const cond = rest.slice(0, open);
        rest = rest.slice(open + 2);
        let branchIf;
        [branchIf, rest] = parseRecursive(rest, true);
        if (!rest.startsWith('%}')) throw new Error("'%}' is missing for %if substitution");
        rest = rest.slice(2);
        let branchElse = '';
        const m = /^\s*%else\s*(%\{)?/.exec(rest);
        if (m) {
          if (!m[1]) throw new Error("'%{' is missing for %else substitution");
          rest = rest.slice(m[0].length);
          [branchElse, rest] = parseRecursive(rest, true);
          if (!rest.startsWith('%}')) throw new Error("'%}' is missing for %else substitution");
          rest = rest.slice(2);
        }
        result += evaluate(cond, features) ? branchIf : branchElse;
        ln = rest;
        continue;
      }
      const m = (nested ? /^([\s\S]*?)(?:%if|%\})/ : /^([\s\S]*?)(?:%if)/).exec(ln);
      if (!m) { result += ln; ln = ''; } else { result += ln.slice(0, m[1].length); ln = ln.slice(m[1].length); }
    }
    return [result, ln];
  };
  const [result] = parseRecursive(line, false);
  return result;
}

/**
 * Expands the substitutions (regex patterns, as lit's) in each directive of
 * the script; DEFINE/REDEFINE adjust the list in order. Returns the command
 * lines (with their %dbg(...) prefix). Throws Error on a bad substitution.
 */
export function applySubstitutions(script, substitutions, features, recursionLimit = null) {
  const MARK = '#_MARKER_#';
  const escape = (ln) => ln.replace(/%%/g, MARK);
  const processLine = (ln) => {
    ln = substituteIfElse(escape(ln), features);
    for (const [pattern, value] of substitutions) {
      ln = escape(ln).replace(cachedRegex(pattern), () => String(value));
    }
    if (/%T/.test(ln)) throw new Error('%T is no longer supported. Please create directories with names based on %t.');
    return ln.trim();
  };
  const toFixedPoint = (ln) => {
    const orig = ln;
    let steps = 0;
    let processed = processLine(ln);
    while (processed !== ln && steps < recursionLimit) {
      ln = processed;
      processed = processLine(ln);
      steps++;
    }
    if (processed !== ln) {
      throw new Error(`Recursive substitution of ${pyRepr(orig)} did not complete in the provided recursion limit (${recursionLimit})`);
    }
    return processed;
  };
  const process = recursionLimit === null || recursionLimit === undefined ? processLine : toFixedPoint;
  const out = [];
  for (const d of script) {
    if (d instanceof SubstDirective) d.adjust(substitutions);
    else out.push(process(d instanceof CommandDirective ? d.command : d).split(MARK).join('%'));
  }
  return out;
}
