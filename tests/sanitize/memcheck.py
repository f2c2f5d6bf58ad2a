#!/usr/bin/env python3
"""Runs an mlir-opt compatible tool over conformance corpora under a memory
checker and fails on any report: AddressSanitizer/UBSan (a tool built with
them: --checker asan) or valgrind's memcheck with a full leak check
(--checker valgrind, on a plain build).

Each case runs as conformance/runner.py builds its command line (the case's
.args, from the case's folder). A case passes when the checker reported
nothing and the tool was not killed by a signal; its output is judged by
the conformance tests, not here. A report is recognized by its own exit
status (REPORT_EXIT), its log file (ASan's log_path, valgrind's
--log-file) or its marker on stderr, never by exit status 1 alone: an error
case exits 1 by design.

Usage: memcheck.py --checker asan|valgrind --tool PATH --corpus [LABEL=]DIR [...]
                   [--stride N] [-j JOBS] [--timeout SECONDS] [--runner-dir DIR]
The last line is `N passed, M failed`.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

# The exit status of a run the checker reported on. UBSan (in GCC's combined
# ASan + UBSan runtime) ignores log_path and writes to stderr, so a report is
# also recognized by this status and by its marker on stderr.
REPORT_EXIT = 86
REPORT_MARKERS = ("runtime error:", "ERROR: AddressSanitizer", "ERROR: LeakSanitizer")

# A leak of any kind is a failure: mlirc-opt frees everything before it exits.
VALGRIND = [
    "valgrind",
    "--quiet",
    "--leak-check=full",
    "--show-leak-kinds=all",
    "--errors-for-leak-kinds=all",
    "--num-callers=30",
]


def checker_command(checker, tool, log):
    """The argv prefix and environment for one case whose report goes to `log`."""
    env = dict(os.environ)
    if checker == "asan":
        env["ASAN_OPTIONS"] = "detect_leaks=1:exitcode=%d:log_path=%s" % (REPORT_EXIT, log)
        env["UBSAN_OPTIONS"] = "print_stacktrace=1:exitcode=%d:log_path=%s" % (REPORT_EXIT, log)
        return [tool], env
    return VALGRIND + ["--error-exitcode=%d" % REPORT_EXIT, "--log-file=" + log, tool], env


def reports_of(log):
    """The non-empty report files a checker wrote for `log` (ASan appends .PID)."""
    texts = []
    for path in sorted(glob.glob(glob.escape(log) + "*")):
        with open(path, errors="replace") as f:
            text = f.read()
        if text.strip():
            texts.append(text)
    return texts


def run_case(runner, checker, tool, logdir, case, timeout):
    log = os.path.join(logdir, re.sub(r"[^A-Za-z0-9_.-]", "_", case["id"]) + ".log")
    prefix, env = checker_command(checker, tool, log)
    cmd = runner.build_command(prefix, case)
    try:
        p = subprocess.run(cmd, cwd=case["dir"], env=env, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, "timed out after %ss" % timeout
    reports = reports_of(log)
    err = p.stderr.decode(errors="replace")
    if any(m in err for m in REPORT_MARKERS) or p.returncode == REPORT_EXIT:
        reports.append(err[-6000:])
    if reports:
        return False, "checker report:\n" + "\n".join(r[:6000] for r in reports)
    if p.returncode < 0:
        return False, "killed by signal %d\n%s" % (-p.returncode, err[-2000:])
    return True, "exit status %d" % p.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checker", choices=["asan", "valgrind"], required=True)
    ap.add_argument("--tool", required=True, help="the mlirc-opt binary")
    ap.add_argument("--corpus", action="append", default=[], help="[LABEL=]FOLDER of a corpus (repeatable)")
    ap.add_argument("--stride", type=int, default=1, help="run every Nth case of each corpus (1: all)")
    ap.add_argument("--runner-dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                         "..", "conformance"),
                    help="the folder of conformance/runner.py")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=300.0)
    opts = ap.parse_args()

    sys.path.insert(0, os.path.abspath(opts.runner_dir))
    import runner  # noqa: E402

    tool = os.path.abspath(opts.tool)
    cases = []
    for spec in opts.corpus:
        label, _, corpus = spec.rpartition("=")
        label = label or os.path.basename(os.path.normpath(corpus))
        found = runner.discover(corpus)
        for c in found[:: opts.stride]:
            c["id"] = "%s:%s" % (label, c["id"])
            cases.append(c)
        print("%s: %d of %d cases" % (corpus, len(found[:: opts.stride]), len(found)))
    if not cases:
        print("error: no cases found")
        print("0 passed, 1 failed")
        return 1

    start = time.time()
    failed = []
    with tempfile.TemporaryDirectory(prefix="memcheck.") as logdir:
        with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as ex:
            futs = {ex.submit(run_case, runner, opts.checker, tool, logdir, c, opts.timeout): c for c in cases}
            for f in concurrent.futures.as_completed(futs):
                ok, detail = f.result()
                if not ok:
                    failed.append((futs[f]["id"], detail))
    for case_id, detail in sorted(failed):
        print("FAIL %s: %s" % (case_id, detail))
    print("%s over %d cases in %.0f s" % (opts.checker, len(cases), time.time() - start))
    print("%d passed, %d failed" % (len(cases) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
