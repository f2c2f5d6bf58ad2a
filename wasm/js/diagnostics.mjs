// diagnostics.mjs: MlirError and the collection of diagnostics during one C
// call. A handler is attached to the context for the duration of the call
// only (mlirContextAttachDiagnosticHandler / Detach, in a finally), so no
// handler ever stays attached and nothing reaches the core's stderr fallback.

const SEVERITIES = ['error', 'warning', 'note', 'remark'];

/**
 * An error reported by MLIR: `message` is the rendered diagnostics
 * (`file:line:col: error: ...`, notes on the following lines) and
 * `diagnostics` the structured ones.
 */
export class MlirError extends Error {
  constructor(message, diagnostics = []) {
    super(message);
    this.name = 'MlirError';
    this.diagnostics = diagnostics;
  }
}

/**
 * Describes a location as diagnostics do: name and call-site locations report
 * at their innermost file location (as the core's renderer and upstream's
 * handler do); other locations have no file/line/column.
 */
function locationInfo(rt, loc) {
  const C = rt.C;
  const unknown = C.mlirLocationUnknownGet(C.mlirLocationGetContext(loc));
  let l = loc;
  for (;;) {
    let inner = 0;
    if (C.mlirLocationIsAName(l)) inner = C.mlirLocationNameGetChildLoc(l);
    else if (C.mlirLocationIsACallSite(l)) inner = C.mlirLocationCallSiteGetCallee(l);
    else break;
    if (!inner || inner === unknown) break;
    l = inner;
  }
  if (C.mlirLocationIsAFileLineColRange(l)) {
    return {
      file: rt.callStringRef(C.mlirIdentifierStr, C.mlirLocationFileLineColRangeGetFilename(l)),
      line: C.mlirLocationFileLineColRangeGetStartLine(l),
      column: C.mlirLocationFileLineColRangeGetStartColumn(l),
      prefix: null,
    };
  }
  const prefix = l === unknown ? '<unknown>:0' : rt.printString((cb, ud) => C.mlirLocationPrint(l, cb, ud));
  return { file: null, line: null, column: null, prefix };
}

/** Copies a MlirDiagnostic (valid only during the handler call) into a plain object. */
export function readDiagnostic(rt, diag) {
  const C = rt.C;
  const message = rt.printString((cb, ud) => C.mlirDiagnosticPrint(diag, cb, ud));
  const info = locationInfo(rt, C.mlirDiagnosticGetLocation(diag));
  const notes = [];
  const n = C.mlirDiagnosticGetNumNotes(diag);
  for (let i = 0; i < n; i++) notes.push(readDiagnostic(rt, C.mlirDiagnosticGetNote(diag, i)));
  const d = {
    severity: SEVERITIES[C.mlirDiagnosticGetSeverity(diag)] || 'error',
    message,
    file: info.file,
    line: info.line,
    column: info.column,
    notes,
  };
  // Where there is no file location, keep the printed location for rendering.
  if (info.prefix !== null) Object.defineProperty(d, 'locationText', { value: info.prefix });
  return d;
}

function renderOne(d) {
  const where = d.file !== null ? `${d.file}:${d.line}:${d.column}` : d.locationText || '<unknown>:0';
  return `${where}: ${d.severity}: ${d.message}`;
}

/** Renders diagnostics as mlir-opt's first lines do (no source excerpt): one line each, notes after. */
export function renderDiagnostics(diagnostics) {
  const lines = [];
  for (const d of diagnostics) {
    lines.push(renderOne(d));
    for (const n of d.notes) lines.push(renderOne(n));
  }
  return lines.join('\n');
}

/**
 * Runs `fn()` with a diagnostic handler attached to the context `ctx` (a C
 * handle) and returns {result, diagnostics}. The handler is detached before
 * this returns or throws.
 */
export function collectDiagnostics(rt, ctx, fn) {
  const C = rt.C;
  const collector = {
    diagnostics: [],
    error: null,
    onDiagnostic(diag) {
      this.diagnostics.push(readDiagnostic(rt, diag));
    },
  };
  const result = rt.withReceiver(collector, (ud) => {
    const id = C.mlirContextAttachDiagnosticHandler(ctx, rt.diagnosticCallback, ud, 0);
    if (!id) throw new Error('mlirc: out of memory attaching a diagnostic handler');
    try {
      return fn();
    } finally {
      C.mlirContextDetachDiagnosticHandler(ctx, id);
    }
  });
  return { result, diagnostics: collector.diagnostics };
}

/** Builds the MlirError for a failed call (`fallback`: the message when no diagnostic came). */
export function mlirError(diagnostics, fallback) {
  return new MlirError(diagnostics.length ? renderDiagnostics(diagnostics) : `mlirc: ${fallback}`, diagnostics);
}
