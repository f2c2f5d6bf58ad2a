// The worker's side of running IR (the JS API's mlir.run, the interpreter):
// the functions a module can run, one run of an entry function with the
// argument field's values, and the same run over each stage of a pipeline.
import { defaultEntry, formatValue, parseArguments } from './execute.js';

const RUNNABLE = new Set(['func.func', 'llvm.func']);

/** Splits `text` at the commas outside (), <>, [] and {}. */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('(<[{'.includes(c)) depth++;
    else if (')>]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last) parts.push(last);
  return parts;
}

/** The result types of a printed function type: `(i32) -> (i32, f32)` or llvm's `!llvm.func<f32 (i32)>`. */
export function resultTypes(functionType) {
  const llvm = /^!llvm\.func<(.*)>$/s.exec(functionType);
  if (llvm) {
    const open = llvm[1].lastIndexOf('(');
    const result = llvm[1].slice(0, open).trim();
    return result === 'void' ? [] : [result];
  }
  let depth = 0;
  let i = 0;
  for (; i < functionType.length; i++) {
    if (functionType[i] === '(') depth++;
    else if (functionType[i] === ')' && --depth === 0) break;
  }
  const rest = functionType.slice(i + 1).trim();
  if (!rest.startsWith('->')) return [];
  const out = rest.slice(2).trim();
  return out.startsWith('(') && out.endsWith(')') ? splitTopLevel(out.slice(1, -1)) : [out];
}

function symbolName(op) {
  const sym = op.attributes.get('sym_name')?.toString();
  if (!sym) return null;
  try {
    return JSON.parse(sym);
  } catch {
    return sym;
  }
}

/** The functions of `module` with a body: [{name, inputs, results, line}] (types as text). */
export function runnableFunctions(module) {
  const out = [];
  for (const op of module.body.operations) {
    if (!RUNNABLE.has(op.name)) continue;
    const body = op.regions[0]?.blocks[0];
    const name = symbolName(op);
    if (!body || !name) continue;
    const fnType = op.attributes.get('function_type')?.toString() ?? '';
    let line = null;
    const m = /^loc\("[^"]*":(\d+):\d+/.exec(op.location.toString());
    if (m) line = Number(m[1]);
    out.push({ name, inputs: body.arguments.map((a) => a.type.toString()), results: resultTypes(fnType), line });
  }
  return out;
}

/** Diagnostics of the JS API as the page lists them (severity, message, file, line, column, notes). */
function plainDiagnostics(list) {
  return (list ?? []).map((d) => ({
    severity: d.severity,
    message: d.message,
    file: d.file ?? '<unknown>',
    line: d.line ?? 0,
    column: d.column ?? 0,
    notes: plainDiagnostics(d.notes),
  }));
}

/**
 * Runs `entry` (default: defaultEntry) of `module` with the argument
 * field's text. Returns {functions, entry, results, stdout, steps, ms,
 * diagnostics, error}: `error` says why there is no result (a diagnostic
 * of the interpreter, a bad argument, no function); what was printed
 * before it is kept.
 */
export function runEntry(mlir, module, { entry, argText = '', maxSteps }) {
  const functions = runnableFunctions(module);
  const name = entry && functions.some((f) => f.name === entry) ? entry : defaultEntry(functions);
  const answer = { functions, entry: name, results: [], stdout: '', steps: null, ms: 0, diagnostics: [], error: null };
  if (!name) return { ...answer, error: 'There is no function to run (a func.func or llvm.func with a body).' };
  const fn = functions.find((f) => f.name === name);
  const args = parseArguments(argText, fn);
  if (args.error) return { ...answer, error: args.error };
  const start = performance.now();
  try {
    const r = mlir.run(module, name, args.values, { maxSteps });
    return {
      ...answer,
      ms: performance.now() - start,
      results: r.results.map((v, k) => ({ type: fn.results[k] ?? '', text: formatValue(v) })),
      stdout: r.stdout,
      steps: r.steps,
      diagnostics: plainDiagnostics(r.warnings),
    };
  } catch (err) {
    if (!Array.isArray(err.diagnostics)) throw err;
    const diagnostics = plainDiagnostics(err.diagnostics);
    const first = diagnostics.find((d) => d.severity === 'error');
    return { ...answer, ms: performance.now() - start, stdout: err.stdout ?? '', diagnostics, error: first ? first.message : err.message.replace(/^mlirc: /, '') };
  }
}
