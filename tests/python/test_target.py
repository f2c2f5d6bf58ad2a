"""mlir.target: translate_module_to_llvm_ir gives the LLVM IR text that
upstream mlir-translate 22 prints, and raises MLIRError with upstream's
message for an op it cannot translate."""

import unittest

from mlir.ir import Context, MLIRError, Module
from mlir.target import translate_module_to_llvm_ir

PROGRAM = """\
llvm.func @sum(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sge" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %next = llvm.add %acc, %i : i64
  %j = llvm.add %i, %c1 : i64
  llvm.br ^loop(%j, %next : i64, i64)
^exit:
  %r = llvm.intr.smax(%acc, %c0) : (i64, i64) -> i64
  llvm.return %r : i64
}
"""

# mlir-translate --mlir-to-llvmir program.mlir
EXPECTED = """\
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define i64 @sum(i64 %0) {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i64 [ %8, %6 ], [ 0, %1 ]
  %4 = phi i64 [ %7, %6 ], [ 0, %1 ]
  %5 = icmp sge i64 %3, %0
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = add i64 %4, %3
  %8 = add i64 %3, 1
  br label %2

9:                                                ; preds = %2
  %10 = call i64 @llvm.smax.i64(i64 %4, i64 0)
  ret i64 %10
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
"""


class TranslateTest(unittest.TestCase):
    def test_module_to_llvm_ir(self):
        with Context():
            module = Module.parse(PROGRAM)
            self.assertEqual(translate_module_to_llvm_ir(module), EXPECTED)
            self.assertEqual(translate_module_to_llvm_ir(module.operation), EXPECTED)

    def test_non_llvm_op_is_an_error(self):
        with Context():
            module = Module.parse("func.func @f() {\n  return\n}\n")
            with self.assertRaises(MLIRError) as cm:
                translate_module_to_llvm_ir(module)
            # mlir-translate --mlir-to-llvmir on the same input
            self.assertIn("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
                          "registration for dialect for op: func.func", str(cm.exception))

    def test_wrong_argument(self):
        with self.assertRaises(TypeError):
            translate_module_to_llvm_ir("llvm.func @f()")


if __name__ == "__main__":
    unittest.main()
