#!/usr/bin/env python3
"""Random MLIR functions for the pass differential test (pass_diff.py).

Each generator is a pure function of its seed (a hand-written SplitMix64, so
cases are the same on every Python) and emits only what upstream mlir-opt 22
accepts. The shapes aim at what the tested passes rewrite: constants feeding
arith ops, casts, compares of extensions, selects, repeated pure expressions
and loads (cse), scf.for/if/while/forall/parallel/index_switch with constant
bounds and conditions (canonicalize, sccp, convert-scf-to-cf), cf branches
between blocks with arguments, memref/tensor shapes and casts, index ops, and
modules of functions calling each other directly, indirectly and recursively
(inline, sccp).

When ../shared/bench/gen_corpus.py (the reference benchmark generator) is
present, a share of the cases comes from it too; a clone without ../shared
uses these generators alone.
"""

import os
import re
import sys

VALUE_RE = re.compile(r"%v(\d+)")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BENCH_DIR = os.path.join(ROOT, "..", "shared", "bench")


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
    """One function: values by type in nested scopes.

    extra_share: percent of simple ops from extra() (slices, reshapes, math...).
    repeat_share: percent of simple ops that repeat an earlier single-result
      op with the same operands (what cse merges, or must not: allocs, loads
      across stores, ops in other regions).
    callees: Callee list the body may call (func.call, func.call_indirect).
    """

    def __init__(self, rng, extra_share=0, repeat_share=0, callees=(), indirect=()):
        self.r = rng
        self.indirect = set(indirect)  # callee names func.call_indirect may take
        self.extra_share = extra_share
        self.repeat_share = repeat_share
        self.callees = list(callees)
        self.lines = []
        self.n = 0
        self.scopes = [{}]

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def define(self, v, t):
        scope = self.scopes[-1]
        scope.setdefault(t, []).append(v)
        # Remember `%v = rhs` of a single-result op just emitted, to repeat it.
        last = self.lines[-1].strip() if self.lines else ""
        if last.startswith(v + " = ") and "{" not in last:
            scope.setdefault("__exprs", []).append((last[len(v) + 3:], t))

    def repeat(self):
        exprs = []
        for s in self.scopes:
            exprs += s.get("__exprs", [])
        if not exprs:
            return self.int_bin()
        rhs, t = self.r.pick(exprs[-8:])
        v = self.fresh()
        self.emit(self.ind, "%s = %s" % (v, rhs))
        self.define(v, t)

    def call(self):
        """func.call, or func.constant + func.call_indirect, of a callee."""
        r = self.r
        c = r.pick(self.callees)
        # const() makes only scalars and vectors: shaped arguments come from values.
        args = [self.r.pick(self.vals(t)[-4:]) if "<" in t and not t.startswith("vector") else self.get(t)
                for t in c.args]
        sig = "(%s) -> (%s)" % (", ".join(c.args), ", ".join(c.results))
        res = [self.fresh() for _ in c.results]
        lhs = ""
        if len(res) == 1:
            lhs = res[0] + " = "
        elif res:
            base = self.fresh()
            lhs = "%s:%d = " % (base, len(res))
            res = ["%s#%d" % (base, i) for i in range(len(res))]
        if c.name in self.indirect and r.pct(20):
            f = self.fresh()
            self.emit(self.ind, "%s = func.constant @%s : %s" % (f, c.name, sig))
            self.emit(self.ind, "%sfunc.call_indirect %s(%s) : %s" % (lhs, f, ", ".join(args), sig))
        else:
            self.emit(self.ind, "%sfunc.call @%s(%s) : %s" % (lhs, c.name, ", ".join(args), sig))
        for v, t in zip(res, c.results):
            self.define(v, t)

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
        # In bounds of 4x8 whatever is picked (upstream verifies static
        # slices, also once canonicalization made constants static).
        offs = [self.idx_operand([0, 1]), self.idx_operand([0, 1, 2])]
        sizes = [self.idx_operand([1, 2]), self.idx_operand([1, 2, 3])]
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
        sizes = [self.idx_operand([1, 2]), self.idx_operand([1, 2, 4])]
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
        types = "i32, i1" if op == "addui_extended" else "i32"
        self.emit(self.ind, "%s:2 = arith.%s %s, %s : %s" % (v, op, a, b, types))
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
        if r.pct(self.repeat_share):
            return self.repeat()
        if self.callees and r.pct(15):
            return self.call()
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
            elif depth < 2 and k < 30 and self.repeat_share:
                budget -= self.twin(depth)
            else:
                self.simple()
                budget -= 1

    def twin(self, depth):
        """An op with regions twice: the second copy renames what the first
        defines (cse merges the two when they are pure)."""
        first_line, first_n = len(self.lines), self.n
        n = self.r.pick([self.scf_if, self.execute_region, self.scf_for])(depth)
        ren = {}

        def rename(m):
            k = int(m.group(1))
            if k <= first_n:
                return m.group(0)
            if k not in ren:
                ren[k] = self.fresh()
            return ren[k]
        for line in self.lines[first_line:]:
            self.lines.append(VALUE_RE.sub(rename, line))
        # The copy's results have the types of the first's.
        scope = self.scopes[-1]
        for t, vs in list(scope.items()):
            if t == "__exprs":
                continue
            for v in list(vs):
                m = VALUE_RE.fullmatch(v.split("#")[0])
                if m and int(m.group(1)) > first_n and int(m.group(1)) in ren:
                    self.define(VALUE_RE.sub(rename, v), t)
        return 2 * n

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

        def succ(b, plain=False):
            label, types = b
            if not types:
                return label
            vals = [self.get(t) for t in types]
            if plain:  # cf.switch's operand lists take no `%x#N` result numbers
                vals = [self.const(t) if "#" in v else v for v, t in zip(vals, types)]
            return "%s(%s : %s)" % (label, ", ".join(vals), ", ".join(types))

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
                flag, succ(targets[0], True), ",\n".join("      %d: %s" % (i, succ(t, True))
                                                          for i, t in enumerate(cases))))
        else:
            self.emit(1, "cf.br %s" % succ(targets[0]))


ARGS = ["i1", "i32", "i64", "index", "f32", "i8", "memref<4x?xf32>", "tensor<4x?xf32>", "vector<4xi32>"]
# What a function may return when its results are chosen up front (a callee):
# types const() can always make.
SCALARS = ["i32", "index", "f32", "i1", "i64", "vector<4xi32>"]


class Callee:
    def __init__(self, name, results, private):
        self.name, self.args, self.results, self.private = name, ARGS, results, private


def gen_func(r, name, results=None, private=False, callees=(), extra_share=12, repeat_share=0,
             size=None, indirect=()):
    """One func.func over ARGS; results None picks them from what the body made."""
    g = Gen(r, extra_share, repeat_share, callees, indirect)
    g.ind = 2
    names = ["%%arg%d" % i for i in range(len(ARGS))]
    for n, t in zip(names, ARGS):
        g.define(n, t)
    g.body(size if size is not None else r.below(14) + 4, 0)
    use_cfg = r.pct(25)
    if use_cfg:
        g.ind = 1
        g.cfg(0)
        g.ind = 2
    if results is None:
        # Return recent values of several types, so that folds show in the output.
        pool = ["i32", "index", "f32", "i1", "i64", "i8", "tensor<4x8xf32>", "tensor<4x?xf32>",
                "memref<4x8xf32>", "memref<4x?xf32>", "vector<4xi32>"]
        avail = [t for t in pool if g.vals(t)]
        results = [r.pick(avail) for _ in range(r.below(4) + 1)] if avail else ["i32"]
    g.ind = 1 if use_cfg else 2
    rets = [g.recent(t) for t in results]
    if results:
        g.emit(g.ind, "return %s : %s" % (", ".join(rets), ", ".join(results)))
    else:
        g.emit(g.ind, "return")
    head = "func.func %s@%s(%s) -> (%s) {" % (
        "private " if private else "", name,
        ", ".join("%s: %s" % (n, t) for n, t in zip(names, ARGS)), ", ".join(results))
    return ["  " + head] + g.lines + ["  }"]


def gen_case(seed, extra_share=12, repeat_share=0):
    """A module of one function @f."""
    r = Rng(seed)
    return "\n".join(["module {"] + gen_func(r, "f", extra_share=extra_share, repeat_share=repeat_share)
                     + ["}"])


def gen_calls_case(seed, extra_share=6, repeat_share=0):
    """A module of two to five functions calling each other: directly and
    through func.constant, forward, backward and recursively, some private,
    some declarations only (never inlined)."""
    r = Rng(seed)
    callees = []
    for i in range(r.below(4) + 2):
        results = [r.pick(SCALARS) for _ in range(r.below(3))]
        callees.append(Callee("g%d" % i, results, i > 0 and r.pct(60)))
    decl = None
    if r.pct(25):
        decl = Callee("ext", [r.pick(SCALARS)], True)
    lines = ["module {"]
    if decl:
        lines.append("  func.func private @ext(%s) -> %s" % (", ".join(ARGS), decl.results[0]))
    for i, c in enumerate(callees):
        # Mostly calls to later functions (a DAG the inliner flattens), some
        # to earlier ones and to itself (cycles: an SCC it must not unroll).
        allowed = callees[i + 1:] * 3 + ([decl] if decl else [])
        if r.pct(30):
            allowed += callees[:i + 1]
        if not allowed:
            allowed = [c]
        # Indirect calls only forward: a cycle through one (the inliner's
        # canonicalization makes it direct mid-way) makes upstream inline
        # without end.
        forward = [x.name for x in callees[i + 1:]] + (["ext"] if decl else [])
        lines += gen_func(r, c.name, c.results, c.private, allowed, extra_share, repeat_share,
                          size=r.below(8) + 2, indirect=forward)
    lines.append("}")
    return "\n".join(lines)


def have_bench():
    return os.path.exists(os.path.join(BENCH_DIR, "gen_corpus.py"))


def gen_bench_case(seed, funcs=1):
    """Small functions from the shared benchmark generator (later ones call
    earlier ones); only when have_bench()."""
    if BENCH_DIR not in sys.path:
        sys.path.insert(0, BENCH_DIR)
    import gen_corpus  # noqa: E402
    g = gen_corpus.CorpusGen(seed, 3, False)
    lines = []
    for k in range(funcs):
        lines += gen_corpus.FuncGen(g, k).generate(12 + (seed + k) % 30)
    return gen_corpus.PRELUDE + "module {\n" + "\n".join(lines) + "\n}"
