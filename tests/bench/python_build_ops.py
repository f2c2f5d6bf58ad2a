"""Benchmark: operations built per second through the generated dialect
wrappers (arith, func), in CPython or in Pyodide (python_build_ops.mjs runs
this file there). Each round builds a fresh module: a func.func whose body is
a chain of arith.constant, addi, muli, cmpi and select, then verifies it.
Prints one line per round and the median; asserts nothing. Times are CPU
seconds of the process (time.process_time), steadier than wall time on a
shared machine; python_build_ops.mjs reads Node's CPU time for Pyodide.

  # CPython, with the wheel's package on the path and a native libmlirc.so:
  PYTHONPATH=DIR_WITH_mlir MLIRC_LIB=bazel-bin/core/libmlirc.so \\
      python3 tests/bench/python_build_ops.py [OPS] [ROUNDS]
"""

import statistics
import sys
import time

from mlir.dialects import arith, func
from mlir.ir import Context, InsertionPoint, IntegerType, Location, Module

STEP = 5  # ops per iteration of the chain


def build(n_ops):
    """Builds about n_ops ops; returns (ops built, seconds to build, seconds to verify)."""
    with Context(), Location.unknown():
        module = Module.create()
        i32 = IntegerType.get_signless(32)
        with InsertionPoint(module.body):
            f = func.FuncOp("chain", ([i32, i32], [i32]))
        entry = f.add_entry_block()
        t0 = time.process_time()
        with InsertionPoint(entry):
            acc, other = entry.arguments
            for k in range(n_ops // STEP):
                c = arith.ConstantOp(i32, k).result
                s = arith.AddIOp(acc, c).result
                p = arith.MulIOp(s, other).result
                lt = arith.CmpIOp(arith.CmpIPredicate.slt, p, acc).result
                acc = arith.SelectOp(lt, p, s).result
            func.ReturnOp([acc])
        t1 = time.process_time()
        assert module.operation.verify()
        t2 = time.process_time()
        return n_ops // STEP * STEP + 1, t1 - t0, t2 - t1


def main(n_ops=20000, rounds=5):
    rates = []
    for r in range(rounds):
        ops, built, verified = build(n_ops)
        rates.append(ops / built)
        print("round %d: %d ops built in %.3f s = %.0f ops/s (verify %.3f s)"
              % (r + 1, ops, built, ops / built, verified))
    print("median: %.0f ops/s built through the dialect wrappers (%s)"
          % (statistics.median(rates), sys.platform))


if __name__ == "__main__":
    main(*[int(a) for a in sys.argv[1:3]])
