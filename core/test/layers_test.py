"""The layer check (layers.py) on the core itself, and on small trees that
break each rule, so that the check is known to catch what it claims."""

import os
import tempfile
import unittest

import layers

HERE = os.path.dirname(os.path.abspath(__file__))

README = """# core
```layers
support
ir
dialects/utils
dialects
```
"""


def tree(files):
    root = tempfile.mkdtemp()
    with open(os.path.join(root, "README.md"), "w") as f:
        f.write(README)
    for path, text in files.items():
        full = os.path.join(root, "lib", path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
    return root


class CoreTest(unittest.TestCase):
    def test_the_core_keeps_its_layers(self):
        problems, n = layers.check(os.path.join(HERE, ".."))
        self.assertGreater(n, 100)
        self.assertEqual(problems, [])


class RulesTest(unittest.TestCase):
    def test_an_upward_include(self):
        root = tree({"support/s.h": '#include "../ir/ir.h"\n', "ir/ir.h": "\n"})
        problems, _ = layers.check(root)
        self.assertEqual(problems, ["support/s.h includes ir/ir.h: ir is above support"])

    def test_an_upward_call_hidden_behind_a_lower_declaration(self):
        root = tree({
            "support/s.c": "void low(void) { high(); }\n",
            "ir/i.c": "void high(void) {\n}\n",
        })
        problems, _ = layers.check(root)
        self.assertEqual(problems, ["support/s.c calls high, defined in ir/i.c: ir is above support"])

    def test_dialects_may_use_each_other_but_not_in_a_cycle(self):
        ok = tree({"dialects/a/a.h": '#include "../b/b.h"\n', "dialects/b/b.h": "\n"})
        self.assertEqual(layers.check(ok)[0], [])
        cyclic = tree({"dialects/a/a.h": '#include "../b/b.h"\n', "dialects/b/b.h": '#include "../a/a.h"\n'})
        problems, _ = layers.check(cyclic)
        self.assertIn("include cycle between dialect folders: dialects/a -> dialects/b -> dialects/a", problems)

    def test_utils_stay_below_the_dialects(self):
        root = tree({"dialects/utils/u.h": '#include "../a/a.h"\n', "dialects/a/a.h": "\n"})
        problems, _ = layers.check(root)
        self.assertEqual(problems, ["dialects/utils/u.h includes dialects/a/a.h: dialects/a is above dialects/utils"])

    def test_a_folder_in_no_layer(self):
        root = tree({"extra/x.c": "\n"})
        self.assertEqual(layers.check(root)[0], ["extra/x.c: its folder is in no layer of core/README.md"])


if __name__ == "__main__":
    unittest.main()
