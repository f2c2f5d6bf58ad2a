#!/usr/bin/env python3
"""Differential test of --canonicalize: many small random functions run
through upstream mlir-opt 22 and mlirc-opt; prints the share of identical
outputs and the differences grouped by the first line that differs.

Two generators feed it: the reference benchmark generator
(../shared/bench/gen_corpus.py, small functions) and a generator here that
aims at what canonicalization rewrites (constants feeding arith ops, casts,
compares of extensions, selects, scf.for/if/while with constant bounds and
conditions, cf branches, memref/tensor shapes and casts, index ops).

Cases go in batches through --split-input-file, so each tool starts once per
batch; a case whose input upstream rejects is skipped.

    python3 tests/diff/canonicalize_diff.py [--cases 2000] [--seed 1]
        [--tool bazel-bin/core/mlirc-opt] [--show 3] [--dump DIR]
"""

import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SEP = "// -----"


class Rng:
    """SplitMix64, so cases are the same on every Python."""

    def __init__(self, seed):
        self.s = (seed * 0x9E3779B97F4A7C15 + 12345) & (2**64 - 1)

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & (2**64 - 1)
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def pct(self, p):
        return self.below(100) < p


INT_TYPES = ["i1", "i8", "i32", "i64", "index"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
FPREDS = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
          "ult", "ule", "une", "uno"]


class Gen:
    """One function: values by type in nested scopes."""

    def __init__(self, rng, extra_share=0):
        self.r = rng
        self.extra_share = extra_share  # percent of simple ops from extra()
        self.lines = []
        self.n = 0
        self.scopes = [{}]

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def define(self, v, t):
        self.scopes[-1].setdefault(t, []).append(v)

    def vals(self, t):
        out = []
        for s in self.scopes:
            out += s.get(t, [])
        return out

    def get(self, t):
        vs = self.vals(t)
        if not vs or self.r.pct(25):
            return self.const(t)
        return self.r.pick(vs[-6:])

    def recent(self, t):
        vs = self.vals(t)
        if not vs:
            return self.const(t)
        return self.r.pick(vs[-3:])

    def emit(self, ind, s):
        self.lines.append("  " * ind + s)

    def const(self, t, val=None):
        r = self.r
        v = self.fresh()
        if t == "i1":
            lit = val if val is not None else r.pick(["true", "false"])
            self.emit(self.ind, "%s = arith.constant %s" % (v, lit))
        elif t == "f32":
            lit = val if val is not None else r.pick(["0.0", "-0.0", "1.0", "2.5", "-3.0", "0.5", "1.0e+10"])
            self.emit(self.ind, "%s = arith.constant %s : f32" % (v, lit))
        elif t.startswith("vector"):
            lit = val if val is not None else "dense<%d>" % r.pick([0, 1, -1, 3, 7])
            self.emit(self.ind, "%s = arith.constant %s : %s" % (v, lit, t))
        else:
            lit = val if val is not None else r.pick([0, 1, -1, 2, 3, 4, 7, 8, 16, 100, -128, 255])
            self.emit(self.ind, "%s = arith.constant %s : %s" % (v, lit, t))
        self.define(v, t)
        return v

    # ---- simple ops -------------------------------------------------------
    def int_bin(self):
        r = self.r
        t = r.pick(["i32", "i32", "i64", "index", "i8", "vector<4xi32>"])
        op = r.pick(["addi", "addi", "subi", "subi", "muli", "muli", "andi", "ori",
                     "xori", "divsi", "divui", "remsi", "remui", "shli", "shrsi",
                     "shrui", "maxsi", "minsi", "maxui", "minui", "ceildivsi",
                     "floordivsi", "ceildivui"])
        if t == "index" and op in ("shli", "shrsi", "shrui"):
            op = "addi"
        a, b = self.get(t), self.get(t)
        if r.pct(15):
            b = a
        flags = ""
        if op in ("addi", "subi", "muli", "shli") and r.pct(15):
            flags = r.pick([" overflow<nsw>", " overflow<nuw>", " overflow<nsw, nuw>"])
        v = self.fresh()
        self.emit(self.ind, "%s = arith.%s %s, %s%s : %s" % (v, op, a, b, flags, t))
        self.define(v, t)

    def chain(self):
        """x op c0 op c1: the constant-chain patterns."""
        r = self.r
        t = r.pick(["i32", "i64", "index"])
        x = self.get(t)
        for _ in range(r.below(3) + 1):
            op = r.pick(["addi", "subi", "muli"])
            c = self.const(t)
            v = self.fresh()
            if r.pct(30):
                self.emit(self.ind, "%s = arith.%s %s, %s : %s" % (v, op, c, x, t))
            else:
                self.emit(self.ind, "%s = arith.%s %s, %s : %s" % (v, op, x, c, t))
            self.define(v, t)
            x = v

    def i1_ops(self):
        r = self.r
        a, b = self.get("i1"), self.get("i1")
        op = r.pick(["andi", "ori", "xori", "xori"])
        if op == "xori" and r.pct(50):
            b = self.const("i1", "true")
        v = self.fresh()
        self.emit(self.ind, "%s = arith.%s %s, %s : i1" % (v, op, a, b))
        self.define(v, "i1")

    def float_bin(self):
        r = self.r
        op = r.pick(["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
                     "maxnumf", "minnumf"])
        a, b = self.get("f32"), self.get("f32")
        fm = r.pick(["", "", "", " fastmath<fast>", " fastmath<nnan,nsz>"])
        v = self.fresh()
        self.emit(self.ind, "%s = arith.%s %s, %s%s : f32" % (v, op, a, b, fm))
        self.define(v, "f32")

    def negf(self):
        a = self.get("f32")
        v = self.fresh()
        self.emit(self.ind, "%s = arith.negf %s : f32" % (v, a))
        self.define(v, "f32")

    def cmpi(self):
        r = self.r
        t = r.pick(["i32", "i64", "index", "i1", "i8"])
        if r.pct(30):
            # compare of extensions
            src = r.pick(["i1", "i8"])
            ext = r.pick(["extsi", "extui"])
            a, b = self.get(src), self.get(src)
            ea, eb = self.fresh(), self.fresh()
            self.emit(self.ind, "%s = arith.%s %s : %s to i32" % (ea, ext, a, src))
            if r.pct(70):
                self.emit(self.ind, "%s = arith.%s %s : %s to i32" % (eb, ext, b, src))
            else:
                eb = self.const("i32", r.pick([0, 1]))
            a, b, t = ea, eb, "i32"
        else:
            a, b = self.get(t), self.get(t)
        v = self.fresh()
        self.emit(self.ind, "%s = arith.cmpi %s, %s, %s : %s" % (v, r.pick(PREDS), a, b, t))
        self.define(v, "i1")

    def cmpf(self):
        r = self.r
        if r.pct(40):
            src = r.pick(["i8", "i32"])
            a = self.get(src)
            f = self.fresh()
            self.emit(self.ind, "%s = arith.%s %s : %s to f32" % (f, r.pick(["sitofp", "uitofp"]), a, src))
        else:
            f = self.get("f32")
        b = self.const("f32") if r.pct(70) else self.get("f32")
        v = self.fresh()
        self.emit(self.ind, "%s = arith.cmpf %s, %s, %s : f32" % (v, r.pick(FPREDS), f, b))
        self.define(v, "i1")

    def select(self):
        r = self.r
        t = r.pick(["i32", "i1", "f32", "index", "i64"])
        c = self.get("i1")
        if r.pct(20):
            n = self.fresh()
            self.emit(self.ind, "%s = arith.xori %s, %s : i1" % (n, c, self.const("i1", "true")))
            c = n
        if t in ("i32", "i64") and r.pct(30):
            a, b = self.const(t, r.pick([0, 1])), self.const(t, r.pick([0, 1]))
        elif t == "i1" and r.pct(40):
            a, b = self.const("i1"), self.const("i1")
        else:
            a, b = self.get(t), self.get(t)
        if r.pct(15):
            inner = self.fresh()
            self.emit(self.ind, "%s = arith.select %s, %s, %s : %s" % (inner, c, a, b, t))
            a = inner
        v = self.fresh()
        self.emit(self.ind, "%s = arith.select %s, %s, %s : %s" % (v, c, a, b, t))
        self.define(v, t)

    def cast(self):
        r = self.r
        k = r.below(8)
        v = self.fresh()
        if k == 0:
            s = r.pick(["i1", "i8", "i32"])
            d = r.pick([t for t in ["i8", "i16", "i32", "i64"] if WIDTH[t] > WIDTH[s]])
            self.emit(self.ind, "%s = arith.%s %s : %s to %s" % (v, r.pick(["extsi", "extui"]), self.get(s), s, d))
            self.define(v, d)
        elif k == 1:
            s = r.pick(["i64", "i32"])
            d = r.pick([t for t in ["i1", "i8", "i16", "i32"] if WIDTH[t] < WIDTH[s]])
            self.emit(self.ind, "%s = arith.trunci %s : %s to %s" % (v, self.get(s), s, d))
            self.define(v, d)
        elif k in (2, 3):
            s, d = r.pick([("i32", "index"), ("index", "i32"), ("i64", "index"), ("index", "i64"), ("i8", "index")])
            self.emit(self.ind, "%s = arith.%s %s : %s to %s" % (v, r.pick(["index_cast", "index_cast", "index_castui"]), self.get(s), s, d))
            self.define(v, d)
        elif k == 4:
            s = r.pick(["i32", "i8", "i1"])
            self.emit(self.ind, "%s = arith.%s %s : %s to f32" % (v, r.pick(["sitofp", "uitofp"]), self.get(s), s))
            self.define(v, "f32")
        elif k == 5:
            d = r.pick(["i32", "i8"])
            self.emit(self.ind, "%s = arith.%s %s : f32 to %s" % (v, r.pick(["fptosi", "fptoui"]), self.get("f32"), d))
            self.define(v, d)
        elif k == 6:
            s, d = r.pick([("f32", "i32"), ("i32", "f32")])
            self.emit(self.ind, "%s = arith.bitcast %s : %s to %s" % (v, self.get(s), s, d))
            self.define(v, d)
        else:
            self.emit(self.ind, "%s = arith.extf %s : f32 to f64" % (v, self.get("f32")))
            w = self.fresh()
            self.emit(self.ind, "%s = arith.truncf %s : f64 to f32" % (w, v))
            self.define(w, "f32")

    def memref_op(self):
        r = self.r
        k = r.below(5)
        if k == 0:
            m = self.fresh()
            if r.pct(50):
                self.emit(self.ind, "%s = memref.alloc() : memref<4x8xf32>" % m)
                self.define(m, "memref<4x8xf32>")
            else:
                n = self.get("index")
                self.emit(self.ind, "%s = memref.alloc(%s) : memref<4x?xf32>" % (m, n))
                self.define(m, "memref<4x?xf32>")
        elif k == 1:
            m = self.get_memref()
            t, i = m
            d = self.fresh()
            self.emit(self.ind, "%s = memref.dim %s, %s : %s" % (d, i, self.const("index", r.pick([0, 1])), t))
            self.define(d, "index")
        elif k == 2:
            t, m = self.get_memref()
            i, j = self.get("index"), self.get("index")
            v = self.fresh()
            self.emit(self.ind, "%s = memref.load %s[%s, %s] : %s" % (v, m, i, j, t))
            self.define(v, "f32")
        elif k == 3:
            t, m = self.get_memref()
            self.emit(self.ind, "memref.store %s, %s[%s, %s] : %s" % (self.get("f32"), m, self.get("index"), self.get("index"), t))
        else:
            t, m = self.get_memref()
            c = self.fresh()
            dst = "memref<4x?xf32>" if t == "memref<4x8xf32>" else "memref<4x8xf32>"
            self.emit(self.ind, "%s = memref.cast %s : %s to %s" % (c, m, t, dst))
            self.define(c, dst)

    def get_memref(self):
        opts = [(t, v) for t in ("memref<4x8xf32>", "memref<4x?xf32>") for v in self.vals(t)]
        if opts and not self.r.pct(10):
            return self.r.pick(opts[-4:])
        m = self.fresh()
        self.emit(self.ind, "%s = memref.alloc() : memref<4x8xf32>" % m)
        self.define(m, "memref<4x8xf32>")
        return ("memref<4x8xf32>", m)

    def tensor_op(self):
        r = self.r
        k = r.below(5)
        if k == 0:
            t = self.fresh()
            if r.pct(50):
                self.emit(self.ind, "%s = tensor.empty() : tensor<4x8xf32>" % t)
                self.define(t, "tensor<4x8xf32>")
            else:
                self.emit(self.ind, "%s = tensor.empty(%s) : tensor<4x?xf32>" % (t, self.get("index")))
                self.define(t, "tensor<4x?xf32>")
        elif k == 1:
            ty, t = self.get_tensor()
            d = self.fresh()
            self.emit(self.ind, "%s = tensor.dim %s, %s : %s" % (d, t, self.const("index", r.pick([0, 1])), ty))
            self.define(d, "index")
        elif k == 2:
            ty, t = self.get_tensor()
            v = self.fresh()
            self.emit(self.ind, "%s = tensor.extract %s[%s, %s] : %s" % (v, t, self.get("index"), self.get("index"), ty))
            self.define(v, "f32")
        elif k == 3:
            ty, t = self.get_tensor()
            v = self.fresh()
            self.emit(self.ind, "%s = tensor.insert %s into %s[%s, %s] : %s" % (v, self.get("f32"), t, self.get("index"), self.get("index"), ty))
            self.define(v, ty)
        else:
            ty, t = self.get_tensor()
            c = self.fresh()
            dst = "tensor<4x?xf32>" if ty == "tensor<4x8xf32>" else "tensor<?x8xf32>"
            self.emit(self.ind, "%s = tensor.cast %s : %s to %s" % (c, t, ty, dst))
            self.define(c, dst)

    def get_tensor(self):
        opts = [(t, v) for t in ("tensor<4x8xf32>", "tensor<4x?xf32>", "tensor<?x8xf32>") for v in self.vals(t)]
        if opts and not self.r.pct(10):
            return self.r.pick(opts[-4:])
        t = self.fresh()
        self.emit(self.ind, "%s = tensor.empty() : tensor<4x8xf32>" % t)
        self.define(t, "tensor<4x8xf32>")
        return ("tensor<4x8xf32>", t)

    def index_op(self):
        r = self.r
        op = r.pick(["add", "sub", "mul", "divs", "rems", "maxs", "minu", "shl", "and", "or", "xor", "ceildivs", "floordivs"])
        a, b = self.get("index"), self.get("index")
        v = self.fresh()
        self.emit(self.ind, "%s = index.%s %s, %s" % (v, op, a, b))
        self.define(v, "index")

    # ---- further families: slices, reshapes, math, forall/parallel --------
    def idx_operand(self, lits):
        """A static literal, a constant SSA value or an unknown index."""
        r = self.r
        k = r.below(10)
        if k < 5:
            return str(r.pick(lits)), True
        if k < 8:
            return self.const("index", r.pick(lits)), False
        return self.get("index"), False

    def slice_op(self):
        r = self.r
        ty, t = self.get_tensor()
        offs = [self.idx_operand([0, 1, 2]) for _ in range(2)]
        sizes = [self.idx_operand([1, 2, 4]) for _ in range(2)]
        strides = [self.idx_operand([1, 1, 2]) for _ in range(2)]
        dims = ["%s" % s if st else "?" for s, st in sizes]
        rt = "tensor<%sx%sxf32>" % tuple(dims)
        if r.pct(20) and sizes[0][0] == "1" and sizes[0][1]:
            rt = "tensor<%sxf32>" % dims[1]  # rank-reducing
        v = self.fresh()
        fmt = lambda xs: ", ".join(x for x, _ in xs)
        self.emit(self.ind, "%s = tensor.extract_slice %s[%s] [%s] [%s] : %s to %s" % (
            v, t, fmt(offs), fmt(sizes), fmt(strides), ty, rt))
        self.define(v, rt)
        if r.pct(50):
            dst_ty, dst = self.get_tensor()
            w = self.fresh()
            self.emit(self.ind, "%s = tensor.insert_slice %s into %s[%s] [%s] [%s] : %s into %s" % (
                w, v, dst, fmt(offs), fmt(sizes), fmt(strides), rt, dst_ty))
            self.define(w, dst_ty)

    def subview_op(self):
        r = self.r
        m = self.fresh()
        self.emit(self.ind, "%s = memref.alloc() : memref<4x8xf32>" % m)
        offs = [self.idx_operand([0, 1, 2]) for _ in range(2)]
        sizes = [self.idx_operand([1, 2, 4]) for _ in range(2)]
        static = all(st for _, st in offs)
        off = "%d" % (int(offs[0][0]) * 8 + int(offs[1][0])) if static else "?"
        dims = ["%s" % s if st else "?" for s, st in sizes]
        rt = "memref<%sx%sxf32, strided<[8, 1], offset: %s>>" % (dims[0], dims[1], off)
        v = self.fresh()
        fmt = lambda xs: ", ".join(x for x, _ in xs)
        self.emit(self.ind, "%s = memref.subview %s[%s] [%s] [1, 1] : memref<4x8xf32> to %s" % (
            v, m, fmt(offs), fmt(sizes), rt))
        if r.pct(60):
            x = self.fresh()
            self.emit(self.ind, "%s = memref.load %s[%s, %s] : %s" % (x, v, self.const("index", 0), self.get("index"), rt))
            self.define(x, "f32")
        else:
            self.emit(self.ind, "memref.store %s, %s[%s, %s] : %s" % (self.get("f32"), v, self.get("index"), self.get("index"), rt))

    def elements_op(self):
        r = self.r
        k = r.below(4)
        v = self.fresh()
        if k == 0:
            a, b = self.get("f32"), self.get("f32")
            self.emit(self.ind, "%s = tensor.from_elements %s, %s : tensor<2xf32>" % (v, a, b))
            x = self.fresh()
            self.emit(self.ind, "%s = tensor.extract %s[%s] : tensor<2xf32>" % (x, v, self.const("index", r.pick([0, 1]))))
            self.define(x, "f32")
        elif k == 1:
            self.emit(self.ind, "%s = tensor.splat %s : tensor<4x8xf32>" % (v, self.get("f32")))
            self.define(v, "tensor<4x8xf32>")
        elif k == 2:
            ty, t = self.get_tensor()
            if ty != "tensor<4x8xf32>":
                return
            self.emit(self.ind, "%s = tensor.collapse_shape %s [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>" % (v, t))
            if r.pct(60):
                w = self.fresh()
                self.emit(self.ind, "%s = tensor.expand_shape %s [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>" % (w, v))
                self.define(w, "tensor<4x8xf32>")
        else:
            t = self.fresh()
            self.emit(self.ind, "%s = arith.constant dense<%s> : tensor<4xi32>" % (t, r.pick(["1", "[1, 2, 3, 4]"])))
            self.emit(self.ind, "%s = tensor.extract %s[%s] : tensor<4xi32>" % (v, t, self.const("index", r.pick([0, 2]))))
            self.define(v, "i32")

    def math_op(self):
        r = self.r
        v = self.fresh()
        if r.pct(60):
            op = r.pick(["sqrt", "absf", "exp", "log", "floor", "ceil", "round", "trunc", "sin", "cos", "rsqrt", "exp2", "log2"])
            a = self.const("f32") if r.pct(50) else self.get("f32")
            self.emit(self.ind, "%s = math.%s %s : f32" % (v, op, a))
            self.define(v, "f32")
        elif r.pct(50):
            op = r.pick(["ctlz", "cttz", "ctpop", "absi"])
            a = self.const("i32") if r.pct(50) else self.get("i32")
            self.emit(self.ind, "%s = math.%s %s : i32" % (v, op, a))
            self.define(v, "i32")
        else:
            op = r.pick(["powf", "copysign", "atan2"])
            self.emit(self.ind, "%s = math.%s %s, %s : f32" % (v, op, self.get("f32"), self.const("f32")))
            self.define(v, "f32")

    def extended_op(self):
        r = self.r
        op = r.pick(["addui_extended", "mulsi_extended", "mului_extended"])
        a, b = self.get("i32"), self.const("i32", r.pick([0, 1, 3])) if r.pct(60) else self.get("i32")
        v = self.fresh()
        t2 = "i1" if op == "addui_extended" else "i32"
        self.emit(self.ind, "%s:2 = arith.%s %s, %s : i32, %s" % (v, op, a, b, t2))
        self.define(v + "#0", "i32")
        self.define(v + "#1", t2)

    def index_dialect_op(self):
        r = self.r
        v = self.fresh()
        k = r.below(3)
        if k == 0:
            self.emit(self.ind, "%s = index.constant %d" % (v, r.pick([0, 1, 4])))
            self.define(v, "index")
        elif k == 1:
            self.emit(self.ind, "%s = index.cmp %s(%s, %s)" % (v, r.pick(["eq", "ne", "slt", "ult", "sge"]), self.get("index"), self.get("index")))
            self.define(v, "i1")
        else:
            self.emit(self.ind, "%s = index.casts %s : i32 to index" % (v, self.get("i32")))
            self.define(v, "index")

    def extra(self):
        k = self.r.below(6)
        [self.slice_op, self.subview_op, self.elements_op, self.math_op, self.extended_op,
         self.index_dialect_op][k]()

    def simple(self):
        r = self.r
        if r.pct(self.extra_share):
            return self.extra()
        k = r.below(100)
        if k < 18:
            self.int_bin()
        elif k < 28:
            self.chain()
        elif k < 34:
            self.i1_ops()
        elif k < 42:
            self.float_bin()
        elif k < 44:
            self.negf()
        elif k < 52:
            self.cmpi()
        elif k < 56:
            self.cmpf()
        elif k < 64:
            self.select()
        elif k < 74:
            self.cast()
        elif k < 80:
            self.memref_op()
        elif k < 82:
            # a store into the argument buffer keeps a value alive
            self.emit(self.ind, "memref.store %s, %%arg6[%s, %s] : memref<4x?xf32>" % (
                self.get("f32"), self.get("index"), self.get("index")))
        elif k < 90:
            self.tensor_op()
        else:
            self.index_op()

    # ---- structure ---------------------------------------------------------
    def body(self, budget, depth):
        while budget > 0:
            k = self.r.below(100)
            if depth < 2 and k < 8:
                budget -= self.scf_for(depth)
            elif depth < 2 and k < 16:
                budget -= self.scf_if(depth)
            elif depth < 2 and k < 19:
                budget -= self.scf_while(depth)
            elif depth < 2 and k < 21:
                budget -= self.execute_region(depth)
            elif depth < 2 and k < 23 and self.extra_share:
                budget -= self.parallel_loop(depth)
            elif depth < 2 and k < 24 and self.extra_share:
                budget -= self.index_switch(depth)
            else:
                self.simple()
                budget -= 1

    def scf_for(self, depth):
        r = self.r
        lb = self.const("index", r.pick([0, 0, 1, 4]))
        ub = self.const("index", r.pick([0, 1, 4, 8])) if r.pct(70) else self.get("index")
        st = self.const("index", r.pick([1, 1, 2, 4]))
        iv = self.fresh()
        carried = [r.pick(["i32", "f32", "index"]) for _ in range(r.below(3))]
        inits = [self.get(t) for t in carried]
        accs = [self.fresh() for _ in carried]
        head = "scf.for %s = %s to %s step %s" % (iv, lb, ub, st)
        res = []
        if carried:
            base = self.fresh()
            res = [base] if len(carried) == 1 else ["%s#%d" % (base, i) for i in range(len(carried))]
            name = base if len(carried) == 1 else "%s:%d" % (base, len(carried))
            head = "%s = %s iter_args(%s) -> (%s)" % (
                name, head, ", ".join("%s = %s" % (a, i) for a, i in zip(accs, inits)), ", ".join(carried))
        self.emit(self.ind, head + " {")
        self.scopes.append({"index": [iv]})
        for a, t in zip(accs, carried):
            self.define(a, t)
        self.ind += 1
        n = r.below(5) + 1
        self.body(n, depth + 1)
        if carried:
            ys = [a if r.pct(40) else self.get(t) for a, t in zip(accs, carried)]
            self.emit(self.ind, "scf.yield %s : %s" % (", ".join(ys), ", ".join(carried)))
        self.ind -= 1
        self.scopes.pop()
        self.emit(self.ind, "}")
        for v, t in zip(res, carried):
            self.define(v, t)
        return n + 1

    def scf_if(self, depth):
        r = self.r
        c = self.const("i1") if r.pct(30) else self.get("i1")
        carried = [r.pick(["i32", "f32", "index", "i1"]) for _ in range(r.below(3))]
        res = []
        if carried:
            base = self.fresh()
            res = [base] if len(carried) == 1 else ["%s#%d" % (base, i) for i in range(len(carried))]
            name = base if len(carried) == 1 else "%s:%d" % (base, len(carried))
            self.emit(self.ind, "%s = scf.if %s -> (%s) {" % (name, c, ", ".join(carried)))
        else:
            self.emit(self.ind, "scf.if %s {" % c)
        n = 0
        for branch in range(2):
            if branch == 1:
                if not carried and r.pct(50):
                    break
                self.emit(self.ind, "} else {")
            self.scopes.append({})
            self.ind += 1
            k = r.below(3)
            self.body(k, depth + 1)
            n += k
            if carried:
                ys = [self.get(t) for t in carried]
                self.emit(self.ind, "scf.yield %s : %s" % (", ".join(ys), ", ".join(carried)))
            self.ind -= 1
            self.scopes.pop()
        self.emit(self.ind, "}")
        for v, t in zip(res, carried):
            self.define(v, t)
        return n + 1

    def scf_while(self, depth):
        r = self.r
        t = r.pick(["i32", "index"])
        init = self.get(t)
        a, b, res = self.fresh(), self.fresh(), self.fresh()
        self.emit(self.ind, "%s = scf.while (%s = %s) : (%s) -> %s {" % (res, a, init, t, t))
        self.scopes.append({t: [a]})
        self.ind += 1
        lim = self.const(t, r.pick([0, 4, 10]))
        c = self.fresh()
        self.emit(self.ind, "%s = arith.cmpi slt, %s, %s : %s" % (c, a, lim, t))
        cond = c if r.pct(80) else self.const("i1", "false")
        self.emit(self.ind, "scf.condition(%s) %s : %s" % (cond, a, t))
        self.ind -= 1
        self.scopes.pop()
        self.emit(self.ind, "} do {")
        self.emit(self.ind, "^bb0(%s: %s):" % (b, t))
        self.scopes.append({t: [b]})
        self.ind += 1
        one = self.const(t, 1)
        n = self.fresh()
        self.emit(self.ind, "%s = arith.addi %s, %s : %s" % (n, b, one, t))
        self.emit(self.ind, "scf.yield %s : %s" % (n if r.pct(80) else b, t))
        self.ind -= 1
        self.scopes.pop()
        self.emit(self.ind, "}")
        self.define(res, t)
        return 4

    def parallel_loop(self, depth):
        """scf.forall / scf.parallel over constant or unknown bounds."""
        r = self.r
        iv = self.fresh()
        ub = str(r.pick([0, 1, 4])) if r.pct(70) else self.get("index")
        if r.pct(50):
            self.emit(self.ind, "scf.forall (%s) in (%s) {" % (iv, ub))
        else:
            lb = self.const("index", r.pick([0, 1]))
            hi = self.const("index", int(ub)) if ub.isdigit() else ub
            self.emit(self.ind, "scf.parallel (%s) = (%s) to (%s) step (%s) {" % (iv, lb, hi, self.const("index", 1)))
        self.scopes.append({"index": [iv]})
        self.ind += 1
        self.emit(self.ind, "memref.store %s, %%arg6[%s, %s] : memref<4x?xf32>" % (self.get("f32"), iv, self.get("index")))
        n = r.below(2)
        self.body(n, depth + 1)
        self.ind -= 1
        self.scopes.pop()
        self.emit(self.ind, "}")
        return n + 2

    def index_switch(self, depth):
        r = self.r
        flag = self.const("index", r.pick([0, 1, 2])) if r.pct(50) else self.get("index")
        t = r.pick(["i32", "f32"])
        res = self.fresh()
        self.emit(self.ind, "%s = scf.index_switch %s -> %s" % (res, flag, t))
        for case in ["case 0", "case 1", "default"]:
            self.emit(self.ind, case + " {")
            self.scopes.append({})
            self.ind += 1
            self.body(r.below(2), depth + 1)
            self.emit(self.ind, "scf.yield %s : %s" % (self.get(t), t))
            self.ind -= 1
            self.scopes.pop()
            self.emit(self.ind, "}")
        self.define(res, t)
        return 4

    def execute_region(self, depth):
        t = self.r.pick(["i32", "f32"])
        res = self.fresh()
        self.emit(self.ind, "%s = scf.execute_region -> %s {" % (res, t))
        self.scopes.append({})
        self.ind += 1
        self.body(self.r.below(3), depth + 1)
        self.emit(self.ind, "scf.yield %s : %s" % (self.get(t), t))
        self.ind -= 1
        self.scopes.pop()
        self.emit(self.ind, "}")
        self.define(res, t)
        return 3

    def cfg(self, budget):
        """Blocks with cf.br / cf.cond_br / cf.switch between them."""
        r = self.r
        nblocks = r.below(3) + 2
        blocks = []
        for i in range(nblocks):
            types = [r.pick(["i32", "index", "f32"]) for _ in range(r.below(3))]
            blocks.append(("^bb%d" % (i + 1), types))

        def succ(b):
            label, types = b
            if not types:
                return label
            return "%s(%s : %s)" % (label, ", ".join(self.get(t) for t in types), ", ".join(types))

        # entry terminator
        self.term(blocks[0:2], succ)
        for i, (label, types) in enumerate(blocks):
            names = [self.fresh() for _ in types]
            self.lines.append("%s%s:" % (label, "(%s)" % ", ".join(
                "%s: %s" % (n, t) for n, t in zip(names, types)) if types else ""))
            # block arguments do not dominate later blocks in general: keep a
            # scope per block on top of the entry scope only
            self.scopes = [self.scopes[0], {}]
            for n, t in zip(names, types):
                self.define(n, t)
            self.body(r.below(4), 1)
            later = blocks[i + 1:]
            if not later:
                return
            self.term(later, succ)

    def term(self, targets, succ):
        r = self.r
        k = r.below(10)
        if len(targets) >= 2 and k < 5:
            c = self.const("i1") if r.pct(30) else self.get("i1")
            a, b = targets[0], r.pick(targets)
            self.emit(1, "cf.cond_br %s, %s, %s" % (c, succ(a), succ(b)))
        elif len(targets) >= 2 and k < 7:
            flag = self.const("i32", r.pick([0, 1, 5])) if r.pct(40) else self.get("i32")
            cases = targets[1:3]
            self.emit(1, "cf.switch %s : i32, [\n      default: %s,\n%s\n    ]" % (
                flag, succ(targets[0]), ",\n".join("      %d: %s" % (i, succ(t)) for i, t in enumerate(cases))))
        else:
            self.emit(1, "cf.br %s" % succ(targets[0]))


def gen_case(seed, extra_share):
    r = Rng(seed)
    g = Gen(r, extra_share)
    g.ind = 2
    args = ["i1", "i32", "i64", "index", "f32", "i8", "memref<4x?xf32>", "tensor<4x?xf32>", "vector<4xi32>"]
    names = ["%%arg%d" % i for i in range(len(args))]
    for n, t in zip(names, args):
        g.define(n, t)
    g.body(r.below(14) + 4, 0)
    use_cfg = r.pct(25)
    rets = []
    if use_cfg:
        g.ind = 1
        g.cfg(0)
        g.ind = 2
    # Return recent values of several types, so that folds show in the output.
    pool = ["i32", "index", "f32", "i1", "i64", "i8", "tensor<4x8xf32>", "tensor<4x?xf32>",
            "memref<4x8xf32>", "memref<4x?xf32>", "vector<4xi32>"]
    ret_types = [t for t in pool if g.vals(t)]
    r_types = []
    for _ in range(r.below(4) + 1):
        if ret_types:
            r_types.append(r.pick(ret_types))
    ret_types = r_types or ["i32"]
    rets = [g.recent(t) for t in ret_types]
    g.emit(2 if not use_cfg else 1, "return %s : %s" % (", ".join(rets), ", ".join(ret_types)))
    head = "func.func @f(%s) -> (%s) {" % (
        ", ".join("%s: %s" % (n, t) for n, t in zip(names, args)), ", ".join(ret_types))
    body = [l if not use_cfg else l for l in g.lines]
    return "\n".join(["module {", "  " + head] + body + ["  }", "}"])


def gen_bench_case(seed):
    """A small function from the shared benchmark generator."""
    sys.path.insert(0, os.path.join(ROOT, "..", "shared", "bench"))
    import gen_corpus  # noqa: E402
    g = gen_corpus.CorpusGen(seed, 3, False)
    f = gen_corpus.FuncGen(g, 0)
    lines = f.generate(12 + seed % 30)
    return gen_corpus.PRELUDE + "module {\n" + "\n".join(lines) + "\n}"


def run(tool, text, extra=()):
    p = subprocess.run([tool, "--split-input-file", "--canonicalize"] + list(extra) + ["-"],
                       input=text.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout.decode(errors="replace")


def split(out):
    return [c.strip("\n") for c in out.split(SEP + "\n")]


OP_RE = re.compile(r"\b([a-z_]+\.[a-z_.]+)\b")


def key_of(exp, act):
    """A group key: the op names on the first differing lines."""
    el, al = exp.splitlines(), act.splitlines()
    for i in range(max(len(el), len(al))):
        e = el[i] if i < len(el) else "<end>"
        a = al[i] if i < len(al) else "<end>"
        if e != a:
            eo = OP_RE.findall(e.split("=", 1)[-1])
            ao = OP_RE.findall(a.split("=", 1)[-1])
            return "%s | %s" % (eo[0] if eo else e.strip()[:30], ao[0] if ao else a.strip()[:30]), i
    return "same", 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tool", default=os.path.join(ROOT, "bazel-bin", "core", "mlirc-opt"))
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--show", type=int, default=2, help="examples per group")
    ap.add_argument("--dump", default="", help="write differing cases into this folder")
    ap.add_argument("--bench-share", type=int, default=25, help="percent of cases from gen_corpus.py")
    ap.add_argument("--extra", type=int, default=12,
                    help="percent of simple ops from the further families (slices, reshapes, math, ...)")
    opts = ap.parse_args()

    cases = []
    for i in range(opts.cases):
        s = opts.seed * 1000003 + i
        if (s % 100) < opts.bench_share:
            cases.append(gen_bench_case(s))
        else:
            cases.append(gen_case(s, opts.extra))

    # Keep the cases upstream accepts.
    valid = []
    for b in range(0, len(cases), opts.batch):
        chunk = cases[b:b + opts.batch]
        p = subprocess.run([MLIR_OPT, "--split-input-file", "-"], input=("\n%s\n" % SEP).join(chunk).encode(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode == 0:
            valid += chunk
            continue
        for c in chunk:
            if subprocess.run([MLIR_OPT, "-"], input=c.encode(), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0:
                valid.append(c)

    same = 0
    groups = collections.defaultdict(list)
    for b in range(0, len(valid), opts.batch):
        chunk = valid[b:b + opts.batch]
        text = ("\n%s\n" % SEP).join(chunk)
        _, up = run(MLIR_OPT, text)
        rc, me = run(opts.tool, text)
        ups, mes = split(up), split(me)
        for i, c in enumerate(chunk):
            e = ups[i] if i < len(ups) else ""
            a = mes[i] if i < len(mes) and rc == 0 else "<tool failed: %d>" % rc
            if e == a:
                same += 1
                continue
            k, line = key_of(e, a)
            groups[k].append((c, e, a, line))

    total = len(valid)
    print("canonicalize differential: %d of %d cases identical (%.1f%%), %d skipped as invalid input"
          % (same, total, 100.0 * same / max(total, 1), len(cases) - total))
    for k, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print("  %5d  %s" % (len(items), k))
        for c, e, a, line in items[:opts.show]:
            el, al = e.splitlines(), a.splitlines()
            print("         expected: %s" % (el[line].strip() if line < len(el) else "<end>"))
            print("         actual:   %s" % (al[line].strip() if line < len(al) else "<end>"))
    if opts.dump:
        os.makedirs(opts.dump, exist_ok=True)
        n = 0
        for k, items in groups.items():
            for c, e, a, _ in items:
                n += 1
                with open(os.path.join(opts.dump, "case%04d.mlir" % n), "w") as f:
                    f.write(c + "\n")
                with open(os.path.join(opts.dump, "case%04d.expected" % n), "w") as f:
                    f.write(e + "\n")
                with open(os.path.join(opts.dump, "case%04d.actual" % n), "w") as f:
                    f.write(a + "\n")


if __name__ == "__main__":
    main()
