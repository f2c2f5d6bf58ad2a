// Checks of the wasm builds themselves: the export lists follow the C
// headers, the C ABI the JS glue relies on, the side module is a wasm
// dynamic-linking module with the same API, and dist/ works on its own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadMlirc } from '../js/mlirc.mjs';

const WASM_DIR = fileURLToPath(new URL('..', import.meta.url));
const read = (f) => fs.readFileSync(path.join(WASM_DIR, f));

const headerNames = read('exports.txt').toString().split('\n').filter(Boolean);
const mlir = await loadMlirc();
const rawExports = mlir._runtime.M.asm;
const moduleApi = Object.keys(rawExports).filter((n) => n.startsWith('mlir')).sort();

test('the ES module exports the functions the headers declare, and malloc/free', (t) => {
  assert.ok(headerNames.length > 100, 'exports.txt lists the API');
  assert.deepEqual(moduleApi.filter((n) => !headerNames.includes(n)), [], 'nothing beyond the headers');
  const missing = headerNames.filter((n) => !moduleApi.includes(n));
  // A declared function the core does not define yet is left out (a build warning).
  if (missing.length) t.diagnostic(`declared but not defined by the core (${missing.length}): ${missing.join(' ')}`);
  assert.ok(missing.length < headerNames.length / 4, `too many missing: ${missing.length}`);
  for (const n of ['malloc', 'free', 'mlirContextCreate', 'mlirModuleCreateParse', 'mlirExtOptMain']) {
    assert.equal(typeof rawExports[n], 'function', n);
  }
});

test('the wasm32 C ABI the JS glue relies on', () => {
  // Parameter counts of the wasm functions: single-field structs (handles)
  // are scalars, MlirStringRef arguments are pointers, struct results come
  // back through a pointer passed first (sret).
  const arity = {
    mlirOperationGetName: 1, // MlirIdentifier (MlirOperation)
    mlirIdentifierStr: 2, // (sret MlirStringRef*, MlirIdentifier)
    mlirModuleCreateParse: 2, // (MlirContext, MlirStringRef*)
    mlirOperationCreateParse: 3, // (MlirContext, MlirStringRef*, MlirStringRef*)
    mlirOperationGetAttribute: 3, // (sret MlirNamedAttribute*, MlirOperation, intptr_t)
    mlirOperationGetAttributeByName: 2,
    mlirContextAttachDiagnosticHandler: 4,
    mlirContextDetachDiagnosticHandler: 2, // (MlirContext, uint64_t as BigInt)
    mlirDiagnosticPrint: 3,
    mlirExtOptMain: 6,
  };
  for (const [name, n] of Object.entries(arity)) assert.equal(rawExports[name].length, n, name);
  // uint64_t crosses as a BigInt (-sWASM_BIGINT).
  const ctx = rawExports.mlirContextCreate();
  const id = rawExports.mlirContextAttachDiagnosticHandler(ctx, mlir._runtime.diagnosticCallback, 0, 0);
  assert.equal(typeof id, 'bigint');
  rawExports.mlirContextDetachDiagnosticHandler(ctx, id);
  rawExports.mlirContextDestroy(ctx);
});

test('the side module is a wasm dynamic library exporting the same API', () => {
  const mod = new WebAssembly.Module(read('libmlirc.so'));
  assert.equal(WebAssembly.Module.customSections(mod, 'dylink.0').length, 1, 'has a dylink.0 section');
  const exports = WebAssembly.Module.exports(mod).map((e) => e.name);
  assert.deepEqual(exports.filter((n) => n.startsWith('mlir')).sort(), moduleApi);
  assert.deepEqual(exports.filter((n) => n.includes('$')), [], 'no legalized i64 wrappers');
  const importModules = new Set(WebAssembly.Module.imports(mod).map((i) => i.module));
  for (const m of importModules) assert.ok(['env', 'GOT.mem', 'GOT.func'].includes(m), `imports from ${m}`);
});

const DIST = path.join(WASM_DIR, 'dist');
const DIST_FILES = [
  'cli.mjs',
  'conversion.mjs',
  'diagnostics.mjs',
  'ir.mjs',
  'language.mjs',
  'mlirc.d.ts',
  'mlirc.mjs',
  'mlirc_core.mjs',
  'mlirc_core.wasm',
  'opt_cli.mjs',
  'opt_main.mjs',
  'pass_manager.mjs',
  'rewrite.mjs',
  'run.mjs',
  'runner.mjs',
  'runtime.mjs',
  'translate.mjs',
  'translate_cli.mjs',
];

test('dist/ holds the API, the module and the CLI in one folder', async () => {
  assert.deepEqual(fs.readdirSync(DIST).sort(), DIST_FILES);
  // Real files (not links into the source tree): importable from a copy.
  const { loadMlirc: load } = await import(path.join(DIST, 'mlirc.mjs'));
  const api = await load();
  const ctx = new api.Context({ allowUnregisteredDialects: true });
  assert.equal(ctx.parse('"t.a"() : () -> ()').toString(), 'module {\n  "t.a"() : () -> ()\n}\n');
  ctx.dispose();
  const r = spawnSync('node', [path.join(DIST, 'cli.mjs'), '--allow-unregistered-dialect'], {
    input: '"t.a"() : () -> ()',
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, 'module {\n  "t.a"() : () -> ()\n}\n\n');
});

test('the .wasm is loaded from wasmBinary or locateFile', async () => {
  const bytes = read('js/mlirc_core.wasm');
  const a = await loadMlirc({ wasmBinary: bytes });
  assert.equal(typeof a.optMain, 'function');
  let asked;
  const b = await loadMlirc({
    locateFile: (file, dir) => {
      asked = [file, dir];
      return path.join(DIST, file);
    },
  });
  assert.equal(asked[0], 'mlirc_core.wasm');
  assert.equal(b.optMain([], '').exitCode, 0);
});

test('mlirc.d.ts parses and declares every member of the API', async () => {
  const dts = read('js/mlirc.d.ts').toString();
  const esbuild = await import('esbuild');
  await esbuild.transform(dts, { loader: 'ts' }); // throws on a syntax error
  const iface = dts.slice(dts.indexOf('export interface Mlirc {'));
  const body = iface.slice(0, iface.indexOf('\n}'));
  for (const key of Object.keys(mlir).filter((k) => !k.startsWith('_'))) {
    assert.match(body, new RegExp(`\\n  ${key}[(:]`), `Mlirc.${key}`);
  }
});
