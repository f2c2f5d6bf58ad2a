// A diff of two printings of IR that matches ops by structure, not by the
// printer's names: a pass that erases one op renumbers every SSA value and
// block after it (`%7` becomes `%6`), which a text diff shows as dozens of
// changed lines. Here each line is compared with its SSA and block names
// blanked out; lines that then match are paired, and a pair counts as
// unchanged when its names correspond consistently across the whole
// printing (one renaming, value by value). What is left is what the pass
// changed. The result is @codemirror/merge's Change list (its `override`),
// with character-level changes inside each changed run of lines.
import { Change, diff } from '@codemirror/merge';

// A string literal (kept: names inside it are text), or an SSA value or
// block name (blanked).
const TOKEN = /"(?:[^"\\]|\\.)*"|([%^])[\w$.\-]+/g;

// Line keys become one character each so that the library's line-by-line
// diff can align them; BMP characters past the ASCII range, surrogates
// skipped.
const FIRST_KEY = 0x100;
const LAST_KEY = 0xfffd;

/** The line with its SSA and block names blanked, and those names in order: {key, names}. */
export function lineShape(line) {
  const names = [];
  const key = line.replace(TOKEN, (m, sigil) => {
    if (!sigil) return m;
    names.push(m);
    return sigil;
  });
  return { key, names };
}

function splitLines(text) {
  const lines = text.split('\n');
  const starts = [];
  let pos = 0;
  for (const l of lines) {
    starts.push(pos);
    pos += l.length + 1;
  }
  starts.push(Math.min(pos, text.length)); // the end of the last line
  return { lines, starts };
}

// Aligns two key sequences; returns the runs of lines that differ, as
// [fromA, toA, fromB, toB] line ranges, or null when there are too many
// distinct lines to encode.
function alignLines(keysA, keysB, config) {
  const code = new Map();
  const encode = (keys) => {
    let out = '';
    for (const k of keys) {
      let c = code.get(k);
      if (c === undefined) {
        let n = FIRST_KEY + code.size;
        if (n >= 0xd800) n += 0x800; // skip the surrogate range
        if (n > LAST_KEY) return null;
        c = String.fromCharCode(n);
        code.set(k, c);
      }
      out += c;
    }
    return out;
  };
  const a = encode(keysA);
  const b = a == null ? null : encode(keysB);
  if (b == null) return null;
  return diff(a, b, config).map((c) => [c.fromA, c.toA, c.fromB, c.toB]);
}

/**
 * The line pairs `alignLines` left equal, checked against one renaming:
 * names map one to one, first come first served (in printing order a
 * definition comes before its uses). Returns the runs of lines that differ
 * once pairs whose names do not correspond are added.
 */
function checkRenaming(shapesA, shapesB, runs, lengthA, lengthB) {
  const forward = new Map();
  const backward = new Map();
  const consistent = (x, y) => {
    const fx = forward.get(x);
    const by = backward.get(y);
    if (fx === undefined && by === undefined) {
      forward.set(x, y);
      backward.set(y, x);
      return true;
    }
    return fx === y;
  };
  const out = [];
  let ia = 0;
  let ib = 0;
  const pairs = (toA) => {
    for (; ia < toA; ia++, ib++) {
      const na = shapesA[ia].names;
      const nb = shapesB[ib].names;
      let same = true;
      for (let k = 0; k < na.length; k++) if (!consistent(na[k], nb[k])) same = false;
      if (!same) out.push([ia, ia + 1, ib, ib + 1]);
    }
  };
  for (const [fromA, toA, fromB, toB] of runs) {
    pairs(fromA);
    out.push([fromA, toA, fromB, toB]);
    ia = toA;
    ib = toB;
  }
  pairs(lengthA);
  // Merge runs that touch.
  const merged = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1] && r[2] <= last[3]) {
      last[1] = Math.max(last[1], r[1]);
      last[3] = Math.max(last[3], r[3]);
    } else merged.push([...r]);
  }
  return merged.filter((r) => r[0] < r[1] || r[2] < r[3]).map((r) => [r[0], Math.min(r[1], lengthA), r[2], Math.min(r[3], lengthB)]);
}

/**
 * The changes from `a` to `b` (two printings of IR) as @codemirror/merge
 * Changes, matching lines by structure (see the top of this file). Inside
 * each changed run of lines the characters that differ are marked.
 * `config` is the library's DiffConfig (scanLimit, timeout) without
 * `override`.
 */
export function structuralDiff(a, b, config = {}) {
  if (a === b) return [];
  const A = splitLines(a);
  const B = splitLines(b);
  const shapesA = A.lines.map(lineShape);
  const shapesB = B.lines.map(lineShape);
  const runs = alignLines(shapesA.map((s) => s.key), shapesB.map((s) => s.key), config);
  if (!runs) return diff(a, b, config);
  const changes = [];
  for (const [la0, la1, lb0, lb1] of checkRenaming(shapesA, shapesB, runs, A.lines.length, B.lines.length)) {
    const fromA = A.starts[la0];
    const toA = A.starts[la1];
    const fromB = B.starts[lb0];
    const toB = B.starts[lb1];
    for (const c of diff(a.slice(fromA, toA), b.slice(fromB, toB), config)) {
      changes.push(new Change(c.fromA + fromA, c.toA + fromA, c.fromB + fromB, c.toB + fromB));
    }
  }
  return changes;
}

/** The DiffConfig for @codemirror/merge: its scan limits, with the structural diff. */
export function structuralDiffConfig(config = {}) {
  return { ...config, override: (a, b) => structuralDiff(a, b, config) };
}
