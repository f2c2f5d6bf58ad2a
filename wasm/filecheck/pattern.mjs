// pattern.mjs: one CHECK pattern of FileCheck 22: a fixed string, or a regex
// built from literal text, {{regex}} blocks and [[...]] substitution blocks
// (string variables, numeric expressions); matching it against the input
// with the variable tables shared by the whole check file.

import { ExpressionParser, Format, NumericVariable, OverflowError, ParseError, UndefVarError, parseVariable } from './expression.mjs';
import { compileRegex, escapeRegex } from './regex.mjs';
import { ErrorDiagnostic, Ref } from './source.mjs';

/** Directive kinds. */
export const Kind = Object.freeze({
  NONE: 'none', PLAIN: 'plain', NEXT: 'next', SAME: 'same', NOT: 'not', DAG: 'dag', LABEL: 'label',
  EMPTY: 'empty', COMMENT: 'comment', EOF: 'eof', MISSPELLED: 'misspelled', BAD_NOT: 'bad-not', BAD_COUNT: 'bad-count',
});

export class CheckType {
  constructor(kind, count = 1, literal = false) {
    this.kind = kind;
    this.count = count;
    this.literal = literal;
  }

  /** The directive as messages name it: CHECK-NEXT, CHECK-COUNT, CHECK{LITERAL}, ... */
  description(prefix) {
    const mods = this.literal ? '{LITERAL}' : '';
    switch (this.kind) {
      case Kind.NONE: return 'invalid';
      case Kind.MISSPELLED: return 'misspelled';
      case Kind.PLAIN: return prefix + (this.count > 1 ? '-COUNT' : '') + mods;
      case Kind.NEXT: return `${prefix}-NEXT${mods}`;
      case Kind.SAME: return `${prefix}-SAME${mods}`;
      case Kind.NOT: return `${prefix}-NOT${mods}`;
      case Kind.DAG: return `${prefix}-DAG${mods}`;
      case Kind.LABEL: return `${prefix}-LABEL${mods}`;
      case Kind.EMPTY: return `${prefix}-EMPTY${mods}`;
      case Kind.COMMENT: return prefix;
      case Kind.EOF: return 'implicit EOF';
      case Kind.BAD_NOT: return 'bad NOT';
      case Kind.BAD_COUNT: return 'bad COUNT';
      default: return 'invalid';
    }
  }

  /** The label of the input dump: check, next, count, ... */
  abbreviation() {
    if (this.kind === Kind.PLAIN) return this.count > 1 ? 'count' : 'check';
    return { comment: 'com' }[this.kind] || this.kind;
  }
}

/** Variables shared by all patterns of a check file (FileCheckPatternContext). */
export class PatternContext {
  constructor() {
    this.stringVars = new Map(); // name -> Ref of the matched text
    this.definedStringVars = new Set();
    this.numericVars = new Map(); // name -> NumericVariable
    this.lineVariable = null;
  }

  createLineVariable() {
    this.lineVariable = new NumericVariable('@LINE', new Format('u'));
    this.numericVars.set('@LINE', this.lineVariable);
  }

  /** Forgets variables whose name does not start with '$' (--enable-var-scope). */
  clearLocalVars() {
    for (const name of [...this.stringVars.keys()]) if (name[0] !== '$') this.stringVars.delete(name);
    for (const [name, v] of [...this.numericVars]) {
      if (name[0] !== '$') {
        v.clearValue();
        this.numericVars.delete(name);
      }
    }
  }

  /**
   * Defines -D variables ("NAME=VALUE" and "#[%fmt,]NAME=EXPR"); returns the
   * list of errors (ErrorDiagnostic) against a "Global defines" buffer.
   */
  defineCmdline(defines, sm) {
    if (!defines.length) return [];
    let text = '';
    const spans = [];
    defines.forEach((def, k) => {
      const prefix = `Global define #${k + 1}: `;
      const eq = def.indexOf('=');
      if (eq < 0) { spans.push([text.length, 0]); return; }
      if (def[0] === '#') {
        text += `${prefix}${def} (parsed as: [[`;
        const subst = def.slice(0, eq) + ':' + def.slice(eq + 1);
        spans.push([text.length, subst.length]);
        text += `${subst}]])\n`;
      } else {
        text += prefix;
        spans.push([text.length, def.length]);
        text += `${def}\n`;
      }
    });
    const buf = sm.addBuffer('Global defines', text);
    const errors = [];
    for (const [start, len] of spans) {
      const def = new Ref(buf, start, start + len);
      if (def.empty) { errors.push(ErrorDiagnostic.at(sm, def, 'missing equal sign in global definition')); continue; }
      try {
        if (def.at(0) === '#') {
          const parser = new ExpressionParser(sm, this, null);
          const { expression, defined } = parser.block(def.substr(1), false);
          if (!expression.ast) {
            // "-D#N=" (LLVM FileCheck 22 crashes on it): a value is required.
            errors.push(ErrorDiagnostic.at(sm, def.substr(def.find(':') + 1), 'missing numeric expression in global definition'));
            continue;
          }
          const r = expression.ast.eval();
          if (r.errors) { errors.push(...r.errors.map(plainError)); continue; }
          defined.setValue(r.value);
          this.numericVars.set(defined.name, defined);
        } else {
          const eq = def.find('=');
          const nameRef = def.takeFront(eq);
          const value = def.substr(eq + 1);
          const orig = nameRef.clone();
          const { name, pseudo } = parseVariable(sm, nameRef);
          if (pseudo || !nameRef.empty) {
            errors.push(ErrorDiagnostic.at(sm, orig, `invalid name in string variable definition '${orig.str()}'`));
            continue;
          }
          const n = name.str();
          if (this.numericVars.has(n)) {
            errors.push(ErrorDiagnostic.at(sm, name, `numeric variable with name '${n}' already exists`));
            continue;
          }
          this.stringVars.set(n, value);
          this.definedStringVars.add(n);
        }
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        errors.push(...e.diags);
      }
    }
    return errors;
  }
}

/** An evaluation error logged without a location (as -D expressions report them). */
function plainError(e) {
  return { text: e instanceof UndefVarError ? e.message : 'overflow error' };
}

/** Same-line uses become \1..\9; FileCheck 22 allows no more. */
const BACKREF_LIMIT = 9;

/** Offset of the ]] closing a [[ block (nested [..] and \-escapes skipped), or -1; null when a ] is unbalanced. */
function findRegexVarEnd(str) {
  let depth = 0;
  let i = 0;
  while (i < str.size) {
    if (depth === 0 && str.startsWith(']]', i)) return i;
    const c = str.at(i);
    if (c === '\\') { i += 2; continue; }
    if (c === '[') depth++;
    else if (c === ']') {
      if (depth === 0) return { unbalanced: i };
      depth--;
    }
    i++;
  }
  return -1;
}

/** `missing closing "]"`: FileCheck 22 exits with status 1 at once. */
export class FatalParseError extends Error {}

export class Pattern {
  constructor(checkTy, ctx, lineNumber = null) {
    this.checkTy = checkTy;
    this.ctx = ctx;
    this.lineNumber = lineNumber;
    this.loc = null;
    this.fixedStr = '';
    this.regExStr = '';
    this.substitutions = [];
    this.variableDefs = new Map(); // name -> paren group
    this.numericVariableDefs = new Map(); // name -> {variable, paren}
    this.ignoreCase = false;
    this.regexCache = null;
  }

  get count() { return this.checkTy.count; }
  hasVariable() { return this.substitutions.length > 0 || this.variableDefs.size > 0; }

  /**
   * Parses the pattern text; prints the diagnostic and returns true on error
   * (as Pattern::parsePattern).
   */
  parse(patternRef, prefix, sm, req) {
    const matchFullLinesHere = req.matchFullLines && this.checkTy.kind !== Kind.NOT;
    this.ignoreCase = req.ignoreCase;
    this.loc = patternRef.loc();
    let pat = patternRef.clone();
    if (!(req.strictWhitespace && req.matchFullLines)) pat = pat.rtrim(' \t');
    if (pat.empty && this.checkTy.kind !== Kind.EMPTY) {
      sm.print(this.loc, 'error', `found empty check string with prefix '${prefix}:'`);
      return true;
    }
    if (!pat.empty && this.checkTy.kind === Kind.EMPTY) {
      sm.print(this.loc, 'error', `found non-empty check string for empty check with prefix '${prefix}:'`);
      return true;
    }
    if (this.checkTy.kind === Kind.EMPTY) { this.regExStr = '(\n$)'; return false; }
    if (this.checkTy.literal) { this.fixedStr = pat.str(); return false; }
    if (!matchFullLinesHere && (pat.size < 2 || (pat.find('{{') < 0 && pat.find('[[') < 0))) {
      this.fixedStr = pat.str();
      return false;
    }
    if (matchFullLinesHere) {
      this.regExStr += '^';
      if (!req.strictWhitespace) this.regExStr += ' *';
    }
    const cur = { paren: 1 };
    while (!pat.empty) {
      if (pat.startsWith('{{')) {
        const end = pat.find('}}');
        if (end < 0) {
          sm.print(pat.loc(), 'error', "found start of regex string with no end '}}'");
          return true;
        }
        const alternation = pat.find('|') >= 0;
        if (alternation) { this.regExStr += '('; cur.paren++; }
        if (this.addRegex(pat.substr(2, end - 2), cur, sm)) return true;
        if (alternation) this.regExStr += ')';
        pat = pat.substr(end + 2);
        continue;
      }
      if (pat.startsWith('[[') && !pat.startsWith('[[[')) {
        const r = this.parseSubstitutionBlock(pat, cur, sm);
        if (r === true) return true;
        pat = r;
        continue;
      }
      const a = pat.find('{{', 1);
      const b = pat.find('[[', 1);
      const fixedEnd = a < 0 ? b : b < 0 ? a : Math.min(a, b);
      const piece = fixedEnd < 0 ? pat : pat.substr(0, fixedEnd);
      this.regExStr += escapeRegex(piece.str());
      pat = fixedEnd < 0 ? pat.substr(pat.size) : pat.substr(fixedEnd);
    }
    if (matchFullLinesHere) {
      if (!req.strictWhitespace) this.regExStr += ' *';
      this.regExStr += '$';
    }
    return false;
  }

  /** One [[...]] block at the front of pat; returns the rest, or true after printing an error. */
  parseSubstitutionBlock(pat, cur, sm) {
    const unparsed = pat.substr(2);
    const end = findRegexVarEnd(unparsed);
    if (end !== null && typeof end === 'object') {
      sm.print({ buf: unparsed.buf, pos: unparsed.start + end.unbalanced }, 'error', 'missing closing "]" for regex variable');
      throw new FatalParseError();
    }
    if (end < 0) {
      sm.print(pat.loc(), 'error', 'Invalid substitution block, no ]] found');
      return true;
    }
    let matchStr = unparsed.substr(0, end);
    let isNum = matchStr.consume('#');
    const rest = unparsed.substr(end + 2);

    let isDefinition = false;
    let substNeeded = false;
    let legacyLine = false;
    let defName = null;
    let substStr = null;
    let matchRegexp = null;
    const insertIdx0 = this.regExStr.length;

    if (!isNum) {
      const colon = matchStr.find(':');
      const namePart = colon < 0 ? matchStr : matchStr.substr(0, colon);
      const space = namePart.findFirstOf(' \t');
      if (space >= 0) {
        sm.print({ buf: matchStr.buf, pos: matchStr.start + space }, 'error', 'unexpected whitespace');
        return true;
      }
      const orig = matchStr.clone();
      let parsed;
      try {
        parsed = parseVariable(sm, matchStr);
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        for (const d of e.diags) sm.write(d.text + '\n');
        return true;
      }
      const name = parsed.name.str();
      isDefinition = colon >= 0;
      substNeeded = !isDefinition;
      if (isDefinition) {
        if (parsed.pseudo || !matchStr.consume(':')) {
          sm.print(parsed.name.loc(), 'error', 'invalid name in string variable definition');
          return true;
        }
        if (this.ctx.numericVars.has(name)) {
          sm.print(parsed.name.loc(), 'error', `numeric variable with name '${name}' already exists`);
          return true;
        }
        defName = name;
        matchRegexp = matchStr;
      } else if (parsed.pseudo) {
        matchStr = orig;
        legacyLine = true;
        isNum = true;
      } else {
        if (!matchStr.empty) {
          sm.print(parsed.name.loc(), 'error', 'invalid name in string variable use');
          return true;
        }
        substStr = parsed.name;
      }
    }

    let expression = null;
    let definedNumeric = null;
    if (isNum) {
      let block;
      try {
        block = new ExpressionParser(sm, this.ctx, this.lineNumber).block(matchStr, legacyLine);
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        for (const d of e.diags) sm.write(d.text + '\n');
        return true;
      }
      expression = block.expression;
      definedNumeric = block.defined;
      substNeeded = expression.ast !== null;
      if (definedNumeric) { isDefinition = true; defName = definedNumeric.name; }
      if (substNeeded) substStr = matchStr;
      else matchRegexp = expression.format.wildcardRegex();
    }

    let insertIdx = insertIdx0;
    if (isDefinition) {
      this.regExStr += '(';
      insertIdx++;
      if (isNum) {
        this.numericVariableDefs.set(defName, { variable: definedNumeric, paren: cur.paren });
        this.ctx.numericVars.set(defName, definedNumeric);
      } else {
        this.variableDefs.set(defName, cur.paren);
        this.ctx.definedStringVars.add(defName);
      }
      cur.paren++;
    }
    if (matchRegexp !== null && (typeof matchRegexp === 'string' ? matchRegexp.length : matchRegexp.size)) {
      if (this.addRegex(matchRegexp, cur, sm)) return true;
    }
    if (isDefinition) this.regExStr += ')';

    if (substNeeded) {
      const n = !isNum ? substStr.str() : null;
      if (!isNum && this.variableDefs.has(n)) {
        const group = this.variableDefs.get(n);
        if (group < 1 || group > BACKREF_LIMIT) {
          sm.print(substStr.loc(), 'error', `Can't back-reference more than ${BACKREF_LIMIT} variables`);
          return true;
        }
        this.regExStr += `\\${group}`;
      } else {
        this.substitutions.push(isNum
          ? { numeric: true, from: substStr, expression, index: insertIdx }
          : { numeric: false, from: substStr, name: n, index: insertIdx });
      }
    }
    return rest;
  }

  /** Appends a user regex after checking it compiles; prints and returns true when it does not. */
  addRegex(source, cur, sm) {
    const text = typeof source === 'string' ? source : source.str();
    const r = compileRegex(text, {});
    if (r.error) {
      const where = typeof source === 'string' ? this.loc : source.loc();
      sm.print(where, 'error', `invalid regex: ${r.error}`);
      return true;
    }
    this.regExStr += text;
    cur.paren += r.nsub;
    return false;
  }

  /** The value a substitution puts into the regex, or {errors}. */
  substitutionValue(s) {
    if (!s.numeric) {
      const v = this.ctx.stringVars.get(s.name);
      if (v === undefined) return { errors: [new UndefVarError(s.name, s.from)], sub: s };
      return { text: escapeRegex(v.str()) };
    }
    const r = s.expression.ast.eval();
    if (r.errors) return { errors: r.errors, sub: s };
    const text = s.expression.format.matchingString(r.value);
    if (text === null) return { errors: [new OverflowError()], sub: s };
    return { text };
  }

  /** The value of a substitution as the notes show it: "text", escaped when needed. */
  substitutionForDiagnostics(s) {
    const v = this.substitutionValue(s);
    if (v.errors) return null;
    if (s.numeric) return `"${v.text}"`;
    const raw = this.ctx.stringVars.get(s.name).str();
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f-\xff"]/.test(raw)) return `"${writeEscaped(raw)}" (escaped value)`;
    return `"${raw}"`;
  }

  /**
   * Matches against buffer (a Ref). Returns {pos, len} (relative to the
   * buffer), {notFound: true}, or {errors: [ErrorDiagnostic]}.
   */
  match(buffer, sm) {
    if (this.checkTy.kind === Kind.EOF) return { pos: buffer.size, len: 0 };
    const text = buffer.buf.text;
    if (this.fixedStr !== '') {
      let p;
      if (this.ignoreCase) {
        p = asciiLower(text.slice(buffer.start, buffer.end)).indexOf(asciiLower(this.fixedStr));
      } else {
        p = text.indexOf(this.fixedStr, buffer.start);
        if (p >= 0 && p + this.fixedStr.length > buffer.end) p = -1;
        if (p >= 0) p -= buffer.start;
      }
      return p < 0 ? { notFound: true } : { pos: p, len: this.fixedStr.length };
    }
    let regexText = this.regExStr;
    if (this.substitutions.length) {
      if (this.lineNumber !== null) this.ctx.lineVariable.setValue(BigInt(this.lineNumber));
      let offset = 0;
      const errors = [];
      let tmp = this.regExStr;
      for (const s of this.substitutions) {
        const v = this.substitutionValue(s);
        if (v.errors) {
          for (const e of v.errors) {
            if (e instanceof OverflowError) {
              errors.push(ErrorDiagnostic.at(sm, s.from, 'unable to substitute variable or numeric expression: overflow error'));
            } else {
              errors.push(ErrorDiagnostic.at(sm, e.ref || s.from, e.message));
            }
          }
          continue;
        }
        tmp = tmp.slice(0, s.index + offset) + v.text + tmp.slice(s.index + offset);
        offset += v.text.length;
      }
      if (errors.length) return { errors };
      regexText = tmp;
    }
    let compiled = this.regexCache && this.regexCache.text === regexText ? this.regexCache.regex : null;
    if (!compiled) {
      const r = compileRegex(regexText, { newline: true, icase: this.ignoreCase });
      if (r.error) return { notFound: true };
      compiled = r.regex;
      this.regexCache = { text: regexText, regex: compiled };
    }
    const m = compiled.exec(text, buffer.start, buffer.end);
    if (!m) return { notFound: true };
    for (const [name, paren] of this.variableDefs) {
      const [s, e] = m[paren];
      this.ctx.stringVars.set(name, s < 0 ? new Ref(buffer.buf, buffer.start, buffer.start) : new Ref(buffer.buf, s, e));
    }
    const skip = this.checkTy.kind === Kind.EMPTY ? 1 : 0;
    const pos = m[0][0] - buffer.start + skip;
    const len = m[0][1] - m[0][0] - skip;
    for (const [name, def] of this.numericVariableDefs) {
      const [s, e] = m[def.paren];
      const matched = new Ref(buffer.buf, s, e);
      if (!this.ctx.numericVars.has(name)) this.ctx.numericVars.set(name, def.variable);
      def.variable.setValue(def.variable.implicitFormat.valueOf(matched.str()), matched);
    }
    return { pos, len };
  }

  /** How far buffer's first line is from this pattern (for "possible intended match"). */
  matchDistance(buffer) {
    const example = this.fixedStr !== '' ? this.fixedStr : this.regExStr;
    let prefix = buffer.str().slice(0, example.length);
    const nl = prefix.indexOf('\n');
    if (nl >= 0) prefix = prefix.slice(0, nl);
    return editDistance(prefix, example);
  }
}

/** ASCII-only lowercase (llvm::toLower), byte for byte. */
export function asciiLower(s) {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

/** raw_ostream::write_escaped: C escapes for \\, ", \t, \n and non-printable bytes as \ooo. */
export function writeEscaped(s) {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '\\') out += '\\\\';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '"') out += '\\"';
    else if (c < 32 || c >= 127) out += '\\' + c.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out;
}

/** Levenshtein distance (StringRef::edit_distance with replacements). */
export function editDistance(a, b) {
  const n = b.length;
  let prev = new Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = new Array(n + 1);
    row[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      row[j] = Math.min(sub, prev[j] + 1, row[j - 1] + 1);
    }
    prev = row;
  }
  return prev[n];
}

