"""Runs the unittest files given as arguments and ends with 'N passed, M failed'.

Used by py_cpython_test (tools/defs.bzl). Each file is loaded by path (so its
__file__ stays in the runfiles tree), with its folder first on sys.path as when
a script runs. Failures, errors, unexpected successes and files that fail to
import count as failed; skipped tests count as neither; expected failures pass.
A run with no test at all fails.
"""

import importlib.util
import os
import sys
import traceback
import unittest


def load_suite(paths, loader):
    suite = unittest.TestSuite()
    broken = []
    for index, path in enumerate(paths):
        name = os.path.splitext(os.path.basename(path))[0]
        if name in sys.modules:
            name = f"{name}_{index}"
        folder = os.path.dirname(os.path.abspath(path))
        if folder not in sys.path:
            sys.path.insert(0, folder)
        try:
            spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
            suite.addTests(loader.loadTestsFromModule(module))
        except Exception:  # a file that cannot be imported is a failed case
            print(f"ERROR: cannot load {path}:", file=sys.stdout)
            traceback.print_exc(file=sys.stdout)
            broken.append(path)
    return suite, broken


class CountingResult(unittest.TextTestResult):
    """Counts passing tests directly (testsRun does not see setUpClass errors)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self.passed += 1


def main(argv):
    paths = argv[1:]
    if not paths:
        print("usage: py_unittest_runner.py TEST_FILE.py...")
        print("0 passed, 1 failed")
        return 2
    suite, broken = load_suite(paths, unittest.TestLoader())
    runner = unittest.TextTestRunner(stream=sys.stdout, verbosity=2, resultclass=CountingResult)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses) + len(broken)
    passed = result.passed
    if result.testsRun == 0 and failed == 0:
        print("error: no test ran")
        failed = 1
    sys.stdout.flush()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
