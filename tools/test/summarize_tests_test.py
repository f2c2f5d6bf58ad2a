"""Unit tests of tools/summarize_tests.py (run by //tools:summarize_tests_test)."""

import contextlib
import io
import json
import os
import tempfile
import unittest

import summarize_tests as st


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


class ParseCountsTest(unittest.TestCase):
    def test_last_count_line_wins(self):
        text = "1 passed, 2 failed\nnoise\n7 passed, 0 failed\n"
        self.assertEqual(st.parse_counts(text), (7, 0))

    def test_word_prefix_and_skipped_suffix(self):
        self.assertEqual(st.parse_counts("conformance: 60 passed, 4 failed\n"), (60, 4))
        self.assertEqual(st.parse_counts("3 passed, 1 failed, 2 skipped"), (3, 1))

    def test_not_a_count_line(self):
        self.assertIsNone(st.parse_counts("Ran 3 tests\nOK\n"))
        self.assertIsNone(st.parse_counts("# pass 3\n# fail 0\n"))
        self.assertIsNone(st.parse_counts("we had 3 passed, 1 failed today\n"))
        self.assertIsNone(st.parse_counts(""))


def event(kind, label, body, **id_extra):
    ident = {"label": label}
    ident.update(id_extra)
    out = {"id": {kind: ident}}
    out.update(body)
    return json.dumps(out)


def configured(label, kind, test=True):
    conf = {"targetKind": kind}
    if test:
        conf["testSize"] = "MEDIUM"
    return event("targetConfigured", label, {"configured": conf})


def completed(label, success=True):
    return event("targetCompleted", label, {"completed": {"success": success}} if success else {"completed": {}})


def result(label, log, status, run=1, shard=1, attempt=1):
    body = {"testResult": {"status": status, "testActionOutput": [{"name": "test.log", "uri": "file://" + log}]}}
    return event("testResult", label, body, run=run, shard=shard, attempt=attempt)


def summary(label, status):
    return event("testSummary", label, {"testSummary": {"overallStatus": status}})


class BepTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def log(self, name, text):
        return write(os.path.join(self.dir, name, "test.log"), text)

    def test_all_kinds_of_targets(self):
        node = self.log("node", "spec output\n12 passed, 0 failed\n")
        cc_ok = self.log("cc_ok", "hello\n")
        cc_bad = self.log("cc_bad", "assertion failed\n")
        mixed = self.log("mixed", "3 passed, 2 failed\n")
        liar = self.log("liar", "5 passed, 0 failed\nSegmentation fault\n")
        shard1 = self.log("shard1", "2 passed, 0 failed\n")
        shard2 = self.log("shard2", "4 passed, 1 failed\n")
        flaky1 = self.log("flaky1", "0 passed, 1 failed\n")
        flaky2 = self.log("flaky2", "1 passed, 0 failed\n")
        lines = [
            configured("//a:node_test", "sh_test rule"),
            configured("//a:cc_ok", "cc_test rule"),
            configured("//a:cc_bad", "cc_test rule"),
            configured("//a:mixed", "sh_test rule"),
            configured("//a:liar", "sh_test rule"),
            configured("//a:sharded", "sh_test rule"),
            configured("//a:flaky", "sh_test rule"),
            configured("//a:no_build", "cc_test rule"),
            configured("//a:no_analysis", "sh_test rule"),
            configured("//a:lib", "cc_library rule", test=False),
            configured("//a:site", "genrule rule", test=False),
            completed("//a:lib", success=False),
            completed("//a:site", success=True),
            completed("//a:no_build", success=False),
            event("targetCompleted", "//a:no_analysis", {"aborted": {"reason": "ANALYSIS_FAILURE"}}),
            result("//a:node_test", node, "PASSED"),
            summary("//a:node_test", "PASSED"),
            result("//a:cc_ok", cc_ok, "PASSED"),
            summary("//a:cc_ok", "PASSED"),
            result("//a:cc_bad", cc_bad, "FAILED"),
            summary("//a:cc_bad", "FAILED"),
            result("//a:mixed", mixed, "FAILED"),
            summary("//a:mixed", "FAILED"),
            result("//a:liar", liar, "FAILED"),
            summary("//a:liar", "FAILED"),
            result("//a:sharded", shard1, "PASSED", shard=1),
            result("//a:sharded", shard2, "FAILED", shard=2),
            summary("//a:sharded", "FAILED"),
            result("//a:flaky", flaky1, "FAILED", attempt=1),
            result("//a:flaky", flaky2, "PASSED", attempt=2),
            summary("//a:flaky", "FLAKY"),
        ]
        suites = st.suites_from_bep(lines)
        got = [(s.label, s.status, s.passed, s.failed) for s in suites]
        self.assertEqual(got, [
            ("//a:cc_bad", "FAILED", 0, 1),
            ("//a:cc_ok", "PASSED", 1, 0),
            ("//a:flaky", "FLAKY", 1, 0),
            ("//a:liar", "FAILED", 5, 1),
            ("//a:lib", "BUILD FAILED", 0, 1),
            ("//a:mixed", "FAILED", 3, 2),
            ("//a:no_analysis", "FAILED TO ANALYZE", 0, 1),
            ("//a:no_build", "FAILED TO BUILD", 0, 1),
            ("//a:node_test", "PASSED", 12, 0),
            ("//a:sharded", "FAILED", 6, 1),
        ])

    def test_main_prints_table_and_total(self):
        node = self.log("n", "2 passed, 0 failed\n")
        bep = write(os.path.join(self.dir, "bep.json"), "\n".join([
            configured("//x:t", "sh_test rule"),
            result("//x:t", node, "PASSED"),
            summary("//x:t", "PASSED"),
        ]) + "\n")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = st.main(["--bep", bep])
        self.assertEqual(rc, 0)
        lines = out.getvalue().splitlines()
        self.assertEqual(lines[-1], "2 passed, 0 failed")
        self.assertEqual(lines[1].split(), ["//x:t", "PASSED", "2", "0"])

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = st.main(["--bep", bep, "--bazel-exit", "1"])
        self.assertEqual(rc, 1)
        self.assertEqual(out.getvalue().splitlines()[-1], "2 passed, 1 failed")

    def test_no_test_fails(self):
        bep = write(os.path.join(self.dir, "empty.json"), "")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = st.main(["--bep", bep])
        self.assertEqual(rc, 1)
        self.assertEqual(out.getvalue().splitlines()[-1], "0 passed, 1 failed")


class TestlogsTest(unittest.TestCase):
    def test_walk(self):
        with tempfile.TemporaryDirectory() as root:
            ok_xml = '<testsuites><testsuite name="t" tests="1" failures="0" errors="0"></testsuite></testsuites>'
            bad_xml = ('<testsuites><testsuite name="t" tests="1" failures="0" errors="0">'
                       '<testcase name="t"><failure message="exited with error code 1"/></testcase>'
                       '</testsuite></testsuites>')
            write(os.path.join(root, "core/test/a_test/test.log"), "x\n4 passed, 0 failed\n")
            write(os.path.join(root, "core/test/a_test/test.xml"), ok_xml)
            write(os.path.join(root, "core/b_test/test.log"), "no count\n")
            write(os.path.join(root, "core/b_test/test.xml"), bad_xml)
            write(os.path.join(root, "tests/s/shard_1_of_2/test.log"), "1 passed, 0 failed\n")
            write(os.path.join(root, "tests/s/shard_1_of_2/test.xml"), ok_xml)
            write(os.path.join(root, "tests/s/shard_2_of_2/test.log"), "2 passed, 0 failed\n")
            write(os.path.join(root, "tests/s/shard_2_of_2/test.xml"), ok_xml)
            got = [(s.label, s.status, s.passed, s.failed) for s in st.suites_from_testlogs(root)]
            self.assertEqual(got, [
                ("//core/test:a_test", "PASSED", 4, 0),
                ("//core:b_test", "FAILED", 0, 1),
                ("//tests:s", "PASSED", 3, 0),
            ])


if __name__ == "__main__":
    unittest.main()
