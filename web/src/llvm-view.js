// The LLVM IR tab: the pipeline's output translated to LLVM IR (as
// `mlir-translate --mlir-to-llvmir` prints it), read-only and highlighted,
// or why it cannot be translated.
import { tokenize } from './llvm-ir.js';

export class LLVMView {
  /** `root` holds a status line and the text (a <pre>). */
  constructor(root) {
    this.status = root.querySelector('.llvm-status');
    this.pre = root.querySelector('.llvm-text');
  }

  /** Shows a note (e.g. "Translating…", or why there is nothing to translate). */
  message(text, { error = false, detail = '' } = {}) {
    this.status.textContent = text;
    this.status.classList.toggle('error', error);
    this.pre.replaceChildren(document.createTextNode(detail));
    this.pre.classList.toggle('diagnostic', Boolean(detail));
    this.pre.hidden = !detail;
  }

  /** Shows LLVM IR text, one span per highlighted token. */
  show(text, note) {
    this.status.textContent = note;
    this.status.classList.remove('error');
    this.pre.classList.remove('diagnostic');
    this.pre.hidden = false;
    const nodes = [];
    tokenize(text).forEach((tokens, i) => {
      if (i) nodes.push('\n');
      for (const { text: t, kind } of tokens) {
        if (!kind) {
          nodes.push(t);
          continue;
        }
        const span = document.createElement('span');
        span.className = `ll-${kind}`;
        span.textContent = t;
        nodes.push(span);
      }
    });
    this.pre.replaceChildren(...nodes);
  }
}
