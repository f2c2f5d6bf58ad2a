#!/usr/bin/env python3
"""Prints how much of each dialect in ODS_DIALECTS (core/BUILD.bazel) mlirc
covers: ops registered (from upstream ODS), ops whose syntax the
declarative assembly-format engine handles, ops with hand-written syntax
(core/lib/dialects/<name>/*.c hooks), ops left in upstream's generic form (no
custom syntax upstream either), ops not yet supported (upstream has custom
syntax and mlirc has none, or the format needs a custom directive mlirc
lacks), and the constraint records whose predicate has no C translation.

Reads the records with llvm-tblgen --dump-json (or a folder of dumps made
before, --json-dir) and uses ods_gen.py's translator, so the figures are
those of the generated tables.

    python3 core/gen/coverage.py [--json-dir DIR] [--markdown] [--details]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ods_gen  # noqa: E402

TD_ROOT = "/usr/lib/llvm-22/include"
TBLGEN = "/usr/lib/llvm-22/bin/llvm-tblgen"


def ods_dialects():
    src = open(os.path.join(ROOT, "core", "BUILD.bazel")).read()
    m = re.search(r"ODS_DIALECTS = \{(.*?)\n\}", src, re.S)
    return re.findall(r'"(\w+)":\s*"([^"]+)"', m.group(1))


def dump_json(ns, td, json_dir):
    path = os.path.join(json_dir, ns + ".json")
    if not os.path.exists(path):
        src = os.path.join(ROOT, "core", td) if td.startswith("gen/") else os.path.join(TD_ROOT, td)
        subprocess.run([TBLGEN, "--dump-json", "-I", TD_ROOT, src, "-o", path], check=True)
    return json.load(open(path))


def hand_written():
    """Op name -> set of hook kinds found in the dialect sources."""
    hooks = {}
    ddir = os.path.join(ROOT, "core", "lib", "dialects")
    sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(ddir) for f in fs if f.endswith(".c"))
    for path in sources:
        text = open(path).read()
        for name, body in re.findall(r'\{\s*\.name\s*=\s*"([\w.]+)"(.*?)\}', text, re.S):
            kinds = set(re.findall(r"\.(\w+)\s*=", body))
            hooks.setdefault(name, set()).update(kinds)
        # Positional initializers: {"ns.op", parse, print, ...}.
        for name, parse in re.findall(r'\{\s*"([a-z_]+\.[\w.]+)",\s*([A-Za-z_]\w*)\s*,', text):
            if parse != "NULL":
                hooks.setdefault(name, set()).add("parse")
    # linalg's OpDSL named ops share one hand-written parser and printer.
    try:
        import linalg_gen
        ir = os.path.join(TD_ROOT, "mlir/Dialect/Linalg/IR")
        td = open(os.path.join(ir, "LinalgNamedStructuredOps.yamlgen.td")).read()
        for mnemonic in re.findall(r'^def \w+ : LinalgStructuredBase_Op<"([\w.]+)"', td, re.M):
            hooks.setdefault("linalg." + mnemonic, set()).update({"parse", "print"})
    except (ImportError, OSError):
        pass
    return hooks


def custom_directives():
    """The shared directives, and each dialect's own ones: {ns or None: names}."""
    text = open(os.path.join(ROOT, "core", "lib", "ods", "ods_custom.c")).read()
    m = re.search(r"DIRECTIVES\[\] = \{(.*?)\n\};", text, re.S)
    out = {None: set(re.findall(r'\{"(\w+)"', m.group(1))) if m else set()}
    for ns, name in re.findall(r'\{"(\w+)", \{"(\w+)"', text):
        out.setdefault(ns, set()).add(name)
    return out


def dialect_helpers(ns):
    """The OV helpers of ods_pred.h and of the dialect's own NS_pred.h."""
    helpers = ods_gen.load_helpers(os.path.join(ROOT, "core", "lib", "ods", "ods_pred.h"))
    own = os.path.join(ROOT, "core", "lib", "dialects", ns, ns + "_pred.h")
    return helpers | ods_gen.load_helpers(own) if os.path.exists(own) else helpers


def coverage(ns, data, helpers, hooks, directives):
    recs = ods_gen.Records(data)
    gen = ods_gen.DialectGen(recs, ns, dialect_helpers(ns),
                             ods_gen.read_dwarf(os.path.join(TD_ROOT, "llvm", "BinaryFormat")))
    directives = directives[None] | directives.get(ns, set())
    gen.generate()
    ops = [o for o in recs.instances("Op") if gen.dialect_of(o) == ns]
    row = {"ns": ns, "ops": len(ops), "declarative": [], "hand": [], "generic": [], "unsupported": [],
           "constraints": len(gen.constraints), "unmapped": list(gen.unmapped_names)}
    for o in sorted(ops, key=lambda o: recs.get(o)["opName"]):
        r = recs.get(o)
        name = ns + "." + r["opName"]
        fmt = r.get("assemblyFormat")
        custom = r.get("hasCustomAssemblyFormat")
        hook = hooks.get(name, set())
        if "parse" in hook:
            row["hand"].append(name)
        elif fmt and not custom:
            missing = [d for d in re.findall(r"custom<(\w+)>", fmt) if d not in directives]
            if missing:
                row["unsupported"].append("%s (custom<%s>)" % (name, ", ".join(sorted(set(missing)))))
            else:
                row["declarative"].append(name)
        elif custom:
            row["unsupported"].append(name)
        else:
            row["generic"].append(name)
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json-dir", help="folder of llvm-tblgen JSON dumps (<ns>.json), made if missing")
    ap.add_argument("--markdown", action="store_true", help="a markdown table (as in README.md)")
    ap.add_argument("--details", action="store_true", help="list unsupported ops and unmapped constraints")
    opts = ap.parse_args()
    helpers = None  # per dialect (dialect_helpers)
    hooks, directives = hand_written(), custom_directives()
    tmp = None
    json_dir = opts.json_dir
    if not json_dir:
        tmp = tempfile.TemporaryDirectory()
        json_dir = tmp.name
    os.makedirs(json_dir, exist_ok=True)
    rows = [coverage(ns, dump_json(ns, td, json_dir), helpers, hooks, directives) for ns, td in ods_dialects()]
    cols = ["dialect", "ops", "declarative", "hand-written", "generic form", "not supported",
            "constraints", "unmapped"]
    table = [[r["ns"], r["ops"], len(r["declarative"]), len(r["hand"]), len(r["generic"]),
              len(r["unsupported"]), r["constraints"], len(r["unmapped"])] for r in rows]
    total = ["total"] + [sum(t[i] for t in table) for i in range(1, len(cols))]
    if opts.markdown:
        print("| " + " | ".join(cols) + " |")
        print("|" + "|".join(["---"] + ["---:"] * (len(cols) - 1)) + "|")
        for t in table + [total]:
            cells = [str(c) for c in t]
            if t is total:
                cells = ["**%s**" % c for c in cells]
            print("| " + " | ".join(cells) + " |")
    else:
        widths = [max(len(str(c)) for c in col) for col in zip(cols, *table, total)]
        for t in [cols] + table + [total]:
            print("  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(t, widths))))
    if opts.details:
        for r in rows:
            if r["unsupported"]:
                print("\n%s not supported: %s" % (r["ns"], ", ".join(r["unsupported"])))
            if r["unmapped"]:
                print("%s unmapped constraints: %s" % (r["ns"], ", ".join(r["unmapped"])))
    if tmp:
        tmp.cleanup()


if __name__ == "__main__":
    main()
