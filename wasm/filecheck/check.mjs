// check.mjs: FileCheck 22's reading of a check file into directives and its
// matching of them against the input (CHECK, -NEXT, -SAME, -NOT, -DAG,
// -LABEL, -EMPTY, -COUNT-n), with its diagnostics on stderr and the match
// results kept for the input dump (dump.mjs).

import { CheckType, Kind, Pattern, PatternContext, writeEscaped } from './pattern.mjs';
import { Ref } from './source.mjs';

/** Kinds of match results, as FileCheckDiag::MatchType. */
export const Match = Object.freeze({
  FOUND_AND_EXPECTED: 'found-and-expected',
  FOUND_BUT_EXCLUDED: 'found-but-excluded',
  FOUND_BUT_WRONG_LINE: 'found-but-wrong-line',
  FOUND_BUT_DISCARDED: 'found-but-discarded',
  FOUND_ERROR_NOTE: 'found-error-note',
  NONE_AND_EXCLUDED: 'none-and-excluded',
  NONE_BUT_EXPECTED: 'none-but-expected',
  NONE_FOR_INVALID_PATTERN: 'none-for-invalid-pattern',
  FUZZY: 'fuzzy',
});

const sameLoc = (a, b) => a && b && a.buf === b.buf && a.pos === b.pos;
const isWordChar = (c) => /[A-Za-z0-9_-]/.test(c);

/** One recorded match result (FileCheckDiag): where in the input, for which directive. */
function makeDiag(checkTy, checkLoc, matchTy, range, note = '') {
  const [startLine, startCol] = range.buf.lineAndColumn(range.start);
  const [endLine, endCol] = range.buf.lineAndColumn(range.end);
  return { checkTy, checkLoc, matchTy, startLine, startCol, endLine, endCol, note };
}

/** Horizontal whitespace runs become one space; CRLF becomes LF (FileCheck::CanonicalizeFile). */
export function canonicalize(text, strictWhitespace) {
  let out = text.replace(/\r\n/g, '\n');
  if (!strictWhitespace) out = out.replace(/[ \t]+/g, ' ');
  return out;
}

class CheckString {
  constructor(pat, prefix, loc, dagNots) {
    this.pat = pat;
    this.prefix = prefix;
    this.loc = loc;
    this.dagNots = dagNots;
  }
}

/** The directive kind after a prefix found at buffer's front: [CheckType, rest] (FindCheckType). */
function findCheckType(req, buffer, prefix) {
  const flags = { misspelled: false };
  const r = findCheckTypeImpl(req, buffer, prefix, flags);
  if (r[0].kind !== Kind.NONE && flags.misspelled) return [new CheckType(Kind.MISSPELLED), r[1]];
  return r;
}

function findCheckTypeImpl(req, buffer, prefix, flags) {
  const NONE = [new CheckType(Kind.NONE), null];
  if (buffer.size <= prefix.length) return NONE;
  const rest = buffer.dropFront(prefix.length);
  if (req.commentPrefixes.includes(prefix)) {
    return rest.consume(':') ? [new CheckType(Kind.COMMENT), rest] : NONE;
  }
  const withModifiers = (ty) => {
    if (rest.consume(':')) return [ty, rest];
    if (!rest.consume('{')) return NONE;
    do {
      rest.set(rest.ltrim(' \t\n\v\f\r'));
      if (rest.consume('LITERAL')) ty.literal = true;
      else return [new CheckType(Kind.NONE), rest];
      rest.set(rest.ltrim(' \t\n\v\f\r'));
    } while (rest.consume(','));
    if (!rest.consume('}:')) return [new CheckType(Kind.NONE), rest];
    return [ty, rest];
  };
  if (rest.consume(':')) return [new CheckType(Kind.PLAIN), rest];
  if (rest.at(0) === '{') return withModifiers(new CheckType(Kind.PLAIN));
  if (rest.consume('_')) flags.misspelled = true;
  else if (!rest.consume('-')) return NONE;
  if (rest.consume('COUNT-')) {
    const m = /^-?[0-9]+/.exec(rest.str());
    if (!m) return [new CheckType(Kind.BAD_COUNT), rest];
    const count = BigInt(m[0]);
    if (m[0][0] !== '-' && count > 0x7fffffffffffffffn) return [new CheckType(Kind.BAD_COUNT), rest];
    rest.set(rest.dropFront(m[0].length));
    if (count <= 0n || count > 0x7fffffffn) return [new CheckType(Kind.BAD_COUNT), rest];
    if (rest.empty || (rest.at(0) !== ':' && rest.at(0) !== '{')) return [new CheckType(Kind.BAD_COUNT), rest];
    return withModifiers(new CheckType(Kind.PLAIN, Number(count)));
  }
  for (const combo of ['DAG-NOT:', 'NOT-DAG:', 'NEXT-NOT:', 'NOT-NEXT:', 'SAME-NOT:', 'NOT-SAME:', 'EMPTY-NOT:', 'NOT-EMPTY:']) {
    if (rest.startsWith(combo)) return [new CheckType(Kind.BAD_NOT), rest];
  }
  for (const [word, kind] of [['NEXT', Kind.NEXT], ['SAME', Kind.SAME], ['NOT', Kind.NOT], ['DAG', Kind.DAG], ['LABEL', Kind.LABEL], ['EMPTY', Kind.EMPTY]]) {
    if (rest.consume(word)) return withModifiers(new CheckType(kind));
  }
  return [new CheckType(Kind.NONE), rest];
}

/** Finds the next occurrence of any prefix, the longest first at equal positions (PrefixMatcher). */
class PrefixMatcher {
  constructor(checkPrefixes, commentPrefixes, input) {
    this.input = input;
    this.prefixes = [...checkPrefixes, ...commentPrefixes].map((p) => ({ p, pos: input.find(p) }));
    this.prefixes.sort((a, b) => b.p.length - a.p.length);
  }

  /** The prefix found first at or after `from` (relative to input): {prefix, pos} or null. */
  match(from) {
    let best = null;
    for (const e of this.prefixes) {
      if (e.pos >= 0 && e.pos < from) e.pos = this.input.find(e.p, from);
      if (e.pos >= 0 && (best === null || best.pos > e.pos)) best = { prefix: e.p, pos: e.pos };
    }
    return best;
  }
}

const DEFAULT_CHECK_PREFIXES = ['CHECK'];
const DEFAULT_COMMENT_PREFIXES = ['COM', 'RUN'];

/** Checks that prefixes are non-empty, well formed and unique; returns an error line or null. */
export function validatePrefixes(req) {
  const seen = new Set();
  if (!req.checkPrefixes.length) DEFAULT_CHECK_PREFIXES.forEach((p) => seen.add(p));
  if (!req.commentPrefixes.length) DEFAULT_COMMENT_PREFIXES.forEach((p) => seen.add(p));
  for (const [kind, list] of [['check', req.checkPrefixes], ['comment', req.commentPrefixes]]) {
    for (const p of list) {
      if (p === '') return `error: supplied ${kind} prefix must not be the empty string\n`;
      if (!/^[a-zA-Z0-9_-]*$/.test(p)) {
        return `error: supplied ${kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '${p}'\n`;
      }
      if (seen.has(p)) return `error: supplied ${kind} prefix must be unique among check and comment prefixes: '${p}'\n`;
      seen.add(p);
    }
  }
  return null;
}

/** Newlines in a region ("\r\n" and "\n\r" count once) and where the first one ends. */
function countNewlines(region) {
  let n = 0;
  let first = -1;
  const t = region.buf.text;
  const end = region.end;
  let p = region.start;
  while (p < end) {
    const c = t[p];
    if (c !== '\n' && c !== '\r') { p++; continue; }
    n++;
    if (p + 1 < end && (t[p + 1] === '\n' || t[p + 1] === '\r') && t[p] !== t[p + 1]) p++;
    p++;
    if (n === 1) first = p;
  }
  return { n, first };
}

export class FileCheck {
  constructor(req) {
    this.req = req;
    this.ctx = new PatternContext();
    this.checkStrings = [];
    this.implicitBuffers = [];
  }

  /** Reads the directives of the check buffer; prints errors and returns false on failure. */
  readCheckFile(sm, checkBuf) {
    const req = this.req;
    const defineErrors = this.ctx.defineCmdline(req.globalDefines, sm);
    if (defineErrors.length) {
      for (const e of defineErrors) sm.write(e.text + '\n');
      return false;
    }
    this.ctx.createLineVariable();

    const implicit = [];
    for (const text of req.implicitCheckNot) {
      const prefix = "-implicit-check-not='";
      const buf = sm.addBuffer('command line', `${prefix}${text}'`);
      this.implicitBuffers.push(buf);
      const pat = new Pattern(new CheckType(Kind.NOT), this.ctx);
      implicit.push({ pat, prefix: 'IMPLICIT-CHECK' });
      pat.parse(new Ref(buf, prefix.length, prefix.length + text.length), 'IMPLICIT-CHECK', sm, req);
    }

    let dagNots = [...implicit];
    let lineNumber = 1;
    if (!req.checkPrefixes.length) {
      req.checkPrefixes = [...DEFAULT_CHECK_PREFIXES];
      req.isDefaultCheckPrefix = true;
    }
    if (!req.commentPrefixes.length) req.commentPrefixes = [...DEFAULT_COMMENT_PREFIXES];
    const input = new Ref(checkBuf);
    const matcher = new PrefixMatcher(req.checkPrefixes, req.commentPrefixes, input);
    const notFound = new Set(req.checkPrefixes);
    const distinct = notFound.size;
    let buffer = input.clone();

    for (;;) {
      const found = this.findFirstMatchingPrefix(matcher, input, buffer);
      buffer = found.buffer;
      if (!found.prefix) break;
      lineNumber += found.newlines;
      const { prefix, checkTy, after } = found;
      if (checkTy.kind !== Kind.COMMENT) notFound.delete(prefix);
      const prefixLoc = buffer.loc();
      buffer = !after || after.empty ? buffer.dropFront(prefix.length) : after;

      if (checkTy.kind === Kind.MISSPELLED) {
        const directive = checkBuf.text.slice(prefixLoc.pos, after.start);
        sm.print(prefixLoc, 'error', `misspelled directive '${directive}'`);
        return false;
      }
      if (checkTy.kind === Kind.BAD_NOT) {
        sm.print(buffer.loc(), 'error', `unsupported -NOT combo on prefix '${prefix}'`);
        return false;
      }
      if (checkTy.kind === Kind.BAD_COUNT) {
        sm.print(buffer.loc(), 'error', `invalid count in -COUNT specification on prefix '${prefix}'`);
        return false;
      }
      if (!(req.strictWhitespace && req.matchFullLines)) {
        const k = buffer.findFirstNotOf(' \t');
        buffer = k < 0 ? buffer.substr(buffer.size) : buffer.substr(k);
      }
      const eol = buffer.findFirstOf('\n\r');
      const patternLoc = buffer.loc();
      const patternText = eol < 0 ? buffer : buffer.substr(0, eol);
      buffer = eol < 0 ? buffer.substr(buffer.size) : buffer.substr(eol);
      if (checkTy.kind === Kind.COMMENT) continue;

      const pat = new Pattern(checkTy, this.ctx, lineNumber);
      if (pat.parse(patternText, prefix, sm, req)) return false;
      if (checkTy.kind === Kind.LABEL && pat.hasVariable()) {
        sm.print(prefixLoc, 'error', `found '${prefix}-LABEL:' with variable definition or use`);
        return false;
      }
      if ((checkTy.kind === Kind.NEXT || checkTy.kind === Kind.SAME || checkTy.kind === Kind.EMPTY) && !this.checkStrings.length) {
        const type = checkTy.kind === Kind.NEXT ? 'NEXT' : checkTy.kind === Kind.EMPTY ? 'EMPTY' : 'SAME';
        sm.print(prefixLoc, 'error', `found '${prefix}-${type}' without previous '${prefix}: line`);
        return false;
      }
      if (checkTy.kind === Kind.DAG || checkTy.kind === Kind.NOT) {
        dagNots.push({ pat, prefix });
        continue;
      }
      this.checkStrings.push(new CheckString(pat, prefix, patternLoc, dagNots));
      dagNots = [...implicit];
    }

    const noneFound = notFound.size === distinct;
    const unused = !req.allowUnusedPrefixes && notFound.size > 0;
    if ((noneFound || unused) && (!implicit.length || !req.isDefaultCheckPrefix)) {
      const list = [...notFound].sort().map((p) => `'${p}:'`).join(', ');
      sm.write(`error: no check strings found with prefix${notFound.size > 1 ? 'es ' : ' '}${list}\n`);
      return false;
    }
    if (dagNots.length) {
      const eof = new Pattern(new CheckType(Kind.EOF), this.ctx, lineNumber + 1);
      this.checkStrings.push(new CheckString(eof, req.checkPrefixes[0], buffer.loc(), dagNots));
    }
    return true;
  }

  /**
   * The next prefix that starts a directive: {prefix, checkTy, after, buffer,
   * newlines}; without `prefix` when there is none (buffer is then where the
   * scan stopped, which is where an implicit EOF directive is located).
   */
  findFirstMatchingPrefix(matcher, input, bufferIn) {
    let buffer = bufferIn;
    let newlines = 0;
    const text = input.buf.text;
    while (!buffer.empty) {
      const m = matcher.match(buffer.start - input.start);
      if (!m) return { buffer };
      const at = input.start + m.pos;
      for (let i = buffer.start; i < at; i++) if (text[i] === '\n') newlines++;
      const skippedLast = at > buffer.start ? text[at - 1] : null;
      buffer = new Ref(buffer.buf, at, buffer.end);
      if (skippedLast === null || !isWordChar(skippedLast)) {
        const [checkTy, after] = findCheckType(this.req, buffer, m.prefix);
        if (checkTy.kind !== Kind.NONE) return { prefix: m.prefix, checkTy, after, buffer, newlines };
      }
      let k = m.prefix.length;
      while (k < buffer.size && isWordChar(buffer.at(k))) k++;
      buffer = buffer.dropFront(k);
    }
    return { buffer };
  }

  /** Matches all directives against the input; returns true when every check passed. */
  checkInput(sm, inputBuf, diags) {
    const out = new Checker(this, sm, diags);
    return out.run(new Ref(inputBuf));
  }
}

/** The matching of a read check file against one input. */
class Checker {
  constructor(fc, sm, diags) {
    this.fc = fc;
    this.req = fc.req;
    this.sm = sm;
    this.diags = diags;
  }

  run(input) {
    const strings = this.fc.checkStrings;
    let buffer = input;
    let failed = false;
    let i = 0;
    let j = 0;
    const e = strings.length;
    for (;;) {
      let region;
      if (j === e) region = buffer;
      else {
        const label = strings[j];
        if (label.pat.checkTy.kind !== Kind.LABEL) { j++; continue; }
        const m = this.check(label, buffer, true);
        if (!m) return false;
        region = buffer.substr(0, m.pos + m.len);
        buffer = buffer.substr(m.pos + m.len);
        j++;
      }
      if (i !== 0 && this.req.enableVarScope) this.fc.ctx.clearLocalVars();
      for (; i !== j; i++) {
        const m = this.check(strings[i], region, false);
        if (!m) { failed = true; i = j; break; }
        region = region.substr(m.pos + m.len);
      }
      if (j === e) break;
    }
    return !failed;
  }

  /** FileCheckString::Check: {pos, len} of the match in buffer, or null after reporting. */
  check(cs, buffer, labelScan) {
    const pat = cs.pat;
    let lastPos = 0;
    const notStrings = [];
    if (!labelScan) {
      lastPos = this.checkDag(cs, buffer, notStrings);
      if (lastPos === null) return null;
    }
    let lastMatchEnd = lastPos;
    let firstMatchPos = 0;
    for (let n = 1; n <= pat.count; n++) {
      const matchBuffer = buffer.substr(lastMatchEnd);
      const r = pat.match(matchBuffer, this.sm);
      if (this.report(true, cs.prefix, cs.loc, pat, n, matchBuffer, r)) return null;
      if (n === 1) firstMatchPos = lastPos + r.pos;
      lastMatchEnd += r.pos + r.len;
    }
    const matchLen = lastMatchEnd - firstMatchPos;
    if (!labelScan) {
      const matchPos = firstMatchPos - lastPos;
      const matchBuffer = buffer.substr(lastPos);
      const skipped = buffer.substr(lastPos, matchPos);
      if (this.checkNext(cs, skipped) || this.checkSame(cs, skipped)) {
        this.processMatch(Match.FOUND_BUT_WRONG_LINE, cs.loc, pat.checkTy, matchBuffer, matchPos, matchLen, this.req.verbose);
        return null;
      }
      if (this.checkNot(skipped, notStrings)) return null;
    }
    return { pos: firstMatchPos, len: matchLen };
  }

  checkNext(cs, region) {
    const kind = cs.pat.checkTy.kind;
    if (kind !== Kind.NEXT && kind !== Kind.EMPTY) return false;
    const name = cs.prefix + (kind === Kind.EMPTY ? '-EMPTY' : '-NEXT');
    const { n, first } = countNewlines(region);
    const sm = this.sm;
    if (n === 0) {
      sm.print(cs.loc, 'error', `${name}: is on the same line as previous match`);
      sm.print({ buf: region.buf, pos: region.end }, 'note', "'next' match was here");
      sm.print(region.loc(), 'note', 'previous match ended here');
      return true;
    }
    if (n !== 1) {
      sm.print(cs.loc, 'error', `${name}: is not on the line after the previous match`);
      sm.print({ buf: region.buf, pos: region.end }, 'note', "'next' match was here");
      sm.print(region.loc(), 'note', 'previous match ended here');
      sm.print({ buf: region.buf, pos: first }, 'note', 'non-matching line after previous match is here');
      return true;
    }
    return false;
  }

  checkSame(cs, region) {
    if (cs.pat.checkTy.kind !== Kind.SAME) return false;
    if (countNewlines(region).n === 0) return false;
    this.sm.print(cs.loc, 'error', `${cs.prefix}-SAME: is not on the same line as the previous match`);
    this.sm.print({ buf: region.buf, pos: region.end }, 'note', "'next' match was here");
    this.sm.print(region.loc(), 'note', 'previous match ended here');
    return true;
  }

  /** Reports every CHECK-NOT found in region; true if any was. */
  checkNot(region, notStrings) {
    let failed = false;
    for (const not of notStrings) {
      const r = not.pat.match(region, this.sm);
      if (this.report(false, not.prefix, not.pat.loc, not.pat, 1, region, r)) failed = true;
    }
    return failed;
  }

  /** Matches the CHECK-DAGs (with CHECK-NOTs between groups) before cs; the end of the last group, or null. */
  checkDag(cs, buffer, notStrings) {
    const list = cs.dagNots;
    if (!list.length) return 0;
    const req = this.req;
    let startPos = 0;
    let ranges = [];
    for (let k = 0; k < list.length; k++) {
      const { pat, prefix } = list[k];
      if (pat.checkTy.kind === Kind.NOT) { notStrings.push(list[k]); continue; }
      let matchLen = 0;
      let matchPos = startPos;
      for (let mi = 0; ; mi++) {
        const matchBuffer = buffer.substr(matchPos);
        const r = pat.match(matchBuffer, this.sm);
        if (r.errors || r.notFound || req.verboseVerbose) {
          if (this.report(true, prefix, pat.loc, pat, 1, matchBuffer, r)) return null;
        }
        matchLen = r.len;
        matchPos += r.pos;
        const m = { pos: matchPos, end: matchPos + matchLen };
        if (req.allowDeprecatedDagOverlap) {
          if (!ranges.length) ranges.push(m);
          else {
            ranges[0].pos = Math.min(ranges[0].pos, m.pos);
            ranges[0].end = Math.max(ranges[0].end, m.end);
          }
          break;
        }
        let overlap = false;
        for (; mi < ranges.length; mi++) {
          if (m.pos < ranges[mi].end) { overlap = ranges[mi].pos < m.end; break; }
        }
        if (!overlap) { ranges.splice(mi, 0, m); break; }
        if (req.verboseVerbose) {
          if (!this.diags) {
            const old = ranges[mi];
            const range = { buf: buffer.buf, start: buffer.start + old.pos, end: buffer.start + old.end };
            this.sm.print({ buf: buffer.buf, pos: range.start }, 'note', 'match discarded, overlaps earlier DAG match here', [range]);
          } else {
            this.adjustLastDiags(Match.FOUND_BUT_DISCARDED);
          }
        }
        matchPos = ranges[mi].end;
      }
      if (!req.verboseVerbose) this.printMatch(true, prefix, pat.loc, pat, 1, buffer, { pos: matchPos, len: matchLen });
      const next = list[k + 1];
      if (!next || next.pat.checkTy.kind === Kind.NOT) {
        if (notStrings.length) {
          const skipped = buffer.slice(startPos, ranges[0].pos);
          if (this.checkNot(skipped, notStrings)) return null;
          notStrings.length = 0;
        }
        startPos = ranges[ranges.length - 1].end;
        ranges = [];
      }
    }
    return startPos;
  }

  adjustLastDiags(matchTy) {
    const d = this.diags;
    const last = d[d.length - 1].checkLoc;
    for (let k = d.length - 1; k >= 0 && sameLoc(d[k].checkLoc, last); k--) d[k].matchTy = matchTy;
  }

  /** Records a match result for the dump; returns the input range. */
  processMatch(matchTy, checkLoc, checkTy, buffer, pos, len, adjustPrevious = false) {
    const range = { buf: buffer.buf, start: buffer.start + pos, end: buffer.start + pos + len };
    if (this.diags) {
      if (adjustPrevious) this.adjustLastDiags(matchTy);
      else this.diags.push(makeDiag(checkTy, checkLoc, matchTy, range));
    }
    return range;
  }

  /** reportMatchResult: true when an error was reported. */
  report(expected, prefix, loc, pat, count, buffer, r) {
    if (!r.notFound && !r.errors) return this.printMatch(expected, prefix, loc, pat, count, buffer, r);
    return this.printNoMatch(expected, prefix, loc, pat, count, buffer, r.errors || []);
  }

  printMatch(expected, prefix, loc, pat, count, buffer, r) {
    const req = this.req;
    const hasError = !expected;
    let printDiag = true;
    if (!hasError) {
      if (!req.verbose) return false;
      if (!req.verboseVerbose && pat.checkTy.kind === Kind.EOF) return false;
      printDiag = !this.diags;
    }
    const matchTy = expected ? Match.FOUND_AND_EXPECTED : Match.FOUND_BUT_EXCLUDED;
    const range = this.processMatch(matchTy, loc, pat.checkTy, buffer, r.pos, r.len);
    if (this.diags) {
      this.printSubstitutions(pat, range, matchTy, true);
      this.printVariableDefs(pat, matchTy, true);
    }
    if (!printDiag) return hasError;
    let msg = `${pat.checkTy.description(prefix)}: ${expected ? 'expected' : 'excluded'} string found in input`;
    if (pat.count > 1) msg += ` (${count} out of ${pat.count})`;
    this.sm.print(loc, expected ? 'remark' : 'error', msg);
    this.sm.print({ buf: range.buf, pos: range.start }, 'note', 'found here', [range]);
    this.printSubstitutions(pat, range, matchTy, false);
    this.printVariableDefs(pat, matchTy, false);
    return hasError;
  }

  printNoMatch(expected, prefix, loc, pat, count, buffer, errors) {
    const req = this.req;
    let hasError = expected;
    let patternError = false;
    let matchTy = expected ? Match.NONE_BUT_EXPECTED : Match.NONE_AND_EXCLUDED;
    const messages = [];
    for (const e of errors) {
      hasError = patternError = true;
      matchTy = Match.NONE_FOR_INVALID_PATTERN;
      this.sm.write(e.text);
      if (this.diags) messages.push(e.msg);
    }
    let printDiag = true;
    if (!hasError) {
      if (!req.verboseVerbose) return false;
      printDiag = !this.diags;
    }
    const range = this.processMatch(matchTy, loc, pat.checkTy, buffer, 0, buffer.size);
    if (this.diags) {
      const at = { buf: range.buf, start: range.start, end: range.start };
      for (const m of messages) this.diags.push(makeDiag(pat.checkTy, loc, matchTy, at, m));
      this.printSubstitutions(pat, range, matchTy, true);
    }
    if (!printDiag) return hasError;
    if (!patternError) {
      let msg = `${pat.checkTy.description(prefix)}: ${expected ? 'expected' : 'excluded'} string not found in input`;
      if (pat.count > 1) msg += ` (${count} out of ${pat.count})`;
      this.sm.print(loc, expected ? 'error' : 'remark', msg);
      this.sm.print({ buf: range.buf, pos: range.start }, 'note', 'scanning from here');
    }
    this.printSubstitutions(pat, range, matchTy, false);
    if (expected) this.printFuzzyMatch(pat, buffer);
    return hasError;
  }

  printSubstitutions(pat, range, matchTy, toDiags) {
    for (const s of pat.substitutions) {
      const value = pat.substitutionForDiagnostics(s);
      if (value === null) continue;
      const msg = `with "${writeEscaped(s.from.str())}" equal to ${value}`;
      if (toDiags) this.diags.push(makeDiag(pat.checkTy, pat.loc, matchTy, { buf: range.buf, start: range.start, end: range.start }, msg));
      else this.sm.print({ buf: range.buf, pos: range.start }, 'note', msg);
    }
  }

  printVariableDefs(pat, matchTy, toDiags) {
    const captures = [];
    for (const name of pat.variableDefs.keys()) {
      const v = this.fc.ctx.stringVars.get(name);
      if (v) captures.push({ name, range: { buf: v.buf, start: v.start, end: v.end } });
    }
    for (const [name, def] of pat.numericVariableDefs) {
      const v = def.variable.strValue;
      if (v) captures.push({ name, range: { buf: v.buf, start: v.start, end: v.end } });
    }
    captures.sort((a, b) => a.range.start - b.range.start);
    for (const c of captures) {
      const msg = `captured var "${c.name}"`;
      if (toDiags) this.diags.push(makeDiag(pat.checkTy, pat.loc, matchTy, c.range, msg));
      else this.sm.print({ buf: c.range.buf, pos: c.range.start }, 'note', msg, [c.range]);
    }
  }

  /** "possible intended match here": the closest-looking place in the next 4096 bytes. */
  printFuzzyMatch(pat, buffer) {
    const size = Math.min(4096, buffer.size);
    if (4096 * 2048 < size * Math.max(pat.fixedStr.length, pat.regExStr.length)) return;
    let lines = 0;
    let best = -1;
    let bestQuality = 0;
    const text = buffer.buf.text;
    for (let i = 0; i < size; i++) {
      const c = text[buffer.start + i];
      if (c === '\n') lines++;
      if (c === ' ' || c === '\t') continue;
      const quality = pat.matchDistance(buffer.substr(i)) + lines / 100;
      if (quality < bestQuality || best < 0) { best = i; bestQuality = quality; }
    }
    if (best > 0 && bestQuality < 50) {
      const range = this.processMatch(Match.FUZZY, pat.loc, pat.checkTy, buffer, best, 0);
      this.sm.print({ buf: range.buf, pos: range.start }, 'note', 'possible intended match here');
    }
  }
}

