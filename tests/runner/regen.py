#!/usr/bin/env python3
"""Records the expected output of the runner cases.

cases/run/NAME.mlir: the program at the input level. Its expected stdout
(NAME.expected) is what upstream's mlir-runner 22 prints for it after
upstream's lowering (LOWERING below), with memory addresses masked; the
exit status must be 0.

cases/ub/NAME.mlir: a program with undefined behaviour or over a limit.
Upstream has no oracle for these (compiled code crashes or computes
garbage): NAME.stderr holds mlirc-runner's own located diagnostic, recorded
from the built tool after review (--ub, with --runner PATH), and NAME.status
its exit status.

NAME.args holds the command line (mlir-runner's flags; mlirc's own
--max-steps and --max-call-depth only in ub/ cases).

  python3 tests/runner/regen.py [--filter NAME] [--ub --runner bazel-bin/core/mlirc-runner]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LLVM = "/usr/lib/llvm-22"
LOWERING = [
    "--convert-elementwise-to-linalg",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops",
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]
SHARED_LIBS = f"--shared-libs={LLVM}/lib/libmlir_c_runner_utils.so,{LLVM}/lib/libmlir_runner_utils.so"
ADDRESS = re.compile(r"0x[0-9a-f]+")


def mask(text):
    """Memory addresses differ from run to run."""
    return ADDRESS.sub("0xADDR", text)


def cases(kind, name_filter):
    folder = os.path.join(HERE, "cases", kind)
    for f in sorted(os.listdir(folder)):
        if f.endswith(".mlir") and (not name_filter or name_filter in f):
            yield os.path.join(folder, f[: -len(".mlir")])


def args_of(base):
    with open(base + ".args") as f:
        return f.read().split()


def regen_run(base):
    with tempfile.TemporaryDirectory() as tmp:
        lowered = os.path.join(tmp, "lowered.mlir")
        subprocess.run([f"{LLVM}/bin/mlir-opt", base + ".mlir", *LOWERING, "-o", lowered], check=True)
        r = subprocess.run([f"{LLVM}/bin/mlir-runner", lowered, *args_of(base), SHARED_LIBS],
                           capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        sys.exit(f"{base}: mlir-runner failed ({r.returncode}):\n{r.stderr}")
    with open(base + ".expected", "w") as f:
        f.write(mask(r.stdout))


def regen_ub(base, runner):
    name = os.path.basename(base) + ".mlir"
    r = subprocess.run([runner, name, *args_of(base)], cwd=os.path.dirname(base), capture_output=True, text=True,
                       timeout=120)
    with open(base + ".stderr", "w") as f:
        f.write(r.stderr)
    with open(base + ".status", "w") as f:
        f.write(f"{r.returncode}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--filter", default="")
    p.add_argument("--ub", action="store_true", help="record the ub/ cases from --runner")
    p.add_argument("--runner", default="bazel-bin/core/mlirc-runner")
    a = p.parse_args()
    if a.ub:
        for base in cases("ub", a.filter):
            regen_ub(base, os.path.abspath(a.runner))
    else:
        for base in cases("run", a.filter):
            regen_run(base)


if __name__ == "__main__":
    main()
