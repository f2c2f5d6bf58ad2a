// helpers.mjs: shared by the JS tests: one loaded instance per test file,
// the cases and their expected outputs (upstream mlir-opt 22, expected.json).
import { loadMlirc } from '../../wasm/js/mlirc.mjs';
import { CASES, EXPECTED, inputOf, diagnosticLines } from './cases.mjs';

export { CASES, EXPECTED, inputOf, diagnosticLines };

let instance;
/** The instance shared by a test file. */
export function mlirc() {
  instance ??= loadMlirc();
  return instance;
}

/** A context with the case's command line applied (only --allow-unregistered-dialect matters here). */
export function contextFor(mlir, name) {
  return new mlir.Context({ allowUnregisteredDialects: CASES[name].args.includes('--allow-unregistered-dialect') });
}

/** What mlir-opt prints for a module is the module's own text plus a newline. */
export function expectedModuleText(name) {
  const out = EXPECTED[name].stdout;
  if (!out.endsWith('\n')) throw new Error(`case ${name}: mlir-opt output does not end with a newline`);
  return out.slice(0, -1);
}
