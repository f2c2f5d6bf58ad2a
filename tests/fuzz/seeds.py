#!/usr/bin/env python3
"""Builds the fuzzers' seed corpora from the conformance corpus.

    seeds.py OUT            writes OUT/{parse,roundtrip,pipeline,passes}/

Inputs: tests/conformance/cases/**/*.mlir and ../shared/conformance/**/*.mlir
(when present), split at `// -----` like --split-input-file. `parse` takes
every piece (invalid ones included); `roundtrip` the pieces of cases that are
valid for upstream (no .status file); `pipeline` the pass pipelines named by
the cases' .args (flags turned into `builtin.module(...)`) plus a fixed list;
`passes` the valid pieces, each prefixed by a pipeline line (its own case's
passes and a few general pipelines), the input format of fuzz_passes.c.
Seeds are named by content hash, so reruns do not duplicate them.
"""
import hashlib
import os
import shlex
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPORA = [os.path.join(ROOT, "tests", "conformance", "cases"),
           os.path.join(os.path.dirname(ROOT), "shared", "conformance")]
PASSES = ["canonicalize", "cse", "inline", "symbol-dce", "symbol-privatize", "sccp",
          "loop-invariant-code-motion", "control-flow-sink", "remove-dead-values",
          "convert-scf-to-cf", "topological-sort", "strip-debuginfo", "print-op-stats",
          "view-op-graph"]
GENERAL = [
    "builtin.module(canonicalize,cse)",
    "builtin.module(inline,symbol-dce,canonicalize)",
    "builtin.module(sccp,loop-invariant-code-motion,control-flow-sink,cse)",
    "builtin.module(convert-scf-to-cf,canonicalize,remove-dead-values)",
    "builtin.module(func.func(canonicalize{top-down=false max-iterations=2},cse),topological-sort)",
]
PIPELINES = GENERAL + [
    "builtin.module(func.func(cse))", "func.func(canonicalize)", "any(cse)",
    "builtin.module(inline{default-pipeline=\"\" max-iterations=3})",
    "builtin.module(symbol-privatize{exclude=a,b})", "builtin.module(remove-dead-values{canonicalize=false})",
    "builtin.module(builtin.module(func.func(sccp)))", "cse,canonicalize{region-simplify=disabled}",
    "builtin.module(print-op-stats{json=true})", "builtin.module(no-such-pass)",
]


def pipeline_of(args):
    """The pipeline an .args line runs, or None."""
    try:
        words = shlex.split(args)
    except ValueError:
        return None
    passes = []
    for w in words:
        if w.startswith("--pass-pipeline="):
            return w.split("=", 1)[1]
        name = w.lstrip("-").split("=", 1)[0]
        if name in PASSES:
            opts = w.split("=", 1)[1] if "=" in w else ""
            passes.append(name + ("{" + opts.replace(",", " ") + "}" if opts else ""))
    return "builtin.module(%s)" % ",".join(passes) if passes else None


def cases():
    for corpus in CORPORA:
        if not os.path.isdir(corpus):
            continue
        for d, _, files in os.walk(corpus):
            for f in sorted(files):
                if not f.endswith(".mlir"):
                    continue
                base = os.path.join(d, f[:-5])
                text = open(base + ".mlir", "rb").read()
                args = open(base + ".args").read().strip() if os.path.exists(base + ".args") else ""
                status = os.path.exists(base + ".status") and open(base + ".status").read().strip() not in ("", "0")
                pieces = text.split(b"\n// -----") if "split-input-file" in args else [text]
                yield pieces, args, status


def write(folder, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
        f.write(data)


def main():
    out = sys.argv[1]
    n = {"parse": 0, "roundtrip": 0, "pipeline": 0, "passes": 0}
    pipelines = set(PIPELINES)
    for pieces, args, invalid in cases():
        own = pipeline_of(args)
        if own:
            pipelines.add(own)
        for i, piece in enumerate(pieces):
            if i:
                piece = piece.split(b"\n", 1)[1] if b"\n" in piece else b""
            write(os.path.join(out, "parse"), piece)
            n["parse"] += 1
            if invalid or "verify-diagnostics" in args:
                continue
            write(os.path.join(out, "roundtrip"), piece)
            n["roundtrip"] += 1
            for k, p in enumerate(([own] if own else []) + GENERAL[(len(piece) % len(GENERAL)):][:2]):
                write(os.path.join(out, "passes"), p.encode() + b"\n" + piece)
                n["passes"] += 1
    for p in sorted(pipelines):
        write(os.path.join(out, "pipeline"), p.encode())
        n["pipeline"] += 1
    print(" ".join("%s=%d" % kv for kv in n.items()))


if __name__ == "__main__":
    main()
