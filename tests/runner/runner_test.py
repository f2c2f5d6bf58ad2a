"""mlirc-runner over the runner cases (see regen.py): run/ cases print what
mlir-runner 22 prints after upstream's lowering (addresses masked) with
nothing on stderr, both as written and after upstream's lowering to the
llvm dialect (mlir-opt 22, as regen.py lowers them); ub/ cases fail with
their exact located diagnostics."""

import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from regen import LLVM, LOWERING  # noqa: E402

ROOT = os.environ.get("MLIRC_RUNFILES", os.getcwd())
RUNNER = os.path.join(ROOT, os.environ["MLIRC_RUNNER"])
CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases")
ADDRESS = re.compile(r"0x[0-9a-f]+")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def run(base, path=None, extra=()):
    folder, name = os.path.split(base)
    return subprocess.run([RUNNER, path or name + ".mlir", *read(base + ".args").split(), *extra], cwd=folder,
                          capture_output=True, text=True, timeout=300)


def bases(kind):
    folder = os.path.join(CASES, kind)
    return [os.path.join(folder, f[:-5]) for f in sorted(os.listdir(folder)) if f.endswith(".mlir")]


class RunnerCases(unittest.TestCase):
    def test_programs_print_as_mlir_runner(self):
        names = bases("run")
        self.assertGreaterEqual(len(names), 5)
        for base in names:
            with self.subTest(os.path.basename(base)):
                r = run(base)
                self.assertEqual(r.stderr, "")
                self.assertEqual(r.returncode, 0)
                self.assertEqual(ADDRESS.sub("0xADDR", r.stdout), read(base + ".expected"))

    def test_lowered_programs_print_the_same(self):
        with tempfile.TemporaryDirectory() as tmp:
            for base in bases("run"):
                with self.subTest(os.path.basename(base)):
                    lowered = os.path.join(tmp, os.path.basename(base) + ".mlir")
                    subprocess.run([f"{LLVM}/bin/mlir-opt", base + ".mlir", *LOWERING, "-o", lowered], check=True)
                    # Upstream's pipeline here bufferizes without deallocation:
                    # the lowered programs leak by design.
                    r = run(base, lowered, ["-leak-check=false"])
                    self.assertEqual(r.stderr, "")
                    self.assertEqual(r.returncode, 0)
                    self.assertEqual(ADDRESS.sub("0xADDR", r.stdout), read(base + ".expected"))

    def test_undefined_behaviour_is_a_located_diagnostic(self):
        names = bases("ub")
        self.assertGreaterEqual(len(names), 11)
        for base in names:
            with self.subTest(os.path.basename(base)):
                r = run(base)
                self.assertEqual(r.stderr, read(base + ".stderr"))
                self.assertEqual(r.returncode, int(read(base + ".status")))


if __name__ == "__main__":
    unittest.main()
