#!/usr/bin/env python3
"""Generates tests/filecheck/corpus/gen/: FileCheck tests in upstream MLIR's
style (RUN: mlir-opt ... | FileCheck %s, CHECK lines before each function)
whose checks are derived from what mlir-opt 22 prints for the programs of
corpus_inputs.py, in several styles (CHECK-NEXT chains with captured values,
CHECK-DAG, CHECK-NOT, CHECK-SAME, numeric variables, --match-full-lines,
--strict-whitespace, --implicit-check-not, two prefixes, ...), and variants
with one deliberate mistake each (wrong text, order, line, variable, count,
label, regex, prefix, ...). A variant is kept only if FileCheck 22 rejects
it, so the corpus holds both verdicts. Deterministic (fixed seed).

    python3 tests/filecheck/tools/gen_corpus.py [--mlir-opt PATH] [--filecheck PATH] [--out DIR]

Expected results are not stored: the corpus tests compare filecheck and
mlirc-lit with FileCheck and lit 22 when they run.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_inputs import INPUTS, INVALID  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(os.path.dirname(HERE), "corpus", "gen")

SSA_DEF = re.compile(r"%([A-Za-z_0-9$.-]+)(#\d+)?")


def run(cmd, stdin):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True)


def split_functions(program):
    """The program's top-level func.func definitions by name, in order."""
    return re.findall(r"^ *func\.func (?:private |nested |public )?@([A-Za-z_0-9]+)", program, re.M)


def escape_literal(text):
    """Text of an output line made safe for a CHECK pattern: [[ and {{ as regexes."""
    text = text.replace("{{", "{{\\{\\{}}").replace("[[", "{{\\[\\[}}")
    return text


class Namer:
    """Turns SSA names into FileCheck variables: %[[NAME:pattern]] at the
    definition, %[[NAME]] at uses, as generate-test-checks does."""

    def __init__(self, style):
        self.defined = {}
        self.style = style

    def var_name(self, ssa):
        base = re.sub(r"[^A-Za-z0-9_]", "_", ssa).upper()
        if base[0].isdigit():
            base = "VAL_" + base
        return base

    def pattern(self):
        return {".*": ".*", "class": "[^ ,:)]+", "id": "[a-z0-9_]+"}[self.style]

    def rewrite(self, line, defs):
        out = []
        pos = 0
        for m in SSA_DEF.finditer(line):
            name = m.group(1)
            out.append(escape_literal(line[pos:m.start()]))
            var = self.var_name(name)
            if name in self.defined:
                out.append("%[[" + self.defined[name] + "]]")
            elif name in defs:
                self.defined[name] = var
                out.append("%[[" + var + ":" + self.pattern() + "]]")
            else:
                out.append(escape_literal(m.group(0)[: len(name) + 1]))
            if m.group(2):
                out.append(m.group(2))
            pos = m.end()
        out.append(escape_literal(line[pos:]))
        return "".join(out)


def defs_of(line):
    """SSA values a line defines: results before ' = ', arguments in headers."""
    names = set()
    stripped = line.strip()
    if " = " in stripped and stripped.startswith("%"):
        for m in SSA_DEF.finditer(stripped.split(" = ", 1)[0]):
            names.add(m.group(1))
    if stripped.startswith(("func.func", "^bb")) or "iter_args(" in stripped or re.match(r"^(scf\.for|affine\.for) ", stripped.split(" = ")[-1]):
        for m in re.finditer(r"%([A-Za-z_0-9]+)(?=:| =)", stripped):
            names.add(m.group(1))
    return names


def function_blocks(output):
    """The output split into (function name or None, lines) blocks; a
    function's block ends with its closing brace."""
    blocks = []
    cur_name, cur = None, []
    depth = 0
    func_depth = None
    for line in output.splitlines():
        m = re.match(r"^ *func\.func (?:private |nested |public )?@([A-Za-z_0-9]+)", line)
        if m:
            if cur:
                blocks.append((cur_name, cur))
            cur_name, cur = m.group(1), []
            func_depth = depth
        cur.append(line)
        depth += line.count("{") - line.count("}")
        if cur_name is not None and depth == func_depth:
            blocks.append((cur_name, cur))
            cur_name, cur, func_depth = None, [], None
    if cur:
        blocks.append((cur_name, cur))
    return blocks


def body_lines(lines):
    """Lines of a function block worth checking (no blank lines, no lone braces of the module)."""
    return [l for l in lines if l.strip() and l.strip() not in ("module {",)]


def checks_for_block(name, lines, style, rng, removed_ops, prefix="CHECK"):
    """The CHECK lines for one function in the given style."""
    namer = Namer(rng.choice([".*", "class", "id"]))
    body = body_lines(lines)
    if not body:
        return []
    if name is None:
        # Lines outside functions (aliases, modules, locations): checked in order.
        keep = [l for l in body if l.strip() not in ("}",)]
        return [f"// {prefix}: {escape_literal(l.strip())}" for l in keep[:4]]
    out = []
    header = body[0]
    sig = namer.rewrite(header.strip(), defs_of(header))
    # Labels cannot capture: the signature's arguments go on CHECK-SAME lines.
    if "%[[" in sig or style == "same":
        head, rest = sig.split("(", 1)
        out.append(f"// {prefix}-LABEL: {head}(")
        pieces = re.split(r"(?<=,) ", rest) if style == "same" else [rest]
        for p in pieces:
            out.append(f"// {prefix}-SAME: {p}")
    else:
        out.append(f"// {prefix}-LABEL: {sig}")
    if style == "not":
        for op in removed_ops[:2]:
            out.append(f"// {prefix}-NOT: {op}")
    rest = body[1:]
    if style == "dag":
        consts = [l for l in rest if "arith.constant" in l or "index.constant" in l]
        others = [l for l in rest if l not in consts]
        for l in consts:
            out.append(f"// {prefix}-DAG: {namer.rewrite(l.strip(), defs_of(l))}")
        for l in others:
            out.append(f"// {prefix}: {namer.rewrite(l.strip(), defs_of(l))}")
        return out
    for k, l in enumerate(rest):
        if style == "loose" and k % 2 and l.strip() not in ("}", "return"):
            continue
        text = namer.rewrite(l.strip(), defs_of(l))
        if style == "loose":
            text = re.sub(r"\b(\d+)\b(?![^\[]*\]\])", "{{[0-9]+}}", text) if rng.random() < 0.5 else text
            out.append(f"// {prefix}: {text}")
        elif style == "numeric":
            m = re.search(r"arith\.constant (-?\d+) : (i\d+|index)", l)
            if m:
                text = text.replace(f"arith.constant {m.group(1)} :", "arith.constant [[#%d,CST" + str(k) + ":]] :", 1)
            out.append(f"// {prefix}-NEXT: {text}" if k else f"// {prefix}: {text}")
        else:
            kind = f"{prefix}-NEXT" if k else prefix
            out.append(f"// {kind}: {text}")
    return out


def ops_of(text):
    return set(re.findall(r"\b((?:arith|math|scf|cf|memref|tensor|vector|index|affine|complex|func)\.[a-z_]+)\b", text))


def assemble(run_lines, program, checks_by_func, trailing):
    """A test file: RUN lines, then the program with each function's checks in front of it."""
    out = [f"// RUN: {r}" for r in run_lines]
    out.append("")
    lines = program.strip("\n").splitlines()
    for line in lines:
        m = re.match(r"^ *func\.func (?:private |nested |public )?@([A-Za-z_0-9]+)", line)
        if m and m.group(1) in checks_by_func:
            out.extend(checks_by_func[m.group(1)])
        out.append(line)
    if trailing:
        out.append("")
        out.extend(trailing)
    return "\n".join(out) + "\n"


# --- mistakes -----------------------------------------------------------------

def check_lines(text):
    return [i for i, l in enumerate(text.splitlines()) if re.match(r"^// [A-Z]+(-[A-Z]+)*(-COUNT-\d+)?(\{LITERAL\})?:", l)]


def mutate(text, kind, rng):
    """One deliberate mistake of the given kind, or None when it does not apply."""
    lines = text.splitlines()
    idx = check_lines(text)
    plain = [i for i in idx if re.match(r"^// CHECK(-NEXT)?: ", lines[i])]
    if kind == "typo":
        cands = [i for i in plain if re.search(r"[a-z]{4,}", lines[i].split(": ", 1)[1])]
        if not cands:
            return None
        i = rng.choice(cands)
        head, body = lines[i].split(": ", 1)
        words = [m for m in re.finditer(r"[a-z]{4,}", body)]
        w = rng.choice(words)
        body = body[: w.start() + 1] + body[w.start() + 2] + body[w.start() + 1] + body[w.start() + 3:]
        lines[i] = f"{head}: {body}"
    elif kind == "swap-next":
        cands = [i for i in idx if lines[i].startswith("// CHECK-NEXT:") and i + 1 in idx and lines[i + 1].startswith("// CHECK-NEXT:")]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i], lines[i + 1] = lines[i + 1], lines[i]
    elif kind == "skip-next":
        cands = [i for i in idx if lines[i].startswith("// CHECK-NEXT:") and i + 1 in idx and lines[i + 1].startswith("// CHECK-NEXT:") and ":]]" not in lines[i]]
        if not cands:
            return None
        del lines[rng.choice(cands)]
    elif kind == "same-line":
        cands = [i for i in idx if lines[i].startswith("// CHECK-NEXT:")]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i] = lines[i].replace("// CHECK-NEXT:", "// CHECK-SAME:", 1)
    elif kind == "not-present":
        cands = [i for i in plain if re.search(r"\b[a-z]+\.[a-z_]+\b", lines[i])]
        if not cands:
            return None
        i = rng.choice(cands)
        op = re.search(r"\b[a-z]+\.[a-z_]+\b", lines[i]).group(0)
        label = max([j for j in idx if j < i and "-LABEL:" in lines[j]], default=None)
        at = label + 1 if label is not None else idx[0]
        lines.insert(at, f"// CHECK-NOT: {op}")
    elif kind == "undefined-var":
        cands = [i for i in plain if "%[[" in lines[i] and ":" not in lines[i].split("%[[", 1)[1].split("]]")[0]]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i] = re.sub(r"%\[\[([A-Z_0-9]+)\]\]", "%[[UNDEFINED_VALUE]]", lines[i], count=1)
    elif kind == "wrong-var":
        uses = [i for i in plain if re.search(r"%\[\[[A-Z_0-9]+\]\]", lines[i])]
        names = sorted(set(re.findall(r"%\[\[([A-Z_0-9]+):", text)))
        if not uses or len(names) < 2:
            return None
        i = rng.choice(uses)
        used = re.search(r"%\[\[([A-Z_0-9]+)\]\]", lines[i]).group(1)
        other = rng.choice([n for n in names if n != used])
        lines[i] = lines[i].replace(f"%[[{used}]]", f"%[[{other}]]", 1)
    elif kind == "missing-label":
        cands = [i for i in idx if "-LABEL:" in lines[i] and "@" in lines[i]]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i] = re.sub(r"@([A-Za-z_0-9]+)", r"@\1_missing", lines[i], count=1)
    elif kind == "bad-regex":
        if not plain:
            return None
        i = rng.choice(plain)
        lines[i] = lines[i] + " {{" + rng.choice(["[a-z", "(", "a**", "x{2,1}", "[[:nope:]]", "\\"]) + "}}"
    elif kind == "dag-twice":
        cands = [i for i in idx if lines[i].startswith("// CHECK-DAG:")]
        if not cands:
            return None
        i = rng.choice(cands)
        lines.insert(i + 1, lines[i].replace(":.*]]", "_2:.*]]").replace(":[^ ,:)]+]]", "_2:[^ ,:)]+]]").replace(":[a-z0-9_]+]]", "_2:[a-z0-9_]+]]"))
    elif kind == "count":
        cands = [i for i in plain if lines[i].startswith("// CHECK: ")]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i] = lines[i].replace("// CHECK: ", f"// CHECK-COUNT-{rng.choice([2, 3])}: ", 1)
    elif kind == "empty":
        cands = [i for i in idx if lines[i].startswith("// CHECK-NEXT:")]
        if not cands:
            return None
        i = rng.choice(cands)
        lines.insert(i, "// CHECK-EMPTY:")
    elif kind == "numeric":
        cands = [i for i in idx if "[[#%d,CST" in lines[i]]
        if not cands:
            return None
        i = rng.choice(cands)
        lines[i] = re.sub(r"\[\[#%d,CST\d+:\]\]", "[[#%d,CST:]]", lines[i])
        lines.insert(i + 1, "// CHECK: [[#CST+1]]")
    elif kind == "order":
        labels = [i for i in idx if "-LABEL:" in lines[i]]
        if len(labels) < 2:
            return None
        a, b = labels[0], labels[1]
        lines[a], lines[b] = lines[b], lines[a]
    else:
        raise ValueError(kind)
    return "\n".join(lines) + "\n"


MUTATIONS = ["typo", "swap-next", "skip-next", "same-line", "not-present", "undefined-var", "wrong-var",
             "missing-label", "bad-regex", "dag-twice", "count", "empty", "numeric", "order"]


class Oracle:
    def __init__(self, mlir_opt, filecheck):
        self.mlir_opt = mlir_opt
        self.filecheck = filecheck

    def opt(self, flags, program):
        r = run([self.mlir_opt, *flags, "-"], program)
        return r.stdout, r.stderr, r.returncode

    def check(self, text, output, args=()):
        """FileCheck's exit status for check text (written to a temp file) over output."""
        path = os.path.join(self.tmp, "check.mlir")
        with open(path, "w") as f:
            f.write(text)
        return run([self.filecheck, path, *args], output).returncode


def pipeline_tag(flags):
    if not flags:
        return "print"
    return "_".join(re.sub(r"[^a-z0-9]+", "-", f.lstrip("-")) for f in flags)


def generate(oracle, out_dir):
    rng = random.Random(2207)
    files = {}
    styles = ["full", "loose", "dag", "not", "numeric", "same"]
    for name, pipelines, program in INPUTS:
        inputs_ops = ops_of(program)
        for flags in pipelines:
            output, err, code = oracle.opt(flags, program)
            if code:
                raise SystemExit(f"mlir-opt failed on {name} {flags}: {err}")
            removed = sorted(inputs_ops - ops_of(output))
            blocks = function_blocks(output)
            run_line = " ".join(["mlir-opt %s", *flags, "| FileCheck %s"])
            tag = pipeline_tag(flags)
            chosen = rng.sample(styles, 3)
            if removed and "not" not in chosen:
                chosen[0] = "not"
            for style in chosen:
                checks = {}
                leading = []
                trailing = []
                seen_function = False
                for b, (fname, lines) in enumerate(blocks):
                    c = checks_for_block(fname, lines, style, rng, removed)
                    if fname is not None:
                        seen_function = True
                        checks[fname] = c
                        following = blocks[b + 1][1][:1] if b + 1 < len(blocks) else []
                        if style == "full" and following == [""]:
                            checks[fname].append("// CHECK-EMPTY:")
                    elif seen_function:
                        trailing.extend(c)
                    else:
                        leading.extend(c)
                first = next((f for f, _ in blocks if f), None)
                if first and leading:
                    checks[first] = leading + checks[first]
                elif leading:
                    trailing = leading + trailing
                runs = [run_line]
                extra = []
                if style == "not" and removed and rng.random() < 0.5:
                    extra = [f"--implicit-check-not={removed[0]}"]
                    runs = [run_line + " " + extra[0]]
                text = assemble(runs, program, checks, trailing)
                base = f"{name}_{tag}_{style}"
                if oracle.check(text, output, extra) != 0:
                    # A style that cannot express this output (e.g. captures
                    # that run into each other): keep it only as a failing case.
                    files[f"{base}_fails.mlir"] = text
                    continue
                files[f"{base}.mlir"] = text
                # Mistakes: one per passing test, kept when FileCheck rejects it.
                kinds = rng.sample(MUTATIONS, len(MUTATIONS))
                made = 0
                for kind in kinds:
                    bad = mutate(text, kind, rng)
                    if bad is None or bad == text:
                        continue
                    if oracle.check(bad, output, extra) == 0:
                        continue
                    marker = ""
                    if rng.random() < 0.12:
                        marker = "// XFAIL: *\n"
                    files[f"{base}_bad_{kind}.mlir"] = marker + bad
                    made += 1
                    break
    # Variants of the command line: prefixes, full lines, strict whitespace.
    for name, pipelines, program in INPUTS[:12]:
        flags = pipelines[0]
        output, _, _ = oracle.opt(flags, program)
        blocks = function_blocks(output)
        checks = {}
        for fname, lines in blocks:
            if fname is None:
                continue
            full = [l for l in body_lines(lines)]
            checks[fname] = [f"// OPT-LABEL: {escape_literal(full[0].strip())}"] + \
                [f"// OPT-NEXT: {escape_literal(l.strip())}" for l in full[1:]]
        run = " ".join(["mlir-opt %s", *flags, "| FileCheck %s --check-prefix=OPT --match-full-lines"])
        text = assemble([run], program, checks, [])
        files[f"{name}_full_lines.mlir"] = text
        strict = [l for l in output.splitlines() if l.strip()][:6]
        strict_checks = ["// STRICT: " + escape_literal(strict[0])] + ["// STRICT-NEXT:" + escape_literal(l) for l in strict[1:]]
        run = " ".join(["mlir-opt %s", *flags, "| FileCheck %s --check-prefix=STRICT --strict-whitespace"])
        files[f"{name}_strict_whitespace.mlir"] = assemble([run], program, {}, strict_checks)
        # The same checks read without --strict-whitespace but with one space dropped: passes only when whitespace is canonicalized.
        squeezed = [c.replace("  ", " ", 1) for c in strict_checks]
        files[f"{name}_strict_whitespace_bad.mlir"] = assemble([run], program, {}, squeezed)
        run2 = " ".join(["mlir-opt %s", *flags, "| FileCheck %s --check-prefixes=BOTH,OPT2"])
        both = ["// BOTH: module", "// OPT2: func.func", "// BOTH: return"]
        files[f"{name}_two_prefixes.mlir"] = assemble([run2], program, {}, both)
        files[f"{name}_unused_prefix.mlir"] = assemble([run2.replace("BOTH,OPT2", "BOTH,NOPE")], program, {}, both)
        nfuncs = sum(1 for f, _ in blocks if f)
        run3 = " ".join(["mlir-opt %s", *flags, "| FileCheck %s"])
        counted = [f"// CHECK-COUNT-{nfuncs}: func.func", "// CHECK-NOT: func.func"]
        files[f"{name}_count.mlir"] = assemble([run3], program, {}, counted)
        files[f"{name}_count_bad.mlir"] = assemble([run3], program, {}, [f"// CHECK-COUNT-{nfuncs + 1}: func.func"])
    # Invalid programs: diagnostics through FileCheck and --verify-diagnostics.
    for name, program in INVALID:
        _, err, code = oracle.opt([], program)
        first = err.splitlines()[0]
        m = re.match(r"<stdin>:(\d+):(\d+): error: (.*)", first)
        message = m.group(3)
        line = int(m.group(1))
        files[f"invalid_{name}.mlir"] = (
            "// RUN: not mlir-opt %s 2>&1 | FileCheck %s\n\n" + program.strip("\n") + "\n\n"
            + f"// CHECK: error: {escape_literal(message)}\n")
        files[f"invalid_{name}_wrong_message.mlir"] = (
            "// RUN: not mlir-opt %s 2>&1 | FileCheck %s\n\n" + program.strip("\n") + "\n\n"
            + f"// CHECK: error: {escape_literal(message[: len(message) // 2])}XX\n")
        files[f"invalid_{name}_not_missing.mlir"] = (
            "// RUN: mlir-opt %s 2>&1 | FileCheck %s\n\n" + program.strip("\n") + "\n\n"
            + f"// CHECK: error: {escape_literal(message)}\n")
        body = program.strip("\n").splitlines()
        offset = line - 2  # the program starts on line 2 of its text
        annotated = list(body)
        if 0 <= offset < len(annotated):
            annotated.insert(offset, f"// expected-error@+1 {{{{{message}}}}}")
        files[f"invalid_{name}_verify.mlir"] = "// RUN: mlir-opt %s --verify-diagnostics\n\n" + "\n".join(annotated) + "\n"
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    for fname, text in sorted(files.items()):
        with open(os.path.join(out_dir, fname), "w") as f:
            f.write(text)
    return files


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    p.add_argument("--filecheck", default="/usr/lib/llvm-22/bin/FileCheck")
    p.add_argument("--out", default=DEFAULT_OUT)
    a = p.parse_args()
    import tempfile
    oracle = Oracle(a.mlir_opt, a.filecheck)
    with tempfile.TemporaryDirectory() as tmp:
        oracle.tmp = tmp
        files = generate(oracle, a.out)
    failing = sum(1 for f in files if "_bad" in f or "_fails" in f or "wrong" in f or "missing" in f or "unused" in f)
    print(f"{len(files)} files in {a.out} ({failing} with a deliberate mistake)")


if __name__ == "__main__":
    main()
