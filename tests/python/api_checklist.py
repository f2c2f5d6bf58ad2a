"""Reads shared/reference/python-api-checklist.md (upstream MLIR 22's Python API,
the most-used members starred) and reports which members our `mlir` package has.

    python3 tests/python/api_checklist.py [CHECKLIST]    # prints the report

The checklist is prose tables written for people, so parsing is heuristic:
backticked names are members, a ★ right before one (or before its row's class)
stars it, `a/b` inside one backtick pair are two members, `X.y` puts `y` on
`X`, and a CamelCase name followed by a parenthesised group owns the members
in it. The few rows whose shorthand cannot be read that way are expanded in
ROW_EXPANSIONS below. Not a test file: test_checklist.py imports it.
"""

import importlib
import inspect
import os
import re
import sys

STAR = "\u2605"

# Rows of the checklist whose shorthand is expanded by hand: the first cell's
# text (up to the first "(") -> [(owner, member or None, starred)].
_AFFINE_EXPRS = ["Add", "Mul", "Mod", "FloorDiv", "CeilDiv", "Dim", "Symbol", "Constant"]
ROW_EXPANSIONS = {
    "AffineExpr family": (
        [("AffineExpr", None, False)]
        + [(f"Affine{k}Expr", None, False) for k in _AFFINE_EXPRS]
        + [("AffineExpr", m, False) for m in ("__add__", "__mul__", "__mod__", "compose")]
        + [("AffineMap", m, False) for m in (
            "get", "get_identity", "get_permutation", "get_constant", "get_empty",
            "get_minor_identity", "get_submap", "get_major_submap", "get_minor_submap",
            "n_dims", "n_symbols", "results", "is_permutation")]
        + [("IntegerSet", None, False), ("IntegerSet", "constraints", False)]),
}

# Prose fragments that name something other than a member of the row's class.
IGNORED = {
    ("TypeID", "static_typeid"),  # "classes expose `static_typeid`": covered per class
    ("TypeID", "typeid"),
    ("Location", "loc"),  # "`__repr__` prints `loc(...)`"
    # Shorthand rows that lump classes together: upstream's FloatType has no
    # get(), its OperationIterator is a plain iterator (no len, no indexing).
    ("FloatType", "get"),
    ("OperationIterator", "__getitem__"),
    ("OperationIterator", "__len__"),
}

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Item:
    """One checklist member: `owner` (a class or None) in `module`."""

    def __init__(self, module, owner, member, starred):
        self.module, self.owner, self.member, self.starred = module, owner, member, starred

    @property
    def key(self):
        return (self.module, self.owner, self.member)

    def __str__(self):
        path = ".".join(p for p in (self.module, self.owner, self.member) if p)
        return (STAR if self.starred else " ") + " " + path


def _split_top(text, seps=","):
    """Splits at `seps` outside (), [], {} and backticks."""
    parts, depth, tick, cur = [], 0, False, []
    for ch in text:
        if ch == "`":
            tick = not tick
        elif not tick and ch in "([{":
            depth += 1
        elif not tick and ch in ")]}":
            depth = max(depth - 1, 0)
        if ch in seps and depth == 0 and not tick:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def _drop_groups(text, openers):
    """`text` without the parenthesised groups starting with one of `openers`
    (parentheses inside backticks do not count)."""
    out, i = [], 0
    while i < len(text):
        if text.startswith(openers, i):
            depth, tick = 0, False
            while i < len(text):
                ch = text[i]
                if ch == "`":
                    tick = not tick
                elif not tick and ch == "(":
                    depth += 1
                elif not tick and ch == ")":
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            i += 1
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _expand_shorthand(word, suffix_default=""):
    """`DenseI8/I16/BoolArrayAttr` -> DenseI8ArrayAttr, DenseI16ArrayAttr, ...;
    `Float8E4M3FN/E5M2` -> Float8E4M3FN, Float8E5M2 (+ suffix_default)."""
    parts = word.split("/")
    if len(parts) == 1:
        names = parts
    else:
        first, second = parts[0], parts[1]
        cut = first.find(second[0], 1)
        prefix = first[:cut] if cut > 0 else ""
        suffix = ""
        for s in ("ArrayAttr", "Attr", "Type"):
            if parts[-1].endswith(s) and not first.endswith(s):
                suffix = s
                break
        cores = [first[len(prefix):]] + parts[1:]
        if suffix:
            cores[-1] = cores[-1][: -len(suffix)]
        names = [prefix + c + suffix for c in cores]
    if suffix_default:
        names = [n if n.endswith(suffix_default) else n + suffix_default for n in names]
    return names


def _member_names(tick_text, last_word_replaces=False):
    """The member names in one backticked item (`a/b`, `X.y(...)`, `y=...`)."""
    text = tick_text.strip().lstrip("@")
    if text.endswith(".py") or text.startswith(("super(", "mlir/")):
        return []  # a file or a code fragment, not a member
    text = re.split(r"[(=\[ {]", text, 1)[0]
    out = []
    prev_head = None
    for piece in text.split("/"):
        piece = piece.strip()
        if not piece:
            continue
        owner = None
        if "." in piece:
            head, _, piece = piece.rpartition(".")
            owner = head or prev_head
            prev_head = owner
        if piece.endswith("_*"):
            piece = piece[:-1]  # wildcard prefix, matched by startswith
        elif not _IDENT.fullmatch(piece):
            continue
        out.append((owner, piece))
    # `register_traceback_file_exclusion/inclusion`: the last word replaces.
    if last_word_replaces and len(out) == 2 and out[1][0] is None and "_" in out[0][1] and "_" not in out[1][1]:
        base = out[0][1].rsplit("_", 1)[0]
        out[1] = (None, base + "_" + out[1][1])
    return out


def _ticked(text):
    """(starred, backticked text) pairs: ★ stars the next backticked item when
    only words stand between them."""
    items, pending = [], False
    for tok in re.finditer(r"`([^`]*)`|" + STAR + r"|[,;]", text):
        if tok.group(0) == STAR:
            pending = True
        elif tok.group(0) in ",;":
            pending = False
        else:
            # `a`/`b`: a slash right after the previous item keeps its star
            joined = bool(items) and text[tok.start() - 1] == "/"
            items.append((pending or (joined and items[-1][0]), tok.group(1)))
            pending = False
    return items


def _class_cell(cell, suffix_default):
    """The classes a row's first cell names: [(name, starred, inline members)]."""
    out = []
    for part in _split_top(cell.replace(" + ", ", "), ","):
        if " / " in part:
            for sub in part.split(" / "):
                out.extend(_class_cell(sub, suffix_default))
            continue
        starred = STAR in part
        part = part.replace(STAR, "").strip()
        m = re.match(r"([A-Za-z_][\w/]*)\s*(?:\((.*)\))?\s*$", part, re.S)
        if not m:
            continue
        names = _expand_shorthand(m.group(1), suffix_default)
        inner = m.group(2) or ""
        members = []
        if inner and "`" in inner:
            members = [(s, t) for s, t in _ticked(inner)]
        elif inner.startswith("+"):
            # "(+DenseIntElementsAttr, DenseFPElementsAttr)": more classes
            for extra in _split_top(inner.lstrip("+")):
                out.append((extra.strip(), False, []))
        for n in names:
            out.append((n, starred or STAR in m.group(1), members))
    # A star inside a shorthand (`DenseI8/★I64`) stars that class only.
    return out


def _starred_in_shorthand(cell):
    starred = set()
    for word in re.findall(r"[\w/" + STAR + "]+", cell):
        if "/" in word and STAR in word:
            parts = word.split("/")
            for i, p in enumerate(parts):
                if p.startswith(STAR):
                    starred.add(i)
            names = _expand_shorthand(word.replace(STAR, ""))
            return {names[i] for i in starred}
    return set()


def _assigned_in_init(cls, name):
    """Whether some class of cls's MRO sets `self.<name>` (an instance attribute)."""
    for klass in cls.__mro__:
        try:
            source = inspect.getsource(klass)
        except (OSError, TypeError):
            continue
        if re.search(r"self\.%s\s*=" % re.escape(name), source):
            return True
    return False


class Checklist:
    def __init__(self, text):
        self.items = {}
        self._parse(text)

    def _add(self, module, owner, member, starred):
        if (owner, member) in IGNORED:
            return
        key = (module, owner, member)
        if key in self.items:
            self.items[key].starred |= starred
        else:
            self.items[key] = Item(module, owner, member, starred)

    # -- parsing ---------------------------------------------------------------

    def _parse(self, text):
        section = None
        table_common = []
        bullet = []  # the lines of the current 1.7 bullet

        def flush():
            if bullet:
                self._parse_ods_bullet(" ".join(l.strip() for l in bullet))
                bullet.clear()

        for line in text.splitlines():
            head = re.match(r"###\s+(\d+\.\d+)", line)
            if head or (section == "1.7" and (line.startswith(("- ", "#")) or not line.strip())):
                flush()
            if section == "1.7" and not head:
                if line.startswith("- ") or (bullet and line.startswith(" ")):
                    bullet.append(line)
                continue
            if head:
                section = head.group(1)
                table_common = []
                common = re.search(r"\(all: (.*)\)", line)
                if common:
                    table_common = [t for _, t in _ticked(common.group(1)) if not t[0].isupper()]
                    table_common += ["typeid", "static_typeid", "isinstance"] if "cast ctor" in line else []
                continue
            if section == "1.6":
                self._parse_rewrite_line(line)
                continue
            if not line.startswith("|") or line.startswith("|---") or section is None:
                continue
            cells = _split_top(line.strip()[1:-1], "|")
            if cells[0] in ("name", "class", "member"):
                continue
            if section == "1.1":
                self._parse_module_row(cells[0], cells[1] if len(cells) > 1 else "")
            elif section == "1.5":
                self._parse_pass_row(cells[0])
            else:
                self._parse_class_row(section, cells, table_common)
        flush()

    def _parse_module_row(self, cell, notes=""):
        starred = STAR in cell
        module = "mlir._mlir_libs" if "from `_mlir_libs`" in notes else "mlir.ir"
        outer = re.sub(r"\(([^`()]*`[^)]*)\)", "", cell)  # `globals` (`_Globals`: ...)
        group = re.search(r"`(\w+)`\s*\(`_\w+`:(.*)\)", cell)
        last_owner = None
        for _, t in _ticked(outer):
            for owner, name in _member_names(t, last_word_replaces=True):
                owner = owner or (last_owner if t.startswith(".") else None)
                if owner:
                    last_owner = owner
                    self._add(module, owner, name, starred)
                else:
                    self._add(module, None, name, starred)
        if group:
            for _, t in _ticked(group.group(2)):
                for _, name in _member_names(t, last_word_replaces=True):
                    self._add("mlir.ir", group.group(1), name, starred)

    def _parse_pass_row(self, cell):
        owner = "PassManager"
        for starred, t in _ticked(cell):
            starred = starred or cell.lstrip().startswith(STAR)
            ctor = re.match(r"([A-Z]\w*)\(", t)
            if ctor:
                owner = ctor.group(1)
                self._add("mlir.passmanager", None, owner, starred)
                continue
            for o, name in _member_names(t):
                self._add("mlir.passmanager", o or owner, name, starred)
        if "with `run(" in cell:
            self._add("mlir.passmanager", "Pass", "run", False)

    def _parse_class_row(self, section, cells, table_common):
        first = cells[0]
        members_cell = cells[1] if len(cells) > 1 else ""
        # "(kwargs: `a`, ...)" and "(I32 used for `x`)" name no members.
        members_cell = _drop_groups(members_cell, ("(kwargs:", "(I32 used"))
        key = first.replace(STAR, "").strip().split("(")[0].strip()
        if key in ROW_EXPANSIONS:
            for owner, member, starred in ROW_EXPANSIONS[key]:
                self._add("mlir.ir", None if member is None else owner,
                          owner if member is None else member, starred)
            return
        suffix = "Type" if section == "1.3" else ""
        group_label = key in ("Diagnostics", "Dialect plumbing", "Interfaces")
        classes = [] if group_label else _class_cell(first, suffix)
        shorthand_stars = _starred_in_shorthand(first)
        base_row = key in ("Type", "Attribute")
        for name, starred, inline in classes:
            if name.startswith("_") and name != "_OperationBase":
                continue
            self._add("mlir.ir", None, name, starred or name in shorthand_stars)
            for s, t in inline:
                for o, m in _member_names(t):
                    self._add("mlir.ir", o or name, m, s)
            if not base_row:
                for t in table_common:
                    for _, m in _member_names(t):
                        self._add("mlir.ir", name, m, False)
        names = [c[0] for c in classes]
        parts = _split_top(members_cell, ";")
        if len(names) > 1 and len(parts) == len(names):
            for name, part in zip(names, parts):
                self._members(part, [name])
        else:
            self._members(members_cell, names)

    def _members(self, text, owners):
        # `Name` (`a`, `b`) / `Name {A, B}` / `Name(args)` (`a`): a class of its own.
        consumed = []
        for m in re.finditer(r"`([A-Z][A-Z0-9]*[a-z]\w*)(?:\([^`]*\))?(?: \{([^}]*)\})?`(?:\s*\(([^)]*)\))?", text):
            name, enum_members, inner = m.group(1), m.group(2), m.group(3)
            if name in owners or (owners and name == owners[0]):
                continue
            consumed.append(m.span())
            starred = text[max(m.start() - 1, 0):m.start()] == STAR
            self._add("mlir.ir", None, name, starred)
            for e in (enum_members or "").split(","):
                if e.strip():
                    self._add("mlir.ir", name, e.strip(), False)
            if inner and "`" in inner:
                for s, t in _ticked(inner):
                    for o, mem in _member_names(t):
                        self._add("mlir.ir", o or name, mem, s)
        rest = text
        for a, b in reversed(consumed):
            rest = rest[:a] + rest[b:]
        for starred, t in _ticked(rest):
            call = re.match(r"([A-Z]\w*)\((?:[^)]*)\)\.(\w+)", t)  # `X(obj).method(...)`
            if call:
                self._add("mlir.ir", call.group(1), call.group(2), starred)
                continue
            if re.match(r"[A-Z][A-Z0-9]*[a-z]\w*(\(|\[|$)", t) and "." not in t.split("(")[0]:
                continue  # a constructor call form or the class itself
            for o, name in _member_names(t):
                for owner in ([o] if o else owners):
                    self._add("mlir.ir", owner, name, starred)

    def _parse_rewrite_line(self, line):
        for stmt in _split_top(line, ";"):
            owner = None
            for m in re.finditer(r"(" + STAR + r")?`([^`]*)`(?:\s*\(([^`)]*)\))?", stmt):
                starred, t, plain = bool(m.group(1)), m.group(2), m.group(3)
                cls = re.match(r"([A-Z]\w*)(\(|$)", t)
                if cls:
                    owner = cls.group(1)
                    self._add("mlir.rewrite", None, owner, starred)
                    for p in _split_top(plain or ""):
                        if re.fullmatch(r"\w+", p):
                            self._add("mlir.rewrite", owner, p, False)
                        elif re.fullmatch(r"add_legal/illegal_op/dialect", p):
                            for a in ("legal", "illegal"):
                                for b in ("op", "dialect"):
                                    self._add("mlir.rewrite", owner, f"add_{a}_{b}", False)
                    continue
                for o, name in _member_names(t):
                    self._add("mlir.rewrite", o or owner, name, starred)

    def _parse_ods_bullet(self, line):
        bullet = line
        if bullet.startswith(("- Current tblgen header", "- Helpers in")):
            for starred, t in _ticked(line):
                if t.startswith(("_ods_common", "_ods_ir", "_ods_cext")):
                    continue
                for _, name in _member_names(t):
                    self._add("mlir.dialects._ods_common", None, name, starred)
        elif bullet.startswith("- Generated code relies on"):
            for starred, t in _ticked(line):
                m = re.match(r"@?_ods_(ir|cext)\.([A-Za-z_]\w*)(?:\.([\w/]+))?", t)
                if not m:
                    continue
                if m.group(3):
                    for name in m.group(3).split("/"):
                        self._add("mlir.ir", m.group(2), name, starred)
                elif m.group(1) == "cext":
                    self._add("mlir.ir", None, m.group(2), starred)
        elif bullet.startswith("- Hand-written dialect extras"):
            owner = None
            for starred, t in _ticked(line):
                m = re.match(r"@?(func|arith)\.(\w+)", t)
                if t.endswith(".py"):
                    continue
                if m:
                    mod, name = "mlir.dialects." + m.group(1), m.group(2)
                    self._add(mod, None, name, starred)
                    owner = (mod, name if name[0].isupper() else None)
                    continue
                m = re.match(r"(\w+)\.(\w+)", t)
                if m and owner:
                    owner = (owner[0], m.group(1))
                    self._add(owner[0], m.group(1), m.group(2), starred)
                    continue
                if owner and owner[1]:
                    for _, name in _member_names(t):
                        self._add(owner[0], owner[1], name, starred)
        elif bullet.startswith("- Python-defined dialects"):
            if "`mlir.dialects.irdl`" in line:
                self._add("mlir.dialects.irdl", None, None, False)
            m = re.search(r"`mlir\.dialects\.ext`\s*\(([^;]*)", line)
            if m:
                self._add("mlir.dialects.ext", None, None, False)
                for _, t in _ticked(m.group(1)):
                    for _, name in _member_names(t):
                        self._add("mlir.dialects.ext", None, name, False)

    # -- checking --------------------------------------------------------------

    def present(self, item):
        """Whether our package has `item` (imports its module)."""
        try:
            obj = importlib.import_module(item.module)
        except ImportError:
            return False
        for part in (item.owner, item.member):
            if part is None:
                continue
            if part.endswith("_"):  # wildcard prefix (`loc_tracebacks_*`)
                if not any(n.startswith(part) for n in dir(obj)):
                    return False
                continue
            if inspect.ismodule(obj):  # a module __getattr__ may serve the name
                try:
                    obj = getattr(obj, part)
                except AttributeError:
                    return False
                continue
            try:
                found = inspect.getattr_static(obj, part)
            except AttributeError:
                if not (inspect.isclass(obj) and _assigned_in_init(obj, part)):
                    return False
                return True
            try:
                obj = getattr(obj, part)
            except Exception:  # a class property that needs a current object
                obj = found
        return True

    def report(self):
        """(starred present, starred total, all present, all total, missing items)."""
        items = sorted(self.items.values(), key=lambda i: (not i.starred, str(i)))
        missing = [i for i in items if not self.present(i)]
        starred = [i for i in items if i.starred]
        return (len(starred) - sum(1 for i in missing if i.starred), len(starred),
                len(items) - len(missing), len(items), missing)


def default_path():
    """shared/reference/python-api-checklist.md next to the source tree, or None."""
    here = os.path.dirname(os.path.realpath(__file__))
    roots = [os.environ.get("MLIRC_ROOT"), os.path.join(here, "..", "..")]
    for root in roots:
        if root:
            path = os.path.join(root, "..", "shared", "reference", "python-api-checklist.md")
            if os.path.exists(path):
                return os.path.normpath(path)
    return None


def main(argv):
    args = [a for a in argv[1:] if a != "-v"]
    path = args[0] if args else default_path()
    if not path:
        print("no checklist found (../shared/reference/python-api-checklist.md)")
        return 0
    with open(path, encoding="utf-8") as f:
        checklist = Checklist(f.read())
    if "-v" in argv:
        for item in sorted(checklist.items.values(), key=str):
            print(("+ " if checklist.present(item) else "- ") + str(item))
    sp, st, ap, at, missing = checklist.report()
    print(f"starred: {sp}/{st} present; all: {ap}/{at} present")
    for item in missing:
        print("missing", item)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
