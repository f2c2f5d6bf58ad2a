#!/usr/bin/env python3
"""Random modules of complex and of vector programs for the to-LLVM
differential test (lowering_diff.py): each a function of random arguments
and a random sequence of ops over the values made so far, type-correct by
construction, deterministic for a seed.

complex_case(seed, lowerable_only): complex.create/re/im/constant/add/sub/
mul/div/abs with random fastmath flags on f32 and f64 parts; unless
lowerable_only, also the ops convert-complex-to-standard lowers (neg, conj,
exp, log, sqrt, sign, eq, neq, ...).

vector_case(seed): 1-D and 2-D vectors through broadcast, extract/insert
(static and dynamic positions), shuffle, fma, bitcast, from_elements, every
reduction kind, arith on vectors, load/store, masked ones, gather/scatter,
create_mask/constant_mask/step and vector.print of scalars.
"""

import random

FLOATS = ["f32", "f64"]
FASTMATH = ["", " fastmath<nnan>", " fastmath<fast>", " fastmath<contract>", " fastmath<nnan, ninf>",
            " fastmath<reassoc, arcp>"]


class Pool:
    """Values made so far, by type."""

    def __init__(self, r):
        self.r = r
        self.by_type = {}
        self.n = 0
        self.pending = []

    def add(self, t, name=None):
        """A new value of type t, usable from the next op on (flush)."""
        if name is None:
            name = "%%v%d" % self.n
            self.n += 1
        self.pending.append((t, name))
        if not name.startswith("%v"):
            self.flush()
        return name

    def flush(self):
        for t, name in self.pending:
            self.by_type.setdefault(t, []).append(name)
        self.pending = []

    def has(self, t):
        return bool(self.by_type.get(t))

    def pick(self, t):
        return self.r.choice(self.by_type[t])


def float_literal(r):
    return r.choice(["0.0", "1.0", "-2.5", "3.25", "0.5", "1.0e+10", "-0.0", "7.0"])


# ---- complex -------------------------------------------------------------------------------------

BINARY = ["add", "sub", "mul", "div"]
STANDARD_UNARY = ["neg", "conj", "exp", "log", "sqrt", "sign", "tanh", "cos", "sin", "expm1", "log1p", "rsqrt", "tan"]


def complex_case(seed, lowerable_only=True):
    r = random.Random(seed)
    p = Pool(r)
    args = []
    for i, f in enumerate(FLOATS):
        for j in range(2):
            t = "complex<%s>" % f
            args.append("%%c%d_%d: %s" % (i, j, t))
            p.add(t, "%%c%d_%d" % (i, j))
        args.append("%%x%d: %s" % (i, f))
        p.add(f, "%%x%d" % i)
    body = []
    for _ in range(r.randint(3, 14)):
        f = r.choice(FLOATS)
        ct = "complex<%s>" % f
        kind = r.randint(0, 9)
        if kind == 0:
            a, b = p.pick(f), p.pick(f)
            body.append("%s = complex.create %s, %s : %s" % (p.add(ct), a, b, ct))
        elif kind == 1:
            part = r.choice(["re", "im"])
            body.append("%s = complex.%s %s : %s" % (p.add(f), part, p.pick(ct), ct))
        elif kind == 2:
            body.append("%s = complex.constant [%s : %s, %s : %s] : %s"
                        % (p.add(ct), float_literal(r), f, float_literal(r), f, ct))
        elif kind == 3:
            body.append("%s = complex.abs %s%s : %s" % (p.add(f), p.pick(ct), r.choice(FASTMATH), ct))
        elif kind == 4 and not lowerable_only:
            op = r.choice(STANDARD_UNARY)
            body.append("%s = complex.%s %s%s : %s" % (p.add(ct), op, p.pick(ct), r.choice(FASTMATH), ct))
        elif kind == 5 and not lowerable_only:
            op = r.choice(["eq", "neq"])
            body.append("%s = complex.%s %s, %s : %s" % (p.add("i1"), op, p.pick(ct), p.pick(ct), ct))
        elif kind == 6:
            body.append("%s = arith.mulf %s, %s : %s" % (p.add(f), p.pick(f), p.pick(f), f))
        else:
            op = r.choice(BINARY + (["pow"] if not lowerable_only else []))
            body.append("%s = complex.%s %s, %s%s : %s"
                        % (p.add(ct), op, p.pick(ct), p.pick(ct), r.choice(FASTMATH), ct))
        p.flush()
    results = []
    for t in ["complex<f32>", "complex<f64>", "f32", "f64", "i1"]:
        if p.has(t) and r.random() < 0.7:
            results.append((t, p.pick(t)))
    lines = ["module {", "  func.func @f(%s) -> (%s) {" % (", ".join(args), ", ".join(t for t, _ in results))]
    lines += ["    " + b for b in body]
    lines.append("    return %s%s" % (", ".join(v for _, v in results),
                                       " : " + ", ".join(t for t, _ in results) if results else ""))
    lines += ["  }", "}"]
    return "\n".join(lines)


# ---- vector --------------------------------------------------------------------------------------

ELEMS = ["f32", "i32", "f16", "i8", "i64", "f64"]
LANES = [2, 4, 8]
INT_KINDS = ["add", "mul", "minui", "minsi", "maxui", "maxsi", "and", "or", "xor"]
FLOAT_KINDS = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]
BITS = {"f32": 32, "i32": 32, "f16": 16, "i8": 8, "i64": 64, "f64": 64}


def vec(n, e):
    return "vector<%dx%s>" % (n, e)


def vector_case(seed):
    r = random.Random(seed)
    p = Pool(r)
    elem = r.choice(ELEMS)
    n = r.choice(LANES)
    other = r.choice([e for e in ELEMS if e != elem])
    args = []

    def arg(name, t):
        args.append("%s: %s" % (name, t))
        p.add(t, name)

    arg("%a", vec(n, elem))
    arg("%b", vec(n, elem))
    arg("%m", "vector<2x%dx%s>" % (n, elem))
    arg("%s", elem)
    arg("%i", "index")
    arg("%mask", vec(n, "i1"))
    arg("%mem", "memref<?x%s>" % elem)
    arg("%mem2", "memref<4x16x%s>" % elem)
    arg("%idx", vec(n, "i32"))
    fl = elem.startswith("f")
    body = []
    mt = "memref<?x%s>" % elem
    for _ in range(r.randint(4, 14)):
        k = r.randint(0, 15)
        v1 = vec(n, elem)
        if k == 0:
            shape = r.choice([v1, "vector<2x%dx%s>" % (n, elem), "vector<%s>" % elem])
            body.append("%s = vector.broadcast %s : %s to %s" % (p.add(shape), p.pick(elem), elem, shape))
        elif k == 1:
            pos = r.choice([str(r.randrange(n)), p.pick("index")])
            body.append("%s = vector.extract %s[%s] : %s from %s" % (p.add(elem), p.pick(v1), pos, elem, v1))
        elif k == 2:
            m2 = "vector<2x%dx%s>" % (n, elem)
            if r.random() < 0.5:
                body.append("%s = vector.extract %s[%d] : %s from %s" % (p.add(v1), p.pick(m2), r.randrange(2), v1, m2))
            else:
                body.append("%s = vector.extract %s[%d, %d] : %s from %s"
                            % (p.add(elem), p.pick(m2), r.randrange(2), r.randrange(n), elem, m2))
        elif k == 3:
            pos = r.choice([str(r.randrange(n)), p.pick("index")])
            body.append("%s = vector.insert %s, %s[%s] : %s into %s" % (p.add(v1), p.pick(elem), p.pick(v1), pos, elem, v1))
        elif k == 4:
            m2 = "vector<2x%dx%s>" % (n, elem)
            body.append("%s = vector.insert %s, %s[%d] : %s into %s" % (p.add(m2), p.pick(v1), p.pick(m2), r.randrange(2), v1, m2))
        elif k == 5:
            mask = [r.randrange(2 * n) for _ in range(r.choice(LANES))]
            body.append("%s = vector.shuffle %s, %s [%s] : %s, %s"
                        % (p.add(vec(len(mask), elem)), p.pick(v1), p.pick(v1), ", ".join(map(str, mask)), v1, v1))
        elif k == 6 and fl:
            body.append("%s = vector.fma %s, %s, %s : %s" % (p.add(v1), p.pick(v1), p.pick(v1), p.pick(v1), v1))
        elif k == 6:
            body.append("%s = arith.addi %s, %s : %s" % (p.add(v1), p.pick(v1), p.pick(v1), v1))
        elif k == 7:
            total = n * BITS[elem]
            if total % BITS[other] == 0:
                to = vec(total // BITS[other], other)
                body.append("%s = vector.bitcast %s : %s to %s" % (p.add(to), p.pick(v1), v1, to))
        elif k == 8:
            elems = [p.pick(elem) for _ in range(n)]
            body.append("%s = vector.from_elements %s : %s" % (p.add(v1), ", ".join(elems), v1))
        elif k == 9:
            kind = r.choice(FLOAT_KINDS if fl else INT_KINDS)
            acc = ", " + p.pick(elem) if r.random() < 0.5 else ""
            fm = r.choice(FASTMATH) if fl else ""
            body.append("%s = vector.reduction <%s>, %s%s%s : %s into %s" % (p.add(elem), kind, p.pick(v1), acc, fm, v1, elem))
        elif k == 10:
            body.append("%s = vector.load %s[%s] : %s, %s" % (p.add(v1), p.pick(mt), p.pick("index"), mt, v1))
        elif k == 11:
            body.append("vector.store %s, %s[%s] : %s, %s" % (p.pick(v1), p.pick(mt), p.pick("index"), mt, v1))
        elif k == 12:
            mv = vec(n, "i1")
            if r.random() < 0.5:
                body.append("%s = vector.maskedload %s[%s], %s, %s : %s, %s, %s into %s"
                            % (p.add(v1), p.pick(mt), p.pick("index"), p.pick(mv), p.pick(v1), mt, mv, v1, v1))
            else:
                body.append("vector.maskedstore %s[%s], %s, %s : %s, %s, %s"
                            % (p.pick(mt), p.pick("index"), p.pick(mv), p.pick(v1), mt, mv, v1))
        elif k == 13:
            m2t = "memref<4x16x%s>" % elem
            mv, iv = vec(n, "i1"), vec(n, "i32")
            if r.random() < 0.5:
                body.append("%s = vector.gather %%mem2[%s, %s] [%s], %s, %s : %s, %s, %s, %s into %s"
                            % (p.add(v1), p.pick("index"), p.pick("index"), p.pick(iv), p.pick(mv), p.pick(v1),
                               m2t, iv, mv, v1, v1))
            else:
                body.append("vector.scatter %%mem2[%s, %s] [%s], %s, %s : %s, %s, %s, %s"
                            % (p.pick("index"), p.pick("index"), p.pick(iv), p.pick(mv), p.pick(v1), m2t, iv, mv, v1))
        elif k == 14:
            mv = vec(n, "i1")
            c = r.randint(0, 2)
            if c == 0:
                body.append("%s = vector.create_mask %s : %s" % (p.add(mv), p.pick("index"), mv))
            elif c == 1:
                body.append("%s = vector.constant_mask [%d] : %s" % (p.add(mv), r.randint(0, n), mv))
            else:
                body.append("%s = vector.step : %s" % (p.add(vec(n, "index")), vec(n, "index")))
        else:
            punct = r.choice(["", " punctuation <comma>", " punctuation <no_punctuation>"])
            body.append("vector.print %s : %s%s" % (p.pick(elem), elem, punct))
        p.flush()
    results = []
    for t in sorted(p.by_type):
        if not t.startswith("memref") and r.random() < 0.4:
            results.append((t, p.pick(t)))
    lines = ["module {", "  func.func @f(%s) -> (%s) {" % (", ".join(args), ", ".join(t for t, _ in results))]
    lines += ["    " + b for b in body]
    lines.append("    return %s%s" % (", ".join(v for _, v in results),
                                       " : " + ", ".join(t for t, _ in results) if results else ""))
    lines += ["  }", "}"]
    return "\n".join(lines)
