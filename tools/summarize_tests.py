#!/usr/bin/env python3
"""Sums up a `bazel test` run in cases: one row per test target, then the
cases of each suite (package) per runtime, then `N passed, M failed`.

Usage:
    python3 tools/summarize_tests.py --bep FILE.json     # what scripts/test.sh does
    python3 tools/summarize_tests.py [--testlogs DIR]    # walk bazel-testlogs/**/test.log

Every figure is a number of distinct cases of one test target, so that figures
add up: a suite's figure in a runtime is the sum over its targets in that
runtime (targets of one suite run disjoint cases), and the total is the sum
over suites and runtimes (a case run natively and on Node counts once in
each). Per test target:
  - each test.log (one per shard; the last attempt of a flaky test) contributes
    its last `N passed, M failed` line (`WORD: ` before it and `, K skipped`
    after it are allowed), as every wrapper in tools/ prints; runs of
    --runs_per_test repeat the same cases, so a shard counts its largest run,
    a case failed when it failed in any run;
  - the C test programs over core/test/check.h count CHECK executions, not
    cases: each program counts as one case, its CHECKs are shown beside it;
  - a log without a count line counts as 1 passed or 1 failed by Bazel's status
    (e.g. a plain cc_test);
  - a failing target whose logs report no failure still counts 1 failed;
  - a test target that failed to build or to analyse counts 1 failed, and so
    does any other requested target that failed to build (with --bep only).
A log line `left out: WHAT` (e.g. the shared conformance corpus, when
../shared is missing) is repeated once under the table with the targets that
said it, and the cases they skipped.

With --bep (a `--build_event_json_file` of the same invocation) only the
targets of that invocation are counted, cached results included. Without it
every test.log under --testlogs is counted, stale ones of earlier runs too,
with the status read from the test.xml beside it.

A run with no test target counts 1 failed, and so does a non-zero
--bazel-exit when nothing else failed (e.g. bazel stopped before testing).
Exit status: 0 when nothing failed and at least one case ran, 1 otherwise.
"""

import argparse
import json
import os
import re
import sys
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET

COUNT_RE = re.compile(r"^\s*(?:[A-Za-z_-]+:\s+)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$")
LEFT_OUT_RE = re.compile(r"^left out: (.+?)\s*$")
PASSING = {"PASSED", "FLAKY"}

# The runtime each test target runs its cases in (first match; else native).
RUNTIMES = [
    (r"//tests/sanitize:valgrind_test", "valgrind"),
    (r"//tests/sanitize:.*", "asan+ubsan"),
    (r"//tests/js:browser_test|//tests/browser:(?!web_units_test$).*", "chromium"),
    (r"//tests/python:ir_pyodide_test|//wasm:side_module_pyodide_test", "pyodide"),
    (r"//tests/python:ir_cpython_test|//pyodide:wheel_test|//tools:summarize_tests_test"
     r"|//tests/conformance:runner_test", "cpython"),
    (r"//tests/js:.*|//tests/browser:web_units_test|//tests/conformance:node|//tests/hostile:node"
     r"|//wasm:build_test|//tools:serve_test", "node"),
]
RUNTIME_ORDER = ["native", "asan+ubsan", "valgrind", "node", "chromium", "cpython", "pyodide"]
# Test programs whose count line counts CHECK executions (core/test/check.h).
CHECK_PROGRAMS = re.compile(r"//core:[^:]*_test$")


def runtime_of(label):
    for pattern, runtime in RUNTIMES:
        if re.fullmatch(pattern, label):
            return runtime
    return "native"


def suite_of(label):
    """The package of a label: //tests/js:api_test -> tests/js."""
    return label[2:].split(":", 1)[0] if label.startswith("//") else label


class Counts:
    """What the logs of one test target (or shard, or run) report."""

    def __init__(self, passed=0, failed=0, skipped=0, left_out=(), reported=True):
        self.passed, self.failed, self.skipped = passed, failed, skipped
        self.left_out = list(left_out)
        self.reported = reported  # False: no count line, made up from the status


def parse_counts(text):
    """(passed, failed) from the last count line of a log, or None."""
    found = parse_log(text)
    return None if found is None else (found.passed, found.failed)


def parse_log(text):
    """Counts from the last count line of a log (None without one), with its
    `left out:` lines."""
    found, left_out = None, []
    for line in text.splitlines():
        m = COUNT_RE.match(line)
        if m:
            found = (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))
        m = LEFT_OUT_RE.match(line)
        if m and m.group(1) not in left_out:
            left_out.append(m.group(1))
    if found is None:
        return None
    return Counts(found[0], found[1], found[2], left_out)


def read_log(path):
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", errors="replace")
    except OSError:
        return None


def log_counts(path, ok):
    text = read_log(path)
    counts = parse_log(text) if text is not None else None
    if counts is None:
        counts = Counts(int(ok), int(not ok), reported=False)
    return counts


def count_logs(logs, status):
    """Counts of a target from its logs: list of (shard, path, passed_bool).
    Runs of one shard repeat its cases: the largest run counts, and a case
    failed if it failed in any run."""
    shards = {}
    for shard, path, ok in logs:
        shards.setdefault(shard, []).append(log_counts(path, ok))
    total = Counts()
    for runs in shards.values():
        cases = max(r.passed + r.failed for r in runs)
        failed = max(r.failed for r in runs)
        total.passed += cases - failed
        total.failed += failed
        total.skipped += max(r.skipped for r in runs)
        total.reported = total.reported and all(r.reported for r in runs)
        for r in runs:
            total.left_out += [w for w in r.left_out if w not in total.left_out]
    if status not in PASSING and total.failed == 0:
        total.failed = 1
    return total


class Suite:
    """One test target's row: its counts in cases."""

    def __init__(self, label, status, passed, failed, skipped=0, left_out=(), checks=None):
        self.label, self.status, self.passed, self.failed = label, status, passed, failed
        self.skipped, self.left_out, self.checks = skipped, list(left_out), checks
        self.suite, self.runtime = suite_of(label), runtime_of(label)


def target_suite(label, status, counts):
    if CHECK_PROGRAMS.fullmatch(label):
        # One program, one case; its CHECK executions are shown, not added up.
        ok = status in PASSING and counts.failed == 0
        checks = counts.passed + counts.failed if counts.reported else None
        return Suite(label, status, int(ok), int(not ok), checks=checks)
    return Suite(label, status, counts.passed, counts.failed, counts.skipped, counts.left_out)


def uri_to_path(uri):
    if uri.startswith("file://"):
        return urllib.request.url2pathname(urllib.parse.urlparse(uri).path)
    return uri


def suites_from_bep(lines):
    """Suites from the JSON lines of a Build Event Protocol file."""
    kinds = {}  # label -> (targetKind, is_test)
    completed = {}  # label -> success (False once any completion failed)
    aborted_reason = {}
    summaries = {}  # label -> overallStatus
    results = {}  # label -> {(run, shard): (attempt, log path, status)}
    order = []

    def see(label):
        if label not in order:
            order.append(label)

    for line in lines:
        line = line.strip()
        if not line:
            continue
        event = json.loads(line)
        ids = event.get("id", {})
        if "targetConfigured" in ids:
            label = ids["targetConfigured"]["label"]
            conf = event.get("configured", {})
            kind = conf.get("targetKind", "")
            kinds[label] = (kind, "testSize" in conf or kind.endswith("_test rule"))
            see(label)
        elif "targetCompleted" in ids:
            label = ids["targetCompleted"]["label"]
            ok = bool(event.get("completed", {}).get("success", False)) and "aborted" not in event
            completed[label] = completed.get(label, True) and ok
            if "aborted" in event:
                aborted_reason[label] = event["aborted"].get("reason", "ABORTED")
            see(label)
        elif "testResult" in ids:
            rid = ids["testResult"]
            label = rid["label"]
            result = event.get("testResult", {})
            log = None
            for out in result.get("testActionOutput", []):
                if out.get("name") == "test.log":
                    log = uri_to_path(out.get("uri", ""))
            key = (rid.get("run", 1), rid.get("shard", 1))
            attempt = rid.get("attempt", 1)
            per = results.setdefault(label, {})
            if key not in per or per[key][0] <= attempt:
                per[key] = (attempt, log, result.get("status", "NO_STATUS"))
            see(label)
        elif "testSummary" in ids:
            label = ids["testSummary"]["label"]
            summaries[label] = event.get("testSummary", {}).get("overallStatus", "NO_STATUS")
            see(label)

    suites = []
    for label in order:
        kind, is_test = kinds.get(label, ("", label in summaries or label in results))
        if label in summaries or label in results:
            status = summaries.get(label)
            per = results.get(label, {})
            if status is None:
                status = "PASSED" if per and all(s == "PASSED" for _, _, s in per.values()) else "FAILED"
            logs = [(shard, path, s in PASSING) for (_, shard), (_, path, s) in sorted(per.items()) if path]
            if not logs and status not in PASSING:
                suites.append(Suite(label, status, 0, 1))
                continue
            suites.append(target_suite(label, status, count_logs(logs, status)))
        elif is_test:
            if label in completed and completed[label] and label not in aborted_reason:
                status = "NO STATUS"  # built, but not run (e.g. interrupted)
            else:
                status = "FAILED TO BUILD" if aborted_reason.get(label) != "ANALYSIS_FAILURE" else "FAILED TO ANALYZE"
            suites.append(Suite(label, status, 0, 1))
        elif label in completed and not completed[label]:
            suites.append(Suite(label, "BUILD FAILED", 0, 1))
    return sorted(suites, key=lambda s: s.label)


def xml_status(path):
    """PASSED/FAILED from a test.xml, or None when it is missing or unreadable."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError):
        return None
    bad = 0
    for node in root.iter():
        if node.tag in ("testsuite", "testsuites"):
            bad += int(node.get("failures", "0") or 0) + int(node.get("errors", "0") or 0)
            break
    for node in root.iter():
        if node.tag in ("failure", "error"):
            bad += 1
            break
    return "FAILED" if bad else "PASSED"


def suites_from_testlogs(testlogs):
    """Suites from walking a bazel-testlogs tree (one per test target folder)."""
    by_label = {}
    for dirpath, dirnames, filenames in os.walk(testlogs):
        dirnames.sort()
        if "test.log" not in filenames:
            continue
        rel = os.path.relpath(dirpath, testlogs)
        parts = rel.split(os.sep)
        # .../pkg/name[/shard_1_of_2][/run_1_of_3]
        shard = ""
        while parts and re.match(r"^(shard|run)_\d+_of_\d+$", parts[-1]):
            if parts[-1].startswith("shard"):
                shard = parts[-1]
            parts.pop()
        if not parts:
            continue
        label = "//%s:%s" % ("/".join(parts[:-1]), parts[-1])
        status = xml_status(os.path.join(dirpath, "test.xml")) or "NO_STATUS"
        by_label.setdefault(label, []).append((shard, os.path.join(dirpath, "test.log"), status))
    suites = []
    for label in sorted(by_label):
        entries = by_label[label]
        status = "PASSED" if all(s == "PASSED" for _, _, s in entries) else "FAILED"
        logs = [(shard, p, s == "PASSED") for shard, p, s in entries]
        suites.append(target_suite(label, status, count_logs(logs, status)))
    return suites


def render_targets(suites, out):
    width = max([len(s.label) for s in suites] + [6])
    out.write("%-*s  %-12s %-17s %7s %7s\n" % (width, "target", "runtime", "status", "passed", "failed"))
    for s in suites:
        notes = []
        if s.checks is not None:
            notes.append("%d CHECKs" % s.checks)
        if s.skipped:
            notes.append("%d skipped" % s.skipped)
        out.write(("%-*s  %-12s %-17s %7d %7d%s" % (
            width, s.label, s.runtime, s.status, s.passed, s.failed,
            "  (%s)" % ", ".join(notes) if notes else "")).rstrip() + "\n")


def render_matrix(suites, out):
    """Cases per suite (rows) and runtime (columns): `passed` or `passed/failed`."""
    cells = {}
    for s in suites:
        cell = cells.setdefault((s.suite, s.runtime), [0, 0])
        cell[0] += s.passed
        cell[1] += s.failed
    runtimes = [r for r in RUNTIME_ORDER if any(k[1] == r for k in cells)]
    runtimes += sorted({k[1] for k in cells} - set(runtimes))
    rows = sorted({k[0] for k in cells})
    width = max([len(r) for r in rows] + [len("cases by suite")])
    text = {k: ("%d" % p if not f else "%d/%d" % (p, f)) for k, (p, f) in cells.items()}
    col = max([len(t) for t in text.values()] + [len(r) for r in runtimes])
    out.write("%-*s%s\n" % (width, "cases by suite", "".join("  %*s" % (col, r) for r in runtimes)))
    for row in rows:
        out.write(("%-*s%s" % (width, row, "".join(
            "  %*s" % (col, text.get((row, r), "")) for r in runtimes))).rstrip() + "\n")


def render_left_out(suites, out):
    said = {}
    for s in suites:
        for what in s.left_out:
            said.setdefault(what, []).append(s)
    for what, targets in said.items():
        skipped = sum(s.skipped for s in targets)
        out.write("left out: %s (%s%s)\n" % (
            what, ", ".join(s.label for s in targets),
            "; %d cases skipped" % skipped if skipped else ""))


def render(suites, out):
    render_targets(suites, out)
    out.write("\n")
    render_matrix(suites, out)
    render_left_out(suites, out)
    passed = sum(s.passed for s in suites)
    failed = sum(s.failed for s in suites)
    out.write("(passed/failed: cases of each suite in each runtime, added up; a C test program is one case)\n")
    out.write("%d passed, %d failed\n" % (passed, failed))
    return passed, failed


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bep", help="Build Event Protocol JSON file of the bazel test run")
    ap.add_argument("--testlogs", default="bazel-testlogs", help="bazel-testlogs folder (without --bep)")
    ap.add_argument("--bazel-exit", type=int, default=0,
                    help="exit status of the bazel command: non-zero with no failure counted adds one failed row")
    args = ap.parse_args(argv)
    if args.bep:
        try:
            with open(args.bep, encoding="utf-8") as f:
                suites = suites_from_bep(f)
        except OSError as e:
            print("error: cannot read %s: %s" % (args.bep, e))
            suites = []
    else:
        suites = suites_from_testlogs(args.testlogs)
    if not suites:
        print("error: no test target ran")
        suites.append(Suite("(no test)", "NO TESTS", 0, 1))
    if args.bazel_exit != 0 and sum(s.failed for s in suites) == 0:
        suites.append(Suite("(bazel)", "EXIT %d" % args.bazel_exit, 0, 1))
    passed, failed = render(suites, sys.stdout)
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
