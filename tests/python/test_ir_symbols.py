"""SymbolTable: lookup, insert (with renaming), erase, names, visibility,
symbol use replacement and walking nested symbol tables."""

import unittest

from mlir.ir import Context, Module, Operation, StringAttr, SymbolTable

SOURCE = """\
func.func private @callee()
func.func @caller() {
  call @callee() : () -> ()
  return
}
"""


class SymbolTableTest(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.module = Module.parse(SOURCE, self.ctx)
        self.table = SymbolTable(self.module.operation)

    def test_lookup(self):
        from mlir.dialects import func

        callee = self.table["callee"]
        self.assertIsInstance(callee, func.FuncOp)
        self.assertIn("caller", self.table)
        self.assertNotIn("nope", self.table)
        with self.assertRaisesRegex(KeyError, "Symbol 'nope' not in the symbol table."):
            self.table["nope"]

    def test_not_a_symbol_table(self):
        with self.assertRaisesRegex(TypeError, "Operation is not a Symbol Table."):
            SymbolTable(self.table["caller"])

    def test_names_and_visibility(self):
        callee = self.table["callee"]
        self.assertEqual(SymbolTable.get_symbol_name(callee).value, "callee")
        self.assertEqual(SymbolTable.get_visibility(callee).value, "private")
        SymbolTable.set_visibility(callee, "nested")
        self.assertEqual(SymbolTable.get_visibility(callee).value, "nested")
        with self.assertRaisesRegex(ValueError, "Expected visibility to be 'public', 'private' "
                                                "or 'nested'"):
            SymbolTable.set_visibility(callee, "secret")
        with self.assertRaisesRegex(ValueError, "Expected operation to have a symbol visibility."):
            SymbolTable.get_visibility(self.table["caller"])
        SymbolTable.set_symbol_name(callee, "renamed")
        self.assertEqual(SymbolTable.get_symbol_name(callee).value, "renamed")

    def test_insert_renames_on_conflict(self):
        clone = self.table["callee"].clone(ip=False)
        name = self.table.insert(clone)
        self.assertIsInstance(name, StringAttr)
        self.assertEqual(name.value, "callee_0")
        self.assertTrue(clone.operation.attached)
        self.assertIn("callee_0", self.table)

    def test_insert_needs_a_symbol_name(self):
        with self.assertRaisesRegex(ValueError, "Expected operation to have a symbol name."):
            self.table.insert(Operation.parse("arith.constant 0 : i32", context=self.ctx))

    def test_erase_and_del(self):
        caller = self.table["caller"]
        self.table.erase(caller)
        self.assertTrue(caller.operation.closed)
        self.assertNotIn("caller", self.table)
        del self.table["callee"]
        self.assertEqual(str(self.module), "module {\n}\n")

    def test_replace_all_symbol_uses(self):
        SymbolTable.replace_all_symbol_uses("callee", "other", self.module.operation)
        # The call names a function that does not exist yet: the module does
        # not verify, so it prints in the generic form (as upstream).
        self.assertIn('"func.call"() <{callee = @other}>', str(self.module))
        SymbolTable.set_symbol_name(self.table["callee"], "other")
        self.assertIn("call @other()", str(self.module))

    def test_walk_symbol_tables(self):
        seen = []
        SymbolTable.walk_symbol_tables(self.module.operation, True,
                                       lambda op, visible: seen.append((op.operation.name,
                                                                        visible)))
        self.assertEqual(seen, [("builtin.module", True)])

        def boom(op, visible):
            raise KeyError("x")

        with self.assertRaisesRegex(RuntimeError, "Exception raised in callback"):
            SymbolTable.walk_symbol_tables(self.module.operation, True, boom)


if __name__ == "__main__":
    unittest.main()
