// The example gallery dialog: cards grouped into dialects and passes, a
// filter box; picking a card calls onPick(example).
import { el } from './dom.js';
import { passesIn } from './pipeline.js';

function card(e, onPick) {
  const passes = [...new Set(passesIn(e.pipeline))];
  return el(
    'button',
    { class: 'card', type: 'button', 'data-example': e.id, onclick: () => onPick(e) },
    el('span', { class: 'card-title', text: e.title }),
    el('span', { class: 'card-desc', text: e.description }),
    el(
      'span',
      { class: 'chips' },
      e.dialects.map((d) => el('span', { class: 'chip', text: d })),
      passes.map((p) => el('span', { class: 'chip pass', text: p })),
    ),
  );
}

/** Fills the gallery: the examples about dialects, then those about passes. */
export function renderGallery(body, filter, examples, onPick) {
  const section = (title, list) =>
    list.length ? el('section', { class: 'gallery-section' }, el('h3', { text: title }), el('div', { class: 'cards' }, list.map((e) => card(e, onPick)))) : null;
  const dialects = examples.filter((e) => e.topic === 'dialect');
  const passes = examples.filter((e) => e.topic !== 'dialect');
  body.replaceChildren(...[section('Dialects', dialects), section('Passes', passes)].filter(Boolean));
  const cards = [...body.querySelectorAll('.card')];
  filter.oninput = () => {
    const q = filter.value.trim().toLowerCase();
    for (const c of cards) c.hidden = q !== '' && !c.textContent.toLowerCase().includes(q);
    for (const s of body.querySelectorAll('.gallery-section')) s.hidden = ![...s.querySelectorAll('.card')].some((c) => !c.hidden);
  };
}
