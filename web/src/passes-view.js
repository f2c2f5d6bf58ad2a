// The list of registered passes (mlir.passes()): argument, class name,
// description and options, filtered by a search box; "Add" appends the pass
// to the pipeline.
import { el } from './dom.js';

function optionRow(o) {
  const shown = o.type === 'enum' && o.values?.length ? o.values.join(' | ') : o.type;
  return el(
    'li',
    {},
    el('code', { text: o.name }),
    ' ',
    el('span', { class: 'type', text: `${shown}${o.default ? ` = ${o.default}` : ''}` }),
    el('span', { class: 'odesc', text: o.description }),
  );
}

function passItem(p, onAdd) {
  return el(
    'li',
    { class: 'pass', 'data-pass': p.argument },
    el(
      'div',
      { class: 'pass-top' },
      el('span', { class: 'pass-arg', text: p.argument }),
      el('span', { class: 'pass-name', text: p.name }),
      el('button', { class: 'ghost small add-pass', type: 'button', title: `Add ${p.argument} to the pipeline`, onclick: () => onAdd(p), text: '+ Add' }),
    ),
    el('p', { class: 'pass-desc', text: p.description }),
    p.options.length
      ? el('details', {}, el('summary', { text: `${p.options.length} option${p.options.length > 1 ? 's' : ''}` }), el('ul', { class: 'pass-options' }, p.options.map(optionRow)))
      : null,
  );
}

/** Renders `passes` into `list`, showing those matching `filter` (a text box). */
export function renderPasses(list, filter, passes, onAdd) {
  const items = passes.map((p) => [p, passItem(p, onAdd)]);
  list.replaceChildren(...items.map(([, li]) => li));
  const apply = () => {
    const q = filter.value.trim().toLowerCase();
    for (const [p, li] of items) {
      const hay = `${p.argument} ${p.name} ${p.description} ${p.options.map((o) => o.name).join(' ')}`.toLowerCase();
      li.hidden = q !== '' && !hay.includes(q);
    }
  };
  filter.oninput = apply;
  apply();
}
