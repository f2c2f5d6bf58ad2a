// The FileCheck pane of lit mode: the RUN line's FileCheck command, the
// directives its prefixes select in the file (each one a link to its line),
// and, when the site has a FileCheck to run, its verdict and messages over
// what the RUN line's mlir-opt printed.
//
// The hook: `runFileCheck(args, checkText, inputText)` returning (or
// resolving to) {exitCode, stdout, stderr} as the FileCheck command line
// would (args without the program name, `%s` already replaced by the file's
// name, which names `checkText`). Without one (null) the pane lists the
// checks and says that they were not run.
import { el } from './dom.js';
import { checkDirectives, fileCheckOptions } from './lit.js';
import { commandLine } from './options.js';

export class FileCheckView {
  /** `onPickLine(line)` is called when a directive is chosen. */
  constructor(root, { runFileCheck = null, onPickLine }) {
    this.root = root;
    this.runFileCheck = runFileCheck;
    this.onPickLine = onPickLine;
    this.seq = 0;
  }

  /** Whether the pane has a FileCheck to run. */
  get canRun() {
    return Boolean(this.runFileCheck);
  }

  /**
   * Shows the FileCheck of a RUN line: `fileCheck` {args, not} (null: the
   * RUN line has none), `text` the file, `input` what FileCheck reads;
   * `known` a result the page already has for them (not run again).
   * Resolves to FileCheck's result, or null when none ran.
   */
  async show(fileCheck, text, input, known = null) {
    const seq = ++this.seq;
    if (!fileCheck) {
      this.root.replaceChildren(el('p', { class: 'placeholder-note', text: 'This RUN line does not pipe into FileCheck.' }));
      return null;
    }
    const { prefixes } = fileCheckOptions(fileCheck.args);
    const directives = checkDirectives(text, prefixes);
    const head = el(
      'div',
      { class: 'filecheck-head' },
      el('code', { class: 'command', text: `${fileCheck.not ? 'not ' : ''}${commandLine(fileCheck.args, 'FileCheck')}` }),
      el('span', { class: 'muted', text: `${directives.length} directive${directives.length === 1 ? '' : 's'} for ${prefixes.join(', ')}` }),
    );
    const verdict = el('div', { class: 'filecheck-verdict' });
    const list = el(
      'ol',
      { class: 'filecheck-directives' },
      directives.map((d) =>
        el(
          'li',
          { tabindex: '0', role: 'button', title: `Go to line ${d.line}`, onclick: () => this.onPickLine(d.line), onkeydown: (e) => e.key === 'Enter' && this.onPickLine(d.line) },
          el('span', { class: 'loc', text: String(d.line) }),
          el('span', { class: `directive ${d.kind === 'CHECK' ? '' : d.kind.toLowerCase()}`, text: d.kind === 'CHECK' ? `${d.prefix}:` : `${d.prefix}-${d.kind}:` }),
          el('span', { class: 'pattern', text: d.pattern }),
        ),
      ),
    );
    this.root.replaceChildren(head, verdict, list);
    if (!this.runFileCheck) {
      verdict.append(el('p', { class: 'placeholder-note', text: 'These checks were not run (no FileCheck was given to the pane); the text they would read is in Output.' }));
      return null;
    }
    verdict.append(el('p', { class: 'placeholder-note', text: 'Running FileCheck…' }));
    const result = known ?? (await this.runFileCheck(fileCheck.args, text, input));
    if (seq !== this.seq) return result;
    const ok = fileCheck.not ? result.exitCode !== 0 : result.exitCode === 0;
    verdict.replaceChildren(
      el('span', { class: `badge ${ok ? 'ok' : 'fail'}`, text: ok ? 'checks pass' : `FileCheck exit ${result.exitCode}` }),
      result.stderr || result.stdout ? el('pre', { class: 'filecheck-output', text: `${result.stdout}${result.stderr}` }) : '',
    );
    return result;
  }
}
