#!/usr/bin/env python3
"""Times mlirc-opt (native, and the Node CLI over wasm) against mlir-opt 22.

Each workload runs pair by pair in the same loop (mlir-opt, then each mlirc
tool, repeated), so drift on a shared machine hits every tool alike. Prints
one Markdown table of medians: wall time, peak RSS (ru_maxrss of the child),
and ratios against mlir-opt. Not a test: it asserts nothing.

  bazel build //core:mlirc-opt //wasm:dist/cli.mjs      # -O2: .bazelrc's default -c opt
  python3 tests/bench/run.py --native bazel-bin/core/mlirc-opt \\
      --node bazel-bin/wasm/dist/cli.mjs --sizes 1,10,50 --reps 5

Corpora come from gen_corpus.py (seed 1), cached in --corpus-dir.
"""

import argparse
import gzip
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WORKLOADS = {
    "print": [],
    "generic": ["--mlir-print-op-generic"],
    "canonicalize": ["--canonicalize"],
    "cse": ["--cse"],
    "pipeline": ["--pass-pipeline=builtin.module(func.func(canonicalize,cse),symbol-dce)"],
}


def corpus(directory, mb):
    path = os.path.join(directory, "bench_%gmb.mlir" % mb)
    if not os.path.exists(path):
        os.makedirs(directory, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(HERE, "gen_corpus.py"), "--mb", str(mb),
                        "-o", path], check=True)
    return path


def run_once(cmd, metric):
    """Seconds (wall, or user+sys CPU of the child) and peak RSS in MiB; None on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.stderr.write("failed (%d): %s\n%s\n" % (proc.returncode, " ".join(cmd), err[-2000:].decode()))
        return None
    cpu = usage.ru_utime + usage.ru_stime
    return (wall if metric == "wall" else cpu), usage.ru_maxrss / 1024.0


def median(samples, k):
    vals = [s[k] for s in samples if s]
    return statistics.median(vals) if vals else float("nan")


def fmt_ratio(a, b):
    return "%.2fx" % (a / b) if a == a and b == b and b > 0 else "-"


def file_sizes(args):
    rows = []
    for label, path in (("mlirc_core.wasm (gzip -9)", args.wasm), ("wheel", args.wheel)):
        if path and os.path.exists(path):
            data = open(path, "rb").read()
            size = len(gzip.compress(data, 9)) if path.endswith(".wasm") else len(data)
            rows.append("| %s | %s | %.3f MB (%d bytes) |" % (label, os.path.basename(path), size / 1e6, size))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--native", required=True, help="native mlirc-opt, optimized (bazel-bin/core/mlirc-opt of the default -c opt build)")
    ap.add_argument("--node", help="wasm/dist/cli.mjs of `bazel build //wasm:dist/cli.mjs`")
    ap.add_argument("--sizes", default="1,10,50", help="corpus sizes in MB")
    ap.add_argument("--workloads", default=",".join(WORKLOADS))
    ap.add_argument("--threads", default="off,on", help="off: --mlir-disable-threading on both")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--metric", choices=["cpu", "wall"], default="cpu",
                    help="cpu: user+sys of the child, steadier on a loaded machine")
    ap.add_argument("--corpus-dir", default="/tmp/mlirc_bench")
    ap.add_argument("--wasm", default="bazel-bin/wasm/dist/mlirc_core.wasm")
    ap.add_argument("--wheel", default="bazel-bin/pyodide/mlir-0.1.0-py3-none-any.whl")
    args = ap.parse_args()

    tools = [("mlir-opt", [args.mlir_opt]), ("native", [args.native])]
    if args.node:
        tools.append(("node", ["node", "--max-old-space-size=8192", args.node]))
    names = [n for n, _ in tools]
    header = ["MB", "workload", "threads"] + ["%s %s s" % (n, args.metric) for n in names]
    header += ["mlir-opt / %s" % n for n in names[1:]] + ["node / native"] * bool(args.node)
    header += ["%s MiB" % n for n in names] + ["native / mlir-opt mem"]
    print("| " + " | ".join(header) + " |\n|" + " --- |" * len(header))
    medians = {}
    for mb in [float(s) for s in args.sizes.split(",")]:
        path = corpus(args.corpus_dir, mb)
        for wl in args.workloads.split(","):
            for threads in args.threads.split(","):
                flags = WORKLOADS[wl] + (["--mlir-disable-threading"] if threads == "off" else [])
                samples = {n: [] for n in names}
                for _ in range(args.reps):
                    for name, cmd in tools:
                        if name == "node" and threads == "on":
                            continue  # the wasm build has no threads
                        samples[name].append(run_once(cmd + flags + [path, "-o", "/dev/null"], args.metric))
                t = {n: median(samples[n], 0) for n in names}
                m = {n: median(samples[n], 1) for n in names}
                medians[(mb, wl, threads)] = t
                cells = ["%g" % mb, wl, threads]
                cells += ["%.3f" % t[n] if t[n] == t[n] else "-" for n in names]
                cells += [fmt_ratio(t["mlir-opt"], t[n]) for n in names[1:]]
                if args.node:
                    cells.append(fmt_ratio(t["node"], t["native"]))
                cells += ["%.0f" % m[n] if m[n] == m[n] else "-" for n in names]
                cells.append(fmt_ratio(m["native"], m["mlir-opt"]))
                print("| " + " | ".join(cells) + " |", flush=True)
    sizes = sorted({k[0] for k in medians})
    if 10.0 in sizes and 50.0 in sizes:
        print("\nGrowth 10 MB -> 50 MB (time ratio):\n")
        print("| workload | threads | " + " | ".join(names) + " |")
        print("|" + " --- |" * (2 + len(names)))
        for (mb, wl, threads), t in medians.items():
            if mb == 50.0:
                t10 = medians[(10.0, wl, threads)]
                print("| %s | %s | %s |" % (wl, threads, " | ".join(fmt_ratio(t[n], t10[n]) for n in names)))
    rows = file_sizes(args)
    if rows:
        print("\n| artifact | file | size |\n| --- | --- | --- |\n" + "\n".join(rows))


if __name__ == "__main__":
    main()
