#!/usr/bin/env bash
# Bazel test wrapper: runs the shared conformance corpus (../shared/conformance,
# mapped as @conformance) against a tool. See tools/defs.bzl (conformance_test).
# Environment (set by the macro):
#   CONFORMANCE_TOOL    command to test, runfiles-relative paths allowed
#                       (e.g. "core/mlirc-opt" or "node wasm/cli.mjs")
#   CONFORMANCE_RUNNER  runfiles-relative path of run.py
# Arguments: extra run.py options (e.g. --filter arith/ -j 2).
# run.py itself prints "N passed, M failed" last.
set -u
source "${TEST_SRCDIR}/${TEST_WORKSPACE}/tools/common.sh"
mlirc_setup_env

runner="${CONFORMANCE_RUNNER:?}"
if [[ ! -f "$runner" ]]; then
  echo "error: conformance corpus not found: expected ../shared/conformance beside the repository" >&2
  mlirc_result 0 1
  exit 1
fi
python="/usr/bin/python3"
[[ -x "$python" ]] || python="$(command -v python3)"
# run.py makes the tool's relative paths absolute (we are in the runfiles root).
"$python" "$runner" --tool "${CONFORMANCE_TOOL:?}" --corpus "$(dirname "$runner")" "$@"
