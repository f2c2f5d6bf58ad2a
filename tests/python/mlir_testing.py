"""Shared inputs and expected outputs of the mlir.ir tests.

Every expected string below is what upstream MLIR 22 prints, obtained with
/usr/lib/llvm-22/bin/mlir-opt (the command is next to each one). mlir-opt ends
its output with one extra "\\n" after the printed operation; str(module) does
not have it, hence the [:-1] in the comments' recipes.

Not a test file: the tests import it (py_unittest_runner.py puts a test's
folder first on sys.path, and the Pyodide driver does the same).
"""

import gc

from mlir.ir import Context

# Unregistered ops exercise the generic printer and parser, which mlirc
# implements for every op, with successors, regions, multi-results and all
# kinds of builtin attributes and types.
SAMPLE = """\
module {
  "test.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "test.add"(%arg0, %arg0) {fast, name = "add", value = 42 : i64} : (i32, i32) -> i32
    %1:2 = "test.pair"(%0) : (i32) -> (i32, f32)
    "test.br"(%1#0)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):
    "test.return"(%2, %1#1) : (i32, f32) -> ()
  }) {sym_name = "f", arr = [1, 2.5 : f32, "x"], t = tensor<4x?xf32>, d = {k = unit}} : () -> ()
  "test.empty"() : () -> ()
}
"""

# mlir-opt --allow-unregistered-dialect sample.mlir
SAMPLE_CUSTOM = """\
module {
  "test.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "test.add"(%arg0, %arg0) {fast, name = "add", value = 42 : i64} : (i32, i32) -> i32
    %1:2 = "test.pair"(%0) : (i32) -> (i32, f32)
    "test.br"(%1#0)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    "test.return"(%2, %1#1) : (i32, f32) -> ()
  }) {arr = [1, 2.500000e+00 : f32, "x"], d = {k}, sym_name = "f", t = tensor<4x?xf32>} : () -> ()
  "test.empty"() : () -> ()
}
"""

# mlir-opt --allow-unregistered-dialect --mlir-print-op-generic sample.mlir
SAMPLE_GENERIC = """\
"builtin.module"() ({
  "test.func"() ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "test.add"(%arg0, %arg0) {fast, name = "add", value = 42 : i64} : (i32, i32) -> i32
    %1:2 = "test.pair"(%0) : (i32) -> (i32, f32)
    "test.br"(%1#0)[^bb1] : (i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    "test.return"(%2, %1#1) : (i32, f32) -> ()
  }) {arr = [1, 2.500000e+00 : f32, "x"], d = {k}, sym_name = "f", t = tensor<4x?xf32>} : () -> ()
  "test.empty"() : () -> ()
}) : () -> ()
"""

# An unregistered op in a context that does not allow them. mlir-opt d.mlir:
#   d.mlir:2:12: error: operation being parsed with an unregistered dialect. If this
#   is intended, please use -allow-unregistered-dialect with the MLIR tool used
UNREGISTERED = """\
module {
  "foo.bar"() : () -> ()
}
"""
UNREGISTERED_MESSAGE = (
    "operation being parsed with an unregistered dialect. If this is intended, "
    "please use -allow-unregistered-dialect with the MLIR tool used"
)
UNREGISTERED_LINE, UNREGISTERED_COL = 2, 12

# What upstream's Python bindings raise for UNREGISTERED: upstream's
# mlirModuleCreateParse names its source buffer "-" (see its test
# mlir/test/python/ir/module.py, testParseError).
UNREGISTERED_ERROR_TEXT = (
    "Unable to parse module assembly:\n"
    'error: "-":2:12: ' + UNREGISTERED_MESSAGE
)


def unregistered_context():
    """A new Context that allows unregistered dialects (for the generic ops above)."""
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    return ctx


def collect():
    """Runs the garbage collector until nothing more is freed."""
    while gc.collect():
        pass
