#!/usr/bin/env python3
"""Runs the hostile-input cases (cases.py) through an mlir-opt compatible tool
and checks each result against expected.json (upstream mlir-opt 22's results,
written by regen.py) or the case's own mlirc diagnostics.

    hostile_test.py --tool CMD [--node] [--filter TEXT] [--skip-big | --only-big] [-j N] [-v]

A case passes when the tool ends by itself (no signal, no timeout) within the
case's time and memory (peak resident set), and:
  - upstream's exit status was 0: the tool exits 0 with upstream's stdout
    (compared after normalising trailing whitespace; big outputs by digest);
  - otherwise (and for oracle="mlirc" cases): the tool exits non-zero and
    every expected diagnostic `LINE:COL: SEVERITY: MESSAGE` has a diagnostic
    in the tool's stderr with the same line, column and severity whose
    message contains MESSAGE (LINE:COL may be left out of an expectation).
`--node`: the tool is the Node CLI; only cases marked node=True run.
Cases listed in known_failures.txt count neither way while they fail
without crashing (a ratchet: one that passes must leave the list).
The last line is `N passed, M failed`.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases as cases_mod  # noqa: E402

DIAG_RE = re.compile(
    r"^(?P<file>[^\s:][^:]*?)?:?(?P<line>\d+)?(?::(?P<col>\d+))?:? ?"
    r"(?P<sev>error|warning|note|remark): (?P<msg>.*)$")
TOOL_DIAG_RE = re.compile(
    r"^(?P<file>[^\s:][^:]*?):(?P<line>\d+)(?::(?P<col>\d+))?: "
    r"(?P<sev>error|warning|note|remark): (?P<msg>.*)$|^(?P<sev2>error|warning|note|remark): (?P<msg2>.*)$")
BIG_OUTPUT = 64 * 1024
MSG_KEEP = 300


def normalize(data):
    lines = data.replace(b"\r\n", b"\n").split(b"\n")
    lines = [l.rstrip() for l in lines]
    while lines and not lines[-1]:
        lines.pop()
    return b"\n".join(lines)


def stdout_record(data):
    norm = normalize(data)
    if len(norm) <= BIG_OUTPUT:
        return norm.decode("utf-8", errors="replace")
    return {"sha256": hashlib.sha256(norm).hexdigest(), "bytes": len(norm)}


def tool_diags(stderr):
    """(line, col, severity, message) of each diagnostic line; file names are
    not compared."""
    out = []
    for raw in stderr.split(b"\n"):
        line = raw.decode("utf-8", errors="replace").rstrip()
        m = TOOL_DIAG_RE.match(line[:4096])
        if not m:
            continue
        if m.group("sev"):
            out.append((m.group("line"), m.group("col"), m.group("sev"), m.group("msg")))
        else:
            out.append((None, None, m.group("sev2"), m.group("msg2")))
    return out


def diag_records(stderr):
    """Expected-diagnostic strings for expected.json: `LINE:COL: SEV: MSG`
    (message cut to MSG_KEEP characters)."""
    recs = []
    for line, col, sev, msg in tool_diags(stderr):
        pos = "%s:%s: " % (line, col) if line and col else ("%s: " % line if line else "")
        recs.append("%s%s: %s" % (pos, sev, msg[:MSG_KEEP]))
    return recs


def parse_expectation(s):
    m = re.match(r"^(?:(\d+)(?::(\d+))?: )?:? ?(error|warning|note|remark): (.*)$", s)
    if not m:
        raise ValueError("bad expectation: %r" % s)
    return m.group(1), m.group(2), m.group(3), m.group(4)


def collapse(s):
    return " ".join(s.split())


def match_diags(expected, got):
    missing = []
    for e in expected:
        line, col, sev, msg = parse_expectation(e)
        ok = any(g[2] == sev and (line is None or g[0] == line) and (col is None or g[1] == col)
                 and collapse(msg) in collapse(g[3]) for g in got)
        if not ok:
            missing.append(e)
    return missing


def vm_hwm_kb(pid):
    """The process's own peak resident set (VmHWM), 0 once it has exited.
    ru_maxrss is no use here: Linux carries the forking parent's peak (this
    runner, holding the big inputs) over into the child's."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def run_tool(tool, args, data, timeout, workdir):
    """Runs TOOL ARGS in.mlir in `workdir`; returns (status, stdout, stderr,
    seconds, peak RSS in MB (sampled every 20 ms), timed_out). status < 0:
    killed by that signal."""
    path = os.path.join(workdir, "in.mlir")
    with open(path, "wb") as f:
        f.write(data)
    out_path, err_path = os.path.join(workdir, "out.txt"), os.path.join(workdir, "err.txt")
    cmd = shlex.split(tool) + shlex.split(args) + ["in.mlir"]
    start = time.monotonic()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(cmd, cwd=workdir, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        timed_out = False
        deadline = start + timeout
        peak_kb = 0
        while True:
            peak_kb = max(peak_kb, vm_hwm_kb(proc.pid))
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                pid, status, usage = os.wait4(proc.pid, 0)
                timed_out = True
                break
            time.sleep(0.02)
    secs = time.monotonic() - start
    code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    with open(out_path, "rb") as f:
        stdout = f.read()
    with open(err_path, "rb") as f:
        stderr = f.read()
    for p in (path, out_path, err_path):
        os.unlink(p)
    return code, stdout, stderr, secs, peak_kb / 1024.0, timed_out


def check_case(c, tool, expected, node, tmp):
    """Returns (ok, detail)."""
    data = c.gen()
    workdir = tempfile.mkdtemp(prefix=c.name[:20] + ".", dir=tmp)
    try:
        code, out, err, secs, rss, timed_out = run_tool(tool, c.args, data, c.timeout, workdir)
    finally:
        try:
            os.rmdir(workdir)
        except OSError:
            pass
    mem_limit = max(c.mem_mb, 2560) if node else c.mem_mb
    where = "(%.1fs, %.0f MB)" % (secs, rss)
    # Node reports an uncaught exception or a wasm trap as exit status 7/1
    # with a stack: a JS-level crash counts as a crash.
    js_crash = node and (b"RuntimeError:" in err or b"Aborted(" in err or b"    at " in err)
    if timed_out:
        return False, "timed out after %ds %s" % (c.timeout, where)
    if code < 0:
        return False, "killed by signal %d %s" % (-code, where)
    if js_crash:
        return False, "JS crash %s:\n%s" % (where, err[:2000].decode("utf-8", "replace"))
    if rss > mem_limit:
        return False, "peak memory %.0f MB over the case's %d MB %s" % (rss, mem_limit, where)
    if c.oracle == "mlirc":
        want_status, want_diags, want_out = 1, c.expect, None
    else:
        if c.name not in expected:
            return False, "no upstream result in expected.json (run regen.py)"
        e = expected[c.name]
        want_status, want_diags, want_out = e["status"], e["diags"], e.get("stdout")
    if want_status == 0:
        if code != 0:
            return False, "exit %d, upstream exits 0 %s; stderr:\n%s" % (
                code, where, err[:2000].decode("utf-8", "replace"))
        if stdout_record(out) != want_out:
            got = stdout_record(out)
            return False, "stdout differs from upstream's %s:\n--- expected\n%s\n--- got\n%s" % (
                where, str(want_out)[:1500], str(got)[:1500])
        return True, where
    if code == 0:
        return False, "exit 0, expected failure %s; expected: %s" % (where, want_diags[:3])
    missing = match_diags(want_diags, tool_diags(err))
    if missing:
        return False, "missing diagnostics %s: %s\n--- stderr:\n%s" % (
            where, missing[:5], err[:2000].decode("utf-8", "replace"))
    return True, where


def load_known_failures():
    """known_failures.txt: `NAME  # why`, one a line: cases mlirc does not
    pass yet, each still run and required to fail without crashing."""
    known = {}
    path = os.path.join(HERE, "known_failures.txt")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                name, _, why = line.partition("#")
                if name.strip():
                    known[name.strip()] = why.strip()
    return known


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--node", action="store_true")
    ap.add_argument("--filter", default="")
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--skip-big", action="store_true", help="leave out the cases marked big")
    ap.add_argument("--only-big", action="store_true", help="run only the cases marked big")
    a = ap.parse_args()
    with open(os.path.join(HERE, "expected.json")) as f:
        expected = json.load(f)
    known = load_known_failures()
    selected = [c for c in cases_mod.CASES if a.filter in c.name and (c.node or not a.node)
                and not (a.skip_big and c.big) and (c.big or not a.only_big)]
    tmp = tempfile.mkdtemp(prefix="hostile.")
    passed = failed = known_failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        futs = [(c, ex.submit(check_case, c, a.tool, expected, a.node, tmp)) for c in selected]
        for c, fut in futs:
            try:
                ok, detail = fut.result()
            except Exception as e:  # a harness error fails the case, not the run
                ok, detail = False, "harness error: %r" % e
            if c.name in known:
                # The ratchet: a known failure must still fail the same
                # benign way (a crash or timeout is never known), and a
                # fixed one must leave the list.
                crash = detail.startswith(("timed out", "killed by", "JS crash", "peak memory", "harness"))
                if ok or crash:
                    failed += 1
                    print("FAIL %s: %s" % (c.name, "passes now: remove it from known_failures.txt"
                                           if ok else detail), flush=True)
                else:
                    known_failed += 1
                    if a.v:
                        print("KNOWN %s (%s): %s" % (c.name, known[c.name], detail.split("\n")[0]), flush=True)
                continue
            if ok:
                passed += 1
                if a.v:
                    print("PASS %s %s" % (c.name, detail), flush=True)
            else:
                failed += 1
                print("FAIL %s: %s" % (c.name, detail), flush=True)
    os.rmdir(tmp)
    if known_failed:
        print("%d known failure(s) left out (known_failures.txt)" % known_failed)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
