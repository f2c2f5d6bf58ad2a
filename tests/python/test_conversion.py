"""mlir.rewrite's dialect conversion: a small `toy` dialect written here
(unregistered ops on `!toy.int`) is lowered to arith and func on i32 with a
TypeConverter, materializations, conversion patterns that read their
converted operands from the adaptor, dynamic legality, and the full and
partial drivers; failures give upstream's diagnostics and restore the IR.

No oracle can run these Python patterns, so the expected IR is what the
lowering must produce by upstream's C++ semantics (DialectConversion.cpp:
patterns see operands remapped, unconverted users are served through
source materializations, a failed conversion rolls everything back); every
expected module text was checked to be printed unchanged by
`mlir-opt --allow-unregistered-dialect` 22, so its spelling is upstream's.
"""

import unittest

from mlir.dialects import arith
from mlir.ir import (
    Context,
    FunctionType,
    IntegerType,
    Location,
    MLIRError,
    Module,
    OpAdaptor,
    Operation,
    Type,
    TypeAttr,
)
from mlir.rewrite import (
    ConversionConfig,
    ConversionPatternRewriter,
    ConversionTarget,
    DialectConversionFoldingMode,
    RewritePatternSet,
    TypeConverter,
    apply_full_conversion,
    apply_partial_conversion,
    populate_function_op_interface_type_conversion_pattern,
)

TOY = """\
func.func @f(%a: !toy.int, %b: !toy.int) -> !toy.int {
  %0 = "toy.add"(%a, %b) : (!toy.int, !toy.int) -> !toy.int
  %1 = "toy.mul"(%0, %a) : (!toy.int, !toy.int) -> !toy.int
  return %1 : !toy.int
}
"""

TOY_PRINTED = """\
module {
  func.func @f(%arg0: !toy.int, %arg1: !toy.int) -> !toy.int {
    %0 = "toy.add"(%arg0, %arg1) : (!toy.int, !toy.int) -> !toy.int
    %1 = "toy.mul"(%0, %arg0) : (!toy.int, !toy.int) -> !toy.int
    return %1 : !toy.int
  }
}
"""

LOWERED = """\
module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %0, %arg0 : i32
    return %1 : i32
  }
}
"""


def is_toy(type):
    return str(type) == "!toy.int"


def mentions_toy(types):
    return any("!toy." in str(t) for t in types)


class _Conversion(unittest.TestCase):
    def setUp(self):
        self.ctx = Context()
        self.ctx.allow_unregistered_dialects = True
        self.ctx.__enter__()
        self.loc = Location.unknown()
        self.loc.__enter__()
        self.i32 = IntegerType.get_signless(32)
        self.materialized = []

    def tearDown(self):
        self.loc.__exit__(None, None, None)
        self.ctx.__exit__(None, None, None)

    def converter(self):
        converter = TypeConverter()
        converter.add_conversion(lambda t: t)
        converter.add_conversion(lambda t: self.i32 if is_toy(t) else None)

        def cast(rewriter, type, inputs, loc):
            self.materialized.append(f"{', '.join(str(v.type) for v in inputs)} to {type}")
            with rewriter.ip:
                op = Operation.create("builtin.unrealized_conversion_cast", results=[type],
                                      operands=inputs, loc=loc)
            return op.result

        converter.add_source_materialization(cast)
        converter.add_target_materialization(cast)
        return converter

    def patterns(self, converter, ops=("toy.add", "toy.mul"), signatures=True, extra=(),
                 signature_pattern=None):
        lowered_to = {"toy.add": "arith.addi", "toy.mul": "arith.muli"}

        def lower(op, adaptor, type_converter, rewriter):
            result_type = type_converter.convert_type(op.results[0].type)
            with rewriter.ip:
                new = Operation.create(lowered_to[op.name], results=[result_type],
                                       operands=adaptor.operands)
            rewriter.replace_op(op, new)

        def lower_return(op, adaptor, type_converter, rewriter):
            with rewriter.modify_op_in_place(op):
                for i, value in enumerate(adaptor.operands):
                    op.operation.operands[i] = value

        patterns = RewritePatternSet()
        for name in ops:
            patterns.add_conversion(name, lower, converter)
        for name, fn in extra:
            patterns.add_conversion(name, fn, converter)
        if signatures:
            patterns.add_conversion("func.return", lower_return, converter)
            if signature_pattern is not None:
                patterns.add_conversion("func.func", signature_pattern, converter)
            else:
                populate_function_op_interface_type_conversion_pattern("func.func", patterns,
                                                                        converter)
        return patterns.freeze()

    def target(self):
        target = ConversionTarget()
        target.add_legal_dialect("arith")
        target.add_legal_op("builtin.module")
        target.add_illegal_dialect("toy")
        target.add_dynamically_legal_op(
            "func.func", lambda op: not mentions_toy([op.attributes["function_type"]]))
        target.add_dynamically_legal_op(
            "func.return", lambda op: not mentions_toy(v.type for v in op.operands))
        return target


class FullConversionTest(_Conversion):
    def test_lowers_the_toy_dialect_with_signatures(self):
        module = Module.parse(TOY)
        apply_full_conversion(module, self.target(), self.patterns(self.converter()))
        self.assertEqual(str(module), LOWERED)
        self.assertTrue(module.operation.verify())

    def test_a_signature_pattern_written_in_python(self):
        # What populate_function_op_interface_type_conversion_pattern does,
        # with the rewriter: convert the body's block arguments, then the
        # function type.
        def convert_signature(op, adaptor, type_converter, rewriter):
            signature = op.type
            with rewriter.modify_op_in_place(op):
                rewriter.convert_region_types(op.regions[0], type_converter)
                op.attributes["function_type"] = TypeAttr.get(FunctionType.get(
                    [type_converter.convert_type(t) for t in signature.inputs],
                    [type_converter.convert_type(t) for t in signature.results]))

        module = Module.parse(TOY)
        apply_full_conversion(module, self.target(),
                              self.patterns(self.converter(), signature_pattern=convert_signature))
        self.assertEqual(str(module), LOWERED)
        self.assertEqual(self.materialized, [])

    def test_failure_gives_upstreams_diagnostic_and_restores_the_ir(self):
        module = Module.parse(TOY)
        # toy.mul has no pattern: the toy.add already lowered is rolled back.
        patterns = self.patterns(self.converter(), ops=("toy.add",))
        with self.assertRaises(MLIRError) as caught:
            apply_full_conversion(module, self.target(), patterns)
        error = caught.exception
        self.assertEqual(error.message, "full conversion failed")
        self.assertEqual(len(error.error_diagnostics), 1)
        diagnostic = error.error_diagnostics[0]
        self.assertEqual(diagnostic.message, "failed to legalize operation 'toy.mul'")
        self.assertEqual(str(diagnostic.location), 'loc("-":3:8)')
        # The note prints the op in the IR as it was mid-conversion.
        self.assertEqual(len(diagnostic.notes), 1)
        self.assertTrue(diagnostic.notes[0].message.startswith("see current operation: "))
        self.assertEqual(str(module), TOY_PRINTED)

    def test_an_op_without_a_legality_fails_a_full_conversion(self):
        module = Module.parse(TOY)
        target = self.target()
        patterns = self.patterns(self.converter())
        converted = Module.parse('"toy.print"() : () -> ()')
        # builtin.module is legal; an unknown op is not.
        with self.assertRaises(MLIRError) as caught:
            apply_full_conversion(converted, target, patterns)
        self.assertEqual([d.message for d in caught.exception.error_diagnostics],
                         ["failed to legalize operation 'toy.print'"])
        apply_full_conversion(module, target, patterns)
        self.assertEqual(str(module), LOWERED)


class PartialConversionTest(_Conversion):
    def test_unconverted_users_are_served_by_materializations(self):
        # Only toy.add must go; toy.mul is unknown to the target and stays,
        # fed and read through the converter's materializations. A block
        # argument's cast goes to the start of its block, so %arg1's, built
        # second, comes first: mlir-opt 22 --convert-arith-to-llvm orders the
        # casts of `arith.addi %a, %b` on index arguments the same way.
        module = Module.parse(TOY)
        target = ConversionTarget()
        target.add_legal_dialect("arith")
        target.add_illegal_op("toy.add")
        apply_partial_conversion(module, target,
                                 self.patterns(self.converter(), ops=("toy.add",), signatures=False))
        self.assertEqual(str(module), """\
module {
  func.func @f(%arg0: !toy.int, %arg1: !toy.int) -> !toy.int {
    %0 = builtin.unrealized_conversion_cast %arg1 : !toy.int to i32
    %1 = builtin.unrealized_conversion_cast %arg0 : !toy.int to i32
    %2 = arith.addi %1, %0 : i32
    %3 = builtin.unrealized_conversion_cast %2 : i32 to !toy.int
    %4 = "toy.mul"(%3, %arg0) : (!toy.int, !toy.int) -> !toy.int
    return %4 : !toy.int
  }
}
""")
        self.assertEqual(self.materialized, ["!toy.int to i32", "!toy.int to i32", "i32 to !toy.int"])

    def test_illegal_op_left_fails_and_restores_the_ir(self):
        module = Module.parse(TOY)
        target = self.target()
        with self.assertRaises(MLIRError) as caught:
            apply_partial_conversion(module, target,
                                     self.patterns(self.converter(), ops=("toy.add",)))
        self.assertEqual(caught.exception.message, "partial conversion failed")
        self.assertEqual(
            [d.message for d in caught.exception.error_diagnostics],
            ["failed to legalize operation 'toy.mul' that was explicitly marked illegal"])
        self.assertEqual(str(module), TOY_PRINTED)

    def test_converts_a_nested_operation_only(self):
        module = Module.parse(TOY + TOY.replace("@f", "@g"))
        second = module.body.operations[1]
        apply_partial_conversion(second, self.target(), self.patterns(self.converter()))
        self.assertEqual(str(module), TOY_PRINTED[:-len("}\n")] + LOWERED[len("module {\n"):].replace("@f", "@g"))


class CallbackErrorTest(_Conversion):
    def test_exception_in_a_pattern_propagates_and_rolls_back(self):
        module = Module.parse(TOY)
        converter = self.converter()

        def broken(op, adaptor, type_converter, rewriter):
            raise ZeroDivisionError("in pattern")

        patterns = self.patterns(converter, ops=("toy.add",), extra=[("toy.mul", broken)])
        # The pattern that raised did not apply: the conversion fails (its
        # diagnostics give way to the exception) and restores the IR.
        with self.assertRaisesRegex(ZeroDivisionError, "in pattern"):
            apply_full_conversion(module, self.target(), patterns)
        self.assertEqual(str(module), TOY_PRINTED)

    def test_exception_in_a_type_conversion_propagates(self):
        converter = TypeConverter()

        def broken(type):
            raise KeyError("no such type")

        converter.add_conversion(broken)
        with self.assertRaisesRegex(KeyError, "no such type"):
            converter.convert_type(self.i32)
        # The converter still works for the next call.
        converter.add_conversion(lambda t: t)
        self.assertEqual(converter.convert_type(self.i32), self.i32)

    def test_exception_in_a_legality_callback_propagates(self):
        module = Module.parse(TOY)
        target = self.target()

        def broken(op):
            raise ValueError("cannot tell")

        target.add_dynamically_legal_op("toy.add", broken)
        # A callback that raised answers "illegal": toy.add is converted as
        # it would be anyway, and the exception is raised once the driver
        # returned, the IR as the conversion left it.
        with self.assertRaisesRegex(ValueError, "cannot tell"):
            apply_full_conversion(module, target, self.patterns(self.converter()))
        self.assertEqual(str(module), LOWERED)

    def test_a_type_conversion_must_return_types(self):
        converter = TypeConverter()
        converter.add_conversion(lambda t: "i32")
        with self.assertRaisesRegex(TypeError, "a type conversion returns a Type"):
            converter.convert_type(self.i32)


class AdaptorAndLegalityTest(_Conversion):
    """Widening arith on i16 to i32: patterns rooted at an OpView class read
    `adaptor.lhs`/`adaptor.rhs`, legality depends on the op's types."""

    SOURCE = """\
func.func @w(%a: i16, %b: i16) -> i16 {
  %0 = arith.addi %a, %b : i16
  %1 = arith.addi %0, %a : i16
  return %1 : i16
}
"""

    def widen(self):
        i16 = IntegerType.get_signless(16)
        converter = TypeConverter()
        converter.add_conversion(lambda t: t)
        converter.add_conversion(lambda t: self.i32 if t == i16 else None)
        seen = []

        def lower_addi(op, adaptor, type_converter, rewriter):
            self.assertIsInstance(op, arith.AddIOp)
            self.assertIsInstance(adaptor, OpAdaptor)
            self.assertIsInstance(rewriter, ConversionPatternRewriter)
            seen.append((str(adaptor.lhs.type), str(adaptor.rhs.type)))
            self.assertEqual(adaptor.operands, [adaptor.lhs, adaptor.rhs])
            self.assertIn("overflowFlags", adaptor.attributes)
            self.assertEqual(rewriter.get_remapped_value(op.lhs), adaptor.lhs)
            with rewriter.ip:
                new = arith.addi(adaptor.lhs, adaptor.rhs)
            rewriter.replace_op(op, [new])

        def lower_return(op, adaptor, type_converter, rewriter):
            with rewriter.modify_op_in_place(op):
                op.operation.operands[0] = adaptor.operands[0]

        patterns = RewritePatternSet()
        patterns.add_conversion(arith.AddIOp, lower_addi, converter, benefit=2)
        patterns.add_conversion("func.return", lower_return, converter)
        populate_function_op_interface_type_conversion_pattern("func.func", patterns, converter)
        target = ConversionTarget()
        target.add_legal_op("builtin.module")
        target.add_dynamically_legal_dialect(arith, lambda op: op.result.type == self.i32)
        target.add_dynamically_legal_op(
            "func.func", lambda op: "i16" not in str(op.attributes["function_type"]))
        target.add_dynamically_legal_op("func.return",
                                        lambda op: op.operands[0].type == self.i32)
        return target, patterns.freeze(), seen

    def test_adaptor_accessors_read_converted_operands(self):
        module = Module.parse(self.SOURCE)
        target, patterns, seen = self.widen()
        apply_full_conversion(module, target, patterns)
        self.assertEqual(str(module), """\
module {
  func.func @w(%arg0: i32, %arg1: i32) -> i32 {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    return %1 : i32
  }
}
""")
        self.assertEqual(seen, [("i32", "i32"), ("i32", "i32")])

    def test_none_defers_to_the_older_legality_callback(self):
        # As upstream's composed legality callbacks: None asks the callback
        # registered before; with none left the dynamically legal op is
        # illegal. Unknown ops ask the unknown-op callback.
        module = Module.parse('"toy.keep"() : () -> ()\n"toy.other"() : () -> ()\n'
                              '"toy.drop"() : () -> ()')
        asked = []
        target = ConversionTarget()
        target.add_legal_op("builtin.module")
        target.mark_unknown_op_dynamically_legal(lambda op: asked.append(op.name) or True)
        target.add_dynamically_legal_op("toy.keep", lambda op: True)
        target.add_dynamically_legal_op("toy.keep", lambda op: None)
        target.add_dynamically_legal_op("toy.drop", lambda op: None)
        with self.assertRaises(MLIRError) as caught:
            apply_full_conversion(module, target, RewritePatternSet().freeze())
        self.assertEqual([d.message for d in caught.exception.error_diagnostics],
                         ["failed to legalize operation 'toy.drop'"])
        self.assertEqual(asked, ["toy.other"])


class OneToNTest(_Conversion):
    def test_a_pair_converts_to_two_values(self):
        # !toy.pair is two i32 values: the signature gets two arguments,
        # toy.swap exchanges them, and toy.use (unconverted) reads the pair
        # through a source materialization of both.
        module = Module.parse("""\
func.func @h(%p: !toy.pair) {
  %0 = "toy.swap"(%p) : (!toy.pair) -> !toy.pair
  "toy.use"(%0) : (!toy.pair) -> ()
  return
}
""")
        converter = self.converter()
        converter.add_conversion(lambda t: [self.i32, self.i32] if str(t) == "!toy.pair" else None)
        seen = []

        def swap(op, adaptor, type_converter, rewriter):
            [(low, high)] = adaptor.operands
            seen.append([str(v.type) for v in (low, high)])
            rewriter.replace_op_with_multiple(op, [[high, low]])

        patterns = RewritePatternSet()
        patterns.add_one_to_n_conversion("toy.swap", swap, converter)
        populate_function_op_interface_type_conversion_pattern("func.func", patterns, converter)
        target = ConversionTarget()
        target.add_illegal_op("toy.swap")
        target.add_dynamically_legal_op(
            "func.func", lambda op: not mentions_toy([op.attributes["function_type"]]))
        apply_partial_conversion(module, target, patterns.freeze())
        self.assertEqual(str(module), """\
module {
  func.func @h(%arg0: i32, %arg1: i32) {
    %0 = builtin.unrealized_conversion_cast %arg1, %arg0 : i32, i32 to !toy.pair
    "toy.use"(%0) : (!toy.pair) -> ()
    return
  }
}
""")
        self.assertEqual(seen, [["i32", "i32"]])
        self.assertEqual(self.materialized, ["i32, i32 to !toy.pair"])

    def test_replace_op_with_multiple_checks_the_result_count(self):
        module = Module.parse(TOY)

        def wrong(op, adaptor, type_converter, rewriter):
            rewriter.replace_op_with_multiple(op, [])

        patterns = RewritePatternSet()
        patterns.add_one_to_n_conversion("toy.add", wrong, self.converter())
        target = ConversionTarget()
        target.add_illegal_op("toy.add")
        with self.assertRaisesRegex(ValueError, "expected 1 lists, got 0"):
            apply_partial_conversion(module, target, patterns.freeze())
        self.assertEqual(str(module), TOY_PRINTED)


class TypeConverterTest(_Conversion):
    def test_conversions_newest_first_and_one_to_n(self):
        converter = TypeConverter()
        converter.add_conversion(lambda t: t)
        converter.add_conversion(lambda t: [self.i32, self.i32] if str(t) == "!toy.pair" else None)
        converter.add_conversion(lambda t: [] if str(t) == "!toy.none" else None)
        converter.add_conversion(lambda t: self.i32 if is_toy(t) else None)
        self.assertEqual(converter.convert_type(Type.parse("!toy.int")), self.i32)
        self.assertEqual(converter.convert_type(Type.parse("f32")), Type.parse("f32"))
        # 1:N conversions have no single type.
        self.assertIsNone(converter.convert_type(Type.parse("!toy.pair")))
        self.assertEqual(converter.convert_types(Type.parse("!toy.pair")), [self.i32, self.i32])
        self.assertEqual(converter.convert_types(Type.parse("!toy.none")), [])

    def test_declined_everywhere_does_not_convert(self):
        converter = TypeConverter()
        converter.add_conversion(lambda t: None)
        self.assertIsNone(converter.convert_type(self.i32))
        self.assertIsNone(converter.convert_types(self.i32))


class ConfigAndMisuseTest(_Conversion):
    def test_config_defaults_and_settings(self):
        config = ConversionConfig()
        self.assertEqual(config.folding_mode, DialectConversionFoldingMode.BEFORE_PATTERNS)
        self.assertTrue(config.build_materializations)
        self.assertTrue(config.allow_pattern_rollback)
        config.folding_mode = DialectConversionFoldingMode.NEVER
        config.build_materializations = False
        self.assertEqual(repr(config),
                         "ConversionConfig(folding_mode=NEVER, build_materializations=False)")

    def test_without_materializations_an_unconverted_user_fails(self):
        module = Module.parse(TOY)
        target = ConversionTarget()
        target.add_legal_dialect("arith")
        target.add_illegal_op("toy.add")
        config = ConversionConfig()
        config.build_materializations = False
        patterns = self.patterns(self.converter(), ops=("toy.add",), signatures=False)
        apply_partial_conversion(module, target, patterns, config)
        # The casts are left unresolved instead of materialized.
        self.assertEqual(self.materialized, [])
        self.assertIn("builtin.unrealized_conversion_cast", str(module))

    def test_arguments_are_checked(self):
        patterns = RewritePatternSet()
        with self.assertRaisesRegex(TypeError, "type_converter must be a TypeConverter"):
            patterns.add_conversion("toy.add", lambda *a: None, None)
        with self.assertRaisesRegex(TypeError, "must be callable"):
            patterns.add_conversion("toy.add", 3, TypeConverter())
        with self.assertRaisesRegex(TypeError, "expected an OpView subclass"):
            patterns.add_conversion(3, lambda *a: None, TypeConverter())
        target = ConversionTarget()
        with self.assertRaisesRegex(TypeError, "expected a dialect"):
            target.add_legal_dialect(3)
        with self.assertRaisesRegex(TypeError, "legality callback must be callable"):
            target.add_dynamically_legal_op("toy.add", None)

    def test_a_type_converter_outlives_the_patterns_using_it(self):
        converter = self.converter()
        patterns = RewritePatternSet()
        patterns.add_conversion("toy.add", lambda *args: None, converter)
        with self.assertRaisesRegex(RuntimeError, "used by an open pattern set"):
            converter.close()
        frozen = patterns.freeze()
        with self.assertRaisesRegex(RuntimeError, "used by an open pattern set"):
            converter.close()
        frozen.close()
        converter.close()
        self.assertTrue(converter.closed)

    def test_dialects_by_class_and_module(self):
        target = ConversionTarget()
        target.add_legal_dialect(arith, arith._Dialect)
        target.add_illegal_op(arith.AddIOp, "toy.add")
        target.mark_op_recursively_legal("func.func")
        target.close()
        self.assertEqual(repr(target), "<ConversionTarget (closed)>")
        with self.assertRaisesRegex(RuntimeError, "the ConversionTarget has been closed"):
            target.add_legal_op("toy.add")


if __name__ == "__main__":
    unittest.main()
