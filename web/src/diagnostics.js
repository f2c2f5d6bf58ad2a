// Turns the CLI's stderr into diagnostics and maps them onto the editor:
// upstream's `file:line:col: severity: message` lines, each followed by the
// source line and a caret (skipped here), notes attached to the diagnostic
// they follow. Pure functions over text and an EditorState; no DOM.

// `file:line:col: severity: message`, or `<unknown>:0: severity: message`
// for a diagnostic without a file location (e.g. about the pass pipeline).
const HEADER = /^(.*?):(\d+)(?::(\d+))?: (error|warning|note|remark): (.*)$/;

/**
 * Parses stderr. Returns { diagnostics, rest }: diagnostics as
 * {severity, message, file, line, column, notes: [...]}, and `rest` the lines
 * that are neither a diagnostic nor its source excerpt (shown as they are).
 */
export function parseDiagnostics(stderr) {
  const diagnostics = [];
  const rest = [];
  const lines = stderr.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const m = HEADER.exec(lines[i]);
    if (!m) {
      rest.push(lines[i]);
      continue;
    }
    const d = { severity: m[4], message: m[5], file: m[1], line: Number(m[2]), column: Number(m[3] ?? 0), notes: [] };
    const last = diagnostics[diagnostics.length - 1];
    if (d.severity === 'note' && last) last.notes.push(d);
    else diagnostics.push(d);
    // Upstream follows a located diagnostic with the source line and a
    // caret line under the column (`^`, or `^~~~` under a range); skip both.
    if (i + 2 < lines.length && /^\s*\^~*\s*$/.test(lines[i + 2])) i += 2;
  }
  return { diagnostics, rest };
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Converts a 1-based line and a 1-based column counted in UTF-8 bytes (what
 * MLIR's locations count) to a document offset, clamped to the document.
 */
export function offsetOf(doc, line, column) {
  if (line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const l = doc.line(line);
  const bytes = encoder.encode(l.text).subarray(0, Math.max(0, column - 1));
  return l.from + Math.min(l.length, decoder.decode(bytes).length);
}

/** Converts a document offset to {line, column} as MLIR counts them (1-based, UTF-8 bytes). */
export function lineColumnOf(doc, pos) {
  const l = doc.lineAt(pos);
  return { line: l.number, column: encoder.encode(l.text.slice(0, pos - l.from)).length + 1 };
}

const TOKEN = /^(?:[%^@#!]?[\w$.\-]+|"(?:[^"\\]|\\.)*"?|\S)/;

/**
 * CodeMirror lint diagnostics for the parsed ones that point into `fileName`;
 * each underlines the token at its column.
 */
export function toLintDiagnostics(doc, diagnostics, fileName) {
  const out = [];
  for (const d of diagnostics) {
    if (d.file !== fileName) continue;
    const from = offsetOf(doc, d.line, d.column);
    const rest = doc.sliceString(from, doc.lineAt(from).to);
    const m = TOKEN.exec(rest);
    const notes = d.notes.map((n) => `\nnote: ${n.message}`).join('');
    out.push({
      from,
      to: from + (m ? m[0].length : 0),
      severity: d.severity === 'remark' ? 'info' : d.severity,
      source: 'mlirc',
      message: d.message + notes,
    });
  }
  return out;
}
