// Benchmark: python_build_ops.py (ops built per second through the dialect
// wrappers) inside Pyodide under Node, with the `mlir` wheel installed.
// Prints the figures; not a test. Rates are ops per CPU second of the Node
// process (process.cpuUsage), steadier than wall time on a shared machine.
//
//   bazel build //pyodide:wheel
//   node tests/bench/python_build_ops.mjs [WHEEL] [--ops N] [--rounds N]
//
// Run from the workspace root (node_modules/pyodide must be installed).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPyodide } from 'pyodide';

const args = process.argv.slice(2);
const option = (name, dflt) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : dflt;
};
const ops = option('--ops', 20000);
const rounds = option('--rounds', 5);
const wheel = path.resolve(args[0] ?? 'bazel-bin/pyodide/mlir-0.1.0-py3-none-any.whl');
if (!fs.existsSync(wheel)) {
  console.error(`no wheel at ${wheel}: bazel build //pyodide:wheel first`);
  process.exit(2);
}
const program = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'python_build_ops.py'), 'utf8');

const py = await loadPyodide();
await py.loadPackage(wheel, { messageCallback: () => {} });
py.runPython(program.replace(/if __name__ == "__main__":[\s\S]*$/, ''));
const rates = [];
for (let r = 0; r < rounds; r++) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const built = py.runPython(`build(${ops})[0]`);
  const cpu = process.cpuUsage(c0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  const wallS = (performance.now() - t0) / 1e3;
  rates.push(built / cpuS);
  console.log(`round ${r + 1}: ${built} ops built and verified in ${cpuS.toFixed(3)} s CPU ` +
    `(${wallS.toFixed(3)} s wall) = ${(built / cpuS).toFixed(0)} ops/s`);
}
rates.sort((a, b) => a - b);
console.log(`median: ${rates[Math.floor(rates.length / 2)].toFixed(0)} ops/s built through the ` +
  'dialect wrappers (Pyodide, CPU time)');
