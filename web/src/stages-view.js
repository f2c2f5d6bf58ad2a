// "IR after each pass": the stages of the last run as a timeline (the parsed
// input, then one stage per pass run, each with how many lines it changed),
// and the selected stage as IR or as a diff against the stage before.
import { Chunk } from '@codemirror/merge';
import { Text } from '@codemirror/state';
import { el } from './dom.js';
import { showStage } from './editor.js';
import { structuralDiffConfig } from './structural-diff.js';
import { firstChange, outcomeSummary } from './execute.js';

// Lines are matched by structure, as in the diff shown (editor.js).
const DIFF_CONFIG = structuralDiffConfig({ scanLimit: 2000, timeout: 100 });

function lineCount(text, from, to) {
  if (to <= from) return 0;
  let n = 1;
  for (let i = from; i < to - 1; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

/** Lines added and removed from `a` to `b` (line-aligned chunks, ops matched by structure). */
export function changedLines(a, b) {
  if (a === b) return { added: 0, removed: 0 };
  const chunks = Chunk.build(Text.of(a.split('\n')), Text.of(b.split('\n')), DIFF_CONFIG);
  let added = 0;
  let removed = 0;
  for (const c of chunks) {
    removed += lineCount(a, c.fromA, Math.min(c.toA, a.length + 1));
    added += lineCount(b, c.fromB, Math.min(c.toB, b.length + 1));
  }
  return { added, removed };
}

export class StagesView {
  constructor({ list, title, editor, modeInputs, count, runSummary }) {
    this.list = list;
    this.runSummary = runSummary;
    this.title = title;
    this.editor = editor;
    this.count = count;
    this.modeInputs = modeInputs;
    this.stages = [];
    this.selected = -1;
    for (const input of modeInputs) input.addEventListener('change', () => this.select(this.selected));
    list.addEventListener('keydown', (e) => {
      const d = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
      if (!d || !this.stages.length) return;
      e.preventDefault();
      this.select(Math.max(0, Math.min(this.stages.length - 1, this.selected + d)), true);
    });
  }

  get mode() {
    return this.modeInputs.find((i) => i.checked)?.value ?? 'diff';
  }

  /**
   * Shows `stages` ([{label, detail, text, failed}]; the first is the input)
   * or, when there are none, `note` (why). `caption` (optional) says what
   * the stages are of (one chunk of a split input).
   */
  show(stages, note, caption = '') {
    this.stages = stages;
    this.showOutcomes(null);
    this.count.textContent = stages.length > 1 ? String(stages.length - 1) : '';
    if (!stages.length) {
      this.list.replaceChildren(el('li', { class: 'placeholder-note', text: note }));
      this.title.textContent = '';
      showStage(this.editor, '', null);
      this.selected = -1;
      return;
    }
    const items = stages.map((s, i) => {
      const prev = i > 0 ? stages[i - 1].text : null;
      const delta = prev == null ? null : changedLines(prev, s.text);
      const unchanged = delta && !delta.added && !delta.removed;
      const meta = el('span', { class: 'stage-meta' });
      if (i === 0) meta.append(el('span', { text: s.detail }));
      else if (s.failed) meta.append(el('span', { class: 'del', text: 'failed' }));
      else if (unchanged) meta.append(el('span', { text: 'no change' }));
      else meta.append(el('span', { class: 'add', text: `+${delta.added}` }), el('span', { class: 'del', text: `−${delta.removed}` }));
      return el(
        'li',
        {
          class: `stage${i === 0 ? ' input' : ''}${unchanged ? ' unchanged' : ''}${s.failed ? ' failed' : ''}`,
          role: 'option',
          tabindex: '-1',
          'aria-selected': 'false',
          'data-index': i,
          title: s.detail,
          onclick: () => this.select(i, true),
        },
        el('span', { class: 'marker', 'aria-hidden': 'true' }),
        el('span', { class: 'stage-name', text: s.label }),
        meta,
      );
    });
    this.list.setAttribute('role', 'listbox');
    this.list.replaceChildren(...(caption ? [el('li', { class: 'stage-caption', role: 'presentation', text: caption })] : []), ...items);
    // The last stage that changed something (what the pipeline did last).
    let pick = stages.length - 1;
    while (pick > 1 && stages[pick].text === stages[pick - 1].text && !stages[pick].failed) pick--;
    this.select(pick);
  }

  /**
   * Shows what running the entry function gave on each stage (outcomes,
   * one per stage: {results, stdout, error}), marking the first stage whose
   * result differs from the input's; null clears them. `entry` names the function.
   */
  showOutcomes(outcomes, entry = '') {
    for (const li of this.list.querySelectorAll('li.stage')) {
      li.classList.remove('result-changed');
      li.querySelector('.stage-result')?.remove();
    }
    if (!outcomes) {
      this.runSummary.hidden = true;
      this.runSummary.textContent = '';
      return -1;
    }
    const changed = firstChange(outcomes);
    const items = this.list.querySelectorAll('li.stage');
    outcomes.forEach((o, i) => {
      const li = items[i];
      if (!li) return;
      const text = outcomeSummary(o);
      li.append(el('span', { class: 'stage-result', text, title: o.stdout ? `${text}\n${o.stdout}` : text }));
      if (i === changed) li.classList.add('result-changed');
    });
    this.runSummary.hidden = false;
    this.runSummary.classList.toggle('changed', changed >= 0);
    const fn = entry ? `@${entry}` : 'The function';
    this.runSummary.textContent =
      changed < 0 ? `${fn} gives the input's result at every stage.` : `${fn}: the result changes after ${this.stages[changed].label}.`;
    if (changed >= 0) this.select(changed);
    return changed;
  }

  select(i, focus = false) {
    if (i < 0 || i >= this.stages.length) return;
    this.selected = i;
    const items = this.list.querySelectorAll('li.stage');
    for (const li of items) li.setAttribute('aria-selected', String(Number(li.dataset.index) === i));
    const item = items[i];
    if (focus) item?.focus();
    item?.scrollIntoView?.({ block: 'nearest' });
    const s = this.stages[i];
    const diff = this.mode === 'diff' && i > 0;
    this.title.replaceChildren(
      i === 0 ? 'The input, parsed and printed' : `${s.failed ? 'After the failure of ' : 'After '}`,
      i === 0 ? '' : el('b', { text: s.label }),
      i === 0 ? '' : ` (${s.detail})${diff ? ', compared with the stage before' : ''}`,
    );
    showStage(this.editor, s.text, diff ? this.stages[i - 1].text : null);
  }
}
