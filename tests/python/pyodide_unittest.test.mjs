// Runs the Python tests of this folder (test_*.py, the same files the CPython
// target runs) inside Pyodide 314 under Node, against the built wheel.
//
// Pyodide loads from node_modules, installs //pyodide:wheel with loadPackage
// (its wasm side module is preloaded then), gets the test files, their helper
// modules and the C headers copied into its file system, and runs them with
// tools/py_unittest_runner.py's loader. Each Python test case becomes one
// node:test case (pass, fail with the traceback, or skip), so the wrapper's
// closing `N passed, M failed` counts exactly what the CPython run counts.
//
// Environment (tests/python/BUILD.bazel): MLIRC_WHEEL, MLIRC_PY_RUNNER
// (runfiles-relative paths); MLIRC_RUNFILES is the working directory.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { loadPyodide } from 'pyodide';

const here = path.dirname(fileURLToPath(import.meta.url));
const runfiles = process.env.MLIRC_RUNFILES ?? process.cwd();
const wheel = path.resolve(runfiles, process.env.MLIRC_WHEEL);
const runner = path.resolve(runfiles, process.env.MLIRC_PY_RUNNER);
const headersDir = path.resolve(runfiles, 'core/include/mlir-c');

// Everything Python the tests import from this folder: the test files and
// their helpers (any other .py file here).
const pyFiles = fs.readdirSync(here).filter((f) => f.endsWith('.py')).sort();
const testFiles = pyFiles.filter((f) => /^test_.*\.py$/.test(f));

function copyTree(py, from, to) {
  py.FS.mkdirTree(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    if (entry.isDirectory()) copyTree(py, src, `${to}/${entry.name}`);
    else py.FS.writeFile(`${to}/${entry.name}`, fs.readFileSync(src));
  }
}

const t0 = performance.now();
const py = await loadPyodide({
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
const t1 = performance.now();
await py.loadPackage(wheel, { messageCallback: () => {}, errorCallback: (m) => console.error(m) });
const t2 = performance.now();
console.log(
  `pyodide ${py.version}: loadPyodide ${(t1 - t0).toFixed(0)} ms, ` +
    `loadPackage(${path.basename(wheel)}, ${fs.statSync(wheel).size} bytes) ${(t2 - t1).toFixed(0)} ms`,
);

// The same layout as in the runfiles tree: /work is the working directory.
py.FS.mkdirTree('/work/tests/python');
for (const f of pyFiles) {
  py.FS.writeFile(`/work/tests/python/${f}`, fs.readFileSync(path.join(here, f)));
}
py.FS.mkdirTree('/work/tools');
py.FS.writeFile('/work/tools/py_unittest_runner.py', fs.readFileSync(runner));
copyTree(py, headersDir, '/work/core/include/mlir-c');

py.globals.set('TEST_PATHS', py.toPy(testFiles.map((f) => `/work/tests/python/${f}`)));
const outcomes = JSON.parse(
  py.runPython(`
import importlib.util, json, os, sys, traceback, unittest

os.chdir("/work")
os.environ["MLIRC_HEADERS_DIR"] = "core/include/mlir-c"
spec = importlib.util.spec_from_file_location("py_unittest_runner", "/work/tools/py_unittest_runner.py")
runner = importlib.util.module_from_spec(spec)
spec.loader.exec_module(runner)


class Collecting(runner.CountingResult):
    """CountingResult that also records one outcome per test case."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.outcomes = []

    def _add(self, test, status, detail=""):
        self.outcomes.append({"name": test.id(), "status": status, "detail": detail})

    def addSuccess(self, test):
        super().addSuccess(test)
        self._add(test, "pass")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._add(test, "pass", "expected failure")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._add(test, "fail", self.failures[-1][1])

    def addError(self, test, err):
        super().addError(test, err)
        self._add(test, "fail", self.errors[-1][1])

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._add(test, "fail", "unexpected success")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._add(test, "skip", reason)


suite, broken = runner.load_suite(list(TEST_PATHS), unittest.TestLoader())
result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=Collecting).run(suite)
outcomes = result.outcomes + [
    {"name": f"import {path}", "status": "fail", "detail": "cannot load the test file"}
    for path in broken
]
passed = sum(o["status"] == "pass" for o in outcomes)
failed = sum(o["status"] == "fail" for o in outcomes)
print(f"Pyodide: {passed} passed, {failed} failed")
json.dumps(outcomes)
`),
);
console.log(`tests ran in ${(performance.now() - t2).toFixed(0)} ms`);

if (outcomes.length === 0) {
  test('the Python tests ran in Pyodide', () => {
    throw new Error('no Python test case ran');
  });
}
for (const { name, status, detail } of outcomes) {
  if (status === 'skip') {
    test(name, { skip: detail || true }, () => {});
  } else {
    test(name, () => {
      if (status === 'fail') throw new Error(`${name} failed in Pyodide:\n${detail}`);
    });
  }
}
