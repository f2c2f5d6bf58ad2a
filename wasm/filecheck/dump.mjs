// dump.mjs: FileCheck's annotated input dump ("Input was: <<<<<< ... >>>>>>"):
// each input line numbered, followed by one line per match result on it
// (label check:LINE['N], marker ^ ! X ?, tildes, note), filtered to the lines
// near errors unless asked otherwise, as FileCheck 22 prints it (no colors).

import { Match } from './check.mjs';

export const FILTER = Object.freeze({ ERROR: 0, ANNOTATION: 1, ANNOTATION_FULL: 2, ALL: 3 });

const MARKERS = {
  [Match.FOUND_AND_EXPECTED]: { lead: '^', note: '', error: false },
  [Match.FOUND_BUT_EXCLUDED]: { lead: '!', note: 'error: no match expected', error: true },
  [Match.FOUND_BUT_WRONG_LINE]: { lead: '!', note: 'error: match on wrong line', error: true },
  [Match.FOUND_BUT_DISCARDED]: { lead: '!', note: 'discard: overlaps earlier match', error: false },
  [Match.FOUND_ERROR_NOTE]: { lead: '!', note: 'error: unknown error after match', error: true },
  [Match.NONE_AND_EXCLUDED]: { lead: 'X', note: '', error: false },
  [Match.NONE_BUT_EXPECTED]: { lead: 'X', note: 'error: no match found', error: true },
  [Match.NONE_FOR_INVALID_PATTERN]: { lead: 'X', note: 'error: match failed for invalid pattern', error: true },
  [Match.FUZZY]: { lead: '?', note: 'possible intended match', error: true },
};

const locKey = (l) => `${l.buf.id}:${l.pos}`;

/** One annotation line per diagnostic and input line it covers (BuildInputAnnotations). */
export function buildAnnotations(diags, checkBuf, implicitBuffers) {
  const countPerPattern = new Map();
  for (const d of diags) countPerPattern.set(locKey(d.checkLoc), (countPerPattern.get(locKey(d.checkLoc)) || 0) + 1);
  const indexPerPattern = new Map();
  const annotations = [];
  let labelWidth = 0;
  diags.forEach((d, diagIndex) => {
    let label = `${d.checkTy.abbreviation()}:`;
    if (d.checkLoc.buf === checkBuf) label += checkBuf.lineAndColumn(d.checkLoc.pos)[0];
    else label += `imp${implicitBuffers.indexOf(d.checkLoc.buf) + 1}`;
    const key = locKey(d.checkLoc);
    if (countPerPattern.get(key) > 1) {
      const n = indexPerPattern.get(key) || 0;
      label += `'${n}`;
      indexPerPattern.set(key, n + 1);
    }
    labelWidth = Math.max(labelWidth, label.length);
    const m = MARKERS[d.matchTy];
    const marker = { lead: m.lead, note: m.note, error: m.error };
    if (d.note) {
      marker.note = d.note;
      if (d.startLine === d.endLine && d.startCol === d.endCol) marker.lead = ' ';
    }
    if (d.matchTy === Match.FOUND_ERROR_NOTE) marker.note = `error: ${marker.note}`;
    const a = {
      diagIndex, label, firstLine: true, line: d.startLine, startCol: d.startCol, endCol: 0, marker,
    };
    if (d.startLine === d.endLine) {
      a.endCol = Math.max(d.startCol + 1, d.endCol);
      annotations.push(a);
      return;
    }
    a.endCol = Infinity;
    annotations.push(a);
    for (let l = d.startLine + 1; l <= d.endLine; l++) {
      if (d.endCol === 1 && l === d.endLine) break;
      annotations.push({
        diagIndex, label, firstLine: false, line: l, startCol: 1,
        endCol: l !== d.endLine ? Infinity : d.endCol,
        marker: { lead: '~', note: '', error: marker.error },
      });
    }
  });
  return { annotations, labelWidth };
}

/** The first input line at or after the current one that the filter keeps (FindInputLineInFilter). */
function nextLineInFilter(filter, line, annotations, from) {
  if (filter === FILTER.ALL) return line;
  for (let k = from; k < annotations.length; k++) {
    const a = annotations[k];
    if (filter === FILTER.ANNOTATION_FULL) return a.line;
    if (filter === FILTER.ANNOTATION && a.firstLine) return a.line;
    if (filter === FILTER.ERROR && a.firstLine && a.marker.error) return a.line;
  }
  return Infinity;
}

/** Renders the dump of `input` (a byte string) with its annotations. */
export function dumpAnnotatedInput(input, { annotations, labelWidth }, filter, context) {
  let out = 'Input was:\n<<<<<<\n';
  annotations.sort((a, b) => (a.line !== b.line ? a.line - b.line : a.diagIndex - b.diagIndex));
  let lineCount = 0;
  for (let i = input.indexOf('\n'); i >= 0; i = input.indexOf('\n', i + 1)) lineCount++;
  if (input.length && input[input.length - 1] !== '\n') lineCount++;
  const lineNoWidth = Math.floor(Math.log10(lineCount)) + 1;
  const width = Math.max(labelWidth, lineNoWidth) + 3;

  let prevInFilter = 0;
  let nextInFilter = 0;
  let elided = '';
  const flushElided = () => {
    if (!elided) return;
    const lines = (elided.match(/\n/g) || []).length;
    out += lines > 3 ? `${'.'.padStart(width)}\n`.repeat(3) : elided;
    elided = '';
  };
  let p = 0;
  let k = 0;
  for (let line = 1; p < input.length || k < annotations.length; line++) {
    const lineStart = p;
    if (nextInFilter < line) nextInFilter = nextLineInFilter(filter, line, annotations, k);
    if (nextInFilter === line) prevInFilter = line;
    let text = '';
    const hidden = (!prevInFilter || prevInFilter + context < line) && (nextInFilter === Infinity || line + context < nextInFilter);
    if (!hidden) flushElided();
    text += `${String(line).padStart(width)}: `;
    let newline = false;
    while (p < input.length && !newline) {
      if (input[p] === '\n') { newline = true; text += ' '; } else text += input[p];
      p++;
    }
    text += '\n';
    const lineWidth = p - lineStart;
    for (; k < annotations.length && annotations[k].line === line; k++) {
      const a = annotations[k];
      let s = `${a.label.padEnd(width)}  `;
      let col;
      for (col = 1; col < a.startCol; col++) s += ' ';
      s += a.marker.lead;
      for (col++; col < a.endCol && col <= lineWidth; col++) s += '~';
      if (a.marker.note) {
        for (; col <= lineWidth; col++) s += ' ';
        s += ` ${a.marker.note}`;
      }
      text += `${s}\n`;
    }
    if (hidden) elided += text;
    else out += text;
  }
  flushElided();
  return `${out}>>>>>>\n`;
}
