// The Timing tab: upstream's --mlir-timing report as a table with bars.
import { el } from './dom.js';

function ms(seconds) {
  const v = seconds * 1000;
  return v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(v >= 10 ? 1 : 2)} ms`;
}

/** Renders a parsed report (report.js parseTiming), or `note` when there is none. */
export function renderTiming(root, timing, note) {
  if (!timing || !timing.rows.length) {
    root.replaceChildren(el('p', { class: 'placeholder-note', text: note }));
    return;
  }
  const passRows = timing.rows.filter((r) => !['Parser', 'Output', 'Rest', 'Total'].includes(r.name) && !/Pipeline$/.test(r.name));
  const slowest = passRows.reduce((a, r) => (r.wall > (a?.wall ?? -1) ? r : a), null);
  const parser = timing.rows.find((r) => r.name === 'Parser');
  const summary = el(
    'div',
    { class: 'timing-summary' },
    el('div', {}, el('b', { text: ms(timing.total ?? 0) }), el('span', { text: 'total' })),
    parser ? el('div', {}, el('b', { text: ms(parser.wall) }), el('span', { text: 'parsing' })) : null,
    el('div', {}, el('b', { text: String(passRows.length) }), el('span', { text: passRows.length === 1 ? 'pass' : 'passes' })),
    slowest ? el('div', {}, el('b', { text: slowest.name }), el('span', { text: 'slowest pass' })) : null,
  );
  // Wall time only: a browser's CPU clock is too coarse for user times.
  const head = el('tr', {}, el('th', { text: 'Name' }), el('th', { text: 'Wall time' }), el('th', { text: 'Share' }), el('th', { text: '%' }));
  const rows = timing.rows.map((r) =>
    el(
      'tr',
      { class: r.name === 'Total' ? 'total' : /Pipeline$/.test(r.name) ? 'pipeline' : '' },
      el('td', { class: 'tname', style: `padding-left: ${8 + r.depth * 16}px`, text: r.name }),
      el('td', { class: 'num', text: ms(r.wall) }),
      el('td', {}, el('div', { class: 'bar', title: `${r.wallPercent}%` }, el('i', { style: `width: ${Math.min(100, r.wallPercent)}%` }))),
      el('td', { class: 'num', text: `${r.wallPercent.toFixed(1)}%` }),
    ),
  );
  root.replaceChildren(
    summary,
    el('table', { class: 'timing-table' }, el('thead', {}, head), el('tbody', {}, rows)),
    el('p', { class: 'timing-note' }, 'From ', el('code', { text: '--mlir-timing' }), ': measured in your browser, in the Web Worker running the WebAssembly build.'),
  );
}
