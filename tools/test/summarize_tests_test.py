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


def ran(label, log, status="PASSED"):
    """The events of a test target that ran once: configured, then its result."""
    return [configured(label, "sh_test rule"), result(label, log, status)]


class RuntimeTest(unittest.TestCase):
    def test_runtimes(self):
        self.assertEqual([st.runtime_of(l) for l in [
            "//core:capi_ir_test", "//tests/conformance:node", "//tests/js:browser_test",
            "//tests/js:api_test", "//tests/browser:playground_test", "//tests/browser:web_units_test",
            "//tests/python:ir_pyodide_test", "//tests/python:ir_cpython_test",
            "//tests/sanitize:valgrind_test", "//tests/sanitize:c_programs_test"]],
            ["native", "node", "chromium", "node", "chromium", "node", "pyodide", "cpython",
             "valgrind", "asan+ubsan"])
        self.assertEqual(st.suite_of("//tests/js:api_test"), "tests/js")


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
        self.assertEqual(lines[1].split(), ["//x:t", "native", "PASSED", "2", "0"])

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = st.main(["--bep", bep, "--bazel-exit", "1"])
        self.assertEqual(rc, 1)
        self.assertEqual(out.getvalue().splitlines()[-1], "2 passed, 1 failed")

    def run_main(self, events):
        bep = write(os.path.join(self.dir, "bep.json"), "\n".join(events) + "\n")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = st.main(["--bep", bep])
        return rc, out.getvalue().splitlines()

    def test_check_program_is_one_case(self):
        ok = self.log("ok", "1200 passed, 0 failed\n")
        bad = self.log("bad", "CHECK failed: x\n1199 passed, 1 failed\n")
        crash = self.log("crash", "Segmentation fault\n")
        rc, lines = self.run_main(ran("//core:a_test", ok) + ran("//core:b_test", bad, "FAILED") +
                                  ran("//core:c_test", crash, "FAILED"))
        self.assertEqual(rc, 1)
        self.assertEqual(lines[1].split(), ["//core:a_test", "native", "PASSED", "1", "0", "(1200", "CHECKs)"])
        self.assertEqual(lines[2].split(), ["//core:b_test", "native", "FAILED", "0", "1", "(1200", "CHECKs)"])
        self.assertEqual(lines[3].split(), ["//core:c_test", "native", "FAILED", "0", "1"])
        self.assertEqual(lines[-1], "1 passed, 2 failed")

    def test_runs_of_one_shard_count_once(self):
        run1 = self.log("run1", "10 passed, 0 failed\n")
        run2 = self.log("run2", "9 passed, 1 failed\n")
        run3 = self.log("run3", "10 passed, 0 failed\n")
        suites = st.suites_from_bep([
            configured("//a:t", "sh_test rule"),
            result("//a:t", run1, "PASSED", run=1), result("//a:t", run2, "FAILED", run=2),
            result("//a:t", run3, "PASSED", run=3), summary("//a:t", "FAILED"),
        ])
        self.assertEqual([(s.passed, s.failed) for s in suites], [(9, 1)])

    def test_matrix_of_suites_and_runtimes(self):
        logs = {name: self.log(name, text) for name, text in [
            ("cn", "390 passed, 0 failed\n"), ("cw", "388 passed, 2 failed\n"),
            ("py", "500 passed, 0 failed\n"), ("pp", "500 passed, 0 failed\n"),
            ("j1", "20 passed, 0 failed\n"), ("j2", "30 passed, 0 failed\n")]}
        events = []
        for label, log, status in [
                ("//tests/conformance:native", "cn", "PASSED"), ("//tests/conformance:node", "cw", "FAILED"),
                ("//tests/python:ir_cpython_test", "py", "PASSED"), ("//tests/python:ir_pyodide_test", "pp", "PASSED"),
                ("//tests/js:api_test", "j1", "PASSED"), ("//tests/js:cli_test", "j2", "PASSED")]:
            events += ran(label, logs[log], status)
        rc, lines = self.run_main(events)
        self.assertEqual(rc, 1)
        start = lines.index(next(l for l in lines if l.startswith("cases by suite")))
        self.assertEqual([l.split() for l in lines[start:start + 4]], [
            ["cases", "by", "suite", "native", "node", "cpython", "pyodide"],
            ["tests/conformance", "390", "388/2"],
            ["tests/js", "50"],
            ["tests/python", "500", "500"],
        ])
        self.assertEqual(lines[-1], "1828 passed, 2 failed")

    def test_left_out_said_once(self):
        what = "the shared conformance corpus (../shared/conformance is missing)"
        native = self.log("native", "left out: %s\n334 passed, 0 failed, 64 skipped\n" % what)
        node = self.log("node", "left out: %s\n334 passed, 0 failed, 64 skipped\n" % what)
        san = self.log("san", "left out: %s\n300 passed, 0 failed\n" % what)
        rc, lines = self.run_main(ran("//tests/conformance:native", native) +
                                  ran("//tests/conformance:node", node) +
                                  ran("//tests/sanitize:conformance_test", san))
        self.assertEqual(rc, 0)
        self.assertEqual([l for l in lines if l.startswith("left out:")], [
            "left out: %s (//tests/conformance:native, //tests/conformance:node, "
            "//tests/sanitize:conformance_test; 128 cases skipped)" % what])
        self.assertIn("(64 skipped)", lines[1])
        self.assertEqual(lines[-1], "968 passed, 0 failed")

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
