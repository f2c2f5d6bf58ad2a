// Lit mode's field in the toolbar (in place of the pipeline field): which
// RUN line is shown, its command, and each RUN line's verdict as a chip
// (pass, fail, mlir-opt passed but FileCheck not run, or not runnable
// here), a chip picking its line.
import { el } from './dom.js';

const SYMBOL = { pass: '✓', fail: '✗', unchecked: '?', skipped: '–' };

export class LitField {
  /** `onSelect(line)` is called with the 1-based line of the RUN line picked. */
  constructor({ select, command, verdicts }, onSelect) {
    this.select = select;
    this.command = command;
    this.verdicts = verdicts;
    this.onSelect = onSelect;
    select.addEventListener('change', () => onSelect(Number(select.value)));
  }

  /** Shows a plan's RUN lines (run-plan.js) before they ran, or `message` when there are none. */
  showLines(lines, selected, message = '') {
    this.select.replaceChildren(...lines.map((l, i) => new Option(`${i + 1} of ${lines.length} · line ${l.line}`, String(l.line))));
    this.select.hidden = lines.length < 2;
    this.select.value = lines[selected] ? String(lines[selected].line) : '';
    this.command.textContent = lines[selected]?.command ?? message;
    this.command.classList.toggle('missing', !lines.length);
    this.verdicts.replaceChildren();
  }

  /** Shows each line's verdict ({status, reason}, run-plan.js litVerdict). */
  showVerdicts(lines, verdicts, selected) {
    this.verdicts.replaceChildren(
      ...lines.map((l, i) =>
        el(
          'button',
          {
            type: 'button',
            class: `verdict ${verdicts[i].status}${i === selected ? ' selected' : ''}`,
            title: `RUN line ${i + 1} (line ${l.line}): ${verdicts[i].reason}`,
            'aria-label': `RUN line ${i + 1}: ${verdicts[i].status}`,
            onclick: () => this.onSelect(l.line),
          },
          `${lines.length > 1 ? `${i + 1} ` : ''}${SYMBOL[verdicts[i].status]}`,
        ),
      ),
    );
  }
}
