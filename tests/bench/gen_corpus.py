#!/usr/bin/env python3
"""Writes a deterministic MLIR benchmark corpus that mlir-opt 22 accepts.

The file is a module of `func.func`s mixing arith, scf (for/if with results),
cf (branch diamonds with block arguments), memref, tensor and func.call ops,
with discardable attributes, dense constants, a few ops in generic form with
properties, aliases and locations of every kind. Same arguments, same bytes:
the PRNG is SplitMix64, not `random`, so no Python version changes the output.

  python3 tests/bench/gen_corpus.py --mb 10 -o /tmp/c10.mlir

The last line is a comment `// ops=N bytes=B` (every operation, implicit
terminators included) for ops/s figures.
"""

import argparse
import sys

MASK = (1 << 64) - 1
I1, I32, I64, IDX, F32 = "i1", "i32", "i64", "index", "f32"
V4, T4, TD, MR = "vector<4xi32>", "tensor<4xf32>", "tensor<4x?xf32>", "memref<8x8xf32>"
ARGS = [I32, I64, F32, IDX, I1, MR, TD, V4, T4]
RESULTS = [I32, F32, TD]
CARRY = [I32, F32, IDX, T4, TD]
WORDS = ["alpha", "beta", "gamma", "delta", "kappa", "sigma", "omega"]
FILES = ["model.py", "kernel.mlir", "src/net.cc", "main.c"]
PRELUDE = """\
#cfg = {mode = "fast", level = 3 : i64, tags = ["x", "y"]}
!mat = memref<8x8xf32>
#site = loc("site.mlir":7:3)
"""


class Rng:
    """SplitMix64."""

    def __init__(self, seed):
        self.s = (seed * 0x9E3779B97F4A7C15 + 1) & MASK

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def pct(self, p):
        return self.below(100) < p

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def flt(self):
        return "%.2f" % (self.below(81) / 4.0 - 10)


class Func:
    """One function body. Values live in a stack of scopes keyed by type."""

    def __init__(self, rng, index):
        self.r, self.index = rng, index
        self.out, self.ops, self.n, self.blocks = [], 0, 0, 0
        self.scopes = [{}]

    def val(self, ty):
        """A visible value of type ty, preferring recent ones."""
        seen = [v for s in self.scopes for v in s.get(ty, ())]
        if len(seen) > 6 and self.r.pct(70):
            return seen[-1 - self.r.below(6)]
        return self.r.pick(seen)

    def new(self, ty, prefix="v"):
        self.n += 1
        name = "%%%s%d" % (prefix, self.n)
        self.scopes[-1].setdefault(ty, []).append(name)
        return name

    def line(self, ind, text, ops=1):
        self.out.append("  " * ind + text)
        self.ops += ops

    def loc(self):
        r = self.r
        if not r.pct(25):
            return ""
        at = '"%s":%d:%d' % (r.pick(FILES), r.below(900) + 1, r.below(80) + 1)
        return " loc(%s)" % r.pick([
            at, at, '"%s"' % r.pick(WORDS), '"%s"(%s)' % (r.pick(WORDS), at),
            'fused[%s, "%s"]' % (at, r.pick(WORDS)),
            'callsite(%s at "caller.mlir":3:5)' % at, "#site", "unknown"])

    def attr(self, nested=True):
        r = self.r
        k = r.below(9 if nested else 8)
        return [lambda: '"%s_%d"' % (r.pick(WORDS), r.below(999)),
                lambda: "%d : i64" % r.below(10 ** 6),
                lambda: "%s : f32" % r.flt(),
                lambda: "[%s]" % ", ".join(str(r.below(99)) for _ in range(r.below(4) + 1)),
                lambda: "dense<[%s, %s]> : tensor<2xf32>" % (r.flt(), r.flt()),
                lambda: r.pick([I32, IDX, TD]),
                lambda: "#cfg",
                lambda: "array<i64: %d, %d>" % (r.below(9), r.below(9)),
                lambda: "{%s = %s}" % (r.pick(WORDS), self.attr(False))][k]()

    def attrs(self):
        if not self.r.pct(12):
            return ""
        names = sorted({"b_" + self.r.pick(WORDS) for _ in range(self.r.below(3) + 1)})
        return " {%s}" % ", ".join(n if self.r.pct(10) else "%s = %s" % (n, self.attr())
                                   for n in names)

    # Each simple op is one line; its weight in the mix is its repeat count below.
    def constant(self, ind):
        r = self.r
        ty = r.pick([I32, I32, I64, IDX, IDX, F32, F32, I1, V4, T4])
        lit = {I32: lambda: str(r.below(2001) - 1000), I64: lambda: str(r.below(1 << 40)),
               IDX: lambda: str(r.below(16)), F32: r.flt,
               I1: lambda: r.pick(["true", "false"]),
               V4: lambda: "dense<[%s]>" % ", ".join(str(r.below(99)) for _ in range(4)),
               T4: lambda: "dense<%s>" % (r.flt() if r.pct(40) else
                                         "[%s]" % ", ".join(r.flt() for _ in range(4)))}[ty]()
        typed = lit if ty == I1 else "%s : %s" % (lit, ty)
        self.line(ind, "%s = arith.constant %s%s" % (self.new(ty), typed, self.loc()))

    def int_binary(self, ind):
        r = self.r
        ty, op = r.pick([I32, I32, I64, IDX, V4]), r.pick(["addi", "muli", "subi"])
        a, b = self.val(ty), self.val(ty)
        if r.pct(4):
            self.line(ind, '%s = "arith.%s"(%s, %s)%s : (%s, %s) -> %s%s' % (
                self.new(ty), op, a, b, self.attrs(), ty, ty, ty, self.loc()))
            return
        flags = r.pick(["", "", " overflow<nsw>", " overflow<nsw, nuw>"]) if ty != IDX else ""
        self.line(ind, "%s = arith.%s %s, %s%s%s : %s%s" % (
            self.new(ty), op, a, b, flags, self.attrs(), ty, self.loc()))

    def float_binary(self, ind):
        r = self.r
        ty, op = r.pick([F32, F32, T4]), r.pick(["addf", "mulf", "subf"])
        fm = r.pick(["", "", "", " fastmath<fast>", " fastmath<nnan,contract>"])
        a, b = self.val(ty), self.val(ty)
        self.line(ind, "%s = arith.%s %s, %s%s%s : %s%s" % (
            self.new(ty), op, a, b, fm, self.attrs(), ty, self.loc()))

    def compare(self, ind):
        r = self.r
        ty = r.pick([I32, I64, IDX])
        a, b = self.val(ty), self.val(ty)
        if r.pct(5):
            self.line(ind, '%s = "arith.cmpi"(%s, %s) <{predicate = %d : i64}> : (%s, %s) -> i1%s' % (
                self.new(I1), a, b, r.below(10), ty, ty, self.loc()))
        elif r.pct(75):
            self.line(ind, "%s = arith.cmpi %s, %s, %s%s : %s%s" % (
                self.new(I1), r.pick(["eq", "ne", "slt", "sge", "ult", "ugt"]), a, b,
                self.attrs(), ty, self.loc()))
        else:
            self.line(ind, "%s = arith.cmpf %s, %s, %s : f32%s" % (
                self.new(I1), r.pick(["oeq", "olt", "uge", "une"]), self.val(F32),
                self.val(F32), self.loc()))

    def select(self, ind):
        ty = self.r.pick([I32, I64, F32, IDX, T4, V4])
        c, a, b = self.val(I1), self.val(ty), self.val(ty)
        self.line(ind, "%s = arith.select %s, %s, %s%s : %s%s" % (
            self.new(ty), c, a, b, self.attrs(), ty, self.loc()))

    def cast(self, ind):
        src, dst = self.r.pick([(I32, IDX), (IDX, I32), (I64, IDX), (IDX, I64)])
        a = self.val(src)
        self.line(ind, "%s = arith.index_cast %s : %s to %s%s" % (
            self.new(dst), a, src, dst, self.loc()))

    def memref(self, ind):
        r = self.r
        k = r.below(10)
        if k == 0:
            extra = " {alignment = 64 : i64}" if r.pct(30) else ""
            self.line(ind, "%s = memref.alloc()%s : %s%s" % (
                self.new(MR, "m"), extra, r.pick([MR, "!mat"]), self.loc()))
        elif k < 6:
            m, i, j = self.val(MR), self.val(IDX), self.val(IDX)
            self.line(ind, "%s = memref.load %s[%s, %s]%s : %s%s" % (
                self.new(F32), m, i, j, self.attrs(), MR, self.loc()))
        else:
            f, m, i, j = self.val(F32), self.val(MR), self.val(IDX), self.val(IDX)
            self.line(ind, "memref.store %s, %s[%s, %s] : %s%s" % (f, m, i, j, MR, self.loc()))

    def tensor(self, ind):
        r = self.r
        k = r.below(6)
        if k == 0:
            self.line(ind, "%s = tensor.extract %s[%s] : %s%s" % (
                self.new(F32), self.val(T4), self.val(IDX), T4, self.loc()))
        elif k == 1:
            f, t, i = self.val(F32), self.val(T4), self.val(IDX)
            self.line(ind, "%s = tensor.insert %s into %s[%s] : %s%s" % (
                self.new(T4), f, t, i, T4, self.loc()))
        elif k == 2:
            t, i = self.val(TD), self.val(IDX)
            self.line(ind, "%s = tensor.dim %s, %s : %s%s" % (self.new(IDX), t, i, TD, self.loc()))
        elif k == 3:
            els = ", ".join(self.val(F32) for _ in range(4))
            self.line(ind, "%s = tensor.from_elements %s : %s%s" % (self.new(T4), els, T4, self.loc()))
        elif k == 4:
            t = self.val(TD)
            self.line(ind, "%s = tensor.cast %s : %s to %s%s" % (self.new(TD), t, TD, TD, self.loc()))
        else:
            n = self.val(IDX)
            self.line(ind, "%s = tensor.empty(%s) : %s%s" % (self.new(TD), n, TD, self.loc()))

    def call(self, ind):
        args = ", ".join(self.val(t) for t in ARGS)
        res = ", ".join(self.new(t, "r") for t in RESULTS)
        self.line(ind, "%s = func.call @f%d(%s) : (%s) -> (%s)%s" % (
            res, self.r.below(self.index), args, ", ".join(ARGS), ", ".join(RESULTS), self.loc()))

    def simple(self, ind):
        mix = [self.constant] * 4 + [self.int_binary] * 4 + [self.float_binary] * 3 + \
              [self.compare] * 2 + [self.select, self.cast] + [self.memref] * 3 + \
              [self.tensor] * 2 + ([self.call] if self.index else [])
        self.r.pick(mix)(ind)

    # Structured ops; budget counts the ops to emit inside.
    def block(self, ind, budget, depth):
        end = self.ops + budget
        while self.ops < end:
            k = self.r.below(100)
            if depth < 3 and end - self.ops > 6 and k < 6:
                self.loop(ind, self.r.below(10) + 2, depth)
            elif depth < 3 and end - self.ops > 6 and k < 11:
                self.branch(ind, self.r.below(10) + 2, depth)
            else:
                self.simple(ind)

    def region(self, ind, budget, depth, scope, yield_ty):
        self.scopes.append(scope)
        self.block(ind + 1, budget, depth + 1)
        if yield_ty:
            self.line(ind + 1, "scf.yield %s : %s" % (self.val(yield_ty), yield_ty))
        else:
            self.ops += 1  # the implicit scf.yield
        self.scopes.pop()

    def loop(self, ind, budget, depth):
        lb, ub, step = self.val(IDX), self.val(IDX), self.consts[1]
        iv = "%%i%d" % (self.n + 1)
        self.n += 1
        if self.r.pct(60):
            ty = self.r.pick(CARRY)
            acc = "%%acc%d" % self.n
            init = self.val(ty)
            res = self.new(ty)
            self.scopes[-1][ty].pop()  # defined only after the loop
            self.line(ind, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {" % (
                res, iv, lb, ub, step, acc, init, ty))
            self.region(ind, budget, depth, {IDX: [iv], ty: [acc]}, ty)
            self.scopes[-1].setdefault(ty, []).append(res)
        else:
            self.line(ind, "scf.for %s = %s to %s step %s {" % (iv, lb, ub, step))
            self.region(ind, budget, depth, {IDX: [iv]}, None)
        self.out.append("  " * ind + "}" + self.loc())

    def branch(self, ind, budget, depth):
        cond = self.val(I1)
        ty = self.r.pick(CARRY) if self.r.pct(60) else None
        if ty:
            self.n += 1
            res = "%%v%d" % self.n
            self.line(ind, "%s = scf.if %s -> (%s) {" % (res, cond, ty))
            self.region(ind, budget // 2, depth, {}, ty)
            self.out.append("  " * ind + "} else {")
            self.region(ind, budget // 2, depth, {}, ty)
            self.scopes[-1].setdefault(ty, []).append(res)
        else:
            self.line(ind, "scf.if %s {" % cond)
            self.region(ind, budget, depth, {}, None)
        self.out.append("  " * ind + "}" + self.loc())

    def diamond(self, budget):
        """cf.cond_br to two blocks that cf.br to a join block with arguments."""
        r = self.r
        names = ["^bb%d" % (self.blocks + k) for k in (1, 2, 3)]
        self.blocks += 3
        join = [r.pick(CARRY) for _ in range(r.below(2) + 1)]

        def target(label, types):
            if not types:
                return label
            return "%s(%s : %s)" % (label, ", ".join(self.val(t) for t in types), ", ".join(types))
        arm_types = [[r.pick(CARRY)] if r.pct(50) else [], [r.pick(CARRY)]]
        self.line(2, "cf.cond_br %s, %s, %s%s" % (
            self.val(I1), target(names[0], arm_types[0]), target(names[1], arm_types[1]), self.loc()))
        for label, types in zip(names, arm_types):
            self.scopes.append({})
            args = ", ".join("%s: %s" % (self.new(t, "a"), t) for t in types)
            self.out.append("  %s%s:" % (label, "(%s)" % args if args else ""))
            self.block(2, budget // 2, 1)
            self.line(2, "cf.br %s%s" % (target(names[2], join), self.loc()))
            self.scopes.pop()
        args = ", ".join("%s: %s" % (self.new(t, "a"), t) for t in join)
        self.out.append("  %s(%s):" % (names[2], args))

    def generate(self, ops):
        r = self.r
        params = []
        for k, ty in enumerate(ARGS):
            self.scopes[0].setdefault(ty, []).append("%%arg%d" % k)
            extra = " {b.arg = %s}" % self.attr(False) if r.pct(15) else ""
            params.append("%%arg%d: %s%s" % (k, ty, extra))
        fattrs = ["b_id = %d : i64" % self.index]
        if r.pct(40):
            fattrs.append('b_tags = ["%s"]' % r.pick(WORDS))
        self.line(1, "func.func %s@f%d(%s) -> (%s) attributes {%s} {" % (
            "private " if r.pct(20) else "", self.index, ", ".join(params),
            ", ".join(RESULTS), ", ".join(fattrs)))
        self.consts = [self.new(IDX, "c") for _ in range(3)]
        for name, c in zip(self.consts, (0, 1, 8)):
            self.line(2, "%s = arith.constant %d : index" % (name, c))
        while self.ops < ops:
            if ops - self.ops > 20 and r.pct(5):
                self.diamond(r.below(16) + 6)
            else:
                self.block(2, min(ops - self.ops, r.below(10) + 1), 0)
        self.line(2, "func.return %s : %s%s" % (
            ", ".join(self.val(t) for t in RESULTS), ", ".join(RESULTS), self.loc()))
        self.out.append("  }")
        return "\n".join(self.out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, default=1.0, help="size in MB (10^6 bytes)")
    ap.add_argument("--ops-per-func", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    rng = Rng(a.seed)
    parts = [PRELUDE, 'module attributes {b.seed = %d : i64} {\n' % a.seed]
    size, ops, index = sum(len(p) for p in parts), 1, 0
    while size + 2 < a.mb * 1e6:
        f = Func(rng, index)
        text = f.generate(a.ops_per_func)
        parts.append(text)
        size, ops, index = size + len(text), ops + f.ops, index + 1
    parts.append("}\n// ops=%d bytes=%d\n" % (ops, size + 2))
    out = sys.stdout if a.output == "-" else open(a.output, "w", encoding="ascii", newline="\n")
    out.write("".join(parts))
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
