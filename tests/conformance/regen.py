#!/usr/bin/env python3
"""Writes the expected outputs of the project's own conformance cases by
running upstream mlir-opt 22 on each case, exactly as the shared corpus
README describes (stdout into NAME.expected on success; otherwise stderr
into NAME.expected and the exit status into NAME.status).

    python3 tests/conformance/regen.py [--filter TEXT]
    python3 tests/conformance/regen.py --translate   # the mlir-translate cases (translate/)
"""
import argparse
import os
import shlex
import subprocess

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MLIR_TRANSLATE = "/usr/lib/llvm-22/bin/mlir-translate"
HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--filter", default="")
    ap.add_argument("--translate", action="store_true",
                    help="the cases of translate/, whose oracle is mlir-translate 22")
    opts = ap.parse_args()
    root = os.path.join(HERE, "translate" if opts.translate else "cases")
    oracle = MLIR_TRANSLATE if opts.translate else MLIR_OPT
    for dirpath, _, files in sorted(os.walk(root)):
        for fn in sorted(files):
            if not fn.endswith(".mlir"):
                continue
            name = fn[:-5]
            case = os.path.relpath(os.path.join(dirpath, name), root)
            if opts.filter not in case:
                continue
            args_path = os.path.join(dirpath, name + ".args")
            args = open(args_path).read().strip() if os.path.exists(args_path) else ""
            if not os.path.exists(args_path):
                open(args_path, "w").write("\n")
            argv = shlex.split(args)
            # %s names the input where the flags put it, as the runner does.
            argv = [fn if a == "%s" else a for a in argv] if "%s" in argv else argv + [fn]
            p = subprocess.run([oracle] + argv, cwd=dirpath,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            status = os.path.join(dirpath, name + ".status")
            with open(os.path.join(dirpath, name + ".expected"), "wb") as f:
                f.write(p.stdout if p.returncode == 0 else p.stderr)
            if p.returncode == 0:
                if os.path.exists(status):
                    os.remove(status)
                # A case that also checks stderr (view-op-graph, print-op-stats)
                # has a NAME.stderr; rewrite it with the oracle's stderr.
                stderr_path = os.path.join(dirpath, name + ".stderr")
                if os.path.exists(stderr_path):
                    with open(stderr_path, "wb") as f:
                        f.write(p.stderr)
            else:
                open(status, "w").write("%d\n" % p.returncode)
                # An invalid case's stderr is its .expected: no NAME.stderr.
                stderr_path = os.path.join(dirpath, name + ".stderr")
                if os.path.exists(stderr_path):
                    os.remove(stderr_path)
            print("%-50s %s" % (case, "ok" if p.returncode == 0 else "status %d" % p.returncode))


if __name__ == "__main__":
    main()
