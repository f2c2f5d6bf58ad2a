// source.mjs: source buffers, slices of them and diagnostics rendered as
// LLVM's SourceMgr prints them (`file:line:col: error: message`, the source
// line, a caret line with tildes under ranges, tabs expanded to stops of 8).
//
// Texts are byte strings (one char per byte) so that columns count bytes.

const TAB_STOP = 8;

/** One named text (a check file, an input, the "command line" of an option). */
export class SourceBuffer {
  constructor(name, text) {
    this.name = name;
    this.text = text;
    this.newlines = null;
  }

  /** 1-based line and column of offset pos ('\n' ends a line). */
  lineAndColumn(pos) {
    if (!this.newlines) {
      const nl = [];
      for (let i = this.text.indexOf('\n'); i >= 0; i = this.text.indexOf('\n', i + 1)) nl.push(i);
      this.newlines = nl;
    }
    // Number of newlines before pos, by binary search.
    let lo = 0;
    let hi = this.newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.newlines[mid] < pos) lo = mid + 1;
      else hi = mid;
    }
    const lineStart = lo === 0 ? 0 : this.newlines[lo - 1] + 1;
    return [lo + 1, pos - lineStart + 1];
  }

  /** Offset of the start of 1-based line `line`, or -1. */
  lineStart(line) {
    this.lineAndColumn(0);
    if (line === 1) return 0;
    return line - 2 < this.newlines.length ? this.newlines[line - 2] + 1 : -1;
  }
}

/**
 * A slice buf.text[start..end) (LLVM's StringRef into a buffer): positions
 * stay meaningful for diagnostics.
 */
export class Ref {
  constructor(buf, start = 0, end = buf.text.length) {
    this.buf = buf;
    this.start = start;
    this.end = end;
  }

  get size() { return this.end - this.start; }
  get empty() { return this.end <= this.start; }
  str() { return this.buf.text.slice(this.start, this.end); }
  at(i) { return this.buf.text[this.start + i]; }
  code(i) { return this.buf.text.charCodeAt(this.start + i); }
  /** Whether s occurs at relative offset `at` (default the front). */
  startsWith(s, at = 0) { return this.size - at >= s.length && this.buf.text.startsWith(s, this.start + at); }

  /** Offset (relative) of s at or after `from`, or -1. */
  find(s, from = 0) {
    if (from > this.size) return -1;
    const i = this.buf.text.indexOf(s, this.start + from);
    return i < 0 || i + s.length > this.end ? -1 : i - this.start;
  }

  /** Offset of the first char in `chars`, or -1. */
  findFirstOf(chars, from = 0) {
    for (let i = this.start + from; i < this.end; i++) if (chars.includes(this.buf.text[i])) return i - this.start;
    return -1;
  }

  findFirstNotOf(chars, from = 0) {
    for (let i = this.start + from; i < this.end; i++) if (!chars.includes(this.buf.text[i])) return i - this.start;
    return -1;
  }

  /** substr(from, n) with StringRef's clamping; n undefined means to the end. */
  substr(from, n) {
    const s = Math.min(this.start + Math.max(from, 0), this.end);
    const e = n === undefined ? this.end : Math.min(s + n, this.end);
    return new Ref(this.buf, s, e);
  }

  slice(from, to) { return this.substr(from, Math.max(0, to - from)); }
  dropFront(n) { return this.substr(n); }
  dropBack(n) { return new Ref(this.buf, this.start, Math.max(this.start, this.end - n)); }
  takeFront(n) { return this.substr(0, n); }

  ltrim(chars = ' \t') {
    let s = this.start;
    while (s < this.end && chars.includes(this.buf.text[s])) s++;
    return new Ref(this.buf, s, this.end);
  }

  rtrim(chars = ' \t') {
    let e = this.end;
    while (e > this.start && chars.includes(this.buf.text[e - 1])) e--;
    return new Ref(this.buf, this.start, e);
  }

  trim(chars = ' \t') { return this.ltrim(chars).rtrim(chars); }

  /** Mutating consume_front: drops s from the front when present. */
  consume(s) {
    if (!this.startsWith(s)) return false;
    this.start += s.length;
    return true;
  }

  set(other) {
    this.start = other.start;
    this.end = other.end;
    return this;
  }

  clone() { return new Ref(this.buf, this.start, this.end); }
  loc() { return { buf: this.buf, pos: this.start }; }
}

export const loc = (buf, pos) => ({ buf, pos });

/** Renders diagnostics; `out` collects the text written to stderr. */
export class SourceMgr {
  constructor() {
    this.buffers = [];
    this.out = [];
  }

  addBuffer(name, text) {
    const b = new SourceBuffer(name, text);
    b.id = this.buffers.length;
    this.buffers.push(b);
    return b;
  }

  write(text) { this.out.push(text); }

  /**
   * A diagnostic at location l ({buf, pos}), kind 'error' | 'note' |
   * 'remark' | 'warning', with ranges [{buf, start, end}] drawn in tildes.
   */
  message(l, kind, msg, ranges = []) {
    const { buf, pos } = l;
    const text = buf.text;
    let lineStart = pos;
    while (lineStart > 0 && text[lineStart - 1] !== '\n' && text[lineStart - 1] !== '\r') lineStart--;
    let lineEnd = pos;
    while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
    const [line, col] = buf.lineAndColumn(pos);
    const name = buf.name === '-' ? '<stdin>' : buf.name;
    let s = `${name}:${line}:${col}: ${kind}: ${msg}\n`;
    const lineText = text.slice(lineStart, lineEnd);
    if (/[\x80-\xff]/.test(lineText)) return s + expandTabs(lineText) + '\n';
    const caret = new Array(lineText.length + 1).fill(' ');
    for (const r of ranges) {
      if (r.buf !== buf || r.start > lineEnd || r.end < lineStart) continue;
      const a = Math.max(r.start, lineStart) - lineStart;
      const b = Math.min(r.end, lineEnd) - lineStart;
      for (let i = a; i < Math.min(b, caret.length); i++) caret[i] = '~';
    }
    const column = col - 1;
    caret[column <= lineText.length ? column : lineText.length] = '^';
    let caretLine = caret.join('').replace(/ +$/, '');
    s += expandTabs(lineText) + '\n';
    // Tabs in the source line widen the caret line at the same places.
    let outCol = 0;
    let expanded = '';
    for (let i = 0; i < caretLine.length; i++) {
      if (i >= lineText.length || lineText[i] !== '\t') { expanded += caretLine[i]; outCol++; continue; }
      do { expanded += caretLine[i]; outCol++; } while (outCol % TAB_STOP !== 0);
    }
    caretLine = expanded;
    return s + caretLine + '\n';
  }

  print(l, kind, msg, ranges = []) { this.write(this.message(l, kind, msg, ranges)); }
}

function expandTabs(line) {
  if (!line.includes('\t')) return line;
  let out = '';
  let col = 0;
  for (const ch of line) {
    if (ch !== '\t') { out += ch; col++; continue; }
    do { out += ' '; col++; } while (col % TAB_STOP !== 0);
  }
  return out;
}

/** A diagnostic carried as an error value (LLVM's ErrorDiagnostic). */
export class ErrorDiagnostic {
  constructor(sm, l, msg, range = null) {
    this.text = sm.message(l, 'error', msg);
    this.msg = msg;
    this.range = range;
  }

  /** At the start of a slice, remembering its range (for the input dump). */
  static at(sm, ref, msg) {
    return new ErrorDiagnostic(sm, ref.loc(), msg, { buf: ref.buf, start: ref.start, end: ref.end });
  }
}

