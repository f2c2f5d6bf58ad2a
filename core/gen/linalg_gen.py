#!/usr/bin/env python3
"""Generates the region builders of linalg's OpDSL named ops as data.

Upstream generates, for each named structured op (linalg.copy, linalg.exp,
linalg.conv_2d_nhwc_hwcf, ...), a C++ `regionBuilder` into
LinalgNamedStructuredOps.yamlgen.cpp.inc: a straight-line sequence of
RegionBuilderHelper calls (casts, unary/binary/ternary functions,
constants, linalg.index) ending in a yield. This script reads that file
(installed by libmlir-22-dev) and the matching .yamlgen.td (for the op
mnemonics) and writes one C table: per op, its region argument count and
the sequence as a small program that core/lib/dialects/linalg/linalg.c
interprets. Build output, never committed.

Program syntax (instructions separated by ';'; values are `aK`, block
argument K, or `vK`, the result of instruction K):
    t<s|u|a>,<type>,<value>   type function (cast_signed, cast_unsigned, or
                              the op's `cast` attribute, signed by default);
                              <type> is `@K` (block argument K's type),
                              `iN`, `f32` or `f64`
    u<fn>,<value>             unary function
    b<fn>,<value>,<value>     binary function
    s<value>,<value>,<value>  select
    c<attribute>              arith.constant of the attribute text
    i<dim>                    linalg.index
    y<value>,...              linalg.yield

Ops whose indexing maps are fixed (matvec, conv_*, pooling_*, ...) also get
them: upstream's verifier memoizes them on the op as the discardable
attribute `linalg.memoized_indexing_maps`. They are the maps' common domain
`(d0, ...)[s0, ...]` then each map's results, joined by '|', and the
symbol bindings that specialize them: per symbol, `s` (kept),
or `S<i>` / `D<i>` (element i of the strides / dilations attribute, 1 when
absent). Their iterator types are fixed too: one letter per loop, `p`
(parallel) or `r` (reduction); the others have as many parallel loops as
their init's rank.

    linalg_gen.py --cpp LinalgNamedStructuredOps.yamlgen.cpp.inc \
        --td LinalgNamedStructuredOps.yamlgen.td -o linalg_named.c
"""

import argparse
import re
import sys

VALUE_RE = r"(block\.getArgument\((\d+)\)|value(\d+))"


class Unsupported(Exception):
    pass


def value(text, names):
    text = text.strip()
    m = re.fullmatch(r"block\.getArgument\((\d+)\)", text)
    if m:
        return "a" + m.group(1)
    m = re.fullmatch(r"value(\d+)", text)
    if m and m.group(1) in names:
        return "v%d" % names[m.group(1)]
    raise Unsupported("value " + text)


def type_of(text):
    text = text.strip()
    m = re.fullmatch(r"block\.getArgument\((\d+)\)\.getType\(\)", text)
    if m:
        return "@" + m.group(1)
    m = re.fullmatch(r"helper\.getIntegerType\((\d+)\)", text)
    if m:
        return "i" + m.group(1)
    m = re.fullmatch(r"helper\.getFloat(32|64)Type\(\)", text)
    if m:
        return "f" + m.group(1)
    raise Unsupported("type " + text)


def split_args(text):
    """Splits a C++ argument list at top-level commas."""
    out, depth, cur = [], 0, ""
    in_str = False
    for ch in text:
        if ch == '"':
            in_str = not in_str
        if not in_str:
            if ch in "(<":
                depth += 1
            elif ch in ")>":
                depth -= 1
            elif ch == "," and depth == 0:
                out.append(cur)
                cur = ""
                continue
        cur += ch
    out.append(cur)
    return [a.strip() for a in out]


def translate(body):
    """The program of one regionBuilder body."""
    prog, names, yields = [], {}, []
    cast_default = None
    for stmt in re.findall(r"(?:Value\s+value(\d+)\s*=\s*helper\.(\w+)\((.*?)\);|yields\.push_back\((.*?)\);"
                           r"|TypeFn castVal = TypeFn::(\w+);)", body, re.S):
        num, fn, args, yv, cast = stmt
        if cast:
            cast_default = cast
            continue
        if yv:
            yields.append(value(yv, names))
            continue
        a = split_args(args)
        if a and a[-1] == "emitError":
            a = a[:-1]
        if fn == "buildTypeFn":
            kind = {"TypeFn::cast_signed": "s", "TypeFn::cast_unsigned": "u", "castVal": "a"}.get(a[0])
            if kind is None:
                raise Unsupported("type fn " + a[0])
            prog.append("t%s,%s,%s" % (kind, type_of(a[1]), value(a[2], names)))
        elif fn == "buildUnaryFn":
            prog.append("u%s,%s" % (a[0].split("::")[-1], value(a[1], names)))
        elif fn == "buildBinaryFn":
            prog.append("b%s,%s,%s" % (a[0].split("::")[-1], value(a[1], names), value(a[2], names)))
        elif fn == "buildTernaryFn":
            if a[0] != "TernaryFn::select":
                raise Unsupported("ternary " + a[0])
            prog.append("s%s,%s,%s" % tuple(value(x, names) for x in a[1:4]))
        elif fn == "constant":
            prog.append("c" + a[0].strip('"'))
        elif fn == "index":
            prog.append("i" + a[0])
        else:
            raise Unsupported("helper " + fn)
        names[num] = len(prog) - 1
    if cast_default not in (None, "cast_signed"):
        raise Unsupported("cast default " + cast_default)
    prog.append("y" + ",".join(yields))
    return ";".join(prog)


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpp", required=True)
    ap.add_argument("--td", required=True)
    ap.add_argument("-o", "--output", required=True)
    opts = ap.parse_args()
    td = open(opts.td).read()
    mnemonic = dict(re.findall(r"^def (\w+) : LinalgStructuredBase_Op<\"([\w.]+)\"", td, re.M))
    cpp = open(opts.cpp).read()
    nargs = dict(re.findall(r"unsigned (\w+)::getNumRegionArgs\(\) \{ return (\d+); \}", cpp))
    maps, bindings = {}, {}
    for cls, body in re.findall(r"ArrayAttr (\w+)::getIndexingMaps\(\) \{(.*?)\n\}", cpp, re.S):
        if "memoizeAttr" in body:
            texts = re.findall(r'mlir::parseAttribute\("affine_map<(.*?) -> (.*?)>", context\)', body)
            if texts and all(t[0] == texts[0][0] for t in texts):
                maps[cls] = "|".join([texts[0][0]] + [t[1] for t in texts])
    iters = {}
    for cls, body in re.findall(r"SmallVector<utils::IteratorType> (\w+)::getIteratorTypesArray\(\) \{(.*?)\n\}",
                                cpp, re.S):
        kinds = re.findall(r"utils::IteratorType::(parallel|reduction)", body)
        if "getRank" not in body:
            iters[cls] = "".join(k[0] for k in kinds)
    for cls, body in re.findall(r"getSymbolBindings\((\w+) self\) \{(.*?)\n\}", cpp, re.S):
        syms = []
        for sym, getter, idx in re.findall(r"push_back\(getAffineSymbolExpr\((\d+), context\)\)|"
                                           r"self\.get(Strides|Dilations)\(\)\.getValues<int64_t>\(\)\[(\d+)\]",
                                           body):
            syms.append("s" if sym else getter[0] + idx)
        bindings[cls] = ",".join(syms)
    rows, skipped, named_classes = [], [], []
    for cls, body in re.findall(r"void (\w+)::regionBuilder\(.*?\) \{(.*?)\n\}", cpp, re.S):
        if cls not in mnemonic or cls not in nargs:
            skipped.append(cls)
            continue
        try:
            prog = translate(body)
        except Unsupported as e:
            skipped.append("%s (%s)" % (cls, e))
            continue
        m = maps.get(cls)
        it = iters.get(cls)
        named_classes.append(cls)
        rows.append("  {%s, %s, %s, %s, %s, %s}," % (c_str("linalg." + mnemonic[cls]), nargs[cls], c_str(prog),
                                                     c_str(m) if m else "NULL",
                                                     c_str(bindings.get(cls, "")) if m else "NULL",
                                                     c_str(it) if it else "NULL"))
    rows.sort()
    out = ["/* Generated by core/gen/linalg_gen.py from upstream's "
           "LinalgNamedStructuredOps.yamlgen.cpp.inc. Do not edit. */\n",
           '#include "core/lib/dialects/linalg/linalg.h"\n\n',
           "const LinalgNamedOp LINALG_NAMED_OPS[] = {\n", "\n".join(rows), "\n  {NULL, 0, NULL, NULL, NULL, NULL},\n};\n",
           "\nconst OpInterfaceHooks LINALG_NAMED_INTERFACES[] = {\n"]
    out += ["  {.name = %s, .speculatability = linalg_speculatability, .memory_effects = linalg_memory_effects},\n"
            % c_str("linalg." + mnemonic[cls]) for cls in sorted(named_classes)]
    out.append("  {0},\n};\n")
    with open(opts.output, "w") as f:
        f.write("".join(out))
    if skipped:
        print("linalg_gen: not translated: " + ", ".join(skipped), file=sys.stderr)


if __name__ == "__main__":
    main()
