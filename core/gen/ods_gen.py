#!/usr/bin/env python3
"""Generates mlirc's C tables for one dialect from upstream's ODS records.

Input: the JSON dump of the dialect's .td file (`llvm-tblgen --dump-json`),
the dialect namespace, and core/lib/ods/ods_pred.h (the C helpers that
translated predicates may call). Output: one C file defining
`const OdsDialect ODS_<ns>` (see core/lib/ods/ods.h).

Constraint predicates are C++ snippets upstream. They are translated to C by
a small expression translator (isa/cast, method chains, && || ! and
comparisons); a predicate that uses anything the helper library does not
provide is left unmapped (the constraint then accepts everything) and is
counted in the dialect's coverage figures.

    ods_gen.py --json arith.json --dialect arith --helpers ods_pred.h -o arith_ods.c
"""

import argparse
import json
import re
import sys

# ---------------------------------------------------------------------------
# Records


class Records:
    def __init__(self, data):
        self.d = data

    def get(self, name):
        return self.d[name]

    def isa(self, name, cls):
        return cls in self.d[name].get("!superclasses", [])

    def instances(self, cls):
        return self.d["!instanceof"].get(cls, [])


def ref(v):
    """The record name a JSON def value refers to, or None."""
    return v["def"] if isinstance(v, dict) and v.get("kind") == "def" else None


def init(*fields):
    """A C designated initializer of the (field, value) pairs whose value is
    not zero: `{.name = "x", .arity = ODS_SINGLE}` (C zeroes the rest)."""
    kept = [(f, v) for f, v in fields if v not in (None, "NULL", "0", 0, "false", False, "0u")]
    if not kept:
        return "{0}"
    return "{%s}" % ", ".join(".%s = %s" % (f, v) for f, v in kept)


def c_str(s):
    if s is None:
        return "NULL"
    out = []
    for ch in s:
        o = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif 32 <= o < 127:
            out.append(ch)
        else:
            out.append("\\%03o" % o)
    return '"' + "".join(out) + '"'


def ident(s):
    return re.sub(r"[^A-Za-z0-9_]", "_", s)


# ---------------------------------------------------------------------------
# C++ predicate expressions -> C


class Untranslatable(Exception):
    pass


TOKEN_RE = re.compile(
    r"\s*(?:(?P<num>\d+)|(?P<name>(?:::)?[A-Za-z_$][A-Za-z0-9_$]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)"
    r"|(?P<op>&&|\|\||==|!=|<=|>=|->|[-+*/%<>!().,\[\]{}&|;:=?]))"
)


def tokenize(s):
    toks, pos = [], 0
    s = s.strip()
    while pos < len(s):
        m = TOKEN_RE.match(s, pos)
        if not m or m.end() == pos:
            if s[pos:].strip() == "":
                break
            raise Untranslatable("bad token at %r" % s[pos:pos + 20])
        pos = m.end()
        for kind in ("num", "name", "op"):
            if m.group(kind) is not None:
                toks.append((kind, m.group(kind)))
                break
    return toks


def short_class(qual):
    """'::mlir::IntegerType' -> 'IntegerType'."""
    return qual.split("::")[-1]


class ExprTranslator:
    """Recursive descent over the C++ subset used by ODS predicates."""

    def __init__(self, helpers, special):
        self.helpers = helpers  # names available in ods_pred.h
        self.special = special  # class -> C template for isa<class>(%s)
        self.used = set()

    def translate(self, src):
        self.toks = tokenize(src)
        self.i = 0
        e = self.expr()
        if self.i != len(self.toks):
            raise Untranslatable("trailing tokens in %r" % src)
        return e

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else (None, None)

    def take(self, text=None):
        t = self.peek()
        if text is not None and t[1] != text:
            raise Untranslatable("expected %r got %r" % (text, t[1]))
        self.i += 1
        return t

    def helper(self, name):
        if name not in self.helpers:
            raise Untranslatable("no helper " + name)
        self.used.add(name)
        return name

    def expr(self):
        return self.binary(0)

    LEVELS = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

    def binary(self, level):
        if level == len(self.LEVELS):
            return self.unary()
        lhs = self.binary(level + 1)
        while self.peek()[1] in self.LEVELS[level]:
            op = self.take()[1]
            rhs = self.binary(level + 1)
            lhs = "(%s %s %s)" % (lhs, op, rhs)
        return lhs

    def unary(self):
        if self.peek()[1] == "!":
            self.take()
            return "(!%s)" % self.unary()
        if self.peek()[1] == "-":
            self.take()
            return "(-%s)" % self.unary()
        return self.postfix()

    def template_arg(self):
        """Parses `<...>` and returns the text inside."""
        self.take("<")
        depth, parts = 1, []
        while True:
            k, t = self.take()
            if t is None:
                raise Untranslatable("unterminated template")
            if t == "<":
                depth += 1
            elif t == ">":
                depth -= 1
                if depth == 0:
                    return "".join(parts)
            parts.append(t)

    def args(self):
        self.take("(")
        out = []
        if self.peek()[1] != ")":
            out.append(self.expr())
            while self.peek()[1] == ",":
                self.take()
                out.append(self.expr())
        self.take(")")
        return out

    def postfix(self):
        e = self.primary()
        while self.peek()[1] in (".", "->"):
            self.take()
            k, name = self.take()
            if k != "name":
                raise Untranslatable("method name")
            targ = None
            if self.peek()[1] == "<":
                targ = short_class(self.template_arg())
            a = self.args()
            fname = "ods_m_%s%s_%d" % (name, "_" + targ if targ else "", len(a))
            e = "%s(%s)" % (self.helper(fname), ", ".join([e] + a))
        return e

    def primary(self):
        k, t = self.peek()
        if t == "(":
            self.take()
            e = self.expr()
            self.take(")")
            return e
        if k == "num":
            self.take()
            return t
        if k != "name":
            raise Untranslatable("unexpected %r" % t)
        self.take()
        if t == "$_self":
            return "self"
        if t in ("true", "false"):
            return "1" if t == "true" else "0"
        base = t.lstrip(":")
        if base in ("llvm::isa", "llvm::dyn_cast", "llvm::cast", "llvm::isa_and_nonnull",
                    "mlir::isa", "isa", "cast", "dyn_cast"):
            # isa<A, B>(x): any of the classes.
            classes = [short_class(c.strip()) for c in self.template_arg().split(",")]
            a = self.args()
            if len(a) != 1:
                raise Untranslatable("isa arity")
            if base.endswith("cast"):
                if len(classes) != 1:
                    raise Untranslatable("cast to several classes")
                return a[0]
            tests = []
            for cls in classes:
                if "ods_isa_" + ident(cls) not in self.helpers and cls in self.special:
                    tests.append(self.special[cls]() % a[0])
                else:
                    tests.append("%s(%s)" % (self.helper("ods_isa_" + ident(cls)), a[0]))
            return tests[0] if len(tests) == 1 else "(" + " || ".join(tests) + ")"
        if base == "llvm::APInt":
            a = self.args()
            return a[1]
        fname = "ods_f_%s_%d"
        name = short_class(base)
        a = self.args() if self.peek()[1] == "(" else None
        if a is None:
            raise Untranslatable("free name " + t)
        return "%s(%s)" % (self.helper(fname % (name, len(a))), ", ".join(a))


LAMBDA_RE = re.compile(
    r"^\s*\[\]\s*\(\s*(?:::mlir::)?(Type|Attribute)\s+(\w+)\s*\)\s*\{\s*return\s*$")
APPLY_RE = re.compile(r"^\s*;\s*\}\s*\((.*)\)\s*$", re.S)
# `::llvm::all_of(<range>, [&](::mlir::Attribute attr) { return attr && (`
# ... `); })`: every element satisfies the child predicate.
ALL_OF_RE = re.compile(
    r"^\s*::llvm::all_of\((.*),\s*\[&?\]\s*\(\s*(?:::mlir::)?(?:Type|Attribute)\s+(\w+)\s*\)\s*"
    r"\{\s*return\s*(?:\w+\s*&&\s*)?\(\s*$", re.S)
ALL_OF_END_RE = re.compile(r"^\s*\)\s*;\s*\}\s*\)\s*$")

# C++ idioms of upstream predicates that the expression translator cannot
# read, rewritten to helper calls before translation (exact spellings).
def one_of_rewrite(code):
    """`llvm::is_contained(ArrayRef<int64_t>({a, b}), x)` -> `(x == a || x == b)`."""
    m = re.match(r"^\s*(\(?)\s*::llvm::is_contained\(::llvm::ArrayRef<int64_t>\(\{([^}]*)\}\),\s*", code, re.S)
    if not m:
        return code
    rest, depth, i = code[m.end():], 1, 0
    while i < len(rest) and depth:
        depth += {"(": 1, ")": -1}.get(rest[i], 0)
        i += 1
    if depth:
        return code
    x, tail = rest[:i - 1], rest[i:].strip()
    if tail != (")" if m.group(1) else ""):
        return code
    vals = [v.strip() for v in m.group(2).split(",") if v.strip()]
    return "(" + " || ".join("(%s) == %s" % (x, v) for v in vals) + ")"


IDIOMS = [
    (re.compile(r"\.getScalableDims\(\)\.back\(\)"), lambda m: ".lastDimScalable()"),
    (re.compile(r"llvm::is_contained\((.*)\.getScalableDims\(\)\.drop_back\(\),\s*true\)"),
     lambda m: "%s.leadingDimsScalable()" % m.group(1)),

    (re.compile(r"\.getShape\(\)\s*==\s*::(?:mlir|llvm)::ArrayRef<int64_t>\(\{([^}]*)\}\)"),
     lambda m: ".shapeEquals(%s)" % m.group(1)),
    (re.compile(r"llvm::is_sorted\((.*)\.asArrayRef\(\)\)"), lambda m: "isSorted(%s)" % m.group(1)),
    (re.compile(r"^\(\[\]\(::llvm::ArrayRef<int64_t> a\) \{\s*return std::adjacent_find\(std::begin\(a\), "
                r"std::end\(a\)\) == std::end\(a\);\s*\}\((.*)\.asArrayRef\(\)\)\)$", re.S),
     lambda m: "(noAdjacentDuplicates(%s))" % m.group(1)),
]


class PredGen:
    """Turns predicate trees into C functions
    `static bool P_n(const Storage *s)` whose body sees the value as `self`."""

    def __init__(self, recs, helpers, special):
        self.recs = recs
        self.helpers = helpers
        self.special = special
        self.funcs = []   # C source of generated functions
        self.memo = {}    # predicate record -> function name or None
        self.count = 0

    def leaf(self, code, subst):
        # Innermost substitutions first: an outer SubstLeaves rewrites the
        # text its children produced.
        for pat, rep in reversed(subst):
            code = code.replace(pat, rep)
        code = one_of_rewrite(code)
        for pat, rep in IDIOMS:
            code = pat.sub(rep, code)
        return ExprTranslator(self.helpers, self.special).translate(code)

    def expr(self, pred, subst):
        r = self.recs.get(pred)
        sc = r["!superclasses"]
        if "CPred" in sc:
            return self.leaf(r["predExpr"], subst)
        children = [ref(c) for c in r.get("children", [])]
        if "And" in sc or "Or" in sc:
            if not children:
                return "1" if "And" in sc else "0"
            op = " && " if "And" in sc else " || "
            return "(" + op.join(self.expr(c, subst) for c in children) + ")"
        if "Neg" in sc:
            return "(!%s)" % self.expr(children[0], subst)
        if "SubstLeaves" in sc:
            return self.expr(children[0], subst + [(r["pattern"], r["replacement"])])
        if "Concat" in sc:
            m = LAMBDA_RE.match(r["prefix"])
            a = APPLY_RE.match(r["suffix"])
            if m and a:
                # `[](Type v) { return P(v); }(arg)`: P becomes a function of
                # its own, called on the translated argument.
                body = self.expr(children[0], subst + [(m.group(2), "$_self")])
                fn = self.emit(body)
                return "%s(OV_PTR(%s))" % (fn, self.leaf(a.group(1), subst))
            m = ALL_OF_RE.match(r["prefix"])
            if m and ALL_OF_END_RE.match(r["suffix"]):
                body = self.expr(children[0], subst + [(m.group(2), "$_self")])
                fn = self.emit(body)
                rng = m.group(1).replace("getFlattenedTypes(", "(")
                return "ods_all_of(%s, %s)" % (self.leaf(rng, subst), fn)
            raise Untranslatable("concat %r" % r["prefix"])
        raise Untranslatable("predicate kind %r" % sc)

    def emit(self, body):
        name = "P_%d" % self.count
        self.count += 1
        self.funcs.append("static bool %s(const Storage *s) {\n  OV self = PTR_OV(s);\n  (void)self;\n  return %s;\n}\n"
                          % (name, body))
        return name

    def function_for(self, pred):
        """Name of a C predicate function for a predicate record, or None."""
        if pred not in self.memo:
            try:
                self.memo[pred] = self.emit(self.expr(pred, []))
            except Untranslatable:
                self.memo[pred] = None
        return self.memo[pred]


# ---------------------------------------------------------------------------
# Dialect


TRAIT_BITS = {
    "IsTerminator": ("TRAIT_TERMINATOR", None),
    "IsIsolatedFromAbove": ("TRAIT_ISOLATED_FROM_ABOVE", None),
    "NoTerminator": ("TRAIT_NO_TERMINATOR", None),
    "SymbolTable": ("TRAIT_SYMBOL_TABLE", None),
    "SingleBlock": ("TRAIT_SINGLE_BLOCK", None),
    "NoRegionArguments": ("TRAIT_NO_REGION_ARGUMENTS", None),
    "AffineScope": ("TRAIT_AFFINE_SCOPE", None),
    "HasOnlyGraphRegion": ("TRAIT_GRAPH_REGION", None),
    "SameOperandsAndResultType": (None, "ODS_SAME_OPERANDS_AND_RESULT_TYPE"),
    "SameTypeOperands": (None, "ODS_SAME_TYPE_OPERANDS"),
    "SameOperandsShape": (None, "ODS_SAME_OPERANDS_SHAPE"),
    "SameOperandsAndResultShape": (None, "ODS_SAME_OPERANDS_AND_RESULT_SHAPE"),
    "SameOperandsElementType": (None, "ODS_SAME_OPERANDS_ELEMENT_TYPE"),
    "SameOperandsAndResultElementType": (None, "ODS_SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE"),
    "SameOperandsAndResultRank": (None, "ODS_SAME_OPERANDS_AND_RESULT_RANK"),
    "AttrSizedOperandSegments": (None, "ODS_ATTR_SIZED_OPERANDS"),
    "AttrSizedResultSegments": (None, "ODS_ATTR_SIZED_RESULTS"),
    "Elementwise": (None, "ODS_ELEMENTWISE"),
    "IsCommutative": (None, "ODS_COMMUTATIVE"),
    "ConstantLike": (None, "ODS_CONSTANT_LIKE"),
    "HasRecursiveMemoryEffects": (None, "ODS_RECURSIVE_MEMORY_EFFECTS"),
    "ReturnLike": (None, "ODS_RETURN_LIKE"),
    "IsIdempotent": (None, "ODS_IDEMPOTENT"),
    "IsInvolution": (None, "ODS_INVOLUTION"),
    "AlwaysSpeculatableImplTrait": (None, "ODS_ALWAYS_SPECULATABLE"),
    "ResultsAreFloatLike": (None, "ODS_RESULTS_ARE_FLOAT_LIKE"),
    "SameVariadicOperandSize": (None, "ODS_SAME_VARIADIC_OPERAND_SIZE"),
    "SameVariadicResultSize": (None, "ODS_SAME_VARIADIC_RESULT_SIZE"),
    "AutomaticAllocationScope": (None, "ODS_AUTOMATIC_ALLOCATION_SCOPE"),
}

EFFECT_BITS = {"Read": "ME_READ", "Write": "ME_WRITE", "Allocate": "ME_ALLOC", "Free": "ME_FREE"}

INTERFACE_BITS = {
    "InferTypeOpInterface": "ODS_IF_INFER_TYPE",
    "MemoryEffectOpInterface": "ODS_IF_MEMORY_EFFECTS",
    "RegionBranchOpInterface": "ODS_IF_REGION_BRANCH",
    "RegionBranchTerminatorOpInterface": "ODS_IF_REGION_BRANCH_TERMINATOR",
    "BranchOpInterface": "ODS_IF_BRANCH",
    "OpAsmOpInterface": "ODS_IF_OP_ASM",
    "SymbolOpInterface": "ODS_IF_SYMBOL",
    "CallOpInterface": "ODS_IF_CALL",
    "CallableOpInterface": "ODS_IF_CALLABLE",
    "LoopLikeOpInterface": "ODS_IF_LOOP_LIKE",
    "CastOpInterface": "ODS_IF_CAST",
    "SymbolUserOpInterface": "ODS_IF_SYMBOL_USER",
    "FunctionOpInterface": "ODS_IF_FUNCTION",
    "SelectLikeOpInterface": "ODS_IF_SELECT_LIKE",
    "ViewLikeOpInterface": "ODS_IF_VIEW_LIKE",
    "ConditionallySpeculatable": "ODS_IF_CONDITIONALLY_SPECULATABLE",
    "InferShapedTypeOpInterface": "ODS_IF_INFER_SHAPED_TYPE",
}


class DialectGen:
    def __init__(self, recs, ns, helpers, dwarf=None):
        self.recs = recs
        self.dwarf = dwarf  # read_dwarf(), for parameters printed as DWARF names
        self.ns = ns
        self.special = {}
        self.preds = PredGen(recs, helpers, self.special)
        self.extra_headers = []  # a dialect's own helper headers, included by the output
        self.constraints = {}   # record -> C name
        self.cons_src = []
        self.unmapped = 0
        self.unmapped_names = []  # constraint records whose predicate is untranslated
        self.shared_arrays = {}   # (C type, rows) -> emitted array name
        self.enums = {}         # enum record -> C name
        self.enum_src = []
        self.attr_defs = {}     # AttrDef record -> index
        self.attr_def_list = []
        self.class_to_op = {}
        self.dialect_rec = None
        # C++ class of every attribute/type def -> (record, has mnemonic)
        self.def_classes = {}
        for kind in ("TypeDef", "AttrDef"):
            for d in recs.instances(kind):
                dr = recs.get(d)
                if dr.get("cppClassName") and not dr.get("enum"):
                    self.def_classes.setdefault(dr["cppClassName"], (d, bool(dr.get("mnemonic"))))
        self.defs = DefGen(self)

    # -- helpers ----------------------------------------------------------

    def dialect_of(self, rec):
        d = ref(self.recs.get(rec).get("opDialect") or self.recs.get(rec).get("dialect"))
        return d and self.recs.get(d).get("name")

    def constraint(self, rec):
        """C name of an OdsConstraint for a type/attr constraint record."""
        if rec in self.constraints:
            return self.constraints[rec]
        r = self.recs.get(rec)
        name = "C_%d" % len(self.constraints)
        pred = ref(r.get("predicate"))
        fn = self.preds.function_for(pred) if pred else None
        if pred and fn is None:
            self.unmapped += 1
            self.unmapped_names.append(rec)
        strip = self.strip_class(r)
        tcls = short_class(r.get("cppType") or "") if "TypeConstraint" in r.get("!superclasses", []) else ""
        tcls = tcls if tcls in BUILTIN_TYPE_CLASSES else None
        self.cons_src.append("static const OdsConstraint %s = %s;\n" % (name, init(
            ("summary", c_str(r.get("summary") or "")), ("pred", fn), ("strip_class", c_str(strip)),
            ("type_class", c_str(tcls)))))
        self.constraints[rec] = name
        return name

    def enum(self, rec):
        if rec in self.enums:
            return self.enums[rec]
        r = self.recs.get(rec)
        name = "E_%s" % ident(rec)
        cases = []
        for c in r.get("enumerants", []):
            cr = self.recs.get(ref(c))
            cases.append(init(("symbol", c_str(cr["symbol"])), ("str", c_str(cr["str"])),
                              ("value", "%dull" % cr["value"])))
        is_bit = self.recs.isa(rec, "BitEnumAttr") or self.recs.isa(rec, "BitEnumBase") or \
            "BitEnum" in " ".join(r["!superclasses"])
        self.enum_src.append("static const OdsEnumCase %s_cases[] = {%s};\n" % (name, ", ".join(cases) or "{0}"))
        self.enum_src.append("static const OdsEnum %s = %s;\n" % (name, init(
            ("name", c_str(rec)), ("cases", "%s_cases" % name), ("ncases", len(cases)),
            ("is_bit", "true" if is_bit else None),
            ("primary_groups", "true" if r.get("printBitEnumPrimaryGroups") else None),
            ("separator", c_str(r.get("separator") or "|")), ("bitwidth", r.get("bitwidth") or 64),
            ("cpp_type", c_str("%s::%s" % (r.get("cppNamespace") or "", r.get("className") or rec))))))
        self.enums[rec] = name
        return name

    def dwarf_enum(self, table):
        """An enum of one DWARF name table (read_dwarf), emitted once."""
        key = "!dwarf_" + table
        if key not in self.enums:
            name = "E_dwarf_%s" % table
            cases = [init(("symbol", c_str(n)), ("str", c_str(n)), ("value", "%dull" % v))
                     for n, v in self.dwarf[table]]
            self.enum_src.append("static const OdsEnumCase %s_cases[] = {%s};\n" % (name, ", ".join(cases)))
            self.enum_src.append("static const OdsEnum %s = %s;\n" % (name, init(
                ("name", c_str("dwarf::" + table)), ("cases", "%s_cases" % name), ("ncases", len(cases)),
                ("separator", c_str("|")), ("bitwidth", 32), ("cpp_type", c_str("unsigned")))))
            self.enums[key] = name
        return self.enums[key]

    def attr_def(self, rec):
        if rec in self.attr_defs:
            return "&ATTR_DEFS[%d]" % self.attr_defs[rec]
        r = self.recs.get(rec)
        en = ref(r.get("enum"))
        idx = len(self.attr_def_list)
        self.attr_defs[rec] = idx
        self.attr_def_list.append(None)
        if en:
            # EnumAttr's default format `$value`: the case after the mnemonic.
            bare = re.sub(r"\s+", "", r.get("assemblyFormat") or "") == "$value"
            row = init(("name", c_str(r.get("attrName"))), ("cpp_class", c_str(r.get("cppClassName"))),
                       ("enum_info", "&" + self.enum(en)), ("bare_value", "true" if bare else None))
        elif self.dialect_of(rec) == self.ns:
            row = self.defs.row(rec)
        else:
            # Another dialect's def: its name finds the owner's class.
            row = init(("name", c_str(self.def_name(rec))), ("cpp_class", c_str(r.get("cppClassName"))))
        self.attr_def_list[idx] = row
        return "&ATTR_DEFS[%d]" % idx

    def def_name(self, rec):
        r = self.recs.get(rec)
        d = ref(r.get("dialect"))
        return "%s.%s" % (self.recs.get(d)["name"], r["mnemonic"]) if d and r.get("mnemonic") else None

    def strip_class(self, r):
        """The C++ class an op format prints without its prefix: a type
        constraint whose class is a dialect type def with a mnemonic."""
        if "TypeConstraint" not in r.get("!superclasses", []):
            return None
        cls = short_class(r.get("cppType") or "")
        return cls if cls in self.def_classes and self.def_classes[cls][1] else None

    # -- attributes -------------------------------------------------------

    def base_attr(self, rec):
        """Strips OptionalAttr/DefaultValuedAttr wrappers."""
        r = self.recs.get(rec)
        while ref(r.get("baseAttr")):
            rec = ref(r["baseAttr"])
            r = self.recs.get(rec)
        return rec

    def attr_form(self, rec):
        """(form, value_type text, enum, attr_def) for an attribute constraint."""
        base = self.base_attr(rec)
        r = self.recs.get(base)
        sc = r["!superclasses"]
        if "EnumAttr" in sc and "AttrDef" in sc:
            return "ODS_FORM_ENUM_ATTR", None, None, self.attr_def(base)
        if "AttrDef" in sc and r.get("mnemonic"):
            return "ODS_FORM_DEF_ATTR", None, None, self.attr_def(base)
        if "EnumAttrInfo" in sc:
            return "ODS_FORM_ENUM_KEYWORD", None, "&" + self.enum(base), None
        if base == "UnitAttr" or "UnitAttr" in sc:
            return "ODS_FORM_UNIT", None, None, None
        if base == "SymbolNameAttr":
            return "ODS_FORM_SYMBOL", None, None, None
        if base == "FlatSymbolRefAttr" or "FlatSymbolRefAttr" in sc:
            return "ODS_FORM_FLAT_SYMBOL", None, None, None
        if base == "SymbolRefAttr" or "SymbolRefAttr" in sc:
            return "ODS_FORM_SYMBOL_REF", None, None, None
        if "TypeAttrBase" in sc:
            return "ODS_FORM_TYPE", None, None, None
        if "StringBasedAttr" in sc or base == "StrAttr":
            return "ODS_FORM_STRING", None, None, None
        if "DenseArrayAttrBase" in sc:
            et = r.get("eltName") or ""
            m = {"bool": "i1", "int8_t": "i8", "int16_t": "i16", "int32_t": "i32", "int64_t": "i64",
                 "float": "f32", "double": "f64"}
            ct = r.get("cppType") or r.get("storageType") or ""
            for key, ty in m.items():
                if ("Dense" + {"i1": "Bool", "i8": "I8", "i16": "I16", "i32": "I32", "i64": "I64",
                               "f32": "F32", "f64": "F64"}[ty] + "Array") in ct:
                    return "ODS_FORM_DENSE_ARRAY", ty, None, None
            return "ODS_FORM_ANY", None, None, None
        vt = ref(r.get("valueType"))
        if vt and ("TypedAttrBase" in sc or "SignlessIntegerAttrBase" in sc or "FloatAttrBase" in sc
                   or "TypedSignlessIntegerAttrBase" in sc or "TypedUnsignedIntegerAttrBase" in sc
                   or "TypedSignedIntegerAttrBase" in sc or "SignedIntegerAttrBase" in sc
                   or "UnsignedIntegerAttrBase" in sc):
            ty = self.type_text(vt)
            if ty:
                return "ODS_FORM_TYPED", ty, None, None
        return "ODS_FORM_ANY", None, None, None

    def type_text(self, rec):
        """Textual type of a buildable type record (I64 -> 'i64'), or None."""
        r = self.recs.get(rec)
        sc = r["!superclasses"]
        if "I" in sc and r.get("bitwidth"):
            return "i%d" % r["bitwidth"]
        if "SI" in sc and r.get("bitwidth"):
            return "si%d" % r["bitwidth"]
        if "UI" in sc and r.get("bitwidth"):
            return "ui%d" % r["bitwidth"]
        names = {"Index": "index", "F16": "f16", "F32": "f32", "F64": "f64", "BF16": "bf16",
                 "I1": "i1", "I8": "i8", "I16": "i16", "I32": "i32", "I64": "i64", "NoneType": "none"}
        return names.get(rec)

    def default_text(self, rec, form, value_type, enum_c, attr_def_c):
        """The default of a DefaultValuedAttr as textual MLIR, or None."""
        r = self.recs.get(rec)
        dv = r.get("defaultValue")
        if dv is None:
            return None
        dv = dv.strip()
        if form == "ODS_FORM_ENUM_ATTR":
            base = self.recs.get(self.base_attr(rec))
            en = self.recs.get(ref(base["enum"]))
            case = dv.split("::")[-1]
            if re.sub(r"\s+", "", base.get("assemblyFormat") or "") == "$value":
                ns, _, mnemonic = base["attrName"].partition(".")
                text = lambda s: "#%s<%s %s>" % (ns, mnemonic, s)
            else:
                text = lambda s: "#%s<%s>" % (base["attrName"], s)
            for c in en["enumerants"]:
                cr = self.recs.get(ref(c))
                if cr["symbol"] == case:
                    return text(cr["str"])
            if case == "none" or dv.endswith("{}") or dv == "0":
                return text("none")
            return None
        if form == "ODS_FORM_ENUM_KEYWORD":
            base = self.recs.get(self.base_attr(rec))
            case = dv.split("::")[-1]
            for c in base["enumerants"]:
                cr = self.recs.get(ref(c))
                if cr["symbol"] == case:
                    return "%d : i%d" % (cr["value"], base.get("bitwidth") or 64)
            return None
        if form == "ODS_FORM_TYPED" and re.match(r"^-?\d+(\.\d*)?$", dv):
            if value_type.startswith("f") and "." not in dv:
                dv += ".0"
            return "%s : %s" % (dv, value_type)
        if form == "ODS_FORM_STRING" and dv.startswith('"'):
            return dv
        if form == "ODS_FORM_UNIT":
            return None
        if form == "ODS_FORM_DENSE_ARRAY":
            m = re.match(r"^\{(.*)\}$", dv)
            if m:
                items = [x.strip() for x in m.group(1).split(",") if x.strip()]
                return "array<%s%s>" % (value_type, (": " + ", ".join(items)) if items else "")
        return None

    # -- traits -----------------------------------------------------------

    def flatten_traits(self, traits):
        out = []
        for t in traits:
            name = ref(t)
            r = self.recs.get(name)
            if "TraitList" in r["!superclasses"]:
                out.extend(self.flatten_traits(r["traits"]))
            else:
                out.append(name)
        return out

    def op_class_name(self, rec):
        name = rec
        return name.split("_", 1)[1] if "_" in name and not name.startswith("anonymous") else name

    def parent_names(self, trait_text):
        m = re.match(r"HasParent<(.*)>::Impl", trait_text)
        names = []
        for cls in m.group(1).split(","):
            cls = short_class(cls.strip())
            if cls in self.class_to_op:
                names.append(self.class_to_op[cls])
            else:
                names.append(None)
        return names

    # -- ops --------------------------------------------------------------

    def gen_op(self, rec, out):
        r = self.recs.get(rec)
        full = self.ns + "." + r["opName"]
        cname = ident(full)
        operands, attrs = [], []
        effects = set()

        def note_effects(rec):
            for dec in self.recs.get(rec).get("decorators") or []:
                e = self.recs.get(ref(dec)).get("effect", "")
                effects.add(EFFECT_BITS.get(e.split("::")[-1], "ME_OTHER"))

        for arg, name in r["arguments"]["args"]:
            a = ref(arg)
            ar = self.recs.get(a)
            note_effects(a)
            # Arg<constraint, summary, [effects]> wraps the real constraint.
            while "Arg" in ar["!superclasses"] and ref(ar.get("constraint")):
                a = ref(ar["constraint"])
                ar = self.recs.get(a)
            sc = ar["!superclasses"]
            if "TypeConstraint" in sc:
                operands.append((name, a))
            elif "AttrConstraint" in sc:
                attrs.append((name, a))
            elif "Property" in sc:
                attrs.append((name, a))
            else:
                attrs.append((name, a))
        results = []
        for a, name in r["results"]["args"]:
            a = ref(a)
            note_effects(a)
            while "Arg" in self.recs.get(a)["!superclasses"] and ref(self.recs.get(a).get("constraint")):
                a = ref(self.recs.get(a)["constraint"])
            results.append((name, a))
        regions = [(name, ref(a)) for a, name in r["regions"]["args"]]
        succs = [(name, ref(a)) for a, name in r["successors"]["args"]]

        def value_rows(vals):
            rows = []
            for name, a in vals:
                ar = self.recs.get(a)
                sc = ar["!superclasses"]
                arity, seg, base = "ODS_SINGLE", None, a
                if "VariadicOfVariadic" in sc:
                    arity, seg, base = "ODS_VARIADIC_OF_VARIADIC", ar.get("segmentAttrName"), ref(ar["baseType"])
                elif "Variadic" in sc:
                    arity, base = "ODS_VARIADIC", ref(ar["baseType"])
                elif "Optional" in sc:
                    arity, base = "ODS_OPTIONAL", ref(ar["baseType"])
                cons = self.constraint(base if base else a)
                call = self.recs.get(base if base else a).get("builderCall")
                bt = builder_type(call) or self.def_builder_type(call)
                rows.append(init(("name", c_str(name)), ("arity", arity if arity != "ODS_SINGLE" else None),
                                 ("cons", "&" + cons), ("segments", c_str(seg)), ("build_type", c_str(bt))))
            return rows

        op_rows = value_rows(operands)
        res_rows = value_rows(results)
        attr_rows = []
        for name, a in attrs:
            ar = self.recs.get(a)
            sc = ar["!superclasses"]
            if "Property" in sc and "AttrConstraint" not in sc:
                if "_cls_UnitProp" in sc or a == "UnitProp":
                    # Stored as a BoolAttr (false by default) in the generic form.
                    attr_rows.append(init(("name", c_str(name)), ("flags", "ODS_ATTR_PROPERTY | ODS_ATTR_DEFAULT"),
                                          ("form", "ODS_FORM_UNIT_PROP"), ("default_text", c_str("false"))))
                elif "EnumProp" in sc and ref(ar.get("enum")) and ar.get("convertToAttribute", "").strip().startswith(
                        "return ::mlir::IntegerAttr::get(::mlir::IntegerType::get($_ctxt, 32)"):
                    # An enum kept as an i32 IntegerAttr in the generic form (0 by
                    # default), written as its cases, after `mnemonic<` when it has one.
                    attr_rows.append(init(("name", c_str(name)), ("flags", "ODS_ATTR_PROPERTY | ODS_ATTR_DEFAULT"),
                                          ("form", "ODS_FORM_ENUM_PROP"), ("default_text", c_str("0 : i32")),
                                          ("value_type", c_str(ar.get("mnemonic"))),
                                          ("enum_info", "&" + self.enum(ref(ar["enum"])))))
                else:
                    attr_rows.append(init(("name", c_str(name)), ("flags", "ODS_ATTR_PROPERTY")))
                continue
            flags = []
            if ar.get("isOptional"):
                flags.append("ODS_ATTR_OPTIONAL")
            form, vt, en, ad = self.attr_form(a)
            dv = self.default_text(a, form, vt, en, ad) if "DefaultValuedAttr" in sc or ar.get("defaultValue") else None
            if dv is not None and "DefaultValuedAttr" in sc:
                flags.append("ODS_ATTR_DEFAULT")
            base = self.base_attr(a)
            cons = self.constraint(a)
            attr_rows.append(init(
                ("name", c_str(name)), ("cons", "&" + cons), ("flags", " | ".join(flags) or None),
                ("form", form if form != "ODS_FORM_ANY" else None), ("value_type", c_str(vt)),
                ("default_text", c_str(dv if "DefaultValuedAttr" in sc else None)), ("enum_info", en),
                ("attr_def", ad)))
        reg_rows = []
        for name, a in regions:
            ar = self.recs.get(a)
            sc = ar["!superclasses"]
            variadic = "VariadicRegion" in sc
            base = ref(ar.get("region")) if variadic else a
            br = self.recs.get(base) if base else ar
            maxb = -1
            summary = br.get("summary") or ""
            m = re.match(r"region with (\d+) blocks", summary)
            if m:
                maxb = int(m.group(1))
            cons = "NULL" if base in (None, "AnyRegion") else "&" + self.constraint(base)
            reg_rows.append(init(("name", c_str(name)), ("variadic", "true" if variadic else None), ("cons", cons),
                                 ("max_blocks", maxb)))
        succ_rows = [init(("name", c_str(name)),
                          ("variadic", "true" if "VariadicSuccessor" in self.recs.get(a)["!superclasses"] else None))
                     for name, a in succs]

        traits, ods_traits, ifaces = [], [], []
        parents, implicit_term, matches = None, None, []
        for t in self.flatten_traits(r["traits"]):
            tr = self.recs.get(t)
            sc = tr["!superclasses"]
            if "NativeTrait" in sc or "NativeOpTrait" in sc or "ParamNativeOpTrait" in sc:
                text = tr.get("trait", "")
                key = text.split("<")[0].split("::")[0]
                if key in TRAIT_BITS:
                    b, o = TRAIT_BITS[key]
                    if b:
                        traits.append(b)
                    if o:
                        ods_traits.append(o)
                if text.startswith("HasParent<"):
                    parents = self.parent_names(text)
                m = re.match(r"SingleBlockImplicitTerminator<(.*)>::Impl", text)
                if m:
                    cls = short_class(m.group(1))
                    implicit_term = self.class_to_op.get(cls)
                    traits.append("TRAIT_SINGLE_BLOCK")
            if "MemoryEffects" in sc:
                effects.add("ME_KNOWN")
                for e in tr.get("effects") or []:
                    eff = self.recs.get(ref(e)).get("effect", "")
                    effects.add(EFFECT_BITS.get(eff.split("::")[-1], "ME_OTHER"))
            elif "OpInterface" in sc or "DeclareOpInterfaceMethods" in sc or "OpInterfaceTrait" in sc:
                # An interface brings its base interfaces (FunctionOpInterface
                # is also a SymbolOpInterface and a CallableOpInterface).
                pending = [t]
                while pending:
                    ir = self.recs.get(pending.pop())
                    iname = ir.get("cppInterfaceName")
                    if iname in INTERFACE_BITS:
                        ifaces.append(INTERFACE_BITS[iname])
                    pending.extend(ref(b) for b in ir.get("baseInterfaces") or [])
                iname = tr.get("cppInterfaceName")
                if iname == "RegionKindInterface":
                    pass
            if t == "SameInputOutputTensorDims":
                matches.append(("in", "out", "ODS_MATCH_TENSOR_DIMS", tr.get("summary")))
            if "BooleanConditionOrMatchingShape" in sc and tr.get("summary"):
                matches.append((tr["summary"].split(" ")[0], "result", "ODS_MATCH_COND_SHAPE", tr["summary"]))
            if "AllTypesMatch" in sc:
                names = tr["values"]
                for other in names[1:]:
                    matches.append((names[0], other, "ODS_MATCH_SAME", tr.get("summary")))
            if "ShapedTypeMatchesElementCountAndTypes" in sc:
                matches.append((tr["shaped"], tr["elements"], "ODS_MATCH_ELEMENTS", tr.get("summary")))
            if "TypesMatchWith" in sc:
                tf = tr["transformer"]
                tf = re.sub(r"\s+", "", tf)
                kind = {"$_self": "ODS_MATCH_SAME", "::getI1SameShape($_self)": "ODS_MATCH_I1_SAME_SHAPE",
                        "getI1SameShape($_self)": "ODS_MATCH_I1_SAME_SHAPE",
                        "::llvm::cast<ShapedType>($_self).clone(IntegerType::get($_self.getContext(),1))":
                        "ODS_MATCH_I1_SAME_SHAPE",
                        "::mlir::getElementTypeOrSelf($_self)": "ODS_MATCH_ELEMENT_OR_SELF",
                        "::llvm::cast<Type>($_self)": "ODS_MATCH_SAME"}.get(tf)
                m = re.match(r"^(::)?(llvm::)?cast<(::)?(mlir::)?FunctionType>\(\$_self\)\.get(Inputs|Results)\(\)$", tf)
                if m:
                    kind = "ODS_MATCH_FN_" + m.group(5).upper()
                if kind is None and re.match(r"^(::)?(llvm::)?cast<(::)?(mlir::)?(ComplexType|MemRefType|TensorType|"
                                             r"ShapedType|VectorType)>\(\$_self\)\.getElementType\(\)$", tf):
                    kind = "ODS_MATCH_ELEMENT"
                # `SmallVector<Type>(cast<T>($_self).getNumElements(), ...getElementType())`:
                # every value of the (variadic) rhs has the element type.
                if kind is None and re.match(r"^SmallVector<Type,\d+>\(::llvm::cast<\w+>\(\$_self\)\.getNumElements\(\),"
                                             r"::llvm::cast<\w+>\(\$_self\)\.getElementType\(\)\)$", tf):
                    kind = "ODS_MATCH_ELEMENTS"
                expr = None
                if kind is None:
                    expr = match_expr(tf)
                    if expr:
                        kind = "ODS_MATCH_EXPR"
                if kind is None:
                    kind, expr = self.def_param_match(tf)
                matches.append((tr["lhs"], tr["rhs"], kind or "ODS_MATCH_UNKNOWN", tr.get("summary"), expr))
        if ods_traits and "ODS_SAME_OPERANDS_AND_RESULT_TYPE" in ods_traits:
            pass

        def arr(kind, cname_suffix, rows):
            # Identical arrays (the named ops of a family share theirs) are
            # emitted once: the web playground downloads these tables. A
            # shared array is named for what it holds, not for one user.
            if not rows:
                return "NULL"
            what = {"OdsValue": "values", "OdsAttr": "attrs", "OdsRegion": "regions",
                    "OdsSuccessor": "successors", "OdsTypeMatch": "matches"}[kind]
            return self.shared_array(out, kind, what, rows)

        ops_a = arr("OdsValue", "operands", op_rows)
        res_a = arr("OdsValue", "results", res_rows)
        attr_a = arr("OdsAttr", "attrs", attr_rows)
        reg_a = arr("OdsRegion", "regions", reg_rows)
        succ_a = arr("OdsSuccessor", "succs", succ_rows)
        match_rows = [init(("lhs", c_str(m[0])), ("rhs", c_str(m[1])), ("kind", m[2]), ("summary", c_str(m[3])),
                           ("expr", c_str(m[4]) if len(m) > 4 else None))
                      for m in matches]
        match_a = arr("OdsTypeMatch", "matches", match_rows)
        par_a = "NULL"
        if parents and all(parents):
            out.append("static const char *const %s_parents[] = {%s, NULL};\n" % (cname, ", ".join(c_str(p) for p in parents)))
            par_a = "%s_parents" % cname
        if effects and "ME_KNOWN" not in effects and "ODS_IF_MEMORY_EFFECTS" not in ifaces:
            effects.add("ME_KNOWN")
        if "ODS_IF_MEMORY_EFFECTS" in ifaces and not any(
                self.recs.get(t).get("cppInterfaceName") == "MemoryEffectOpInterface" and
                "DeclareOpInterfaceMethods" not in self.recs.get(t)["!superclasses"]
                for t in self.flatten_traits(r["traits"])):
            effects.discard("ME_KNOWN")  # effects computed in C++: unknown here
        effects.discard(None)
        fmt = r.get("assemblyFormat")
        # Upstream's genOpAsmInterface: several results, none of the op's own
        # OpAsmOpInterface, and some named: the results take their names.
        auto_names = None
        if len(results) > 1 and "ODS_IF_OP_ASM" not in ifaces and any(n for n, _ in results):
            auto_names = ",".join(n or "" for n, _ in results)
        flag = lambda b: "true" if b else None
        return init(
            ("name", c_str(full)), ("summary", c_str(r.get("summary") or "")),
            ("traits", " | ".join(sorted(set(traits))) or None),
            ("ods_traits", " | ".join(sorted(set(ods_traits))) or None),
            ("interfaces", " | ".join(sorted(set(ifaces))) or None),
            ("operands", ops_a), ("results", res_a), ("attrs", attr_a), ("regions", reg_a),
            ("successors", succ_a), ("matches", match_a),
            ("n_operands", len(op_rows)), ("n_results", len(res_rows)), ("n_attrs", len(attr_rows)),
            ("n_regions", len(reg_rows)), ("n_successors", len(succ_rows)), ("n_matches", len(match_rows)),
            ("format", c_str(fmt.strip() if fmt else None)), ("custom_format", flag(r.get("hasCustomAssemblyFormat"))),
            ("has_verifier", flag(r.get("hasVerifier") or r.get("hasRegionVerifier"))),
            ("has_folder", flag(r.get("hasFolder"))),
            ("has_canonicalizer", flag(r.get("hasCanonicalizer") or r.get("hasCanonicalizeMethod"))),
            ("parents", par_a), ("implicit_terminator", c_str(implicit_term)),
            ("effects", " | ".join(sorted(effects)) or None), ("result_names", c_str(auto_names)))

    def shared_array(self, out, ctype, what, rows):
        """The name of a static array of `rows`, emitted into `out` on first
        use; identical arrays are emitted once, named `<what>_<n>`."""
        key = (ctype, tuple(rows))
        if key not in self.shared_arrays:
            name = "%s_%d" % (what, len(self.shared_arrays))
            out.append("static const %s %s[] = {\n  %s,\n};\n" % (ctype, name, ",\n  ".join(rows)))
            self.shared_arrays[key] = name
        return self.shared_arrays[key]

    def def_builder_type(self, call):
        """`$_builder.getType<C>()` of a dialect type without parameters
        (smt's BoolType): its textual form, or None."""
        m = re.match(r"^\$_builder\.getType<(?:::)?(?:mlir::)?(?:\w+::)*(\w+)>\(\)$", call or "")
        d = m and self.def_classes.get(m.group(1))
        if not d or not self.recs.isa(d[0], "TypeDef"):
            return None
        params = self.recs.get(d[0]).get("parameters")
        name = self.def_name(d[0])
        return "!" + name if name and not (isinstance(params, dict) and params.get("args")) else None

    def def_param_match(self, tf):
        """A transformer reading a type parameter of a dialect type,
        `cast<C>($_self).getX()`: (ODS_MATCH_PARAM or _RANGE, "C:i"), or
        (None, None)."""
        m = re.match(r"^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?(?:\w+::)*(\w+)>\(\$_self\)\.get(\w+)\(\)$", tf)
        d = m and self.def_classes.get(m.group(1))
        if not d or not self.recs.isa(d[0], "TypeDef"):
            return None, None
        params = self.recs.get(d[0]).get("parameters")
        args = params["args"] if isinstance(params, dict) else []
        for i, (a, n) in enumerate(args):
            if n[:1].upper() + n[1:] != m.group(2):
                continue
            try:
                kind = self.defs.param(a, n)[1]
            except DefUnsupported:
                return None, None
            if kind in ("TYPE", "TYPES"):
                return ("ODS_MATCH_PARAM" + ("_RANGE" if kind == "TYPES" else ""), "%s:%d" % (m.group(1), i))
        return None, None

    def generate(self):
        ops = [o for o in self.recs.instances("Op") if self.dialect_of(o) == self.ns]
        ops.sort(key=lambda o: self.recs.get(o)["opName"])
        for o in self.recs.instances("Op"):
            dn = self.dialect_of(o)
            if dn:
                self.class_to_op[self.op_class_name(o)] = dn + "." + self.recs.get(o)["opName"]
        # isa<> of dialect attributes and specialized enum attributes.
        for a in self.recs.instances("AttrDef"):
            ar = self.recs.get(a)
            if ar.get("cppClassName") and ar.get("enum"):
                self.special[ar["cppClassName"]] = (
                    lambda cls=ar["cppClassName"]: 'ods_isa_attr_def(%%s, %s)' % c_str(cls))
        for cls, (d, _) in self.def_classes.items():
            if self.recs.isa(d, "TypeDef"):
                self.special[cls] = lambda cls=cls: 'ods_isa_type_def(%%s, %s)' % c_str(cls)
            elif not self.recs.get(d).get("enum"):
                self.special[cls] = lambda cls=cls: 'ods_isa_attr_def(%%s, %s)' % c_str(cls)
        for e in self.recs.instances("EnumAttrInfo"):
            er = self.recs.get(e)
            # (unless an AttrDef of that class wraps the enum: LLVM's LinkageAttr)
            if er.get("genSpecializedAttr") and er.get("specializedAttrClassName") and \
                    er["specializedAttrClassName"] not in self.def_classes:
                self.special[er["specializedAttrClassName"]] = (
                    lambda e=e: "ods_isa_int_enum(%%s, &%s)" % self.enum(e))
        body, rows = [], []
        for o in ops:
            rows.append(self.gen_op(o, body))
        # Dialect enum attributes even if no op of this file uses them.
        for a in self.recs.instances("EnumAttr"):
            ar = self.recs.get(a)
            d = ref(ar.get("dialect"))
            if d and self.recs.get(d).get("name") == self.ns:
                self.attr_def(a)
        # The dialect's other attribute and type defs.
        for kind in ("AttrDef", "TypeDef"):
            for a in self.recs.instances(kind):
                ar = self.recs.get(a)
                if ar.get("mnemonic") and not ar.get("enum") and self.dialect_of(a) == self.ns:
                    self.attr_def(a)
        out = []
        out.append("/* Generated by core/gen/ods_gen.py from upstream ODS: dialect %s. Do not edit. */\n" % self.ns)
        out.append('#include "core/lib/ods/ods_pred.h"\n')
        for h in self.extra_headers:
            out.append('#include "%s"\n' % h)
        out.append("\n")
        out.extend(self.enum_src)
        out.append("\n")
        out.extend(self.preds.funcs)
        out.append("\n")
        out.extend(self.cons_src)
        out.extend(self.defs.src)
        if self.attr_def_list:
            out.append("static const OdsAttrDef ATTR_DEFS[] = {%s};\n" % ", ".join(self.attr_def_list))
        out.append("\n")
        out.extend(body)
        out.append("\nstatic const OdsOp OPS[] = {\n  %s,\n};\n" % ",\n  ".join(rows) if rows else "")
        enum_names = sorted(self.enums.values())
        if enum_names:
            out.append("\nstatic const OdsEnum *const ENUMS[] = {%s};\n" % ", ".join("&" + e for e in enum_names))
        out.append("\nconst OdsDialect ODS_%s = %s;\n" % (ident(self.ns), init(
            ("ns", c_str(self.ns)), ("ops", "OPS" if rows else None), ("n_ops", len(rows)),
            ("attr_defs", "ATTR_DEFS" if self.attr_def_list else None), ("n_attr_defs", len(self.attr_def_list)),
            ("n_constraints", len(self.constraints)), ("n_unmapped", self.unmapped),
            ("enums", "ENUMS" if enum_names else None), ("n_enums", len(enum_names)))))
        return "".join(out)


# ---------------------------------------------------------------------------
# Attribute and type defs: parameters and assemblyFormat, for ods_defs.c


# Builtin type classes an op format's parser checks a `type($x)` against
# (upstream's parseCustomTypeWithFallback<T>).
BUILTIN_TYPE_CLASSES = {
    "IntegerType", "MemRefType", "TensorType", "VectorType", "RankedTensorType", "IndexType",
    "ComplexType", "BaseMemRefType", "TupleType", "UnrankedMemRefType", "UnrankedTensorType",
    "FunctionType", "NoneType",
}


class DefUnsupported(Exception):
    pass


SCALAR_KINDS = {
    "int64_t": "INT", "int": "INT", "int32_t": "INT", "int16_t": "INT", "int8_t": "INT",
    "unsigned": "UINT", "unsigned int": "UINT", "uint32_t": "UINT", "uint64_t": "UINT",
    "uint16_t": "UINT", "uint8_t": "UINT", "size_t": "UINT", "bool": "BOOL",
}
GENERIC_TYPE = {"Type", "mlir::Type", "::mlir::Type"}
GENERIC_ATTR = {"Attribute", "mlir::Attribute", "::mlir::Attribute"}
DENSE_ARRAYS = {"DenseI64ArrayAttr", "DenseI32ArrayAttr", "DenseI16ArrayAttr", "DenseI8ArrayAttr",
                "DenseBoolArrayAttr", "DenseF32ArrayAttr", "DenseF64ArrayAttr"}
LOCATION_CLASSES = {"FusedLoc", "FileLineColLoc", "NameLoc", "CallSiteLoc", "UnknownLoc", "Location"}
# `$_printer << llvm::dwarf::TagString($_self)`: the name table it prints from.
DWARF_PRINTER_RE = re.compile(r"^\$_printer\s*<<\s*llvm::dwarf::(\w+)String\(\$_self\)$")
# Dwarf.def macro of each name table: (macro, name prefix).
DWARF_TABLES = {"Tag": ("HANDLE_DW_TAG", "DW_TAG_"), "AttributeEncoding": ("HANDLE_DW_ATE", "DW_ATE_"),
                "Language": ("HANDLE_DW_LANG", "DW_LANG_"), "OperationEncoding": ("HANDLE_DW_OP", "DW_OP_"),
                "Convention": ("HANDLE_DW_CC", "DW_CC_")}


def read_dwarf(folder):
    """{table: [(name, value)]} from LLVM's Dwarf.def (and the DW_OP_LLVM_*
    operations Dwarf.h adds), or None without a folder."""
    if not folder:
        return None
    text = open(folder + "/Dwarf.def").read()
    out = {}
    for table, (macro, prefix) in DWARF_TABLES.items():
        rows = re.findall(r"^%s\((0x[0-9a-fA-F]+|\d+),\s*(\w+)" % macro, text, re.M)
        out[table] = [(prefix + n, int(v, 0)) for v, n in rows]
    header = open(folder + "/Dwarf.h").read()
    for n, v in re.findall(r"^\s*(DW_OP_LLVM_\w+)\s*=\s*(0x[0-9a-fA-F]+)", header, re.M):
        out["OperationEncoding"].append((n, int(v, 0)))
    return out


FMT_TOKEN_RE = re.compile(r"\s*(?:(`[^`]*`)|(\$\w+)|([A-Za-z_][\w-]*)|(\"(?:[^\"\\]|\\.)*\")|(.))", re.S)


def bare_cpp(t):
    t = t.strip()
    for pre in ("::", "mlir::", "llvm::"):
        if t.startswith(pre):
            t = t[len(pre):]
    return t


class DefGen:
    """Rows of OdsAttrDef for the dialect's own attribute and type defs."""

    def __init__(self, gen):
        self.gen = gen
        self.recs = gen.recs
        self.src = []
        self.enum_classes = {}
        for kind in ("EnumAttrInfo", "EnumInfo"):
            for e in self.recs.instances(kind):
                er = self.recs.get(e)
                if er.get("className"):
                    self.enum_classes.setdefault(er["className"], e)

    def check(self, cls):
        try:
            body = ExprTranslator(self.gen.preds.helpers, self.gen.special).translate(
                "::llvm::isa<%s>($_self)" % cls)
        except Untranslatable:
            return "NULL"
        return self.gen.preds.emit(body)

    def enum_of(self, cpp):
        e = self.enum_classes.get(short_class(cpp))
        return e

    def scalar_default(self, kind, text, enum_rec):
        text = text.strip()
        if re.match(r"^-?\d+$", text):
            return int(text)
        if text in ("true", "false"):
            return 1 if text == "true" else 0
        if re.match(r"^[\w:]+\(\)$", text) or text == "{}":
            return 0
        if enum_rec:
            sym = text.split("::")[-1]
            for c in self.recs.get(enum_rec).get("enumerants", []):
                cr = self.recs.get(ref(c))
                if cr["symbol"] == sym:
                    return cr["value"]
        raise DefUnsupported("default %r" % text)

    def param(self, arg, name):
        prec = self.recs.get(ref(arg)) if ref(arg) else None
        cpp = (prec["cppType"] if prec else arg).strip()
        sc = prec["!superclasses"] if prec else []
        if "AttributeSelfTypeParameter" in sc:
            raise DefUnsupported("self type")
        default = prec.get("defaultValue") if prec else None
        optional = bool(default)
        parser, printer = (prec.get("parser"), prec.get("printer")) if prec else (None, None)
        flags, kind, enum_c, check, cls = [], None, "NULL", "NULL", None
        b = bare_cpp(cpp)
        m = re.match(r"^ArrayRef<\s*(.*?)\s*>$", b)
        mo = re.match(r"^std::optional<\s*(.*?)\s*>$", b)
        enum_rec = None
        if printer and DWARF_PRINTER_RE.match(printer.strip()) and self.gen.dwarf:
            # A DWARF constant printed by its name (llvm::dwarf::TagString):
            # an enum of the names in Dwarf.def.
            kind, enum_c = "ENUM", "&" + self.gen.dwarf_enum(DWARF_PRINTER_RE.match(printer.strip()).group(1))
            parser = printer = None
        elif m:
            el = bare_cpp(m.group(1))
            if el in SCALAR_KINDS and SCALAR_KINDS[el] != "BOOL":
                kind = "INTS"
            elif el in GENERIC_TYPE or el == "Type":
                kind = "TYPES"
            elif el in GENERIC_ATTR:
                kind = "ATTRS"
            elif self.enum_of(el):
                kind, enum_rec = "ENUMS", self.enum_of(el)
            elif short_class(el).endswith("Attr"):
                kind = "ATTRS"  # dialect attributes (irdl's VariadicityAttr)
            else:
                raise DefUnsupported("array of %s" % el)
        elif mo and bare_cpp(mo.group(1)) in SCALAR_KINDS:
            kind = SCALAR_KINDS[bare_cpp(mo.group(1))]
            flags.append("ODS_PF_STD_OPTIONAL")
            optional, default = True, None
        elif b in SCALAR_KINDS:
            kind = SCALAR_KINDS[b]
        elif b == "StringRef":
            kind = "STRING"
        elif b == "AffineMap":
            kind = "AFFINE_MAP"
        elif self.enum_of(b) and "EnumParameter" in sc or (self.enum_of(b) and not parser):
            kind, enum_rec = "ENUM", self.enum_of(b)
        elif b in GENERIC_TYPE:
            kind = "TYPE"
        elif b in GENERIC_ATTR:
            kind = "ATTR"
        else:
            short = short_class(b)
            d = self.gen.def_classes.get(short)
            if d:
                kind = "TYPE" if self.recs.isa(d[0], "TypeDef") else "ATTR"
                if d[1]:
                    flags.append("ODS_PF_STRIPPED")
                    cls = short
            elif short in DENSE_ARRAYS:
                kind, cls = "ATTR", short
                flags.append("ODS_PF_STRIPPED")
            elif short.endswith("Type") or short.endswith("TypeInterface"):
                kind = "TYPE"
            elif short.endswith("Attr") or short.endswith("AttrInterface") or short.endswith("Attribute"):
                kind = "ATTR"
            elif short in LOCATION_CLASSES:
                kind = "ATTR"
            else:
                raise DefUnsupported("parameter type %s" % cpp)
            check = self.check(short)
        if enum_rec:
            enum_c = "&" + self.gen.enum(enum_rec)
        elif kind == "ATTR" and short_class(b).endswith("Loc"):
            pass  # a location (FusedLoc): printed and parsed as `loc(...)`
        if printer and "printString" not in printer and kind not in ("ENUM",):
            raise DefUnsupported("custom printer")
        if parser and kind not in ("ENUM",):
            raise DefUnsupported("custom parser")
        dval = 0
        if optional:
            flags.append("ODS_PF_OPTIONAL")
            if default and kind in ("INT", "UINT", "BOOL", "ENUM"):
                dval = self.scalar_default(kind, default, enum_rec)
            elif default and not (re.match(r"^[\w:<>, ]+\(\)$", default.strip()) or default.strip() == "{}"):
                raise DefUnsupported("default %r" % default)
        return (init(("name", c_str(name)), ("cpp_type", c_str(cpp)), ("kind", "ODS_PK_" + kind),
                     ("flags", " | ".join(flags) or None), ("enum_info", enum_c), ("check", check),
                     ("cls", c_str(cls)), ("default_value", dval)),
                kind, optional)

    # -- format ----------------------------------------------------------

    def tokens(self, fmt):
        out, pos = [], 0
        while pos < len(fmt):
            m = FMT_TOKEN_RE.match(fmt, pos)
            if not m or m.end() == pos:
                break
            pos = m.end()
            for i in range(1, 6):
                if m.group(i) is not None:
                    out.append((i, m.group(i)))
                    break
        return out

    def compile(self, fmt, names, optional):
        toks = self.tokens(fmt.strip())
        pos = [0]

        def peek():
            return toks[pos[0]][1] if pos[0] < len(toks) else None

        def take(expect=None):
            if pos[0] >= len(toks):
                raise DefUnsupported("format ends early")
            t = toks[pos[0]]
            pos[0] += 1
            if expect is not None and t[1] != expect:
                raise DefUnsupported("expected %r in format" % expect)
            return t

        def var(text):
            if text[1:] not in names:
                raise DefUnsupported("unknown parameter " + text)
            return names.index(text[1:])

        def element():
            kind, t = take()
            if kind == 1:
                text = t[1:-1]
                if text in ("", " ", "\\n"):
                    return {"k": "SPACE", "text": "\n" if text == "\\n" else text}
                return {"k": "LITERAL", "text": text}
            if kind == 2:
                return {"k": "PARAM", "i": var(t), "q": 0}
            if t == "params":
                return {"k": "PARAMS", "ps": list(range(len(names)))}
            if t == "qualified":
                take("(")
                e = element()
                take(")")
                if e["k"] != "PARAM":
                    raise DefUnsupported("qualified")
                e["q"] = 1
                return e
            if t == "struct":
                take("(")
                ps = []
                while True:
                    k2, a = take()
                    if a == "params":
                        ps += list(range(len(names)))
                    elif k2 == 2:
                        ps.append(var(a))
                    else:
                        raise DefUnsupported("struct argument")
                    if peek() == ",":
                        take()
                        continue
                    take(")")
                    break
                return {"k": "STRUCT", "ps": ps}
            if t == "custom":
                take("<")
                name = take()[1]
                take(">")
                take("(")
                ps = []
                while peek() != ")":
                    k2, a = take()
                    if a == "ref":
                        take("(")
                        take()
                        take(")")
                    elif k2 == 2:
                        ps.append(var(a))
                    elif k2 != 4:
                        raise DefUnsupported("custom argument")
                    if peek() == ",":
                        take()
                take(")")
                return {"k": "CUSTOM", "text": name, "ps": ps}
            if t == "(":
                then = elements(")")
                els = []
                if peek() == ":":
                    take()
                    take("(")
                    els = elements(")")
                take("?")
                anchor = [e for e in then if e.get("anchor")]
                # The anchor may stand in the else group (`(`]`) : ($x^ `]`)?`):
                # the then group prints when its parameters are absent.
                inverted = not anchor
                anchor = anchor or [e for e in els if e.get("anchor")]
                if not anchor:
                    raise DefUnsupported("optional group without anchor")
                a = anchor[0]
                ps = [a["i"]] if a["k"] == "PARAM" else a.get("ps", [])
                return {"k": "OPTIONAL", "then": then, "else": els, "ps": ps, "inverted": inverted}
            raise DefUnsupported("format token %r" % t)

        def elements(stop):
            out = []
            while True:
                if stop and peek() == stop:
                    take()
                    return out
                if peek() is None:
                    if stop:
                        raise DefUnsupported("unterminated group")
                    return out
                e = element()
                if peek() == "^":
                    take()
                    e["anchor"] = True
                out.append(e)

        def mask(ps):
            if sorted(ps) != ps or len(set(ps)) != len(ps):
                raise DefUnsupported("parameters out of order")
            m = 0
            for i in ps:
                m |= 1 << i
            return m

        def flat(elems):
            rows = []
            for e in elems:
                k = e["k"]
                if k == "OPTIONAL":
                    then, els = flat(e["then"]), flat(e["else"])
                    rows.append(init(("kind", "ODS_DE_OPTIONAL"), ("n_then", len(then)), ("n_else", len(els)),
                                     ("mask", "%du" % mask(e["ps"])), ("inverted", 1 if e["inverted"] else None)))
                    rows += then + els
                elif k == "PARAM":
                    rows.append(init(("kind", "ODS_DE_PARAM"), ("qualified", e["q"]), ("index", e["i"])))
                elif k in ("PARAMS", "STRUCT", "CUSTOM"):
                    rows.append(init(("kind", "ODS_DE_" + k), ("mask", "%du" % mask(e["ps"])),
                                     ("text", c_str(e.get("text")))))
                else:
                    rows.append(init(("kind", "ODS_DE_" + k), ("text", c_str(e["text"]))))
            return rows

        rows = flat(elements(None))
        if len(rows) > 255:
            raise DefUnsupported("format too long")
        return rows

    def row(self, rec):
        r = self.recs.get(rec)
        name = self.gen.def_name(rec)
        is_type = self.recs.isa(rec, "TypeDef")
        args = r["parameters"]["args"] if isinstance(r.get("parameters"), dict) else []
        names = [a[1] for a in args]
        params, elems, custom = [], [], False
        try:
            infos = [self.param(a, n) for a, n in args]
            params = [i[0] for i in infos]
            fmt = r.get("assemblyFormat")
            if r.get("hasCustomAssemblyFormat") or (args and not fmt):
                raise DefUnsupported("C++ syntax")
            if fmt:
                elems = self.compile(fmt, names, [i[2] for i in infos])
                if any(e.startswith("{.kind = ODS_DE_CUSTOM") for e in elems):
                    custom = True
        except DefUnsupported:
            custom = True
        if len(params) > 32:
            custom = True
            params = []
        pa = self.gen.shared_array(self.src, "OdsDefParam", "def_params", params) if params else None
        ea = self.gen.shared_array(self.src, "OdsDefElem", "def_format", elems) if elems else None
        return init(("name", c_str(name)), ("cpp_class", c_str(r.get("cppClassName"))), ("record", c_str(rec)),
                    ("params", pa), ("elems", ea), ("n_params", len(params)), ("n_elems", len(elems)),
                    ("is_type", "true" if is_type else None), ("custom", "true" if custom else None),
                    ("vector_element", "true" if is_type and any(
                        t.get("def") == "VectorElementTypeInterface" for t in r.get("traits") or []) else None))


FLOAT_CLASSES = {
    "BFloat16Type": "bf16", "FloatTF32Type": "tf32", "Float4E2M1FNType": "f4E2M1FN",
    "Float6E2M3FNType": "f6E2M3FN", "Float6E3M2FNType": "f6E3M2FN", "Float8E3M4Type": "f8E3M4",
    "Float8E4M3Type": "f8E4M3", "Float8E4M3B11FNUZType": "f8E4M3B11FNUZ",
    "Float8E4M3FNType": "f8E4M3FN", "Float8E4M3FNUZType": "f8E4M3FNUZ",
    "Float8E5M2Type": "f8E5M2", "Float8E5M2FNUZType": "f8E5M2FNUZ",
    "Float8E8M0FNUType": "f8E8M0FNU", "::mlir::NoneType": "none", "NoneType": "none",
}


def builder_type(call):
    """Textual type built by a BuildableType's builderCall, or None."""
    if not call:
        return None
    m = re.match(r"^\$_builder\.getIntegerType\((\d+)(?:,\s*/\*isSigned=\*/(true|false))?\)$", call)
    if m:
        prefix = {None: "i", "true": "si", "false": "ui"}[m.group(2)]
        return prefix + m.group(1)
    m = re.match(r"^\$_builder\.get(Index|F16|F32|F64|F80|F128|BF16)Type\(\)$", call)
    if m:
        return {"Index": "index", "BF16": "bf16"}.get(m.group(1), m.group(1).lower())
    m = re.match(r"^\$_builder\.getType<(.*)>\(\)$", call)
    if m:
        return FLOAT_CLASSES.get(m.group(1))
    m = re.match(r"^\$_builder\.getI(\d+)Type\(\)$", call)
    if m:
        return "i" + m.group(1)
    # `VectorType::get({2, 4}, <element builder>)`: a static vector type.
    m = re.match(r"^(?:::)?(?:mlir::)?VectorType::get\(\{([\d,\s]+)\},\s*(.*)\)$", call.strip(), re.S)
    if m:
        elem = builder_type(m.group(2).strip())
        dims = [d.strip() for d in m.group(1).split(",")]
        return "vector<%sx%s>" % ("x".join(dims), elem) if elem else None
    return None


def match_expr(tf):
    """A TypesMatchWith transformer computing a vector shape, as the
    ODS_MATCH_EXPR mini-language (ods.h), or None."""
    v = r"::llvm::cast<VectorType>\(\$_self\)"
    elem = {r"IntegerType::get\(\$_self\.getContext\(\),(\d+)\)": lambda m: "i" + m.group(1),
            r"BFloat16Type::get\(\$_self\.getContext\(\)\)": lambda m: "bf16",
            r"Float32Type::get\(\$_self\.getContext\(\)\)": lambda m: "f32"}
    for pat, fn in elem.items():
        m = re.match(r"^VectorType::get\(\{%s\.getShape\(\)\[0\](?:([*/])(\d+))?\},%s\)$" % (v, pat), tf)
        if m:
            dim = "d0" + (m.group(1) + m.group(2) if m.group(1) else "")
            inner = re.match(pat, tf[tf.index("},") + 2:-1])
            return "vec:%s:%s" % (dim, fn(inner))
    # LLVM's cmpxchg: a literal struct of the value's type and i1.
    if tf == "getValAndBoolStructType($_self)":
        return "tmpl:!llvm.struct<(%T, i1)>"
    if re.match(r"^IntegerType::get\(\$_self\.getContext\(\),\(?%s\.getShape\(\)\[0\]\)?\)$" % v, tf):
        return "int:d0"
    m = re.match(r"^%s\.scaleElementBitwidth\((\d+)\)$" % v, tf)
    if m:
        return "scale:" + m.group(1)
    m = re.match(r"^VectorType\(VectorType::Builder\(%s\)\.setDim\(%s\.getRank\(\)-1,(\d+)\)\)$" % (v, v), tf)
    if m:
        return "setlast:" + m.group(1)
    return None


def load_helpers(path):
    names = set()
    for line in open(path):
        m = re.match(r"\s*MLIR_INTERNAL\s+OV\s+(ods_\w+)\s*\(", line)
        if m:
            names.add(m.group(1))
    return names


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", required=True)
    ap.add_argument("--dialect", required=True)
    ap.add_argument("--helpers", required=True, action="append",
                    help="a header of OV helpers (ods_pred.h first; a dialect's own, e.g. "
                         "dialects/llvm/llvm_pred.h, after it is included by the output)")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--report", action="store_true", help="print untranslated predicates")
    ap.add_argument("--dwarf", help="folder of LLVM's Dwarf.def and Dwarf.h (DWARF name parameters)")
    opts = ap.parse_args()
    recs = Records(json.load(open(opts.json)))
    helpers = set()
    for h in opts.helpers:
        helpers |= load_helpers(h)
    gen = DialectGen(recs, opts.dialect, helpers, read_dwarf(opts.dwarf))
    gen.extra_headers = opts.helpers[1:]
    src = gen.generate()
    with open(opts.output, "w") as f:
        f.write(src)
    if opts.report:
        print("%s: %d constraints, %d unmapped" % (opts.dialect, len(gen.constraints), gen.unmapped),
              file=sys.stderr)


if __name__ == "__main__":
    main()
