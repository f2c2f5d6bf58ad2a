#!/usr/bin/env python3
"""Writes a pyodide-lock.json that adds the `mlir` wheel to Pyodide's own
lock, so that a page or notebook served from a static folder holding the
wheel and this file loads it by name:

    loadPyodide({lockFileURL: 'static/pyodide-lock.json'})
    await pyodide.loadPackage('mlir')      # or micropip.install('mlir')

The entry's file_name is the wheel's bare name (resolved against the
folder of the lock file); sha256 lets Pyodide check the download. Stdlib
only; the output is sorted, so the same inputs give the same bytes.

    make_lock.py --base node_modules/pyodide/pyodide-lock.json --wheel mlir-0.1.0-py3-none-any.whl --out pyodide-lock.json
"""

import argparse
import hashlib
import json
import os


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--base", required=True, help="Pyodide's pyodide-lock.json")
    p.add_argument("--wheel", required=True)
    p.add_argument("--out", required=True)
    a = p.parse_args()
    with open(a.base, encoding="utf-8") as f:
        lock = json.load(f)
    with open(a.wheel, "rb") as f:
        data = f.read()
    file_name = os.path.basename(a.wheel)
    name, version = file_name.split("-")[:2]
    lock["packages"][name] = {
        "name": name,
        "version": version,
        "file_name": file_name,
        "install_dir": "site",
        "sha256": hashlib.sha256(data).hexdigest(),
        "package_type": "package",
        "imports": [name],
        # ctypes is in Pyodide's standard library: nothing else to load.
        "depends": [],
        "unvendored_tests": False,
        "shared_library": False,
    }
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(lock, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
