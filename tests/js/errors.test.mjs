// Errors: MlirError's message and diagnostics, the diagnostic handler's
// lifetime, and bad input never killing the instance. Expected diagnostics
// are upstream mlir-opt 22's (expected.json).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadMlirc, MlirError } from '../../wasm/js/mlirc.mjs';
import { CASES, EXPECTED, contextFor, diagnosticLines, inputOf, mlirc } from './helpers.mjs';

const mlir = await mlirc();

function parseError(name, options = { fileName: CASES[name].file }) {
  const ctx = contextFor(mlir, name);
  try {
    ctx.parse(inputOf(name), options);
  } catch (e) {
    return e;
  } finally {
    ctx.dispose();
  }
  assert.fail(`case ${name} parsed`);
}

/** Renders diagnostics as mlir-opt's location lines, to check hand-written expectations against mlir-opt. */
function render(diags) {
  return diags.flatMap((d) => [d, ...d.notes]).map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`).join('\n');
}

test('a parse error throws MlirError with the rendered diagnostics and the structured ones', () => {
  const e = parseError('undeclared_value');
  assert.ok(e instanceof MlirError);
  assert.ok(e instanceof mlir.MlirError);
  assert.ok(e instanceof Error);
  assert.equal(e.name, 'MlirError');
  assert.equal(e.message, 'input.mlir:2:17: error: use of undeclared SSA value name');
  assert.equal(e.message, diagnosticLines(EXPECTED.undeclared_value.stderr));
  const expected = [
    { severity: 'error', message: 'use of undeclared SSA value name', file: 'input.mlir', line: 2, column: 17, notes: [] },
  ];
  assert.equal(render(expected), diagnosticLines(EXPECTED.undeclared_value.stderr));
  assert.deepEqual(e.diagnostics, expected);
});

test('notes are attached to their diagnostic and rendered after it', () => {
  const e = parseError('type_mismatch_with_note');
  const expected = [
    {
      severity: 'error',
      message: "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'",
      file: 'input.mlir',
      line: 4,
      column: 9,
      notes: [{ severity: 'note', message: 'prior use here', file: 'input.mlir', line: 3, column: 9, notes: [] }],
    },
  ];
  assert.equal(render(expected), diagnosticLines(EXPECTED.type_mismatch_with_note.stderr));
  assert.deepEqual(e.diagnostics, expected);
  assert.equal(e.message, diagnosticLines(EXPECTED.type_mismatch_with_note.stderr));
});

test('unregistered dialects are rejected unless allowed', () => {
  const e = parseError('unregistered_dialect');
  assert.equal(e.message, diagnosticLines(EXPECTED.unregistered_dialect.stderr));
  assert.equal(e.diagnostics.length, 1);
  assert.equal(e.diagnostics[0].line, 1);
  assert.equal(e.diagnostics[0].column, 6);
});

test('the file name of a parse defaults to "-" (as mlirModuleCreateParse)', () => {
  const e = parseError('undeclared_value', {});
  assert.equal(e.message, '-:2:17: error: use of undeclared SSA value name');
  assert.equal(e.diagnostics[0].file, '-');
});

test('type and attribute parse errors throw MlirError', () => {
  const ctx = new mlir.Context();
  assert.throws(() => ctx.parseType('tensor<4xf32'), (e) => e instanceof MlirError && e.diagnostics.length > 0 && e.diagnostics[0].severity === 'error');
  assert.throws(() => ctx.parseAttribute('[1, 2'), (e) => e instanceof MlirError && e.diagnostics.length > 0);
  ctx.dispose();
});

test('no diagnostic handler stays attached after a call', async () => {
  // With no handler attached, the core prints an error to stderr itself:
  // emit one after a failed parse and see it arrive there.
  const printed = [];
  const own = await loadMlirc({ printErr: (s) => printed.push(s) });
  const ctx = new own.Context({ allowUnregisteredDialects: true });
  assert.throws(() => ctx.parse(inputOf('undeclared_value'), { fileName: 'input.mlir' }), MlirError);
  assert.throws(() => ctx.parseType('!!'), MlirError);
  assert.deepEqual(printed, []);
  const rt = own._runtime;
  const C = rt.C;
  rt.scope((s) => {
    const loc = C.mlirLocationFileLineColGet(ctx._ptr, s.ref('x.mlir'), 3, 4);
    C.mlirEmitError(loc, s.cstr('emitted outside any call'));
  });
  assert.deepEqual(printed, ['loc("x.mlir":3:4): error: emitted outside any call']);
  ctx.dispose();
});

test('an exception thrown while handling a diagnostic is rethrown after the C call', () => {
  const rt = mlir._runtime;
  const C = rt.C;
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  const sp = rt.M.stackSave();
  let calls = 0;
  const receiver = {
    error: null,
    onDiagnostic() {
      calls++;
      throw new Error('handler failed');
    },
  };
  assert.throws(
    () =>
      rt.withReceiver(receiver, (ud) => {
        const id = C.mlirContextAttachDiagnosticHandler(ctx._ptr, rt.diagnosticCallback, ud, 0);
        try {
          return rt.scope((s) => C.mlirModuleCreateParse(ctx._ptr, s.ref(inputOf('type_mismatch_with_note'))));
        } finally {
          C.mlirContextDetachDiagnosticHandler(ctx._ptr, id);
        }
      }),
    { message: 'handler failed' },
  );
  assert.equal(calls, 1);
  assert.equal(rt.M.stackSave(), sp);
  assert.equal(rt.fatal, null);
  assert.throws(() => ctx.parse(inputOf('type_mismatch_with_note'), { fileName: 'input.mlir' }), {
    message: diagnosticLines(EXPECTED.type_mismatch_with_note.stderr),
  });
  ctx.dispose();
});

test('truncated and corrupted inputs never kill the instance', () => {
  const ctx = new mlir.Context({ allowUnregisteredDialects: true });
  let parsed = 0;
  let failed = 0;
  for (const name of Object.keys(CASES)) {
    const text = inputOf(name);
    const variants = [];
    for (let i = 0; i <= text.length; i++) variants.push(text.slice(0, i));
    for (let i = 0; i < text.length; i += 3) variants.push(text.slice(0, i) + '\u00ff{[(<"' + text.slice(i + 1));
    for (const v of variants) {
      try {
        ctx.parse(v, { fileName: 'fuzz.mlir' }).dispose();
        parsed++;
      } catch (e) {
        assert.ok(e instanceof MlirError, `not an MlirError: ${e && e.stack}`);
        assert.ok(e.diagnostics.length > 0);
        assert.ok(e.diagnostics.every((d) => d.severity === 'error' && typeof d.message === 'string'));
        failed++;
      }
    }
  }
  assert.ok(parsed > 0 && failed > 0);
  assert.equal(mlir._runtime.fatal, null);
  assert.equal(ctx.parse(inputOf('implicit_module')).body.operations.length, 3);
  ctx.dispose();
});

test('a trap makes the instance unusable instead of running on corrupt memory', async () => {
  const own = await loadMlirc({ printErr: () => {} });
  const ctx = new own.Context();
  // Force a trap: an out-of-bounds function pointer called by the core.
  const C = own._runtime.C;
  assert.throws(() => own._runtime.scope((s) => C.mlirExtOptMain(0, 0, s.ref(''), 0x7fffffff, 0x7fffffff, 0)));
  assert.throws(() => ctx.parse(''), { message: /unusable after an earlier fatal error/ });
  assert.throws(() => new own.Context(), { message: /unusable after an earlier fatal error/ });
  assert.throws(() => own.optMain([], ''), { message: /unusable after an earlier fatal error/ });
  ctx.dispose(); // still safe
});
