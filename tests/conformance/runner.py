#!/usr/bin/env python3
"""Conformance runner for mlir-opt compatible tools (Python 3 standard library only).

Derived from the shared corpus runner (../shared/conformance/run.py), so that a
clone without ../shared can still judge the project's own cases; it judges
invalid cases more strictly than that runner (see below) and is used for both
corpora.

Usage:
    python3 runner.py --tool PATH_OR_COMMAND --corpus DIR [-j N] [-v] [--filter TEXT]

A corpus is a directory tree of cases. Each case is a set of files sharing a
base name NAME inside an area folder (the first folder under the corpus root):

    AREA/NAME.mlir      input
    AREA/NAME.args      one line of mlir-opt flags (shell-quoted)
    AREA/NAME.expected  expected stdout, or for invalid-input cases the expected
                        stderr (diagnostics, and whatever else the oracle printed)
    AREA/NAME.status    present only for invalid-input cases: the oracle's exit status
    AREA/NAME.stderr    optional, valid cases only: expected stderr (e.g. print-op-stats)

Each case runs as   TOOL ARGS NAME.mlir   with the case's folder as the working
directory, so file names in locations and diagnostics are the bare NAME.mlir.
If the args line contains a %s token, it is replaced by NAME.mlir instead of
appending the input at the end.

Valid case (no NAME.status, or status 0): passes when the tool exits 0 and its
stdout equals NAME.expected (and its stderr equals NAME.stderr if present), after
normalising line endings, trailing whitespace on each line and trailing blank lines.

Invalid case (non-zero NAME.status): passes when the tool exits with a non-zero
status (not killed by a signal or timeout) and its stderr equals NAME.expected
under the same normalisation: every diagnostic (`FILE:LINE:COL: SEVERITY: MSG`,
`FILE:LINE: ...` or an unlocated `SEVERITY: MSG`), the source lines and carets
echoed under them, and any other text (e.g. IR dumps of
--mlir-print-ir-after-failure), in order, none missing and none extra. Only the
operation that a `note: see current operation:` prints (on its line and the
lines after it, up to the next diagnostic or IR dump) is not compared, as it is
the tool's own generic printing of an invalid op; the note itself must be there.
Lines that start with the tool's name `mlirc-opt: ` (command-line option
errors, which LLVM's option parser opens with the program's name) are read as
starting with `mlir-opt: `.
(The shared runner only requires each expected located diagnostic to have a
counterpart containing its message.)

The last line printed is exactly "N passed, M failed". The exit status is 0 when
nothing failed, 1 otherwise.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import subprocess
import sys

DIAG_RE = re.compile(
    r"^(?:(?P<file>[^\s:][^:]*?):(?P<line>\d+)(?::(?P<col>\d+))?: )?"
    r"(?P<sev>error|warning|note|remark): (?P<msg>.*)$"
)
OP_NOTE_PREFIX = "see current operation:"
IR_DUMP_PREFIX = "// -----//"
OP_NOT_COMPARED = "(operation not compared)"


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", errors="replace")


OWN_PREFIX = "mlirc-opt: "


def normalize_output(text):
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    lines = [l.rstrip() for l in lines]
    while lines and lines[-1] == "":
        lines.pop()
    return lines


def mask_printed_ops(lines):
    """Lines with the operation each `see current operation` note prints
    replaced by one marker, so that only the note's place is compared."""
    out, in_op = [], False
    for line in lines:
        m = DIAG_RE.match(line)
        if m or line.startswith(IR_DUMP_PREFIX):
            in_op = bool(m) and m.group("sev") == "note" and m.group("msg").startswith(OP_NOTE_PREFIX)
            if in_op:
                out.append(line[: m.start("msg")] + OP_NOTE_PREFIX + " " + OP_NOT_COMPARED)
                continue
        elif in_op:
            continue
        out.append(line)
    return out


def diagnostic_lines(lines):
    return [l for l in lines if DIAG_RE.match(l)]


def unmatched(lines, others):
    """The lines of `lines` left over once each is paired with an equal one of `others`."""
    pool = list(others)
    left = []
    for line in lines:
        if line in pool:
            pool.remove(line)
        else:
            left.append(line)
    return left


def own_name_as_oracle(lines):
    """Lines the option parser opens with the program's name (`mlirc-opt:
    for the --X option: ...`) read with the oracle's name, `mlir-opt:`."""
    return ["mlir-opt: " + l[len(OWN_PREFIX):] if l.startswith(OWN_PREFIX) else l for l in lines]


def judge_stderr(expected, err):
    """(ok, reason, detail) of an invalid case's stderr against its .expected."""
    exp_lines = mask_printed_ops(normalize_output(expected))
    act_lines = own_name_as_oracle(mask_printed_ops(normalize_output(err)))
    if exp_lines == act_lines:
        return True, "", ""
    exp_diags, act_diags = diagnostic_lines(exp_lines), diagnostic_lines(act_lines)
    missing, extra = unmatched(exp_diags, act_diags), unmatched(act_diags, exp_diags)
    if missing or extra:
        reason = "%d missing, %d extra diagnostic(s)" % (len(missing), len(extra))
    else:
        reason = "stderr differs"
    diff = difflib.unified_diff(exp_lines, act_lines, "expected", "actual", lineterm="", n=2)
    return False, reason, "\n".join(list(diff)[:120])


def resolve_tool(tool):
    """Split the tool command; make tokens that name existing paths absolute,
    since each case runs inside its own folder."""
    parts = shlex.split(tool)
    if not parts:
        raise SystemExit("error: --tool is empty")
    out = []
    for tok in parts:
        if not tok.startswith("-") and os.path.exists(tok) and (os.sep in tok or os.path.isfile(tok)):
            out.append(os.path.abspath(tok))
        else:
            out.append(tok)
    return out


def discover(corpus, require_expected=True):
    cases = []
    for root, dirs, files in os.walk(corpus):
        dirs.sort()
        for fn in sorted(files):
            if not fn.endswith(".mlir"):
                continue
            name = fn[: -len(".mlir")]
            if not os.path.exists(os.path.join(root, name + ".args")):
                continue
            if require_expected and not os.path.exists(os.path.join(root, name + ".expected")):
                continue
            rel = os.path.relpath(root, corpus)
            area = "(root)" if rel == "." else rel.split(os.sep)[0]
            case_id = name if rel == "." else os.path.join(rel, name).replace(os.sep, "/")
            cases.append({"dir": root, "name": name, "area": area, "id": case_id})
    return cases


def discover_all(corpus):
    return discover(corpus, require_expected=False)


def build_command(tool_argv, case):
    args_line = read_text(os.path.join(case["dir"], case["name"] + ".args")).strip()
    args = shlex.split(args_line) if args_line else []
    inp = case["name"] + ".mlir"
    if "%s" in args:
        args = [inp if a == "%s" else a for a in args]
        return tool_argv + args
    return tool_argv + args + [inp]


def run_case(tool_argv, case, timeout):
    d, n = case["dir"], case["name"]
    cmd = build_command(tool_argv, case)
    status_path = os.path.join(d, n + ".status")
    expected_status = 0
    if os.path.exists(status_path):
        try:
            expected_status = int(read_text(status_path).strip() or "0")
        except ValueError:
            expected_status = 1
    expected = read_text(os.path.join(d, n + ".expected"))
    try:
        p = subprocess.run(
            cmd,
            cwd=d,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return False, "timed out after %ss" % timeout, ""
    except OSError as e:
        return False, "could not start tool: %s" % e, ""
    out = p.stdout.decode("utf-8", errors="replace")
    err = p.stderr.decode("utf-8", errors="replace")
    rc = p.returncode

    if expected_status != 0:
        if rc == 0:
            return False, "expected a non-zero exit status, got 0", err
        if rc < 0:
            return False, "tool was killed by signal %d" % -rc, err
        return judge_stderr(expected, err)

    if rc != 0:
        detail = "  tool stderr:\n" + "\n".join("    " + l for l in err.rstrip().split("\n")[:40])
        return False, "exit status %d (expected 0)" % rc, detail
    exp_lines = normalize_output(expected)
    act_lines = normalize_output(out)
    if exp_lines != act_lines:
        diff = difflib.unified_diff(exp_lines, act_lines, "expected", "actual", lineterm="", n=2)
        return False, "stdout differs", "\n".join(list(diff)[:120])
    stderr_path = os.path.join(d, n + ".stderr")
    if os.path.exists(stderr_path):
        exp_err = normalize_output(read_text(stderr_path))
        act_err = normalize_output(err)
        if exp_err != act_err:
            diff = difflib.unified_diff(exp_err, act_err, "expected-stderr", "actual-stderr", lineterm="", n=2)
            return False, "stderr differs", "\n".join(list(diff)[:120])
    return True, "", ""


def main():
    ap = argparse.ArgumentParser(description="Run an MLIR conformance corpus against an mlir-opt compatible tool.")
    ap.add_argument("--tool", required=True, help="tool path or command, e.g. ./build/mlir-opt or 'node path/to/cli.mjs'")
    ap.add_argument("--corpus", required=True, help="corpus folder")
    ap.add_argument("--filter", default="", help="only run cases whose AREA/NAME contains this text")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2, help="parallel cases (default: CPU count)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per case (default 60)")
    ap.add_argument("-v", "--verbose", action="store_true", help="show diffs / missing diagnostics for failures")
    ap.add_argument("-q", "--quiet", action="store_true", help="do not list failing cases")
    opts = ap.parse_args()

    if not os.path.isdir(opts.corpus):
        print("error: corpus folder not found: %s" % opts.corpus, file=sys.stderr)
        return 2
    tool_argv = resolve_tool(opts.tool)
    cases = [c for c in discover(opts.corpus) if opts.filter in c["id"]]
    if not cases:
        print("error: no cases found in %s" % opts.corpus, file=sys.stderr)
        print("0 passed, 0 failed")
        return 2

    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        futs = {ex.submit(run_case, tool_argv, c, opts.timeout): c for c in cases}
        for f in concurrent.futures.as_completed(futs):
            c = futs[f]
            try:
                results[c["id"]] = f.result()
            except Exception as e:  # keep going on runner-side surprises
                results[c["id"]] = (False, "runner error: %r" % (e,), "")

    areas = {}
    failed = []
    for c in cases:
        ok, reason, detail = results[c["id"]]
        a = areas.setdefault(c["area"], [0, 0])
        a[0 if ok else 1] += 1
        if not ok:
            failed.append((c, reason, detail))

    if failed and not opts.quiet:
        for c, reason, detail in failed:
            print("FAIL %s: %s" % (c["id"], reason))
            if opts.verbose and detail:
                for line in detail.split("\n"):
                    print("  " + line)
        print()
    width = max(len(a) for a in areas)
    for area in sorted(areas):
        p, f = areas[area]
        print("%-*s  %3d/%-3d passed%s" % (width, area, p, p + f, "" if f == 0 else "  (%d failed)" % f))
    n_pass = sum(a[0] for a in areas.values())
    n_fail = sum(a[1] for a in areas.values())
    print("%d passed, %d failed" % (n_pass, n_fail))
    return 0 if n_fail == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
