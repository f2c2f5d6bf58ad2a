#!/usr/bin/env python3
"""Differential test of the LLVM IR translation: random func/arith/math/
index/scf/cf/memref/tensor programs (gen_funcs.py) are bufferized and lowered to the llvm dialect
by upstream mlir-opt 22's explicit pipeline, then translated by upstream
mlir-translate 22 and by mlirc-translate; the LLVM IR texts must be equal.
Prints the share of identical modules and of identical functions (each
`define`/`declare` of a module), the differences grouped by the first
differing line's instruction, and with --min-share a closing
`N passed, M failed` line (the exit status is 1 below the floor).

    python3 tests/diff/translate_diff.py --tool bazel-bin/core/mlirc-translate
        [--cases 300] [--seed 1] [--show 2] [--min-share 100]

Programs the pipeline does not take down to the llvm dialect alone (tensor
ops, ops without a lowering) are skipped, as are those upstream's
translation rejects. A batch goes through each tool with
--split-input-file; each module of the output starts with `; ModuleID`.
"""

import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_funcs  # noqa: E402

LLVM_BIN = "/usr/lib/llvm-22/bin"
PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--convert-linalg-to-loops",
            "--convert-scf-to-cf", "--expand-strided-metadata", "--lower-affine", "--convert-math-to-llvm",
            "--convert-arith-to-llvm", "--convert-index-to-llvm", "--finalize-memref-to-llvm", "--convert-vector-to-llvm",
            "--convert-ub-to-llvm",
            "--convert-func-to-llvm", "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]
SEP = "// -----"
BATCH = 50
TIMEOUT = 120
NON_LLVM_OP = re.compile(r'^\s*(?:%[^=]*= )?"?(?!llvm\.)(\w+\.[\w.]+)', re.M)


def run(cmd, text):
    return subprocess.run(cmd, input=text, capture_output=True, text=True, timeout=TIMEOUT)


def lower(case):
    """The llvm-dialect module of a case, or None when it does not lower."""
    r = run([LLVM_BIN + "/mlir-opt"] + PIPELINE, case)
    if r.returncode != 0:
        return None
    body = r.stdout
    for m in NON_LLVM_OP.finditer(body):
        if m.group(1) not in ("builtin.module",):
            return None
    return body


def split_modules(text):
    parts = re.split(r"(?m)^(?=; ModuleID)", text)
    return [p.rstrip("\n") for p in parts if p.startswith("; ModuleID")]


def functions(module):
    """Each function of a module's text, keyed by its name."""
    out = {}
    for m in re.finditer(r"(?ms)^(?:; Function Attrs:[^\n]*\n)?(define|declare) [^@]*@([\w.$]+)\(.*?(?:^}\n|\n)", module + "\n"):
        out[m.group(2)] = m.group(0)
    return out


def translate_each(tool, modules):
    """Translations of each module (None for a rejected one), batch by batch."""
    results = []
    for start in range(0, len(modules), BATCH):
        chunk = modules[start:start + BATCH]
        r = run([tool, "--mlir-to-llvmir", "--split-input-file"], ("\n%s\n" % SEP).join(chunk))
        outs = split_modules(r.stdout)
        if r.returncode == 0 and len(outs) == len(chunk):
            results.extend(outs)
            continue
        for m in chunk:  # one at a time: a rejected or crashing case costs one
            try:
                r1 = run([tool, "--mlir-to-llvmir"], m)
                one = split_modules(r1.stdout) if r1.returncode == 0 else []
                results.append(one[0] if one else None)
            except subprocess.TimeoutExpired:
                results.append(None)
    return results


def first_diff(a, b):
    la, lb = a.split("\n"), b.split("\n")
    for x, y in zip(la, lb):
        if x != y:
            return x, y
    return (la[len(lb)] if len(la) > len(lb) else "<end>"), (lb[len(la)] if len(lb) > len(la) else "<end>")


def group_of(line):
    m = re.match(r"\s*(?:%\S+ = )?([\w.]+)", line)
    return m.group(1) if m else line[:30]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=1)
    ap.add_argument("--min-share", type=float)
    args = ap.parse_args()

    modules = []
    for i in range(args.cases):
        s = args.seed * 1000003 + i
        case = gen_funcs.gen_case(s) if i % 4 else gen_funcs.gen_calls_case(s)
        low = lower(case)
        if low is not None:
            modules.append(low)
    upstream = translate_each(LLVM_BIN + "/mlir-translate", modules)
    kept = [(m, u) for m, u in zip(modules, upstream) if u is not None]
    ours = translate_each(args.tool, [m for m, _ in kept])
    same_mod = same_fn = total_fn = 0
    groups = collections.OrderedDict()
    for (m, u), o in zip(kept, ours):
        ufn = functions(u)
        ofn = functions(o) if o is not None else {}
        total_fn += len(ufn)
        same_fn += sum(1 for k, v in ufn.items() if ofn.get(k) == v)
        if o == u:
            same_mod += 1
            continue
        key = "rejected or crashed" if o is None else group_of(first_diff(u, o)[0])
        groups.setdefault(key, []).append((m, u, o))
    n = len(kept)
    mod_share = 100.0 * same_mod / n if n else 100.0
    fn_share = 100.0 * same_fn / total_fn if total_fn else 100.0
    print("generated %d, lowered %d, translated by upstream %d" % (args.cases, len(modules), n))
    print("identical modules: %d/%d (%.1f%%)" % (same_mod, n, mod_share))
    print("identical functions: %d/%d (%.1f%%)" % (same_fn, total_fn, fn_share))
    for key, items in groups.items():
        print("-- %s: %d" % (key, len(items)))
        for m, u, o in items[:args.show]:
            if o is None:
                print(m)
            else:
                x, y = first_diff(u, o)
                print("   upstream: %s\n   mlirc:    %s" % (x, y))
    if args.min_share is not None:
        ok = fn_share >= args.min_share and n > 0
        print("%d passed, %d failed" % (1 if ok else 0, 0 if ok else 1))
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
