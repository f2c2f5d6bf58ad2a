#!/usr/bin/env python3
"""Differential test of the interpreter: generated programs
(gen_programs.py) run through upstream (mlir-opt 22's lowering to LLVM,
then mlir-runner 22) and through mlirc-runner at the input level; their
printed output must be identical (memory addresses masked, NaN signs
ignored). mlirc-runner also runs upstream's lowered program (the llvm
dialect), which must print the same again.

  python3 tests/runner/diff_runner.py --runner bazel-bin/core/mlirc-runner [--count N] [--seed S]

Ends with `N passed, M failed` (one case per program)."""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_programs import KINDS, program  # noqa: E402

LLVM = "/usr/lib/llvm-22"
LOWERING = ["--convert-scf-to-cf", "--expand-strided-metadata", "--convert-vector-to-llvm",
            "--finalize-memref-to-llvm", "--convert-to-llvm", "--reconcile-unrealized-casts"]
LIBS = f"--shared-libs={LLVM}/lib/libmlir_c_runner_utils.so,{LLVM}/lib/libmlir_runner_utils.so"
ADDRESS = re.compile(r"0x[0-9a-f]+")
# LLVM leaves the sign of a NaN an operation produces unspecified: x86
# gives -nan at run time, LLVM's constant folding nan. Both are right.
NAN_SIGN = re.compile(r"-nan\b")


def normalize(text):
    return NAN_SIGN.sub("nan", ADDRESS.sub("0xADDR", text))


def upstream(path, tmp):
    lowered = os.path.join(tmp, "lowered.mlir")
    subprocess.run([f"{LLVM}/bin/mlir-opt", path, *LOWERING, "-o", lowered], check=True, capture_output=True)
    r = subprocess.run([f"{LLVM}/bin/mlir-runner", lowered, "-e", "main", "-entry-point-result=void", LIBS],
                       capture_output=True, text=True, timeout=120)
    return r.returncode, normalize(r.stdout), lowered


def ours(runner, path):
    r = subprocess.run([runner, path, "-e", "main", "-entry-point-result=void"], capture_output=True, text=True,
                       timeout=120)
    return r.returncode, normalize(r.stdout), r.stderr


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runner", required=True)
    p.add_argument("--count", type=int, default=40)
    p.add_argument("--seed", type=int, default=17)
    a = p.parse_args()
    passed = failed = 0
    per_kind = {k: 0 for k in KINDS}
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(a.count):
            kind = KINDS[n % len(KINDS)]
            text = program(a.seed * 100003 + n, kind)
            path = os.path.join(tmp, f"p{n}.mlir")
            with open(path, "w") as f:
                f.write(text)
            urc, uout, lowered = upstream(path, tmp)
            rc, out, err = ours(os.path.abspath(a.runner), path)
            lrc, lout, lerr = ours(os.path.abspath(a.runner), lowered)
            if urc == 0 and rc == 0 and out == uout and not err and lrc == 0 and lout == uout and not lerr:
                passed += 1
                per_kind[kind] += 1
                continue
            failed += 1
            if rc == 0 and out == uout and not err:
                rc, out, err, level = lrc, lout, lerr, "after lowering"
            else:
                level = "at the input level"
            print(f"program {n} ({kind}) differs {level}: upstream {urc}, mlirc {rc}\n{err}--- program:\n{text}")
            ul, ol = uout.splitlines(), out.splitlines()
            for k in range(max(len(ul), len(ol))):
                if k >= len(ul) or k >= len(ol) or ul[k] != ol[k]:
                    print(f"line {k + 1}: upstream {ul[k] if k < len(ul) else None!r}, "
                          f"mlirc {ol[k] if k < len(ol) else None!r}")
                    break
    print("identical by kind: " + ", ".join(f"{k} {v}" for k, v in per_kind.items()))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
