#!/usr/bin/env python3
"""Random linalg programs for the pass differential test (pass_diff.py).

gen_tensor_case: one function on tensors (the classic front-end shape):
matmuls, elementwise linalg.generic and named elementwise ops, fills,
copies, transposes and row reductions, whose inits are function
arguments, earlier results, constants or tensor.empty; some values are read again
after being overwritten, so the in-place analysis has conflicts to find.
gen_buffer_case: the same ops on memref arguments (what the loop
lowerings take). Pure functions of the seed (gen_funcs.Rng), and only what
upstream mlir-opt 22 accepts.
"""

from gen_funcs import Rng

SIZES = [2, 3, 4, 8]
UNARY = ["arith.negf %s", "math.exp %s", "math.absf %s"]
BINARY = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf"]
NAMED_BINARY = ["linalg.add", "linalg.mul", "linalg.sub", "linalg.max"]
ID2 = "affine_map<(d0, d1) -> (d0, d1)>"
TR2 = "affine_map<(d0, d1) -> (d1, d0)>"
ROW = "affine_map<(d0, d1) -> (d0)>"


def ttype(shape, buffers):
    dims = "x".join("?" if d is None else str(d) for d in shape)
    return ("memref<%sxf32>" if buffers else "tensor<%sxf32>") % dims


class Gen:
    def __init__(self, r, buffers):
        self.r, self.buffers = r, buffers
        self.lines, self.n = [], 0
        self.values = []  # (name, shape)
        self.scalar = "%s"

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, s):
        self.lines.append("    " + s)

    def of_shape(self, shape):
        return [v for v, s in self.values if s == shape]

    def init(self, shape):
        """An init of `shape`: an existing value or, on tensors, a new
        tensor.empty (sometimes filled)."""
        have = self.of_shape(shape)
        if self.buffers or (have and self.r.pct(55)):
            return self.r.pick(have) if have else None
        e = self.fresh()
        dyn = [d for d in shape if d is None]
        if dyn:
            return None
        self.emit("%s = tensor.empty() : %s" % (e, ttype(shape, False)))
        if self.r.pct(50):
            f = self.fresh()
            self.emit("%s = linalg.fill ins(%s : f32) outs(%s : %s) -> %s"
                      % (f, self.scalar, e, ttype(shape, False), ttype(shape, False)))
            return f
        return e

    def result(self, op, shape):
        """Emits `op` with its result (tensors) or without (buffers)."""
        if self.buffers:
            self.emit(op)
            return
        v = self.fresh()
        self.emit("%s = %s -> %s" % (v, op, ttype(shape, False)))
        self.values.append((v, shape))

    def generic(self, ins, out, shape, maps, iters, body):
        tys = ", ".join(ttype(s, self.buffers) for _, s in ins)
        args = "".join("%%in%d: f32, " % i for i in range(len(ins)))
        op = ('linalg.generic {indexing_maps = [%s], iterator_types = [%s]} ins(%s : %s) outs(%s : %s) {\n'
              "    ^bb0(%s%%out: f32):\n%s    }"
              % (", ".join(maps), ", ".join('"%s"' % i for i in iters), ", ".join(v for v, _ in ins), tys,
                 out, ttype(shape, self.buffers), args, body))
        self.result(op, shape)

    def step(self):
        r = self.r
        k = r.below(100)
        v, shape = r.pick(self.values)
        if k < 20 and len(shape) == 2:  # matmul
            m, kk = shape
            cands = [(w, s) for w, s in self.values if len(s) == 2 and s[0] == kk]
            if cands:
                w, ws = r.pick(cands)
                oshape = [m, ws[1]]
                out = self.init(oshape)
                if out:
                    self.result("linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s)"
                                % (v, w, ttype(shape, self.buffers), ttype(ws, self.buffers), out,
                                   ttype(oshape, self.buffers)), oshape)
                    return
        out = self.init(shape)
        if not out:
            return
        t = ttype(shape, self.buffers)
        if k < 45 and len(shape) == 2:  # elementwise generic, unary or binary
            others = [w for w in self.of_shape(shape)]
            if r.pct(50):
                u = r.pick(UNARY) % "%in0"
                body = "      %%r = %s : f32\n      linalg.yield %%r : f32\n" % u
                self.generic([(v, shape)], out, shape, [ID2, ID2], ["parallel", "parallel"], body)
            else:
                w = r.pick(others)
                read_out = r.pct(30)
                body = "      %%r = %s %%in0, %s : f32\n      linalg.yield %%r : f32\n" % (
                    r.pick(BINARY), "%out" if read_out else "%in1")
                self.generic([(v, shape), (w, shape)], out, shape, [ID2, ID2, ID2], ["parallel", "parallel"], body)
        elif k < 60:  # named binary
            w = r.pick(self.of_shape(shape))
            self.result("%s ins(%s, %s : %s, %s) outs(%s : %s)" % (r.pick(NAMED_BINARY), v, w, t, t, out, t), shape)
        elif k < 70:
            self.result("linalg.copy ins(%s : %s) outs(%s : %s)" % (v, t, out, t), shape)
        elif k < 80 and len(shape) == 2 and shape[0] == shape[1]:  # transpose through a generic
            body = "      linalg.yield %in0 : f32\n"
            self.generic([(v, shape)], out, shape, [TR2, ID2], ["parallel", "parallel"], body)
        elif k < 90 and len(shape) == 2:  # row sums
            rshape = [shape[0]]
            rout = self.init(rshape)
            if rout:
                body = "      %r = arith.addf %in0, %out : f32\n      linalg.yield %r : f32\n"
                self.generic([(v, shape)], rout, rshape, [ID2, ROW], ["parallel", "reduction"], body)
        elif k < 95 and not self.buffers:  # a constant operand for later ops
            c = self.fresh()
            self.emit("%s = arith.constant dense<%s> : %s" % (c, r.pick(["1.500000e+00", "-2.000000e+00"]), t))
            self.values.append((c, shape))
        else:
            self.result("linalg.fill ins(%s : f32) outs(%s : %s)" % (self.scalar, out, t), shape)


def gen_case(seed, buffers):
    r = Rng(seed)
    g = Gen(r, buffers)
    g.scalar = "%s"
    m, k, n = r.pick(SIZES), r.pick(SIZES), r.pick(SIZES)
    shapes = [[m, k], [k, n], [m, n]] + [r.pick([[m, n], [m, k], [m], [n, n]]) for _ in range(r.below(2))]
    names = []
    for i, s in enumerate(shapes):
        names.append("%%a%d: %s" % (i, ttype(s, buffers)))
        g.values.append(("%%a%d" % i, s))
    for _ in range(r.below(5) + 1):
        g.step()
    if buffers:
        head = "  func.func @f(%s, %%s: f32) {" % ", ".join(names)
        return "\n".join(["module {", head] + g.lines + ["    return", "  }", "}"])
    rets = [g.values[-1]] + ([r.pick(g.values)] if r.pct(40) else [])
    head = "  func.func @f(%s, %%s: f32) -> (%s) {" % (", ".join(names), ", ".join(ttype(s, False) for _, s in rets))
    ret = "    return %s : %s" % (", ".join(v for v, _ in rets), ", ".join(ttype(s, False) for _, s in rets))
    return "\n".join(["module {", head] + g.lines + [ret, "  }", "}"])


def gen_tensor_case(seed):
    return gen_case(seed, False)


def gen_buffer_case(seed):
    return gen_case(seed, True)
