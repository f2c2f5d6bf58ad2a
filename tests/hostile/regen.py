#!/usr/bin/env python3
"""Records upstream mlir-opt 22's result for each hostile case into
expected.json: exit status, diagnostic lines (LINE:COL: SEVERITY: MESSAGE,
messages cut to 300 characters) and stdout (its digest when big).

    regen.py [--oracle /usr/lib/llvm-22/bin/mlir-opt] [--filter TEXT]

For oracle="mlirc" cases it checks instead that upstream really crashes or
runs out of time (its `why`), and records what it saw under "upstream". A
case marked "upstream" on which upstream crashes is reported: such a case
must state mlirc's own diagnostic instead. A case with an `oracle_input`
records upstream's result on that smaller equivalent input.
"""
import argparse
import json
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases as cases_mod  # noqa: E402
from hostile_test import diag_records, run_tool, stdout_record  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--filter", default="")
    ap.add_argument("--timeout", type=int, default=600)
    a = ap.parse_args()
    path = os.path.join(HERE, "expected.json")
    expected = json.load(open(path)) if os.path.exists(path) else {}
    tmp = tempfile.mkdtemp(prefix="hostile-regen.")
    bad = 0
    for c in cases_mod.CASES:
        if a.filter not in c.name:
            continue
        data = c.oracle_input() if c.oracle_input else c.gen()
        code, out, err, secs, rss, timed_out = run_tool(a.oracle, c.args, data, a.timeout, tmp)
        seen = ("timeout after %ds" % a.timeout if timed_out else
                "signal %d" % -code if code < 0 else "exit %d" % code)
        print("%-40s %-8s %s (%.1fs, %.0f MB)" % (c.name, c.oracle, seen, secs, rss), flush=True)
        if c.oracle == "mlirc":
            if not (timed_out or code < 0):
                print("  ! upstream does not crash here: record its result instead", flush=True)
                bad += 1
            expected[c.name] = {"upstream": seen + " (%.0f MB)" % rss}
            continue
        if timed_out or code < 0:
            print("  ! upstream crashes or hangs: this case needs mlirc's own diagnostic", flush=True)
            bad += 1
            continue
        expected[c.name] = {"status": code, "diags": diag_records(err) if code else [],
                            "stdout": stdout_record(out) if code == 0 else None}
    names = {c.name for c in cases_mod.CASES}
    expected = {k: v for k, v in sorted(expected.items()) if k in names}
    with open(path, "w") as f:
        json.dump(expected, f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.rmdir(tmp)
    print("%d case(s) need attention" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
