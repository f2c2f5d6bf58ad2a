"""Tests of the built wheel (//pyodide:wheel) and of build_wheel.py itself.

Run by //pyodide:wheel_test from the runfiles root: the wheel is at
$MLIRC_WHEEL, the package sources under pyodide/mlir/.
"""

import base64
import csv
import hashlib
import io
import os
import subprocess
import sys
import tempfile
import unittest
import zipfile

import build_wheel

WHEEL = os.environ.get("MLIRC_WHEEL", "")
SOURCES = "pyodide/mlir"
DIST_INFO = "mlir-{version}.dist-info"


def source_files():
    """{arcname: bytes} of the package sources, as the wheel should hold them."""
    files = {}
    for root, _, names in os.walk(SOURCES):
        for name in names:
            if name.endswith(".py"):
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    files[os.path.relpath(path, "pyodide").replace(os.sep, "/")] = f.read()
    return files


class BuiltWheelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.zip = zipfile.ZipFile(WHEEL)
        cls.names = cls.zip.namelist()
        parts = os.path.basename(WHEEL)[: -len(".whl")].split("-")
        cls.name, cls.version, cls.tags = parts[0], parts[1], "-".join(parts[2:])
        cls.dist_info = DIST_INFO.format(version=cls.version)

    @classmethod
    def tearDownClass(cls):
        cls.zip.close()

    def read(self, name):
        return self.zip.read(name)

    def test_file_name(self):
        self.assertEqual(self.name, "mlir")
        self.assertEqual(self.tags, "py3-none-any")

    def test_holds_the_package_sources_unchanged(self):
        for arcname, data in source_files().items():
            self.assertIn(arcname, self.names)
            self.assertEqual(self.read(arcname), data, arcname)
        self.assertIn("mlir/__init__.py", self.names)
        self.assertIn("mlir/ir.py", self.names)

    def test_holds_the_wasm_side_module(self):
        lib = self.read("mlir/_mlir_libs/libmlirc.so")
        self.assertEqual(lib[:4], b"\0asm")
        # A wasm dynamic library starts with its "dylink.0" custom section.
        self.assertEqual(lib[8], 0)
        self.assertIn(b"dylink.0", lib[8:32])

    def test_dist_info(self):
        metadata = self.read(f"{self.dist_info}/METADATA").decode()
        self.assertIn("Metadata-Version: 2.1\n", metadata)
        self.assertIn("Name: mlir\n", metadata)
        self.assertIn(f"Version: {self.version}\n", metadata)
        wheel = self.read(f"{self.dist_info}/WHEEL").decode().splitlines()
        self.assertIn("Wheel-Version: 1.0", wheel)
        self.assertIn("Root-Is-Purelib: true", wheel)
        self.assertIn("Tag: py3-none-any", wheel)

    def test_record_hashes_every_file(self):
        record_name = f"{self.dist_info}/RECORD"
        self.assertEqual(self.names[-1], record_name)
        rows = list(csv.reader(io.StringIO(self.read(record_name).decode())))
        listed = {row[0] for row in rows}
        self.assertEqual(listed, set(self.names))
        for path, digest, size in rows:
            if path == record_name:
                self.assertEqual((digest, size), ("", ""))
                continue
            data = self.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            self.assertEqual(digest, "sha256=" + expected.decode(), path)
            self.assertEqual(int(size), len(data), path)

    def test_entries_are_reproducible(self):
        for info in self.zip.infolist():
            self.assertEqual(info.date_time, (1980, 1, 1, 0, 0, 0), info.filename)
            self.assertFalse(info.filename.endswith("/"), "no directory entries")
            self.assertEqual(info.external_attr >> 16, 0o644, info.filename)

    def test_rebuilding_gives_the_same_bytes(self):
        files = {name: self.read(name) for name in self.names
                 if not name.startswith(self.dist_info)}
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, os.path.basename(WHEEL))
            build_wheel.build(out, self.version, files)
            with open(out, "rb") as f, open(WHEEL, "rb") as g:
                self.assertEqual(f.read(), g.read())

    def test_cpython_refuses_the_wasm_library_with_a_clear_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.zip.extractall(tmp)
            env = {k: v for k, v in os.environ.items() if k not in ("MLIRC_LIB", "PYTHONPATH")}
            env["PYTHONPATH"] = tmp
            proc = subprocess.run(
                [sys.executable, "-c", "import mlir.ir"],
                env=env, capture_output=True, text=True, cwd=tmp,
            )
        self.assertNotEqual(proc.returncode, 0)
        self.assertIn("ImportError: mlir: cannot load libmlirc", proc.stderr)
        self.assertIn("a WebAssembly side module, usable only in Pyodide", proc.stderr)


class BuildWheelScriptTest(unittest.TestCase):
    def test_rejects_names_that_are_not_wheel_names(self):
        with tempfile.TemporaryDirectory() as tmp:
            for name in ["mlir.zip", "mlir-0.1.0.whl", "mlir-0.1.0-py3-none.whl"]:
                with self.assertRaises(SystemExit):
                    build_wheel.build(os.path.join(tmp, name), "0.1.0", {"mlir/x.py": b""})

    def test_rejects_a_version_mismatch(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(SystemExit):
                build_wheel.build(os.path.join(tmp, "mlir-1.0-py3-none-any.whl"), "2.0", {})

    def test_command_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            src = os.path.join(tmp, "src", "mlir")
            os.makedirs(src)
            with open(os.path.join(src, "__init__.py"), "w") as f:
                f.write("X = 1\n")
            lib = os.path.join(tmp, "lib.so")
            with open(lib, "wb") as f:
                f.write(b"\0asm")
            out = os.path.join(tmp, "dist", "mlir-9.9-py3-none-any.whl")
            prefix = os.path.join(tmp, "src") + "/"
            code = build_wheel.main([
                "--out", out, "--version", "9.9", "--strip-prefix", prefix,
                "--add", f"mlir/_mlir_libs/libmlirc.so={lib}", os.path.join(src, "__init__.py"),
            ])
            self.assertEqual(code, 0)
            with zipfile.ZipFile(out) as z:
                self.assertEqual(z.read("mlir/__init__.py"), b"X = 1\n")
                self.assertEqual(z.read("mlir/_mlir_libs/libmlirc.so"), b"\0asm")
                self.assertIn("mlir-9.9.dist-info/RECORD", z.namelist())


if __name__ == "__main__":
    unittest.main()
