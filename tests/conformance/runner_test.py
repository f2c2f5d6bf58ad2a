"""Unit tests of how runner.py judges invalid cases (//tests/conformance:runner_test)."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import runner  # noqa: E402

ERROR = """\
f.mlir:3:8: error: 'arith.addi' op requires the same type for all operands and results
  %0 = arith.addi %a, %b : i32
       ^
f.mlir:3:8: note: see current operation: %0 = "arith.addi"(%arg0, %arg1) : (i32, i64) -> i32
"""


class JudgeStderrTest(unittest.TestCase):
    def judge(self, expected, actual):
        return runner.judge_stderr(expected, actual)[:2]

    def test_same_text_passes(self):
        self.assertEqual(self.judge(ERROR, ERROR + "\n\n"), (True, ""))

    def test_extra_diagnostic_fails(self):
        extra = ERROR + "f.mlir:9:1: error: expected operation name in quotes\n"
        self.assertEqual(self.judge(ERROR, extra), (False, "0 missing, 1 extra diagnostic(s)"))

    def test_missing_diagnostic_fails(self):
        self.assertEqual(self.judge(ERROR, ""), (False, "2 missing, 0 extra diagnostic(s)"))

    def test_message_compared_whole(self):
        shorter = ERROR.replace(" and results", "")
        self.assertEqual(self.judge(ERROR, shorter), (False, "1 missing, 1 extra diagnostic(s)"))

    def test_unlocated_diagnostic_compared(self):
        expected = "error: cannot open input file 'x.irdl': No such file or directory\n"
        self.assertEqual(self.judge(expected, expected), (True, ""))
        self.assertEqual(self.judge(expected, "error: cannot open input file 'x.irdl'\n"),
                         (False, "1 missing, 1 extra diagnostic(s)"))

    def test_text_beside_diagnostics_compared(self):
        dump = "// -----// IR Dump After Canonicalizer Failed (canonicalize) //----- //\nfunc.func @f() {\n}\n"
        self.assertEqual(self.judge(dump, dump), (True, ""))
        self.assertEqual(self.judge(dump, ""), (False, "stderr differs"))
        self.assertEqual(self.judge(ERROR, ERROR.replace("       ^", "      ^")), (False, "stderr differs"))

    def test_printed_operation_not_compared(self):
        other_op = ERROR.replace('(%arg0, %arg1) : (i32, i64) -> i32', '(%0, %1) : (i32, i64) -> i32')
        self.assertEqual(self.judge(ERROR, other_op), (True, ""))
        multi_line = ('f.mlir:0:0: error: unsupported version requested 7, must be in range [0, 6]\n'
                      'f.mlir:0:0: note: see current operation: \n'
                      '"builtin.module"() ({\n}) : () -> ()\n'
                      '// -----// IR Dump After CSE (cse) //----- //\nmodule {\n}\n')
        aliased = multi_line.replace('"builtin.module"() ({\n', '#map = affine_map<(d0) -> (d0)>\n"builtin.module"() ({\n\n')
        self.assertEqual(self.judge(multi_line, aliased), (True, ""))
        # The text after the operation is compared again.
        self.assertEqual(self.judge(multi_line, aliased.replace("module {", "module {\n  x")),
                         (False, "stderr differs"))

    def test_note_itself_required(self):
        without_note = ERROR.rsplit("f.mlir:3:8: note", 1)[0]
        self.assertEqual(self.judge(ERROR, without_note), (False, "1 missing, 0 extra diagnostic(s)"))
        self.assertEqual(self.judge(without_note, ERROR), (False, "0 missing, 1 extra diagnostic(s)"))


class OwnErrorCasesTest(unittest.TestCase):
    """The own invalid cases whose stderr holds no located diagnostic fail
    with a tool that exits non-zero and prints something else."""

    CASES = ["irdl/missing_irdl_file", "pass-instrumentation/after_failure",
             "pass-instrumentation/after_all_with_failure"]

    def test_wrong_stderr_fails(self):
        cases = {c["id"]: c for c in runner.discover(os.path.join(HERE, "cases"))}
        tool = ["/bin/sh", "-c", "echo 'error: failed' >&2; exit 1", "tool"]
        for case_id in self.CASES:
            with self.subTest(case_id):
                ok, reason, _ = runner.run_case(tool, cases[case_id], 60)
                self.assertFalse(ok)
                self.assertRegex(reason, r"^\d+ missing, 1 extra diagnostic\(s\)$")


if __name__ == "__main__":
    unittest.main()
