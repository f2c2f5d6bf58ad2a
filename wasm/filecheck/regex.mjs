// regex.mjs: POSIX extended regular expressions with the rules of LLVM's
// llvm::Regex (Henry Spencer's engine), which FileCheck uses for {{...}} and
// [[VAR:...]]: the same syntax and error messages, leftmost-longest matching,
// and the same sub-match assignment (each element of a concatenation takes
// the longest span that lets the rest match; the first alternative that
// covers its span wins; a repetition reports its last iteration).
//
// Strings are byte strings (one char per byte, code 0..255). No dependency.

/** Error texts of LLVM's regerror(). */
export const REG_ERRORS = Object.freeze({
  EMPTY: 'empty (sub)expression',
  BADRPT: 'repetition-operator operand invalid',
  EPAREN: 'parentheses not balanced',
  EBRACK: 'brackets ([ ]) not balanced',
  EBRACE: 'braces not balanced',
  BADBR: 'invalid repetition count(s)',
  ERANGE: 'invalid character range',
  ECTYPE: 'invalid character class',
  ECOLLATE: 'invalid collating element',
  EESCAPE: 'trailing backslash (\\)',
  ESUBREG: 'invalid backreference number',
});

const DUP_MAX = 255;
const INFINITE = DUP_MAX + 1;
/** Groups 1..9 can be referred back to (regcomp's NPAREN). */
const BACKREF_GROUPS = 10;

// Item kinds of a compiled sequence (a tree shaped like regcomp's strip:
// groups are inline OPEN/CLOSE markers, repetitions and alternations nest).
const CHAR = 1; // {c}
const SET = 2; // {set: Uint8Array(256)}
const BOL = 3;
const EOL = 4;
const BOW = 5;
const EOW = 6;
const OPEN = 7; // {n}
const CLOSE = 8; // {n}
const QUEST = 9; // {body}: body or nothing
const PLUS = 10; // {body}: body one or more times
const ALT = 11; // {alts: [seq, ...]}
const BACK = 12; // {n, body}: back-reference; body copies the group's items

const CLASSES = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  alpha: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  blank: ' \t',
  cntrl: '\x07\b\t\n\v\f\r\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f',
  digit: '0123456789',
  graph: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  print: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ ',
  punct: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
  space: '\t\n\v\f\r ',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  xdigit: '0123456789ABCDEFabcdef',
};

// POSIX collating-element names ([[.name.]], [[=name=]]).
const COLLATING_NAMES = (() => {
  const names = {
    NUL: 0, SOH: 1, STX: 2, ETX: 3, EOT: 4, ENQ: 5, ACK: 6, BEL: 7, alert: 7, BS: 8, backspace: 8,
    HT: 9, tab: 9, LF: 10, newline: 10, VT: 11, 'vertical-tab': 11, FF: 12, 'form-feed': 12,
    CR: 13, 'carriage-return': 13, SO: 14, SI: 15, DLE: 16, DC1: 17, DC2: 18, DC3: 19, DC4: 20,
    NAK: 21, SYN: 22, ETB: 23, CAN: 24, EM: 25, SUB: 26, ESC: 27, IS4: 28, FS: 28, IS3: 29, GS: 29,
    IS2: 30, RS: 30, IS1: 31, US: 31, DEL: 127,
  };
  const printable = {
    space: ' ', 'exclamation-mark': '!', 'quotation-mark': '"', 'number-sign': '#', 'dollar-sign': '$',
    'percent-sign': '%', ampersand: '&', apostrophe: "'", 'left-parenthesis': '(', 'right-parenthesis': ')',
    asterisk: '*', 'plus-sign': '+', comma: ',', hyphen: '-', 'hyphen-minus': '-', period: '.',
    'full-stop': '.', slash: '/', solidus: '/', zero: '0', one: '1', two: '2', three: '3', four: '4',
    five: '5', six: '6', seven: '7', eight: '8', nine: '9', colon: ':', semicolon: ';',
    'less-than-sign': '<', 'equals-sign': '=', 'greater-than-sign': '>', 'question-mark': '?',
    'commercial-at': '@', 'left-square-bracket': '[', backslash: '\\', 'reverse-solidus': '\\',
    'right-square-bracket': ']', circumflex: '^', 'circumflex-accent': '^', underscore: '_',
    'low-line': '_', 'grave-accent': '`', 'left-brace': '{', 'left-curly-bracket': '{',
    'vertical-line': '|', 'right-brace': '}', 'right-curly-bracket': '}', tilde: '~',
  };
  for (const [k, v] of Object.entries(printable)) names[k] = v.charCodeAt(0);
  return names;
})();

const isDigit = (c) => c >= 48 && c <= 57;
const isAlpha = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWord = (c) => isAlpha(c) || isDigit(c) || c === 95;
/** C's `char` is signed: bytes 128..255 order below 0..127 in ranges. */
const signedChar = (c) => (c >= 128 ? c - 256 : c);
const otherCase = (c) => (c >= 65 && c <= 90 ? c + 32 : c >= 97 && c <= 122 ? c - 32 : c);

class RegexSyntaxError extends Error {
  constructor(code) {
    super(REG_ERRORS[code]);
    this.code = code;
  }
}

/** Parses an ERE as regcomp does (REG_EXTENDED); throws RegexSyntaxError on the first error. */
class Parser {
  constructor(src, flags) {
    this.s = src;
    this.i = 0;
    this.newline = !!flags.newline;
    this.icase = !!flags.icase;
    this.nsub = 0;
    this.closed = new Array(BACKREF_GROUPS).fill(null); // group items, once the group has ended
    this.hasBackrefs = false;
  }

  more() { return this.i < this.s.length; }
  peek() { return this.s.charCodeAt(this.i); }
  peek2() { return this.s.charCodeAt(this.i + 1); }
  more2() { return this.i + 1 < this.s.length; }
  see(c) { return this.more() && this.peek() === c; }
  seeTwo(a, b) { return this.more2() && this.peek() === a && this.peek2() === b; }
  eat(c) { if (this.see(c)) { this.i++; return true; } return false; }
  eatTwo(a, b) { if (this.seeTwo(a, b)) { this.i += 2; return true; } return false; }
  fail(code) { throw new RegexSyntaxError(code); }
  require(cond, code) { if (!cond) this.fail(code); }

  /** Alternation of concatenations, up to `stop` (a char code, or -1 for the end). */
  parseEre(stop) {
    const alts = [];
    for (;;) {
      const seq = [];
      while (this.more() && this.peek() !== 124 /* | */ && this.peek() !== stop) this.parseExp(seq);
      this.require(seq.length > 0, 'EMPTY');
      alts.push(seq);
      if (!this.eat(124)) break;
    }
    return alts.length === 1 ? alts[0] : [{ t: ALT, alts }];
  }

  /** One atom and its repetition operator, appended to `seq`. */
  parseExp(seq) {
    const c = this.s.charCodeAt(this.i++);
    const pos = seq.length;
    let wasCaret = false;
    switch (c) {
      case 40: { // (
        this.require(this.more(), 'EPAREN');
        const n = ++this.nsub;
        const open = { t: OPEN, n };
        seq.push(open);
        const inner = this.see(41) ? [] : this.parseEre(41);
        seq.push(...inner, { t: CLOSE, n });
        if (n < BACKREF_GROUPS) this.closed[n] = inner;
        this.require(this.more() && this.s.charCodeAt(this.i++) === 41, 'EPAREN');
        break;
      }
      case 41: this.fail('EPAREN'); break; // )
      case 94: seq.push({ t: BOL }); wasCaret = true; break; // ^
      case 36: seq.push({ t: EOL }); break; // $
      case 124: this.fail('EMPTY'); break; // |
      case 42: case 43: case 63: this.fail('BADRPT'); break; // * + ?
      case 46: seq.push(this.anyChar()); break; // .
      case 91: seq.push(this.parseBracket()); break; // [
      case 92: { // backslash
        this.require(this.more(), 'EESCAPE');
        const e = this.s.charCodeAt(this.i++);
        if (e >= 49 && e <= 57) {
          const n = e - 48;
          if (!this.closed[n]) this.fail('ESUBREG');
          seq.push({ t: BACK, n, body: cloneSeq(this.closed[n]) });
          this.hasBackrefs = true;
        } else {
          seq.push(this.ordinary(e));
        }
        break;
      }
      case 123: // { is ordinary unless a digit follows
        this.require(!this.more() || !isDigit(this.peek()), 'BADRPT');
        seq.push(this.ordinary(c));
        break;
      default:
        seq.push(this.ordinary(c));
    }
    if (!this.more()) return;
    let op = this.peek();
    if (!(op === 42 || op === 43 || op === 63 || (op === 123 && this.more2() && isDigit(this.peek2())))) return;
    this.i++;
    this.require(!wasCaret, 'BADRPT');
    const atom = seq.splice(pos);
    if (op === 42) seq.push({ t: QUEST, body: [{ t: PLUS, body: atom }] });
    else if (op === 43) seq.push({ t: PLUS, body: atom });
    else if (op === 63) seq.push({ t: ALT, alts: [atom, []] });
    else {
      const from = this.parseCount();
      let to = from;
      if (this.eat(44 /* , */)) {
        if (this.more() && isDigit(this.peek())) {
          to = this.parseCount();
          this.require(from <= to, 'BADBR');
        } else {
          to = INFINITE;
        }
      }
      seq.push(...repeat(atom, from, to));
      if (!this.eat(125 /* } */)) {
        while (this.more() && this.peek() !== 125) this.i++;
        this.require(this.more(), 'EBRACE');
        this.fail('BADBR');
      }
    }
    if (!this.more()) return;
    op = this.peek();
    if (op === 42 || op === 43 || op === 63 || (op === 123 && this.more2() && isDigit(this.peek2()))) this.fail('BADRPT');
  }

  parseCount() {
    let count = 0;
    let digits = 0;
    while (this.more() && isDigit(this.peek()) && count <= DUP_MAX) {
      count = count * 10 + (this.s.charCodeAt(this.i++) - 48);
      digits++;
    }
    this.require(digits > 0 && count <= DUP_MAX, 'BADBR');
    return count;
  }

  ordinary(c) {
    if (this.icase && isAlpha(c)) {
      const set = new Uint8Array(256);
      set[c] = 1;
      set[otherCase(c)] = 1;
      return { t: SET, set };
    }
    return { t: CHAR, c };
  }

  anyChar() {
    const set = new Uint8Array(256).fill(1);
    if (this.newline) set[10] = 0;
    return { t: SET, set };
  }

  parseBracket() {
    if (this.s.length - this.i > 5) {
      const six = this.s.substr(this.i, 6);
      if (six === '[:<:]]') { this.i += 6; return { t: BOW }; }
      if (six === '[:>:]]') { this.i += 6; return { t: EOW }; }
    }
    const set = new Uint8Array(256);
    const invert = this.eat(94 /* ^ */);
    if (this.eat(93 /* ] */)) set[93] = 1;
    else if (this.eat(45 /* - */)) set[45] = 1;
    while (this.more() && this.peek() !== 93 && !this.seeTwo(45, 93)) this.parseBracketTerm(set);
    if (this.eat(45)) set[45] = 1;
    this.require(this.more() && this.s.charCodeAt(this.i++) === 93, 'EBRACK');
    if (this.icase) for (let c = 0; c < 256; c++) if (set[c] && isAlpha(c)) set[otherCase(c)] = 1;
    if (invert) {
      for (let c = 0; c < 256; c++) set[c] ^= 1;
      if (this.newline) set[10] = 0;
    }
    return { t: SET, set };
  }

  parseBracketTerm(set) {
    let kind = 0;
    if (this.peek() === 91 /* [ */) kind = this.more2() ? this.peek2() : 0;
    else if (this.peek() === 45 /* - */) this.fail('ERANGE');
    if (kind === 58 /* : */) {
      this.i += 2;
      this.require(this.more(), 'EBRACK');
      this.require(this.peek() !== 45 && this.peek() !== 93, 'ECTYPE');
      const start = this.i;
      while (this.more() && isAlpha(this.peek())) this.i++;
      const chars = Object.hasOwn(CLASSES, this.s.slice(start, this.i)) ? CLASSES[this.s.slice(start, this.i)] : null;
      if (chars === null) this.fail('ECTYPE');
      for (let k = 0; k < chars.length; k++) set[chars.charCodeAt(k)] = 1;
      this.require(this.more(), 'EBRACK');
      this.require(this.eatTwo(58, 93), 'ECTYPE');
    } else if (kind === 61 /* = */) {
      this.i += 2;
      this.require(this.more(), 'EBRACK');
      this.require(this.peek() !== 45 && this.peek() !== 93, 'ECOLLATE');
      set[this.collatingElement(61)] = 1;
      this.require(this.more(), 'EBRACK');
      this.require(this.eatTwo(61, 93), 'ECOLLATE');
    } else {
      const start = this.bracketSymbol();
      let finish = start;
      if (this.see(45) && this.more2() && this.peek2() !== 93) {
        this.i++;
        finish = this.eat(45) ? 45 : this.bracketSymbol();
      }
      this.require(signedChar(start) <= signedChar(finish), 'ERANGE');
      for (let c = signedChar(start); c <= signedChar(finish); c++) set[c & 255] = 1;
    }
  }

  bracketSymbol() {
    this.require(this.more(), 'EBRACK');
    if (!this.eatTwo(91, 46 /* [. */)) return this.s.charCodeAt(this.i++);
    const value = this.collatingElement(46);
    this.require(this.eatTwo(46, 93), 'ECOLLATE');
    return value;
  }

  collatingElement(endc) {
    const start = this.i;
    while (this.more() && !this.seeTwo(endc, 93)) this.i++;
    if (!this.more()) this.fail('EBRACK');
    const name = this.s.slice(start, this.i);
    if (Object.hasOwn(COLLATING_NAMES, name)) return COLLATING_NAMES[name];
    if (name.length === 1) return name.charCodeAt(0);
    this.fail('ECOLLATE');
    return 0;
  }
}

function cloneSeq(seq) {
  return seq.map((it) => {
    switch (it.t) {
      case QUEST: case PLUS: return { t: it.t, body: cloneSeq(it.body) };
      case ALT: return { t: ALT, alts: it.alts.map(cloneSeq) };
      case BACK: return { t: BACK, n: it.n, body: cloneSeq(it.body) };
      default: return { ...it };
    }
  });
}

/** Bounded repetition, expanded into copies as regcomp's repeat() does. */
function repeat(atom, from, to) {
  const cap = (n) => (n <= 1 ? n : n === INFINITE ? INFINITE : 2);
  const f = cap(from);
  const t = cap(to);
  if (f === 0 && t === 0) return [];
  if (f === 0) return [{ t: ALT, alts: [repeat(atom, 1, to), []] }];
  if (f === 1 && t === 1) return atom;
  if (f === 1 && t === INFINITE) return [{ t: PLUS, body: atom }];
  if (f === 1) return [{ t: ALT, alts: [atom, []] }, ...repeat(cloneSeq(atom), 1, to - 1)];
  return [...atom, ...repeat(cloneSeq(atom), from - 1, to === INFINITE ? INFINITE : to - 1)];
}

// ---------------------------------------------------------------------------
// Thompson NFA over a sequence, simulated breadth-first.

const I_CHAR = 0;
const I_SET = 1;
const I_ASSERT = 2; // arg: BOL | EOL | BOW | EOW
const I_SPLIT = 3; // next, alt
const I_JMP = 4;
const I_MATCH = 5;

class Program {
  constructor() {
    this.op = [];
    this.arg = [];
    this.next = [];
    this.alt = [];
    this.countBol = 0;
    this.countEol = 0;
    this.hasAssert = false;
  }

  emit(op, arg) {
    this.op.push(op);
    this.arg.push(arg);
    this.next.push(-1);
    this.alt.push(-1);
    return this.op.length - 1;
  }
}

/** Compiles items into `prog`; returns {start, outs} with dangling exits to patch. */
function compileItems(prog, items) {
  let start = -1;
  let outs = [];
  const link = (frag) => {
    if (start < 0) start = frag.start;
    for (const o of outs) o(frag.start);
    outs = frag.outs;
  };
  for (const it of items) {
    switch (it.t) {
      case CHAR: case SET: case BOL: case EOL: case BOW: case EOW: {
        let pc;
        if (it.t === CHAR) pc = prog.emit(I_CHAR, it.c);
        else if (it.t === SET) pc = prog.emit(I_SET, it.set);
        else {
          pc = prog.emit(I_ASSERT, it.t);
          prog.hasAssert = true;
          if (it.t === BOL) prog.countBol++;
          if (it.t === EOL) prog.countEol++;
        }
        link({ start: pc, outs: [(to) => { prog.next[pc] = to; }] });
        break;
      }
      case OPEN: case CLOSE: break;
      case QUEST: {
        const split = prog.emit(I_SPLIT, 0);
        const body = compileItems(prog, it.body);
        if (body.start >= 0) prog.next[split] = body.start;
        link({
          start: split,
          outs: [...(body.start >= 0 ? body.outs : [(to) => { prog.next[split] = to; }]), (to) => { prog.alt[split] = to; }],
        });
        break;
      }
      case PLUS: {
        const body = compileItems(prog, it.body);
        const split = prog.emit(I_SPLIT, 0);
        const entry = body.start >= 0 ? body.start : split;
        for (const o of body.outs) o(split);
        prog.next[split] = entry;
        link({ start: entry, outs: [(to) => { prog.alt[split] = to; }] });
        break;
      }
      case ALT: {
        // A chain of splits, one per alternative, in order.
        const join = prog.emit(I_JMP, 0);
        let first = -1;
        let prevSplit = -1;
        it.alts.forEach((alt, k) => {
          const last = k === it.alts.length - 1;
          const split = last ? -1 : prog.emit(I_SPLIT, 0);
          const body = compileItems(prog, alt);
          const entry = body.start >= 0 ? body.start : join;
          for (const o of body.outs) o(join);
          const head = last ? entry : split;
          if (!last) prog.next[split] = entry;
          if (prevSplit >= 0) prog.alt[prevSplit] = head;
          else first = head;
          prevSplit = split;
        });
        link({ start: first, outs: [(to) => { prog.next[join] = to; }] });
        break;
      }
      case BACK: {
        // Approximated by another match of the group's expression; the
        // backtracking pass checks the text is the same.
        const body = compileItems(prog, it.body);
        if (body.start >= 0) link(body);
        break;
      }
      default: throw new Error('regex: unknown item');
    }
  }
  if (start < 0) {
    const jmp = prog.emit(I_JMP, 0);
    return { start: jmp, outs: [(to) => { prog.next[jmp] = to; }] };
  }
  return { start, outs };
}

function compileProgram(items) {
  const prog = new Program();
  const frag = compileItems(prog, items);
  const match = prog.emit(I_MATCH, 0);
  for (const o of frag.outs) o(match);
  prog.start = frag.start;
  prog.size = prog.op.length;
  prog.first = firstChars(prog);
  return prog;
}

/** The bytes a match can start with, or null when a match can start without consuming one. */
function firstChars(prog) {
  const set = new Uint8Array(256);
  const seen = new Uint8Array(prog.size);
  const stack = [prog.start];
  while (stack.length) {
    const pc = stack.pop();
    if (seen[pc]) continue;
    seen[pc] = 1;
    switch (prog.op[pc]) {
      case I_CHAR: set[prog.arg[pc]] = 1; break;
      case I_SET: for (let c = 0; c < 256; c++) if (prog.arg[pc][c]) set[c] = 1; break;
      case I_MATCH: return null;
      case I_SPLIT: stack.push(prog.next[pc], prog.alt[pc]); break;
      default: stack.push(prog.next[pc]);
    }
  }
  return set;
}

/**
 * The state of a simulation at one position: the set of program counters,
 * each with the earliest start position that reaches it.
 */
class StateSet {
  constructor(size) {
    this.list = new Int32Array(size);
    this.len = 0;
    this.startOf = new Int32Array(size);
    this.mark = new Uint32Array(size);
    this.gen = 1;
  }

  clear() {
    this.len = 0;
    this.gen++;
    if (this.gen === 0xffffffff) { this.mark.fill(0); this.gen = 1; }
  }

  has(pc) { return this.mark[pc] === this.gen; }
}

/**
 * Which pseudo-steps apply at position p (as regexec's fast/slow): line
 * anchors at the ends of str[begin..end) and, with the newline flag, next to
 * '\n'; then a word boundary.
 */
function assertionsAt(str, begin, end, p, newline) {
  const lastc = p === begin ? -1 : str.charCodeAt(p - 1);
  const c = p === end ? -1 : str.charCodeAt(p);
  const bol = lastc === -1 || (newline && lastc === 10);
  const eol = c === -1 || (newline && c === 10);
  let boundary = 0;
  if ((bol || (lastc !== -1 && !isWord(lastc))) && c !== -1 && isWord(c)) boundary = BOW;
  if (lastc !== -1 && isWord(lastc) && ((eol && !bol) || (c !== -1 && !isWord(c)))) boundary = EOW;
  return { bol, eol, boundary };
}

/** Adds pc with `start` and follows epsilon edges (assertions of kind in `allowed` only). */
// Work stacks of addState, reused (a closure never re-enters another).
const stack = [];
const starts = [];

function addState(prog, set, pc0, start, allowed) {
  stack.length = 0;
  starts.length = 0;
  stack.push(pc0);
  starts.push(start);
  while (stack.length) {
    const pc = stack.pop();
    const s = starts.pop();
    if (set.has(pc)) {
      if (set.startOf[pc] <= s) continue;
      set.startOf[pc] = s; // an earlier start reaches it: propagate the better start
    } else {
      set.mark[pc] = set.gen;
      set.startOf[pc] = s;
      set.list[set.len++] = pc;
    }
    const op = prog.op[pc];
    if (op === I_SPLIT) { stack.push(prog.alt[pc], prog.next[pc]); starts.push(s, s); }
    else if (op === I_JMP) { stack.push(prog.next[pc]); starts.push(s); }
    else if (op === I_ASSERT && allowed(prog.arg[pc])) { stack.push(prog.next[pc]); starts.push(s); }
  }
}

/** Applies the pseudo-steps of position p: BOL/EOL as many times as there are such anchors, then BOW/EOW once. */
function applyAssertions(prog, set, ctx) {
  const rounds = (ctx.bol ? prog.countBol : 0) + (ctx.eol ? prog.countEol : 0);
  const lineOk = (k) => (k === BOL && ctx.bol) || (k === EOL && ctx.eol);
  for (let r = 0; r < rounds; r++) {
    const n = set.len;
    for (let k = 0; k < n; k++) {
      const pc = set.list[k];
      if (prog.op[pc] === I_ASSERT && lineOk(prog.arg[pc])) addState(prog, set, prog.next[pc], set.startOf[pc], lineOk);
    }
  }
  if (ctx.boundary) {
    const n = set.len;
    const ok = (k) => k === ctx.boundary;
    for (let k = 0; k < n; k++) {
      const pc = set.list[k];
      if (prog.op[pc] === I_ASSERT && prog.arg[pc] === ctx.boundary) addState(prog, set, prog.next[pc], set.startOf[pc], ok);
    }
  }
}

const NO_ASSERT = () => false;

/** Moves every state of `cur` over byte c into `nxt`; drops starts after `maxStart`. */
function stepChar(prog, cur, nxt, c, maxStart) {
  nxt.clear();
  for (let k = 0; k < cur.len; k++) {
    const pc = cur.list[k];
    const s = cur.startOf[pc];
    if (s > maxStart) continue;
    const op = prog.op[pc];
    if ((op === I_CHAR && prog.arg[pc] === c) || (op === I_SET && prog.arg[pc][c])) addState(prog, nxt, prog.next[pc], s, NO_ASSERT);
  }
}

/** A compiled regex: use matchRegex() / searchRegex(). */
class CompiledRegex {
  constructor(items, nsub, flags, hasBackrefs) {
    this.items = items;
    this.nsub = nsub;
    this.newline = !!flags.newline;
    this.hasBackrefs = hasBackrefs;
    this.prog = compileProgram(items);
    this.progCache = new Map();
    this.must = mustString(items);
  }

  /** The program of items[from..] of `seq` (cached per sequence and offset). */
  programOf(seq, from) {
    let perSeq = this.progCache.get(seq);
    if (!perSeq) { perSeq = new Map(); this.progCache.set(seq, perSeq); }
    let prog = perSeq.get(from);
    if (!prog) { prog = compileProgram(from === 0 ? seq : seq.slice(from)); perSeq.set(from, prog); }
    return prog;
  }

  ctx(str, begin, end, p) { return assertionsAt(str, begin, end, p, this.newline); }

  /** Leftmost-longest match of `prog` in str[from..end) (begin..end is the whole string): [start, stop] or null. */
  search(prog, str, begin, end, from) {
    let set = new StateSet(prog.size);
    let nxt = new StateSet(prog.size);
    set.clear();
    let bestStart = -1;
    let bestEnd = -1;
    const first = prog.first;
    for (let p = from; ; p++) {
      if (bestStart < 0) {
        if (set.len === 0 && first) {
          while (p < end && !first[str.charCodeAt(p)]) p++;
          if (p >= end) return null;
        }
        addState(prog, set, prog.start, p, NO_ASSERT);
      }
      if (prog.hasAssert) applyAssertions(prog, set, this.ctx(str, begin, end, p));
      for (let k = 0; k < set.len; k++) {
        const pc = set.list[k];
        if (prog.op[pc] !== I_MATCH) continue;
        const s = set.startOf[pc];
        if (bestStart < 0 || s < bestStart || (s === bestStart && p > bestEnd)) { bestStart = s; bestEnd = p; }
      }
      if (p >= end) break;
      stepChar(prog, set, nxt, str.charCodeAt(p), bestStart < 0 ? Infinity : bestStart);
      [set, nxt] = [nxt, set];
      if (set.len === 0 && bestStart >= 0) break;
    }
    return bestStart < 0 ? null : [bestStart, bestEnd];
  }

  /** Longest anchored match of `prog` at `start`, ending at or before `stop`: the end, or -1 (regexec's slow()). */
  longest(prog, str, begin, end, start, stop) {
    let set = new StateSet(prog.size);
    let nxt = new StateSet(prog.size);
    set.clear();
    addState(prog, set, prog.start, start, NO_ASSERT);
    let found = -1;
    for (let p = start; ; p++) {
      if (prog.hasAssert) applyAssertions(prog, set, this.ctx(str, begin, end, p));
      for (let k = 0; k < set.len; k++) if (prog.op[set.list[k]] === I_MATCH) { found = p; break; }
      if (set.len === 0 || p >= stop) break;
      stepChar(prog, set, nxt, str.charCodeAt(p), Infinity);
      [set, nxt] = [nxt, set];
    }
    return found;
  }

  /**
   * Matches in str[begin..end) (the search starts at begin, where ^ holds).
   * Returns null, or an array of [start, end] pairs (index 0: the whole
   * match; a group that did not take part is [-1, -1]).
   */
  exec(str, begin = 0, end = str.length) {
    // Prescreen (as regexec's "must" string): text every match contains.
    if (this.must) {
      const at = str.indexOf(this.must, begin);
      if (at < 0 || at + this.must.length > end) return null;
    }
    let from = begin;
    for (;;) {
      const m = this.search(this.prog, str, begin, end, from);
      if (!m) return null;
      const groups = Array.from({ length: this.nsub + 1 }, () => [-1, -1]);
      groups[0] = [m[0], m[1]];
      if (!this.hasBackrefs) {
        if (this.nsub > 0) this.dissect(this.items, 0, str, begin, end, m[0], m[1], groups);
        return groups;
      }
      // Back-references: verify by backtracking, trying shorter ends, then later starts.
      let stop = m[1];
      for (;;) {
        const caps = Array.from({ length: this.nsub + 1 }, () => [-1, -1]);
        if (this.backtrack(str, begin, end, m[0], stop, caps)) {
          caps[0] = [m[0], stop];
          return caps;
        }
        if (stop <= m[0]) break;
        stop = this.longest(this.prog, str, begin, end, m[0], stop - 1);
        if (stop < 0) break;
      }
      if (m[0] >= end) return null;
      from = m[0] + 1;
    }
  }

  /** Assigns the groups of seq[from..] over exactly str[sp..stop] (regexec's dissect()). */
  dissect(seq, from, str, begin, end, sp, stop, groups) {
    for (let i = from; i < seq.length; i++) {
      const it = seq[i];
      switch (it.t) {
        case CHAR: case SET: sp++; break;
        case OPEN: groups[it.n][0] = sp; break;
        case CLOSE: groups[it.n][1] = sp; break;
        case QUEST: case PLUS: case ALT: {
          // This element takes the longest span that lets the rest match up to stop.
          const self = this.programOf([it], 0);
          const rest = this.programOf(seq, i + 1);
          let limit = stop;
          let mid;
          for (;;) {
            mid = this.longest(self, str, begin, end, sp, limit);
            if (mid < 0) { mid = sp; break; } // cannot happen for a real match
            if (this.longest(rest, str, begin, end, mid, stop) === stop) break;
            limit = mid - 1;
          }
          this.dissectElement(it, str, begin, end, sp, mid, groups);
          sp = mid;
          break;
        }
        default: break; // anchors take no text
      }
    }
    return sp;
  }

  dissectElement(it, str, begin, end, sp, stop, groups) {
    if (it.t === QUEST) {
      const body = this.programOf(it.body, 0);
      if (this.longest(body, str, begin, end, sp, stop) >= 0) this.dissect(it.body, 0, str, begin, end, sp, stop, groups);
    } else if (it.t === PLUS) {
      // Iterations are taken longest-first; the last one is dissected.
      const body = this.programOf(it.body, 0);
      let ssp = sp;
      let oldssp = ssp;
      let sep;
      for (;;) {
        sep = this.longest(body, str, begin, end, ssp, stop);
        if (sep < 0 || sep === ssp) break;
        oldssp = ssp;
        ssp = sep;
      }
      if (sep < 0) { sep = ssp; ssp = oldssp; }
      this.dissect(it.body, 0, str, begin, end, ssp, sep, groups);
    } else {
      // The first alternative that covers the whole span.
      for (const alt of it.alts) {
        if (this.longest(this.programOf(alt, 0), str, begin, end, sp, stop) === stop) {
          this.dissect(alt, 0, str, begin, end, sp, stop, groups);
          return;
        }
      }
    }
  }

  /**
   * Backtracking match of the whole expression from sp that must end
   * exactly at stop (regexec's backref()): optional parts are tried taken
   * first, alternatives in order, repetitions for another pass first (a
   * pass that matched nothing ends the loop). Runs on an explicit stack of
   * choice points, so long inputs need no deep recursion. Fills caps.
   */
  backtrack(str, begin, end, sp, stop, caps) {
    if (!this.bt) this.bt = compileBacktrack(this.items, this.nsub);
    const { op, a, b } = this.bt;
    const slots = new Int32Array(2 * (this.nsub + 1) + this.bt.loops).fill(-1);
    const undo = []; // [slot, old value] pairs, undone when backtracking
    const choices = []; // [pc, sp, undo length]
    const set = (slot, v) => { undo.push(slot, slots[slot]); slots[slot] = v; };
    let pc = 0;
    for (;;) {
      let ok = true;
      switch (op[pc]) {
        case B_CHAR:
          if (sp < stop && str.charCodeAt(sp) === a[pc]) { sp++; pc++; } else ok = false;
          break;
        case B_SET:
          if (sp < stop && a[pc][str.charCodeAt(sp)]) { sp++; pc++; } else ok = false;
          break;
        case B_ASSERT: {
          const ctx = this.ctx(str, begin, end, sp);
          const k = a[pc];
          if (k === BOL ? ctx.bol : k === EOL ? ctx.eol : ctx.boundary === k) pc++;
          else ok = false;
          break;
        }
        case B_SAVE: set(a[pc], sp); pc++; break;
        case B_BACK: {
          const s0 = slots[2 * a[pc]];
          const e0 = slots[2 * a[pc] + 1];
          const len = e0 - s0;
          if (s0 >= 0 && e0 >= 0 && sp + len <= stop && str.substr(sp, len) === str.substr(s0, len)) { sp += len; pc++; } else ok = false;
          break;
        }
        case B_SPLIT: choices.push(b[pc], sp, undo.length); pc = a[pc]; break;
        case B_JMP: pc = a[pc]; break;
        case B_LOOP_ENTER: set(a[pc], sp); pc++; break;
        case B_LOOP_END: {
          // a[pc]: the loop's slot; b[pc]: its body's first instruction.
          if (slots[a[pc]] === sp) { pc++; break; }
          set(a[pc], sp);
          choices.push(pc + 1, sp, undo.length);
          pc = b[pc];
          break;
        }
        case B_MATCH:
          if (sp === stop) {
            for (let n = 1; n <= this.nsub; n++) caps[n] = [slots[2 * n], slots[2 * n + 1]];
            return true;
          }
          ok = false;
          break;
        default: ok = false;
      }
      if (ok) continue;
      if (!choices.length) return false;
      const mark = choices.pop();
      sp = choices.pop();
      pc = choices.pop();
      while (undo.length > mark) {
        const old = undo.pop();
        slots[undo.pop()] = old;
      }
    }
  }
}

// Instructions of the backtracking program (arguments in a and b).
const B_CHAR = 0; // a: byte
const B_SET = 1; // a: Uint8Array(256)
const B_ASSERT = 2; // a: BOL | EOL | BOW | EOW
const B_SAVE = 3; // a: capture slot (2n: start, 2n+1: end)
const B_BACK = 4; // a: group n
const B_SPLIT = 5; // try a, then b
const B_JMP = 6; // a: target
const B_LOOP_ENTER = 7; // a: loop slot (records where the pass started)
const B_LOOP_END = 8; // a: loop slot, b: body start
const B_MATCH = 9;

/** Compiles items for backtrack(): {op, a, b, loops}. */
function compileBacktrack(items, nsub) {
  const op = [];
  const a = [];
  const b = [];
  let loops = 0;
  const emit = (o, x = 0, y = 0) => { op.push(o); a.push(x); b.push(y); return op.length - 1; };
  const loopSlotBase = 2 * (nsub + 1);
  const seq = (list) => {
    for (const it of list) {
      switch (it.t) {
        case CHAR: emit(B_CHAR, it.c); break;
        case SET: emit(B_SET, it.set); break;
        case BOL: case EOL: case BOW: case EOW: emit(B_ASSERT, it.t); break;
        case OPEN: emit(B_SAVE, 2 * it.n); break;
        case CLOSE: emit(B_SAVE, 2 * it.n + 1); break;
        case BACK: emit(B_BACK, it.n); break;
        case QUEST: {
          const split = emit(B_SPLIT);
          a[split] = op.length;
          seq(it.body);
          b[split] = op.length;
          break;
        }
        case ALT: {
          const jumps = [];
          it.alts.forEach((alt, k) => {
            const last = k === it.alts.length - 1;
            const split = last ? -1 : emit(B_SPLIT);
            if (!last) a[split] = op.length;
            seq(alt);
            if (!last) { jumps.push(emit(B_JMP)); b[split] = op.length; }
          });
          for (const j of jumps) a[j] = op.length;
          break;
        }
        case PLUS: {
          const slot = loopSlotBase + loops++;
          emit(B_LOOP_ENTER, slot);
          const body = op.length;
          seq(it.body);
          emit(B_LOOP_END, slot, body);
          break;
        }
        default: throw new Error('regex: unknown item');
      }
    }
  };
  seq(items);
  emit(B_MATCH);
  return { op, a, b, loops };
}

/** The longest run of plain characters in the top-level sequence (every match contains it), or ''. */
function mustString(items) {
  let best = '';
  let run = '';
  for (const it of items) {
    if (it.t === CHAR) { run += String.fromCharCode(it.c); continue; }
    if (it.t === OPEN || it.t === CLOSE || it.t === BOL || it.t === EOL || it.t === BOW || it.t === EOW) continue;
    if (run.length > best.length) best = run;
    run = '';
  }
  if (run.length > best.length) best = run;
  return best.length >= 2 ? best : '';
}

/**
 * Compiles an ERE with LLVM's rules. flags: {newline, icase}.
 * Returns {regex} or {error} (regerror's text).
 */
export function compileRegex(source, flags = {}) {
  const parser = new Parser(source, flags);
  try {
    const items = parser.parseEre(-1);
    const regex = new CompiledRegex(items, parser.nsub, flags, parser.hasBackrefs);
    return { regex, nsub: parser.nsub };
  } catch (e) {
    if (e instanceof RegexSyntaxError) return { error: e.message };
    throw e;
  }
}

const METACHARS = '()^$|*+?.[]\\{}';

/** Escapes regex metacharacters with a backslash (llvm::Regex::escape; NUL too, as strchr finds it). */
export function escapeRegex(s) {
  let out = '';
  for (const ch of s) out += (METACHARS.includes(ch) || ch === '\0' ? '\\' : '') + ch;
  return out;
}
