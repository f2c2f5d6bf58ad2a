"""Test macros for mlirc. Load with:

    load("//tools:defs.bzl", "node_test", "py_cpython_test", "conformance_test")

Every test made by these macros is an sh_test around a wrapper in tools/ that
prints, as the last line of its log, exactly `N passed, M failed` for the cases
it ran; tools/summarize_tests.py adds those up over all of `bazel test //...`.
A wrapper that ran no case at all fails (`0 passed, 1 failed`).

Environment every wrapper gives the test (see tools/common.sh):

  MLIRC_RUNFILES  absolute runfiles root of this workspace. Every file of
                  `srcs`/`data` (built ones too) is there at its
                  workspace-relative path: $MLIRC_RUNFILES/wasm/mlirc.wasm.
                  It is also the working directory, so relative paths work.
  MLIRC_ROOT      absolute path of the real source tree (where node_modules/
                  is), found by following the //:package.json runfile.
  TEST_SRCDIR, TEST_TMPDIR, TEST_UNDECLARED_OUTPUTS_DIR, ...: Bazel's own.
  HOME, TMPDIR    TEST_TMPDIR when Bazel leaves them unset.
  plus `env` (values may use $(rootpath //label) of a data dependency).
"""

_COMMON_DATA = [
    "//:package.json",
    "//:package-lock.json",
    "//tools:common.sh",
]

def _tags(tags, local):
    return tags + (["local"] if local and "local" not in tags else [])

def node_test(name, srcs, data = [], node_args = [], env = {}, local = False, tags = [], size = "medium", **kwargs):
    """Runs `node --test` on the .mjs/.js/.cjs test files `srcs` (Node 20's test runner).

    Args:
      name: target name.
      srcs: test files (labels); each runs in its own Node process.
      data: files the tests read or import (built wasm/JS, fixtures, ...).
      node_args: extra flags for `node --test`, e.g. ["--test-timeout=60000"],
        ["--test-concurrency=1"], ["--test-name-pattern=parse"].
      env: extra environment variables; values may use $(rootpath LABEL) of a data dep.
      local: True to run unsandboxed (tag "local"), e.g. for a browser test.
      tags, size, **kwargs: as for any test rule (timeout, flaky, shard_count, ...).

    What the tests see (besides the variables in this file's docstring):
      - cwd is $MLIRC_RUNFILES; files are run through their runfiles path
        (--preserve-symlinks{,-main}), so `import '../wasm/mlirc.mjs'` from
        tests/js/x.test.mjs finds the built file, and `new URL('x', import.meta.url)`
        points into the runfiles tree.
      - bare imports ('pyodide', 'playwright-core', 'esbuild', '@codemirror/state')
        resolve from $MLIRC_ROOT/node_modules (an import hook, tools/node_hooks.mjs,
        and NODE_PATH for require()). node_modules is not a Bazel input; the test
        reruns when package-lock.json changes.
      - Chromium is /usr/bin/chromium (playwright-core: executablePath).
    """
    native.sh_test(
        name = name,
        srcs = ["//tools:node_test.sh"],
        args = node_args + ["--"] + ["$(rootpaths %s)" % s for s in srcs],
        data = srcs + data + _COMMON_DATA + [
            "//tools:node_register.mjs",
            "//tools:node_hooks.mjs",
        ],
        env = env,
        tags = _tags(tags, local),
        size = size,
        **kwargs
    )

def py_cpython_test(name, srcs, data = [], env = {}, pythonpath = [], local = False, tags = [], size = "medium", **kwargs):
    """Runs stdlib `unittest` test files with the system CPython (/usr/bin/python3).

    Args:
      name: target name.
      srcs: .py files holding unittest.TestCase classes; each is loaded by its
        runfiles path with its own folder first on sys.path.
      data: files the tests need (e.g. //core:libmlirc.so, the pyodide/ package sources).
      env: extra environment variables; values may use $(rootpath LABEL), e.g.
        {"MLIRC_LIB": "$(rootpath //core:libmlirc.so)"} (relative to the cwd, $MLIRC_RUNFILES).
      pythonpath: runfiles-relative folders put on PYTHONPATH, e.g. ["pyodide"]
        to `import mlir` from pyodide/mlir/ (the files must be in data).
      local, tags, size, **kwargs: as for node_test.

    Counting: failures, errors, unexpected successes and files that fail to
    import are failed; skipped tests are neither; expected failures pass.
    """
    test_env = dict(env)
    if pythonpath:
        test_env["MLIRC_PYTHONPATH"] = ":".join(pythonpath)
    native.sh_test(
        name = name,
        srcs = ["//tools:py_test.sh"],
        args = ["$(rootpaths %s)" % s for s in srcs],
        data = srcs + data + _COMMON_DATA + ["//tools:py_unittest_runner.py"],
        env = test_env,
        tags = _tags(tags, local),
        size = size,
        **kwargs
    )

def conformance_test(name, tool, data = [], runner_args = [], env = {}, tags = [], size = "large", **kwargs):
    """Runs the shared conformance corpus (../shared/conformance, see its README) against a tool.

    Args:
      name: target name.
      tool: the command to test, as run.py's --tool: a runfiles-relative path,
        possibly with a command in front, e.g. "$(rootpath //core:mlirc-opt)" or
        "node $(rootpath //wasm:cli.mjs)". Its labels must be in data.
      data: the tool and whatever it needs at run time.
      runner_args: extra run.py options, e.g. ["-j", "2"], ["--filter", "arith/"], ["-v"].
      env, tags, size, **kwargs: as for node_test.

    run.py prints the failing cases, one line per area and `N passed, M failed`.
    When ../shared/conformance is missing the test fails (`0 passed, 1 failed`).
    """
    test_env = dict(env)
    test_env["CONFORMANCE_TOOL"] = tool
    test_env["CONFORMANCE_RUNNER"] = "$(rootpaths @conformance//:runner)"
    native.sh_test(
        name = name,
        srcs = ["//tools:conformance_test.sh"],
        args = runner_args,
        data = data + _COMMON_DATA + [
            "@conformance//:all",
            "@conformance//:runner",
        ],
        env = test_env,
        tags = tags,
        size = size,
        **kwargs
    )
