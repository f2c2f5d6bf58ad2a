#!/usr/bin/env python3
"""Differential test of passes: random modules (gen_funcs.py) run through
upstream mlir-opt 22 and mlirc-opt with one pass each; prints per pass the
share of identical outputs and the differences grouped by the ops on the
first line that differs (a crash or a hang of mlirc-opt is a group too).

    python3 tests/diff/pass_diff.py [--pass canonicalize --pass cse ...]
        [--cases 600] [--seed 1] [--tool bazel-bin/core/mlirc-opt]
        [--show 2] [--dump DIR] [--no-bench] [--min-share 100 | --min-share cse=98.5]

Cases go in batches through --split-input-file, so each tool starts once per
batch; a case whose input upstream rejects is skipped. A batch that crashes
mlirc-opt or runs past the time limit is rerun case by case, so one crash
costs one case. With --min-share the last line is `N passed, M failed` over
the passes (a pass passes when its share reaches its floor and nothing
crashed or hung) and the exit status is 1 when one failed.
"""

import argparse
import collections
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_funcs  # noqa: E402
import gen_linalg  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
SEP = "// -----"
PASSES = ["canonicalize", "cse", "sccp", "inline", "convert-scf-to-cf", "one-shot-bufferize",
          "one-shot-bufferize=bufferize-function-boundaries", "linalg-generalize-named-ops",
          "convert-linalg-to-loops", "convert-linalg-to-affine-loops", "convert-linalg-to-parallel-loops",
          "scf-for-to-while", "empty-tensor-to-alloc-tensor"]

# Percent of cases per generator and pass: single functions (with repeated
# expressions for cse), modules of calling functions (inline, sccp's
# interprocedural part), and the shared benchmark generator when present.
MIX = {
    "canonicalize": {"single": 65, "calls": 10, "bench": 25},
    "cse": {"single": 75, "calls": 0, "bench": 25},
    "sccp": {"single": 55, "calls": 25, "bench": 20},
    "inline": {"single": 0, "calls": 75, "bench": 25},
    "convert-scf-to-cf": {"single": 75, "calls": 0, "bench": 25},
}
# The linalg passes take gen_linalg.py's programs: on tensors (bufferization,
# generalization) or on buffers (the loop lowerings).
for _p in PASSES[5:11]:
    MIX[_p] = {"single": 0, "calls": 0, "bench": 0, "tensors": 0 if "loops" in _p else 100,
               "buffers": 100 if "loops" in _p else 0}
# scf.for loops come from gen_funcs.py, tensor.empty from gen_linalg.py's
# tensor programs.
MIX["scf-for-to-while"] = {"single": 75, "calls": 0, "bench": 25}
MIX["empty-tensor-to-alloc-tensor"] = {"single": 0, "calls": 0, "bench": 0, "tensors": 100, "buffers": 0}
REPEAT_SHARE = {"cse": 20}
BENCH_FUNCS = {"inline": 3, "sccp": 2}


def gen_cases(pass_name, count, seed, bench):
    mix = dict(MIX[pass_name])
    if mix.get("tensors") or mix.get("buffers"):
        gen = gen_linalg.gen_tensor_case if mix["tensors"] else gen_linalg.gen_buffer_case
        return [gen(seed * 1000003 + i) for i in range(count)]
    if not bench:
        mix["single" if mix["single"] else "calls"] += mix.pop("bench")
        mix["bench"] = 0
    repeat = REPEAT_SHARE.get(pass_name, 0)
    cases = []
    for i in range(count):
        s = seed * 1000003 + i
        k = s % 100
        if k < mix["single"]:
            cases.append(gen_funcs.gen_case(s, repeat_share=repeat))
        elif k < mix["single"] + mix["calls"]:
            cases.append(gen_funcs.gen_calls_case(s, repeat_share=repeat))
        else:
            cases.append(gen_funcs.gen_bench_case(s, BENCH_FUNCS.get(pass_name, 1)))
    return cases


def join(cases):
    return ("\n%s\n" % SEP).join(cases)


def run(tool, args, text, timeout, want_stderr=False):
    """(exit status, stdout[, stderr]); status None when it ran past the timeout."""
    try:
        p = subprocess.run([tool] + args + ["-"], input=text.encode(), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        out = (p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace"))
    except subprocess.TimeoutExpired:
        out = (None, "", "")
    return out if want_stderr else out[:2]


def split(out):
    return [c.strip("\n") for c in out.split(SEP + "\n")]


def valid_cases(cases, batch):
    """The cases upstream parses and verifies; a failing batch is halved."""
    out = []
    todo = [cases[b:b + batch] for b in range(0, len(cases), batch)]
    while todo:
        chunk = todo.pop(0)
        rc, _ = run(MLIR_OPT, ["--split-input-file"], join(chunk), 600)
        if rc == 0:
            out += chunk
        elif len(chunk) > 1:
            todo[:0] = [chunk[:len(chunk) // 2], chunk[len(chunk) // 2:]]
    return out


def failure(rc):
    """A group name for a run that is not an ordinary success or error."""
    if rc is None:
        return "<mlirc-opt timed out>"
    if rc < 0 or rc > 1:
        return "<mlirc-opt crashed: status %d>" % rc
    return None


def error_group(tool, flag, case):
    """A group name for a case mlirc-opt rejects but upstream does not: its
    first error, numbers and names blanked."""
    _, _, err = run(tool, [flag], case, 60, want_stderr=True)
    for line in err.splitlines():
        if "error: " in line:
            msg = re.sub(r"%[\w#]+|@\w+|\d+", "N", line.split("error: ", 1)[1])
            return "<mlirc-opt error: %s>" % msg[:100]
    return None


def run_upstream(args, chunk):
    """Upstream's output per case; None for a case it does not finish."""
    rc, up = run(MLIR_OPT, args, join(chunk), 600)
    if rc is not None:
        return split(up)
    return [None if rc1 is None else one.strip("\n")
            for rc1, one in (run(MLIR_OPT, args[1:], c, 60) for c in chunk)]


def run_pass(tool, flag, cases, batch, timeout):
    """Per case: (expected, actual, failure group or None); expected None
    when upstream itself does not finish."""
    res = []
    for b in range(0, len(cases), batch):
        chunk = cases[b:b + batch]
        args = ["--split-input-file", flag]
        ups = run_upstream(args, chunk)
        rc, me = run(tool, args, join(chunk), timeout)
        if failure(rc) is None:
            mes = split(me)
            for i, c in enumerate(chunk):
                e, a = ups[i] if i < len(ups) else "", mes[i] if i < len(mes) else ""
                res.append((e, a, error_group(tool, flag, c) if e and not a else None))
            continue
        for i, c in enumerate(chunk):  # find the case(s) at fault
            rc1, one = run(tool, [flag], c, min(timeout, 60))
            res.append((ups[i] if i < len(ups) else "", one.strip("\n"), failure(rc1)))
    return res


OP_RE = re.compile(r"\b([a-z_]+\.[a-z_.]+)\b")


def key_of(exp, act):
    """A group key: the op names on the first differing lines, and that line."""
    el, al = exp.splitlines(), act.splitlines()
    for i in range(max(len(el), len(al))):
        e = el[i] if i < len(el) else "<end>"
        a = al[i] if i < len(al) else "<end>"
        if e != a:
            eo = OP_RE.findall(e.split("=", 1)[-1])
            ao = OP_RE.findall(a.split("=", 1)[-1])
            return "%s | %s" % (eo[0] if eo else e.strip()[:30], ao[0] if ao else a.strip()[:30]), i
    return "same", 0


def report(pass_name, cases, total, results, opts):
    same = hung = 0
    groups = collections.defaultdict(list)
    for c, (e, a, fail) in zip(cases, results):
        if e is None:
            hung += 1
        elif fail:
            groups[fail].append((c, e, a, -1))
        elif e == a:
            same += 1
        else:
            k, line = key_of(e, a)
            groups[k].append((c, e, a, line))
    ran = len(cases) - hung
    share = 100.0 * same / max(ran, 1)
    print("%s: %d of %d cases identical (%.1f%%), %d skipped as invalid input, %d as upstream timed out"
          % (pass_name, same, ran, share, total - len(cases), hung))
    for k, items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("  %5d  %s" % (len(items), k))
        for c, e, a, line in items[:opts.show]:
            if line < 0:
                continue
            el, al = e.splitlines(), a.splitlines()
            print("         expected: %s" % (el[line].strip() if line < len(el) else "<end>"))
            print("         actual:   %s" % (al[line].strip() if line < len(al) else "<end>"))
    if opts.dump:
        d = os.path.join(opts.dump, pass_name)
        os.makedirs(d, exist_ok=True)
        n = 0
        for items in groups.values():
            for c, e, a, _ in items:
                n += 1
                for ext, text in (("mlir", c), ("expected", e), ("actual", a)):
                    with open(os.path.join(d, "case%04d.%s" % (n, ext)), "w") as f:
                        f.write(text + "\n")
    crashed = any(k.startswith(("<mlirc-opt crashed", "<mlirc-opt timed out")) for k in groups)
    return share, crashed, ran


def floors(specs):
    """--min-share values: `PCT` for every pass or `PASS=PCT`."""
    out = {}
    for s in specs:
        name, _, pct = s.rpartition("=")
        for p in ([name] if name else PASSES):
            out[p] = float(pct)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pass", dest="passes", action="append", choices=PASSES,
                    help="a pass to test (repeatable; default all)")
    ap.add_argument("--cases", type=int, default=600, help="cases per pass")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tool", default=os.path.join(ROOT, "bazel-bin", "core", "mlirc-opt"))
    ap.add_argument("--batch", type=int, default=100)
    ap.add_argument("--timeout", type=float, default=300, help="seconds per batch of mlirc-opt")
    ap.add_argument("--show", type=int, default=2, help="examples per group")
    ap.add_argument("--dump", default="", help="write differing cases into DIR/PASS/")
    ap.add_argument("--no-bench", action="store_true",
                    help="only this folder's generators, even when ../shared/bench is present")
    ap.add_argument("--min-share", action="append", default=[],
                    help="floor of the identical share: PCT or PASS=PCT (repeatable)")
    opts = ap.parse_args()
    need = floors(opts.min_share)

    passed = failed = 0
    summary = []
    for p in opts.passes or PASSES:
        cases = gen_cases(p, opts.cases, opts.seed, gen_funcs.have_bench() and not opts.no_bench)
        valid = valid_cases(cases, opts.batch)
        share, crashed, ran = report(p, valid, len(cases), run_pass(opts.tool, "--" + p, valid, opts.batch,
                                                                    opts.timeout), opts)
        summary.append("  %-18s %4d cases  %5.1f%%" % (p, ran, share))
        if p in need:
            if share + 1e-9 >= need[p] and not crashed:
                passed += 1
            else:
                failed += 1
                print("FAIL %s: %.1f%% identical, floor %.1f%%%s"
                      % (p, share, need[p], ", and mlirc-opt crashed or hung" if crashed else ""))
    print("summary (share of identical outputs):")
    print("\n".join(summary))
    if need:
        print("%d passed, %d failed" % (passed, failed))
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
