"""The ctypes layer: library loading, prototypes against the C headers, ABI.

The headers come from MLIRC_HEADERS_DIR (core/include/mlir-c, relative to
the working directory), which both the CPython and the Pyodide runs provide.
"""

import os
import re
import unittest

import mlir._mlir_libs as libs
from mlir._mlir_libs import _capi, capi
from mlir.ir import Context


def _split_params(text):
    """Splits a C parameter list at top-level commas."""
    params, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            params.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip() and current.strip() != "void":
        params.append(current.strip())
    return params


def exported_declarations(header_dir):
    """{name: (is_void, param_count)} of every MLIR_CAPI_EXPORTED function."""
    decls = {}
    for root, _, files in os.walk(header_dir):
        for name in sorted(files):
            if not name.endswith(".h"):
                continue
            with open(os.path.join(root, name), encoding="utf-8") as f:
                text = f.read()
            text = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S)
            for m in re.finditer(r"MLIR_CAPI_EXPORTED\s+([\w\s\*]+?)\s*\b(mlir\w+)\s*\(", text):
                depth, i = 1, m.end()
                while depth:
                    depth += {"(": 1, ")": -1}.get(text[i], 0)
                    i += 1
                params = _split_params(text[m.end():i - 1])
                decls[m.group(2)] = (m.group(1).split() == ["void"], len(params))
    return decls


class PrototypeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.header_dir = os.environ.get("MLIRC_HEADERS_DIR", "core/include/mlir-c")
        cls.decls = exported_declarations(cls.header_dir)

    def test_headers_were_found(self):
        self.assertIn("mlirContextCreate", self.decls, self.header_dir)

    def test_every_prototype_matches_a_declaration(self):
        mismatches = []
        for name, restype, argtypes in _capi.PROTOTYPES:
            if name not in self.decls:
                mismatches.append(f"{name}: not declared in {self.header_dir}")
                continue
            is_void, count = self.decls[name]
            if is_void != (restype is None) or count != len(argtypes):
                mismatches.append(
                    f"{name}: header (void={is_void}, {count} params) vs "
                    f"prototype (void={restype is None}, {len(argtypes)} params)"
                )
        self.assertEqual(mismatches, [])

    def test_library_exports_every_function_the_package_calls(self):
        # Declared-but-unexported functions only fail when called (see
        # _capi.CAPI); the ones the package calls must all be there: named
        # directly (`_c.mlirX`) or in strings (`getattr(_c, "mlirX")`).
        import mlir

        root = os.path.dirname(mlir.__file__)
        called = set()
        for folder, _, names in os.walk(root):
            for name in names:
                if name.endswith(".py") and not name.endswith("_gen.py"):
                    with open(os.path.join(folder, name), encoding="utf-8") as f:
                        text = f.read()
                    called |= set(re.findall(r"\b_c\.(mlir\w+)", text))
                    called |= set(re.findall(r"[\"'](mlir[A-Z]\w+)[\"']", text))
        self.assertIn("mlirModuleCreateParse", called)
        self.assertIn("mlirApplyPatternsAndFoldGreedilyWithOp", called)
        self.assertIn("mlirIntegerTypeGetTypeID", called)
        self.assertEqual(sorted(called & set(capi.missing)), [])
        self.assertEqual(sorted(called - {name for name, _, _ in _capi.PROTOTYPES}), [])


class LoaderTest(unittest.TestCase):
    def test_library_path(self):
        path = libs.library_path
        self.assertTrue(os.path.isfile(path), path)
        if os.environ.get("MLIRC_LIB"):
            self.assertTrue(os.path.samefile(path, os.environ["MLIRC_LIB"]))
        else:
            self.assertTrue(path.endswith(os.path.join("mlir", "_mlir_libs", "libmlirc.so")), path)

    def test_missing_function_raises_not_implemented(self):
        fn = _capi._missing_stub("mlirNoSuchFunction", "libx.so")
        with self.assertRaisesRegex(NotImplementedError, "mlirNoSuchFunction is not exported by libx.so"):
            fn()


class AbiTest(unittest.TestCase):
    """Structs by value both ways, embedded NULs, 64-bit returns, enums."""

    def test_string_refs_keep_length_and_nuls(self):
        ref = _capi.string_ref(b"a\0b")
        self.assertEqual(ref.length, 3)
        self.assertEqual(_capi.string_from_ref(ref), b"a\0b")
        self.assertTrue(capi.mlirStringRefEqual(ref, _capi.string_ref("a\0b")))
        self.assertFalse(capi.mlirStringRefEqual(ref, _capi.string_ref("a")))
        self.assertEqual(_capi.string_from_ref(_capi.string_ref("")), b"")

    def test_identifier_round_trip_by_value(self):
        ctx = Context()
        handle = ctx._get()
        ident = capi.mlirIdentifierGet(handle, _capi.string_ref("caf\u00e9\0x"))
        self.assertIsInstance(ident, _capi.MlirIdentifier)
        self.assertEqual(_capi.string_from_ref(capi.mlirIdentifierStr(ident)), "caf\u00e9\0x".encode())
        self.assertTrue(capi.mlirContextEqual(capi.mlirIdentifierGetContext(ident), handle))
        again = capi.mlirIdentifierGet(handle, _capi.string_ref("caf\u00e9\0x"))
        self.assertTrue(capi.mlirIdentifierEqual(ident, again))

    def test_handle_types_are_distinct(self):
        ctx = Context()
        ty = capi.mlirTypeParseGet(ctx._get(), _capi.string_ref("i32"))
        with self.assertRaises(Exception):  # ctypes.ArgumentError
            capi.mlirAttributePrint(ty, None, None)

    def test_handler_ids_are_64_bit_and_distinct(self):
        ctx = Context()
        a = ctx.attach_diagnostic_handler(lambda d: True)
        b = ctx.attach_diagnostic_handler(lambda d: True)
        self.assertNotEqual(a._id, b._id)
        self.assertIsInstance(a._id, int)
        a.detach()
        b.detach()


if __name__ == "__main__":
    unittest.main()
