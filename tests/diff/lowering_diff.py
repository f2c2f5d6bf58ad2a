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
    # upstream's test-lower-to-llvm order: the affine.apply ops the expansion
    # makes are lowered before the memref ops.
    "memref-expand": "expand-strided-metadata,lower-affine,finalize-memref-to-llvm,convert-scf-to-cf,"
                     "convert-arith-to-llvm,convert-index-to-llvm,convert-math-to-llvm,convert-func-to-llvm,"
                     "convert-cf-to-llvm,reconcile-unrealized-casts",
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

# Views, casts, copies, globals and atomics on the generator's memrefs, so
# that expand-strided-metadata and finalize-memref-to-llvm meet them: each
# view is used by a load right away (the generator only reuses its two
# memref types).
GLOBALS = ['  memref.global "private" constant @gcst : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>',
           '  memref.global @gvar : memref<4xf32> = uninitialized']
VIEWS = [
    # (result type from memref<4x8xf32>, from memref<4x?xf32>, op text with {m} {t} {i} {r})
    ("memref<2x4xf32, strided<[8, 1], offset: 10>>", "memref<2x4xf32, strided<[?, 1], offset: ?>>",
     "memref.subview {m}[1, 2] [2, 4] [1, 1] : {t} to {r}"),
    ("memref<2x4xf32, strided<[8, 2], offset: ?>>", "memref<2x4xf32, strided<[?, 2], offset: ?>>",
     "memref.subview {m}[{i}, 2] [2, 4] [1, 2] : {t} to {r}"),
    ("memref<4xf32, strided<[1], offset: ?>>", "memref<4xf32, strided<[1], offset: ?>>",
     "memref.subview {m}[{i}, 0] [1, 4] [1, 1] : {t} to {r}"),
    ("memref<2x?xf32, strided<[?, 1], offset: ?>>", "memref<2x?xf32, strided<[?, 1], offset: ?>>",
     "memref.reinterpret_cast {m} to offset: [{i}], sizes: [2, {i}], strides: [{i}, 1] : {t} to {r}"),
    ("memref<32xf32>", "memref<?xf32>", "memref.collapse_shape {m} [[0, 1]] : {t} into {r}"),
    ("memref<8x4xf32, strided<[1, 8]>>", "memref<?x4xf32, strided<[1, ?]>>",
     "memref.transpose {m} (d0, d1) -> (d1, d0) : {t} to {r}"),
]


def memref_view_op(self):
    # Round robin over the kinds (and views): neighbouring cases share the
    # generator's stream one step apart, so its choices here would repeat.
    r = self.r
    COUNTER[0] += 1
    k = COUNTER[0] % 12
    if k < 4:
        return BASE_MEMREF_OP(self)
    t, m = self.get_memref()
    static = t == "memref<4x8xf32>"
    if k < 8:
        rs, rd, text = VIEWS[(COUNTER[0] // 12) % len(VIEWS)]
        rt = rs if static else rd
        v = self.fresh()
        i = self.get("index")
        self.emit(self.ind, "%s = %s" % (v, text.format(m=m, t=t, i=i, r=rt)))
        rank = rt.count("x")
        idx = [self.get("index") for _ in range(rank)]
        x = self.fresh()
        self.emit(self.ind, "%s = memref.load %s[%s] : %s" % (x, v, ", ".join(idx), rt))
        self.define(x, "f32")
    elif k == 8:
        # copy: contiguous (memcpy) or from a strided view (memrefCopy)
        d = self.fresh()
        if r.pct(50):
            self.emit(self.ind, "%s = memref.alloc() : memref<4x8xf32>" % d)
            self.emit(self.ind, "memref.copy %s, %s : %s to memref<4x8xf32>" % (m, d, t))
        else:
            sv = self.fresh()
            st = "memref<2x4xf32, strided<[8, 1], offset: 10>>" if static else \
                 "memref<2x4xf32, strided<[?, 1], offset: ?>>"
            self.emit(self.ind, "%s = memref.subview %s[1, 2] [2, 4] [1, 1] : %s to %s" % (sv, m, t, st))
            self.emit(self.ind, "%s = memref.alloca() : memref<2x4xf32>" % d)
            self.emit(self.ind, "memref.copy %s, %s : %s to memref<2x4xf32>" % (sv, d, st))
    elif k == 9:
        g, x = self.fresh(), self.fresh()
        if r.pct(50):
            self.emit(self.ind, "%s = memref.get_global @gcst : memref<2x3xf32>" % g)
            self.emit(self.ind, "%s = memref.load %s[%s, %s] : memref<2x3xf32>" % (
                x, g, self.get("index"), self.get("index")))
        else:
            self.emit(self.ind, "%s = memref.get_global @gvar : memref<4xf32>" % g)
            self.emit(self.ind, "%s = memref.load %s[%s] : memref<4xf32>" % (x, g, self.get("index")))
        self.define(x, "f32")
    elif k == 10:
        b = self.fresh()
        self.emit(self.ind, "%s, %s_o, %s_s:2, %s_t:2 = memref.extract_strided_metadata %s : %s -> memref<f32>, "
                  "index, index, index, index, index" % (b, b, b, b, m, t))
        self.define("%s_s#1" % b, "index")
        self.define("%s_t#0" % b, "index")
    else:
        x = self.fresh()
        if r.pct(50):
            self.emit(self.ind, "%s = memref.atomic_rmw addf %s, %s[%s, %s] : (f32, %s) -> f32" % (
                x, self.get("f32"), m, self.get("index"), self.get("index"), t))
            self.define(x, "f32")
        else:
            u = self.fresh()
            self.emit(self.ind, "%s = memref.cast %s : %s to memref<*xf32>" % (u, m, t))
            self.emit(self.ind, "%s = memref.rank %s : memref<*xf32>" % (x, u))
            self.define(x, "index")


COUNTER = [0]
BASE_MEMREF_OP = gen_funcs.Gen.memref_op
gen_funcs.Gen.memref_op = memref_view_op

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
            continue
        text = gen_funcs.gen_calls_case(s) if s % 4 == 0 else gen_funcs.gen_case(s)
        out.append(text.replace("module {\n", "module {\n" + "\n".join(GLOBALS) + "\n", 1))
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
