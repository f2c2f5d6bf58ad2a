// The %values and ^blocks in scope at a position, for completion, from the
// parser's record (an AsmState of the JS API): each `%name` and `^name`
// token the record says is a definition (its definition is itself), with
// its kind and type from the record's hover, placed in the regions the
// record's folding ranges give. Runs in the worker.

const NAME = /[%^][\w$.\-]+/g;

/** A line with its `//` comment and string literals blanked (same length, so columns stay). */
function codeOf(line) {
  let out = '';
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') {
        out += '  ';
        i++;
        continue;
      }
      if (c === '"') inString = false;
      out += ' ';
    } else if (c === '"') {
      inString = true;
      out += ' ';
    } else if (c === '/' && line[i + 1] === '/') {
      break;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * The definitions of values and blocks in `text` (the state's text):
 * [{name, line, character, end, kind: 'argument' | 'result' | 'block', type}]
 * (0-based lines, UTF-16 characters).
 */
export function definitions(state, text) {
  const defs = [];
  const lines = text.split('\n');
  for (let l = 0; l < lines.length; l++) {
    for (const m of codeOf(lines[l]).matchAll(NAME)) {
      const c = m.index;
      const at = state.definition(l, c + 1)[0];
      if (!at || at.start.line !== l || at.start.character !== c) continue; // a use, or unknown
      const hover = state.hover(l, c + 1)?.contents ?? '';
      const kind = m[0][0] === '^' ? 'block' : /\bArgument #\d+/.test(hover) ? 'argument' : 'result';
      defs.push({ name: m[0], line: l, character: c, end: c + m[0].length, kind, type: /Type: `([^`]*)`/.exec(hover)?.[1] ?? '' });
    }
  }
  return defs;
}

const before = (a, b) => a.line < b.line || (a.line === b.line && a.character < b.character);
const startOf = (f) => ({ line: f.startLine, character: f.startCharacter });
const endOf = (f) => ({ line: f.endLine, character: f.endCharacter });
const inside = (f, p) => before(startOf(f), p) && !before(endOf(f), p);

/** The innermost folding range (region) holding `p`, or null (the top level). */
function innermost(folds, p) {
  let best = null;
  for (const f of folds) if (inside(f, p) && (!best || before(startOf(best), startOf(f)))) best = f;
  return best;
}

/** The regions an op opens on the definition's line, after it (`scf.for %i = ... {`). */
function opensAfter(folds, d) {
  return folds.filter((f) => f.startLine === d.line && f.startCharacter >= d.end);
}

/**
 * Whether `p` lies in a later block than `d`'s, when `d` is in a labelled
 * block: a label of the same region between them. (The entry block's
 * values dominate the region; another block's, as an approximation of
 * dominance, only that block.)
 */
function pastItsBlock(defs, folds, region, d, p) {
  const labels = defs.filter((b) => b.kind === 'block' && innermost(folds, b) === region);
  if (!labels.some((b) => !before(d, b))) return false; // the entry block
  return labels.some((b) => before(d, b) && !before(p, b));
}

/**
 * The definitions visible at `p` ({line, character}), nearest first:
 * region arguments in their region; op results after their op, outside
 * the op's own regions; labelled blocks' arguments after the label;
 * blocks in their own region (not nested ones). Values of other functions are not
 * in any region holding `p`. Dominance across blocks is approximated
 * (pastItsBlock).
 */
export function inScope(defs, folds, p) {
  const out = [];
  for (const d of defs) {
    if (p.line === d.line && p.character >= d.character && p.character <= d.end) continue; // the name being typed
    const own = opensAfter(folds, d);
    let region;
    let visible;
    if (d.kind === 'argument' && own.length) {
      // An op's region arguments, declared before its `{`: its first region.
      region = own.reduce((a, b) => (a.startCharacter <= b.startCharacter ? a : b));
      visible = inside(region, p);
    } else {
      region = innermost(folds, d);
      const inRegion = region ? inside(region, p) : true;
      const after = before(d, p);
      const inOwn = own.some((f) => inside(f, p));
      // A block is a successor only in its own region (not in regions nested in it).
      if (d.kind === 'block') visible = innermost(folds, p) === region;
      else visible = inRegion && after && !inOwn && !pastItsBlock(defs, folds, region, d, p);
    }
    if (visible) out.push(d);
  }
  // Nearest definitions first (those closest above the position).
  return out.sort((a, b) => (before(a, b) ? 1 : -1));
}

/**
 * Maps a position of `text` (being edited) into `parsed` (its last text
 * that parsed): the same line when it is unchanged, else the end of the
 * nearest unchanged non-blank line above it (where what is typed goes),
 * each line found in `parsed` nearest to where it was expected.
 */
export function mapPosition(parsed, text, line, character) {
  const old = parsed.split('\n');
  const now = text.split('\n');
  const delta = old.length - now.length;
  const find = (j) => {
    let best = -1;
    let dist = Infinity;
    for (let i = 0; i < old.length; i++) {
      if (old[i] !== now[j]) continue;
      const d = Math.min(Math.abs(i - j - delta), Math.abs(i - j));
      if (d < dist) [best, dist] = [i, d];
    }
    return best;
  };
  if (line < now.length) {
    const i = find(line);
    if (i >= 0) return { line: i, character };
  }
  for (let j = Math.min(line, now.length) - 1; j >= 0; j--) {
    if (now[j].trim() === '') continue;
    const i = find(j);
    if (i >= 0) return { line: i, character: old[i].length };
  }
  return { line: 0, character: 0 };
}
