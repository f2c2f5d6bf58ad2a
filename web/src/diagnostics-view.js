// The diagnostics list under the output: one row per diagnostic (severity,
// line:column, message, notes); activating a row calls onPick(diagnostic).

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text != null) node.textContent = text;
  return node;
}

function row(d, onPick) {
  const item = el('li', `diag ${d.severity}`);
  item.tabIndex = 0;
  item.setAttribute('role', 'button');
  const where = d.pipeline ? 'pipeline' : d.line ? `${d.line}:${d.column}` : '—';
  item.title = d.pipeline ? 'Go to the pass pipeline' : d.line ? `Go to ${d.file}:${d.line}:${d.column}` : 'No location';
  item.append(el('span', 'sev', d.severity), el('span', 'loc', where), el('span', 'msg', d.message));
  if (d.notes.length) {
    const notes = el('ul', 'notes');
    for (const n of d.notes) {
      const note = el('li', 'note');
      note.append(el('span', 'sev', 'note'), el('span', 'loc', n.line ? `${n.line}:${n.column}` : '—'), el('span', 'msg', n.message));
      notes.append(note);
    }
    item.append(notes);
  }
  item.addEventListener('click', () => onPick(d));
  item.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick(d);
    }
  });
  return item;
}

/**
 * Renders `diagnostics` (and `rest`, stderr lines that are not diagnostics)
 * into `list`; `count` shows how many there are. `empty` is the text shown
 * when there is nothing to list.
 */
export function renderDiagnostics(list, count, { diagnostics, rest }, onPick, empty) {
  list.replaceChildren();
  for (const d of diagnostics) list.append(row(d, onPick));
  const raw = rest.filter((line) => line.trim() !== '');
  if (raw.length) list.append(el('li', 'raw', raw.join('\n')));
  if (!diagnostics.length && !raw.length) list.append(el('li', 'empty', empty));
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  count.textContent = String(diagnostics.length);
  count.className = `count${errors ? ' has-errors' : diagnostics.length ? ' has-warnings' : ''}`;
  list.classList.remove('stale');
}
