"""Generated programs for the runner's differential test: random (seeded)
straight-line integer and float arithmetic over several widths, loops with
carried values, conditionals, and memrefs filled in loops and printed. Each
program prints what it computes (vector.print, printMemrefF32) and has no
undefined behaviour: divisors are non-zero constants and shift amounts are
below the width."""

import random

INT_TYPES = ["i8", "i16", "i32", "i64"]
FLOAT_TYPES = ["f32", "f64"]
WIDTH = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
KINDS = ["int", "float", "loop", "memref"]


class Builder:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.n = 0
        self.pool = {}  # type -> [value names]

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text):
        self.lines.append("  " + text)

    def const(self, t, value):
        v = self.fresh()
        self.emit(f"{v} = arith.constant {value} : {t}")
        self.pool.setdefault(t, []).append(v)
        return v

    def pick(self, t):
        return self.rng.choice(self.pool[t])

    def add(self, t, v):
        self.pool.setdefault(t, []).append(v)


def int_literal(rng, t):
    w = WIDTH[t]
    return rng.choice([0, 1, -1, 7, -(2 ** (w - 1)), 2 ** (w - 1) - 1, rng.randrange(-(2 ** (w - 1)), 2 ** (w - 1))])


def float_literal(rng):
    return rng.choice(["0.0", "-0.0", "1.0", "0.1", "-2.5", "1.0e30", "3.0e-39", "7.25", f"{rng.uniform(-100, 100):.6e}"])


def int_op(b, t):
    rng = b.rng
    x, y = b.pick(t), b.pick(t)
    v = b.fresh()
    w = WIDTH[t]
    op = rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divui", "remsi", "shli",
                     "shrsi", "shrui", "cmp", "ext"])
    if op in ("divui", "remsi"):
        d = b.const(t, rng.choice([1, 3, 7, 100, -5 if op == "remsi" else 9]))
        b.emit(f"{v} = arith.{op} {x}, {d} : {t}")
    elif op in ("shli", "shrsi", "shrui"):
        s = b.const(t, rng.randrange(0, w))
        b.emit(f"{v} = arith.{op} {x}, {s} : {t}")
    elif op == "cmp":
        pred = rng.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
        c = b.fresh()
        b.emit(f"{c} = arith.cmpi {pred}, {x}, {y} : {t}")
        b.emit(f"{v} = arith.select {c}, {x}, {y} : {t}")
    elif op == "ext":
        others = [u for u in INT_TYPES if u != t]
        u = rng.choice(others)
        c = b.fresh()
        if WIDTH[u] > w:
            b.emit(f"{c} = arith.{rng.choice(['extsi', 'extui'])} {x} : {t} to {u}")
        else:
            b.emit(f"{c} = arith.trunci {x} : {t} to {u}")
        b.add(u, c)
        b.emit(f"vector.print {c} : {u}")
        b.emit(f"{v} = arith.addi {x}, {y} : {t}")
    else:
        b.emit(f"{v} = arith.{op} {x}, {y} : {t}")
    b.add(t, v)
    b.emit(f"vector.print {v} : {t}")


def float_op(b, t):
    rng = b.rng
    x, y = b.pick(t), b.pick(t)
    v = b.fresh()
    op = rng.choice(["addf", "subf", "mulf", "divf", "maximumf", "minnumf", "negf", "cmp", "conv"])
    if op == "negf":
        b.emit(f"{v} = arith.negf {x} : {t}")
    elif op == "cmp":
        pred = rng.choice(["oeq", "olt", "ole", "ogt", "une", "ult", "ord", "uno"])
        c = b.fresh()
        b.emit(f"{c} = arith.cmpf {pred}, {x}, {y} : {t}")
        b.emit(f"{v} = arith.select {c}, {x}, {y} : {t}")
    elif op == "conv":
        u = "f64" if t == "f32" else "f32"
        c = b.fresh()
        b.emit(f"{c} = arith.{'extf' if u == 'f64' else 'truncf'} {x} : {t} to {u}")
        b.add(u, c)
        b.emit(f"vector.print {c} : {u}")
        b.emit(f"{v} = arith.addf {x}, {y} : {t}")
    else:
        b.emit(f"{v} = arith.{op} {x}, {y} : {t}")
    b.add(t, v)
    b.emit(f"vector.print {v} : {t}")


def gen_int(b):
    for t in INT_TYPES:
        for _ in range(2):
            b.const(t, int_literal(b.rng, t))
    for _ in range(b.rng.randrange(8, 20)):
        int_op(b, b.rng.choice(INT_TYPES))


def gen_float(b):
    for t in FLOAT_TYPES:
        for _ in range(3):
            b.const(t, float_literal(b.rng))
    for _ in range(b.rng.randrange(8, 20)):
        float_op(b, b.rng.choice(FLOAT_TYPES))


def gen_loop(b):
    rng = b.rng
    t = rng.choice(INT_TYPES)
    init = b.const(t, int_literal(rng, t))
    k = b.const(t, rng.choice([3, 5, 31, -7]))
    lo, hi, st = b.fresh(), b.fresh(), b.fresh()
    b.emit(f"{lo} = arith.constant {rng.randrange(0, 3)} : index")
    b.emit(f"{hi} = arith.constant {rng.randrange(3, 40)} : index")
    b.emit(f"{st} = arith.constant {rng.randrange(1, 4)} : index")
    r = b.fresh()
    b.emit(f"{r} = scf.for %i = {lo} to {hi} step {st} iter_args(%acc = {init}) -> ({t}) {{")
    b.emit(f"  %ii = arith.index_cast %i : index to {t}")
    b.emit(f"  %m = arith.muli %acc, {k} : {t}")
    b.emit(f"  %s = arith.{rng.choice(['addi', 'xori', 'subi'])} %m, %ii : {t}")
    b.emit(f"  %c = arith.cmpi {rng.choice(['slt', 'ugt', 'eq'])}, %s, %acc : {t}")
    b.emit(f"  %n = scf.if %c -> ({t}) {{")
    b.emit(f"    %q = arith.addi %s, {k} : {t}")
    b.emit(f"    scf.yield %q : {t}")
    b.emit("  } else {")
    b.emit(f"    scf.yield %s : {t}")
    b.emit("  }")
    b.emit(f"  scf.yield %n : {t}")
    b.emit("}")
    b.emit(f"vector.print {r} : {t}")


def gen_memref(b):
    rng = b.rng
    rows, cols = rng.randrange(1, 5), rng.randrange(1, 6)
    m = b.fresh()
    b.emit(f"{m} = memref.alloc() : memref<{rows}x{cols}xf32>")
    c0, c1, cr, cc = b.fresh(), b.fresh(), b.fresh(), b.fresh()
    b.emit(f"{c0} = arith.constant 0 : index")
    b.emit(f"{c1} = arith.constant 1 : index")
    b.emit(f"{cr} = arith.constant {rows} : index")
    b.emit(f"{cc} = arith.constant {cols} : index")
    scale = b.const("f32", float_literal(rng))
    b.emit(f"scf.for %i = {c0} to {cr} step {c1} {{")
    b.emit(f"  scf.for %j = {c0} to {cc} step {c1} {{")
    b.emit("    %ii = arith.index_cast %i : index to i32")
    b.emit("    %jj = arith.index_cast %j : index to i32")
    b.emit(f"    %p = arith.{rng.choice(['muli', 'subi', 'addi'])} %ii, %jj : i32")
    b.emit("    %f = arith.sitofp %p : i32 to f32")
    b.emit(f"    %g = arith.{rng.choice(['mulf', 'divf', 'addf'])} %f, {scale} : f32")
    b.emit(f"    memref.store %g, {m}[%i, %j] : memref<{rows}x{cols}xf32>")
    b.emit("  }")
    b.emit("}")
    u = b.fresh()
    b.emit(f"{u} = memref.cast {m} : memref<{rows}x{cols}xf32> to memref<*xf32>")
    b.emit(f"call @printMemrefF32({u}) : (memref<*xf32>) -> ()")
    b.emit(f"memref.dealloc {m} : memref<{rows}x{cols}xf32>")


GENERATORS = {"int": gen_int, "float": gen_float, "loop": gen_loop, "memref": gen_memref}


def program(seed, kind):
    """A program of one kind: `func.func @main()` printing its values."""
    b = Builder(random.Random(seed))
    GENERATORS[kind](b)
    return ("func.func private @printMemrefF32(memref<*xf32>)\n"
            "func.func @main() {\n" + "\n".join(b.lines) + "\n  return\n}\n")
