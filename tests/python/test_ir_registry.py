"""Registrations: AttrBuilder and register_attribute_builder, dialect and
operation classes (seed 000's subclass-and-replace extension, seed 001's
mixin extension), dialect search prefixes, type casters."""

import os
import sys
import tempfile
import textwrap
import unittest

from mlir.dialects import _ods_common
from mlir.dialects._ods_common import _cext
from mlir.ir import (
    AttrBuilder,
    Context,
    Dialect,
    InsertionPoint,
    IntegerAttr,
    IntegerType,
    Location,
    Module,
    Operation,
    OpView,
    Type,
    register_attribute_builder,
    register_dialect,
    register_operation,
    register_type_caster,
)

from mlir_testing import unregistered_context


class AttrBuilderTest(unittest.TestCase):
    def test_builtin_builders_are_registered(self):
        with Context():
            self.assertTrue(AttrBuilder.contains("I32Attr"))
            self.assertEqual(str(AttrBuilder.get("I32Attr")(5, context=None)), "5 : i32")
            self.assertEqual(str(AttrBuilder.get("StrAttr")("s", context=None)), '"s"')
            self.assertEqual(str(AttrBuilder.get("I64ArrayAttr")([1, 2], context=None)),
                             "[1, 2]")
            self.assertEqual(str(AttrBuilder.get("DenseI32ArrayAttr")([1], context=None)),
                             "array<i32: 1>")
            self.assertEqual(str(AttrBuilder.get("SymbolRefAttr")("f", context=None)), "@f")
            self.assertIsNone(AttrBuilder.get("UnitAttr")(False, context=None))
            self.assertEqual(str(AttrBuilder.get("I64ElementsAttr")([1, 2], context=None)),
                             "dense<[1, 2]> : tensor<2xi64>")

    def test_register_and_replace(self):
        @register_attribute_builder("TestOnlyAttr")
        def build(x, context):
            return IntegerAttr.get(IntegerType.get_signless(8, context=context), x)

        try:
            with Context():
                self.assertEqual(str(AttrBuilder.get("TestOnlyAttr")(3, context=None)), "3 : i8")
            with self.assertRaisesRegex(RuntimeError, "Attribute builder for 'TestOnlyAttr' is "
                                                      "already registered"):
                register_attribute_builder("TestOnlyAttr")(build)
            register_attribute_builder("TestOnlyAttr", replace=True)(lambda x, context: None)
            self.assertIsNone(AttrBuilder.get("TestOnlyAttr")(3, None))
        finally:
            AttrBuilder._builders.pop("TestOnlyAttr", None)

    def test_missing_builder(self):
        self.assertFalse(AttrBuilder.contains("NoSuchAttr"))
        with self.assertRaisesRegex(KeyError, "not registered"):
            AttrBuilder.get("NoSuchAttr")


class OperationClassTest(unittest.TestCase):
    def test_register_dialect_and_operation(self):
        @register_dialect
        class _Dialect(Dialect):
            DIALECT_NAMESPACE = "pytest_a"

        @register_operation(_Dialect)
        class ThingOp(OpView):
            OPERATION_NAME = "pytest_a.thing"

        ctx = unregistered_context()
        module = Module.parse('"pytest_a.thing"() : () -> ()', ctx)
        self.assertIsInstance(module.body.operations[0], ThingOp)
        with self.assertRaisesRegex(RuntimeError, "already registered"):
            register_operation(_Dialect)(ThingOp)

    def test_subclass_extension_with_replace(self):
        # Seed 000: extend a generated class by subclassing, then replace it.
        from mlir.dialects import arith
        from mlir.dialects._arith_ops_gen import AddIOp as Generated, _Dialect

        @register_operation(_Dialect, replace=True)
        class AddIOpExt(Generated):
            def swapped(self):
                return self.rhs, self.lhs

        try:
            with Context(), Location.unknown():
                module = Module.parse("func.func @f(%a: i32, %b: i32) -> i32 {\n"
                                      "  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}")
                add = module.body.operations[0].regions[0].blocks[0].operations[0]
                self.assertIsInstance(add, AddIOpExt)
                self.assertEqual([v.get_name() for v in add.swapped()], ["%arg1", "%arg0"])
        finally:
            register_operation(_Dialect, replace=True)(arith.AddIOp)

    def test_mixin_extension(self):
        # Seed 001: a mixin found in an extension module by class name.
        class ext_module:
            class MixOp:
                def double_name(self):
                    return self.operation.name * 2

        @register_dialect
        class _Dialect(Dialect):
            DIALECT_NAMESPACE = "pytest_mix"

        @register_operation(_Dialect)
        @_ods_common.extend_opview_class(ext_module)
        class MixOp(OpView):
            OPERATION_NAME = "pytest_mix.op"

        self.assertEqual(MixOp.__mro__[1], ext_module.MixOp)
        ctx = unregistered_context()
        op = Module.parse('"pytest_mix.op"() : () -> ()', ctx).body.operations[0]
        self.assertEqual(op.double_name(), "pytest_mix.oppytest_mix.op")

    def test_mixin_selected_by_function_and_absent(self):
        class Selected:
            pass

        class ext_module:
            @staticmethod
            def select_opview_mixin(parent):
                return Selected

        class Plain(OpView):
            OPERATION_NAME = "pytest_mix.plain"

        self.assertEqual(_ods_common.extend_opview_class(ext_module)(Plain).__mro__[1], Selected)
        self.assertIs(_ods_common.extend_opview_class(None)(Plain), Plain)

    def test_dialect_search_prefix(self):
        root = tempfile.mkdtemp()
        package = os.path.join(root, "pytest_dialect_pkg")
        os.makedirs(package)
        with open(os.path.join(package, "__init__.py"), "w") as f:
            f.write("")
        with open(os.path.join(package, "pytest_far.py"), "w") as f:
            f.write(textwrap.dedent("""\
                from mlir.dialects._ods_common import _cext
                from mlir.ir import Dialect, OpView

                @_cext.register_dialect
                class _Dialect(Dialect):
                    DIALECT_NAMESPACE = "pytest_far"

                @_cext.register_operation(_Dialect)
                class FarOp(OpView):
                    OPERATION_NAME = "pytest_far.op"
                """))
        sys.path.insert(0, root)
        try:
            ctx = unregistered_context()
            module = Module.parse('"pytest_far.op"() : () -> ()', ctx)
            self.assertEqual(type(module.body.operations[0]).__name__, "OpView")
            _cext.globals.append_dialect_search_prefix("pytest_dialect_pkg")
            self.assertIn("pytest_dialect_pkg", _cext.globals.dialect_search_modules)
            self.assertEqual(type(module.body.operations[0]).__name__, "FarOp")
        finally:
            sys.path.remove(root)
            _cext.globals._dialect_search_prefixes.remove("pytest_dialect_pkg")


class TypeCasterTest(unittest.TestCase):
    def test_custom_type_caster_needs_replace_for_builtins(self):
        from mlir.ir import IndexType, _globals

        class MyIndex(IndexType):
            pass

        with Context():
            with self.assertRaisesRegex(RuntimeError, "Type caster is already registered"):
                register_type_caster(IndexType.static_typeid)(MyIndex)
            register_type_caster(IndexType.static_typeid, replace=True)(MyIndex)
            try:
                self.assertIsInstance(Type.parse("index"), MyIndex)
            finally:
                register_type_caster(IndexType.static_typeid, replace=True)(IndexType)
            self.assertIs(type(Type.parse("index")), IndexType)


class GeneratedModulesUseTheRegistryTest(unittest.TestCase):
    def test_ods_common_helpers(self):
        with Context(), Location.unknown():
            module = Module.create()
            i32 = IntegerType.get_signless(32)
            with InsertionPoint(module.body):
                op = Operation.create("arith.constant",
                                      attributes={"value": IntegerAttr.get(i32, 1)},
                                      infer_type=True)
            self.assertEqual(_ods_common.get_op_result_or_value(op), op.result)
            self.assertEqual(list(_ods_common.get_op_results_or_values(op)), [op.result])
            self.assertEqual(_ods_common.get_op_result_or_op_results(op), op.result)
            self.assertEqual(_ods_common.equally_sized_accessor([1, 2, 3, 4, 5], 1, 2, 1, 1),
                             (3, 2))
            self.assertEqual(_ods_common.get_default_loc_context(), Location.current.context)
            self.assertIs(_cext.ir.Operation, Operation)


if __name__ == "__main__":
    unittest.main()
