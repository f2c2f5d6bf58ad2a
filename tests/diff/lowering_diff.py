#!/usr/bin/env python3
"""Differential test of the to-LLVM lowerings: gen_funcs.py's random
modules (func, arith, cf, scf, index, math, memref; no tensors), and for the
complex and vector pipelines gen_complex_vector.py's, run through each
lowering pipeline by upstream mlir-opt 22 and mlirc-opt; prints per
pipeline the share of identical functions (each output split at its
top-level `llvm.func`/`func.func`), the differences grouped as
pass_diff.py groups them, and with --min-share fails when a pipeline falls
under its floor or mlirc-opt crashes or hangs.

    python3 tests/diff/lowering_diff.py [--pipeline full ...] [--cases 300]
        [--seed 1] [--tool bazel-bin/core/mlirc-opt] [--min-share 100 | --min-share full=99]
"""

import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_complex_vector  # noqa: E402
import gen_funcs  # noqa: E402
import pass_diff  # noqa: E402

PIPELINES = {
    "arith": "convert-arith-to-llvm",
    "func": "convert-func-to-llvm",
    "cf": "convert-scf-to-cf,convert-cf-to-llvm",
    "index": "convert-index-to-llvm",
    "math": "convert-math-to-llvm",
    "full": "convert-scf-to-cf,convert-arith-to-llvm,convert-index-to-llvm,convert-math-to-llvm,"
            "convert-ub-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts",
    "full-memref": "convert-scf-to-cf,convert-arith-to-llvm,convert-index-to-llvm,convert-math-to-llvm,"
                   "finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts",
    "to-llvm": "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts",
    "full-index32": "convert-scf-to-cf,convert-arith-to-llvm{index-bitwidth=32},"
                    "convert-index-to-llvm{index-bitwidth=32},convert-func-to-llvm{index-bitwidth=32},"
                    "convert-cf-to-llvm{index-bitwidth=32},reconcile-unrealized-casts",
    "complex": "convert-complex-to-llvm",
    "complex-improved": "convert-complex-to-llvm{complex-range=improved}",
    "complex-full": "convert-complex-to-standard,convert-complex-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,"
                    "convert-func-to-llvm,reconcile-unrealized-casts",
    "complex-to-llvm": "convert-complex-to-standard,convert-to-llvm,reconcile-unrealized-casts",
    "vector": "convert-vector-to-llvm",
    "vector-full": "convert-vector-to-llvm,convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,"
                   "reconcile-unrealized-casts",
    "vector-64bit-indices": "convert-vector-to-llvm{force-32bit-vector-indices=false reassociate-fp-reductions=true}",
}

# Pipelines whose corpus is not gen_funcs.py's: complex and vector programs
# (gen_complex_vector.py), by seed.
CORPUS = {
    "complex": lambda s: gen_complex_vector.complex_case(s, lowerable_only=True),
    "complex-improved": lambda s: gen_complex_vector.complex_case(s, lowerable_only=True),
    "complex-full": lambda s: gen_complex_vector.complex_case(s, lowerable_only=False),
    "complex-to-llvm": lambda s: gen_complex_vector.complex_case(s, lowerable_only=False),
    "vector": gen_complex_vector.vector_case,
    "vector-full": gen_complex_vector.vector_case,
    "vector-64bit-indices": gen_complex_vector.vector_case,
}

# The lowerings have no tensor conversion: the generator's tensor argument
# and tensor ops are left out (slices and elements become math and index
# ops), so that every function can lower.
gen_funcs.ARGS[:] = [t for t in gen_funcs.ARGS if not t.startswith("tensor")]
gen_funcs.Gen.tensor_op = gen_funcs.Gen.index_op
gen_funcs.Gen.slice_op = gen_funcs.Gen.math_op
gen_funcs.Gen.elements_op = gen_funcs.Gen.index_dialect_op

FUNC_RE = re.compile(r"^  (?:llvm\.func|func\.func) ", re.M)


def functions(text):
    """The module's top-level functions as text (one piece when none)."""
    starts = [m.start() for m in FUNC_RE.finditer(text)]
    if not starts:
        return [text]
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]


def cases_for(count, seed, pipeline=None):
    out = []
    for i in range(count):
        s = seed * 1000003 + i
        if pipeline in CORPUS:
            out.append(CORPUS[pipeline](s))
        else:
            out.append(gen_funcs.gen_calls_case(s) if s % 4 == 0 else gen_funcs.gen_case(s))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pipeline", dest="pipelines", action="append", choices=sorted(PIPELINES))
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tool", default=os.path.join(pass_diff.ROOT, "bazel-bin", "core", "mlirc-opt"))
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--show", type=int, default=2)
    ap.add_argument("--dump", default="")
    ap.add_argument("--min-share", action="append", default=[])
    opts = ap.parse_args()
    need = {}
    for s in opts.min_share:
        name, _, pct = s.rpartition("=")
        for p in ([name] if name else PIPELINES):
            need[p] = float(pct)
    corpora = {}
    passed = failed = 0
    summary = []
    for name in opts.pipelines or list(PIPELINES):
        key = CORPUS.get(name)
        if key not in corpora:
            corpora[key] = pass_diff.valid_cases(cases_for(opts.cases, opts.seed, name), opts.batch)
        cases = corpora[key]
        flag = "--pass-pipeline=builtin.module(%s)" % PIPELINES[name]
        results = pass_diff.run_pass(opts.tool, flag, cases, opts.batch, opts.timeout)
        # One entry per function of upstream's output (a failure counts
        # against every function of its case).
        fcases, fres = [], []
        for c, (e, a, fail) in zip(cases, results):
            if e is None or fail:
                fcases.append(c)
                fres.append((e, a, fail))
                continue
            ef, af = functions(e), functions(a)
            for i, piece in enumerate(ef):
                fcases.append(c)
                fres.append((piece, af[i] if i < len(af) and len(af) == len(ef) else a, None))
        share, crashed, ran = pass_diff.report(name, fcases, len(fcases), fres, opts)
        summary.append("  %-14s %5d functions  %5.1f%%" % (name, ran, share))
        if name in need:
            if share + 1e-9 >= need[name] and not crashed:
                passed += 1
            else:
                failed += 1
                print("FAIL %s: %.1f%% identical, floor %.1f%%%s"
                      % (name, share, need[name], ", and mlirc-opt crashed or hung" if crashed else ""))
    print("summary (share of identical functions):")
    print("\n".join(summary))
    if need:
        print("%d passed, %d failed" % (passed, failed))
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
