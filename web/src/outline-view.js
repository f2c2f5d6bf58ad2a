// The outline of the input: its functions and symbols (the worker's
// 'symbols' query, upstream mlir-lsp-server's document symbols), nested as
// their symbol tables are; activating one calls onPick(symbol).
import { el } from './dom.js';

// LSP's SymbolKind numbers the record uses.
const KINDS = { 3: { icon: '▣', name: 'module' }, 5: { icon: '◆', name: 'symbol table' }, 12: { icon: 'ƒ', name: 'function' } };

function item(symbol, onPick) {
  const kind = KINDS[symbol.kind] ?? { icon: '•', name: 'symbol' };
  const line = symbol.selectionRange.start.line + 1;
  const row = el(
    'button',
    {
      class: 'outline-item',
      type: 'button',
      title: `${kind.name} @${symbol.name} (line ${line})`,
      'data-line': line,
      onclick: () => onPick(symbol),
    },
    el('span', { class: `outline-icon kind-${symbol.kind}`, 'aria-hidden': 'true', text: kind.icon }),
    el('span', { class: 'outline-name', text: symbol.name }),
    el('span', { class: 'outline-line', text: String(line) }),
  );
  const children = symbol.children?.length ? el('ul', { role: 'group' }, symbol.children.map((c) => item(c, onPick))) : null;
  return el('li', { role: 'treeitem', 'aria-expanded': children ? 'true' : null }, row, children);
}

export class OutlineView {
  constructor(list, onPick) {
    this.list = list;
    this.onPick = onPick;
  }

  /** Shows `symbols` (nested {name, kind, range, selectionRange, children}) or, when there are none, `note`. */
  show(symbols, note) {
    if (!symbols.length) {
      this.list.replaceChildren(el('li', { class: 'placeholder-note', text: note }));
      return;
    }
    this.list.replaceChildren(...symbols.map((s) => item(s, this.onPick)));
  }
}
