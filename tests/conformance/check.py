#!/usr/bin/env python3
"""Conformance check with a ratchet: runs the project's own cases (cases/)
and, when present, the shared corpus (../shared/conformance) against a tool,
prints the per-area table for each corpus, and fails only when a case listed
in the ratchet file (passing.txt) fails. Newly passing cases are listed so
they can be added (`--update` rewrites the ratchet with every passing case).

The last line is `N passed, M failed` over the ratchet cases, the figure the
test summary adds up; the full conformance counts are printed above it. When
the shared corpus is absent, one `left out:` line says so and the last line
ends with `, K skipped`: the shared ratchet cases that did not run.
"""

import argparse
import concurrent.futures
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import runner  # noqa: E402

# What a run without ../shared/conformance says (tools/summarize_tests.py
# repeats it once under its table).
SHARED_LEFT_OUT = "the shared conformance corpus (../shared/conformance is missing)"


def run_corpus(tool_argv, corpus, prefix, jobs, timeout):
    cases = runner.discover(corpus)
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(runner.run_case, tool_argv, c, timeout): c for c in cases}
        for f in concurrent.futures.as_completed(futs):
            c = futs[f]
            try:
                ok, reason, detail = f.result()
            except Exception as e:  # keep going on runner-side surprises
                ok, reason, detail = False, "runner error: %r" % (e,), ""
            results[prefix + c["id"]] = (c["area"], ok, reason, detail)
    return results


def print_table(title, results):
    areas = {}
    for area, ok, _, _ in results.values():
        a = areas.setdefault(area, [0, 0])
        a[0 if ok else 1] += 1
    print("== %s" % title)
    for area in sorted(areas):
        p, f = areas[area]
        print("  %-14s %3d/%-3d" % (area, p, p + f))
    total = sum(a[0] for a in areas.values())
    print("  %d of %d cases pass" % (total, len(results)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--own", required=True, help="the project's own corpus folder")
    ap.add_argument("--shared", default="", help="the shared corpus folder, if present")
    ap.add_argument("--ratchet", required=True, help="file listing case ids that must pass")
    ap.add_argument("--update", action="store_true", help="rewrite the ratchet with all passing cases")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("-v", "--verbose", action="store_true")
    opts = ap.parse_args()

    tool_argv = runner.resolve_tool(opts.tool)
    results = run_corpus(tool_argv, opts.own, "own:", opts.jobs, opts.timeout)
    print_table("own cases (%s)" % opts.own, results)
    if opts.shared and os.path.isfile(os.path.join(opts.shared, "run.py")):
        shared = run_corpus(tool_argv, opts.shared, "shared:", opts.jobs, opts.timeout)
        print_table("shared corpus (%s)" % opts.shared, shared)
        results.update(shared)
    else:
        print("left out: %s" % SHARED_LEFT_OUT)

    with open(opts.ratchet) as f:
        ratchet = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    if opts.update:
        keep = [l for l in ratchet if l.split(":", 1)[0] == "shared" and l not in results]
        passing = sorted(set(keep) | {k for k, v in results.items() if v[1]})
        with open(opts.ratchet, "w") as f:
            f.write("# Conformance cases that must keep passing (tests/conformance/check.py).\n")
            f.write("".join(l + "\n" for l in passing))
        print("ratchet updated: %d cases" % len(passing))

    regressions, checked, skipped = [], 0, 0
    for case in ratchet:
        if case not in results:
            if case.startswith("own:"):  # an own case that went missing
                checked += 1
                regressions.append((case, "case missing from %s" % opts.own, ""))
            else:  # a shared case while the shared corpus is absent
                skipped += 1
            continue
        checked += 1
        _, ok, reason, detail = results[case]
        if not ok:
            regressions.append((case, reason, detail))
    newly = sorted(k for k, v in results.items() if v[1] and k not in ratchet)
    if newly:
        print("newly passing (add to %s, or run with --update):" % os.path.basename(opts.ratchet))
        for k in newly:
            print("  " + k)
    for case, reason, detail in regressions:
        print("REGRESSION %s: %s" % (case, reason))
        if detail:
            print("\n".join("    " + l for l in detail.split("\n")[:60]))
    if opts.verbose:
        for k, (_, ok, reason, detail) in sorted(results.items()):
            if not ok and k not in ratchet:
                print("FAIL %s: %s" % (k, reason))
    print("%d passed, %d failed%s" % (checked - len(regressions), len(regressions),
                                       ", %d skipped" % skipped if skipped else ""))
    return 1 if regressions else 0


if __name__ == "__main__":
    sys.exit(main())
