"""Writes a .pyi stub for a Python module from its source (stdlib ast only).

Keeps imports, `__all__`, classes (bases, decorators that matter to type
checkers), function signatures with their annotations and default values
shown as `...`, and annotated module variables; drops bodies. Used for the
mlir.dialects modules, whose generated sources carry annotations
(gen_dialects.py calls stub_source).

Usage: make_stubs.py MODULE.py [OUT.pyi]
"""

import ast
import sys

# Decorators a type checker needs to see; any other is dropped.
_KEPT_DECORATORS = {"staticmethod", "classmethod", "property", "builtins.property", "overload",
                    "typing.overload", "abstractmethod"}


def _decorators(node, indent):
    lines = []
    for d in node.decorator_list:
        text = ast.unparse(d)
        if text in _KEPT_DECORATORS or text.endswith((".setter", ".deleter", ".getter")):
            lines.append(f"{indent}@{text}")
    return lines


def _strip_defaults(args):
    args = ast.parse(f"def f({ast.unparse(args)}): pass").body[0].args
    args.defaults = [ast.Constant(value=...) for _ in args.defaults]
    args.kw_defaults = [None if d is None else ast.Constant(value=...) for d in args.kw_defaults]
    return ast.unparse(args)


def _function(node, indent):
    lines = _decorators(node, indent)
    prefix = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
    returns = f" -> {ast.unparse(node.returns)}" if node.returns is not None else ""
    lines.append(f"{indent}{prefix} {node.name}({_strip_defaults(node.args)}){returns}: ...")
    return lines


def _assign(node, indent):
    if isinstance(node, ast.AnnAssign):
        if isinstance(node.target, ast.Name):
            return [f"{indent}{node.target.id}: {ast.unparse(node.annotation)}"]
        return []
    lines = []
    for target in node.targets:
        if not isinstance(target, ast.Name):
            continue
        if target.id == "__all__" or isinstance(node.value, (ast.Name, ast.Attribute)):
            lines.append(f"{indent}{target.id} = {ast.unparse(node.value)}")
        elif isinstance(node.value, ast.Constant):
            lines.append(f"{indent}{target.id}: {type(node.value.value).__name__}")
        else:
            lines.append(f"{indent}{target.id}: Incomplete")
    return lines


def _body(nodes, indent):
    lines = []
    for node in nodes:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            lines.append(indent + ast.unparse(node))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines.extend(_function(node, indent))
        elif isinstance(node, ast.ClassDef):
            lines.extend(_decorators(node, indent))
            bases = [ast.unparse(b) for b in node.bases] + [ast.unparse(k) for k in node.keywords]
            lines.append(f"{indent}class {node.name}({', '.join(bases)}):" if bases
                         else f"{indent}class {node.name}:")
            inner = _body(node.body, indent + "    ")
            lines.extend(inner or [indent + "    ..."])
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            lines.extend(_assign(node, indent))
        elif isinstance(node, ast.Try):
            # try: from . import x / except ImportError: x = None
            lines.extend(line for line in _body(node.body, indent)
                         if line.lstrip().startswith(("import ", "from ")))
    return lines


def stub_source(source, filename="<module>"):
    """The stub text of a module's source."""
    tree = ast.parse(source, filename)
    lines = ["# Stub generated from the module's source by pyodide/tools/make_stubs.py.",
             "from _typeshed import Incomplete", ""]
    lines.extend(_body(tree.body, ""))
    return "\n".join(lines) + "\n"


def main(argv):
    if not 1 <= len(argv) <= 2:
        print(__doc__)
        return 2
    with open(argv[0], encoding="utf-8") as f:
        text = stub_source(f.read(), argv[0])
    out = argv[1] if len(argv) == 2 else argv[0][:-3] + ".pyi"
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
