#!/usr/bin/env python3
"""Sums up a `bazel test` run: one row per test target, then `N passed, M failed`.

Usage:
    python3 tools/summarize_tests.py --bep FILE.json     # what scripts/test.sh does
    python3 tools/summarize_tests.py [--testlogs DIR]    # walk bazel-testlogs/**/test.log

Counting, per test target (a "suite"):
  - each test.log (one per shard and run; the last attempt of a flaky test)
    contributes its last `N passed, M failed` line (`WORD: ` before it and
    `, K skipped` after it are allowed), as every wrapper in tools/ prints;
  - a log without such a line counts as 1 passed or 1 failed by Bazel's status
    for it (e.g. a plain cc_test);
  - a failing target whose logs report no failure still counts 1 failed;
  - a test target that failed to build or to analyse counts 1 failed, and so
    does any other requested target that failed to build (with --bep only).

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

COUNT_RE = re.compile(r"^\s*(?:[A-Za-z_-]+:\s+)?(\d+) passed, (\d+) failed(?:, \d+ skipped)?\s*$")
PASSING = {"PASSED", "FLAKY"}


def parse_counts(text):
    """(passed, failed) from the last count line of a log, or None."""
    found = None
    for line in text.splitlines():
        m = COUNT_RE.match(line)
        if m:
            found = (int(m.group(1)), int(m.group(2)))
    return found


def read_log(path):
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", errors="replace")
    except OSError:
        return None


def count_logs(logs, status):
    """Sum the counts of a target's logs: list of (path, passed_bool)."""
    passed = failed = 0
    for path, ok in logs:
        text = read_log(path)
        counts = parse_counts(text) if text is not None else None
        if counts is None:
            counts = (1, 0) if ok else (0, 1)
        passed += counts[0]
        failed += counts[1]
    if status not in PASSING and failed == 0:
        failed = 1
    return passed, failed


class Suite:
    def __init__(self, label, status, passed, failed):
        self.label, self.status, self.passed, self.failed = label, status, passed, failed


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
            logs = [(path, s in PASSING) for (_, path, s) in (per[k] for k in sorted(per)) if path]
            if not logs and status not in PASSING:
                suites.append(Suite(label, status, 0, 1))
                continue
            passed, failed = count_logs(logs, status)
            suites.append(Suite(label, status, passed, failed))
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
        while parts and re.match(r"^(shard|run)_\d+_of_\d+$", parts[-1]):
            parts.pop()
        if not parts:
            continue
        label = "//%s:%s" % ("/".join(parts[:-1]), parts[-1])
        status = xml_status(os.path.join(dirpath, "test.xml")) or "NO_STATUS"
        by_label.setdefault(label, []).append((os.path.join(dirpath, "test.log"), status))
    suites = []
    for label in sorted(by_label):
        entries = by_label[label]
        status = "PASSED" if all(s == "PASSED" for _, s in entries) else "FAILED"
        passed, failed = count_logs([(p, s == "PASSED") for p, s in entries], status)
        suites.append(Suite(label, status, passed, failed))
    return suites


def render(suites, out):
    width = max([len(s.label) for s in suites] + [5])
    out.write("%-*s  %-17s %7s %7s\n" % (width, "suite", "status", "passed", "failed"))
    for s in suites:
        out.write("%-*s  %-17s %7d %7d\n" % (width, s.label, s.status, s.passed, s.failed))
    passed = sum(s.passed for s in suites)
    failed = sum(s.failed for s in suites)
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
