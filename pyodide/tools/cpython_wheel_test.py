"""The CPython wheel (//pyodide:cpython_wheel) as a user installs it: pip
install --no-index into a fresh virtual environment, no MLIRC_LIB; then
`import mlir` finds the native library inside the package, and a module
parses and prints as mlir-opt 22 prints it (run now, as the oracle)."""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile

WHEEL = os.path.abspath(os.environ["MLIRC_CPYTHON_WHEEL"])
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

SAMPLE = """func.func @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
"""

# What the installed package is asked to do, in the venv's Python.
SCRIPT = r"""
import json, sys
import mlir._mlir_libs as libs
from mlir.ir import Context, Module
from mlir.dialects import arith, func
with Context() as ctx:
    m = Module.parse(sys.stdin.read())
    names = [op.operation.name for op in m.body.operations[0].regions[0].blocks[0].operations]
    print(json.dumps({"text": str(m), "library": libs.library_path, "ops": names}))
"""


def clean_env():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MLIRC_", "PYTHON", "PIP_"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["PIP_NO_INDEX"] = "1"
    return env


class CPythonWheelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="cpython-wheel-")
        cls.venv = os.path.join(cls.tmp, "venv")
        subprocess.run([PYTHON, "-m", "venv", cls.venv], check=True, env=clean_env())
        cls.python = os.path.join(cls.venv, "bin", "python")
        r = subprocess.run([cls.python, "-m", "pip", "install", "--no-index", "--no-deps", WHEEL],
                           capture_output=True, text=True, env=clean_env())
        cls.install = r

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_pip_installs_it_offline(self):
        self.assertEqual(self.install.returncode, 0, self.install.stdout + self.install.stderr)
        print(f"cpython wheel: {os.path.basename(WHEEL)} {os.path.getsize(WHEEL)} bytes")

    def test_the_wheel_holds_the_native_library(self):
        with zipfile.ZipFile(WHEEL) as z:
            names = z.namelist()
            lib = z.read("mlir/_mlir_libs/libmlirc.so")
            wheel = z.read("mlir-0.1.0.dist-info/WHEEL").decode()
        self.assertEqual(lib[:4], b"\x7fELF")
        self.assertIn("Tag: py3-none-linux_x86_64", wheel)
        self.assertIn("Root-Is-Purelib: false", wheel)
        self.assertIn("mlir/dialects/_arith_ops_gen.py", names)
        self.assertFalse([n for n in names if n.endswith(".pyc")])

    def test_parse_and_print_as_mlir_opt(self):
        r = subprocess.run([self.python, "-c", SCRIPT], input=SAMPLE, capture_output=True, text=True,
                           env=clean_env(), cwd=self.tmp)
        self.assertEqual(r.returncode, 0, r.stderr)
        got = json.loads(r.stdout)
        want = subprocess.run([MLIR_OPT], input=SAMPLE, capture_output=True, text=True, check=True).stdout
        # mlir-opt prints the module and a newline.
        self.assertEqual(got["text"] + "\n", want)
        self.assertEqual(got["ops"], ["arith.addi", "func.return"])
        site = os.path.realpath(self.venv)
        self.assertTrue(os.path.realpath(got["library"]).startswith(site), got["library"])


if __name__ == "__main__":
    unittest.main()
