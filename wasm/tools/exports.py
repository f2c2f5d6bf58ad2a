#!/usr/bin/env python3
"""exports.py: derives the export list of the wasm builds from the public C
headers, so that no list of API functions is ever kept by hand.

Every function declared with MLIR_CAPI_EXPORTED in the given headers (and every
`MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Name, Namespace)` use, which declares
`mlirGetDialectHandle__Namespace__`) whose name starts with `mlir` is exported.

  exports.py --format emcc [--extra malloc,free] HEADER...
        JSON list for emcc's -sEXPORTED_FUNCTIONS=@FILE ("_mlirX", ...), plus
        the --extra C symbols (the ES module build adds malloc and free)
  exports.py --format names HEADER...
        one C name a line (what tests compare the builds' exports with)

Static inline helpers in the headers are not exported: they have no symbol.
"""
import argparse
import json
import re
import sys

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
# A declaration: the macro, then a return type, then the function name and "(".
_DECL = re.compile(r"\bMLIR_CAPI_EXPORTED\b[^;{(]*?\b([A-Za-z_]\w*)\s*\(")
_DIALECT = re.compile(r"\bMLIR_DECLARE_CAPI_DIALECT_REGISTRATION\s*\(\s*\w+\s*,\s*(\w+)\s*\)")


def strip_preprocessor(text):
    """Drops comments and preprocessor lines (macro definitions included)."""
    text = _COMMENT.sub(" ", text)
    text = re.sub(r"\\\n", " ", text)  # join continued lines
    return "\n".join("" if line.lstrip().startswith("#") else line for line in text.split("\n"))


def api_names(paths):
    names = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = strip_preprocessor(f.read())
        names.update(m.group(1) for m in _DECL.finditer(text))
        names.update("mlirGetDialectHandle__%s__" % m.group(1) for m in _DIALECT.finditer(text))
    return sorted(n for n in names if n.startswith("mlir"))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--format", choices=["emcc", "names"], default="names")
    ap.add_argument("--extra", default="", help="comma-separated C symbols to export too")
    ap.add_argument("-o", "--output", help="output file (default stdout)")
    ap.add_argument("headers", nargs="+")
    args = ap.parse_args(argv)
    names = api_names(args.headers)
    if not names:
        sys.exit("exports.py: no MLIR_CAPI_EXPORTED function found in %s" % " ".join(args.headers))
    if args.format == "emcc":
        extra = [n for n in args.extra.split(",") if n]
        out = json.dumps(["_" + n for n in names + extra], indent=0) + "\n"
    else:
        out = "".join(n + "\n" for n in names)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(out)
    else:
        sys.stdout.write(out)


if __name__ == "__main__":
    main(sys.argv[1:])
