// Benchmark: in Pyodide 314 under Node, the time from a loaded Pyodide with
// the `mlir` wheel installed to the first parsed and printed module:
// `import mlir.ir`, a Context, Module.parse of a small module and str().
// The budget is 200 ms. Prints the figures; not a test (no pass/fail).
//
//   bazel build //pyodide:wheel
//   node tests/bench/python_import_parse.mjs [WHEEL] [--runs N]
//
// Each run uses a fresh Pyodide (an import happens once per interpreter).
// WHEEL defaults to bazel-bin/pyodide/mlir-0.1.0-py3-none-any.whl; run from
// the workspace root (node_modules/pyodide must be installed).
import fs from 'node:fs';
import path from 'node:path';
import { loadPyodide } from 'pyodide';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const wheel = path.resolve(args[0] ?? 'bazel-bin/pyodide/mlir-0.1.0-py3-none-any.whl');
if (!fs.existsSync(wheel)) {
  console.error(`no wheel at ${wheel}: bazel build //pyodide:wheel first`);
  process.exit(2);
}

const SOURCE = `
func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
`;

// Timed in Python with perf_counter, so Node/Pyodide call overhead around
// runPython does not count; each step is cumulative from the import.
const PROGRAM = `
import time
t0 = time.perf_counter()
import mlir.ir as ir
t1 = time.perf_counter()
ctx = ir.Context()
module = ir.Module.parse(SOURCE, ctx)
t2 = time.perf_counter()
text = str(module)
t3 = time.perf_counter()
assert "arith.addi" in text, text
(round((t1 - t0) * 1000, 1), round((t2 - t1) * 1000, 1), round((t3 - t2) * 1000, 1),
 round((t3 - t0) * 1000, 1))
`;

const totals = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const py = await loadPyodide();
  const t1 = performance.now();
  await py.loadPackage(wheel, { messageCallback: () => {} });
  const t2 = performance.now();
  py.globals.set('SOURCE', SOURCE);
  const [importMs, parseMs, printMs, totalMs] = py.runPython(PROGRAM).toJs();
  totals.push(totalMs);
  console.log(
    `run ${i + 1}: loadPyodide ${(t1 - t0).toFixed(0)} ms, loadPackage ${(t2 - t1).toFixed(0)} ms | ` +
      `import mlir.ir ${importMs} ms, Context + Module.parse ${parseMs} ms, str() ${printMs} ms, ` +
      `total ${totalMs} ms`,
  );
}
totals.sort((a, b) => a - b);
const median = totals[Math.floor(totals.length / 2)];
console.log(
  `import + first parse + print: median ${median} ms over ${runs} runs (budget 200 ms: ` +
    `${median < 200 ? 'within' : 'OVER'})`,
);
