"""Generates the `mlir.dialects` modules of every dialect the core builds.

Reads ODS_DIALECTS (namespace -> .td file) from core/BUILD.bazel, so a
dialect added there gets its Python module with no edit here, and runs
mlir-tblgen 22 on upstream's .td files:

  _<ns>_ops_gen.py   -gen-python-op-bindings -bind-dialect=<ns>
  _<ns>_enum_gen.py  -gen-python-enum-bindings, for the dialects whose enum
                     attributes upstream binds (ENUM_TDS: the same .td files
                     upstream's Python build uses)
  <ns>.py            only for a dialect without a hand-written module in
                     pyodide/mlir/dialects/: re-exports the generated ones
  _dialects.py       DIALECTS, the namespaces generated (for tests)
  *.pyi              type stubs of all of those and of the hand-written
                     modules of pyodide/mlir/dialects/ (make_stubs.py)

The generated files are used unchanged. Output: OUT/mlir/dialects/.

Usage: gen_dialects.py --build-file core/BUILD.bazel --core-dir core
         --handwritten-dir pyodide/mlir/dialects --out OUT [--tblgen PATH]
"""

import argparse
import ast
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_stubs import stub_source  # noqa: E402

TD_ROOT = "/usr/lib/llvm-22/include"
TBLGEN = "/usr/lib/llvm-22/bin/mlir-tblgen"

# Enum bindings upstream generates (mlir/python/CMakeLists.txt): the .td
# each one reads. Dialects whose main .td includes another dialect's enums
# (memref, math, affine, complex include arith's) get none, as upstream, so
# no builder is registered twice.
ENUM_TDS = {
    "arith": "mlir/Dialect/Arith/IR/ArithOps.td",
    "index": "mlir/Dialect/Index/IR/IndexOps.td",
    "linalg": None,  # the dialect's own .td (core/gen/td/linalg.td)
    "vector": "mlir/Dialect/Vector/IR/VectorAttributes.td",
    "bufferization": "mlir/Dialect/Bufferization/IR/BufferizationEnums.td",
}

DEFAULT_MODULE = '''"""mlir.dialects.{ns}: the {ns} ops generated from upstream's ODS
(mlir-tblgen -gen-python-op-bindings); generated, as there is no
hand-written module for this dialect."""

from ._{ns}_ops_gen import *  # noqa: F401,F403
from ._{ns}_ops_gen import _Dialect  # noqa: F401
'''


def ods_dialects(build_file):
    """The ODS_DIALECTS dict literal of a BUILD file."""
    with open(build_file, encoding="utf-8") as f:
        tree = ast.parse(f.read(), build_file)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "ODS_DIALECTS" for t in node.targets):
            return ast.literal_eval(node.value)
    raise SystemExit(f"gen_dialects: no ODS_DIALECTS in {build_file}")


def td_path(td, core_dir):
    # core/BUILD.bazel: values under gen/ are core-local .td files.
    return os.path.join(core_dir, td) if td.startswith("gen/") else os.path.join(TD_ROOT, td)


def tblgen(tool, args, out):
    cmd = [tool] + args + ["-I", TD_ROOT, "-o", out]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"gen_dialects: {' '.join(cmd)} failed:\n{result.stderr}")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-file", required=True)
    parser.add_argument("--core-dir", required=True)
    parser.add_argument("--handwritten-dir", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--tblgen", default=TBLGEN)
    args = parser.parse_args(argv)

    dialects = ods_dialects(args.build_file)
    out_dir = os.path.join(args.out, "mlir", "dialects")
    os.makedirs(out_dir, exist_ok=True)
    for ns, td in sorted(dialects.items()):
        td_file = td_path(td, args.core_dir)
        if not os.path.isfile(td_file):
            raise SystemExit(f"gen_dialects: {td_file} (ODS_DIALECTS['{ns}']) is missing; a .td "
                             "under core/gen/ must be listed in pyodide/BUILD.bazel's local_tds")
        tblgen(args.tblgen, ["-gen-python-op-bindings", f"-bind-dialect={ns}", td_file],
               os.path.join(out_dir, f"_{ns}_ops_gen.py"))
        if ns in ENUM_TDS:
            enum_td = ENUM_TDS[ns]
            enum_file = td_file if enum_td is None else os.path.join(TD_ROOT, enum_td)
            tblgen(args.tblgen, ["-gen-python-enum-bindings", f"-bind-dialect={ns}", enum_file],
                   os.path.join(out_dir, f"_{ns}_enum_gen.py"))
        if not os.path.exists(os.path.join(args.handwritten_dir, f"{ns}.py")):
            with open(os.path.join(out_dir, f"{ns}.py"), "w", encoding="utf-8") as f:
                f.write(DEFAULT_MODULE.format(ns=ns))
    with open(os.path.join(out_dir, "_dialects.py"), "w", encoding="utf-8") as f:
        f.write('"""The dialects whose modules the build generated (core/BUILD.bazel\'s '
                'ODS_DIALECTS)."""\n\n')
        f.write("DIALECTS = (\n" + "".join(f'    "{ns}",\n' for ns in sorted(dialects)) + ")\n")
    write_stubs(out_dir, [out_dir, args.handwritten_dir])
    return 0


def write_stubs(out_dir, source_dirs):
    """A .pyi in out_dir for every module of the source folders."""
    for source_dir in source_dirs:
        for name in sorted(os.listdir(source_dir)):
            if not name.endswith(".py"):
                continue
            with open(os.path.join(source_dir, name), encoding="utf-8") as f:
                text = stub_source(f.read(), name)
            with open(os.path.join(out_dir, name[:-3] + ".pyi"), "w", encoding="utf-8") as f:
                f.write(text)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
