// The notebook's example cells: upstream's Python API (mlir.ir), as the
// `mlir` package of pyodide/ provides it in Pyodide. Each cell runs after the
// ones above it, in one interpreter. tests/browser/notebook.test.mjs runs
// them all and checks their output.

export const CELLS = [
  {
    title: 'Parse and print a module',
    code: `from mlir.ir import Context, Module

ctx = Context()
with ctx:
    module = Module.parse("""
func.func @mul_add(%a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %prod = arith.muli %a, %b : i32
  %sum = arith.addi %prod, %c3 : i32
  return %sum : i32
}
""")
print(module)`,
  },
  {
    title: 'Walk the IR: operations, blocks, values',
    code: `func_op = module.body.operations[0]
print(func_op.operation.name, func_op.name)
entry = func_op.regions[0].blocks[0]
print("arguments:", [str(arg.type) for arg in entry.arguments])
for op in entry.operations:
    operands = ", ".join(v.get_name() for v in op.operands)
    results = ", ".join(str(r.type) for r in op.results)
    print(f"  {op.name:<14} ({operands}) -> ({results})")`,
  },
  {
    title: 'Visit every operation',
    code: `from mlir.ir import WalkOrder, WalkResult

seen = []
def visit(op):
    seen.append(op.name)
    return WalkResult.ADVANCE

module.operation.walk(visit, walk_order=WalkOrder.PRE_ORDER)
seen`,
  },
  {
    title: 'Print in generic form, with locations',
    code: `print(module.operation.get_asm(print_generic_op_form=True, enable_debug_info=True))`,
  },
  {
    title: 'Types and attributes',
    code: `from mlir.ir import Attribute, Type

with ctx:
    tensor = Type.parse("tensor<4x?xf32>")
    dense = Attribute.parse("dense<[1, 2, 3]> : tensor<3xi32>")
    print(tensor, "|", dense, "|", dense.type)
    print(Attribute.parse('{kind = "demo", n = 7 : i64}'))`,
  },
  {
    title: 'Errors are diagnostics, with locations',
    code: `from mlir.ir import MLIRError

try:
    with ctx:
        Module.parse("""
func.func @broken(%a: i32) -> i32 {
  %sum = arith.addi %a, %missing : i32
  return %sum : i32
}""")
except MLIRError as err:
    print(err)`,
  },
  {
    title: 'Build IR with Operation.create',
    code: `from mlir.ir import Attribute, InsertionPoint, Location, Module, Operation, Type

with ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    built = Module.create()
    with InsertionPoint(built.body):
        i32 = Type.parse("i32")
        seven = Operation.create("demo.constant", results=[i32],
                                 attributes={"value": Attribute.parse("7 : i32")})
        Operation.create("demo.print", operands=[seven.result])
print(built)`,
  },
  {
    title: 'Build a function with the dialect wrappers',
    code: `from mlir.ir import Context, InsertionPoint, IntegerType, Location, Module
from mlir.dialects import arith, func

with Context(), Location.unknown():
    m = Module.create()
    i32 = IntegerType.get_signless(32)
    with InsertionPoint(m.body):
        @func.FuncOp.from_py_func(i32, i32)
        def mul_add(a, b):
            three = arith.constant(i32, 3)
            return arith.addi(arith.muli(a, b), three)
    print(m)`,
  },
  {
    title: 'Run a pass pipeline',
    code: `from mlir.passmanager import PassManager

with ctx:
    pm = PassManager.parse("builtin.module(canonicalize,cse)")
    pm.run(module.operation)
print(module)`,
  },
  {
    title: 'Write a conversion pattern in Python',
    code: `from mlir.ir import Context, IntegerType, Location, Module, Operation
from mlir.rewrite import (ConversionTarget, RewritePatternSet, TypeConverter,
                          apply_full_conversion,
                          populate_function_op_interface_type_conversion_pattern)

with Context() as toy_ctx, Location.unknown():
    toy_ctx.allow_unregistered_dialects = True
    program = Module.parse("""
func.func @square_plus(%x: !toy.int, %y: !toy.int) -> !toy.int {
  %sq = "toy.mul"(%x, %x) : (!toy.int, !toy.int) -> !toy.int
  %r = "toy.add"(%sq, %y) : (!toy.int, !toy.int) -> !toy.int
  return %r : !toy.int
}""")
    i32 = IntegerType.get_signless(32)

    # The type conversion: !toy.int becomes i32, other types stay.
    types = TypeConverter()
    types.add_conversion(lambda t: t)
    types.add_conversion(lambda t: i32 if str(t) == "!toy.int" else None)

    # The patterns see their op's operands converted, in the adaptor.
    def lower_to(name):
        def pattern(op, adaptor, type_converter, rewriter):
            with rewriter.ip:
                new = Operation.create(name, operands=adaptor.operands,
                                       results=[type_converter.convert_type(op.result.type)])
            rewriter.replace_op(op, new)
        return pattern

    def lower_return(op, adaptor, type_converter, rewriter):
        with rewriter.modify_op_in_place(op):
            op.operation.operands[0] = adaptor.operands[0]

    patterns = RewritePatternSet()
    patterns.add_conversion("toy.mul", lower_to("arith.muli"), types)
    patterns.add_conversion("toy.add", lower_to("arith.addi"), types)
    patterns.add_conversion("func.return", lower_return, types)
    populate_function_op_interface_type_conversion_pattern("func.func", patterns, types)

    # Where the conversion must go: no toy ops or types left.
    def toy_free(*types_):
        return not any("!toy." in str(t) for t in types_)

    target = ConversionTarget()
    target.add_legal_dialect("arith")
    target.add_legal_op("builtin.module")
    target.add_illegal_dialect("toy")
    target.add_dynamically_legal_op(
        "func.func", lambda op: toy_free(op.attributes["function_type"]))
    target.add_dynamically_legal_op(
        "func.return", lambda op: toy_free(*(v.type for v in op.operands)))

    apply_full_conversion(program, target, patterns.freeze())
print(program)`,
  },
];
