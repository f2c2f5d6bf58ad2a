"""The type stubs (.pyi) shipped with the package: one per public module,
parseable, and complete (every public name and member the module has at
run time is declared)."""

import ast
import importlib
import inspect
import os
import unittest

import mlir.dialects
from mlir.dialects import _dialects

HAND_WRITTEN = ["mlir.ir", "mlir.passmanager", "mlir.rewrite", "mlir.execution_engine", "mlir.target"]


def stub_path(module):
    """The .pyi of a module: next to its file, or in another mlir/dialects folder."""
    base = os.path.splitext(os.path.basename(module.__file__))[0] + ".pyi"
    candidates = [os.path.join(os.path.dirname(module.__file__), base)]
    if module.__name__.startswith("mlir.dialects."):
        candidates += [os.path.join(d, base) for d in mlir.dialects.__path__]
    for path in candidates:
        if os.path.isfile(path):
            return path
    return None


def stub_tree(module):
    path = stub_path(module)
    with open(path, encoding="utf-8") as f:
        return ast.parse(f.read(), path)


def defined_names(body):
    names = set()
    for node in body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


class StubTest(unittest.TestCase):
    def test_hand_written_stubs_declare_every_public_name(self):
        for name in HAND_WRITTEN:
            module = importlib.import_module(name)
            declared = defined_names(stub_tree(module).body)
            missing = sorted(set(module.__all__) - declared)
            self.assertEqual(missing, [], name)

    def test_stub_classes_declare_every_public_member(self):
        import mlir.ir
        ir_classes = {n.name: n for n in stub_tree(mlir.ir).body if isinstance(n, ast.ClassDef)}
        for name in HAND_WRITTEN:
            module = importlib.import_module(name)
            # Bases the stubs import from mlir.ir resolve to ir.pyi's classes.
            classes = dict(ir_classes)
            classes.update({n.name: n for n in stub_tree(module).body
                            if isinstance(n, ast.ClassDef)})
            problems = []
            for public in module.__all__:
                obj = getattr(module, public)
                if not inspect.isclass(obj) or public not in classes:
                    continue
                declared = set()
                stack = [classes[public]]
                while stack:  # members of the stub class and its stub bases
                    node = stack.pop()
                    declared |= defined_names(node.body)
                    for base in node.bases:
                        base = base.value if isinstance(base, ast.Subscript) else base
                        if isinstance(base, ast.Name) and base.id in classes:
                            stack.append(classes[base.id])
                for member in dir(obj):
                    if member.startswith("_") or member in declared:
                        continue
                    try:
                        getattr(obj, member)
                    except AttributeError:  # e.g. static_typeid of abstract kinds
                        continue
                    owner = next(c for c in obj.__mro__ if member in vars(c))
                    if owner.__module__.startswith("mlir") and not issubclass(owner, BaseException):
                        problems.append(f"{public}.{member}")
            self.assertEqual(problems, [], name)

    def test_every_dialect_module_has_stubs(self):
        for ns in _dialects.DIALECTS:
            for mod in (f"mlir.dialects.{ns}", f"mlir.dialects._{ns}_ops_gen"):
                module = importlib.import_module(mod)
                self.assertIsNotNone(stub_path(module), mod)
                tree = stub_tree(module)
                self.assertTrue(tree.body, mod)

    def test_generated_stubs_keep_the_annotations(self):
        module = importlib.import_module("mlir.dialects._arith_ops_gen")
        with open(stub_path(module), encoding="utf-8") as f:
            lines = f.read().splitlines()
        self.assertIn("def addi(lhs, rhs, *, overflow_flags=..., results=..., loc=..., ip=...) "
                      "-> _ods_ir.OpResult: ...", lines)
        self.assertIn("class AddIOp(_ods_ir.OpView):", lines)
        self.assertIn("    def lhs(self) -> _ods_ir.Value: ...", lines)

    def test_lazily_loaded_names_match_their_modules(self):
        # mlir.ir loads its builtin types, attributes and affine classes on
        # first use; its list of their names must match the modules.
        from mlir import ir
        from mlir._mlir_libs import _ir_affine, _ir_attributes, _ir_types

        expected = set(_ir_types.__all__) | set(_ir_attributes.__all__) | set(_ir_affine.__all__)
        self.assertEqual(set(ir._BUILTIN_NAMES), expected)
        self.assertTrue(expected <= set(ir.__all__))
        self.assertIs(ir.IntegerType, _ir_types.IntegerType)
        with self.assertRaisesRegex(AttributeError, "has no attribute 'NoSuchThing'"):
            ir.NoSuchThing

    def test_package_is_marked_typed(self):
        import mlir
        self.assertTrue(os.path.isfile(os.path.join(os.path.dirname(mlir.__file__), "py.typed")))


if __name__ == "__main__":
    unittest.main()
