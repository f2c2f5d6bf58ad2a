"""Builds the `mlir` wheels from the package sources and a built libmlirc:
the Pyodide wheel (--target pyodide, the default: the wasm side module) and
the CPython wheel (--target cpython: the native library of this platform).

Stdlib only (no pip, no wheel, no network). The archive is reproducible:
entries are sorted, timestamps fixed, permissions normalised, so the same
inputs give the same bytes (and the same hash) on every machine.

Usage (what //pyodide:wheel runs):

  build_wheel.py --out dist/mlir-0.1.0-py3-none-any.whl --version 0.1.0 \
      --strip-prefix pyodide/ --add mlir/_mlir_libs/libmlirc.so=wasm/libmlirc.so \
      pyodide/mlir/__init__.py pyodide/mlir/ir.py ...

Positional FILES are added under their path minus --strip-prefix; each
--add ARCNAME=PATH adds PATH under ARCNAME; each --add-tree DIR adds every
file under DIR at its path relative to DIR (a build's generated tree, e.g.
the mlir.dialects modules). The wheel's tags come from the output file
name, which must follow the wheel naming convention.
"""

import argparse
import base64
import hashlib
import io
import os
import sys
import zipfile

# Zip timestamps cannot predate 1980; a fixed one keeps the archive reproducible.
_EPOCH = (1980, 1, 1, 0, 0, 0)

_SUMMARY = "MLIR's Python bindings (mlir.ir) over mlirc, MLIR's core in C, through ctypes"


def _record_hash(data):
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def _parse_wheel_name(path):
    """Splits `name-version-pytag-abitag-plattag.whl` (no build tag)."""
    base = os.path.basename(path)
    if not base.endswith(".whl"):
        raise SystemExit(f"build_wheel: output must end in .whl: {base}")
    parts = base[: -len(".whl")].split("-")
    if len(parts) != 5:
        raise SystemExit(f"build_wheel: expected name-version-py-abi-plat.whl, got {base}")
    return parts


_DESCRIPTIONS = {
    "pyodide": (
        "emscripten",
        "Upstream MLIR's Python API (mlir.ir) implemented in pure Python over\n"
        "ctypes. The wheel ships mlirc compiled to a WebAssembly side module\n"
        "(mlir/_mlir_libs/libmlirc.so) for Pyodide; in CPython, point MLIRC_LIB\n"
        "at a native libmlirc.so instead.\n",
    ),
    "cpython": (
        "linux",
        "Upstream MLIR's Python API (mlir.ir) implemented in pure Python over\n"
        "ctypes. The wheel ships mlirc built natively for this platform\n"
        "(mlir/_mlir_libs/libmlirc.so), found without any setting.\n",
    ),
}


def _metadata(name, version, target):
    platform, description = _DESCRIPTIONS[target]
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {name}\n"
        f"Version: {version}\n"
        f"Summary: {_SUMMARY}\n"
        "License: Apache-2.0 WITH LLVM-exception\n"
        "Requires-Python: >=3.11\n"
        f"Platform: {platform}\n"
        "\n" + description
    )


def _wheel_file(tags, target):
    lines = [
        "Wheel-Version: 1.0",
        "Generator: mlirc build_wheel.py",
        # For Pyodide the side module is plain data to the importer (pure
        # Python dlopens it through ctypes): purelib. The CPython wheel holds
        # a native library of one platform: platlib.
        f"Root-Is-Purelib: {'true' if target == 'pyodide' else 'false'}",
    ]
    lines += [f"Tag: {tag}" for tag in tags]
    return "\n".join(lines) + "\n"


def _expand_tags(py, abi, plat):
    return [f"{p}-{a}-{q}" for p in py.split(".") for a in abi.split(".") for q in plat.split(".")]


def build(out, version, files, target="pyodide"):
    """Writes the wheel `out` holding `files` ({arcname: bytes}) plus dist-info."""
    name, file_version, py, abi, plat = _parse_wheel_name(out)
    if file_version != version:
        raise SystemExit(f"build_wheel: file name says {file_version}, --version says {version}")
    dist_info = f"{name}-{version}.dist-info"
    entries = dict(files)
    entries[f"{dist_info}/METADATA"] = _metadata(name, version, target).encode()
    entries[f"{dist_info}/WHEEL"] = _wheel_file(_expand_tags(py, abi, plat), target).encode()
    entries[f"{dist_info}/top_level.txt"] = b"mlir\n"

    record_name = f"{dist_info}/RECORD"
    record = io.StringIO()
    for arcname in sorted(entries):
        data = entries[arcname]
        record.write(f"{arcname},{_record_hash(data)},{len(data)}\n")
    record.write(f"{record_name},,\n")
    entries[record_name] = record.getvalue().encode()

    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    tmp = out + ".tmp"
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        # RECORD goes last, as the wheel spec recommends.
        for arcname in sorted(entries, key=lambda n: (n == record_name, n)):
            info = zipfile.ZipInfo(arcname, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            mode = 0o755 if arcname.endswith(".so") and target == "cpython" else 0o644
            info.external_attr = (mode & 0xFFFF) << 16
            info.create_system = 3  # Unix, so the permissions above are honoured
            zf.writestr(info, entries[arcname])
    os.replace(tmp, out)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="output .whl path (its name gives the tags)")
    parser.add_argument("--version", required=True)
    parser.add_argument("--target", choices=["pyodide", "cpython"], default="pyodide",
                        help="pyodide: the wasm side module inside; cpython: a native library of this platform")
    parser.add_argument("--strip-prefix", default="", help="removed from positional file paths")
    parser.add_argument("--add", action="append", default=[], metavar="ARCNAME=PATH")
    parser.add_argument("--add-tree", action="append", default=[], metavar="DIR")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)

    files = {}
    for path in args.files:
        norm = path.replace(os.sep, "/")
        if not norm.startswith(args.strip_prefix):
            raise SystemExit(f"build_wheel: {path} does not start with {args.strip_prefix}")
        files[norm[len(args.strip_prefix):]] = _read(path)
    for spec in args.add:
        arcname, sep, path = spec.partition("=")
        if not sep:
            raise SystemExit(f"build_wheel: --add wants ARCNAME=PATH, got {spec}")
        files[arcname] = _read(path)
    for tree in args.add_tree:
        for root, dirs, names in os.walk(tree):
            dirs.sort()
            for name in sorted(names):
                path = os.path.join(root, name)
                files[os.path.relpath(path, tree).replace(os.sep, "/")] = _read(path)
    if not any(name.endswith(".py") for name in files):
        raise SystemExit("build_wheel: no Python file given")
    build(args.out, args.version, files, args.target)
    return 0


def _read(path):
    with open(path, "rb") as f:
        return f.read()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
