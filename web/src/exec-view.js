// The Execute tab: the entry function, the argument field, what to run
// (the pipeline's output or the input), the step budget, and the last
// run's result: the values returned, what the program printed, its steps
// and time, or why it stopped (its diagnostics go to the Diagnostics pane).
import { el } from './dom.js';
import { DEFAULT_MAX_STEPS } from './execute.js';

const timeText = (ms) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

export class ExecView {
  constructor({ entry, args, steps, sourceInputs, status, values, stdout }) {
    Object.assign(this, { entrySelect: entry, argsInput: args, stepsInput: steps, sourceInputs, statusEl: status, valuesEl: values, stdoutEl: stdout });
    this.functions = [];
    this.stepsInput.value = String(DEFAULT_MAX_STEPS);
    this.showFunctions([], null);
    this.message('Press Run (Ctrl+Shift+Enter) to run the function with the interpreter.');
  }

  /** The entry function chosen ('' = the default: main or the first without arguments). */
  get entry() {
    return this.entrySelect.value;
  }

  get argText() {
    return this.argsInput.value;
  }

  get source() {
    return this.sourceInputs.find((i) => i.checked)?.value ?? 'output';
  }

  get maxSteps() {
    const n = Number(this.stepsInput.value);
    return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_STEPS;
  }

  /** Sets the entry and the arguments (an example says how it runs). */
  setRun({ entry = '', args = '' } = {}) {
    if (entry && !this.functions.some((f) => f.name === entry)) this.showFunctions([...this.functions, { name: entry, inputs: [], results: [] }], entry);
    this.entrySelect.value = entry;
    this.argsInput.value = args;
  }

  showFunctions(functions, selected) {
    this.functions = functions;
    const keep = selected ?? this.entrySelect.value;
    const signature = (f) => `@${f.name}(${f.inputs.join(', ')})${f.results.length ? ` -> ${f.results.join(', ')}` : ''}`;
    this.entrySelect.replaceChildren(new Option('default (main, or the first without arguments)', ''), ...functions.map((f) => new Option(signature(f), f.name)));
    this.entrySelect.value = functions.some((f) => f.name === keep) ? keep : '';
    const fn = functions.find((f) => f.name === (this.entrySelect.value || selected));
    this.argsInput.placeholder = fn && fn.inputs.length ? fn.inputs.join(', ') : 'no arguments';
  }

  message(text, kind = '') {
    this.statusEl.className = `exec-status ${kind}`;
    this.statusEl.textContent = text;
    this.valuesEl.replaceChildren();
    this.stdoutEl.textContent = '';
    this.stdoutEl.hidden = true;
  }

  running() {
    this.message('Running…', 'running');
  }

  stopped(after) {
    this.message(`The run was stopped after ${after}, before it finished. The WebAssembly worker is restarting.`, 'stopped');
  }

  /** Shows the worker's answer to an 'exec' request. */
  show(answer) {
    this.showFunctions(answer.functions ?? [], answer.entry);
    const where = answer.source === 'input' ? 'the input' : 'the output of the pipeline';
    if (answer.error) {
      this.message(answer.entry && answer.ms ? `@${answer.entry} failed after ${timeText(answer.ms)} (on ${where}): ${answer.error}` : answer.error, 'fail');
    } else {
      this.message(`@${answer.entry} returned in ${timeText(answer.ms)} · ${answer.steps} step${answer.steps === 1 ? '' : 's'} · on ${where}`, 'ok');
      this.valuesEl.replaceChildren(
        ...(answer.results.length
          ? answer.results.map((r, k) => el('li', { class: 'exec-value' }, el('span', { class: 'exec-index', text: `#${k}` }), el('code', { class: 'exec-type', text: r.type }), el('code', { class: 'exec-text', text: r.text })))
          : [el('li', { class: 'exec-none', text: 'No value returned.' })]),
      );
    }
    if (answer.stdout) {
      this.stdoutEl.hidden = false;
      this.stdoutEl.textContent = answer.stdout;
    }
  }
}
